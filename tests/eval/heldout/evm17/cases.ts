/**
 * HELD-OUT EVM evaluation set v17 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
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
 * Each launch: contracts/heldout17 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController as published, a Uniswap V2 pair against WETH, liquidity, the supply spread over
 * many holders, buys and sells by several wallets minutes to hours apart (v4's openMarket), the LP settled as the
 * scenario says, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import type { Address } from "viem";
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

/** Same shape as the v2-v16 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm17Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const DAY = 86_400;
const MAX = 2n ** 256n - 1n;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS =
  "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security: is_mintable, owner_change_balance, hidden_owner, transfer_pausable, slippage_modifiable, cannot_sell_all, trading_cooldown)";
const HONEYPOT =
  "Honeypot.is risk descriptions (honeypot.is docs: a simulated buy and sell; tokens that behave differently in simulation, in other blocks or for specific wallets)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, missing access control, unchecked callback sender, reentrancy before state update, replayable operations, claims read from live balances)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (LP not really locked, unlock conditions controlled by the team)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const SANCT =
  "Etherscan-verified source in the public code index (tintinweb/smart-contract-sanctuary style / the project's published repository), read 2026-11-28";

/** LP locked for ten years (the deployer's whole LP in the test locker). */
const lock10y = (ctx: LaunchContext) => ({
  lp: "keep" as const,
  afterLp: async (pair: Address) => ctx.lockLp(pair, 10_000, 3_650),
});

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);

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

// ── NFT redemption ──
async function nftRedeemMarket(ctx: LaunchContext, any: boolean) {
  const nft = await ctx.deploy("H17Nft", [5n, ctx.deployer]);
  const token = await ctx.deploy("H17NftRedeemToken", [SUPPLY, any, nft]);
  remember(token, "nft", nft);
  return openMarket(ctx, token, lock10y(ctx));
}
/** A stranger deploys its own collection of `n` pieces and sends them all to the token. */
async function strangerRedeems(ctx: LaunchContext, l: Launched, n: number) {
  const w = ctx.wallet(85);
  const nft = await ctx.deploy("H17Nft", [BigInt(n), w], w);
  for (let i = 1; i <= n; i++) await ctx.send(nft, "H17Nft", "safeTransferFrom", [w, l.token, BigInt(i)], w);
}

// ── Ether sale (collateral: the world's WETH9) ──
/** 5 000 000 tokens per WETH: about three times the pool's price at listing. */
const SALE_RATE = 5_000_000n;
async function etherSaleMarket(ctx: LaunchContext, bySymbol: boolean) {
  const token = await ctx.deploy("H17DollarSaleToken", [SUPPLY, bySymbol, ctx.weth, SALE_RATE]);
  const l = await openMarket(ctx, token, lock10y(ctx));
  // An honest buyer wraps 2 ether and pays it into the sale.
  const buyer = ctx.wallet(83);
  await ctx.send(ctx.weth, "WETH9", "deposit", [], buyer, 2n * 10n ** 18n);
  await ctx.send(ctx.weth, "WETH9", "approve", [token, MAX], buyer);
  await ctx.send(token, "H17DollarSaleToken", "deposit", [ctx.weth, 2n * 10n ** 18n], buyer);
  return l;
}
/** A stranger deploys its own token with WETH's symbol and pays 2 000 "WETH" of it into the sale (ten supplies). */
async function fakeWethDeposit(ctx: LaunchContext, l: Launched) {
  const w = ctx.wallet(85);
  const sym = await ctx.read<string>(ctx.weth, "WETH9", "symbol");
  const amount = (10n * SUPPLY) / SALE_RATE;
  const fake = await ctx.deploy("H17Dollar", [amount, sym], w);
  await ctx.send(fake, "H17Dollar", "approve", [l.token, MAX], w);
  return ctx.send(l.token, "H17DollarSaleToken", "deposit", [fake, amount], w);
}

// ── Home-made multisig ──
async function homeMultisigMarket(ctx: LaunchContext, selfGoverned: boolean) {
  const wallet = await ctx.deploy("H17HomeMultisig", [owners(ctx, [40, 41, 42]), 2n, selfGoverned]);
  const token = await ctx.deploy("H17OwnerMintToken", [SUPPLY]);
  remember(token, "wallet", wallet);
  const l = await openMarket(ctx, token, lock10y(ctx));
  await ctx.send(token, "H17OwnerMintToken", "transferOwnership", [wallet]);
  return l;
}

// ── Queue timelock ──
const etas = new Map<string, bigint>();
const TL_DELAY = 2 * DAY;
async function queuedGrantMarket(ctx: LaunchContext, markDone: boolean) {
  const safe = await safe3of5(ctx);
  const timelock = await ctx.deploy("H17QueueTimelock", [safe, BigInt(TL_DELAY), markDone]);
  const token = await ctx.deploy("H17OwnerMintToken", [SUPPLY]);
  remember(token, "timelock", timelock);
  const l = await openMarket(ctx, token, lock10y(ctx));
  await ctx.send(token, "H17OwnerMintToken", "transferOwnership", [timelock]);
  // The DAO grants the market-making desk (an EOA) 1 % of the supply once, through the timelock.
  const grant = ctx.encode("H17OwnerMintToken", "mint", [ctx.wallet(81), SUPPLY / 100n]);
  const eta = BigInt(await ctx.now()) + BigInt(TL_DELAY) + 600n;
  etas.set(token.toLowerCase(), eta);
  await safeExec(
    ctx,
    safe,
    timelock,
    ctx.encode("H17QueueTimelock", "queue", [token, grant, eta]),
    owners(ctx, [40, 41, 42]),
  );
  await ctx.wait(TL_DELAY / 3600 + 1);
  await ctx.send(timelock, "H17QueueTimelock", "execute", [token, grant, eta], ctx.wallet(81));
  return l;
}
const replayGrant = (ctx: LaunchContext, l: Launched) =>
  ctx.send(
    deployed(l.token, "timelock"),
    "H17QueueTimelock",
    "execute",
    [
      l.token,
      ctx.encode("H17OwnerMintToken", "mint", [ctx.wallet(81), SUPPLY / 100n]),
      etas.get(l.token.toLowerCase())!,
    ],
    ctx.wallet(81),
  );

