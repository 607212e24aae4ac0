/**
 * Launch-only check of the v17 set (no engine): compiles, launches every case on a fresh local node through v2's
 * launcher, runs the proofs and prints each case's outcome. Used while writing the set, before the engine may run.
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm17/check-launch.ts [case-name ...]
 */
import { startLocalEvm } from "../../../support/evm/local-evm";
import { createWorld } from "../evm/world";
import { launchAll2 } from "../evm2/launch";
import { HELDOUT_EVM17_CASES } from "./cases";
import { compileHeldout17 } from "./compile";

async function main() {
  const t0 = performance.now();
  const only = process.argv.slice(2);
  const cases = only.length ? HELDOUT_EVM17_CASES.filter((c) => only.includes(c.name)) : HELDOUT_EVM17_CASES;
  const node = await startLocalEvm();
  try {
    const world = await createWorld(node.url, compileHeldout17());
    const set = await launchAll2(world, cases);
    for (const o of set.outcomes) {
      const pair = o.launched ? (await world.marketPairs(o.launched, set.scanAt))[0] : undefined;
      const age = pair ? ((set.scanAt * 1000 - pair.pairCreatedAt!) / 86_400_000).toFixed(2) : "-";
      console.log(
        `${o.error ? "FAIL" : "ok  "} ${o.case.name} (${o.case.expected}, age ${age} d, planned ${o.case.ageDays})${o.error ? `: ${o.error}` : ""}`,
      );
    }
    const failed = set.outcomes.filter((o) => o.error).length;
    console.log(
      `${set.outcomes.length - failed}/${set.outcomes.length} launched and proved; ${world.transactions()} transactions; ${Math.round((performance.now() - t0) / 1000)} s`,
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await node.stop();
  }
}

void main();
