/**
 * HELD-OUT EVM evaluation set (issue 25, item 6). Written blind: the author read no engine code, no engine docs and no
 * dev evaluation case; only public material (cited per case) and the test plumbing (tests/support/evm, contracts/).
 * The expectations below were committed BEFORE the engine ever ran on these tokens. Never edit an expectation to
 * match the engine; a broken launch script may be fixed, an expectation only with an analyst's reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts verdictOf).
 * Analyst rule used throughout: a token is `danger` when one key (or a key hard-coded, hidden, or behind a role) can
 * mint, freeze, move or destroy holders' tokens, stop or tax their sells beyond ~50 %, replace the code, or when the
 * pool can be pulled by one wallet (or already was); it is `safe` when nobody can do these (renounced for real, burnt
 * admin, capped by code) or only governance behind a timelock / multisig can, and the pool cannot be pulled by one
 * wallet (LP burnt, locked, or widely held).
 *
 * Each launch: solc-compiled contract (contracts/heldout), Uniswap V2 pair against WETH or a dollar stablecoin,
 * liquidity, supply spread over wallets, buys and sells by several wallets hours apart, LP burnt / locked / kept /
 * widely held, then the owner actions the scenario describes. `ageDays`: how long before the scan the pair was created.
 */
import type { Address } from "viem";
import type { LabelledCase } from "../../harness";
import { DEAD, type LaunchContext, type Launched, type Quote } from "./world";

export interface HeldoutEvmCase extends LabelledCase {
  /** Public source(s) the shape comes from (repository/path or URL, read 2026-11-26). */
  source: string;
  /** Pair age at scan time, days. */
  ageDays: number;
  launch(ctx: LaunchContext): Promise<Launched>;
  /** Trades in the last day before the scan (wallets still trading). */
  late?(ctx: LaunchContext, l: Launched): Promise<void>;
}

export const SUPPLY = 10n ** 27n; // 1e9 tokens, 18 decimals
const HALF = SUPPLY / 2n;

const CRP = "github.com/CRPWarner/RugPull dataset/groundtruth (commit f1187e6), Lin et al. 'CRPWarner' 2024";
const UNI_SCAMS = "support.uniswap.org/hc/en-us/articles/17523088290573 (Uniswap Labs, 'Unsellable token scams')";
const ISSUE = "issue 25 summary of verified rug-pull token sources";

type LpFate = "burn" | "keep" | "lock" | "wide" | "dead-partial";

interface Standard {
  quote?: Quote;
  setPair?: boolean;
  lp: LpFate;
  /** Wallet sells during the launch (false for tokens whose sells already revert for holders). */
  sells?: boolean;
  /** Quote added as liquidity (ETH, or dollars for the stablecoin). */
  liquidity?: number;
}

/** Lists the token with half the supply, spreads 40 % over ten holders and burns 5 %, trades, then settles the LP. */
async function standard(ctx: LaunchContext, token: Address, s: Standard): Promise<Launched> {
  const quote = s.quote ?? "weth";
  const liquidity = s.liquidity ?? (quote === "weth" ? 10 : 30_000);
  const wide = s.lp === "wide";
  // Widely held LP: the deployer seeds a small pool (5 % of the supply, a tenth of the quote) and the ten holders
  // put all their tokens in it with their own quote, so the deployer ends with ~1/9 of the LP.
  const pair = await ctx.list(token, {
    quote,
    tokens: wide ? SUPPLY / 20n : HALF,
    quoteAmount: wide ? liquidity / 10 : liquidity,
    setPair: s.setPair,
  });
  await ctx.spread(token, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], 400);
  await ctx.send(token, "PlainUpgradeableToken", "transfer", [DEAD, SUPPLY / 20n]);
  if (s.lp === "burn") await ctx.moveLp(pair, DEAD, 10_000);
  if (s.lp === "lock") await ctx.lockLp(pair, 10_000, 365);
  if (s.lp === "dead-partial") {
    await ctx.moveLp(pair, DEAD, 9_500);
  }
  if (wide) {
    for (let i = 10; i < 20; i++) {
      const bal = await ctx.read<bigint>(token, "PlainUpgradeableToken", "balanceOf", [ctx.wallet(i)]);
      await ctx.addLiquidity(token, quote, bal, liquidity / 10, ctx.wallet(i));
      await ctx.wait(1);
    }
    await ctx.spread(token, [50, 51, 52, 53, 54, 55, 56, 57, 58, 59], 450);
  }
  const unit = quote === "weth" ? 1 : 3000;
  const buys = [0.5, 1.2, 0.3, 2, 0.8, 0.4];
  for (const [i, b] of buys.entries()) {
    await ctx.buy(token, quote, ctx.wallet(i), b * unit);
    await ctx.wait(3);
  }
  if (s.sells !== false) {
    await ctx.sell(token, quote, ctx.wallet(0), 5_000);
    await ctx.wait(2);
    await ctx.sell(token, quote, ctx.wallet(3), 3_000);
    await ctx.wait(2);
  }
  return { token, pair, quote };
}

