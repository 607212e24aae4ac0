/**
 * The generated reference text: docs/analysis.md and the README's analysis block, from the
 * check modules, the scoring table and the evaluation report.
 */
import { analysisMarkdown, readmeAnalysisBlock } from "@/lib/engine/analysis-docs";
import { evalSectionMarkdown, evalShortMarkdown, type EvalReport } from "./harness";
import { evmEvalSectionMarkdown, type EvmEvalReport } from "./evm-harness";

export const README_BEGIN = "<!-- generated:analysis (npx tsx scripts/eval.ts --write-docs; checked by tests/unit/engine/analysis-docs.test.ts) -->";
export const README_END = "<!-- /generated:analysis -->";

export function renderAnalysisDoc(report: EvalReport, evm: EvmEvalReport): string {
  return analysisMarkdown(`${evalSectionMarkdown(report)}\n\n${evmEvalSectionMarkdown(evm)}`);
}

/** The README with its generated block replaced (throws when the markers are missing). */
export function renderReadme(readme: string, report: EvalReport): string {
  const a = readme.indexOf(README_BEGIN);
  const b = readme.indexOf(README_END);
  if (a < 0 || b < a) throw new Error("README.md: generated:analysis markers not found");
  return readme.slice(0, a + README_BEGIN.length) + "\n" + readmeAnalysisBlock(evalShortMarkdown(report)) + "\n" + readme.slice(b);
}
