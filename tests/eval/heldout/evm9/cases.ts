/**
 * HELD-OUT EVM evaluation set v9 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-27), the earlier
 * sets' plumbing and case files (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when a single party (an EOA, a 1-of-N Safe, an
 * address hidden in a raw slot or reserved at an empty CREATE2 address, a "dead-looking" vanity address, an owner whose
 * hand-over was never accepted) can now create tokens without bound, take holders' tokens or allowances, stop their
 * sells (directly, or by a pause it may renew without limit), or make a realistic buy or sell lose most of its value;
 * when the code itself keeps ordinary holders from selling; or when one address (or anyone) can remove most of the
 * pool now. SAFE when nobody can, when the power is bounded in code (caps on the sum, fixed denominators, one-time
 * budgets, rates with a ceiling, minting only by rules or against deposits), or held by multi-key governance or a
 * delay of days, and the pool cannot be removed by one address.
 *
 * Each launch: contracts/heldout9 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController / TransparentUpgradeableProxy / ERC1967Proxy / VestingWallet as published, a
 * Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, the supply spread over many holders, buys and sells by
 * several wallets minutes to hours apart (v4's openMarket), the LP settled as the scenario says, then the owner actions
 * the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, getAddress, type Hex, keccak256, maxUint256, toHex } from "viem";
import { DEAD, type LaunchContext, type Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import {
  ADMIN_1967,
  codeReplaced,
  HOLDER,
  holderCannotSell,
  holderSells,
  IMPL_1967,
  must,
  pullsPool,
  refused,
  supplyGrows,
} from "../evm2/proofs";
import {
  deployed,
  deploySafe,
  LP_PROVIDERS,
  lastDay,
  openMarket,
  owners,
  remember,
  safeExec,
  sellPaysOver,
  sellPaysUnder,
  ZERO,
} from "../evm4/market";

/** Same shape as the v2-v8 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm9Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const ZERO32: Hex = `0x${"00".repeat(32)}`;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK =
  "CertiK / SlowMist audit finding classes (centralization risk, privileged roles, unchecked parameters, hidden controllers)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (fake lockers, fake renounce, approval abuse, LP not really burnt)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const OZ_VW = "OpenZeppelin VestingWallet 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/finance#VestingWallet)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2/concepts/core-concepts/pools; UniswapV2Pair.burn sends the pair's own LP balance's share to any caller-chosen address)";
const UUPS =
  "ERC-1822 / ERC-1967 UUPS proxies (eips.ethereum.org/EIPS/eip-1822, eip-1967); OpenZeppelin UUPSUpgradeable 5.7.0";
const TEMPLATE =
  "the 2023-2024 Ethereum meme-launch template (taxWallet, reduceFee, removeLimits), as TokenSniffer lists it among 'similar contracts'";

/**
 * An address that looks burnt in a shortened display (0x0000…dEaD, like 0x000…dEaD) but is a vanity wallet the team
 * holds: only 8 of its 40 hex digits are chosen (4 leading zeros, a dEaD suffix), which a vanity generator finds in
 * minutes; an address with every digit chosen could have no key at all, so it would really be renounced.
 */
const DEAD_LOOKALIKE: Address = getAddress("0x0000a3f9c2e71b84d5e0c6f1a9b7d3e2c581dead");

/** Wallets 0-9 trade, 20-29 hold, 40-44 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const slotAddress = (word: Hex): Address => getAddress(`0x${word.slice(-40)}`);
const implOf = (ctx: LaunchContext, l: Launched) => () => ctx.storage(l.token, IMPL_1967);
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);

/** An OpenZeppelin TimelockController: proposer `proposer`, anyone may execute, no extra admin. */
const openTimelock = (ctx: LaunchContext, delaySeconds: number, proposer: Address) =>
  ctx.deploy("TimelockController", [BigInt(delaySeconds), [proposer], [ZERO], ZERO]);

/** The holder's balance is taken by `action`. */
async function holderDrained(ctx: LaunchContext, l: Launched, action: (bal: bigint) => Promise<void>, what: string) {
  const bal = await holderBalance(ctx, l);
  must(bal > 0n, "the holder has nothing");
  await action(bal);
  must((await holderBalance(ctx, l)) === 0n, `${what} did not take the holder's tokens`);
}

/** A VestingWallet (as published) for the deployer starting `startOffsetDays` from now, then a market whose LP goes in it. */
async function vestedLpMarket(
  ctx: LaunchContext,
  startOffsetDays: number,
  durationSeconds: number,
  quote: "weth" | "usd",
) {
  const token = await ctx.deploy("H9PlainToken", [SUPPLY]);
  const start = BigInt((await ctx.now()) + startOffsetDays * DAY);
  const vw = await ctx.deploy("VestingWallet", [ctx.deployer, start, BigInt(durationSeconds)]);
  remember(token, "vesting", vw);
  return openMarket(ctx, token, { lp: "to", lpTo: vw, quote });
}

