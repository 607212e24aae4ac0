/**
 * One function per check. Each returns exactly one Finding, so every scan reports every
 * check (pass included). Conventions:
 *  - `severity` of a failing finding can depend on magnitude (e.g. fee size); for pass /
 *    unknown / not_applicable it is the check's catalogue severity (the unknown penalty is
 *    computed from it).
 *  - Token-2022-only checks on an SPL Token mint are `pass`: the SPL Token program cannot
 *    carry the extension, so the risk is absent (not merely unread).
 *  - Missing data (RPC failure, caller did not supply a market figure, simulation not run)
 *    is `unknown`, never `pass`.
 */
import { findExtension, type DecodedMint } from "../chains/solana/mint-decoder";
import { ZERO_ADDRESS } from "../chains/solana/well-known";
import type { TrustResolution } from "../trust/trust";
import type {
  AgeFacts,
  CreatorFacts,
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
} from "./types";

export interface CheckDefinition {
  id: string;
  /** Catalogue severity: the severity when failing at its usual magnitude; used for unknown. */
  severity: Severity;
  title: string;
  description: string;
}

/** The check catalogue, in report order. Data, for docs. */
export const CHECK_CATALOGUE: readonly CheckDefinition[] = [
  { id: "MINT_AUTHORITY_ACTIVE", severity: "high", title: "Mint authority", description: "A live mint authority can mint unlimited new supply." },
  { id: "FREEZE_AUTHORITY_ACTIVE", severity: "high", title: "Freeze authority", description: "A live freeze authority can freeze any holder's token account." },
  { id: "SUPPLY_ZERO", severity: "low", title: "Supply", description: "A mint with zero supply has no holders; concentration cannot be measured." },
  { id: "TRANSFER_FEE", severity: "medium", title: "Transfer fee", description: "Token-2022 TransferFeeConfig: a fee withheld on every transfer. Severity by the higher of the older/newer fee: <=1% low, <=5% medium, <=20% high, >20% critical." },
  { id: "TRANSFER_FEE_AUTHORITY", severity: "medium", title: "Transfer fee authority", description: "An active TransferFeeConfig authority can raise the fee (up to 100%) effective two epochs later." },
  { id: "TRANSFER_HOOK", severity: "high", title: "Transfer hook", description: "A transfer hook program runs on every transfer and can block sells. Only an authority (no program yet): medium." },
  { id: "PERMANENT_DELEGATE", severity: "critical", title: "Permanent delegate", description: "A permanent delegate can transfer or burn tokens from any account." },
  { id: "NON_TRANSFERABLE", severity: "critical", title: "Non-transferable", description: "NonTransferable tokens cannot be transferred, so they cannot be sold." },
  { id: "DEFAULT_ACCOUNT_FROZEN", severity: "high", title: "Default account state", description: "New token accounts start Frozen; the freeze authority decides who may transact." },
  { id: "PAUSABLE", severity: "critical", title: "Pausable", description: "PausableConfig: paused now = critical (no transfers); pausable by an authority = medium." },
  { id: "MINT_CLOSE_AUTHORITY", severity: "low", title: "Mint close authority", description: "The mint can be closed (at zero supply) and the address re-created with other properties." },
  { id: "CONFIDENTIAL_TRANSFERS", severity: "low", title: "Confidential transfers", description: "Balances and amounts can be encrypted, so holder analysis may be incomplete." },
  { id: "INTEREST_BEARING", severity: "info", title: "Interest-bearing", description: "Displayed (UI) amounts accrue interest; raw amounts do not change. Informational." },
  { id: "SCALED_UI_AMOUNT", severity: "info", title: "Scaled UI amount", description: "Displayed (UI) amounts are multiplied by an authority-controlled factor. Informational." },
  { id: "UNKNOWN_EXTENSIONS", severity: "medium", title: "Unrecognised extensions", description: "Token-2022 extensions this engine cannot decode or assess; their risk is unknown." },
  { id: "METADATA_MISSING", severity: "medium", title: "Metadata", description: "No Metaplex metadata and no Token-2022 TokenMetadata: the token has no verifiable name." },
  { id: "METADATA_MUTABLE", severity: "low", title: "Mutable metadata", description: "The update authority can change name, symbol and uri (impersonation risk)." },
  { id: "IMPERSONATION", severity: "high", title: "Impersonation", description: "The name or symbol (NFKC-normalised, case and punctuation folded) equals a well-known token's, but the mint is not that token's listed mint." },
  { id: "TOP_HOLDER_CONCENTRATION", severity: "high", title: "Top holder", description: "Largest non-excluded holder's share of supply: >=50% high, >=20% medium, >=10% low." },
  { id: "TOP10_CONCENTRATION", severity: "medium", title: "Top 10 holders", description: "Top 10 non-excluded holders' share of supply: >=90% high, >=70% medium, >=50% low." },
  { id: "CREATOR_HOLDING", severity: "low", title: "Creator holding", description: "Creator's share of supply (top-20 table): >=30% high, >=10% medium, >=5% low. Not applicable to listed issuers. Unknown when the creator is unknown (its unknown penalty is low: the holder checks already cover concentration)." },
  { id: "LIQUIDITY_LOW", severity: "medium", title: "Liquidity", description: "USD liquidity (caller-supplied, else the sum over market pools): <$1k high, <$10k medium, <$50k low. Unknown when neither is available (never safe)." },
  { id: "LP_UNLOCKED", severity: "low", title: "LP unlocked", description: "Share of the deepest analysed Raydium AMM v4/CPMM pool's LP (each such pool among the 5 deepest is analysed; per-pool figures are in `market.pools[].lp`) that is neither burnt (supply reduction or incinerator) nor in a known locker: >=50% high, >=20% medium, >=5% low. CLMM/Whirlpool/DLMM: not applicable. Unknown without pool data (low unknown penalty: LIQUIDITY_LOW carries the missing-market penalty)." },
  { id: "PAIR_NEW", severity: "low", title: "Pair age", description: "Age of the oldest trading pair (else of the mint's first signature): <1 h high, <24 h medium, <7 d low." },
  { id: "SELLS_ABSENT", severity: "low", title: "Sell activity", description: "24 h trades: >=20 buys and 0 sells high (honeypot pattern); >=50 buys and sells < 5% of buys medium." },
  { id: "LAUNCHPAD_BONDING", severity: "medium", title: "Launchpad", description: "pump.fun bonding curve: still bonding = medium (no DEX liquidity; price set by the curve); complete but no DEX pool seen = low; migrated = pass." },
  { id: "SELL_SIMULATION", severity: "medium", title: "Sell simulation", description: "Simulated sell (live only): blocked by the token = critical; sellable with a tax = the transfer-fee bands on the measured tax; inconclusive or not run = unknown." },
];

