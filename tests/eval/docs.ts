/**
 * The generated reference text: docs/analysis.md, from the
 * check modules, the scoring table and the evaluation report.
 */
import { analysisMarkdown } from "@/lib/engine/analysis-docs";
import { evalSectionMarkdown, type EvalReport } from "./harness";

export function renderAnalysisDoc(report: EvalReport): string {
  return analysisMarkdown(evalSectionMarkdown(report));
}
