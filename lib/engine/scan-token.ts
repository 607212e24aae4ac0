/**
 * The orchestrator. Same code path for live (RPC reader) and sandbox (snapshot reader).
 *
 * Round trips (live): ONE getMultipleAccounts([mint, metaplexPda]) concurrently with
 * getTokenLargestAccounts(mint), then ONE getMultipleAccounts(top-20 holder token accounts)
 * to resolve owners: 3 HTTP requests in 2 sequential round trips.
 */
import { ApiError, isApiError } from "../errors";
import { isValidSolanaAddress } from "../chains/solana/address";
import { decodeMetaplexMetadata, findMetadataPda } from "../chains/solana/metaplex-metadata";
import { decodeMintAccount, findExtension, NotAMintError, type DecodedExtension, type DecodedMint } from "../chains/solana/mint-decoder";
import { decodeTokenAccount } from "../chains/solana/token-account-decoder";
import { labelForOwner, METADATA_PROGRAM_ID, ZERO_ADDRESS } from "../chains/solana/well-known";
import { runChecks, SIMULATION_REASON, verdictPhrase } from "./checks";
import { scoreFindings } from "./scoring";
import { sanitizeText, TEXT_LIMITS } from "./text";
import { ENGINE_VERSION } from "./version";
import type {
  CallerFigure,
  ChainReader,
  EngineResult,
  EvidenceValue,
  ExtensionFact,
  Finding,
  HolderEntry,
  HolderFacts,
  LargestAccount,
  MetadataFacts,
  RawAccount,
  RiskLevel,
  ScanInput,
  ScanMode,
  Severity,
  SourceFacts,
} from "./types";

export const MAX_HOLDERS = 20;

export interface ScanOptions {
  mode: ScanMode;
}

function upstream(message: string, cause?: unknown): ApiError {
  return new ApiError("UPSTREAM_UNAVAILABLE", message, { retryAfter: 5, cause });
}

function asUpstream(err: unknown, what: string): ApiError {
  if (isApiError(err)) return err;
  return upstream(`${what} failed`, err);
}

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

/** Percent of supply, 0..100, 4 decimals (round half up), exact bigint arithmetic. */
export function pctOf(amount: bigint, supply: bigint): number {
  if (supply <= 0n) return 0;
  const scaled = (amount * 1_000_000n * 2n + supply) / (supply * 2n);
  return Number(scaled) / 10_000;
}

function flattenValue(prefix: string, v: unknown, out: Record<string, EvidenceValue>): void {
  if (v === null || v === undefined) out[prefix] = null;
  else if (typeof v === "bigint") out[prefix] = v.toString();
  else if (typeof v === "string") out[prefix] = v === ZERO_ADDRESS ? null : v;
  else if (typeof v === "number" || typeof v === "boolean") out[prefix] = v;
  else if (v instanceof Map) out[`${prefix}Count`] = v.size;
  else if (v instanceof Uint8Array || ArrayBuffer.isView(v)) out[`${prefix}Bytes`] = (v as Uint8Array).length;
  else if (Array.isArray(v)) out[`${prefix}Count`] = v.length;
  else if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (o.__option === "Some") flattenValue(prefix, o.value, out);
    else if (o.__option === "None") out[prefix] = null;
    else for (const [k, x] of Object.entries(o)) flattenValue(prefix ? `${prefix}.${k}` : k, x, out);
  }
}

const TEXT_FIELDS: Record<string, number> = { name: TEXT_LIMITS.name, symbol: TEXT_LIMITS.symbol, uri: TEXT_LIMITS.uri };

export function extensionFact(e: DecodedExtension): ExtensionFact {
  const fields: Record<string, EvidenceValue> = {};
  if (!e.value) {
    fields.type = e.type;
    fields.length = e.length;
    fields.decoded = false;
    return { name: e.name, fields };
  }
  const { __kind: _kind, ...rest } = e.value as { __kind: string } & Record<string, unknown>;
  for (const [k, v] of Object.entries(rest)) {
    if (k in TEXT_FIELDS && typeof v === "string") fields[k] = sanitizeText(v, TEXT_FIELDS[k]);
    else if (k === "state" && e.name === "DefaultAccountState") fields[k] = v === 2 ? "Frozen" : v === 1 ? "Initialized" : "Uninitialized";
    else flattenValue(k, v, fields);
  }
  return { name: e.name, fields };
}

interface MetadataResolution {
  facts: MetadataFacts;
  note?: string;
}

