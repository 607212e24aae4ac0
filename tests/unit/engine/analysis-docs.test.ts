import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECKS, describeBands } from "@/lib/engine/checks";
import { SCORING_TABLE } from "@/lib/engine/scoring";
import { findingsTable } from "@/lib/engine/analysis-docs";
import { renderAnalysisDoc, renderReadme } from "../../eval/docs";
import { runEval } from "../../eval/harness";
import { runEvmEval } from "../../eval/evm-harness";
import { EVM_CHECKS } from "@/lib/engine/checks/evm";

// docs/analysis.md and the README's scoring/findings block are GENERATED from the check modules;
// regenerate with `npx tsx scripts/eval.ts --write-docs`.
describe("generated analysis docs", () => {
  it("docs/analysis.md and the README block are exactly what the modules generate", async () => {
    const report = await runEval();
    expect(readFileSync("docs/analysis.md", "utf8")).toBe(renderAnalysisDoc(report, await runEvmEval()));
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toBe(renderReadme(readme, report));
  }, 60_000);

  it("the findings table shows each module's id, catalogue severity and description, in report order", () => {
    const rows = findingsTable().split("\n").slice(2).map((r) => r.split(" | "));
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