const CATALOGUE = new Map(CHECK_CATALOGUE.map((c) => [c.id, c]));

export interface CheckContext {
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
}

function finding(
  id: string,
  status: FindingStatus,
  detail: string,
  evidence: Record<string, EvidenceValue>,
  severity?: Severity,
  title?: string,
): Finding {
  const def = CATALOGUE.get(id);
  if (!def) throw new Error(`unknown check ${id}`);
  return { id, severity: severity ?? def.severity, status, title: title ?? def.title, detail, evidence };
}

const isSet = (a: string | null | undefined): a is string => !!a && a !== ZERO_ADDRESS;
const SPL_NA = "SPL Token mints cannot carry Token-2022 extensions; the risk is absent.";

function base(ctx: CheckContext): Record<string, EvidenceValue> {
  return { mint: ctx.mintAddress, program: ctx.mint.program, slot: ctx.slot };
}

export function checkMintAuthority(ctx: CheckContext): Finding {
  const a = ctx.mint.mintAuthority;
  return a
    ? finding("MINT_AUTHORITY_ACTIVE", "fail", `Mint authority ${a} can mint new supply at any time.`, { ...base(ctx), mintAuthority: a }, undefined, "Mint authority is live")
    : finding("MINT_AUTHORITY_ACTIVE", "pass", "Mint authority is revoked; supply is fixed.", { ...base(ctx), mintAuthority: null }, undefined, "Mint authority revoked");
}

export function checkFreezeAuthority(ctx: CheckContext): Finding {
  const a = ctx.mint.freezeAuthority;
  return a
    ? finding("FREEZE_AUTHORITY_ACTIVE", "fail", `Freeze authority ${a} can freeze any holder's token account.`, { ...base(ctx), freezeAuthority: a }, undefined, "Freeze authority is live")
    : finding("FREEZE_AUTHORITY_ACTIVE", "pass", "Freeze authority is revoked.", { ...base(ctx), freezeAuthority: null }, undefined, "Freeze authority revoked");
}

export function checkSupply(ctx: CheckContext): Finding {
  const ev = { ...base(ctx), supply: ctx.mint.supply.toString(), decimals: ctx.mint.decimals };
  return ctx.mint.supply === 0n
    ? finding("SUPPLY_ZERO", "fail", "Supply is 0: nothing has been minted (or all was burnt); holder percentages are not computed.", ev, undefined, "Supply is zero")
    : finding("SUPPLY_ZERO", "pass", `Supply is ${ctx.mint.supply} base units (${ctx.mint.decimals} decimals).`, ev);
}

/** Severity of a transfer fee in basis points. */
export function transferFeeSeverity(bps: number): Severity {
  if (bps <= 100) return "low";
  if (bps <= 500) return "medium";
  if (bps <= 2000) return "high";
  return "critical";
}

export function checkTransferFee(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("TRANSFER_FEE", "pass", SPL_NA, base(ctx), undefined, "No transfer fee");
  const ext = findExtension(ctx.mint, "TransferFeeConfig");
  if (!ext) return finding("TRANSFER_FEE", "pass", "No TransferFeeConfig extension.", base(ctx), undefined, "No transfer fee");
  const older = ext.olderTransferFee;
  const newer = ext.newerTransferFee;
  const maxBps = Math.max(older.transferFeeBasisPoints, newer.transferFeeBasisPoints);
  const ev = {
    ...base(ctx),
    olderFeeBps: older.transferFeeBasisPoints,
    olderMaximumFee: older.maximumFee.toString(),
    olderEpoch: older.epoch.toString(),
    newerFeeBps: newer.transferFeeBasisPoints,
    newerMaximumFee: newer.maximumFee.toString(),
    newerEpoch: newer.epoch.toString(),
    withheldAmount: ext.withheldAmount.toString(),
  };
  if (maxBps === 0) return finding("TRANSFER_FEE", "pass", "TransferFeeConfig is present but both fees are 0.", ev, undefined, "Transfer fee is 0");
  const pct = maxBps / 100;
  return finding(
    "TRANSFER_FEE",
    "fail",
    `Transfers pay a fee of up to ${pct}% (older ${older.transferFeeBasisPoints} bps until epoch ${newer.epoch}, newer ${newer.transferFeeBasisPoints} bps from epoch ${newer.epoch}; the higher is scored because the current epoch is not read).`,
    ev,
    transferFeeSeverity(maxBps),
    `Transfer fee up to ${pct}%`,
  );
}

