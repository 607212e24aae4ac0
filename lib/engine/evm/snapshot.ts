/**
 * EVM token facts from a compact, deterministic spec (no network): the EVM sandbox scenarios and the EVM cases of
 * the labelled evaluation set are written as specs and built here into the exact EvmTokenFacts the live reader
 * returns, plus DexScreener-shaped market pairs. Addresses are derived from labels (keccak256), so they are stable.
 */
import { type Address, getAddress, type Hex, keccak256, toFunctionSelector, toHex } from "viem";
import { DEAD_ADDRESS } from "../../chains/evm/address";
import { CAPABILITY_SIGNATURES, type Capability, type CapabilityFinding } from "../../chains/evm/bytecode";
import { EVM_CHAINS } from "../../chains/evm/chains";
import type { CandidateGovernance } from "../../chains/evm/governance";
import { LOCKERS_VERSION } from "../../chains/evm/lockers";
import type { EffectKind, PrivilegeEffect, PrivilegeProbe } from "../../chains/evm/prober";
import type { EvmNetwork, EvmTokenFacts, HolderEntry, PairFacts } from "../../chains/evm/reader";
import { DEFAULT_SIMULATION, interpretSimulation, type RawSimulation } from "../../chains/evm/simulate";
import type { MarketPair } from "../../market/types";
import type { EvmChain } from "../types";

/** A deterministic address for a label. */
export const labelAddress = (label: string): Address => getAddress(`0x${keccak256(toHex(label)).slice(-40)}`);

export interface EvmHolderSpec {
  address: Address;
  bps: number;
  label?: "pool" | "burn" | "locker" | null;
}

export interface EvmSimulationSpec {
  buyTaxBps?: number;
  sellTaxBps?: number;
  transferTaxBps?: number;
  /** The token's revert reason on a sell (honeypot). */
  sellRevert?: string;
  /** The buy reverts (trading off), with this reason. */
  buyRevert?: string;
  sellGas?: bigint;
  /** The sell sequence (simulate.ts): fresh wallets that sold one after another before the first refusal, and refusals. */
  sellSequence?: { sold: number; refused: number };
}

export interface EvmTokenSpec {
  chain: EvmChain;
  address: Address;
  name: string | null;
  symbol: string | null;
  decimals?: number;
  /** Whole tokens (default 1e9). */
  supply?: bigint;
  /** `renounced`: zero owner; `none`: no owner function; else the live owner. */
  owner:
    | "renounced"
    | "none"
    | {
        address: Address;
        isContract: boolean;
        /** Governance recognised by code (an official Safe, a documented timelock); absent: one key / unverified. */
        governance?: CandidateGovernance;
      };
  pendingOwner?: Address;
  capabilities?: Capability[];
  proxy?: { kind: "eip1967" | "eip1967_beacon" | "eip1167"; admin?: { address: Address; isContract: boolean } };
  selfdestruct?: boolean;
  delegatecall?: boolean;
  /** Address constants the code compares away from CALLER (bytecode.ts comparedConstants). */
  comparedConstants?: Address[];
  /** Holders (pool, burn, lockers labelled); `{ unknown }` for a history too long to rebuild. */
  holders: EvmHolderSpec[] | { unknown: string };
  deployer: { address: Address; ageDays: number } | null;
  /** The V2 pair with the wrapped native token; null: none. */
  pair: {
    burntBps: number;
    locked?: { locker: string; bps: number; unlocksAt: number | null }[];
    topLpHolder?: { address: Address; bps: number; isContract: boolean };
  } | null;
  /** null: no pair to simulate on; `{ inconclusive }`: the RPC refused. */
  simulation: EvmSimulationSpec | { inconclusive: string } | null;
  /** The deployer's standard transfer to address(0) mints (a prober conservation test), whatever owner() says. */
  standardPathMint?: boolean;
  /** Market (DexScreener-shaped); null: not listed. */
  market: {
    liquidityUsd: number;
    buys24h: number;
    sells24h: number;
    ageHours: number;
    volume24hUsd?: number;
    dexId?: string;
  } | null;
}

