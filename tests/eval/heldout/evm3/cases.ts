/**
 * HELD-OUT EVM evaluation set v3 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of the earlier sets; only public material (cited per case, read 2026-11-26), the
 * earlier sets' plumbing and case formats. The expectations below were committed BEFORE the engine ever ran on these
 * tokens. Never edit an expectation to match the engine; a broken launch script may be fixed, with the reason in the
 * commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts verdictOf).
 * Analyst rule (README.md of this folder): danger when, today or by a rule already written into the code, a holder
 * can lose the ability to sell, lose tokens or value they did not agree to lose, or be diluted without bound, at the
 * hands of a party that can act alone or within hours (one key, however it is dressed: EOA, baked-in address,
 * masked slot, role, guardian, emergency path, one-hour timelock, replaceable code or ledger); or when one wallet can
 * pull most of the pool. Safe when nobody can, when the powers are bounded in code (caps, schedules, lower-only
 * settings, expired windows), or when only governance acting over days can (a multisig of distinct keys, a timelock
 * of two days or more), and the pool cannot be pulled by one wallet.
 *
 * Each launch: contracts/heldout3 compiled with solc (with the earlier sets' plumbing), a Uniswap V2 pair against WETH
 * or a dollar stablecoin, liquidity, a spread of the supply over ten holders and more (the deployer keeps ~5 %), buys
 * and sells by several wallets minutes to hours apart, the LP burnt / kept / locked / widely held / moved, then the
 * owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import type { Address, Hex } from "viem";
import { DEAD, type LaunchContext, type Launched, type Quote } from "../evm/world";
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

/** Same shape as the v2 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm3Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals

const CRP = "CRPWarner (Lin et al. 2024, github.com/CRPWarner/RugPull dataset descriptions)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const UNI_SCAMS = "support.uniswap.org 'Unsellable token scams'";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK = "CertiK / SlowMist audit finding classes (centralization risk, privileged roles)";
const ZOS_IMPL: Hex = "0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3";
const EIP1822: Hex = "0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7";

type LpFate = "burn" | "keep" | "lock" | "wide" | "token" | "lock-short";

interface Plan {
  quote?: Quote;
  setPair?: boolean;
  lp: LpFate;
  /** Quote put in the pool (ETH, or dollars on the stablecoin pair). */
  liquidity?: number;
  /** Runs after listing and the spread, before the LP is settled and the trades start. */
  before?: (pair: Address) => Promise<void>;
  /** Sells during the launch (false when holders cannot sell by then). */
  sells?: boolean;
  /** Token contract that receives the LP (lp: "token"). */
  lpTo?: Address;
  /** Send 5 % of the supply to 0x…dEaD (default true). */
  deadBurn?: boolean;
}

/** Ten holders of 3 % each. HOLDER (wallet 4) is a buyer that never sells. */
const HOLDERS = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29];

/**
 * Lists 30 % of the supply (3 % when the LP is to be widely held), gives 3 % to each of ten holders, burns 5 %,
 * hands all but 5 % of the rest to further holders, settles the LP, then five wallets buy minutes to hours apart and
 * two of them sell part of their bags.
 */
async function openMarket(ctx: LaunchContext, token: Address, plan: Plan): Promise<Launched> {
  const quote = plan.quote ?? "weth";
  const liquidity = plan.liquidity ?? (quote === "weth" ? 10 : 30_000);
  const supply = await ctx.supply(token);
  const wide = plan.lp === "wide";
  const pair = await ctx.list(token, {
    quote,
    tokens: wide ? (supply * 3n) / 100n : (supply * 3n) / 10n,
    quoteAmount: wide ? liquidity / 10 : liquidity,
    setPair: plan.setPair,
  });
  await ctx.spread(token, HOLDERS, 300);
  if (plan.deadBurn !== false) await ctx.send(token, "PlainUpgradeableToken", "transfer", [DEAD, supply / 20n]);
  // The deployer keeps about 5 % of the supply and hands the rest, 3 % each, to further holders (team, treasury, early
  // backers): no wallet is left with a share it could dump into the pool, as the rationales assume. (The first run
  // showed the launch had left the deployer 35-62 %; see README "First run".)
  const keep = supply / 20n;
  const share = (supply * 3n) / 100n;
  for (let w = 50; (await ctx.balance(token, ctx.deployer)) >= keep + share; w++)
    await ctx.send(token, "PlainUpgradeableToken", "transfer", [ctx.wallet(w), share]);
  await plan.before?.(pair);
  if (plan.lp === "burn") await ctx.moveLp(pair, DEAD, 10_000);
  if (plan.lp === "lock") await ctx.lockLp(pair, 10_000, 540);
  if (plan.lp === "token") await ctx.moveLp(pair, plan.lpTo!, 10_000);
  if (wide) {
    // Seven holders pool their whole bags with their own quote: the deployer keeps about an eighth of the LP.
    for (const i of HOLDERS.slice(0, 7)) {
      await ctx.addLiquidity(token, quote, await ctx.balance(token, ctx.wallet(i)), liquidity / 10, ctx.wallet(i));
      await ctx.wait(0.2);
    }
  }
  await ctx.wait(0.3);
  const unit = quote === "weth" ? 1 : 3000;
  for (const [i, b] of [0.5, 1.2, 0.3, 0.9, 0.6].entries()) {
    await ctx.buy(token, quote, ctx.wallet(i), b * unit);
    await ctx.wait(i % 2 === 0 ? 0.4 : 1.1);
  }
  if (plan.sells !== false) {
    await ctx.sell(token, quote, ctx.wallet(0), 4_000);
    await ctx.wait(0.7);
    await ctx.sell(token, quote, ctx.wallet(2), 3_000);
    await ctx.wait(0.3);
  }
  return { token, pair, quote };
}

