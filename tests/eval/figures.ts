/**
 * The evaluation figures per set (Solana dev, EVM dev, Solana held-out, EVM held-out) and the generated text that
 * shows them: the README's evaluation block and the held-out part of docs/analysis.md's evaluation section.
 * `npm run eval -- --write-docs` writes both; tests compare each set's rendering with a fresh run
 * (tests/unit/engine/analysis-docs.test.ts: the dev sets; tests/unit/eval/solana-heldout.test.ts: Solana held-out;
 * tests/evm/heldout-eval.test.ts: EVM held-out). Pure functions over the reports: no engine run here, and only type
 * imports of the held-out harnesses (importing this file never loads a compiler or a node).
 */

import type { EvmEvalReport } from "./evm-harness";
import type { EvalReport } from "./harness";
import type { HeldoutEvmReport } from "./heldout/evm-heldout";
import type { SolanaHeldoutReport } from "./heldout/solana-heldout";

/** One set's figures, as the README row and the analysis.md paragraph show them. */
export interface SetFigures {
  set: string;
  /** Cases analysed (a held-out EVM case that could not be launched is not counted here, see notAnalysed). */
  cases: number;
  danger: number;
  safe: number;
  matrix: EvalReport["matrix"];
  precision: number;
  recall: number;
  accuracy: number;
  /** Real tokens (or, EVM held-out, real-token shapes) expected safe that came out high / critical, by name. */
  falseAlarms: string[];
  byKind: { kind: string; correct: number; total: number }[];
  misses: { name: string; expected: string; got: string }[];
  notAnalysed: string[];
}

interface AnyOutcome {
  case: { name: string; expected: "danger" | "safe" };
  result: { riskLevel: string };
  got: "danger" | "safe";
  correct: boolean;
}

function figures<O extends AnyOutcome>(
  set: string,
  r: { outcomes: O[]; matrix: EvalReport["matrix"]; precision: number; recall: number; accuracy: number },
  kinds: readonly (readonly [string, (o: O) => boolean])[],
  isRealToken: (o: O) => boolean,
  notAnalysed: string[] = [],
): SetFigures {
  return {
    set,
    cases: r.outcomes.length,
    danger: r.outcomes.filter((o) => o.case.expected === "danger").length,
    safe: r.outcomes.filter((o) => o.case.expected === "safe").length,
    matrix: r.matrix,
    precision: r.precision,
    recall: r.recall,
    accuracy: r.accuracy,
    falseAlarms: r.outcomes
      .filter((o) => isRealToken(o) && o.case.expected === "safe" && o.got === "danger")
      .map((o) => o.case.name),
    byKind: kinds.map(([kind, is]) => {
      const of = r.outcomes.filter(is);
      return { kind, correct: of.filter((o) => o.correct).length, total: of.length };
    }),
    misses: r.outcomes
      .filter((o) => !o.correct)
      .map((o) => ({ name: o.case.name, expected: o.case.expected, got: o.result.riskLevel })),
    notAnalysed,
  };
}

export const solanaDevFigures = (r: EvalReport): SetFigures =>
  figures(
    "Solana dev",
    r,
    (["real-mint", "benign-control", "attack-pattern"] as const).map((k) => [k, (o) => o.case.kind === k] as const),
    (o) => o.case.kind === "real-mint",
  );

export const evmDevFigures = (r: EvmEvalReport): SetFigures =>
  figures(
    "EVM dev",
    r,
    (["real-token", "benign-control", "attack-pattern"] as const).map((k) => [k, (o) => o.case.kind === k] as const),
    (o) => o.case.kind === "real-token",
  );

/**
 * Set names: a set whose results were read while the engine was tuned is "seen"; "blind" sets have been measured
 * but nobody changing the engine has read their cases or results.
 */
export const HELDOUT_SET_NAMES = {
  solanaV1: "Solana held-out v1 (seen)",
  evmV1: "EVM held-out v1 (seen)",
  solanaV2: "Solana held-out v2 (blind)",
  evmV2: "EVM held-out v2 (seen)",
  evmV3: "EVM held-out v3 (seen)",
  evmV4: "EVM held-out v4 (seen)",
  evmV5: "EVM held-out v5 (seen)",
  evmV6: "EVM held-out v6 (seen)",
  evmV7: "EVM held-out v7 (seen)",
  evmV8: "EVM held-out v8 (seen)",
  evmV9: "EVM held-out v9 (seen)",
  evmV10: "EVM held-out v10 (seen)",
  evmV11: "EVM held-out v11 (seen)",
  evmV12: "EVM held-out v12 (seen)",
  evmV13: "EVM held-out v13 (seen)",
  evmV14: "EVM held-out v14 (seen)",
  evmV15: "EVM held-out v15 (seen)",
  evmV16: "EVM held-out v16 (seen)",
  evmV17: "EVM held-out v17 (blind)",
} as const;

