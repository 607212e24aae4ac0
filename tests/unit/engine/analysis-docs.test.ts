import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { findingsTable } from "@/lib/engine/analysis-docs";
import { CHECKS, describeBands } from "@/lib/engine/checks";
import { EVM_CHECKS } from "@/lib/engine/checks/evm";
import { SCORING_TABLE } from "@/lib/engine/scoring";
import { ENGINE_VERSION } from "@/lib/engine/version";
import { renderAnalysisDoc } from "../../eval/docs";
import { type EvmEvalReport, runEvmEval } from "../../eval/evm-harness";
import {
  ANALYSIS_MARKERS,
  between,
  evmDevFigures,
  README_MARKERS,
  readmeRow,
  solanaDevFigures,
} from "../../eval/figures";
import { type EvalReport, runEval } from "../../eval/harness";

// docs/analysis.md (scoring, findings, per check, evaluation) is GENERATED from the check modules;
// regenerate with `npm run eval -- --write-docs`. The held-out figures between the markers are compared with a fresh
// run where that run already happens: tests/unit/eval/solana-heldout.test.ts and tests/evm/heldout-eval.test.ts.
describe("generated analysis docs", () => {
  let report: EvalReport;
  let evm: EvmEvalReport;
  beforeAll(async () => {
    report = await runEval();
    evm = await runEvmEval();
  }, 60_000);

  it("docs/analysis.md is exactly what the modules and a fresh dev run generate (held-out block aside)", () => {
    const doc = readFileSync("docs/analysis.md", "utf8");
    expect(doc).toBe(renderAnalysisDoc(report, evm, between(doc, ANALYSIS_MARKERS)));
  });

  it("the README's evaluation block shows the dev sets' figures of a fresh run, then the held-out sets (blind first, then seen)", () => {
    const block = between(readFileSync("README.md", "utf8"), README_MARKERS);
    const rows = block.split("\n").filter((l) => /^\| (Solana|EVM) /.test(l));
    expect(rows.map((r) => r.split(" | ")[0])).toEqual([
      "| Solana dev",
      "| EVM dev",
      "| EVM held-out v17 (blind)",
      "| Solana held-out v2 (blind)",
      "| EVM held-out v16 (seen)",
      "| EVM held-out v15 (seen)",
      "| EVM held-out v14 (seen)",
      "| EVM held-out v13 (seen)",
      "| EVM held-out v12 (seen)",
      "| EVM held-out v11 (seen)",
      "| EVM held-out v10 (seen)",
      "| EVM held-out v9 (seen)",
      "| EVM held-out v8 (seen)",
      "| EVM held-out v7 (seen)",
      "| EVM held-out v6 (seen)",
      "| EVM held-out v5 (seen)",
      "| EVM held-out v4 (seen)",
      "| EVM held-out v3 (seen)",
      "| EVM held-out v2 (seen)",
      "| Solana held-out v1 (seen)",
      "| EVM held-out v1 (seen)",
    ]);
    expect(rows[0]).toBe(readmeRow(solanaDevFigures(report)));
    expect(rows[1]).toBe(readmeRow(evmDevFigures(evm)));
    expect(block).toMatch(/Measured \d{4}-\d{2}-\d{2} with engine `[^`]+` at [0-9a-f]{7,}/);
    expect(block).toContain(`engine \`${ENGINE_VERSION}\``);
    expect(block).toContain("(tests/eval/heldout/README.md)");
    expect(block).toContain("(tests/eval/heldout/solana/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm2/README.md)");
    expect(block).toContain("(tests/eval/heldout/solana2/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm3/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm4/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm5/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm6/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm7/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm8/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm9/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm10/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm11/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm12/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm13/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm14/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm15/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm16/README.md)");
    expect(block).toContain("(tests/eval/heldout/evm17/README.md)");
  });

  it("the findings table shows each module's id, catalogue severity and description, in report order", () => {
    const rows = findingsTable()
      .split("\n")
      .slice(2)
      .map((r) => r.split(" | "));
    expect(rows.map((r) => r[0].replace(/^\| `|`$/g, ""))).toEqual(CHECKS.map((c) => c.id));
    expect(rows.map((r) => r[1])).toEqual(CHECKS.map((c) => c.severity));
    const doc = readFileSync("docs/analysis.md", "utf8");
    for (const c of CHECKS) {
      expect(doc).toContain(`### \`${c.id}\` — ${c.title}`);
      expect(doc).toContain(c.floorReasoning);
      if (c.thresholds) {
        expect(doc).toContain(describeBands(c.thresholds));
        expect(c.description).toContain(describeBands(c.thresholds)); // prose and code cannot drift: the prose is generated from the data
      }
    }
    for (const o of SCORING_TABLE.overrides) expect(doc).toContain(o);
  });

  it("the EVM checks have their own generated section (id, floor reasoning, thresholds)", () => {
    const doc = readFileSync("docs/analysis.md", "utf8");
    const evm = doc.slice(doc.indexOf("## EVM chains"));
    expect(evm.length).toBeGreaterThan(100);
    for (const c of EVM_CHECKS) {
      expect(evm).toContain(`### \`${c.id}\` — ${c.title}`);
      expect(evm).toContain(c.floorReasoning);
      if (c.thresholds) expect(evm).toContain(describeBands(c.thresholds));
    }
  });
});
