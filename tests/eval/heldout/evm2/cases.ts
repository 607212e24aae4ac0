/**
 * HELD-OUT EVM evaluation set v2 (blind). Written by a helper that read no engine code, no engine docs, no dev case and
 * no miss summary of the first held-out set; only public material (cited per case, read 2026-11-26) and the test
 * plumbing. The expectations below were committed BEFORE the engine ever ran on these tokens. Never edit an
 * expectation to match the engine; a broken launch script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts verdictOf).
 * Analyst rule (README.md of this folder): danger when one key (an EOA, a relay, a 1-of-N "multisig", a timelock
 * without delay, a hidden or hard-coded address) can mint, move or destroy holders' tokens, stop or tax their sells
 * beyond ~50 %, or replace the code; or when a holder already cannot sell; or when one wallet can pull most of the pool
 * now or within hours. Safe when nobody can do these (renounced for real, finished, capped in code, burnt admin) or
 * only governance can (a real multisig or a timelock with a delay of days, as issuers of listed tokens have), and the
 * pool cannot be pulled by one wallet (LP burnt, locked for months, or widely held).
 *
 * Each launch: contracts/heldout2 compiled with solc, a Uniswap V2 pair against WETH or a dollar stablecoin, liquidity,
 * supply spread over twelve holders, buys and sells by several wallets hours apart, the LP burnt / locked / kept /
 * widely held, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, encodeAbiParameters, getContractAddress, type Hex, keccak256, toHex } from "viem";
import type { LabelledCase } from "../../harness";
import { DEAD, type LaunchContext, type Launched, type Quote } from "../evm/world";
import {
  ADMIN_1967,
  BIG,
  codeReplaced,
  HOLDER,
  holderCannotSell,
  holderSells,
  IMPL_1967,
  must,
  type Proof,
  pullsPool,
  refused,
  supplyGrows,
} from "./proofs";

export interface HeldoutEvm2Case extends LabelledCase {
  /** Public source(s) of the shape (repository/path, Etherscan address or URL, read 2026-11-26). */
  source: string;
  /** Pair age at scan time, days. */
  ageDays: number;
  launch(ctx: LaunchContext): Promise<Launched>;
  /** Trades in the last day before the scan. */
  late?(ctx: LaunchContext, l: Launched): Promise<void>;
  /** Shows, on a reverted snapshot, that the launched token behaves as the rationale says. */
  proof: Proof;
}

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals

const CRP =
  "CRPWarner (Lin et al., 'CRPWarner: Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts', 2024; github.com/CRPWarner/RugPull groundtruth)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer test descriptions (tokensniffer.com, 'Smell test')";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const UNI_SCAMS = "support.uniswap.org 'Unsellable token scams'";
const REKT = "rekt.news rug-pull write-ups";

type LpFate = "burn" | "keep" | "lock" | "wide" | "team" | "burn95" | "none";

interface Plan {
  quote?: Quote;
  setPair?: boolean;
  lp: LpFate;
  /** Sells by wallets during the launch (false when holders cannot sell by then). */
  sells?: boolean;
  /** Quote put in the pool: ETH, or dollars on the stablecoin pair. */
  liquidity?: number;
  /** Multiplies every buy (tokens with a max-transaction limit). */
  buyScale?: number;
  /** Runs after listing and spreading the supply, before the LP is settled and the trades start. */
  beforeTrades?: (pair: Address) => Promise<void>;
  /** Skips the 4 % burnt to 0x…dEaD (tokens whose rules refuse it). */
  noDeadBurn?: boolean;
}

const HOLDERS = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31];

/**
 * Lists 40 % of the supply (4 % when the LP is to be widely held), gives 3 % to each of twelve holders and burns 4 %,
 * settles the LP, then six wallets buy minutes to an hour apart and two of them sell part of their bags.
 */
async function launchAndTrade(ctx: LaunchContext, token: Address, plan: Plan): Promise<Launched> {
  const quote = plan.quote ?? "weth";
  const liquidity = plan.liquidity ?? (quote === "weth" ? 12 : 36_000);
  const supply = await ctx.supply(token);
  const wide = plan.lp === "wide";
  const pair = await ctx.list(token, {
    quote,
    tokens: wide ? supply / 25n : (supply * 2n) / 5n,
    quoteAmount: wide ? liquidity / 10 : liquidity,
    setPair: plan.setPair,
  });
  await ctx.spread(token, HOLDERS, 300);
  if (!plan.noDeadBurn) await ctx.send(token, "PlainUpgradeableToken", "transfer", [DEAD, supply / 25n]);
  await plan.beforeTrades?.(pair);
  if (plan.lp === "burn") await ctx.moveLp(pair, DEAD, 10_000);
  if (plan.lp === "burn95") await ctx.moveLp(pair, DEAD, 9_500);
  if (plan.lp === "lock") await ctx.lockLp(pair, 10_000, 365);
  if (plan.lp === "team") await ctx.moveLp(pair, ctx.wallet(30), 10_000);
  if (wide) {
    // Ten holders add all their tokens with their own quote: the deployer keeps about a tenth of the LP.
    for (const i of HOLDERS.slice(0, 10)) {
      const bal = await ctx.balance(token, ctx.wallet(i));
      await ctx.addLiquidity(token, quote, bal, liquidity / 10, ctx.wallet(i));
      await ctx.wait(0.25);
    }
    // The deployer seeded only 4 % of the supply: it hands 4 % each to ten more holders so that it keeps 16 %, as in
    // the other launches (20 %), instead of 56 % of the supply (not the distribution the rationales describe).
    await ctx.spread(token, [50, 51, 52, 53, 54, 55, 56, 57, 58, 59], 400);
  }
  await ctx.wait(0.5);
  const unit = (quote === "weth" ? 1 : 3000) * (plan.buyScale ?? 1);
  for (const [i, b] of [0.4, 1.5, 0.25, 1.8, 0.7, 0.5].entries()) {
    await ctx.buy(token, quote, ctx.wallet(i), b * unit);
    await ctx.wait(i % 2 === 0 ? 0.5 : 0.25);
  }
  if (plan.sells !== false) {
    await ctx.sell(token, quote, ctx.wallet(0), 5_000);
    await ctx.wait(0.5);
    await ctx.sell(token, quote, ctx.wallet(3), 2_500);
    await ctx.wait(0.5);
  }
  return { token, pair, quote };
}

