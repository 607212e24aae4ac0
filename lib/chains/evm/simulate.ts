/**
 * The buy/sell simulation: ONE `eth_call` with state overrides. The simulator's runtime code
 * (contracts/simulator/BuySellSimulator.sol, committed in simulator-bytecode.ts) is placed at a fresh address and
 * funded with a balance override; it buys `ethIn` worth of the token through a Uniswap V2-style router, sends a tenth
 * to a second fresh address, approves the router and sells the rest, catching every step. Nothing is sent on chain.
 *
 * From the raw amounts: buy tax, transfer tax, sell tax (basis points), sell blocked (honeypot) with the token's
 * revert reason, and gas anomalies. An RPC that rejects the call (no state-override support, a call gas cap, an
 * outage) makes the result `inconclusive` with the reason: never "safe".
 */
import {
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  toHex,
} from "viem";
import { isBurnAddress } from "./address";
import { analyseCode, fixedCodeFlaws, scanBytecode, traceCallTargets } from "./bytecode";
import { shortMessage } from "./holders";
import { FORWARDER_RUNTIME_BYTECODE } from "./prober-bytecode";
import { CALLEE_SWITCH_RUNTIME_BYTECODE, SIMULATOR_ABI, SIMULATOR_RUNTIME_BYTECODE } from "./simulator-bytecode";

/** Fresh, keyless addresses derived from fixed labels (no contract or token history on any chain). */
export const SIMULATOR_ADDRESS: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/simulator")).slice(-40)}`,
);
export const SIMULATION_RECEIVER: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/receiver")).slice(-40)}`,
);
export const SIMULATION_CALLER: Address = getAddress(`0x${keccak256(toHex("token-risk-api/evm/caller")).slice(-40)}`);

/**
 * The sell sequence: after the simulation's own buy, transfer and sell, this many distinct fresh wallets (keyless
 * addresses given the prober's forwarder code by state override) each buy a twentieth of the simulation's amount and
 * sell it, one after another, in the same eth_call. Early sells that work and later ones that all revert are a sell
 * trap about to close (a lifetime quota of sells or of sellers): reported with the count that went through. The
 * trap is seen when it closes within this many sells of the simulation's own.
 */
export const SELL_SEQUENCE_WALLETS = 16;
/** At least this many sequence sells must work before the refusals: one sell per block (for everyone) is not a quota. */
export const SELL_SEQUENCE_MIN_SOLD = 2;
export const SELL_SEQUENCE_SELLERS: readonly Address[] = Array.from({ length: SELL_SEQUENCE_WALLETS }, (_, i) =>
  getAddress(`0x${keccak256(toHex(`token-risk-api/evm/sequence-seller-${i}`)).slice(-40)}`),
);

export interface SimulationConfig {
  /** Native amount spent on the buy (wei). Small: the simulation measures taxes, not price impact. */
  ethIn: bigint;
  /** Gas limit of the eth_call. */
  gasLimit: bigint;
  /** A buy or sell above this gas is an anomaly (gas griefing, loops over holders). */
  swapGasAnomaly: bigint;
  /** A wallet-to-wallet transfer above this gas is an anomaly. */
  transferGasAnomaly: bigint;
}

export const DEFAULT_SIMULATION: SimulationConfig = {
  ethIn: 10n ** 16n, // 0.01 ETH / BNB
  gasLimit: 15_000_000n,
  swapGasAnomaly: 1_000_000n,
  transferGasAnomaly: 500_000n,
};

export interface RawSimulation {
  buyOk: boolean;
  buyError: Hex;
  buyExpected: bigint;
  buyReceived: bigint;
  buyGas: bigint;
  transferOk: boolean;
  transferError: Hex;
  transferSent: bigint;
  transferReceived: bigint;
  transferGas: bigint;
  sellOk: boolean;
  sellError: Hex;
  sellTokenError: Hex;
  sellAmount: bigint;
  sellPairReceived: bigint;
  sellExpected: bigint;
  sellReceived: bigint;
  sellGas: bigint;
  /** Bit i: externals[i] was accessed by the buy, transfer or sell; touchedContracts: and holds other code than the token's. */
  touched?: bigint;
  touchedContracts?: bigint;
  /** When the buy into the simulator (a contract) failed: the same buy delivered to a plain address (no code). */
  walletBuyOk?: boolean;
  walletBuyError?: Hex;
  walletBuyReceived?: bigint;
  /** Trading with the quote: the balance override did not fund the simulator (nothing was traded). */
  fundingFailed?: boolean;
  /** The sell's approve(router) went through (false: the token refused it, so no holder can sell through a router). */
  approveOk?: boolean;
  approveError?: Hex;
  /** Total supply before the buy and after the sell (a supply that grows during trading is a hidden mint). */
  supplyBefore?: bigint;
  supplyAfter?: bigint;
  /** The sell sequence (SELL_SEQUENCE_WALLETS): wallets that bought, sells before the first refusal, refusals, sells after one. */
  seqBought?: bigint;
  seqSold?: bigint;
  seqRefused?: bigint;
  seqLateOk?: bigint;
  seqErrSelector?: Hex;
  seqErrWord?: Hex;
  /** allowance(simulator, router) read after the sell's approve (allowanceRead: the read answered). */
  allowanceRead?: boolean;
  approveStored?: bigint;
  /** The ordinary wallet (tx.origin, forwarder code): bought originHeld, approved the router itself, then sold. */
  originRun?: boolean;
  originHeld?: bigint;
  originApproveOk?: boolean;
  originAllowanceRead?: boolean;
  originAllowance?: bigint;
  originSellOk?: boolean;
  /** Outside callees under stress (CalleeSwitch): the sell with huge answers and with reverts (simulator `_hostileSell`). */
  hostileRun?: boolean;
  hostileSellOk?: boolean;
  hostileSold?: bigint;
  hostilePairReceived?: bigint;
  hostileBalanceOk?: boolean;
  revertSellOk?: boolean;
  /** The transfer step's cost to its sender (balance before minus after; transferSenderRead: both reads answered). */
  transferSenderRead?: boolean;
  transferSenderLoss?: bigint;
  /** The partial sell (simulator `_keepSell`): held before it, a quarter sold, what was left after. */
  keepRun?: boolean;
  keepSellOk?: boolean;
  keepHeld?: bigint;
  keepSold?: bigint;
  keepAfter?: bigint;
}

/**
 * A sell or transfer that took more from the seller than it sent: of `held`, `sent` was sold (or sent) and the
 * seller was left with `after`. Counted when what it lost on top of `sent` is more than `sent` itself AND more than
 * a tenth of what it should have kept: a fee charged on top of the amount (at most the amount) or a small rebase is
 * not it; a "sweep" of the rest of the wallet is.
 */
export interface OverTaken {
  step: "sell" | "transfer" | "holder-sell";
  held: bigint;
  sent: bigint;
  after: bigint;
}

/** `OverTaken` when the seller lost more than it sent by the margins above, else null. */
export function overTakenOf(step: OverTaken["step"], held: bigint, sent: bigint, after: bigint): OverTaken | null {
  if (held <= 0n || sent <= 0n || sent > held) return null;
  const rest = held - sent;
  const lost = held > after ? held - after : 0n;
  const extra = lost > sent ? lost - sent : 0n;
  return extra > sent && extra * 10n > rest ? { step, held, sent, after } : null;
}

/** The first over-taking step of a simulation: the partial sell, else the wallet-to-wallet transfer. */
export function overTakenOfRaw(raw: RawSimulation): OverTaken | null {
  const sell =
    raw.keepRun && raw.keepSellOk
      ? overTakenOf("sell", raw.keepHeld ?? 0n, raw.keepSold ?? 0n, raw.keepAfter ?? 0n)
      : null;
  if (sell) return sell;
  if (!raw.transferOk || !raw.transferSenderRead || !raw.buyOk) return null;
  const loss = raw.transferSenderLoss ?? 0n;
  const held = raw.buyReceived;
  return overTakenOf("transfer", held, raw.transferSent, held > loss ? held - loss : 0n);
}

