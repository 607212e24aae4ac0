/**
 * Prints the "real shapes 4" dev report (launch, proofs, engine scans on a fresh local node), each case with the
 * findings that drove its level:
 *   npx tsx --tsconfig tsconfig.json tests/eval/realshapes4/run.ts [case ...]
 */
import { formatEvmHeldoutReport } from "../heldout/evm-heldout";
import { runEvmHeldout2 } from "../heldout/evm2-heldout";
import { REAL_SHAPES4_CASES } from "./cases";
import { compileRealShapes4 } from "./compile";

async function main() {
  const only = process.argv.slice(2);
  const cases = only.length ? REAL_SHAPES4_CASES.filter((c) => only.includes(c.name)) : REAL_SHAPES4_CASES;
  const report = await runEvmHeldout2({ cases, compile: compileRealShapes4, marketName: "realshapes4-market" });
  console.log(formatEvmHeldoutReport(report, "EVM dev: real shapes 4 (tests/eval/realshapes4)"));
  for (const o of report.outcomes) {
    console.log(
      `${o.correct ? "  " : "✗ "}${o.case.name}: expected ${o.case.expected}, got ${o.result.riskLevel} (${o.result.safetyScore})`,
    );
    for (const f of o.result.findings.filter((x) => x.status !== "pass" && x.severity !== "info"))
      console.log(
        `      ${f.status} ${f.severity} ${f.id}: ${f.title}${process.env.RS4_DETAIL ? `\n        ${f.detail}` : ""}`,
      );
    if (process.env.RS4_DETAIL) console.log(JSON.stringify(o.result.evm?.privileges, null, 1));
  }
}

void main();
