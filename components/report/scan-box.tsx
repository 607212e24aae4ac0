/**
 * The token search box: a plain GET form to /token (works without JavaScript); /token validates
 * the address and redirects to its report.
 */
export function ScanBox({ id = "scan-box", defaultValue = "", compact = false }: { id?: string; defaultValue?: string; compact?: boolean }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" is the same landmark; <search> is too new (2023) for older browsers
    <form action="/token" method="get" className={`scan-box${compact ? " compact" : ""}`} role="search" aria-label="Token report">
      <label htmlFor={id} className={compact ? "sr-only" : undefined}>Solana token address</label>
      <div className="scan-box-row">
        <input id={id} name="address" defaultValue={defaultValue} placeholder="Paste a Solana token address" autoComplete="off" spellCheck={false} required minLength={32} maxLength={64} />
        <button type="submit">Open report</button>
      </div>
    </form>
  );
}