/** What an over-taking step did, in the words of the findings. */
export function overTakenText(o: OverTaken): string {
  const who =
    o.step === "holder-sell" ? "a real holder's sell" : o.step === "sell" ? "a sell" : "a wallet-to-wallet transfer";
  return `${who} of ${o.sent} out of ${o.held} held left the seller with ${o.after} instead of about ${o.held - o.sent}: the ${o.step === "transfer" ? "transfer" : "sell"} takes more than it sends (the rest of the wallet)`;
}

/**
 * The sell with the outside callees made hostile (their code replaced, by state override, with a stand-in that
 * answers every call with huge numbers, then with one that reverts every call): can a callee trap sellers?
 * `switched`: the callees whose code was replaced (their own code was read in round 2); `measured`: every callee
 * the trades touched was switched and the hostile sell ran.
 */
export interface CalleeStress {
  switched: Address[];
  measured: boolean;
  /** The sell went through while every callee answered huge numbers. */
  hostileSellOk: boolean;
  /** Its tax (token side: what reached the pair vs what was sold), basis points. */
  hostileTaxBps: number | null;
  /** The seller's balance after that sell was what it held minus what it sold (within 1 %). */
  balanceOk: boolean;
  /** The sell went through while every callee reverted. */
  revertSellOk: boolean;
  /**
   * Every touched callee is hard-coded in the token's code (an address constant, not a storage slot) and its own
   * code has no DELEGATECALL or SELFDESTRUCT: nobody can swap the callee or its code.
   */
  fixed: boolean;
  /**
   * The token used the callees' answers: the hostile sell's tax differs from the normal sell's (token side) by more
   * than 0.1 %. A callee whose answer is ignored (a "checker" that vetoes by reverting) is judged by the revert mode.
   */
  answerUsed: boolean;
}

/** Worst-case tax that still counts as bounded when a callee is hostile: the critical band's bound (taxes.ts). */
export const CALLEE_BOUNDED_TAX_BPS = 2_000;

/**
 * An approve(router) that reported success (it did not revert) but stored less than the sell needs: the router's
 * transferFrom then fails for that holder, so the holder cannot sell through any router. `who`: the simulator (a
 * contract) or the ordinary wallet (tx.origin approving for itself).
 */
export interface SilentApprove {
  who: "simulator" | "wallet";
  stored: bigint;
  needed: bigint;
}

/**
 * The first approve that did not take and blocked a sell: the simulator's, when its own sell failed and the ordinary
 * wallet did not approve and sell fine; else the ordinary wallet's, when its own sell failed. An allowance() view that
 * under-reports while the sells go through is no blocked sell (the approval is kept somewhere the view does not
 * show). Null when both took, were not read, or the sells went through.
 */
export function silentApproveOf(raw: RawSimulation): SilentApprove | null {
  const bought = raw.buyOk && raw.buyReceived > 0n;
  const originSoldFine = raw.originRun === true && raw.originApproveOk === true && raw.originSellOk === true;
  if (
    bought &&
    !raw.sellOk &&
    !originSoldFine &&
    raw.approveOk !== false &&
    raw.allowanceRead &&
    (raw.approveStored ?? 0n) < raw.sellAmount
  )
    return { who: "simulator", stored: raw.approveStored ?? 0n, needed: raw.sellAmount };
  if (
    raw.originRun &&
    raw.originApproveOk &&
    raw.originSellOk !== true &&
    raw.originAllowanceRead &&
    (raw.originAllowance ?? 0n) < (raw.originHeld ?? 0n)
  )
    return { who: "wallet", stored: raw.originAllowance ?? 0n, needed: raw.originHeld ?? 0n };
  return null;
}

/** The reason a silent approve blocks sells, in the words of the findings. */
export function silentApproveText(a: SilentApprove): string {
  return `approve(router) reported success but stored an allowance of ${a.stored} where the sell needs ${a.needed} (${a.who === "wallet" ? "an ordinary wallet approving for itself" : "the simulator's approve"}), so the router's transferFrom fails: holders cannot sell through a router`;
}

/**
 * The sell sequence's outcome: `closing` when at least SELL_SEQUENCE_MIN_SOLD sells by distinct wallets went through
 * and every later wallet's sell reverted (a sell trap about to close).
 */
/**
 * Sessions 15-16, sells after the pool grows and after more trading (BuySellSimulator `volumeSell`, a second eth_call
 * in the simulation's batch, its own state): a fresh wallet buys and sells; then the pool's quote reserve is doubled
 * (a large buy by a fresh address, else, when the token refuses that buy, the same amount of quote donated to the pair
 * and `sync()`: what weeks of buying do to the pool) and two fresh wallets buy and sell; then VOLUME_TRANSFERS small
 * wallet-to-wallet transfers to fresh addresses are made (a counter of transfers or holders moves on) and two more
 * fresh wallets buy and sell. A sell refused only after the growth (or only after the transfers) is a trap that
 * ordinary trading arms: nobody needs to act.
 */
export interface VolumeSell {
  /** The wallet before the growth and the volume sold. */
  preOk: boolean;
  /**
   * The pool's growth (absent: not run: a pair traded through a third token, or no reserve): the pair's quote
   * balance before and after, whether it grew by a real buy (else by a donation and sync), the fresh wallets that
   * bought after it, how many sold, and the token's reason for the first refusal.
   */
  growth?: {
    quoteBefore: bigint;
    quoteAfter: bigint;
    byBuy: boolean;
    tried: number;
    sold: number;
    reason: string | null;
    /** Sells worked before, the pool's quote side at least GROWTH_MIN_RATIO times larger, every wallet after refused. */
    closing: boolean;
  };
  /** Transfers made (at most VOLUME_TRANSFERS; fewer when the token refused one or the gas ran low). */
  moved: number;
  /** Wallets that bought after the volume, and how many of them sold. */
  postTried: number;
  postSold: number;
  /** The token's reason for the first refused sell after the volume. */
  reason: string | null;
  /** Sells worked before, the volume ran (at least VOLUME_MIN_MOVED), and every wallet after it was refused. */
  closing: boolean;
  /**
   * Session 15, a sell after a stranger's dust (BuySellSimulator `_dustSell`, right after the first wallet's sell):
   * a fresh wallet (the griefer) buys a little; another (the victim) buys a little; the griefer sends the victim
   * 1 wei, wallet to wallet; the victim sells what it bought; then a third fresh wallet buys and sells plainly.
   * `blocked`: the dust arrived, the victim's sell was refused, and plain sells before (the first wallet's) and after
   * it (the third wallet's) went through: a holder's sell that ANYONE can stop by sending it dust (a "cooldown" renewed
   * by any incoming transfer). Absent: not run (the first sell failed, a buy delivered nothing, the dust was refused).
   */
  dust?: { victimSold: boolean; controlSold: boolean; reason: string | null; blocked: boolean };
}
export const VOLUME_TRANSFERS = 160;
export const VOLUME_MIN_MOVED = 100;
/** The growth must at least multiply the pool's quote side by 1.5 (a doubling is attempted). */
export const GROWTH_MIN_RATIO_PCT = 150n;
/**
 * Wallets of the volume call: seller 0 sells before, 1-2 after the growth, 3-4 after the transfers; 5-7 are the dust
 * step's (griefer, victim, plain seller after).
 */
const VOLUME_SELLERS = 8;

export interface SellSequence {
  wallets: number;
  bought: number;
  sold: number;
  refused: number;
  soldAfterRefusal: number;
  closing: boolean;
  /** The first refused sell's revert (the token's own, from a direct transfer to the pair). */
  reason: string | null;
}

