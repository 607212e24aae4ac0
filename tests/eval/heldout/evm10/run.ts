/**
 * Prints the v10 blind EVM held-out report (launch, proofs, engine scans on a fresh local node):
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm10/run.ts
 * The set's first measurement belongs to the lead, on the final engine (see README.md of this folder).
 */
import { formatEvmHeldout10Report, runEvmHeldout10 } from "../evm10-heldout";

async function main() {
  const report = await runEvmHeldout10();
  console.log(formatEvmHeldout10Report(report));
  for (const o of report.outcomes)
    console.log(
      `${o.correct ? "  " : "✗ "}${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel} (${o.result.safetyScore})`,
    );
}

void main();