/**
 * Two buys by fresh wallets in the last day and (unless `sells` is false) a partial sell, minutes apart: every case's
 * late trades run one after another on the one clock, so hours here would age every later pair.
 */
const lateTrades =
  (sells = true) =>
  async (ctx: LaunchContext, l: Launched) => {
    const unit = l.quote === "weth" ? 1 : 3000;
    await ctx.buy(l.token, l.quote, ctx.wallet(6), 0.3 * unit);
    await ctx.wait(0.05);
    await ctx.buy(l.token, l.quote, ctx.wallet(7), 0.15 * unit);
    if (sells) {
      await ctx.wait(0.05);
      await ctx.sell(l.token, l.quote, ctx.wallet(2), 3_000);
    }
  };

/** A Safe-style multisig (H2Multisig) of three of the case's wallets. */
const safeOf = (ctx: LaunchContext, threshold: bigint) =>
  ctx.deploy("H2Multisig", [[ctx.wallet(40), ctx.wallet(41), ctx.wallet(42)], threshold]);

/** The 2-of-3 multisig executes `data` on `to` (two confirmations). */
async function safeExec(ctx: LaunchContext, safe: Address, to: Address, data: Hex) {
  await ctx.send(safe, "H2Multisig", "execute", [to, data], ctx.wallet(40));
  await ctx.send(safe, "H2Multisig", "execute", [to, data], ctx.wallet(41));
}

/** First set's plumbing: a 2-of-3 multisig (HeldoutMultisig) admin of a Compound-style 2-day timelock. */
async function governedTimelock(ctx: LaunchContext): Promise<Address> {
  const ms = await ctx.deploy("HeldoutMultisig", [[ctx.wallet(40), ctx.wallet(41), ctx.wallet(42)], 2n]);
  return ctx.deploy("HeldoutTimelock", [ms, 2n * 86_400n]);
}

/** Contracts a launch deployed beside the token (lockers, beacons, vesting), for the proofs. */
const helpers = new Map<string, Address>();
const remember = (token: Address, what: string, a: Address) => helpers.set(`${token.toLowerCase()}:${what}`, a);
function deployed(token: Address, what: string): Address {
  const a = helpers.get(`${token.toLowerCase()}:${what}`);
  if (!a) throw new Error(`no ${what} recorded for ${token}`);
  return a;
}

const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);

const plainInit = (ctx: LaunchContext, name: string, symbol: string, owner: Address) =>
  ctx.encode("H2PlainToken", "initialize", [name, symbol, SUPPLY, owner]);

