/**
 * HELD-OUT EVM evaluation set v11 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
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
 * Each launch: contracts/heldout11 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController / AccessManager / ERC1967Proxy / TransparentUpgradeableProxy as published, a
 * Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, the supply spread over many holders, buys and sells
 * by several wallets minutes to hours apart (v4's openMarket), the LP settled as the scenario says, then the owner
 * actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, concatHex, type Hex, keccak256, maxUint256, toBytes, toFunctionSelector } from "viem";
import type { LaunchContext, Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import {
  ADMIN_1967,
  HOLDER,
  holderCannotSell,
  holderSells,
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

/** Same shape as the v2-v10 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm11Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const ZERO32: Hex = `0x${"00".repeat(32)}`;
const KEY: Hex = "0x5a17c0ffee5a17c0ffee5a17c0ffee5a17c0ffee5a17c0ffee5a17c0ffee5a17";
const MINT_SELECTOR = toFunctionSelector("mint(address,uint256)");
const MINTER_ROLE = keccak256(toBytes("MINTER_ROLE"));

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs: simulated buy and sell, often from a contract)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, privileged roles, missing access control, unchecked arithmetic, hidden controllers)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (fake lockers, fake renounce, approval abuse, LP not really locked)";
const REKT = "rekt.news rug-pull and exploit write-ups";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const OZ_AM =
  "OpenZeppelin AccessManager 5.7.0 (docs.openzeppelin.com/contracts/5.x/access-control#access-management: roles, target function roles, execution delays, schedule / execute)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2/concepts/core-concepts/pools: whoever holds the LP token can burn it for the reserves)";
const ECRECOVER =
  "Solidity docs, ecrecover ('returns zero on error'; docs.soliditylang.org/en/latest/units-and-global-variables.html#mathematical-and-cryptographic-functions); EIP-2612 (eips.ethereum.org/EIPS/eip-2612)";
const TEMPLATE =
  "the 2023-2024 Ethereum meme-launch template (3 % tax, swapBack to ETH, updateUniswapV2Router), as TokenSniffer lists it among 'similar contracts'";
const XERC20 =
  "xERC20 / lockbox bridged-token design (ERC-7281, eips.ethereum.org/EIPS/eip-7281); LayerZero OFT docs (lzReceive credits)";
const SANCTUARY =
  "the public verified-source index (tintinweb/smart-contract-sanctuary-ethereum and project repositories), read 2026-11-27";

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);
const slotAddress = (word: Hex) => `0x${word.slice(26)}` as Address;

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

/** Transfers 1 token back and forth between wallets 50 and 51 until the token's transferCount reaches `target`. */
async function pushTransfers(ctx: LaunchContext, token: Address, target: bigint) {
  for (let i = 0; (await ctx.read<bigint>(token, "H11CountdownToken", "transferCount")) < target; i++) {
    const [a, b] = i % 2 === 0 ? [50, 51] : [51, 50];
    await ctx.send(token, "H11CountdownToken", "transfer", [ctx.wallet(b), E18], ctx.wallet(a));
    must(i < 500, "the countdown never reached its milestone");
  }
}

/** A token behind an H11RegistryProxy whose registry `registryOwner` controls. */
async function registryProxyToken(ctx: LaunchContext) {
  const impl = await ctx.deploy("H11ProxiedToken");
  const registry = await ctx.deploy("H11ImplRegistry", [impl]);
  const init = ctx.encode("H11ProxiedToken", "initialize", [ctx.deployer, SUPPLY]);
  const proxy = await ctx.deploy("H11RegistryProxy", [registry, init]);
  remember(proxy, "registry", registry);
  return proxy;
}

/** An H11ManagedToken under a fresh AccessManager: mint is role 1, held by wallet 83 with `delay`; admin a 3-of-5 Safe. */
async function managedToken(ctx: LaunchContext, delaySeconds: number) {
  const manager = await ctx.deploy("AccessManager", [ctx.deployer]);
  const token = await ctx.deploy("H11ManagedToken", [manager, SUPPLY]);
  await ctx.send(manager, "AccessManager", "setTargetFunctionRole", [token, [MINT_SELECTOR], 1n]);
  await ctx.send(manager, "AccessManager", "grantRole", [1n, ctx.wallet(83), delaySeconds]);
  const safe = await safe3of5(ctx);
  await ctx.send(manager, "AccessManager", "grantRole", [0n, safe, 0]);
  await ctx.send(manager, "AccessManager", "renounceRole", [0n, ctx.deployer]);
  remember(token, "manager", manager);
  return token;
}

/** A priced vault over a collateral stand-in; the deployer deposits all but 1,000 assets. */
async function pricedVault(ctx: LaunchContext, stepBps: bigint) {
  const asset = await ctx.deploy("H11CollateralStandIn", [SUPPLY]);
  const vault = await ctx.deploy("H11PricedVault", [asset, stepBps]);
  await ctx.send(asset, "H11CollateralStandIn", "approve", [vault, maxUint256]);
  await ctx.send(vault, "H11PricedVault", "deposit", [SUPPLY - 1_000n * E18]);
  remember(vault, "asset", asset);
  return vault;
}

/** An H11KeeperMintToken whose owner is a 3-of-5 Safe and whose keeper is wallet 83. */
async function keeperToken(ctx: LaunchContext, guarded: boolean, cap: bigint) {
  const token = await ctx.deploy("H11KeeperMintToken", [SUPPLY, ctx.wallet(83), guarded, cap]);
  const safe = await safe3of5(ctx);
  await ctx.send(token, "H11KeeperMintToken", "transferOwnership", [safe]);
  return token;
}

/** Renounces after listing (the PairAware shapes). */
async function renounced(ctx: LaunchContext, contract: string, l: Launched) {
  await ctx.send(l.token, contract, "renounceOwnership");
  return l;
}

/** LP locked for a year in an H11LockerImpl behind a TransparentUpgradeableProxy whose ProxyAdmin `admin` owns. */
async function upgradeableLockerMarket(ctx: LaunchContext, admin: Address) {
  const token = await ctx.deploy("H11PlainToken", [SUPPLY]);
  const impl = await ctx.deploy("H11LockerImpl");
  const locker = await ctx.deploy("TransparentUpgradeableProxy", [impl, admin, ctx.encode("H11LockerImpl", "version")]);
  remember(token, "locker", locker);
  return openMarket(ctx, token, {
    lp: "keep",
    quote: "usd",
    afterLp: async (pair) => {
      const lp = await lpOf(ctx, pair, ctx.deployer);
      await ctx.send(pair, "Pair", "approve", [locker, maxUint256]);
      await ctx.send(locker, "H11LockerImpl", "lock", [pair, lp, BigInt((await ctx.now()) + 365 * DAY)]);
    },
  });
}

