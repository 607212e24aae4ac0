/**
 * Runs the EVM engine (scanEvmToken) over the labelled EVM cases (tests/eval/evm-cases.ts), with no network: each
 * case's facts are built by lib/engine/evm/snapshot.ts (the reader's exact shapes) and served by a snapshot fact
 * reader, its market by a static market port. The shipped EVM trust list is used.
 */
import { networkFor } from "@/lib/chains/evm/reader";
import { buildEvmFacts, type EvmFactReader, marketPairsForSpec, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult, Finding } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";
import type { MarketPair } from "@/lib/market/types";
import type { Verdict } from "./cases";
import { EVM_EVAL_CASES, EVM_EVAL_NOW_MS, type EvmEvalCase } from "./evm-cases";
import { verdictOf } from "./harness";

export interface EvmEvalOutcome {
  case: EvmEvalCase;
  result: EngineResult;
  got: Verdict;
  correct: boolean;
  drivers: Finding[];
}

export interface EvmEvalReport {
  outcomes: EvmEvalOutcome[];
  matrix: Record<Verdict, Record<Verdict, number>>;
  precision: number;
  recall: number;
  accuracy: number;
}

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
    const got = verdictOf(result.riskLevel);
    const drivers = result.findings
      .filter((f) => f.status === "fail" && (f.penalty ?? 0) > 0)
      .sort((a, b) => (b.penalty ?? 0) - (a.penalty ?? 0));
    outcomes.push({ case: c, result, got, correct: got === c.expected, drivers });
  }
  const matrix: EvmEvalReport["matrix"] = { danger: { danger: 0, safe: 0 }, safe: { danger: 0, safe: 0 } };
  for (const o of outcomes) matrix[o.case.expected][o.got]++;
  const tp = matrix.danger.danger;
  const fp = matrix.safe.danger;
  const fn = matrix.danger.safe;
  return {
    outcomes,
    matrix,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    accuracy: outcomes.filter((o) => o.correct).length / Math.max(1, outcomes.length),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatEvmReport(r: EvmEvalReport): string {
  const m = r.matrix;
  const lines = [
    `EVM labelled tokens: ${r.outcomes.length} (${r.outcomes.filter((o) => o.case.expected === "danger").length} danger, ${r.outcomes.filter((o) => o.case.expected === "safe").length} safe)`,
    "",
    "                 engine: danger   engine: safe",
    `expected danger  ${String(m.danger.danger).padStart(14)}   ${String(m.danger.safe).padStart(12)}`,
    `expected safe    ${String(m.safe.danger).padStart(14)}   ${String(m.safe.safe).padStart(12)}`,
    "",
    `danger precision ${pct(r.precision)}, recall ${pct(r.recall)}, accuracy ${pct(r.accuracy)}`,
  ];
  const misses = r.outcomes.filter((o) => !o.correct);
  lines.push("", misses.length === 0 ? "Misses: none" : `Misses: ${misses.length}`);
  for (const o of misses) {
    lines.push(
      `- ${o.case.name}: expected ${o.case.expected}, engine ${o.result.riskLevel} (score ${o.result.safetyScore}) — ${o.case.rationale}`,
    );
    lines.push(
      `    drivers: ${o.drivers.map((f) => `${f.id}:${f.severity}(-${f.penalty})`).join(", ") || "no failing finding"}`,
    );
    lines.push(`    verdict: ${o.result.verdict}`);
  }
  return lines.join("\n");
}

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
