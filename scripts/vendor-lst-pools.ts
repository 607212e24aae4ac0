/**
 * Regenerates lib/chains/solana/lst-pools.json: the SPL-family stake pools of Sanctum's maintained LST
 * list (the npm package sanctum-lst-list, a devDependency; its ESM build cannot be loaded by Node's
 * resolver, and only these facts are needed at run time). Each row: [symbol, mint, pool kind, pool].
 *
 *   npx tsx scripts/vendor-lst-pools.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { LstList } = require("sanctum-lst-list") as {
  LstList: Array<{ symbol: string; mint: string; pool: { program: string; pool?: string } }>;
};
const version = (JSON.parse(readFileSync("node_modules/sanctum-lst-list/package.json", "utf8")) as { version: string })
  .version;
const pools = LstList.filter((l) => ["Spl", "SanctumSpl", "SanctumSplMulti"].includes(l.pool.program) && l.pool.pool)
  .map((l) => [l.symbol, l.mint, l.pool.program, l.pool.pool as string])
  .sort((a, b) => (a[1] < b[1] ? -1 : 1));
const out = {
  source: `npm sanctum-lst-list@${version} (LstList)`,
  vendoredAt: new Date().toISOString().slice(0, 10),
  pools,
};
writeFileSync("lib/chains/solana/lst-pools.json", `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${pools.length} pools`);
