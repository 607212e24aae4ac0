/**
 * Program derived addresses, synchronously, with the same results as @solana/kit's
 * `getProgramDerivedAddress` (checked against it by tests/unit/solana/fast-codecs.test.ts).
 *
 * Why: kit derives a PDA with one async WebCrypto SHA-256 per bump tried. Here: node:crypto
 * SHA-256 (synchronous), the on-curve check of @noble/curves and lib/chains/solana/base58.ts (bs58).
 * The hand-written field arithmetic this replaced was faster (scripts/bench-codecs.ts, in-process,
 * 2026-11-23: on-curve check 71 -> 108 µs, one metadata PDA 173 -> 351 µs), but PDAs are memoised
 * per mint (pda-memo.ts) and a scan derives about two: ~0.4 ms of CPU per new mint, next to RPC
 * round trips of tens of ms, is no clear gain, so the audited library wins.
 *
 * Rules (kit's, which are the runtime's): the bump goes from 255 down to 1 and is appended as one
 * more seed; at most 16 seeds counting the bump (so 15 from the caller), each at most 32 bytes,
 * strings are UTF-8; address = sha256(seeds || bump || program || "ProgramDerivedAddress"),
 * skipped while it is a point on the ed25519 curve.
 */
import { createHash } from "node:crypto";
import { ed25519 } from "@noble/curves/ed25519.js";
import { addressToBytes } from "./address";
import { encodeBase58 } from "./base58";

const MAX_SEEDS = 16;
const MAX_SEED_LENGTH = 32;
const PDA_MARKER = new TextEncoder().encode("ProgramDerivedAddress");
const utf8 = new TextEncoder();

/** Returns [address, bump]. Throws on too many / too long seeds, a bad program address, or no viable bump. */
export function findProgramAddress(
  programAddress: string,
  seeds: ReadonlyArray<Uint8Array | string>,
): readonly [string, number] {
  if (seeds.length + 1 > MAX_SEEDS)
    throw new Error(`too many PDA seeds: ${seeds.length} (at most ${MAX_SEEDS - 1} plus the bump)`);
  const parts = seeds.map((seed, i) => {
    const bytes = typeof seed === "string" ? utf8.encode(seed) : seed;
    if (bytes.byteLength > MAX_SEED_LENGTH)
      throw new Error(`PDA seed ${i} is ${bytes.byteLength} bytes (at most ${MAX_SEED_LENGTH})`);
    return bytes;
  });
  const program = addressToBytes(programAddress);
  const seedLength = parts.reduce((n, p) => n + p.byteLength, 0);
  const buf = new Uint8Array(seedLength + 1 + program.length + PDA_MARKER.length);
  let at = 0;
  for (const p of parts) {
    buf.set(p, at);
    at += p.byteLength;
  }
  const bumpAt = at;
  buf.set(program, bumpAt + 1);
  buf.set(PDA_MARKER, bumpAt + 1 + program.length);
  for (let bump = 255; bump > 0; bump--) {
    buf[bumpAt] = bump;
    const hash = createHash("sha256").update(buf).digest();
    if (!isOnCurve(hash)) return [encodeBase58(hash), bump] as const;
  }
  throw new Error("no viable PDA bump seed");
}

// --- ed25519 on-curve check -----------------------------------------------------------------

/**
 * True when the 32 bytes are a compressed ed25519 point (y little-endian with the x sign in the
 * top bit), like kit's `compressedPointBytesAreOnCurve`; false for any other length.
 * @noble/curves decodes the point (RFC 8032 §5.1.3). Kit, like the runtime, reduces a
 * non-canonical y >= p instead of refusing it (noble's zip215 mode), but refuses x = 0 with the
 * sign bit set (which zip215 accepts): that one case is checked here.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.byteLength !== 32) return false;
  let point: ReturnType<typeof ed25519.Point.fromBytes>;
  try {
    point = ed25519.Point.fromBytes(bytes, true);
  } catch {
    return false;
  }
  return !((bytes[31] & 0x80) !== 0 && point.x === 0n);
}
