import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findingsTable } from "@/lib/engine/analysis-docs";
import { CHECKS, describeBands } from "@/lib/engine/checks";
import { EVM_CHECKS } from "@/lib/engine/checks/evm";
import { SCORING_TABLE } from "@/lib/engine/scoring";
import { renderAnalysisDoc } from "../../eval/docs";
import { runEvmEval } from "../../eval/evm-harness";
import { runEval } from "../../eval/harness";

// docs/analysis.md (scoring, findings, per check, evaluation) is GENERATED from the check modules;
// regenerate with `npx tsx scripts/eval.ts --write-docs`.
describe("generated analysis docs", () => {
  it("docs/analysis.md is exactly what the modules generate", async () => {
    const report = await runEval();
    expect(readFileSync("docs/analysis.md", "utf8")).toBe(renderAnalysisDoc(report, await runEvmEval()));
  }, 60_000);

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