export function resolveMetadata(mintAddress: string, mint: DecodedMint, pda: string, pdaAccount: RawAccount | null): MetadataResolution {
  const none: MetadataFacts = { source: "none", name: null, symbol: null, uri: null, mutable: null, updateAuthority: null, address: null };
  const t22 = findExtension(mint, "TokenMetadata");
  if (t22 && t22.mint === mintAddress) {
    const ua = t22.updateAuthority.__option === "Some" && t22.updateAuthority.value !== ZERO_ADDRESS ? t22.updateAuthority.value : null;
    return {
      facts: {
        source: "token-2022",
        name: sanitizeText(t22.name, TEXT_LIMITS.name),
        symbol: sanitizeText(t22.symbol, TEXT_LIMITS.symbol),
        uri: sanitizeText(t22.uri, TEXT_LIMITS.uri),
        mutable: ua !== null,
        updateAuthority: ua,
        address: mintAddress,
      },
    };
  }
  if (pdaAccount && pdaAccount.owner === METADATA_PROGRAM_ID) {
    const md = decodeMetaplexMetadata(pdaAccount.data);
    if (md && md.mint === mintAddress) {
      return {
        facts: {
          source: "metaplex",
          name: sanitizeText(md.name, TEXT_LIMITS.name),
          symbol: sanitizeText(md.symbol, TEXT_LIMITS.symbol),
          uri: sanitizeText(md.uri, TEXT_LIMITS.uri),
          mutable: md.isMutable,
          updateAuthority: md.updateAuthority === ZERO_ADDRESS ? null : md.updateAuthority,
          address: pda,
        },
      };
    }
    return { facts: { ...none, source: "unknown", address: pda }, note: `The Metaplex metadata account ${pda} exists but does not decode as metadata for this mint.` };
  }
  const pointer = findExtension(mint, "MetadataPointer");
  if (pointer && pointer.metadataAddress.__option === "Some") {
    const target = pointer.metadataAddress.value;
    if (target !== ZERO_ADDRESS && target !== mintAddress && target !== pda) {
      return {
        facts: { ...none, source: "unknown", address: target },
        note: `The MetadataPointer points to an external account ${target} that this scan does not read.`,
      };
    }
  }
  return { facts: none };
}

interface HolderResolution {
  facts: HolderFacts;
  note?: string;
}

const UNKNOWN_HOLDERS: HolderFacts = { status: "unknown", top: [], top1Pct: null, top10Pct: null, excludedPct: null };

export function buildHolders(mintAddress: string, supply: bigint, largest: LargestAccount[], owners: (RawAccount | null)[]): HolderResolution {
  const top: HolderEntry[] = largest.map((l, i) => {
    const acct = owners[i] ?? null;
    const decoded = acct ? decodeTokenAccount(acct.owner, acct.data) : null;
    const owner = decoded && decoded.mint === mintAddress ? decoded.owner : null;
    const label = labelForOwner(owner);
    const amount = BigInt(l.amount);
    return {
      rank: i + 1,
      tokenAccount: l.address,
      owner,
      amount: amount.toString(),
      pct: pctOf(amount, supply),
      label,
      excluded: label !== null,
    };
  });
  if (supply === 0n) {
    return {
      facts: { status: "ok", top: top.map((h) => ({ ...h, pct: 0 })), top1Pct: null, top10Pct: null, excludedPct: null },
      note: "Supply is 0, so holder percentages are not computed.",
    };
  }
  const included = top.filter((h) => !h.excluded);
  const sum = (list: HolderEntry[]) => list.reduce((s, h) => s + BigInt(h.amount), 0n);
  return {
    facts: {
      status: "ok",
      top,
      top1Pct: included.length ? pctOf(BigInt(included[0].amount), supply) : 0,
      top10Pct: pctOf(sum(included.slice(0, 10)), supply),
      excludedPct: pctOf(sum(top.filter((h) => h.excluded)), supply),
    },
  };
}

const LEVEL_WORD: Record<RiskLevel, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
const SEV_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

export function buildVerdict(riskLevel: RiskLevel, findings: Finding[]): string {
  const failing = findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status === "fail" && f.severity !== "info")
    .sort((a, b) => SEV_RANK[b.f.severity] - SEV_RANK[a.f.severity] || a.i - b.i)
    .map(({ f }) => verdictPhrase(f));
  const unknown = findings.filter((f) => f.status === "unknown").length;
  let body: string;
  if (failing.length === 0) {
    body = "no failing checks";
    if (unknown > 0) body += `; ${unknown} check${unknown === 1 ? "" : "s"} could not be assessed`;
  } else {
    const shown = failing.slice(0, 3);
    body = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
    if (failing.length > 3) body += ` (+${failing.length - 3} more)`;
  }
  return `${LEVEL_WORD[riskLevel]} risk: ${body}.`;
}

