/**
 * The generated reference text: docs/analysis.md, from the
 * check modules, the scoring table and the evaluation report.
 */
import { analysisMarkdown } from "@/lib/engine/analysis-docs";
import { evalSectionMarkdown, type EvalReport } from "./harness";
import { evmEvalSectionMarkdown, type EvmEvalReport } from "./evm-harness";

export function renderAnalysisDoc(report: EvalReport, evm: EvmEvalReport): string {
  return analysisMarkdown(`${evalSectionMarkdown(report)}\n\n${evmEvalSectionMarkdown(evm)}`);
}