// ── Receiver hook ──
/** Wallet 20 puts 1 % of the supply in a looper contract that asks a partner looper to re-send 20 times. */
async function loopTransfers(ctx: LaunchContext, l: Launched) {
  const w = ctx.wallet(85);
  const a = await ctx.deploy("H17Looper", [], w);
  const b = await ctx.deploy("H17Looper", [], w);
  await ctx.send(l.token, "H17FallbackToken", "transfer", [a, SUPPLY / 100n], ctx.wallet(20));
  await ctx.send(a, "H17Looper", "setup", [l.token, b, 20n], w);
  await ctx.send(b, "H17Looper", "setup", [l.token, a, 0n], w);
  await ctx.send(a, "H17Looper", "start", [], w);
  return b;
}

// ── Asset locker ──
async function assetLockerMarket(ctx: LaunchContext, fixedAsset: boolean) {
  const token = await ctx.deploy("H17PlainToken", [SUPPLY]);
  const locker = await ctx.deploy("H17AssetLocker", [fixedAsset]);
  remember(token, "locker", locker);
  return openMarket(ctx, token, {
    lp: "keep",
    afterLp: async (pair) => {
      const lp = await lpOf(ctx, pair, ctx.deployer);
      await ctx.send(pair, "Pair", "approve", [locker, lp]);
      await ctx.send(locker, "H17AssetLocker", "lock", [pair, lp, BigInt(await ctx.now()) + 3650n * BigInt(DAY)]);
    },
  });
}

// ── Migration ──
async function migrationMarket(ctx: LaunchContext, pull: boolean) {
  const v1 = await ctx.deploy("H17V1Token", [SUPPLY / 20n]);
  const token = await ctx.deploy("H17MigrationToken", [SUPPLY, v1, pull]);
  remember(token, "v1", v1);
  for (const w of [60, 61, 62, 63, 64]) await ctx.send(v1, "H17V1Token", "transfer", [ctx.wallet(w), SUPPLY / 100n]);
  const l = await openMarket(ctx, token, { lp: "burn" });
  // Two v1 holders migrate during the launch.
  for (const w of [60, 61]) {
    await ctx.send(v1, "H17V1Token", "approve", [token, MAX], ctx.wallet(w));
    await ctx.send(token, "H17MigrationToken", "claim", [], ctx.wallet(w));
  }
  return l;
}

// ── Crash-unlock locker ──
async function crashLockerMarket(ctx: LaunchContext, ownerIsSafe: boolean) {
  const token = await ctx.deploy("H17PlainToken", [SUPPLY]);
  const locker = await ctx.deploy("H17CrashUnlockLocker", [token]);
  remember(token, "locker", locker);
  const l = await openMarket(ctx, token, {
    lp: "keep",
    keepBps: 1_200,
    setPair: true,
    afterLp: async (pair) => {
      const lp = await lpOf(ctx, pair, ctx.deployer);
      await ctx.send(pair, "Pair", "approve", [locker, lp]);
      await ctx.send(locker, "H17CrashUnlockLocker", "lock", [pair, lp, BigInt(await ctx.now()) + 3650n * BigInt(DAY)]);
    },
  });
  if (ownerIsSafe) await ctx.send(locker, "H17CrashUnlockLocker", "transferOwnership", [await safe3of5(ctx)]);
  return l;
}

