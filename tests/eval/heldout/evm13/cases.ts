/**
 * HELD-OUT EVM evaluation set v13 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-27), the earlier
 * sets' plumbing and case files (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when, at scan time, a single party (an EOA, a 1-of-N
 * Safe, an address hidden in a raw slot or reserved at an empty CREATE2 address, a dead-looking vanity address, an
 * owner whose hand-over was never accepted) can create tokens without bound, take holders' tokens or allowances, stop
 * their sells (directly or by a renewable pause), or make a realistic buy or sell lose most of its value; or the code
 * itself keeps ordinary holders from selling or takes the rest of a seller's bag; or one address (or anyone) can
 * remove most of the pool now. SAFE (low/medium) when nobody can, or the power is bounded in code (caps, fixed
 * denominators, one-time budgets, rates with a ceiling, minting by rules or against deposits), or held by multi-key
 * governance or a delay of days, and the pool cannot be removed by one address. Looking risky is not a reason.
 *
 * Each launch: contracts/heldout13 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController as published, a Uniswap V2 pair against WETH or a dollar stablecoin, liquidity,
 * the supply spread over many holders, buys and sells by several wallets minutes to hours apart (v4's openMarket), the
 * LP settled as the scenario says, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, concatHex, type Hex, pad } from "viem";
import type { LaunchContext, Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import {
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
  lastDay,
  openMarket,
  owners,
  poolValue,
  remember,
  safeExec,
  sellPaysOver,
  ZERO,
} from "../evm4/market";

/** Same shape as the v2-v12 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm13Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const ZERO32: Hex = `0x${"00".repeat(32)}`;
const DEAD: Address = "0x000000000000000000000000000000000000dEaD";

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS =
  "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security: is_mintable, owner_change_balance, hidden_owner, is_proxy, transfer_pausable, slippage_modifiable, external_call, cannot_sell_all)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs: simulated buy and sell, often from a contract)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, privileged roles, missing access control, logic errors in balance and allowance bookkeeping)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (fake renounce, approval abuse, LP not really locked)";
const REKT = "rekt.news exploit write-ups (missing access control on helper contracts, unchecked callers)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold, a Safe as owner of another Safe); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const OZ_2STEP =
  "OpenZeppelin Ownable2Step 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/access#Ownable2Step: pendingOwner, acceptOwnership)";
const EIP1967 = "EIP-1967 (eips.ethereum.org/EIPS/eip-1967: the implementation slot a scanner reads)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2/concepts/core-concepts/pools: whoever holds the LP token can burn it for the reserves; the pair prices its input from balanceOf)";
const SANCTUARY =
  "the public verified-source index (tintinweb/smart-contract-sanctuary-ethereum, solidproof/Projects and project repositories), read 2026-11-27";

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 65+ and 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const signers3 = (ctx: LaunchContext) => govKeys(ctx).slice(0, 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);
const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase();

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

/** The wallet's sell of `bps` of its bag reverts or pays under `fraction` of that amount's pool value. */
async function sellLosesMost(ctx: LaunchContext, l: Launched, wallet: number, bps: number, fraction: number) {
  const bal = await ctx.balance(l.token, ctx.wallet(wallet));
  must(bal > 0n, "the seller has nothing");
  const worth = await poolValue(ctx, l, (bal * BigInt(bps)) / 10_000n);
  let got: number;
  try {
    got = await ctx.sell(l.token, l.quote, ctx.wallet(wallet), bps);
  } catch {
    return;
  }
  must(got < worth * fraction, `the sell paid ${got}, not under ${fraction} of ${worth}`);
}

/**
 * Executes `data` on `to` from the Safe `outer` whose approving owners are `approvers` (Safes or keys): `approve`
 * records the Safe transaction hash for each of them; then the deployer submits execTransaction with one
 * "approved hash" signature per approver (sorted by address).
 */
async function execApproved(
  ctx: LaunchContext,
  outer: Address,
  to: Address,
  data: Hex,
  approvers: Address[],
  approve: (hash: Hex) => Promise<void>,
) {
  const nonce = await ctx.read<bigint>(outer, "Safe", "nonce");
  const tx = [to, 0n, data, 0, 0n, 0n, 0n, ZERO, ZERO] as const;
  const hash = await ctx.read<Hex>(outer, "Safe", "getTransactionHash", [...tx, nonce]);
  await approve(hash);
  const sorted = [...approvers].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const signatures = concatHex(sorted.map((a) => concatHex([pad(a, { size: 32 }), pad("0x00", { size: 32 }), "0x01"])));
  await ctx.send(outer, "Safe", "execTransaction", [...tx, signatures], ctx.deployer);
}

/** An H13OwnerMintToken owned by a 2-of-3 Safe whose owners are two Safes and one key (wallet 43). */
async function nestedSafeToken(ctx: LaunchContext, oneKey: boolean) {
  const token = await ctx.deploy("H13OwnerMintToken", [SUPPLY]);
  const innerA = oneKey
    ? await deploySafe(ctx, [ctx.deployer], 1)
    : await deploySafe(ctx, owners(ctx, [45, 46, 47]), 2);
  const innerB = oneKey ? await deploySafe(ctx, [ctx.deployer], 1) : await deploySafe(ctx, owners(ctx, [48, 49]), 2);
  const outer = await deploySafe(ctx, [innerA, innerB, ctx.wallet(43)], 2);
  await ctx.send(token, "H13OwnerMintToken", "transferOwnership", [outer]);
  remember(token, "outer", outer);
  remember(token, "innerA", innerA);
  remember(token, "innerB", innerB);
  return token;
}

/** Schedules `data` on `target` through timelock `tl` from `proposer` (a Safe when `viaSafe`), waits, executes. */
async function throughTimelock(
  ctx: LaunchContext,
  proposer: Address,
  viaSafe: boolean,
  tl: Address,
  target: Address,
  data: Hex,
  delay: number,
  salt: Hex = ZERO32,
) {
  const schedule = ctx.encode("TimelockController", "schedule", [target, 0n, data, ZERO32, salt, BigInt(delay)]);
  if (viaSafe) await safeExec(ctx, proposer, tl, schedule, signers3(ctx));
  else await ctx.send(tl, "TimelockController", "schedule", [target, 0n, data, ZERO32, salt, BigInt(delay)], proposer);
  await ctx.wait(delay / 3600 + 1);
  await ctx.send(tl, "TimelockController", "execute", [target, 0n, data, ZERO32, salt]);
}

/** Holders 20-24 stake 80 % of their bags in the token's built-in staking. */
async function holdersStake(ctx: LaunchContext, token: Address) {
  for (const i of [20, 21, 22, 23, 24]) {
    const w = ctx.wallet(i);
    const bal = await ctx.balance(token, w);
    await ctx.send(token, "H13StakeExecToken", "stake", [(bal * 8n) / 10n], w);
  }
}

/** The deployer's LP goes into an H13SplitLocker for 540 days (lock id 0). */
async function lockInSplitLocker(ctx: LaunchContext, token: Address, keepDate: boolean) {
  const locker = await ctx.deploy("H13SplitLocker", [keepDate]);
  remember(token, "locker", locker);
  return openMarket(ctx, token, {
    lp: "keep",
    beforeLp: async (pair) => {
      const lp = await lpOf(ctx, pair, ctx.deployer);
      await ctx.send(pair, "Pair", "approve", [locker, lp]);
      const until = BigInt((await ctx.now()) + 540 * DAY);
      await ctx.send(locker, "H13SplitLocker", "lock", [pair, lp, until]);
    },
  });
}