export const solanaHeldoutFigures = (r: SolanaHeldoutReport, set: string = HELDOUT_SET_NAMES.solanaV1): SetFigures =>
  figures(
    set,
    r,
    (["real", "benign", "attack", "venue"] as const).map((k) => [k, (o) => o.case.kind === k] as const),
    (o) => o.case.kind === "real",
  );

/** An EVM held-out case modelling a real token (its source is the real token's Etherscan-verified contract). */
export const isRealTokenShape = (c: { source: string }): boolean => /Etherscan-verified/.test(c.source);

export const evmHeldoutFigures = (r: HeldoutEvmReport, set: string = HELDOUT_SET_NAMES.evmV1): SetFigures =>
  figures(
    set,
    r,
    [
      ["real-token shape", (o) => isRealTokenShape(o.case)],
      ["other safe", (o) => !isRealTokenShape(o.case) && o.case.expected === "safe"],
      ["danger", (o) => !isRealTokenShape(o.case) && o.case.expected === "danger"],
    ],
    (o) => isRealTokenShape(o.case),
    r.failures.map((f) => `${f.name} (${f.stage}: ${f.error})`),
  );

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const names = (xs: string[]) => (xs.length === 0 ? "none" : xs.join(", "));

/** The set's row of the README table. */
export function readmeRow(f: SetFigures): string {
  const cases = f.notAnalysed.length ? `${f.cases} (${f.notAnalysed.length} not analysed)` : String(f.cases);
  return `| ${f.set} | ${cases} | ${pct(f.precision)} | ${pct(f.recall)} | ${pct(f.accuracy)} | ${names(f.falseAlarms)} |`;
}

/** Accuracy, per-kind breakdown, false alarms and misses by name (the dev sections already print the rates). */
export function figuresDetail(f: SetFigures, withRates = false): string {
  const rates = withRates
    ? `Danger precision ${pct(f.precision)}, recall ${pct(f.recall)}, accuracy ${pct(f.accuracy)}.`
    : `Accuracy ${pct(f.accuracy)}.`;
  return [
    `${rates} By kind (correct / cases): ${f.byKind.map((k) => `${k.kind} ${k.correct}/${k.total}`).join(", ")}. False alarms on real tokens: ${names(f.falseAlarms)}.`,
    "",
    f.misses.length === 0
      ? "Misses: none."
      : `Misses (${f.misses.length}): ${f.misses.map((x) => `${x.name} (expected ${x.expected}, engine ${x.got})`).join(", ")}.`,
    ...(f.notAnalysed.length ? ["", `Not analysed: ${f.notAnalysed.join("; ")}.`] : []),
  ].join("\n");
}

/** A held-out set's paragraph in docs/analysis.md: matrix, then figuresDetail with the rates. */
export function analysisParagraph(f: SetFigures): string {
  const m = f.matrix;
  return [
    `**${f.set}**: ${f.cases} cases (${f.danger} danger, ${f.safe} safe).`,
    "",
    "| | engine: danger | engine: safe |",
    "|---|---|---|",
    `| expected danger | ${m.danger.danger} | ${m.danger.safe} |`,
    `| expected safe | ${m.safe.danger} | ${m.safe.safe} |`,
    "",
    figuresDetail(f, true),
  ].join("\n");
}

/** Which engine and when: the first line of each generated block (not compared by the tests). */
export interface RunStamp {
  engineVersion: string;
  /** Short git commit of the engine measured, with "+ uncommitted changes" when lib/ differed from it. */
  commit: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
}

const stampLine = (s: RunStamp) => `Measured ${s.date} with engine \`${s.engineVersion}\` at ${s.commit}.`;

