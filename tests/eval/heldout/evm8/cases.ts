/**
 * HELD-OUT EVM evaluation set v8 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-27), the earlier
 * sets' plumbing and case files (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when one party acting alone (an EOA, a constant in
 * the bytecode, a helper contract's owner however many hops away, a hand-written "DAO" or "timelock" whose rules do
 * not bind it, an OpenZeppelin timelock with a delay of minutes) can now create tokens without a bound, take or
 * destroy what holders own, take what backs their tokens, stop their sells or make a realistic sell lose most of its
 * value; when a flaw lets anyone print tokens; or when one address that is not a burn address can remove most of the
 * pool. SAFE when nobody can, when the power is bounded in code (caps per year, fixed fees, ceilings, one-way
 * switches, minting only against deposits or by a schedule), when only governance with several keys or a delay of
 * days can act, and no single address can pull most of the pool.
 *
 * Each launch: contracts/heldout8 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController / ERC1967Proxy as published, a Uniswap V2 pair against WETH or a dollar stablecoin,
 * liquidity, the supply spread over many holders, buys and sells by several wallets minutes to hours apart (v4's
 * openMarket), the LP settled as the scenario says, then the owner actions the scenario describes. `ageDays`: pair age
 * at scan time.
 */
import { type Address, type Hex, keccak256, maxUint256, toHex } from "viem";
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
  remember,
  safeExec,
  sellPaysUnder,
  ZERO,
} from "../evm4/market";

/** Same shape as the v2-v7 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm8Case = HeldoutEvm2Case;

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
  "CertiK / SlowMist audit finding classes (centralization risk, privileged roles, delegatecall to untrusted code, unchecked initialisers)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (fake lockers, fake governance, LP 'burnt' to look-alike addresses)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const ERC1644 =
  "ERC-1644 controller token operations (github.com/ethereum/EIPs/issues/1644: controllerTransfer, isControllable)";
const ERC4626 = "ERC-4626 tokenized vaults (eips.ethereum.org/EIPS/eip-4626)";
const CLONES = "EIP-1167 minimal proxy (eips.ethereum.org/EIPS/eip-1167); OpenZeppelin Clones 5.7.0";
const UUPS =
  "ERC-1822 / ERC-1967 UUPS proxies (eips.ethereum.org/EIPS/eip-1822, eip-1967); OpenZeppelin UUPSUpgradeable 5.7.0";

/** LP "burnt" to a vanity address that only looks like a burn address (prefix and suffix dEaD, key held by the team). */
const DEAD_LOOKALIKE: Address = "0xdead71a3c9e4b5f20d8a6e1c7b93f04a5e2ddead";

/** Wallets 0-9 trade, 20-29 hold, 40-44 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));

/** The holder's balance is taken by `action`. */
async function holderDrained(ctx: LaunchContext, l: Launched, action: (bal: bigint) => Promise<void>, what: string) {
  const bal = await holderBalance(ctx, l);
  must(bal > 0n, "the holder has nothing");
  await action(bal);
  must((await holderBalance(ctx, l)) === 0n, `${what} did not take the holder's tokens`);
}

/** An OpenZeppelin TimelockController with these proposers/executors and no extra admin. */
const timelock = (ctx: LaunchContext, delaySeconds: number, proposer: Address) =>
  ctx.deploy("TimelockController", [BigInt(delaySeconds), [proposer], [proposer], ZERO]);

/** UUPS token behind OpenZeppelin's ERC1967Proxy, initialised with its admin and upgrader. */
async function uupsToken(ctx: LaunchContext, admin: Address, upgrader: Address): Promise<Address> {
  const impl = await ctx.deploy("H8UupsRoleToken");
  const init = ctx.encode("H8UupsRoleToken", "initialize", [admin, upgrader, ctx.deployer, SUPPLY]);
  return ctx.deploy("ERC1967Proxy", [impl, init]);
}

const implOf = (ctx: LaunchContext, l: Launched) => () => ctx.storage(l.token, IMPL_1967);

/** A mint two hops away: token <- distributor <- admin contract owned by `owner`. */
async function distributedToken(ctx: LaunchContext, owner: Address): Promise<Address> {
  const admin = await ctx.deploy("H8DistributorAdmin", [owner]);
  const distributor = await ctx.deploy("H8Distributor", [admin]);
  const token = await ctx.deploy("H8DistributedToken", [SUPPLY, distributor]);
  remember(token, "admin", admin);
  remember(token, "distributor", distributor);
  return token;
}

/** A vault token over the stand-in dollar, with SUPPLY shares deposited by the deployer. */
async function vaultToken(ctx: LaunchContext, contract: string): Promise<Address> {
  const usd = await ctx.deploy("H8UsdStandIn", [SUPPLY * 2n]);
  const vault = await ctx.deploy(contract, [usd]);
  await ctx.send(usd, "H8UsdStandIn", "approve", [vault, SUPPLY]);
  await ctx.send(vault, contract, "deposit", [SUPPLY, ctx.deployer]);
  remember(vault, "asset", usd);
  return vault;
}

