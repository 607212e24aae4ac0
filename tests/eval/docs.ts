/**
 * The generated reference text: docs/analysis.md, from the check modules, the scoring table and the evaluation
 * reports (dev sets, then the held-out block, which scripts/eval.ts renders with tests/eval/figures.ts).
 */
import { analysisMarkdown } from "@/lib/engine/analysis-docs";
import { type EvmEvalReport, evmEvalSectionMarkdown } from "./evm-harness";
import { ANALYSIS_MARKERS, BLIND_SENTENCE, evmDevFigures, figuresDetail, solanaDevFigures } from "./figures";
import { type EvalReport, evalSectionMarkdown } from "./harness";

/**
 * docs/analysis.md. `heldoutBlock` is the held-out figures' text (figures.ts heldoutAnalysisBlock), placed between
 * ANALYSIS_MARKERS; the dev test passes the file's own block, so it compares everything else with a fresh run.
 */
export function renderAnalysisDoc(report: EvalReport, evm: EvmEvalReport, heldoutBlock: string): string {
  return analysisMarkdown(
    [
      evalSectionMarkdown(report),
      "",
      figuresDetail(solanaDevFigures(report)),
      "",
      evmEvalSectionMarkdown(evm),
      "",
      figuresDetail(evmDevFigures(evm)),
      "",
      "### Held-out sets (blind)",
      "",
      `Two more sets, reported apart by \`npm run eval\` and never part of its exit code: the Solana held-out set (\`tests/eval/heldout/solana\`, byte-exact accounts served as in the dev harness) and the EVM held-out set (\`tests/eval/heldout/evm\`, tokens launched and traded on a local Hardhat node, scanned live). ${BLIND_SENTENCE} (method and sources: [EVM](../tests/eval/heldout/README.md), [Solana](../tests/eval/heldout/solana/README.md)). On EVM, "real tokens" are the cases modelled on a real token's Etherscan-verified contract.`,
      "",
      ANALYSIS_MARKERS[0],
      heldoutBlock,
      ANALYSIS_MARKERS[1],
    ].join("\n"),
  );
}
