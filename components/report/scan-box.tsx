import { CHAIN_LABELS, CHAIN_NAMES } from "@/lib/chains/supported";

/**
 * The token search box: a plain GET form to /token (works without JavaScript); /token validates
 * the address for the chain picked (or detected from its format) and redirects to its report.
 */
export function ScanBox({
  id = "scan-box",
  defaultValue = "",
  defaultChain = "",
  compact = false,
}: {
  id?: string;
  defaultValue?: string;
  defaultChain?: string;
  compact?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" is the same landmark; <search> is too new (2023) for older browsers
    <form
      action="/token"
      method="get"
      className={`scan-box${compact ? " compact" : ""}`}
      role="search"
      aria-label="Token report"
    >
      <label htmlFor={id} className={compact ? "sr-only" : undefined}>
        Token address
      </label>
      <div className="scan-box-row">
        <input
          id={id}
          name="address"
          defaultValue={defaultValue}
          placeholder="Paste a Solana or EVM (0x…) token address"
          autoComplete="off"
          spellCheck={false}
          required
          minLength={32}
          maxLength={64}
        />
        <label htmlFor={`${id}-chain`} className="sr-only">
          Chain
        </label>
        <select id={`${id}-chain`} name="chain" defaultValue={defaultChain} aria-label="Chain">
          <option value="">Detect chain</option>
          {CHAIN_NAMES.map((c) => (
            <option key={c} value={c}>
              {CHAIN_LABELS[c]}
            </option>
          ))}
        </select>
        <button type="submit">Open report</button>
      </div>
    </form>
  );
}