const ONE = 10n ** 18n;

const revertData = (reason: string): Hex => {
  // Error(string) ABI encoding
  const bytes = Buffer.from(reason, "utf8");
  const len = bytes.length.toString(16).padStart(64, "0");
  const body = bytes.toString("hex").padEnd(Math.ceil(bytes.length / 32) * 64, "0");
  return `0x08c379a0${"20".padStart(64, "0")}${len}${body}` as Hex;
};

function capabilities(list: readonly Capability[]): CapabilityFinding[] {
  return list
    .map((capability) => {
      const signature = CAPABILITY_SIGNATURES[capability][0];
      return { capability, signature, selector: toFunctionSelector(`function ${signature}`) };
    })
    .sort((a, b) => a.capability.localeCompare(b.capability) || a.signature.localeCompare(b.signature));
}

/** The pair address of a spec (deterministic). */
export const specPairAddress = (spec: Pick<EvmTokenSpec, "address">): Address => labelAddress(`pair:${spec.address}`);

function simulationFacts(spec: EvmTokenSpec): EvmTokenFacts["simulation"] {
  const s = spec.simulation;
  if (s === null)
    return {
      status: "inconclusive",
      reason: "no Uniswap V2-style pair with the wrapped native token on the known DEXes",
    };
  if ("inconclusive" in s) return { status: "inconclusive", reason: s.inconclusive };
  const amount = 1_000_000n * ONE;
  const after = (bps: number | undefined) => amount - (amount * BigInt(bps ?? 0)) / 10_000n;
  const raw: RawSimulation = {
    buyOk: !s.buyRevert,
    buyError: s.buyRevert ? revertData(s.buyRevert) : "0x",
    buyExpected: amount,
    buyReceived: s.buyRevert ? 0n : after(s.buyTaxBps),
    buyGas: 120_000n,
    transferOk: !s.buyRevert,
    transferError: "0x",
    transferSent: s.buyRevert ? 0n : amount / 10n,
    transferReceived: s.buyRevert ? 0n : after(s.transferTaxBps) / 10n,
    transferGas: 60_000n,
    sellOk: !s.buyRevert && !s.sellRevert,
    sellError: s.sellRevert ? revertData("TransferHelper: TRANSFER_FROM_FAILED") : "0x",
    sellTokenError: s.sellRevert ? revertData(s.sellRevert) : "0x",
    sellAmount: s.buyRevert || s.sellRevert ? 0n : amount,
    sellPairReceived: s.buyRevert || s.sellRevert ? 0n : after(s.sellTaxBps),
    sellExpected: 0n,
    sellReceived: 0n,
    sellGas: s.sellGas ?? 140_000n,
    ...(s.sellSequence
      ? {
          seqBought: BigInt(s.sellSequence.sold + s.sellSequence.refused),
          seqSold: BigInt(s.sellSequence.sold),
          seqRefused: BigInt(s.sellSequence.refused),
          seqLateOk: 0n,
          seqErrSelector: "0x00000000" as Hex,
          seqErrWord: `0x${"0".repeat(64)}` as Hex,
        }
      : {}),
  };
  return interpretSimulation(raw, DEFAULT_SIMULATION);
}

/**
 * What the privilege prober would report for the spec: a live owner exercises each privileged capability of the
 * spec (mint → supply grew, blacklist → a named holder frozen, pause / trading switch → everyone frozen, fee setter
 * → sell tax changed, max-tx/wallet → limit); a renounced owner exercises none; without an owner function the
 * candidates are unknown, so the effects are undecided. A buy or sell that fails leaves the freeze / tax effects
 * undecided, as on a live node.
 */
