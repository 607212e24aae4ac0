/**
 * The EVM reader's facts (lib/chains/evm/reader.ts) in the engine's shared shapes: metadata, holders, creator,
 * age, the simulation summary, token identity, the market pools' LP, and the additive `evm` block of the result.
 * Pure functions: no I/O.
 */
import type { Address } from "viem";
import type { EvmTokenFacts, PairFacts } from "../../chains/evm/reader";
import { holderShares, pctOf } from "../facts";
import { sanitizeText, TEXT_LIMITS } from "../text";
import type {
  AgeFacts,
  CreatorFacts,
  EvmResultFacts,
  HolderEntry,
  HolderFacts,
  LaunchpadFacts,
  LpFacts,
  MarketFacts,
  MetadataFacts,
  SimulationFacts,
  TokenFacts,
} from "../types";

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct2 = (bps: number) => Math.round(bps) / 100;
const lower = (a: string) => a.toLowerCase();

/** Longest revert reason kept (code points). */
export const REVERT_REASON_LIMIT = 200;

/**
 * Revert reasons are attacker-chosen text from the token's code: control and bidi characters stripped, length
 * capped (sanitizeText), like names and symbols. Returns a copy; the reader's object is not changed.
 */
export function sanitizeEvmFacts(f: EvmTokenFacts): EvmTokenFacts {
  const s = f.simulation;
  if (s.status !== "completed") return f;
  const clean = (r: string | null) =>
    r === null ? null : (sanitizeText(r, REVERT_REASON_LIMIT) ?? "(empty revert reason)");
  return {
    ...f,
    simulation: {
      ...s,
      buy: { ...s.buy, reason: clean(s.buy.reason) },
      sell: { ...s.sell, reason: clean(s.sell.reason) },
      transfer: { ...s.transfer, reason: clean(s.transfer.reason) },
    },
  };
}