/** A buy and (unless `sells` is false) a sell by fresh wallets in the last day. */
const lateTrades =
  (sells = true) =>
  async (ctx: LaunchContext, l: Launched) => {
    const unit = l.quote === "weth" ? 1 : 3000;
    await ctx.buy(l.token, l.quote, ctx.wallet(6), 0.6 * unit);
    await ctx.wait(2);
    await ctx.buy(l.token, l.quote, ctx.wallet(7), 0.2 * unit);
    if (sells) {
      await ctx.wait(1);
      await ctx.sell(l.token, l.quote, ctx.wallet(1), 2_000);
    }
  };

/** A 2-of-3 multisig of three of the case's wallets. */
const multisig = (ctx: LaunchContext) =>
  ctx.deploy("HeldoutMultisig", [[ctx.wallet(40), ctx.wallet(41), ctx.wallet(42)], 2n]);

const initData = (ctx: LaunchContext, name: string, symbol: string) =>
  ctx.encode("PlainUpgradeableToken", "initialize", [name, symbol, SUPPLY, ctx.deployer]);

export const HELDOUT_EVM_CASES: readonly HeldoutEvmCase[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "farm-named-mint",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (hidden mint function); contracts/heldout/Rugs.sol FarmRewardsToken`,
    rationale:
      "The owner (one EOA) can call farm(amount) and mint any amount to itself: unlimited supply to dump into the pool. The function name hides the mint.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("FarmRewardsToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "addliquidity-named-mint",
    expected: "danger",
    ageDays: 3,
    source: `${ISSUE} ("addLiquidity(uint)" minting); ${CRP}; Rugs.sol LiquidityBoostToken`,
    rationale:
      "No owner() at all, but a private dev wallet can call addLiquidity(amount), which only credits the dev and grows the supply: a hidden uncapped mint.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("LiquidityBoostToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "community-claim-mint",
    expected: "danger",
    ageDays: 6,
    source: `${CRP}, groundtruth/sol/0x0414D8C87b271266a5864329fb4932bBE19c0c49.sol (WSB Coin: a fixed wallet mints a claim after launch); Rugs.sol CommunityClaimToken`,
    rationale:
      "Ownership is renounced, but a community wallet fixed at deployment (the team's) can claim freshly minted tokens after launch, uncapped and repeatedly.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("CommunityClaimToken", [SUPPLY, ctx.wallet(45)]), { lp: "burn" });
      await ctx.send(l.token, "CommunityClaimToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "fee-update-balance-write",
    expected: "danger",
    ageDays: 2,
    source: `${ISSUE} ("a fee function that writes a wallet's balance directly and sets the sell fee to 100 %"); ${UNI_SCAMS} (change balance function); Rugs.sol FeeUpdateToken`,
    rationale:
      "updateFees(wallet, amount) lets the owner set any wallet's balance (mint to itself, zero a holder) and switches the sell fee to 100 %.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("FeeUpdateToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lateTrades(),
  },
  {
    name: "holder-list-stop-sells",
    expected: "danger",
    ageDays: 5,
    source: `${ISSUE} ("a list of holders that a privileged wallet can stop from selling"); ${CRP} (limiting sell order); Rugs.sol HolderRewardsToken`,
    rationale:
      "Every buyer is recorded; a marketing wallet fixed in the bytecode can call distributeRewards(), which flags all recorded buyers so their transfers and sells revert. Ownership renounced to look safe.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("HolderRewardsToken", [SUPPLY, ctx.wallet(45)]), {
        lp: "burn",
        setPair: true,
      });
      await ctx.send(l.token, "HolderRewardsToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "external-shield-balance",
    expected: "danger",
    ageDays: 3,
    source: `${ISSUE} ("a transfer path that asks an unverified external contract for the sender's balance"); Rugs.sol ShieldedToken + ShieldService`,
    rationale:
      "Every transfer asks an external 'shield' contract how much the sender may spend; the shield's keeper (the deployer) can make it answer zero for everyone. Renounced owner, but sells depend on code the deployer controls.",
    launch: async (ctx) => {
      const shield = await ctx.deploy("ShieldService", [ctx.deployer]);
      const l = await standard(ctx, await ctx.deploy("ShieldedToken", [SUPPLY, shield]), { lp: "burn" });
      await ctx.send(l.token, "ShieldedToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "role-mint-and-pause",
    expected: "danger",
    ageDays: 9,
    source: `${ISSUE} ("mint and pause held through AccessControl roles with no owner() at all"); Rugs.sol RoleGatedToken`,
    rationale:
      "No owner(); the deployer EOA holds MINTER_ROLE and PAUSER_ROLE (RoleGranted logs): it can mint without limit through issue() and halt all transfers. LP locked does not help holders.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("RoleGatedToken", [SUPPLY]), { lp: "lock" }),
    late: lateTrades(),
  },
  {
    name: "hardcoded-ops-drain",
    expected: "danger",
    ageDays: 7,
    source: `${ISSUE} ("an admin address hard-coded in the bytecode"); ${CRP} (leaking token); Rugs.sol OpsSyncToken`,
    rationale:
      "An operations address hard-coded in the bytecode can move any holder's tokens to itself with syncBalances(holder, amount). Ownership renounced, so owner() shows nothing.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("OpsSyncToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "OpsSyncToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "fake-renounce-shadow-mint",
    expected: "danger",
    ageDays: 4,
    source: `${ISSUE} ("a renounced token whose real controller sits in an unnamed storage slot and still mints"); ${UNI_SCAMS} (hidden owner); Rugs.sol ShadowRebalanceToken`,
    rationale:
      "owner() is zero after renounceOwnership, but a private controller set at deployment can still mint any amount through rebalance(to, amount).",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("ShadowRebalanceToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "ShadowRebalanceToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "operator-uncapped-rates",
    expected: "danger",
    ageDays: 5,
    source: `${ISSUE} ("a renounced owner plus an operator role that keeps an uncapped fee setter"); ${UNI_SCAMS} (tax can be modified); Rugs.sol OperatorRatesToken`,
    rationale:
      "Owner renounced, but an operator wallet keeps setRates(buy, sell) with no upper bound: it can set the sell fee to 100 % at any time (3 % today).",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("OperatorRatesToken", [SUPPLY, ctx.wallet(45)]), {
        lp: "burn",
        setPair: true,
      });
      await ctx.send(l.token, "OperatorRatesToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "proxyadmin-owned-by-eoa",
    expected: "danger",
    ageDays: 60,
    source: `${ISSUE} ("a transparent proxy whose admin is a ProxyAdmin contract owned by one EOA"); ${UNI_SCAMS} (proxy contract); EIP-1967; Governance.sol HeldoutProxyAdmin`,
    rationale:
      "EIP-1967 transparent proxy; its admin is a ProxyAdmin contract whose owner is one EOA: one key can replace the token's code (mint, freeze, drain) at any time. The current implementation is clean.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("PlainUpgradeableToken");
      const admin = await ctx.deploy("HeldoutProxyAdmin", [ctx.deployer]);
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [impl, admin, initData(ctx, "Proxy Yield", "PYLD")]);
      return standard(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
  },
  {
    name: "proxy-admin-is-team-eoa",
    expected: "danger",
    ageDays: 120,
    source: `${UNI_SCAMS} (proxy contract: the owner can modify the functions); EIP-1967; Governance.sol HeldoutTransparentProxy`,
    rationale:
      "EIP-1967 proxy whose admin slot holds a team EOA: one key can upgrade the implementation. LP locked and a clean implementation do not remove that power.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("PlainUpgradeableToken");
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [
        impl,
        ctx.wallet(46),
        initData(ctx, "Upgradeable Labs", "UPLB"),
      ]);
      return standard(ctx, proxy, { lp: "lock" });
    },
    late: lateTrades(),
  },
  {
    name: "config-slot-proxy-keeper",
    expected: "danger",
    ageDays: 2,
    source:
      "Meerkat Finance (BSC, 2021-03-04: the deployer replaced the vault logic two days after launch), rekt.news/meerkat-finance-bsc-rekt; Governance.sol HeldoutConfigProxy",
    rationale:
      "A proxy with its logic address in a project-specific slot (not EIP-1967) and an innocent setConfig(address) that only the deployer (keeper) may call: it swaps the whole token logic.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("PlainUpgradeableToken");
      const proxy = await ctx.deploy("HeldoutConfigProxy", [impl, initData(ctx, "Vault Cat", "VCAT")]);
      return standard(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
  },
  {
    name: "lp-kept-by-deployer-fresh",
    expected: "danger",
    ageDays: 2,
    source: `${CRP} (transaction-related rug pull: withdrawing liquidity); AnubisDAO (Oct 2021, liquidity withdrawn by the deployer side), rekt.news/anubisdao-rekt; contracts/heldout/RealShapes.sol PlainLaunchToken`,
    rationale:
      "The contract is clean and renounced, but the deployer keeps 100 % of the LP tokens, unlocked, on a two-day-old pair: it can withdraw the whole pool at any moment.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("PlainLaunchToken", ["Clean Frog", "CFROG", SUPPLY]), {
        lp: "keep",
      });
      await ctx.send(l.token, "PlainLaunchToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "lp-already-pulled",
    expected: "danger",
    ageDays: 6,
    source: `${CRP} (withdrawing liquidity: "steal almost all the valuable assets in the pool"); RealShapes.sol PlainLaunchToken`,
    rationale:
      "After the buys the deployer removed 95 % of the liquidity: the pool is almost empty, holders cannot sell for anything. The rug already happened.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("PlainLaunchToken", ["Rocket Moon", "RMOON", SUPPLY]), {
        lp: "keep",
      });
      await ctx.send(l.token, "PlainLaunchToken", "renounceOwnership");
      await ctx.removeLiquidity(l.token, l.quote, 9_500);
      return l;
    },
  },
  {
    name: "sells-gate-never-opened",
    expected: "danger",
    ageDays: 3,
    source: `${UNI_SCAMS} (suspend trading function); Rugs.sol SellGateToken`,
    rationale:
      "Buys go through, but transfers to the pair (sells) revert until the owner calls openSells(), which it has not: every holder but the owner is trapped (honeypot).",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("SellGateToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lateTrades(false),
  },
  {
    name: "owner-settable-sell-tax",
    expected: "danger",
    ageDays: 8,
    source: `${UNI_SCAMS} (tax can be modified: above 49 % the token cannot be traded); Rugs.sol AdjustableTaxToken`,
    rationale:
      "Sell tax 5 % today, but the owner EOA can set it to 100 % with setSellTax(10000) at any time, taking every seller's tokens.",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("AdjustableTaxToken", ["Tax Shiba", "TSHIB", SUPPLY]), {
        lp: "burn",
        setPair: true,
      }),
    late: lateTrades(),
  },
  {
    name: "sell-tax-raised-to-99",
    expected: "danger",
    ageDays: 4,
    source: `Squid Game token (SQUID, BSC, 2021-11-01: holders could not sell), reported by Gizmodo and CoinMarketCap; ${UNI_SCAMS}; Rugs.sol AdjustableTaxToken`,
    rationale:
      "After the buys the owner raised the sell tax to 99 %: a seller receives almost nothing. Already active.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("AdjustableTaxToken", ["Squid Pot", "SQPOT", SUPPLY]), {
        lp: "burn",
        setPair: true,
      });
      await ctx.send(l.token, "AdjustableTaxToken", "setSellTax", [9_900n]);
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "renamed-freeze-eligibility",
    expected: "danger",
    ageDays: 10,
    source: `${UNI_SCAMS} (black list function); ${ISSUE} ("a freeze/blacklist under another name"); Rugs.sol EligibilityToken`,
    rationale:
      "updateRewardsEligibility(account, false) is a blacklist under another name: the owner can make any holder's transfers and sells revert.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("EligibilityToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "partner-only-sells",
    expected: "danger",
    ageDays: 2,
    source: `${UNI_SCAMS} (whitelist function); Rugs.sol PartnerSellToken`,
    rationale:
      "Only 'partner' wallets (the owner) may sell to the pair; every ordinary holder's sell reverts. Active honeypot.",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("PartnerSellToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lateTrades(false),
  },
  {
    name: "max-tx-settable-to-zero",
    expected: "danger",
    ageDays: 5,
    source: `${UNI_SCAMS} (anti-whale function: the number of token transactions is limited); Rugs.sol WhaleGuardToken`,
    rationale:
      "A 2 % max transaction today, but setMaxTxPercent(0) is allowed: the owner can make every buy and sell revert at will.",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("WhaleGuardToken", [SUPPLY]), { lp: "burn", setPair: true, liquidity: 100 }),
    late: lateTrades(),
  },
  {
    name: "max-sell-one-token",
    expected: "danger",
    ageDays: 3,
    source: `${UNI_SCAMS} (anti-whale used to block sells); Rugs.sol MaxSellToken`,
    rationale:
      "After the buys the owner set the maximum sell to one token (of 1e9): holders can only sell dust; effectively a honeypot.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("MaxSellToken", [SUPPLY]), { lp: "burn", setPair: true });
      await ctx.send(l.token, "MaxSellToken", "setMaxSell", [10n ** 18n]);
      return l;
    },
    late: lateTrades(false),
  },
  {
    name: "cooldown-uncapped",
    expected: "danger",
    ageDays: 6,
    source: `${UNI_SCAMS} (cooldown function: prevents the token from being sold for a certain time after being bought); Rugs.sol CooldownToken`,
    rationale:
      "Sells must wait a cooldown after the holder's last buy; the owner can set it to years with setCooldown(): a sell lock on demand.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("CooldownToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: async (ctx, l) => {
      await ctx.buy(l.token, l.quote, ctx.wallet(6), 0.6);
      await ctx.wait(1);
      await ctx.sell(l.token, l.quote, ctx.wallet(1), 2_000);
    },
  },
  {
    name: "tx-origin-sell-gate",
    expected: "danger",
    ageDays: 2,
    source: `${UNI_SCAMS} (whitelist); honeypot write-ups on tx.origin checks (e.g. coinguidepro 'safe token scanner red flags': "the token checks tx.origin ... blocks transfers"); Rugs.sol OriginGateToken`,
    rationale:
      "A sell goes through only when the transaction signer (tx.origin) is the deployer: every holder's own sell reverts. Ownership renounced to look safe.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("OriginGateToken", [SUPPLY]), {
        lp: "burn",
        setPair: true,
        sells: false,
      });
      await ctx.send(l.token, "OriginGateToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(false),
  },
  {
    name: "maintenance-pause",
    expected: "danger",
    ageDays: 12,
    source: `${UNI_SCAMS} (suspend trading function); ${ISSUE} (freeze under another name); Rugs.sol MaintenanceToken`,
    rationale:
      "setMaintenance(true) is a pause under another name: the owner can stop every transfer but its own, and sell alone.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("MaintenanceToken", [SUPPLY]), { lp: "lock" }),
    late: lateTrades(),
  },
  {
    name: "adjust-burns-any-holder",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (leaking token: take tokens from other users without permission); Rugs.sol SupplyAdjustToken`,
    rationale:
      "adjust(holder, amount) lets the owner destroy any holder's tokens without allowance, including the pair's (price manipulation) or any seller's.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("SupplyAdjustToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "self-transfer-mint",
    expected: "danger",
    ageDays: 3,
    source: `${CRP} (hidden mint function inside the transfer logic); Rugs.sol MirrorToken`,
    rationale:
      "A private 'boss' wallet (the deployer) sending tokens to itself mints them instead of moving them: a hidden mint in transfer(). owner() renounced.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("MirrorToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "MirrorToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "anti-sniper-stable-honeypot",
    expected: "danger",
    ageDays: 3,
    source:
      "Squid Game token (SQUID, BSC, 2021-11-01: 'anti-dumping' rule, buyers could not sell; Gizmodo, CoinMarketCap); Rugs.sol AntiSniperToken",
    rationale:
      "Quoted in a dollar stablecoin. Every buyer is tagged 'sniper' by a rule that never expires and tagged wallets cannot transfer: all buyers are trapped.",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("AntiSniperToken", [SUPPLY]), {
        quote: "usd",
        lp: "burn",
        setPair: true,
        sells: false,
      }),
    late: lateTrades(false),
  },
  {
    name: "stable-pair-lp-kept",
    expected: "danger",
    ageDays: 1,
    source: `${CRP} (withdrawing liquidity); RealShapes.sol PlainLaunchToken on a stablecoin pair`,
    rationale:
      "Clean renounced token on a one-day-old stablecoin pair whose LP (100 %) sits unlocked in the deployer's wallet: the deployer can pull all the dollars.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("PlainLaunchToken", ["Dollar Pepe", "DPEPE", SUPPLY]), {
        quote: "usd",
        lp: "keep",
      });
      await ctx.send(l.token, "PlainLaunchToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },

  // ───────────────────────────── SAFE ─────────────────────────────
  {
    name: "zrx-shape-wide-lp",
    expected: "safe",
    ageDays: 400,
    source:
      "0x Protocol Token ZRX, Etherscan-verified ZRXToken at 0xE41d2489571d322189246DaFA5ebDe1F4699F498 (fixed supply, no owner, unlimited allowance); RealShapes.sol UnlimitedAllowanceToken",
    rationale:
      "Fixed supply minted once, no owner, no privileged function; the pool is provided by eleven wallets. Nothing anyone can do to holders.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("UnlimitedAllowanceToken"), { lp: "wide" }),
    late: lateTrades(),
  },
  {
    name: "gno-shape-burnt-lp",
    expected: "safe",
    ageDays: 300,
    source:
      "Gnosis GNO, Etherscan-verified TokenGNO at 0x6810e776880C02933D47DB1b9fc05908e5386b96 (supply issued once, no owner); RealShapes.sol IssuedOnceToken",
    rationale: "Standard token, supply issued once, no owner and no mint; LP burnt.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("IssuedOnceToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "link-shape-erc677",
    expected: "safe",
    ageDays: 500,
    source:
      "ChainLink LINK, Etherscan-verified LinkToken at 0x514910771AF9Ca656af840dff83E8264EcF986CA (ERC-677 transferAndCall, fixed supply, no owner); RealShapes.sol TransferAndCallToken",
    rationale:
      "ERC-677 transferAndCall on a fixed supply; no owner, no mint, no fee; its only extra rule refuses transfers to the token itself. Widely held LP.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("TransferAndCallToken", [SUPPLY]), { lp: "wide" }),
    late: lateTrades(),
  },
  {
    name: "keep-shape-locked-lp",
    expected: "safe",
    ageDays: 200,
    source:
      "KEEP Token, Etherscan-verified KeepToken at 0x85Eee30c52B0b379b046Fb0F85F4f3Dc3009aFEC (fixed supply, burnable, approveAndCall, no owner); RealShapes.sol ApproveAndCallToken",
    rationale:
      "Fixed supply, holder-only burn and approveAndCall, no owner; the LP is locked in a known locker for a year.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("ApproveAndCallToken", [SUPPLY]), { lp: "lock" }),
    late: lateTrades(),
  },
  {
    name: "uni-shape-timelock-minter",
    expected: "safe",
    ageDays: 700,
    source:
      "Uniswap UNI, Etherscan-verified Uni at 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984 (minter = governance Timelock, mint at most 2 % once a year); Compound Timelock (compound-finance/compound-protocol contracts/Timelock.sol); RealShapes.sol GovernedMintToken",
    rationale:
      "The only privileged role is the minter, a 2-day timelock governed by a 2-of-3 multisig, and the mint is capped by code at 2 % once a year after four years. Widely held LP.",
    launch: async (ctx) => {
      const safe = await multisig(ctx);
      const timelock = await ctx.deploy("HeldoutTimelock", [safe, 2n * 86_400n]);
      return standard(ctx, await ctx.deploy("GovernedMintToken", [SUPPLY, timelock]), { lp: "wide" });
    },
    late: lateTrades(),
  },
  {
    name: "dai-shape-wards-timelock",
    expected: "safe",
    ageDays: 600,
    source:
      "Dai, Etherscan-verified Dai at 0x6B175474E89094C44Da98b954EedeAC495271d0F (wards / rely / deny / auth mint); governance behind a delay (Maker GSM); RealShapes.sol WardedToken",
    rationale:
      "Mint is authorised by wards; the deployer denied itself and the only ward is a 2-day timelock governed by a 2-of-3 multisig: governance, not one key, with time for holders to leave. LP burnt.",
    launch: async (ctx) => {
      const safe = await multisig(ctx);
      const timelock = await ctx.deploy("HeldoutTimelock", [safe, 2n * 86_400n]);
      const token = await ctx.deploy("WardedToken", [SUPPLY]);
      await ctx.send(token, "WardedToken", "rely", [timelock]);
      await ctx.send(token, "WardedToken", "deny", [ctx.deployer]);
      return standard(ctx, token, { lp: "burn" });
    },
    late: lateTrades(),
  },
  {
    name: "usdc-legacy-proxy-burnt-admin",
    expected: "safe",
    ageDays: 365,
    source:
      "USDC FiatTokenProxy (Etherscan-verified at 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48): zeppelinOS implementation/admin slots; issue 25 ('a burn address as admin is no admin'); Governance.sol HeldoutLegacyProxy",
    rationale:
      "A proxy in USDC's pre-EIP-1967 zeppelinOS layout; its admin slot holds 0x…dEaD so nobody can upgrade; the implementation is a plain fixed-supply token with no owner. LP burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("PlainUpgradeableToken");
      const proxy = await ctx.deploy("HeldoutLegacyProxy", [impl, DEAD, initData(ctx, "Legacy Dollar Shape", "LDS")]);
      return standard(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
  },
  {
    name: "eip1967-proxy-dead-admin",
    expected: "safe",
    ageDays: 90,
    source:
      "EIP-1967 admin slot; issue 25 ('a proxy whose admin is 0x…dEaD (nobody can upgrade)'); Governance.sol HeldoutTransparentProxy",
    rationale:
      "EIP-1967 transparent proxy whose admin is 0x…dEaD: the code can never change; the implementation has no owner and no mint. LP burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("PlainUpgradeableToken");
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [impl, DEAD, initData(ctx, "Frozen Logic", "FRZL")]);
      return standard(ctx, proxy, { lp: "burn" });
    },
    late: lateTrades(),
  },
  {
    name: "proxyadmin-behind-timelock",
    expected: "safe",
    ageDays: 250,
    source:
      "OpenZeppelin TransparentUpgradeableProxy + ProxyAdmin owned by a TimelockController (OpenZeppelin docs 'upgrades: transfer control to a timelock / multisig'); Governance.sol",
    rationale:
      "Upgradeable, but the ProxyAdmin's owner is a 2-day timelock administered by a 2-of-3 multisig: no single key, and holders see any upgrade two days ahead. Widely held LP.",
    launch: async (ctx) => {
      const safe = await multisig(ctx);
      const timelock = await ctx.deploy("HeldoutTimelock", [safe, 2n * 86_400n]);
      const admin = await ctx.deploy("HeldoutProxyAdmin", [timelock]);
      const impl = await ctx.deploy("PlainUpgradeableToken");
      const proxy = await ctx.deploy("HeldoutTransparentProxy", [impl, admin, initData(ctx, "Governed Proxy", "GPRX")]);
      return standard(ctx, proxy, { lp: "wide" });
    },
    late: lateTrades(),
  },
  {
    name: "renounced-burnt-lp-launch",
    expected: "safe",
    ageDays: 20,
    source:
      "OpenZeppelin ERC20 + Ownable, renounceOwnership after launch, LP sent to 0x…dEaD (the common fair launch); RealShapes.sol PlainLaunchToken",
    rationale:
      "Plain ERC-20, ownership renounced (no other privileged path), LP burnt, supply spread. Nothing left to pull or change.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("PlainLaunchToken", ["Fair Otter", "FOTTER", SUPPLY]), {
        lp: "burn",
      });
      await ctx.send(l.token, "PlainLaunchToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "fee-capped-five-percent",
    expected: "safe",
    ageDays: 45,
    source: `${UNI_SCAMS} (a tax above 10 % is high; the danger is a tax that can be modified beyond ~49 %); RealShapes.sol CappedFeeToken`,
    rationale:
      "2 % buy/sell fee to a treasury; the owner may change it but the code caps it at 5 %. LP locked for a year, stablecoin pair. Bounded by code: safe.",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("CappedFeeToken", [SUPPLY, ctx.wallet(45)]), {
        quote: "usd",
        lp: "lock",
        setPair: true,
      }),
    late: lateTrades(),
  },
  {
    name: "benign-owner-metadata",
    expected: "safe",
    ageDays: 150,
    source:
      "Audited-token pattern: owner setTokenURI and recoverERC20 of foreign tokens only (its own token excluded); RealShapes.sol MetadataOwnerToken",
    rationale:
      "The owner EOA can only change a metadata URI and recover OTHER tokens sent to the contract by mistake; it cannot touch holders' balances, mint, tax or pause. LP burnt.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("MetadataOwnerToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "stable-pair-wide-lp",
    expected: "safe",
    ageDays: 180,
    source:
      "issue 25 ('a pair whose LP is widely held is not a rug vector'); stablecoin-quoted V2 pairs; RealShapes.sol IssuedOnceToken",
    rationale:
      "Fixed-supply token with no owner, quoted in a dollar stablecoin; the LP is provided by eleven wallets, none with more than ~10 %.",
    launch: async (ctx) =>
      standard(ctx, await ctx.deploy("IssuedOnceToken", [SUPPLY]), { quote: "usd", lp: "wide", liquidity: 20_000 }),
    late: lateTrades(),
  },
  {
    name: "mint-capped-at-max",
    expected: "safe",
    ageDays: 30,
    source:
      "OpenZeppelin ERC20Capped behaviour (cap enforced on mint) with the whole cap minted at deployment; RealShapes.sol MaxedOutToken",
    rationale:
      "The owner has a mint function, but the cap equals the supply already minted: every mint reverts. LP burnt.",
    launch: async (ctx) => standard(ctx, await ctx.deploy("MaxedOutToken", [SUPPLY]), { lp: "burn" }),
    late: lateTrades(),
  },
  {
    name: "no-contract-recipients",
    expected: "safe",
    ageDays: 25,
    source:
      "issue 25 ('tokens that treat contracts differently from wallets must not be called honeypots because the simulator is a contract'); anti-bot code-size checks; RealShapes.sol NoContractsToken",
    rationale:
      "Tokens cannot be sent to contracts other than the pair and the router (an anti-bot rule); wallets buy and sell freely, ownership renounced, LP burnt.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("NoContractsToken", [SUPPLY, ctx.router]), {
        lp: "burn",
        setPair: true,
      });
      await ctx.send(l.token, "NoContractsToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "owner-moved-to-dead",
    expected: "safe",
    ageDays: 40,
    source:
      "issue 25 ('a burn address (0x0, 0x…dEaD) as admin or owner is no admin'); RealShapes.sol DeadOwnerFeeToken",
    rationale:
      "An uncapped fee setter exists, but the owner was transferred to 0x…dEaD: nobody can call it. Fee 0, LP burnt.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("DeadOwnerFeeToken", [SUPPLY]), { lp: "burn", setPair: true });
      await ctx.send(l.token, "DeadOwnerFeeToken", "transferOwnership", [DEAD]);
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "fixed-burn-renounced",
    expected: "safe",
    ageDays: 60,
    source:
      "Deflationary 'burn on transfer' tokens with a fixed rate and no setter (common fair-launch shape); RealShapes.sol FixedBurnToken",
    rationale:
      "A fixed 2 % burn on every transfer, no setter, ownership renounced, LP burnt: a small known tax, no control.",
    launch: async (ctx) => {
      const l = await standard(ctx, await ctx.deploy("FixedBurnToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "FixedBurnToken", "renounceOwnership");
      return l;
    },
    late: lateTrades(),
  },
  {
    name: "team-vesting-no-owner",
    expected: "safe",
    ageDays: 100,
    source:
      "OpenZeppelin VestingWallet behaviour (linear release to a fixed beneficiary); Governance.sol HeldoutVesting",
    rationale:
      "No owner; 15 % of the supply sits in a linear one-year vesting contract for the team (release only as vested). LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("IssuedOnceToken", [SUPPLY]);
      const now = BigInt(await ctx.now());
      const vesting = await ctx.deploy("HeldoutVesting", [ctx.wallet(45), now, 365n * 86_400n]);
      await ctx.send(token, "IssuedOnceToken", "transfer", [vesting, (SUPPLY * 15n) / 100n]);
      const pair = await ctx.list(token, { quote: "weth", tokens: (SUPPLY * 50n) / 100n, quoteAmount: 10 });
      await ctx.spread(token, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], 300);
      await ctx.moveLp(pair, DEAD, 10_000);
      for (const [i, b] of [0.4, 1, 0.7, 1.5].entries()) {
        await ctx.buy(token, "weth", ctx.wallet(i), b);
        await ctx.wait(5);
      }
      await ctx.sell(token, "weth", ctx.wallet(1), 4_000);
      return { token, pair, quote: "weth" };
    },
    late: lateTrades(),
  },
];
