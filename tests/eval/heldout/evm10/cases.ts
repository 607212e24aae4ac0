/**
 * HELD-OUT EVM evaluation set v10 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
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
 * Each launch: contracts/heldout10 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController / ERC1967Proxy as published, a Uniswap V2 pair against WETH or a dollar
 * stablecoin, liquidity, the supply spread over many holders, buys and sells by several wallets minutes to hours apart
 * (v4's openMarket), the LP settled as the scenario says, then the owner actions the scenario describes. `ageDays`:
 * pair age at scan time.
 */
import { type Address, type Hex, maxUint256 } from "viem";
import type { LaunchContext, Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import {
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
  lastDay,
  openMarket,
  owners,
  poolValue,
  remember,
  safeExec,
  sellPaysOver,
  sellPaysUnder,
  ZERO,
} from "../evm4/market";

/** Same shape as the v2-v9 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm10Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const ZERO32: Hex = `0x${"00".repeat(32)}`;
const FLAG = 1n << 255n;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, privileged roles, unchecked parameters, hidden controllers)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (fake lockers, fake renounce, approval abuse, LP not really locked)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2/concepts/core-concepts/pools: whoever holds the LP token can burn it for the reserves)";
const ECRECOVER =
  "Solidity docs, ecrecover ('returns zero on error'; docs.soliditylang.org/en/latest/units-and-global-variables.html#mathematical-and-cryptographic-functions)";
const EIP1167 = "EIP-1167 minimal proxy (eips.ethereum.org/EIPS/eip-1167)";
const TEMPLATE =
  "the 2023-2024 Ethereum meme-launch template (3 % tax, swapBack to ETH, _taxWallet.transfer), as TokenSniffer lists it among 'similar contracts'";
const AUTH =
  "the BSC/ETH 'Auth' token template (owner + authorizations mapping, 'authorized' modifier; renounceOwnership clears only the owner), as in many TokenSniffer 'similar contracts'";

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);
const implOf = (ctx: LaunchContext, l: Launched) => () => ctx.storage(l.token, IMPL_1967);

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

/** The deployer keeps the LP, then `settle` puts it somewhere. */
const keepLpThen =
  (ctx: LaunchContext, settle: (pair: Address, lp: bigint) => Promise<void>) => async (pair: Address) =>
    settle(pair, await lpOf(ctx, pair, ctx.deployer));

/** LP deposited into an H10LpShareVault (redeemable from `unlockAt`). */
async function vaultLpMarket(ctx: LaunchContext, unlockAt: (now: number) => bigint) {
  const token = await ctx.deploy("H10PlainToken", [SUPPLY]);
  return openMarket(ctx, token, {
    lp: "keep",
    afterLp: keepLpThen(ctx, async (pair, lp) => {
      const vault = await ctx.deploy("H10LpShareVault", [pair, unlockAt(await ctx.now())]);
      await ctx.send(pair, "Pair", "approve", [vault, maxUint256]);
      await ctx.send(vault, "H10LpShareVault", "deposit", [lp]);
      remember(token, "vault", vault);
    }),
  });
}

/** LP locked in an H10BlockLocker for about a year of blocks. */
async function blockLockedMarket(ctx: LaunchContext, timeBug: boolean) {
  const token = await ctx.deploy("H10PlainToken", [SUPPLY]);
  return openMarket(ctx, token, {
    lp: "keep",
    quote: "usd",
    afterLp: keepLpThen(ctx, async (pair, lp) => {
      const locker = await ctx.deploy("H10BlockLocker", [timeBug]);
      await ctx.send(pair, "Pair", "approve", [locker, maxUint256]);
      await ctx.send(locker, "H10BlockLocker", "lock", [pair, lp, 2_628_000n]);
      remember(token, "locker", locker);
    }),
  });
}

/** LP in an H10RevocableVesting (two years, beneficiary wallet 80) revocable by `owner`. */
async function revocableLpMarket(ctx: LaunchContext, owner: Address) {
  const token = await ctx.deploy("H10PlainToken", [SUPPLY]);
  const start = BigInt(await ctx.now());
  const vesting = await ctx.deploy("H10RevocableVesting", [ctx.wallet(80), start, BigInt(730 * DAY), owner]);
  remember(token, "vesting", vesting);
  return openMarket(ctx, token, { lp: "to", lpTo: vesting });
}

/** A token behind an H10ViewProxy whose upgrades `admin` authorises and whose owner() shows `shown`. */
async function viewProxyToken(ctx: LaunchContext, admin: Address, shown: Address) {
  const impl = await ctx.deploy("H10ProxiedToken");
  const init = ctx.encode("H10ProxiedToken", "initialize", [ctx.deployer, SUPPLY]);
  return ctx.deploy("H10ViewProxy", [impl, admin, shown, init]);
}

/** A launchpad clone token (factory with or without its support desk). */
async function launchpadToken(ctx: LaunchContext, supportDesk: boolean) {
  const factory = await ctx.deploy("H10LaunchpadFactory", [supportDesk]);
  const token = await ctx.read<Address>(factory, "H10LaunchpadFactory", "createToken", [SUPPLY]);
  await ctx.send(factory, "H10LaunchpadFactory", "createToken", [SUPPLY]);
  remember(token, "factory", factory);
  return token;
}

export const HELDOUT_EVM10_CASES: readonly HeldoutEvm10Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "sell-fee-counted-on-pool-balance",
    expected: "danger",
    ageDays: 8,
    source: `${HONEYPOT} (high effective sell tax); ${TSCOPE} (fee named as a rate, computed on another quantity); H10Danger.sol H10PoolShareFeeToken (ofPool)`,
    rationale:
      "The sell fee reads as 3 % but is 3 % of the PAIR's token balance, capped at the amount sold: any realistic sell (well under 3 % of the pool) is taken whole as the fee, so nothing reaches the pair and the sell reverts; bigger ones still lose a fixed 3 % of the pool's tokens. Owner renounced, LP burnt, no function to blame: the arithmetic itself is the trap.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10PoolShareFeeToken", [SUPPLY, ctx.wallet(88), true]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, sells: false });
      await ctx.send(token, "H10PoolShareFeeToken", "renounceOwnership");
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.3);
      await sellLosesMost(ctx, l, 20, 2_000, 0.3);
    },
  },
  {
    name: "lp-in-revocable-vesting-team-revokes",
    expected: "danger",
    ageDays: 12,
    source: `${DEFI} (LP 'locked' in a contract its owner can unwind); ${UNIV2}; H10Danger.sol H10RevocableVesting`,
    rationale:
      "The whole LP sits in a two-year linear vesting for a 'liquidity partner', which reads as a lock, but the vesting is revocable by its owner, the deployer's EOA: revoke() returns everything unvested (about 98 %) to it at once, and the pool can be pulled today.",
    launch: async (ctx) => revocableLpMarket(ctx, ctx.deployer),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "vesting"), "H10RevocableVesting", "revoke", [l.pair!]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "flagged-amount-reverses-transfer",
    expected: "danger",
    ageDays: 14,
    source: `${CRP} (leak: owner moves holders' balances); ${RPH}; ${GOPLUS} (owner_change_balance); H10Danger.sol H10FlaggedAmountToken`,
    rationale:
      "No seize function by name: transfer(to, amount) sent by the owner (one EOA) with the top bit of `amount` set moves the amount FROM `to` to the owner. The owner can empty any holder with an ordinary-looking transfer call.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H10FlaggedAmountToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) => ctx.send(l.token, "H10FlaggedAmountToken", "transfer", [ctx.wallet(HOLDER), FLAG | bal]),
        "a flagged transfer",
      ),
  },
  {
    name: "anti-whale-flag-freezes-real-bags",
    expected: "danger",
    ageDays: 6,
    source: `${HONEYPOT} (cannot sell; small test trades pass); ${CRP} (limit: balance condition); H10Danger.sol H10HighWaterToken (freezeMode, 0.2 % cap)`,
    rationale:
      "'Anti-whale': any wallet that ever holds more than 0.2 % of the supply (a buy of about a tenth of an ETH here) is flagged for good and its sells revert. A small buy-and-sell test passes; ordinary buyers and every holder of a real bag cannot sell. Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10HighWaterToken", [SUPPLY, 20n, true]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, sells: false });
      await ctx.send(token, "H10HighWaterToken", "renounceOwnership");
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 21);
      await ctx.buy(l.token, l.quote, ctx.wallet(7), 0.01);
      await holderSells(ctx, l, 7);
    },
  },
  {
    name: "clawback-arms-three-weeks-after-scan",
    expected: "danger",
    ageDays: 9,
    source: `${CRP} (leak); ${RPH} (time-triggered owner powers); ${CERTIK} (privileged function on a timer); H10Danger.sol H10ClawbackToken`,
    rationale:
      "reclaim(holder) moves a holder's whole balance to the owner (one EOA). It only opens 30 days after deployment, so nothing happens at scan time, but the power is already in the code and fixed: three weeks later the owner can take any bag.",
    launch: async (ctx) => {
      const now = await ctx.now();
      const token = await ctx.deploy("H10ClawbackToken", [SUPPLY, BigInt(now + 30 * DAY), 2n ** 64n - 1n]);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10ClawbackToken", "reclaim", [ctx.wallet(HOLDER)]), "an early reclaim");
      await ctx.wait(22 * 24);
      await holderDrained(
        ctx,
        l,
        async () => ctx.send(l.token, "H10ClawbackToken", "reclaim", [ctx.wallet(HOLDER)]),
        "the reclaim",
      );
    },
  },
  {
    name: "ownerless-token-external-blocklist",
    expected: "danger",
    ageDays: 11,
    source: `${GOPLUS} (is_blacklisted, external call); ${CERTIK} (external dependency controlled by one key); ${DEFI} (fake renounce); H10Danger.sol H10GuardedToken + H10BlocklistGuard`,
    rationale:
      "The token has no owner at all, but every transfer asks a 'guard' contract fixed at deployment, and the guard's owner (the deployer's EOA) keeps a block list of senders: one call stops any holder from selling.",
    launch: async (ctx) => {
      const guard = await ctx.deploy("H10BlocklistGuard");
      return openMarket(ctx, await ctx.deploy("H10GuardedToken", [SUPPLY, guard]), { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const guard = await ctx.read<Address>(l.token, "H10GuardedToken", "guard");
      await ctx.send(guard, "H10BlocklistGuard", "setBlocked", [ctx.wallet(HOLDER), true]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "capped-fee-times-hidden-sell-multiplier",
    expected: "danger",
    ageDays: 10,
    source: `${SNIFFER} (modifiable fees); ${CERTIK} (cap checked on the wrong quantity); H10Danger.sol H10MultiplierFeeToken (multiplier 8, sell not capped)`,
    rationale:
      "setFee() is capped at 10 %, which reads as a bounded fee, but sells pay fee x 8 ('anti-dump multiplier'): the owner (one EOA) can set the fee to 10 and every sell loses 80 %.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10MultiplierFeeToken", [SUPPLY, ctx.wallet(88), 8n, false]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H10MultiplierFeeToken", "setFee", [10n]);
      await sellPaysUnder(ctx, l, 0.3, HOLDER);
    },
  },
  {
    name: "lp-wrapped-in-vault-shares-team-held",
    expected: "danger",
    ageDays: 15,
    source: `${DEFI} (LP 'staked' or 'vaulted' but redeemable); ${UNIV2}; H10Danger.sol H10LpShareVault (no lock)`,
    rationale:
      "The LP is not in the deployer's wallet: it sits in a 'liquidity vault'. But the vault's shares are redeemable 1:1 for the LP at any time and the deployer holds all of them: it can redeem and pull the pool now.",
    launch: async (ctx) => vaultLpMarket(ctx, () => 0n),
    late: lastDay(),
    proof: async (ctx, l) => {
      const vault = deployed(l.token, "vault");
      const shares = await ctx.balance(vault, ctx.deployer);
      await ctx.send(vault, "H10LpShareVault", "redeem", [shares]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "batch-airdrop-spends-any-wallet",
    expected: "danger",
    ageDays: 13,
    source: `${CRP} (leak); ${RPH} (owner-only transfers from arbitrary accounts); ${GOPLUS} (owner_change_balance); H10Danger.sol H10AirdropToken (anySender)`,
    rationale:
      "An owner-only 'airdrop' helper takes the `from` address as a parameter and moves tokens out of it without any allowance: the owner (one EOA) can airdrop any holder's whole bag to itself.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H10AirdropToken", [SUPPLY, true]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) => ctx.send(l.token, "H10AirdropToken", "airdrop", [ctx.wallet(HOLDER), [ctx.deployer], [bal]]),
        "the airdrop",
      ),
  },
  {
    name: "voucher-mint-unset-signer-ecrecover-zero",
    expected: "danger",
    ageDays: 7,
    source: `${ECRECOVER}; ${CERTIK} (signature check without a zero-address test); ${CRP} (hidden mint); H10Danger.sol H10VoucherMintToken (signer unset, not strict)`,
    rationale:
      "Signed vouchers mint tokens when ecrecover gives `signer`; the signer was never set (zero address) and ecrecover returns zero for an invalid signature: ANYONE can mint any amount with a voucher of zeros. No owner action needed.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10VoucherMintToken", [SUPPLY, ZERO, false, 0n]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () =>
          ctx.send(
            l.token,
            "H10VoucherMintToken",
            "mintWithVoucher",
            [ctx.wallet(85), SUPPLY * 10n, 1n, 0, ZERO32, ZERO32],
            ctx.wallet(85),
          ),
        "a zero voucher",
      ),
  },
  {
    name: "hard-cap-owner-raisable",
    expected: "danger",
    ageDays: 16,
    source: `${SNIFFER} (mintable); ${CERTIK} (cap settable by the owner); H10Danger.sol H10RaisableCapToken`,
    rationale:
      "Minting is 'hard-capped' at the initial supply, already fully minted, which reads as a fixed supply; but the owner (one EOA) may set the cap to any value and then mint without bound.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10RaisableCapToken", [SUPPLY]), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H10RaisableCapToken", "setCap", [SUPPLY * 100n]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H10RaisableCapToken", "mint", [ctx.deployer, SUPPLY * 50n]),
        "the mint",
      );
    },
  },
  {
    name: "sell-limited-to-tenth-of-last-buy",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (partial sells only; a small buy-then-sell test passes); ${CRP} (limit); H10Danger.sol H10TenthOfBuyToken`,
    rationale:
      "'Anti-dump': each buy lets the buyer sell one tenth of that buy, once; every other sell reverts, and wallets that received tokens without buying can never sell. A scanner that sells a tenth passes; holders keep 90 % of every bag for good. Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10TenthOfBuyToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, sells: false });
      await ctx.send(token, "H10TenthOfBuyToken", "renounceOwnership");
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "lp-lock-blocks-compared-to-timestamp",
    expected: "danger",
    ageDays: 18,
    source: `${DEFI} (fake lockers); ${REKT}; ${CERTIK} (unit confusion: block numbers vs timestamps); H10Danger.sol H10BlockLocker (timeBug)`,
    rationale:
      "The whole LP is locked in a hand-written locker for 2,628,000 blocks (about a year), but withdraw() compares that unlock block with block.timestamp, which is already far larger: the deployer can withdraw the LP and pull the pool now.",
    launch: async (ctx) => blockLockedMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "locker"), "H10BlockLocker", "withdraw", [0n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "bps-named-fee-divided-by-hundred",
    expected: "danger",
    ageDays: 4,
    source: `${HONEYPOT} (high sell tax); ${TSCOPE} (documented rate differs from code); H10Danger.sol H10BpsFeeToken (divisor 100)`,
    rationale:
      "SELL_FEE_BPS = 95 reads as a 0.95 % sell fee, but it is divided by 100, not 10,000: every sell pays 95 %. Owner renounced, LP burnt: nobody set anything, the code is the trap.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10BpsFeeToken", [SUPPLY, ctx.wallet(88), 100n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10BpsFeeToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => sellPaysUnder(ctx, l, 0.2, HOLDER),
  },
  {
    name: "auth-template-renounce-keeps-authorization",
    expected: "danger",
    ageDays: 9,
    source: `${AUTH}; ${DEFI} (fake renounce); ${SNIFFER} (modifiable fees); H10Danger.sol H10AuthTemplateToken (renounceOwnership)`,
    rationale:
      "owner() is zero after renounceOwnership(), but the template's fee setter checks the `authorizations` list, and renouncing never removed the deployer from it: the deployer's EOA can still set the sell fee to 99 %.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10AuthTemplateToken", [SUPPLY, ctx.wallet(88), false]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10AuthTemplateToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H10AuthTemplateToken", "owner")) === ZERO, "the owner is not zero");
      await ctx.send(l.token, "H10AuthTemplateToken", "setSellFee", [95n]);
      await sellPaysUnder(ctx, l, 0.2, HOLDER);
    },
  },
  {
    name: "launchpad-factory-support-desk-moves-balances",
    expected: "danger",
    ageDays: 12,
    source: `${EIP1167}; ${CERTIK} (launchpad/factory admin powers over created tokens); ${RPH}; H10Danger.sol H10LaunchpadFactory (supportDesk) + H10CloneToken`,
    rationale:
      "A launchpad clone with no owner of its own, but its factory may move balances in every clone ('support desk: recover tokens sent to wrong addresses') and the factory's owner is one EOA: it can take any holder's bag.",
    launch: async (ctx) => openMarket(ctx, await launchpadToken(ctx, true), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) =>
          ctx.send(deployed(l.token, "factory"), "H10LaunchpadFactory", "forceTransfer", [
            l.token,
            ctx.wallet(HOLDER),
            ctx.deployer,
            bal,
          ]),
        "the support desk",
      ),
  },
  {
    name: "pause-checked-in-transferfrom-only",
    expected: "danger",
    ageDays: 17,
    source: `${GOPLUS} (transfer_pausable); ${HONEYPOT} (router sells fail while transfers work); H10Danger.sol H10FromPauseToken`,
    rationale:
      "A pause the owner (one EOA) may switch at will, checked only in transferFrom: wallet-to-wallet transfers keep working (a transfer probe passes), but every router sell uses transferFrom and reverts.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H10FromPauseToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H10FromPauseToken", "setPaused", [true]);
      await ctx.send(l.token, "H10FromPauseToken", "transfer", [ctx.wallet(7), E18], ctx.wallet(HOLDER));
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "trusted-codehash-skips-allowance",
    expected: "danger",
    ageDays: 10,
    source: `${CRP} (leak); ${DEFI} (approval bypass); EIP-1052 EXTCODEHASH (eips.ethereum.org/EIPS/eip-1052); H10Danger.sol H10CodehashToken + H10Sweeper`,
    rationale:
      "transferFrom skips the allowance for any caller whose code hash equals one fixed at deployment: the hash of a 'sweeper' the team deployed (its immutable boss, the deployer, is part of its code). No owner, no listed spender, but the deployer can move any holder's tokens through it.",
    launch: async (ctx) => {
      const sweeper = await ctx.deploy("H10Sweeper");
      const hasher = await ctx.deploy("H10CodeHash");
      const h = await ctx.read<Hex>(hasher, "H10CodeHash", "hashOf", [sweeper]);
      const token = await ctx.deploy("H10CodehashToken", [SUPPLY, h]);
      remember(token, "sweeper", sweeper);
      return openMarket(ctx, token, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) =>
          ctx.send(deployed(l.token, "sweeper"), "H10Sweeper", "sweep", [
            l.token,
            ctx.wallet(HOLDER),
            ctx.deployer,
            bal,
          ]),
        "the sweeper",
      ),
  },
  {
    name: "sell-unlock-fee-paid-to-owner",
    expected: "danger",
    ageDays: 6,
    source: `${HONEYPOT} (sell requires a paid 'verification'); ${CRP} (limit); H10Danger.sol H10UnlockFeeToken (1 ETH)`,
    rationale:
      "Sells revert until the wallet calls unlockSelling() and pays 1 ETH to the owner ('anti-bot verification'): ordinary holders, whose bags are worth less than that, cannot get out without losing most of it.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10UnlockFeeToken", [SUPPLY, E18]), {
        lp: "burn",
        setPair: true,
        sells: false,
      }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      await ctx.send(l.token, "H10UnlockFeeToken", "unlockSelling", [], ctx.wallet(HOLDER), E18);
      await holderSells(ctx, l);
    },
  },
  {
    name: "proxy-shows-safe-owner-admin-slot-eoa",
    expected: "danger",
    ageDays: 20,
    source: `ERC-1967 proxy slots (eips.ethereum.org/EIPS/eip-1967); ${TSCOPE} (displayed owner differs from the real controller); ${CERTIK} (upgradeable by one key); H10Danger.sol H10ViewProxy + H10ProxiedToken(V2)`,
    rationale:
      "owner() answers an official 3-of-5 Safe, but the proxy authorises upgrades by its ERC-1967 admin slot, which holds the deployer's EOA: it can swap the implementation for one that mints without bound at any time.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      return openMarket(ctx, await viewProxyToken(ctx, ctx.deployer, safe), { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H10ProxiedTokenV2");
      const data = ctx.encode("H10ProxiedTokenV2", "migrateV2", [ctx.deployer, SUPPLY * 10n]);
      await supplyGrows(
        ctx,
        l,
        () => codeReplaced(implOf(ctx, l), () => ctx.send(l.token, "H10ViewProxy", "upgradeToAndCall", [v2, data])),
        "the upgrade",
      );
    },
  },
  {
    name: "tax-wallet-swappable-to-ether-rejecter",
    expected: "danger",
    ageDays: 8,
    source: `${TEMPLATE}; ${HONEYPOT} (sells revert in the tax swap); ${SNIFFER}; H10Danger.sol H10SwapBackToken (tax wallet settable) + H10RejectEther`,
    rationale:
      "The usual 3 % template: sells swap the collected tax to ETH and send it to the tax wallet with transfer(), so a reverting wallet reverts the sell. The owner (one EOA) may set the tax wallet to any address, e.g. a contract that refuses ETH: every sell then fails. A fixed 3 % tax and a burnt LP look clean.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10SwapBackToken", [SUPPLY, ctx.router, ctx.wallet(88), true]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const rejecter = await ctx.deploy("H10RejectEther");
      await ctx.send(l.token, "H10SwapBackToken", "setTaxWallet", [rejecter]);
      await holderCannotSell(ctx, l);
    },
  },

  // ───────────────────────────── SAFE (twins) ─────────────────────────────
  {
    name: "sell-fee-two-percent-of-amount",
    expected: "safe",
    ageDays: 25,
    source: `${SNIFFER} (fixed low fee); H10Danger.sol H10PoolShareFeeToken (not ofPool)`,
    rationale:
      "A fixed 2 % sell fee on the amount sold, to a wallet fixed at deployment; no setter, owner renounced, LP burnt. Sells pay 98 % of their value minus price impact.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10PoolShareFeeToken", [SUPPLY, ctx.wallet(88), false]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10PoolShareFeeToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.9, HOLDER);
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-vesting-revocable-only-by-safe",
    expected: "safe",
    ageDays: 30,
    source: `${SAFE_DOCS}; ${UNIV2}; H10Danger.sol H10RevocableVesting (owner: 3-of-5 Safe)`,
    rationale:
      "The LP vests over two years to a liquidity partner; only an official 3-of-5 Safe may revoke it, and the beneficiary can release only the few percent vested so far: no single address can remove most of the pool.",
    launch: async (ctx) => revocableLpMarket(ctx, await safe3of5(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      await refused(ctx, ctx.send(vesting, "H10RevocableVesting", "revoke", [l.pair!]), "the deployer's revoke");
      await ctx.send(vesting, "H10RevocableVesting", "release", [l.pair!]);
      must((await ctx.lpShare(l.pair!, ctx.wallet(80))) < 0.1, "the beneficiary got most of the LP");
      await holderSells(ctx, l);
    },
  },
  {
    name: "max-wallet-enforced-on-buys-only",
    expected: "safe",
    ageDays: 21,
    source: `${SNIFFER} (max wallet, fixed); H10Danger.sol H10HighWaterToken (no freeze, 2 % cap)`,
    rationale:
      "A fixed 2 % max wallet that only refuses a BUY taking the buyer over it; nobody is ever flagged and sells are free. Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10HighWaterToken", [SUPPLY, 200n, false]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10HighWaterToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.buy(l.token, l.quote, ctx.wallet(7), 4), "a buy over the max wallet");
      await holderSells(ctx, l, 21);
      await holderSells(ctx, l);
    },
  },
  {
    name: "clawback-window-closed-before-listing-week",
    expected: "safe",
    ageDays: 22,
    source: `${CERTIK} (time-limited privileged function, lapsed); H10Danger.sol H10ClawbackToken (window of one day)`,
    rationale:
      "The clawback could only be used during the first day after deployment (recovering airdrops sent to wrong wallets); that window closed three weeks before scan and is fixed in code. No mint, no fee, LP locked.",
    launch: async (ctx) => {
      const now = await ctx.now();
      const token = await ctx.deploy("H10ClawbackToken", [SUPPLY, 0n, BigInt(now + DAY)]);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10ClawbackToken", "reclaim", [ctx.wallet(HOLDER)]), "a reclaim");
      await holderSells(ctx, l);
    },
  },
  {
    name: "external-launch-guard-ownerless-expired",
    expected: "safe",
    ageDays: 19,
    source: `${GOPLUS} (anti_whale, not modifiable); H10Danger.sol H10GuardedToken + H10LaunchGuard`,
    rationale:
      "Every transfer asks an external guard, but the guard has no owner and no setter: it only capped transfers at 3 % of the supply for the first hour after listing. Nothing can block a holder now.",
    launch: async (ctx) => {
      const guard = await ctx.deploy("H10LaunchGuard", [3600n, (SUPPLY * 3n) / 100n]);
      return openMarket(ctx, await ctx.deploy("H10GuardedToken", [SUPPLY, guard]), { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H10GuardedToken", "transfer", [ctx.wallet(7), SUPPLY / 50n], ctx.wallet(50));
      await holderSells(ctx, l, 7);
      await holderSells(ctx, l);
    },
  },
  {
    name: "sell-multiplier-within-nine-percent-cap",
    expected: "safe",
    ageDays: 27,
    source: `${SNIFFER} (modifiable fees with a ceiling); H10Danger.sol H10MultiplierFeeToken (multiplier 3, sell capped at 9 %)`,
    rationale:
      "The owner (an EOA) sets a buy fee and sells pay three times it, but the setter caps the resulting sell fee at 9 %: the worst the owner can do is a 9 % sell tax. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10MultiplierFeeToken", [SUPPLY, ctx.wallet(88), 3n, true]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10MultiplierFeeToken", "setFee", [4n]), "a 12 % sell fee");
      await ctx.send(l.token, "H10MultiplierFeeToken", "setFee", [3n]);
      await sellPaysOver(ctx, l, 0.85, HOLDER);
    },
  },
  {
    name: "lp-vault-shares-locked-a-year",
    expected: "safe",
    ageDays: 24,
    source: `${UNIV2}; H10Danger.sol H10LpShareVault (unlock one year after listing)`,
    rationale:
      "The LP sits in a vault whose shares redeem for LP only one year after listing; the deployer holds the shares but cannot redeem before then. Plain fixed-supply token.",
    launch: async (ctx) => vaultLpMarket(ctx, (now) => BigInt(now + 365 * DAY)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const vault = deployed(l.token, "vault");
      const shares = await ctx.balance(vault, ctx.deployer);
      await refused(ctx, ctx.send(vault, "H10LpShareVault", "redeem", [shares]), "an early redeem");
      await holderSells(ctx, l);
    },
  },
  {
    name: "batch-airdrop-from-caller-only",
    expected: "safe",
    ageDays: 18,
    source: `${CERTIK} (owner-only batch transfer of the caller's own tokens); H10Danger.sol H10AirdropToken (not anySender)`,
    rationale:
      "An owner-only batch airdrop, but it can only spend the caller's own tokens (from must be the caller): the owner cannot touch holders. No mint, no fee. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H10AirdropToken", [SUPPLY, false]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await refused(
        ctx,
        ctx.send(l.token, "H10AirdropToken", "airdrop", [ctx.wallet(HOLDER), [ctx.deployer], [bal]]),
        "an airdrop from the holder",
      );
      await ctx.send(l.token, "H10AirdropToken", "airdrop", [ctx.deployer, [ctx.wallet(7)], [E18]]);
      await holderSells(ctx, l);
    },
  },
  {
    name: "voucher-mint-strict-one-percent-budget",
    expected: "safe",
    ageDays: 26,
    source: `${ECRECOVER}; H10Danger.sol H10VoucherMintToken (strict, budget 1 % of supply)`,
    rationale:
      "Reward vouchers signed by a server key (an EOA) mint tokens, but a zero recovery is refused and all vouchers together can never mint more than a one-time budget of 1 % of the supply. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H10VoucherMintToken", [SUPPLY, ctx.wallet(81), true, SUPPLY / 100n]), {
        lp: "lock",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(
          l.token,
          "H10VoucherMintToken",
          "mintWithVoucher",
          [ctx.wallet(85), SUPPLY, 1n, 0, ZERO32, ZERO32],
          ctx.wallet(85),
        ),
        "a zero voucher",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-lock-counted-in-blocks-correctly",
    expected: "safe",
    ageDays: 29,
    source: `${UNIV2}; H10Danger.sol H10BlockLocker (block numbers compared with block numbers)`,
    rationale:
      "The whole LP is locked for 2,628,000 blocks (about a year) in a simple locker that compares block numbers with block numbers: nobody can withdraw it before then. Plain fixed-supply token, stablecoin pair.",
    launch: async (ctx) => blockLockedMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(deployed(l.token, "locker"), "H10BlockLocker", "withdraw", [0n]),
        "an early withdrawal",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "bps-fee-ninety-five-basis-points",
    expected: "safe",
    ageDays: 23,
    source: `${SNIFFER} (fixed low fee); H10Danger.sol H10BpsFeeToken (divisor 10,000)`,
    rationale: "A fixed 0.95 % sell fee (95 basis points over 10,000), no setter, owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10BpsFeeToken", [SUPPLY, ctx.wallet(88), 10_000n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10BpsFeeToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.9, HOLDER);
      await holderSells(ctx, l);
    },
  },
  {
    name: "auth-template-authorizations-cleared",
    expected: "safe",
    ageDays: 20,
    source: `${AUTH} (variant whose renounce clears the authorization and refuses while others remain); H10Danger.sol H10AuthTemplateToken (renounceAuth)`,
    rationale:
      "The same Auth template, but the team renounced with the variant that also removes its own authorization and refuses while any other account is authorized: nobody can call the fee setter any more; the sell fee stays at 2 %.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10AuthTemplateToken", [SUPPLY, ctx.wallet(88), true]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10AuthTemplateToken", "renounceAuth");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10AuthTemplateToken", "setSellFee", [95n]), "the deployer's fee change");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "launchpad-clone-support-desk-disabled",
    expected: "safe",
    ageDays: 17,
    source: `${EIP1167}; H10Danger.sol H10LaunchpadFactory (supportDesk off, immutable) + H10CloneToken`,
    rationale:
      "A launchpad clone: the factory could move balances only through a support desk that is switched off for good in this factory (an immutable flag), so nobody can touch holders. Fixed supply, no fee, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await launchpadToken(ctx, false), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await refused(
        ctx,
        ctx.send(deployed(l.token, "factory"), "H10LaunchpadFactory", "forceTransfer", [
          l.token,
          ctx.wallet(HOLDER),
          ctx.deployer,
          bal,
        ]),
        "a forced transfer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "tax-wallet-fixed-three-percent-renounced",
    expected: "safe",
    ageDays: 28,
    source: `${TEMPLATE}; H10Danger.sol H10SwapBackToken (tax wallet fixed at deployment)`,
    rationale:
      "The same 3 % swap-back template, but the tax wallet (a plain wallet) is fixed at deployment and the owner renounced: the tax cannot change and sells cannot be made to fail. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H10SwapBackToken", [SUPPLY, ctx.router, ctx.wallet(88), false]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H10SwapBackToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.85, HOLDER);
      await holderSells(ctx, l);
    },
  },
  {
    name: "proxy-upgrades-behind-two-day-timelock",
    expected: "safe",
    ageDays: 35,
    source: `${OZ_TL}; ERC-1967 proxy slots (eips.ethereum.org/EIPS/eip-1967); H10Danger.sol H10ViewProxy + H10ProxiedToken`,
    rationale:
      "Upgradeable, but the ERC-1967 admin (and the owner shown) is an OpenZeppelin TimelockController with a two-day delay: any upgrade is public for two days before it can run. The proposer is the team's key. LP locked.",
    launch: async (ctx) => {
      const tl = await openTimelock(ctx, 2 * DAY, ctx.deployer);
      return openMarket(ctx, await viewProxyToken(ctx, tl, tl), { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = await ctx.read<Address>(l.token, "H10ViewProxy", "owner");
      const v2 = await ctx.deploy("H10ProxiedTokenV2");
      const data = ctx.encode("H10ViewProxy", "upgradeToAndCall", [v2, "0x"]);
      await refused(ctx, ctx.send(l.token, "H10ViewProxy", "upgradeToAndCall", [v2, "0x"]), "a direct upgrade");
      await ctx.send(tl, "TimelockController", "schedule", [l.token, 0n, data, ZERO32, ZERO32, BigInt(2 * DAY)]);
      await refused(
        ctx,
        ctx.send(tl, "TimelockController", "execute", [l.token, 0n, data, ZERO32, ZERO32]),
        "an upgrade before two days",
      );
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────── SAFE: real tokens ─────────────────────────
  {
    name: "spell-owner-mint-under-420b-cap",
    expected: "safe",
    ageDays: 900,
    source: `SPELL (Etherscan-verified 0x090185f2135308BaD17527004364eBcC2D37e5F6, Spell.sol: 'contract Spell is ERC20, BoringOwnable', MAX_SUPPLY = 420 * 1e27, mint onlyOwner; read through the public verified-source index, 2026-11-27); ${SAFE_DOCS}; H10Real.sol H10Spell`,
    rationale:
      "The owner may mint, but only up to the hard-coded 420B MAX_SUPPLY, and the owner is a multisig (an official 3-of-5 Safe here), as Abracadabra's is. No fee, no pause, no other power. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const spell = await ctx.deploy("H10Spell");
      await ctx.send(spell, "H10Spell", "mint", [ctx.deployer, 196_000_000_000n * E18]);
      const safe = await safe3of5(ctx);
      await ctx.send(spell, "H10Spell", "transferOwnership", [safe, true, false]);
      remember(spell, "safe", safe);
      return openMarket(ctx, spell, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10Spell", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const over = 420_000_000_000n * E18 - (await ctx.supply(l.token)) + 1n;
      const data = ctx.encode("H10Spell", "mint", [ctx.deployer, over]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3)),
        "a mint over MAX_SUPPLY",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "mim-mint-fifteen-percent-a-day-multisig",
    expected: "safe",
    ageDays: 700,
    source: `MIM (Etherscan-verified 0x99D8a9C45b2ecA8864373A26D1459e3Dff1e17F3, MagicInternetMoneyV1: BoringOwnable, mint limited by MINTING_INCREASE = 15000 / MINTING_PRECISION = 1e5 per MINTING_PERIOD = 24 hours; read through the public verified-source index, 2026-11-27); ${SAFE_DOCS}; H10Real.sol H10Mim`,
    rationale:
      "The owner mints MIM for the lending markets, but at most 15 % of the supply per 24-hour period (the period restarts on every mint), and the owner is a multisig (an official 3-of-5 Safe here), as Abracadabra's is. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const mim = await ctx.deploy("H10Mim");
      await ctx.send(mim, "H10Mim", "mint", [ctx.deployer, 1_000_000n * E18]);
      const safe = await safe3of5(ctx);
      await ctx.send(mim, "H10Mim", "transferOwnership", [safe, true, false]);
      remember(mim, "safe", safe);
      return openMarket(ctx, mim, { lp: "wide", quote: "usd", liquidity: 240_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10Mim", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const safe = deployed(l.token, "safe");
      const supply = await ctx.supply(l.token);
      const big = ctx.encode("H10Mim", "mint", [safe, supply / 5n]);
      await refused(ctx, safeExec(ctx, safe, l.token, big, govKeys(ctx).slice(0, 3)), "a 20 % mint in a day");
      await holderSells(ctx, l);
    },
  },
  {
    name: "bold-branch-minted-owner-renounced",
    expected: "safe",
    ageDays: 300,
    source:
      "BOLD (Liquity v2, Etherscan-verified 0x6440f144b7e50D6a8439336510312d2F54beB01D, the May-2025 redeployment; liquity/bold contracts/src/BoldToken.sol: setBranchAddresses onlyOwner, setCollateralRegistry onlyOwner then _renounceOwnership(), mint only by BorrowerOperations or ActivePool; read through the public code index, 2026-11-27); H10Real.sol H10Bold + H10BoldBranch (branch stand-in)",
    rationale:
      "BOLD is minted only by a branch's BorrowerOperations / ActivePool, against collateral at a minimum ratio (a stand-in branch here); the deployer wired the branches and then setCollateralRegistry() renounced ownership for good. Nobody can add a minter. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const coll = await ctx.deploy("H10CollateralStandIn", [10_000n * E18]);
      const bold = await ctx.deploy("H10Bold", [ctx.deployer]);
      const branch = await ctx.deploy("H10BoldBranch", [coll, bold]);
      await ctx.send(bold, "H10Bold", "setBranchAddresses", [branch, branch, branch, branch]);
      await ctx.send(bold, "H10Bold", "setCollateralRegistry", [branch]);
      await ctx.send(coll, "H10CollateralStandIn", "approve", [branch, maxUint256]);
      await ctx.send(branch, "H10BoldBranch", "openTrove", [1_000n * E18, 1_000_000n * E18]);
      remember(bold, "branch", branch);
      return openMarket(ctx, bold, { lp: "wide", quote: "usd", liquidity: 240_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10Bold", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(l.token, "H10Bold", "setBranchAddresses", [ctx.deployer, ctx.deployer, ctx.deployer, ctx.deployer]),
        "a new branch",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H10Bold", "sendToPool", [ctx.wallet(HOLDER), ctx.deployer, 1n]),
        "the deployer's pool move",
      );
      await refused(
        ctx,
        ctx.send(deployed(l.token, "branch"), "H10BoldBranch", "openTrove", [0n, E18], ctx.wallet(85)),
        "a trove without collateral",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "rai-coinjoin-sole-authorized-minter",
    expected: "safe",
    ageDays: 800,
    source:
      "RAI (Reflexer, Etherscan-verified 0x03ab458634910AaD20eF5f1C8ee96F1D6ac54919; reflexer-labs/geb src/Coin.sol: authorizedAccounts, addAuthorization / removeAuthorization isAuthorized, mint isAuthorized; the deployer removed itself, the CoinJoin is the only authorized account; read through the public code index, 2026-11-27); H10Real.sol H10RaiCoin + H10RaiCoinJoin (SAFEEngine stand-in)",
    rationale:
      "RAI can be minted only by authorized accounts, and the only one left is the CoinJoin, which lets RAI out only as debt against locked collateral (a stand-in engine here, 145 % ratio); the deployer removed its own authorization. No owner, no pause, no fee. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const coll = await ctx.deploy("H10CollateralStandIn", [10_000n * E18]);
      const rai = await ctx.deploy("H10RaiCoin");
      const join = await ctx.deploy("H10RaiCoinJoin", [coll, rai]);
      await ctx.send(rai, "H10RaiCoin", "addAuthorization", [join]);
      await ctx.send(rai, "H10RaiCoin", "removeAuthorization", [ctx.deployer]);
      await ctx.send(coll, "H10CollateralStandIn", "approve", [join, maxUint256]);
      await ctx.send(join, "H10RaiCoinJoin", "lockAndGenerate", [1_000n * E18, 300_000n * E18]);
      remember(rai, "join", join);
      return openMarket(ctx, rai, { lp: "wide", quote: "usd", liquidity: 220_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10RaiCoin", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(l.token, "H10RaiCoin", "addAuthorization", [ctx.deployer]),
        "the deployer's re-authorization",
      );
      await refused(
        ctx,
        ctx.send(deployed(l.token, "join"), "H10RaiCoinJoin", "lockAndGenerate", [0n, E18], ctx.wallet(85)),
        "debt without collateral",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "weth9-deposit-backed-ownerless",
    expected: "safe",
    ageDays: 1200,
    source:
      "WETH9 (Etherscan-verified 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2, WETH9.sol: deposit / withdraw 1:1 against ether, totalSupply = this.balance, no owner); H10Real.sol H10Weth9",
    rationale:
      "Wrapped ether: minted only by depositing ether 1:1 and burnt by withdrawing it; no owner, no privileged function at all. Dollar pair, LP widely held.",
    launch: async (ctx) => {
      const weth = await ctx.deploy("H10Weth9");
      await ctx.send(weth, "H10Weth9", "deposit", [], ctx.deployer, 300n * E18);
      return openMarket(ctx, weth, { lp: "wide", quote: "usd", liquidity: 219_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const holder = ctx.wallet(HOLDER);
      const s0 = await ctx.supply(l.token);
      await ctx.send(l.token, "H10Weth9", "deposit", [], holder, E18);
      must((await ctx.supply(l.token)) === s0 + E18, "a deposit did not mint 1:1");
      await ctx.send(l.token, "H10Weth9", "withdraw", [E18], holder);
      must((await ctx.supply(l.token)) === s0, "a withdrawal did not burn 1:1");
      await holderSells(ctx, l);
    },
  },
  {
    name: "dola-operator-timelock-fed-ceiling",
    expected: "safe",
    ageDays: 1000,
    source: `DOLA (Inverse Finance, Etherscan-verified 0x865377367054516e17014CcdED1e7d814EDC9ce4: operator / pendingOperator / claimOperator, addMinter / removeMinter onlyOperator, mint onlyMinter; Feds expand supply into their market under a ceiling set by governance; code-423n4/2022-10-inverse audit materials; read 2026-11-27); ${OZ_TL}; ${SAFE_DOCS}; H10Real.sol H10Dola + H10DolaFed (Fed stand-in)`,
    rationale:
      "DOLA's operator (who adds minters) is a governance timelock with a two-day delay whose proposer is a 3-of-5 Safe; the only minter is a Fed that expands supply only into its lending market and only under a ceiling governance sets. The Fed chair (an EOA) cannot mint to itself or over the ceiling. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 2 * DAY, safe);
      const dola = await ctx.deploy("H10Dola", [ctx.deployer]);
      await ctx.send(dola, "H10Dola", "mint", [ctx.deployer, 1_000_000n * E18]);
      const market = await ctx.deploy("H10BlocklistGuard"); // any contract address stands in for the Fed's market
      const fed = await ctx.deploy("H10DolaFed", [dola, tl, ctx.wallet(83), market, 100_000n * E18]);
      await ctx.send(dola, "H10Dola", "addMinter", [fed]);
      remember(dola, "fed", fed);
      const l = await openMarket(ctx, dola, { lp: "wide", quote: "usd", liquidity: 240_000 });
      // The operator is handed to the timelock, which claims it through its own two-day queue.
      await ctx.send(dola, "H10Dola", "setPendingOperator", [tl]);
      const claim = ctx.encode("H10Dola", "claimOperator");
      const schedule = ctx.encode("TimelockController", "schedule", [dola, 0n, claim, ZERO32, ZERO32, BigInt(2 * DAY)]);
      await safeExec(ctx, safe, tl, schedule, govKeys(ctx).slice(0, 3));
      await ctx.wait(48.1);
      await ctx.send(tl, "TimelockController", "execute", [dola, 0n, claim, ZERO32, ZERO32]);
      must((await ctx.read<Address>(dola, "H10Dola", "operator")) === tl, "the timelock is not the operator");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const fed = deployed(l.token, "fed");
      await refused(ctx, ctx.send(l.token, "H10Dola", "addMinter", [ctx.deployer]), "the deployer's addMinter");
      await refused(ctx, ctx.send(l.token, "H10Dola", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(fed, "H10DolaFed", "expansion", [200_000n * E18], ctx.wallet(83)),
        "an expansion over the ceiling",
      );
      await ctx.send(fed, "H10DolaFed", "expansion", [50_000n * E18], ctx.wallet(83));
      must((await ctx.balance(l.token, ctx.wallet(83))) === 0n, "the chair received DOLA");
      await holderSells(ctx, l);
    },
  },
  {
    name: "morpho-uups-dao-multisig-five-of-nine",
    expected: "safe",
    ageDays: 400,
    source: `MORPHO (Etherscan-verified 0x58D97B57BB95320F9a05dC918Aef65434969c2B2; morpho-org/morpho-token src/MorphoTokenEthereum.sol: UUPS behind ERC1967Proxy, initialize mints 1B to the wrapper, mint and upgrade onlyOwner, the owner is the Morpho DAO multisig; read through the public code index, 2026-11-27); ${SAFE_DOCS}; H10Real.sol H10MorphoToken + OpenZeppelin ERC1967Proxy`,
    rationale:
      "Upgradeable and mintable by its owner, but the owner is the DAO multisig (an official 5-of-9 Safe here): no single key can mint or upgrade. 1B minted at initialisation to the legacy-token wrapper (the deployer stands in). ETH pair, LP widely held.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H10MorphoToken");
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44, 45, 46, 47, 48]), 5);
      const init = ctx.encode("H10MorphoToken", "initialize", [safe, ctx.deployer]);
      const proxy = await ctx.deploy("ERC1967Proxy", [impl, init]);
      remember(proxy, "safe", safe);
      return openMarket(ctx, proxy, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H10MorphoToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const impl2 = await ctx.deploy("H10MorphoToken");
      await refused(
        ctx,
        ctx.send(l.token, "H10MorphoToken", "upgradeToAndCall", [impl2, "0x"]),
        "the deployer's upgrade",
      );
      const data = ctx.encode("H10MorphoToken", "mint", [ctx.deployer, E18]);
      const four = owners(ctx, [40, 41, 42, 43]);
      await refused(ctx, safeExec(ctx, deployed(l.token, "safe"), l.token, data, four), "a mint signed by four keys");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sfrxeth-ownerless-vault-linear-rewards",
    expected: "safe",
    ageDays: 600,
    source:
      "sfrxETH (Etherscan-verified 0xac3E018457B222d93114458476f3E3416Abbe38F; FraxFinance/frxETH-public src/sfrxETH.sol on xERC4626: ERC-4626 shares of frxETH, rewards distributed linearly over a 7-day cycle by syncRewards(), callable by anyone, no owner); H10Real.sol H10SfrxEth (frxETH stand-in)",
    rationale:
      "An ERC-4626 vault share minted only against frxETH deposits and redeemable for them; rewards sent to the vault are spread over the next week by anyone's syncRewards(). No owner, no privileged function. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const frx = await ctx.deploy("H10CollateralStandIn", [1_000n * E18]);
      const vault = await ctx.deploy("H10SfrxEth", [frx, 604_800]);
      await ctx.send(frx, "H10CollateralStandIn", "approve", [vault, maxUint256]);
      await ctx.send(vault, "H10SfrxEth", "deposit", [300n * E18, ctx.deployer]);
      const l = await openMarket(ctx, vault, { lp: "wide", liquidity: 80 });
      // A week of validator rewards arrives and anyone starts the next distribution cycle.
      await ctx.send(frx, "H10CollateralStandIn", "transfer", [vault, 3n * E18]);
      await ctx.wait(24 * 7);
      await ctx.send(vault, "H10SfrxEth", "syncRewards", [], ctx.wallet(85));
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const holder = ctx.wallet(HOLDER);
      const shares = (await holderBalance(ctx, l)) / 10n;
      await ctx.send(l.token, "H10SfrxEth", "redeem", [shares, holder, holder], holder);
      await holderSells(ctx, l);
    },
  },
];