export function checkTransferFeeAuthority(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("TRANSFER_FEE_AUTHORITY", "pass", SPL_NA, base(ctx), undefined, "No transfer fee authority");
  const ext = findExtension(ctx.mint, "TransferFeeConfig");
  if (!ext) return finding("TRANSFER_FEE_AUTHORITY", "pass", "No TransferFeeConfig extension.", base(ctx), undefined, "No transfer fee authority");
  const auth = isSet(ext.transferFeeConfigAuthority) ? ext.transferFeeConfigAuthority : null;
  const withdraw = isSet(ext.withdrawWithheldAuthority) ? ext.withdrawWithheldAuthority : null;
  const ev = { ...base(ctx), transferFeeConfigAuthority: auth, withdrawWithheldAuthority: withdraw };
  return auth
    ? finding("TRANSFER_FEE_AUTHORITY", "fail", `Authority ${auth} can raise the transfer fee (up to 100%), effective two epochs after the change.`, ev, undefined, "Transfer fee can be raised")
    : finding("TRANSFER_FEE_AUTHORITY", "pass", "The transfer fee configuration authority is revoked; the fee cannot change.", ev, undefined, "Transfer fee is fixed");
}

export function checkTransferHook(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("TRANSFER_HOOK", "pass", SPL_NA, base(ctx), undefined, "No transfer hook");
  const ext = findExtension(ctx.mint, "TransferHook");
  if (!ext) return finding("TRANSFER_HOOK", "pass", "No TransferHook extension.", base(ctx), undefined, "No transfer hook");
  const program = isSet(ext.programId) ? ext.programId : null;
  const auth = isSet(ext.authority) ? ext.authority : null;
  const ev = { ...base(ctx), hookProgramId: program, hookAuthority: auth };
  if (program) {
    return finding("TRANSFER_HOOK", "fail", `Every transfer invokes program ${program}, which can reject transfers (e.g. sells)${auth ? `; authority ${auth} can change it` : ""}.`, ev, "high", "Transfer hook active");
  }
  if (auth) return finding("TRANSFER_HOOK", "fail", `No hook program is set, but authority ${auth} can add one at any time.`, ev, "medium", "Transfer hook can be enabled");
  return finding("TRANSFER_HOOK", "pass", "TransferHook extension has no program and no authority.", ev, undefined, "Transfer hook disabled");
}

export function checkPermanentDelegate(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("PERMANENT_DELEGATE", "pass", SPL_NA, base(ctx), undefined, "No permanent delegate");
  const ext = findExtension(ctx.mint, "PermanentDelegate");
  const d = ext && isSet(ext.delegate) ? ext.delegate : null;
  return d
    ? finding("PERMANENT_DELEGATE", "fail", `Permanent delegate ${d} can transfer or burn tokens from every holder's account.`, { ...base(ctx), permanentDelegate: d }, undefined, "Permanent delegate set")
    : finding("PERMANENT_DELEGATE", "pass", ext ? "PermanentDelegate extension has no delegate." : "No PermanentDelegate extension.", { ...base(ctx), permanentDelegate: null }, undefined, "No permanent delegate");
}

export function checkNonTransferable(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("NON_TRANSFERABLE", "pass", SPL_NA, base(ctx), undefined, "Transferable");
  const ext = findExtension(ctx.mint, "NonTransferable");
  return ext
    ? finding("NON_TRANSFERABLE", "fail", "The mint is NonTransferable: holders cannot transfer or sell it.", { ...base(ctx), nonTransferable: true }, undefined, "Token is non-transferable")
    : finding("NON_TRANSFERABLE", "pass", "No NonTransferable extension.", { ...base(ctx), nonTransferable: false }, undefined, "Transferable");
}

export function checkDefaultAccountState(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("DEFAULT_ACCOUNT_FROZEN", "pass", SPL_NA, base(ctx), undefined, "New accounts are not frozen");
  const ext = findExtension(ctx.mint, "DefaultAccountState");
  if (!ext) return finding("DEFAULT_ACCOUNT_FROZEN", "pass", "No DefaultAccountState extension.", base(ctx), undefined, "New accounts are not frozen");
  const state = ext.state as number;
  const name = state === 2 ? "Frozen" : state === 1 ? "Initialized" : "Uninitialized";
  const ev = { ...base(ctx), defaultState: name, freezeAuthority: ctx.mint.freezeAuthority };
  return state === 2
    ? finding("DEFAULT_ACCOUNT_FROZEN", "fail", `New token accounts start Frozen; only the freeze authority (${ctx.mint.freezeAuthority ?? "none"}) can thaw them.`, ev, undefined, "New accounts start frozen")
    : finding("DEFAULT_ACCOUNT_FROZEN", "pass", `Default account state is ${name}.`, ev, undefined, "New accounts are not frozen");
}

export function checkPausable(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("PAUSABLE", "pass", SPL_NA, base(ctx), undefined, "Not pausable");
  const ext = findExtension(ctx.mint, "PausableConfig");
  if (!ext) return finding("PAUSABLE", "pass", "No PausableConfig extension.", base(ctx), undefined, "Not pausable");
  const auth = ext.authority && ext.authority.__option === "Some" && isSet(ext.authority.value) ? ext.authority.value : null;
  const ev = { ...base(ctx), paused: ext.paused, pauseAuthority: auth };
  if (ext.paused) return finding("PAUSABLE", "fail", `The mint is PAUSED now: transfers, mints and burns are rejected${auth ? ` until ${auth} resumes it` : ""}.`, ev, "critical", "Token is paused");
  if (auth) return finding("PAUSABLE", "fail", `Authority ${auth} can pause all transfers at any time.`, ev, "medium", "Token can be paused");
  return finding("PAUSABLE", "pass", "PausableConfig has no authority and is not paused.", ev, undefined, "Not pausable");
}

