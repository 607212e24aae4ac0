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
      `Ten more sets, reported apart by \`npm run eval\` and never part of its exit code: per chain, a first held-out set (v1: \`tests/eval/heldout/solana\`, \`tests/eval/heldout/evm\`) and a second (v2: \`tests/eval/heldout/solana2\`, \`tests/eval/heldout/evm2\`), a third EVM set (v3: \`tests/eval/heldout/evm3\`), a fourth (v4: \`tests/eval/heldout/evm4\`), a fifth (v5: \`tests/eval/heldout/evm5\`), a sixth (v6: \`tests/eval/heldout/evm6\`), a seventh (v7: \`tests/eval/heldout/evm7\`) and an eighth (v8: \`tests/eval/heldout/evm8\`). Solana cases are byte-exact accounts served as in the dev harness; EVM cases are tokens launched and traded on a local Hardhat node, scanned live. ${BLIND_SENTENCE} (method and sources: [EVM v1](../tests/eval/heldout/README.md), [Solana v1](../tests/eval/heldout/solana/README.md), [EVM v2](../tests/eval/heldout/evm2/README.md), [Solana v2](../tests/eval/heldout/solana2/README.md), [EVM v3](../tests/eval/heldout/evm3/README.md), [EVM v4](../tests/eval/heldout/evm4/README.md), [EVM v5](../tests/eval/heldout/evm5/README.md), [EVM v6](../tests/eval/heldout/evm6/README.md), [EVM v7](../tests/eval/heldout/evm7/README.md), [EVM v8](../tests/eval/heldout/evm8/README.md)). On EVM, "real tokens" are the cases modelled on a real token's Etherscan-verified contract.`,
      "",
      ANALYSIS_MARKERS[0],
      heldoutBlock,
      ANALYSIS_MARKERS[1],
    ].join("\n"),
  );
}