export const HELDOUT_EVM8_CASES: readonly HeldoutEvm8Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "rescue-pulls-from-any-holder",
    expected: "danger",
    ageDays: 14,
    source: `${CRP} (leak under an innocent name); ${SNIFFER} (owner can change balances); H8Danger.sol H8RescueToken`,
    rationale:
      "rescueTokens(token, from, amount) is sold as recovering tokens sent by mistake, but for the token itself it moves `amount` from any `from` to the owner (one EOA): every holder's bag can be taken.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8RescueToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        (bal) => ctx.send(l.token, "H8RescueToken", "rescueTokens", [l.token, ctx.wallet(HOLDER), bal]),
        "the rescue",
      ),
  },
  {
    name: "amm-registry-pair-removable",
    expected: "danger",
    ageDays: 11,
    source: `${HONEYPOT} (cannot sell); ${GOPLUS} (transfer_pausable, trading_cooldown); H8Danger.sol H8AmmRegistryToken (removable)`,
    rationale:
      "Transfers to a contract must go to a registered AMM pair; the owner (one EOA) can remove the pair from the registry at any time, after which every sell into the pool reverts while buys still work.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8AmmRegistryToken", [SUPPLY, true]), {
        lp: "lock",
        quote: "usd",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H8AmmRegistryToken", "setAmm", [l.pair!, false]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "vault-owner-moves-backing",
    expected: "danger",
    ageDays: 16,
    source: `${ERC4626}; ${REKT} (vault backing moved by an admin key); ${CERTIK}; H8Danger.sol H8SweepVault`,
    rationale:
      "A vault share whose owner (one EOA) can rebalance() all the deposited assets to any address it names: the shares holders bought can be left backed by nothing. Holders' redemption value is one key away from zero.",
    launch: async (ctx) => openMarket(ctx, await vaultToken(ctx, "H8SweepVault"), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const bal = await holderBalance(ctx, l);
      must((await ctx.read<bigint>(l.token, "H8SweepVault", "previewRedeem", [bal])) > 0n, "the shares are unbacked");
      const assets = await ctx.read<bigint>(l.token, "H8SweepVault", "totalAssets");
      await ctx.send(l.token, "H8SweepVault", "rebalance", [ctx.deployer, assets]);
      must((await ctx.read<bigint>(l.token, "H8SweepVault", "previewRedeem", [bal])) === 0n, "backing still there");
    },
  },
  {
    name: "controller-transfer-role-eoa",
    expected: "danger",
    ageDays: 27,
    source: `${ERC1644}; ${CRP} (leak); ${CERTIK} (privileged role); H8Danger.sol H8ControllableToken`,
    rationale:
      "An ERC-1644 'regulated' token: the CONTROLLER_ROLE, held by the deployer (one EOA), may controllerTransfer any holder's tokens to anyone, and isControllable was never switched off.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8ControllableToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        (bal) =>
          ctx.send(l.token, "H8ControllableToken", "controllerTransfer", [
            ctx.wallet(HOLDER),
            ctx.deployer,
            bal,
            "0x",
            "0x",
          ]),
        "the controller",
      ),
  },
  {
    name: "sell-size-tax-ninety-five",
    expected: "danger",
    ageDays: 8,
    source: `${HONEYPOT} (high sell tax); ${SNIFFER}; H8Danger.sol H8WhaleTaxToken`,
    rationale:
      "Any sell into the pair above 10,000 tokens (0.001 % of the supply, under two dollars at the listing price) pays 95 % to the owner; buys are untaxed. Every realistic sell loses almost all of its value.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8WhaleTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysUnder(ctx, l, 0.2, HOLDER),
  },
  {
    name: "weekly-block-sell-window",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (cannot sell); ${CRP} (limit: block-number condition); H8Danger.sol H8BlockWindowToken`,
    rationale:
      "Sells into the pair succeed only in blocks whose number is a multiple of 50,000, one 12-second block about once a week; otherwise they revert. Buyers cannot sell in practice, while the owner is exempt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8BlockWindowToken", [SUPPLY]), {
        lp: "lock",
        quote: "usd",
        setPair: true,
        sells: false,
      }),
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "owner-delegatecall-module",
    expected: "danger",
    ageDays: 19,
    source: `${CERTIK} (delegatecall to an address the owner chooses); ${CRP} (hidden mint); H8Danger.sol H8ExecToken + H8BoostModule`,
    rationale:
      "execute(module, data) lets the owner (one EOA) delegate-call any contract in the token's own storage: one call to a module it writes can credit any balance or rewrite the ledger. No mint function exists, yet minting is one call away.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8ExecToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const module = await ctx.deploy("H8BoostModule");
      const data = ctx.encode("H8BoostModule", "boost", [ctx.deployer, SUPPLY * 4n]);
      await supplyGrows(ctx, l, () => ctx.send(l.token, "H8ExecToken", "execute", [module, data]), "the module");
    },
  },
  {
    name: "lp-in-ownable-treasury",
    expected: "danger",
    ageDays: 24,
    source: `${DEFI} (LP parked in a team contract); ${REKT}; H8Base.sol H8Treasury + H8PlainToken`,
    rationale:
      "The token is clean, but all of the LP sits in a 'treasury' contract whose owner (one EOA) may withdraw any token it holds: one call hands the LP to the deployer, who pulls the pool.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8PlainToken", [SUPPLY]);
      const treasury = await ctx.deploy("H8Treasury");
      remember(token, "treasury", treasury);
      return openMarket(ctx, token, { lp: "to", lpTo: treasury });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const treasury = deployed(l.token, "treasury");
      const lp = await ctx.balance(l.pair!, treasury);
      await ctx.send(treasury, "H8Treasury", "withdraw", [l.pair!, ctx.deployer, lp]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "lp-in-oz-timelock-one-minute",
    expected: "danger",
    ageDays: 13,
    source: `${OZ_TL}; ${DEFI} (locks that do not lock); H8PlainToken`,
    rationale:
      "All LP is held by a real OpenZeppelin TimelockController, but its minimum delay is 60 seconds and its only proposer and executor is the deployer (one EOA): the 'timelocked' LP can be scheduled out and pulled within a minute.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8PlainToken", [SUPPLY]);
      const tl = await timelock(ctx, 60, ctx.deployer);
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "to", lpTo: tl, quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const lp = await ctx.balance(l.pair!, tl);
      const data = ctx.encode("PlainUpgradeableToken", "transfer", [ctx.deployer, lp]);
      const salt = keccak256(toHex("v8 lp out"));
      await ctx.send(tl, "TimelockController", "schedule", [l.pair!, 0n, data, ZERO32, salt, 60n]);
      await ctx.wait(0.02);
      await ctx.send(tl, "TimelockController", "execute", [l.pair!, 0n, data, ZERO32, salt]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "dao-quorum-zero-one-block-vote",
    expected: "danger",
    ageDays: 33,
    source: `${DEFI} (fake governance); ${REKT} (governance takeovers); H8Danger.sol H8TokenDao + H8OwnedMintToken`,
    rationale:
      "The mintable token is owned by a hand-written 'DAO' whose quorum is zero and whose vote lasts one block; the deployer's 4 % bag lets it propose, vote alone and execute a mint of any size two blocks later.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8OwnedMintToken", [SUPPLY, "Community Eight", "CMT8"]);
      const dao = await ctx.deploy("H8TokenDao", [token]);
      await ctx.send(token, "H8OwnedMintToken", "transferOwnership", [dao]);
      remember(token, "dao", dao);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const dao = deployed(l.token, "dao");
      const data = ctx.encode("H8OwnedMintToken", "mint", [ctx.deployer, SUPPLY * 5n]);
      await supplyGrows(
        ctx,
        l,
        async () => {
          await ctx.send(dao, "H8TokenDao", "propose", [l.token, data]);
          await ctx.send(dao, "H8TokenDao", "vote", [0n, true]);
          await ctx.send(dao, "H8TokenDao", "execute", [0n]);
        },
        "the one-voter proposal",
      );
    },
  },
  {
    name: "admin-role-eoa-over-safe-minter",
    expected: "danger",
    ageDays: 21,
    source: `${SAFE_DOCS}; ${CERTIK} (role admin outside governance); OpenZeppelin AccessControl 5.7.0 (getRoleAdmin, grantRole); H8Danger.sol H8RoleMintToken`,
    rationale:
      "MINTER_ROLE is held only by an official 3-of-5 Safe, which looks governed; but DEFAULT_ADMIN_ROLE, the admin of the minter role, stayed with the deployer (one EOA), who can grant itself MINTER_ROLE and mint without limit.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8RoleMintToken", [SUPPLY]);
      const safe = await safe3of5(ctx);
      const minter = keccak256(toHex("MINTER_ROLE"));
      await ctx.send(token, "H8RoleMintToken", "grantRole", [minter, safe]);
      await ctx.send(token, "H8RoleMintToken", "renounceRole", [minter, ctx.deployer]);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8RoleMintToken", "mint", [ctx.deployer, 1n]), "a mint without the role");
      await ctx.send(l.token, "H8RoleMintToken", "grantRole", [keccak256(toHex("MINTER_ROLE")), ctx.deployer]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H8RoleMintToken", "mint", [ctx.deployer, SUPPLY * 3n]),
        "the self-granted minter",
      );
    },
  },
  {
    name: "clone-initializer-reopenable",
    expected: "danger",
    ageDays: 6,
    source: `${CLONES}; ${CERTIK} (unprotected initialiser); H8Danger.sol H8CloneLauncher + H8ReinitToken`,
    rationale:
      "An EIP-1167 clone from a launch factory whose initialize() records a flag but never checks it: anyone can call initialize again and mint a fresh supply to themselves, then dump it into the pool.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H8ReinitToken");
      const launcher = await ctx.deploy("H8CloneLauncher", [impl]);
      const args = ["Clone Eight", "CLN8", SUPPLY];
      const token = await ctx.read<Address>(launcher, "H8CloneLauncher", "launch", args);
      await ctx.send(launcher, "H8CloneLauncher", "launch", args);
      must((await ctx.supply(token)) === SUPPLY, "the clone was not created");
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const holder = ctx.wallet(HOLDER);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H8ReinitToken", "initialize", ["Clone Eight", "CLN8", SUPPLY * 10n, holder], holder),
        "a holder's second initialize",
      );
    },
  },
  {
    name: "pair-transfers-silently-dropped",
    expected: "danger",
    ageDays: 4,
    source: `${HONEYPOT} (cannot sell); ${SNIFFER} (transfer that does not move tokens); H8Danger.sol H8SilentToken`,
    rationale:
      "A transfer into the pair from a wallet the owner has not allowed returns true but moves nothing, so every router sell fails; only the owner and wallets it allows can sell. A honeypot that never reverts inside the token.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8SilentToken", [SUPPLY]), {
        lp: "lock",
        quote: "usd",
        setPair: true,
        sells: false,
      }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      const holder = ctx.wallet(HOLDER);
      const before = await holderBalance(ctx, l);
      await ctx.send(l.token, "H8SilentToken", "transfer", [l.pair!, E18], holder);
      must((await holderBalance(ctx, l)) === before, "the transfer moved tokens");
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "magic-amount-transfer-mints",
    expected: "danger",
    ageDays: 29,
    source: `${CRP} (hidden mint); ${CERTIK} (hard-coded privileged address); H8Danger.sol H8MagicToken`,
    rationale:
      "No owner, no mint function: but a transfer of exactly 7,777 wei by an address fixed in the bytecode (the deployer) mints a whole new supply to the recipient, as often as it likes.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8MagicToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H8MagicToken", "transfer", [ctx.wallet(81), 7_777n]),
        "the magic transfer",
      ),
  },
  {
    name: "lp-at-dead-lookalike-vanity",
    expected: "danger",
    ageDays: 17,
    source: `${DEFI} (LP sent to an address that looks like a burn address); ${REKT}; H8PlainToken`,
    rationale:
      "All LP went to 0xdead…dead, a vanity address that merely starts and ends like the burn address; it is a team-controlled key, not 0x…dEaD. That one key can remove the liquidity.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8PlainToken", [SUPPLY]), { lp: "to", lpTo: DEAD_LOOKALIKE, quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => pullsPool(ctx, l, DEAD_LOOKALIKE),
  },
  {
    name: "timelock-executes-unqueued",
    expected: "danger",
    ageDays: 36,
    source: `${DEFI} (fake timelocks); Compound Timelock queue/execute semantics (github.com/compound-finance/compound-protocol contracts/Timelock.sol) as the reference it imitates; H8Danger.sol H8NaiveTimelock + H8OwnedMintToken`,
    rationale:
      "The mintable token is owned by a hand-written 'two-day timelock', but execute() compares the clock with a queue entry that defaults to zero: its admin (one EOA) runs a mint that was never queued, at once.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8OwnedMintToken", [SUPPLY, "Timed Eight", "TMD8"]);
      const tl = await ctx.deploy("H8NaiveTimelock");
      await ctx.send(token, "H8OwnedMintToken", "transferOwnership", [tl]);
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H8OwnedMintToken", "mint", [ctx.deployer, SUPPLY * 2n]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(deployed(l.token, "timelock"), "H8NaiveTimelock", "execute", [l.token, data]),
        "the unqueued execute",
      );
    },
  },
  {
    name: "min-sell-floor-uncapped",
    expected: "danger",
    ageDays: 10,
    source: `${GOPLUS} (slippage / trading modifiable); ${CRP} (limit); H8Danger.sol H8MinSellToken (no ceiling)`,
    rationale:
      "Sells below a 'minimum sell' revert; the owner (one EOA) can raise the minimum to any value, e.g. above the whole supply, and nobody but the owner can sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8MinSellToken", [SUPPLY, maxUint256]), {
        lp: "burn",
        quote: "usd",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H8MinSellToken", "setMinSell", [SUPPLY * 10n]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "flash-mint-keeps-moved-tokens",
    expected: "danger",
    ageDays: 42,
    source: `${CERTIK} (flash mint without repayment check); ${REKT} (infinite mint exploits); H8Danger.sol H8LooseFlashToken + H8FlashBorrower`,
    rationale:
      "flashMint(amount) mints to the caller, calls it back, then burns only what the caller still holds: a borrower that moves the tokens away in the callback keeps them. Anyone can print and sell into the pool.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8LooseFlashToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const holder = ctx.wallet(HOLDER);
      const borrower = await ctx.deploy("H8FlashBorrower", [l.token, holder], holder);
      const before = await holderBalance(ctx, l);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(borrower, "H8FlashBorrower", "go", [SUPPLY], holder),
        "the unrepaid flash mint",
      );
      must((await holderBalance(ctx, l)) === before + SUPPLY, "the holder did not keep the flash-minted tokens");
    },
  },
  {
    name: "uups-upgrader-role-eoa",
    expected: "danger",
    ageDays: 26,
    source: `${UUPS}; ${SAFE_DOCS}; ${CERTIK} (upgradeable by a single key); H8Danger.sol H8UupsRoleToken / V2`,
    rationale:
      "A UUPS proxy token whose DEFAULT_ADMIN_ROLE is an official 3-of-5 Safe, which looks governed; but upgrades are authorised by UPGRADER_ROLE, held by the deployer (one EOA), who can swap in code that mints or moves balances.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      return openMarket(ctx, await uupsToken(ctx, safe, ctx.deployer), { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H8UupsRoleTokenV2");
      await codeReplaced(implOf(ctx, l), () => ctx.send(l.token, "H8UupsRoleToken", "upgradeToAndCall", [v2, "0x"]));
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H8UupsRoleTokenV2", "issue", [ctx.deployer, SUPPLY]),
        "the upgraded code",
      );
    },
  },
  {
    name: "ownership-handover-mints-bonus",
    expected: "danger",
    ageDays: 9,
    source: `${CRP} (hidden mint under another name); ${GOPLUS} (is_mintable, owner_change_balance); H8Danger.sol H8LoyaltyToken`,
    rationale:
      "transferOwnership() mints a 5 % 'loyalty bonus' of the current supply to the new owner; the owner (one EOA) can hand ownership to itself in a loop and print without limit.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8LoyaltyToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        async () => {
          for (let i = 0; i < 3; i++) await ctx.send(l.token, "H8LoyaltyToken", "transferOwnership", [ctx.deployer]);
        },
        "the self-handover",
      ),
  },
  {
    name: "minter-two-hops-from-eoa",
    expected: "danger",
    ageDays: 31,
    source: `${CRP} (mint through helper contracts); ${CERTIK} (centralization through intermediaries); H8Danger.sol H8DistributedToken + H8Distributor + H8DistributorAdmin`,
    rationale:
      "Only the 'distributor' contract may mint; only its 'controller' contract may call the distributor; that controller's owner is one EOA. Two hops away, one key mints without limit.",
    launch: async (ctx) => openMarket(ctx, await distributedToken(ctx, ctx.deployer), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H8DistributedToken", "distribute", [ctx.deployer, 1n]),
        "a direct distribute",
      );
      await supplyGrows(
        ctx,
        l,
        () =>
          ctx.send(deployed(l.token, "admin"), "H8DistributorAdmin", "run", [
            deployed(l.token, "distributor"),
            l.token,
            ctx.deployer,
            SUPPLY * 3n,
          ]),
        "the two-hop mint",
      );
    },
  },

  // ───────────────────────── SAFE (look risky, are not) ─────────────────────────
  {
    name: "rescue-limited-to-stray-tokens",
    expected: "safe",
    ageDays: 22,
    source: `${CERTIK} (rescue functions, here bounded); H8Safe.sol H8StrayRescueToken`,
    rationale:
      "The owner's rescueTokens(token, amount) only moves what the token contract itself holds (tokens sent to it by mistake); it takes no holder address. No mint, no fee, fixed supply; LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8StrayRescueToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await holderBalance(ctx, l);
      await ctx.send(l.token, "H8StrayRescueToken", "transfer", [l.token, 1_000n * E18]);
      await ctx.send(l.token, "H8StrayRescueToken", "rescueTokens", [l.token, 1_000n * E18]);
      await refused(
        ctx,
        ctx.send(l.token, "H8StrayRescueToken", "rescueTokens", [l.token, 1n]),
        "a rescue beyond the stray balance",
      );
      must((await holderBalance(ctx, l)) === before, "the holder's balance moved");
      await holderSells(ctx, l);
    },
  },
  {
    name: "amm-registry-add-only",
    expected: "safe",
    ageDays: 18,
    source: `${GOPLUS} (restrictions that can only loosen); H8Danger.sol H8AmmRegistryToken (add only)`,
    rationale:
      "Transfers to contracts must go to registered pairs, but the registry is add-only: the owner can register more pools and never remove the one holders sell into. A restriction that can only loosen; LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8AmmRegistryToken", [SUPPLY, false]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8AmmRegistryToken", "setAmm", [l.pair!, false]), "a removal");
      await holderSells(ctx, l);
    },
  },
  {
    name: "whale-sell-fee-five-fixed",
    expected: "safe",
    ageDays: 30,
    source: `${SNIFFER} (fees under 10 % are not a fail); H8Safe.sol H8WhaleFeeToken`,
    rationale:
      "Sells above 1 % of the supply pay a fixed 5 % to a fixed treasury; smaller sells pay nothing. No owner, no setter: the fee can never rise. LP burnt, stablecoin pair.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8WhaleFeeToken", [SUPPLY, ctx.wallet(88)]), {
        lp: "burn",
        quote: "usd",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const treasury = ctx.wallet(88);
      const amount = (await ctx.balance(l.token, ctx.deployer)) / 2n;
      must(amount > SUPPLY / 100n, "the deployer's half-bag is not a whale sell");
      const before = await ctx.balance(l.token, treasury); // the listing itself paid the fee
      await ctx.sell(l.token, l.quote, ctx.deployer, 5_000);
      const fee = (await ctx.balance(l.token, treasury)) - before;
      must(fee === (amount * 5n) / 100n, `the whale fee is ${fee}, not 5 % of ${amount}`);
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-in-oz-timelock-fourteen-days",
    expected: "safe",
    ageDays: 60,
    source: `${OZ_TL}; ${SAFE_DOCS}; H8PlainToken`,
    rationale:
      "All LP is held by an OpenZeppelin TimelockController with a 14-day minimum delay whose only proposer and executor is an official 3-of-5 Safe: moving it needs three keys and two weeks' public notice.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8PlainToken", [SUPPLY]);
      const tl = await timelock(ctx, 14 * DAY, await safe3of5(ctx));
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "to", lpTo: tl });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      must(
        (await ctx.read<bigint>(tl, "TimelockController", "getMinDelay")) === BigInt(14 * DAY),
        "the delay is not 14 days",
      );
      const data = ctx.encode("PlainUpgradeableToken", "transfer", [ctx.deployer, 1n]);
      await refused(
        ctx,
        ctx.send(tl, "TimelockController", "schedule", [l.pair!, 0n, data, ZERO32, ZERO32, BigInt(14 * DAY)]),
        "the deployer's schedule",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "all-roles-renounced",
    expected: "safe",
    ageDays: 45,
    source: `OpenZeppelin AccessControl 5.7.0 (renounceRole); ${GOPLUS} (is_mintable, here nobody holds the role); H8Danger.sol H8RoleMintToken`,
    rationale:
      "The token has a role-gated mint, but the deployer renounced both MINTER_ROLE and DEFAULT_ADMIN_ROLE and nobody else was ever granted either: nobody can mint or grant again. LP locked, stablecoin pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8RoleMintToken", [SUPPLY]);
      await ctx.send(token, "H8RoleMintToken", "renounceRole", [keccak256(toHex("MINTER_ROLE")), ctx.deployer]);
      await ctx.send(token, "H8RoleMintToken", "renounceRole", [ZERO32, ctx.deployer]);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8RoleMintToken", "mint", [ctx.deployer, 1n]), "a mint");
      await refused(
        ctx,
        ctx.send(l.token, "H8RoleMintToken", "grantRole", [keccak256(toHex("MINTER_ROLE")), ctx.deployer]),
        "a grant",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-sent-to-zero-address",
    expected: "safe",
    ageDays: 50,
    source: `Uniswap V2 docs (docs.uniswap.org/contracts/v2/concepts/core-concepts/pools: MINIMUM_LIQUIDITY is sent to the zero address); ${SNIFFER} (LP burnt); H8PlainToken`,
    rationale:
      "All LP was sent to the zero address, where Uniswap itself burns the minimum liquidity: nobody can ever remove it. Plain fixed-supply token with no owner.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8PlainToken", [SUPPLY]), { lp: "to", lpTo: ZERO }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.lpShare(l.pair!, ZERO)) > 0.9, "the LP is not at the zero address");
      await holderSells(ctx, l);
    },
  },
  {
    name: "uups-upgrader-is-three-day-timelock",
    expected: "safe",
    ageDays: 90,
    source: `${UUPS}; ${OZ_TL}; ${SAFE_DOCS}; H8Danger.sol H8UupsRoleToken`,
    rationale:
      "A UUPS proxy token whose UPGRADER_ROLE is an OpenZeppelin TimelockController (3-day delay, proposer an official 3-of-5 Safe) and whose role admin is the Safe: any upgrade needs three of five keys (and three days' notice, unless the Safe as role admin grants itself the role).",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await timelock(ctx, 3 * DAY, safe);
      const token = await uupsToken(ctx, safe, tl);
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H8UupsRoleTokenV2");
      await refused(
        ctx,
        ctx.send(l.token, "H8UupsRoleToken", "upgradeToAndCall", [v2, "0x"]),
        "the deployer's upgrade",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H8UupsRoleToken", "grantRole", [keccak256(toHex("UPGRADER_ROLE")), ctx.deployer]),
        "the deployer's grant of the upgrader role",
      );
      must(
        (await ctx.read<bigint>(deployed(l.token, "timelock"), "TimelockController", "getMinDelay")) ===
          BigInt(3 * DAY),
        "the delay is not 3 days",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "minter-two-hops-ends-in-safe",
    expected: "safe",
    ageDays: 75,
    source: `${SAFE_DOCS}; ${CERTIK} (intermediaries, here ending in governance); H8Danger.sol H8DistributedToken + H8Distributor + H8DistributorAdmin`,
    rationale:
      "The same two-hop mint path as its danger twin, but the controller contract's owner is an official 3-of-5 Safe: minting needs three of five keys. Governed issuer power; LP locked.",
    launch: async (ctx) => openMarket(ctx, await distributedToken(ctx, await safe3of5(ctx)), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const admin = deployed(l.token, "admin");
      const args = [deployed(l.token, "distributor"), l.token, ctx.deployer, 1n];
      await refused(ctx, ctx.send(admin, "H8DistributorAdmin", "run", args), "the deployer's run");
      const safe = await ctx.read<Address>(admin, "H8DistributorAdmin", "owner");
      const data = ctx.encode("H8DistributorAdmin", "run", args);
      await refused(ctx, safeExec(ctx, safe, admin, data, govKeys(ctx).slice(0, 2)), "two keys");
      await holderSells(ctx, l);
    },
  },
  {
    name: "controller-ops-finalized-off",
    expected: "safe",
    ageDays: 40,
    source: `${ERC1644} (isControllable false is permanent); H8Danger.sol H8ControllableToken (finalizeControllable called)`,
    rationale:
      "An ERC-1644 token whose admin called finalizeControllable() before listing: isControllable is false for ever, so the controller role can no longer move anyone's tokens. No mint, fixed supply; LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8ControllableToken", [SUPPLY]);
      await ctx.send(token, "H8ControllableToken", "finalizeControllable");
      return openMarket(ctx, token, { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H8ControllableToken", "controllerTransfer", [
          ctx.wallet(HOLDER),
          ctx.deployer,
          1n,
          "0x",
          "0x",
        ]),
        "a controller transfer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-split-three-market-makers",
    expected: "safe",
    ageDays: 200,
    source: `${SNIFFER} (LP holders); Uniswap V2 docs (liquidity providers); H8PlainToken`,
    rationale:
      "The LP is split about equally between three market-making wallets; no single address can remove more than about a third of a 200-day-old pool. Plain fixed-supply token, stablecoin pair.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8PlainToken", [SUPPLY]), {
        lp: "keep",
        quote: "usd",
        afterLp: async (pair) => {
          await ctx.moveLp(pair, ctx.wallet(90), 3_334);
          await ctx.moveLp(pair, ctx.wallet(91), 5_000);
          await ctx.moveLp(pair, ctx.wallet(92), 10_000);
        },
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      for (const w of [90, 91, 92]) must((await ctx.lpShare(l.pair!, ctx.wallet(w))) < 0.4, `wallet ${w} holds 40 %+`);
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.pair!, "Pair", "approve", [ctx.router, 0n], ctx.wallet(90)); // acts as the wallet first
      await ctx.removeLiquidity(l.token, l.quote, 10_000, ctx.wallet(90));
      must((await ctx.quoteReserve(l)) > before * 0.6, "one market maker emptied the pool");
      await holderSells(ctx, l);
    },
  },
  {
    name: "one-day-permit-token-lp-locked",
    expected: "safe",
    ageDays: 1,
    source: `EIP-2612 permit (eips.ethereum.org/EIPS/eip-2612); OpenZeppelin ERC20Permit 5.7.0; ${SNIFFER}; H8Safe.sol H8PermitToken`,
    rationale:
      "A one-day-old pair, which looks risky, but the token is a plain ERC-20 with permit and no owner, the whole supply minted once, and all LP locked for 18 months.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8PermitToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "vault-fee-capped-half-percent",
    expected: "safe",
    ageDays: 35,
    source: `${ERC4626}; ${CERTIK} (admin fee with a hard cap); H8Safe.sol H8CappedFeeVault`,
    rationale:
      "A vault share whose owner (an EOA) can only set a withdrawal fee of at most 0.5 %; it has no function that touches the deposited assets. Shares are minted only against deposits. LP burnt.",
    launch: async (ctx) => {
      const vault = await vaultToken(ctx, "H8CappedFeeVault");
      await ctx.send(vault, "H8CappedFeeVault", "setFee", [50n, ctx.deployer]);
      return openMarket(ctx, vault, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8CappedFeeVault", "setFee", [51n, ctx.deployer]), "a fee above the cap");
      const asset = deployed(l.token, "asset");
      const holder = ctx.wallet(HOLDER);
      const bal = await holderBalance(ctx, l);
      await ctx.send(l.token, "H8CappedFeeVault", "redeem", [bal / 2n, holder, holder], holder);
      must((await ctx.balance(asset, holder)) >= ((bal / 2n) * 995n) / 1000n, "the redemption lost over 0.5 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "min-sell-floor-capped-dust",
    expected: "safe",
    ageDays: 15,
    source: `${GOPLUS} (trading modifiable, here bounded); H8Danger.sol H8MinSellToken (ceiling 1,000 tokens)`,
    rationale:
      "A dust guard: sells below a minimum revert, but the owner can set the minimum to at most 1,000 tokens (0.0001 % of the supply, about twenty cents at the listing price); every real bag stays sellable.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H8MinSellToken", [SUPPLY, 1_000n * E18]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8MinSellToken", "setMinSell", [SUPPLY]), "a floor above the ceiling");
      await ctx.send(l.token, "H8MinSellToken", "setMinSell", [1_000n * E18]);
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────── SAFE: real tokens ─────────────────────────
  {
    name: "safe-token-unpaused-dao-owner",
    expected: "safe",
    ageDays: 600,
    source: `SAFE (Etherscan-verified 0x5aFE3855358E112B5647B952709E6165e1c1eEEe, SafeToken; safe-global SafeToken.sol: 1B minted to the owner, paused at deployment, unpause() onlyOwner, no pause function); ${SAFE_DOCS}; H8Real.sol H8SafeToken`,
    rationale:
      "Fixed 1B supply, no mint. The token started paused; the owner unpaused it and there is no function to pause again. The owner (an official 3-of-5 Safe, as the Safe DAO) can only rescue stray tokens. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8SafeToken", [ctx.deployer]);
      await ctx.send(token, "H8SafeToken", "unpause");
      const safe = await safe3of5(ctx);
      await ctx.send(token, "H8SafeToken", "transferOwnership", [safe]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H8SafeToken", "unpause");
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3)),
        "a re-unpause",
      );
      must(!(await ctx.read<boolean>(l.token, "H8SafeToken", "paused")), "the token is paused");
      await holderSells(ctx, l);
    },
  },
  {
    name: "aero-weekly-minter-base",
    expected: "safe",
    ageDays: 400,
    source:
      "AERO on Base (Etherscan-verified on Basescan 0x940181a94A35A4569E4529A3CDfB74e38FD98631, Aero; aerodrome-finance/contracts contracts/Aero.sol, contracts/Minter.sol: only the minter mints, handed once to Minter, weekly emissions decaying per epoch); H8Real.sol H8Aero + H8AeroMinter",
    rationale:
      "Only the Minter contract mints, and it has no admin: once a week anyone may trigger the scheduled emission (1 % of supply here, decaying 1 % per week) to the voter. Issuance bound by code; ETH pair, LP widely held.",
    launch: async (ctx) => {
      const aero = await ctx.deploy("H8Aero");
      await ctx.send(aero, "H8Aero", "mint", [ctx.deployer, SUPPLY]);
      const minter = await ctx.deploy("H8AeroMinter", [aero, await ctx.deploy("H8ReceiveOnlySink")]);
      await ctx.send(aero, "H8Aero", "setMinter", [minter]);
      remember(aero, "minter", minter);
      return openMarket(ctx, aero, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8Aero", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H8Aero", "setMinter", [ctx.deployer]), "a minter change");
      const minter = deployed(l.token, "minter");
      const s0 = await ctx.supply(l.token);
      await ctx.send(minter, "H8AeroMinter", "updatePeriod", [], ctx.wallet(85));
      const s1 = await ctx.supply(l.token);
      must(s1 - s0 === 10_000_000n * E18, "the weekly emission is not the scheduled amount");
      await ctx.send(minter, "H8AeroMinter", "updatePeriod", [], ctx.wallet(85));
      must((await ctx.supply(l.token)) === s1, "a second emission in the same week");
      await holderSells(ctx, l);
    },
  },
  {
    name: "degen-one-percent-yearly-owner",
    expected: "safe",
    ageDays: 300,
    source:
      "DEGEN on Base (Etherscan-verified on Basescan 0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed, DegenToken; degen-token/degen-smart-contracts contracts/DegenToken.sol: 7B at deployment, MINT_CAP 1 %, MINIMUM_TIME_BETWEEN_MINTS 365 days); H8Real.sol H8DegenToken",
    rationale:
      "The owner (an EOA) can mint, but at most 1 % of the supply and at most once a year: a bounded, published inflation. Burnable, permit, no fee, no pause. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H8DegenToken", [BigInt((await ctx.now()) + 60 * DAY)]);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const supply = await ctx.supply(l.token);
      await refused(ctx, ctx.send(l.token, "H8DegenToken", "mint", [ctx.deployer, (supply * 2n) / 100n]), "a 2 % mint");
      await ctx.send(l.token, "H8DegenToken", "mint", [ctx.deployer, supply / 100n]);
      await refused(ctx, ctx.send(l.token, "H8DegenToken", "mint", [ctx.deployer, 1n]), "a second mint in the year");
      await holderSells(ctx, l);
    },
  },
  {
    name: "cow-dao-three-percent-yearly",
    expected: "safe",
    ageDays: 500,
    source: `COW (Etherscan-verified 0xDEf1CA1fb7FBcDC777520aa7f396b4E015F497aB, CowProtocolToken; gnosis/cow-token src/contracts/CowProtocolToken.sol, mixins/InflationaryToken.sol: only the immutable cowDao mints, at most 3 % a year); ${SAFE_DOCS}; H8Real.sol H8CowToken`,
    rationale:
      "Supply minted at deployment; only the immutable cowDao, an official 3-of-5 Safe, can mint, and at most 3 % of the supply once every 365 days. Governed, bounded inflation; ETH pair, LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const token = await ctx.deploy("H8CowToken", [ctx.deployer, safe, SUPPLY]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8CowToken", "mintAdditional", [ctx.deployer, 1n]), "the deployer's mint");
      const safe = deployed(l.token, "safe");
      const three = ((await ctx.supply(l.token)) * 3n) / 100n;
      const keys = govKeys(ctx).slice(0, 3);
      await safeExec(ctx, safe, l.token, ctx.encode("H8CowToken", "mintAdditional", [safe, three]), keys);
      await refused(
        ctx,
        safeExec(ctx, safe, l.token, ctx.encode("H8CowToken", "mintAdditional", [safe, 1n]), keys),
        "a second mint in the year",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "frxeth-minter-one-to-one",
    expected: "safe",
    ageDays: 250,
    source: `frxETH (Etherscan-verified 0x5E8422345238F34275888049021821E8E08CAa1f, frxETH; FraxFinance frxETH-public src/frxETH.sol, src/ERC20/ERC20PermitPermissionedMint.sol, src/frxETHMinter.sol: minters listed by owner or timelock, submit() mints 1:1 for ETH); ${SAFE_DOCS}; ${OZ_TL}; H8Real.sol H8FrxEth + H8FrxEthMinter`,
    rationale:
      "Minted only by listed minters; the only minter mints 1:1 for ETH deposited; the minter list is kept by an official 3-of-5 Safe and a 2-day OpenZeppelin timelock. ETH pair near parity, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await timelock(ctx, 2 * DAY, safe);
      const frx = await ctx.deploy("H8FrxEth", [safe, tl]);
      const minter = await ctx.deploy("H8FrxEthMinter", [frx, await ctx.deploy("H8ReceiveOnlySink")]);
      await safeExec(ctx, safe, frx, ctx.encode("H8FrxEth", "addMinter", [minter]), govKeys(ctx).slice(0, 3));
      await ctx.send(minter, "H8FrxEthMinter", "submit", [], ctx.deployer, 300n * E18);
      remember(frx, "minter", minter);
      return openMarket(ctx, frx, { lp: "wide", liquidity: 60 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8FrxEth", "minter_mint", [ctx.deployer, 1n]), "a mint by a non-minter");
      await refused(ctx, ctx.send(l.token, "H8FrxEth", "addMinter", [ctx.deployer]), "the deployer's addMinter");
      const before = await ctx.supply(l.token);
      await ctx.send(deployed(l.token, "minter"), "H8FrxEthMinter", "submit", [], ctx.wallet(85), E18);
      must((await ctx.supply(l.token)) === before + E18, "submit did not mint 1:1");
      await holderSells(ctx, l);
    },
  },
  {
    name: "cvx-cliff-capped-operator",
    expected: "safe",
    ageDays: 700,
    source:
      "CVX (Etherscan-verified 0x4e3FBD56CD56c3e72c1403e103b45Db9da5B9D2B, ConvexToken; convex-eth/platform contracts/contracts/Cvx.sol: mint only by the operator read from the voter proxy, cliff reduction, maxSupply 100M, other callers return silently); H8Real.sol H8ConvexToken + H8CvxVoterProxy + H8CvxBooster",
    rationale:
      "Only the Booster (no owner) mints CVX, in proportion to CRV earned and shrinking cliff by cliff, never beyond 100M (90M exist). Issuance bound by code and a hard cap; ETH pair, LP widely held.",
    launch: async (ctx) => {
      const proxy = await ctx.deploy("H8CvxVoterProxy");
      const cvx = await ctx.deploy("H8ConvexToken", [proxy]);
      await ctx.send(cvx, "H8ConvexToken", "mint", [ctx.deployer, 90_000_000n * E18]);
      const crv = await ctx.deploy("H8CrvStandIn", [SUPPLY]);
      const booster = await ctx.deploy("H8CvxBooster", [crv, cvx, await ctx.deploy("H8ReceiveOnlySink")]);
      await ctx.send(proxy, "H8CvxVoterProxy", "setOperator", [booster]);
      await ctx.send(cvx, "H8ConvexToken", "updateOperator");
      remember(cvx, "crv", crv);
      remember(cvx, "booster", booster);
      remember(cvx, "proxy", proxy);
      return openMarket(ctx, cvx, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const s0 = await ctx.supply(l.token);
      await ctx.send(l.token, "H8ConvexToken", "mint", [ctx.deployer, SUPPLY]);
      must((await ctx.supply(l.token)) === s0, "a non-operator minted");
      const booster = deployed(l.token, "booster");
      await ctx.send(deployed(l.token, "crv"), "H8CrvStandIn", "transfer", [booster, 1_000n * E18]);
      await ctx.send(booster, "H8CvxBooster", "earmarkRewards", [], ctx.wallet(85));
      must((await ctx.supply(l.token)) === s0 + 100n * E18, "the cliff reduction did not apply");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "proxy"), "H8CvxVoterProxy", "setOperator", [ctx.deployer]),
        "an operator change",
      );
      const crv = deployed(l.token, "crv");
      await ctx.send(crv, "H8CrvStandIn", "transfer", [booster, await ctx.balance(crv, ctx.deployer)]);
      await ctx.send(booster, "H8CvxBooster", "earmarkRewards", [], ctx.wallet(85));
      must((await ctx.supply(l.token)) === 100_000_000n * E18, "the 100M hard cap did not hold");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sky-converter-and-timelock-wards",
    expected: "safe",
    ageDays: 180,
    source: `SKY (Etherscan-verified 0x56072C95FAA701256059aa122697B133aDEd9279, Sky; makerdao/sky src/Sky.sol, src/MkrSky.sol: wards may mint; the MKR->SKY converter mints 24,000 SKY per MKR burnt; governance acts through a delayed pause proxy); ${OZ_TL}; ${SAFE_DOCS}; H8Real.sol H8Sky + H8MkrSky`,
    rationale:
      "Mint rights (wards) belong to the converter, which mints only 24,000 SKY per MKR it burns, and to governance behind a 2-day OpenZeppelin timelock proposed by an official 3-of-5 Safe; the deployer denied itself. Stablecoin pair, LP widely held.",
    launch: async (ctx) => {
      const mkrAmount = 41_666n * E18;
      const mkr = await ctx.deploy("H8MkrStandIn", [mkrAmount + 10n * E18]);
      const sky = await ctx.deploy("H8Sky");
      const conv = await ctx.deploy("H8MkrSky", [mkr, sky]);
      const tl = await timelock(ctx, 2 * DAY, await safe3of5(ctx));
      await ctx.send(sky, "H8Sky", "rely", [conv]);
      await ctx.send(sky, "H8Sky", "rely", [tl]);
      await ctx.send(mkr, "H8MkrStandIn", "approve", [conv, maxUint256]);
      await ctx.send(conv, "H8MkrSky", "mkrToSky", [ctx.deployer, mkrAmount]);
      await ctx.send(sky, "H8Sky", "deny", [ctx.deployer]);
      remember(sky, "mkr", mkr);
      remember(sky, "converter", conv);
      return openMarket(ctx, sky, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H8Sky", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H8Sky", "rely", [ctx.deployer]), "the deployer's rely");
      const before = await ctx.supply(l.token);
      await ctx.send(deployed(l.token, "converter"), "H8MkrSky", "mkrToSky", [ctx.deployer, E18]);
      must((await ctx.supply(l.token)) === before + 24_000n * E18, "the converter did not mint at the rate");
      await holderSells(ctx, l);
    },
  },
  {
    name: "brett-plain-fixed-base",
    expected: "safe",
    ageDays: 360,
    source:
      "BRETT on Base (Etherscan-verified on Basescan 0x532f27101965dd16442E59d40670FaF5eBB142E4, Brett: a plain OpenZeppelin ERC-20, the whole supply minted once in the constructor); H8Real.sol H8Brett",
    rationale:
      "A meme token with a plain OpenZeppelin ERC-20: whole supply minted once, no owner, no fee, no mint, no pause. ETH pair, LP widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H8Brett", [SUPPLY * 10n]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
];
