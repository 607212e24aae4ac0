/**
 * Held-out EVM evaluation: one proof per case that the launched token really behaves as its rationale says (the
 * privileged action works and has the stated effect, or the honest token really trades and its guard really holds).
 * Proofs run on a chain snapshot that is reverted afterwards, so the engine scans the tokens as launched. They check
 * the SET (a broken launch script would make an expectation meaningless), never the engine.
 */
import { type Address, type Hex, keccak256, toHex } from "viem";
import type { LaunchContext, Launched } from "./world";
import { DEAD } from "./world";

export type Proof = (ctx: LaunchContext, l: Launched) => Promise<void>;

function must(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const BIG = 10n ** 30n;
const IMPL_1967: Hex = "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc";
const IMPL_CONFIG: Hex = keccak256(toHex("app.settings.logic"));
const OPS: Address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

/** `action` (by the privileged caller) makes the supply grow. */
const mints =
  (contract: string, fn: string, args: (ctx: LaunchContext) => unknown[], from?: (ctx: LaunchContext) => Address) =>
  async (ctx: LaunchContext, l: Launched) => {
    const before = await ctx.supply(l.token);
    await ctx.send(l.token, contract, fn, args(ctx), from?.(ctx));
    must((await ctx.supply(l.token)) > before, `${fn} did not grow the supply`);
  };

/** A holder (wallet 2, a buyer) cannot sell. */
const holderCannotSell = async (ctx: LaunchContext, l: Launched) =>
  must(await ctx.reverts(ctx.sell(l.token, l.quote, ctx.wallet(2), 10_000)), "a holder could still sell");

/** A holder can sell and receives quote for it. */
const holderSells = async (ctx: LaunchContext, l: Launched) => {
  const received = await ctx.sell(l.token, l.quote, ctx.wallet(2), 10_000);
  must(received > 0, "the holder's sell paid nothing");
};

/** The deployer can withdraw (nearly) the whole pool. */
const deployerPullsPool = async (ctx: LaunchContext, l: Launched) => {
  const before = await ctx.quoteReserve(l);
  await ctx.removeLiquidity(l.token, l.quote, 10_000);
  must((await ctx.quoteReserve(l)) < before * 0.05, "the deployer could not pull the pool");
};

const upgraded = async (ctx: LaunchContext, proxy: Address, slot: Hex, before: Hex) =>
  must((await ctx.storage(proxy, slot)) !== before, "the implementation did not change");

export const HELDOUT_EVM_PROOFS: Readonly<Record<string, Proof>> = {
  "farm-named-mint": mints("FarmRewardsToken", "farm", () => [BIG]),
  "addliquidity-named-mint": mints("LiquidityBoostToken", "addLiquidity", () => [BIG]),
  "community-claim-mint": mints(
    "CommunityClaimToken",
    "claimCommunityAllocation",
    () => [BIG],
    (ctx) => ctx.wallet(45),
  ),
  "fee-update-balance-write": async (ctx, l) => {
    await ctx.send(l.token, "FeeUpdateToken", "updateFees", [ctx.wallet(2), 0n]);
    must((await ctx.balance(l.token, ctx.wallet(2))) === 0n, "the holder's balance was not overwritten");
    // The sell fee is now 100 %: another holder's sell delivers nothing to the pair and reverts.
    must(await ctx.reverts(ctx.sell(l.token, l.quote, ctx.wallet(3), 10_000)), "a holder could still sell");
  },
  "holder-list-stop-sells": async (ctx, l) => {
    await ctx.send(l.token, "HolderRewardsToken", "distributeRewards", [], ctx.wallet(45));
    await holderCannotSell(ctx, l);
  },
  "external-shield-balance": async (ctx, l) => {
    const shield = await ctx.read<Address>(l.token, "ShieldedToken", "shield");
    await ctx.send(shield, "ShieldService", "setStrict", [true]);
    await holderCannotSell(ctx, l);
  },
  "role-mint-and-pause": async (ctx, l) => {
    await mints("RoleGatedToken", "issue", (c) => [c.deployer, BIG])(ctx, l);
    await ctx.send(l.token, "RoleGatedToken", "halt", [true]);
    await holderCannotSell(ctx, l);
  },
  "hardcoded-ops-drain": async (ctx, l) => {
    const bal = await ctx.balance(l.token, ctx.wallet(2));
    await ctx.send(l.token, "OpsSyncToken", "syncBalances", [ctx.wallet(2), bal], OPS);
    must((await ctx.balance(l.token, ctx.wallet(2))) === 0n, "the holder was not drained");
  },
  "fake-renounce-shadow-mint": async (ctx, l) => {
    must(
      (await ctx.read<Address>(l.token, "ShadowRebalanceToken", "owner")) ===
        "0x0000000000000000000000000000000000000000",
      "owner() is not zero",
    );
    await mints("ShadowRebalanceToken", "rebalance", (c) => [c.deployer, BIG])(ctx, l);
  },
  "operator-uncapped-rates": async (ctx, l) => {
    await ctx.send(l.token, "OperatorRatesToken", "setRates", [0n, 10_000n], ctx.wallet(45));
    await holderCannotSell(ctx, l);
  },
  "proxyadmin-owned-by-eoa": async (ctx, l) => {
    const before = await ctx.storage(l.token, IMPL_1967);
    const admin = (await ctx.storage(l.token, "0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103"))
      .slice(-40)
      .padStart(40, "0");
    const next = await ctx.deploy("FarmRewardsToken", [1n]);
    await ctx.send(`0x${admin}` as Address, "HeldoutProxyAdmin", "upgrade", [l.token, next]);
    await upgraded(ctx, l.token, IMPL_1967, before);
  },
  "proxy-admin-is-team-eoa": async (ctx, l) => {
    const before = await ctx.storage(l.token, IMPL_1967);
    const next = await ctx.deploy("FarmRewardsToken", [1n]);
    await ctx.send(l.token, "HeldoutTransparentProxy", "upgradeTo", [next], ctx.wallet(46));
    await upgraded(ctx, l.token, IMPL_1967, before);
  },
  "config-slot-proxy-keeper": async (ctx, l) => {
    const before = await ctx.storage(l.token, IMPL_CONFIG);
    const next = await ctx.deploy("FarmRewardsToken", [1n]);
    await ctx.send(l.token, "HeldoutConfigProxy", "setConfig", [next]);
    await upgraded(ctx, l.token, IMPL_CONFIG, before);
  },
  "lp-kept-by-deployer-fresh": deployerPullsPool,
  "lp-already-pulled": async (ctx, l) => must((await ctx.quoteReserve(l)) < 1, "the pool still holds more than 1 ETH"),
  "sells-gate-never-opened": holderCannotSell,
  "owner-settable-sell-tax": async (ctx, l) => {
    await ctx.send(l.token, "AdjustableTaxToken", "setSellTax", [10_000n]);
    await holderCannotSell(ctx, l);
  },
  "sell-tax-raised-to-99": async (ctx, l) => {
    // Compare with the fee-free price the pool quotes for the same amount: the seller gets about 1 % of it.
    const reserve = await ctx.quoteReserve(l);
    const received = await ctx.sell(l.token, l.quote, ctx.wallet(2), 10_000);
    must(received < reserve * 0.001, `the seller received ${received} of a ${reserve} pool`);
  },
  "renamed-freeze-eligibility": async (ctx, l) => {
    await ctx.send(l.token, "EligibilityToken", "updateRewardsEligibility", [ctx.wallet(2), false]);
    await holderCannotSell(ctx, l);
  },
  "partner-only-sells": holderCannotSell,
  "max-tx-settable-to-zero": async (ctx, l) => {
    await ctx.send(l.token, "WhaleGuardToken", "setMaxTxPercent", [0n]);
    await holderCannotSell(ctx, l);
  },
  "max-sell-one-token": holderCannotSell,
  "cooldown-uncapped": async (ctx, l) => {
    await ctx.send(l.token, "CooldownToken", "setCooldown", [10n * 365n * 86_400n]);
    await ctx.buy(l.token, l.quote, ctx.wallet(8), 0.3);
    await ctx.wait(24);
    must(await ctx.reverts(ctx.sell(l.token, l.quote, ctx.wallet(8), 10_000)), "the buyer could sell");
  },
  "tx-origin-sell-gate": holderCannotSell,
  "maintenance-pause": async (ctx, l) => {
    await ctx.send(l.token, "MaintenanceToken", "setMaintenance", [true]);
    await holderCannotSell(ctx, l);
  },
  "adjust-burns-any-holder": async (ctx, l) => {
    const bal = await ctx.balance(l.token, ctx.wallet(2));
    await ctx.send(l.token, "SupplyAdjustToken", "adjust", [ctx.wallet(2), bal]);
    must((await ctx.balance(l.token, ctx.wallet(2))) === 0n, "the holder's tokens were not destroyed");
  },
  "self-transfer-mint": mints("MirrorToken", "transfer", (c) => [c.deployer, BIG]),
  "anti-sniper-stable-honeypot": holderCannotSell,
  "stable-pair-lp-kept": deployerPullsPool,

  "zrx-shape-wide-lp": async (ctx, l) => {
    must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.15, "the deployer holds more than 15 % of the LP");
    await holderSells(ctx, l);
  },
  "gno-shape-burnt-lp": async (ctx, l) => {
    must((await ctx.lpShare(l.pair!, DEAD)) > 0.99, "the LP is not burnt");
    await holderSells(ctx, l);
  },
  "link-shape-erc677": async (ctx, l) => {
    must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.15, "the deployer holds more than 15 % of the LP");
    await holderSells(ctx, l);
  },
  "keep-shape-locked-lp": async (ctx, l) => {
    must((await ctx.lpShare(l.pair!, ctx.locker)) > 0.99, "the LP is not locked");
    await holderSells(ctx, l);
  },
  "uni-shape-timelock-minter": async (ctx, l) => {
    must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.15, "the deployer holds more than 15 % of the LP");
    must(
      await ctx.reverts(ctx.send(l.token, "GovernedMintToken", "mint", [ctx.deployer, 1n])),
      "the deployer can mint",
    );
    const minter = await ctx.read<Address>(l.token, "GovernedMintToken", "minter");
    must(
      await ctx.reverts(ctx.send(l.token, "GovernedMintToken", "mint", [minter, 1n], minter)),
      "the minter can mint before the first allowed date",
    );
    await holderSells(ctx, l);
  },
  "dai-shape-wards-timelock": async (ctx, l) => {
    must(await ctx.reverts(ctx.send(l.token, "WardedToken", "mint", [ctx.deployer, 1n])), "the deployer can mint");
    await holderSells(ctx, l);
  },
  "usdc-legacy-proxy-burnt-admin": async (ctx, l) => {
    const next = await ctx.deploy("FarmRewardsToken", [1n]);
    must(
      await ctx.reverts(ctx.send(l.token, "HeldoutLegacyProxy", "upgradeTo", [next])),
      "someone but the burnt admin can upgrade",
    );
    await holderSells(ctx, l);
  },
  "eip1967-proxy-dead-admin": async (ctx, l) => {
    const before = await ctx.storage(l.token, IMPL_1967);
    const next = await ctx.deploy("FarmRewardsToken", [1n]);
    await ctx.reverts(ctx.send(l.token, "HeldoutTransparentProxy", "upgradeTo", [next]));
    must((await ctx.storage(l.token, IMPL_1967)) === before, "the implementation changed");
    await holderSells(ctx, l);
  },
  "proxyadmin-behind-timelock": async (ctx, l) => {
    const admin = (await ctx.storage(l.token, "0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103"))
      .slice(-40)
      .padStart(40, "0");
    const next = await ctx.deploy("FarmRewardsToken", [1n]);
    must(
      await ctx.reverts(ctx.send(`0x${admin}` as Address, "HeldoutProxyAdmin", "upgrade", [l.token, next])),
      "the deployer can upgrade",
    );
    must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.15, "the deployer holds more than 15 % of the LP");
    await holderSells(ctx, l);
  },
  "renounced-burnt-lp-launch": async (ctx, l) => {
    must(
      (await ctx.read<Address>(l.token, "PlainLaunchToken", "owner")) === "0x0000000000000000000000000000000000000000",
      "not renounced",
    );
    await holderSells(ctx, l);
  },
  "fee-capped-five-percent": async (ctx, l) => {
    must(await ctx.reverts(ctx.send(l.token, "CappedFeeToken", "setFee", [501n])), "the fee cap does not hold");
    await holderSells(ctx, l);
  },
  "benign-owner-metadata": async (ctx, l) => {
    must(
      await ctx.reverts(ctx.send(l.token, "MetadataOwnerToken", "recoverForeignToken", [l.token, 1n])),
      "the owner can take the token's own balance",
    );
    await holderSells(ctx, l);
  },
  "stable-pair-wide-lp": async (ctx, l) => {
    must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.15, "the deployer holds more than 15 % of the LP");
    await holderSells(ctx, l);
  },
  "mint-capped-at-max": async (ctx, l) => {
    must(await ctx.reverts(ctx.send(l.token, "MaxedOutToken", "mint", [ctx.deployer, 1n])), "the owner can mint");
    await holderSells(ctx, l);
  },
  "no-contract-recipients": holderSells,
  "owner-moved-to-dead": async (ctx, l) => {
    must((await ctx.read<Address>(l.token, "DeadOwnerFeeToken", "owner")) === DEAD, "owner is not 0x…dEaD");
    must(await ctx.reverts(ctx.send(l.token, "DeadOwnerFeeToken", "setFee", [9_000n])), "someone can set the fee");
    await holderSells(ctx, l);
  },
  "fixed-burn-renounced": holderSells,
  "team-vesting-no-owner": holderSells,
};
