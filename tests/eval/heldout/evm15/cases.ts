/**
 * HELD-OUT EVM evaluation set v15 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-28), the earlier
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
 * Each launch: contracts/heldout15 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController as published, a Uniswap V2 pair against WETH or a dollar stablecoin, liquidity,
 * the supply spread over many holders, buys and sells by several wallets minutes to hours apart (v4's openMarket), the
 * LP settled as the scenario says, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, type Hex, keccak256, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { LaunchContext, Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import { HOLDER, holderCannotSell, holderSells, must, pullsPool, refused, supplyGrows } from "../evm2/proofs";
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

/** Same shape as the v2-v14 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm15Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const MAX = 2n ** 256n - 1n;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS =
  "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security: is_mintable, owner_change_balance, hidden_owner, transfer_pausable, slippage_modifiable, cannot_sell_all, trading_cooldown, personal_slippage_modifiable)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT =
  "Honeypot.is risk descriptions (honeypot.is docs: a simulated buy and sell; tokens that behave differently in simulation or for specific wallets)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, missing access control, integer truncation and overflow in unchecked blocks, unit confusion, logic errors in balance bookkeeping)";
const DEFI = "De.Fi Scanner / SolidityScan scam-pattern write-ups (LP not really locked, approval abuse)";
const REKT =
  "rekt.news and PeckShield write-ups of Uniswap V2 skim/sync pool drains (reflection and rebasing tokens whose pair balance grows without a sync, 2022-2023)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2: sync() sets the reserves to the balances, skim() sends the excess to the caller; the router prices a fee-on-transfer sell from balanceOf(pair) minus the reserve)";
const AMPL =
  "Ampleforth UFragments / Orchestrator (github.com/ampleforth/ampleforth-contracts: a rebase at most once per interval, then the orchestrator syncs the pools)";
const SANCT =
  "Etherscan-verified sources in the public code index (tintinweb/smart-contract-sanctuary style), read 2026-11-28";

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const signers3 = (ctx: LaunchContext) => govKeys(ctx).slice(0, 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);

/** An OpenZeppelin TimelockController: proposer `proposer`, anyone may execute, no extra admin. */
const openTimelock = (ctx: LaunchContext, delaySeconds: number, proposer: Address) =>
  ctx.deploy("TimelockController", [BigInt(delaySeconds), [proposer], [ZERO], ZERO]);

/** Off-chain signing keys (fixed test keys; the "team" key and five guardian keys). */
const key = (label: string) => privateKeyToAccount(keccak256(toHex(`h15-${label}-signing-test-key`)));
const TEAM_KEY = key("team");
const GUARDIANS = [1, 2, 3, 4, 5].map((i) => key(`guardian-${i}`));
/** Signs a 32-byte digest (EIP-191 personal message) with each key; signatures sorted by signer address. */
async function signSorted(digest: Hex, keys: ReturnType<typeof key>[]) {
  const sorted = [...keys].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  return Promise.all(sorted.map((k) => k.signMessage({ message: { raw: digest } })));
}

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

/** Buy-then-sell cycles by one wallet, each buying with half the pool's current quote reserve. */
async function arbitrageCycles(ctx: LaunchContext, l: Launched, wallet: number, cycles: number) {
  const w = ctx.wallet(wallet);
  for (let k = 0; k < cycles; k++) {
    await ctx.buy(l.token, l.quote, w, (await ctx.quoteReserve(l)) / 2);
    await ctx.sell(l.token, l.quote, w, 10_000);
  }
}

/** LP moved into a fresh H15DayLocker for 540 days. */
async function lpInDayLocker(ctx: LaunchContext, token: Address, byteDays: boolean) {
  const locker = await ctx.deploy("H15DayLocker", [byteDays]);
  remember(token, "locker", locker);
  return openMarket(ctx, token, {
    lp: "keep",
    afterLp: async (pair) => {
      const lp = await lpOf(ctx, pair, ctx.deployer);
      await ctx.send(pair, "Pair", "approve", [locker, lp]);
      await ctx.send(locker, "H15DayLocker", "lock", [pair, lp, 540]);
    },
  });
}

/** LP moved into an H15SignedVault with these signers and threshold. */
async function lpInSignedVault(ctx: LaunchContext, token: Address, signers: Address[], threshold: number) {
  const vault = await ctx.deploy("H15SignedVault", [signers, BigInt(threshold)]);
  remember(token, "vault", vault);
  return openMarket(ctx, token, { lp: "to", lpTo: vault });
}

/** A vault call moving all its LP to the deployer, signed by `keys`, submitted by a stranger. */
async function vaultWithdrawal(ctx: LaunchContext, l: Launched, keys: ReturnType<typeof key>[]) {
  const vault = deployed(l.token, "vault");
  const lp = await lpOf(ctx, l.pair!, vault);
  must(lp > 0n, "the vault holds no LP");
  const data = ctx.encode("Pair", "transfer", [ctx.deployer, lp]);
  const nonce = await ctx.read<bigint>(vault, "H15SignedVault", "nonce");
  const digest = await ctx.read<Hex>(vault, "H15SignedVault", "callDigest", [l.pair!, data, nonce]);
  const sigs = await signSorted(digest, keys);
  return ctx.send(vault, "H15SignedVault", "execute", [l.pair!, data, sigs], ctx.wallet(85));
}

/** An ownership recovery to the deployer, signed by `keys`, submitted by a stranger. */
async function recovery(ctx: LaunchContext, l: Launched, keys: ReturnType<typeof key>[]) {
  const n = await ctx.read<bigint>(l.token, "H15RecoverableOwnerToken", "recoveryNonce");
  const digest = await ctx.read<Hex>(l.token, "H15RecoverableOwnerToken", "recoveryDigest", [ctx.deployer, n]);
  const sigs = await signSorted(digest, keys);
  return ctx.send(l.token, "H15RecoverableOwnerToken", "recoverOwnership", [ctx.deployer, sigs], ctx.wallet(85));
}