export function checkMintCloseAuthority(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("MINT_CLOSE_AUTHORITY", "pass", SPL_NA, base(ctx), undefined, "No mint close authority");
  const ext = findExtension(ctx.mint, "MintCloseAuthority");
  const a = ext && isSet(ext.closeAuthority) ? ext.closeAuthority : null;
  return a
    ? finding("MINT_CLOSE_AUTHORITY", "fail", `Authority ${a} can close the mint once supply is 0 and re-create the address with different properties.`, { ...base(ctx), closeAuthority: a }, undefined, "Mint can be closed")
    : finding("MINT_CLOSE_AUTHORITY", "pass", "No mint close authority.", { ...base(ctx), closeAuthority: null }, undefined, "No mint close authority");
}

export function checkConfidentialTransfers(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("CONFIDENTIAL_TRANSFERS", "pass", SPL_NA, base(ctx), undefined, "No confidential transfers");
  const ext = findExtension(ctx.mint, "ConfidentialTransferMint");
  if (!ext) return finding("CONFIDENTIAL_TRANSFERS", "pass", "No ConfidentialTransferMint extension.", base(ctx), undefined, "No confidential transfers");
  const auth = ext.authority.__option === "Some" && isSet(ext.authority.value) ? ext.authority.value : null;
  const auditor = ext.auditorElgamalPubkey.__option === "Some" ? ext.auditorElgamalPubkey.value : null;
  return finding(
    "CONFIDENTIAL_TRANSFERS",
    "fail",
    "Confidential transfers are enabled: balances and amounts can be encrypted, so holder figures may be incomplete.",
    { ...base(ctx), authority: auth, autoApproveNewAccounts: ext.autoApproveNewAccounts, auditorElgamalPubkey: auditor },
    undefined,
    "Confidential transfers enabled",
  );
}

export function checkInterestBearing(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("INTEREST_BEARING", "pass", SPL_NA, base(ctx), undefined, "Not interest-bearing");
  const ext = findExtension(ctx.mint, "InterestBearingConfig");
  if (!ext) return finding("INTEREST_BEARING", "pass", "No InterestBearingConfig extension.", base(ctx), undefined, "Not interest-bearing");
  return finding(
    "INTEREST_BEARING",
    "fail",
    `Displayed amounts accrue interest at ${ext.currentRate} bps/year (rate authority ${isSet(ext.rateAuthority) ? ext.rateAuthority : "none"}); raw balances do not change.`,
    { ...base(ctx), currentRateBps: ext.currentRate, rateAuthority: isSet(ext.rateAuthority) ? ext.rateAuthority : null },
    undefined,
    "Interest-bearing token",
  );
}

export function checkScaledUiAmount(ctx: CheckContext): Finding {
  if (ctx.mint.program === "spl-token") return finding("SCALED_UI_AMOUNT", "pass", SPL_NA, base(ctx), undefined, "No UI scaling");
  const ext = findExtension(ctx.mint, "ScaledUiAmountConfig");
  if (!ext) return finding("SCALED_UI_AMOUNT", "pass", "No ScaledUiAmountConfig extension.", base(ctx), undefined, "No UI scaling");
  return finding(
    "SCALED_UI_AMOUNT",
    "fail",
    `Displayed amounts are multiplied by ${ext.multiplier} (authority ${isSet(ext.authority) ? ext.authority : "none"} can change it); raw balances do not change.`,
    { ...base(ctx), multiplier: ext.multiplier, newMultiplier: ext.newMultiplier, newMultiplierEffectiveTimestamp: ext.newMultiplierEffectiveTimestamp.toString(), authority: isSet(ext.authority) ? ext.authority : null },
    undefined,
    "Scaled UI amount",
  );
}

export function checkUnknownExtensions(ctx: CheckContext): Finding {
  const unknown = ctx.mint.extensions.filter((e) => e.value === null);
  if (unknown.length === 0) return finding("UNKNOWN_EXTENSIONS", "pass", ctx.mint.program === "spl-token" ? SPL_NA : "Every extension on the mint was decoded and assessed.", base(ctx), undefined, "All extensions recognised");
  return finding(
    "UNKNOWN_EXTENSIONS",
    "unknown",
    `The mint carries extension(s) this engine cannot decode or assess: ${unknown.map((e) => e.name).join(", ")}.`,
    { ...base(ctx), extensions: unknown.map((e) => e.name).join(",") },
    undefined,
    "Unrecognised extensions",
  );
}

export function checkMetadataMissing(ctx: CheckContext): Finding {
  const m = ctx.metadata;
  const ev = { ...base(ctx), metadataSource: m.source, metadataAddress: m.address, name: m.name, symbol: m.symbol };
  if (m.source === "unknown") return finding("METADATA_MISSING", "unknown", ctx.metadataNote ?? "Metadata could not be read.", ev, undefined, "Metadata unknown");
  if (m.source === "none") return finding("METADATA_MISSING", "fail", "No Metaplex metadata account and no Token-2022 TokenMetadata extension: the token has no on-chain name or symbol.", ev, undefined, "Metadata missing");
  return finding("METADATA_MISSING", "pass", `Metadata found (${m.source}).`, ev, undefined, "Metadata present");
}

