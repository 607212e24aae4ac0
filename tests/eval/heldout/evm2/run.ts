/**
 * Prints the v2 blind EVM held-out report (launch, proofs, engine scans on a fresh local node):
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm2/run.ts
 */
import { formatEvmHeldout2Report, runEvmHeldout2 } from "../evm2-heldout";

async function main() {
  const report = await runEvmHeldout2();
  console.log(formatEvmHeldout2Report(report));
  for (const o of report.outcomes)
    console.log(
      `${o.correct ? "  " : "✗ "}${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel} (${o.result.safetyScore})`,
    );
}

void main();