export type SimulationResult =
  | {
      status: "completed";
      /** Sell (or buy) blocked: the token can be bought but not sold by a fresh wallet. */
      honeypot: boolean;
      buy: { ok: boolean; taxBps: number | null; gas: bigint; reason: string | null };
      /**
       * The buy delivered to a plain address (no code) when the buy into the simulator failed: `ok` with the buy
       * tax measured there means buys are refused to contracts only (an anti-bot rule), not to wallets. Null when
       * the contract's own buy worked (not needed).
       */
      walletBuy: { ok: boolean; taxBps: number | null; reason: string | null } | null;
      transfer: { ok: boolean; taxBps: number | null; gas: bigint; reason: string | null };
      sell: { ok: boolean; taxBps: number | null; gas: bigint; reason: string | null };
      gasAnomalies: string[];
      /** Outside contracts (other code than the token's) the buy, transfer or sell called: the token's balances depend on them. */
      externalCalls: Address[];
      /** Distinct wallets selling one after another (null: not run, e.g. the simulation's own sell failed). */
      sellSequence: SellSequence | null;
      /** An approve(router) that reported success but did not store what the sell needs (a blocked sell). */
      silentApprove: SilentApprove | null;
      /** The sell with the outside callees made hostile: null when no callee could be switched. */
      calleeStress: CalleeStress | null;
      /** Which callees are the token's own code kept at another address (`ownCodeOf`); absent: not decided. */
      ownCode?: OwnCode;
      /** A sell or transfer that took more than it sent from the seller (the rest of the wallet): null when none. */
      overTaken: OverTaken | null;
      /** The ordinary wallet's own approve-and-sell (tx.origin): null when not run. */
      originSell: { ok: boolean; allowance: bigint | null; held: bigint } | null;
      raw: RawSimulation;
      /** Session 15: sells before and after more trading (`volumeSell`, a second eth_call): absent or null when not run. */
      volume?: VolumeSell | null;
      /** Session 16: a wallet selling in parts and a small liquidity removal (`tradeSell`, a third eth_call): absent or null when not run. */
      trade?: TradeSell | null;
      /** Session 17: sells after an outside account's ether balance changes (`outsideSell` calls): absent when not run. */
      outside?: OutsideSells | null;
    }
  | {
      status: "inconclusive";
      reason: string;
      /** The simulation call ran out of gas as a whole: a trap signal (gas griefing), not an RPC refusal. */
      outOfGas?: boolean;
    };

/**
 * Tax in basis points of what was expected: (expected - received) / expected, rounded to the nearest basis point
 * (tokens floor their fee, so an exact 5 % fee shows as 499.99 bps), 0 at least (a token that pays a bonus is not
 * "negative tax"), null when nothing was expected (no quote).
 */
export function taxBps(expected: bigint, received: bigint): number | null {
  if (expected <= 0n) return null;
  if (received >= expected) return 0;
  return Number(((expected - received) * 10_000n + expected / 2n) / expected);
}

/**
 * Sell tax: the larger of the token-side loss (tokens that reached the pair vs tokens sold) and the ETH-side loss
 * (ETH received vs the router's quote). The token side is exact for fee-on-transfer tokens; the ETH side catches
 * taxes taken some other way (e.g. the token swapping its fee first and moving the price).
 */
export function sellTaxBps(
  raw: Pick<RawSimulation, "sellAmount" | "sellPairReceived" | "sellExpected" | "sellReceived">,
): number | null {
  const tokenSide = taxBps(raw.sellAmount, raw.sellPairReceived);
  const ethSide = taxBps(raw.sellExpected, raw.sellReceived);
  if (tokenSide === null) return ethSide;
  if (ethSide === null) return tokenSide;
  return Math.max(tokenSide, ethSide);
}

/** A readable revert reason: Error(string), Panic(uint256), or the raw selector of a custom error. */
export function decodeRevertReason(data: Hex): string | null {
  if (!data || data === "0x") return null;
  try {
    const decoded = decodeErrorResult({ data, abi: [] });
    if (decoded.errorName === "Error") return String(decoded.args?.[0]);
    if (decoded.errorName === "Panic")
      return `panic 0x${(decoded.args?.[0] as bigint | undefined)?.toString(16) ?? "?"}`;
    return decoded.errorName;
  } catch {
    return `custom error ${data.slice(0, 10)}`;
  }
}

export function interpretSimulation(
  raw: RawSimulation,
  config: SimulationConfig = DEFAULT_SIMULATION,
  externals: readonly Address[] = [],
  switchedMask = 0n,
  /** Bit i: externals[i] is hard-coded in the token's code and its code cannot change (`fixedCalleeMask`). */
  fixedMask = 0n,
  /** Which externals are the token's own code (`ownCodeOf`); absent: none. */
  ownCode?: OwnCode,
): SimulationResult {
  if (raw.fundingFailed)
    return {
      status: "inconclusive",
      reason:
        "the quote token's balance override did not fund the simulator (its balance slot was guessed wrong), so nothing was traded",
    };
  const gasAnomalies: string[] = [];
  if (raw.buyGas > config.swapGasAnomaly) gasAnomalies.push(`buy used ${raw.buyGas} gas (> ${config.swapGasAnomaly})`);
  if (raw.sellGas > config.swapGasAnomaly)
    gasAnomalies.push(`sell used ${raw.sellGas} gas (> ${config.swapGasAnomaly})`);
  if (raw.transferGas > config.transferGasAnomaly)
    gasAnomalies.push(`transfer used ${raw.transferGas} gas (> ${config.transferGasAnomaly})`);
  const buyReason = raw.buyOk
    ? raw.buyReceived === 0n
      ? "buy delivered no tokens"
      : null
    : (decodeRevertReason(raw.buyError) ?? "buy reverted without a reason");
  const buyDelivered = raw.buyOk && raw.buyReceived > 0n;
  const approveRefused = buyDelivered && raw.approveOk === false;
  const silentApprove = silentApproveOf(raw);
  const sellReason = raw.sellOk
    ? null
    : silentApprove?.who === "simulator"
      ? silentApproveText(silentApprove)
      : approveRefused
        ? `the token refused approve(router)${decodeRevertReason(raw.approveError ?? "0x") ? `: ${decodeRevertReason(raw.approveError ?? "0x")}` : ""}, so the router cannot take the tokens`
        : buyDelivered
          ? (decodeRevertReason(raw.sellTokenError) ??
            decodeRevertReason(raw.sellError) ??
            "sell reverted without a reason")
          : "not attempted: the buy failed";
  return {
    status: "completed",
    honeypot: buyDelivered && (!raw.sellOk || silentApprove !== null),
    buy: {
      ok: buyDelivered,
      taxBps: raw.buyOk ? taxBps(raw.buyExpected, raw.buyReceived) : null,
      gas: raw.buyGas,
      reason: buyReason,
    },
    transfer: {
      ok: raw.transferOk,
      taxBps: raw.transferOk ? taxBps(raw.transferSent, raw.transferReceived) : null,
      gas: raw.transferGas,
      reason: raw.transferOk
        ? null
        : buyDelivered
          ? (decodeRevertReason(raw.transferError) ?? "transfer failed without a reason")
          : "not attempted: the buy failed",
    },
    sell: { ok: raw.sellOk, taxBps: raw.sellOk ? sellTaxBps(raw) : null, gas: raw.sellGas, reason: sellReason },
    walletBuy: buyDelivered
      ? null
      : {
          ok: raw.walletBuyOk === true,
          taxBps: raw.walletBuyOk ? taxBps(raw.buyExpected, raw.walletBuyReceived ?? 0n) : null,
          reason: raw.walletBuyOk
            ? null
            : (decodeRevertReason(raw.walletBuyError ?? "0x") ?? "the buy for a plain wallet failed without a reason"),
        },
    gasAnomalies,
    externalCalls: externals.filter((_, i) => ((raw.touchedContracts ?? 0n) >> BigInt(i)) & 1n),
    sellSequence: sellSequenceOf(raw),
    silentApprove,
    calleeStress: calleeStressOf(raw, externals, switchedMask, fixedMask),
    ...(ownCode ? { ownCode } : {}),
    overTaken: buyDelivered ? overTakenOfRaw(raw) : null,
    originSell: raw.originRun
      ? {
          ok: raw.originSellOk === true,
          allowance: raw.originAllowanceRead ? (raw.originAllowance ?? 0n) : null,
          held: raw.originHeld ?? 0n,
        }
      : null,
    raw,
  };
}

