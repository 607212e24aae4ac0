/**
 * The shape of one check. A check is ONE object in ONE file of this folder: its id, title,
 * catalogue severity, thresholds (as data), how it fails (for the docs), how a listed issuer's
 * mint is treated, why its fail severities are what they are given the level floor, the
 * evaluation over the scan's facts, and the clause the verdict uses. The catalogue, the README /
 * docs tables and docs/analysis.md are generated from these objects (lib/engine/analysis-docs.ts).
 *
 * Meaning of the severity fields of a Finding (one meaning each):
 *  - `catalogueSeverity`: the check's catalogue severity, whatever the outcome.
 *  - `severity`: the severity the outcome is rated at. On a failing finding that is the applied
 *    severity (magnitude bands and the trust context included): it sets the penalty and the level
 *    floor. On unknown / pass / not_applicable it is the catalogue severity (an unknown finding's
 *    penalty is computed from it; pass and not_applicable cost nothing).
 *  - `penalty`: the points the finding subtracted from the score (lib/engine/scoring.ts).
 */

import type { ClockFacts } from "../../chains/solana/clock";
import type { DecodedMint } from "../../chains/solana/mint-decoder";
import { ZERO_ADDRESS } from "../../chains/solana/well-known";
import type { TrustResolution } from "../../trust/trust";
import type { AuthorityFacts } from "../authorities";
import type {
  AgeFacts,
  CallerFigure,
  CreatorFacts,
  EngineResult,
  EvidenceValue,
  Finding,
  FindingStatus,
  HolderFacts,
  LaunchpadFacts,
  MarketFacts,
  MetadataFacts,
  ScanInput,
  ScanMode,
  Severity,
  SimulationFacts,
} from "../types";

/** Everything a check may look at. Computed once per scan (scan-token.ts `readFacts`). */
export interface CheckFacts {
  input: ScanInput;
  mode: ScanMode;
  mintAddress: string;
  mint: DecodedMint;
  slot: number | null;
  metadata: MetadataFacts;
  /** Why metadata is `unknown`, when it is. */
  metadataNote?: string;
  holders: HolderFacts;
  /** Why holders are `unknown`, when they are. */
  holdersNote?: string;
  trust?: TrustResolution;
  market?: MarketFacts;
  launchpad?: LaunchpadFacts;
  creator?: CreatorFacts;
  age?: AgeFacts;
  simulation?: SimulationFacts;
  /** The liquidity figure that counts (lib/engine/facts.ts); derived from input + market when absent. */
  liquidity?: EngineResult["liquidity"];
  /** The top-holder figure that counts (lib/engine/facts.ts); derived from input + holders when absent. */
  topHolderPct?: CallerFigure;
  /** Who holds each authority (lib/engine/authorities.ts); absent: classified from the address alone. */
  authorities?: AuthorityFacts;
  /** The Clock sysvar read with the mint (current epoch); null/absent when not read. */
  clock?: ClockFacts | null;
  /** The account a Token-2022 MetadataPointer names, when it is not the mint or the Metaplex PDA. */
  metadataPointer?: MetadataPointerFacts | null;
}

/** An external metadata account named by the mint's MetadataPointer (read in the holders' round trip). */
export interface MetadataPointerFacts {
  address: string;
  /** `read`: decoded; `missing`: no account; `undecoded`: not a metadata layout; `not_read`: no round trip to read it in. */
  status: "read" | "missing" | "undecoded" | "not_read";
  owner: string | null;
  name: string | null;
  symbol: string | null;
  updateAuthority: string | null;
  /**
   * The mint the pointed metadata says it belongs to, when that is NOT this mint (a second mint's
   * TokenMetadata, e.g. the deployer's other mint): the name is borrowed. Wallets that check the field
   * show nothing, the others show the borrowed name, so it is compared like any other name. Null: it
   * names this mint (or names none).
   */
  declaredMint?: string | null;
  /**
   * Which of this mint's authority keys also controls the pointed account (its update authority, or its
   * mint authority when it is a mint): the deployer can rewrite the name shown for this token.
   */
  controlledBy?: string | null;
}
/**
 * The facts every chain provides (the EVM engine builds the same shapes, lib/engine/evm): a check typed over
 * these runs unchanged on every chain (liquidity, pair age, sells, creator holding, impersonation).
 */
export type CommonFacts = Pick<
  CheckFacts,
  | "input"
  | "mode"
  | "mintAddress"
  | "metadata"
  | "metadataNote"
  | "holders"
  | "holdersNote"
  | "trust"
  | "market"
  | "launchpad"
  | "creator"
  | "age"
  | "simulation"
  | "liquidity"
  | "topHolderPct"
