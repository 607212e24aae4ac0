/**
 * Launch-only check of the v2 set (no engine): compiles, launches every case on a fresh local node, runs the proofs
 * and prints each case's outcome. Used while writing the set, before the engine may run on it.
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm2/check-launch.ts
 */
import { startLocalEvm } from "../../../support/evm/local-evm";
import { createWorld } from "../evm/world";
import { HELDOUT_EVM2_CASES } from "./cases";
import { compileHeldout2 } from "./compile";
import { launchAll2 } from "./launch";

async function main() {
  const t0 = performance.now();
  const node = await startLocalEvm();
  try {
    const world = await createWorld(node.url, compileHeldout2());
    const set = await launchAll2(world, HELDOUT_EVM2_CASES);
    for (const o of set.outcomes) {
      const pair = o.launched ? (await world.marketPairs(o.launched, set.scanAt))[0] : undefined;
      const age = pair ? ((set.scanAt * 1000 - pair.pairCreatedAt!) / 86_400_000).toFixed(2) : "-";
      console.log(
        `${o.error ? "FAIL" : "ok  "} ${o.case.name} (age ${age} d, planned ${o.case.ageDays})${o.error ? `: ${o.error}` : ""}`,
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
