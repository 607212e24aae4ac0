/**
 * The orchestrator. Same code path for live (RPC reader) and sandbox (snapshot reader).
 *
 * Round trips (live), RPC host:
 *  RT1  getMultipleAccounts([mint, metaplexPda, pumpBondingCurvePda, Clock sysvar, launchLabPool(mint, WSOL | USDC | USD1)])
 *       || getTokenLargestAccounts(mint)
 *       || [history on] getSignaturesForAddress(mint, 1000)      -- market host: DexScreener GET, concurrently
 *  RT2  getMultipleAccounts([top-20 holder token accounts, up to 5 pool accounts from market data, the LP mint
 *       of each CPMM-labelled, PumpSwap or Meteora DAMM v1 pool, derived from its address])
 *       || getTokenLargestAccounts(each such LP mint)
 *       || getProgramAccounts(positions, and lock accounts) of each pool the market labels a position venue
 *  -> without market pools, history and simulation: 2 sequential round trips; 3 HTTP requests, or 2
 *     when the reader batches same-tick calls (the server's single-scan reader does).
 *  RT3, all concurrently (each optional), as soon as RT2 has answered:
 *   LP   CPMM (LP mint confirmed by its pool account): getMultipleAccounts(LP holders with a balance).
 *        AMM v4 (LP mint known only from the pool account, a PDA of its OpenBook market):
 *        getMultipleAccounts([lpMint]) || getTokenLargestAccounts(lpMint), then, unless every LP token
 *        is burnt, getMultipleAccounts(LP holders) in a 4th round trip.
 *   POS  position venues (Meteora DAMM v2 / DLMM, Raydium CLMM, Orca Whirlpool; venue-lp.ts): the holders of
 *        the largest position NFTs (getMultipleAccounts of derived accounts) when the positions came in RT2,
 *        else ONE getProgramAccounts(program, [dataSize, memcmp pool]) per pool; a Meteora DBC curve's config
 *        (getMultipleAccounts), for its progress                                                      (+0..5 calls)
 *   HIST getSignaturesForAddress pages 2..N (only while pages are full) then getTransaction(oldest) for the creator
 *        when no launchpad creator is known (from RT2 on)                                               (+0..N requests)
 *   SIM  simulateTransaction(transfer probe) from the holders read in RT2 (up to 3 holders when the failure is
 *        probe-caused), then, with a swap API, quote + swap on the swap host and simulateTransaction(swap) (+1..4)
 *  A full scan (market with CPMM and burnt AMM v4 pools, LP, history, simulation) is 3 round trips and 6 HTTP
 *  requests with a batching reader (tests/unit/engine/scan-depth.test.ts).
 */
import { InvalidTokenInput, isChainError, UpstreamUnavailable } from "../chains/errors";
import { isValidSolanaAddress } from "../chains/solana/address";
import { CLOCK_SYSVAR_ID, decodeClock } from "../chains/solana/clock";
import { decodeMetaplexMetadata, findMetadataPda } from "../chains/solana/metaplex-metadata";
import {
  type DecodedExtension,
  type DecodedMint,
  decodeMintAccount,
  findExtension,
  NotAMintError,
} from "../chains/solana/mint-decoder";
import {
  bondingCurveProgress,
  decodeBondingCurve,
  findBondingCurvePda,
  PUMP_FUN_PROGRAM_ID,
} from "../chains/solana/pumpfun";
import { RAYDIUM_AMM_V4_AUTHORITY } from "../chains/solana/raydium";
import { decodeTokenAccount } from "../chains/solana/token-account-decoder";
import { labelForOwner, METADATA_PROGRAM_ID, ZERO_ADDRESS } from "../chains/solana/well-known";
import type { MarketDataPort, MarketResult } from "../market/types";
import { solanaTokenRegistry } from "../trust/token-registry";
import { DEFAULT_TRUST_LIST, type TrustList } from "../trust/trust";
import { type CheckFacts, runChecks, SIMULATION_REASON } from "./checks";
import { holderShares, liquidityFact, pctOf, topHolderFact } from "./facts";
import { identityFromReads, identityReads } from "./identity";
import { buildVerdict } from "./verdict";

