/**
 * Builds a value on first use and keeps it. For codec factories: @solana/kit codecs are pure and
 * stateless, and building one (e.g. the Token-2022 mint decoder) costs far more than decoding.
 */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
