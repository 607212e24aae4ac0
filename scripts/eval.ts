/**
 * npm run eval: the engine over the labelled evaluation set (tests/eval), no network.
 * Prints the confusion matrix, precision and recall for `danger`, and every miss with the
 * findings that drove it. Exits 1 when any dev case is wrong.
 * Then the blind held-out sets (tests/eval/heldout), printed separately as "Solana held-out" and "EVM held-out"
 * (EVM: tokens launched and traded on a local Hardhat node); they never change the exit code (they measure, nobody
 * tunes against them).
 *   --verbose      one line per case
 *   --write-docs   regenerate docs/analysis.md
 */
import { writeFileSync } from "node:fs";
import { renderAnalysisDoc } from "../tests/eval/docs";
import { formatEvmReport, runEvmEval } from "../tests/eval/evm-harness";
import { formatReport, runEval } from "../tests/eval/harness";
import { formatEvmHeldoutReport, runEvmHeldout } from "../tests/eval/heldout/evm-heldout";
import { formatSolanaHeldout, runSolanaHeldout } from "../tests/eval/heldout/solana-heldout";

async function main(): Promise<void> {
  const report = await runEval();
  const evm = await runEvmEval();
  if (process.argv.includes("--verbose")) {
    for (const o of [...report.outcomes, ...evm.outcomes])
      console.log(
        `${o.correct ? "ok  " : "MISS"} ${o.case.name.padEnd(26)} expected ${o.case.expected.padEnd(6)} ${o.result.riskLevel.padEnd(8)} ${String(o.result.safetyScore).padStart(3)}  ${o.result.verdict}`,
      );
    console.log("");
  }
  console.log(formatReport(report));
  console.log(`\n${formatEvmReport(evm)}`);
  // Held-out: reported, never part of the exit code (nobody tunes against it).
  console.log(`\n${formatSolanaHeldout(await runSolanaHeldout())}`);
  if (process.argv.includes("--write-docs")) {
    writeFileSync("docs/analysis.md", renderAnalysisDoc(report, evm));
    console.log("\nwrote docs/analysis.md");
  }
  // The held-out set measures only: a failure to run it is printed, never turned into the exit code.
  try {
    const heldout = await runEvmHeldout();
    if (process.argv.includes("--verbose")) {
      console.log("");
      for (const o of heldout.outcomes)
        console.log(
          `${o.correct ? "ok  " : "MISS"} ${o.case.name.padEnd(30)} expected ${o.case.expected.padEnd(6)} ${o.result.riskLevel.padEnd(8)} ${String(o.result.safetyScore).padStart(3)}  ${o.result.verdict}`,
        );
    }
    console.log(`\n${formatEvmHeldoutReport(heldout)}`);
  } catch (err) {
    console.log(`\nEVM held-out: not run (${(err as Error).message})`);
  }
  process.exit(report.outcomes.every((o) => o.correct) && evm.outcomes.every((o) => o.correct) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
