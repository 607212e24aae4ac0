/**
 * HELD-OUT EVM evaluation set v12 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-27), the earlier
 * sets' plumbing and case files (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit. One danger case (marked in its source) was added by a second
 * analyst, equally blind, after auditing the others.
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
 * Each launch: contracts/heldout12 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController / AccessManager / ERC1967Proxy / TransparentUpgradeableProxy as published, a
 * Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, the supply spread over many holders, buys and sells
 * by several wallets minutes to hours apart (v4's openMarket), the LP settled as the scenario says, then the owner
 * actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, type Hex, keccak256, maxUint256, toBytes, toFunctionSelector } from "viem";
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

/** Same shape as the v2-v11 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm12Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const ZERO32: Hex = `0x${"00".repeat(32)}`;
const PUBLIC_ROLE = 2n ** 64n - 1n;
const ALCX_ADMIN = keccak256(toBytes("ADMIN"));
const ALCX_MINTER = keccak256(toBytes("MINTER"));

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS =
  "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security: is_mintable, owner_change_balance, hidden_owner, can_take_back_ownership, transfer_pausable, slippage_modifiable, external_call)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs: simulated buy and sell, often from a contract)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, privileged roles, missing access control, logic errors in balance and allowance bookkeeping)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (fake renounce, approval abuse, LP not really locked)";
const REKT = "rekt.news exploit write-ups (self-transfer balance doubling, allowance logic bugs)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const OZ_AM =
  "OpenZeppelin AccessManager 5.7.0 (docs.openzeppelin.com/contracts/5.x/access-control#access-management: admin role, target function roles, setTargetClosed)";
const OZ_2STEP =
  "OpenZeppelin Ownable2Step 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/access#Ownable2Step: pendingOwner, acceptOwnership)";
const OZ_PROXY =
  "OpenZeppelin TransparentUpgradeableProxy and UUPSUpgradeable 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/proxy)";
const ERC1271 = "ERC-1271 (eips.ethereum.org/EIPS/eip-1271: isValidSignature of contract signers)";
const ERC6551 = "ERC-6551 token-bound accounts (eips.ethereum.org/EIPS/eip-6551: the NFT holder controls the account)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2/concepts/core-concepts/pools: whoever holds the LP token can burn it for the reserves)";
const SANCTUARY =
  "the public verified-source index (tintinweb/smart-contract-sanctuary-ethereum and project repositories), read 2026-11-27";

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const signers3 = (ctx: LaunchContext) => govKeys(ctx).slice(0, 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
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

/** Renounces an H12Owned-based token after listing. */
async function renounced(ctx: LaunchContext, contract: string, l: Launched) {
  await ctx.send(l.token, contract, "renounceOwnership");
  return l;
}

/** An H12TwoStepMintToken owned by a 3-of-5 Safe (hand-over accepted by the Safe). */
async function safeOwnedTwoStep(ctx: LaunchContext) {
  const token = await ctx.deploy("H12TwoStepMintToken", [SUPPLY]);
  const safe = await safe3of5(ctx);
  await ctx.send(token, "H12TwoStepMintToken", "transferOwnership", [safe]);
  await safeExec(ctx, safe, token, ctx.encode("H12TwoStepMintToken", "acceptOwnership"), signers3(ctx));
  remember(token, "safe", safe);
  return token;
}

/** An H12GaugedFeeToken (2 % sell fee at launch) whose gauge token the deployer owns; fee capped at `cap` bps. */
async function gaugedFeeMarket(ctx: LaunchContext, cap: bigint) {
  const gauge = await ctx.deploy("H12GaugeToken");
  const key = ctx.wallet(87);
  const token = await ctx.deploy("H12GaugedFeeToken", [SUPPLY, gauge, key, ctx.wallet(88), cap]);
  await ctx.send(gauge, "H12GaugeToken", "mint", [key, 200n * E18]);
  remember(token, "gauge", gauge);
  const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
  return renounced(ctx, "H12GaugedFeeToken", l);
}

/** An H12DualPathLogic behind a TransparentUpgradeableProxy whose ProxyAdmin a 3-of-5 Safe owns. */
async function dualPathToken(ctx: LaunchContext, upgraderIsSafe: boolean) {
  const impl = await ctx.deploy("H12DualPathLogic");
  const safe = await safe3of5(ctx);
  const init = ctx.encode("H12DualPathLogic", "initialize", [
    ctx.deployer,
    SUPPLY,
    upgraderIsSafe ? safe : ctx.deployer,
  ]);
  const proxy = await ctx.deploy("TransparentUpgradeableProxy", [impl, safe, init]);
  remember(proxy, "safe", safe);
  return proxy;
}

/** An H12BackedToken over `collateral`; the deployer deposits the whole collateral supply. */
async function backedToken(ctx: LaunchContext, collateral: string) {
  const coll = await ctx.deploy(collateral, [SUPPLY]);
  const token = await ctx.deploy("H12BackedToken", [coll]);
  await ctx.send(coll, collateral, "approve", [token, maxUint256]);
  await ctx.send(token, "H12BackedToken", "deposit", [SUPPLY]);
  remember(token, "collateral", coll);
  return token;
}

/** A plain token whose LP sits in an ERC-6551-style account bound to the deployer's badge NFT. */
async function boundAccountMarket(ctx: LaunchContext) {
  const token = await ctx.deploy("H12PlainToken", [SUPPLY]);
  const nft = await ctx.deploy("H12BadgeNft");
  const account = await ctx.deploy("H12BoundAccount", [nft, 1n]);
  remember(token, "nft", nft);
  remember(token, "account", account);
  return openMarket(ctx, token, { lp: "to", lpTo: account });
}

/** An H12ManagedTransfersToken under a fresh AccessManager that opens transfer / transferFrom to everyone. */
async function managedTransfersToken(ctx: LaunchContext) {
  const manager = await ctx.deploy("AccessManager", [ctx.deployer]);
  const token = await ctx.deploy("H12ManagedTransfersToken", [manager, SUPPLY]);
  const selectors = [
    toFunctionSelector("transfer(address,uint256)"),
    toFunctionSelector("transferFrom(address,address,uint256)"),
  ];
  await ctx.send(manager, "AccessManager", "setTargetFunctionRole", [token, selectors, PUBLIC_ROLE]);
  remember(token, "manager", manager);
  return token;
}

/** Schedules `data` on `target` through the timelock `tl` (proposer: `safe`), waits the delay, executes it. */
async function throughTimelock(
  ctx: LaunchContext,
  safe: Address,
  tl: Address,
  target: Address,
  data: Hex,
  delay: number,
) {
  const schedule = ctx.encode("TimelockController", "schedule", [target, 0n, data, ZERO32, ZERO32, BigInt(delay)]);
  await safeExec(ctx, safe, tl, schedule, signers3(ctx));
  await ctx.wait(delay / 3600 + 1);
  await ctx.send(tl, "TimelockController", "execute", [target, 0n, data, ZERO32, ZERO32]);
}

