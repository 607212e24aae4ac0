/**
 * Prints the v5 blind EVM held-out report (launch, proofs, engine scans on a fresh local node):
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm5/run.ts
 * The set's first measurement belongs to the lead, on the final engine (see README.md of this folder).
 */
import { formatEvmHeldout5Report, runEvmHeldout5 } from "../evm5-heldout";

async function main() {
  const report = await runEvmHeldout5();
  console.log(formatEvmHeldout5Report(report));
  for (const o of report.outcomes)
    console.log(
      `${o.correct ? "  " : "✗ "}${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel} (${o.result.safetyScore})`,
    );
}

void main();