function probeFacts(spec: EvmTokenSpec): PrivilegeProbe {
  const caps = new Set(spec.capabilities ?? []);
  const sim = spec.simulation;
  const buyFails = sim === null || "inconclusive" in sim || !!sim.buyRevert;
  const sellFails = buyFails || (sim !== null && !("inconclusive" in sim) && !!sim.sellRevert);
  const live = spec.owner !== "none" && spec.owner !== "renounced" ? spec.owner.address : null;
  const candidates = [
    ...(live
      ? [
          {
            address: live,
            roles: ["owner()"],
            governance: spec.owner !== "none" && spec.owner !== "renounced" ? (spec.owner.governance ?? null) : null,
          },
        ]
      : []),
    ...(spec.deployer && spec.deployer.address !== live
      ? [{ address: spec.deployer.address, roles: ["first mint's recipient (deployer)"] }]
      : []),
  ];
  // No pair to trade through: the live reader does not run the prober either.
  if (sim === null || "inconclusive" in sim)
    return { status: "not_run", reason: sim === null ? "no V2 pair to buy the token through" : sim.inconclusive };
  const undecided = new Set<EffectKind>();
  // No owner function: the callers of the spec's functions are unknown, so their effects are undecided.
  if (spec.owner === "none") for (const [cap, kind] of CAP_EFFECT) if (caps.has(cap)) undecided.add(kind);
  // The victim's failed trades leave effects undecided only when there are functions to probe.
  if (caps.size > 0 && buyFails) undecided.add("freeze").add("limit").add("tax");
  else if (caps.size > 0 && sellFails) undecided.add("tax");
  const effects: PrivilegeEffect[] = [];
  const effect = (
    caller: Address,
    kind: EffectKind,
    scope: PrivilegeEffect["scope"],
    cap: Capability,
    measure: string,
    before: string,
    after: string,
  ) => {
    const signature = CAPABILITY_SIGNATURES[cap][0];
    effects.push({
      kind,
      scope,
      selector: toFunctionSelector(`function ${signature}`),
      hint: signature,
      caller,
      callerRoles: ["owner()"],
      pattern: "(victim, 1)",
      measure,
      before,
      after,
    });
  };
  if (live) {
    if (caps.has("mint")) effect(live, "mint", null, "mint", "totalSupply", "1000000000", "1000000001");
    if (caps.has("blacklist") && !undecided.has("freeze"))
      effect(live, "freeze", "targeted", "blacklist", "the holder's transfer and sell", "works", "reverts");
    if (caps.has("pause") && !undecided.has("freeze"))
      effect(live, "freeze", "global", "pause", "the holder's transfer and sell", "works", "reverts");
    if (caps.has("trading_switch") && !undecided.has("freeze"))
      effect(live, "freeze", "global", "trading_switch", "the holder's sell", "works", "reverts");
    if (caps.has("fee_setter") && !undecided.has("tax"))
      effect(live, "tax", null, "fee_setter", "sell tax (bps)", "0", "500");
    if (caps.has("max_tx_wallet") && !undecided.has("limit"))
      effect(live, "limit", null, "max_tx_wallet", "the holder's transfer", "works", "fails above 1 wei");
  }
  if (spec.standardPathMint && spec.deployer)
    effects.push({
      kind: "mint",
      scope: null,
      selector: toFunctionSelector("function transfer(address,uint256)"),
      hint: "transfer(…) by a privileged caller (a standard function's hidden path)",
      caller: spec.deployer.address,
      callerRoles: ["first mint's recipient (deployer)"],
      pattern: "transfer(address(0), huge)",
      measure: "totalSupply",
      before: "1000000000",
      after: "1000000000000000000000000001",
    });
  for (const e of effects) undecided.delete(e.kind);
  return {
    status: undecided.size ? "partial" : "completed",
    reason: undecided.size
      ? "recorded facts: the candidates or the trades do not allow every effect to be measured"
      : "",
    candidates,
    selectorsProbed: (spec.capabilities ?? []).map((c) =>
      toFunctionSelector(`function ${CAPABILITY_SIGNATURES[c][0]}`),
    ),
    selectorsSkipped: [],
    attempted: 0,
    total: 0,
    victimBought: !buyFails,
    baselineSellTaxBps: null,
    effects,
    undecided: [...undecided],
    callable: effects.map((e) => ({ selector: e.selector, caller: e.caller })),
    refused: [],
  };
}