export function checkMetadataMutable(ctx: CheckContext): Finding {
  const m = ctx.metadata;
  const ev = { ...base(ctx), metadataSource: m.source, updateAuthority: m.updateAuthority, mutable: m.mutable };
  if (m.source === "unknown") return finding("METADATA_MUTABLE", "unknown", ctx.metadataNote ?? "Metadata could not be read.", ev, undefined, "Metadata mutability unknown");
  if (m.source === "none") return finding("METADATA_MUTABLE", "not_applicable", "There is no metadata to change.", ev, undefined, "No metadata");
  return m.mutable
    ? finding("METADATA_MUTABLE", "fail", `Update authority ${m.updateAuthority ?? "(unset)"} can change the name, symbol and uri.`, ev, undefined, "Metadata is mutable")
    : finding("METADATA_MUTABLE", "pass", "Metadata is immutable.", ev, undefined, "Metadata is immutable");
}

export function topHolderSeverity(pct: number): Severity | null {
  if (pct >= 50) return "high";
  if (pct >= 20) return "medium";
  if (pct >= 10) return "low";
  return null;
}

export function top10Severity(pct: number): Severity | null {
  if (pct >= 90) return "high";
  if (pct >= 70) return "medium";
  if (pct >= 50) return "low";
  return null;
}

export function checkTopHolder(ctx: CheckContext): Finding {
  const h = ctx.holders;
  const caller = ctx.input.topHolderPct;
  const ev: Record<string, EvidenceValue> = { ...base(ctx), excludedPct: h.excludedPct };
  let pct: number | null;
  if (typeof caller === "number") {
    pct = caller;
    ev.source = "caller";
  } else {
    pct = h.status === "ok" ? h.top1Pct : null;
    ev.source = pct === null ? "unknown" : "onchain";
    const top = h.top.find((e) => !e.excluded);
    if (top) {
      ev.owner = top.owner;
      ev.tokenAccount = top.tokenAccount;
    }
  }
  ev.top1Pct = pct;
  if (pct === null) {
    const why = ctx.mint.supply === 0n ? "Supply is 0, so holder shares are undefined." : ctx.holdersNote ?? "Holder data could not be read.";
    return finding("TOP_HOLDER_CONCENTRATION", "unknown", why, ev, undefined, "Top holder unknown");
  }
  const sev = topHolderSeverity(pct);
  const src = ev.source === "caller" ? " (caller-supplied)" : " (excluding burn addresses)";
  return sev
    ? finding("TOP_HOLDER_CONCENTRATION", "fail", `One wallet holds ${pct}% of supply${src}.`, ev, sev, `Top holder owns ${pct}%`)
    : finding("TOP_HOLDER_CONCENTRATION", "pass", `The largest holder has ${pct}% of supply${src}.`, ev, undefined, `Top holder owns ${pct}%`);
}

export function checkTop10(ctx: CheckContext): Finding {
  const h = ctx.holders;
  const pct = h.status === "ok" ? h.top10Pct : null;
  const ev: Record<string, EvidenceValue> = { ...base(ctx), top10Pct: pct, excludedPct: h.excludedPct, holdersRead: h.top.length };
  if (pct === null) {
    const why = ctx.mint.supply === 0n ? "Supply is 0, so holder shares are undefined." : ctx.holdersNote ?? "Holder data could not be read.";
    return finding("TOP10_CONCENTRATION", "unknown", why, ev, undefined, "Top 10 holders unknown");
  }
  const sev = top10Severity(pct);
  return sev
    ? finding("TOP10_CONCENTRATION", "fail", `The 10 largest holders own ${pct}% of supply (excluding burn addresses).`, ev, sev, `Top 10 own ${pct}%`)
    : finding("TOP10_CONCENTRATION", "pass", `The 10 largest holders own ${pct}% of supply (excluding burn addresses).`, ev, undefined, `Top 10 own ${pct}%`);
}

export function liquiditySeverity(usd: number): Severity | null {
  if (usd < 1_000) return "high";
  if (usd < 10_000) return "medium";
  if (usd < 50_000) return "low";
  return null;
}

export function checkLiquidity(ctx: CheckContext): Finding {
  const usd = ctx.input.liquidityUsd;
  const m = ctx.market;
  let value: number | null = null;
  let source: "caller" | "market" | "unknown" = "unknown";
  if (typeof usd === "number") {
    value = usd;
    source = "caller";
  } else if (m && m.status === "ok" && m.liquidityUsd !== null) {
    value = m.liquidityUsd;
    source = "market";
  }
  if (value === null) {
    const why = m && m.status !== "disabled" ? `Liquidity is unknown: ${m.reason}.` : "Liquidity was not supplied by the caller and market data is not available for this scan.";
    return finding("LIQUIDITY_LOW", "unknown", why, { liquidityUsd: null, source: "unknown", marketStatus: m?.status ?? "disabled" }, undefined, "Liquidity unknown");
  }
  const sev = liquiditySeverity(value);
  const ev: Record<string, EvidenceValue> = { liquidityUsd: value, source, pools: m?.pools.length ?? null };
  const how = source === "caller" ? "caller-supplied" : `sum of ${m?.pools.length ?? 0} pool${m?.pools.length === 1 ? "" : "s"}, ${m?.source}`;
  return sev
    ? finding("LIQUIDITY_LOW", "fail", `Liquidity is $${value} (${how}).`, ev, sev, "Liquidity is low")
    : finding("LIQUIDITY_LOW", "pass", `Liquidity is $${value} (${how}).`, ev, undefined, "Liquidity is adequate");
}

