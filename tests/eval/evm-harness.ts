/**
 * Runs the EVM engine (scanEvmToken) over the labelled EVM cases (tests/eval/evm-cases.ts), with no network: each
 * case's facts are built by lib/engine/evm/snapshot.ts (the reader's exact shapes) and served by a snapshot fact
 * reader, its market by a static market port. The shipped EVM trust list is used.
 */
import { networkFor } from "@/lib/chains/evm/reader";
import { buildEvmFacts, type EvmFactReader, marketPairsForSpec, scanEvmToken } from "@/lib/engine/evm";
import { createStaticMarket } from "@/lib/market/static-market";
import type { MarketPair } from "@/lib/market/types";
import { EVM_EVAL_CASES, EVM_EVAL_NOW_MS, type EvmEvalCase } from "./evm-cases";
import { formatReport, type Outcome, outcomeOf, type Report, summarise } from "./harness";

export type EvmEvalOutcome = Outcome<EvmEvalCase>;
export type EvmEvalReport = Report<EvmEvalCase>;

export async function runEvmEval(cases: readonly EvmEvalCase[] = EVM_EVAL_CASES): Promise<EvmEvalReport> {
  const byAddress = new Map(cases.map((c) => [`${c.spec.chain}:${c.spec.address.toLowerCase()}`, c]));
  const reader: EvmFactReader = {
    name: "eval-evm-snapshot",
    kind: "snapshot",
    requestCount: () => 0,
    async read(network, token) {
      const c = byAddress.get(`${network.name}:${token.toLowerCase()}`);
      if (!c) throw new Error(`no eval case for ${network.name}:${token}`);
      return buildEvmFacts(c.spec, network, EVM_EVAL_NOW_MS);
    },
  };
  const outcomes: EvmEvalOutcome[] = [];
  for (const c of cases) {
    const pairs = new Map<string, MarketPair[]>([[c.spec.address, marketPairsForSpec(c.spec, EVM_EVAL_NOW_MS)]]);
    const result = await scanEvmToken({ chain: c.spec.chain, tokenAddress: c.spec.address }, reader, {
      mode: "sandbox",
      market: createStaticMarket(pairs, "eval-market"),
      now: () => EVM_EVAL_NOW_MS,
      network: networkFor(c.spec.chain),
    });
    outcomes.push(outcomeOf(c, result));
  }
  return summarise(outcomes);
}

export const formatEvmReport = (r: EvmEvalReport): string => formatReport(r, "EVM labelled tokens");

export function evmEvalSectionMarkdown(r: EvmEvalReport): string {
  const m = r.matrix;
  const by = (k: EvmEvalCase["kind"]) => r.outcomes.filter((o) => o.case.kind === k).length;
  return [
    `EVM: ${r.outcomes.length} labelled tokens on Ethereum, Base and BNB Chain (${by("real-token")} real tokens, ${by("benign-control")} benign controls, ${by("attack-pattern")} attack patterns from the GoPlus / Honeypot.is / Token Sniffer / De.Fi catalogues; \`tests/eval/evm-cases.ts\`), modelled as the facts the EVM reader returns (simulation outcome included), no network.`,
    "",
    "| | engine: danger | engine: safe |",
    "|---|---|---|",
    `| expected danger | ${m.danger.danger} | ${m.danger.safe} |`,
    `| expected safe | ${m.safe.danger} | ${m.safe.safe} |`,
    "",
    `Danger precision ${(r.precision * 100).toFixed(1)}%, recall ${(r.recall * 100).toFixed(1)}%.`,
    "",
    "Limits: owner / admin addresses, holder tables and market figures are representative stand-ins; the real tokens' controls are modelled as the reader sees them (e.g. USDC's pre-EIP-1967 proxy shows as upgrade functions plus a DELEGATECALL).",
  ].join("\n");
}
