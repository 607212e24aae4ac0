/**
 * The common test of a blind EVM held-out set (tests/eval/heldout/evm3 … evmN), shared by tests/evm/heldoutN-eval.test.ts:
 * the set is what its brief asks for (40+ distinct cases, about half danger, 8+ real-token shapes, each sourced);
 * every case compiles, launches on a local Hardhat node, passes its proof and is analysed by the engine without an
 * exception; and the README's evaluation block and docs/analysis.md show this run's figures (`npm run eval --
 * --write-docs`). No accuracy threshold and no verdict is asserted or printed: the expectations were committed before
 * the engine first ran on the set. Suite time (CI must stay under 20 minutes; one set launches in 50-120 s): a set
 * runs in the suite only with TRK_ALL_HELDOUT=1 (the set's shape is checked on every run: it needs no node); `npm run
 * eval` always runs every set.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ANALYSIS_MARKERS,
  analysisParagraph,
  between,
  evmHeldoutFigures,
  isRealTokenShape,
  README_MARKERS,
  readmeRow,
} from "../../eval/figures";
import type { HeldoutEvmReport } from "../../eval/heldout/evm-heldout";

interface HeldoutCase {
  name: string;
  expected: "danger" | "safe";
  source: string;
  rationale: string;
  proof?: unknown;
}

export interface HeldoutEvalSuite {
  /** "v3", "v4", …: the describe block is "EVM held-out evaluation <version>". */
  version: string;
  cases: readonly HeldoutCase[];
  run: () => Promise<HeldoutEvmReport>;
  /** The set's row name in the README block (`HELDOUT_SET_NAMES`). */
  setName: string;
  /** The launch test's timeout (default 300 s). */
  timeoutMs?: number;
}

export function heldoutEvalSuite({ version, cases, run, setName, timeoutMs = 300_000 }: HeldoutEvalSuite): void {
  // The set's shape needs no node: it is checked on every run.
  describe(`EVM held-out set ${version}`, () => {
    it("is the set the brief asks for: at least 40 distinct cases, about half danger, 8+ real tokens, each sourced", () => {
      expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
      expect(cases.length).toBeGreaterThanOrEqual(40);
      const danger = cases.filter((c) => c.expected === "danger").length / cases.length;
      expect(danger).toBeGreaterThan(0.4);
      expect(danger).toBeLessThan(0.6);
      expect(cases.filter((c) => isRealTokenShape(c) && c.expected === "safe").length).toBeGreaterThanOrEqual(8);
      for (const c of cases) {
        expect(c.proof, c.name).toBeTypeOf("function");
        expect(c.source.length, c.name).toBeGreaterThan(20);
        expect(c.rationale.length, c.name).toBeGreaterThan(20);
      }
    });
  });

  describe.runIf(process.env.TRK_ALL_HELDOUT === "1")(`EVM held-out evaluation ${version}`, () => {
    let report: HeldoutEvmReport;

    it("launches every case, proves its behaviour, and the engine analyses each one", {
      timeout: timeoutMs,
    }, async () => {
      report = await run();
      // Only names and stages are compared, never a level or a score.
      expect(report.failures.map((f) => `${f.name} (${f.stage})`)).toEqual([]);
      expect(report.total).toBe(cases.length);
      expect(report.analysed).toBe(cases.length);
      expect(report.outcomes.map((o) => o.case.name).sort()).toEqual(cases.map((c) => c.name).sort());
      const unanalysed = report.outcomes
        .filter(
          (o) => !["low", "medium", "high", "critical"].includes(o.result.riskLevel) || o.result.findings.length === 0,
        )
        .map((o) => o.case.name);
      expect(unanalysed).toEqual([]);
    });

    it("the README's evaluation block and docs/analysis.md show this run's figures (npm run eval -- --write-docs)", () => {
      expect(report, "the run above").toBeDefined();
      const figures = evmHeldoutFigures(report, setName);
      expect(between(readFileSync("README.md", "utf8"), README_MARKERS).split("\n")).toContain(readmeRow(figures));
      expect(between(readFileSync("docs/analysis.md", "utf8"), ANALYSIS_MARKERS)).toContain(analysisParagraph(figures));
    });
  });
}