export function checkImpersonation(ctx: CheckContext): Finding {
  const t = ctx.trust;
  const ev: Record<string, EvidenceValue> = { mint: ctx.mintAddress, name: ctx.metadata.name, symbol: ctx.metadata.symbol, trustList: t?.facts.listVersion ?? null };
  if (!t) return finding("IMPERSONATION", "pass", "No trust list configured.", ev, undefined, "No impersonation check");
  if (t.entry) return finding("IMPERSONATION", "pass", `This is the listed mint of ${t.entry.name} (${t.entry.symbol}), issued by ${t.entry.issuer}.`, { ...ev, issuer: t.entry.issuer }, undefined, "Listed mint");
  if (t.impersonated) {
    const e = t.impersonated;
    return finding(
      "IMPERSONATION",
      "fail",
      `The ${t.matchedOn} copies ${e.name} (${e.symbol}), whose real mint is ${e.mint}; this mint is NOT that token and gets no issuer discount.`,
      { ...ev, impersonates: e.mint, impersonatesSymbol: e.symbol, matchedOn: t.matchedOn },
      "high",
      `Impersonates ${e.symbol}`,
    );
  }
  return finding("IMPERSONATION", "pass", "The name and symbol do not copy a well-known token.", ev, undefined, "No impersonation");
}

export function creatorSeverity(pct: number): Severity | null {
  if (pct >= 30) return "high";
  if (pct >= 10) return "medium";
  if (pct >= 5) return "low";
  return null;
}

export function checkCreatorHolding(ctx: CheckContext): Finding {
  const c = ctx.creator;
  const ev: Record<string, EvidenceValue> = { creator: c?.address ?? null, creatorSource: c?.source ?? "unknown", holdingPct: c?.holdingPct ?? null };
  if (ctx.trust?.entry?.control === "issuer") return finding("CREATOR_HOLDING", "not_applicable", `Listed issuer (${ctx.trust.entry.issuer}): issuer-held supply is expected.`, ev, undefined, "Issuer token");
  if (!c || !c.address || c.holdingPct === null) return finding("CREATOR_HOLDING", "unknown", c?.reason || "The creator could not be determined.", ev, undefined, "Creator holding unknown");
  const sev = creatorSeverity(c.holdingPct);
  return sev
    ? finding("CREATOR_HOLDING", "fail", `Creator ${c.address} (${c.source}) holds ${c.holdingPct}% of supply.`, ev, sev, `Creator holds ${c.holdingPct}%`)
    : finding("CREATOR_HOLDING", "pass", `Creator ${c.address} (${c.source}) holds ${c.holdingPct}% of supply${c.holdingPct === 0 ? " (not among the top 20 holders)" : ""}.`, ev, undefined, `Creator holds ${c.holdingPct}%`);
}

export function lpSeverity(unlockedPct: number): Severity | null {
  if (unlockedPct >= 50) return "high";
  if (unlockedPct >= 20) return "medium";
  if (unlockedPct >= 5) return "low";
  return null;
}

export function checkLpUnlocked(ctx: CheckContext): Finding {
  const m = ctx.market;
  const lp = ctx.launchpad;
  if (lp && lp.status === "bonding") return finding("LP_UNLOCKED", "not_applicable", "The token is still on the pump.fun bonding curve: there is no LP yet.", { launchpad: lp.platform }, undefined, "No LP (bonding curve)");
  if (!m || m.status !== "ok" || m.pools.length === 0) {
    return finding("LP_UNLOCKED", "unknown", m && m.status !== "disabled" ? `No pool data: ${m.reason}.` : "No market data, so no pool to analyse.", { marketStatus: m?.status ?? "disabled" }, undefined, "LP status unknown");
  }
  const analysed = m.pools.find((p) => p.lp.status === "ok");
  if (analysed) {
    const l = analysed.lp;
    const ev: Record<string, EvidenceValue> = { pool: analysed.pairAddress, kind: l.kind, lpMint: l.lpMint, lpReserve: l.lpReserve, lpSupply: l.lpSupply, burnedPct: l.burnedPct, lockedPct: l.lockedPct, unlockedPct: l.unlockedPct };
    const sev = lpSeverity(l.unlockedPct ?? 100);
    const text = `Deepest analysed pool ${analysed.pairAddress} (${l.kind}): ${l.burnedPct}% of LP burnt, ${l.lockedPct}% locked, ${l.unlockedPct}% unlocked.`;
    return sev ? finding("LP_UNLOCKED", "fail", text, ev, sev, `${l.unlockedPct}% of LP unlocked`) : finding("LP_UNLOCKED", "pass", text, ev, undefined, "LP burnt or locked");
  }
  if (m.pools.every((p) => p.lp.status === "not_applicable")) {
    return finding("LP_UNLOCKED", "not_applicable", "Every pool is concentrated liquidity (CLMM / Whirlpool / DLMM): positions are NFTs/bins, there is no fungible LP to burn or lock.", { pools: m.pools.length }, undefined, "No fungible LP");
  }
  const reasons = m.pools.map((p) => `${p.dexId}: ${p.lp.reason}`).slice(0, 3).join("; ");
  return finding("LP_UNLOCKED", "unknown", `LP status could not be proven (${reasons}).`, { pools: m.pools.length }, undefined, "LP status unproven");
}

