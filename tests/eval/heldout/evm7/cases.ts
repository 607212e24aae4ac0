/**
 * HELD-OUT EVM evaluation set v7 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-27), the earlier
 * sets' plumbing and case formats (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when one party acting alone (an EOA, a key hidden
 * as a hash or a constant, a helper contract's owner, a hand-written "multisig" or "locker" whose rules do not bind
 * it), now, can create tokens without a bound, take or destroy what holders own, speak for holders, stop their sells
 * or make a sell cost most of its value; when a flaw lets anyone print tokens; or when one address can remove most of
 * the pool. SAFE when nobody can, when the power is bounded in code (one-time initialisers, closed windows, checked
 * arithmetic, flash loans repaid in the same transaction, vaults and bridges that mint only against deposits), when
 * it binds the team rather than holders, or when only governance can act (an official Safe needing several keys), and
 * no single address can pull most of the pool.
 *
 * Each launch: contracts/heldout7 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts, a
 * Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, the supply spread over many holders, buys and sells
 * by several wallets minutes to hours apart (v4's openMarket), the LP settled as the scenario says, then the owner
 * actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, concatHex, type Hex, keccak256, toFunctionSelector, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { DEAD, type LaunchContext, type Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import { HOLDER, holderCannotSell, holderSells, must, pullsPool, refused, supplyGrows } from "../evm2/proofs";
import {
  deployed,
  deploySafe,
  lastDay,
  openMarket,
  owners,
  remember,
  safeExec,
  sellPaysOver,
  sellPaysUnder,
  ZERO,
} from "../evm4/market";

/** Same shape as the v2-v6 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm7Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK =
  "CertiK / SlowMist audit finding classes (centralization risk, privileged roles, hard-coded addresses, unchecked arithmetic)";
const DEFI = "De.Fi Scanner / SolidityScan scam-pattern write-ups (approval abuse, fake lockers, fake multisigs)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const DIAMOND = "EIP-2535 Diamonds (eips.ethereum.org/EIPS/eip-2535: diamondCut adds, replaces or removes facets)";
const CLONES = "EIP-1167 minimal proxy (eips.ethereum.org/EIPS/eip-1167); OpenZeppelin Clones 5.7.0";
const ERC2771 =
  "ERC-2771 (eips.ethereum.org/EIPS/eip-2771: the trusted forwarder appends the sender; a forwarder that is not trusted must not be able to speak for users); OpenZeppelin ERC2771Context / ERC2771Forwarder 5.7.0";
const ERC777 =
  "ERC-777 default operators (eips.ethereum.org/EIPS/eip-777: defaultOperators may send for every holder who has not revoked them)";
const BEC = "BeautyChain BEC batchTransfer overflow, CVE-2018-10299 (PeckShield advisory 'batchOverflow', April 2018)";

/** A hard-coded guardian address in two contracts (H7GuardianHaltToken, H7GuardianWindowToken). */
const GUARDIAN: Address = "0x5Ca1ab1e00000000000000000000000000C0FfEe";
/** OP Stack L2CrossDomainMessenger predeploy (docs.optimism.io "Predeploys"), the only caller of v5's bridge reduction. */
const OP_MESSENGER: Address = "0x4200000000000000000000000000000000000007";
/** USDC on Ethereum (Etherscan), the L1 token USDbC on Base bridges. */
const L1_USDC: Address = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
/** LayerZero v1 Ethereum endpoint (docs.layerzero.network v1 "Mainnet addresses"). */
const LZ_ENDPOINT: Address = "0x66A71Dcef29A0fFBDBE3c6a460a3B5BC225Cd675";

/** Wallets 0-9 trade, 20-29 hold, 40-44 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);

/** The holder's balance is taken or destroyed by `action`. */
async function holderEmptied(ctx: LaunchContext, l: Launched, action: () => Promise<void>, what: string) {
  const victim = ctx.wallet(HOLDER);
  must((await ctx.balance(l.token, victim)) > 0n, "the holder has nothing");
  await action();
  must((await ctx.balance(l.token, victim)) === 0n, `${what} did not empty the holder`);
}

const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));

/** After `from` removes all its liquidity, the quote reserve is below / above `fraction` of what it was. */
async function pullLeaves(ctx: LaunchContext, l: Launched, from: Address, fraction: number, below: boolean) {
  const before = await ctx.quoteReserve(l);
  await ctx.removeLiquidity(l.token, l.quote, 10_000, from);
  const after = await ctx.quoteReserve(l);
  must(below ? after < before * fraction : after > before * fraction, `the pull left ${after} of ${before}`);
}

const DIAMOND_SELECTORS = [
  "initToken(string,string,uint256,address)",
  "name()",
  "symbol()",
  "decimals()",
  "totalSupply()",
  "balanceOf(address)",
  "allowance(address,address)",
  "approve(address,uint256)",
  "transfer(address,uint256)",
  "transferFrom(address,address,uint256)",
].map((s) => toFunctionSelector(s));

async function deployDiamond(ctx: LaunchContext, symbol: string): Promise<Address> {
  const facet = await ctx.deploy("H7DiamondTokenFacet");
  const init = ctx.encode("H7DiamondTokenFacet", "initToken", [`${symbol} Diamond`, symbol, SUPPLY, ctx.deployer]);
  return ctx.deploy("H7Diamond", [facet, DIAMOND_SELECTORS, init]);
}

async function deployClone(ctx: LaunchContext, impl: string, name: string, symbol: string): Promise<Address> {
  const implementation = await ctx.deploy(impl);
  const factory = await ctx.deploy("H7CloneFactory", [implementation]);
  const token = await ctx.read<Address>(factory, "H7CloneFactory", "create", [name, symbol, SUPPLY]);
  await ctx.send(factory, "H7CloneFactory", "create", [name, symbol, SUPPLY]);
  must((await ctx.supply(token)) === SUPPLY, "the clone was not created");
  return token;
}