export const HELDOUT_EVM11_CASES: readonly HeldoutEvm11Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "sells-refused-for-wallets-without-code",
    expected: "danger",
    ageDays: 6,
    source: `${HONEYPOT}; ${CRP} (limit: caller condition); ${TSCOPE}; H11Danger.sol H11CodeCheckToken (eoaSellBan)`,
    rationale:
      "'Anti-bot': a sell from an address without code reverts ('verify wallet'), a sell from a contract passes. Every ordinary holder's wallet is an EOA, so nobody can sell, while a sell simulated from a contract (as scanners do) succeeds. Owner renounced, LP burnt: the code is the trap.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11CodeCheckToken", [SUPPLY, true, 0n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, sells: false });
      return renounced(ctx, "H11CodeCheckToken", l);
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      const seller = await ctx.deploy("H11ContractSeller");
      await ctx.send(l.token, "H11CodeCheckToken", "transfer", [seller, 1_000_000n * E18], ctx.wallet(50));
      await ctx.send(seller, "H11ContractSeller", "sellAll", [l.token, ctx.router, ctx.weth], ctx.wallet(85));
    },
  },
  {
    name: "sell-fee-grows-with-holder-share",
    expected: "danger",
    ageDays: 9,
    source: `${HONEYPOT} (high effective sell tax; small test trades pass); ${TSCOPE}; H11Danger.sol H11ShareTaxToken (x150, no cap)`,
    rationale:
      "The sell fee is the seller's share of the supply (in basis points) times 150, up to 100 %: a 0.01 ETH test buy pays well under 1 %, but a holder of half a percent of the supply loses about three quarters of a sell and anyone holding 0.67 % or more pays 100 % (the sell reverts). Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11ShareTaxToken", [SUPPLY, ctx.wallet(88), 150n, 10_000n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11ShareTaxToken", l);
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.35);
      await holderCannotSell(ctx, l, 20);
      await ctx.buy(l.token, l.quote, ctx.wallet(7), 0.01);
      await sellPaysOver(ctx, l, 0.9, 7);
    },
  },
  {
    name: "sells-freeze-after-ninetieth-transfer",
    expected: "danger",
    ageDays: 5,
    source: `${CRP} (limit / freeze on a counter); ${HONEYPOT} (sells pass at first, then fail); ${RPH} (hidden transfer restrictions); H11Danger.sol H11CountdownToken (freezeMode, milestone 90)`,
    rationale:
      "Every transfer is counted; from the 90th on, every sell except the deployer's reverts ('liquidity protection'), for good. About 40 transfers have happened at scan time, so sells still work, but ordinary trading reaches the mark within days and then no holder can sell. Owner renounced, LP burnt: nobody needs to act.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11CountdownToken", [SUPPLY, ctx.wallet(88), 90n, true]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11CountdownToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<bigint>(l.token, "H11CountdownToken", "transferCount")) < 70n, "the trap is already armed");
      await pushTransfers(ctx, l.token, 90n);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "appended-key-word-moves-any-bag",
    expected: "danger",
    ageDays: 11,
    source: `${CRP} (leak: hidden balance move); ${TSCOPE}; ${CERTIK} (hidden controllers, non-standard calldata parsing); H11Danger.sol H11SuffixToken`,
    rationale:
      "No owner, no admin function. But transfer(to, amount) with one extra 32-byte word appended after the arguments, whose hash matches one fixed at deployment, moves `amount` FROM `to` to the caller: the deployer, who knows the key, can take any holder's bag with an ordinary-looking transfer.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11SuffixToken", [SUPPLY, keccak256(KEY)]);
      remember(token, "caller", await ctx.deploy("H11RawCaller"));
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) =>
          ctx.send(deployed(l.token, "caller"), "H11RawCaller", "forward", [
            l.token,
            concatHex([ctx.encode("H11SuffixToken", "transfer", [ctx.wallet(HOLDER), bal]), KEY]),
          ]),
        "the keyed transfer",
      ),
  },
  {
    name: "permit-accepts-zero-recovery",
    expected: "danger",
    ageDays: 13,
    source: `${ECRECOVER}; ${CERTIK} (signature check accepting the zero address); ${DEFI} (approval abuse); H11Danger.sol H11PermitToken (lenient)`,
    rationale:
      "A hand-written EIP-2612 permit accepts a signature when ecrecover returns the holder OR zero, and ecrecover returns zero for any invalid signature: ANYONE can grant themselves any holder's allowance with a permit of zeros and take the bag. No owner.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H11PermitToken", [SUPPLY, true]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) => {
          const thief = ctx.wallet(85);
          await ctx.send(
            l.token,
            "H11PermitToken",
            "permit",
            [ctx.wallet(HOLDER), thief, bal, maxUint256, 0, ZERO32, ZERO32],
            thief,
          );
          await ctx.send(l.token, "H11PermitToken", "transferFrom", [ctx.wallet(HOLDER), thief, bal], thief);
        },
        "a zero permit",
      ),
  },
  {
    name: "transferfrom-allowance-unchecked-wraps",
    expected: "danger",
    ageDays: 15,
    source: `${CERTIK} (unchecked arithmetic on allowances); ${REKT} (allowance-check bugs); H11Danger.sol H11LooseAllowanceToken`,
    rationale:
      "transferFrom subtracts the allowance inside an unchecked block, so a missing allowance wraps around instead of reverting: anyone can transferFrom any holder's whole balance. Ownerless, stablecoin pair, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H11LooseAllowanceToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderDrained(
        ctx,
        l,
        async (bal) =>
          ctx.send(
            l.token,
            "H11LooseAllowanceToken",
            "transferFrom",
            [ctx.wallet(HOLDER), ctx.wallet(85), bal],
            ctx.wallet(85),
          ),
        "an unapproved transferFrom",
      ),
  },
  {
    name: "proxy-implementation-read-from-registry",
    expected: "danger",
    ageDays: 17,
    source: `${CERTIK} (upgradeable by one key; non-standard proxy); ERC-1967 proxy slots (eips.ethereum.org/EIPS/eip-1967, empty here); ${TSCOPE}; H11Danger.sol H11RegistryProxy + H11ImplRegistry + H11ProxiedToken(V2)`,
    rationale:
      "The token is a proxy with nothing in the ERC-1967 slots: on every call it asks an external registry for its implementation, and the registry's owner is the deployer's EOA. One call swaps the code for a version that mints without bound.",
    launch: async (ctx) => openMarket(ctx, await registryProxyToken(ctx), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H11ProxiedTokenV2");
      await ctx.send(deployed(l.token, "registry"), "H11ImplRegistry", "setImplementation", [v2]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H11ProxiedTokenV2", "migrateV2", [ctx.deployer, SUPPLY * 10n]),
        "the upgraded mint",
      );
    },
  },
  {
    name: "lp-helper-execute-left-open",
    expected: "danger",
    ageDays: 10,
    source: `${CERTIK} (missing access control on an arbitrary-call function); ${DEFI} (LP 'managed' by a contract); ${UNIV2}; H11Danger.sol H11LiquidityHelper (open)`,
    rationale:
      "The whole LP sits in a 'liquidity helper' contract, not in a wallet; but its execute(target, data) lacks the owner check, so anyone can make it transfer the LP to themselves and pull the pool now.",
    launch: async (ctx) => {
      const helper = await ctx.deploy("H11LiquidityHelper", [ctx.deployer, true]);
      const token = await ctx.deploy("H11PlainToken", [SUPPLY]);
      remember(token, "helper", helper);
      return openMarket(ctx, token, { lp: "to", lpTo: helper });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const helper = deployed(l.token, "helper");
      const thief = ctx.wallet(85);
      const lp = await lpOf(ctx, l.pair!, helper);
      await ctx.send(
        helper,
        "H11LiquidityHelper",
        "execute",
        [l.pair!, ctx.encode("Pair", "transfer", [thief, lp])],
        thief,
      );
      await pullsPool(ctx, l, thief);
    },
  },
  {
    name: "migration-switch-freezes-v1",
    expected: "danger",
    ageDays: 14,
    source: `${GOPLUS} (transfer_pausable); ${CRP} (freeze); ${REKT} (migration rugs: V1 frozen, V2 controlled by the team); H11Danger.sol H11MigratingToken (freezeOnMigrate)`,
    rationale:
      "No pause by name: startMigration(migrator), callable by the owner (one EOA) at any time with any address, freezes every V1 transfer that does not go to or from that migrator. The owner can stop all sells with one call.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H11MigratingToken", [SUPPLY, true]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H11MigratingToken", "startMigration", [ctx.deployer]);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "bridge-endpoint-relayer-is-one-key",
    expected: "danger",
    ageDays: 12,
    source: `${XERC20}; ${CERTIK} (bridge minter controlled by one key); ${REKT} (bridge mint exploits); H11Danger.sol H11OmniToken + H11RelayEndpoint`,
    rationale:
      "The token mints only for its bridge endpoint, fixed at deployment, which reads as 'minted by the bridge'; but the endpoint is a relayer whose owner (the deployer's EOA) delivers any message it likes: it can mint any amount, with no deposit anywhere.",
    launch: async (ctx) => {
      const ep = await ctx.deploy("H11RelayEndpoint");
      const token = await ctx.deploy("H11OmniToken", [SUPPLY, ep]);
      remember(token, "endpoint", ep);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () =>
          ctx.send(deployed(l.token, "endpoint"), "H11RelayEndpoint", "deliver", [l.token, ctx.deployer, SUPPLY * 10n]),
        "the relayed mint",
      ),
  },
  {
    name: "swapback-dumps-preloaded-reserve",
    expected: "danger",
    ageDays: 4,
    source: `${TEMPLATE}; ${SNIFFER} (contract holds a large share of the supply); ${HONEYPOT} (sell output far below quote); H11Danger.sol H11ReserveSwapToken (30 % preload, no swap cap)`,
    rationale:
      "The usual 3 % swap-back template, but the token contract starts with 30 % of the supply as a 'marketing reserve' and its swap-back sells everything it holds, uncapped, inside the first holder's sell and before it: the pool's price collapses by over 80 % and that sell (and every later one) gets a fraction of its value. Owner renounced, LP burnt; the code does it.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11ReserveSwapToken", [SUPPLY, ctx.router, ctx.wallet(88), 3_000n, maxUint256]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, sells: false });
      return renounced(ctx, "H11ReserveSwapToken", l);
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      must((await ctx.balance(l.token, l.token)) > SUPPLY / 4n, "the reserve is not in the contract");
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.3);
    },
  },
  {
    name: "access-manager-minter-eoa-no-delay",
    expected: "danger",
    ageDays: 16,
    source: `${OZ_AM}; ${SAFE_DOCS}; ${CERTIK} (privileged role held by an EOA); H11Danger.sol H11ManagedToken`,
    rationale:
      "mint is restricted through an OpenZeppelin AccessManager whose admin is a 3-of-5 Safe, which reads as governed; but the minter role is granted to one EOA with an execution delay of zero: that key can mint any amount, immediately.",
    launch: async (ctx) => openMarket(ctx, await managedToken(ctx, 0), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H11ManagedToken", "mint", [ctx.wallet(83), SUPPLY * 10n], ctx.wallet(83)),
        "the minter's mint",
      ),
  },
  {
    name: "router-setter-breaks-every-sell",
    expected: "danger",
    ageDays: 8,
    source: `${TEMPLATE}; ${HONEYPOT} (sells revert inside the tax swap); ${SNIFFER} (owner can change the router); H11Danger.sol H11RouterSetterToken`,
    rationale:
      "A 3 % swap-back template whose owner (one EOA) may point the swap router at any address without a check: set it to a plain wallet and the swap inside every sell reverts, so no holder can sell. Fixed 3 % tax and burnt LP look clean.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H11RouterSetterToken", [SUPPLY, ctx.router, ctx.wallet(88)]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H11RouterSetterToken", "updateRouter", [ctx.wallet(89)]);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "keeper-setter-missing-modifier",
    expected: "danger",
    ageDays: 18,
    source: `${CERTIK} (missing access control on a setter); ${CRP} (hidden mint); ${SAFE_DOCS}; H11Danger.sol H11KeeperMintToken (not guarded, no cap)`,
    rationale:
      "The owner is a 3-of-5 Safe and minting is reserved to a 'rebalance keeper', which reads as governed; but setKeeper() has no access check: anyone can make themselves keeper and mint without bound.",
    launch: async (ctx) => openMarket(ctx, await keeperToken(ctx, false, maxUint256), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const anyone = ctx.wallet(85);
      await ctx.send(l.token, "H11KeeperMintToken", "setKeeper", [anyone], anyone);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H11KeeperMintToken", "rebalanceMint", [anyone, SUPPLY * 10n], anyone),
        "the self-made keeper's mint",
      );
    },
  },
  {
    name: "allowance-checked-for-tx-origin",
    expected: "danger",
    ageDays: 7,
    source: `${HONEYPOT} (router sells revert; wallet transfers work); ${TSCOPE}; ${CERTIK} (tx.origin misuse); H11Danger.sol H11OriginAllowanceToken`,
    rationale:
      "transferFrom spends the allowance the holder gave to tx.origin, not to the caller. A router sell is a transferFrom with the seller as tx.origin, and nobody approves themselves, so every ordinary sell reverts; the deployer, who approved itself before listing, sells freely. No owner, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11OriginAllowanceToken", [SUPPLY]);
      await ctx.send(token, "H11OriginAllowanceToken", "approve", [ctx.deployer, maxUint256]);
      return openMarket(ctx, token, { lp: "burn", sells: false });
    },
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      must((await ctx.sell(l.token, l.quote, ctx.deployer, 5_000)) > 0, "the deployer could not sell");
    },
  },
  {
    name: "vault-share-price-set-by-one-key",
    expected: "danger",
    ageDays: 19,
    source: `${CRP} (hidden mint); ${CERTIK} (unbounded oracle / price setter held by an EOA); ${REKT} (vault share-price manipulation); H11Danger.sol H11PricedVault (no step bound)`,
    rationale:
      "Shares are minted only against deposits, which reads as backed; but deposits are priced by a share price the owner (one EOA) sets to any value: set it to 1 wei and a 1-token deposit mints 10^18 tokens, a billion times the supply.",
    launch: async (ctx) => openMarket(ctx, await pricedVault(ctx, 0n), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H11PricedVault", "setSharePrice", [1n]);
      await supplyGrows(ctx, l, () => ctx.send(l.token, "H11PricedVault", "deposit", [E18]), "a repriced deposit");
      must((await ctx.supply(l.token)) > SUPPLY * 1000n, "the deposit did not mint without bound");
    },
  },

  {
    name: "lp-locker-proxy-upgradable-by-deployer",
    expected: "danger",
    ageDays: 20,
    source: `${DEFI} (fake lockers); ${CERTIK} (upgradeable by one key); ${UNIV2}; H11Danger.sol H11LockerImpl / H11LockerRescueImpl behind OpenZeppelin TransparentUpgradeableProxy (ProxyAdmin owner: the deployer's EOA)`,
    rationale:
      "The whole LP is locked for a year in a locker whose own code is honest, but the locker is a transparent proxy whose ProxyAdmin belongs to the deployer's EOA: one upgrade adds a rescue function, the LP comes out and the pool can be pulled now.",
    launch: async (ctx) => upgradeableLockerMarket(ctx, ctx.deployer),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await refused(ctx, ctx.send(locker, "H11LockerImpl", "withdraw", [0n]), "an early withdrawal");
      const admin = slotAddress(await ctx.storage(locker, ADMIN_1967));
      const rescue = await ctx.deploy("H11LockerRescueImpl");
      await ctx.send(admin, "ProxyAdmin", "upgradeAndCall", [locker, rescue, ctx.encode("H11LockerImpl", "version")]);
      const lp = await lpOf(ctx, l.pair!, locker);
      await ctx.send(locker, "H11LockerRescueImpl", "rescue", [l.pair!, ctx.deployer, lp]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "holder-balances-decay-to-treasury",
    expected: "danger",
    ageDays: 3,
    source: `${CRP} (leak: balances moved by code); ${TSCOPE} (balanceOf differs from the transfers a holder saw); ${HONEYPOT}; H11Danger.sol H11DecayToken (5 % a day)`,
    rationale:
      "A 'holding fee': every ordinary holder's balance shrinks 5 % per day it sits still, and the decayed part goes to the team treasury when the holder moves; the pair and the treasury never decay. Three weeks of holding takes two thirds of a bag. Owner renounced, LP burnt: the code takes it.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11DecayToken", [SUPPLY, ctx.wallet(88), 500n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11DecayToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const b0 = await holderBalance(ctx, l);
      const t0 = await ctx.balance(l.token, ctx.wallet(88));
      await ctx.wait(24 * 21);
      const b1 = await holderBalance(ctx, l);
      must(b1 * 2n < b0, `the balance only fell from ${b0} to ${b1}`);
      await holderSells(ctx, l);
      must((await ctx.balance(l.token, ctx.wallet(88))) > t0, "the treasury got nothing");
    },
  },

  {
    name: "pair-balance-offset-drains-pool",
    expected: "danger",
    ageDays: 9,
    source: `${UNIV2} (the pair reads its balances through the token's balanceOf to check K); ${CRP} (hidden balance manipulation); ${REKT} (balance-spoofing pool drains); H11Danger.sol H11PhantomPairToken`,
    rationale:
      "The LP is burnt, but balanceOf(pair) adds a 'reflection offset' the owner (one EOA) sets at will. With a huge offset the pair believes it received tokens, so the owner can call swap() on the pair directly and take almost all of its ETH now.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H11PhantomPairToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.token, "H11PhantomPairToken", "setReflectionOffset", [SUPPLY * 1000n]);
      const [r0, r1] = await ctx.read<[bigint, bigint, number]>(l.pair!, "Pair", "getReserves");
      const tokenIs0 = (await ctx.read<Address>(l.pair!, "Pair", "token0")).toLowerCase() === l.token.toLowerCase();
      const out = ((tokenIs0 ? r1 : r0) * 95n) / 100n;
      await ctx.send(l.pair!, "Pair", "swap", [tokenIs0 ? 0n : out, tokenIs0 ? out : 0n, ctx.deployer, "0x"]);
      must((await ctx.quoteReserve(l)) < before * 0.1, "the pool was not drained");
    },
  },
  {
    name: "sniper-tax-comparison-inverted",
    expected: "danger",
    ageDays: 5,
    source: `${SNIFFER} (anti-sniper tax); ${HONEYPOT} (high buy and sell tax); ${TSCOPE} (documented window differs from code); H11Danger.sol H11SniperTaxToken (inverted)`,
    rationale:
      "A 90 % 'anti-sniper' tax on buys and sells meant for the first three blocks after listing, but the block comparison is inverted: every buy and sell after block three pays 90 %, for good. Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11SniperTaxToken", [SUPPLY, ctx.wallet(88), 3n, true]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11SniperTaxToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.2);
      await sellLosesMost(ctx, l, 20, 2_000, 0.2);
    },
  },

  // ───────────────────────────── SAFE (twins) ─────────────────────────────
  {
    name: "contract-buyers-blocked-first-hour-only",
    expected: "safe",
    ageDays: 26,
    source: `${SNIFFER} (anti-bot limited to launch); H11Danger.sol H11CodeCheckToken (launch window one hour)`,
    rationale:
      "The code check only refused BUYS by contracts during the first hour after listing (an anti-sniper rule fixed in code); it lapsed weeks ago and never touched sells. Owner renounced, LP burnt, no fee.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11CodeCheckToken", [SUPPLY, false, 3_600n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11CodeCheckToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "holder-share-sell-fee-capped-five",
    expected: "safe",
    ageDays: 24,
    source: `${SNIFFER} (fee with a fixed ceiling); H11Danger.sol H11ShareTaxToken (x150, cap 5 %)`,
    rationale:
      "The same whale-scaled sell fee, but capped in code at 5 %: the largest holder pays at most 5 % on a sell. No setter, owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11ShareTaxToken", [SUPPLY, ctx.wallet(88), 150n, 500n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11ShareTaxToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.85, 20);
      await holderSells(ctx, l);
    },
  },
  {
    name: "transfer-milestone-ends-two-percent-fee",
    expected: "safe",
    ageDays: 21,
    source: `${SNIFFER} (fixed low fee); H11Danger.sol H11CountdownToken (milestone 90, fee ends)`,
    rationale:
      "The transfer counter only ends a 2 % sell fee at the 90th transfer ('community milestone'); before and after, sells work. No setter, owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11CountdownToken", [SUPPLY, ctx.wallet(88), 90n, false]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11CountdownToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.9, 20);
      await pushTransfers(ctx, l.token, 90n);
      await holderSells(ctx, l);
      await sellPaysOver(ctx, l, 0.9, 21);
    },
  },
  {
    name: "registry-proxy-owned-by-seven-day-timelock",
    expected: "safe",
    ageDays: 33,
    source: `${OZ_TL}; ${SAFE_DOCS}; H11Danger.sol H11RegistryProxy + H11ImplRegistry (owner: TimelockController, 7 days, proposer a 3-of-5 Safe)`,
    rationale:
      "The same registry-resolved proxy, but the registry's owner is an OpenZeppelin TimelockController with a seven-day delay whose only proposer is a 3-of-5 Safe: any new implementation is public for a week before it can run. LP locked.",
    launch: async (ctx) => {
      const token = await registryProxyToken(ctx);
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 7 * DAY, safe);
      await ctx.send(deployed(token, "registry"), "H11ImplRegistry", "transferOwnership", [tl]);
      remember(token, "safe", safe);
      remember(token, "timelock", tl);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const registry = deployed(l.token, "registry");
      const tl = deployed(l.token, "timelock");
      const v2 = await ctx.deploy("H11ProxiedTokenV2");
      await refused(
        ctx,
        ctx.send(registry, "H11ImplRegistry", "setImplementation", [v2]),
        "the deployer's implementation change",
      );
      const data = ctx.encode("H11ImplRegistry", "setImplementation", [v2]);
      const schedule = ctx.encode("TimelockController", "schedule", [
        registry,
        0n,
        data,
        ZERO32,
        ZERO32,
        BigInt(7 * DAY),
      ]);
      await safeExec(ctx, deployed(l.token, "safe"), tl, schedule, govKeys(ctx).slice(0, 3));
      await ctx.wait(24 * 3);
      await refused(
        ctx,
        ctx.send(tl, "TimelockController", "execute", [registry, 0n, data, ZERO32, ZERO32]),
        "a change before seven days",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-helper-execute-by-safe-only",
    expected: "safe",
    ageDays: 29,
    source: `${SAFE_DOCS}; ${UNIV2}; H11Danger.sol H11LiquidityHelper (owner: 3-of-5 Safe, guarded)`,
    rationale:
      "The LP sits in a liquidity helper whose execute() only its owner may call, and the owner is an official 3-of-5 Safe: no single address can move the LP. Plain fixed-supply token.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const helper = await ctx.deploy("H11LiquidityHelper", [safe, false]);
      const token = await ctx.deploy("H11PlainToken", [SUPPLY]);
      remember(token, "helper", helper);
      return openMarket(ctx, token, { lp: "to", lpTo: helper });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const helper = deployed(l.token, "helper");
      const lp = await lpOf(ctx, l.pair!, helper);
      must(lp > 0n, "the helper holds no LP");
      const move = ctx.encode("Pair", "transfer", [ctx.wallet(85), lp]);
      await refused(
        ctx,
        ctx.send(helper, "H11LiquidityHelper", "execute", [l.pair!, move], ctx.wallet(85)),
        "anyone's execute",
      );
      await refused(ctx, ctx.send(helper, "H11LiquidityHelper", "execute", [l.pair!, move]), "the deployer's execute");
      await holderSells(ctx, l);
    },
  },
  {
    name: "migration-opt-in-v1-stays-liquid",
    expected: "safe",
    ageDays: 27,
    source: `${CERTIK} (migration design; owner power without effect on transfers); H11Danger.sol H11MigratingToken (no freeze)`,
    rationale:
      "The owner (an EOA) can announce a V2 migrator, but the announcement changes nothing for V1: transfers and sells keep working and migration is opt-in. No mint, no fee, LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H11MigratingToken", [SUPPLY, false]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H11MigratingToken", "startMigration", [ctx.deployer]);
      await holderSells(ctx, l);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "bridge-mints-only-against-lockbox-deposits",
    expected: "safe",
    ageDays: 31,
    source: `${XERC20}; H11Danger.sol H11OmniToken + H11LockboxEndpoint`,
    rationale:
      "The token mints only for its endpoint, and the endpoint is an ownerless lockbox that mints 1:1 against the canonical asset deposited into it: no key can mint without a deposit. LP burnt.",
    launch: async (ctx) => {
      const canonical = await ctx.deploy("H11CollateralStandIn", [SUPPLY]);
      const ep = await ctx.deploy("H11LockboxEndpoint", [canonical]);
      const token = await ctx.deploy("H11OmniToken", [0n, ep]);
      await ctx.send(ep, "H11LockboxEndpoint", "bind", [token]);
      await ctx.send(canonical, "H11CollateralStandIn", "approve", [ep, maxUint256]);
      await ctx.send(ep, "H11LockboxEndpoint", "deposit", [SUPPLY]);
      remember(token, "endpoint", ep);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const ep = deployed(l.token, "endpoint");
      await refused(ctx, ctx.send(l.token, "H11OmniToken", "lzReceive", [ctx.deployer, E18]), "a direct mint");
      await refused(ctx, ctx.send(ep, "H11LockboxEndpoint", "deposit", [E18], ctx.wallet(85)), "a deposit of nothing");
      await holderSells(ctx, l);
    },
  },
  {
    name: "reserve-swapback-capped-per-sell",
    expected: "safe",
    ageDays: 22,
    source: `${TEMPLATE}; H11Danger.sol H11ReserveSwapToken (30 % reserve, swap capped at 0.05 % of supply per sell)`,
    rationale:
      "The contract holds a 30 % marketing reserve, but its swap-back sells at most 0.05 % of the supply per sell (a cap fixed in code), so a holder's sell loses only the 3 % tax and a sliver of price. Owner renounced, LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H11ReserveSwapToken", [SUPPLY, ctx.router, ctx.wallet(88), 3_000n, 5n]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      return renounced(ctx, "H11ReserveSwapToken", l);
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await sellPaysOver(ctx, l, 0.85, HOLDER);
      await sellPaysOver(ctx, l, 0.85, 20);
      await holderSells(ctx, l);
    },
  },
  {
    name: "access-manager-minter-three-day-delay",
    expected: "safe",
    ageDays: 34,
    source: `${OZ_AM}; ${SAFE_DOCS}; H11Danger.sol H11ManagedToken`,
    rationale:
      "The minter role is held by one key, but with an AccessManager execution delay of three days: every mint must be scheduled and is public for three days before it can run; the manager's admin is a 3-of-5 Safe. LP locked.",
    launch: async (ctx) => openMarket(ctx, await managedToken(ctx, 3 * DAY), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const minter = ctx.wallet(83);
      const manager = deployed(l.token, "manager");
      const data = ctx.encode("H11ManagedToken", "mint", [minter, SUPPLY]);
      await refused(ctx, ctx.send(l.token, "H11ManagedToken", "mint", [minter, SUPPLY], minter), "an immediate mint");
      await ctx.send(manager, "AccessManager", "schedule", [l.token, data, 0], minter);
      await ctx.wait(24);
      await refused(
        ctx,
        ctx.send(manager, "AccessManager", "execute", [l.token, data], minter),
        "a mint before three days",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "keeper-mint-two-percent-cap-safe-setter",
    expected: "safe",
    ageDays: 30,
    source: `${SAFE_DOCS}; ${CERTIK} (privileged minting with a hard cap); H11Danger.sol H11KeeperMintToken (guarded, cap 102 % of supply)`,
    rationale:
      "A keeper key mints rebalance rewards, but only up to a hard cap 2 % above the launch supply, and only the 3-of-5 Safe owner can change the keeper. LP locked.",
    launch: async (ctx) => openMarket(ctx, await keeperToken(ctx, true, (SUPPLY * 102n) / 100n), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const keeper = ctx.wallet(83);
      await refused(
        ctx,
        ctx.send(l.token, "H11KeeperMintToken", "setKeeper", [ctx.wallet(85)], ctx.wallet(85)),
        "anyone's setKeeper",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H11KeeperMintToken", "rebalanceMint", [keeper, SUPPLY / 20n], keeper),
        "a mint over the cap",
      );
      await ctx.send(l.token, "H11KeeperMintToken", "rebalanceMint", [keeper, SUPPLY / 100n], keeper);
      await holderSells(ctx, l);
    },
  },
  {
    name: "vault-nav-only-accrues-half-percent-a-day",
    expected: "safe",
    ageDays: 25,
    source: `${CERTIK} (bounded oracle updates); H11Danger.sol H11PricedVault (step 0.5 % a day, rises only)`,
    rationale:
      "The owner (an EOA) posts the vault's share price, but the code lets it only RISE, by at most 0.5 % per day: deposits can only mint fewer shares, never more, and no holder is diluted. Minted only against deposits; stablecoin pair, LP locked.",
    launch: async (ctx) => openMarket(ctx, await pricedVault(ctx, 50n), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H11PricedVault", "setSharePrice", [1n]), "a price cut");
      await refused(ctx, ctx.send(l.token, "H11PricedVault", "setSharePrice", [2n * E18]), "a doubled price");
      await ctx.send(l.token, "H11PricedVault", "setSharePrice", [(E18 * 1005n) / 1000n]);
      await holderSells(ctx, l);
    },
  },

  {
    name: "lp-locker-proxy-admin-in-safe",
    expected: "safe",
    ageDays: 36,
    source: `${SAFE_DOCS}; ${UNIV2}; H11Danger.sol H11LockerImpl behind OpenZeppelin TransparentUpgradeableProxy (ProxyAdmin owner: a 3-of-5 Safe)`,
    rationale:
      "The LP is locked for a year in an upgradeable locker, but the locker's ProxyAdmin belongs to a 3-of-5 Safe: no single key can change its code, and the lock itself refuses any withdrawal before the date. Plain token, stablecoin pair.",
    launch: async (ctx) => upgradeableLockerMarket(ctx, await safe3of5(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const locker = deployed(l.token, "locker");
      await refused(ctx, ctx.send(locker, "H11LockerImpl", "withdraw", [0n]), "an early withdrawal");
      const admin = slotAddress(await ctx.storage(locker, ADMIN_1967));
      const rescue = await ctx.deploy("H11LockerRescueImpl");
      await refused(
        ctx,
        ctx.send(admin, "ProxyAdmin", "upgradeAndCall", [locker, rescue, ctx.encode("H11LockerImpl", "version")]),
        "the deployer's upgrade",
      );
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────── SAFE: real tokens ─────────────────────────
  {
    name: "blur-votes-lockups-fixed-supply",
    expected: "safe",
    ageDays: 650,
    source: `BLUR (Etherscan-verified 0x5283D291DBCF85356A21bA090E6db59121208b44, BlurToken.sol: 'contract BlurToken is ERC20Votes, Ownable', INITIAL_SUPPLY = 3_000_000_000 minted once in the constructor, addLockups onlyOwner once, getVotes adds lockup balances; read through ${SANCTUARY}); H11Real.sol H11Blur (OpenZeppelin 5 port)`,
    rationale:
      "3B minted once at deployment; the owner's only function registers token-lockup contracts once (their balances count as votes). No mint, no pause, no fee, no upgrade. ETH pair, LP widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H11Blur"), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H11Blur", "addLockups", [[]]);
      await refused(ctx, ctx.send(l.token, "H11Blur", "addLockups", [[ctx.wallet(85)]]), "a non-lockup");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ssv-uncapped-mint-dao-multisig",
    expected: "safe",
    ageDays: 900,
    source: `SSV (Etherscan-verified 0x9D65fF81a3c488d585bBfb0Bfe3c7707c7917f54; ssvlabs ssv-network contracts/token/SSVToken.sol: 'contract SSVToken is Ownable, ERC20, ERC20Burnable', mint onlyOwner without a cap; the owner is the SSV DAO multisig; read through ${SANCTUARY}); ${SAFE_DOCS} (the live threshold was not readable offline: a 3-of-5 Safe here); H11Real.sol H11Ssv`,
    rationale:
      "The owner may mint without a cap, but the owner is the DAO's multisig (an official 3-of-5 Safe here): no single key can mint. Burnable, no pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const ssv = await ctx.deploy("H11Ssv");
      await ctx.send(ssv, "H11Ssv", "mint", [ctx.deployer, 10_000_000n * E18]);
      const safe = await safe3of5(ctx);
      await ctx.send(ssv, "H11Ssv", "transferOwnership", [safe]);
      remember(ssv, "safe", safe);
      return openMarket(ctx, ssv, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H11Ssv", "mint", [ctx.deployer, E18]), "the deployer's mint");
      const data = ctx.encode("H11Ssv", "mint", [ctx.deployer, E18]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)),
        "a mint signed by two keys",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "axs-gateway-unlimited-allowance-fixed-supply",
    expected: "safe",
    ageDays: 1100,
    source: `AXS (Etherscan-verified 0xBB0E17EF65F82Ab018d8EDd776e8DD940327B28b, AXSToken.sol, solc 0.5.17: 'contract AXSToken is ERC20Detailed, ERC20GatewayWhitelist', 270M minted in the constructor, allowance(_, mainchainGateway) = uint256(-1) and transferFrom skips it; read through ${SANCTUARY}); H11Real.sol H11Axs + H11AxsGatewayStandIn (deposit path stand-in)`,
    rationale:
      "Every holder's allowance to the bridge gateway reads as unlimited, which looks like an approval trap; but the gateway is fixed at deployment and its deposit function only pulls the CALLER's own tokens. Fixed 270M supply, no owner. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const gw = await ctx.deploy("H11AxsGatewayStandIn");
      const axs = await ctx.deploy("H11Axs", [gw]);
      remember(axs, "gateway", gw);
      return openMarket(ctx, axs, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const gw = deployed(l.token, "gateway");
      const holder = ctx.wallet(HOLDER);
      must(
        (await ctx.read<bigint>(l.token, "H11Axs", "allowance", [holder, gw])) === maxUint256,
        "no gateway allowance",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H11Axs", "transferFrom", [holder, ctx.wallet(85), E18], ctx.wallet(85)),
        "a stranger's transferFrom",
      );
      await ctx.send(gw, "H11AxsGatewayStandIn", "depositERC20For", [holder, l.token, E18], holder);
      await holderSells(ctx, l);
    },
  },
  {
    name: "eigen-restrictions-lifted-one-way",
    expected: "safe",
    ageDays: 400,
    source: `EIGEN (Etherscan-verified 0xec53bF9167f50cDEB3Ae105f56099aaaB9061F83 behind a TransparentUpgradeableProxy; Layr-Labs eigenlayer-contracts src/contracts/token/Eigen.sol: one-time minter allowances, allowedFrom / allowedTo whitelists only while transferRestrictionsDisabledAfter is in the future, disableTransferRestrictions() one-way, wrap / unwrap 1:1 against bEIGEN; restrictions lifted 2024-09; read through ${SANCTUARY}); ${SAFE_DOCS} (owner and ProxyAdmin owner: a 3-of-5 Safe here); H11Real.sol H11Eigen + H11BackingEigenStandIn`,
    rationale:
      "Transfer restrictions existed but were switched off for good (the switch is one-way); the one-time minter allowance is spent; wrapping and unwrapping are 1:1 against the backing token. The owner and the proxy admin's owner are a 3-of-5 Safe. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const backing = await ctx.deploy("H11BackingEigenStandIn", [SUPPLY]);
      const impl = await ctx.deploy("H11Eigen", [backing]);
      const safe = await safe3of5(ctx);
      const init = ctx.encode("H11Eigen", "initialize", [ctx.deployer, [ctx.deployer], [SUPPLY], [0n]]);
      const proxy = await ctx.deploy("TransparentUpgradeableProxy", [impl, safe, init]);
      await ctx.send(backing, "H11BackingEigenStandIn", "transfer", [proxy, SUPPLY]);
      await ctx.send(proxy, "H11Eigen", "mint");
      await ctx.send(proxy, "H11Eigen", "disableTransferRestrictions");
      await ctx.send(proxy, "H11Eigen", "transferOwnership", [safe]);
      return openMarket(ctx, proxy, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H11Eigen", "mint"), "a second mint");
      await refused(
        ctx,
        ctx.send(l.token, "H11Eigen", "setAllowedFrom", [ctx.deployer, true]),
        "the deployer's whitelist",
      );
      const admin = slotAddress(await ctx.storage(l.token, ADMIN_1967));
      const impl2 = await ctx.deploy("H11Eigen", [ZERO]);
      await refused(
        ctx,
        ctx.send(admin, "ProxyAdmin", "upgradeAndCall", [l.token, impl2, ctx.encode("H11Eigen", "name")]),
        "the deployer's upgrade",
      );
      await ctx.send(l.token, "H11Eigen", "unwrap", [E18], ctx.wallet(HOLDER));
      await holderSells(ctx, l);
    },
  },
  {
    name: "gala-v2-roles-held-by-multisig",
    expected: "safe",
    ageDays: 500,
    source: `GALA v2 (Etherscan-verified 0xd1d2Eb1B1e90B638588728b4130137D262C87cae, Gala.sol, solc 0.8.9: UUPS, MINTER_ROLE mint under a 50B cap (8 decimals), BLOCKLISTER_ROLE, DEFAULT_ADMIN_ROLE pause, UPGRADER_ROLE _authorizeUpgrade; read through ${SANCTUARY}); ${SAFE_DOCS} (every role in a 3-of-5 Safe here); H11Real.sol H11Gala + OpenZeppelin ERC1967Proxy`,
    rationale:
      "Mintable (under the 50B cap), pausable, blocklisting and upgradeable, which looks risky, but every one of those roles is held by a 3-of-5 multisig and the deployer gave up its own: no single key can mint, pause, block or upgrade. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const impl = await ctx.deploy("H11Gala");
      const init = ctx.encode("H11Gala", "initialize", [ctx.deployer, safe, safe]);
      const gala = await ctx.deploy("ERC1967Proxy", [impl, init]);
      await ctx.send(gala, "H11Gala", "mint", [ctx.deployer, 35_000_000_000n * 10n ** 8n]);
      await ctx.send(gala, "H11Gala", "grantRole", [MINTER_ROLE, safe]);
      await ctx.send(gala, "H11Gala", "revokeRole", [MINTER_ROLE, ctx.deployer]);
      await ctx.send(gala, "H11Gala", "transferAdmin", [safe]);
      remember(gala, "safe", safe);
      return openMarket(ctx, gala, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H11Gala", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H11Gala", "pause"), "the deployer's pause");
      await refused(ctx, ctx.send(l.token, "H11Gala", "blocklist", [ctx.wallet(HOLDER)]), "the deployer's blocklist");
      const over = 50_000_000_000n * 10n ** 8n - (await ctx.supply(l.token)) + 1n;
      const data = ctx.encode("H11Gala", "mint", [ctx.deployer, over]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3)),
        "a mint over the cap",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "fxs-pool-minting-multisig-and-timelock",
    expected: "safe",
    ageDays: 1000,
    source: `FXS v1 (FRAXShares, Etherscan-verified 0x3432B6A60D23Ca0dFCa7761B7ab56459D9C964D0; FraxFinance frax-solidity src/hardhat/contracts/FXS/FXS.sol: genesis_supply 100M, pool_mint / pool_burn_from onlyPools (FRAX.frax_pools), setFRAXAddress / setTimelock onlyByOwnGov = owner or governance timelock; read through ${SANCTUARY}); ${OZ_TL}; ${SAFE_DOCS}; H11Real.sol H11Fxs + H11FraxPoolRegistry + H11FraxPoolStandIn (pool stand-in)`,
    rationale:
      "FXS is minted only by pools registered in FRAX, and the pool stand-in mints only against FRAX burnt; adding a pool or re-pointing FXS needs the owner (a 3-of-5 Safe here) or the two-day governance timelock. The deployer has no role. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const tl = await openTimelock(ctx, 2 * DAY, safe);
      const registry = await ctx.deploy("H11FraxPoolRegistry", [safe, tl]);
      const fxs = await ctx.deploy("H11Fxs", [safe, tl, registry]);
      const frax = await ctx.deploy("H11CollateralStandIn", [1_000_000n * E18]);
      const pool = await ctx.deploy("H11FraxPoolStandIn", [frax, fxs]);
      await safeExec(
        ctx,
        safe,
        registry,
        ctx.encode("H11FraxPoolRegistry", "addPool", [pool]),
        govKeys(ctx).slice(0, 3),
      );
      remember(fxs, "pool", pool);
      remember(fxs, "frax", frax);
      return openMarket(ctx, fxs, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H11Fxs", "pool_mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H11Fxs", "setFRAXAddress", [ctx.deployer]), "the deployer's re-point");
      const pool = deployed(l.token, "pool");
      await refused(
        ctx,
        ctx.send(pool, "H11FraxPoolStandIn", "redeemForFxs", [E18], ctx.wallet(85)),
        "a redeem without FRAX",
      );
      await ctx.send(deployed(l.token, "frax"), "H11CollateralStandIn", "approve", [pool, maxUint256]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(pool, "H11FraxPoolStandIn", "redeemForFxs", [1_000n * E18]),
        "a redemption",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "render-migratable-escrow-multisig-owner",
    expected: "safe",
    ageDays: 1150,
    source: `RNDR (Etherscan-verified 0x6De037ef9aD2725EB40118Bb1702EBb27e4Aeb24 behind a zos AdminUpgradeabilityProxy; RenderToken.sol: 'contract RenderToken is Migratable, MigratableERC20, Ownable, StandardToken', new RNDR minted 1:1 for legacy tokens sent to the burn address, holdInEscrow moves the caller's tokens, setEscrowContractAddress onlyOwner; read through ${SANCTUARY}); ${SAFE_DOCS} (owner and proxy admin's owner: a 3-of-5 Safe here); H11Real.sol H11Render + H11RenderEscrowStandIn + OpenZeppelin TransparentUpgradeableProxy`,
    rationale:
      "Supply is minted only 1:1 against legacy tokens burnt; the owner can only re-point the escrow that holds tokens artists send themselves; the owner and the proxy admin are a 3-of-5 multisig. No pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const legacy = await ctx.deploy("H11CollateralStandIn", [SUPPLY]);
      const safe = await safe3of5(ctx);
      const impl = await ctx.deploy("H11Render");
      const init = ctx.encode("H11Render", "initialize", [safe, legacy]);
      const rndr = await ctx.deploy("TransparentUpgradeableProxy", [impl, safe, init]);
      await ctx.send(legacy, "H11CollateralStandIn", "approve", [rndr, maxUint256]);
      await ctx.send(rndr, "H11Render", "migrate");
      const escrow = await ctx.deploy("H11RenderEscrowStandIn");
      await safeExec(
        ctx,
        safe,
        rndr,
        ctx.encode("H11Render", "setEscrowContractAddress", [escrow]),
        govKeys(ctx).slice(0, 3),
      );
      return openMarket(ctx, rndr, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H11Render", "setEscrowContractAddress", [ctx.deployer]),
        "the deployer's escrow change",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H11Render", "migrateToken", [E18], ctx.wallet(85)),
        "a migration without legacy",
      );
      await ctx.send(l.token, "H11Render", "holdInEscrow", ["job-1", E18], ctx.wallet(HOLDER));
      await holderSells(ctx, l);
    },
  },
  {
    name: "w-ntt-mint-attested-capped-governed",
    expected: "safe",
    ageDays: 450,
    source: `W (Wormhole multichain token, Etherscan-verified 0xB0fFa8000886e57F86dd5264b9582b2Ad87b2b91 behind an ERC1967 proxy; wormhole-foundation W token WToken.sol: UUPS, MINTER_ROLE + BURNER_ROLE granted together by MINTER_AND_BURNER_ADMIN to the NTT manager, mint under MAX_SUPPLY = 10B per chain, burnFrom unimplemented, upgrades by DEFAULT_ADMIN_ROLE with an admin change delay; read through ${SANCTUARY}); Wormhole NTT docs (wormhole.com/docs: the manager mints on inbound transfers attested by 13 of the 19 guardians); ${SAFE_DOCS} (admins: a 3-of-5 Safe here; attestation quorum: a 13-of-19 Safe); H11Real.sol H11WToken + H11NttManagerStandIn + OpenZeppelin ERC1967Proxy`,
    rationale:
      "Upgradeable and mintable, but the only minter is the NTT manager, which mints only for transfers attested by a 13-of-19 quorum, and only under the 10B per-chain cap; the admins are a 3-of-5 multisig and an admin hand-over waits three days. Nobody can burn holders' tokens (burnFrom is unimplemented). ETH pair, LP widely held.",
    launch: async (ctx) => {
      const admin = await safe3of5(ctx);
      const guardians = await deploySafe(
        ctx,
        owners(
          ctx,
          Array.from({ length: 19 }, (_, i) => 100 + i),
        ),
        13,
      );
      const impl = await ctx.deploy("H11WToken");
      const init = ctx.encode("H11WToken", "initialize", [admin, admin, 3 * DAY]);
      const w = await ctx.deploy("ERC1967Proxy", [impl, init]);
      const ntt = await ctx.deploy("H11NttManagerStandIn", [w, guardians]);
      await safeExec(ctx, admin, w, ctx.encode("H11WToken", "grantMinterAndBurner", [ntt]), govKeys(ctx).slice(0, 3));
      const signers = owners(
        ctx,
        Array.from({ length: 13 }, (_, i) => 100 + i),
      );
      const inbound = ctx.encode("H11NttManagerStandIn", "receiveAttested", [ctx.deployer, SUPPLY]);
      await safeExec(ctx, guardians, ntt, inbound, signers);
      remember(w, "ntt", ntt);
      remember(w, "guardians", guardians);
      return openMarket(ctx, w, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const ntt = deployed(l.token, "ntt");
      await refused(ctx, ctx.send(l.token, "H11WToken", "mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(ntt, "H11NttManagerStandIn", "receiveAttested", [ctx.deployer, E18]),
        "an unattested mint",
      );
      const twelve = owners(
        ctx,
        Array.from({ length: 12 }, (_, i) => 100 + i),
      );
      await refused(
        ctx,
        safeExec(
          ctx,
          deployed(l.token, "guardians"),
          ntt,
          ctx.encode("H11NttManagerStandIn", "receiveAttested", [ctx.deployer, E18]),
          twelve,
        ),
        "a mint attested by twelve",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H11WToken", "burnFrom", [ctx.wallet(HOLDER), E18]),
        "a burn of a holder's tokens",
      );
      const impl2 = await ctx.deploy("H11WToken");
      await refused(
        ctx,
        ctx.send(l.token, "H11WToken", "upgradeToAndCall", [impl2, ctx.encode("H11WToken", "name")]),
        "the deployer's upgrade",
      );
      await holderSells(ctx, l);
    },
  },
];