export { buildVerdict } from "./verdict";

import {
  analyseLp,
  classifyPools,
  derivedLpMints,
  disabledMarket,
  MAX_POOLS_READ,
  settle,
  summarizeMarket,
} from "./market-facts";
import { type ScoreResult, scoreFindings } from "./scoring";
import { type HolderCandidate, notRun, type SellSimulator } from "./simulation";
import { sanitizeText, TEXT_LIMITS } from "./text";
import type {
  AgeFacts,
  CallerFigure,
  ChainReader,
  CreatorFacts,
  EngineResult,
  EvidenceValue,
  ExtensionFact,
  HolderEntry,
  HolderFacts,
  LargestAccount,
  LaunchpadFacts,
  MarketFacts,
  MetadataFacts,
  RawAccount,
  ScanInput,
  ScanMode,
  SignatureInfo,
  SimulationFacts,
  SourceFacts,
  TrustFacts,
} from "./types";
import { analyseVenuePool, prefetchPositions, readDbcConfig } from "./venue-lp";
import {
  annotatePullers,
  findLaunchLabPoolPdas,
  launchLabFrom,
  positionHolderCandidates,
  tokenAuthorities,
  type VenueLaunch,
  venueHolderLabeler,
  venueLaunchpad,
} from "./venue-scan";
import { ENGINE_VERSION } from "./version";

export const MAX_HOLDERS = 20;

export interface HistoryOptions {
  /** Pages of getSignaturesForAddress (newest first); default 3. */
  pages: number;
  /** Signatures per page; default 1000 (the RPC maximum). */
  pageSize: number;
}

export interface ScanOptions {
  mode: ScanMode;
  /** Market-data port (DexScreener live, snapshot in the sandbox). Absent: market `disabled`. */
  market?: MarketDataPort | null;
  /** Sell simulator (live scans only). Absent: simulation `not_run`. */
  simulator?: SellSimulator | null;
  /** Reason reported when a live scan runs without a simulator (e.g. batch items). */
  simulationOffReason?: string;
  /** Mint history for token age and creator (live RPC only). Absent: not read. */
  history?: HistoryOptions | null;
  /** Well-known mint list; default the shipped list. */
  trust?: TrustList;
  /** Clock for ages, ms since the epoch (the sandbox passes a fixed time). */
  now?: () => number;
  /**
   * Holders to exclude from concentration, by token account or owner address -> label (e.g. pool vaults
   * another module recognises). Burn addresses, decoded pool vaults and bonding curves are excluded anyway.
   */
  excludedHolders?: ReadonlyMap<string, string>;
  /** Bundled registry of well-known tokens for impersonation; default the shipped one, null: none. */
  registry?: ReturnType<typeof solanaTokenRegistry> | null;
}

function upstream(message: string, cause?: unknown): UpstreamUnavailable {
  return new UpstreamUnavailable(message, { retryAfterSeconds: 5, cause });
}

function asUpstream(err: unknown, what: string): UpstreamUnavailable | InvalidTokenInput {
  if (isChainError(err)) return err;
  return upstream(`${what} failed`, err);
}

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

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

const TEXT_FIELDS: Record<string, number> = {
  name: TEXT_LIMITS.name,
  symbol: TEXT_LIMITS.symbol,
  uri: TEXT_LIMITS.uri,
};

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
    else if (k === "state" && e.name === "DefaultAccountState")
      fields[k] = v === 2 ? "Frozen" : v === 1 ? "Initialized" : "Uninitialized";
    else flattenValue(k, v, fields);
  }
  return { name: e.name, fields };
}

interface MetadataResolution {
  facts: MetadataFacts;
  note?: string;
}