export const HELDOUT_EVM17_CASES: readonly HeldoutEvm17Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "nft-redemption-accepts-any-collection",
    expected: "danger",
    ageDays: 9,
    source: `${CERTIK} (onERC721Received that never checks which contract called it); ${CRP} (hidden mint); ${GOPLUS} (is_mintable); H17Tokens.sol H17NftRedeemToken (anyCollection = true)`,
    rationale:
      "No owner power, LP locked. The token 'redeems' the project's five NFT pieces for 1 % of the supply each through onERC721Received, but never checks which collection called it: ANYONE can deploy a collection of their own, send any number of pieces and be credited 1 % of the supply per piece, minting without bound.",
    launch: async (ctx) => nftRedeemMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      await strangerRedeems(ctx, l, 30);
      must((await ctx.supply(l.token)) >= (before * 129n) / 100n, "thirty foreign pieces did not mint 30 %");
    },
  },
  {
    name: "presale-vesting-release-paid-to-caller",
    expected: "danger",
    ageDays: 260,
    source: `${CERTIK} (missing access control; payee taken from msg.sender instead of the beneficiary); ${RPH} (balance moves not authorised by the holder); ${GOPLUS} (owner_change_balance class, here open to anyone); H17Tokens.sol H17PresaleVault + H17PlainToken (written blind by the second analyst, replacing a case that repeated an earlier set's deposit-any-asset mint)`,
    rationale:
      "A clean fixed-supply token, LP locked. Five presale buyers' bags (3 % of the supply each) vest linearly over a year in a vault with no owner. But release(beneficiary) computes the beneficiary's vested amount and pays it to whoever calls: ANYONE can take every presale buyer's vested tokens (about 70 % of their bags at scan time) and sell them.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H17PlainToken", [SUPPLY]);
      const vault = await ctx.deploy("H17PresaleVault", [token, BigInt(365 * DAY)]);
      remember(token, "vault", vault);
      await ctx.send(token, "H17PlainToken", "approve", [vault, MAX]);
      await ctx.send(vault, "H17PresaleVault", "allocate", [owners(ctx, [70, 71, 72, 73, 74]), (SUPPLY * 3n) / 100n]);
      const l = await openMarket(ctx, token, lock10y(ctx));
      // One buyer releases its own vested part during the launch (paid to itself, as the buyers expect).
      await ctx.wait(24 * 20);
      await ctx.send(vault, "H17PresaleVault", "release", [ctx.wallet(70)], ctx.wallet(70));
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vault = deployed(l.token, "vault");
      const thief = ctx.wallet(85);
      const before = await ctx.balance(l.token, thief);
      for (const w of [71, 72, 73, 74]) await ctx.send(vault, "H17PresaleVault", "release", [ctx.wallet(w)], thief);
      const took = (await ctx.balance(l.token, thief)) - before;
      must(took >= (SUPPLY * 8n) / 100n, `the stranger took only ${took} of four buyers' vested bags`);
      must((await ctx.balance(l.token, ctx.wallet(71))) === 0n, "the buyer received something");
    },
  },
  {
    name: "home-multisig-one-owner-lowers-threshold",
    expected: "danger",
    ageDays: 33,
    source: `Gnosis MultiSigWallet (gnosis/MultiSigWallet MultiSigWallet.sol: addOwner / changeRequirement guarded by onlyWallet, i.e. only through a confirmed transaction); ${CERTIK} (missing access control on multisig administration); ${GOPLUS} (is_mintable); H17Tokens.sol H17HomeMultisig (selfGoverned = false) + H17OwnerMintToken`,
    rationale:
      "The owner of an uncapped-mint token is a home-made 2-of-3 multisig, which reads as multi-key governance. But its changeThreshold and addOwner are open to any single owner directly instead of only to the wallet's own confirmed calls: one key sets the threshold to 1 and mints without bound alone. LP locked.",
    launch: async (ctx) => homeMultisigMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const wallet = deployed(l.token, "wallet");
      const k = ctx.wallet(40);
      await ctx.send(wallet, "H17HomeMultisig", "changeThreshold", [1n], k);
      const data = ctx.encode("H17OwnerMintToken", "mint", [k, 10n * SUPPLY]);
      await ctx.send(wallet, "H17HomeMultisig", "submit", [l.token, data], k);
      await supplyGrows(ctx, l, () => ctx.send(wallet, "H17HomeMultisig", "execute", [0n], k), "one key's mint");
    },
  },
  {
    name: "sells-capped-at-owner-snapshot-balance",
    expected: "danger",
    ageDays: 4,
    source: `${HONEYPOT}; ${RPH} (hidden transfer restrictions); ${GOPLUS} (cannot_sell_all, owner-controlled trading); H17Tokens.sol H17SnapshotSellToken`,
    rationale:
      "'Monthly unlocks': a wallet may sell only up to what it held at the owner's last snapshot. The only snapshot was taken at deployment, before any token existed, so every holder's sellable amount is zero; only the owner (an EOA) can unlock sells by taking a new snapshot, and tokens bought afterwards are locked again. Holders cannot sell. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17SnapshotSellToken", [SUPPLY]), {
        ...lock10y(ctx),
        setPair: true,
        sells: false,
      }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "sells-only-from-the-holders-own-direct-call",
    expected: "danger",
    ageDays: 380,
    source: `${HONEYPOT} (router sells fail while transfers work); ${RPH} (hidden transfer restrictions); Uniswap V2 docs (routers move tokens with transferFrom; a bare transfer to a pair can be swapped out by anyone); H17Tokens.sol H17DirectSellToken`,
    rationale:
      "No owner power, no fee, LP burnt; transfers between wallets work. A transfer into the pair is accepted only when the seller itself is both msg.sender and tx.origin, so no router, aggregator or wallet swap can sell for a holder; a holder who sends tokens to the pair by hand has no atomic way to swap them, and anyone can take the output. Ordinary holders cannot sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17DirectSellToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "market-maker-overdraft-without-limit",
    expected: "danger",
    ageDays: 18,
    source: `${CRP} (hidden mint); ${TSCOPE}; ${RPH}; ${GOPLUS} (is_mintable, hidden mint through transfer); H17Tokens.sol H17OverdraftToken (creditLine 0)`,
    rationale:
      "No mint function. But wallets the owner lists as 'market makers' may transfer more than they hold: the shortfall is issued to them on the spot, with no credit line. The owner (an EOA) listed its desk wallet; it can create tokens without bound by simply sending or selling them. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H17OverdraftToken", [SUPPLY, 0n]);
      const l = await openMarket(ctx, token, lock10y(ctx));
      await ctx.send(token, "H17OverdraftToken", "setMarketMaker", [ctx.wallet(81), true]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H17OverdraftToken", "transfer", [ctx.wallet(82), 10n * SUPPLY], ctx.wallet(81)),
        "the desk's overdraft",
      );
    },
  },
  {
    name: "holder-governor-quorum-borrowed-from-pool",
    expected: "danger",
    ageDays: 2100,
    source: `Beanstalk (April 2022) and Build Finance DAO (February 2022) governance takeovers (rekt.news post-mortems: voting power read from balances borrowed in the same transaction); Uniswap V2 flash swaps (docs.uniswap.org/contracts/v2/guides/smart-contract-integration/using-flash-swaps); ${CERTIK} (governance without snapshot or delay); ${GOPLUS} (is_mintable); H17Tokens.sol H17LiveQuorumGovernor + H17OwnerMintToken + H17FlashVoter (written blind by the second analyst, replacing a case that repeated an earlier set's minter resolved through a deployer-held outside record)`,
    rationale:
      "The uncapped mint is owned by a 'token-holder governor': a call runs when its caller holds 10 % of the supply at that moment, with no snapshot, voting period or delay. No wallet holds 10 %, which reads as community governance; but the pool holds about 15 % and lends it in a flash swap: ANYONE can borrow 11 % from the pair, have the governor mint any amount to itself, repay the loan from the minted tokens in the same transaction and sell the rest. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H17OwnerMintToken", [SUPPLY]);
      const governor = await ctx.deploy("H17LiveQuorumGovernor", [token, 1_000n]);
      remember(token, "governor", governor);
      const l = await openMarket(ctx, token, lock10y(ctx));
      await ctx.send(token, "H17OwnerMintToken", "transferOwnership", [governor]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const governor = deployed(l.token, "governor");
      const w = ctx.wallet(85);
      await refused(
        ctx,
        ctx.send(
          governor,
          "H17LiveQuorumGovernor",
          "execute",
          [l.token, ctx.encode("H17OwnerMintToken", "mint", [w, 1n])],
          w,
        ),
        "a call by a wallet below the quorum",
      );
      const voter = await ctx.deploy("H17FlashVoter", [], w);
      const mint = ctx.encode("H17OwnerMintToken", "mint", [voter, 10n * SUPPLY]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(voter, "H17FlashVoter", "run", [l.pair!, l.token, governor, (SUPPLY * 11n) / 100n, mint], w),
        "the flash-borrowed quorum's mint",
      );
      must((await ctx.balance(l.token, voter)) > 9n * SUPPLY, "the borrower kept less than nine supplies");
    },
  },
  {
    name: "timelock-executed-grant-stays-queued",
    expected: "danger",
    ageDays: 150,
    source: `Compound Timelock (compound-finance/compound-protocol Timelock.sol: executeTransaction sets queuedTransactions[txHash] = false before the call); ${CERTIK} (replayable operations); ${SAFE_DOCS}; H17Tokens.sol H17QueueTimelock (markDone = false) + H17OwnerMintToken`,
    rationale:
      "The mint power is behind a two-day timelock administered by a 3-of-5 Safe, which reads as governed. The DAO queued and executed one grant of 1 % to its market-making desk (an EOA). The timelock never removes an executed operation from its queue and anyone may execute: the desk (or anyone) can replay the grant as often as it likes, minting without bound to a single wallet. LP locked.",
    launch: async (ctx) => queuedGrantMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 20; k++) await replayGrant(ctx, l);
      must((await ctx.supply(l.token)) >= (before * 119n) / 100n, "twenty replays did not mint 20 %");
    },
  },
  {
    name: "sells-need-an-earlier-trade-in-the-same-block",
    expected: "danger",
    ageDays: 52,
    source: `${HONEYPOT}; ${RPH} (hidden transfer restrictions); ${GOPLUS} (honeypot: cannot sell); H17Tokens.sol H17SameBlockToken`,
    rationale:
      "No owner power, LP burnt, buys work. A sell goes through only if the pair already changed earlier in the same block (its blockTimestampLast equals the block time); the team can bundle its own trade first, but an ordinary holder's sell, alone in its block, always reverts. Holders cannot sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17SameBlockToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "receiver-hook-runs-before-the-debit",
    expected: "danger",
    ageDays: 11,
    source: `ERC-223 / ERC-777 receiver-hook reentrancy (imBTC-Uniswap V1 and Lendf.Me April 2020 post-mortems, PeckShield); ${CERTIK} (reentrancy before state update); H17Tokens.sol H17FallbackToken (debitFirst = false) + H17Looper`,
    rationale:
      "An ERC-223-style token: a transfer to a contract calls its tokenFallback. The hook runs after the balance check but before the balances move, with the sender's old balance cached: ANY contract can re-enter transfer from the hook and be credited the same tokens again and again (1 % of the supply becomes 21 % here), creating balances without bound and selling them into the pool. No owner, LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H17FallbackToken", [SUPPLY, false]), lock10y(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const b = await loopTransfers(ctx, l);
      must((await ctx.balance(l.token, b)) >= (SUPPLY * 20n) / 100n, "the loop did not multiply the 1 %");
    },
  },
  {
    name: "lp-locker-locked-asset-switchable",
    expected: "danger",
    ageDays: 6,
    source: `${DEFI}; ${CERTIK} (lock condition keyed on a field the owner can change); H17Tokens.sol H17AssetLocker (fixedAsset = false)`,
    rationale:
      "All LP sits in a locker for ten years. The locker lets its owner (the deployer EOA) withdraw 'tokens sent by mistake', i.e. anything but the locked asset, and the owner may also change which asset counts as locked: pointing it at another token frees the LP at once, and the deployer can remove the whole pool now.",
    launch: async (ctx) => assetLockerMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      const lp = await lpOf(ctx, l.pair!, locker);
      await ctx.send(locker, "H17AssetLocker", "setLockedAsset", [l.token]);
      await ctx.send(locker, "H17AssetLocker", "withdraw", [l.pair!, lp]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "pooled-lp-locker-withdraw-unchecked-against-own-lock",
    expected: "danger",
    ageDays: 1600,
    source: `${DEFI} (LP 'locked' in a locker whose release rule does not hold); ${CERTIK} (withdrawal amount not checked against the caller's own deposit in a pooled vault); H17Tokens.sol H17PooledLpLocker + H17PlainToken (written blind by the second analyst, replacing a case that repeated an earlier set's LP released to any caller)`,
    rationale:
      "A clean fixed-supply token; all LP sits for ten years in a public pooled locker. But withdraw(amount) only checks that the caller's OWN lock has expired and never compares the amount with what the caller locked: ANYONE can lock a speck of LP for a minute, then withdraw the whole pooled LP and remove the pool now.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H17PlainToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "keep",
        afterLp: async (pair) => {
          const locker = await ctx.deploy("H17PooledLpLocker", [pair]);
          remember(token, "locker", locker);
          const lp = await lpOf(ctx, pair, ctx.deployer);
          await ctx.send(pair, "Pair", "approve", [locker, lp]);
          await ctx.send(locker, "H17PooledLpLocker", "lock", [lp, BigInt(await ctx.now()) + 3650n * BigInt(DAY)]);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      const w = ctx.wallet(85);
      await refused(ctx, ctx.send(locker, "H17PooledLpLocker", "withdraw", [1n]), "the deployer's early withdrawal");
      await ctx.buy(l.token, l.quote, w, 0.2);
      await ctx.addLiquidity(l.token, l.quote, await ctx.balance(l.token, w), 0.2, w);
      const mine = await lpOf(ctx, l.pair!, w);
      must(mine > 0n, "the stranger got no LP");
      await ctx.send(l.pair!, "Pair", "approve", [locker, mine], w);
      await ctx.send(locker, "H17PooledLpLocker", "lock", [mine, BigInt(await ctx.now()) + 60n], w);
      await ctx.wait(0.1);
      await ctx.send(locker, "H17PooledLpLocker", "withdraw", [await lpOf(ctx, l.pair!, locker)], w);
      await pullsPool(ctx, l, w);
    },
  },
  {
    name: "keep-share-settable-to-whole-bag",
    expected: "danger",
    ageDays: 700,
    source: `${GOPLUS} (cannot_sell_all); ${HONEYPOT}; ${RPH} (hidden transfer restrictions); H17Tokens.sol H17KeepShareToken (maxKeep 10 000)`,
    rationale:
      "No fee. Sellers 'must keep a share of their bag', set by the owner (an EOA) with no ceiling: at 100 % nobody but the launcher can sell anything. The owner can stop all holders' sells whenever it likes. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17KeepShareToken", [SUPPLY, 10_000n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H17KeepShareToken", "setKeepBps", [10_000n]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "idle-bag-recoverable-by-any-caller",
    expected: "danger",
    ageDays: 1900,
    source: `${CERTIK} (missing access control on a balance-moving function); ${RPH} (balance moves not authorised by the holder); ${GOPLUS} (owner_change_balance class, here open to anyone); ${TSCOPE} ('lost-wallet recovery' advertised as a feature); H17Tokens.sol H17IdleReclaimToken (30 days; written blind by the second analyst, replacing a case that repeated an earlier set's signature-skipping permit)`,
    rationale:
      "No owner power, no fee, LP locked. A 'lost-wallet recovery' lets anyone call reclaimIdle(wallet) on a bag that has not moved for thirty days, and the tokens go to the caller. Most holders (long-term buyers, the team spread) have not moved for years: ANYONE can take their whole bags now and sell them.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17IdleReclaimToken", [SUPPLY, 30n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const bal = await holderBalance(ctx, l);
      must(bal > 0n, "the holder has nothing");
      await ctx.send(l.token, "H17IdleReclaimToken", "reclaimIdle", [ctx.wallet(HOLDER)], thief);
      must((await holderBalance(ctx, l)) === 0n, "the recovery did not take the holder's bag");
      must((await ctx.balance(l.token, thief)) >= bal, "the caller did not receive the bag");
    },
  },
  {
    name: "fee-cap-lapses-after-thirty-days",
    expected: "danger",
    ageDays: 75,
    source: `${TSCOPE} (a launch promise that the code lets lapse); ${GOPLUS} (slippage_modifiable); H17Tokens.sol H17LapsingCapToken (capDays 30)`,
    rationale:
      "A 3 % sell fee paid to the owner, 'capped at 5 %'. The cap only binds for the first thirty days after deployment; the pair is 75 days old, so the owner (an EOA) can now set a 99 % sell fee and take almost every seller's proceeds. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17LapsingCapToken", [SUPPLY, 30n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H17LapsingCapToken", "setSellFee", [9_900n]);
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "migration-claim-reads-live-v1-balance",
    expected: "danger",
    ageDays: 1200,
    source: `${CERTIK} (claims computed from a live balance instead of a snapshot or a pull: double-claim class); ${CRP} (hidden mint); H17Tokens.sol H17MigrationToken (pullV1 = false) + H17V1Token`,
    rationale:
      "v2 of a migrated token: claim() issues v2 1:1 for the caller's v1 balance and marks the caller's address as claimed, but leaves the v1 tokens where they are. Any v1 holder can pass the same v1 tokens from address to address and claim again from each: minting v2 without bound. No owner, LP burnt.",
    launch: async (ctx) => migrationMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const v1 = deployed(l.token, "v1");
      const before = await ctx.supply(l.token);
      let from = ctx.wallet(62);
      for (let k = 0; k < 20; k++) {
        await ctx.send(l.token, "H17MigrationToken", "claim", [], from);
        const next = ctx.wallet(100 + k);
        await ctx.send(v1, "H17V1Token", "transfer", [next, SUPPLY / 100n], from);
        from = next;
      }
      must((await ctx.supply(l.token)) >= (before * 119n) / 100n, "twenty claims of the same v1 did not mint 20 %");
    },
  },

  {
    name: "transfer-amount-read-as-signed-pulls-back",
    expected: "danger",
    ageDays: 30,
    source: `${CERTIK} (unsafe int/uint casts on user-supplied amounts); ${GOPLUS} (owner_change_balance class, here open to anyone); ${RPH}; H17Tokens.sol H17SignedAmountToken (signedAllowed = true)`,
    rationale:
      "A 'refund-aware' transfer reads the amount as a signed integer: a negative amount moves that much back from the recipient to the caller. Any uint above 2^255 is negative, so ANYONE can call transfer(holder, 2^256 - bag) and pull any holder's whole bag to themselves (or the pair's tokens). No owner power used, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17SignedAmountToken", [SUPPLY, true]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      must(bal > 0n, "the holder has nothing");
      await ctx.send(
        l.token,
        "H17SignedAmountToken",
        "transfer",
        [ctx.wallet(HOLDER), 2n ** 256n - bal],
        ctx.wallet(85),
      );
      must((await holderBalance(ctx, l)) === 0n, "the negative transfer did not take the holder's bag");
    },
  },
  {
    name: "lp-crash-unlock-team-can-trigger",
    expected: "danger",
    ageDays: 500,
    source: `${DEFI} (unlock conditions controlled by the team); ${CERTIK} (unlock condition read from a manipulable spot price); H17Tokens.sol H17CrashUnlockLocker (owner the deployer EOA) + H17PlainToken`,
    rationale:
      "All LP locked for ten years, with an 'emergency unlock' for the owner if the pool price falls under half its price at lock time. The owner is the deployer's EOA, which still holds about 14 % of the supply: dumping it into a pool holding 20 % halves the price by itself, which unlocks the LP at once. One address can remove the pool now.",
    launch: async (ctx) => crashLockerMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      const lp = await lpOf(ctx, l.pair!, locker);
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      await ctx.send(locker, "H17CrashUnlockLocker", "emergencyUnlock", []);
      await ctx.send(locker, "H17CrashUnlockLocker", "withdraw", [lp]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },

  // ───────────────────────────── SAFE (twins) ─────────────────────────────
  {
    name: "nft-redemption-own-five-pieces",
    expected: "safe",
    ageDays: 14,
    source: `OpenZeppelin IERC721Receiver docs (check msg.sender is the expected collection); H17Tokens.sol H17NftRedeemToken (anyCollection = false) + H17Nft (five pieces, nothing else mints)`,
    rationale:
      "The same redemption, but only the project's own collection (five pieces, no mint function) is accepted: at most 5 % more supply can ever be issued, once per piece. No owner, LP locked.",
    launch: async (ctx) => nftRedeemMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, strangerRedeems(ctx, l, 1), "a foreign piece");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ether-sale-fixed-collateral-address",
    expected: "safe",
    ageDays: 1700,
    source: `${CERTIK} (collateral compared by address); H17Tokens.sol H17DollarSaleToken (bySymbol = false; the collateral is the world's WETH9, compared by address)`,
    rationale:
      "A fixed-rate sale (5 000 000 tokens per WETH, above the pool's price) that accepts only the WETH contract set at deployment: every token minted is paid for in real ether at a price above the pool's. Minting against deposits; no owner, LP locked.",
    launch: async (ctx) => etherSaleMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, fakeWethDeposit(ctx, l), "the fake-WETH deposit");
      await holderSells(ctx, l);
    },
  },
  {
    name: "home-multisig-changes-only-through-itself",
    expected: "safe",
    ageDays: 40,
    source: `Gnosis MultiSigWallet (onlyWallet on addOwner / changeRequirement); ${GOPLUS}; H17Tokens.sol H17HomeMultisig (selfGoverned = true) + H17OwnerMintToken`,
    rationale:
      "An uncapped-mint token owned by a home-made 2-of-3 multisig whose owners and threshold change only through its own confirmed calls: any mint or change needs two of three keys. Multi-key governance; LP locked.",
    launch: async (ctx) => homeMultisigMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const wallet = deployed(l.token, "wallet");
      const k = ctx.wallet(40);
      await refused(ctx, ctx.send(wallet, "H17HomeMultisig", "changeThreshold", [1n], k), "one key's threshold change");
      const data = ctx.encode("H17OwnerMintToken", "mint", [k, 10n * SUPPLY]);
      await ctx.send(wallet, "H17HomeMultisig", "submit", [l.token, data], k);
      await refused(ctx, ctx.send(wallet, "H17HomeMultisig", "execute", [0n], k), "one key's mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "capped-sell-fee-charged-once",
    expected: "safe",
    ageDays: 5,
    source: `${GOPLUS} (slippage_modifiable with a ceiling); H17Tokens.sol H17ChunkFeeToken (perChunk = false; the per-chunk variant was dropped from the set as too close to earlier sets' size-based taxes)`,
    rationale:
      "A sell fee paid to the owner, set by an EOA but capped at 5 % in code and charged once per sell. A realistic sell loses at most 5 % to the fee. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17ChunkFeeToken", [SUPPLY, false]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.9, 20);
      await holderSells(ctx, l);
    },
  },
  {
    name: "market-maker-overdraft-half-percent-line",
    expected: "safe",
    ageDays: 25,
    source: `${TSCOPE}; ${GOPLUS} (mint bounded in code); H17Tokens.sol H17OverdraftToken (creditLine 0.5 % of the supply)`,
    rationale:
      "Listed market makers may overdraw, but all overdrafts together may never pass a fixed credit line of 0.5 % of the supply: the most that can ever be issued this way is 0.5 %. Bounded in code; LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H17OverdraftToken", [SUPPLY, SUPPLY / 200n]);
      const l = await openMarket(ctx, token, lock10y(ctx));
      await ctx.send(token, "H17OverdraftToken", "setMarketMaker", [ctx.wallet(81), true]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H17OverdraftToken", "transfer", [ctx.wallet(82), SUPPLY / 100n], ctx.wallet(81)),
        "an overdraft past the line",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "mint-key-nft-held-by-safe",
    expected: "safe",
    ageDays: 2000,
    source: `${SAFE_DOCS}; ${GOPLUS}; H17Tokens.sol H17KeyMintToken + H17Nft (the key piece minted straight to a 3-of-5 Safe)`,
    rationale:
      "Minting by the holder of key piece #1, which was minted straight into a 3-of-5 Safe: any mint (or moving the key) needs three of five keys. Multi-key governance; LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const key = await ctx.deploy("H17Nft", [1n, safe]);
      const token = await ctx.deploy("H17KeyMintToken", [SUPPLY, key, 1n]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H17KeyMintToken", "mint", [ctx.deployer, SUPPLY]), "the deployer's mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "timelock-executed-grant-removed-from-queue",
    expected: "safe",
    ageDays: 120,
    source: `Compound Timelock (queuedTransactions[txHash] = false on execute); ${SAFE_DOCS}; H17Tokens.sol H17QueueTimelock (markDone = true) + H17OwnerMintToken`,
    rationale:
      "Mint power behind a two-day timelock administered by a 3-of-5 Safe; the executed 1 % grant was removed from the queue and cannot run again. Any new mint needs three keys and two days' notice. LP locked.",
    launch: async (ctx) => queuedGrantMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, replayGrant(ctx, l), "the replayed grant");
      await holderSells(ctx, l);
    },
  },
  {
    name: "receiver-hook-after-the-debit",
    expected: "safe",
    ageDays: 8,
    source: `ERC-223 receiver hook with checks-effects-interactions (Solidity docs, 'Use the Checks-Effects-Interactions Pattern'); H17Tokens.sol H17FallbackToken (debitFirst = true)`,
    rationale:
      "The same ERC-223-style hook, but called after the balances moved: re-entering transfer finds nothing left to send. No owner power, no mint, LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H17FallbackToken", [SUPPLY, true]), lock10y(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const b = await loopTransfers(ctx, l);
      must((await ctx.balance(l.token, b)) === SUPPLY / 100n, "the loop changed the 1 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-locker-locked-asset-fixed",
    expected: "safe",
    ageDays: 900,
    source: `${DEFI} (a lock whose terms cannot change); H17Tokens.sol H17AssetLocker (fixedAsset = true)`,
    rationale:
      "All LP in a ten-year locker whose owner may withdraw stray tokens but never the locked asset, which is fixed once locked. The pool cannot be removed; no other power. ",
    launch: async (ctx) => assetLockerMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      const lp = await lpOf(ctx, l.pair!, locker);
      await refused(ctx, ctx.send(locker, "H17AssetLocker", "setLockedAsset", [l.token]), "switching the asset");
      await refused(ctx, ctx.send(locker, "H17AssetLocker", "withdraw", [l.pair!, lp]), "the LP withdrawal");
      await holderSells(ctx, l);
    },
  },
  {
    name: "keep-share-capped-at-a-tenth-percent",
    expected: "safe",
    ageDays: 300,
    source: `${GOPLUS} (cannot_sell_all, bounded); H17Tokens.sol H17KeepShareToken (maxKeep 10 bps)`,
    rationale:
      "Sellers must keep a share of their bag set by the owner, but the code caps it at 0.1 %: holders can always sell 99.9 % of what they hold. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17KeepShareToken", [SUPPLY, 10n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H17KeepShareToken", "setKeepBps", [10_000n]), "a 100 % keep share");
      await ctx.send(l.token, "H17KeepShareToken", "setKeepBps", [10n]);
      must((await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 9_900)) > 0, "the holder could not sell 99 %");
    },
  },
  {
    name: "permit-signature-always-checked",
    expected: "safe",
    ageDays: 65,
    source: `EIP-2612; OpenZeppelin ERC20Permit 5.7.0; H17Tokens.sol H17PermitToken (deadlineZeroOpen = false)`,
    rationale:
      "An OpenZeppelin ERC20Permit token: every permit needs the owner's signature and a future deadline. No owner power used, LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H17PermitToken", [SUPPLY, false]), lock10y(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const zero32 = `0x${"00".repeat(32)}` as const;
      await refused(
        ctx,
        ctx.send(l.token, "H17PermitToken", "permit", [ctx.wallet(HOLDER), thief, MAX, 0n, 0, zero32, zero32], thief),
        "the unsigned permit",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "fee-cap-permanent",
    expected: "safe",
    ageDays: 1000,
    source: `${GOPLUS} (slippage_modifiable with a ceiling); H17Tokens.sol H17LapsingCapToken (capDays 0: the cap never lapses)`,
    rationale:
      "A 3 % sell fee paid to the owner (an EOA), capped at 5 % for ever: the most a sell can lose to the fee is 5 %. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17LapsingCapToken", [SUPPLY, 0n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H17LapsingCapToken", "setSellFee", [9_900n]), "a 99 % fee");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "migration-claim-pulls-v1-in",
    expected: "safe",
    ageDays: 1100,
    source: `${CERTIK} (claims that take the old token in); H17Tokens.sol H17MigrationToken (pullV1 = true) + H17V1Token (fixed supply, 5 % of v2)`,
    rationale:
      "v2 is issued 1:1 only against v1 tokens taken into the migration contract; v1 has a fixed supply of 5 % of v2, so migration can add at most 5 %. Minting against deposits; no owner, LP burnt.",
    launch: async (ctx) => migrationMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const v1 = deployed(l.token, "v1");
      const w = ctx.wallet(62);
      await ctx.send(v1, "H17V1Token", "approve", [l.token, MAX], w);
      await ctx.send(l.token, "H17MigrationToken", "claim", [], w);
      await refused(ctx, ctx.send(l.token, "H17MigrationToken", "claim", [], w), "a second claim");
      must((await ctx.balance(v1, l.token)) === (SUPPLY * 3n) / 100n, "the v1 tokens were not taken in");
      await holderSells(ctx, l);
    },
  },
  {
    name: "transfer-amount-negative-refused",
    expected: "safe",
    ageDays: 1300,
    source: `Solidity docs (explicit conversions between int and uint); H17Tokens.sol H17SignedAmountToken (signedAllowed = false)`,
    rationale:
      "The same 'refund-aware' transfer, but negative amounts are refused: transfers move only the caller's own tokens. No owner power, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H17SignedAmountToken", [SUPPLY, false]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await refused(
        ctx,
        ctx.send(l.token, "H17SignedAmountToken", "transfer", [ctx.wallet(HOLDER), 2n ** 256n - bal], ctx.wallet(85)),
        "the negative transfer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-crash-unlock-held-by-safe",
    expected: "safe",
    ageDays: 45,
    source: `${DEFI}; ${SAFE_DOCS}; H17Tokens.sol H17CrashUnlockLocker (ownership handed to a 3-of-5 Safe) + H17PlainToken`,
    rationale:
      "The same ten-year LP lock with an emergency unlock on a price crash, but the locker's owner (the only one who may unlock or withdraw) is a 3-of-5 Safe: the deployer's dump cannot free the LP, and any withdrawal needs three keys.",
    launch: async (ctx) => crashLockerMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      await refused(ctx, ctx.send(locker, "H17CrashUnlockLocker", "emergencyUnlock", []), "the deployer's unlock");
      await refused(ctx, ctx.send(locker, "H17CrashUnlockLocker", "withdraw", [1n]), "the deployer's withdrawal");
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE (real tokens, replicas) ─────────────────────────────
  {
    name: "ant-v2-minter-is-multi-minter-under-multisig",
    expected: "safe",
    ageDays: 2150,
    source: `ANT Aragon ANTv2 (${SANCT}: aragon/aragon-network-token ANTv2.sol 'A minting role', mint / changeMinter onlyMinter, permit and transferWithAuthorization checked against owner/from with nonces; ANTv2MultiMinter.sol owner-listed minters, changeMinter / changeOwner onlyOwner); ${SAFE_DOCS}; H17Real.sol H17AntReplica + H17AntMultiMinterReplica (the multi-minter's owner modelled as a 3-of-5 Safe, the Aragon multisig)`,
    rationale:
      "Replica of ANTv2: a single minter role, held by the ANTv2 multi-minter contract, whose owner (the only one who may mint or list minters) is a 3-of-5 multisig. Uncapped minting, but only by multi-key governance; signed transfers and permits are checked correctly; no pause, no blacklist. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const ant = await ctx.deploy("H17AntReplica", [ctx.deployer]);
      await ctx.send(ant, "H17AntReplica", "mint", [ctx.deployer, SUPPLY]);
      const mm = await ctx.deploy("H17AntMultiMinterReplica", [safe, ant]);
      await ctx.send(ant, "H17AntReplica", "changeMinter", [mm]);
      remember(ant, "minter", mm);
      return openMarket(ctx, ant, { lp: "lock-10y" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H17AntReplica", "mint", [ctx.deployer, SUPPLY]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "minter"), "H17AntMultiMinterReplica", "mint", [ctx.deployer, SUPPLY]),
        "the deployer's multi-minter mint",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "threshold-t-owner-mint-council-multisig",
    expected: "safe",
    ageDays: 1450,
    source: `T Threshold Network (${SANCT}: threshold-network/solidity-contracts T.sol 'contract T is ERC20WithPermit, MisfundRecovery, Checkpoints', mint bounded by maxSupply() of uint96 in beforeTokenTransfer; thesis/solidity-contracts ERC20WithPermit mint onlyOwner, burn/burnFrom, permit, approveAndCall; MisfundRecovery recoverERC20/recoverERC721 onlyOwner); ${SAFE_DOCS}; H17Real.sol H17ThresholdReplica (owner modelled as a 3-of-5 Safe, the Threshold Council multisig)`,
    rationale:
      "Replica of T: the owner may mint (within uint96) and recover tokens sent to the token contract by mistake; holders burn only their own (or allowed) tokens. The owner is the council multisig, not one key. No pause, no fee. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const t = await ctx.deploy("H17ThresholdReplica");
      await ctx.send(t, "H17ThresholdReplica", "mint", [ctx.deployer, SUPPLY]);
      await ctx.send(t, "H17ThresholdReplica", "transferOwnership", [safe]);
      return openMarket(ctx, t, { lp: "lock-10y" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H17ThresholdReplica", "mint", [ctx.deployer, SUPPLY]),
        "the deployer's mint",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "cvp-comp-fork-fixed-supply",
    expected: "safe",
    ageDays: 2250,
    source: `CVP PowerPool Concentrated Voting Power (${SANCT}: 'contract Cvp', Solidity ^0.5.16, uint public constant totalSupply = 100000000e18 given to one account in the constructor, uint96 balances and allowances, delegation, no owner); H17Real.sol H17CvpReplica`,
    rationale:
      "Replica of CVP, a COMP fork: 100 M tokens fixed in a constant, no owner, no mint, no pause, no fee. Nobody holds any power. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H17CvpReplica", [ctx.deployer]), { lp: "lock-10y" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "tribe-minter-dao-timelock",
    expected: "safe",
    ageDays: 1950,
    source: `TRIBE Fei Protocol (${SANCT}: fei-protocol/fei-protocol-core Tribe.sol 'Forked from Uniswap's UNI', 1_000_000_000e18 to one account, setMinter / mint only by minter, no mint cap or wait); ${OZ_TL}; ${SAFE_DOCS}; H17Real.sol H17TribeReplica (the minter modelled as the DAO timelock: a TimelockController with a two-day delay, proposer and executor a 3-of-5 Safe)`,
    rationale:
      "Replica of TRIBE: a UNI fork whose minter may mint any amount, but the minter is the DAO's timelock (two days' delay, proposals from multi-key governance). Uncapped, yet only by governance with a delay of days. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await ctx.deploy("TimelockController", [BigInt(2 * DAY), [safe], [safe], ZERO]);
      const tribe = await ctx.deploy("H17TribeReplica", [ctx.deployer, tl]);
      return openMarket(ctx, tribe, { lp: "lock-10y" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H17TribeReplica", "mint", [ctx.deployer, SUPPLY]), "the deployer's mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "toke-pause-held-by-multisig",
    expected: "safe",
    ageDays: 1880,
    source: `TOKE Tokemak (${SANCT}: Tokemak/tokemak-smart-contracts-public Toke.sol 'contract Toke is ERC20Pausable, Ownable', SUPPLY 100_000_000e18 minted to the deployer, pause / unpause onlyOwner, nothing mints); ${SAFE_DOCS}; H17Real.sol H17TokeReplica (owner modelled as a 3-of-5 Safe, the Tokemak multisig)`,
    rationale:
      "Replica of TOKE: a fixed 100 M supply; the owner may pause all transfers, but the owner is a 3-of-5 multisig, not one key. Unpaused. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const toke = await ctx.deploy("H17TokeReplica");
      await ctx.send(toke, "H17TokeReplica", "transferOwnership", [safe]);
      return openMarket(ctx, toke, { lp: "lock-10y" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H17TokeReplica", "pause", []), "the deployer's pause");
      await holderSells(ctx, l);
    },
  },
  {
    name: "acx-owner-mint-burn-in-multisig",
    expected: "safe",
    ageDays: 1100,
    source: `ACX Across Protocol Token (${SANCT}: across-protocol 'contract AcrossToken is ERC20, Ownable', constructor ERC20("Across Protocol Token", "ACX") with no supply, mint(_guy, _wad) and burn(_guy, _wad) onlyOwner); ${SAFE_DOCS}; H17Real.sol H17AcrossReplica (owner modelled as a 3-of-5 Safe, the Across multisig)`,
    rationale:
      "Replica of ACX: the owner may mint to and burn from any address, powers that would be fatal in one key, but the owner is a 3-of-5 multisig. Multi-key governance; no fee, no pause. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const acx = await ctx.deploy("H17AcrossReplica");
      await ctx.send(acx, "H17AcrossReplica", "mint", [ctx.deployer, SUPPLY]);
      await ctx.send(acx, "H17AcrossReplica", "transferOwnership", [safe]);
      return openMarket(ctx, acx, { lp: "lock-10y" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H17AcrossReplica", "burn", [ctx.wallet(HOLDER), 1n]),
        "the deployer's burn of a holder",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "dodo-fixed-supply-no-owner",
    expected: "safe",
    ageDays: 2270,
    source: `DODO DODOToken (${SANCT}: DODOEX 'contract DODOToken', Solidity 0.6.9, totalSupply = 1000000000 * 10**18 to msg.sender in the constructor, transfer / transferFrom / approve only, no owner); H17Real.sol H17DodoReplica`,
    rationale:
      "Replica of DODO: one billion tokens fixed at construction, no owner, no mint, no pause, no fee. Nobody holds any power. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H17DodoReplica"), { lp: "lock-10y" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "mpl-v1-fixed-supply-permit",
    expected: "safe",
    ageDays: 2050,
    source: `MPL Maple Finance v1 (${SANCT}: maple-labs 'contract MapleToken is ERC2222', Solidity 0.6.11, constructor mints 10000000 * 10**decimals to msg.sender, EIP-2612-style permit with nonces, ERC-2222 funds distribution, no owner, no mint); H17Real.sol H17MapleReplica (funds distribution left out)`,
    rationale:
      "Replica of MPL v1: ten million tokens fixed at construction with permit; no owner, no mint, no pause, no fee. Nobody holds any power. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H17MapleReplica"), { lp: "lock-10y" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
];