export const BLIND_SENTENCE =
  "Held-out sets are written by other sessions from public sources only, their expectations committed before the engine first ran on them and never edited since. A set whose results were read while the engine was being changed is reported as seen: v1 on both chains and EVM v2 to v16 (blind, on the engine of their own session: EVM v3 58.1 % accuracy, precision 56.1 %, recall 100 %, on 62e9b85; EVM v4 54.8 %, precision 55.6 %, recall 47.6 %, on solana-engine/3.3.0 at b07d5f9; EVM v5 78.0 %, precision 80.0 %, recall 76.2 %, on solana-engine/3.4.0 at 2e748f3; EVM v6 78.6 %, precision 75.0 %, recall 85.7 %, on solana-engine/3.5.0 at b8afe0e; EVM v7 63.4 %, precision 64.7 %, recall 55.0 %, on solana-engine/3.7.0 at e2283fc; EVM v8 69.0 %, precision 72.2 %, recall 61.9 %, on solana-engine/3.8.0 at 353d87c; EVM v9 65.1 %, precision 65.0 %, recall 61.9 %, on solana-engine/3.9.0 at 31806c2; EVM v10 63.6 %, precision 60.9 %, recall 66.7 %, on solana-engine/3.10.0 at 83b6a9d; EVM v11 70.0 %, precision 72.2 %, recall 65.0 %, on solana-engine/3.11.0 at f81337c; EVM v12 57.5 %, precision 58.8 %, recall 50.0 %, on solana-engine/3.12.0 at 5e3cc31; EVM v13 57.5 %, precision 58.8 %, recall 50.0 %, on solana-engine/3.13.0 at fb330dc; EVM v14 65.0 %, precision 69.2 %, recall 47.4 %, on solana-engine/3.14.0 at 0038b08; EVM v15 67.5 %, precision 62.5 %, recall 58.8 %, on solana-engine/3.15.0 at f609077; EVM v16 62.5 %, precision 61.5 %, recall 44.4 %, on solana-engine/3.16.0 at 06815ff; each measured once before its misses were read). EVM v17 (written 2026-11-28 by a helper that never read the engine, checked by a second blind analyst, expectations committed before the engine first ran on them; measured once, on the engine of this row) and Solana v2 are blind: the figures that count";

/** The README's evaluation block (between README_MARKERS): one row per set. */
export function readmeBlock(sets: SetFigures[], stamp: RunStamp): string {
  return [
    "<!-- Generated by `npm run eval -- --write-docs`; do not edit by hand. -->",
    "",
    `${stampLine(stamp)} \`danger\` = high or critical; precision and recall are for \`danger\`. ${BLIND_SENTENCE} ([EVM v1](tests/eval/heldout/README.md), [Solana v1](tests/eval/heldout/solana/README.md), [Solana v2](tests/eval/heldout/solana2/README.md), [EVM v2](tests/eval/heldout/evm2/README.md), [EVM v3](tests/eval/heldout/evm3/README.md), [EVM v4](tests/eval/heldout/evm4/README.md), [EVM v5](tests/eval/heldout/evm5/README.md), [EVM v6](tests/eval/heldout/evm6/README.md), [EVM v7](tests/eval/heldout/evm7/README.md), [EVM v8](tests/eval/heldout/evm8/README.md), [EVM v9](tests/eval/heldout/evm9/README.md), [EVM v10](tests/eval/heldout/evm10/README.md), [EVM v11](tests/eval/heldout/evm11/README.md), [EVM v12](tests/eval/heldout/evm12/README.md), [EVM v13](tests/eval/heldout/evm13/README.md), [EVM v14](tests/eval/heldout/evm14/README.md), [EVM v15](tests/eval/heldout/evm15/README.md), [EVM v16](tests/eval/heldout/evm16/README.md), [EVM v17](tests/eval/heldout/evm17/README.md)). Per kind and misses: [docs/analysis.md](docs/analysis.md).`,
    "",
    "| Set | Cases | Danger precision | Recall | Accuracy | False alarms on real tokens |",
    "|---|---|---|---|---|---|",
    ...sets.map(readmeRow),
  ].join("\n");
}

/** docs/analysis.md's held-out part (between ANALYSIS_MARKERS). */
export function heldoutAnalysisBlock(sets: SetFigures[], stamp: RunStamp): string {
  return [stampLine(stamp), ...sets.flatMap((f) => ["", analysisParagraph(f)])].join("\n");
}

export const README_MARKERS = ["<!-- eval:start -->", "<!-- eval:end -->"] as const;
export const ANALYSIS_MARKERS = ["<!-- heldout:start -->", "<!-- heldout:end -->"] as const;

/** The text between two markers (exclusive, without the surrounding newlines); throws when they are missing. */
export function between(text: string, [start, end]: readonly [string, string]): string {
  const i = text.indexOf(start);
  const j = text.indexOf(end, i + start.length);
  if (i < 0 || j < 0) throw new Error(`markers ${start} … ${end} not found`);
  return text
    .slice(i + start.length, j)
    .replace(/^\n/, "")
    .replace(/\n$/, "");
}

/** `text` with the part between two markers replaced by `content`; throws when the markers are missing. */
export function replaceBetween(text: string, markers: readonly [string, string], content: string): string {
  between(text, markers);
  const [start, end] = markers;
  const i = text.indexOf(start) + start.length;
  return `${text.slice(0, i)}\n${content}\n${text.slice(text.indexOf(end, i))}`;
}