/** Last-day trades: two fresh buyers and (unless `sells` is false) a partial sell, minutes apart. */
const lastDay =
  (sells = true) =>
  async (ctx: LaunchContext, l: Launched) => {
    const unit = l.quote === "weth" ? 1 : 3000;
    await ctx.buy(l.token, l.quote, ctx.wallet(5), 0.25 * unit);
    await ctx.wait(0.04);
    await ctx.buy(l.token, l.quote, ctx.wallet(6), 0.4 * unit);
    if (sells) {
      await ctx.wait(0.04);
      await ctx.sell(l.token, l.quote, ctx.wallet(1), 2_500);
    }
  };

/** A Safe-style 2-of-3 (or `threshold`-of-n) multisig of distinct wallets (v2's H2Multisig). */
const safeOf = (ctx: LaunchContext, threshold = 2n, owners = [40, 41, 42]) =>
  ctx.deploy("H2Multisig", [owners.map((i) => ctx.wallet(i)), threshold]);

async function safeExec(ctx: LaunchContext, safe: Address, to: Address, data: Hex, signers = [40, 41]) {
  for (const s of signers) await ctx.send(safe, "H2Multisig", "execute", [to, data], ctx.wallet(s));
}

/** The first set's Compound-style timelock (minimum two days) under a 2-of-3 multisig. */
async function daysTimelock(ctx: LaunchContext, days: number): Promise<{ ms: Address; tl: Address }> {
  const ms = await ctx.deploy("HeldoutMultisig", [[ctx.wallet(40), ctx.wallet(41), ctx.wallet(42)], 2n]);
  const tl = await ctx.deploy("HeldoutTimelock", [ms, BigInt(days * 86_400)]);
  return { ms, tl };
}

/** Contracts a launch deployed beside the token, for the proofs. */
const helpers = new Map<string, Address>();
const remember = (token: Address, what: string, a: Address) => helpers.set(`${token.toLowerCase()}:${what}`, a);
function deployed(token: Address, what: string): Address {
  const a = helpers.get(`${token.toLowerCase()}:${what}`);
  if (!a) throw new Error(`no ${what} recorded for ${token}`);
  return a;
}

/** Value in quote of `amount` tokens at the pool's current price (no fee, no impact). */
async function poolValue(ctx: LaunchContext, l: Launched, amount: bigint): Promise<number> {
  const tokensInPool = await ctx.balance(l.token, l.pair!);
  return (Number(amount) / Number(tokensInPool)) * (await ctx.quoteReserve(l));
}

/** The holder's sell of 1 % of its bag pays less than `fraction` of the bag's pool value. */
async function sellPaysUnder(ctx: LaunchContext, l: Launched, fraction: number, wallet = HOLDER) {
  const bal = await ctx.balance(l.token, ctx.wallet(wallet));
  const worth = await poolValue(ctx, l, bal / 100n);
  const got = await ctx.sell(l.token, l.quote, ctx.wallet(wallet), 100);
  must(got < worth * fraction, `the sell paid ${got}, not under ${fraction} of ${worth}`);
}