export const HELDOUT_EVM7_CASES: readonly HeldoutEvm7Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "staking-slasher-burns-holders",
    expected: "danger",
    ageDays: 12,
    source: `${CRP} (burn through a helper contract); ${CERTIK}; H7Danger.sol H7SlashToken + H7Slasher`,
    rationale:
      "The token has no owner(); its slash(account, amount) burns any holder's tokens and only the 'slasher' contract may call it. That contract's owner (one EOA) calls penalize() on anyone: holders' balances can be destroyed one hop away.",
    launch: async (ctx) => {
      const slasher = await ctx.deploy("H7Slasher");
      const token = await ctx.deploy("H7SlashToken", [SUPPLY, slasher]);
      remember(token, "slasher", slasher);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H7SlashToken", "slash", [ctx.wallet(HOLDER), 1n]), "a direct slash");
      const bal = await holderBalance(ctx, l);
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(deployed(l.token, "slasher"), "H7Slasher", "penalize", [l.token, ctx.wallet(HOLDER), bal]),
        "the slasher's owner",
      );
    },
  },
  {
    name: "buy-grants-team-allowance",
    expected: "danger",
    ageDays: 6,
    source: `${DEFI} (approval abuse); ${GOPLUS}; H7Danger.sol H7BuyAllowanceToken`,
    rationale:
      "Every buy from the pair silently writes an unlimited allowance from the buyer to the 'marketing' wallet (one EOA). That wallet can transferFrom any buyer's whole bag at any time: a drain disguised as an ordinary ERC-20.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7BuyAllowanceToken", [SUPPLY, ctx.wallet(80)]), {
        lp: "lock",
        quote: "usd",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await holderBalance(ctx, l);
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H7BuyAllowanceToken", "transferFrom", [victim, ctx.wallet(80), bal], ctx.wallet(80)),
        "the marketing wallet",
      );
    },
  },
  {
    name: "migration-import-never-closed",
    expected: "danger",
    ageDays: 20,
    source: `${CRP} (hidden mint / leak); ${SNIFFER} (owner can change balances); H7Danger.sol H7MigrateToken`,
    rationale:
      "importBalances(accounts, amounts), sold as a V1->V2 migration, sets any balance to any value and the owner (one EOA) never called finalizeMigration(): it can zero any holder or give itself unlimited tokens.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7MigrateToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H7MigrateToken", "importBalances", [[ctx.wallet(HOLDER)], [0n]]),
        "the import",
      );
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H7MigrateToken", "importBalances", [[ctx.deployer], [SUPPLY * 10n]]),
        "the import",
      );
    },
  },
  {
    name: "lp-in-multisig-counting-one-key-twice",
    expected: "danger",
    ageDays: 30,
    source: `${DEFI} (fake multisig); ${REKT}; H7Danger.sol H7TeamMultisig + H7PlainToken`,
    rationale:
      "All LP sits in a hand-written 'team multisig' (2 of 3), but confirm() counts confirmations without remembering who confirmed: one key confirms twice and executes, so one key can move the LP and pull the pool.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7PlainToken", [SUPPLY]);
      const ms = await ctx.deploy("H7TeamMultisig", [owners(ctx, [40, 41, 42])]);
      remember(token, "multisig", ms);
      return openMarket(ctx, token, { lp: "to", lpTo: ms });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const ms = deployed(l.token, "multisig");
      const key = ctx.wallet(40);
      const lp = await ctx.balance(l.pair!, ms);
      must(lp > 0n, "the multisig holds no LP");
      const data = ctx.encode("PlainUpgradeableToken", "transfer", [ctx.deployer, lp]);
      await ctx.send(ms, "H7TeamMultisig", "submit", [l.pair!, data], key);
      await refused(ctx, ctx.send(ms, "H7TeamMultisig", "execute", [0n], key), "an unconfirmed proposal");
      await ctx.send(ms, "H7TeamMultisig", "confirm", [0n], key);
      await ctx.send(ms, "H7TeamMultisig", "confirm", [0n], key);
      await ctx.send(ms, "H7TeamMultisig", "execute", [0n], key);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "owner-self-approval-mints",
    expected: "danger",
    ageDays: 9,
    source: `${CRP} (hidden mint under another name); ${GOPLUS} (is_mintable, hidden owner); H7Danger.sol H7ApproveMintToken`,
    rationale:
      "approve() is overridden: when the owner (one EOA) approves itself, the approved amount is minted to it. No function is called mint; one approval prints any amount.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7ApproveMintToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H7ApproveMintToken", "approve", [ctx.deployer, SUPPLY * 5n]),
        "the owner's self-approval",
      );
    },
  },
  {
    name: "holding-age-sell-tax-ninety",
    expected: "danger",
    ageDays: 15,
    source: `${HONEYPOT} (high sell tax); ${SNIFFER}; H7Danger.sol H7HoldAgeTaxToken`,
    rationale:
      "Sells of tokens received less than 365 days ago pay 90 % to the owner; every holder bought within the year, so every sell today loses most of its value. Buys are untaxed, so it looks fine on the way in.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7HoldAgeTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysUnder(ctx, l, 0.2, HOLDER),
  },
  {
    name: "diamond-cut-by-one-key",
    expected: "danger",
    ageDays: 25,
    source: `${DIAMOND}; ${CERTIK} (upgradeable by a single key); H7Danger.sol H7Diamond + facets`,
    rationale:
      "The token is a diamond: every ERC-20 call is delegated to facets, and diamondCut() by the owner (one EOA) can add or replace any selector at once, e.g. a facet that mints. One key can rewrite the token's code.",
    launch: async (ctx) => openMarket(ctx, await deployDiamond(ctx, "DMD7"), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const issue = await ctx.deploy("H7DiamondIssueFacet");
      await ctx.send(l.token, "H7Diamond", "diamondCut", [[toFunctionSelector("issue(address,uint256)")], issue]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H7DiamondIssueFacet", "issue", [ctx.deployer, SUPPLY]),
        "the new facet",
      );
    },
  },
  {
    name: "clone-owner-settle-mint",
    expected: "danger",
    ageDays: 4,
    source: `${CLONES}; ${CRP} (hidden mint under another name); H7Danger.sol H7CloneFactory + H7SettleCloneToken`,
    rationale:
      "An EIP-1167 clone from a launch factory; the implementation's settle(to, amount) lets the clone's owner (the creator, one EOA) mint without limit. The token's own bytecode is a 45-byte proxy.",
    launch: async (ctx) =>
      openMarket(ctx, await deployClone(ctx, "H7SettleCloneToken", "Settle Seven", "STL7"), {
        lp: "lock",
        quote: "usd",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H7SettleCloneToken", "settle", [ctx.deployer, SUPPLY * 2n]),
        "settle",
      );
    },
  },
  {
    name: "default-operator-moves-holders",
    expected: "danger",
    ageDays: 40,
    source: `${ERC777}; ${CRP} (leak); H7Danger.sol H7OperatorToken`,
    rationale:
      "An ERC-777-style default operator, the deployer (one EOA), may operatorSend from any holder who has not revoked it; no holder has. One key can move every holder's tokens.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7OperatorToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H7OperatorToken", "operatorSend", [ctx.wallet(HOLDER), ctx.deployer, bal, "0x", "0x"]),
        "the default operator",
      );
    },
  },
  {
    name: "bytecode-guardian-halts-all",
    expected: "danger",
    ageDays: 18,
    source: `${CERTIK} (hard-coded privileged address); ${GOPLUS} (transfer_pausable); H7Danger.sol H7GuardianHaltToken`,
    rationale:
      "An address written into the bytecode as a constant (no owner(), no storage) can switch on a halt that makes every transfer revert except its own, at any time: holders cannot sell while it can.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7GuardianHaltToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H7GuardianHaltToken", "emergency", [true]), "the deployer's halt");
      await ctx.send(l.token, "H7GuardianHaltToken", "emergency", [true], GUARDIAN);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "locker-extend-accepts-past-date",
    expected: "danger",
    ageDays: 10,
    source: `${DEFI} (fake LP lockers); ${REKT}; H7Danger.sol H7ExtendLocker + H7PlainToken`,
    rationale:
      "All LP is 'locked for a year' in a hand-written locker, but extend(id, date) accepts any date, including one in the past: the depositor (one EOA) can shorten the lock to zero, withdraw and pull the pool today.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7PlainToken", [SUPPLY]);
      const locker = await ctx.deploy("H7ExtendLocker");
      remember(token, "locker", locker);
      return openMarket(ctx, token, {
        lp: "keep",
        afterLp: async (pair) => {
          const lp = await ctx.balance(pair, ctx.deployer);
          await ctx.send(pair, "Pair", "approve", [locker, lp]);
          await ctx.send(locker, "H7ExtendLocker", "lock", [pair, lp, BigInt((await ctx.now()) + 365 * DAY)]);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await refused(ctx, ctx.send(locker, "H7ExtendLocker", "withdraw", [0n]), "an early withdrawal");
      await ctx.send(locker, "H7ExtendLocker", "extend", [0n, 0n]);
      await ctx.send(locker, "H7ExtendLocker", "withdraw", [0n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "unchecked-burn-wraps-balance",
    expected: "danger",
    ageDays: 35,
    source: `${CERTIK} (unchecked arithmetic); ${BEC} (the same class of integer wrap); H7Danger.sol H7WrapBurnToken`,
    rationale:
      "burn() subtracts inside an unchecked block without a balance check: anyone who burns one token more than they hold wraps their balance to ~2^256 and can dump it into the pool. Anyone can print.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7WrapBurnToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await ctx.send(l.token, "H7WrapBurnToken", "burn", [bal + 1n], ctx.wallet(HOLDER));
      must((await holderBalance(ctx, l)) > SUPPLY * 1000n, "the burn did not wrap the balance");
      await ctx.send(l.token, "H7WrapBurnToken", "transfer", [ctx.wallet(81), SUPPLY * 50n], ctx.wallet(HOLDER));
      must((await ctx.balance(l.token, ctx.wallet(81))) === SUPPLY * 50n, "the wrapped balance is not spendable");
    },
  },
  {
    name: "batch-transfer-overflow-prints",
    expected: "danger",
    ageDays: 60,
    source: `${BEC}; ${CRP}; H7Danger.sol H7BatchOverflowToken`,
    rationale:
      "batchTransfer(receivers, value) computes receivers.length * value unchecked: with two receivers and value 2^255 the total wraps to 0, the sender pays nothing and each receiver gets 2^255 tokens. Anyone can print and empty the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7BatchOverflowToken", [SUPPLY]), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const half = 2n ** 255n;
      await ctx.send(
        l.token,
        "H7BatchOverflowToken",
        "batchTransfer",
        [[ctx.wallet(81), ctx.wallet(82)], half],
        ctx.wallet(HOLDER),
      );
      must((await ctx.balance(l.token, ctx.wallet(81))) === half, "the overflow did not print");
    },
  },
  {
    name: "settable-forwarder-speaks-for-holders",
    expected: "danger",
    ageDays: 7,
    source: `${ERC2771}; ${CERTIK} (privileged role can act for users); H7Danger.sol H7ForwarderToken + H7Base.sol H7Relay`,
    rationale:
      "The ERC-2771 trusted forwarder is a storage address the owner (one EOA) can change. Naming a contract it controls as forwarder lets it append any holder's address to a transfer and move that holder's tokens.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7ForwarderToken", [SUPPLY, ZERO]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const relay = await ctx.deploy("H7Relay");
      await ctx.send(l.token, "H7ForwarderToken", "setTrustedForwarder", [relay]);
      const bal = await holderBalance(ctx, l);
      const data = concatHex([
        ctx.encode("H7ForwarderToken", "transfer", [ctx.deployer, bal]),
        ctx.wallet(HOLDER) as Hex,
      ]);
      await holderEmptied(ctx, l, () => ctx.send(relay, "H7Relay", "relay", [l.token, data]), "the forwarder");
    },
  },
  {
    name: "sells-need-team-issued-pass",
    expected: "danger",
    ageDays: 3,
    source: `${HONEYPOT} (cannot sell); ${CRP} (limit); H7Danger.sol H7PassGateToken + H7ClubPass`,
    rationale:
      "A sell to the pair requires holding a 'club pass' from another contract whose owner (the deployer) alone issues passes. Buyers have none: they can buy but not sell, while team wallets with passes can.",
    launch: async (ctx) => {
      const pass = await ctx.deploy("H7ClubPass");
      const token = await ctx.deploy("H7PassGateToken", [SUPPLY, pass]);
      remember(token, "pass", pass);
      return openMarket(ctx, token, { lp: "burn", quote: "usd", setPair: true, sells: false });
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await ctx.send(deployed(l.token, "pass"), "H7ClubPass", "issue", [ctx.wallet(85)]);
      await ctx.send(l.token, "H7PassGateToken", "transfer", [ctx.wallet(85), 1_000_000n * E18]);
      await holderSells(ctx, l, 85);
    },
  },
  {
    name: "lp-at-counterfactual-create2-address",
    expected: "danger",
    ageDays: 5,
    source: `${DEFI} (LP 'burnt' to an address that is not a burn address); ${REKT}; H7Danger.sol H7Create2Deployer + H7Sweeper`,
    rationale:
      "All LP went to an address with no code and no known key, which looks burnt; it is the CREATE2 address of a sweeper the deployer's factory can deploy at will, whose owner then takes the LP and pulls the pool.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7PlainToken", [SUPPLY]);
      const factory = await ctx.deploy("H7Create2Deployer");
      const salt = keccak256(toHex("held-out v7 sweeper"));
      const target = await ctx.read<Address>(factory, "H7Create2Deployer", "predict", [salt]);
      remember(token, "factory", factory);
      remember(token, "sweeper", target);
      return openMarket(ctx, token, { lp: "to", lpTo: target, quote: "weth" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const target = deployed(l.token, "sweeper");
      must((await ctx.lpShare(l.pair!, target)) > 0.9, "the LP is not at the counterfactual address");
      await ctx.send(deployed(l.token, "factory"), "H7Create2Deployer", "deploy", [
        keccak256(toHex("held-out v7 sweeper")),
      ]);
      await ctx.send(target, "H7Sweeper", "sweep", [l.pair!, ctx.deployer]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "hash-gated-rebalance-mint",
    expected: "danger",
    ageDays: 22,
    source: `${CRP} (hidden mint); ${CERTIK} (hidden privileged caller); H7Danger.sol H7HashGateToken`,
    rationale:
      "No owner(), no role, no address in storage or bytecode: rebalance(to, amount) mints for whoever's address hashes to an immutable keccak256 (the deployer). A hidden controller with an unbounded mint.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7HashGateToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H7HashGateToken", "rebalance", [ctx.wallet(HOLDER), 1n], ctx.wallet(HOLDER)),
        "a holder's rebalance",
      );
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H7HashGateToken", "rebalance", [ctx.deployer, SUPPLY * 3n]),
        "the hidden key",
      );
    },
  },
  {
    name: "safe-owner-plus-immutable-dev",
    expected: "danger",
    ageDays: 45,
    source: `${SAFE_DOCS}; ${CERTIK} (privileged role outside governance); H7Danger.sol H7SafeDevToken`,
    rationale:
      "owner() is an official 3-of-5 Safe, which looks governed; but the mint's modifier also admits an immutable 'dev' address (the deployer, one EOA), which mints alone without any Safe signature.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7SafeDevToken", [SUPPLY]);
      const safe = await safe3of5(ctx);
      await ctx.send(token, "H7SafeDevToken", "transferOwnership", [safe]);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const owner = await ctx.read<Address>(l.token, "H7SafeDevToken", "owner");
      must(owner !== ctx.deployer, "the Safe is not the owner");
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H7SafeDevToken", "emitRewards", [ctx.deployer, SUPPLY * 2n]),
        "the dev key",
      );
    },
  },
  {
    name: "lp-three-quarters-with-deployer",
    expected: "danger",
    ageDays: 2,
    source: `${GOPLUS} (lp_holders, is_locked); ${REKT}; H7Base.sol H7PlainToken`,
    rationale:
      "A clean fixed-supply token, but only a quarter of the LP was burnt; the deployer (one EOA) keeps three quarters unlocked on a two-day-old pair and can remove most of the pool at any moment.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7PlainToken", [SUPPLY]), {
        lp: "keep",
        afterLp: (pair) => ctx.moveLp(pair, DEAD, 2_500),
      }),
    late: lastDay(),
    proof: async (ctx, l) => pullLeaves(ctx, l, ctx.deployer, 0.35, true),
  },
  {
    name: "clock-window-sell-tax",
    expected: "danger",
    ageDays: 8,
    source: `${HONEYPOT} (high sell tax); ${CRP} (limit by time); H7Danger.sol H7ClockTaxToken`,
    rationale:
      "Sells pay 95 % to the owner except during the first ten minutes of each UTC day, a window only the team knows; at almost any moment a holder's sell loses most of its value.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7ClockTaxToken", [SUPPLY]), { lp: "lock", quote: "usd", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      if ((await ctx.now()) % DAY < 900) await ctx.wait(0.3);
      await sellPaysUnder(ctx, l, 0.2, HOLDER);
    },
  },

  // ───────────────────────────── SAFE ─────────────────────────────
  {
    name: "diamond-owned-by-safe-3of5",
    expected: "safe",
    ageDays: 50,
    source: `${DIAMOND}; ${SAFE_DOCS}; H7Danger.sol H7Diamond + H7DiamondTokenFacet`,
    rationale:
      "The same diamond shape, but its owner is an official 3-of-5 Safe: a facet change needs three keys. No mint facet exists today, supply fixed; governed, LP burnt.",
    launch: async (ctx) => {
      const diamond = await deployDiamond(ctx, "GDM7");
      const safe = await safe3of5(ctx);
      await ctx.send(diamond, "H7Diamond", "transferOwnership", [safe]);
      remember(diamond, "safe", safe);
      return openMarket(ctx, diamond, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H7Diamond", "diamondCut", [[toFunctionSelector("issue(address,uint256)")], ctx.deployer]),
        "the deployer's cut",
      );
      const safe = deployed(l.token, "safe");
      const cut = ctx.encode("H7Diamond", "diamondCut", [[toFunctionSelector("issue(address,uint256)")], ZERO]);
      await refused(ctx, safeExec(ctx, safe, l.token, cut, govKeys(ctx).slice(0, 2)), "a two-key cut");
      await holderSells(ctx, l);
    },
  },
  {
    name: "erc2771-oz-forwarder-immutable",
    expected: "safe",
    ageDays: 28,
    source: `${ERC2771}; H7Safe.sol H7MetaTxToken + OpenZeppelin ERC2771Forwarder`,
    rationale:
      "Meta-transactions through OpenZeppelin's ERC2771Forwarder, fixed as an immutable: it forwards only requests signed by the holder. No owner, fixed supply; no party can speak for a holder.",
    launch: async (ctx) => {
      const forwarder = await ctx.deploy("ERC2771Forwarder", ["Seven Forwarder"]);
      const token = await ctx.deploy("H7MetaTxToken", [SUPPLY, forwarder]);
      remember(token, "forwarder", forwarder);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const relay = await ctx.deploy("H7Relay");
      const bal = await holderBalance(ctx, l);
      const data = concatHex([ctx.encode("H7MetaTxToken", "transfer", [ctx.deployer, bal]), ctx.wallet(HOLDER) as Hex]);
      await refused(ctx, ctx.send(relay, "H7Relay", "relay", [l.token, data]), "an untrusted forwarder");
      // The trusted forwarder itself: a request signed by its `from` (an EIP-712 signature by a key held here) is
      // executed; the same signature presented for the holder's bag is refused.
      const forwarder = deployed(l.token, "forwarder");
      const [, name, version, chainId, verifyingContract] = await ctx.read<[Hex, string, string, bigint, Address]>(
        forwarder,
        "ERC2771Forwarder",
        "eip712Domain",
      );
      const signer = privateKeyToAccount(keccak256(toHex("held-out v7 meta-transaction signer")));
      await ctx.send(l.token, "H7MetaTxToken", "transfer", [signer.address, 1_000n * E18]);
      const request = {
        from: signer.address,
        to: l.token,
        value: 0n,
        gas: 200_000n,
        deadline: BigInt((await ctx.now()) + 3600),
        data: ctx.encode("H7MetaTxToken", "transfer", [ctx.wallet(88), 10n * E18]),
      };
      const nonce = await ctx.read<bigint>(forwarder, "ERC2771Forwarder", "nonces", [signer.address]);
      const signature = await signer.signTypedData({
        domain: { name, version, chainId, verifyingContract },
        types: {
          ForwardRequest: [
            { name: "from", type: "address" },
            { name: "to", type: "address" },
            { name: "value", type: "uint256" },
            { name: "gas", type: "uint256" },
            { name: "nonce", type: "uint256" },
            { name: "deadline", type: "uint48" },
            { name: "data", type: "bytes" },
          ],
        },
        primaryType: "ForwardRequest",
        message: { ...request, nonce, deadline: Number(request.deadline) },
      });
      const forged = {
        ...request,
        from: ctx.wallet(HOLDER),
        data: ctx.encode("H7MetaTxToken", "transfer", [ctx.deployer, bal]),
        signature,
      };
      await refused(ctx, ctx.send(forwarder, "ERC2771Forwarder", "execute", [forged]), "a forged forward request");
      await ctx.send(forwarder, "ERC2771Forwarder", "execute", [{ ...request, signature }]);
      must((await ctx.balance(l.token, ctx.wallet(88))) === 10n * E18, "the signed request was not executed");
      await holderSells(ctx, l);
    },
  },
  {
    name: "clone-fixed-supply-initialised",
    expected: "safe",
    ageDays: 70,
    source: `${CLONES}; H7Safe.sol H7FixedCloneToken + H7Danger.sol H7CloneFactory`,
    rationale:
      "An EIP-1167 clone whose implementation only has a one-time initialize (already called) and plain ERC-20: no owner, no mint, the supply fixed at creation. LP widely held.",
    launch: async (ctx) =>
      openMarket(ctx, await deployClone(ctx, "H7FixedCloneToken", "Clone Seven", "CLN7"), {
        lp: "wide",
        quote: "usd",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H7FixedCloneToken", "initialize", [ctx.deployer, "x", "x", SUPPLY]),
        "a second initialize",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "flash-mint-repaid-same-tx",
    expected: "safe",
    ageDays: 33,
    source:
      "ERC-3156 flash loans (eips.ethereum.org/EIPS/eip-3156); OpenZeppelin ERC20FlashMint 5.7.0; H7Safe.sol H7FlashToken",
    rationale:
      "Anyone may flash-mint, but the loan is burnt back (with the fee) in the same transaction or the whole call reverts: the supply after any transaction is unchanged. No owner, fixed supply, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7FlashToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<bigint>(l.token, "H7FlashToken", "maxFlashLoan", [l.token])) > 0n, "no flash mint");
      await refused(
        ctx,
        ctx.send(l.token, "H7FlashToken", "flashLoan", [ctx.deployer, l.token, SUPPLY, "0x"]),
        "a flash loan to a wallet that cannot repay",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "locker-extends-only-later",
    expected: "safe",
    ageDays: 16,
    source: `${GOPLUS} (lp locked); H7Safe.sol H7ForwardLocker + H7Base.sol H7PlainToken`,
    rationale:
      "All LP in a hand-written locker for a year whose rules bind the depositor: extend() only moves the date later, withdraw() only after it, no owner or emergency path. Fixed-supply token without owner.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7PlainToken", [SUPPLY]);
      const locker = await ctx.deploy("H7ForwardLocker");
      remember(token, "locker", locker);
      return openMarket(ctx, token, {
        lp: "keep",
        afterLp: async (pair) => {
          const lp = await ctx.balance(pair, ctx.deployer);
          await ctx.send(pair, "Pair", "approve", [locker, lp]);
          await ctx.send(locker, "H7ForwardLocker", "lock", [pair, lp, BigInt((await ctx.now()) + 365 * DAY)]);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await refused(ctx, ctx.send(locker, "H7ForwardLocker", "extend", [0n, 0n]), "a shorter lock");
      await refused(ctx, ctx.send(locker, "H7ForwardLocker", "withdraw", [0n]), "an early withdrawal");
      await holderSells(ctx, l);
    },
  },
  {
    name: "batch-transfer-checked-math",
    expected: "safe",
    ageDays: 26,
    source: `${BEC} (the flaw this one does not have); H7Safe.sol H7CheckedBatchToken`,
    rationale:
      "An airdrop batchTransfer like BEC's, but with Solidity 0.8 checked arithmetic: the multiplication cannot wrap and the sender pays the full total. No owner, fixed supply, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7CheckedBatchToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(
          l.token,
          "H7CheckedBatchToken",
          "batchTransfer",
          [[ctx.wallet(81), ctx.wallet(82)], 2n ** 255n],
          ctx.wallet(HOLDER),
        ),
        "the overflow",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "young-holding-fee-two-percent",
    expected: "safe",
    ageDays: 14,
    source: `${SNIFFER} (modest fixed fees); H7Safe.sol H7YoungSellFeeToken`,
    rationale:
      "A 2 % sell fee, burnt, only on tokens received in the last 24 hours; both numbers are constants, there is no owner and the pair was set once. A mild anti-flip fee.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7YoungSellFeeToken", [SUPPLY]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      // Wallet 6 bought in the last day: its sell takes the 2 % path (under 0.99 of the pool value with the 0.3 %
      // pool fee) and still keeps most of its value; the launch-day holder's sell pays no fee.
      await sellPaysUnder(ctx, l, 0.99, 6);
      await sellPaysOver(ctx, l, 0.9, 6);
      await sellPaysOver(ctx, l, 0.99, HOLDER);
    },
  },
  {
    name: "guardian-window-lapsed",
    expected: "safe",
    ageDays: 60,
    source: `${CERTIK} (hard-coded address; time-bounded privilege); H7Safe.sol H7GuardianWindowToken`,
    rationale:
      "A guardian constant in the bytecode could halt transfers only during the first 30 days; the pair is 60 days old, so the switch (and any halt) has lapsed for good. No owner, fixed supply, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7GuardianWindowToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H7GuardianWindowToken", "emergency", [true], GUARDIAN),
        "the guardian after its window",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-ninety-percent-burnt-old",
    expected: "safe",
    ageDays: 90,
    source: `${GOPLUS} (lp_holders); H7Base.sol H7PlainToken`,
    rationale:
      "Fixed-supply token without owner; 90 % of the LP burnt, the deployer keeps 10 %: pulling it would remove a tenth of a 90-day-old pool, not most of it.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7PlainToken", [SUPPLY]), {
        lp: "keep",
        quote: "usd",
        afterLp: (pair) => ctx.moveLp(pair, DEAD, 9_000),
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await pullLeaves(ctx, l, ctx.deployer, 0.85, false);
      await holderSells(ctx, l);
    },
  },
  {
    name: "migration-import-finalized",
    expected: "safe",
    ageDays: 38,
    source: `${SNIFFER}; H7Danger.sol H7MigrateToken (finalizeMigration called)`,
    rationale:
      "The same V1->V2 import as the danger twin, but finalizeMigration() was called after the import: the flag cannot be unset, so balances can no longer be written. The owner has nothing else. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7MigrateToken", [SUPPLY]);
      await ctx.send(token, "H7MigrateToken", "importBalances", [[ctx.wallet(86)], [1_000n * E18]]);
      await ctx.send(token, "H7MigrateToken", "finalizeMigration");
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H7MigrateToken", "importBalances", [[ctx.wallet(HOLDER)], [0n]]),
        "an import after finalisation",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "buyback-burner-own-balance-only",
    expected: "safe",
    ageDays: 21,
    source: `${CRP} (the burn class, bounded); H7Safe.sol H7BurnableToken + H7BuybackBurner`,
    rationale:
      "A burner helper owned by one key can only burn what the helper itself holds (bought-back tokens); holders' balances are out of its reach. No owner on the token, fixed supply, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7BurnableToken", [SUPPLY]);
      const burner = await ctx.deploy("H7BuybackBurner", [token]);
      await ctx.send(token, "H7BurnableToken", "transfer", [burner, SUPPLY / 100n]);
      remember(token, "burner", burner);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await holderBalance(ctx, l);
      const supply = await ctx.supply(l.token);
      await ctx.send(deployed(l.token, "burner"), "H7BuybackBurner", "burnAll");
      must((await ctx.supply(l.token)) < supply, "the burner burnt nothing");
      must((await holderBalance(ctx, l)) === before, "the holder's balance moved");
      await holderSells(ctx, l);
    },
  },
  {
    name: "unchecked-burn-guarded",
    expected: "safe",
    ageDays: 12,
    source: `${CERTIK} (unchecked arithmetic, here guarded); H7Safe.sol H7GuardedBurnToken`,
    rationale:
      "burn() uses an unchecked block, but only after checking the balance: it cannot wrap. No owner, fixed supply (burns only lower it), LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7GuardedBurnToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      await refused(
        ctx,
        ctx.send(l.token, "H7GuardedBurnToken", "burn", [bal + 1n], ctx.wallet(HOLDER)),
        "a burn above the balance",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "hash-keeper-rename-only",
    expected: "safe",
    ageDays: 19,
    source: `${CERTIK} (hidden privileged caller, here harmless); H7Safe.sol H7HashKeeperToken`,
    rationale:
      "A keeper known only by the hash of its address can call rebrand(name, symbol), and nothing else: no mint, no fee, no freeze. Cosmetic power only; fixed supply, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H7HashKeeperToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const supply = await ctx.supply(l.token);
      await ctx.send(l.token, "H7HashKeeperToken", "rebrand", ["Chameleon Two", "CHM2"]);
      must((await ctx.supply(l.token)) === supply, "the supply moved");
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────── SAFE: real tokens ─────────────────────────
  {
    name: "sdai-savings-vault-shape",
    expected: "safe",
    ageDays: 120,
    source:
      "sDAI (Etherscan-verified 0x83F20F44975D03b1b09e64809B757c47f942BEeA, SavingsDai; github.com/makerdao/sdai src/SavingsDai.sol; ERC-4626 eips.ethereum.org/EIPS/eip-4626); H7Real.sol H7SavingsDai",
    rationale:
      "An ERC-4626 vault over DAI with no owner and no admin function: shares are minted only against deposited DAI and burnt on withdrawal. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const dai = await ctx.deploy("H7DaiStandIn", [SUPPLY * 2n]);
      const vault = await ctx.deploy("H7SavingsDai", [dai]);
      await ctx.send(dai, "H7DaiStandIn", "approve", [vault, SUPPLY]);
      await ctx.send(vault, "H7SavingsDai", "deposit", [SUPPLY, ctx.deployer]);
      return openMarket(ctx, vault, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H7SavingsDai", "redeem", [E18, ctx.deployer, ctx.deployer]);
      must((await ctx.supply(l.token)) === before - E18, "redeem did not burn the shares");
      await holderSells(ctx, l);
    },
  },
  {
    name: "wsteth-wrapper-shape",
    expected: "safe",
    ageDays: 150,
    source:
      "wstETH (Etherscan-verified 0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0; github.com/lidofinance/lido-dao contracts/0.6.12/WstETH.sol; docs.lido.fi/contracts/wsteth); H7Real.sol H7WstETH",
    rationale:
      "wrap() mints wstETH only for stETH deposited, unwrap() burns it and returns the stETH; no owner, no pause, no other mint, permit per EIP-2612. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const st = await ctx.deploy("H7StEthStandIn", [SUPPLY * 2n]);
      const w = await ctx.deploy("H7WstETH", [st]);
      await ctx.send(st, "H7StEthStandIn", "approve", [w, SUPPLY]);
      await ctx.send(w, "H7WstETH", "wrap", [SUPPLY]);
      remember(w, "steth", st);
      return openMarket(ctx, w, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const st = deployed(l.token, "steth");
      const before = await ctx.balance(st, ctx.deployer);
      await ctx.send(l.token, "H7WstETH", "unwrap", [E18]);
      must((await ctx.balance(st, ctx.deployer)) === before + E18, "unwrap did not return stETH");
      await holderSells(ctx, l);
    },
  },
  {
    name: "lqty-team-year-lockup-shape",
    expected: "safe",
    ageDays: 200,
    source:
      "LQTY (Etherscan-verified 0x6DEA81C8171D0bA574754EF6F8b412F2Ed88c54D; github.com/liquity/dev packages/contracts/contracts/LQTY/LQTYToken.sol, LockupContractFactory.sol, LockupContract.sol; docs.liquity.org); H7Real.sol H7LqtyToken",
    rationale:
      "100M fixed at deployment, no owner, no mint. In the first year the team multisig may send LQTY only to registered lockup contracts locked a year past deployment: a transfer restriction that binds the team, not holders. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const factory = await ctx.deploy("H7LockupFactory");
      const token = await ctx.deploy("H7LqtyToken", [safe, factory, ctx.deployer]);
      remember(token, "safe", safe);
      // The distributor holds the 35.33M community share (the multisig's 64.66M cannot move in the first year):
      // 10 % of the supply listed, 1.5 % to each of the ten holders, no dead-address burn.
      return openMarket(ctx, token, { lp: "lock", listBps: 1000, holderBps: 150, deadBurn: false });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const data = ctx.encode("H7LqtyToken", "transfer", [ctx.wallet(87), 1_000n * E18]);
      await refused(ctx, safeExec(ctx, safe, l.token, data, govKeys(ctx).slice(0, 3)), "a first-year team transfer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "base-usdbc-standard-bridge-shape",
    expected: "safe",
    ageDays: 300,
    source:
      "USDbC on Base (Etherscan-verified on Basescan 0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA, OptimismMintableERC20; github.com/ethereum-optimism/optimism packages/contracts-bedrock/src/universal/OptimismMintableERC20.sol; docs.base.org bridged tokens); v5's L2StandardBridge reduction (H5Real.sol); H7Real.sol H7BaseBridgedUSDC",
    rationale:
      "6 decimals; only the standard bridge (an immutable) mints and burns, and the bridge mints only for deposits relayed by the L2 messenger. No owner. Issuance bound to L1 deposits; stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const bridge = await ctx.deploy("H5L2StandardBridge");
      const token = await ctx.deploy("H7BaseBridgedUSDC", [bridge, L1_USDC]);
      await ctx.send(
        bridge,
        "H5L2StandardBridge",
        "finalizeBridgeERC20",
        [token, L1_USDC, ctx.deployer, ctx.deployer, 10n ** 15n, "0x"],
        OP_MESSENGER,
      );
      remember(token, "bridge", bridge);
      return openMarket(ctx, token, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H7BaseBridgedUSDC", "mint", [ctx.deployer, 1n]), "a direct mint");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "bridge"), "H5L2StandardBridge", "finalizeBridgeERC20", [
          l.token,
          L1_USDC,
          ctx.deployer,
          ctx.deployer,
          1n,
          "0x",
        ]),
        "an unrelayed deposit",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "ethfi-fixed-votes-shape",
    expected: "safe",
    ageDays: 240,
    source:
      "ETHFI (Etherscan-verified 0xFe0c30065B384F05761f15d0CC899D4F9F9Cc0eB, EtherFiGovernanceToken: OpenZeppelin ERC20 + Burnable + Permit + Votes, 1B minted in the constructor); H7Real.sol H7EthfiToken",
    rationale:
      "1B minted once in the constructor; no owner, no mint, no pause, no fee; holders may burn their own tokens and delegate votes. ETH pair, LP widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H7EthfiToken", [ctx.deployer]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "fet-minter-pauser-in-safe",
    expected: "safe",
    ageDays: 400,
    source: `FET / ASI (Etherscan-verified 0xaea46A60368A7bD060eec7DF8CBa43b7EF41Ad85, FetchToken: OpenZeppelin 3.x MinterPauser preset, initial supply minted in the constructor, 18 decimals; address listed in github.com/singnet/token-contracts package/networks/FetchToken.json); ${SAFE_DOCS}; H7Real.sol H7FetToken`,
    rationale:
      "MINTER_ROLE, PAUSER_ROLE and the role admin are held only by an official 3-of-5 Safe; the deployer renounced its roles. Mint and pause need three keys: governed issuer power. Stablecoin pair, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7FetToken", [SUPPLY]);
      const safe = await safe3of5(ctx);
      for (const r of ["MINTER_ROLE", "PAUSER_ROLE"]) {
        const role = keccak256(toHex(r));
        await ctx.send(token, "H7FetToken", "grantRole", [role, safe]);
        await ctx.send(token, "H7FetToken", "renounceRole", [role, ctx.deployer]);
      }
      const admin: Hex = `0x${"00".repeat(32)}`;
      await ctx.send(token, "H7FetToken", "grantRole", [admin, safe]);
      await ctx.send(token, "H7FetToken", "renounceRole", [admin, ctx.deployer]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H7FetToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const data = ctx.encode("H7FetToken", "pause");
      await refused(ctx, safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)), "2 keys");
      await holderSells(ctx, l);
    },
  },
  {
    name: "stg-pause-sends-only-safe",
    expected: "safe",
    ageDays: 500,
    source: `STG (Etherscan-verified 0xAf5191B0De278C7286d6C7CC6ab6BB8A73bA2Cd6, StargateToken; LayerZero OFT v1: pauseSendTokens, sendTokens, lzReceive from a trusted remote; docs.stargate.finance); ${SAFE_DOCS}; H7Real.sol H7StargateToken`,
    rationale:
      "Initial supply minted once on the main chain; the owner (a 3-of-5 Safe) can only pause cross-chain sends and name remote contracts, never stop ERC-20 transfers; inbound mints only from the LayerZero endpoint. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H7StargateToken", [LZ_ENDPOINT, SUPPLY]);
      const safe = await safe3of5(ctx);
      await ctx.send(token, "H7StargateToken", "transferOwnership", [safe]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H7StargateToken", "pauseSendTokens", [true]);
      await safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3));
      must(await ctx.read<boolean>(l.token, "H7StargateToken", "paused"), "the Safe did not pause sends");
      await holderSells(ctx, l);
    },
  },
  {
    name: "reth-deposit-pool-minted",
    expected: "safe",
    ageDays: 365,
    source:
      "rETH (Etherscan-verified 0xae78736Cd615f374D3085123A210448E74Fc6393, RocketTokenRETH; github.com/rocket-pool/rocketpool contracts/contract/token/RocketTokenRETH.sol, deposit/RocketDepositPool.sol; docs.rocketpool.net); H7Real.sol H7RocketTokenRETH + H7RocketDepositPool",
    rationale:
      "Minted only by the deposit pool (an immutable, no admin) for ETH deposited at the exchange rate; any holder burns rETH for the ETH it backs. No owner. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const pool = await ctx.deploy("H7RocketDepositPool");
      await ctx.send(pool, "H7RocketDepositPool", "deposit", [], ctx.deployer, 300n * E18);
      const token = await ctx.read<Address>(pool, "H7RocketDepositPool", "rETH");
      // Priced near its backing (about 1.1 ETH per rETH), not at a fifth of the ETH it redeems for.
      return openMarket(ctx, token, { lp: "wide", liquidity: 66 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H7RocketTokenRETH", "mint", [E18, ctx.deployer]),
        "a mint outside the pool",
      );
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H7RocketTokenRETH", "burn", [E18]);
      must((await ctx.supply(l.token)) === before - E18, "burn did not burn");
      await holderSells(ctx, l);
    },
  },
];