export const HELDOUT_EVM2_CASES: readonly HeldoutEvm2Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "time-bomb-sells-expired",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (delayed honeypot); ${CRP} (sell restriction on a time condition); H2Rugs.sol CountdownToken`,
    rationale:
      "Sells to the pair worked for the first 48 hours, then revert for everyone but the owner: every holder is now trapped. The chart showed healthy sells at launch.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("CountdownToken", [SUPPLY, 48n]), { lp: "burn", setPair: true }),
    late: lateTrades(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "time-bomb-sells-pending",
    expected: "danger",
    ageDays: 2,
    source: `${HONEYPOT} (delayed honeypot); ${SNIFFER} (time-dependent transfer rule); H2Rugs.sol CountdownToken`,
    rationale:
      "Sells still work today, but a constant in the transfer path makes every non-owner sell revert nine days after deployment. A buyer today is trapped next week.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("CountdownToken", [SUPPLY, 24n * 9n]), { lp: "burn", setPair: true }),
    late: lateTrades(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 5);
      await ctx.wait(24 * 8);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "max-wallet-catches-pair",
    expected: "danger",
    ageDays: 3,
    source: `${GOPLUS} (anti_whale_modifiable); ${SNIFFER} (max wallet modifiable); H2Rugs.sol HoldCapToken`,
    rationale:
      "The holding limit also applies to the pair; after trading the owner lowered it to 1 % of the supply, below the pool's balance, so every sell now reverts.",
    launch: async (ctx) => {
      const token = await ctx.deploy("HoldCapToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn" });
      await ctx.send(token, "HoldCapToken", "setHoldLimit", [SUPPLY / 100n]);
      return l;
    },
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "anti-dump-lock-ten-years",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (limiting sell); ${REKT} (vesting-style honeypots); H2Rugs.sol AntiDumpToken`,
    rationale:
      "Each buy locks the buyer's tokens for a period the owner sets without a cap; the owner set it to ten years, so anyone buying now can never sell. Early buyers could, which made the chart look fine.",
    launch: async (ctx) => {
      const token = await ctx.deploy("AntiDumpToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "AntiDumpToken", "setAntiDump", [3650n * 86_400n]);
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => holderCannotSell(ctx, l, 6),
  },
  {
    name: "tx-origin-dev-sweep",
    expected: "danger",
    ageDays: 6,
    source: `SWC-115 (swcregistry.io, authorization through tx.origin); ${SNIFFER} (hidden owner); H2Rugs.sol DustSweepToken`,
    rationale:
      "owner() is zero after renounceOwnership, but the deployer's address captured from tx.origin can call sweepDust(holder, amount) and take any holder's tokens.",
    launch: async (ctx) => {
      const token = await ctx.deploy("DustSweepToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn" });
      await ctx.send(token, "DustSweepToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      await ctx.send(l.token, "DustSweepToken", "sweepDust", [victim, bal]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's tokens were not taken");
    },
  },
  {
    name: "lp-in-deployer-written-locker",
    expected: "danger",
    ageDays: 1.7,
    source: `${REKT} (fake lockers); ${SNIFFER} (liquidity not locked in a known locker); H2Rugs.sol VaultLock`,
    rationale:
      "All LP sits in a 'lock' contract the deployer wrote; it records a one-year lock but its owner can emergencyWithdraw at any time and pull the pool.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RenouncedToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "keep" });
      await ctx.send(token, "RenouncedToken", "renounceOwnership");
      const vault = await ctx.deploy("VaultLock");
      remember(token, "vault", vault);
      const lp = await lpOf(ctx, l.pair!, ctx.deployer);
      await ctx.send(l.pair!, "Pair", "approve", [vault, lp]);
      await ctx.send(vault, "VaultLock", "lock", [l.pair!, lp, BigInt((await ctx.now()) + 365 * 86_400)]);
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const lpTotal = await ctx.read<bigint>(l.pair!, "Pair", "totalSupply");
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "the deployer still holds LP directly");
      const locker = deployed(l.token, "vault");
      must((await lpOf(ctx, l.pair!, locker)) > (lpTotal * 9n) / 10n, "the vault does not hold the LP");
      await ctx.send(locker, "VaultLock", "emergencyWithdraw", [l.pair!]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "lp-lock-ends-within-hours",
    expected: "danger",
    ageDays: 2.5,
    source: `${SNIFFER} (liquidity lock duration); UNCX / Team.Finance locker interface; ${REKT} (rug at lock expiry)`,
    rationale:
      "All LP is in a known locker, but the lock ends about eight hours after the scan (scan: about 2.5 days after listing); the deployer can then withdraw and pull the pool. A short lock is not protection for a buyer today.",
    launch: async (ctx) => {
      const start = await ctx.now();
      const token = await ctx.deploy("RenouncedToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "keep" });
      await ctx.send(token, "RenouncedToken", "renounceOwnership");
      const lp = await lpOf(ctx, l.pair!, ctx.deployer);
      await ctx.send(l.pair!, "Pair", "approve", [ctx.locker, lp]);
      await ctx.send(ctx.locker, "TestLocker", "lock", [
        l.pair!,
        lp,
        BigInt(Math.round(start + 2.5 * 86_400 + 9 * 3600)),
      ]);
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await ctx.send(ctx.locker, "TestLocker", "withdraw", [l.pair!, 0n]).catch(() => undefined);
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "the lock released the LP early");
      await ctx.wait(24);
      await ctx.send(ctx.locker, "TestLocker", "withdraw", [l.pair!, 0n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "uups-upgrade-by-eoa",
    expected: "danger",
    ageDays: 8,
    source: `OpenZeppelin UUPSUpgradeable docs (docs.openzeppelin.com/contracts/5.x/api/proxy); ${UNI_SCAMS} (proxy: the owner can change the code); H2Rugs.sol UupsToken + H2ERC1967Proxy`,
    rationale:
      "ERC-1967 proxy whose implementation lets its owner, one EOA, call upgradeToAndCall: that key can swap in code that mints or blocks sells at any time.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("UupsToken");
      const init = ctx.encode("UupsToken", "initialize", ["Upgradeable", "UPG", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("H2ERC1967Proxy", [impl, init]);
      return launchAndTrade(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("UupsToken");
      await codeReplaced(
        () => ctx.storage(l.token, IMPL_1967),
        () => ctx.send(l.token, "UupsToken", "upgradeToAndCall", [other, "0x"]),
      );
    },
  },
  {
    name: "beacon-owned-by-eoa",
    expected: "danger",
    ageDays: 5.3,
    source:
      "EIP-1967 beacon slot (eips.ethereum.org/EIPS/eip-1967); OpenZeppelin UpgradeableBeacon docs; H2Rugs.sol H2BeaconProxy + H2Beacon",
    rationale:
      "A beacon proxy: the token's code is whatever its beacon returns, and the beacon's owner is one EOA that can point it at new code.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H2PlainToken");
      const beacon = await ctx.deploy("H2Beacon", [impl, ctx.deployer]);
      const proxy = await ctx.deploy("H2BeaconProxy", [beacon, plainInit(ctx, "Beacon", "BCN", ctx.deployer)]);
      remember(proxy, "beacon", beacon);
      return launchAndTrade(ctx, proxy, { lp: "lock" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const beacon = deployed(l.token, "beacon");
      const other = await ctx.deploy("H2PlainToken");
      await codeReplaced(
        () => ctx.read<string>(beacon, "H2Beacon", "implementation"),
        () => ctx.send(beacon, "H2Beacon", "upgradeTo", [other]),
      );
    },
  },
  {
    name: "bridge-sender-unbacked",
    expected: "danger",
    ageDays: 4.3,
    source: `${REKT} (fake bridged tokens, unbacked issuance); ${CRP} (hidden mint); H2Rugs.sol BridgedToken`,
    rationale:
      "Transfers sent by a hard-coded 'bridge' address never debit it: that wallet can hand out unlimited tokens (no mint event, supply unchanged) and dump them on the pool.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("BridgedToken", [SUPPLY, ctx.wallet(45)]), { lp: "burn" }),
    late: lateTrades(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "PlainUpgradeableToken", "transfer", [ctx.wallet(46), BIG], ctx.wallet(45));
      must((await ctx.balance(l.token, ctx.wallet(46))) === BIG, "the bridge could not issue unbacked tokens");
    },
  },
  {
    name: "swappable-antibot-module",
    expected: "danger",
    ageDays: 3.5,
    source: `${GOPLUS} (external_call); ${HONEYPOT} (transfer consults an external contract); H2Rugs.sol ModuleGuardToken`,
    rationale:
      "Every transfer asks an 'anti-bot' module the owner (one EOA) can replace; plugging in a module that refuses transfers to the pair blocks every sell.",
    launch: async (ctx) => {
      const guard = await ctx.deploy("PassGuard");
      return launchAndTrade(ctx, await ctx.deploy("ModuleGuardToken", [SUPPLY, guard]), { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const blocker = await ctx.deploy("SellBlockGuard", [l.pair!]);
      await ctx.send(l.token, "ModuleGuardToken", "setGuard", [blocker]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "packed-config-sell-fee-95",
    expected: "danger",
    ageDays: 2.7,
    source: `${SNIFFER} (modifiable fees); ${CRP} (fee manipulation); H2Rugs.sol PackedFeeToken`,
    rationale:
      "Fees are set through configure(bytes) with no cap; after launch the owner set the sell fee to 95 %, paid to itself. Sells still go through, but holders get back a twentieth.",
    launch: async (ctx) => {
      const token = await ctx.deploy("PackedFeeToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn", setPair: true });
      const cfg = encodeAbiParameters([{ type: "uint16" }, { type: "uint16" }], [300, 9500]);
      await ctx.send(token, "PackedFeeToken", "configure", [cfg]);
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      must((await ctx.read<number>(l.token, "PackedFeeToken", "sellFee")) === 9500, "sell fee is not 95 %");
      const sold = await ctx.balance(l.token, ctx.wallet(HOLDER));
      const before = await ctx.balance(l.token, ctx.deployer);
      await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 10_000);
      const taken = (await ctx.balance(l.token, ctx.deployer)) - before;
      must(taken * 100n >= sold * 94n, "the owner did not take 95 % of the sell");
    },
  },
  {
    name: "sniper-window-stretched",
    expected: "danger",
    ageDays: 4.6,
    source: `${HONEYPOT} / ${SNIFFER} (anti-snipe blacklist); the 'deadBlocks' launch-token family; H2Rugs.sol DeadBlockToken`,
    rationale:
      "Buyers inside a 'sniper window' are blacklisted forever; the owner can set the window without limit and stretched it to ten years, so every buyer now is blacklisted on purchase.",
    launch: async (ctx) => {
      const token = await ctx.deploy("DeadBlockToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "DeadBlockToken", "setDeadBlocks", [3650n * 86_400n]);
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => holderCannotSell(ctx, l, 7),
  },
  {
    name: "airdrop-function-mints",
    expected: "danger",
    ageDays: 6.3,
    source: `${CRP} (hidden mint under another name); ${SNIFFER} (owner can mint); H2Rugs.sol DropToken`,
    rationale:
      "airdrop(recipients, each) is an uncapped mint held by one EOA owner: unlimited new supply can be dumped on the pool.",
    launch: async (ctx) => launchAndTrade(ctx, await ctx.deploy("DropToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
    proof: async (ctx, l) =>
      supplyGrows(ctx, l, () => ctx.send(l.token, "DropToken", "airdrop", [[ctx.wallet(46)], BIG]), "airdrop"),
  },
  {
    name: "marketing-wallet-skips-allowance",
    expected: "danger",
    ageDays: 5.6,
    source: `${CRP} (transferFrom without allowance: leaking tokens); ${GOPLUS} (owner_change_balance); H2Rugs.sol MarketingToken`,
    rationale:
      "transferFrom skips the allowance check when the caller is the marketing wallet (owner-settable): that wallet can move any holder's tokens without their signature.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("MarketingToken", [SUPPLY, ctx.wallet(45)]), { lp: "burn" }),
    late: lateTrades(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      await ctx.send(l.token, "PlainUpgradeableToken", "transferFrom", [victim, ctx.wallet(45), bal], ctx.wallet(45));
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's tokens were not taken");
    },
  },
  {
    name: "gas-sink-on-sell",
    expected: "danger",
    ageDays: 2.15,
    source: `${HONEYPOT} (sell runs out of gas / extreme gas); ${GOPLUS} (honeypot); H2Rugs.sol GasSinkToken`,
    rationale:
      "After launch the owner turned on an 'optimizer' that makes every non-owner transfer into the pair loop until it runs out of gas: no sell can complete.",
    launch: async (ctx) => {
      const token = await ctx.deploy("GasSinkToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "GasSinkToken", "setOptimizer", [true]);
      return l;
    },
    late: lateTrades(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "pool-burn-and-sync",
    expected: "danger",
    ageDays: 3.2,
    source: `${REKT} and CertiK incident write-ups (burn tokens out of the LP, sync, sell); ${CRP} (balance manipulation); H2Rugs.sol PoolRebalanceToken`,
    rationale:
      "rebalancePool(bps) lets the owner burn the pool's own tokens and sync the pair; the owner then sells a handful of tokens for nearly all the quote, though the LP is burnt.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("PoolRebalanceToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lateTrades(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.token, "PoolRebalanceToken", "rebalancePool", [9_990n]);
      await ctx.sell(l.token, l.quote, ctx.deployer, 1_000);
      must((await ctx.quoteReserve(l)) < before * 0.2, "the owner could not drain the pool");
    },
  },
  {
    name: "multisig-threshold-one",
    expected: "danger",
    ageDays: 7,
    source: `Safe docs (docs.safe.global: threshold = confirmations required); ${REKT} (single-signer multisig compromises); H2Rugs.sol TreasuryMintToken + H2Base.sol H2Multisig`,
    rationale:
      "The owner looks like a Safe with three owners, but its threshold is 1: any one of three keys can mint without limit alone. A 1-of-N is a single key, three times over.",
    launch: async (ctx) => {
      const safe = await safeOf(ctx, 1n);
      return launchAndTrade(ctx, await ctx.deploy("TreasuryMintToken", [SUPPLY, safe]), { lp: "lock" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const safe = await ctx.read<Address>(l.token, "TreasuryMintToken", "owner");
      const data = ctx.encode("TreasuryMintToken", "mint", [ctx.wallet(41), BIG]);
      await supplyGrows(ctx, l, () => ctx.send(safe, "H2Multisig", "execute", [l.token, data], ctx.wallet(41)), "mint");
    },
  },
  {
    name: "timelock-without-delay",
    expected: "danger",
    ageDays: 4.9,
    source:
      "Compound Timelock (github.com/compound-finance/compound-protocol, contracts/Timelock.sol: 2-day minimum delay) vs a timelock with delay 0; H2Base.sol H2Timelock",
    rationale:
      "The mint-holding owner is called a timelock, but its delay is zero and its admin is one EOA: it can queue and execute an unlimited mint in the same minute.",
    launch: async (ctx) => {
      const tl = await ctx.deploy("H2Timelock", [ctx.deployer, 0n]);
      return launchAndTrade(ctx, await ctx.deploy("TreasuryMintToken", [SUPPLY, tl]), { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const tl = await ctx.read<Address>(l.token, "TreasuryMintToken", "owner");
      const data = ctx.encode("TreasuryMintToken", "mint", [ctx.deployer, BIG]);
      const eta = BigInt((await ctx.now()) + 3600);
      await ctx.send(tl, "H2Timelock", "queueTransaction", [l.token, data, eta]);
      await ctx.wait(1.1);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(tl, "H2Timelock", "executeTransaction", [l.token, data, eta]),
        "timelocked mint",
      );
    },
  },
  {
    name: "tether-controls-single-eoa",
    expected: "danger",
    ageDays: 10,
    source:
      "TetherToken issuer controls as in the verified source at 0xdAC17F958D2ee523a2206206994597C13D831ec7 (pause, addBlackList, destroyBlackFunds, issue, deprecate), here held by one fresh EOA; H2Rugs.sol TetherShapeToken",
    rationale:
      "The same controls as USDT, but held by one unknown EOA instead of an issuer's multisig: that key can freeze any holder, destroy their balance, mint without limit, pause all transfers and redirect transfers to new code.",
    launch: async (ctx) => {
      const token = await ctx.deploy("TetherShapeToken", [10n ** 15n, ctx.deployer]);
      return launchAndTrade(ctx, token, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      await ctx.send(l.token, "TetherShapeToken", "addBlackList", [victim]);
      await ctx.send(l.token, "TetherShapeToken", "destroyBlackFunds", [victim]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's balance was not destroyed");
    },
  },
  {
    name: "lp-moved-to-team-wallet",
    expected: "danger",
    ageDays: 1,
    source: `${SNIFFER} (liquidity not locked / LP holders); ${REKT} (soft rugs by LP holders); H2Real.sol RenouncedToken`,
    rationale:
      "Honest code (renounced, no hooks), but the whole LP of a one-day-old pair was moved to a single fresh 'team' wallet, which can pull the pool whenever it likes.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RenouncedToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "team" });
      await ctx.send(token, "RenouncedToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => pullsPool(ctx, l, ctx.wallet(30)),
  },
  {
    name: "sell-mints-to-dev",
    expected: "danger",
    ageDays: 3.8,
    source: `${CRP} (mint hidden in transfer); ${SNIFFER} (supply changes on transfer); H2Rugs.sol SellInflationToken`,
    rationale:
      "No owner, but every sell mints twenty times the amount sold to a hard-coded dev wallet: the supply inflates with each sell and the dev can dump it all.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("SellInflationToken", [SUPPLY, ctx.wallet(45)]), {
        lp: "burn",
        setPair: true,
      }),
    late: lateTrades(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        async () => {
          await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 5_000);
        },
        "a holder's sell",
      ),
  },
  {
    name: "approvals-closed-by-owner",
    expected: "danger",
    ageDays: 2.3,
    source: `${UNI_SCAMS} (approve fails); ${HONEYPOT} (cannot approve router); H2Rugs.sol ApproveGateToken`,
    rationale:
      "After launch the owner closed approvals: a holder who has not approved the router yet can no longer approve it, so cannot sell. Buying still works.",
    launch: async (ctx) => {
      const token = await ctx.deploy("ApproveGateToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn" });
      await ctx.send(token, "ApproveGateToken", "setApprovals", [false]);
      return l;
    },
    late: lateTrades(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "pending-owner-survives-renounce",
    expected: "danger",
    ageDays: 6.6,
    source: `OpenZeppelin 5.x Ownable2Step docs (renounce clears the pending owner there); ${GOPLUS} (can_take_back_ownership, hidden_owner); H2Rugs.sol PendingClaimToken`,
    rationale:
      "owner() is zero, but a hidden wallet nominated before the renounce can still acceptOwnership and then mint without limit: the renounce is fake.",
    launch: async (ctx) => {
      const token = await ctx.deploy("PendingClaimToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn" });
      await ctx.send(token, "PendingClaimToken", "transferOwnership", [ctx.wallet(47)]);
      await ctx.send(token, "PendingClaimToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "PendingClaimToken", "acceptOwnership", [], ctx.wallet(47));
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "PendingClaimToken", "mint", [ctx.wallet(47), BIG], ctx.wallet(47)),
        "mint",
      );
    },
  },

  // ───────────────────────────── SAFE ─────────────────────────────
  {
    name: "aave-shape-executor-timelock",
    expected: "safe",
    ageDays: 120,
    source:
      "AAVE, Etherscan-verified AaveTokenV2 behind InitializableAdminUpgradeabilityProxy at 0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9 (admin: Aave governance executor, a timelock); H2Real.sol AaveShapeToken + heldout/Governance.sol HeldoutTransparentProxy",
    rationale:
      "Fixed supply set once, no owner, no mint; the EIP-1967 proxy's admin is a 2-day timelock run by a 2-of-3 multisig (governance with time to exit). LP widely held.",
    launch: async (ctx) => {
      const tl = await governedTimelock(ctx);
      const impl = await ctx.deploy("AaveShapeToken");
      const init = ctx.encode("AaveShapeToken", "initialize", ["Aave-shape", "sAAVE", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [impl, tl, init]);
      return launchAndTrade(ctx, proxy, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const admin = `0x${(await ctx.storage(l.token, ADMIN_1967)).slice(-40)}` as Address;
      must((await ctx.read<bigint>(admin, "HeldoutTimelock", "delay")) >= 2n * 86_400n, "admin is not the timelock");
      await holderSells(ctx, l);
    },
  },
  {
    name: "comp-shape-fixed-votes",
    expected: "safe",
    ageDays: 200,
    source:
      "COMP, Etherscan-verified Comp at 0xc00e94Cb662C3520282E6f5717214004A7f26888 (uint96 balances, delegation, no owner, no mint); H2Real.sol CompShapeToken",
    rationale:
      "Fixed supply minted once at construction, delegation only, no owner and no privileged function. LP burnt.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("CompShapeToken", [ctx.deployer, SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "CompShapeToken", "delegate", [ctx.wallet(HOLDER)], ctx.wallet(HOLDER));
      await holderSells(ctx, l);
    },
  },
  {
    name: "mkr-shape-dsauth-governed",
    expected: "safe",
    ageDays: 300,
    source:
      "MKR, Etherscan-verified DSToken at 0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2 with MkrAuthority at 0x6eEB68B2C7A918f36B78E2DB80dcF279236DDFb8 (owner zero, only root mints, anyone burns); H2Real.sol MkrShapeToken + MkrShapeAuthority",
    rationale:
      "DSAuth token with owner set to zero; its authority lets only a root (a 2-day timelock run by a 2-of-3 multisig) mint or stop: governance, not one key. LP widely held.",
    launch: async (ctx) => {
      const tl = await governedTimelock(ctx);
      const token = await ctx.deploy("MkrShapeToken", [SUPPLY]);
      const authority = await ctx.deploy("MkrShapeAuthority", [tl]);
      await ctx.send(token, "MkrShapeToken", "setAuthority", [authority]);
      await ctx.send(token, "MkrShapeToken", "setOwner", ["0x0000000000000000000000000000000000000000"]);
      return launchAndTrade(ctx, token, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "MkrShapeToken", "mint", [ctx.deployer, BIG]), "a mint by the deployer");
      await refused(ctx, ctx.send(l.token, "MkrShapeToken", "stop"), "a stop by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "shib-shape-plain-old",
    expected: "safe",
    ageDays: 400,
    source:
      "SHIB, Etherscan-verified TokenMintERC20Token at 0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE (fixed supply, holder burn, no owner); H2Real.sol ShibShapeToken",
    rationale:
      "Plain fixed-supply token with a holder-only burn and no owner; the pair is over a year old and its LP burnt.",
    launch: async (ctx) => launchAndTrade(ctx, await ctx.deploy("ShibShapeToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "pepe-shape-renounced-blacklist",
    expected: "safe",
    ageDays: 90,
    source:
      "PEPE, Etherscan-verified PepeToken at 0x6982508145454Ce325dDbE47a25d4ec3d2311933 (owner-only blacklist and setRule; ownership renounced after setting the pair); H2Real.sol PepeShapeToken",
    rationale:
      "The code has an owner-only blacklist and holding rule, but ownership was renounced after the pair was set (limits off): nobody can ever use them. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("PepeShapeToken", [SUPPLY]);
      return launchAndTrade(ctx, token, {
        lp: "burn",
        beforeTrades: async (pair) => {
          await ctx.send(token, "PepeShapeToken", "setRule", [false, pair, 0n, 0n]);
          await ctx.send(token, "PepeShapeToken", "renounceOwnership");
        },
      });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "PepeShapeToken", "blacklist", [ctx.wallet(HOLDER), true]),
        "a blacklist by the former owner",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "wbtc-shape-custodian-multisig",
    expected: "safe",
    ageDays: 250,
    source:
      "WBTC, Etherscan-verified WBTC at 0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599 (8 decimals, Claimable owner mint/burn, Pausable; owner is the Controller governed by a multisig); H2Real.sol WbtcShapeToken",
    rationale:
      "A custodial wrapped asset: mint and pause are held by a 2-of-3 multisig (the custodian's governance, as WBTC's), not by one key; a trader should know the custodian exists, a medium, not a rug. LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("WbtcShapeToken", [21_000_000n * 10n ** 8n]);
      const safe = await safeOf(ctx, 2n);
      await ctx.send(token, "WbtcShapeToken", "transferOwnership", [safe]);
      await safeExec(ctx, safe, token, ctx.encode("WbtcShapeToken", "claimOwnership"));
      return launchAndTrade(ctx, token, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "WbtcShapeToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      const safe = await ctx.read<Address>(l.token, "WbtcShapeToken", "owner");
      const before = await ctx.supply(l.token);
      const data = ctx.encode("WbtcShapeToken", "mint", [ctx.wallet(40), 1n]);
      await ctx.send(safe, "H2Multisig", "execute", [l.token, data], ctx.wallet(40));
      must((await ctx.supply(l.token)) === before, "one signer minted alone");
      await holderSells(ctx, l);
    },
  },
  {
    name: "usdt-shape-issuer-multisig",
    expected: "safe",
    ageDays: 365,
    source:
      "USDT, Etherscan-verified TetherToken at 0xdAC17F958D2ee523a2206206994597C13D831ec7 (owner: Tether's multisig; pause, blacklist, destroyBlackFunds, issue, fee capped at 20 bps / 50 units, deprecate); H2Rugs.sol TetherShapeToken",
    rationale:
      "Issuer controls (freeze, wipe a frozen balance, issue, pause, migrate) held by a 2-of-3 multisig: a regulated-issuer risk a trader should be told about (medium), not a rug; fees capped in code. LP widely held.",
    launch: async (ctx) => {
      const safe = await safeOf(ctx, 2n);
      return launchAndTrade(ctx, await ctx.deploy("TetherShapeToken", [10n ** 15n, safe]), { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const safe = await ctx.read<Address>(l.token, "TetherShapeToken", "owner");
      const data = ctx.encode("TetherShapeToken", "addBlackList", [ctx.wallet(HOLDER)]);
      await ctx.send(safe, "H2Multisig", "execute", [l.token, data], ctx.wallet(42));
      must(
        !(await ctx.read<boolean>(l.token, "TetherShapeToken", "isBlackListed", [ctx.wallet(HOLDER)])),
        "one signer froze alone",
      );
      await refused(ctx, ctx.send(l.token, "TetherShapeToken", "setParams", [50n, 100n], safe), "a fee above the cap");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ens-shape-capped-yearly-mint",
    expected: "safe",
    ageDays: 150,
    source:
      "ENS, Etherscan-verified ENSToken at 0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72 (owner-only mint capped at 2 % of supply, at most once per 365 days; owner is the DAO timelock); H2Real.sol EnsShapeToken",
    rationale:
      "Mint is capped at 2 % a year in code and held by a 2-day timelock run by a 2-of-3 multisig. LP widely held.",
    launch: async (ctx) => {
      const tl = await governedTimelock(ctx);
      const token = await ctx.deploy("EnsShapeToken", [SUPPLY]);
      await ctx.send(token, "EnsShapeToken", "transferOwnership", [tl]);
      return launchAndTrade(ctx, token, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "EnsShapeToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ownable2step-safe-fee-capped",
    expected: "safe",
    ageDays: 30,
    source:
      "OpenZeppelin Contracts 5.x Ownable2Step (docs.openzeppelin.com/contracts/5.x/api/access#Ownable2Step); Safe docs; H2Real.sol TwoStepFeeToken",
    rationale:
      "A 2 % trading fee whose setter is capped at 5 % by a constant; ownership moved in two steps to a 2-of-3 Safe. LP locked for a year in a known locker.",
    launch: async (ctx) => {
      const token = await ctx.deploy("TwoStepFeeToken", [SUPPLY, ctx.wallet(45)]);
      const safe = await safeOf(ctx, 2n);
      const l = await launchAndTrade(ctx, token, { lp: "lock", setPair: true });
      await ctx.send(token, "TwoStepFeeToken", "transferOwnership", [safe]);
      await safeExec(ctx, safe, token, ctx.encode("TwoStepFeeToken", "acceptOwnership"));
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const safe = await ctx.read<Address>(l.token, "TwoStepFeeToken", "owner");
      await refused(ctx, ctx.send(l.token, "TwoStepFeeToken", "setFee", [600n], safe), "a fee above 5 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "oz5-roles-timelock-capped",
    expected: "safe",
    ageDays: 60,
    source:
      "OpenZeppelin Contracts 5.x AccessControl and ERC20Capped (docs.openzeppelin.com/contracts/5.x/api/access#AccessControl, api/token/erc20#ERC20Capped); H2Real.sol RoleCappedToken",
    rationale:
      "MINTER_ROLE is held only by a 2-day timelock run by a 2-of-3 multisig, the deployer renounced the admin role, and the cap allows at most 10 % more supply. LP widely held.",
    launch: async (ctx) => {
      const tl = await governedTimelock(ctx);
      const token = await ctx.deploy("RoleCappedToken", [SUPPLY, (SUPPLY * 11n) / 10n]);
      await ctx.send(token, "RoleCappedToken", "grantRole", [keccak256(toHex("MINTER_ROLE")), tl]);
      await ctx.send(token, "RoleCappedToken", "renounceRole", [`0x${"00".repeat(32)}`, ctx.deployer]);
      return launchAndTrade(ctx, token, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "RoleCappedToken", "grantRole", [keccak256(toHex("MINTER_ROLE")), ctx.deployer]),
        "a role grant by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "safe-pauser-stable-pair",
    expected: "safe",
    ageDays: 45,
    source:
      "OpenZeppelin ERC20Pausable (docs.openzeppelin.com/contracts/5.x/api/token/erc20#ERC20Pausable); Safe docs; H2Real.sol SafePausableToken",
    rationale:
      "Pause is held by a 2-of-3 Safe, not one key; nothing else is privileged. Traded against a dollar stablecoin with widely held LP.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SafePausableToken", [SUPPLY]);
      const safe = await safeOf(ctx, 2n);
      await ctx.send(token, "SafePausableToken", "transferOwnership", [safe]);
      return launchAndTrade(ctx, token, { lp: "wide", quote: "usd" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "SafePausableToken", "pause"), "a pause by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "wallets-only-renounced",
    expected: "safe",
    ageDays: 20,
    source: `${HONEYPOT} / ${SNIFFER} (contract restrictions are reported separately from honeypots); H2Real.sol WalletsOnlyToken`,
    rationale:
      "An anti-bot rule stops contracts (other than the pair) from receiving the token; ordinary wallets buy and sell freely, ownership is renounced, LP burnt. A restriction for smart wallets, not a trap.",
    launch: async (ctx) => {
      const token = await ctx.deploy("WalletsOnlyToken", [SUPPLY]);
      return launchAndTrade(ctx, token, {
        lp: "burn",
        setPair: true,
        beforeTrades: async () => ctx.send(token, "WalletsOnlyToken", "renounceOwnership"),
      });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "PlainUpgradeableToken", "transfer", [ctx.locker, 1n], ctx.wallet(HOLDER)),
        "a transfer to a contract",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "team-tokens-vesting-renounced",
    expected: "safe",
    ageDays: 25,
    source:
      "OpenZeppelin VestingWallet (docs.openzeppelin.com/contracts/5.x/api/finance#VestingWallet); H2Real.sol TeamVesting + RenouncedToken",
    rationale:
      "Team tokens (15 %) vest linearly over a year in a vesting contract; ownership renounced; LP burnt. Nothing can be pulled or changed.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RenouncedToken", [SUPPLY]);
      const vesting = await ctx.deploy("TeamVesting", [ctx.wallet(45), 365n * 86_400n]);
      await ctx.send(token, "PlainUpgradeableToken", "transfer", [vesting, (SUPPLY * 15n) / 100n]);
      await ctx.send(token, "RenouncedToken", "renounceOwnership");
      remember(token, "vesting", vesting);
      return launchAndTrade(ctx, token, { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      await ctx.send(vesting, "TeamVesting", "release", [l.token]);
      must((await ctx.balance(l.token, ctx.wallet(45))) < (SUPPLY * 15n) / 100n / 5n, "vesting released too much");
      await holderSells(ctx, l);
    },
  },
  {
    name: "stable-pair-lp-locked-two-years",
    expected: "safe",
    ageDays: 14,
    source: "UNCX / Team.Finance LP locker interface (lock until a date); H2Real.sol RenouncedToken",
    rationale:
      "Renounced plain token; the whole LP of its dollar-stablecoin pair is locked for two years in a known locker.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RenouncedToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "keep", quote: "usd" });
      await ctx.send(token, "RenouncedToken", "renounceOwnership");
      await ctx.lockLp(l.pair!, 10_000, 730);
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "the deployer kept LP");
      await ctx.send(ctx.locker, "TestLocker", "withdraw", [l.pair!, 0n]).catch(() => undefined);
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "the lock released the LP early");
      await holderSells(ctx, l);
    },
  },
  {
    name: "launchpad-factory-standard-token",
    expected: "safe",
    ageDays: 10,
    source:
      "PinkSale 'Create token' standard token (docs.pinksale.finance) and Team.Finance token factory: a factory-deployed plain token; H2Real.sol LaunchpadFactory",
    rationale:
      "Created by a launchpad factory (the token's deployer is the factory contract): plain fixed supply, no owner functions. LP burnt.",
    launch: async (ctx) => {
      const factory = await ctx.deploy("LaunchpadFactory", [], ctx.wallet(48));
      await ctx.send(factory, "LaunchpadFactory", "create", ["Pad Token", "PAD", SUPPLY]);
      const token = getContractAddress({ from: factory, nonce: 1n });
      return launchAndTrade(ctx, token, { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "lp-95-burnt-old-pair",
    expected: "safe",
    ageDays: 220,
    source: `${SNIFFER} (share of liquidity burnt or locked); H2Real.sol RenouncedToken`,
    rationale:
      "Renounced plain token, pair over seven months old; 95 % of the LP burnt, the deployer holds 5 % (it can pull at most a twentieth of the pool).",
    launch: async (ctx) => {
      const token = await ctx.deploy("RenouncedToken", [SUPPLY]);
      const l = await launchAndTrade(ctx, token, { lp: "burn95" });
      await ctx.send(token, "RenouncedToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.06, "the deployer holds more than 6 % of the LP");
      await holderSells(ctx, l);
    },
  },
  {
    name: "reflection-pair-excluded-renounced",
    expected: "safe",
    ageDays: 40,
    source:
      "reflect.finance RFI (reflected and true balances, excludeFromReward); CertiK SafeMoon-fork write-ups; H2Real.sol ReflectToken",
    rationale:
      "RFI-style reflection with a 2 % fee fixed by a constant; the owner excluded the pair from rewards, then renounced. Holders earn reflections, nothing can be changed. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("ReflectToken", [SUPPLY]);
      return launchAndTrade(ctx, token, {
        lp: "burn",
        beforeTrades: async (pair) => {
          await ctx.send(token, "ReflectToken", "excludeFromReward", [pair]);
          await ctx.send(token, "ReflectToken", "renounceOwnership");
        },
      });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "ReflectToken", "excludeFromReward", [ctx.wallet(5)]), "an exclusion");
      await holderSells(ctx, l);
    },
  },
  {
    name: "marketing-tax-3pct-renounced",
    expected: "safe",
    ageDays: 12,
    source: `${GOPLUS} (buy_tax, sell_tax, slippage_modifiable); ${SNIFFER} (modifiable fees, capped case); H2Real.sol MarketingTaxToken`,
    rationale:
      "A 3 % buy/sell tax to a marketing wallet; the setter is capped at 10 % and ownership is renounced, so the tax stays 3 %. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("MarketingTaxToken", [SUPPLY, ctx.wallet(45)]);
      return launchAndTrade(ctx, token, {
        lp: "burn",
        setPair: true,
        beforeTrades: async () => ctx.send(token, "MarketingTaxToken", "renounceOwnership"),
      });
    },
    late: lateTrades(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "limits-raise-only-owner",
    expected: "safe",
    ageDays: 9,
    source: `${GOPLUS} (anti_whale vs anti_whale_modifiable); H2Real.sol RaiseOnlyLimitsToken`,
    rationale:
      "The owner EOA keeps max-transaction and max-wallet limits but can only raise or remove them, never lower them; no fee, mint or pause. LP locked for a year.",
    launch: async (ctx) =>
      launchAndTrade(ctx, await ctx.deploy("RaiseOnlyLimitsToken", [SUPPLY]), {
        lp: "lock",
        setPair: true,
        buyScale: 0.2,
      }),
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RaiseOnlyLimitsToken", "setMaxTx", [1n]), "lowering max tx");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ico-mint-finished",
    expected: "safe",
    ageDays: 500,
    source:
      "OpenZeppelin-solidity 1.x MintableToken (mint until finishMinting(), final), the shape of many Etherscan-listed 2017 ICO tokens; H2Real.sol FinishedMintToken",
    rationale:
      "The owner EOA still exists but minting was finished for good (mintingFinished is final) and nothing else is privileged. LP widely held, pair old.",
    launch: async (ctx) => {
      const token = await ctx.deploy("FinishedMintToken", [SUPPLY]);
      await ctx.send(token, "FinishedMintToken", "finishMinting");
      return launchAndTrade(ctx, token, { lp: "wide" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "FinishedMintToken", "mint", [ctx.deployer, BIG]), "a mint after finish");
      await holderSells(ctx, l);
    },
  },
  {
    name: "beacon-owner-renounced",
    expected: "safe",
    ageDays: 35,
    source:
      "EIP-1967 beacon slot; OpenZeppelin UpgradeableBeacon (renounceOwnership); H2Rugs.sol H2BeaconProxy + H2Beacon",
    rationale:
      "Beacon proxy whose beacon owner renounced: the code can never change; the implementation is a plain fixed-supply token. LP burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H2PlainToken");
      const beacon = await ctx.deploy("H2Beacon", [impl, ctx.deployer]);
      const proxy = await ctx.deploy("H2BeaconProxy", [beacon, plainInit(ctx, "Fixed Beacon", "FBCN", ctx.deployer)]);
      await ctx.send(beacon, "H2Beacon", "renounceOwnership");
      remember(proxy, "beacon", beacon);
      return launchAndTrade(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      const beacon = deployed(l.token, "beacon");
      await refused(ctx, ctx.send(beacon, "H2Beacon", "upgradeTo", [ctx.wallet(5)]), "an upgrade");
      await holderSells(ctx, l);
    },
  },
  {
    name: "uups-owner-renounced",
    expected: "safe",
    ageDays: 18,
    source:
      "OpenZeppelin UUPSUpgradeable docs (upgrades decided by the implementation); H2Rugs.sol UupsToken + H2ERC1967Proxy",
    rationale:
      "UUPS proxy whose only upgrader, the owner, renounced: upgradeToAndCall can never succeed again, so the plain token code is final. LP burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("UupsToken");
      const init = ctx.encode("UupsToken", "initialize", ["Final UUPS", "FUUPS", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("H2ERC1967Proxy", [impl, init]);
      await ctx.send(proxy, "UupsToken", "renounceOwnership");
      return launchAndTrade(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "UupsToken", "upgradeToAndCall", [ctx.wallet(5), "0x"]), "an upgrade");
      await holderSells(ctx, l);
    },
  },
];