export const HELDOUT_EVM9_CASES: readonly HeldoutEvm9Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "approve-relays-to-team-wallet",
    expected: "danger",
    ageDays: 9,
    source: `${DEFI} (approval abuse); ${CRP} (leak); ${GOPLUS} (owner_change_balance); H9Danger.sol H9RelayApproveToken`,
    rationale:
      "Every approve() silently also grants an unlimited allowance to a 'relay' the owner sets, here the deployer's own wallet: every holder who ever approved a router to sell can have the whole bag pulled by the team.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9RelayApproveToken", [SUPPLY, ctx.deployer]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const seller = ctx.wallet(0);
      const bal = await ctx.balance(l.token, seller);
      must(bal > 0n, "the seller has nothing");
      await ctx.send(l.token, "H9RelayApproveToken", "transferFrom", [seller, ctx.deployer, bal]);
      must((await ctx.balance(l.token, seller)) === 0n, "the relay did not take the seller's bag");
    },
  },
  {
    name: "three-fees-sum-to-ninety",
    expected: "danger",
    ageDays: 13,
    source: `${HONEYPOT} (high sell tax); ${SNIFFER} (modifiable fees); ${CERTIK} (per-setter caps without a total cap); H9Danger.sol H9SplitFeeToken (no total cap)`,
    rationale:
      "Marketing, dev and liquidity sell fees each have a 30 % cap in their setter, which reads as 'capped', but nothing caps their sum: the owner (one EOA) can make every sell pay 90 %.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9SplitFeeToken", [SUPPLY, ctx.wallet(88), false]), {
        lp: "lock",
        quote: "usd",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      for (const fn of ["setMarketingFee", "setDevFee", "setLiquidityFee"])
        await ctx.send(l.token, "H9SplitFeeToken", fn, [3000n]);
      await sellPaysUnder(ctx, l, 0.2, HOLDER);
    },
  },
  {
    name: "fee-denominator-owner-settable",
    expected: "danger",
    ageDays: 7,
    source: `${SNIFFER} (modifiable fees); ${CERTIK} (unchecked parameters); H9Danger.sol H9RatioFeeToken (denominator settable)`,
    rationale:
      "The trade fee is numerator/denominator with the numerator capped at 5, which looks like a 5 % cap, but the owner (one EOA) may set the denominator to any positive value: at 5/6 a sell loses 83 %.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9RatioFeeToken", [SUPPLY, ctx.wallet(88), true]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H9RatioFeeToken", "setFeeNumerator", [5n]);
      await ctx.send(l.token, "H9RatioFeeToken", "setFeeDenominator", [6n]);
      await sellPaysUnder(ctx, l, 0.2, HOLDER);
    },
  },
  {
    name: "pause-renewable-every-three-days",
    expected: "danger",
    ageDays: 18,
    source: `${GOPLUS} (transfer_pausable); ${CRP} (freeze); H9Danger.sol H9PauseWindowToken (no pause budget)`,
    rationale:
      "An 'emergency pause' limited to three days per call, but with no limit on calls: the owner (one EOA) can keep every holder from selling for as long as it likes, three days at a time.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H9PauseWindowToken", [SUPPLY, 0]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H9PauseWindowToken", "emergencyPause", [BigInt(3 * DAY)]);
      await holderCannotSell(ctx, l);
      await ctx.wait(72.5);
      await ctx.send(l.token, "H9PauseWindowToken", "emergencyPause", [BigInt(3 * DAY)]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "sells-only-right-after-buying",
    expected: "danger",
    ageDays: 6,
    source: `${HONEYPOT} (cannot sell; a buy-then-sell test passes); ${CRP} (limit: time condition); H9Danger.sol H9SellWindowToken (sell only within 15 minutes of the last buy)`,
    rationale:
      "A wallet may sell only within 15 minutes of its last buy: a buy-and-sell test passes, but every sell by anyone who holds longer, or who received tokens without buying, reverts (the only way out, buying again first, is nowhere documented). Owner renounced, LP burnt: it looks clean.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9SellWindowToken", [SUPPLY, 900n, true]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, sells: false });
      await ctx.send(token, "H9SellWindowToken", "renounceOwnership");
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "storage-fee-rate-uncapped",
    expected: "danger",
    ageDays: 24,
    source: `${CRP} (leak under an innocent name); ${CERTIK} (unbounded rate); H9Danger.sol H9StorageFeeToken (no ceiling)`,
    rationale:
      "A 'storage fee' the keeper (the owner, one EOA) charges on any holder, at a yearly rate it sets with no ceiling: one setting and one charge move a holder's whole balance to the keeper.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9StorageFeeToken", [SUPPLY, 10n, maxUint256]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H9StorageFeeToken", "setStorageFeeBps", [10n ** 12n]);
      await holderDrained(
        ctx,
        l,
        async () => ctx.send(l.token, "H9StorageFeeToken", "chargeStorageFee", [ctx.wallet(HOLDER)]),
        "the storage fee",
      );
    },
  },
  {
    name: "bridge-minter-at-empty-create2-address",
    expected: "danger",
    ageDays: 15,
    source: `${CERTIK} (hidden controller, counterfactual deployment); EIP-1014 CREATE2 (eips.ethereum.org/EIPS/eip-1014); ${CRP} (hidden mint); H9Danger.sol H9LatentMintToken + H9Create2Factory + H9Printer`,
    rationale:
      "Only the 'bridge' can mint, and the bridge address has no code: it is the CREATE2 address of a printer the deployer's factory can deploy at any time. No owner, no minter today, yet unlimited minting is one transaction away.",
    launch: async (ctx) => {
      const factory = await ctx.deploy("H9Create2Factory");
      const salt = keccak256(toHex("h9-bridge"));
      const bridge = await ctx.read<Address>(factory, "H9Create2Factory", "predict", [salt]);
      const token = await ctx.deploy("H9LatentMintToken", [SUPPLY, bridge]);
      remember(token, "factory", factory);
      return openMarket(ctx, token, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const factory = deployed(l.token, "factory");
      const salt = keccak256(toHex("h9-bridge"));
      const bridge = await ctx.read<Address>(l.token, "H9LatentMintToken", "bridge");
      await ctx.send(factory, "H9Create2Factory", "deploy", [salt]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(bridge, "H9Printer", "print", [l.token, ctx.deployer, SUPPLY * 3n]),
        "the printer",
      );
    },
  },
  {
    name: "claim-root-owner-replaceable",
    expected: "danger",
    ageDays: 10,
    source: `OpenZeppelin MerkleProof (docs.openzeppelin.com/contracts/5.x/api/utils#MerkleProof); ${CRP} (hidden mint); ${CERTIK} (mutable merkle root); H9Danger.sol H9MerkleClaimToken`,
    rationale:
      "Airdrop claims mint against a Merkle root that the owner (one EOA) may replace at any time: a root made of one leaf (itself, any amount) mints without bound.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9MerkleClaimToken", [SUPPLY]);
      const leaf = await ctx.read<Hex>(token, "H9MerkleClaimToken", "leafOf", [ctx.wallet(85), 1_000n * E18]);
      await ctx.send(token, "H9MerkleClaimToken", "setRoot", [leaf]);
      await ctx.send(token, "H9MerkleClaimToken", "claim", [ctx.wallet(85), 1_000n * E18, []], ctx.wallet(85));
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const leaf = await ctx.read<Hex>(l.token, "H9MerkleClaimToken", "leafOf", [ctx.deployer, SUPPLY * 5n]);
      await ctx.send(l.token, "H9MerkleClaimToken", "setRoot", [leaf]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H9MerkleClaimToken", "claim", [ctx.deployer, SUPPLY * 5n, []]),
        "the claim",
      );
    },
  },
  {
    name: "hash-bucket-freeze-mask",
    expected: "danger",
    ageDays: 12,
    source: `${CRP} (freeze under another name); ${GOPLUS} (is_blacklisted); H9Danger.sol H9BucketToken`,
    rationale:
      "No blacklist by name: a 256-bit mask in a raw storage slot, tuned by the owner (one EOA), blocks sends from every wallet whose address hash falls in a flagged bucket. One call freezes any chosen holder.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H9BucketToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bucket = await ctx.read<number>(l.token, "H9BucketToken", "bucketOf", [ctx.wallet(HOLDER)]);
      await ctx.send(l.token, "H9BucketToken", "tune", [1n << BigInt(bucket)]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "lp-in-vesting-wallet-already-vested",
    expected: "danger",
    ageDays: 20,
    source: `${OZ_VW}; ${DEFI} (LP 'locked' in a contract that releases it now); H9PlainToken`,
    rationale:
      "The whole LP sits in an OpenZeppelin VestingWallet, which reads as a lock, but its schedule started two days before listing and lasted one hour: everything is releasable to the deployer now, who can then pull the pool.",
    launch: async (ctx) => vestedLpMarket(ctx, -2, 3600, "weth"),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "vesting"), "VestingWallet", "release", [l.pair!]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "lp-locker-approves-operator",
    expected: "danger",
    ageDays: 16,
    source: `${DEFI} (fake lockers); ${REKT}; H9Danger.sol H9LiquidityVault`,
    rationale:
      "The LP is 'locked' for 18 months in a hand-written locker, but lock() also approves the locker's operator (the deployer) for the LP 'for migrations': the deployer can transferFrom the whole LP out and pull the pool today.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9PlainToken", [SUPPLY]);
      const vault = await ctx.deploy("H9LiquidityVault", [ctx.deployer]);
      remember(token, "vault", vault);
      return openMarket(ctx, token, {
        lp: "keep",
        afterLp: async (pair) => {
          const lp = await lpOf(ctx, pair, ctx.deployer);
          await ctx.send(pair, "Pair", "approve", [vault, lp]);
          await ctx.send(vault, "H9LiquidityVault", "lock", [pair, lp, BigInt((await ctx.now()) + 540 * DAY)]);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vault = deployed(l.token, "vault");
      const lp = await lpOf(ctx, l.pair!, vault);
      must(lp > 0n, "the locker holds no LP");
      await ctx.send(l.pair!, "Pair", "transferFrom", [vault, ctx.deployer, lp]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "freezer-role-outlives-admin-renounce",
    expected: "danger",
    ageDays: 22,
    source: `OpenZeppelin AccessControl 5.7.0 (roles outlive the admin's renounce); ${CRP} (freeze); ${GOPLUS} (is_blacklisted); H9Oz.sol H9FreezeRoleToken`,
    rationale:
      "The deployer renounced DEFAULT_ADMIN_ROLE, which reads as renounced, but FREEZER_ROLE stays with a single 'compliance' EOA that may freeze any holder; nobody can ever revoke it now.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9FreezeRoleToken", [SUPPLY, ctx.wallet(80)]);
      await ctx.send(token, "H9FreezeRoleToken", "renounceRole", [ZERO32, ctx.deployer]);
      return openMarket(ctx, token, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H9FreezeRoleToken", "setFrozen", [ctx.wallet(HOLDER), true], ctx.wallet(80));
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "proxyadmin-safe-one-of-three",
    expected: "danger",
    ageDays: 45,
    source: `OpenZeppelin TransparentUpgradeableProxy / ProxyAdmin 5.7.0; ${SAFE_DOCS} (threshold 1: any single owner executes); ${CERTIK}; H9Oz.sol H9ProxiedToken`,
    rationale:
      "A transparent proxy whose ProxyAdmin is owned by an official Safe, which reads as multisig governance, but the Safe's threshold is 1 of 3: any one key can replace the token's code.",
    launch: async (ctx) => {
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42]), 1);
      const impl = await ctx.deploy("H9ProxiedToken");
      const init = ctx.encode("H9ProxiedToken", "initialize", ["Proxied Nine", "PRX9", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("TransparentUpgradeableProxy", [impl, safe, init]);
      remember(proxy, "safe", safe);
      return openMarket(ctx, proxy, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const admin = slotAddress(await ctx.storage(l.token, ADMIN_1967));
      const v2 = await ctx.deploy("H9ProxiedTokenV2");
      const data = ctx.encode("ProxyAdmin", "upgradeAndCall", [l.token, v2, "0x"]);
      await codeReplaced(implOf(ctx, l), () => safeExec(ctx, deployed(l.token, "safe"), admin, data, [ctx.wallet(41)]));
    },
  },
  {
    name: "uups-keeper-in-raw-slot",
    expected: "danger",
    ageDays: 19,
    source: `${UUPS}; ${CERTIK} (controller hidden in storage); H9Oz.sol H9SlotUupsToken`,
    rationale:
      "A UUPS proxy token with no owner() and no role: upgrades are authorised for an address kept in an unnamed storage slot, the deployer's EOA. One key can install any code, e.g. an unrestricted mint.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H9SlotUupsToken");
      const init = ctx.encode("H9SlotUupsToken", "initialize", [
        "Slot Nine",
        "SLT9",
        SUPPLY,
        ctx.deployer,
        ctx.deployer,
      ]);
      return openMarket(ctx, await ctx.deploy("ERC1967Proxy", [impl, init]), { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H9SlotUupsTokenV2");
      await codeReplaced(implOf(ctx, l), () => ctx.send(l.token, "H9SlotUupsToken", "upgradeToAndCall", [v2, "0x"]));
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H9SlotUupsTokenV2", "issue", [ctx.deployer, SUPPLY]),
        "the new code",
      );
    },
  },
  {
    name: "price-floor-blocks-sells",
    expected: "danger",
    ageDays: 11,
    source: `${HONEYPOT} (cannot sell); ${CRP} (limit); H9Danger.sol H9FloorToken`,
    rationale:
      "A 'price floor' refuses any sell that would leave the pool price below a floor the owner (one EOA) sets to any value: set at the current price, every sell reverts while buys still work.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H9FloorToken", [SUPPLY]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const price = await ctx.read<bigint>(l.token, "H9FloorToken", "spotPrice");
      await ctx.send(l.token, "H9FloorToken", "setFloor", [price]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "sell-sweeps-rest-of-wallet",
    expected: "danger",
    ageDays: 8,
    source: `${CRP} (leak in the transfer path); ${HONEYPOT} (sell simulation sees a normal sell); H9Danger.sol H9SweepSellToken`,
    rationale:
      "Any sell into the pair also 'sweeps' whatever the seller has left to a treasury wallet fixed at deployment: a holder who sells 1 % loses the other 99 %. The sell itself pays normally; owner renounced.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9SweepSellToken", [SUPPLY, ctx.wallet(81)]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H9SweepSellToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await holderBalance(ctx, l)) > 0n, "the holder has nothing");
      await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 100);
      must((await holderBalance(ctx, l)) === 0n, "the rest of the bag was not swept");
    },
  },
  {
    name: "handover-to-timelock-never-accepted",
    expected: "danger",
    ageDays: 35,
    source: `OpenZeppelin Ownable2Step 5.7.0 (pendingOwner must call acceptOwnership); ${OZ_TL}; ${SAFE_DOCS}; H9Oz.sol H9HandoverToken`,
    rationale:
      "Ownership was 'transferred' to a 3-day OpenZeppelin timelock run by a 3-of-5 Safe, but with Ownable2Step the timelock never accepted: pendingOwner is the timelock, owner() is still the deployer's EOA, which can mint without bound.",
    launch: async (ctx) => {
      const tl = await openTimelock(ctx, 3 * DAY, await safe3of5(ctx));
      const token = await ctx.deploy("H9HandoverToken", [SUPPLY]);
      await ctx.send(token, "H9HandoverToken", "transferOwnership", [tl]);
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(
        (await ctx.read<Address>(l.token, "H9HandoverToken", "pendingOwner")) === deployed(l.token, "timelock"),
        "the timelock is not the pending owner",
      );
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H9HandoverToken", "mint", [ctx.deployer, SUPPLY * 2n]),
        "the owner's mint",
      );
    },
  },
  {
    name: "buy-tax-settable-to-full",
    expected: "danger",
    ageDays: 14,
    source: `${HONEYPOT} (buy tax); ${GOPLUS} (buy_tax, slippage_modifiable); H9Danger.sol H9BuyTaxToken`,
    rationale:
      "Sells are untaxed, but the owner (one EOA) may set the buy fee to anything up to 100 %: at 99 % a buyer receives about 1 % of what the pool pays out.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9BuyTaxToken", [SUPPLY, ctx.wallet(88)]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H9BuyTaxToken", "setBuyFee", [9900n]);
      const buyer = ctx.wallet(7);
      const before = await ctx.balance(l.token, buyer);
      const out = await ctx.read<bigint[]>(ctx.router, "Router", "getAmountsOut", [E18, [ctx.weth, l.token]]);
      await ctx.buy(l.token, l.quote, buyer, 1);
      must((await ctx.balance(l.token, buyer)) - before < out[1] / 20n, "the buy was not taxed away");
    },
  },
  {
    name: "lp-sent-to-pair-contract",
    expected: "danger",
    ageDays: 5,
    source: `${UNIV2}; ${DEFI} (LP sent to an address that is not a burn address); H9PlainToken`,
    rationale:
      "The LP was 'burnt' by sending it to the pair contract itself. It is not burnt: UniswapV2Pair.burn(to) redeems whatever LP the pair holds for the caller's chosen address, so anyone (first of all the team's bot) can empty the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9PlainToken", [SUPPLY]), {
        lp: "keep",
        quote: "usd",
        afterLp: async (pair) => ctx.moveLp(pair, pair, 10_000),
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.pair!, "Pair", "burn", [ctx.wallet(83)], ctx.wallet(83));
      must((await ctx.quoteReserve(l)) < before * 0.05, "the pool was not emptied");
    },
  },
  {
    name: "owner-handed-to-dead-lookalike",
    expected: "danger",
    ageDays: 25,
    source: `${DEFI} (fake renounce to vanity addresses); ${SNIFFER} (ownership renounced check); H9Danger.sol H9IssuerToken`,
    rationale:
      "Ownership was 'renounced' to 0x0000a3f9…c581dEaD, which a wallet or explorer shortens to 0x0000…dEaD like the burn address, but it is a vanity wallet the team generated and holds; the owner keeps an uncapped mint.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9IssuerToken", [SUPPLY]);
      await ctx.send(token, "H9IssuerToken", "transferOwnership", [DEAD_LOOKALIKE]);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H9IssuerToken", "mint", [DEAD_LOOKALIKE, SUPPLY * 4n], DEAD_LOOKALIKE),
        "the look-alike owner's mint",
      ),
  },
  {
    name: "reduce-fee-without-bound",
    expected: "danger",
    ageDays: 4,
    source: `${TEMPLATE}; ${SNIFFER} (modifiable fees); H9Danger.sol H9TemplateTaxToken (unchecked)`,
    rationale:
      "The familiar launch template with ownership renounced, but its reduceFee() lacks the 'not above the current fee' check: the tax wallet (one EOA) can raise buy and sell tax to 100 %.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9TemplateTaxToken", [SUPPLY, ctx.wallet(88), false]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H9TemplateTaxToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H9TemplateTaxToken", "reduceFee", [95n], ctx.wallet(88));
      await sellPaysUnder(ctx, l, 0.2, HOLDER);
    },
  },

  // ───────────────────────────── SAFE ─────────────────────────────
  {
    name: "approve-relay-locked-off",
    expected: "safe",
    ageDays: 21,
    source: `${DEFI} (approval abuse, here disabled for good); H9Danger.sol H9RelayApproveToken (lockRelay called)`,
    rationale:
      "The relay-approval code is there, but lockRelay() cleared the relay and locked it before listing: approve() grants nothing extra any more and the owner has no other power. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9RelayApproveToken", [SUPPLY, ctx.deployer]);
      await ctx.send(token, "H9RelayApproveToken", "lockRelay");
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9RelayApproveToken", "setRelay", [ctx.deployer]), "a new relay");
      await refused(
        ctx,
        ctx.send(l.token, "H9RelayApproveToken", "transferFrom", [ctx.wallet(0), ctx.deployer, 1n]),
        "a pull by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "three-fees-total-capped-ten",
    expected: "safe",
    ageDays: 33,
    source: `${SNIFFER} (modifiable fees, capped); H9Danger.sol H9SplitFeeToken (total cap 10 %)`,
    rationale:
      "Three sell fees the owner (an EOA) can tune, but their sum is checked against 10 % on every change: a sell can never lose more than a tenth. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9SplitFeeToken", [SUPPLY, ctx.wallet(88), true]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9SplitFeeToken", "setMarketingFee", [3000n]), "a 30 % fee");
      await ctx.send(l.token, "H9SplitFeeToken", "setMarketingFee", [800n]);
      await sellPaysOver(ctx, l, 0.8, HOLDER);
    },
  },
  {
    name: "fee-ratio-fixed-denominator",
    expected: "safe",
    ageDays: 26,
    source: `${SNIFFER} (modifiable fees, capped); H9Danger.sol H9RatioFeeToken (denominator fixed)`,
    rationale:
      "A 3 % trade fee; the owner (an EOA) may move the numerator up to 5, and the denominator is fixed at 100: at most 5 %. LP locked, stablecoin pair.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9RatioFeeToken", [SUPPLY, ctx.wallet(88), false]), {
        lp: "lock",
        quote: "usd",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9RatioFeeToken", "setFeeDenominator", [6n]), "a denominator change");
      await refused(ctx, ctx.send(l.token, "H9RatioFeeToken", "setFeeNumerator", [6n]), "a numerator above 5");
      await holderSells(ctx, l);
    },
  },
  {
    name: "pause-budget-spent-once",
    expected: "safe",
    ageDays: 40,
    source: `${GOPLUS} (transfer_pausable, here bounded); H9Danger.sol H9PauseWindowToken (one pause ever)`,
    rationale:
      "The emergency pause may be used once ever and for at most three days; it was used for an hour after launch and has lapsed. Nobody can pause again. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9PauseWindowToken", [SUPPLY, 1]);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd" });
      await ctx.send(token, "H9PauseWindowToken", "emergencyPause", [3600n]);
      await ctx.wait(2);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9PauseWindowToken", "emergencyPause", [60n]), "a second pause");
      await holderSells(ctx, l);
    },
  },
  {
    name: "storage-fee-capped-quarter-percent",
    expected: "safe",
    ageDays: 120,
    source: `${CERTIK} (bounded rate); gold-backed tokens' published custody fees (e.g. Paxos PAXG fee schedule, paxos.com); H9Danger.sol H9StorageFeeToken (ceiling 0.25 % a year)`,
    rationale:
      "A keeper (an EOA) charges a custody fee of at most 0.25 % a year, hard-capped in code: a holder loses at most a quarter percent a year. Stablecoin pair, LP widely held.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9StorageFeeToken", [SUPPLY, 25n, 25n]), { lp: "wide", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9StorageFeeToken", "setStorageFeeBps", [26n]), "a rate above the cap");
      const bal = await holderBalance(ctx, l);
      await ctx.send(l.token, "H9StorageFeeToken", "chargeStorageFee", [ctx.wallet(HOLDER)]);
      must((await holderBalance(ctx, l)) * 1000n >= bal * 997n, "the fee took more than 0.3 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-vesting-starts-in-two-years",
    expected: "safe",
    ageDays: 30,
    source: `${OZ_VW}; ${SNIFFER} (LP locked); H9PlainToken`,
    rationale:
      "The whole LP sits in an OpenZeppelin VestingWallet whose schedule starts two years after listing: nothing is releasable before then, so the LP is locked by audited code. Plain fixed-supply token.",
    launch: async (ctx) => vestedLpMarket(ctx, 730, 30 * DAY, "usd"),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "vesting"), "VestingWallet", "release", [l.pair!]);
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "LP was released early");
      await holderSells(ctx, l);
    },
  },
  {
    name: "uups-keeper-slot-dead",
    expected: "safe",
    ageDays: 60,
    source: `${UUPS}; H9Oz.sol H9SlotUupsToken (keeper 0x…dEaD)`,
    rationale:
      "A UUPS proxy token, which looks upgradeable, but the only address allowed to upgrade (kept in a raw slot that no function rewrites) is 0x…dEaD: the code is final. No owner, no mint. LP widely held.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H9SlotUupsToken");
      const init = ctx.encode("H9SlotUupsToken", "initialize", ["Dead Slot Nine", "DSL9", SUPPLY, ctx.deployer, DEAD]);
      return openMarket(ctx, await ctx.deploy("ERC1967Proxy", [impl, init]), { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H9SlotUupsTokenV2");
      await refused(ctx, ctx.send(l.token, "H9SlotUupsToken", "upgradeToAndCall", [v2, "0x"]), "an upgrade");
      await holderSells(ctx, l);
    },
  },
  {
    name: "handover-to-timelock-accepted",
    expected: "safe",
    ageDays: 73, // the launch waits out the 3-day delay before listing: the pair is about 70 days old
    source: `OpenZeppelin Ownable2Step 5.7.0; ${OZ_TL}; ${SAFE_DOCS}; H9Oz.sol H9HandoverToken`,
    rationale:
      "The owner's mint is held by an OpenZeppelin timelock with a 3-day delay whose only proposer is an official 3-of-5 Safe; the timelock accepted ownership (Ownable2Step). Any mint is announced three days ahead by three of five keys. LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 3 * DAY, safe);
      const token = await ctx.deploy("H9HandoverToken", [SUPPLY]);
      await ctx.send(token, "H9HandoverToken", "transferOwnership", [tl]);
      const call = [token, 0n, ctx.encode("H9HandoverToken", "acceptOwnership"), ZERO32, ZERO32] as const;
      const schedule = ctx.encode("TimelockController", "schedule", [...call, BigInt(3 * DAY)]);
      await safeExec(ctx, safe, tl, schedule, govKeys(ctx).slice(0, 3));
      await ctx.wait(72.2);
      await ctx.send(tl, "TimelockController", "execute", [...call], ctx.wallet(85));
      remember(token, "timelock", tl);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      must((await ctx.read<Address>(l.token, "H9HandoverToken", "owner")) === tl, "the timelock is not the owner");
      must(
        (await ctx.read<bigint>(tl, "TimelockController", "getMinDelay")) === BigInt(3 * DAY),
        "the delay is not 3 days",
      );
      await refused(ctx, ctx.send(l.token, "H9HandoverToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      // Governance's own mint: three of five keys schedule it, and it cannot execute before the 3-day delay.
      const mint = [l.token, 0n, ctx.encode("H9HandoverToken", "mint", [ctx.deployer, 1n]), ZERO32, ZERO32] as const;
      const schedule = ctx.encode("TimelockController", "schedule", [...mint, BigInt(3 * DAY)]);
      await safeExec(ctx, deployed(l.token, "safe"), tl, schedule, govKeys(ctx).slice(0, 3));
      await refused(
        ctx,
        ctx.send(tl, "TimelockController", "execute", [...mint], ctx.wallet(85)),
        "a mint before 3 days",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "reduce-fee-only-lowers",
    expected: "safe",
    ageDays: 23,
    source: `${TEMPLATE}; H9Danger.sol H9TemplateTaxToken (checked)`,
    rationale:
      "The launch template with a 3 % tax and ownership renounced; the tax wallet's reduceFee() only accepts a value not above the current one. Taxes can only fall. LP burnt, stablecoin pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9TemplateTaxToken", [SUPPLY, ctx.wallet(88), true]);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd", setPair: true });
      await ctx.send(token, "H9TemplateTaxToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9TemplateTaxToken", "reduceFee", [4n], ctx.wallet(88)), "a raise");
      await ctx.send(l.token, "H9TemplateTaxToken", "reduceFee", [0n], ctx.wallet(88));
      await holderSells(ctx, l);
    },
  },
  {
    name: "curve-graduated-minting-closed",
    expected: "safe",
    ageDays: 9,
    source:
      "Launchpad bonding curves (pump.fun docs: tokens minted by the curve until graduation, then liquidity on a DEX); H9Safe.sol H9CurveToken + H9BondingCurve",
    rationale:
      "Only the immutable bonding curve (no owner) could mint, at a fixed rate, up to a cap; the cap was reached and the curve graduated, so minting is closed for good. LP burnt.",
    launch: async (ctx) => {
      const curve = await ctx.deploy("H9BondingCurve", [SUPPLY, ctx.deployer]);
      const token = await ctx.deploy("H9CurveToken", [curve]);
      await ctx.send(curve, "H9BondingCurve", "bind", [token]);
      await ctx.send(curve, "H9BondingCurve", "buy", [], ctx.deployer, SUPPLY / 10_000_000n);
      remember(token, "curve", curve);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const curve = deployed(l.token, "curve");
      must(await ctx.read<boolean>(curve, "H9BondingCurve", "graduated"), "the curve has not graduated");
      await refused(ctx, ctx.send(curve, "H9BondingCurve", "buy", [], ctx.wallet(85), 10n ** 12n), "a curve buy");
      await refused(ctx, ctx.send(l.token, "H9CurveToken", "curveMint", [ctx.deployer, 1n]), "a direct mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "hardcoded-treasury-fixed-fee",
    expected: "safe",
    ageDays: 31,
    source: `${SNIFFER} (fees); ${CERTIK} (hard-coded addresses: here a payee only); H9Safe.sol H9ConstTreasuryToken`,
    rationale:
      "An address is hard-coded in the bytecode, which looks like a hidden controller, but it is only the payee of a fixed 1 % sell fee: no function checks the caller against it, there is no owner and no setter. LP locked, stablecoin pair.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9ConstTreasuryToken", [SUPPLY]), { lp: "lock", quote: "usd", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysOver(ctx, l, 0.9, HOLDER),
  },
  {
    name: "lp-in-ownerless-farm",
    expected: "safe",
    ageDays: 150,
    source: `${UNIV2}; LP staking farms (each provider withdraws only its own deposit); H9Safe.sol H9LpFarm`,
    rationale:
      "One contract holds most of the LP, which looks like one holder able to pull the pool, but it is a farm with no owner where seven providers staked their own LP; each can withdraw only its deposit. Plain token, old pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9PlainToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "wide",
        afterLp: async (pair) => {
          const farm = await ctx.deploy("H9LpFarm", [pair]);
          remember(token, "farm", farm);
          for (const i of LP_PROVIDERS) {
            const w = ctx.wallet(i);
            const lp = await lpOf(ctx, pair, w);
            await ctx.send(pair, "Pair", "approve", [farm, lp], w);
            await ctx.send(farm, "H9LpFarm", "deposit", [lp], w);
          }
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const farm = deployed(l.token, "farm");
      must((await ctx.lpShare(l.pair!, farm)) > 0.5, "the farm holds under half the LP");
      must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.3, "the deployer holds 30 %+ of the LP");
      await refused(ctx, ctx.send(farm, "H9LpFarm", "withdraw", [1n]), "a withdrawal by a non-depositor");
      await holderSells(ctx, l);
    },
  },
  {
    name: "anti-sandwich-two-minute-wait",
    expected: "safe",
    ageDays: 17,
    source: `${GOPLUS} (trading_cooldown, fixed); H9Danger.sol H9SellWindowToken (2-minute wait after a buy)`,
    rationale:
      "A wallet cannot sell in the two minutes after its own buy (an anti-sandwich rule fixed in code); after that it sells freely. Owner renounced, LP burnt, stablecoin pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9SellWindowToken", [SUPPLY, 120n, false]);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd", setPair: true });
      await ctx.send(token, "H9SellWindowToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "hash-bucket-mask-frozen-empty",
    expected: "safe",
    ageDays: 28,
    source: `${GOPLUS} (is_blacklisted, here impossible); H9Danger.sol H9BucketToken (tuning frozen with an empty mask)`,
    rationale:
      "The bucket-mask code exists, but the mask is empty and freezeTuning() was called before listing: no bucket can ever be flagged, so no holder can be frozen. LP locked, stablecoin pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H9BucketToken", [SUPPLY]);
      await ctx.send(token, "H9BucketToken", "freezeTuning");
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9BucketToken", "tune", [maxUint256]), "a new mask");
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────── SAFE: real tokens ─────────────────────────
  {
    name: "virtual-capped-supply-fully-minted",
    expected: "safe",
    ageDays: 365,
    source:
      "VIRTUAL on Base (Etherscan-verified on Basescan 0x0b3e328455c4059EEb9e3f84b5543F74E24e7E1b, VirtualToken; virtual-protocol/protocol-contracts contracts/token/Virtual.sol: ERC20Capped 1B, owner-only mint, initial supply minted at deployment); H9Real.sol H9VirtualToken",
    rationale:
      "The owner (an EOA) keeps a mint, but the ERC20Capped cap of 1B is already fully minted: no further token can ever exist. No fee, no pause. ETH pair, LP widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H9VirtualToken", [SUPPLY, ctx.deployer]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9VirtualToken", "mint", [ctx.deployer, 1n]), "a mint above the cap");
      await holderSells(ctx, l);
    },
  },
  {
    name: "turbo-ownable-without-powers",
    expected: "safe",
    ageDays: 500,
    source:
      "TURBO (Etherscan-verified 0xA35923162C49cF95e6BF26623385eb431ad920D3, 'contract Turbo is ERC20, ERC20Burnable, Ownable': 69B minted in the constructor, no owner-only function); H9Real.sol H9Turbo",
    rationale:
      "Ownable, but the owner has no function of its own: fixed 69B supply, burnable by holders only, no fee, no mint, no pause. ETH pair, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H9Turbo"), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H9Turbo", "owner")) === ctx.deployer, "the owner is not the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "gohm-minted-by-staking-only",
    expected: "safe",
    ageDays: 800,
    source:
      "gOHM (Etherscan-verified 0x0ab87046fBb341D058F17CBC4c1133F25a20a52f; OlympusDAO/olympus-contracts contracts/governance/gOHM.sol: mint/burn onlyApproved, migrate() hands `approved` to the staking contract once); H9Real.sol H9GOhm + H9OhmStaking",
    rationale:
      "Only the staking contract (no owner) mints gOHM, and only against OHM staked at the index; the migrator handed the right over once and can never take it back. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const staked = 269_000_000n * 10n ** 9n;
      const ohm = await ctx.deploy("H9OhmStandIn", [staked + 2_690n * 10n ** 9n]);
      const gohm = await ctx.deploy("H9GOhm", [ctx.deployer]);
      const staking = await ctx.deploy("H9OhmStaking", [ohm, gohm]);
      await ctx.send(gohm, "H9GOhm", "migrate", [staking, staking]);
      await ctx.send(ohm, "H9OhmStandIn", "approve", [staking, maxUint256]);
      await ctx.send(staking, "H9OhmStaking", "wrap", [staked]);
      remember(gohm, "staking", staking);
      return openMarket(ctx, gohm, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H9GOhm", "mint", [ctx.deployer, 1n]), "the migrator's mint");
      await refused(ctx, ctx.send(l.token, "H9GOhm", "migrate", [ctx.deployer, ctx.deployer]), "a second migrate");
      const before = await ctx.supply(l.token);
      await ctx.send(deployed(l.token, "staking"), "H9OhmStaking", "wrap", [269n * 10n ** 9n]);
      must((await ctx.supply(l.token)) === before + E18, "staking 269 OHM did not mint 1 gOHM");
      await holderSells(ctx, l);
    },
  },
  {
    name: "tbtc-vault-minted-governed",
    expected: "safe",
    ageDays: 600,
    source: `tBTC v2 (Etherscan-verified 0x18084fbA666a33d37592fA2633fD49a74DD93a88; keep-network/tbtc-v2 solidity/contracts/token/TBTC.sol, vault/TBTCVault.sol: token owned by the vault, minting against proven Bitcoin deposits, vault upgrade after a 24-hour GOVERNANCE_DELAY); ${SAFE_DOCS}; H9Real.sol H9Tbtc + H9TbtcVault`,
    rationale:
      "The token's only minter is the vault, which mints 1:1 against deposited BTC (a stand-in here); moving the token to another vault needs the vault's governance, an official 3-of-5 Safe, and a 24-hour delay. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const btc = await ctx.deploy("H9BtcStandIn", [200n * 10n ** 8n]);
      const tbtc = await ctx.deploy("H9Tbtc");
      const vault = await ctx.deploy("H9TbtcVault", [tbtc, btc, await safe3of5(ctx)]);
      await ctx.send(tbtc, "H9Tbtc", "transferOwnership", [vault]);
      await ctx.send(btc, "H9BtcStandIn", "approve", [vault, maxUint256]);
      await ctx.send(vault, "H9TbtcVault", "deposit", [150n * 10n ** 8n]);
      remember(tbtc, "vault", vault);
      return openMarket(ctx, tbtc, { lp: "wide", liquidity: 60 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vault = deployed(l.token, "vault");
      await refused(ctx, ctx.send(l.token, "H9Tbtc", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(vault, "H9TbtcVault", "initiateUpgrade", [ctx.deployer]), "the deployer's upgrade");
      // Governance itself (three of the Safe's five keys) starts a move of the token, but cannot finish it before 24 h.
      const safe = await ctx.read<Address>(vault, "H9TbtcVault", "owner");
      const keys = govKeys(ctx).slice(0, 3);
      await safeExec(ctx, safe, vault, ctx.encode("H9TbtcVault", "initiateUpgrade", [ctx.deployer]), keys);
      await refused(
        ctx,
        safeExec(ctx, safe, vault, ctx.encode("H9TbtcVault", "finalizeUpgrade"), keys),
        "a move of the token before the 24-hour delay",
      );
      const before = await ctx.supply(l.token);
      await ctx.send(vault, "H9TbtcVault", "deposit", [10n ** 8n]);
      must((await ctx.supply(l.token)) === before + E18, "1 BTC did not mint 1 tBTC");
      await holderSells(ctx, l);
    },
  },
  {
    name: "susde-staked-vault-safe-roles",
    expected: "safe",
    ageDays: 300,
    source: `sUSDe (Etherscan-verified 0x9D39A5DE30e57443BfF2A8307A4256c8797A3497, StakedUSDeV2; ethena-labs/bbp-public-assets contracts/contracts/StakedUSDeV2.sol: ERC-4626 share of USDe, cooldown at most 90 days, blacklist manager and redistribution held by the admin multisig); ${SAFE_DOCS}; H9Real.sol H9StakedUsde`,
    rationale:
      "An ERC-4626 share minted only against USDe deposits; the issuer's compliance powers (restrict an address, redistribute a fully restricted holder's shares, set a cooldown of at most 90 days) are held by an official 3-of-5 Safe, as Ethena's are by its multisig. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const usde = await ctx.deploy("H9DollarStandIn", [SUPPLY * 2n]);
      const safe = await safe3of5(ctx);
      const vault = await ctx.deploy("H9StakedUsde", [usde, safe]);
      await ctx.send(usde, "H9DollarStandIn", "approve", [vault, SUPPLY]);
      await ctx.send(vault, "H9StakedUsde", "deposit", [SUPPLY, ctx.deployer]);
      remember(vault, "safe", safe);
      return openMarket(ctx, vault, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H9StakedUsde", "addToBlacklist", [ctx.wallet(HOLDER), true]),
        "the deployer's blacklisting",
      );
      const data = ctx.encode("H9StakedUsde", "setCooldownDuration", [91 * DAY]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3)),
        "a cooldown above 90 days",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "hex-ownerless-stake-rules",
    expected: "safe",
    ageDays: 900,
    source:
      "HEX (Etherscan-verified 0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39, HEX.sol: no owner; stakeStart burns, stakeEnd mints principal plus interest by fixed rules; ORIGIN_ADDR and FLUSH_ADDR constants receive lobby ETH only); H9Real.sol H9Hex",
    rationale:
      "No owner and no privileged function at all. New HEX appears only as stake interest under fixed rules (a basis point a day here); the hard-coded addresses only receive ETH from the transform lobby. Stablecoin pair, LP widely held.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H9Hex", [600_000_000_000n * 10n ** 8n]), { lp: "wide", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const holder = ctx.wallet(HOLDER);
      const stake = (await holderBalance(ctx, l)) / 2n;
      const s0 = await ctx.supply(l.token);
      await ctx.send(l.token, "H9Hex", "stakeStart", [stake, 1n], holder);
      must((await ctx.supply(l.token)) === s0 - stake, "stakeStart did not burn the stake");
      await ctx.wait(49);
      await ctx.send(l.token, "H9Hex", "stakeEnd", [0n], holder);
      must((await ctx.supply(l.token)) === s0 + stake / 10_000n, "stakeEnd did not pay one day's interest");
      await ctx.send(l.token, "H9Hex", "xfLobbyEnter", [], ctx.wallet(85), E18);
      await ctx.send(l.token, "H9Hex", "xfLobbyFlush", [], ctx.wallet(85));
      await holderSells(ctx, l);
    },
  },
  {
    name: "pendle-emissions-weekly-config-lock",
    expected: "safe",
    ageDays: 400,
    source: `PENDLE (Etherscan-verified 0x808507121B80c02388fAd14726482e061B8da827; pendle-finance/pendle-core contracts/tokens/PENDLE.sol: weekly emissions claimable only by the liquidity-incentives recipient, config changes through initiateConfigChanges + applyConfigChanges after a 7-day time lock, governance claimed in two steps); ${SAFE_DOCS}; H9Real.sol H9Pendle`,
    rationale:
      "New supply follows a published weekly schedule, claimable only by the incentives recipient; governance (an official 3-of-5 Safe) can change the schedule only with seven days' notice in the contract. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const token = await ctx.deploy("H9Pendle", [safe, ctx.wallet(86), 188_700_000n * E18]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: async (ctx, l) => {
      await lastDay()(ctx, l);
      // As the real recipient does every week, the emissions due are claimed and paid out to the liquidity
      // providers: at scan time at most a week's emission is unclaimed, not a year's.
      const recipient = ctx.wallet(86);
      await ctx.send(l.token, "H9Pendle", "claimLiquidityEmissions", [], recipient);
      const share = (await ctx.balance(l.token, recipient)) / BigInt(LP_PROVIDERS.length);
      for (const i of LP_PROVIDERS) await ctx.send(l.token, "H9Pendle", "transfer", [ctx.wallet(i), share], recipient);
    },
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H9Pendle", "initiateConfigChanges", [5n * E18, ctx.deployer]),
        "the deployer's config change",
      );
      await refused(ctx, ctx.send(l.token, "H9Pendle", "claimLiquidityEmissions"), "the deployer's claim");
      const data = ctx.encode("H9Pendle", "initiateConfigChanges", [5n * E18, ctx.deployer]);
      await safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3));
      await refused(ctx, ctx.send(l.token, "H9Pendle", "applyConfigChanges"), "a change before 7 days");
      await ctx.wait(7 * 24);
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H9Pendle", "claimLiquidityEmissions", [], ctx.wallet(86));
      const minted = (await ctx.supply(l.token)) - before;
      must(minted > 0n && minted <= 1_200_000n * E18, "a week's claim is not one scheduled weekly emission");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ohm-treasury-vault-dao-governed",
    expected: "safe",
    ageDays: 700,
    source: `OHM v2 (Etherscan-verified 0x64aa3364F17a4D01c6f1751Fd97C2BD3D7e7f1D5; OlympusDAO/olympus-contracts contracts/OlympusERC20.sol, OlympusAuthority.sol, Treasury.sol: mint only by the authority's vault, the treasury, whose minters the governor enables); ${SAFE_DOCS}; H9Real.sol H9OhmV2 + H9OlympusAuthority + H9OlympusTreasury`,
    rationale:
      "OHM is minted only by the vault the authority names (the treasury), and only for minters the governor enables; the governor is an official 3-of-5 Safe, as Olympus's is the DAO multisig. Dollar pair (as OHM-DAI), LP widely held.",
    launch: async (ctx) => {
      const authority = await ctx.deploy("H9OlympusAuthority", [ctx.deployer, ctx.deployer]);
      const ohm = await ctx.deploy("H9OhmV2", [authority]);
      await ctx.send(ohm, "H9OhmV2", "mint", [ctx.deployer, 20_000_000n * 10n ** 9n]);
      const treasury = await ctx.deploy("H9OlympusTreasury", [ohm, authority]);
      await ctx.send(authority, "H9OlympusAuthority", "pushVault", [treasury]);
      await ctx.send(authority, "H9OlympusAuthority", "pushGovernor", [await safe3of5(ctx)]);
      remember(ohm, "treasury", treasury);
      return openMarket(ctx, ohm, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const treasury = deployed(l.token, "treasury");
      await refused(ctx, ctx.send(l.token, "H9OhmV2", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(treasury, "H9OlympusTreasury", "mint", [ctx.deployer, 1n]), "a treasury mint");
      await refused(
        ctx,
        ctx.send(treasury, "H9OlympusTreasury", "enable", [ctx.deployer, true]),
        "the deployer's enable",
      );
      // The governor is the 3-of-5 Safe: two keys alone cannot enable a minter.
      const governor = await ctx.read<Address>(
        await ctx.read<Address>(l.token, "H9OhmV2", "authority"),
        "H9OlympusAuthority",
        "governor",
      );
      const enable = ctx.encode("H9OlympusTreasury", "enable", [ctx.deployer, true]);
      await refused(ctx, safeExec(ctx, governor, treasury, enable, govKeys(ctx).slice(0, 2)), "an enable by two keys");
      await safeExec(ctx, governor, treasury, enable, govKeys(ctx).slice(0, 3));
      must(
        await ctx.read<boolean>(treasury, "H9OlympusTreasury", "rewardManager", [ctx.deployer]),
        "3 keys did not enable",
      );
      await holderSells(ctx, l);
    },
  },
];