/** Holders 20-24 give the router an unlimited allowance (as wallet interfaces do before a first sell). */
async function holdersApproveRouter(ctx: LaunchContext, token: Address) {
  for (const i of [20, 21, 22, 23, 24])
    await ctx.send(token, "PlainUpgradeableToken", "approve", [ctx.router, 2n ** 256n - 1n], ctx.wallet(i));
}

/** A token whose H13RewardsHelper is its only minter; the helper's admin is `admin`. */
async function helperMinted(ctx: LaunchContext, guarded: boolean, admin: Address) {
  const token = await ctx.deploy("H13HelperMintedToken", [SUPPLY]);
  const helper = await ctx.deploy("H13RewardsHelper", [token, admin, guarded]);
  await ctx.send(token, "H13HelperMintedToken", "setMinter", [helper]);
  remember(token, "helper", helper);
  return token;
}

/** An H13RoutedProxy over H13RoutedLogic, whose second route (H13RoutedMaintenance) serves the deployer. */
async function routedToken(ctx: LaunchContext) {
  const logic = await ctx.deploy("H13RoutedLogic");
  const maint = await ctx.deploy("H13RoutedMaintenance");
  const init = ctx.encode("H13RoutedLogic", "initialize", [ctx.deployer, SUPPLY]);
  const proxy = await ctx.deploy("H13RoutedProxy", [logic, maint, ctx.deployer, init]);
  remember(proxy, "logic", logic);
  return proxy;
}

/** A 24-buy burst of 0.05 ETH from fresh wallets (30-39 and 65-78, which hold no bag from the launch). */
async function buyBurst(ctx: LaunchContext, token: Address) {
  const wallets = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78];
  for (const [k, w] of wallets.entries()) {
    await ctx.buy(token, "weth", ctx.wallet(w), 0.05);
    if (k % 6 === 5) await ctx.wait(0.2);
  }
}