export function resolveMetadata(
  mintAddress: string,
  mint: DecodedMint,
  pda: string,
  pdaAccount: RawAccount | null,
): MetadataResolution {
  const none: MetadataFacts = {
    source: "none",
    name: null,
    symbol: null,
    uri: null,
    mutable: null,
    updateAuthority: null,
    address: null,
  };
  const t22 = findExtension(mint, "TokenMetadata");
  if (t22 && t22.mint === mintAddress) {
    const ua =
      t22.updateAuthority.__option === "Some" && t22.updateAuthority.value !== ZERO_ADDRESS
        ? t22.updateAuthority.value
        : null;
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
    return {
      facts: { ...none, source: "unknown", address: pda },
      note: `The Metaplex metadata account ${pda} exists but does not decode as metadata for this mint.`,
    };
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

const UNKNOWN_HOLDERS: HolderFacts = {
  status: "unknown",
  top: [],
  top1Pct: null,
  top10Pct: null,
  excludedPct: null,
  top1PctRaw: null,
  top10PctRaw: null,
  owners: null,
  clusters: [],
};
const EMPTY_HOLDERS: HolderFacts = {
  status: "ok",
  top: [],
  top1Pct: null,
  top10Pct: null,
  excludedPct: null,
  top1PctRaw: null,
  top10PctRaw: null,
  owners: null,
  clusters: [],
};

/** Extra labeller: pool vaults, bonding curves (burn labels come from well-known.ts). */
export type HolderLabeler = (tokenAccount: string, owner: string | null) => string | null;

export function buildHolders(
  mintAddress: string,
  supply: bigint,
  largest: LargestAccount[],
  owners: (RawAccount | null)[],
  labeler?: HolderLabeler,
): HolderResolution {
  const top: HolderEntry[] = largest.map((l, i) => {
    const acct = owners[i] ?? null;
    const decoded = acct ? decodeTokenAccount(acct.owner, acct.data) : null;
    const owner = decoded && decoded.mint === mintAddress ? decoded.owner : null;
    const label = labelForOwner(owner) ?? labeler?.(l.address, owner) ?? null;
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
      facts: { ...EMPTY_HOLDERS, top: top.map((h) => ({ ...h, pct: 0 })) },
      note: "Supply is 0, so holder percentages are not computed.",
    };
  }
  return { facts: holderShares(top, supply) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface HistoryResult {
  oldest: SignatureInfo | null;
  complete: boolean;
  read: number;
  feePayer: string | null;
  note: string;
}

async function readHistory(
  reader: ChainReader,
  getSigs: NonNullable<ChainReader["getSignaturesForAddress"]>,
  mint: string,
  opts: HistoryOptions,
  needCreator: () => Promise<boolean>,
): Promise<HistoryResult> {
  const out: HistoryResult = { oldest: null, complete: false, read: 0, feePayer: null, note: "" };
  let before: string | undefined;
  try {
    for (let page = 0; page < opts.pages; page++) {
      const sigs = await getSigs(mint, { limit: opts.pageSize, before });
      out.read += sigs.length;
      if (sigs.length) out.oldest = sigs[sigs.length - 1];
      if (sigs.length < opts.pageSize) {
        out.complete = true;
        break;
      }
      before = sigs[sigs.length - 1].signature;
    }
  } catch (err) {
    out.note = `Mint history could not be read (${isChainError(err) ? err.message : "request failed"}).`;
    return out;
  }
  if (!out.complete)
    out.note = `More than ${opts.pages * opts.pageSize} signatures: the first transaction was not reached (age is a lower bound, creator unknown).`;
  if (out.complete && out.oldest && reader.getTransactionSummary && (await needCreator())) {
    try {
      const tx = await reader.getTransactionSummary(out.oldest.signature);
      out.feePayer = tx?.feePayer ?? null;
      if (!out.feePayer) out.note = "The mint's first transaction could not be read.";
    } catch (err) {
      out.note = `The mint's first transaction could not be read (${isChainError(err) ? err.message : "request failed"}).`;
    }
  }
  return out;
}

/** Launchpad facts from the pump.fun curve account (read in round trip 1) and the market's pools. */
function deriveLaunchpad(
  curve: ReturnType<typeof decodeBondingCurve>,
  curvePda: string,
  curveAcct: RawAccount | null,
  market: MarketFacts,
): LaunchpadFacts {
  const dexPools = market.pools.filter((p) => !/pump\.?fun/i.test(p.dexId) || p.dexId === "pumpswap");
  return curve
    ? {
        platform: "pump.fun",
        status: curve.complete ? (dexPools.length > 0 ? "migrated" : "complete") : "bonding",
        bondingCurve: curvePda,
        progressPct: bondingCurveProgress(curve),
        complete: curve.complete,
        virtualTokenReserves: curve.virtualTokenReserves.toString(),
        virtualSolReserves: curve.virtualSolReserves.toString(),
        realTokenReserves: curve.realTokenReserves.toString(),
        realSolReserves: curve.realSolReserves.toString(),
        tokenTotalSupply: curve.tokenTotalSupply.toString(),
        creator: curve.creator,
      }
    : {
        platform: null,
        status: curveAcct && curveAcct.owner === PUMP_FUN_PROGRAM_ID ? "unknown" : "none",
        bondingCurve: null,
        progressPct: null,
        complete: null,
        virtualTokenReserves: null,
        virtualSolReserves: null,
        realTokenReserves: null,
        realSolReserves: null,
        tokenTotalSupply: null,
        creator: null,
      };
}

/** The creator (launchpad creator, else the fee payer of the mint's first transaction) and its share. */
function deriveCreator(
  launchCreator: string | null,
  history: HistoryResult | null,
  holders: HolderFacts,
  supply: bigint,
  historyRequested: boolean,
): CreatorFacts {
  const creatorAddr = launchCreator ?? history?.feePayer ?? null;
  const creatorSource: CreatorFacts["source"] = launchCreator
    ? "launchpad"
    : history?.feePayer
      ? "first_transaction"
      : "unknown";
  let holdingPct: number | null = null;
  if (creatorAddr && holders.status === "ok" && supply > 0n) {
    const held = holders.top.filter((h) => h.owner === creatorAddr).reduce((s, h) => s + BigInt(h.amount), 0n);
    holdingPct = pctOf(held, supply);
  }
  return {
    address: creatorAddr,
    source: creatorSource,
    holdingPct,
    reason: creatorAddr
      ? holdingPct === null
        ? "The creator is known but the holder table is not."
        : `Creator from ${creatorSource === "launchpad" ? "the launchpad curve" : "the fee payer of the mint's first transaction"}.`
      : history
        ? history.note || "The creator could not be determined."
        : historyRequested
          ? "The reader cannot read mint history."
          : "Mint history is not read for this scan, and no launchpad creator is known.",
  };
}

/** Token age: the mint's first signature when history was read, else the oldest pair's creation. */
function deriveAge(history: HistoryResult | null, market: MarketFacts, nowMs: number): AgeFacts {
  let age: AgeFacts;
  if (history && history.oldest && history.oldest.blockTime !== null) {
    const t = history.oldest.blockTime * 1000;
    age = {
      createdAt: new Date(t).toISOString(),
      ageHours: round2(Math.max(0, nowMs - t) / 3_600_000),
      source: "mint_signatures",
      complete: history.complete,
      signaturesRead: history.read,
    };
  } else if (market.pairCreatedAt) {
    age = {
      createdAt: market.pairCreatedAt,
      ageHours: market.pairAgeHours,
      source: "pair_created",
      complete: true,
      signaturesRead: history?.read ?? 0,
    };
  } else {
    age = { createdAt: null, ageHours: null, source: "unknown", complete: false, signaturesRead: history?.read ?? 0 };
  }
  return age;
}

/** Everything read for one scan: the facts the checks see, plus what the result reports. */
export interface ScanFacts {
  facts: CheckFacts;
  mint: DecodedMint;
  slot: number | null;
  market: MarketFacts;
  marketRes: MarketResult | null;
  simulation: SimulationFacts;
  swapRequests: number;
  latencyMs: number;
  requests: number;
  liquidity: EngineResult["liquidity"];
  topHolderPct: CallerFigure;
  trust: TrustFacts;
  launchpad: LaunchpadFacts;
  creator: CreatorFacts;
  age: AgeFacts;
}

/**
 * The pipeline: read the facts (all chain / market I/O happens here, once), evaluate every check
 * over them, score, and phrase the verdict.
 */
export async function scanToken(input: ScanInput, reader: ChainReader, options: ScanOptions): Promise<EngineResult> {
  const read = await readFacts(input, reader, options);
  const score = scoreFindings(runChecks(read.facts));
  return buildResult(input, reader, options, read, score);
}

/** Stage 1: every read of a scan (round trips documented at the top of this file). */
export async function readFacts(input: ScanInput, reader: ChainReader, options: ScanOptions): Promise<ScanFacts> {
  if (input.chain !== "solana") throw new InvalidTokenInput(`unsupported chain: ${String(input.chain).slice(0, 32)}`);
  const mintAddress = typeof input.tokenAddress === "string" ? input.tokenAddress.trim() : "";
  if (!isValidSolanaAddress(mintAddress)) {
    throw new InvalidTokenInput("tokenAddress is not a valid Solana address (base58, 32 bytes)");
  }
  const live = reader.kind === "rpc";
  const nowMs = options.now ? options.now() : Date.now();
  const trustList = options.trust ?? DEFAULT_TRUST_LIST;
  const startRequests = reader.requestCount();
  const started = now();
  const [pda, curvePda, launchLabPdas] = await Promise.all([
    findMetadataPda(mintAddress),
    findBondingCurvePda(mintAddress),
    findLaunchLabPoolPdas(mintAddress),
  ]);

  // Market data: a different host, started concurrently with round trip 1.
  const marketPort = options.market ?? null;
  const marketP = marketPort
    ? marketPort.getPairs("solana", mintAddress).catch((err) => ({
        status: "unknown" as const,
        reason: `market data failed (${(err as Error)?.message ?? "error"})`,
        pairs: [],
        requests: 1,
        latencyMs: 0,
      }))
    : null;

  // Round trip 1: mint + metadata PDA + pump.fun curve + Clock sysvar + LaunchLab pools, concurrently with the largest accounts.
  const rt1 = Promise.allSettled([
    reader.getMultipleAccounts([mintAddress, pda, curvePda, CLOCK_SYSVAR_ID, ...launchLabPdas]),
    reader.getTokenLargestAccounts(mintAddress),
  ]);

  // History (optional, live): page 1 goes out with round trip 1; the rest chains on.
  let resolveNeedCreator: (v: boolean) => void = () => {};
  const needCreator = new Promise<boolean>((r) => (resolveNeedCreator = r));
  const getSigs = reader.getSignaturesForAddress?.bind(reader);
  const historyP =
    options.history && live && getSigs
      ? readHistory(reader, getSigs, mintAddress, options.history, () => needCreator)
      : null;

  const [accountsRes, largestRes] = await rt1;
  if (accountsRes.status === "rejected") {
    resolveNeedCreator(false);
    throw asUpstream(accountsRes.reason, "reading the mint account");
  }
  const { slot, accounts } = accountsRes.value;
  const mintAccount = accounts[0] ?? null;
  if (!mintAccount) {
    resolveNeedCreator(false);
    throw new InvalidTokenInput("address is not a token mint: no account exists at this address");
  }
  let mint: DecodedMint;
  try {
    mint = decodeMintAccount(mintAccount.owner, mintAccount.data);
  } catch (err) {
    resolveNeedCreator(false);
    if (err instanceof NotAMintError)
      throw new InvalidTokenInput(`address is not a token mint: ${err.message}`, { cause: err });
    throw err;
  }
  const metadata = resolveMetadata(mintAddress, mint, pda, accounts[1] ?? null);
  const clock = decodeClock(accounts[3]);
  // Authority holders and an external metadata pointer target: read in round trip 2 (identity.ts).
  const idReads = identityReads(mintAddress, mint, pda, metadata.facts, accounts[1] ?? null);
  const listedEntry = trustList.entries.find((e) => e.mint === mintAddress) ?? null;

  // pump.fun bonding curve (read in round trip 1).
  const curveAcct = accounts[2] ?? null;
  const curve = curveAcct ? decodeBondingCurve(curveAcct.owner, curveAcct.data) : null;
  // Raydium LaunchLab curve (read in round trip 1 after the Clock; venue-scan.ts).
  let venueLaunch: VenueLaunch | null = launchLabFrom(mintAddress, launchLabPdas, accounts.slice(4));
  resolveNeedCreator(!curve?.creator && !venueLaunch && listedEntry === null);

  // Market result (its own timeout; it ran concurrently with round trip 1).
  const marketRes = marketP ? await marketP : null;
  const market: MarketFacts =
    marketPort && marketRes
      ? summarizeMarket(marketPort.name, marketRes, nowMs)
      : disabledMarket(marketPort ? "market data failed" : "Market data is not enabled for this scan.");

  // Round trip 2: holder token accounts + pool accounts + the derived LP mints of CPMM-labelled
  // pools in one getMultipleAccounts, with those LP mints' largest accounts in the same request.
  const largest = largestRes.status === "fulfilled" ? largestRes.value.accounts.slice(0, MAX_HOLDERS) : [];
  const poolAddrs = market.status === "ok" ? market.pools.slice(0, MAX_POOLS_READ).map((p) => p.pairAddress) : [];
  const lpGuesses = live && market.status === "ok" ? derivedLpMints(market.pools.slice(0, MAX_POOLS_READ)) : [];
  const rt2Core = [...largest.map((l) => l.address), ...poolAddrs, ...lpGuesses.map((g) => g.lpMint)];
  // Identity reads ride along only when round trip 2 happens anyway (never an extra round trip).
  const idAddrs = rt2Core.length > 0 ? idReads.addresses.filter((a) => !rt2Core.includes(a)) : [];
  const rt2Addrs = [...rt2Core, ...idAddrs];
  let rt2: { accounts: (RawAccount | null)[] } | null = null;
  let rt2Error: unknown = null;
  // Positions of the pools the market names as position venues go out with the pool accounts (venue-lp.ts).
  const positionReads = market.status === "ok" ? prefetchPositions(reader, market.pools.slice(0, MAX_POOLS_READ)) : [];
  if (rt2Addrs.length > 0) {
    const rt2P = reader.getMultipleAccounts(rt2Addrs);
    const lpLargest = lpGuesses.map((g) => settle(reader.getTokenLargestAccounts(g.lpMint)));
    try {
      rt2 = await rt2P;
    } catch (err) {
      rt2Error = err;
    }
    lpGuesses.forEach((g, i) => {
      g.largest = lpLargest[i];
      g.mintAccount = rt2 ? (rt2.accounts[largest.length + poolAddrs.length + i] ?? null) : undefined;
    });
  }
  const idAccounts = new Map<string, RawAccount | null>();
  const rt2Accounts = rt2?.accounts;
  if (rt2Accounts)
    rt2Addrs.forEach((a, i) => idReads.addresses.includes(a) && idAccounts.set(a, rt2Accounts[i] ?? null));
  const identity = identityFromReads(idReads, idAccounts, {
    mintAddress,
    metadata: metadata.facts,
    trustList,
    registry: options.registry === undefined ? solanaTokenRegistry() : options.registry,
  });
  const trust = identity.trust;
  // Metadata kept only in the account the MetadataPointer names: what wallets show (read in round trip 2).
  if (identity.pointedMetadata) {
    metadata.facts = identity.pointedMetadata;
    metadata.note = undefined;
  }
  const poolAccounts = new Map<string, RawAccount | null>();
  if (rt2Accounts) poolAddrs.forEach((a, i) => poolAccounts.set(a, rt2Accounts[largest.length + i] ?? null));
  const poolReads = market.status === "ok" ? classifyPools(market, poolAccounts) : [];

  // Venue pools (position venues, DBC curves) and their launchpad; holder labels for every venue vault.
  const venues = poolReads.flatMap((r) => (r.venue ? [r.venue] : []));
  const dbc = venues.find((v) => v.kind === "meteora-dbc" && v.pool.baseMint === mintAddress);
  if (!venueLaunch && dbc?.kind === "meteora-dbc")
    venueLaunch = { platform: "meteora-dbc", pool: dbc.pairAddress, dbc: { pool: dbc.pool, config: null } };
  const venueLabel = venueHolderLabeler(mintAddress, venues, venueLaunch, market);
  // Holder labels: burn (well-known), pump.fun curve, pool vaults and pool-owned accounts.
  const vaults = new Map<string, string>();
  for (const r of poolReads) if (r.decoded) for (const v of r.decoded.vaults) vaults.set(v, `pool:${r.decoded.kind}`);
  const pairOwners = new Map<string, string>(market.pools.map((p) => [p.pairAddress, `pool:${p.dexId}`]));
  const excludedHolders = options.excludedHolders;
  const labeler = (tokenAccount: string, owner: string | null): string | null =>
    excludedHolders?.get(tokenAccount) ??
    (owner ? excludedHolders?.get(owner) : undefined) ??
    vaults.get(tokenAccount) ??
    venueLabel(tokenAccount, owner) ??
    (owner === curvePda ? "launchpad:pump.fun-bonding-curve" : null) ??
    (owner ? (pairOwners.get(owner) ?? (owner === RAYDIUM_AMM_V4_AUTHORITY ? "pool:raydium-amm-v4" : null)) : null);

  let holders: HolderResolution;
  const candidates: HolderCandidate[] = [];
  if (largestRes.status === "rejected") {
    const reason = largestRes.reason;
    holders = {
      facts: UNKNOWN_HOLDERS,
      note: `Largest holders could not be read (${isChainError(reason) ? reason.message : "request failed"}).`,
    };
  } else if (largest.length === 0) {
    holders =
      mint.supply === 0n
        ? { facts: EMPTY_HOLDERS, note: "Supply is 0, so holder percentages are not computed." }
        : { facts: UNKNOWN_HOLDERS, note: "The RPC returned no holder accounts for a mint with non-zero supply." };
  } else if (!rt2) {
    holders = {
      facts: UNKNOWN_HOLDERS,
      note: `Holder owners could not be resolved (${isChainError(rt2Error) ? rt2Error.message : "request failed"}).`,
    };
  } else {
    const owners = rt2.accounts.slice(0, largest.length);
    holders = buildHolders(mintAddress, mint.supply, largest, owners, labeler);
    holders.facts.top.forEach((h, i) => {
      const acct = owners[i];
      const t = acct ? decodeTokenAccount(acct.owner, acct.data) : null;
      if (!h.excluded && t && t.mint === mintAddress && t.state === 1 && t.amount > 0n)
        candidates.push({ tokenAccount: h.tokenAccount, owner: t.owner, amount: t.amount });
    });
  }

  // After round trip 2, concurrently: LP analysis of every decoded Raydium pool (their calls share
  // JSON-RPC batches when the reader batches), sell simulation, history (already running).
  const lpTargets = poolReads.flatMap((r) => (r.decoded ? [{ pairAddress: r.pairAddress, decoded: r.decoded }] : []));
  const lpP = Promise.all(
    lpTargets.map((t) =>
      analyseLp(
        reader,
        t.decoded,
        lpGuesses.find((g) => g.pairAddress === t.pairAddress),
      ),
    ),
  );
  // Position venues: one filtered getProgramAccounts per pool; a DBC curve's config (same round trip).
  const positionCtx = { nowSec: Math.floor(nowMs / 1000), slot };
  const nftCandidates = positionHolderCandidates(
    [curve?.creator, venueLaunch?.launchLab?.creator, venueLaunch?.dbc?.pool.creator],
    tokenAuthorities(mint, metadata.facts),
    holders.facts.top,
  );
  const venueLpP = Promise.all(
    venues.map((v) =>
      analyseVenuePool(reader, v, positionCtx, { prefetched: positionReads, candidates: nftCandidates }),
    ),
  );
  const dbcConfigP = venueLaunch?.dbc ? readDbcConfig(reader, venueLaunch.dbc.pool.config) : Promise.resolve(null);
  const simP: Promise<{ facts: SimulationFacts; swapRequests: number }> =
    options.mode === "live" && options.simulator && live
      ? options.simulator.run(reader, { mintAddress, mint, candidates })
      : Promise.resolve({
          facts: notRun(
            options.mode === "sandbox"
              ? SIMULATION_REASON.sandbox
              : (options.simulationOffReason ?? SIMULATION_REASON.live),
          ),
          swapRequests: 0,
        });
  const [lpRes, simRes, history, venueLp, dbcConfig] = await Promise.all([lpP, simP, historyP, venueLpP, dbcConfigP]);
  lpTargets.forEach((t, i) => {
    const pool = market.pools.find((p) => p.pairAddress === t.pairAddress);
    if (pool) pool.lp = lpRes[i];
  });
  venues.forEach((v, i) => {
    const pool = market.pools.find((p) => p.pairAddress === v.pairAddress);
    if (pool) pool.lp = venueLp[i];
  });
  if (venueLaunch?.dbc) venueLaunch.dbc.config = dbcConfig;
  const latencyMs = live ? Math.round(now() - started) : 0;

  const launchpad =
    !curve && venueLaunch ? venueLaunchpad(venueLaunch, market) : deriveLaunchpad(curve, curvePda, curveAcct, market);
  const creator = deriveCreator(
    curve?.creator ?? launchpad.creator,
    history,
    holders.facts,
    mint.supply,
    !!(options.history && live),
  );
  annotatePullers(market, creator.address, holders.facts.top, tokenAuthorities(mint, metadata.facts));
  const age = deriveAge(history, market, nowMs);

  const topHolderPct = topHolderFact(input, holders.facts);
  const liquidity = liquidityFact(input, market);
  const facts: CheckFacts = {
    input,
    mode: options.mode,
    mintAddress,
    mint,
    slot,
    metadata: metadata.facts,
    metadataNote: metadata.note,
    holders: holders.facts,
    holdersNote: holders.note,
    trust,
    market,
    launchpad,
    creator,
    age,
    simulation: simRes.facts,
    liquidity,
    topHolderPct,
    authorities: identity.authorities,
    clock,
    metadataPointer: identity.pointer,
  };
  return {
    facts,
    mint,
    slot,
    market,
    marketRes,
    simulation: simRes.facts,
    swapRequests: simRes.swapRequests,
    latencyMs,
    requests: reader.requestCount() - startRequests,
    liquidity,
    topHolderPct,
    trust: trust.facts,
    launchpad,
    creator,
    age,
  };
}

/** Stage 3: the result payload from the facts and the score. */
function buildResult(
  input: ScanInput,
  reader: ChainReader,
  options: ScanOptions,
  read: ScanFacts,
  score: ScoreResult,
): EngineResult {
  const { facts, mint, slot, market, marketRes, latencyMs } = read;
  const marketPort = options.market ?? null;
  const findings = score.findings;

  const sources: SourceFacts[] = [{ name: reader.name, kind: reader.kind, latencyMs, slot, requests: read.requests }];
  if (marketPort && marketRes && marketPort.kind === "market") {
    sources.push({
      name: marketPort.name,
      kind: "market",
      latencyMs: marketRes.latencyMs,
      slot: null,
      requests: marketRes.requests,
    });
  }
  if (options.simulator?.swapApiName && read.swapRequests > 0) {
    sources.push({
      name: options.simulator.swapApiName,
      kind: "swap-api",
      latencyMs: 0,
      slot: null,
      requests: read.swapRequests,
    });
  }
  if (typeof input.liquidityUsd === "number" || typeof input.topHolderPct === "number") {
    sources.push({ name: "caller", kind: "caller", latencyMs: 0, slot: null, requests: 0 });
  }

  return {
    mode: options.mode,
    chain: "solana",
    tokenAddress: facts.mintAddress,
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
    metadata: facts.metadata,
    holders: facts.holders,
    liquidity: read.liquidity,
    topHolderPct: read.topHolderPct,
    simulation: read.simulation,
    trust: read.trust,
    market,
    launchpad: read.launchpad,
    creator: read.creator,
    age: read.age,
    sources,
    slot,
    engineVersion: ENGINE_VERSION,
  };
}