/** A halt order until `until`, signed by `keys`, submitted by a stranger. */
async function haltOrder(
  ctx: LaunchContext,
  l: Launched,
  until: bigint,
  nonce: bigint,
  keys: ReturnType<typeof key>[],
) {
  const digest = await ctx.read<Hex>(l.token, "H15SignedHaltToken", "haltDigest", [until, nonce]);
  const sigs = await signSorted(digest, keys);
  return ctx.send(l.token, "H15SignedHaltToken", "haltWithSignatures", [until, nonce, sigs], ctx.wallet(85));
}

export const HELDOUT_EVM15_CASES: readonly HeldoutEvm15Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "sells-pause-while-outside-address-holds-ether",
    expected: "danger",
    ageDays: 3,
    source: `${HONEYPOT}; ${TSCOPE}; ${GOPLUS} (transfer_pausable, hidden_owner); H15Tokens.sol H15OutsideSignalToken`,
    rationale:
      "No owner, no mint, no fee, LP burnt; nothing privileged to probe. But sells (transfers into the pair by anyone but the deployer) pass only while an outside address, whose key the team holds, has an ether balance of zero ('market-maker rebalancing window'). Sending it one wei stops every holder's sell, and only the team can empty it again: a renewable pause held by one key, with a remote switch outside the token.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15OutsideSignalToken", [SUPPLY, TEAM_KEY.address]);
      return openMarket(ctx, token, { lp: "burn", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 20);
      const funder = await ctx.deploy("H15Funder");
      await ctx.send(funder, "H15Funder", "pay", [TEAM_KEY.address], ctx.deployer, 1n);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 21);
    },
  },
  {
    name: "halt-order-signed-by-one-guardian-key",
    expected: "danger",
    ageDays: 2200,
    source: `${CRP} (freeze class); ${GOPLUS} (transfer_pausable); ${CERTIK} (centralization: single signer); EIP-191 signed messages (eips.ethereum.org/EIPS/eip-191); H15Tokens.sol H15SignedHaltToken (1 guardian, threshold 1, no length limit)`,
    rationale:
      "No owner function to call: the token has no owner. Sells halt until a time set by a 'guardian halt order', which anyone may relay on chain when it carries enough guardian signatures. There is one guardian key, threshold one, and no limit on the halt's length: the team's single key can sign a halt of any length (and a new one with a new nonce), stopping every holder's sell. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15SignedHaltToken", [SUPPLY, [TEAM_KEY.address], 1n, 0n]);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const until = BigInt(await ctx.now()) + 3650n * BigInt(DAY);
      await haltOrder(ctx, l, until, 1n, [TEAM_KEY]);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "renounced-owner-recoverable-by-one-signed-message",
    expected: "danger",
    ageDays: 25,
    source: `${CRP} (hidden mint); ${GOPLUS} (hidden_owner, can_take_back_ownership, is_mintable); ${CERTIK} (centralization: single signer); EIP-191; H15Tokens.sol H15RecoverableOwnerToken (1 recovery key, threshold 1)`,
    rationale:
      "The owner could mint without a cap and renounced ownership (owner() is zero, the event is on chain). But a 'lost-key protection' lets anyone relay a signed recovery message that installs a new owner; there is one recovery key, the team's, with threshold one. That key can take ownership back at any time and mint without bound. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15RecoverableOwnerToken", [SUPPLY, [TEAM_KEY.address], 1n]);
      const l = await openMarket(ctx, token, { lp: "lock" });
      await ctx.send(token, "H15RecoverableOwnerToken", "renounceOwnership", []);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H15RecoverableOwnerToken", "owner")) === ZERO, "not renounced");
      await recovery(ctx, l, [TEAM_KEY]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H15RecoverableOwnerToken", "mint", [ctx.deployer, 10n * SUPPLY]),
        "the recovered owner's mint",
      );
    },
  },
  {
    name: "fee-cap-sum-wraps-in-one-byte",
    expected: "danger",
    ageDays: 140,
    source: `${CERTIK} (integer overflow in an unchecked block defeats a cap); SWC-101 Integer Overflow and Underflow (swcregistry.io); ${GOPLUS} (slippage_modifiable); H15Tokens.sol H15ByteFeeToken (wideCheck = false)`,
    rationale:
      "Fees are whole percents in uint8 and setFees checks buy + sell <= 25, which reads as a hard 25 % cap. The sum is computed in an unchecked uint8: buy 166 + sell 95 = 261 wraps to 5 and passes. The owner (an EOA) can set a 95 % sell fee paid to itself (buys then revert), so every sell loses almost all of its value. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15ByteFeeToken", [SUPPLY, false]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H15ByteFeeToken", "setFees", [166, 95]);
      must((await ctx.read<number>(l.token, "H15ByteFeeToken", "sellFee")) === 95, "the sell fee was not set to 95");
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "minted-buy-bonus-pays-for-round-trips",
    expected: "danger",
    ageDays: 8,
    source: `${CRP} (hidden mint); ${UNIV2}; ${CERTIK} (economic logic: rewards that cost the attacker less than they pay); H15Tokens.sol H15BuyBonusToken (20 % minted)`,
    rationale:
      "No owner; every buy from the pair mints a 20 % 'buy reward' to the buyer. A round trip (buy, then sell the bag plus the bonus) returns more ether than it cost, so ANYONE can repeat buy-and-sell cycles that mint tokens without bound and take most of the pool's ether. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15BuyBonusToken", [SUPPLY, 2_000n, false]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      const supply = await ctx.supply(l.token);
      await arbitrageCycles(ctx, l, 85, 15);
      must((await ctx.supply(l.token)) > supply, "the cycles minted nothing");
      must((await ctx.quoteReserve(l)) < before * 0.5, "the round trips did not take most of the pool");
    },
  },
  {
    name: "public-rebase-without-cooldown-skimmed-from-pair",
    expected: "danger",
    ageDays: 60,
    source: `${REKT}; ${UNIV2}; ${AMPL} (the interval and the sync this token omits); ${CERTIK} (missing rate limit on a public function); H15Tokens.sol H15ElasticToken (cooldown 0, no sync)`,
    rationale:
      "An elastic-supply token: anyone may call rebase(), which raises every balance by 2 %, including the pair's, with no cooldown and no pair sync. ANYONE can call it eighty times in a row, skim() the pair's excess tokens (several times its reserve) and sell them into the same pool, taking most of its ether. No owner, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15ElasticToken", [SUPPLY, 0n, false]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const before = await ctx.quoteReserve(l);
      for (let k = 0; k < 80; k++) await ctx.send(l.token, "H15ElasticToken", "rebase", [], thief);
      await ctx.send(l.pair!, "Pair", "skim", [thief], thief);
      must((await ctx.balance(l.token, thief)) > 0n, "the skim paid nothing");
      await ctx.sell(l.token, l.quote, thief, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.3, "the skimmed tokens did not drain the pool");
    },
  },
  {
    name: "max-amount-sentinel-skips-allowance",
    expected: "danger",
    ageDays: 400,
    source: `${CERTIK} (allowance check skipped on a special-value path); EIP-20 (eips.ethereum.org/EIPS/eip-20: transferFrom must be authorised by the allowance); ${GOPLUS} (owner_change_balance class); H15Tokens.sol H15MaxMeansAllToken (strict = false)`,
    rationale:
      "No owner, no mint, no fee, LP locked. A convenience: transferFrom(from, to, type(uint256).max) moves 'all of from's balance'. On that path the allowance is never checked, so ANYONE can take any holder's whole bag with one call using the sentinel amount.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H15MaxMeansAllToken", [SUPPLY, false]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await holderDrained(
        ctx,
        l,
        async () => ctx.send(l.token, "H15MaxMeansAllToken", "transferFrom", [ctx.wallet(HOLDER), thief, MAX], thief),
        "the sentinel transferFrom",
      );
    },
  },
  {
    name: "pair-balance-movable-without-allowance",
    expected: "danger",
    ageDays: 2,
    source: `${UNIV2}; ${CERTIK} (missing authorisation for a special-cased sender); ${DEFI}; H15Tokens.sol H15PairPullToken`,
    rationale:
      "No owner, no mint, LP burnt. transferFrom skips the allowance when the source is the pair ('the pair never approves; lets routers move pool tokens'). ANYONE can pull almost all of the pool's tokens, sync the pair and sell a sliver of them back for most of the pool's ether.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15PairPullToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const before = await ctx.quoteReserve(l);
      const inPool = await ctx.balance(l.token, l.pair!);
      await ctx.send(l.token, "H15PairPullToken", "transferFrom", [l.pair!, thief, (inPool * 99n) / 100n], thief);
      await ctx.send(l.pair!, "Pair", "sync", [], thief);
      await ctx.sell(l.token, l.quote, thief, 1_000);
      must((await ctx.quoteReserve(l)) < before * 0.2, "the pulled tokens did not drain the pool");
    },
  },
  {
    name: "max-wallet-excess-goes-to-owner",
    expected: "danger",
    ageDays: 12,
    source: `${SNIFFER} (anti-whale settings); ${GOPLUS} (slippage_modifiable, anti_whale_modifiable); ${CRP} (leak class); H15Tokens.sol H15MaxWalletToken (floor 0, confiscate)`,
    rationale:
      "An anti-whale max wallet (2 % at launch) that does not revert: the part of a buy above the buyer's room is sent to the owner. The owner, an EOA, may set the max wallet to any value, even one token, so any realistic buy then delivers almost nothing and the rest of the tokens go to the owner. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15MaxWalletToken", [SUPPLY, 0n, true]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H15MaxWalletToken", "setMaxWallet", [E18]);
      const buyer = ctx.wallet(86);
      await ctx.buy(l.token, l.quote, buyer, 0.5);
      const got = await ctx.balance(l.token, buyer);
      must((await poolValue(ctx, l, got)) < 0.05, "the buy was not mostly confiscated");
    },
  },
  {
    name: "keeper-fee-steps-repeatable-in-one-minute",
    expected: "danger",
    ageDays: 45,
    source: `${CERTIK} (rate limit without a time bound); ${GOPLUS} (slippage_modifiable); ${TSCOPE}; H15Tokens.sol H15SteppedFeeToken (5-point steps, no interval, no ceiling)`,
    rationale:
      "The sell fee (2 %, paid to the keeper) may only move by 5 points per keeper call, which reads as a slow, bounded dial. But there is no minimum interval between calls and no ceiling: the keeper, one EOA, can call it nineteen times in a row and take 97 % of every sell. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15SteppedFeeToken", [SUPPLY, ctx.wallet(81), 500n, 0n, 0n]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      for (let k = 0; k < 19; k++) await ctx.send(l.token, "H15SteppedFeeToken", "stepFee", [true], ctx.wallet(81));
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "mint-budget-per-epoch-with-settable-epoch",
    expected: "danger",
    ageDays: 1800,
    source: `${CRP} (hidden mint); ${GOPLUS} (is_mintable); ${CERTIK} (a rate limit whose period is configurable by the limited party); H15Tokens.sol H15EpochMintToken (minEpoch 0, epoch not locked)`,
    rationale:
      "The owner (an EOA) may mint at most 1 % of the supply per epoch of 30 days, which reads as bounded inflation. But the owner can also set the epoch length, down to one second: every new second is a new epoch with a fresh 1 % budget, so the owner can mint without bound. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H15EpochMintToken", [SUPPLY, 0n]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H15EpochMintToken", "setEpochLength", [1n]);
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 25; k++) {
        const s = await ctx.supply(l.token);
        await ctx.send(l.token, "H15EpochMintToken", "mint", [ctx.deployer, s / 100n]);
      }
      must((await ctx.supply(l.token)) > (before * 12n) / 10n, "the short epochs did not mint past the budget");
    },
  },
  {
    name: "idle-bags-auto-staked-ninety-day-unlock",
    expected: "danger",
    ageDays: 120,
    source: `${HONEYPOT} (buys work, sells fail for ordinary holders); ${GOPLUS} (cannot_sell_all, trading_cooldown); ${CRP} (limit class); H15Tokens.sol H15IdleStakeToken (locks = true)`,
    rationale:
      "No owner, no mint, no fee, LP burnt. Any account that has not moved its tokens for a day is 'auto-staked': it can only sell after requesting an unlock and waiting 90 days, and any transfer cancels the request. Every holder who bought and held more than a day cannot sell now; the deployer is exempt and fresh buyers can sell for one day only.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15IdleStakeToken", [SUPPLY, true]), { lp: "burn", setPair: true }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      await ctx.send(l.token, "H15IdleStakeToken", "requestUnlock", [], ctx.wallet(HOLDER));
      await ctx.wait(24 * 30);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "keeper-auto-sell-enrolled-by-default",
    expected: "danger",
    ageDays: 30,
    source: `${RPH} (owner-only balance moves); ${GOPLUS} (owner_change_balance); ${CRP} (leak class); H15Tokens.sol H15AutoSellToken (opt-out, proceeds to the keeper)`,
    rationale:
      "An 'auto-sell' service: the keeper may sell an enrolled holder's tokens to the pool. Every holder is enrolled unless they opted out (nobody has), and the ether goes to the keeper, a single EOA: it can sell any holder's whole bag and keep the proceeds. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15AutoSellToken", [SUPPLY, ctx.wallet(81), ctx.router, false]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderDrained(
        ctx,
        l,
        async (bal) => ctx.send(l.token, "H15AutoSellToken", "autoSell", [ctx.wallet(HOLDER), bal], ctx.wallet(81)),
        "the keeper's auto-sell",
      );
    },
  },
  {
    name: "peg-expansion-mints-to-any-caller",
    expected: "danger",
    ageDays: 6,
    source: `${CRP} (hidden mint); ${GOPLUS} (is_mintable); ${CERTIK} (missing access control and cooldown on a reward function); Basis Cash / Empty Set Dollar expansion write-ups (seigniorage paid to bonders or the DAO, not to callers); H15Tokens.sol H15ExpansionToken (caller paid, no cooldown)`,
    rationale:
      "An algorithmic 'peg': while the pool price is above the target, expand() mints 1 % of the supply. It pays the new tokens to whoever calls it and has no cooldown, and the price is far above the target: ANYONE can mint 1 % per call, without bound, and sell it into the pool. No owner, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15ExpansionToken", [SUPPLY, ZERO, 0n, 1n]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 25; k++) await ctx.send(l.token, "H15ExpansionToken", "expand", [], thief);
      must((await ctx.balance(l.token, thief)) > before / 5n, "the caller was not paid the expansions");
    },
  },
  {
    name: "lp-lock-days-truncated-to-a-byte",
    expected: "danger",
    ageDays: 90,
    source: `${DEFI} (LP not really locked); ${CERTIK} (unsafe downcast / truncation); ${UNIV2}; H15Tokens.sol H15DayLocker (byteDays = true) + H15PlainToken`,
    rationale:
      "Plain owner-less token; all LP was locked for '540 days' in the team's locker, as its lock event shows. The locker stores the days in a uint8, so the lock really ended after 28 days: the deployer can unlock all the LP now and remove the pool.",
    launch: async (ctx) => lpInDayLocker(ctx, await ctx.deploy("H15PlainToken", [SUPPLY]), true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await ctx.send(locker, "H15DayLocker", "unlock", [0n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "matured-fee-queue-slot-refilled-instantly",
    expected: "danger",
    ageDays: 18,
    source: `${CERTIK} (timelock bypass: a queued change editable after its delay); ${GOPLUS} (slippage_modifiable); ${TSCOPE}; ${OZ_TL} (an operation's contents are fixed when scheduled); H15Tokens.sol H15QueuedFeeToken (keepTimer = true)`,
    rationale:
      "Sell-fee changes (no cap) wait seven days in a queue, which reads as a timelock. At launch the owner, one EOA, queued a harmless 3 % 'change' and never applied it; re-queueing replaces the value but keeps the old, long-matured timer. The owner can now put in a 99 % sell fee and apply it in the same minute.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15QueuedFeeToken", [SUPPLY, true]);
      await ctx.send(token, "H15QueuedFeeToken", "queueSellFee", [300n]);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H15QueuedFeeToken", "queueSellFee", [9_900n]);
      await ctx.send(l.token, "H15QueuedFeeToken", "applySellFee", []);
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "lp-vault-runs-calls-signed-by-one-key",
    expected: "danger",
    ageDays: 250,
    source: `${DEFI} (LP not really locked); ${CERTIK} (centralization: single signer); EIP-191 (eips.ethereum.org/EIPS/eip-191); ${UNIV2}; H15Tokens.sol H15SignedVault (1 signer, threshold 1) + H15PlainToken`,
    rationale:
      "Plain owner-less token. All LP sits in a 'signature vault' contract with no owner function; it executes any call that carries enough valid signatures, relayed by anyone. It has one signer, the team's key, with threshold one: that key can sign a transfer of all the LP to the deployer and the pool can be removed now.",
    launch: async (ctx) => lpInSignedVault(ctx, await ctx.deploy("H15PlainToken", [SUPPLY]), [TEAM_KEY.address], 1),
    late: lastDay(),
    proof: async (ctx, l) => {
      await vaultWithdrawal(ctx, l, [TEAM_KEY]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  // ───────────────────────────── SAFE (twins) ─────────────────────────────
  {
    name: "halt-order-needs-three-of-five-guardians",
    expected: "safe",
    ageDays: 5,
    source: `${SAFE_DOCS} (threshold signatures); EIP-191; H15Tokens.sol H15SignedHaltToken (5 guardians, threshold 3, halts at most 2 days)`,
    rationale:
      "Same guardian halt order as its danger twin, but the token knows five guardian keys, an order needs three distinct guardian signatures, and one order halts sells for at most two days. The pause is held by multi-key governance and bounded per order; no owner, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15SignedHaltToken", [
        SUPPLY,
        GUARDIANS.map((g) => g.address),
        3n,
        BigInt(2 * DAY),
      ]);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const now = BigInt(await ctx.now());
      await refused(ctx, haltOrder(ctx, l, now + BigInt(DAY), 1n, [GUARDIANS[0]]), "a one-guardian halt");
      await refused(ctx, haltOrder(ctx, l, now + 30n * BigInt(DAY), 2n, GUARDIANS.slice(0, 3)), "a 30-day halt");
      await holderSells(ctx, l);
    },
  },
  {
    name: "renounced-owner-recovery-needs-three-of-five",
    expected: "safe",
    ageDays: 800,
    source: `${SAFE_DOCS} (threshold signatures); EIP-191; H15Tokens.sol H15RecoverableOwnerToken (5 recovery keys, threshold 3)`,
    rationale:
      "The same renounced mintable token with 'lost-key protection' as its danger twin, but recovery needs three distinct signatures of five recovery keys: taking ownership back (and so minting) needs multi-key agreement. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15RecoverableOwnerToken", [SUPPLY, GUARDIANS.map((g) => g.address), 3n]);
      const l = await openMarket(ctx, token, { lp: "lock-10y" });
      await ctx.send(token, "H15RecoverableOwnerToken", "renounceOwnership", []);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, recovery(ctx, l, [GUARDIANS[0]]), "a one-key recovery");
      await refused(ctx, recovery(ctx, l, GUARDIANS.slice(1, 3)), "a two-key recovery");
      await refused(ctx, ctx.send(l.token, "H15RecoverableOwnerToken", "mint", [ctx.deployer, SUPPLY]), "a mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "fee-cap-sum-checked-in-full-width",
    expected: "safe",
    ageDays: 35,
    source: `${SNIFFER} (modifiable fees with a hard cap); H15Tokens.sol H15ByteFeeToken (wideCheck = true)`,
    rationale:
      "Same uint8 fees as its danger twin, but the cap buy + sell <= 25 is computed in uint256, so it cannot wrap: the owner can never set more than 25 % in total. Capped fees, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15ByteFeeToken", [SUPPLY, true]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H15ByteFeeToken", "setFees", [166, 95]), "a wrapping fee pair");
      await ctx.send(l.token, "H15ByteFeeToken", "setFees", [5, 20]);
      await sellPaysOver(ctx, l, 0.7, HOLDER);
    },
  },
  {
    name: "buy-bonus-paid-from-funded-reserve",
    expected: "safe",
    ageDays: 10,
    source: `${UNIV2}; H15Tokens.sol H15BuyBonusToken (5 % from a 3 % reserve, no mint)`,
    rationale:
      "A buy bonus like its danger twin, but 5 % and paid from a reserve the deployer funded with 3 % of the supply; nothing is ever minted. Round trips can only earn the remaining reserve, a one-time bounded budget, and the pool keeps most of its ether. No owner, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15BuyBonusToken", [SUPPLY, 500n, true]);
      await ctx.send(token, "H15BuyBonusToken", "transfer", [token, (SUPPLY * 3n) / 100n]);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      const supply = await ctx.supply(l.token);
      await arbitrageCycles(ctx, l, 85, 10);
      must((await ctx.supply(l.token)) === supply, "the supply changed");
      must((await ctx.quoteReserve(l)) > before * 0.75, "the round trips took most of the pool");
    },
  },
  {
    name: "daily-rebase-syncs-the-pair",
    expected: "safe",
    ageDays: 75,
    source: `${AMPL}; ${UNIV2}; H15Tokens.sol H15ElasticToken (cooldown 1 day, sync)`,
    rationale:
      "The same elastic token as its danger twin, as Ampleforth does it: rebase() (+2 %) may be called by anyone at most once a day and syncs the pair in the same call, so the pair never holds an excess to skim and every holder's share is unchanged. No owner, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15ElasticToken", [SUPPLY, BigInt(DAY), true]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await ctx.send(l.token, "H15ElasticToken", "rebase", [], thief);
      await refused(ctx, ctx.send(l.token, "H15ElasticToken", "rebase", [], thief), "a second rebase the same day");
      await ctx.send(l.pair!, "Pair", "skim", [thief], thief);
      must((await ctx.balance(l.token, thief)) === 0n, "the skim paid something");
      await holderSells(ctx, l);
    },
  },
  {
    name: "max-amount-means-all-within-allowance",
    expected: "safe",
    ageDays: 1,
    source: `EIP-20; H15Tokens.sol H15MaxMeansAllToken (strict = true)`,
    rationale:
      "The same 'max means all' convenience as its danger twin, but the whole-balance path still spends the caller's allowance: nobody can move a holder's tokens without approval. No owner, no mint, LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H15MaxMeansAllToken", [SUPPLY, true]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await refused(
        ctx,
        ctx.send(l.token, "H15MaxMeansAllToken", "transferFrom", [ctx.wallet(HOLDER), thief, MAX], thief),
        "a stranger's sentinel transferFrom",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "max-wallet-floor-half-percent-reverts",
    expected: "safe",
    ageDays: 300,
    source: `${SNIFFER} (anti-whale); H15Tokens.sol H15MaxWalletToken (floor 0.5 %, reverts)`,
    rationale:
      "An anti-whale max wallet like its danger twin, but a buy above the room reverts (nothing is confiscated) and the owner cannot set the limit below 0.5 % of the supply. It limits bag sizes; it cannot make a buy or sell lose value. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15MaxWalletToken", [SUPPLY, SUPPLY / 200n, false]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H15MaxWalletToken", "setMaxWallet", [E18]), "a one-token max wallet");
      await ctx.send(l.token, "H15MaxWalletToken", "setMaxWallet", [SUPPLY / 200n]);
      await holderSells(ctx, l);
    },
  },
  {
    name: "keeper-fee-steps-daily-capped-ten",
    expected: "safe",
    ageDays: 15,
    source: `${SNIFFER} (modifiable fees with a hard cap); H15Tokens.sol H15SteppedFeeToken (1-point steps, once a day, ceiling 10 %)`,
    rationale:
      "The same keeper-stepped sell fee as its danger twin, but one point per step, at most one step a day and a hard ceiling of 10 %. A capped fee; LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15SteppedFeeToken", [SUPPLY, ctx.wallet(81), 100n, BigInt(DAY), 1_000n]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H15SteppedFeeToken", "stepFee", [true], ctx.wallet(81));
      await refused(ctx, ctx.send(l.token, "H15SteppedFeeToken", "stepFee", [true], ctx.wallet(81)), "a second step");
      await sellPaysOver(ctx, l, 0.85, HOLDER);
    },
  },
  {
    name: "mint-budget-per-epoch-epoch-locked",
    expected: "safe",
    ageDays: 50,
    source: `${GOPLUS} (is_mintable with a rate limit); H15Tokens.sol H15EpochMintToken (min epoch 30 days, locked)`,
    rationale:
      "The same owner mint of at most 1 % per 30-day epoch as its danger twin, but the epoch length can never go below 30 days and was locked at launch (lockEpoch is one-way). Inflation at most 1 % a month: a rate with a ceiling. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15EpochMintToken", [SUPPLY, BigInt(30 * DAY)]);
      await ctx.send(token, "H15EpochMintToken", "lockEpoch", []);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H15EpochMintToken", "setEpochLength", [BigInt(31 * DAY)]),
        "an epoch change",
      );
      const s = await ctx.supply(l.token);
      await ctx.send(l.token, "H15EpochMintToken", "mint", [ctx.deployer, s / 200n]);
      await refused(
        ctx,
        ctx.send(l.token, "H15EpochMintToken", "mint", [ctx.deployer, s / 100n]),
        "a mint past the budget",
      );
    },
  },
  {
    name: "idle-bags-auto-staked-stay-liquid",
    expected: "safe",
    ageDays: 4,
    source: `H15Tokens.sol H15IdleStakeToken (locks = false)`,
    rationale:
      "The same 'auto-staking' bookkeeping of idle accounts as its danger twin, but nothing is locked: auto-staked holders sell at any time. No owner, no mint, no fee, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15IdleStakeToken", [SUPPLY, false]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "keeper-auto-sell-opt-in-pays-holder",
    expected: "safe",
    ageDays: 200,
    source: `H15Tokens.sol H15AutoSellToken (opt-in, proceeds to the holder)`,
    rationale:
      "The same auto-sell service as its danger twin, but only for holders who opted in, and the ether goes to the holder. The keeper cannot touch anyone else's tokens. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H15AutoSellToken", [SUPPLY, ctx.wallet(81), ctx.router, true]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await refused(
        ctx,
        ctx.send(l.token, "H15AutoSellToken", "autoSell", [ctx.wallet(HOLDER), bal], ctx.wallet(81)),
        "an auto-sell of a holder who did not opt in",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "peg-expansion-daily-to-staking-vault",
    expected: "safe",
    ageDays: 9,
    source: `Basis Cash / Empty Set Dollar expansion designs (seigniorage to a fixed staking contract, once per epoch); H15Tokens.sol H15ExpansionToken (fixed vault, 1 day) + H15StakingVault`,
    rationale:
      "The same expansion as its danger twin, but the 1 % goes to a fixed, owner-less staking vault and at most once a day: minting by a rule with a ceiling (about 1 % a day), nobody can direct it. No owner, LP locked.",
    launch: async (ctx) => {
      const vault = await ctx.deploy("H15StakingVault");
      const token = await ctx.deploy("H15ExpansionToken", [SUPPLY, vault, BigInt(DAY), 1n]);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await ctx.send(l.token, "H15ExpansionToken", "expand", [], thief);
      await refused(
        ctx,
        ctx.send(l.token, "H15ExpansionToken", "expand", [], thief),
        "a second expansion the same day",
      );
      must((await ctx.balance(l.token, thief)) === 0n, "the caller was paid");
    },
  },
  {
    name: "lp-lock-days-stored-in-full",
    expected: "safe",
    ageDays: 150,
    source: `${DEFI}; H15Tokens.sol H15DayLocker (byteDays = false) + H15PlainToken`,
    rationale:
      "Plain owner-less token; all LP locked for 540 days in the same locker design as its danger twin, but the days are stored in full: the lock has more than a year to run and nobody can remove the pool.",
    launch: async (ctx) => lpInDayLocker(ctx, await ctx.deploy("H15PlainToken", [SUPPLY]), false),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(deployed(l.token, "locker"), "H15DayLocker", "unlock", [0n]), "an early unlock");
      await holderSells(ctx, l);
    },
  },
  {
    name: "fee-queue-requeue-restarts-seven-days",
    expected: "safe",
    ageDays: 40,
    source: `${OZ_TL} (a delay of days before a change); H15Tokens.sol H15QueuedFeeToken (keepTimer = false)`,
    rationale:
      "The same queued sell-fee changes as its danger twin, with no fee cap and the same old 3 % entry in the queue, but every re-queue restarts the seven-day timer: holders see any raise a week before it can apply and can leave. A delay of days; LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15QueuedFeeToken", [SUPPLY, false]);
      await ctx.send(token, "H15QueuedFeeToken", "queueSellFee", [300n]);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H15QueuedFeeToken", "queueSellFee", [9_900n]);
      await refused(ctx, ctx.send(l.token, "H15QueuedFeeToken", "applySellFee", []), "an immediate apply");
      await ctx.wait(48);
      await refused(ctx, ctx.send(l.token, "H15QueuedFeeToken", "applySellFee", []), "an apply after two days");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "lp-vault-needs-three-of-five-signatures",
    expected: "safe",
    ageDays: 600,
    source: `${SAFE_DOCS} (threshold signatures); H15Tokens.sol H15SignedVault (5 signers, threshold 3) + H15PlainToken`,
    rationale:
      "All LP sits in the same signature vault as its danger twin, but it has five signers and needs three distinct signatures per call: removing the pool takes multi-key agreement. Plain owner-less token.",
    launch: async (ctx) =>
      lpInSignedVault(
        ctx,
        await ctx.deploy("H15PlainToken", [SUPPLY]),
        GUARDIANS.map((g) => g.address),
        3,
      ),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, vaultWithdrawal(ctx, l, [GUARDIANS[0]]), "a one-signature withdrawal");
      await refused(ctx, vaultWithdrawal(ctx, l, GUARDIANS.slice(0, 2)), "a two-signature withdrawal");
      await holderSells(ctx, l);
    },
  },
  // ───────────────────────────── SAFE (real tokens, replicas) ─────────────────────────────
  {
    name: "storj-fixed-supply-opt-in-migration",
    expected: "safe",
    ageDays: 2600,
    source: `STORJ StorjToken (FirstBlood-style, migrationMaster = Storj multisig; ${SANCT}: 'Storj Token (STORJ) - token code for Storj Labs', balances[_migrationMaster] = _totalSupply, setMigrationAgent / migrate); ${SAFE_DOCS}; H15Real.sol H15StorjReplica`,
    rationale:
      "Replica of STORJ: fixed supply, no mint, no fee, no pause. The migration master (a multisig, here a 3-of-5 Safe) can only set the migration agent once; holders move only their own tokens by calling migrate themselves. Nobody can touch holders' balances. LP spread over holders.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15StorjReplica", [SUPPLY, ctx.deployer]);
      const l = await openMarket(ctx, token, { lp: "wide" });
      await ctx.send(token, "H15StorjReplica", "setMigrationMaster", [await safe3of5(ctx)]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H15StorjReplica", "setMigrationAgent", [ctx.deployer]),
        "the deployer setting the agent",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "audio-mint-pause-held-by-governance",
    expected: "safe",
    ageDays: 20,
    source: `AUDIO AudiusToken (${SANCT}: ERC20Mintable + ERC20Pausable + ERC20Burnable; initialize(_owner, governance) gives the pauser role to governance, adds governance as minter and renounces the deployer's minter role); Audius Governance (proposals voted by stakers; its guardian is the Audius multisig), modelled as a 3-of-5 Safe; H15Real.sol H15AudioReplica`,
    rationale:
      "Replica of AUDIO: 1B minted at launch; mint and pause exist but are held only by Governance (here a 3-of-5 Safe); the deployer has no role. Looks mintable and pausable; the powers sit with multi-key governance. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const token = await ctx.deploy("H15AudioReplica", [ctx.deployer, safe]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H15AudioReplica", "mint", [ctx.deployer, SUPPLY]), "a deployer mint");
      await refused(ctx, ctx.send(l.token, "H15AudioReplica", "pause", []), "a deployer pause");
      await holderSells(ctx, l);
    },
  },
  {
    name: "frax-pool-mint-against-collateral-governed",
    expected: "safe",
    ageDays: 1500,
    source: `FRAX FRAXStablecoin (frax-finance, ${SANCT}: pool_mint / pool_burn_from onlyPools, addPool / removePool onlyByOwnerGovernanceOrController; owner a multisig, timelock 2 days); ${OZ_TL}; H15Real.sol H15FraxReplica + H15FraxPoolReplica (pool at a 100 % collateral ratio)`,
    rationale:
      "Replica of FRAX: new FRAX is minted only by approved collateral pools, one for one against dollars deposited, and burnt on redemption. Pools are added only by the owner (a 3-of-5 Safe) or the 2-day timelock. Minting against deposits, governed by multi-key and delay. Dollar pair, LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 2 * DAY, safe);
      const frax = await ctx.deploy("H15FraxReplica", [safe, tl, 100_000n * E18]);
      const pool = await ctx.deploy("H15FraxPoolReplica", [frax, ctx.usd, 12n]);
      await safeExec(ctx, safe, frax, ctx.encode("H15FraxReplica", "addPool", [pool]), signers3(ctx));
      remember(frax, "pool", pool);
      return openMarket(ctx, frax, { quote: "usd", lp: "lock-10y", listBps: 3_600, liquidity: 36_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H15FraxReplica", "addPool", [ctx.deployer]), "a deployer-added pool");
      const w = ctx.wallet(85);
      await ctx.buy(l.token, "usd", w, 100);
      const pool = deployed(l.token, "pool");
      await ctx.send(ctx.usd, "PlainUpgradeableToken", "approve", [pool, 1_000n * 10n ** 6n], w);
      const before = await ctx.supply(l.token);
      await ctx.send(pool, "H15FraxPoolReplica", "mint1t1FRAX", [1_000n * 10n ** 6n], w);
      must((await ctx.supply(l.token)) - before === 1_000n * E18, "the pool did not mint one for one");
      await holderSells(ctx, l);
    },
  },
  {
    name: "hoge-reflection-burn-renounced",
    expected: "safe",
    ageDays: 1300,
    source: `HOGE hoge.finance (reflect.finance RFI fork: 2 % per transfer, 1 % redistributed, 1 % burnt; ownership renounced, see HogeRenounceBounty in ${SANCT}: renounced() = HOGE.owner() == address(0)); H15Real.sol H15HogeReplica`,
    rationale:
      "Replica of HOGE: a fixed 2 % per transfer (1 % reflected to holders, 1 % burnt) hard-coded, ownership renounced, no mint, no blacklist. Looks like a tax token; the fee is fixed and small. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15HogeReplica", [10n ** 21n]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "H15HogeReplica", "renounceOwnership", []);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H15HogeReplica", "owner")) === ZERO, "ownership not renounced");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "req-fixed-supply-drain-foreign-only",
    expected: "safe",
    ageDays: 2500,
    source: `REQ RequestToken (Kyber-style; ${SANCT}: 'Mint all tokens. Then disable minting forever', onlyWhenTransferEnabled until transferableStartTime, emergencyERC20Drain by the owner); ${SAFE_DOCS}; H15Real.sol H15RequestReplica`,
    rationale:
      "Replica of REQ: all tokens minted once, the transfer start time long past, no mint, no fee, no pause. The owner (Request's multisig, a 3-of-5 Safe here) can only drain foreign tokens sent to the contract by mistake. LP spread over holders.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const start = BigInt(await ctx.now()) - 1n;
      const token = await ctx.deploy("H15RequestReplica", [SUPPLY, start, safe, ctx.wallet(83)]);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H15RequestReplica", "emergencyERC20Drain", [l.token, 1n]),
        "a deployer drain",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "skl-capped-mint-by-registered-manager",
    expected: "safe",
    ageDays: 7,
    source: `SKL SkaleToken (${SANCT}: CAP = 7e9 tokens, mint allow("SkaleManager") through the ContractManager, 'Amount is too big' past the cap); SKALE ContractManager owned by the SKALE multisig; ${SAFE_DOCS}; H15Real.sol H15SkaleReplica + H15SkaleContractManager + H15SkaleManagerReplica`,
    rationale:
      "Replica of SKL: minting only by the contract registered as SkaleManager, which pays a fixed validator bounty once per 30-day epoch; never past the 7-billion cap. The registry is owned by a multisig (3-of-5 Safe). Minting by rules under a cap, governed by multi-key. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const cm = await ctx.deploy("H15SkaleContractManager", [safe]);
      const token = await ctx.deploy("H15SkaleReplica", [cm, 5n * SUPPLY]);
      const manager = await ctx.deploy("H15SkaleManagerReplica", [token, ctx.wallet(83), 10_000_000n * E18]);
      await safeExec(
        ctx,
        safe,
        cm,
        ctx.encode("H15SkaleContractManager", "setContractsAddress", ["SkaleManager", manager]),
        signers3(ctx),
      );
      remember(token, "manager", manager);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H15SkaleReplica", "mint", [ctx.deployer, SUPPLY]), "a deployer mint");
      const m = deployed(l.token, "manager");
      await ctx.send(m, "H15SkaleManagerReplica", "payBounty", [], ctx.wallet(85));
      await refused(ctx, ctx.send(m, "H15SkaleManagerReplica", "payBounty", [], ctx.wallet(85)), "a second bounty");
      await holderSells(ctx, l);
    },
  },
  {
    name: "snt-minime-controller-owned-by-multisig",
    expected: "safe",
    ageDays: 3000,
    source: `SNT MiniMeToken + SNTPlaceHolder (status-im/status-network-token, ${SANCT}: 'The owner of this contract can change the controller of the SNT token', onTransfer returns true); ${SAFE_DOCS}; H15Real.sol H15SntMiniMeReplica + H15SntPlaceHolderReplica`,
    rationale:
      "Replica of SNT: a MiniMe token whose controller could generate or destroy tokens, but the controller is the SNTPlaceHolder contract, which exposes none of that and allows every transfer; only its owner, Status's multisig (a 3-of-5 Safe here), can change the controller. The power sits with multi-key governance. LP spread over holders.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H15SntMiniMeReplica");
      await ctx.send(token, "H15SntMiniMeReplica", "generateTokens", [ctx.deployer, SUPPLY]);
      const placeholder = await ctx.deploy("H15SntPlaceHolderReplica", [await safe3of5(ctx), token]);
      await ctx.send(token, "H15SntMiniMeReplica", "changeController", [placeholder]);
      remember(token, "placeholder", placeholder);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H15SntMiniMeReplica", "generateTokens", [ctx.deployer, SUPPLY]),
        "a deployer mint",
      );
      await refused(
        ctx,
        ctx.send(deployed(l.token, "placeholder"), "H15SntPlaceHolderReplica", "changeController", [ctx.deployer]),
        "a deployer controller change",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "rsr-crossover-fixed-supply-setup-over",
    expected: "safe",
    ageDays: 14,
    source: `RSR (reserve-protocol, 2022 token; ${SANCT}: 'Load a balance for an account exactly once, only if the old RSR is paused; ensure old RSR can never be unpaused', fixedSupply = old totalSupply, owner-only splits before the old token is paused); H15Real.sol H15RsrReplica + H15OldRsrReplica`,
    rationale:
      "Replica of RSR: balances are copied once from the old token, which is paused for good (its pauser renounced); the supply is fixed at the old supply. The owner's only function (forwarding an old balance) works only before the old token was paused, so it is dead. No mint, no fee. LP locked.",
    launch: async (ctx) => {
      const old = await ctx.deploy("H15OldRsrReplica", [SUPPLY]);
      const token = await ctx.deploy("H15RsrReplica", [old]);
      await ctx.send(old, "H15OldRsrReplica", "pause", []);
      await ctx.send(old, "H15OldRsrReplica", "renouncePauser", []);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H15RsrReplica", "setSplit", [ctx.wallet(HOLDER), ctx.deployer]),
        "a post-crossover split",
      );
      must((await ctx.supply(l.token)) === SUPPLY, "the supply is not the old supply");
      await holderSells(ctx, l);
    },
  },
];

/** The brief names the export HELDOUT_EVM14_CASES; the same list under that name. */
export const HELDOUT_EVM14_CASES = HELDOUT_EVM15_CASES;
export type HeldoutEvm14Case = HeldoutEvm15Case;