function calleeStressOf(
  raw: RawSimulation,
  externals: readonly Address[],
  mask: bigint,
  fixedMask: bigint,
): CalleeStress | null {
  const switched = externals.filter((_, i) => (mask >> BigInt(i)) & 1n);
  if (!switched.length) return null;
  const touched = raw.touchedContracts ?? 0n;
  const allSwitched = externals.every((_, i) => !((touched >> BigInt(i)) & 1n) || (mask >> BigInt(i)) & 1n);
  const touchedFixed = externals.every((_, i) => !((touched >> BigInt(i)) & 1n) || (fixedMask >> BigInt(i)) & 1n);
  const hostileSellOk = raw.hostileSellOk === true;
  const hostileTax = hostileSellOk ? taxBps(raw.hostileSold ?? 0n, raw.hostilePairReceived ?? 0n) : null;
  const normalTax = raw.sellOk ? taxBps(raw.sellAmount, raw.sellPairReceived) : null;
  return {
    switched,
    measured: raw.hostileRun === true && allSwitched,
    hostileSellOk,
    hostileTaxBps: hostileTax,
    balanceOk: raw.hostileBalanceOk === true,
    revertSellOk: raw.revertSellOk === true,
    fixed: touchedFixed && touched !== 0n,
    answerUsed: hostileTax !== null && normalTax !== null && Math.abs(hostileTax - normalTax) > 10,
  };
}

/**
 * Is a measured stress bounded (the callee cannot trap sellers)? In EVERY answering mode (huge numbers, zero words,
 * 9,999 and 10^18 - 1: a token that ignores huge answers still takes in-range ones) the sell works, its worst tax
 * stays within CALLEE_BOUNDED_TAX_BPS and the seller's balance is right; and the sell also works with callees that
 * revert, unless the token visibly used (and bounded) the callee's answer AND the callee cannot change (hard-coded
 * in the token's code, its own code without DELEGATECALL or SELFDESTRUCT). A callee kept in storage whose revert
 * blocks the sell is a veto its owner can use (swap it for one that reverts): not bounded.
 */
export function calleeBounded(c: CalleeStress | null | undefined): boolean {
  return (
    !!c &&
    c.measured &&
    c.hostileSellOk &&
    c.balanceOk &&
    c.hostileTaxBps !== null &&
    c.hostileTaxBps <= CALLEE_BOUNDED_TAX_BPS &&
    (c.revertSellOk || (c.answerUsed && c.fixed))
  );
}

/**
 * Bit i: externals[i] is an address constant of the token's code (or its implementation's) (PUSH20, or an immutable's PUSH32: no storage slot
 * can swap it) and its own code has no DELEGATECALL or SELFDESTRUCT (its code cannot be swapped either).
 */
export function fixedCalleeMask(
  tokenCodes: readonly (Hex | null | undefined)[] | undefined,
  externals: readonly Address[],
  codes: Readonly<Record<string, Hex | null | undefined>> | undefined,
): bigint {
  const constants = new Set(
    (tokenCodes ?? [])
      .filter((c): c is Hex => !!c && c !== "0x")
      .flatMap((c) => analyseCode(c).addressConstants.map((a) => a.toLowerCase())),
  );
  if (!constants.size) return 0n;
  let mask = 0n;
  externals.forEach((a, i) => {
    const code = codes?.[a.toLowerCase()];
    if (i >= 256 || !code || code === "0x" || !constants.has(a.toLowerCase())) return;
    const scan = scanBytecode(code);
    if (!scan.delegatecall && !scan.selfdestruct) mask |= 1n << BigInt(i);
  });
  return mask;
}

/** Callees that are the token's own code kept at another address (`ownCodeOf`). */
export interface OwnCode {
  /**
   * Externals the token's code calls (CALL / STATICCALL) at an address fixed in its code, whose own code cannot
   * change its answer: no storage reads or writes, no time / block / gas / balance / other code / tx.origin reads, no
   * outside call, create or self-destruct, no address constant and no caller check but the token.
   */
  pureCallees: Address[];
  /**
   * The token's DELEGATECALL / CALLCODE targets when every one is a fixed module: an address fixed in the token's
   * code, its code read, with no outside call, create, self-destruct or further DELEGATECALL, no time / block / gas /
   * tx.origin reads, no address constant and no caller check, and run only with data the token's code builds (the
   * token copies no calldata into a call and every DELEGATECALL's selector is a constant the token's code writes: no
   * forwarding fallback or caller-chosen selector reaches the module's other functions). The module
   * then runs as the token's own code in the token's storage: the simulation and the privilege prober measure it.
   * Null when the token's code has no DELEGATECALL or one target is not such a module.
   */
  modules: Address[] | null;
  /** Why the token's calls are not all fixed (evidence), or null. */
  notFixed: string | null;
}

/**
 * Which callees are the token's own code (see OwnCode). Only for a token that is no proxy (one runtime code): every
 * path of its code is walked (bytecode.ts traceCallTargets); a call target from storage, calldata or memory, or a
 * walk that does not finish, makes no callee the token's own code.
 */
export function ownCodeOf(
  token: Address,
  tokenCodes: readonly (Hex | null | undefined)[] | undefined,
  codes: Readonly<Record<string, Hex | null | undefined>> | undefined,
): OwnCode {
  // The reader passes the token's code and the analysed code: the same code twice for a token that is no proxy.
  const own = [...new Set((tokenCodes ?? []).filter((c): c is Hex => !!c && c !== "0x").map((c) => c.toLowerCase()))];
  const none = (notFixed: string): OwnCode => ({ pureCallees: [], modules: null, notFixed });
  if (own.length !== 1) return none(own.length ? "the token runs more than one code (a proxy)" : "no token code");
  const trace = traceCallTargets(own[0]);
  if (!trace.complete)
    return none(
      "a call target of the token's code is not fixed in it (storage, calldata or memory), or its paths were not all walked",
    );
  const codeOf = (a: Address) => codes?.[a.toLowerCase()];
  const clean = (a: Address, opts: Parameters<typeof fixedCodeFlaws>[1]) => {
    const code = codeOf(a);
    if (!code || code === "0x" || a.toLowerCase() === token.toLowerCase()) return false;
    return fixedCodeFlaws(code, opts).length === 0;
  };
  const delegates = trace.delegates;
  const modules =
    delegates.length > 0 &&
    !trace.readsCallerData &&
    trace.delegateDataFixed &&
    delegates.every((d) => clean(d, { allowStorageWrites: true }))
      ? delegates
      : null;
  const delegated = new Set(delegates.map((d) => d.toLowerCase()));
  const pureCallees = trace.calls.filter(
    (c) => !delegated.has(c.toLowerCase()) && clean(c, { caller: token, allowStorageReads: false }),
  );
  return {
    pureCallees,
    modules,
    notFixed:
      delegates.length && !modules
        ? trace.readsCallerData || !trace.delegateDataFixed
          ? "the token copies calldata into its calls or lets a caller choose the module's function (a forwarding path reaches its module's other functions)"
          : "a DELEGATECALL target's code can change, reaches outside, reads the clock or checks its caller"
        : null,
  };
}

/** The placeholder shadow address in CalleeSwitch's runtime code (BuySellSimulator.sol CalleeSwitch.SHADOW). */
const CALLEE_SHADOW_PLACEHOLDER = "5ad05ad05ad05ad05ad05ad05ad05ad05ad05ad0";
if (CALLEE_SWITCH_RUNTIME_BYTECODE.toLowerCase().split(CALLEE_SHADOW_PLACEHOLDER).length !== 2)
  throw new Error("CalleeSwitch runtime code must hold its shadow placeholder exactly once");
/** The CalleeSwitch's code delegating to `shadow` (the placeholder constant replaced). */
const calleeSwitchCode = (shadow: Address): Hex =>
  CALLEE_SWITCH_RUNTIME_BYTECODE.toLowerCase().replace(CALLEE_SHADOW_PLACEHOLDER, shadow.slice(2).toLowerCase()) as Hex;