export function pairAgeSeverity(hours: number): Severity | null {
  if (hours < 1) return "high";
  if (hours < 24) return "medium";
  if (hours < 168) return "low";
  return null;
}

export function checkPairNew(ctx: CheckContext): Finding {
  const m = ctx.market;
  let hours: number | null = null;
  let source = "unknown";
  if (m && m.pairAgeHours !== null) {
    hours = m.pairAgeHours;
    source = "pair_created";
  } else if (ctx.age && ctx.age.ageHours !== null) {
    hours = ctx.age.ageHours;
    source = ctx.age.source;
  }
  const ev: Record<string, EvidenceValue> = { ageHours: hours, source, pairCreatedAt: m?.pairCreatedAt ?? null, tokenCreatedAt: ctx.age?.createdAt ?? null };
  if (hours === null) return finding("PAIR_NEW", "unknown", "Neither a pair creation time nor the mint's first transaction is known.", ev, undefined, "Age unknown");
  const sev = pairAgeSeverity(hours);
  const what = source === "pair_created" ? "The oldest trading pair" : "The mint";
  const lower = source !== "pair_created" && ctx.age && !ctx.age.complete ? " at least" : "";
  return sev
    ? finding("PAIR_NEW", "fail", `${what} is${lower} ${hours} h old.`, ev, sev, "Very new")
    : finding("PAIR_NEW", "pass", `${what} is${lower} ${hours} h old.`, ev, undefined, "Established");
}

export function checkSellsAbsent(ctx: CheckContext): Finding {
  const m = ctx.market;
  if (!m || m.status !== "ok" || m.buys24h === null || m.sells24h === null) {
    return finding("SELLS_ABSENT", "unknown", "24 h trade counts are not available.", { buys24h: null, sells24h: null }, undefined, "Trade activity unknown");
  }
  const { buys24h: b, sells24h: s } = m;
  const ev = { buys24h: b, sells24h: s };
  if (b >= 20 && s === 0) return finding("SELLS_ABSENT", "fail", `${b} buys and no sells in 24 h: a honeypot pattern (holders may be unable to sell).`, ev, "high", "Nobody sells");
  if (b >= 50 && s < b * 0.05) return finding("SELLS_ABSENT", "fail", `${b} buys but only ${s} sells in 24 h.`, ev, "medium", "Very few sells");
  return finding("SELLS_ABSENT", "pass", `${b} buys and ${s} sells in 24 h.`, ev, undefined, "Sells occur");
}

export function checkLaunchpad(ctx: CheckContext): Finding {
  const l = ctx.launchpad;
  const ev: Record<string, EvidenceValue> = { platform: l?.platform ?? null, status: l?.status ?? "unknown", bondingCurve: l?.bondingCurve ?? null, progressPct: l?.progressPct ?? null };
  if (!l || l.status === "unknown") return finding("LAUNCHPAD_BONDING", "unknown", "The launchpad state could not be read.", ev, undefined, "Launchpad unknown");
  if (l.status === "none") return finding("LAUNCHPAD_BONDING", "not_applicable", "No pump.fun bonding curve exists for this mint.", ev, undefined, "No launchpad curve");
  if (l.status === "bonding") return finding("LAUNCHPAD_BONDING", "fail", `Still on the pump.fun bonding curve (${l.progressPct}% complete): no DEX liquidity yet; the price is set by the curve.`, ev, "medium", "On the bonding curve");
  if (l.status === "complete") return finding("LAUNCHPAD_BONDING", "fail", "The pump.fun curve is complete but no DEX pool was seen (migration pending or not indexed).", ev, "low", "Curve complete, not migrated");
  return finding("LAUNCHPAD_BONDING", "pass", "The pump.fun curve completed and the token migrated to a DEX pool.", ev, undefined, "Migrated");
}

export const SIMULATION_REASON = {
  live: "Sell simulation is not enabled for this scan.",
  sandbox: "The sandbox does not run the serialized on-chain swap simulation.",
} as const;

export function checkSellSimulation(ctx: CheckContext): Finding {
  const s = ctx.simulation;
  if (!s || s.status === "not_run") return finding("SELL_SIMULATION", "unknown", s?.reason || SIMULATION_REASON[ctx.mode], { ran: false }, undefined, "Sell simulation not run");
  const ev: Record<string, EvidenceValue> = { ran: true, status: s.status, methods: s.methods.join(","), taxPct: s.taxPct, errorClass: s.errorClass, blame: s.blame, holderTokenAccount: s.holderTokenAccount, attempts: s.attempts };
  if (s.status === "blocked") return finding("SELL_SIMULATION", "fail", s.reason, ev, "critical", "Sell is blocked");
  if (s.status === "inconclusive") return finding("SELL_SIMULATION", "unknown", s.reason, ev, undefined, "Sell simulation inconclusive");
  const bps = Math.round((s.taxPct ?? 0) * 100);
  if (bps >= 100) return finding("SELL_SIMULATION", "fail", s.reason, ev, transferFeeSeverity(bps), `Sell loses ${s.taxPct}%`);
  return finding("SELL_SIMULATION", "pass", s.reason, ev, undefined, "Sell simulated");
}

