/**
 * npm run eval: the engine over the labelled evaluation set (tests/eval), no network.
 * Prints the confusion matrix, precision and recall for `danger`, and every miss with the
 * findings that drove it. Exits 1 when any dev case is wrong.
 * Then the held-out sets (tests/eval/heldout), each printed separately: the first sets ("v1", now seen: their miss
 * summaries were read while tuning), the second sets ("v2"; EVM v2 is now seen too, Solana v2 is blind), a third EVM
 * set ("v3", seen), a fourth ("v4", seen since its blind run), a fifth ("v5") and a sixth ("v6"), each seen since its blind run
 * (written and committed before the engine ran on it, measured once, then read), a seventh ("v7"), an eighth ("v8"), a ninth ("v9"), a tenth ("v10"), an eleventh ("v11"), a twelfth ("v12"), a thirteenth ("v13"), a fourteenth ("v14"), a fifteenth ("v15") and a sixteenth ("v16"), seen the same way, and a seventeenth, blind EVM set ("v17"). EVM cases are tokens launched and traded on a local Hardhat node. Held-out sets never change the exit
 * code.
 *   --verbose      one line per case
 *   --write-docs   regenerate docs/analysis.md and the README's evaluation block (between <!-- eval:start/end -->)
 *                  from this run: every set, the engine version, the commit and the date. Writes nothing (and
 *                  exits 2) when the EVM held-out set could not run.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { ENGINE_VERSION } from "@/lib/engine/version";
import { renderAnalysisDoc } from "../tests/eval/docs";
import { formatEvmReport, runEvmEval } from "../tests/eval/evm-harness";
import {
  evmDevFigures,
  evmHeldoutFigures,
  HELDOUT_SET_NAMES,
  heldoutAnalysisBlock,
  README_MARKERS,
  type RunStamp,
  readmeBlock,
  replaceBetween,
  solanaDevFigures,
  solanaHeldoutFigures,
} from "../tests/eval/figures";
import { formatReport, runEval } from "../tests/eval/harness";
import { formatEvmHeldoutReport, type HeldoutEvmReport, runEvmHeldout } from "../tests/eval/heldout/evm-heldout";
import { formatEvmHeldout2Report, runEvmHeldout2 } from "../tests/eval/heldout/evm2-heldout";
import { formatEvmHeldout3Report, runEvmHeldout3 } from "../tests/eval/heldout/evm3-heldout";
import { formatEvmHeldout4Report, runEvmHeldout4 } from "../tests/eval/heldout/evm4-heldout";
import { formatEvmHeldout5Report, runEvmHeldout5 } from "../tests/eval/heldout/evm5-heldout";
import { formatEvmHeldout6Report, runEvmHeldout6 } from "../tests/eval/heldout/evm6-heldout";
import { formatEvmHeldout7Report, runEvmHeldout7 } from "../tests/eval/heldout/evm7-heldout";
import { formatEvmHeldout8Report, runEvmHeldout8 } from "../tests/eval/heldout/evm8-heldout";
import { formatEvmHeldout9Report, runEvmHeldout9 } from "../tests/eval/heldout/evm9-heldout";
import { formatEvmHeldout10Report, runEvmHeldout10 } from "../tests/eval/heldout/evm10-heldout";
import { formatEvmHeldout11Report, runEvmHeldout11 } from "../tests/eval/heldout/evm11-heldout";
import { formatEvmHeldout12Report, runEvmHeldout12 } from "../tests/eval/heldout/evm12-heldout";
import { formatEvmHeldout13Report, runEvmHeldout13 } from "../tests/eval/heldout/evm13-heldout";
import { formatEvmHeldout14Report, runEvmHeldout14 } from "../tests/eval/heldout/evm14-heldout";
import { formatEvmHeldout15Report, runEvmHeldout15 } from "../tests/eval/heldout/evm15-heldout";
import { formatEvmHeldout16Report, runEvmHeldout16 } from "../tests/eval/heldout/evm16-heldout";
import { formatEvmHeldout17Report, runEvmHeldout17 } from "../tests/eval/heldout/evm17-heldout";
import { formatSolanaHeldout, runSolanaHeldout } from "../tests/eval/heldout/solana-heldout";
import { formatSolanaHeldout2, runSolanaHeldout2 } from "../tests/eval/heldout/solana2-heldout";

function runStamp(): RunStamp {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return null;
    }
  };
  const head = git("rev-parse", "--short", "HEAD");
  const dirty = git("status", "--porcelain", "--", "lib");
  return {
    engineVersion: ENGINE_VERSION,
    commit: head ? `${head}${dirty ? " + uncommitted changes in lib/" : ""}` : "an unknown commit",
    date: new Date().toISOString().slice(0, 10),
  };
}

async function main(): Promise<void> {
  const writeDocs = process.argv.includes("--write-docs");
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
  const solanaHeldout = await runSolanaHeldout();
  console.log(`\n${formatSolanaHeldout(solanaHeldout)}`);
  const solanaHeldout2 = await runSolanaHeldout2();
  console.log(`\n${formatSolanaHeldout2(solanaHeldout2)}`);
  // The held-out sets measure only: a failure to run one is printed, never turned into the exit code.
  const verbose = process.argv.includes("--verbose");
  const runEvmSet = async (
    label: string,
    run: () => Promise<HeldoutEvmReport>,
    format: (r: HeldoutEvmReport) => string,
  ) => {
    try {
      const r = await run();
      if (verbose) {
        console.log("");
        for (const o of r.outcomes)
          console.log(
            `${o.correct ? "ok  " : "MISS"} ${o.case.name.padEnd(34)} expected ${o.case.expected.padEnd(6)} ${o.result.riskLevel.padEnd(8)} ${String(o.result.safetyScore).padStart(3)}  ${o.result.verdict}`,
          );
      }
      console.log(`\n${format(r)}`);
      return r;
    } catch (err) {
      console.log(`\n${label}: not run (${(err as Error).message})`);
      return null;
    }
  };
  const evmHeldout = await runEvmSet("EVM held-out v1", runEvmHeldout, formatEvmHeldoutReport);
  const evmHeldout2 = await runEvmSet("EVM held-out v2", runEvmHeldout2, formatEvmHeldout2Report);
  const evmHeldout3 = await runEvmSet("EVM held-out v3", runEvmHeldout3, formatEvmHeldout3Report);
  const evmHeldout4 = await runEvmSet("EVM held-out v4", runEvmHeldout4, formatEvmHeldout4Report);
  const evmHeldout5 = await runEvmSet("EVM held-out v5", runEvmHeldout5, formatEvmHeldout5Report);
  const evmHeldout6 = await runEvmSet("EVM held-out v6", runEvmHeldout6, formatEvmHeldout6Report);
  const evmHeldout7 = await runEvmSet("EVM held-out v7", runEvmHeldout7, formatEvmHeldout7Report);
  const evmHeldout8 = await runEvmSet("EVM held-out v8", runEvmHeldout8, formatEvmHeldout8Report);
  const evmHeldout9 = await runEvmSet("EVM held-out v9", runEvmHeldout9, formatEvmHeldout9Report);
  const evmHeldout10 = await runEvmSet("EVM held-out v10", runEvmHeldout10, formatEvmHeldout10Report);
  const evmHeldout11 = await runEvmSet("EVM held-out v11", runEvmHeldout11, formatEvmHeldout11Report);
  const evmHeldout12 = await runEvmSet("EVM held-out v12", runEvmHeldout12, formatEvmHeldout12Report);
  const evmHeldout13 = await runEvmSet("EVM held-out v13", runEvmHeldout13, formatEvmHeldout13Report);
  const evmHeldout14 = await runEvmSet("EVM held-out v14", runEvmHeldout14, formatEvmHeldout14Report);
  const evmHeldout15 = await runEvmSet("EVM held-out v15", runEvmHeldout15, formatEvmHeldout15Report);
  const evmHeldout16 = await runEvmSet("EVM held-out v16", runEvmHeldout16, formatEvmHeldout16Report);
  const evmHeldout17 = await runEvmSet("EVM held-out v17", runEvmHeldout17, formatEvmHeldout17Report);
  if (writeDocs) {
    if (
      !evmHeldout ||
      !evmHeldout2 ||
      !evmHeldout3 ||
      !evmHeldout4 ||
      !evmHeldout5 ||
      !evmHeldout6 ||
      !evmHeldout7 ||
      !evmHeldout8 ||
      !evmHeldout9 ||
      !evmHeldout10 ||
      !evmHeldout11 ||
      !evmHeldout12 ||
      !evmHeldout13 ||
      !evmHeldout14 ||
      !evmHeldout15 ||
      !evmHeldout16 ||
      !evmHeldout17
    ) {
      console.error(
        "\n--write-docs: an EVM held-out set did not run; docs/analysis.md and README.md left as they were",
      );
      process.exit(2);
    }
    const stamp = runStamp();
    const heldout = [
      evmHeldoutFigures(evmHeldout17, HELDOUT_SET_NAMES.evmV17),
      solanaHeldoutFigures(solanaHeldout2, HELDOUT_SET_NAMES.solanaV2),
      evmHeldoutFigures(evmHeldout16, HELDOUT_SET_NAMES.evmV16),
      evmHeldoutFigures(evmHeldout15, HELDOUT_SET_NAMES.evmV15),
      evmHeldoutFigures(evmHeldout14, HELDOUT_SET_NAMES.evmV14),
      evmHeldoutFigures(evmHeldout13, HELDOUT_SET_NAMES.evmV13),
      evmHeldoutFigures(evmHeldout12, HELDOUT_SET_NAMES.evmV12),
      evmHeldoutFigures(evmHeldout11, HELDOUT_SET_NAMES.evmV11),
      evmHeldoutFigures(evmHeldout10, HELDOUT_SET_NAMES.evmV10),
      evmHeldoutFigures(evmHeldout9, HELDOUT_SET_NAMES.evmV9),
      evmHeldoutFigures(evmHeldout8, HELDOUT_SET_NAMES.evmV8),
      evmHeldoutFigures(evmHeldout7, HELDOUT_SET_NAMES.evmV7),
      evmHeldoutFigures(evmHeldout6, HELDOUT_SET_NAMES.evmV6),
      evmHeldoutFigures(evmHeldout5, HELDOUT_SET_NAMES.evmV5),
      evmHeldoutFigures(evmHeldout4, HELDOUT_SET_NAMES.evmV4),
      evmHeldoutFigures(evmHeldout3, HELDOUT_SET_NAMES.evmV3),
      evmHeldoutFigures(evmHeldout2, HELDOUT_SET_NAMES.evmV2),
      solanaHeldoutFigures(solanaHeldout),
      evmHeldoutFigures(evmHeldout),
    ];
    writeFileSync("docs/analysis.md", renderAnalysisDoc(report, evm, heldoutAnalysisBlock(heldout, stamp)));
    const sets = [solanaDevFigures(report), evmDevFigures(evm), ...heldout];
    writeFileSync(
      "README.md",
      replaceBetween(readFileSync("README.md", "utf8"), README_MARKERS, readmeBlock(sets, stamp)),
    );
    console.log(
      `\nwrote docs/analysis.md and the README's evaluation block (${stamp.engineVersion} at ${stamp.commit})`,
    );
  }
  process.exit(report.outcomes.every((o) => o.correct) && evm.outcomes.every((o) => o.correct) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