/** GLM's launch: the old-token stand-in, the migration agent (caller check or not), GLM; the deployer migrates. */
async function glmToken(ctx: LaunchContext, checkCaller: boolean) {
  const old = await ctx.deploy("H12GntStandIn", [SUPPLY]);
  const agent = await ctx.deploy("H12GntMigrationAgent", [old, checkCaller]);
  const glm = await ctx.deploy("H12Glm", [agent]);
  await ctx.send(agent, "H12GntMigrationAgent", "setTarget", [glm]);
  await ctx.send(old, "H12GntStandIn", "setMigrationAgent", [agent]);
  await ctx.send(old, "H12GntStandIn", "migrate", [SUPPLY]);
  remember(glm, "agent", agent);
  remember(glm, "old", old);
  return glm;
}

export const HELDOUT_EVM12_CASES: readonly HeldoutEvm12Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "self-transfer-doubles-balance",
    expected: "danger",
    ageDays: 8,
    source: `${REKT}; ${CERTIK} (cached balances in _transfer, from == to); ${CRP} (hidden mint); H12Danger.sol H12CachedLedgerToken`,
    rationale:
      "No owner, no mint function. But _transfer reads the sender's and the recipient's balances before writing either, so a transfer to oneself adds the amount instead of leaving the balance unchanged: ANYONE can double their balance with each self-transfer and sell the printed tokens into the pool, which empties it. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H12CachedLedgerToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const h = ctx.wallet(HOLDER);
      const start = await ctx.balance(l.token, h);
      for (let i = 0; i < 12; i++)
        await ctx.send(l.token, "H12CachedLedgerToken", "transfer", [h, await ctx.balance(l.token, h)], h);
      must((await ctx.balance(l.token, h)) > start * 1000n, "self-transfers did not print tokens");
      const before = await ctx.quoteReserve(l);
      await ctx.sell(l.token, l.quote, h, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.1, "the printed tokens did not empty the pool");
    },
  },
  {
    name: "increase-allowance-indices-swapped",
    expected: "danger",
    ageDays: 12,
    source: `${CERTIK} (allowance bookkeeping bugs); ${REKT}; ${DEFI} (approval abuse); H12Danger.sol H12SwappedAllowanceToken`,
    rationale:
      "No owner. The token adds an increaseAllowance(spender, amount) whose write has its indices swapped: it raises the allowance the SPENDER gave the caller. Anyone calls increaseAllowance(holder, balance) and then transferFrom(holder, self, balance): every holder's bag can be taken. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H12SwappedAllowanceToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) => {
          const thief = ctx.wallet(85);
          const holder = ctx.wallet(HOLDER);
          await ctx.send(l.token, "H12SwappedAllowanceToken", "increaseAllowance", [holder, bal], thief);
          await ctx.send(l.token, "H12SwappedAllowanceToken", "transferFrom", [holder, thief, bal], thief);
        },
        "the swapped increaseAllowance",
      ),
  },
  {
    name: "safe-owner-staged-handover-to-one-key",
    expected: "danger",
    ageDays: 20,
    source: `${OZ_2STEP}; ${SAFE_DOCS}; ${GOPLUS} (is_mintable, can_take_back_ownership); ${CERTIK} (centralization risk); H12Danger.sol H12TwoStepMintToken`,
    rationale:
      "Ownable2Step token whose owner mints without a cap. The owner today is a 3-of-5 Safe, but the Safe has already started a hand-over to a single EOA (pendingOwner): that one key can call acceptOwnership at any moment, with no further signature or delay, and then mint at will. LP locked.",
    launch: async (ctx) => {
      const token = await safeOwnedTwoStep(ctx);
      const l = await openMarket(ctx, token, { lp: "lock" });
      const data = ctx.encode("H12TwoStepMintToken", "transferOwnership", [ctx.wallet(86)]);
      await safeExec(ctx, deployed(token, "safe"), token, data, signers3(ctx));
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const key = ctx.wallet(86);
      must(
        (await ctx.read<Address>(l.token, "H12TwoStepMintToken", "pendingOwner")).toLowerCase() === key.toLowerCase(),
        "no hand-over is pending",
      );
      await ctx.send(l.token, "H12TwoStepMintToken", "acceptOwnership", [], key);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H12TwoStepMintToken", "mint", [key, 10n * SUPPLY], key),
        "the new owner's mint",
      );
    },
  },
  {
    name: "sell-fee-read-from-side-token-balance",
    expected: "danger",
    ageDays: 7,
    source: `${HONEYPOT} (sell tax); ${GOPLUS} (slippage_modifiable, external_call); ${TSCOPE}; H12Danger.sol H12GaugedFeeToken + H12GaugeToken (cap 10,000 bps)`,
    rationale:
      "Owner renounced and no fee setter: the sell fee is 2 % at launch. But the fee (in basis points) is read from the balance a fixed key holds of a separate 'gauge' token, up to 100 %, and the deployer still owns that gauge token and can mint it: one mint sets the sell fee to 99 %. LP burnt.",
    launch: async (ctx) => gaugedFeeMarket(ctx, 10_000n),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "gauge"), "H12GaugeToken", "mint", [ctx.wallet(87), 9_700n * E18]);
      must((await ctx.read<bigint>(l.token, "H12GaugedFeeToken", "sellFeeBps")) === 9_900n, "the fee did not rise");
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.1);
    },
  },
  {
    name: "proxy-logic-keeps-uups-path-for-deployer",
    expected: "danger",
    ageDays: 30,
    source: `${OZ_PROXY}; ${SAFE_DOCS}; ${CERTIK} (upgradeability, privileged upgrader); ${TSCOPE}; H12Danger.sol H12DualPathLogic (upgrader = deployer) + H12DualPathLogicV2`,
    rationale:
      "A TransparentUpgradeableProxy whose ProxyAdmin is owned by a 3-of-5 Safe, which looks governed. But the logic behind it is also UUPS, and its _authorizeUpgrade accepts a separate `upgrader` slot holding the deployer's EOA: through the proxy, that one key can replace the code at any moment (here with a sweep of any balance). LP locked.",
    launch: async (ctx) => openMarket(ctx, await dualPathToken(ctx, false), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H12DualPathLogicV2");
      const before = await ctx.storage(l.token, IMPL_1967);
      await ctx.send(l.token, "H12DualPathLogic", "upgradeToAndCall", [v2, "0x"]);
      must((await ctx.storage(l.token, IMPL_1967)) !== before, "the implementation did not change");
      await holderDrained(
        ctx,
        l,
        (bal) => ctx.send(l.token, "H12DualPathLogicV2", "sweep", [ctx.wallet(HOLDER), bal]),
        "the upgraded sweep",
      );
    },
  },
  {
    name: "sells-lock-once-pool-tops-twenty-eth",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (limit / freeze on a condition); ${HONEYPOT} (sells pass at first, then fail); ${RPH} (hidden transfer restrictions); H12Danger.sol H12PoolLevelToken (trap, 20 ETH)`,
    rationale:
      "'Liquidity protection': once the pair has held 20 ETH, every sell except the deployer's reverts, for good. At scan time the pool holds about 15 ETH, so buys and sells work; a few more buys cross the line and from then on no holder can sell. Owner renounced, LP burnt: nobody needs to act.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12PoolLevelToken", [SUPPLY, ctx.weth, 20n * E18, true, 0n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H12PoolLevelToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(!(await ctx.read<boolean>(l.token, "H12PoolLevelToken", "levelReached")), "the trap is already armed");
      await ctx.buy(l.token, l.quote, ctx.wallet(7), 6);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "mint-backed-by-owner-mintable-collateral",
    expected: "danger",
    ageDays: 15,
    source: `${CRP} (hidden mint, through an external contract); ${GOPLUS} (is_mintable, external_call); ${CERTIK} (collateral controlled by a privileged key); H12Danger.sol H12BackedToken + H12OwnerCollateral`,
    rationale:
      "The token itself is ownerless and mints only 1:1 against deposits of its collateral, which reads like 'minting against deposits'. But the collateral is a token the deployer's EOA can mint without limit: mint collateral, deposit it, and the token's supply grows without bound, to be sold into the stablecoin pool. LP locked.",
    launch: async (ctx) => openMarket(ctx, await backedToken(ctx, "H12OwnerCollateral"), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const coll = deployed(l.token, "collateral");
      await supplyGrows(
        ctx,
        l,
        async () => {
          await ctx.send(coll, "H12OwnerCollateral", "mint", [ctx.deployer, 10n * SUPPLY]);
          await ctx.send(l.token, "H12BackedToken", "deposit", [10n * SUPPLY]);
        },
        "a deposit of freshly minted collateral",
      );
    },
  },
  {
    name: "presale-bags-can-never-be-sold",
    expected: "danger",
    ageDays: 6,
    source: `${HONEYPOT} (a simulated buy-then-sell passes); ${CRP} (limit: caller condition); ${TSCOPE}; H12Danger.sol H12BoughtOnlyToken (no unlock)`,
    rationale:
      "A sell may only spend tokens the seller bought from the pair. Every bag that arrived any other way (presale, airdrop, team spread: most holders here) can never be sold, while buy-then-sell (what a scanner simulates) works. Owner renounced, LP burnt: the code is the trap.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12BoughtOnlyToken", [SUPPLY, maxUint256]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H12BoughtOnlyToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l, 20);
      await holderCannotSell(ctx, l, 50);
      await ctx.buy(l.token, l.quote, ctx.wallet(7), 0.2);
      await holderSells(ctx, l, 7);
    },
  },
  {
    name: "fee-cap-checked-against-old-value",
    expected: "danger",
    ageDays: 10,
    source: `${CERTIK} (logic error in a fee limit); ${GOPLUS} (slippage_modifiable); ${SNIFFER} (modifiable tax); H12Danger.sol H12CappedSetterToken (checkNew = false)`,
    rationale:
      "The sell fee is 3 % and setSellFee carries a visible 'require(... <= 2500)' cap, but the require tests the CURRENT fee, not the new one: the owner's EOA can set the sell fee to 99 % (or 100 %) in one call. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H12CappedSetterToken", [SUPPLY, ctx.wallet(88), false]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H12CappedSetterToken", "setSellFee", [9_900n]);
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.1);
    },
  },
  {
    name: "owner-mint-capped-per-call-only",
    expected: "danger",
    ageDays: 18,
    source: `${CRP} (hidden mint); ${GOPLUS} (is_mintable); ${CERTIK} (ineffective mint limit); H12Danger.sol H12MintCapToken (period 0)`,
    rationale:
      "The owner's mint is 'capped at 1 % of supply', but per call, with no total and no rate limit: the owner's EOA repeats the call as often as it likes and creates tokens without bound. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H12MintCapToken", [SUPPLY, 0n]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      for (let i = 0; i < 20; i++) {
        const cap = (await ctx.supply(l.token)) / 100n;
        await ctx.send(l.token, "H12MintCapToken", "mint", [ctx.deployer, cap]);
      }
      must((await ctx.supply(l.token)) > (before * 12n) / 10n, "the repeated mints did not add 20 %");
    },
  },
  {
    name: "lp-in-token-bound-account-of-deployer-badge",
    expected: "danger",
    ageDays: 9,
    source: `${ERC6551}; ${UNIV2}; ${DEFI} (LP not really locked); H12Danger.sol H12BoundAccount + H12BadgeNft`,
    rationale:
      "A plain fixed-supply token. All the LP sits in a contract account (ERC-6551 style), not an EOA, not a locker; whoever holds badge NFT #1 controls that account, and the deployer's EOA holds the badge: one call moves the LP out and the pool can be pulled now.",
    launch: boundAccountMarket,
    late: lastDay(),
    proof: async (ctx, l) => {
      const account = deployed(l.token, "account");
      const lp = await lpOf(ctx, l.pair!, account);
      must(lp > 0n, "the account holds no LP");
      const move = ctx.encode("Pair", "transfer", [ctx.deployer, lp]);
      await ctx.send(account, "H12BoundAccount", "execute", [l.pair!, 0n, move, 0]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "mint-signed-by-erc1271-approver-contract",
    expected: "danger",
    ageDays: 14,
    source: `${ERC1271}; ${CRP} (hidden mint); ${GOPLUS} (hidden_owner, is_mintable); ${TSCOPE}; H12Danger.sol H12SignedMintToken + H12HashApprover`,
    rationale:
      "No owner() and no mint(): supply grows only through mintSigned, 'authorised by signature'. The signer is an immutable contract (ERC-1271) whose isValidSignature accepts any hash its owner, the deployer's EOA, has approved: one approval and anyone can mint any amount.",
    launch: async (ctx) => {
      const approver = await ctx.deploy("H12HashApprover");
      const token = await ctx.deploy("H12SignedMintToken", [SUPPLY, approver]);
      remember(token, "approver", approver);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const amount = 10n * SUPPLY;
      const h = await ctx.read<Hex>(l.token, "H12SignedMintToken", "mintHash", [ctx.wallet(85), amount, 1n]);
      await ctx.send(deployed(l.token, "approver"), "H12HashApprover", "approveHash", [h]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H12SignedMintToken", "mintSigned", [ctx.wallet(85), amount, 1n, "0x"], ctx.wallet(85)),
        "the approved signed mint",
      );
    },
  },
  {
    name: "renounce-pending-keeper-still-mints",
    expected: "danger",
    ageDays: 5,
    source: `${DEFI} (fake renounce); ${GOPLUS} (hidden_owner, can_take_back_ownership); ${CRP} (hidden mint); H12Danger.sol H12PendingRenounceToken`,
    rationale:
      "renounceOwnership was called and owner() reads the zero address, but renouncing only schedules the end of the deployer's power 30 days later: until then the same EOA still mints without a cap. LP burnt.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H12PendingRenounceToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "H12PendingRenounceToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H12PendingRenounceToken", "owner")) === ZERO, "owner() is not zero");
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H12PendingRenounceToken", "mint", [ctx.deployer, 10n * SUPPLY]),
        "the renounced owner's mint",
      );
    },
  },
  {
    name: "access-manager-admin-eoa-can-close-transfers",
    expected: "danger",
    ageDays: 11,
    source: `${OZ_AM}; ${GOPLUS} (transfer_pausable); ${CERTIK} (centralization risk); H12Danger.sol H12ManagedTransfersToken (admin: the deployer)`,
    rationale:
      "No pause function in the token. But transfer and transferFrom are `restricted` by an OpenZeppelin AccessManager that opens them to everyone, and the manager's admin role is the deployer's EOA with no delay: setTargetClosed(token, true) stops every transfer, sells included, whenever it likes, and can be reopened. LP locked.",
    launch: async (ctx) => openMarket(ctx, await managedTransfersToken(ctx), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "manager"), "AccessManager", "setTargetClosed", [l.token, true]);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },

  {
    name: "minting-finished-flag-owner-reversible",
    expected: "danger",
    ageDays: 16,
    source: `${CRP} (hidden mint); ${GOPLUS} (is_mintable); ${TSCOPE} (a 'minting finished' flag that is not final); H12Danger.sol H12ReopenableMintToken`,
    rationale:
      "mintingFinished reads true, like a sale token whose minting closed for good; but setMintingFinished lets the owner's EOA flip it back and mint without a cap whenever it likes. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H12ReopenableMintToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must(
        await ctx.read<boolean>(l.token, "H12ReopenableMintToken", "mintingFinished"),
        "minting is not marked finished",
      );
      await supplyGrows(
        ctx,
        l,
        async () => {
          await ctx.send(l.token, "H12ReopenableMintToken", "setMintingFinished", [false]);
          await ctx.send(l.token, "H12ReopenableMintToken", "mint", [ctx.deployer, 10n * SUPPLY]);
        },
        "the reopened mint",
      );
    },
  },
  {
    name: "migration-agent-mints-for-any-caller",
    expected: "danger",
    ageDays: 13,
    source: `modelled on golem-contracts GNTMigrationAgent.migrateFrom (whose published versions require msg.sender == oldToken, 'Ngnt/migration-non-token-call'; here that check is left out, the missing-access-control class); ${CERTIK} (missing access control); ${CRP} (hidden mint); H12Real.sol H12Glm + H12GntMigrationAgent (checkCaller = false) + H12GntStandIn`,
    rationale:
      "A migrated token: its only minter is the migration agent, which should mint only when the old token reports a burn. This agent's migrateFrom has no caller check, so ANYONE can call it directly and mint any amount to themselves. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await glmToken(ctx, false), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () =>
          ctx.send(
            deployed(l.token, "agent"),
            "H12GntMigrationAgent",
            "migrateFrom",
            [ctx.wallet(85), 10n * SUPPLY],
            ctx.wallet(85),
          ),
        "a direct migrateFrom",
      ),
  },

  {
    name: "sale-end-time-owner-can-push-back",
    expected: "danger",
    ageDays: 17,
    source: `${CRP} (freeze: a transfer gate the owner controls); ${GOPLUS} (transfer_pausable); ${TSCOPE} (a 'sale end' that is not final); H12Danger.sol H12SaleEndToken`,
    rationale:
      "Crowdsale-style gate: transfers (except the owner's) open only after endTime, and that time has passed, so trading works. But setEndTime lets the owner's EOA move it into the future at any moment, which stops every holder's sells again, renewable at will. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H12SaleEndToken", [SUPPLY, BigInt(await ctx.now())]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H12SaleEndToken", "setEndTime", [BigInt((await ctx.now()) + 365 * DAY)]);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "self-declared-burner-burns-any-account",
    expected: "danger",
    ageDays: 19,
    source: `${CERTIK} (missing access control on burn); ${GOPLUS} (owner_change_balance class, here open to anyone); ${TSCOPE}; H12Danger.sol H12SelfBurnerToken`,
    rationale:
      "No owner. Anyone may declare itself a burner (a pattern known from honest tokens where burners burn their own balance), but here burn(account, amount) burns ANY account's balance: anyone can destroy every holder's bag. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H12SelfBurnerToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) => {
          const vandal = ctx.wallet(85);
          await ctx.send(l.token, "H12SelfBurnerToken", "updateBurnerStatus", [true], vandal);
          await ctx.send(l.token, "H12SelfBurnerToken", "burn", [ctx.wallet(HOLDER), bal], vandal);
        },
        "a self-declared burner",
      ),
  },
  {
    name: "sale-rate-owner-settable-unbounded",
    expected: "danger",
    ageDays: 22,
    source: `${CRP} (hidden mint, through a sale contract); ${GOPLUS} (is_mintable); ${CERTIK} (privileged price setter); H12Danger.sol H12SaleMintedToken + H12ContinuousSale (rate settable, no cap)`,
    rationale:
      "The token's only minter is a 'continuous sale' that mints against ETH paid, which reads like minting against deposits; but the sale's owner, the deployer's EOA, sets the rate at will and there is no cap: at a rate of 1e30 per wei, one wei mints a thousand times the supply. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12SaleMintedToken", [SUPPLY]);
      const sale = await ctx.deploy("H12ContinuousSale", [token, 1_000_000n, true, 0n, ctx.wallet(88)]);
      await ctx.send(token, "H12SaleMintedToken", "setSale", [sale]);
      remember(token, "sale", sale);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const sale = deployed(l.token, "sale");
      await ctx.send(sale, "H12ContinuousSale", "setRate", [10n ** 30n]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(sale, "H12ContinuousSale", "buy", [], ctx.deployer, 1n),
        "a one-wei sale",
      );
      must((await ctx.supply(l.token)) > 100n * SUPPLY, "the sale did not mint without bound");
    },
  },

  {
    name: "token-trusts-itself-via-public-batch",
    expected: "danger",
    ageDays: 23,
    source: `arbitrary-call drains: Seneca Chamber.performOperations, Feb 2024 (ethereum-magicians.org/t/idea-for-erc-arbitrary-callable-contract-interface/19615) and SwapNet / Aperture, Jan 2026 (dev.to/ohmygod 'The $17M Arbitrary External Call Exploit'): a contract executes caller-chosen calldata with its own privileges and transferFrom moves victims' tokens; OpenZeppelin 'Arbitrary Address Spoofing Attack: ERC2771Context Multicall Public Disclosure' (blog.openzeppelin.com, Dec 2023: batched self-calls confuse who the caller is); ${CERTIK} (missing access control); ${DEFI} (approval abuse); read 2026-11-27; H12Danger.sol H12SelfTrustBatchToken (written blind by the second analyst)`,
    rationale:
      "Owner renounced, a fixed 2 % sell fee, no mint. But transferFrom skips the allowance when the caller is the token contract itself (meant for its own fee processing), and a public batch(bytes[]) helper makes the token call itself with any calldata: ANYONE can batch transferFrom(holder, self, bag) and take every holder's tokens without their approval. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12SelfTrustBatchToken", [SUPPLY, ctx.wallet(88)]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H12SelfTrustBatchToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) => {
          const thief = ctx.wallet(85);
          const holder = ctx.wallet(HOLDER);
          await refused(
            ctx,
            ctx.send(l.token, "H12SelfTrustBatchToken", "transferFrom", [holder, thief, bal], thief),
            "a direct transferFrom without allowance",
          );
          const call = ctx.encode("H12SelfTrustBatchToken", "transferFrom", [holder, thief, bal]);
          await ctx.send(l.token, "H12SelfTrustBatchToken", "batch", [[call]], thief);
          must((await ctx.balance(l.token, thief)) === bal, "the thief did not receive the bag");
        },
        "a batched self-call",
      ),
  },

  // ───────────────────────────── SAFE (twins) ─────────────────────────────
  {
    name: "side-token-fee-capped-five-percent",
    expected: "safe",
    ageDays: 21,
    source: `${GOPLUS} (slippage_modifiable, external_call); ${HONEYPOT}; H12Danger.sol H12GaugedFeeToken + H12GaugeToken (cap 500 bps)`,
    rationale:
      "Same shape as a gauge-driven fee: the sell fee is read from a side token's balance and the deployer can mint that side token. But the token caps the fee at 5 % (500 bps, immutable): whatever is minted, a sell loses at most 5 %. Owner renounced, LP burnt.",
    launch: async (ctx) => gaugedFeeMarket(ctx, 500n),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "gauge"), "H12GaugeToken", "mint", [ctx.wallet(87), 9_700n * E18]);
      must((await ctx.read<bigint>(l.token, "H12GaugedFeeToken", "sellFeeBps")) === 500n, "the fee is not capped");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "proxy-logic-uups-path-held-by-same-safe",
    expected: "safe",
    ageDays: 200,
    source: `${OZ_PROXY}; ${SAFE_DOCS}; H12Danger.sol H12DualPathLogic (upgrader = the Safe)`,
    rationale:
      "Upgradeable through two paths (the transparent proxy's ProxyAdmin and the logic's own UUPS upgradeToAndCall), but both are held by the same 3-of-5 Safe: no single key can change the code. No mint, no fee. LP locked.",
    launch: async (ctx) => openMarket(ctx, await dualPathToken(ctx, true), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H12DualPathLogicV2");
      await refused(
        ctx,
        ctx.send(l.token, "H12DualPathLogic", "upgradeToAndCall", [v2, "0x"]),
        "the deployer's upgrade",
      );
      const data = ctx.encode("H12DualPathLogic", "upgradeToAndCall", [v2, "0x"]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)),
        "an upgrade signed by two keys",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "launch-limit-lifts-at-twenty-eth-pool",
    expected: "safe",
    ageDays: 3,
    source: `${SNIFFER} (max transaction limits at launch); ${CRP} (limit class, here bounded and one-way); H12Danger.sol H12PoolLevelToken (no trap, 2 % max per trade)`,
    rationale:
      "A launch limit: until the pair has held 20 ETH, a buy or sell may move at most 2 % of the supply; from then on the limit is gone for good. Holders can sell meanwhile (bags above 2 % in two trades). Owner renounced, nothing else. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12PoolLevelToken", [SUPPLY, ctx.weth, 20n * E18, false, SUPPLY / 50n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H12PoolLevelToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l);
      must((await ctx.sell(l.token, l.quote, ctx.wallet(20), 5_000)) > 0, "half a holder bag did not sell");
      await ctx.buy(l.token, l.quote, ctx.wallet(7), 9);
      must(await ctx.read<boolean>(l.token, "H12PoolLevelToken", "levelReached"), "the limit did not lift");
      await holderSells(ctx, l, 21);
    },
  },
  {
    name: "backed-by-fixed-supply-collateral",
    expected: "safe",
    ageDays: 60,
    source: `${CRP} (minting against deposits is not a hidden mint); H12Danger.sol H12BackedToken + H12CollateralStandIn (fixed supply, no owner)`,
    rationale:
      "Ownerless wrapper: it mints only 1:1 against deposits of its collateral and burns on redeem; the collateral here has a fixed supply and no owner, so the supply can never exceed it. Stablecoin pair, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await backedToken(ctx, "H12CollateralStandIn"), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H12BackedToken", "deposit", [E18], ctx.wallet(85)),
        "a deposit without collateral",
      );
      const h = ctx.wallet(HOLDER);
      const coll = deployed(l.token, "collateral");
      const bal = await ctx.balance(l.token, h);
      await ctx.send(l.token, "H12BackedToken", "redeem", [bal / 2n], h);
      must((await ctx.balance(coll, h)) === bal / 2n, "redeem did not pay the collateral");
      await holderSells(ctx, l);
    },
  },
  {
    name: "fee-cap-checked-against-new-value",
    expected: "safe",
    ageDays: 35,
    source: `${SNIFFER} (modifiable tax, capped); ${GOPLUS} (slippage_modifiable); H12Danger.sol H12CappedSetterToken (checkNew = true)`,
    rationale:
      "Owner-settable sell fee (3 % now), but setSellFee checks the NEW fee against an immutable 25 % cap: the owner's EOA can at worst take a quarter of a sell, never most of it. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H12CappedSetterToken", [SUPPLY, ctx.wallet(88), true]), {
        lp: "lock",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12CappedSetterToken", "setSellFee", [9_900n]), "a 99 % fee");
      await ctx.send(l.token, "H12CappedSetterToken", "setSellFee", [2_500n]);
      await sellPaysOver(ctx, l, 0.7, HOLDER);
    },
  },
  {
    name: "owner-mint-one-percent-per-thirty-days",
    expected: "safe",
    ageDays: 120,
    source: `${GOPLUS} (is_mintable); ${CERTIK} (mint bounded by rate); H12Danger.sol H12MintCapToken (period 30 days)`,
    rationale:
      "The owner's EOA may mint, but at most 1 % of the supply once per 30 days (about 12.7 % a year at the very most), enforced in code: a bounded rate, not an unbounded mint. No fee, no pause. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H12MintCapToken", [SUPPLY, BigInt(30 * DAY)]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const cap = (await ctx.supply(l.token)) / 100n;
      await ctx.send(l.token, "H12MintCapToken", "mint", [ctx.deployer, cap]);
      await refused(ctx, ctx.send(l.token, "H12MintCapToken", "mint", [ctx.deployer, 1n]), "a second mint");
      await refused(ctx, ctx.send(l.token, "H12MintCapToken", "mint", [ctx.deployer, cap * 2n]), "a mint above 1 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-in-token-bound-account-badge-burnt",
    expected: "safe",
    ageDays: 90,
    source: `${ERC6551}; ${UNIV2}; H12Danger.sol H12BoundAccount + H12BadgeNft (badge burnt)`,
    rationale:
      "All the LP sits in an ERC-6551-style account controlled by whoever holds badge NFT #1, and that badge was burnt after listing: nobody can ever call the account again, so the LP is as good as burnt. Plain fixed-supply token, no owner.",
    launch: async (ctx) => {
      const l = await boundAccountMarket(ctx);
      await ctx.send(deployed(l.token, "nft"), "H12BadgeNft", "burn", [1n]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const account = deployed(l.token, "account");
      const lp = await lpOf(ctx, l.pair!, account);
      must(lp > 0n, "the account holds no LP");
      const move = ctx.encode("Pair", "transfer", [ctx.deployer, lp]);
      await refused(
        ctx,
        ctx.send(account, "H12BoundAccount", "execute", [l.pair!, 0n, move, 0]),
        "the deployer's LP move",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "safe-owner-staged-handover-to-timelock",
    expected: "safe",
    ageDays: 150,
    source: `${OZ_2STEP}; ${OZ_TL}; ${SAFE_DOCS}; H12Danger.sol H12TwoStepMintToken`,
    rationale:
      "The owner may mint without a cap, but the owner is a 3-of-5 Safe, and the pending hand-over it started goes to an OpenZeppelin TimelockController (7-day delay, the same Safe proposing): accepting it, and any mint after, takes the Safe's signatures and a week's public notice. No single key can mint. LP locked.",
    launch: async (ctx) => {
      const token = await safeOwnedTwoStep(ctx);
      const safe = deployed(token, "safe");
      const tl = await openTimelock(ctx, 7 * DAY, safe);
      const l = await openMarket(ctx, token, { lp: "lock" });
      await safeExec(ctx, safe, token, ctx.encode("H12TwoStepMintToken", "transferOwnership", [tl]), signers3(ctx));
      remember(token, "timelock", tl);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12TwoStepMintToken", "acceptOwnership"), "the deployer's acceptance");
      await refused(ctx, ctx.send(l.token, "H12TwoStepMintToken", "mint", [ctx.deployer, E18]), "the deployer's mint");
      const data = ctx.encode("H12TwoStepMintToken", "mint", [ctx.deployer, E18]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)),
        "a mint signed by two keys",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "presale-lock-ended-before-scan",
    expected: "safe",
    ageDays: 20,
    source: `${SNIFFER} (presale vesting at launch); ${CRP} (limit class, here time-bounded and over); H12Danger.sol H12BoughtOnlyToken (unlock 7 days after deployment)`,
    rationale:
      "For the first 7 days after deployment only bought tokens could be sold (presale and team bags waited); that window is immutable and closed two weeks before the scan, so every holder can sell. Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12BoughtOnlyToken", [SUPPLY, BigInt((await ctx.now()) + 7 * DAY)]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H12BoughtOnlyToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 20);
      await holderSells(ctx, l, 50);
      await holderSells(ctx, l);
    },
  },
  {
    name: "access-manager-admin-is-safe",
    expected: "safe",
    ageDays: 240,
    source: `${OZ_AM}; ${SAFE_DOCS}; H12Danger.sol H12ManagedTransfersToken (admin: a 3-of-5 Safe)`,
    rationale:
      "Transfers are `restricted` by an OpenZeppelin AccessManager (open to everyone), so the manager's admin could close them; but the admin role belongs to a 3-of-5 Safe and the deployer renounced its own: no single key can stop sells. No mint, no fee. LP locked.",
    launch: async (ctx) => {
      const token = await managedTransfersToken(ctx);
      const manager = deployed(token, "manager");
      const safe = await safe3of5(ctx);
      await ctx.send(manager, "AccessManager", "grantRole", [0n, safe, 0]);
      await ctx.send(manager, "AccessManager", "renounceRole", [0n, ctx.deployer]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const manager = deployed(l.token, "manager");
      await refused(
        ctx,
        ctx.send(manager, "AccessManager", "setTargetClosed", [l.token, true]),
        "the deployer's closing",
      );
      const data = ctx.encode("AccessManager", "setTargetClosed", [l.token, true]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), manager, data, govKeys(ctx).slice(0, 2)),
        "a closing signed by two keys",
      );
      await holderSells(ctx, l);
    },
  },

  {
    name: "sale-fixed-rate-five-percent-cap",
    expected: "safe",
    ageDays: 45,
    source: `${CRP} (minting against payment, bounded); H12Danger.sol H12SaleMintedToken + H12ContinuousSale (fixed rate, cap 5 % of the supply)`,
    rationale:
      "The token's only minter is a continuous sale that mints against ETH paid at a fixed rate (above the market price) and stops for good at 5 % of the supply: the owner cannot change the rate, nobody can mint beyond the one-time budget. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H12SaleMintedToken", [SUPPLY]);
      const sale = await ctx.deploy("H12ContinuousSale", [token, 1_000_000n, false, SUPPLY / 20n, ctx.wallet(88)]);
      await ctx.send(token, "H12SaleMintedToken", "setSale", [sale]);
      remember(token, "sale", sale);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const sale = deployed(l.token, "sale");
      await refused(ctx, ctx.send(sale, "H12ContinuousSale", "setRate", [10n ** 30n]), "a rate change");
      await refused(
        ctx,
        ctx.send(sale, "H12ContinuousSale", "buy", [], ctx.wallet(85), 60n * E18),
        "a purchase beyond the cap",
      );
      await ctx.send(sale, "H12ContinuousSale", "buy", [], ctx.wallet(85), E18);
      await holderSells(ctx, l);
    },
  },

  {
    name: "renounce-finalized-after-thirty-days",
    expected: "safe",
    ageDays: 190,
    source: `${DEFI} (renounce checks); ${GOPLUS} (hidden_owner, can_take_back_ownership); H12Danger.sol H12PendingRenounceToken (finalized)`,
    rationale:
      "A two-stage renounce: owner() read zero at once and the deployer's mint power ended when finalizeRenounce ran 30 days later (done long before the scan); the keeper slot is now zero and nobody can mint or act. LP burnt.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H12PendingRenounceToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "H12PendingRenounceToken", "renounceOwnership");
      await ctx.wait(31 * 24);
      await ctx.send(l.token, "H12PendingRenounceToken", "finalizeRenounce", [], ctx.wallet(85));
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H12PendingRenounceToken", "mint", [ctx.deployer, E18]),
        "the former owner's mint",
      );
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE (real tokens) ─────────────────────────────
  {
    name: "enj-fixed-allocations-released",
    expected: "safe",
    ageDays: 2900,
    source: `ENJ (Etherscan-verified 0xF629cBd94d3791C9250152BD8dfBDF380E2a3B9c, ENJToken.sol, solc 0.4.15: 'contract ENJToken is ERC20Token, TokenHolder', totalSupply 1B, releaseEnjinTeamTokens 8 tranches after a 24-week timelock, releaseAdvisorTokens once, retrieveUnsoldTokens from the crowdfund address, withdrawTokens of tokens held by the contract, transfers open after endTime; read through ${SANCTUARY}); H12Real.sol H12Enj`,
    rationale:
      "1B fixed allocations; every owner function is bounded: the team and advisor allocations are fixed and already fully released, retrieveUnsoldTokens only moves the crowdsale address's own balance, withdrawTokens only moves tokens the contract itself holds. No mint, no pause (transfers opened for good after the sale), no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const end = BigInt((await ctx.now()) - 700 * DAY);
      const enj = await ctx.deploy("H12Enj", [ctx.deployer, ctx.wallet(82), ctx.wallet(83), ctx.wallet(84), end]);
      await ctx.send(enj, "H12Enj", "releaseAdvisorTokens");
      for (let i = 0; i < 8; i++) await ctx.send(enj, "H12Enj", "releaseEnjinTeamTokens");
      return openMarket(ctx, enj, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12Enj", "releaseEnjinTeamTokens"), "a ninth team tranche");
      await refused(ctx, ctx.send(l.token, "H12Enj", "releaseAdvisorTokens"), "a second advisor release");
      await refused(ctx, ctx.send(l.token, "H12Enj", "withdrawTokens", [l.token, ctx.deployer, E18]), "a withdrawal");
      const before = await holderBalance(ctx, l);
      await ctx.send(l.token, "H12Enj", "retrieveUnsoldTokens");
      must((await holderBalance(ctx, l)) === before, "the retrieval touched a holder");
      await holderSells(ctx, l);
    },
  },
  {
    name: "hot-minting-finished-destroyer-own-balance",
    expected: "safe",
    ageDays: 2500,
    source: `HOT (Etherscan-verified 0x6c6EE5e31d828De241282B9606C8e98Ea48526E2, HoloToken.sol, solc 0.4.18: mint onlyMinter canMint, finishMinting by the minter, transfer/approve whenMintingFinished, setMinter / setDestroyer onlyOwner, burn of the destroyer's own balance; read through ${SANCTUARY}); H12Real.sol H12Holo`,
    rationale:
      "mint() and setMinter() still exist and the owner is one key, which looks risky; but minting was finished for good by the sale contract and no function reopens it, so any new minter mints nothing, and the destroyer role burns only its own balance. No pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const hot = await ctx.deploy("H12Holo");
      await ctx.send(hot, "H12Holo", "setMinter", [ctx.deployer]);
      await ctx.send(hot, "H12Holo", "mint", [ctx.deployer, SUPPLY]);
      await ctx.send(hot, "H12Holo", "finishMinting");
      await ctx.send(hot, "H12Holo", "setDestroyer", [ctx.wallet(82)]);
      return openMarket(ctx, hot, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12Holo", "mint", [ctx.deployer, E18]), "the old minter's mint");
      await ctx.send(l.token, "H12Holo", "setMinter", [ctx.wallet(85)]);
      await refused(
        ctx,
        ctx.send(l.token, "H12Holo", "mint", [ctx.wallet(85), E18], ctx.wallet(85)),
        "a new minter's mint",
      );
      await ctx.send(l.token, "H12Holo", "setDestroyer", [ctx.deployer]);
      await refused(ctx, ctx.send(l.token, "H12Holo", "burn", [SUPPLY]), "a burn beyond the destroyer's balance");
      await holderSells(ctx, l);
    },
  },
  {
    name: "uma-voting-minter-governor-owned",
    expected: "safe",
    ageDays: 1900,
    source: `UMA (Etherscan-verified 0x04Fa0d235C4abf4BcF4787aF4CF447DE572eF828, VotingToken.sol 'contract VotingToken is ExpandedERC20, ERC20Snapshot'; UMAprotocol protocol ExpandedERC20.sol / MultiRole.sol: exclusive Owner role managing the shared Minter and Burner roles, burn of the caller's own balance; the Owner is the Governor, the Minter the Voting contract; read through ${SANCTUARY}); ${SAFE_DOCS} (a 3-of-5 Safe stands in for the DVM-voted Governor); H12Real.sol H12UmaVoting + H12EmissionStandIn (the Voting contract's reward minting, a fixed daily amount)`,
    rationale:
      "Mintable: the Minter role may mint without a cap in the token, but the only minter is the protocol's voting contract (here a stand-in minting a fixed 0.01 % a day to the staking pool), and only the Owner role, the governor (multi-key governance here), can add minters. The deployer holds nothing. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const uma = await ctx.deploy("H12UmaVoting");
      await ctx.send(uma, "H12UmaVoting", "addMember", [1n, ctx.deployer]);
      await ctx.send(uma, "H12UmaVoting", "mint", [ctx.deployer, SUPPLY]);
      await ctx.send(uma, "H12UmaVoting", "removeMember", [1n, ctx.deployer]);
      const voting = await ctx.deploy("H12EmissionStandIn", [uma, ctx.wallet(83), SUPPLY / 10_000n]);
      await ctx.send(uma, "H12UmaVoting", "addMember", [1n, voting]);
      const safe = await safe3of5(ctx);
      await ctx.send(uma, "H12UmaVoting", "resetMember", [0n, safe]);
      remember(uma, "voting", voting);
      return openMarket(ctx, uma, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12UmaVoting", "mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(l.token, "H12UmaVoting", "addMember", [1n, ctx.deployer]),
        "the deployer adding a minter",
      );
      const voting = deployed(l.token, "voting");
      await ctx.send(voting, "H12EmissionStandIn", "drip", [], ctx.wallet(85));
      const before = await ctx.supply(l.token);
      await ctx.wait(25);
      await ctx.send(voting, "H12EmissionStandIn", "drip", [], ctx.wallet(85));
      must((await ctx.supply(l.token)) - before === SUPPLY / 10_000n, "a day's emission is not the fixed amount");
      await holderSells(ctx, l);
    },
  },
  {
    name: "torn-pause-held-by-governance-timelock",
    expected: "safe",
    ageDays: 1500,
    source: `TORN (Etherscan-verified 0x77777FeDdddFfC19Ff86DB637967013e6C6A116C, TORN.sol: ERC20Burnable + ERC20Permit + Pausable, immutable governance, changeTransferability onlyGovernance after canUnpauseAfter, allowedTransferee list, rescueTokens of the contract's own holdings; tornadocash torn-token; read through ${SANCTUARY}); ${OZ_TL} (a 2-day timelock proposed by a 3-of-5 Safe stands in for the token-voted Governance contract and its execution delay); H12Real.sol H12Torn`,
    rationale:
      "Pausable, and the pause can be switched again; but only by the immutable governance address (token-voted governance; here a timelock with a 2-day delay proposed by a 3-of-5 Safe), and rescueTokens only sends what the token contract itself holds. Fixed 10M supply, no mint, no fee. Transfers were enabled by governance before listing. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 2 * DAY, safe);
      const torn = await ctx.deploy("H12Torn", [tl, 3600n, [ctx.deployer], [10_000_000n * E18]]);
      await ctx.wait(2);
      await throughTimelock(ctx, safe, tl, torn, ctx.encode("H12Torn", "changeTransferability", [true]), 2 * DAY);
      return openMarket(ctx, torn, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12Torn", "changeTransferability", [false]), "the deployer's pause");
      await refused(
        ctx,
        ctx.send(l.token, "H12Torn", "rescueTokens", [l.token, ctx.deployer, 0n]),
        "the deployer's rescue",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "api3-dao-owned-minter-schedule",
    expected: "safe",
    ageDays: 1700,
    source: `API3 (Etherscan-verified 0x0b38210ea11411557c13457D4dA7dC6ea731B88a, Api3Token.sol: 'contract Api3Token is ERC20, Ownable', 100M initial, updateMinterStatus onlyOwner, mint by minters, self-declared burners burn their own balance; owner the API3 DAO agent, minter the InflationManager; api3dao api3-dao; read through ${SANCTUARY}); ${OZ_TL} (a 3-day timelock proposed by a 3-of-5 Safe stands in for the DAO's voting and agent); H12Real.sol H12Api3 + H12EmissionStandIn (the InflationManager's schedule, a fixed daily amount)`,
    rationale:
      "The owner can authorise minters without a cap in the token, but the owner is the DAO (multi-key governance with a delay of days here) and the only minter mints on a fixed schedule. Burning is only of one's own balance after opting in. No pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const api3 = await ctx.deploy("H12Api3", [ctx.deployer, ctx.deployer]);
      const inflation = await ctx.deploy("H12EmissionStandIn", [api3, ctx.wallet(83), 20_000n * E18]);
      await ctx.send(api3, "H12Api3", "updateMinterStatus", [inflation, true]);
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 3 * DAY, safe);
      await ctx.send(api3, "H12Api3", "transferOwnership", [tl]);
      return openMarket(ctx, api3, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H12Api3", "updateMinterStatus", [ctx.deployer, true]),
        "the deployer granting itself minting",
      );
      await refused(ctx, ctx.send(l.token, "H12Api3", "mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H12Api3", "burn", [E18], ctx.wallet(HOLDER)), "a burn without opting in");
      await holderSells(ctx, l);
    },
  },
  {
    name: "alcx-minter-pools-admin-timelock",
    expected: "safe",
    ageDays: 1600,
    source: `ALCX (Etherscan-verified 0xdBdb4d16EdA451D0503b854CF79D55697F90c8DF, AlchemixToken.sol: 'contract AlchemixToken is AccessControl, ERC20', ADMIN_ROLE manages ADMIN and MINTER, mint onlyMinter; the deployer pre-mines, hands ADMIN to a timelock, grants MINTER to the staking pools and revokes its own roles, as the contract's own comment describes; alchemix-finance; read through ${SANCTUARY}); ${OZ_TL} (the live delay was not readable offline: 2 days, proposed by a 3-of-5 Safe); H12Real.sol H12Alcx + H12EmissionStandIn (the staking pools' reward rate, a fixed daily amount)`,
    rationale:
      "MINTER may mint without a cap in the token, but the only minter is the staking-pool contract (a fixed daily emission here) and only ADMIN, a timelock with a 2-day delay proposed by a 3-of-5 Safe, can grant the role; the deployer revoked both its roles. No pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const alcx = await ctx.deploy("H12Alcx");
      await ctx.send(alcx, "H12Alcx", "mint", [ctx.deployer, SUPPLY]);
      const pools = await ctx.deploy("H12EmissionStandIn", [alcx, ctx.wallet(83), 50_000n * E18]);
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 2 * DAY, safe);
      await ctx.send(alcx, "H12Alcx", "grantRole", [ALCX_MINTER, pools]);
      await ctx.send(alcx, "H12Alcx", "grantRole", [ALCX_ADMIN, tl]);
      await ctx.send(alcx, "H12Alcx", "renounceRole", [ALCX_MINTER, ctx.deployer]);
      await ctx.send(alcx, "H12Alcx", "renounceRole", [ALCX_ADMIN, ctx.deployer]);
      return openMarket(ctx, alcx, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12Alcx", "mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(l.token, "H12Alcx", "grantRole", [ALCX_MINTER, ctx.deployer]),
        "the deployer granting itself MINTER",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "glm-minted-only-by-migration-agent",
    expected: "safe",
    ageDays: 1800,
    source: `GLM (Etherscan-verified 0x7DD9c5Cba05E151C895FDe1CF355C9A1D5DA6429, NewGolemNetworkToken.sol, solc 0.5.10: 'contract NewGolemNetworkToken is ERC20Mintable', constructor addMinter(migrationAgent) then renounceMinter; GNTMigrationAgent.migrateFrom requires msg.sender == oldToken and mints what the old token burnt; golemfactory golem-contracts; read through ${SANCTUARY}); H12Real.sol H12Glm + H12GntMigrationAgent (checkCaller = true) + H12GntStandIn (the old GNT's migrate)`,
    rationale:
      "mint() exists and minters can add minters, which looks risky; but the only minter is the migration agent, which mints only when the old token burns the same amount (1:1 against old tokens, so the supply can never exceed the old supply), and the deployer renounced minting. No owner of the token, no pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => openMarket(ctx, await glmToken(ctx, true), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H12Glm", "mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H12Glm", "addMinter", [ctx.deployer]), "the deployer adding a minter");
      await refused(
        ctx,
        ctx.send(
          deployed(l.token, "agent"),
          "H12GntMigrationAgent",
          "migrateFrom",
          [ctx.wallet(85), E18],
          ctx.wallet(85),
        ),
        "a direct migrateFrom",
      );
      await refused(
        ctx,
        ctx.send(deployed(l.token, "old"), "H12GntStandIn", "migrate", [E18], ctx.wallet(85)),
        "a migration without old tokens",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "nexo-vested-reserves-owner-bounded",
    expected: "safe",
    ageDays: 2700,
    source: `NEXO (Etherscan-verified 0xB62132e35a6c13ee1EE0f84dC5d40bad8d815206, NexoToken.sol, solc 0.4.21: 1B minted into pseudo-address allocations, distributeInvestorsTokens and withdraw{Overdraft,Team,Community,Advisers}Tokens onlyOwner through allowance() computed from fixed vesting schedules, withdrawERC20Token of tokens held by the contract, two-step ownership; Zerion nexo-contracts; read through ${SANCTUARY}); H12Real.sol H12Nexo`,
    rationale:
      "The owner moves tokens with transferFrom, which looks like a power over balances; but only out of the company's own reserve allocations (fixed pseudo-addresses, a treasury like any team's), only what their fixed vesting schedules have unlocked, and never from a holder (its allowance over anyone else is only what they approved). Fixed 1B supply, no mint, no pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const nexo = await ctx.deploy("H12Nexo");
      await ctx.send(nexo, "H12Nexo", "distributeInvestorsTokens", [ctx.deployer, 525_000_000n * E18]);
      return openMarket(ctx, nexo, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H12Nexo", "withdrawTeamTokens", [ctx.wallet(84), 112_500_000n * E18]);
      await refused(
        ctx,
        ctx.send(l.token, "H12Nexo", "withdrawTeamTokens", [ctx.deployer, E18]),
        "a withdrawal beyond the team reserve",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H12Nexo", "transferFrom", [ctx.wallet(HOLDER), ctx.deployer, E18]),
        "the owner's transferFrom of a holder",
      );
      await holderSells(ctx, l);
    },
  },
];