const calleeShadow = (i: number): Address =>
  getAddress(`0x${keccak256(toHex(`token-risk-api/evm/callee-shadow-${i}`)).slice(-40)}`);

/** A refusal's reason from its selector and first word (the forwarder's fwdWhy). */
function errorText(selector: Hex | undefined, errWord: Hex | undefined): string {
  const sel = (selector ?? "0x00000000").toLowerCase();
  const word = errWord ?? "0x";
  return sel === "0x00000000"
    ? "reverted without a reason"
    : sel === "0x08c379a0"
      ? Buffer.from(word.slice(2), "hex")
          .toString("latin1")
          .replace(/[^\x20-\x7e]/g, "")
      : `custom error ${sel}`;
}

/** The `eth_call` parameters of a simulator call: from the funded caller, to the simulator, with the state overrides. */
const simulatorCallParams = (
  target: SimulationTarget,
  config: SimulationConfig,
  data: Hex,
  overrides: Record<string, unknown>,
) => [
  {
    from: SIMULATION_CALLER,
    to: SIMULATOR_ADDRESS,
    data,
    gas: toHex(config.gasLimit),
    ...callFee(target.baseFee).fields,
  },
  "latest",
  fundCaller(overrides, SIMULATION_CALLER, config.gasLimit, target.baseFee),
];

