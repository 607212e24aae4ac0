/**
 * The generated reference text: docs/analysis.md, from the
 * check modules, the scoring table and the evaluation report.
 */
import { analysisMarkdown } from "@/lib/engine/analysis-docs";
import { type EvmEvalReport, evmEvalSectionMarkdown } from "./evm-harness";
import { type EvalReport, evalSectionMarkdown } from "./harness";

export function renderAnalysisDoc(report: EvalReport, evm: EvmEvalReport): string {
  return analysisMarkdown(`${evalSectionMarkdown(report)}\n\n${evmEvalSectionMarkdown(evm)}`);
}
