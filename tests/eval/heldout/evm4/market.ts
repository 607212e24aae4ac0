/**
 * Held-out EVM evaluation v4: the launch and governance helpers the v4 cases share, on top of the first set's world
 * (tests/eval/heldout/evm/world.ts). No engine code is imported here.
 *
 * - openMarket: lists the token against WETH or the dollar stablecoin, spreads the supply over holders (the deployer
 *   keeps a few percent unless the case says otherwise), settles the LP (burnt, kept, locked, widely held, split, or
 *   sent to an address), then five wallets buy minutes to hours apart and two of them sell part of their bags.
 * - deploySafe / safeExec: the OFFICIAL Safe (singleton + SafeProxyFactory from the npm package
 *   @safe-global/safe-smart-account, build artifacts, v1.5.0), set up with distinct owners and a threshold; a
 *   transaction is executed with on-chain approvals (approveHash by each signer, then execTransaction with the
 *   "approved hash" signature type v = 1, as Safe's documentation describes:
 *   docs.safe.global/advanced/smart-account-signatures, read 2026-11-26).
 */
import { type Address, concatHex, getAddress, type Hex, pad } from "viem";
import { DEAD, type LaunchContext, type Launched, type Quote } from "../evm/world";
import { must } from "../evm2/proofs";

export const ZERO: Address = "0x0000000000000000000000000000000000000000";

export type LpFate = "burn" | "keep" | "lock" | "lock-10y" | "lock-2d" | "wide" | "split" | "to";

export interface Plan {
  quote?: Quote;
  /** Tell the token its pair at listing (`setPair(address)`). */
  setPair?: boolean;
  lp: LpFate;
  /** Where the LP goes when lp is "to". */
  lpTo?: Address;
  /** Quote put in the pool (ETH, or dollars on the stablecoin pair). */
  liquidity?: number;
  /** Share of the supply listed (bps; default 2000, 200 when the LP is to be widely held). */
  listBps?: number;
  /** Share of the supply given to each of the ten holders (bps, default 250). */
  holderBps?: number;
  /** Share of the supply the deployer keeps (bps, default 400); the rest goes to further holders, 3 % each. */
  keepBps?: number;
  /** Send 5 % of the supply to 0x…dEaD (default true). */
  deadBurn?: boolean;
  /** After listing and the spread, before the LP is settled. */
  beforeLp?: (pair: Address) => Promise<void>;
  /** After the LP is settled, before the trades. */
  afterLp?: (pair: Address) => Promise<void>;
  /** Sells during the launch (false when holders cannot sell). */
  sells?: boolean;
}

/** Ten holders; HOLDER (wallet 4, from evm2/proofs) is a buyer that never sells. */
export const HOLDERS = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29];
/** The holders that pool their bags when the LP is widely held. */
export const LP_PROVIDERS = HOLDERS.slice(0, 7);

export async function openMarket(ctx: LaunchContext, token: Address, plan: Plan): Promise<Launched> {
  const quote = plan.quote ?? "weth";
  const liquidity = plan.liquidity ?? (quote === "weth" ? 12 : 36_000);
  const supply = await ctx.supply(token);
  const wide = plan.lp === "wide";
  const listBps = BigInt(plan.listBps ?? (wide ? 200 : 2000));
  const pair = await ctx.list(token, {
    quote,
    tokens: (supply * listBps) / 10_000n,
    quoteAmount: wide ? liquidity / 10 : liquidity,
    setPair: plan.setPair,
  });
  await ctx.spread(token, HOLDERS, plan.holderBps ?? 250);
  if (plan.deadBurn !== false) await ctx.send(token, "PlainUpgradeableToken", "transfer", [DEAD, supply / 20n]);
  const keep = (supply * BigInt(plan.keepBps ?? 400)) / 10_000n;
  const share = (supply * 3n) / 100n;
  for (let w = 50; (await ctx.balance(token, ctx.deployer)) >= keep + share; w++)
    await ctx.send(token, "PlainUpgradeableToken", "transfer", [ctx.wallet(w), share]);
  await plan.beforeLp?.(pair);
  switch (plan.lp) {
    case "burn":
      await ctx.moveLp(pair, DEAD, 10_000);
      break;
    case "lock":
      await ctx.lockLp(pair, 10_000, 540);
      break;
    case "lock-10y":
      // For pairs older than "lock"'s 540 days: a 540-day lock would have run out before the scan.
      await ctx.lockLp(pair, 10_000, 3_650);
      break;
    case "lock-2d":
      await ctx.lockLp(pair, 10_000, 2);
      break;
    case "split":
      await ctx.moveLp(pair, DEAD, 5_000);
      await ctx.lockLp(pair, 10_000, 400);
      break;
    case "to":
      await ctx.moveLp(pair, plan.lpTo!, 10_000);
      break;
    case "wide":
      for (const i of LP_PROVIDERS) {
        await ctx.addLiquidity(token, quote, await ctx.balance(token, ctx.wallet(i)), liquidity / 10, ctx.wallet(i));
        await ctx.wait(0.15);
      }
      break;
    case "keep":
      break;
  }
  await plan.afterLp?.(pair);
  await ctx.wait(0.25);
  const unit = quote === "weth" ? 1 : 3000;
  for (const [i, b] of [0.4, 1.0, 0.25, 0.8, 0.5].entries()) {
    await ctx.buy(token, quote, ctx.wallet(i), b * unit);
    await ctx.wait(i % 2 === 0 ? 0.5 : 1.3);
  }
  if (plan.sells !== false) {
    await ctx.sell(token, quote, ctx.wallet(0), 3_500);
    await ctx.wait(0.6);
    await ctx.sell(token, quote, ctx.wallet(2), 5_000);
    await ctx.wait(0.2);
  }
  return { token, pair, quote };
}