/** The volume call (`volumeSell`): null when it did not give the token's answer (a transport error, out of gas). */
async function simulateVolume(
  client: PublicClient,
  target: SimulationTarget,
  config: SimulationConfig,
  overrides: Record<string, unknown>,
): Promise<VolumeSell | null> {
  const quoteFunded = !!(target.quoteFunding && target.quote);
  const growIn = target.growth && target.growth > 0n ? target.growth : 0n;
  const data = encodeFunctionData({
    abi: SIMULATOR_ABI,
    functionName: "volumeSell",
    args: [
      target.router,
      target.token,
      target.pair,
      config.ethIn,
      target.quote ?? target.token,
      quoteFunded && target.quoteFunding ? target.quoteFunding.amount : 0n,
      growIn,
      BigInt(VOLUME_TRANSFERS),
      SELL_SEQUENCE_SELLERS.slice(0, VOLUME_SELLERS),
    ],
  });
  // The growth's funds: native for a pair quoted in the wrapped native token, else the quote by its balance slot.
  const funded: Record<string, unknown> = { ...overrides };
  if (growIn > 0n) {
    if (quoteFunded && target.quoteFunding && target.quote)
      funded[target.quote] = {
        stateDiff: { [target.quoteFunding.slot]: toHex(target.quoteFunding.amount + growIn, { size: 32 }) },
      };
    else funded[SIMULATOR_ADDRESS] = { code: SIMULATOR_RUNTIME_BYTECODE, balance: toHex(config.ethIn * 2n + growIn) };
  }
  try {
    const ret = (await client.request(
      {
        method: "eth_call",
        params: simulatorCallParams(target, config, data, funded),
      } as never,
      { retryCount: 0 },
    )) as Hex;
    const v = decodeFunctionResult({ abi: SIMULATOR_ABI, functionName: "volumeSell", data: ret }) as unknown as {
      preOk: boolean;
      quoteBefore: bigint;
      quoteAfter: bigint;
      grownByBuy: boolean;
      growTried: bigint;
      growSold: bigint;
      growErrSelector: Hex;
      growErrWord: Hex;
      moved: bigint;
      postTried: bigint;
      postSold: bigint;
      errSelector: Hex;
      errWord: Hex;
      dustRun: boolean;
      dustSold: boolean;
      dustControlSold: boolean;
      dustErrSelector: Hex;
      dustErrWord: Hex;
    };
    const refused = Number(v.postTried - v.postSold);
    const grew = v.quoteBefore > 0n && v.quoteAfter * 100n >= v.quoteBefore * GROWTH_MIN_RATIO_PCT;
    return {
      preOk: v.preOk,
      ...(growIn > 0n && v.preOk
        ? {
            growth: {
              quoteBefore: v.quoteBefore,
              quoteAfter: v.quoteAfter,
              byBuy: v.grownByBuy,
              tried: Number(v.growTried),
              sold: Number(v.growSold),
              reason: v.growTried > v.growSold ? errorText(v.growErrSelector, v.growErrWord) : null,
              closing: grew && v.growTried >= 2n && v.growSold === 0n,
            },
          }
        : {}),
      moved: Number(v.moved),
      postTried: Number(v.postTried),
      postSold: Number(v.postSold),
      reason: refused > 0 ? errorText(v.errSelector, v.errWord) : null,
      closing: v.preOk && Number(v.moved) >= VOLUME_MIN_MOVED && v.postTried >= 2n && v.postSold === 0n,
      ...(v.preOk && v.dustRun
        ? {
            dust: {
              victimSold: v.dustSold,
              controlSold: v.dustControlSold,
              reason: v.dustSold ? null : errorText(v.dustErrSelector, v.dustErrWord),
              blocked: !v.dustSold && v.dustControlSold,
            },
          }
        : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Session 16, what trading itself does to holders (BuySellSimulator `tradeSell`, a third eth_call in the simulation's
 * batch, its own state).
 * - Parts: one fresh wallet buys a little and sells it in TRADE_PARTS equal parts, one after another (a holder selling
 *   gradually). Each part's cost is what left the wallet minus what reached the pair, over what left the wallet (a
 *   swap-back or auto-liquidity that adds tokens to the pair only lowers it). `climbing`: the first part and at least
 *   PART_MIN_SOLD parts went through, and a later part cost at least PART_CLIMB_HIGH_BPS and PART_CLIMB_MIN_RISE_BPS
 *   more than the first: the fee grows with the wallet's own sells and takes most of a gradual seller's bag. A part
 *   refused (a cooldown between a wallet's own sells) is not measured and never counts.
 * - LP: the simulator adds a little liquidity of its own (tokens it bought and the matching quote, sent to the pair and
 *   minted); a holder buys; a baseline wallet buys; a control wallet buys and sells; the baseline sells (the holder's
 *   sell with nothing removed); the simulator removes its liquidity (LP sent to the pair, burn); the holder sells; a
 *   fresh wallet buys and sells. `frozen`: the baseline sold and the holder's identical sell right after the removal
 *   was refused: a small liquidity removal, which anyone can make, stops holders' sells.
 */
export interface TradeSell {
  parts: {
    held: bigint;
    tried: number;
    sold: number;
    /** Each part's cost in basis points, in order (null: refused or not reached). */
    costBps: (number | null)[];
    firstBps: number | null;
    worstLaterBps: number | null;
    /** 1-based position of the costliest later part. */
    worstLaterPart: number | null;
    climbing: boolean;
  } | null;
  lp: {
    added: boolean;
    baselineSold: boolean;
    removed: boolean;
    holderSold: boolean;
    afterSold: boolean;
    reason: string | null;
    frozen: boolean;
    /** The token's clock was moved in the call (its TIMESTAMP reads patched; not a proxy): the duration is measured. */
    clock: boolean;
    /** With the clock: the holder's sell again CLOCK_ADVANCE_SECONDS later went through (a short pause). */
    soldLater: boolean;
    /** Frozen and still refused CLOCK_ADVANCE_SECONDS later on the token's own clock. */
    lasting: boolean;
  } | null;
  /**
   * Session 18, sells as the token's own clock moves on (the LP call, its clock patched; null when the clock was not
   * this call's). On the clock's start a fresh wallet bought and sold (`nowSold`; null: its buy delivered nothing) and
   * a second bought and kept; LATER_DAY_SECONDS later the second sold what it kept (`daySold`; null: nothing kept);
   * LATER_WEEK_SECONDS after that a third bought and sold (`weekSold`; null: its buy delivered nothing).
   * `holdPeriod`: the start's sell refused, the kept tokens sold a day later: a hold after a buy, lifted within the day.
   * `stopsLater`: the start's sell went through and a later one was refused: sells that stop as time passes.
   */
  later: {
    nowSold: boolean | null;
    daySold: boolean | null;
    weekSold: boolean | null;
    reason: string | null;
    holdPeriod: boolean;
    stopsLater: boolean;
  } | null;
}
export const CLOCK_ADVANCE_SECONDS = 86_400;
/** The later sells' clock moves (BuySellSimulator LATER_DAY, LATER_WEEK). */
export const LATER_DAY_SECONDS = 86_400;
export const LATER_WEEK_SECONDS = 7 * 86_400;
const STEP_PARTS = 1n;
const STEP_LP = 2n;
const STEP_CLOCK = 4n;
const STEP_LATER = 8n;

/**
 * The token's runtime code with every TIMESTAMP (0x42) opcode replaced by SELFBALANCE (0x47), PUSH data skipped: given
 * a balance of 0 by state override, the simulator then sets and moves the token's clock (BuySellSimulator `tradeSell`).
 * `reads`: the TIMESTAMP opcodes replaced (0: the token reads no clock of its own).
 */
export function clockPatched(code: Hex): { code: Hex; reads: number } {
  const hex = code.slice(2);
  const out: string[] = [];
  let reads = 0;
  for (let i = 0; i < hex.length; i += 2) {
    const op = Number.parseInt(hex.slice(i, i + 2), 16);
    if (op === 0x42) {
      out.push("47");
      reads++;
      continue;
    }
    out.push(hex.slice(i, i + 2));
    if (op >= 0x60 && op <= 0x7f) {
      const n = (op - 0x5f) * 2;
      out.push(hex.slice(i + 2, i + 2 + n));
      i += n;
    }
  }
  return { code: `0x${out.join("")}` as Hex, reads };
}
export const TRADE_PARTS = 8;
export const PART_MIN_SOLD = 4;
export const PART_CLIMB_HIGH_BPS = 5_000;
export const PART_CLIMB_MIN_RISE_BPS = 2_500;
/**
 * Wallets of the trade call: 0 sells in parts; 1 the LP step's holder, 2 its baseline, 3 its control, 4 its seller
 * after; 5-7 the later sells' (start, kept a day, a week on).
 */
const TRADE_SELLERS = 8;

/** The cost of one part: (sent - reached) / sent in basis points, 0 at least; null when nothing left the wallet. */
export function partCostBps(sent: bigint, reached: bigint): number | null {
  if (sent <= 0n) return null;
  if (reached >= sent) return 0;
  return Number(((sent - reached) * 10_000n) / sent);
}

/** Interprets `tradeSell`'s answer (see TradeSell). */
export function tradeSellOf(t: {
  partsHeld: bigint;
  partsTried: bigint;
  partsSold: bigint;
  partSent: readonly bigint[];
  partReached: readonly bigint[];
  lpAdded: boolean;
  lpBaselineSold: boolean;
  lpRemoved: boolean;
  lpHolderSold: boolean;
  lpAfterSold: boolean;
  clockRun: boolean;
  lpHolderSoldLater: boolean;
  lpErrSelector: Hex;
  lpErrWord: Hex;
  laterNow: bigint;
  laterHeld: bigint;
  laterDaySold: boolean;
  laterWeek: bigint;
  laterErrSelector: Hex;
  laterErrWord: Hex;
}): TradeSell {
  let parts: TradeSell["parts"] = null;
  if (t.partsTried > 0n) {
    const costBps = t.partSent.map((sent, i) => partCostBps(sent, t.partReached[i] ?? 0n));
    const firstBps = costBps[0] ?? null;
    let worstLaterBps: number | null = null;
    let worstLaterPart: number | null = null;
    costBps.forEach((c, i) => {
      if (i === 0 || c === null) return;
      if (worstLaterBps === null || c > worstLaterBps) {
        worstLaterBps = c;
        worstLaterPart = i + 1;
      }
    });
    const sold = Number(t.partsSold);
    const climbing =
      firstBps !== null &&
      worstLaterBps !== null &&
      sold >= PART_MIN_SOLD &&
      worstLaterBps >= PART_CLIMB_HIGH_BPS &&
      worstLaterBps - firstBps >= PART_CLIMB_MIN_RISE_BPS;
    parts = {
      held: t.partsHeld,
      tried: Number(t.partsTried),
      sold,
      costBps,
      firstBps,
      worstLaterBps,
      worstLaterPart,
      climbing,
    };
  }
  const lp: TradeSell["lp"] = t.lpAdded
    ? {
        added: true,
        baselineSold: t.lpBaselineSold,
        removed: t.lpRemoved,
        holderSold: t.lpHolderSold,
        afterSold: t.lpAfterSold,
        reason: t.lpRemoved && !t.lpHolderSold ? errorText(t.lpErrSelector, t.lpErrWord) : null,
        frozen: t.lpBaselineSold && t.lpRemoved && !t.lpHolderSold,
        clock: t.clockRun,
        soldLater: t.lpHolderSoldLater,
        lasting: t.lpBaselineSold && t.lpRemoved && !t.lpHolderSold && t.clockRun && !t.lpHolderSoldLater,
      }
    : null;
  const outcome = (code: bigint): boolean | null => (code === 0n ? null : code === 2n);
  const nowSold = outcome(t.laterNow);
  const daySold = t.laterHeld > 0n ? t.laterDaySold : null;
  const weekSold = outcome(t.laterWeek);
  const later: TradeSell["later"] = t.clockRun
    ? {
        nowSold,
        daySold,
        weekSold,
        reason: daySold === false || weekSold === false ? errorText(t.laterErrSelector, t.laterErrWord) : null,
        holdPeriod: nowSold === false && daySold === true,
        stopsLater: nowSold === true && (daySold === false || weekSold === false),
      }
    : null;
  return { parts, lp, later };
}

/** The trade call (`tradeSell`): null when it did not give the token's answer (a transport error, out of gas). */
async function simulateTrade(
  client: PublicClient,
  target: SimulationTarget,
  config: SimulationConfig,
  overrides: Record<string, unknown>,
  steps: bigint,
): Promise<TradeSell | null> {
  const quoteFunded = !!(target.quoteFunding && target.quote);
  const data = encodeFunctionData({
    abi: SIMULATOR_ABI,
    functionName: "tradeSell",
    args: [
      target.router,
      target.token,
      target.pair,
      config.ethIn,
      target.quote ?? target.token,
      quoteFunded && target.quoteFunding ? target.quoteFunding.amount : 0n,
      SELL_SEQUENCE_SELLERS.slice(0, TRADE_SELLERS),
      steps,
    ],
  });
  try {
    const ret = (await client.request(
      { method: "eth_call", params: simulatorCallParams(target, config, data, overrides) } as never,
      { retryCount: 0 },
    )) as Hex;
    const t = decodeFunctionResult({ abi: SIMULATOR_ABI, functionName: "tradeSell", data: ret });
    return tradeSellOf(t);
  } catch {
    return null;
  }
}

/**
 * Session 17 (sim19), a sell after an outside account's state changes (BuySellSimulator `outsideSell`, one eth_call
 * per outside account in the simulation's batch, each its own state): a remote switch outside the token. For each
 * watched account (`outsideWatch`: the outside addresses the token's code names, hard-coded or in its storage, and its
 * controller candidates) a fresh wallet buys a little, OUTSIDE_PUSH_WEI are then sent to the account the way anyone
 * can (a contract created with that value self-destructs to it: no code of the receiver runs) and the wallet sells.
 * One more call empties the watched accounts that can empty themselves (no code: a key holder; or a controller
 * candidate) by state override, then a fresh wallet buys and sells. A sell refused there while the plain fresh sell
 * (the volume call's first wallet, its own call) went through: the account's ether balance decides whether holders
 * can sell, and one outside party can set it (anyone, by sending ether; the key holder, by emptying it).
 */
export interface OutsideSells {
  /** Accounts sent ether (one call each) and accounts emptied (one call for all). */
  raised: Address[];
  emptied: Address[];
  /** The first change that stopped a fresh wallet's sell (raises first): the accounts, how, the token's reason. */
  stopped: { addresses: Address[]; mode: "raised" | "emptied"; reason: string | null } | null;
}
/** Ether sent to a watched account (raise calls). */
export const OUTSIDE_PUSH_WEI = 10n ** 18n;
/** Watched accounts sent ether (one call, one after another); the emptied accounts are at most as many (one call). */
export const OUTSIDE_RAISE_CALLS = 4;

/**
 * The accounts the outside calls watch: the token's outside addresses without code first (wallets: a key holder's),
 * then its controller candidates, then outside addresses whose code was not read, then outside contracts; never the
 * token, the pair, the router, the quote or a burn / precompile address. `empty`: those that can empty themselves
 * (no code, or a controller candidate).
 */
export function outsideWatch(
  target: Pick<SimulationTarget, "token" | "pair" | "router" | "quote" | "externals" | "externalCodes" | "watched">,
): { raise: Address[]; empty: Address[] } {
  const skip = new Set(
    [target.token, target.pair, target.router, target.quote ?? target.token].map((a) => a.toLowerCase()),
  );
  const ok = (a: Address) => !skip.has(a.toLowerCase()) && BigInt(a) > 0xffffn && !isBurnAddress(a);
  const codeOf = (a: Address) => target.externalCodes?.[a.toLowerCase()];
  const ext = (target.externals ?? []).filter(ok);
  const wallets = ext.filter((a) => codeOf(a) === "0x");
  const ordered = [
    ...wallets,
    ...(target.watched ?? []).filter(ok),
    ...ext.filter((a) => codeOf(a) === undefined || codeOf(a) === null),
    ...ext.filter((a) => !!codeOf(a) && codeOf(a) !== "0x"),
  ];
  const raise = [...new Map(ordered.map((a) => [a.toLowerCase(), getAddress(a)])).values()].slice(
    0,
    OUTSIDE_RAISE_CALLS,
  );
  const selfEmptying = new Set([...wallets, ...(target.watched ?? [])].map((a) => a.toLowerCase()));
  const empty = raise.filter((a) => selfEmptying.has(a.toLowerCase()));
  return { raise, empty };
}

/** The outside calls' count in round 3's batch (`outsideWatch`): one for the raises, one for the emptied accounts. */
export function outsideCallCount(target: Parameters<typeof outsideWatch>[0]): number {
  const w = outsideWatch(target);
  return (w.raise.length ? 1 : 0) + (w.empty.length ? 1 : 0);
}

/** One outside call (`outsideSell`): null when it did not give the token's answer. */
async function simulateOutside(
  client: PublicClient,
  target: SimulationTarget,
  config: SimulationConfig,
  overrides: Record<string, unknown>,
  outside: readonly Address[],
  push: bigint,
): Promise<{ controlSold: number; tried: number; stoppedAt: number; reason: string | null } | null> {
  const quoteFunded = !!(target.quoteFunding && target.quote);
  const data = encodeFunctionData({
    abi: SIMULATOR_ABI,
    functionName: "outsideSell",
    args: [
      target.router,
      target.token,
      target.pair,
      config.ethIn,
      target.quote ?? target.token,
      quoteFunded && target.quoteFunding ? target.quoteFunding.amount : 0n,
      [...outside],
      push,
      SELL_SEQUENCE_SELLERS.slice(0, 2 + outside.length),
    ],
  });
  const funded =
    push > 0n
      ? {
          ...overrides,
          [SIMULATOR_ADDRESS]: {
            code: SIMULATOR_RUNTIME_BYTECODE,
            balance: toHex(config.ethIn * 2n + push * BigInt(outside.length)),
          },
        }
      : overrides;
  try {
    const ret = (await client.request(
      { method: "eth_call", params: simulatorCallParams(target, config, data, funded) } as never,
      { retryCount: 0 },
    )) as Hex;
    const o = decodeFunctionResult({ abi: SIMULATOR_ABI, functionName: "outsideSell", data: ret });
    const refused = o.stoppedAt > 0n || (outside.length === 0 && o.controlBought > 0n && o.controlSold === 0n);
    return {
      controlSold: Number(o.controlSold),
      tried: Number(o.tried),
      stoppedAt: Number(o.stoppedAt),
      reason: refused ? errorText(o.errSelector, o.errWord) : null,
    };
  } catch {
    return null;
  }
}

/** Starts the outside calls (same batch); their answers, read after the simulation completed. */
function startOutside(
  client: PublicClient,
  target: SimulationTarget,
  config: SimulationConfig,
  overrides: Record<string, unknown>,
): () => Promise<OutsideSells | null> {
  const watch = outsideWatch(target);
  if (!watch.raise.length) return async () => null;
  const raised = simulateOutside(client, target, config, overrides, watch.raise, OUTSIDE_PUSH_WEI);
  const emptiedOverrides: Record<string, unknown> = { ...overrides };
  for (const a of watch.empty)
    emptiedOverrides[a] = { ...((overrides[a] ?? {}) as Record<string, unknown>), balance: "0x0" };
  const emptied = watch.empty.length
    ? simulateOutside(client, target, config, emptiedOverrides, [], 0n)
    : Promise.resolve(null);
  return async () => {
    const [r, e] = await Promise.all([raised, emptied]);
    let stopped: OutsideSells["stopped"] = null;
    // A refusal right after a push, the two plain sells before it (and the earlier pushes' sells) in the same call
    // having gone through.
    if (r && r.controlSold === 2 && r.stoppedAt > 0)
      stopped = { addresses: [watch.raise[r.stoppedAt - 1]], mode: "raised", reason: r.reason };
    // The plain fresh sell refused with the self-emptying accounts emptied (its control: the volume call's first
    // wallet, the same sell in its own call with the balances as they are; checked by the finding).
    else if (e && e.controlSold === 0 && e.reason !== null)
      stopped = { addresses: watch.empty, mode: "emptied", reason: e.reason };
    return { raised: watch.raise, emptied: watch.empty, stopped };
  };
}

function sellSequenceOf(raw: RawSimulation): SellSequence | null {
  if (!raw.sellOk || raw.seqBought === undefined || raw.seqBought === 0n) return null;
  const sold = Number(raw.seqSold ?? 0n);
  const refused = Number(raw.seqRefused ?? 0n);
  const soldAfterRefusal = Number(raw.seqLateOk ?? 0n);
  const reason = refused > 0 ? errorText(raw.seqErrSelector, raw.seqErrWord) : null;
  return {
    wallets: SELL_SEQUENCE_WALLETS,
    bought: Number(raw.seqBought),
    sold,
    refused,
    soldAfterRefusal,
    closing: sold >= SELL_SEQUENCE_MIN_SOLD && refused > 0 && soldAfterRefusal === 0,
    reason,
  };
}

export interface SimulationTarget {
  token: Address;
  router: Address;
  pair: Address;
  /** The pair's other token; default the router's WETH (a stablecoin pair is traded through native -> quote -> token). */
  quote?: Address;
  /** Outside addresses (from the token's storage and code) whose use by the transfer path is reported. */
  externals?: readonly Address[];
  /**
   * Trade with the quote token itself instead of the native token (a pair whose quote has no native pair on the
   * router): the simulator is given `amount` of the quote by a state override of the quote's balance slot `slot`
   * (found by probing, wallet-sell.ts) and swaps quote -> token -> quote.
   */
  quoteFunding?: { slot: Hex; amount: bigint } | null;
  /**
   * The code of outside addresses (read in round 2; keys lowercased): an external with code other than the token's
   * is given the CalleeSwitch by state override (its own code moved to a shadow address), so the simulation can
   * make it hostile after the trades (`calleeStress`).
   */
  externalCodes?: Readonly<Record<string, Hex | null | undefined>>;
  /**
   * The token's own runtime code and, for a proxy, its implementation's (round 1): callees hard-coded in them whose
   * code cannot change may veto by reverting when the token visibly bounds their answer (`fixedCalleeMask`).
   * Absent: no callee counts as fixed.
   */
  tokenCodes?: readonly (Hex | null | undefined)[];
  /** The head block's base fee (round 1): sets the call's gas price (`callFee`); null or absent: the floor. */
  baseFee?: bigint | null;
  /**
   * Session 14: the amount of the quote that doubles the pool's quote side in the volume call (the pair's quote
   * reserve), for a pair quoted in the wrapped native token or traded with its quote (`quoteFunding`); absent or 0:
   * the growth is not run.
   */
  growth?: bigint;
  /**
   * Session 17: outside accounts the token's code names besides `externals` (the controller candidates: owner, keys
   * compared with the caller), watched by the outside calls (`OutsideSells`) after the externals without code.
   */
  watched?: readonly Address[];
}

/**
 * The gas price of every simulation-round eth_call (the buy/sell simulation, the privilege probe, the wallet sell).
 * Without one `tx.gasprice` is 0 and a tax keyed on the gas price (small at 0, large for every real seller) escapes
 * the simulation. The price follows the head block's base fee, read in round 1 (`eth_getBlockByNumber("latest")`,
 * the call that gives the head's number: no extra call, no extra round trip):
 * - a base fee above 0: an EIP-1559 call, `maxPriorityFeePerGas` SIMULATION_TIP and `maxFeePerGas` twice the base
 *   fee plus the tip (what wallets send): `tx.gasprice` is then the block's base fee plus the tip, what a real seller
 *   pays, and the cap stays above the base fee even if it rises for a few blocks before the simulation round (a node
 *   rejects an eth_call whose fee cap is below the block's base fee: geth's "max fee per gas less than block base fee");
 * - no base fee (pre-London, or 0 as on BNB Chain) or unknown: a legacy `gasPrice` of SIMULATION_GAS_PRICE_FLOOR.
 * The caller is given gas x fee cap by state override (`fundCaller`), so the call cannot fail for lack of ETH.
 */
export const SIMULATION_TIP = 1_000_000_000n;
export const SIMULATION_GAS_PRICE_FLOOR = 1_000_000_000n;

/** The fee fields of a simulation-round eth_call and its highest price per gas (to fund the caller). */
export function callFee(baseFee: bigint | null | undefined): { fields: Record<string, Hex>; maxPrice: bigint } {
  if (baseFee && baseFee > 0n) {
    const maxPrice = 2n * baseFee + SIMULATION_TIP;
    return { fields: { maxFeePerGas: toHex(maxPrice), maxPriorityFeePerGas: toHex(SIMULATION_TIP) }, maxPrice };
  }
  return { fields: { gasPrice: toHex(SIMULATION_GAS_PRICE_FLOOR) }, maxPrice: SIMULATION_GAS_PRICE_FLOOR };
}

/** `overrides` with `from` given enough ETH to pay `gas` at the call's fee cap (its other overrides kept). */
export function fundCaller(
  overrides: Record<string, unknown>,
  from: Address,
  gas: bigint,
  baseFee: bigint | null | undefined,
): Record<string, unknown> {
  const own = (overrides[from] ?? {}) as Record<string, unknown>;
  return { ...overrides, [from]: { ...own, balance: toHex(gas * callFee(baseFee).maxPrice + 10n ** 18n) } };
}

const OUT_OF_GAS = /out of gas|gas required exceeds|ran out of gas|OutOfGas/i;

/** Runs the simulation in one eth_call. RPC errors (including rejected state overrides) give `inconclusive`. */
export async function simulateBuySell(
  client: PublicClient,
  target: SimulationTarget,
  config: SimulationConfig = DEFAULT_SIMULATION,
): Promise<SimulationResult> {
  const switches: Record<string, unknown> = {};
  let switchedMask = 0n;
  (target.externals ?? []).forEach((a, i) => {
    const code = target.externalCodes?.[a.toLowerCase()];
    if (i >= 256 || !code || code === "0x" || a.toLowerCase() === target.token.toLowerCase()) return;
    if (a.toLowerCase() === (target.quote ?? "").toLowerCase()) return;
    switchedMask |= 1n << BigInt(i);
    switches[calleeShadow(i)] = { code };
    switches[a] = { code: calleeSwitchCode(calleeShadow(i)) };
  });
  const data = encodeFunctionData({
    abi: SIMULATOR_ABI,
    functionName: "simulate",
    args: [
      target.router,
      target.token,
      target.pair,
      switchedMask,
      config.ethIn,
      target.quote ?? target.token,
      target.quoteFunding && target.quote ? target.quoteFunding.amount : 0n,
      [...(target.externals ?? [])],
      [...SELL_SEQUENCE_SELLERS],
    ],
  });
  const overrides: Record<string, unknown> = {
    ...switches,
    [SIMULATOR_ADDRESS]: { code: SIMULATOR_RUNTIME_BYTECODE, balance: toHex(config.ethIn * 2n) },
  };
  for (const seller of SELL_SEQUENCE_SELLERS) overrides[seller] = { code: FORWARDER_RUNTIME_BYTECODE };
  // The sender is the ordinary wallet that approves the router itself (msg.sender == tx.origin): forwarder code.
  overrides[SIMULATION_CALLER] = { code: FORWARDER_RUNTIME_BYTECODE };
  if (target.quoteFunding && target.quote)
    overrides[target.quote] = {
      stateDiff: { [target.quoteFunding.slot]: toHex(target.quoteFunding.amount, { size: 32 }) },
    };
  // The volume call runs beside the simulation (same batch, its own state): its answer is read only when the
  // simulation completed with a sell.
  const volume = simulateVolume(client, target, config, overrides);
  // Session 16: the trade calls likewise: a wallet selling in parts; a small liquidity removal, with the token's own
  // clock moved when its code is known and not a proxy's (TIMESTAMP read as its balance, set by the simulator).
  const trade = simulateTrade(client, target, config, overrides, STEP_PARTS);
  const own = target.tokenCodes?.[0];
  const impl = target.tokenCodes?.[1];
  const patched = own && own !== "0x" && (!impl || impl.toLowerCase() === own.toLowerCase()) ? clockPatched(own) : null;
  const lpTrade = simulateTrade(
    client,
    target,
    config,
    patched && patched.reads > 0 ? { ...overrides, [target.token]: { code: patched.code, balance: "0x0" } } : overrides,
    patched && patched.reads > 0 ? STEP_LP | STEP_CLOCK | STEP_LATER : STEP_LP,
  );
  // Session 17: the outside calls (a remote switch: an outside account's ether balance), same batch.
  const outside = startOutside(client, target, config, overrides);
  let result: Hex;
  try {
    result = (await client.request({
      method: "eth_call",
      params: simulatorCallParams(target, config, data, overrides),
    } as never)) as Hex;
  } catch (err) {
    const message = shortMessage(err);
    if (OUT_OF_GAS.test(message))
      return {
        status: "inconclusive",
        outOfGas: true,
        reason: `the simulation ran out of its ${config.gasLimit} gas (${message}): the token burns gas on trades`,
      };
    return {
      status: "inconclusive",
      reason: `the RPC rejected the simulation eth_call with state overrides: ${message}`,
    };
  }
  if (!result || result === "0x")
    return { status: "inconclusive", reason: "the simulation eth_call returned no data (state overrides ignored?)" };
  let decoded: RawSimulation;
  try {
    decoded = decodeFunctionResult({
      abi: SIMULATOR_ABI,
      functionName: "simulate",
      data: result,
    }) as unknown as RawSimulation;
  } catch (err) {
    return { status: "inconclusive", reason: `undecodable simulation result: ${shortMessage(err)}` };
  }
  const interpreted = interpretSimulation(
    decoded,
    config,
    target.externals ?? [],
    switchedMask,
    fixedCalleeMask(target.tokenCodes, target.externals ?? [], target.externalCodes),
    target.externals?.length ? ownCodeOf(target.token, target.tokenCodes, target.externalCodes) : undefined,
  );
  if (interpreted.status === "completed") {
    interpreted.volume = await volume;
    const [parts, lp] = await Promise.all([trade, lpTrade]);
    interpreted.trade =
      parts || lp ? { parts: parts?.parts ?? null, lp: lp?.lp ?? null, later: lp?.later ?? null } : null;
    interpreted.outside = await outside();
  }
  return interpreted;
}