const CAP_EFFECT: [Capability, EffectKind][] = [
  ["mint", "mint"],
  ["blacklist", "freeze"],
  ["pause", "freeze"],
  ["trading_switch", "freeze"],
  ["fee_setter", "tax"],
  ["max_tx_wallet", "limit"],
];

/** The facts the live reader would return for this spec, at `blockNumber`, with the clock at `nowMs`. */
export function buildEvmFacts(
  spec: EvmTokenSpec,
  network: EvmNetwork,
  nowMs: number,
  blockNumber = 20_000_000n,
): EvmTokenFacts {
  const supply = (spec.supply ?? 1_000_000_000n) * ONE;
  const pair = specPairAddress(spec);
  const owner = spec.owner;
  const effectiveOwner =
    owner === "none"
      ? null
      : owner === "renounced"
        ? ("0x0000000000000000000000000000000000000000" as Address)
        : owner.address;
  const implementation = spec.proxy ? labelAddress(`impl:${spec.address}`) : null;
  let pairFacts: PairFacts | null = null;
  if (spec.pair) {
    const lockedIn = (spec.pair.locked ?? []).map((l) => ({
      locker: l.locker,
      shareBps: l.bps,
      unlocksAt: l.unlocksAt,
      locks: l.unlocksAt === null ? null : 1,
    }));
    const dex = network.v2Dexes[0];
    pairFacts = {
      dex: dex.name,
      router: dex.router,
      pair,
      quote: network.wrappedNative,
      reserveToken: supply / 10n,
      reserveNative: 50n * ONE,
      lpTotalSupply: 1_000_000n * ONE,
      burntBps: spec.pair.burntBps,
      lockedBps: lockedIn.reduce((s, l) => s + l.shareBps, 0),
      lockedIn,
      topLpHolder: spec.pair.topLpHolder
        ? {
            address: spec.pair.topLpHolder.address,
            shareBps: spec.pair.topLpHolder.bps,
            isContract: spec.pair.topLpHolder.isContract,
          }
        : null,
      lpHolders: spec.pair.topLpHolder
        ? [{ address: spec.pair.topLpHolder.address, shareBps: spec.pair.topLpHolder.bps }]
        : null,
      lpHoldersUnknownReason: null,
    };
  }
  let holders: EvmTokenFacts["holders"];
  if (!Array.isArray(spec.holders)) holders = { status: "unknown", reason: spec.holders.unknown };
  else {
    const top: HolderEntry[] = spec.holders
      .map((h) => ({
        address: h.address,
        balance: (supply * BigInt(h.bps)) / 10_000n,
        shareBps: h.bps,
        label: h.label ?? null,
      }))
      .sort((a, b) => b.shareBps - a.shareBps || a.address.localeCompare(b.address));
    const deployer = spec.deployer;
    const dep = deployer ? top.find((h) => h.address === deployer.address) : undefined;
    holders = {
      status: "known",
      top: top.slice(0, 20),
      holderCount: top.length,
      initialHolder: spec.deployer
        ? (dep ?? { address: spec.deployer.address, balance: 0n, shareBps: 0, label: null })
        : null,
      logs: top.length + 1,
      fromBlock: blockNumber - 1_000n,
    };
  }
  return {
    chain: spec.chain,
    chainId: network.chainId,
    token: spec.address,
    blockNumber,
    code: { present: true, size: 8_000 },
    metadata: { name: spec.name, symbol: spec.symbol, decimals: spec.decimals ?? 18, totalSupply: supply },
    proxy: {
      kind: spec.proxy?.kind ?? "none",
      implementation,
      admin: spec.proxy?.admin?.address ?? null,
      adminIsContract: spec.proxy?.admin ? spec.proxy.admin.isContract : null,
      beacon: spec.proxy?.kind === "eip1967_beacon" ? labelAddress(`beacon:${spec.address}`) : null,
      malformedSlots: [],
      adminKind: spec.proxy?.admin ? (spec.proxy.admin.isContract ? "contract" : "eoa") : null,
      adminOwner: null,
      adminThreshold: null,
      adminMinDelay: null,
    },
    ownership: {
      owner: effectiveOwner,
      getOwner: null,
      pendingOwner: spec.pendingOwner ?? null,
      effectiveOwner,
      renounced: owner === "none" ? null : owner === "renounced",
      ownerIsContract: typeof owner === "object" ? owner.isContract : null,
    },
    bytecode: {
      analysedAddress: implementation ?? spec.address,
      selectorCount: 20 + (spec.capabilities?.length ?? 0),
      capabilities: capabilities(
        (["ownership", ...(spec.capabilities ?? [])] as Capability[]).filter(
          (c) => owner !== "none" || c !== "ownership",
        ),
      ),
      selfdestruct: spec.selfdestruct ?? false,
      delegatecall: spec.delegatecall ?? false,
      ...(spec.comparedConstants ? { comparedConstants: spec.comparedConstants } : {}),
    },
    holders,
    liquidity: { pairs: pairFacts ? [pairFacts] : [], deepest: pairFacts, lockersVersion: LOCKERS_VERSION },
    simulation: simulationFacts(spec),
    privileges: probeFacts(spec),
    walletSell: { status: "not_run", reason: "recorded facts" },
    control: null,
    deployer: spec.deployer
      ? {
          address: spec.deployer.address,
          source: "creation_transaction",
          transactionHash: keccak256(toHex(`deploy:${spec.address}`)),
          firstMintAt: Math.floor(nowMs / 1000) - spec.deployer.ageDays * 86_400,
          reason: "sender of the transaction that created the contract and minted its first supply",
        }
      : {
          address: null,
          source: "unknown",
          transactionHash: null,
          firstMintAt: null,
          reason: "the first mint was not found",
        },
  };
}

