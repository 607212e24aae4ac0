/**
 * Prints the v3 blind EVM held-out report (launch, proofs, engine scans on a fresh local node):
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm3/run.ts
 */
import { formatEvmHeldout3Report, runEvmHeldout3 } from "../evm3-heldout";

async function main() {
  const report = await runEvmHeldout3();
  console.log(formatEvmHeldout3Report(report));
  for (const o of report.outcomes)
    console.log(
      `${o.correct ? "  " : "✗ "}${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel} (${o.result.safetyScore})`,
    );
}

void main();
