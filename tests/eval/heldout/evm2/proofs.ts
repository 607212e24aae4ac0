/**
 * Held-out EVM evaluation v2: the building blocks of each case's proof. A proof runs on a chain snapshot that is
 * reverted afterwards and shows the launched token really does what the case's rationale says (the privileged action
 * works and has the stated effect, or the honest token trades and its guard holds). Proofs check the SET, never the
 * engine: a launch script that does not produce the documented behaviour would make an expectation meaningless.
 */
import type { Address, Hex } from "viem";
import type { LaunchContext, Launched } from "../evm/world";

export type Proof = (ctx: LaunchContext, l: Launched) => Promise<void>;

export function must(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export const BIG = 10n ** 30n;
export const IMPL_1967: Hex = "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc";
export const ADMIN_1967: Hex = "0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103";

/** The wallet the proofs use as "a holder": it bought during the launch and never sold. */
export const HOLDER = 4;

/** `action` makes the supply grow. */
export async function supplyGrows(ctx: LaunchContext, l: Launched, action: () => Promise<void>, what: string) {
  const before = await ctx.supply(l.token);
  await action();
  must((await ctx.supply(l.token)) > before, `${what} did not grow the supply`);
}

/** The holder's sell of its whole balance reverts. */
export async function holderCannotSell(ctx: LaunchContext, l: Launched, wallet = HOLDER) {
  must((await ctx.balance(l.token, ctx.wallet(wallet))) > 0n, "the holder has nothing to sell");
  must(await ctx.reverts(ctx.sell(l.token, l.quote, ctx.wallet(wallet), 10_000)), "the holder could still sell");
}

/** The holder sells its whole balance and is paid. */
export async function holderSells(ctx: LaunchContext, l: Launched, wallet = HOLDER) {
  const received = await ctx.sell(l.token, l.quote, ctx.wallet(wallet), 10_000);
  must(received > 0, "the holder's sell paid nothing");
}

/** `from` removes all its liquidity and the pool is (nearly) empty afterwards. */
export async function pullsPool(ctx: LaunchContext, l: Launched, from: Address) {
  const before = await ctx.quoteReserve(l);
  await ctx.send(l.pair!, "Pair", "approve", [ctx.router, 0n], from); // acts as `from` (impersonated) first
  await ctx.removeLiquidity(l.token, l.quote, 10_000, from);
  must((await ctx.quoteReserve(l)) < before * 0.05, "the pool could not be pulled");
}

/** The promised transaction reverts. */
export async function refused(ctx: LaunchContext, p: Promise<unknown>, what: string) {
  must(await ctx.reverts(p), `${what} was not refused`);
}

/** The implementation (or beacon target) read by `read` changes after `action`. */
export async function codeReplaced(read: () => Promise<string>, action: () => Promise<void>) {
  const before = await read();
  await action();
  must((await read()).toLowerCase() !== before.toLowerCase(), "the implementation did not change");
}
