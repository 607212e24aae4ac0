/**
 * Prints the v9 blind EVM held-out report (launch, proofs, engine scans on a fresh local node):
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/evm9/run.ts
 * The set's first measurement belongs to the lead, on the final engine (see README.md of this folder).
 */
import { formatEvmHeldout9Report, runEvmHeldout9 } from "../evm9-heldout";

async function main() {
  const report = await runEvmHeldout9();
  console.log(formatEvmHeldout9Report(report));
  for (const o of report.outcomes)
    console.log(
      `${o.correct ? "  " : "✗ "}${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel} (${o.result.safetyScore})`,
    );
}

void main();