export const NO_LAUNCHPAD: LaunchpadFacts = {
  platform: null,
  status: "none",
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

export function evmMetadata(f: EvmTokenFacts): MetadataFacts {
  const name = f.metadata.name === null ? null : sanitizeText(f.metadata.name, TEXT_LIMITS.name);
  const symbol = f.metadata.symbol === null ? null : sanitizeText(f.metadata.symbol, TEXT_LIMITS.symbol);
  return {
    source: f.code.present ? "erc20" : "none",
    name,
    symbol,
    uri: null,
    mutable: null,
    updateAuthority: null,
    address: f.code.present ? f.token : null,
  };
}

/** Privileged capabilities and the live owner: the EVM counterparts of Solana's mint / freeze authorities. */
export function evmTokenFacts(f: EvmTokenFacts): TokenFacts {
  const caps = new Set(f.bytecode.capabilities.map((c) => c.capability));
  const liveOwner = f.ownership.renounced === false ? f.ownership.effectiveOwner : null;
  return {
    program: "erc20",
    programId: f.bytecode.analysedAddress,
    supply: (f.metadata.totalSupply ?? 0n).toString(),
    decimals: f.metadata.decimals ?? 0,
    mintAuthority: caps.has("mint") ? liveOwner : null,
    freezeAuthority: caps.has("blacklist") || caps.has("pause") ? liveOwner : null,
    extensions: [],
  };
}

function holderLabel(
  _f: EvmTokenFacts,
  e: { address: Address; label: string | null },
  pairs: Map<string, PairFacts>,
  lockers: Map<string, string>,
): string | null {
  switch (e.label) {
    case "pool":
      return `pool:${pairs.get(lower(e.address))?.dex ?? "v2"}`;
    case "burn":
      return lower(e.address) === "0x0000000000000000000000000000000000000000" ? "burn:zero" : "burn:dead";
    case "locker":
      return `locker:${lockers.get(lower(e.address)) ?? "known"}`;
    case "token_contract":
      return "token-contract";
    default:
      return null;
  }
}

/** Holders rebuilt from Transfer logs in the shared shape; labelled pools, burn addresses and lockers are excluded. */
export function evmHolders(f: EvmTokenFacts, lockerNames: Map<string, string>): { facts: HolderFacts; note?: string } {
  const unknown: HolderFacts = {
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
  if (f.holders.status !== "known")
    return { facts: unknown, note: `Holders could not be rebuilt from Transfer logs: ${f.holders.reason}.` };
  const supply = f.metadata.totalSupply ?? 0n;
  if (supply === 0n)
    return { facts: { ...unknown, status: "ok" }, note: "Supply is 0, so holder percentages are not computed." };
  const pairs = new Map(f.liquidity.pairs.map((p) => [lower(p.pair), p]));
  const top: HolderEntry[] = f.holders.top.map((e, i) => {
    const label = holderLabel(f, e, pairs, lockerNames);
    return {
      rank: i + 1,
      tokenAccount: e.address,
      owner: e.address,
      amount: e.balance.toString(),
      pct: pctOf(e.balance, supply),
      label,
      excluded: label !== null && label !== "token-contract",
    };
  });
  // Per wallet, no look-alike clustering (an analyst's decision, 2026-11-26): the cluster rule reads Solana's
  // bundled launches (several fresh wallets filled in one bundle), which its sources describe. On EVM, equal
  // allocations sent by a deployer (team, investor and airdrop tranches, vesting wallets) are how honest supplies
  // are spread, balances alone do not show one owner behind them, and the check's text is about one wallet.
  return { facts: holderShares(top, supply, { cluster: false }) };
}

/** The deployer (creation transaction / first mint's sender) and its share from the holder table. */
export function evmCreator(f: EvmTokenFacts, holders: HolderFacts): CreatorFacts {
  const d = f.deployer;
  const deployer = d.address;
  if (!deployer)
    return { address: null, source: "unknown", holdingPct: null, reason: `The deployer is unknown: ${d.reason}.` };
  const source: CreatorFacts["source"] =
    d.source === "creation_transaction" ? "creation_transaction" : "first_transaction";
  if (holders.status !== "ok")
    return {
      address: d.address,
      source,
      holdingPct: null,
      reason: `Deployer: ${d.reason}; its holding is unknown because the holder table is.`,
    };
  const held = holders.top
    .filter((h) => h.owner && lower(h.owner) === lower(deployer))
    .reduce((s, h) => s + BigInt(h.amount), 0n);
  const supply = f.metadata.totalSupply ?? 0n;
  return {
    address: d.address,
    source,
    holdingPct: supply > 0n ? pctOf(held, supply) : null,
    reason: `Deployer: ${d.reason}.`,
  };
}

/** Age from the first mint's block, else the oldest market pair. */
export function evmAge(f: EvmTokenFacts, market: MarketFacts, nowMs: number): AgeFacts {
  if (f.deployer.firstMintAt !== null) {
    const t = f.deployer.firstMintAt * 1000;
    return {
      createdAt: new Date(t).toISOString(),
      ageHours: round2(Math.max(0, nowMs - t) / 3_600_000),
      source: "first_mint_block",
      complete: true,
      signaturesRead: 0,
    };
  }
  if (market.pairCreatedAt)
    return {
      createdAt: market.pairCreatedAt,
      ageHours: market.pairAgeHours,
      source: "pair_created",
      complete: true,
      signaturesRead: 0,
    };
  return { createdAt: null, ageHours: null, source: "unknown", complete: false, signaturesRead: 0 };
}

/** The shared simulation summary (the EVM detail is in `evm.simulation`). */
export function evmSimulationSummary(f: EvmTokenFacts): SimulationFacts {
  const s = f.simulation;
  const base = {
    methods: [] as SimulationFacts["methods"],
    taxPct: null,
    errorClass: null,
    blame: null,
    holderTokenAccount: null,
    attempts: 0,
  };
  if (s.status === "not_run") return { ...base, status: "not_run", reason: s.reason };
  if (s.status === "inconclusive")
    return {
      ...base,
      status: "inconclusive",
      reason: `Buy/sell simulation inconclusive: ${s.reason}.`,
      errorClass: "simulation_unavailable",
      blame: "probe",
      attempts: 1,
      methods: ["swap"],
    };
  const ran = { ...base, methods: ["swap" as const], attempts: 1 };
  if (!s.buy.ok)
    return {
      ...ran,
      status: "inconclusive",
      reason: `The simulated buy failed (${s.buy.reason}); selling was not tested.`,
      errorClass: "buy_blocked",
      blame: "token",
    };
  if (s.honeypot)
    return {
      ...ran,
      status: "blocked",
      reason: `The simulated sell reverted: ${s.sell.reason}.`,
      errorClass: "sell_reverted",
      blame: "token",
    };
  const tax = s.sell.taxBps === null ? null : pct2(s.sell.taxBps);
  return {
    ...ran,
    status: "sellable",
    reason: `Bought, transferred and sold in one simulated call; sell tax ${tax ?? "not measured"}%.`,
    taxPct: tax,
  };
}

const CONCENTRATED = /v3|v4|clmm|concentrated|slipstream|algebra/i;

/** LP facts for each market pool: the reader's V2 pair when the addresses match; V3-style pools not applicable. */
export function fillMarketLp(market: MarketFacts, f: EvmTokenFacts): void {
  const pairs = new Map(f.liquidity.pairs.map((p) => [lower(p.pair), p]));
  for (const pool of market.pools) {
    const p = pairs.get(lower(pool.pairAddress));
    let lp: LpFacts;
    if (p) {
      const unlocked = Math.max(0, 10_000 - p.burntBps - p.lockedBps);
      lp = {
        status: "ok",
        kind: "uniswap-v2",
        lpMint: p.pair,
        lpReserve: null,
        lpSupply: p.lpTotalSupply.toString(),
        burnedPct: pct2(p.burntBps),
        lockedPct: pct2(p.lockedBps),
        unlockedPct: pct2(unlocked),
        reason: `${p.dex} pair read on-chain.`,
      };
    } else if (CONCENTRATED.test(pool.dexId) || pool.labels.some((l) => CONCENTRATED.test(l))) {
      lp = {
        status: "not_applicable",
        kind: "concentrated",
        lpMint: null,
        lpReserve: null,
        lpSupply: null,
        burnedPct: null,
        lockedPct: null,
        unlockedPct: null,
        reason: "Concentrated-liquidity pool: positions are NFTs, no fungible LP.",
      };
    } else {
      lp = {
        status: "unproven",
        kind: "other",
        lpMint: null,
        lpReserve: null,
        lpSupply: null,
        burnedPct: null,
        lockedPct: null,
        unlockedPct: null,
        reason: "Not a V2 pair with the wrapped native token on a known factory; its LP is not read.",
      };
    }
    pool.lp = lp;
  }
}

/** The additive `evm` block of the result. */
export function evmResultFacts(f: EvmTokenFacts): EvmResultFacts {
  const s = f.simulation;
  const sim: EvmResultFacts["simulation"] =
    s.status === "completed"
      ? {
          status: "completed",
          reason: s.honeypot
            ? `sell reverted: ${s.sell.reason}`
            : s.buy.ok
              ? "bought, transferred and sold"
              : `buy failed: ${s.buy.reason}`,
          honeypot: s.honeypot,
          buyTaxPct: s.buy.taxBps === null ? null : pct2(s.buy.taxBps),
          sellTaxPct: s.sell.taxBps === null ? null : pct2(s.sell.taxBps),
          transferTaxPct: s.transfer.taxBps === null ? null : pct2(s.transfer.taxBps),
          buyGas: s.buy.gas.toString(),
          sellGas: s.sell.gas.toString(),
          transferGas: s.transfer.gas.toString(),
          buyReason: s.buy.reason,
          sellReason: s.sell.reason,
          transferReason: s.transfer.reason,
          gasAnomalies: s.gasAnomalies,
          externalCalls: s.externalCalls ?? [],
        }
      : {
          status: s.status,
          reason: s.reason,
          honeypot: null,
          buyTaxPct: null,
          sellTaxPct: null,
          transferTaxPct: null,
          buyGas: null,
          sellGas: null,
          transferGas: null,
          buyReason: null,
          sellReason: null,
          transferReason: null,
          gasAnomalies: [],
          externalCalls: [],
        };
  return {
    chainId: f.chainId,
    blockNumber: f.blockNumber.toString(),
    code: f.code,
    proxy: {
      kind: f.proxy.kind,
      implementation: f.proxy.implementation,
      admin: f.proxy.admin,
      adminIsContract: f.proxy.adminIsContract,
      beacon: f.proxy.beacon,
      adminKind: f.proxy.adminKind,
      adminOwner: f.proxy.adminOwner,
    },
    ownership: {
      owner: f.ownership.effectiveOwner,
      pendingOwner: f.ownership.pendingOwner,
      renounced: f.ownership.renounced,
      ownerIsContract: f.ownership.ownerIsContract,
    },
    capabilities: f.bytecode.capabilities.map((c) => ({
      capability: c.capability,
      signature: c.signature,
      selector: c.selector,
    })),
    selfdestruct: f.bytecode.selfdestruct,
    delegatecall: f.bytecode.delegatecall,
    deployer: {
      address: f.deployer.address,
      source: f.deployer.source,
      transactionHash: f.deployer.transactionHash,
      reason: f.deployer.reason,
    },
    pairs: f.liquidity.pairs.map((p) => ({
      dex: p.dex,
      pair: p.pair,
      router: p.router,
      quote: p.quote,
      reserveToken: p.reserveToken.toString(),
      reserveNative: p.reserveNative.toString(),
      lpTotalSupply: p.lpTotalSupply.toString(),
      burntPct: pct2(p.burntBps),
      lockedPct: pct2(p.lockedBps),
      lockedIn: p.lockedIn.map((l) => ({
        locker: l.locker,
        pct: pct2(l.shareBps),
        unlocksAt: l.unlocksAt === null ? null : new Date(l.unlocksAt * 1000).toISOString(),
      })),
      topLpHolder: p.topLpHolder
        ? { address: p.topLpHolder.address, pct: pct2(p.topLpHolder.shareBps), isContract: p.topLpHolder.isContract }
        : null,
    })),
    lockersVersion: f.liquidity.lockersVersion,
    simulation: sim,
    privileges: privilegesResult(f),
    holderCount: f.holders.status === "known" ? f.holders.holderCount : null,
  };
}

function privilegesResult(f: EvmTokenFacts): EvmResultFacts["privileges"] {
  const p = f.privileges;
  if (p.status === "not_run")
    return {
      status: "not_run",
      reason: p.reason,
      candidates: [],
      selectorsProbed: 0,
      selectorsSkipped: 0,
      attempted: 0,
      total: 0,
      effects: [],
      undecided: [],
    };
  return {
    status: p.status,
    reason: p.reason,
    candidates: p.candidates,
    selectorsProbed: p.selectorsProbed.length,
    selectorsSkipped: p.selectorsSkipped.length,
    attempted: p.attempted,
    total: p.total,
    effects: p.effects,
    undecided: p.undecided,
  };
}
