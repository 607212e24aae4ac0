/**
 * HELD-OUT EVM evaluation set v5 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-26), the earlier
 * sets' plumbing and case formats (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when one party acting alone, now or within hours,
 * can create tokens without a bound, rewrite or take what holders own or have approved, stop holders from selling,
 * make a sell cost most of its value, or replace or extend the code that runs on every transfer; or when holders
 * already cannot sell; or when one address can remove most of the pool. "One party" is whoever it really is: an EOA,
 * a key hashed or baked into the bytecode, a hand-written "multisig" with a one-key path, a one-of-N Safe, a timelock
 * without delay, a role its admin can grant to itself, a previous owner waiting behind a "lock". SAFE when nobody
 * can, when the power is bounded in code (caps, yearly limits, closed windows, collateral rules, bridge guards) or
 * only loosens, or when only governance can act (an official Safe whose threshold needs two or more distinct keys,
 * or an OpenZeppelin TimelockController with a delay of two days or more), and no single address can pull most of
 * the pool. A listed issuer's stablecoin or wrapped asset whose freeze/pause powers sit with such governance is safe.
 *
 * Each launch: contracts/heldout5 compiled with solc (with OpenZeppelin 5.7.0 and the earlier sets' plumbing) or the
 * official Safe artifacts, a Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, a spread of the supply
 * over ten holders and more, buys and sells by several wallets minutes to hours apart, the LP settled as the scenario
 * says, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodePacked,
  type Hex,
  keccak256,
  parseSignature,
  toHex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { LaunchContext, Launched } from "../evm/world";
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

/** Same shape as the v2-v4 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm5Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400n;
const ZERO32: Hex = `0x${"00".repeat(32)}`;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts', dataset descriptions)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const UNI_SCAMS = "support.uniswap.org 'Unsellable token scams'";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK =
  "CertiK / SlowMist audit finding classes (centralization risk, privileged roles, hard-coded addresses, delegatecall)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const OZ_PROXY =
  "OpenZeppelin TransparentUpgradeableProxy / ProxyAdmin 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/proxy: the proxy deploys its own ProxyAdmin owned by initialOwner)";

/** The permit backdoor's recovery key (a local test key derived from a fixed phrase; signs only in the proofs). */
const RECOVERY = privateKeyToAccount(keccak256(toHex("held-out v5 permit recovery")));
/** The address baked into H5BypassToken's bytecode. */
const BYPASS_OPERATOR: Address = "0x00000000000000000000000000000000B1d5F00d";
/** Optimism predeploys (docs.optimism.io "Predeploys"): L2CrossDomainMessenger. */
const OP_MESSENGER: Address = "0x4200000000000000000000000000000000000007";
/** Polygon PoS state-sync system address (docs.polygon.technology "State sync mechanism"). */
const POLYGON_STATE_SYNCER: Address = "0x0000000000000000000000000000000000001001";
/** L1 WBTC and WETH (Etherscan), the remote/root tokens of the bridged shapes. */
const L1_WBTC: Address = "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599";
const L1_WETH: Address = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

const role = (name: string) => keccak256(toHex(name));
const DEFAULT_ADMIN_ROLE = ZERO32;

/** Five distinct governance keys of the case (wallets 40-44). */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);

/** OpenZeppelin TimelockController: `delay` seconds, this proposer, anyone executes (executor = 0x0), no admin. */
async function ozTimelock(ctx: LaunchContext, delay: bigint, proposer: Address, executor: Address = ZERO) {
  return ctx.deploy("TimelockController", [delay, [proposer], [executor], ZERO]);
}

/** Schedules `data` on `target` through the timelock with `delay`, then executes it (both from the proposer). */
async function timelockRun(ctx: LaunchContext, tl: Address, target: Address, data: Hex, delay: bigint, salt: Hex) {
  await ctx.send(tl, "TimelockController", "schedule", [target, 0n, data, ZERO32, salt, delay]);
  await ctx.send(tl, "TimelockController", "execute", [target, 0n, data, ZERO32, salt]);
}

const proxyInit = (ctx: LaunchContext) =>
  ctx.encode("H5ProxyTokenImpl", "initialize", ["Held Five Proxy", "HFP", ctx.deployer, SUPPLY]);

const proxyAdminOf = async (ctx: LaunchContext, proxy: Address): Promise<Address> =>
  `0x${(await ctx.storage(proxy, ADMIN_1967)).slice(-40)}` as Address;

/** The holder's balance is set to zero or moved away by `action`. */
async function holderEmptied(ctx: LaunchContext, l: Launched, action: () => Promise<void>, what: string) {
  const victim = ctx.wallet(HOLDER);
  must((await ctx.balance(l.token, victim)) > 0n, "the holder has nothing");
  await action();
  must((await ctx.balance(l.token, victim)) === 0n, `${what} did not empty the holder`);
}