/** Last-day trades: two fresh buyers and (unless `sells` is false) a partial sell, minutes apart. */
export const lastDay =
  (sells = true) =>
  async (ctx: LaunchContext, l: Launched) => {
    const unit = l.quote === "weth" ? 1 : 3000;
    await ctx.buy(l.token, l.quote, ctx.wallet(5), 0.3 * unit);
    await ctx.wait(0.05);
    await ctx.buy(l.token, l.quote, ctx.wallet(6), 0.45 * unit);
    if (sells) {
      await ctx.wait(0.05);
      await ctx.sell(l.token, l.quote, ctx.wallet(1), 2_000);
    }
  };

/** Deploys an official Safe (singleton + proxy factory, as published) with these owners and threshold. */
export async function deploySafe(ctx: LaunchContext, owners: Address[], threshold: number): Promise<Address> {
  const singleton = await ctx.deploy("Safe");
  const factory = await ctx.deploy("SafeProxyFactory");
  const setup = ctx.encode("Safe", "setup", [owners, BigInt(threshold), ZERO, "0x", ZERO, ZERO, 0n, ZERO]);
  const args = [singleton, setup, 0n];
  const proxy = await ctx.read<Address>(factory, "SafeProxyFactory", "createProxyWithNonce", args);
  await ctx.send(factory, "SafeProxyFactory", "createProxyWithNonce", args);
  must(
    (await ctx.read<bigint>(proxy, "Safe", "getThreshold")) === BigInt(threshold),
    "the Safe was not set up with its threshold",
  );
  return getAddress(proxy);
}

/** Wallets `ids` of the case as Safe owners. */
export const owners = (ctx: LaunchContext, ids: number[]) => ids.map((i) => ctx.wallet(i));

/**
 * Executes `data` on `to` from the Safe: each signer approves the Safe transaction hash on chain, then the first signer
 * submits execTransaction with one "approved hash" signature per signer (sorted by address). Reverts (as the Safe
 * does) when the signers are fewer than the threshold or the inner call fails.
 */
export async function safeExec(ctx: LaunchContext, safe: Address, to: Address, data: Hex, signers: Address[]) {
  const nonce = await ctx.read<bigint>(safe, "Safe", "nonce");
  const tx = [to, 0n, data, 0, 0n, 0n, 0n, ZERO, ZERO] as const;
  const hash = await ctx.read<Hex>(safe, "Safe", "getTransactionHash", [...tx, nonce]);
  for (const s of signers) await ctx.send(safe, "Safe", "approveHash", [hash], s);
  const sorted = [...signers].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const signatures = concatHex(sorted.map((a) => concatHex([pad(a, { size: 32 }), pad("0x00", { size: 32 }), "0x01"])));
  await ctx.send(safe, "Safe", "execTransaction", [...tx, signatures], signers[0]);
}

/** Contracts a launch deployed beside the token, for the proofs. */
const helpers = new Map<string, Address>();
export const remember = (token: Address, what: string, a: Address) => helpers.set(`${token.toLowerCase()}:${what}`, a);
export function deployed(token: Address, what: string): Address {
  const a = helpers.get(`${token.toLowerCase()}:${what}`);
  if (!a) throw new Error(`no ${what} recorded for ${token}`);
  return a;
}

/** Value in quote of `amount` tokens at the pool's current price (no fee, no impact). */
export async function poolValue(ctx: LaunchContext, l: Launched, amount: bigint): Promise<number> {
  const tokensInPool = await ctx.balance(l.token, l.pair!);
  return (Number(amount) / Number(tokensInPool)) * (await ctx.quoteReserve(l));
}

/** The wallet's sell of 1 % of its bag pays less than `fraction` of that amount's pool value. */
export async function sellPaysUnder(ctx: LaunchContext, l: Launched, fraction: number, wallet: number) {
  const bal = await ctx.balance(l.token, ctx.wallet(wallet));
  const worth = await poolValue(ctx, l, bal / 100n);
  const got = await ctx.sell(l.token, l.quote, ctx.wallet(wallet), 100);
  must(got < worth * fraction, `the sell paid ${got}, not under ${fraction} of ${worth}`);
}

/** The wallet's sell of 1 % of its bag pays more than `fraction` of that amount's pool value. */
export async function sellPaysOver(ctx: LaunchContext, l: Launched, fraction: number, wallet: number) {
  const bal = await ctx.balance(l.token, ctx.wallet(wallet));
  const worth = await poolValue(ctx, l, bal / 100n);
  const got = await ctx.sell(l.token, l.quote, ctx.wallet(wallet), 100);
  must(got > worth * fraction, `the sell paid ${got}, not over ${fraction} of ${worth}`);
}