export async function scanToken(input: ScanInput, reader: ChainReader, options: ScanOptions): Promise<EngineResult> {
  if (input.chain !== "solana") throw new ApiError("INVALID_INPUT", `unsupported chain: ${String(input.chain).slice(0, 32)}`);
  const mintAddress = typeof input.tokenAddress === "string" ? input.tokenAddress.trim() : "";
  if (!isValidSolanaAddress(mintAddress)) {
    throw new ApiError("INVALID_INPUT", "tokenAddress is not a valid Solana address (base58, 32 bytes)");
  }
  const live = reader.kind === "rpc";
  const startRequests = reader.requestCount();
  const started = now();
  const pda = await findMetadataPda(mintAddress);

  // Round trip 1: mint + metadata PDA, concurrently with the largest accounts.
  const [accountsRes, largestRes] = await Promise.allSettled([
    reader.getMultipleAccounts([mintAddress, pda]),
    reader.getTokenLargestAccounts(mintAddress),
  ]);
  if (accountsRes.status === "rejected") throw asUpstream(accountsRes.reason, "reading the mint account");
  const { slot, accounts } = accountsRes.value;
  const mintAccount = accounts[0] ?? null;
  if (!mintAccount) throw new ApiError("INVALID_INPUT", "address is not a token mint: no account exists at this address");
  let mint: DecodedMint;
  try {
    mint = decodeMintAccount(mintAccount.owner, mintAccount.data);
  } catch (err) {
    if (err instanceof NotAMintError) throw new ApiError("INVALID_INPUT", `address is not a token mint: ${err.message}`);
    throw err;
  }
  const metadata = resolveMetadata(mintAddress, mint, pda, accounts[1] ?? null);

  // Round trip 2: resolve holder token accounts to owners.
  let holders: HolderResolution;
  if (largestRes.status === "rejected") {
    const reason = largestRes.reason;
    holders = {
      facts: UNKNOWN_HOLDERS,
      note: `Largest holders could not be read (${isApiError(reason) ? reason.message : "request failed"}).`,
    };
  } else {
    const largest = largestRes.value.accounts.slice(0, MAX_HOLDERS);
    if (largest.length === 0) {
      holders = mint.supply === 0n
        ? { facts: { status: "ok", top: [], top1Pct: null, top10Pct: null, excludedPct: null }, note: "Supply is 0, so holder percentages are not computed." }
        : { facts: UNKNOWN_HOLDERS, note: "The RPC returned no holder accounts for a mint with non-zero supply." };
    } else {
      try {
        const owners = await reader.getMultipleAccounts(largest.map((l) => l.address));
        holders = buildHolders(mintAddress, mint.supply, largest, owners.accounts);
      } catch (err) {
        holders = {
          facts: UNKNOWN_HOLDERS,
          note: `Holder owners could not be resolved (${isApiError(err) ? err.message : "request failed"}).`,
        };
      }
    }
  }
  const latencyMs = live ? Math.round(now() - started) : 0;

  const findings = runChecks({
    input,
    mode: options.mode,
    mintAddress,
    mint,
    slot,
    metadata: metadata.facts,
    metadataNote: metadata.note,
    holders: holders.facts,
    holdersNote: holders.note,
  });
  const score = scoreFindings(findings);

  const topHolderPct: CallerFigure =
    typeof input.topHolderPct === "number"
      ? { value: input.topHolderPct, source: "caller" }
      : holders.facts.top1Pct !== null
        ? { value: holders.facts.top1Pct, source: "onchain" }
        : { value: null, source: "unknown" };

  const sources: SourceFacts[] = [
    { name: reader.name, kind: reader.kind, latencyMs, slot, requests: reader.requestCount() - startRequests },
  ];
  if (typeof input.liquidityUsd === "number" || typeof input.topHolderPct === "number") {
    sources.push({ name: "caller", kind: "caller", latencyMs: 0, slot: null, requests: 0 });
  }

  return {
    mode: options.mode,
    chain: "solana",
    tokenAddress: mintAddress,
    safetyScore: score.safetyScore,
    riskLevel: score.riskLevel,
    verdict: buildVerdict(score.riskLevel, findings),
    findings,
    scoreBreakdown: score.scoreBreakdown,
    coverage: score.coverage,
    token: {
      program: mint.program,
      programId: mint.programId,
      supply: mint.supply.toString(),
      decimals: mint.decimals,
      mintAuthority: mint.mintAuthority,
      freezeAuthority: mint.freezeAuthority,
      extensions: mint.extensions.map(extensionFact),
    },
    metadata: metadata.facts,
    holders: holders.facts,
    liquidity: typeof input.liquidityUsd === "number" ? { usd: input.liquidityUsd, source: "caller" } : { usd: null, source: "unknown" },
    topHolderPct,
    simulation: { status: "not_run", reason: SIMULATION_REASON[options.mode] },
    sources,
    slot,
    engineVersion: ENGINE_VERSION,
  };
}