export const HELDOUT_EVM3_CASES: readonly HeldoutEvm3Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "assembly-ledger-sync",
    expected: "danger",
    ageDays: 3,
    source: `${CRP} (hidden balance modification); ${GOPLUS} (balance_mutable_authority); H3Rugs.sol LedgerSyncToken`,
    rationale:
      "The owner (one EOA) can call syncLedger(account, value), which writes any holder's balance in inline assembly: no Transfer event, no supply change. A holder can be set to zero at any time.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("LedgerSyncToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "LedgerSyncToken", "syncLedger", [ctx.wallet(HOLDER), 0n]);
      must((await ctx.balance(l.token, ctx.wallet(HOLDER))) === 0n, "the holder's balance was not zeroed");
    },
  },
  {
    name: "immutable-keeper-rescue",
    expected: "danger",
    ageDays: 6,
    source: `${SNIFFER} (hidden owner); ${GOPLUS} (hidden_owner, owner_change_balance); H3Rugs.sol KeeperRescueToken`,
    rationale:
      "owner() was renounced, but the deployer's address is baked into the bytecode as an immutable 'keeper' that can call rescue(from, to, amount) and move any holder's tokens.",
    launch: async (ctx) => {
      const token = await ctx.deploy("KeeperRescueToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd" });
      await ctx.send(token, "KeeperRescueToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      await ctx.send(l.token, "KeeperRescueToken", "rescue", [victim, ctx.deployer, bal]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's tokens were not taken");
    },
  },
  {
    name: "delegatecall-hook-swappable",
    expected: "danger",
    ageDays: 4,
    source: `${CERTIK} (delegatecall to an owner-settable address); ${GOPLUS} (external_call); H3Rugs.sol HookedToken + NoopHook / SellStopHook`,
    rationale:
      "Every transfer delegate-calls a hook the owner EOA can replace with setHookImpl; the hook runs with the token's storage. Today it does nothing, but one call installs code that stops every sell.",
    launch: async (ctx) => {
      const hook = await ctx.deploy("NoopHook");
      return openMarket(ctx, await ctx.deploy("HookedToken", [SUPPLY, hook]), { lp: "burn", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 20);
      const stop = await ctx.deploy("SellStopHook");
      await ctx.send(l.token, "HookedToken", "setHookImpl", [stop]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "timelock-with-emergency-path",
    expected: "danger",
    ageDays: 9,
    source: `${REKT} (fake timelocks, e.g. rekt.news/merlin-dex-rekt); ${CERTIK} (timelock bypass); H3Rugs.sol EmergencyTimelock + H3MintableToken`,
    rationale:
      "The mint is owned by a 'timelock' with a three-day delay, but its admin (one EOA) can call emergencyExecute and run anything at once: an unbounded mint is one transaction away.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H3MintableToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      const tl = await ctx.deploy("EmergencyTimelock", [ctx.deployer]);
      remember(token, "timelock", tl);
      await ctx.send(token, "H3MintableToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const data = ctx.encode("H3MintableToken", "mint", [ctx.deployer, SUPPLY * 10n]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(tl, "EmergencyTimelock", "emergencyExecute", [l.token, data]),
        "emergencyExecute",
      );
    },
  },
  {
    name: "multisig-guardian-acts-alone",
    expected: "danger",
    ageDays: 2.5,
    source: `${CERTIK} (single point of failure behind a multisig); ${GOPLUS} (slippage_modifiable); H3Rugs.sol GuardedSafe + SellFeeToken`,
    rationale:
      "The uncapped sell-fee setter is owned by a 2-of-3 'multisig', but the multisig has a guardian key that can execute any call alone: one key can set the sell fee to 99 %.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SellFeeToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      const safe = await ctx.deploy("GuardedSafe", [[ctx.wallet(40), ctx.wallet(41), ctx.wallet(42)], ctx.wallet(43)]);
      remember(token, "safe", safe);
      await ctx.send(token, "SellFeeToken", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("SellFeeToken", "setSellFee", [9_900n]);
      await ctx.send(deployed(l.token, "safe"), "GuardedSafe", "guardianCall", [l.token, data], ctx.wallet(43));
      await sellPaysUnder(ctx, l, 0.05);
    },
  },
  {
    name: "reward-exclusion-blocks-holders",
    expected: "danger",
    ageDays: 3.5,
    source: `${GOPLUS} (is_blacklisted); ${CRP} (blacklist); H3Rugs.sol RewardExclusionToken`,
    rationale:
      "excludeFromRewards(accounts) sounds like reflection bookkeeping, but excluded wallets cannot transfer at all; the owner has already excluded the buyers and most holders, who can no longer sell.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RewardExclusionToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      const victims = [1, 3, 4, ...HOLDERS.slice(0, 10)].map((i) => ctx.wallet(i));
      await ctx.send(token, "RewardExclusionToken", "excludeFromRewards", [victims, true]);
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "allowlist-sells-switched-on",
    expected: "danger",
    ageDays: 1.5,
    source: `${GOPLUS} (is_whitelisted); ${UNI_SCAMS}; H3Rugs.sol AllowlistSellToken`,
    rationale:
      "After the first trades the owner switched on allowlist-only selling; only the owner's wallets may sell to the pair. Every buyer is trapped.",
    launch: async (ctx) => {
      const token = await ctx.deploy("AllowlistSellToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, quote: "usd" });
      await ctx.send(token, "AllowlistSellToken", "setAllowlistOnly", [true]);
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "uncapped-sell-fee-owner-eoa",
    expected: "danger",
    ageDays: 5,
    source: `${GOPLUS} (slippage_modifiable); ${HONEYPOT} (high sell tax); ${CRP} (modifiable tax); H3Rugs.sol SellFeeToken`,
    rationale:
      "Sells pay 4 % today, but the owner (one EOA) can set the sell fee to anything up to 100 % with setSellFee; nothing bounds it.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("SellFeeToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "SellFeeToken", "setSellFee", [9_900n]);
      await sellPaysUnder(ctx, l, 0.02);
    },
  },
  {
    name: "sell-quota-trap-pending",
    expected: "danger",
    ageDays: 2,
    source: `${HONEYPOT} (delayed honeypot); ${SNIFFER} (transfer rule changes after launch); H3Rugs.sol SellQuotaToken`,
    rationale:
      "Sells work today, but a constant quota in the transfer path lets only twelve sells through in the token's life; after that every non-owner sell reverts. Three have happened; a buyer today is trapped soon.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("SellQuotaToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      let sold = 0;
      for (const i of HOLDERS) {
        if (await ctx.reverts(ctx.sell(l.token, l.quote, ctx.wallet(i), 1_000))) break;
        sold++;
      }
      must(sold < HOLDERS.length, "every holder could still sell");
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "max-sell-set-to-one-token",
    expected: "danger",
    ageDays: 7,
    source: `${GOPLUS} (anti_whale_modifiable); ${SNIFFER} (modifiable max transaction); H3Rugs.sol SellLimitToken`,
    rationale:
      "The owner can set the per-sell limit to any value and set it to one token (of 1e9): holders can only sell dust, their bags are stuck.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SellLimitToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "SellLimitToken", "setMaxSellAmount", [10n ** 18n]);
      return l;
    },
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "clean-code-lp-in-deployer",
    expected: "danger",
    ageDays: 1,
    source: `${SNIFFER} (liquidity not locked); ${REKT} (classic liquidity pull); H3Base.sol H3PlainToken`,
    rationale:
      "The token code is spotless and owner() is renounced, but every LP token of the day-old pool sits in the deployer's wallet, unlocked: one transaction removes the liquidity.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H3PlainToken", ["Clean", "CLEAN", SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "keep" });
      await ctx.send(token, "H3PlainToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => pullsPool(ctx, l, ctx.deployer),
  },
  {
    name: "lp-parked-in-token-contract",
    expected: "danger",
    ageDays: 2,
    source: `${REKT} (LP held by the token contract); ${SNIFFER} (liquidity not locked); H3Rugs.sol StuckTokensToken`,
    rationale:
      "All LP was sent to the token contract itself, which looks like a lock, but the owner can withdrawStuckTokens(pair) and then remove the liquidity.",
    launch: async (ctx) => {
      const token = await ctx.deploy("StuckTokensToken", [SUPPLY]);
      return openMarket(ctx, token, { lp: "token", lpTo: token });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.lpShare(l.pair!, l.token)) > 0.9, "the token contract does not hold the LP");
      await ctx.send(l.token, "StuckTokensToken", "withdrawStuckTokens", [l.pair!]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "proxy-admin-contract-eoa-owned",
    expected: "danger",
    ageDays: 10,
    source: `OpenZeppelin TransparentUpgradeableProxy / ProxyAdmin docs (docs.openzeppelin.com/contracts/4.x/api/proxy); ${UNI_SCAMS} (upgradeable code); Governance.sol HeldoutTransparentProxy + HeldoutProxyAdmin`,
    rationale:
      "ERC-1967 transparent proxy; its admin is a ProxyAdmin contract, but that contract's owner is one EOA: one key can replace the token's code.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H3InitToken");
      const admin = await ctx.deploy("HeldoutProxyAdmin", [ctx.wallet(44)]);
      const init = ctx.encode("H3InitToken", "initialize", ["Admin Proxy", "APRX", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [impl, admin, init]);
      remember(proxy, "admin", admin);
      return openMarket(ctx, proxy, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("H3InitToken");
      await codeReplaced(
        () => ctx.storage(l.token, IMPL_1967),
        () => ctx.send(deployed(l.token, "admin"), "HeldoutProxyAdmin", "upgrade", [l.token, other], ctx.wallet(44)),
      );
    },
  },
  {
    name: "zeppelinos-proxy-eoa-admin",
    expected: "danger",
    ageDays: 12,
    source: `zeppelinOS AdminUpgradeabilityProxy slots (USDC FiatTokenProxy's verified source); ${UNI_SCAMS}; Governance.sol HeldoutLegacyProxy + H3InitToken`,
    rationale:
      "A pre-EIP-1967 proxy (zeppelinOS slots) whose admin is one EOA: that key can point the token at new code at any time.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H3InitToken");
      const init = ctx.encode("H3InitToken", "initialize", ["Legacy Proxy", "LPRX", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("HeldoutLegacyProxy", [impl, ctx.wallet(44), init]);
      return openMarket(ctx, proxy, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("H3InitToken");
      await codeReplaced(
        () => ctx.storage(l.token, ZOS_IMPL),
        () => ctx.send(l.token, "HeldoutLegacyProxy", "upgradeTo", [other], ctx.wallet(44)),
      );
    },
  },
  {
    name: "eip1822-proxiable-owner-eoa",
    expected: "danger",
    ageDays: 4.5,
    source: `EIP-1822 (eips.ethereum.org/EIPS/eip-1822, PROXIABLE slot); ${CERTIK} (upgradeable by one key); H3Rugs.sol ProxiableProxy + ProxiableToken`,
    rationale:
      "A universal upgradeable proxy (EIP-1822): the code address sits in keccak256('PROXIABLE') and the logic's owner, one EOA, can call updateCodeAddress to replace it.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("ProxiableToken");
      const init = ctx.encode("ProxiableToken", "initialize", [SUPPLY, ctx.deployer]);
      return openMarket(ctx, await ctx.deploy("ProxiableProxy", [impl, init]), { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("ProxiableToken");
      await codeReplaced(
        () => ctx.storage(l.token, EIP1822),
        () => ctx.send(l.token, "ProxiableToken", "updateCodeAddress", [other]),
      );
    },
  },
  {
    name: "balances-in-external-ledger",
    expected: "danger",
    ageDays: 3,
    source: `issue 25 class (balance read from an unverified external contract); ${CRP} (external call in transfer); H3Rugs.sol LedgerBackedToken + ExternalLedger`,
    rationale:
      "balanceOf and every transfer go to a separate ledger contract; the ledger's operator (one EOA) can set any balance and the token's owner can swap the ledger. Holders' tokens exist at one key's discretion.",
    launch: async (ctx) => {
      const ledger = await ctx.deploy("ExternalLedger");
      const token = await ctx.deploy("LedgerBackedToken", [ledger, SUPPLY]);
      remember(token, "ledger", ledger);
      return openMarket(ctx, token, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "ledger"), "ExternalLedger", "setBalance", [ctx.wallet(HOLDER), 0n]);
      must((await ctx.balance(l.token, ctx.wallet(HOLDER))) === 0n, "the holder's balance was not zeroed");
    },
  },
  {
    name: "xor-masked-controller",
    expected: "danger",
    ageDays: 5.5,
    source: `${SNIFFER} (hidden owner); ${CRP} (privileged transfer by hidden address); H3Rugs.sol MaskedControllerToken`,
    rationale:
      "owner() is zero, but an unnamed slot holds the deployer's address XOR a constant; claimRewards(from, amount) lets that address take any holder's tokens.",
    launch: async (ctx) => {
      const token = await ctx.deploy("MaskedControllerToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "MaskedControllerToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      await ctx.send(l.token, "MaskedControllerToken", "claimRewards", [victim, await ctx.balance(l.token, victim)]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's tokens were not taken");
    },
  },
  {
    name: "issuer-role-held-by-eoa",
    expected: "danger",
    ageDays: 8,
    source: `OpenZeppelin AccessControl docs (roles, RoleGranted); ${GOPLUS} (is_mintable); H3Rugs.sol IssuerRoleToken`,
    rationale:
      "No owner() at all, but the deployer EOA holds ISSUER_ROLE (granted in the constructor) and issue(to, amount) mints without a cap.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("IssuerRoleToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(ctx, l, () => ctx.send(l.token, "IssuerRoleToken", "issue", [ctx.deployer, SUPPLY]), "issue"),
  },
  {
    name: "trading-switch-reversible",
    expected: "danger",
    ageDays: 2.2,
    source: `${GOPLUS} (transfer_pausable, trading_cooldown); ${SNIFFER} (trading can be disabled); H3Rugs.sol TradingSwitchToken`,
    rationale:
      "Trading was opened with setTrading(true), but the switch is not one-way: the owner EOA can close it again and then only the owner can trade with the pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("TradingSwitchToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "burn",
        setPair: true,
        before: async () => ctx.send(token, "TradingSwitchToken", "setTrading", [true]),
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "TradingSwitchToken", "setTrading", [false]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "elastic-supply-eoa-policy",
    expected: "danger",
    ageDays: 6,
    source: `Ampleforth UFragments (github.com/ampleforth/ampleforth-contracts, gons/fragments); ${CERTIK} (unbounded rebase by a privileged account); H3Rugs.sol ElasticToken`,
    rationale:
      "A gons/fragments rebasing token whose monetary policy is one EOA with no bound: rebase(epoch, newSupply) can shrink every holder's balance a thousandfold in one call.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("ElasticToken"), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.balance(l.token, ctx.wallet(HOLDER));
      await ctx.send(l.token, "ElasticToken", "rebase", [1n, SUPPLY / 1000n]);
      must((await ctx.balance(l.token, ctx.wallet(HOLDER))) < before / 500n, "the holder's balance did not shrink");
    },
  },
  {
    name: "self-deposit-mints",
    expected: "danger",
    ageDays: 3.8,
    source: `${CRP} (hidden mint); ${GOPLUS} (is_mintable, hidden_owner); H3Rugs.sol SelfDepositToken`,
    rationale:
      "No function is called mint and owner() is renounced, but a transfer to the token's own address by the deployer (kept as a private 'treasury') mints the amount instead of moving it.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SelfDepositToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "SelfDepositToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "PlainUpgradeableToken", "transfer", [l.token, SUPPLY * 5n]),
        "a transfer to the token",
      ),
  },
  {
    name: "timelock-one-hour-mint",
    expected: "danger",
    ageDays: 11,
    source: `Compound Timelock (delay semantics); ${REKT} (short timelocks that give holders no time to exit); v2 H2Timelock + H3MintableToken`,
    rationale:
      "The unbounded mint is owned by a timelock, but its delay is one hour and its admin one EOA: a mint can be queued and executed before anyone can react.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H3MintableToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd" });
      const tl = await ctx.deploy("H2Timelock", [ctx.deployer, 3600n]);
      remember(token, "timelock", tl);
      await ctx.send(token, "H3MintableToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const data = ctx.encode("H3MintableToken", "mint", [ctx.deployer, SUPPLY * 10n]);
      const eta = BigInt((await ctx.now()) + 3700);
      await ctx.send(tl, "H2Timelock", "queueTransaction", [l.token, data, eta]);
      await ctx.wait(1.1);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(tl, "H2Timelock", "executeTransaction", [l.token, data, eta]),
        "the timelock",
      );
    },
  },
  {
    name: "sell-tax-ramps-to-99",
    expected: "danger",
    ageDays: 4,
    source: `${HONEYPOT} (sell tax); ${REKT} (slow rugs by rising tax); H3Rugs.sol RampTaxToken`,
    rationale:
      "The sell tax is a function of the pair's age written in the code: 3 % on day one, +33 points a day, 99 % from day three. Sellers now keep about 1 % of what they sell.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RampTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<bigint>(l.token, "RampTaxToken", "currentSellFeeBps")) >= 9_000n, "the tax is not high yet");
      await sellPaysUnder(ctx, l, 0.1);
    },
  },

  // ───────────────────────────── SAFE: real tokens ─────────────────────────────
  {
    name: "crv-shape-emission-schedule",
    expected: "safe",
    ageDays: 30,
    source:
      "Curve DAO Token ERC20CRV.vy, Etherscan-verified 0xD533a949740bb3306d119CC777fa900bA034cd52 (curve-fi/curve-dao-contracts); H3Real.sol CrvShapeToken + GaugeEmissionMinter",
    rationale:
      "Minting exists but only by the minter, set once, and never beyond available_supply(), a fixed schedule (274.8M CRV a year, falling) written in the code; the minter pays only the gauge. The admin sits behind a multi-day DAO timelock. Inflation is public and bounded.",
    launch: async (ctx) => {
      const token = await ctx.deploy("CrvShapeToken", [1_303_030_303n * 10n ** 18n]);
      const minter = await ctx.deploy("GaugeEmissionMinter", [token, ctx.wallet(45)]);
      remember(token, "minter", minter);
      await ctx.send(token, "CrvShapeToken", "set_minter", [minter]);
      const { tl } = await daysTimelock(ctx, 3);
      await ctx.send(token, "CrvShapeToken", "set_admin", [tl]);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "CrvShapeToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      await refused(ctx, ctx.send(l.token, "CrvShapeToken", "set_minter", [ctx.deployer]), "a second set_minter");
      await ctx.send(deployed(l.token, "minter"), "GaugeEmissionMinter", "distribute", [], ctx.wallet(9));
      const supply = await ctx.supply(l.token);
      must(
        supply <= (await ctx.read<bigint>(l.token, "CrvShapeToken", "available_supply")),
        "minted past the schedule",
      );
      must(supply < (1_303_030_303n * 10n ** 18n * 11n) / 10n, "a month of emissions exceeded 10 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ldo-shape-minime-dao-controller",
    expected: "safe",
    ageDays: 40,
    source:
      "Lido DAO Token (MiniMeToken), Etherscan-verified 0x5A98FcBEA516Cf06857215779Fd812CA3beF1B32; Aragon Token Manager as controller; H3Real.sol MiniMeShapeToken + TokenManagerShape",
    rationale:
      "The MiniMe controller can mint, destroy, move and freeze tokens, and is called on every transfer, but the controller is the DAO's token manager and only the DAO's vote (a 3-day timelock under a 2-of-3 multisig here) can drive it. Governance powers over days, as for the real LDO.",
    launch: async (ctx) => {
      const token = await ctx.deploy("MiniMeShapeToken");
      await ctx.send(token, "MiniMeShapeToken", "generateTokens", [ctx.deployer, SUPPLY]);
      const { tl } = await daysTimelock(ctx, 3);
      const manager = await ctx.deploy("TokenManagerShape", [token, tl]);
      await ctx.send(token, "MiniMeShapeToken", "changeController", [manager]);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "MiniMeShapeToken", "generateTokens", [ctx.deployer, 1n]),
        "a mint by the deployer",
      );
      await refused(ctx, ctx.send(l.token, "MiniMeShapeToken", "enableTransfers", [false]), "a freeze by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "snx-shape-proxy-target-state",
    expected: "safe",
    ageDays: 60,
    source:
      "Synthetix ProxyERC20 / Proxyable / TokenState, Etherscan-verified 0xC011a73ee8576Fb46F5E1c5751cA40F9dd3f7d1e (Synthetixio/synthetix contracts/Proxy.sol, TokenState.sol); H3Real.sol SnxShapeProxy + SnxShapeToken + SnxTokenState",
    rationale:
      "The token address is a call-forwarding proxy whose target and state the owner can change, but every owner (proxy, target, state) is the protocol DAO's 2-of-3 multisig. No mint path in the target; governance-held upgrade as on mainnet.",
    launch: async (ctx) => {
      const ms = await safeOf(ctx);
      const proxy = await ctx.deploy("SnxShapeProxy", [ms]);
      const target = await ctx.deploy("SnxShapeToken", [ms, proxy]);
      const state = await ctx.deploy("SnxTokenState", [ms, target]);
      await safeExec(ctx, ms, proxy, ctx.encode("SnxShapeProxy", "setTarget", [target]));
      await ctx.send(target, "SnxShapeToken", "bootstrap", [state, ctx.deployer, SUPPLY]);
      return openMarket(ctx, proxy, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("H3InitToken");
      await refused(
        ctx,
        ctx.send(l.token, "SnxShapeProxy", "setTarget", [other], ctx.wallet(9)),
        "setTarget by a stranger",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "busd-shape-paxos-roles-multisig",
    expected: "safe",
    ageDays: 45,
    source:
      "Paxos BUSD (BUSDImplementation behind AdminUpgradeabilityProxy), Etherscan-verified 0x4Fabb145d64652a948d72533023f6E7A623C7C53 (paxosglobal/busd-contract); H3Real.sol BusdShapeToken behind Governance.sol HeldoutLegacyProxy",
    rationale:
      "A regulated issuer's stablecoin: pause, freeze/wipe and supply control exist, behind a zeppelinOS-slot proxy, but every role and the proxy admin are the issuer's 2-of-3 multisig. As for a listed stablecoin, these are issuer controls, not a rug vector; the pool is widely held.",
    launch: async (ctx) => {
      const ms = await safeOf(ctx);
      const impl = await ctx.deploy("BusdShapeToken");
      const init = ctx.encode("BusdShapeToken", "initialize", [SUPPLY, ctx.deployer, ms]);
      const proxy = await ctx.deploy("HeldoutLegacyProxy", [impl, ms, init]);
      return openMarket(ctx, proxy, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "BusdShapeToken", "increaseSupply", [SUPPLY]), "a mint by the deployer");
      await refused(
        ctx,
        ctx.send(l.token, "BusdShapeToken", "freeze", [ctx.wallet(HOLDER)]),
        "a freeze by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "steth-shape-bounded-oracle-rebase",
    expected: "safe",
    ageDays: 25,
    source:
      "Lido stETH (StETH.sol / Lido.sol share accounting, OracleReportSanityChecker limits), Etherscan-verified 0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84 (lidofinance/lido-dao); H3Real.sol StethShapeToken",
    rationale:
      "Balances rebase from oracle reports, but the reporter is a committee contract (2-of-3 multisig here), one report a day, and the code bounds each report (at most +0.05 %, at most -5 %). No mint to anyone but depositors of ether, no freeze.",
    launch: async (ctx) => {
      const oracle = await safeOf(ctx);
      const token = await ctx.deploy("StethShapeToken", [oracle, SUPPLY]);
      remember(token, "oracle", oracle);
      const l = await openMarket(ctx, token, { lp: "wide" });
      await safeExec(
        ctx,
        oracle,
        token,
        ctx.encode("StethShapeToken", "handleOracleReport", [SUPPLY + SUPPLY / 5000n]),
      );
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const oracle = deployed(l.token, "oracle");
      await ctx.wait(13);
      const supply = await ctx.supply(l.token);
      const data = ctx.encode("StethShapeToken", "handleOracleReport", [supply / 2n]);
      await refused(ctx, safeExec(ctx, oracle, l.token, data), "a report halving the pool");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ape-shape-fixed-supply",
    expected: "safe",
    ageDays: 20,
    source:
      "ApeCoin (ERC20 + ERC20Burnable, 1,000,000,000 minted once), Etherscan-verified 0x4d224452801ACEd8B2F0aebE155379bb5D594381; H3Real.sol ApeShapeToken",
    rationale:
      "A fixed supply minted once at deployment, burnable by holders, no owner and no privileged function at all; the pool is widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("ApeShapeToken", [ctx.deployer]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "grt-shape-council-minter",
    expected: "safe",
    ageDays: 35,
    source:
      "The Graph GraphToken (Governed, minters, ERC20Burnable), Etherscan-verified 0xc944E90C64B2c07662A292be6244BDf05Cda44a7 (graphprotocol/contracts GraphToken.sol); H3Real.sol GrtShapeToken",
    rationale:
      "Minting exists (protocol issuance), but the governor and the only minter are the Graph Council multisig (2-of-3 here): a governed issuer, not one key. Dollar-quoted pool, widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("GrtShapeToken", [SUPPLY]);
      const ms = await safeOf(ctx);
      remember(token, "council", ms);
      await ctx.send(token, "GrtShapeToken", "addMinter", [ms]);
      await ctx.send(token, "GrtShapeToken", "renounceMinter");
      await ctx.send(token, "GrtShapeToken", "transferOwnership", [ms]);
      await safeExec(ctx, ms, token, ctx.encode("GrtShapeToken", "acceptOwnership"));
      return openMarket(ctx, token, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "GrtShapeToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      must(
        (await ctx.read<Address>(l.token, "GrtShapeToken", "governor")) === deployed(l.token, "council"),
        "governor",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "bat-shape-finalized-sale",
    expected: "safe",
    ageDays: 50,
    source:
      "Basic Attention Token BAToken (createTokens / finalize / refund), Etherscan-verified 0x0D8775F648430679A709E98d2b0Cb6250d2887EF; H3Real.sol BatShapeToken",
    rationale:
      "Tokens could be created only during the sale; the sale is finalized, after which nothing can create tokens and the fund-deposit key has no power left. LP locked for 18 months.",
    launch: async (ctx) => {
      const start = await ctx.now();
      const token = await ctx.deploy("BatShapeToken", [
        ctx.deployer,
        500_000_000n * 10n ** 18n,
        BigInt(start),
        BigInt(start + 7200),
      ]);
      for (const i of [10, 11, 12])
        await ctx.send(token, "BatShapeToken", "createTokens", [], ctx.wallet(i), 100n * 10n ** 18n);
      await ctx.wait(2.1);
      await ctx.send(token, "BatShapeToken", "finalize");
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "BatShapeToken", "createTokens", [], ctx.wallet(9), 10n ** 18n),
        "a late createTokens",
      );
      await refused(ctx, ctx.send(l.token, "BatShapeToken", "finalize"), "a second finalize");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sushi-shape-masterchef-timelock",
    expected: "safe",
    ageDays: 28,
    source:
      "SushiToken owned by MasterChef, Etherscan-verified 0x6B3595068778DD592e39A122f4f5a5cF09C90fE2 and 0xc2EdaD668740f1aA35E4D8f227fB8E17dcA888Cd, chef owned by the 48 h Timelock 0x9a8541Ddf3a932a9A922B607e9CF7301f1d47bD1 (sushiswap/sushiswap MasterChef.sol); H3Real.sol SushiShapeToken + MasterChefShape",
    rationale:
      "owner() can mint, but the owner is the MasterChef contract, which mints only a fixed reward per block; the chef's own owner is a 2-day timelock under a multisig. Emission bounded by code, governance delayed by days.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SushiShapeToken");
      // The emissions already distributed before this pool (the real supply came from the chef).
      await ctx.send(token, "SushiShapeToken", "mint", [ctx.deployer, SUPPLY]);
      const chef = await ctx.deploy("MasterChefShape", [token, ctx.wallet(46), 100n * 10n ** 18n]);
      await ctx.send(token, "SushiShapeToken", "transferOwnership", [chef]);
      const l = await openMarket(ctx, token, { lp: "wide" });
      await ctx.send(chef, "MasterChefShape", "add", [100n, l.pair!]);
      const { tl } = await daysTimelock(ctx, 2);
      await ctx.send(chef, "MasterChefShape", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "SushiShapeToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      const before = await ctx.supply(l.token);
      await ctx.wait(1);
      await ctx.wait(1);
      must((await ctx.supply(l.token)) - before < SUPPLY / 1000n, "emissions are not bounded");
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE: looks risky, is not ─────────────────────────────
  {
    name: "transparent-proxy-admin-dead",
    expected: "safe",
    ageDays: 14,
    source: `EIP-1967 admin slot; OpenZeppelin TransparentUpgradeableProxy docs (admin-only upgrade); Governance.sol HeldoutTransparentProxy + H3InitToken`,
    rationale:
      "An upgradeable proxy, but its admin slot holds 0x…dEaD: nobody can ever call upgradeTo. The logic is a plain fixed-supply token and the LP is burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H3InitToken");
      const init = ctx.encode("H3InitToken", "initialize", ["Frozen Proxy", "FPRX", SUPPLY, ctx.deployer]);
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [impl, DEAD, init]);
      return openMarket(ctx, proxy, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(BigInt(await ctx.storage(l.token, ADMIN_1967)) === BigInt(DEAD), "the admin is not 0x…dEaD");
      await holderSells(ctx, l);
    },
  },
  {
    name: "fee-setter-behind-seven-day-timelock",
    expected: "safe",
    ageDays: 21,
    source: `Compound Timelock (github.com/compound-finance/compound-protocol Timelock.sol: delay semantics); ${CERTIK} (timelock + multisig as mitigation); H3Rugs.sol SellFeeToken + Governance.sol HeldoutTimelock / HeldoutMultisig`,
    rationale:
      "The sell-fee setter has no cap, but the owner is a 7-day timelock administered by a 2-of-3 multisig: any raise is public a week before it can apply, and holders can leave. Dollar pool, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SellFeeToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, quote: "usd" });
      const { tl } = await daysTimelock(ctx, 7);
      await ctx.send(token, "SellFeeToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "SellFeeToken", "setSellFee", [9_900n]), "a fee raise by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "launch-limits-removed-fee-capped",
    expected: "safe",
    ageDays: 5,
    source: `${SNIFFER} (max transaction / modifiable tax); the common 'removeLimits' launch template; H3Real.sol LimitsOffToken`,
    rationale:
      "The owner EOA keeps a fee setter, but the code caps buy and sell fees at 5 %; the launch limits were removed and cannot come back. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("LimitsOffToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "burn",
        setPair: true,
        before: async () => ctx.send(token, "LimitsOffToken", "removeLimits"),
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "LimitsOffToken", "setFees", [600n, 600n]), "a fee above the cap");
      await ctx.send(l.token, "LimitsOffToken", "setFees", [500n, 500n]);
      await holderSells(ctx, l);
    },
  },
  {
    name: "owner-mint-cap-reached",
    expected: "safe",
    ageDays: 9,
    source: `OpenZeppelin ERC20Capped docs; ${GOPLUS} (is_mintable: capped); H3Real.sol CappedOwnerMintToken`,
    rationale:
      "The owner EOA has a mint function, but the cap is written in the code and the supply already equals it: no further token can be minted. LP locked for 18 months.",
    launch: async (ctx) => {
      const token = await ctx.deploy("CappedOwnerMintToken", [SUPPLY]);
      await ctx.send(token, "CappedOwnerMintToken", "mint", [ctx.deployer, SUPPLY / 2n]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "CappedOwnerMintToken", "mint", [ctx.deployer, 1n]), "a mint past the cap");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sniper-list-window-closed",
    expected: "safe",
    ageDays: 3,
    source: `${SNIFFER} (blacklist functions); anti-sniper launch templates; H3Real.sol SniperWindowToken`,
    rationale:
      "A blacklist exists, but the code only lets the owner add to it during the first ten minutes of trading (one sniper was listed then); the window is long closed, removal is always allowed. No holder can be newly blocked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SniperWindowToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "burn",
        before: async () => {
          await ctx.buy(token, "weth", ctx.wallet(9), 2);
          await ctx.send(token, "SniperWindowToken", "markSniper", [ctx.wallet(9)]);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "SniperWindowToken", "markSniper", [ctx.wallet(HOLDER)]), "a new listing");
      await holderSells(ctx, l);
    },
  },
  {
    name: "stable-pair-renounced-lp-locked",
    expected: "safe",
    ageDays: 16,
    source: `${SNIFFER} (liquidity locked); UNCX locker interface; H3Base.sol H3PlainToken`,
    rationale:
      "A plain fixed-supply token, owner renounced, paired against a dollar stablecoin with all LP locked in a known locker for 18 months.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H3PlainToken", ["Stable Pair", "STBP", SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "lock", quote: "usd" });
      await ctx.send(token, "H3PlainToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(ctx.locker, "TestLocker", "withdraw", [l.pair!, 0n]).catch(() => undefined);
      must((await ctx.lpShare(l.pair!, ctx.deployer)) === 0, "the lock released the LP");
      await holderSells(ctx, l);
    },
  },
  {
    name: "old-pair-lp-widely-held",
    expected: "safe",
    ageDays: 90,
    source: `${SNIFFER} (LP holders); Uniswap V2 LP mechanics (docs.uniswap.org/contracts/v2); H3Base.sol H3PlainToken`,
    rationale:
      "A three-month-old pair whose LP is spread over eight providers (the deployer keeps about an eighth, unlocked): no single wallet can pull the pool. Plain token, owner renounced.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H3PlainToken", ["Old Pair", "OLDP", SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "wide" });
      await ctx.send(token, "H3PlainToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.15, "the deployer holds too much LP");
      await holderSells(ctx, l);
    },
  },
  {
    name: "tax-can-only-be-lowered",
    expected: "safe",
    ageDays: 7,
    source: `${GOPLUS} (slippage_modifiable: only downward); ${SNIFFER} (modifiable tax); H3Real.sol LowerOnlyTaxToken`,
    rationale:
      "The owner EOA keeps a tax setter and an exemption list, but the setter only accepts a lower tax than the current 5 % and exemptions only spare wallets: every power loosens. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("LowerOnlyTaxToken", [SUPPLY]), { lp: "burn", setPair: true, quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "LowerOnlyTaxToken", "lowerTax", [600n]), "a tax raise");
      await holderSells(ctx, l);
    },
  },
  {
    name: "uncapped-fee-owner-is-dead",
    expected: "safe",
    ageDays: 6,
    source: `${GOPLUS} (owner_address 0x…dEaD counts as renounced); H3Rugs.sol SellFeeToken`,
    rationale:
      "The sell-fee setter has no cap, but ownership was transferred to 0x…dEaD, which nobody controls: the 4 % fee is fixed for good. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("SellFeeToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "SellFeeToken", "transferOwnership", [DEAD]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "SellFeeToken", "owner")) === DEAD, "owner is not 0x…dEaD");
      await holderSells(ctx, l);
    },
  },
  {
    name: "mint-held-by-three-of-five-safe",
    expected: "safe",
    ageDays: 18,
    source: `Safe{Wallet} multisig threshold semantics (docs.safe.global); ${CERTIK} (multisig as mitigation); H3Base.sol H3MintableToken + H2Multisig`,
    rationale:
      "The mint has no cap, but its owner is a 3-of-5 multisig of five distinct keys; no one key can mint. Governance-held issuance, LP locked for 18 months.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H3MintableToken", [SUPPLY]);
      const ms = await safeOf(ctx, 3n, [40, 41, 42, 43, 44]);
      remember(token, "safe", ms);
      await ctx.send(token, "H3MintableToken", "transferOwnership", [ms]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      const data = ctx.encode("H3MintableToken", "mint", [ctx.wallet(40), SUPPLY]);
      await safeExec(ctx, deployed(l.token, "safe"), l.token, data, [40]);
      must((await ctx.supply(l.token)) === before, "one key minted");
      await holderSells(ctx, l);
    },
  },
  {
    name: "fixed-noop-hook-renounced",
    expected: "safe",
    ageDays: 4,
    source: `${CERTIK} (delegatecall targets); ${GOPLUS} (owner renounced); H3Rugs.sol HookedToken + NoopHook`,
    rationale:
      "Transfers delegate-call a hook, which looks alarming, but the hook is an empty contract and the only function that could replace it is owner-only with the owner renounced: the code can never change. LP burnt.",
    launch: async (ctx) => {
      const hook = await ctx.deploy("NoopHook");
      const token = await ctx.deploy("HookedToken", [SUPPLY, hook]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "HookedToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const stop = await ctx.deploy("SellStopHook");
      await refused(ctx, ctx.send(l.token, "HookedToken", "setHookImpl", [stop]), "a hook swap");
      await holderSells(ctx, l);
    },
  },
];
