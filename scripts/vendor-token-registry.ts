/**
 * Regenerates lib/trust/token-registry-solana.json, the bundled registry of well-known Solana
 * tokens the impersonation check compares names and symbols against.
 *
 * Source: the npm package @sonarwatch/token-lists (a maintained public token list; MIT-licensed
 * data, built from CoinGecko and Jupiter listings). The package is ~120 MB, so it is not a
 * dependency: fetch it with `npm pack @sonarwatch/token-lists`, unpack it, and run
 *
 *   npx tsx scripts/vendor-token-registry.ts path/to/package/build/sonarwatch.solana.tokenlist.json [version]
 *
 * The subset kept: every Solana token with a CoinGecko id (a token CoinGecko tracks is "well
 * known" enough to be copied), as [mint, symbol, name]. Entries without a symbol and the
 * native-SOL pseudo-mint (the system program id) are dropped.
 */
import { readFileSync, writeFileSync } from "node:fs";

interface ListToken {
  address: string;
  symbol: string;
  name: string;
  extensions?: { coingeckoId?: string };
}

const [file, version = "unknown"] = process.argv.slice(2);
if (!file) {
  console.error("usage: vendor-token-registry.ts <sonarwatch.solana.tokenlist.json> [package version]");
  process.exit(2);
}
const list = JSON.parse(readFileSync(file, "utf8")) as { timestamp: string; tokens: ListToken[] };
const tokens = list.tokens
  .filter((t) => t.extensions?.coingeckoId && t.symbol.trim() && t.address !== "11111111111111111111111111111111")
  .map((t) => [t.address, t.symbol.trim(), t.name.trim()] as const)
  .sort((a, b) => (a[0] < b[0] ? -1 : 1));
const out = {
  source: `npm @sonarwatch/token-lists@${version} build/sonarwatch.solana.tokenlist.json`,
  listTimestamp: list.timestamp,
  vendoredAt: new Date().toISOString().slice(0, 10),
  subset: "tokens with a CoinGecko id",
  tokens,
};
writeFileSync("lib/trust/token-registry-solana.json", `${JSON.stringify(out, null, 0).replace(/\],\[/g, "],\n[")}\n`);
console.log(`wrote ${tokens.length} tokens`);