/** DexScreener-shaped pairs for a spec (pair address = the V2 pair's when there is one). */
export function marketPairsForSpec(spec: EvmTokenSpec, nowMs: number): MarketPair[] {
  const m = spec.market;
  if (!m) return [];
  const wrapped = EVM_CHAINS[spec.chain].wrappedNative;
  return [
    {
      chainId: spec.chain,
      dexId: m.dexId ?? (spec.chain === "bsc" ? "pancakeswap" : "uniswap"),
      url: `https://sandbox.invalid/${spec.chain}/${spec.address}`,
      pairAddress: specPairAddress(spec),
      labels: m.dexId && /v3/i.test(m.dexId) ? ["v3"] : ["v2"],
      baseToken: { address: spec.address, name: spec.name, symbol: spec.symbol },
      quoteToken: {
        address: wrapped,
        name: "Wrapped native",
        symbol: EVM_CHAINS[spec.chain].nativeSymbol === "BNB" ? "WBNB" : "WETH",
      },
      priceNative: 0.000001,
      priceUsd: 0.003,
      buys24h: m.buys24h,
      sells24h: m.sells24h,
      volume24hUsd: m.volume24hUsd ?? Math.round(m.liquidityUsd * 0.6),
      liquidityUsd: m.liquidityUsd,
      liquidityBase: null,
      liquidityQuote: null,
      fdv: null,
      marketCap: null,
      pairCreatedAt: nowMs - Math.round(m.ageHours * 3_600_000),
    },
  ];
}

export { DEAD_ADDRESS };