>;

/** @deprecated name kept for callers of the former lib/engine/checks.ts. */
export type CheckContext = CheckFacts;

export const SEVERITY_ORDER: readonly Severity[] = ["info", "low", "medium", "high", "critical"];
export const severityRank = (s: Severity): number => SEVERITY_ORDER.indexOf(s);

/** One threshold band: the finding fails at `severity` when `value <op> bound`. */
export interface Band {
  severity: Severity;
  op: ">=" | ">" | "<" | "<=";
  bound: number;
}

export interface Thresholds {
  /** What is measured, e.g. "largest holder's share of supply". */
  metric: string;
  /** Bands, most severe first; the first band that matches gives the severity. */
  bands: readonly Band[];
  /** How a bound is written in docs (e.g. 500 bps -> "5%"). */
  format: (bound: number) => string;
}

/** Severity of a measured value under threshold bands; null when no band matches (pass). */
export function bandSeverity(t: Thresholds, value: number): Severity | null {
  for (const b of t.bands) {
    const hit =
      b.op === ">="
        ? value >= b.bound
        : b.op === ">"
          ? value > b.bound
          : b.op === "<"
            ? value < b.bound
            : value <= b.bound;
    if (hit) return b.severity;
  }
  return null;
}

/** "`>=50%` high, `>=20%` medium" */
export function describeBands(t: Thresholds): string {
  return t.bands.map((b) => `${b.op}${t.format(b.bound)} ${b.severity}`).join(", ");
}

export interface IssuerHandling {
  /** Highest severity a failing finding keeps on a listed issuer's mint (lib/trust, control `issuer`). */
  cap: Severity;
  /** A different cap for particular failing findings (e.g. a mint paused right now). */
  capFor?: (f: Finding) => Severity;
  /** Docs: why the issuer holds this authority. */
  note: string;
}

export interface CheckDefinition {
  id: string;
  title: string;
  /** Catalogue severity: the severity at its usual failing magnitude; the unknown penalty is computed from it. */
  severity: Severity;
  description: string;
  /**
   * Correlation group (lib/engine/scoring.ts, SCORING_TABLE.groups): checks that read one underlying fact. In a
   * group the unknowns count once and the costliest item counts in full, the others at the group's share.
   * Absent: the finding's penalty adds up with every other.
   */
  group?: CheckGroupId;
}

/** The correlation groups a check may name; how each is scored is data in lib/engine/scoring.ts (SCORING_TABLE.groups). */
export type CheckGroupId = "concentration" | "privilege" | "simulation";

export type Emit = (
  status: FindingStatus,
  detail: string,
  evidence: Record<string, EvidenceValue>,
  severity?: Severity,
  title?: string,
) => Finding;

export interface CheckSpec<F = CheckFacts> extends CheckDefinition {
  thresholds?: Thresholds;
  /** Each severity a failing finding can carry, and when (docs). */
  failsAs: ReadonlyArray<{ severity: Severity; when: string }>;
  /** Listed-issuer handling; null: never reduced. */
  issuer: IssuerHandling | null;
  /**
   * Why the fail severities are what they are, given the floor rule (the risk level is at least
   * the highest severity among failing findings): which outcomes a trader must treat as danger.
   */
  floorReasoning: string;
  run(facts: F, emit: Emit): Finding;
  /** Short clause for the verdict line of a failing finding. */
  phrase(f: Finding): string;
}

export interface Check<F = CheckFacts> extends Omit<CheckSpec<F>, "run"> {
  evaluate: (facts: F) => Finding;
}

/** One check (F: the facts it reads; Solana's CheckFacts by default, CommonFacts for chain-agnostic checks). */
export function defineCheck<F = CheckFacts>(spec: CheckSpec<F>): Check<F> {
  const { run, ...rest } = spec;
  const emit: Emit = (status, detail, evidence, severity, title) => ({
    id: spec.id,
    severity: status === "fail" ? (severity ?? spec.severity) : spec.severity,
    catalogueSeverity: spec.severity,
    status,
    title: title ?? spec.title,
    detail,
    evidence,
  });
  return { ...rest, evaluate: (facts) => run(facts, emit) };
}

export const isSet = (a: string | null | undefined): a is string => !!a && a !== ZERO_ADDRESS;
export const SPL_NA = "SPL Token mints cannot carry Token-2022 extensions; the risk is absent.";

export function base(facts: CheckFacts): Record<string, EvidenceValue> {
  return { mint: facts.mintAddress, program: facts.mint.program, slot: facts.slot };
}

export const pct = (v: number) => `${v}%`;