/** All checks in catalogue order. */
export const CHECKS: ReadonlyArray<(ctx: CheckContext) => Finding> = [
  checkMintAuthority,
  checkFreezeAuthority,
  checkSupply,
  checkTransferFee,
  checkTransferFeeAuthority,
  checkTransferHook,
  checkPermanentDelegate,
  checkNonTransferable,
  checkDefaultAccountState,
  checkPausable,
  checkMintCloseAuthority,
  checkConfidentialTransfers,
  checkInterestBearing,
  checkScaledUiAmount,
  checkUnknownExtensions,
  checkMetadataMissing,
  checkMetadataMutable,
  checkImpersonation,
  checkTopHolder,
  checkTop10,
  checkCreatorHolding,
  checkLiquidity,
  checkLpUnlocked,
  checkPairNew,
  checkSellsAbsent,
  checkLaunchpad,
  checkSellSimulation,
];

/**
 * Reduced severities of authority findings on a LISTED issuer's mint (lib/trust): the
 * authority is the issuer's compliance / operations tool. Never critical.
 */
export const ISSUER_DISCOUNT: Readonly<Record<string, Severity>> = {
  MINT_AUTHORITY_ACTIVE: "low",
  FREEZE_AUTHORITY_ACTIVE: "low",
  PERMANENT_DELEGATE: "low",
  DEFAULT_ACCOUNT_FROZEN: "low",
  TRANSFER_HOOK: "info",
  TRANSFER_FEE_AUTHORITY: "info",
  PAUSABLE: "info",
  MINT_CLOSE_AUTHORITY: "info",
  CONFIDENTIAL_TRANSFERS: "info",
  METADATA_MUTABLE: "info",
};

const SEV_ORDER: Severity[] = ["info", "low", "medium", "high", "critical"];

export function applyIssuerDiscount(findings: Finding[], trust: TrustResolution | undefined): Finding[] {
  const entry = trust?.entry;
  if (!entry || entry.control !== "issuer") return findings;
  return findings.map((f) => {
    let target = ISSUER_DISCOUNT[f.id];
    if (!target || f.status !== "fail") return f;
    if (f.id === "PAUSABLE" && f.evidence.paused === true) target = "high"; // paused now: a fact, not an authority; still never critical
    const severity = SEV_ORDER.indexOf(f.severity) > SEV_ORDER.indexOf(target) ? target : f.severity;
    return {
      ...f,
      severity,
      title: `Issuer-controlled: ${f.title}`,
      detail: `${f.detail} This is a listed ${entry.category} mint; the authority is controlled by its issuer (${entry.issuer}), so the finding is reported as issuer-controlled with reduced severity.`,
      evidence: { ...f.evidence, issuerControlled: true, issuer: entry.issuer, originalSeverity: f.severity },
    };
  });
}

export function runChecks(ctx: CheckContext): Finding[] {
  return applyIssuerDiscount(CHECKS.map((c) => c(ctx)), ctx.trust);
}

/** Short clause used by the verdict line for a failing finding. */
export function verdictPhrase(f: Finding): string {
  const e = f.evidence;
  switch (f.id) {
    case "MINT_AUTHORITY_ACTIVE": return e.issuerControlled ? "mint authority is live (issuer-controlled)" : "mint authority is live";
    case "FREEZE_AUTHORITY_ACTIVE": return e.issuerControlled ? "freeze authority is live (issuer-controlled)" : "freeze authority is live";
    case "SUPPLY_ZERO": return "supply is zero";
    case "TRANSFER_FEE": return `transfers carry up to a ${Math.max(Number(e.olderFeeBps), Number(e.newerFeeBps)) / 100}% fee`;
    case "TRANSFER_FEE_AUTHORITY": return "the transfer fee can be raised";
    case "TRANSFER_HOOK": return e.hookProgramId ? "a transfer hook can block transfers" : "a transfer hook can be enabled";
    case "PERMANENT_DELEGATE": return "a permanent delegate can move anyone's tokens";
    case "NON_TRANSFERABLE": return "the token cannot be transferred";
    case "DEFAULT_ACCOUNT_FROZEN": return "new accounts start frozen";
    case "PAUSABLE": return e.paused ? "transfers are paused" : "transfers can be paused";
    case "MINT_CLOSE_AUTHORITY": return "the mint can be closed";
    case "CONFIDENTIAL_TRANSFERS": return "confidential transfers hide balances";
    case "INTEREST_BEARING": return "displayed amounts accrue interest";
    case "SCALED_UI_AMOUNT": return "displayed amounts are scaled";
    case "METADATA_MISSING": return "metadata is missing";
    case "METADATA_MUTABLE": return "metadata is mutable";
    case "TOP_HOLDER_CONCENTRATION": return `one wallet holds ${e.top1Pct}% of supply`;
    case "TOP10_CONCENTRATION": return `the top 10 wallets hold ${e.top10Pct}% of supply`;
    case "LIQUIDITY_LOW": return `liquidity is only $${e.liquidityUsd}`;
    case "IMPERSONATION": return `it impersonates ${e.impersonatesSymbol}`;
    case "CREATOR_HOLDING": return `the creator holds ${e.holdingPct}% of supply`;
    case "LP_UNLOCKED": return `${e.unlockedPct}% of the LP is unlocked`;
    case "PAIR_NEW": return `it is only ${e.ageHours} h old`;
    case "SELLS_ABSENT": return `${e.buys24h} buys and ${e.sells24h} sells in 24 h`;
    case "LAUNCHPAD_BONDING": return e.status === "bonding" ? "it is still on the pump.fun bonding curve" : "the pump.fun curve completed without a DEX pool";
    case "SELL_SIMULATION": return e.status === "blocked" ? "a simulated sell is blocked" : `a simulated sell loses ${e.taxPct}%`;
    default: return f.title.toLowerCase();
  }
}