export const HELDOUT_EVM13_CASES: readonly HeldoutEvm13Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "lock-tokens-for-any-account",
    expected: "danger",
    ageDays: 9,
    source: `${CRP} (freeze class); ${CERTIK} (missing access control: the function acts on an account it never checks); ${RPH} (hidden transfer restrictions); H13Danger.sol H13LockAnyToken (selfOnly = false)`,
    rationale:
      "No owner, no mint, LP burnt. The token offers a 'holder lock' (lock your bag up to a year, for vesting or to show commitment), but lockTokens(account, until) never checks that the caller is the account: ANYONE can lock any holder's tokens for a year, and renew it, so any holder's sells can be stopped at will.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H13LockAnyToken", [SUPPLY, false]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const until = BigInt((await ctx.now()) + 364 * DAY);
      await ctx.send(l.token, "H13LockAnyToken", "lockTokens", [ctx.wallet(HOLDER), until], ctx.wallet(85));
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "proxy-fallback-routes-one-caller-elsewhere",
    expected: "danger",
    ageDays: 21,
    source: `${EIP1967}; ${TSCOPE}; ${GOPLUS} (is_proxy, hidden_owner, owner_change_balance); ${DEFI}; H13Danger.sol H13RoutedProxy + H13RoutedLogic + H13RoutedMaintenance`,
    rationale:
      "A proxy with no admin and no upgrade function; the EIP-1967 implementation slot points to a clean ERC-20 logic. But the proxy's fallback sends calls from one immutable address (the deployer) to a second logic kept in a private slot, which adds setBalance: the deployer's EOA can zero any holder's balance or print tokens at will. LP locked.",
    launch: async (ctx) => openMarket(ctx, await routedToken(ctx), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const impl = await ctx.storage(l.token, IMPL_1967);
      must(impl.toLowerCase().endsWith(deployed(l.token, "logic").slice(2).toLowerCase()), "the slot is not the logic");
      await refused(
        ctx,
        ctx.send(l.token, "H13RoutedMaintenance", "setBalance", [ctx.wallet(85), SUPPLY], ctx.wallet(85)),
        "another caller's setBalance",
      );
      await holderDrained(
        ctx,
        l,
        () => ctx.send(l.token, "H13RoutedMaintenance", "setBalance", [ctx.wallet(HOLDER), 0n]),
        "the deployer's routed setBalance",
      );
    },
  },
  {
    name: "owner-safe-two-signers-are-one-key-safes",
    expected: "danger",
    ageDays: 16,
    source: `${SAFE_DOCS}; ${GOPLUS} (is_mintable); ${CERTIK} (centralization risk behind a multisig); H13Danger.sol H13OwnerMintToken`,
    rationale:
      "The uncapped mint belongs to a 2-of-3 Safe, which reads as multi-key. But two of its three owners are themselves 1-of-1 Safes of the same deployer key: that one EOA approves through both and mints at will. LP locked.",
    launch: async (ctx) => openMarket(ctx, await nestedSafeToken(ctx, true), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const outer = deployed(l.token, "outer");
      const inner = [deployed(l.token, "innerA"), deployed(l.token, "innerB")];
      const data = ctx.encode("H13OwnerMintToken", "mint", [ctx.deployer, 10n * SUPPLY]);
      await supplyGrows(
        ctx,
        l,
        () =>
          execApproved(ctx, outer, l.token, data, inner, async (hash) => {
            for (const s of inner)
              await safeExec(ctx, s, outer, ctx.encode("Safe", "approveHash", [hash]), [ctx.deployer]);
          }),
        "the deployer's mint through its two inner Safes",
      );
    },
  },
  {
    name: "gas-top-up-credits-keeper-tokens",
    expected: "danger",
    ageDays: 6,
    source: `${CRP} (hidden mint behind an innocuous name); ${GOPLUS} (is_mintable, hidden_owner); ${TSCOPE}; H13Danger.sol H13GasTopUpToken (credits = true)`,
    rationale:
      "No owner, no mint function by name. A payable 'topUpSwapGas' (to fund the swap-back) also issues a billion tokens per ETH to the immutable keeper when the keeper pays: the deployer's EOA can create tokens without bound for a few wei and sell them. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13GasTopUpToken", [SUPPLY, ctx.deployer, true]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H13GasTopUpToken", "topUpSwapGas", [], ctx.deployer, E18),
        "the keeper's top-up",
      ),
  },
  {
    name: "owner-execute-moves-staked-bags",
    expected: "danger",
    ageDays: 95,
    source: `${CERTIK} (arbitrary external call by a privileged role); ${GOPLUS} (external_call, owner_change_balance); ${RPH} (owner-only balance moves); H13Danger.sol H13StakeExecToken (guarded = false)`,
    rationale:
      "Built-in staking keeps staked tokens in the token contract (half of the holders staked most of their bags). The owner's EOA has a generic execute(target, data) 'for integrations' with no restriction on the target, so it can make the token call its own transfer and move every staked token to itself: stakers can no longer unstake. LP locked.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H13StakeExecToken", [SUPPLY, false]), { lp: "lock" });
      await holdersStake(ctx, l.token);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const staked = await ctx.read<bigint>(l.token, "H13StakeExecToken", "totalStaked");
      must(staked > 0n, "nothing is staked");
      const take = ctx.encode("H13StakeExecToken", "transfer", [ctx.deployer, staked]);
      await ctx.send(l.token, "H13StakeExecToken", "execute", [l.token, take]);
      must((await ctx.balance(l.token, l.token)) === 0n, "the staked tokens are still there");
      const w = ctx.wallet(20);
      const mine = await ctx.read<bigint>(l.token, "H13StakeExecToken", "stakedOf", [w]);
      await refused(ctx, ctx.send(l.token, "H13StakeExecToken", "unstake", [mine], w), "a staker's unstake");
    },
  },
  {
    name: "lp-deposited-in-second-pair-deployer-holds",
    expected: "danger",
    ageDays: 5,
    source: `${UNIV2}; ${DEFI} (LP not really locked); ${RPH} (liquidity removal paths); H13Base.sol H13PlainToken`,
    rationale:
      "Plain ownerless token. The deployer did not lock or burn the LP: it deposited all of it, with 1 ETH, into a second Uniswap pair (LP token / WETH), so the main pool's LP appears held by a pair contract. The deployer holds that second pair's LP: it removes it, gets the main LP back and removes the main pool at once.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H13PlainToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "keep",
        beforeLp: async (pair) => {
          const lp = await lpOf(ctx, pair, ctx.deployer);
          const outer = await ctx.list(pair, { quote: "weth", tokens: lp, quoteAmount: 1 });
          remember(token, "outer", outer);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "the deployer still holds main LP");
      await ctx.removeLiquidity(l.pair!, "weth", 10_000);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "locker-split-drops-unlock-date",
    expected: "danger",
    ageDays: 36,
    source: `${DEFI} (LP not really locked: locker logic flaws); ${CERTIK} (logic error in a lock contract); ${UNIV2}; H13Danger.sol H13SplitLocker (keepDate = false)`,
    rationale:
      "All LP sits in a locker until 540 days from launch, which looks locked. But the locker's split(id, amount) creates the child lock without copying the unlock time (0): the deployer splits off 99 % of its lock and withdraws it at once, then removes the pool.",
    launch: async (ctx) => lockInSplitLocker(ctx, await ctx.deploy("H13PlainToken", [SUPPLY]), false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await refused(ctx, ctx.send(locker, "H13SplitLocker", "withdraw", [0n]), "the withdrawal of the parent lock");
      const [, , amount] = await ctx.read<[Address, Address, bigint, bigint]>(locker, "H13SplitLocker", "locks", [0n]);
      await ctx.send(locker, "H13SplitLocker", "split", [0n, (amount * 99n) / 100n]);
      await ctx.send(locker, "H13SplitLocker", "withdraw", [1n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    // Written blind by the second analyst before the engine runs: replaces a case whose shape repeated an earlier
    // set's (an owner mint whose "1 %" cap is not a cap on the supply).
    name: "incoming-transfer-renews-sell-cooldown",
    expected: "danger",
    ageDays: 22,
    source: `${HONEYPOT} (sells fail for real holders); ${CRP} (limit / freeze class); ${CERTIK} (griefing: a state change any account can force on another); ${GOPLUS} (trading_cooldown, cannot_sell_all); H13Danger.sol H13ReceiptCooldownToken`,
    rationale:
      "Owner-less, no mint, no fee, LP burnt. An 'anti-wash' rule bars a wallet from selling for 30 days after it last received tokens from another wallet, and any incoming wallet transfer, even 1 wei, restarts that clock. ANYONE holding a few tokens can stop any holder's sells by sending dust, and renew it every month, at no cost.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13ReceiptCooldownToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 100)) > 0, "the holder could not sell before");
      const griefer = ctx.wallet(85);
      await ctx.buy(l.token, l.quote, griefer, 0.01);
      await ctx.send(l.token, "H13ReceiptCooldownToken", "transfer", [ctx.wallet(HOLDER), 1n], griefer);
      await holderCannotSell(ctx, l);
      await ctx.wait(29 * 24);
      await ctx.send(l.token, "H13ReceiptCooldownToken", "transfer", [ctx.wallet(HOLDER), 1n], griefer);
      await ctx.wait(2 * 24);
      await holderCannotSell(ctx, l);
    },
  },
  {
    // Written blind by the second analyst before the engine runs: replaces a case whose shape repeated an earlier
    // set's (an auxiliary minter contract with no caller check).
    name: "vesting-minter-claims-never-recorded",
    expected: "danger",
    ageDays: 75,
    source: `${CRP} (hidden mint through an external contract); ${CERTIK} (logic error in balance bookkeeping: a claim that is never recorded); ${GOPLUS} (is_mintable); ${REKT}; H13Danger.sol H13HelperMintedToken + H13TeamVesting (records = false)`,
    rationale:
      "The token has no owner; its only minter, set once, is a team vesting contract: 10 % of the supply vesting linearly over a year to the team wallet. But claim() never records what was claimed, so each call mints the whole vested amount again: the team's EOA (the deployer) repeats the call and creates tokens without bound. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H13HelperMintedToken", [SUPPLY]);
      const vesting = await ctx.deploy("H13TeamVesting", [token, ctx.deployer, SUPPLY / 10n, BigInt(365 * DAY), false]);
      await ctx.send(token, "H13HelperMintedToken", "setMinter", [vesting]);
      remember(token, "vesting", vesting);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      await refused(ctx, ctx.send(vesting, "H13TeamVesting", "claim", [], ctx.wallet(85)), "a stranger's claim");
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 12; k++) await ctx.send(vesting, "H13TeamVesting", "claim");
      must((await ctx.supply(l.token)) - before > SUPPLY / 10n, "the claims did not exceed the 10 % vesting budget");
    },
  },
  {
    name: "five-percent-holder-sets-sell-fee",
    expected: "danger",
    ageDays: 10,
    source: `${HONEYPOT} (sell tax); ${GOPLUS} (slippage_modifiable); ${SNIFFER} (modifiable tax); ${TSCOPE}; H13Danger.sol H13HolderFeeToken (maxFeeBps = 10,000)`,
    rationale:
      "No owner: the sell fee (1 %) is 'community governed': any holder of at least 5 % of the supply may set it, up to 100 %. The deployer's wallet keeps 6 %, so that one address can set a 99 % sell fee at any moment. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13HolderFeeToken", [SUPPLY, 10_000n]), {
        lp: "burn",
        setPair: true,
        keepBps: 600,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H13HolderFeeToken", "setSellFee", [9_900n]);
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.1);
    },
  },
  {
    name: "epoch-migration-carries-listed-accounts-only",
    expected: "danger",
    ageDays: 64,
    source: `${RPH} (owner-only balance moves); ${GOPLUS} (owner_change_balance); ${CRP} (leak class); ${TSCOPE}; H13Danger.sol H13EpochToken`,
    rationale:
      "Balances and allowances are kept per 'epoch' for a promised V2 migration. The owner's EOA opens a new epoch at will, carrying over only the accounts it lists: one call wipes every holder's balance (and the pool's) while the owner keeps its own. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H13EpochToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        () => ctx.send(l.token, "H13EpochToken", "advanceEpoch", [[ctx.deployer]]),
        "the owner's new epoch",
      ),
  },
  {
    // Written blind by the second analyst before the engine runs: replaces a case whose shape repeated an earlier
    // set's (a default operator that moves every holder's tokens).
    name: "contract-recipients-must-acknowledge-pair-cannot",
    expected: "danger",
    ageDays: 48,
    source: `${HONEYPOT} (buys work, sells fail); ${GOPLUS} (cannot_sell_all); ${TSCOPE}; EIP-223 (eips.ethereum.org/EIPS/eip-223: a transfer to a contract calls the receiver's tokenReceived and reverts without it); ${UNIV2}; H13Danger.sol H13ReceiverHookToken`,
    rationale:
      "Owner-less, no mint, no fee, LP burnt. An ERC-223-style 'safety' rule requires every transfer to an address with code to be acknowledged by the receiver's onTokenReceived hook, except transfers from the deployer. The Uniswap pair has no such hook: every holder's sell reverts while buys work; only the deployer can sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13ReceiverHookToken", [SUPPLY, false]), { lp: "burn", sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      await ctx.send(l.token, "H13ReceiverHookToken", "transfer", [ctx.wallet(85), 1n], ctx.wallet(HOLDER));
      must((await ctx.sell(l.token, l.quote, ctx.deployer, 1_000)) > 0, "the deployer could not sell");
    },
  },
  {
    name: "transferfrom-zero-address-issues-for-keeper",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (hidden mint); ${TSCOPE} (a standard function with a second meaning); ${GOPLUS} (is_mintable, hidden_owner); H13Danger.sol H13ZeroFromToken`,
    rationale:
      "No owner and no mint function. But transferFrom(0x0, to, amount) is a 'bridge inbound' path that issues new tokens when an immutable keeper (the deployer's EOA) calls it: unbounded minting through a standard ERC-20 function. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13ZeroFromToken", [SUPPLY, ctx.deployer]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H13ZeroFromToken", "transferFrom", [ZERO, ctx.deployer, 10n * SUPPLY]),
        "the keeper's transferFrom from zero",
      ),
  },
  {
    name: "tagged-address-word-takes-any-bag",
    expected: "danger",
    ageDays: 7,
    source: `${TSCOPE}; ${CERTIK} (hand-written ABI decoding); ${GOPLUS} (owner_change_balance, hidden_owner); ${RPH}; H13Danger.sol H13TaggedWordToken + H13Base.sol H13RawCaller`,
    rationale:
      "No owner. transfer(address,uint256) is decoded by hand in the fallback: when the caller is a hidden keeper (a forwarding contract only the deployer drives) and the high 96 bits of the address word carry a tag, the low 160 bits name an account whose whole balance moves to the keeper. Normal ABI calls never set those bits, so only the deployer can take any holder's bag. LP burnt.",
    launch: async (ctx) => {
      const raw = await ctx.deploy("H13RawCaller");
      const token = await ctx.deploy("H13TaggedWordToken", [SUPPLY, raw]);
      remember(token, "raw", raw);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async () => {
          const word = (1n << 160n) | BigInt(ctx.wallet(HOLDER));
          const data = `0xa9059cbb${word.toString(16).padStart(64, "0")}${"00".repeat(32)}` as Hex;
          await ctx.send(deployed(l.token, "raw"), "H13RawCaller", "forward", [l.token, data]);
        },
        "the tagged transfer",
      ),
  },
  {
    name: "sell-tax-waived-for-whale-origins",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (a simulated sell passes while real holders lose); ${TSCOPE}; ${SNIFFER} (high sell tax); H13Danger.sol H13OriginBalanceTaxToken`,
    rationale:
      "Sells pay 90 % to the deployer unless the transaction's origin holds at least 5,000 ETH ('anti-bot'): simulators with richly funded test accounts see no tax, while every ordinary holder's sell loses nine tenths of its value. Owner-less, LP burnt: the code is the trap.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13OriginBalanceTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellLosesMost(ctx, l, HOLDER, 5_000, 0.2),
  },
  {
    name: "pair-balance-view-refreshed-on-buys-only",
    expected: "danger",
    ageDays: 3,
    source: `${HONEYPOT} (buys work, sells fail); ${UNIV2}; ${CRP} (limit class); ${GOPLUS} (cannot_sell_all); H13Danger.sol H13PairViewToken`,
    rationale:
      "balanceOf(pair) returns a book value that goes down when tokens leave the pair and up only when the deployer sends to it. A holder's sell sends tokens the pair cannot see, so the pair prices the input at zero and the sell reverts (even a hand-made swap on the pair cannot count them); only the deployer can sell. Buys work. Owner-less, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13PairViewToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      // A hand-made sell: tokens sent straight to the pair, then swap() asking 1 wei of the token and some ETH out.
      const pair = l.pair!;
      const holder = ctx.wallet(HOLDER);
      await ctx.send(l.token, "H13PairViewToken", "transfer", [pair, (await holderBalance(ctx, l)) / 2n], holder);
      const tokenIs0 = same(await ctx.read<Address>(pair, "Pair", "token0"), l.token);
      const ethOut = 10n ** 15n;
      await refused(
        ctx,
        ctx.send(pair, "Pair", "swap", [tokenIs0 ? 1n : ethOut, tokenIs0 ? ethOut : 1n, holder, "0x"], holder),
        "a hand-made swap on the pair",
      );
      must((await ctx.sell(l.token, l.quote, ctx.deployer, 1_000)) > 0, "the deployer could not sell");
    },
  },
  {
    name: "zap-spends-router-allowances-for-anyone",
    expected: "danger",
    ageDays: 12,
    source: `${DEFI} (approval abuse); ${CERTIK} (missing caller check on a spend path); ${REKT}; H13Danger.sol H13ZapToken (strict = false)`,
    rationale:
      "A 'zap' helper sellFor(holder, amount, to) spends the allowance a holder gave the Uniswap router, without checking who calls or where the tokens go. Every holder who approved the router (wallet interfaces ask for unlimited approval at the first sell) can be emptied by ANYONE. LP locked.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H13ZapToken", [SUPPLY, ctx.router, false]), { lp: "lock" });
      await holdersApproveRouter(ctx, l.token);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(20);
      const thief = ctx.wallet(85);
      const bal = await ctx.balance(l.token, victim);
      must(bal > 0n, "the victim has nothing");
      await ctx.send(l.token, "H13ZapToken", "sellFor", [victim, bal, thief], thief);
      must((await ctx.balance(l.token, victim)) === 0n, "the zap did not take the bag");
    },
  },
  {
    name: "token-held-lp-released-to-caller",
    expected: "danger",
    ageDays: 6,
    source: `${UNIV2}; ${DEFI} (LP not really locked); ${CERTIK} (missing access control); H13Danger.sol H13HeldLpToken (toDead = false)`,
    rationale:
      "All LP was sent to the token contract, which has no owner: looks locked for good. But the public releaseLiquidity() ('migration helper') sends the contract's whole LP balance to whoever calls it: ANYONE can take the LP and remove the pool now.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H13HeldLpToken", [SUPPLY, false]);
      return openMarket(ctx, token, { lp: "to", lpTo: token, setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await ctx.send(l.token, "H13HeldLpToken", "releaseLiquidity", [], thief);
      await pullsPool(ctx, l, thief);
    },
  },
  {
    name: "proposer-role-check-skips-timelock-delay",
    expected: "danger",
    ageDays: 120,
    source: `${OZ_TL}; ${CERTIK} (timelock bypass, role checks on the wrong contract); ${TSCOPE}; H13Danger.sol H13TimelockMintToken (strict = false)`,
    rationale:
      "Minting is 'reserved to the 2-day timelock', an OpenZeppelin TimelockController whose proposer is the deployer's EOA. But the token also accepts any account the timelock lists as PROPOSER directly, so the deployer mints at once, with no delay and no cap. LP locked.",
    launch: async (ctx) => {
      const tl = await openTimelock(ctx, 2 * DAY, ctx.deployer);
      const token = await ctx.deploy("H13TimelockMintToken", [SUPPLY, tl, false]);
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H13TimelockMintToken", "mint", [ctx.deployer, 10n * SUPPLY]),
        "the proposer's direct mint",
      ),
  },
  {
    name: "renounced-owner-open-to-any-acceptor",
    expected: "danger",
    ageDays: 15,
    source: `${OZ_2STEP} (acceptOwnership must require the pending owner); ${DEFI} (fake renounce); ${GOPLUS} (can_take_back_ownership, is_mintable); H13Danger.sol H13OpenAcceptToken`,
    rationale:
      "Ownership renounced after listing: owner() is zero and nothing is pending. But acceptOwnership also passes when no owner is pending, so ANYONE can claim ownership and use the owner's uncapped mint. LP burnt.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H13OpenAcceptToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "H13OpenAcceptToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      must((await ctx.read<Address>(l.token, "H13OpenAcceptToken", "owner")) === ZERO, "the owner is not zero");
      await ctx.send(l.token, "H13OpenAcceptToken", "acceptOwnership", [], thief);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H13OpenAcceptToken", "mint", [thief, 10n * SUPPLY], thief),
        "the claimant's mint",
      );
    },
  },

  // ───────────────────────────── SAFE (synthetic twins) ─────────────────────────────
  {
    name: "lock-tokens-own-bag-only",
    expected: "safe",
    ageDays: 12,
    source: `${CRP} (freeze class, checked); H13Danger.sol H13LockAnyToken (selfOnly = true)`,
    rationale:
      "The same holder-lock feature, but lockTokens only accepts the caller's own account: nobody can lock someone else's tokens. No owner, no mint, no fee. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H13LockAnyToken", [SUPPLY, true]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const until = BigInt((await ctx.now()) + 364 * DAY);
      await refused(
        ctx,
        ctx.send(l.token, "H13LockAnyToken", "lockTokens", [ctx.wallet(HOLDER), until], ctx.wallet(85)),
        "a stranger's lock",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H13LockAnyToken", "lockTokens", [ctx.wallet(HOLDER), until]),
        "the deployer's lock",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "owner-safe-with-nested-multisig-signer",
    expected: "safe",
    ageDays: 60,
    source: `${SAFE_DOCS}; H13Danger.sol H13OwnerMintToken`,
    rationale:
      "Uncapped mint held by a 2-of-3 Safe whose owners are a 2-of-3 Safe (three distinct keys), a 2-of-2 Safe (two other keys) and a third key: any mint needs at least two independent approvals from distinct keys. The deployer holds no role. LP locked.",
    launch: async (ctx) => openMarket(ctx, await nestedSafeToken(ctx, false), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H13OwnerMintToken", "mint", [ctx.deployer, E18]), "the deployer's mint");
      const outer = deployed(l.token, "outer");
      const innerA = deployed(l.token, "innerA");
      const data = ctx.encode("H13OwnerMintToken", "mint", [ctx.wallet(43), E18]);
      await refused(
        ctx,
        execApproved(ctx, outer, l.token, data, [ctx.wallet(43)], async (hash) => {
          await ctx.send(outer, "Safe", "approveHash", [hash], ctx.wallet(43));
        }),
        "a single key's mint",
      );
      await supplyGrows(
        ctx,
        l,
        () =>
          execApproved(ctx, outer, l.token, data, [innerA, ctx.wallet(43)], async (hash) => {
            await safeExec(ctx, innerA, outer, ctx.encode("Safe", "approveHash", [hash]), owners(ctx, [45, 46]));
            await ctx.send(outer, "Safe", "approveHash", [hash], ctx.wallet(43));
          }),
        "the governed mint",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "gas-top-up-without-credit",
    expected: "safe",
    ageDays: 4,
    source: `${TSCOPE}; H13Danger.sol H13GasTopUpToken (credits = false)`,
    rationale:
      "The same payable topUpSwapGas, but it only stores ETH (the keeper may withdraw the ETH); it never issues tokens. No owner, no mint, no fee. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13GasTopUpToken", [SUPPLY, ctx.deployer, false]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H13GasTopUpToken", "topUpSwapGas", [], ctx.deployer, E18);
      must((await ctx.supply(l.token)) === before, "the top-up issued tokens");
      await ctx.send(l.token, "H13GasTopUpToken", "withdrawGas");
      await holderSells(ctx, l);
    },
  },
  {
    name: "owner-execute-refuses-token-target",
    expected: "safe",
    ageDays: 45,
    source: `${CERTIK} (privileged external call, restricted); H13Danger.sol H13StakeExecToken (guarded = true)`,
    rationale:
      "Same built-in staking and owner execute(target, data), but execute refuses the token itself as target, and only the token can move the staked tokens: the owner cannot touch staked or held balances, mint or pause. LP locked.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H13StakeExecToken", [SUPPLY, true]), { lp: "lock" });
      await holdersStake(ctx, l.token);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const staked = await ctx.read<bigint>(l.token, "H13StakeExecToken", "totalStaked");
      const take = ctx.encode("H13StakeExecToken", "transfer", [ctx.deployer, staked]);
      await refused(ctx, ctx.send(l.token, "H13StakeExecToken", "execute", [l.token, take]), "an execute on the token");
      const w = ctx.wallet(20);
      const mine = await ctx.read<bigint>(l.token, "H13StakeExecToken", "stakedOf", [w]);
      await ctx.send(l.token, "H13StakeExecToken", "unstake", [mine], w);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "locker-split-keeps-unlock-date",
    expected: "safe",
    ageDays: 30,
    source: `${UNIV2}; H13Danger.sol H13SplitLocker (keepDate = true)`,
    rationale:
      "All LP sits in a locker until 540 days from launch; split copies the parent's unlock time, so neither the lock nor any part of it can be withdrawn before then. Plain ownerless token.",
    launch: async (ctx) => lockInSplitLocker(ctx, await ctx.deploy("H13PlainToken", [SUPPLY]), true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      const [, , amount] = await ctx.read<[Address, Address, bigint, bigint]>(locker, "H13SplitLocker", "locks", [0n]);
      await ctx.send(locker, "H13SplitLocker", "split", [0n, (amount * 99n) / 100n]);
      await refused(ctx, ctx.send(locker, "H13SplitLocker", "withdraw", [1n]), "the child lock's withdrawal");
      await refused(ctx, ctx.send(locker, "H13SplitLocker", "withdraw", [0n]), "the parent lock's withdrawal");
      await holderSells(ctx, l);
    },
  },
  {
    // Written blind by the second analyst before the engine runs: replaces a case whose shape repeated an earlier
    // set's (an owner EOA's mint capped a few percent above the launch supply).
    name: "vesting-minter-records-claims",
    expected: "safe",
    ageDays: 80,
    source: `${GOPLUS} (is_mintable, bounded by rule); ${CERTIK} (privileged minter bounded by a schedule); H13Danger.sol H13HelperMintedToken + H13TeamVesting (records = true)`,
    rationale:
      "The token has no owner; its only minter, set once, is a team vesting contract: 10 % of the supply vesting linearly over a year to the team wallet, each claim recorded. The team can only mint what has vested and never more than the fixed 10 % in total: a one-time budget released by rule. No fee, no pause. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H13HelperMintedToken", [SUPPLY]);
      const vesting = await ctx.deploy("H13TeamVesting", [token, ctx.deployer, SUPPLY / 10n, BigInt(365 * DAY), true]);
      await ctx.send(token, "H13HelperMintedToken", "setMinter", [vesting]);
      remember(token, "vesting", vesting);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      const start = await ctx.supply(l.token);
      await refused(ctx, ctx.send(vesting, "H13TeamVesting", "claim", [], ctx.wallet(85)), "a stranger's claim");
      await refused(ctx, ctx.send(l.token, "H13HelperMintedToken", "mint", [ctx.deployer, E18]), "a direct mint");
      for (let k = 0; k < 5; k++) await ctx.send(vesting, "H13TeamVesting", "claim");
      must((await ctx.supply(l.token)) - start < SUPPLY / 20n, "repeated claims minted more than what had vested");
      await ctx.wait(400 * 24);
      await ctx.send(vesting, "H13TeamVesting", "claim");
      must((await ctx.supply(l.token)) - start === SUPPLY / 10n, "the vesting did not stop at its 10 % budget");
      await refused(ctx, ctx.send(vesting, "H13TeamVesting", "claim"), "a claim beyond the budget");
      await holderSells(ctx, l);
    },
  },
  {
    name: "rewards-helper-admin-is-safe",
    expected: "safe",
    ageDays: 70,
    source: `${SAFE_DOCS}; ${CERTIK} (privileged minter behind multisig); H13Danger.sol H13HelperMintedToken + H13RewardsHelper (guarded = true)`,
    rationale:
      "The only minter is a rewards helper whose mintRewards checks its admin, and the admin is a 3-of-5 Safe: minting needs three of five keys; the deployer and strangers are refused. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await helperMinted(ctx, true, await safe3of5(ctx)), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const helper = deployed(l.token, "helper");
      await refused(
        ctx,
        ctx.send(helper, "H13RewardsHelper", "mintRewards", [ctx.wallet(85), E18], ctx.wallet(85)),
        "a stranger's mintRewards",
      );
      await refused(ctx, ctx.send(helper, "H13RewardsHelper", "mintRewards", [ctx.deployer, E18]), "the deployer's");
      await refused(ctx, ctx.send(l.token, "H13HelperMintedToken", "setMinter", [ctx.deployer]), "a second setMinter");
      await holderSells(ctx, l);
    },
  },
  {
    name: "holder-voted-sell-fee-capped-five",
    expected: "safe",
    ageDays: 6,
    source: `${SNIFFER} (modifiable tax with a hard cap); H13Danger.sol H13HolderFeeToken (maxFeeBps = 500)`,
    rationale:
      "The same 5 %-holder fee vote (the deployer keeps 6 %), but the code caps the sell fee at 5 %: the worst any holder can do is a 5 % sell fee. No owner, no mint. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H13HolderFeeToken", [SUPPLY, 500n]), {
        lp: "burn",
        setPair: true,
        keepBps: 600,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H13HolderFeeToken", "setSellFee", [9_900n]), "a 99 % fee");
      await ctx.send(l.token, "H13HolderFeeToken", "setSellFee", [500n]);
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    // Written blind by the second analyst before the engine runs: replaces a case whose shape repeated earlier sets'
    // (an uncapped mint owned by a timelock of a few days).
    name: "receiver-hook-optional-pair-credited",
    expected: "safe",
    ageDays: 7,
    source: `EIP-1363 (eips.ethereum.org/EIPS/eip-1363: receiver notification) and EIP-223 (receiver hooks); ${HONEYPOT} (simulated buy and sell); H13Danger.sol H13ReceiverHookToken (optional = true)`,
    rationale:
      "Transfers to contracts call the receiver's onTokenReceived hook, which looks like a sell trap; but the hook is optional: a receiver without it (the Uniswap pair) is simply credited, so holders sell normally. Owner-less, no mint, no fee, no list of any kind. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H13ReceiverHookToken", [SUPPLY, true]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 20);
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "token-held-lp-released-to-dead",
    expected: "safe",
    ageDays: 17,
    source: `${UNIV2}; H13Danger.sol H13HeldLpToken (toDead = true)`,
    rationale:
      "All LP was sent to the ownerless token contract; its public releaseLiquidity() can only send that LP to 0x…dEaD. Nobody can take the LP or remove the pool. No owner, no mint, no fee.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H13HeldLpToken", [SUPPLY, true]);
      return openMarket(ctx, token, { lp: "to", lpTo: token, setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await ctx.send(l.token, "H13HeldLpToken", "releaseLiquidity", [], thief);
      must((await lpOf(ctx, l.pair!, thief)) === 0n, "the caller got LP");
      must((await ctx.lpShare(l.pair!, DEAD)) > 0.9, "the LP did not go to 0x…dEaD");
      await holderSells(ctx, l);
    },
  },
  {
    name: "zap-for-own-tokens-only",
    expected: "safe",
    ageDays: 9,
    source: `${DEFI} (approval use, checked); H13Danger.sol H13ZapToken (strict = true)`,
    rationale:
      "The same zap helper, but sellFor only acts for the caller's own tokens: a router allowance cannot be spent by anyone else. No owner, no mint, no fee. LP locked.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H13ZapToken", [SUPPLY, ctx.router, true]), { lp: "lock" });
      await holdersApproveRouter(ctx, l.token);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(20);
      const thief = ctx.wallet(85);
      const bal = await ctx.balance(l.token, victim);
      await refused(ctx, ctx.send(l.token, "H13ZapToken", "sellFor", [victim, bal, thief], thief), "a stranger's zap");
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "default-delegate-for-votes-only",
    expected: "safe",
    ageDays: 38,
    source: `OpenZeppelin ERC20Votes (docs.openzeppelin.com/contracts/5.x/api/token/erc20#ERC20Votes: delegation moves voting power only); H13Danger.sol H13DelegateToken (votesOnly = true)`,
    rationale:
      "Holders are delegated to the deployer by default, but delegation only counts votes: transferFrom requires an allowance as usual, so the delegate cannot move anyone's tokens. No owner, no mint, no fee. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H13DelegateToken", [SUPPLY, true]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      must(
        same(await ctx.read<Address>(l.token, "H13DelegateToken", "delegates", [ctx.wallet(HOLDER)]), ctx.deployer),
        "not delegated",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H13DelegateToken", "transferFrom", [ctx.wallet(HOLDER), ctx.deployer, bal]),
        "the delegate's transferFrom",
      );
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE (real tokens) ─────────────────────────────
  {
    name: "mask-fixed-supply-erc20",
    expected: "safe",
    ageDays: 2100,
    source: `MASK (Mask Network, Etherscan-verified 0x69af81e73A73B40adF4f3d4223Cd9b1ECE623074: 'contract MaskToken is ERC20', constructor _mint(msg.sender, 100_000_000 * 10**decimals()), nothing else; read through ${SANCTUARY}); H13Real.sol H13MaskReplica`,
    rationale:
      "A plain OpenZeppelin ERC-20 with 100M tokens minted once in the constructor: no owner, no mint, no pause, no fee. ETH pair, LP widely held by many providers.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H13MaskReplica"), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === 100_000_000n * E18, "the supply is not 100M");
      await holderSells(ctx, l);
    },
  },
  {
    name: "looks-capped-mint-owned-by-distributor",
    expected: "safe",
    ageDays: 1400,
    source: `LOOKS (LooksRareToken, Etherscan-verified 0xf4d2888d29D722226FafA5d9B24F9164c092421E, LooksRare/contracts-token-staking LooksRareToken.sol: ERC20 + Ownable, premint, 'mint(account, amount) external onlyOwner returns (bool)' that mints only while totalSupply() + amount <= the immutable SUPPLY_CAP of 1B, else returns false; the owner is the TokenDistributor, which mints per block on a fixed schedule; read through ${SANCTUARY}); H13Real.sol H13LooksReplica + H13LooksDistributorStandIn (a fixed daily emission standing in for the per-block schedule)`,
    rationale:
      "Mintable by its owner, but the owner is a distributor contract with a fixed emission schedule and no admin, and the token's mint never exceeds the immutable 1B cap. The deployer holds no role. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const looks = await ctx.deploy("H13LooksReplica", [ctx.deployer, 900_000_000n * E18, 1_000_000_000n * E18]);
      const dist = await ctx.deploy("H13LooksDistributorStandIn", [looks, ctx.wallet(83), 50_000n * E18]);
      await ctx.send(looks, "H13LooksReplica", "transferOwnership", [dist]);
      remember(looks, "distributor", dist);
      return openMarket(ctx, looks, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H13LooksReplica", "mint", [ctx.deployer, E18]), "the deployer's mint");
      const dist = deployed(l.token, "distributor");
      await ctx.send(dist, "H13LooksDistributorStandIn", "distribute", [], ctx.wallet(85));
      const before = await ctx.supply(l.token);
      await ctx.wait(49);
      await ctx.send(dist, "H13LooksDistributorStandIn", "distribute", [], ctx.wallet(85));
      must((await ctx.supply(l.token)) - before === 100_000n * E18, "two days' emission is not the fixed amount");
      must(
        (await ctx.read<bigint>(l.token, "H13LooksReplica", "SUPPLY_CAP")) === 1_000_000_000n * E18,
        "the cap is not 1B",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "imx-minter-role-supply-at-cap",
    expected: "safe",
    ageDays: 1800,
    source: `IMX (IMXToken, Etherscan-verified 0xF57e7e7C23978C3cAEC3C3548E3D615c346e79fF: 'contract IMXToken is ERC20Capped, AccessControl', ERC20Capped(2,000,000,000e18), constructor _setupRole(MINTER_ROLE, minter) and no admin role, mint(to, amount) checkRole(MINTER_ROLE); total supply 2B; read through ${SANCTUARY}); H13Real.sol H13ImxReplica`,
    rationale:
      "A minter role still exists and is held by one address, which looks risky; but the whole 2B cap is already minted, so any further mint reverts, and no admin role exists to grant anything. No pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const imx = await ctx.deploy("H13ImxReplica", [ctx.deployer]);
      await ctx.send(imx, "H13ImxReplica", "mint", [ctx.deployer, 2_000_000_000n * E18]);
      return openMarket(ctx, imx, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H13ImxReplica", "mint", [ctx.deployer, 1n]), "a mint above the cap");
      const role = await ctx.read<Hex>(l.token, "H13ImxReplica", "MINTER_ROLE");
      await refused(
        ctx,
        ctx.send(l.token, "H13ImxReplica", "grantRole", [role, ctx.wallet(85)]),
        "a grant without an admin",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "neiro-launch-template-renounced-zero-tax",
    expected: "safe",
    ageDays: 850,
    source: `Neiro (Etherscan-verified 0x812Ba41e071C7b7fA4EBcFB62dF5F45f6fA853Ee, solc 0.8.25, 'contract Neiro is Context, IERC20, Ownable': _initialBuyTax = _initialSellTax = 23, _finalBuyTax = _finalSellTax = 0, _reduceBuyTaxAt = _reduceSellTaxAt = 23 buys, _maxTxAmount = _maxWalletSize = 8,413,800,000 of 420,690,000,000 (9 decimals), isNotRestricted, setMarketPair / setFeeWallet / rescue onlyOwner, ownership renounced; read through ${SANCTUARY} (solidproof/Projects 2024/Neiro)); H13Real.sol H13NeiroReplica`,
    rationale:
      "A launch-template meme coin: taxes were 23 % for the first 23 buys and are 0 % since, limits were lifted, and ownership is renounced, so the owner functions (set market pair, fee wallet, rescue) can no longer be called. No mint. ETH pair, LP burnt.",
    launch: async (ctx) => {
      const neiro = await ctx.deploy("H13NeiroReplica", [ctx.router]);
      return openMarket(ctx, neiro, {
        lp: "burn",
        setPair: true,
        afterLp: async () => {
          await buyBurst(ctx, neiro);
          await ctx.send(neiro, "H13NeiroReplica", "isNotRestricted");
          await ctx.send(neiro, "H13NeiroReplica", "renounceOwnership");
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H13NeiroReplica", "owner")) === ZERO, "the owner is not renounced");
      must((await ctx.read<bigint>(l.token, "H13NeiroReplica", "buyCount")) > 23n, "the tax is not final");
      await refused(
        ctx,
        ctx.send(l.token, "H13NeiroReplica", "setMarketPair", [ctx.wallet(HOLDER)]),
        "a setMarketPair",
      );
      await refused(ctx, ctx.send(l.token, "H13NeiroReplica", "setPair", [ctx.wallet(HOLDER)]), "a second setPair");
      await sellPaysOver(ctx, l, 0.95, HOLDER);
    },
  },
  {
    name: "andy-fee-setters-renounced-at-zero",
    expected: "safe",
    ageDays: 990,
    source: `ANDY (Boys Club Andy, Etherscan-verified 0x68BbEd6A47194EFf1CF514B50Ea91895597fc91E, solc 0.8.19: 1,000,000,000,000 supply minted once in the constructor, setFeesBuy / setFeesSell onlyOwner up to 100 % each, setTheMaxTx >= 0.2 %, setTheMaxWallet >= 0.5 %, removeAllLimits, startTrading, exemptions, setAutomatedMarketMakerPair that cannot remove the dex pair; taxes set to 0 and ownership renounced; read through ${SANCTUARY} (solidproof/Projects 2024/Andy)); H13Real.sol H13AndyReplica`,
    rationale:
      "The template's owner could set buy and sell taxes up to 100 %, which looks dangerous; but the taxes were set to 0, limits removed, trading opened for good, and ownership renounced: no one can change a fee or a limit any more. No mint. ETH pair, LP burnt.",
    launch: async (ctx) => {
      const andy = await ctx.deploy("H13AndyReplica");
      return openMarket(ctx, andy, {
        lp: "burn",
        setPair: true,
        afterLp: async () => {
          await ctx.send(andy, "H13AndyReplica", "startTrading");
          await ctx.send(andy, "H13AndyReplica", "setFeesBuy", [0n, 0n]);
          await ctx.send(andy, "H13AndyReplica", "setFeesSell", [0n, 0n]);
          await ctx.send(andy, "H13AndyReplica", "removeAllLimits");
          await ctx.send(andy, "H13AndyReplica", "renounceOwnership");
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H13AndyReplica", "owner")) === ZERO, "the owner is not renounced");
      await refused(ctx, ctx.send(l.token, "H13AndyReplica", "setFeesSell", [50n, 49n]), "a fee change");
      await sellPaysOver(ctx, l, 0.95, HOLDER);
    },
  },
  {
    name: "knc-fixed-supply-drain-of-stray-tokens",
    expected: "safe",
    ageDays: 3000,
    source: `KNC legacy (KyberNetworkCrystal, Etherscan-verified 0xdd974D5C2e2928deA5F71b9825b8b646686BD200: 'contract KyberNetworkCrystal is StandardToken, Ownable', all tokens issued in the constructor ('Then disable minting forever'), onlyWhenTransferEnabled only inside the sale window, validDestination, burn / burnFrom, emergencyERC20Drain(token, amount) onlyOwner = token.transfer(owner, amount) of tokens held by the KNC contract; read through ${SANCTUARY}); H13Real.sol H13KncReplica`,
    rationale:
      "Fixed supply, no mint, no pause (the sale-window restriction ended years ago). The admin key's only power is emergencyERC20Drain, which moves tokens the KNC contract itself holds (stray tokens sent by mistake): it cannot touch holders. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const now = await ctx.now();
      const knc = await ctx.deploy("H13KncReplica", [
        SUPPLY,
        BigInt(now - 3_000 * DAY),
        BigInt(now - 2_990 * DAY),
        ctx.wallet(82),
      ]);
      return openMarket(ctx, knc, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const stray = await ctx.deploy("H13PlainToken", [SUPPLY]);
      await ctx.send(stray, "H13PlainToken", "transfer", [l.token, E18]);
      await ctx.send(l.token, "H13KncReplica", "emergencyERC20Drain", [stray, E18], ctx.wallet(82));
      await refused(
        ctx,
        ctx.send(l.token, "H13KncReplica", "emergencyERC20Drain", [l.token, E18], ctx.wallet(82)),
        "a drain of KNC the contract does not hold",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "zro-oft-peers-set-by-multisig",
    expected: "safe",
    ageDays: 530,
    source: `ZRO (LayerZeroToken, Etherscan-verified 0x6985884C4392D348587B19cb9eAAf157F13271cd: 'contract LayerZeroToken is OFT', OFT(_name, _symbol, _lzEndpoint, _delegate) Ownable(_delegate); LayerZero-v2 OFT.sol / OAppReceiver: _credit mints only for a message the endpoint delivers from the configured peer, _debit burns, setPeer onlyOwner; the owner / delegate is the LayerZero multisig; read through ${SANCTUARY}); ${SAFE_DOCS} (a 3-of-5 Safe stands in for the LayerZero multisig); H13Real.sol H13ZroReplica + H13EndpointStandIn + H13RemoteOftStandIn`,
    rationale:
      "Bridged minting exists: the token mints what arrives from its peer on another chain (burnt there). Only the owner can set peers, and the owner is a 3-of-5 multisig; the deployer and strangers cannot set a peer or forge a message. No pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const endpoint = await ctx.deploy("H13EndpointStandIn");
      const zro = await ctx.deploy("H13ZroReplica", [endpoint, SUPPLY]);
      const remote = await ctx.deploy("H13RemoteOftStandIn", [endpoint, 30_110, zro, ctx.wallet(83), 1_000n * E18]);
      const safe = await safe3of5(ctx);
      await ctx.send(zro, "H13ZroReplica", "transferOwnership", [safe]);
      const peer = pad(remote, { size: 32 });
      await safeExec(ctx, safe, zro, ctx.encode("H13ZroReplica", "setPeer", [30_110, peer]), signers3(ctx));
      remember(zro, "remote", remote);
      remember(zro, "endpoint", endpoint);
      return openMarket(ctx, zro, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H13ZroReplica", "setPeer", [30_110, pad(ctx.deployer, { size: 32 })]),
        "the deployer's setPeer",
      );
      const fake = await ctx.deploy("H13RemoteOftStandIn", [
        deployed(l.token, "endpoint"),
        30_110,
        l.token,
        ctx.deployer,
        SUPPLY,
      ]);
      await refused(
        ctx,
        ctx.send(fake, "H13RemoteOftStandIn", "bridge", [ctx.deployer, SUPPLY]),
        "a message from a fake peer",
      );
      const before = await ctx.supply(l.token);
      await ctx.send(
        deployed(l.token, "remote"),
        "H13RemoteOftStandIn",
        "bridge",
        [ctx.wallet(83), 1_000n * E18],
        ctx.wallet(83),
      );
      must((await ctx.supply(l.token)) - before === 1_000n * E18, "the bridged amount is not what was burnt");
      await holderSells(ctx, l);
    },
  },
  {
    name: "gtc-two-percent-yearly-through-timelock",
    expected: "safe",
    ageDays: 2000,
    source: `GTC (Gitcoin, Etherscan-verified 0xDe30da39c46104798bB5aA3fe8B9e0e1F348163F, GTC.sol forked from Uniswap's Uni.sol: 100M supply, minter, mintingAllowedAfter, minimumTimeBetweenMints = 365 days, mintCap = 2 (% of supply), setMinter onlyMinter; the minter is the Gitcoin DAO Timelock (2-day delay) under GovernorAlpha; read through ${SANCTUARY}); ${OZ_TL} (stands in for the Compound-style Timelock); ${SAFE_DOCS} (a 3-of-5 Safe stands in for the governor as proposer); H13Real.sol H13GtcReplica`,
    rationale:
      "Mintable, but by rule: at most 2 % of the supply once per 365 days, and only by the minter, a 2-day timelock whose proposer is multi-key governance. The deployer holds no role. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await ctx.deploy("TimelockController", [BigInt(2 * DAY), [safe], [ZERO], ZERO]);
      const gtc = await ctx.deploy("H13GtcReplica", [ctx.deployer, tl, BigInt((await ctx.now()) + 600)]);
      remember(gtc, "safe", safe);
      remember(gtc, "timelock", tl);
      return openMarket(ctx, gtc, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H13GtcReplica", "mint", [ctx.deployer, E18]), "the deployer's mint");
      const safe = deployed(l.token, "safe");
      const tl = deployed(l.token, "timelock");
      const two = (await ctx.supply(l.token)) / 50n;
      const data = ctx.encode("H13GtcReplica", "mint", [safe, two]);
      await supplyGrows(ctx, l, () => throughTimelock(ctx, safe, true, tl, l.token, data, 2 * DAY), "the yearly mint");
      const again = ctx.encode("H13GtcReplica", "mint", [safe, E18]);
      const salt = pad("0x01", { size: 32 });
      await refused(
        ctx,
        throughTimelock(ctx, safe, true, tl, l.token, again, 2 * DAY, salt),
        "a second mint within the year",
      );
      await holderSells(ctx, l);
    },
  },
];