export const HELDOUT_EVM5_CASES: readonly HeldoutEvm5Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "assembly-reward-sync-credit",
    expected: "danger",
    ageDays: 6,
    source: `${GOPLUS} (owner_change_balance); ${CRP} (hidden mint); H5Danger.sol H5RewardSyncToken`,
    rationale:
      "syncRewards(account, amount), owner-only (one EOA), adds any amount to any balance with an inline-assembly SSTORE: totalSupply never moves, so supply checks see nothing, but the owner can credit itself billions and empty the pool.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5RewardSyncToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const supply = await ctx.supply(l.token);
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.token, "H5RewardSyncToken", "syncRewards", [ctx.deployer, SUPPLY * 10n]);
      must((await ctx.supply(l.token)) === supply, "the supply moved");
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.1, "the credited balance did not empty the pool");
    },
  },
  {
    name: "origin-hash-airdrop-mint",
    expected: "danger",
    ageDays: 9,
    source: `${CERTIK} (hidden privileged account); ${SNIFFER} (mintable); H5Danger.sol H5HashGateToken`,
    rationale:
      "No owner() and no address in storage or bytecode: claimAirdrop(to, amount) mints any amount when keccak256(tx.origin) equals a hash fixed at deployment, i.e. for the deployer's key only. An unbounded hidden mint.",
    launch: async (ctx) => {
      const gate = keccak256(encodePacked(["address"], [ctx.deployer]));
      return openMarket(ctx, await ctx.deploy("H5HashGateToken", [SUPPLY, gate]), { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H5HashGateToken", "claimAirdrop", [ctx.wallet(HOLDER), 1n], ctx.wallet(HOLDER)),
        "a holder's claim",
      );
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H5HashGateToken", "claimAirdrop", [ctx.deployer, SUPPLY * 5n]),
        "the deployer's claim",
      );
    },
  },
  {
    name: "team-vault-lead-fast-path",
    expected: "danger",
    ageDays: 12,
    source: `${REKT} (fake multisig); ${CERTIK} (centralization); H5Danger.sol H5TeamVault + H5Base.sol H5OwnerMintToken`,
    rationale:
      "The uncapped mint is owned by a hand-written 'multisig' (three owners, two confirmations), but its maintenance() lets the first owner execute any call alone: one key mints without bound.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5OwnerMintToken", [SUPPLY]);
      const vault = await ctx.deploy("H5TeamVault", [[ctx.deployer, ctx.wallet(40), ctx.wallet(41)]]);
      remember(token, "vault", vault);
      const l = await openMarket(ctx, token, { lp: "lock" });
      await ctx.send(token, "H5OwnerMintToken", "transferOwnership", [vault]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vault = deployed(l.token, "vault");
      const data = ctx.encode("H5OwnerMintToken", "mint", [ctx.deployer, SUPPLY * 3n]);
      await supplyGrows(ctx, l, () => ctx.send(vault, "H5TeamVault", "maintenance", [l.token, data]), "the lead alone");
    },
  },
  {
    name: "safe-one-of-three-mint",
    expected: "danger",
    ageDays: 20,
    source: `${SAFE_DOCS} (threshold 1: any one owner executes); ${CERTIK}; H5Base.sol H5OwnerMintToken`,
    rationale:
      "The uncapped mint is owned by an official Safe, but with threshold 1 of 3: any one of its three keys signs alone. A Safe only governs when its threshold needs several keys.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5OwnerMintToken", [SUPPLY]);
      const safe = await deploySafe(ctx, [ctx.deployer, ctx.wallet(40), ctx.wallet(41)], 1);
      remember(token, "safe", safe);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd" });
      await ctx.send(token, "H5OwnerMintToken", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H5OwnerMintToken", "mint", [ctx.wallet(41), SUPPLY * 2n]);
      await supplyGrows(
        ctx,
        l,
        () => safeExec(ctx, deployed(l.token, "safe"), l.token, data, [ctx.wallet(41)]),
        "one Safe key",
      );
    },
  },
  {
    name: "oz-timelock-zero-delay-mint",
    expected: "danger",
    ageDays: 7,
    source: `${OZ_TL} (minDelay 0 makes scheduling and execution immediate); ${REKT} (fake timelocks); H5Base.sol H5OwnerMintToken`,
    rationale:
      "The owner is a real OpenZeppelin TimelockController, but deployed with minDelay 0 and the deployer as proposer: it schedules and executes a mint in two consecutive blocks. A timelock without delay is one key.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5OwnerMintToken", [SUPPLY]);
      const tl = await ozTimelock(ctx, 0n, ctx.deployer);
      remember(token, "tl", tl);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "H5OwnerMintToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H5OwnerMintToken", "mint", [ctx.deployer, SUPPLY * 4n]);
      await supplyGrows(
        ctx,
        l,
        () => timelockRun(ctx, deployed(l.token, "tl"), l.token, data, 0n, keccak256(toHex("mint"))),
        "the zero-delay timelock",
      );
    },
  },
  {
    name: "timelocked-minter-admin-kept",
    expected: "danger",
    ageDays: 15,
    source: `${OZ_TL}; OpenZeppelin AccessControl 5.7.0 (DEFAULT_ADMIN_ROLE grants every role); ${CERTIK}; H5Danger.sol H5RoleMintToken`,
    rationale:
      "MINTER_ROLE is held by a three-day TimelockController, which looks governed, but the deployer (one EOA) kept DEFAULT_ADMIN_ROLE and can grant itself MINTER_ROLE and mint at once.",
    launch: async (ctx) => {
      const tl = await ozTimelock(ctx, 3n * DAY, ctx.deployer);
      return openMarket(ctx, await ctx.deploy("H5RoleMintToken", [SUPPLY, tl]), { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H5RoleMintToken", "grantRole", [role("MINTER_ROLE"), ctx.deployer]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H5RoleMintToken", "mint", [ctx.deployer, SUPPLY * 2n]),
        "the self-granted minter",
      );
    },
  },
  {
    name: "beacon-proxy-eoa-beacon-owner",
    expected: "danger",
    ageDays: 25,
    source: `OpenZeppelin UpgradeableBeacon / BeaconProxy 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/proxy#beacon: the beacon owner upgrades every proxy); ${UNI_SCAMS} (upgradeable code); H5Base.sol H5ProxyTokenImpl`,
    rationale:
      "The token is an OpenZeppelin BeaconProxy; its UpgradeableBeacon is owned by the deployer's EOA, which can point it at new code (here a version with sweep(from, to)) in one transaction and take every holder's balance.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H5ProxyTokenImpl");
      const beacon = await ctx.deploy("UpgradeableBeacon", [impl, ctx.deployer]);
      const token = await ctx.deploy("BeaconProxy", [beacon, proxyInit(ctx)]);
      remember(token, "beacon", beacon);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const beacon = deployed(l.token, "beacon");
      const v2 = await ctx.deploy("H5ProxyTokenImplV2");
      await codeReplaced(
        () => ctx.read<string>(beacon, "UpgradeableBeacon", "implementation"),
        () => ctx.send(beacon, "UpgradeableBeacon", "upgradeTo", [v2]),
      );
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H5ProxyTokenImplV2", "sweep", [ctx.wallet(HOLDER), ctx.deployer]),
        "the new code's sweep",
      );
    },
  },
  {
    name: "delegatecall-fee-library-swap",
    expected: "danger",
    ageDays: 4,
    source: `${CERTIK} (delegatecall to an owner-controlled address); ${GOPLUS} (slippage_modifiable); H5Danger.sol H5LibFeeToken`,
    rationale:
      "Every trade DELEGATECALLs a fee library the owner (one EOA) can replace with setFeeLogic; the current one takes 3 %, but any code the owner installs runs in the token's storage: here a 99 % fee.",
    launch: async (ctx) => {
      const logic = await ctx.deploy("H5FeeLogicStandard");
      return openMarket(ctx, await ctx.deploy("H5LibFeeToken", [SUPPLY, logic]), { lp: "burn", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const max = await ctx.deploy("H5FeeLogicMax");
      await ctx.send(l.token, "H5LibFeeToken", "setFeeLogic", [max]);
      await sellPaysUnder(ctx, l, 0.05, HOLDER);
    },
  },
  {
    name: "slot-stored-transfer-guard",
    expected: "danger",
    ageDays: 10,
    source: `${HONEYPOT} (transfer depends on an external contract); ${GOPLUS} (external_call); H5Danger.sol H5GuardedToken + H5SellStopGuard`,
    rationale:
      "Every transfer asks a guard contract whose address sits in a custom storage slot; the owner (one EOA) swaps it with configure(). The current guard allows all, but a swapped one blocks every sell to the pair.",
    launch: async (ctx) => {
      const guard = await ctx.deploy("H5OpenGuard");
      return openMarket(ctx, await ctx.deploy("H5GuardedToken", [SUPPLY, guard]), { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const stop = await ctx.deploy("H5SellStopGuard", [l.pair!]);
      await ctx.send(l.token, "H5GuardedToken", "configure", [stop]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "sells-close-after-48h",
    expected: "danger",
    ageDays: 4,
    source: `${HONEYPOT} (time-based honeypot); ${UNI_SCAMS}; H5Danger.sol H5WindowToken`,
    rationale:
      "Sells to the pair revert (empty revert) once 48 hours have passed since deployment. The chart shows sells from the first hours; the pair is four days old, so every holder is already trapped.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5WindowToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "fee-exempt-list-sells-only",
    expected: "danger",
    ageDays: 3,
    source: `${UNI_SCAMS} (whitelist honeypot); ${HONEYPOT}; H5Danger.sol H5ExemptSellToken`,
    rationale:
      "Only addresses on the 'fee exempt' list can sell (custom error SellNotAllowed otherwise). The team exempted the two wallets that sold during the launch; every other buyer holds a token it cannot sell.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5ExemptSellToken", [SUPPLY]);
      for (const w of [0, 2]) await ctx.send(token, "H5ExemptSellToken", "setFeeExempt", [ctx.wallet(w), true]);
      return openMarket(ctx, token, { lp: "burn", setPair: true, quote: "usd" });
    },
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "sell-tax-settable-to-100",
    expected: "danger",
    ageDays: 18,
    source: `${SNIFFER} (modifiable tax); ${GOPLUS} (slippage_modifiable); H5Danger.sol H5TaxToken`,
    rationale:
      "Buy and sell taxes are 4 % today, but setTaxes accepts anything up to 10 000 basis points (100 %), owner-only (one EOA). LP locked for 18 months does not help: the owner can make every sell worthless.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5TaxToken", [SUPPLY]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H5TaxToken", "setTaxes", [400, 9_900]);
      await sellPaysUnder(ctx, l, 0.05, HOLDER);
    },
  },
  {
    name: "max-tx-settable-to-zero",
    expected: "danger",
    ageDays: 2,
    source: `${GOPLUS} (anti_whale_modifiable); ${HONEYPOT} (max transaction honeypot); H5Danger.sol H5LimitsToken`,
    rationale:
      "updateLimits(n) sets the maximum trade with no lower bound, owner-only (one EOA). Setting it to 0 makes every sell revert while the owner stays exempt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5LimitsToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H5LimitsToken", "updateLimits", [0n]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "clean-token-lp-in-wallet",
    expected: "danger",
    ageDays: 1,
    source: `${REKT} (liquidity removal rugs); ${GOPLUS} (lp_holders, is_locked); H5Base.sol H5FixedToken`,
    rationale:
      "The token itself is clean (fixed supply, no owner, no hook), but all of the pair's LP sits unlocked in the deployer's wallet on a one-day-old pair: one transaction removes the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5FixedToken", ["Clean Launch", "CLEAN", SUPPLY]), {
        lp: "keep",
        quote: "usd",
      }),
    late: lastDay(),
    proof: async (ctx, l) => pullsPool(ctx, l, ctx.deployer),
  },
  {
    name: "team-locker-emergency-withdraw",
    expected: "danger",
    ageDays: 8,
    source: `${REKT} (fake liquidity lockers); ${CERTIK}; H5Danger.sol H5TeamLocker`,
    rationale:
      "The LP is 'locked for a year' in a locker the team wrote, whose owner (one EOA) has emergencyWithdraw(token) with no time check: the lock is a promise, the pool can be pulled now.",
    launch: async (ctx) => {
      const locker = await ctx.deploy("H5TeamLocker");
      const token = await ctx.deploy("H5FixedToken", ["Locked Team", "LTEAM", SUPPLY]);
      remember(token, "locker", locker);
      return openMarket(ctx, token, {
        lp: "to",
        lpTo: locker,
        afterLp: async (pair) => ctx.send(locker, "H5TeamLocker", "lock", [pair, BigInt(await ctx.now()) + 365n * DAY]),
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "locker"), "H5TeamLocker", "emergencyWithdraw", [l.pair!]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "lp-parked-in-token-rescue",
    expected: "danger",
    ageDays: 11,
    source: `${CRP} (owner withdraws tokens held by the contract); ${REKT}; H5Danger.sol H5RescueToken`,
    rationale:
      "The LP was sent to the token contract itself, which looks like a burn, but rescueERC20(token, amount) lets the owner (one EOA) transfer out any ERC-20 the contract holds, the LP included.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5RescueToken", [SUPPLY]);
      return openMarket(ctx, token, { lp: "to", lpTo: token, quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const lp = await ctx.read<bigint>(l.pair!, "Pair", "balanceOf", [l.token]);
      await ctx.send(l.token, "H5RescueToken", "rescueERC20", [l.pair!, lp]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "hardcoded-spender-bypass",
    expected: "danger",
    ageDays: 14,
    source: `${CERTIK} (hard-coded privileged address); ${GOPLUS} (owner can move others' tokens); H5Danger.sol H5BypassToken`,
    rationale:
      "No owner(): transferFrom skips the allowance when the caller is one address constant in the bytecode (not the deployer). Whoever holds that key can move any holder's tokens without approval.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5BypassToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      await holderEmptied(
        ctx,
        l,
        () =>
          ctx.send(l.token, "PlainUpgradeableToken", "transferFrom", [victim, BYPASS_OPERATOR, bal], BYPASS_OPERATOR),
        "the baked-in operator",
      );
    },
  },
  {
    name: "airdrop-eligibility-freeze",
    expected: "danger",
    ageDays: 5,
    source: `${GOPLUS} (is_blacklisted); ${CRP} (blacklist under another name); H5Danger.sol H5AirdropListToken`,
    rationale:
      "setAirdropEligible(accounts, false), owner-only (one EOA), sounds like an airdrop list but marks addresses that can no longer send at all: a blacklist under another name.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5AirdropListToken", [SUPPLY]), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H5AirdropListToken", "setAirdropEligible", [[ctx.wallet(HOLDER)], false]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "owner-rebase-index",
    expected: "danger",
    ageDays: 16,
    source: `${CERTIK} (owner-controlled rebase); ${GOPLUS} (owner_change_balance); H5Danger.sol H5IndexToken`,
    rationale:
      "Balances are shares times an index the owner (one EOA) sets freely with setIndex: one call divides every holder's balance by a thousand (or multiplies the owner's position against the pool).",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5IndexToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const before = await ctx.balance(l.token, victim);
      await ctx.send(l.token, "H5IndexToken", "setIndex", [10n ** 15n]);
      must((await ctx.balance(l.token, victim)) * 100n < before, "the holder's balance did not shrink");
    },
  },
  {
    name: "permit-recovery-signer",
    expected: "danger",
    ageDays: 21,
    source: `${CERTIK} (signature check accepting a privileged signer); EIP-2612 (eips.ethereum.org/EIPS/eip-2612); H5Danger.sol H5PermitToken`,
    rationale:
      "permit() accepts a signature by the owner OR by one 'recovery' key fixed at deployment, for any owner: that key grants itself an allowance over every holder's tokens and takes them. No owner() function.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5PermitToken", [SUPPLY, RECOVERY.address]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      const domain = await ctx.read<Hex>(l.token, "H5PermitToken", "DOMAIN_SEPARATOR");
      const typehash = await ctx.read<Hex>(l.token, "H5PermitToken", "PERMIT_TYPEHASH");
      const nonce = await ctx.read<bigint>(l.token, "H5PermitToken", "nonces", [victim]);
      const deadline = BigInt(await ctx.now()) + DAY;
      const struct = keccak256(
        encodeAbiParameters(
          [
            { type: "bytes32" },
            { type: "address" },
            { type: "address" },
            { type: "uint256" },
            { type: "uint256" },
            { type: "uint256" },
          ],
          [typehash, victim, ctx.deployer, bal, nonce, deadline],
        ),
      );
      const digest = keccak256(concatHex(["0x1901", domain, struct]));
      const sig = parseSignature(await RECOVERY.sign({ hash: digest }));
      await ctx.send(l.token, "H5PermitToken", "permit", [
        victim,
        ctx.deployer,
        bal,
        deadline,
        Number(sig.v ?? BigInt(27 + (sig.yParity ?? 0))),
        sig.r,
        sig.s,
      ]);
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "PlainUpgradeableToken", "transferFrom", [victim, ctx.deployer, bal]),
        "the recovery-signed permit",
      );
    },
  },
  {
    name: "lock-unlock-ownership-return",
    expected: "danger",
    ageDays: 5,
    source: `SafeMoon-fork lock()/unlock() ownership pattern (CertiK and Hacken audit findings 'owner can regain ownership after renouncing'); ${SNIFFER}; H5Danger.sol H5LockOwnerToken`,
    rationale:
      "owner() reads zero because the deployer called lock(2 days); the lock ran out days ago and unlock() hands the contract back to the same EOA, which can then set the sell fee to 95 % (no cap).",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5LockOwnerToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H5LockOwnerToken", "lock", [2n * DAY]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H5LockOwnerToken", "owner")) === ZERO, "owner() is not zero");
      await ctx.send(l.token, "H5LockOwnerToken", "unlock", []);
      await ctx.send(l.token, "H5LockOwnerToken", "setSellFeePercent", [95n]);
      await sellPaysUnder(ctx, l, 0.1, HOLDER);
    },
  },

  // ───────────────────────────── SAFE (shapes that look risky) ─────────────────────────────
  {
    name: "capped-fee-renounced",
    expected: "safe",
    ageDays: 30,
    source: `${SNIFFER} (ownership renounced; fee modifiable within a cap); ${GOPLUS} (slippage_modifiable); H5Safe.sol H5CappedFeeToken`,
    rationale:
      "A 3 % trade fee whose setter was capped at 5 % in code, and the owner renounced for real (owner zero, no other role). Nobody can change anything; LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5CappedFeeToken", [SUPPLY]), { lp: "burn", setPair: true }).then(async (l) => {
        await ctx.send(l.token, "H5CappedFeeToken", "renounceOwnership", []);
        return l;
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H5CappedFeeToken", "owner")) === ZERO, "not renounced");
      await refused(ctx, ctx.send(l.token, "H5CappedFeeToken", "setFee", [400n]), "a fee change");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "safe-three-of-five-transparent-proxy",
    expected: "safe",
    ageDays: 60,
    source: `${OZ_PROXY}; ${SAFE_DOCS} (threshold 3 of 5); H5Base.sol H5ProxyTokenImpl`,
    rationale:
      "An OpenZeppelin TransparentUpgradeableProxy whose ProxyAdmin is owned by an official Safe with five distinct owners and threshold 3: upgrades need three keys, as listed projects govern. No other privilege; LP locked.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H5ProxyTokenImpl");
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      const token = await ctx.deploy("TransparentUpgradeableProxy", [impl, safe, proxyInit(ctx)]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const admin = await proxyAdminOf(ctx, l.token);
      must((await ctx.read<Address>(admin, "ProxyAdmin", "owner")) === safe, "the ProxyAdmin is not the Safe's");
      const v2 = await ctx.deploy("H5ProxyTokenImplV2");
      const data = ctx.encode("ProxyAdmin", "upgradeAndCall", [l.token, v2, "0x"]);
      const keys = govKeys(ctx);
      await refused(ctx, safeExec(ctx, safe, admin, data, keys.slice(0, 2)), "an upgrade with two keys");
      await refused(
        ctx,
        ctx.send(admin, "ProxyAdmin", "upgradeAndCall", [l.token, v2, "0x"]),
        "the deployer's upgrade",
      );
      await codeReplaced(
        () => ctx.storage(l.token, IMPL_1967),
        () => safeExec(ctx, safe, admin, data, keys.slice(0, 3)),
      );
    },
  },
  {
    name: "oz-timelock-three-day-mint",
    expected: "safe",
    ageDays: 45,
    source: `${OZ_TL} (minDelay three days: every call is public three days before it runs); H5Base.sol H5OwnerMintToken`,
    rationale:
      "The mint has no cap, but its only owner is an OpenZeppelin TimelockController with a three-day minimum delay and no admin: any mint is announced on chain three days ahead. Governance, not one key; LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5OwnerMintToken", [SUPPLY]);
      const tl = await ozTimelock(ctx, 3n * DAY, ctx.deployer);
      remember(token, "tl", tl);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "H5OwnerMintToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "tl");
      const data = ctx.encode("H5OwnerMintToken", "mint", [ctx.deployer, SUPPLY]);
      await refused(ctx, ctx.send(l.token, "H5OwnerMintToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, timelockRun(ctx, tl, l.token, data, 3600n, keccak256(toHex("a"))), "a one-hour schedule");
      await refused(ctx, timelockRun(ctx, tl, l.token, data, 3n * DAY, keccak256(toHex("b"))), "an immediate execute");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sniper-flags-window-closed",
    expected: "safe",
    ageDays: 9,
    source: `${GOPLUS} (is_blacklisted, but limited to launch blocks); ${SNIFFER}; H5Safe.sol H5SniperWindowToken`,
    rationale:
      "The owner (an EOA) could flag sniper bots, but only within 20 blocks of opening trade; that window closed at launch and nobody was flagged. The restriction can no longer be used.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5SniperWindowToken", [SUPPLY]);
      await ctx.send(token, "H5SniperWindowToken", "openTrading", []);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5SniperWindowToken", "flagSniper", [ctx.wallet(HOLDER)]), "a flag");
      await holderSells(ctx, l);
    },
  },
  {
    name: "max-wallet-only-rises",
    expected: "safe",
    ageDays: 6,
    source: `${GOPLUS} (anti_whale: a limit that can only be raised); ${SNIFFER}; H5Safe.sol H5RisingLimitToken`,
    rationale:
      "A 3 % max-wallet limit the owner (an EOA) can only raise (or remove for good): it limits buyers' size, never their sells. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5RisingLimitToken", [SUPPLY]), { lp: "burn", setPair: true, quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5RisingLimitToken", "raiseMaxWallet", [1n]), "lowering the limit");
      await holderSells(ctx, l);
    },
  },
  {
    name: "tax-hard-capped-ten",
    expected: "safe",
    ageDays: 40,
    source: `${SNIFFER} (modifiable tax with a hard cap); ${GOPLUS} (slippage_modifiable); H5Safe.sol H5BoundedTaxToken`,
    rationale:
      "5 % buy/sell tax; the owner (an EOA) may change it but setTaxes reverts above 10 % (AboveCap). A bounded cost, worth a warning, not a trap. LP locked 18 months.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5BoundedTaxToken", [SUPPLY]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5BoundedTaxToken", "setTaxes", [0n, 1_100n]), "an 11 % tax");
      await ctx.send(l.token, "H5BoundedTaxToken", "setTaxes", [1_000n, 1_000n]);
      await sellPaysOver(ctx, l, 0.85, HOLDER);
    },
  },
  {
    name: "assembly-erc20-ownerless",
    expected: "safe",
    ageDays: 70,
    source: `Solady ERC20 design (github.com/Vectorized/solady src/tokens/ERC20.sol: transfers in inline assembly), written for this set; H5Safe.sol H5AsmToken`,
    rationale:
      "Every function is inline assembly (gas-optimised style) but it is a plain fixed-supply ERC-20: no owner, no mint, no hook, no external call. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H5AsmToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === SUPPLY, "the supply moved");
      await holderSells(ctx, l);
    },
  },
  {
    name: "proxy-admin-renounced",
    expected: "safe",
    ageDays: 35,
    source: `${OZ_PROXY}; OpenZeppelin Ownable.renounceOwnership (owner 0x0: onlyOwner functions unusable); H5Base.sol H5ProxyTokenImpl`,
    rationale:
      "An OpenZeppelin TransparentUpgradeableProxy, but its ProxyAdmin's owner renounced (owner zero): nobody can ever upgrade. The implementation has no privileged function; LP burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H5ProxyTokenImpl");
      const token = await ctx.deploy("TransparentUpgradeableProxy", [impl, ctx.deployer, proxyInit(ctx)]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(await proxyAdminOf(ctx, token), "ProxyAdmin", "renounceOwnership", []);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const admin = await proxyAdminOf(ctx, l.token);
      must((await ctx.read<Address>(admin, "ProxyAdmin", "owner")) === ZERO, "the ProxyAdmin still has an owner");
      const v2 = await ctx.deploy("H5ProxyTokenImplV2");
      await refused(ctx, ctx.send(admin, "ProxyAdmin", "upgradeAndCall", [l.token, v2, "0x"]), "an upgrade");
      await holderSells(ctx, l);
    },
  },
  {
    name: "one-way-trading-switch",
    expected: "safe",
    ageDays: 13,
    source: `${HONEYPOT} (trading switch: only a risk when it can be turned off); ${GOPLUS} (transfer_pausable); H5Safe.sol H5LaunchGateToken`,
    rationale:
      "Transfers were gated until enableTrading(), which the owner (an EOA) called at launch; there is no function to close it again. The owner keeps only a marketing-wallet setter. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5LaunchGateToken", [SUPPLY]);
      await ctx.send(token, "H5LaunchGateToken", "enableTrading", []);
      return openMarket(ctx, token, { lp: "lock", setPair: true, quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5LaunchGateToken", "enableTrading", []), "a second switch");
      await holderSells(ctx, l);
    },
  },
  {
    name: "fixed-supply-wide-lp-veteran",
    expected: "safe",
    ageDays: 120,
    source: `${GOPLUS} (lp_holders: many holders); Uniswap V2 docs (liquidity providers own their LP shares); H5Base.sol H5FixedToken`,
    rationale:
      "Fixed supply, no owner, a four-month-old pair whose LP is spread over the deployer and seven providers (none above about a fifth): no one can pull the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H5FixedToken", ["Veteran", "VETR", SUPPLY]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.25, "the deployer holds most of the LP");
      await holderSells(ctx, l);
    },
  },
  {
    name: "team-bag-linear-vesting",
    expected: "safe",
    ageDays: 20,
    source: `OpenZeppelin VestingWallet (docs.openzeppelin.com/contracts/5.x/api/finance#VestingWallet: linear release, no owner); H5Safe.sol H5LinearVesting + H5Base.sol H5FixedToken`,
    rationale:
      "30 % of the supply sits in a one-year linear vesting contract with no owner and no revoke; only the vested fraction (about 5 % of it after 20 days) can come out. Fixed supply, LP locked 18 months.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5FixedToken", ["Vested Team", "VEST", SUPPLY]);
      const vesting = await ctx.deploy("H5LinearVesting", [ctx.deployer, BigInt(await ctx.now()), 365n * DAY]);
      remember(token, "vesting", vesting);
      await ctx.send(token, "PlainUpgradeableToken", "transfer", [vesting, (SUPPLY * 30n) / 100n]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      await ctx.send(vesting, "H5LinearVesting", "release", [l.token]);
      must((await ctx.balance(l.token, vesting)) > (SUPPLY * 27n) / 100n, "more than the vested part came out");
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE (real tokens) ─────────────────────────────
  {
    name: "lusd-liquity-protocol-mint",
    expected: "safe",
    ageDays: 200,
    source:
      "LUSD, Liquity (Etherscan-verified 0x5f98805A4E8be255a32880FDeC7F6728C6568bA0, contract LUSDToken; github.com/liquity/dev packages/contracts/contracts/LUSDToken.sol; docs.liquity.org minimum collateral ratio 110 %); H5Real.sol H5LUSD + H5TroveDesk",
    rationale:
      "No owner; only BorrowerOperations (fixed at construction) mints, and only against ETH collateral at 110 % or more. Immutable, collateral-bound issuance; stablecoin pair whose LP is widely held.",
    launch: async (ctx) => {
      const tm = await ctx.deploy("H5Inert");
      const sp = await ctx.deploy("H5Inert");
      const desk = await ctx.deploy("H5TroveDesk");
      const lusd = await ctx.deploy("H5LUSD", [tm, sp, desk]);
      await ctx.send(desk, "H5TroveDesk", "bind", [lusd]);
      await ctx.send(desk, "H5TroveDesk", "openTrove", [1_000_000n * E18], ctx.deployer, 600n * E18);
      remember(lusd, "desk", desk);
      return openMarket(ctx, lusd, { lp: "wide", quote: "usd", liquidity: 200_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const desk = deployed(l.token, "desk");
      await refused(ctx, ctx.send(l.token, "H5LUSD", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(desk, "H5TroveDesk", "openTrove", [1_000_000n * E18], ctx.wallet(40), E18),
        "an undercollateralised trove",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "arb-two-percent-yearly-timelock",
    expected: "safe",
    ageDays: 90,
    source:
      "ARB, Arbitrum (Etherscan-verified on Arbiscan 0x912CE59144191C1204E64559FE8253a0e49E6548, contract L2ArbitrumToken; github.com/ArbitrumFoundation/governance src/L2ArbitrumToken.sol: 2 % per year, owner = DAO upgrade executor behind timelocks); " +
      OZ_TL,
    rationale:
      "The owner may mint, but at most 2 % of the supply and at most once a year (the first window is a year after deployment), and the owner is a TimelockController with a three-day delay. Bounded and governed; LP widely held.",
    launch: async (ctx) => {
      const tl = await ozTimelock(ctx, 3n * DAY, ctx.deployer);
      const token = await ctx.deploy("H5ArbToken", [10n * SUPPLY, tl]);
      remember(token, "tl", tl);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5ArbToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const data = ctx.encode("H5ArbToken", "mint", [ctx.deployer, SUPPLY]);
      await refused(ctx, timelockRun(ctx, deployed(l.token, "tl"), l.token, data, 0n, ZERO32), "a zero-delay mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "mnt-capped-mint-safe-proxy",
    expected: "safe",
    ageDays: 75,
    source:
      "MNT, Mantle (Etherscan-verified 0x3c3a81e81dc49A522A592e7622A7E711c06bf354, TransparentUpgradeableProxy to L1MantleToken; github.com/mantlenetworkio/mantle-token-contracts contracts/L1/L1MantleToken.sol: mint cap numerator at most 200 / 10 000, one mint a year); " +
      `${OZ_PROXY}; ${SAFE_DOCS}`,
    rationale:
      "Upgradeable and owner-mintable, but both the ProxyAdmin and the token are owned by an official Safe 3-of-5, and the mint is capped at 2 % a year (next mint a year after launch). Governed and bounded; LP locked.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H5MantleToken");
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      const init = ctx.encode("H5MantleToken", "initialize", [6n * SUPPLY, ctx.deployer]);
      const token = await ctx.deploy("TransparentUpgradeableProxy", [impl, safe, init]);
      remember(token, "safe", safe);
      const l = await openMarket(ctx, token, { lp: "lock" });
      await ctx.send(token, "H5MantleToken", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      await refused(ctx, ctx.send(l.token, "H5MantleToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const cap = ctx.encode("H5MantleToken", "setMintCapNumerator", [10_000n]);
      await refused(ctx, safeExec(ctx, safe, l.token, cap, govKeys(ctx).slice(0, 3)), "a 100 % mint cap");
      const admin = await proxyAdminOf(ctx, l.token);
      const up = ctx.encode("ProxyAdmin", "upgradeAndCall", [l.token, await ctx.deploy("H5ProxyTokenImplV2"), "0x"]);
      await refused(ctx, safeExec(ctx, safe, admin, up, govKeys(ctx).slice(0, 2)), "an upgrade with two keys");
      await holderSells(ctx, l);
    },
  },
  {
    name: "gho-facilitator-buckets",
    expected: "safe",
    ageDays: 50,
    source:
      "GHO, Aave (Etherscan-verified 0x40D16FC0246aD3160Ccc3B8944A1Fd4A1Ec4F6Ef, contract GhoToken; github.com/aave/gho-core src/contracts/gho/GhoToken.sol: facilitators with bucket capacities, managed by governance); " +
      OZ_TL,
    rationale:
      "Only registered facilitators mint, each within its bucket; the one facilitator lends against collateral. Adding facilitators or raising buckets needs roles held only by a two-day TimelockController; the deployer renounced its admin.",
    launch: async (ctx) => {
      const tl = await ozTimelock(ctx, 2n * DAY, ctx.deployer);
      const gho = await ctx.deploy("H5GhoToken", [ctx.deployer]);
      const desk = await ctx.deploy("H5GhoBorrowDesk", [gho]);
      const FM = role("FACILITATOR_MANAGER_ROLE");
      const BM = role("BUCKET_MANAGER_ROLE");
      await ctx.send(gho, "H5GhoToken", "grantRole", [FM, ctx.deployer]);
      await ctx.send(gho, "H5GhoToken", "addFacilitator", [desk, "Aave V3 Ethereum Pool", 50_000_000n * E18]);
      for (const r of [FM, BM, DEFAULT_ADMIN_ROLE]) await ctx.send(gho, "H5GhoToken", "grantRole", [r, tl]);
      await ctx.send(gho, "H5GhoToken", "renounceRole", [FM, ctx.deployer]);
      await ctx.send(gho, "H5GhoToken", "renounceRole", [DEFAULT_ADMIN_ROLE, ctx.deployer]);
      await ctx.send(desk, "H5GhoBorrowDesk", "borrow", [1_000_000n * E18], ctx.deployer, 500n * E18);
      remember(gho, "desk", desk);
      return openMarket(ctx, gho, { lp: "lock", quote: "usd", liquidity: 150_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5GhoToken", "mint", [ctx.deployer, 1n]), "a non-facilitator mint");
      await refused(
        ctx,
        ctx.send(l.token, "H5GhoToken", "addFacilitator", [ctx.deployer, "me", 10n ** 30n]),
        "the deployer adding a facilitator",
      );
      await refused(
        ctx,
        ctx.send(deployed(l.token, "desk"), "H5GhoBorrowDesk", "borrow", [10n ** 9n * E18], ctx.wallet(40), E18),
        "a loan beyond the collateral",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "cbeth-legacy-proxy-safe-roles",
    expected: "safe",
    ageDays: 150,
    source:
      "cbETH, Coinbase (Etherscan-verified 0xBe9895146f7AF43049ca1c1AE358B0541Ea49704, FiatTokenProxy to StakedTokenV1, extending Centre FiatTokenV2: masterMinter/minters with allowances, pauser, blacklister, owner, oracle); zeppelinOS proxy slots (HeldoutLegacyProxy of the first set); " +
      SAFE_DOCS,
    rationale:
      "A listed issuer's wrapped asset with the usual issuer powers (minters within allowances, pause, blacklist, upgrade through a zeppelinOS-slot proxy), every one held by an official Safe 3-of-5; no minter is left with an allowance. Governed; LP widely held.",
    launch: async (ctx) => {
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      const impl = await ctx.deploy("H5StakedToken");
      const init = ctx.encode("H5StakedToken", "initialize", [
        "Coinbase Wrapped Staked ETH",
        "cbETH",
        ctx.deployer,
        safe,
        safe,
        ctx.deployer,
      ]);
      const token = await ctx.deploy("HeldoutLegacyProxy", [impl, safe, init]);
      const T = "H5StakedToken";
      await ctx.send(token, T, "configureMinter", [ctx.deployer, SUPPLY]);
      await ctx.send(token, T, "mint", [ctx.deployer, SUPPLY]);
      await ctx.send(token, T, "removeMinter", [ctx.deployer]);
      await ctx.send(token, T, "updateMasterMinter", [safe]);
      await ctx.send(token, T, "updateOracle", [safe]);
      await ctx.send(token, T, "transferOwnership", [safe]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const T = "H5StakedToken";
      await refused(ctx, ctx.send(l.token, T, "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, T, "pause", []), "the deployer's pause");
      await refused(ctx, ctx.send(l.token, T, "configureMinter", [ctx.deployer, 1n]), "the deployer's minter");
      const data = ctx.encode(T, "blacklist", [ctx.wallet(HOLDER)]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)),
        "a blacklist with two keys",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "pyusd-paxos-roles-safe",
    expected: "safe",
    ageDays: 100,
    source:
      "PYUSD, PayPal USD by Paxos (Etherscan-verified 0x6c3ea9036406852006290770BEdFcAbA0e23A0e8, proxy to PaxosTokenV2; github.com/paxosglobal/paxos-token-contracts: supplyController, assetProtectionRole freeze / wipeFrozenAddress, owner pause); " +
      SAFE_DOCS,
    rationale:
      "A regulated issuer's 6-decimal dollar: supply control, freeze/wipe (law-enforcement requests) and pause exist, as documented, but all three roles sit with an official Safe 3-of-4. Governed issuer powers; LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5PaxosToken");
      await ctx.send(token, "H5PaxosToken", "increaseSupply", [10n ** 15n]);
      const safe = await deploySafe(ctx, govKeys(ctx).slice(0, 4), 3);
      remember(token, "safe", safe);
      const l = await openMarket(ctx, token, { lp: "wide", quote: "usd", liquidity: 200_000 });
      await ctx.send(token, "H5PaxosToken", "setSupplyController", [safe]);
      await ctx.send(token, "H5PaxosToken", "setAssetProtectionRole", [safe]);
      await ctx.send(token, "H5PaxosToken", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5PaxosToken", "freeze", [ctx.wallet(HOLDER)]), "the deployer's freeze");
      await refused(ctx, ctx.send(l.token, "H5PaxosToken", "increaseSupply", [1n]), "the deployer's supply increase");
      const data = ctx.encode("H5PaxosToken", "freeze", [ctx.wallet(HOLDER)]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)),
        "a freeze with two keys",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "op-bridged-wbtc",
    expected: "safe",
    ageDays: 110,
    source:
      "WBTC on OP Mainnet (Etherscan-verified on Optimistic Etherscan 0x68f180fcCe6836688e9084f035309E29Bf0A2095, OptimismMintableERC20; github.com/ethereum-optimism/optimism packages/contracts-bedrock/src/universal/OptimismMintableERC20.sol and StandardBridge.sol; docs.optimism.io predeploys)",
    rationale:
      "8 decimals; only the bridge (immutable) mints and burns, and the bridge mints only for a deposit relayed by the L2CrossDomainMessenger predeploy. No owner. Issuance bound to L1 deposits; LP widely held.",
    launch: async (ctx) => {
      const bridge = await ctx.deploy("H5L2StandardBridge");
      const token = await ctx.deploy("H5OptimismMintableERC20", [bridge, L1_WBTC]);
      remember(token, "bridge", bridge);
      await ctx.send(
        bridge,
        "H5L2StandardBridge",
        "finalizeBridgeERC20",
        [token, L1_WBTC, ctx.deployer, ctx.deployer, 10n ** 12n, "0x"],
        OP_MESSENGER,
      );
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5OptimismMintableERC20", "mint", [ctx.deployer, 1n]), "a direct mint");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "bridge"), "H5L2StandardBridge", "finalizeBridgeERC20", [
          l.token,
          L1_WBTC,
          ctx.deployer,
          ctx.deployer,
          1n,
          "0x",
        ]),
        "a deposit not relayed by the messenger",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "polygon-pos-child-weth",
    expected: "safe",
    ageDays: 80,
    source:
      "WETH on Polygon PoS (Etherscan-verified on PolygonScan 0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619, MaticWETH / ChildERC20; github.com/maticnetwork/pos-portal contracts/child/ChildToken/ChildERC20.sol, ChildChainManager.sol; Polygon docs 'State sync mechanism'); " +
      SAFE_DOCS,
    rationale:
      "Only DEPOSITOR_ROLE (the ChildChainManager, which acts only on state-sync messages from the system address) mints; holders burn to withdraw. The role admin is an official Safe 3-of-5, the deployer renounced. Bridge-bound and governed.",
    launch: async (ctx) => {
      const manager = await ctx.deploy("H5ChildChainManager", [L1_WETH]);
      const token = await ctx.deploy("H5ChildERC20", [manager]);
      await ctx.send(manager, "H5ChildChainManager", "map", [token]);
      const deposit = encodeAbiParameters([{ type: "uint256" }], [100_000n * E18]);
      const data = encodeAbiParameters(
        [{ type: "address" }, { type: "address" }, { type: "bytes" }],
        [ctx.deployer, L1_WETH, deposit],
      );
      await ctx.send(manager, "H5ChildChainManager", "onStateReceive", [1n, data], POLYGON_STATE_SYNCER);
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      await ctx.send(token, "H5ChildERC20", "grantRole", [DEFAULT_ADMIN_ROLE, safe]);
      await ctx.send(token, "H5ChildERC20", "renounceRole", [DEFAULT_ADMIN_ROLE, ctx.deployer]);
      remember(token, "manager", manager);
      return openMarket(ctx, token, { lp: "wide", quote: "usd", liquidity: 300_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const one = encodeAbiParameters([{ type: "uint256" }], [E18]);
      await refused(ctx, ctx.send(l.token, "H5ChildERC20", "deposit", [ctx.deployer, one]), "a direct deposit");
      await refused(
        ctx,
        ctx.send(l.token, "H5ChildERC20", "grantRole", [role("DEPOSITOR_ROLE"), ctx.deployer]),
        "the deployer granting itself the depositor role",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "wld-mint-once-inflation-locked",
    expected: "safe",
    ageDays: 28,
    source:
      "WLD, Worldcoin (Etherscan-verified 0x163f8C2467924be0ae7B5347228CABF260318753, contract WLD; github.com/worldcoin/wld-token src/WLD.sol: Ownable2Step, one-time mint up to 10 billion, minter only after the inflation unlock time, 1.5 % a year)",
    rationale:
      "The owner is an EOA and mint functions exist, but the one-time mint is spent, the supply sits at the 10 billion cap, and a minter can only be named fifteen years from now (then 1.5 % a year). Nothing can be minted today; LP half burnt, half locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H5WLD");
      await ctx.send(token, "H5WLD", "mintOnce", [ctx.deployer, 10n * SUPPLY]);
      return openMarket(ctx, token, { lp: "split" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H5WLD", "mintOnce", [ctx.deployer, 1n]), "a second mint");
      await refused(ctx, ctx.send(l.token, "H5WLD", "setMinter", [ctx.deployer]), "naming a minter now");
      await refused(ctx, ctx.send(l.token, "H5WLD", "mintInflation", [ctx.deployer, 1n]), "an inflation mint");
      await holderSells(ctx, l);
    },
  },
];
