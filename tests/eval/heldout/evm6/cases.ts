/**
 * HELD-OUT EVM evaluation set v6 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-27), the earlier
 * sets' plumbing and case formats (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when one party acting alone, now or within hours,
 * can create tokens without a bound, take, burn or rewrite what holders own, spend their approvals, stop their sells,
 * make a sell cost most of its value, or replace the code or the ledger behind the token; when holders already cannot
 * sell (at any gas, through the router, after a count or a date); or when one address can remove most of the pool.
 * "One party" is whoever really holds the power: an EOA, a signer key, a helper contract's owner, an address in the
 * bytecode, a "marketing wallet", a hand-written timelock whose delay its admin removes. SAFE when nobody can, when the
 * power is bounded in code (caps, closed windows, floors, yearly limits, per-round rules, collateral, bridge
 * messages), when it only loosens, or when only governance can act (an official Safe needing several keys, an
 * OpenZeppelin TimelockController or Compound Timelock with a delay of two days or more), and no single address can
 * pull most of the pool.
 *
 * Each launch: contracts/heldout6 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts, a
 * Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, the supply spread over many holders, buys and sells
 * by several wallets minutes to hours apart (v4's openMarket), the LP settled as the scenario says, then the owner
 * actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, encodeAbiParameters, encodePacked, getAddress, type Hex, keccak256, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
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
  sellPaysOver,
  sellPaysUnder,
  ZERO,
} from "../evm4/market";

/** Same shape as the v2-v5 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm6Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400n;
const ZERO32: Hex = `0x${"00".repeat(32)}`;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const UNI_SCAMS = "support.uniswap.org 'Unsellable token scams'";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK =
  "CertiK / SlowMist audit finding classes (centralization risk, privileged roles, hard-coded addresses, delegatecall to mutable code)";
const DEFI = "De.Fi Scanner / SolidityScan scam-pattern write-ups (approval abuse, external balance stores, gas traps)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: minDelay, proposers, executors)";
const OZ_UUPS =
  "OpenZeppelin UUPSUpgradeable + ERC1967Proxy 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/proxy#UUPSUpgradeable: _authorizeUpgrade decides who upgrades)";
const COMPOUND_TL =
  "Compound Timelock (docs.compound.finance/v2/governance/#timelock; github.com/compound-finance/compound-protocol contracts/Timelock.sol: MINIMUM_DELAY 2 days, setDelay only from the timelock itself)";

/** The voucher signer's key (a local test key derived from a fixed phrase; signs only in the proofs). */
const VOUCHER_SIGNER = privateKeyToAccount(keccak256(toHex("held-out v6 voucher signer")));
const OTHER_SIGNER = privateKeyToAccount(keccak256(toHex("held-out v6 someone else")));
/** EIP-1822's storage slot, keccak256("PROXIABLE") (eips.ethereum.org/EIPS/eip-1822). */
const PROXIABLE_SLOT: Hex = "0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7";
/** Arbitrum One L1ERC20Gateway (docs.arbitrum.io "Contract addresses", token bridge) and L1 LINK (Etherscan). */
const ARB_L1_GATEWAY: Address = "0xa3A7B6F88361F48403514059F1F16C8E78d60EeC";
const L1_LINK: Address = "0x514910771AF9Ca656af840dff83E8264EcF986CA";
/** AddressAliasHelper: L2 alias = L1 address + 0x1111000000000000000000000000000000001111 (mod 2^160). */
const l1ToL2Alias = (a: Address): Address =>
  getAddress(
    `0x${((BigInt(a) + 0x1111000000000000000000000000000000001111n) % 2n ** 160n).toString(16).padStart(40, "0")}`,
  );

const role = (name: string) => keccak256(toHex(name));
const DEFAULT_ADMIN_ROLE = ZERO32;
/** Wallets 0-9 trade, 20-29 hold, 40-44 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);

/** OpenZeppelin TimelockController: `delay` seconds, this proposer, anyone executes, no admin. */
const ozTimelock = (ctx: LaunchContext, delay: bigint, proposer: Address) =>
  ctx.deploy("TimelockController", [delay, [proposer], [ZERO], ZERO]);

async function timelockRun(ctx: LaunchContext, tl: Address, target: Address, data: Hex, delay: bigint, salt: Hex) {
  await ctx.send(tl, "TimelockController", "schedule", [target, 0n, data, ZERO32, salt, delay]);
  await ctx.send(tl, "TimelockController", "execute", [target, 0n, data, ZERO32, salt]);
}

/** The holder's balance is taken or destroyed by `action`. */
async function holderEmptied(ctx: LaunchContext, l: Launched, action: () => Promise<void>, what: string) {
  const victim = ctx.wallet(HOLDER);
  must((await ctx.balance(l.token, victim)) > 0n, "the holder has nothing");
  await action();
  must((await ctx.balance(l.token, victim)) === 0n, `${what} did not empty the holder`);
}

const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));

/** Ownable2Step hand-over to a Safe: the owner proposes, three Safe keys accept. */
async function handToSafe(ctx: LaunchContext, token: Address, contract: string, safe: Address) {
  await ctx.send(token, contract, "transferOwnership", [safe]);
  await safeExec(ctx, safe, token, ctx.encode(contract, "acceptOwnership"), govKeys(ctx).slice(0, 3));
  must((await ctx.read<Address>(token, contract, "owner")) === safe, "the Safe did not accept ownership");
}

/** Merkle tree of the claim case (OpenZeppelin MerkleProof: sorted-pair keccak256). */
const claimLeaf = (index: bigint, account: Address, amount: bigint) =>
  keccak256(encodePacked(["uint256", "address", "uint256"], [index, account, amount]));
const pairHash = (a: Hex, b: Hex) =>
  BigInt(a) < BigInt(b)
    ? keccak256(encodePacked(["bytes32", "bytes32"], [a, b]))
    : keccak256(encodePacked(["bytes32", "bytes32"], [b, a]));
const CLAIM_A = 1_000_000n * E18;
const CLAIM_B = 2_000_000n * E18;

export const HELDOUT_EVM6_CASES: readonly HeldoutEvm6Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "voucher-signer-unbounded-mint",
    expected: "danger",
    ageDays: 8,
    source: `${GOPLUS} (is_mintable); ${CERTIK} (privileged off-chain signer); H6Danger.sol H6VoucherToken`,
    rationale:
      "redeem(to, amount, nonce, sig) mints any amount to anyone holding a voucher signed by voucherSigner, a key the owner (one EOA) chose and can change. No cap: one off-chain key prints tokens and empties the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6VoucherToken", [SUPPLY, VOUCHER_SIGNER.address]), {
        lp: "burn",
        quote: "usd",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const voucher = async (signer: typeof VOUCHER_SIGNER, to: Address, amount: bigint, nonce: Hex) => {
        const inner = keccak256(
          encodeAbiParameters(
            [{ type: "address" }, { type: "address" }, { type: "uint256" }, { type: "bytes32" }],
            [l.token, to, amount, nonce],
          ),
        );
        return signer.signMessage({ message: { raw: inner } });
      };
      const n1 = keccak256(toHex("n1"));
      const forged = await voucher(OTHER_SIGNER, ctx.wallet(HOLDER), SUPPLY, n1);
      await refused(
        ctx,
        ctx.send(l.token, "H6VoucherToken", "redeem", [ctx.wallet(HOLDER), SUPPLY, n1, forged], ctx.wallet(HOLDER)),
        "a voucher from another key",
      );
      const sig = await voucher(VOUCHER_SIGNER, ctx.deployer, SUPPLY * 5n, n1);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H6VoucherToken", "redeem", [ctx.deployer, SUPPLY * 5n, n1, sig]),
        "the team's voucher",
      );
    },
  },
  {
    name: "rewarder-contract-mints-for-owner",
    expected: "danger",
    ageDays: 14,
    source: `${CRP} (mint through a helper contract); ${CERTIK}; H6Danger.sol H6RewardToken + H6Rewarder`,
    rationale:
      "The token has no owner() and its only minter is a 'staking rewards' contract, but that contract's owner (one EOA) calls distribute(to, amount) with any amount: an unbounded mint one hop away.",
    launch: async (ctx) => {
      const rewarder = await ctx.deploy("H6Rewarder");
      const token = await ctx.deploy("H6RewardToken", [SUPPLY, rewarder]);
      await ctx.send(rewarder, "H6Rewarder", "bind", [token]);
      remember(token, "rewarder", rewarder);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6RewardToken", "mintRewards", [ctx.deployer, 1n]), "a direct mint");
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(deployed(l.token, "rewarder"), "H6Rewarder", "distribute", [ctx.deployer, SUPPLY * 3n]),
        "the rewarder's owner",
      );
    },
  },
  {
    name: "trusted-router-skips-allowance",
    expected: "danger",
    ageDays: 11,
    source: `${GOPLUS} (owner_change_balance); ${DEFI} (approval bypass); H6Danger.sol H6TrustedRouterToken`,
    rationale:
      "transferFrom skips the allowance check for a 'trusted router' the owner (one EOA) sets at will. Pointing it at its own address lets the owner move any holder's tokens without approval.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6TrustedRouterToken", [SUPPLY, ctx.router]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H6TrustedRouterToken", "setTrustedRouter", [ctx.deployer]);
      const bal = await holderBalance(ctx, l);
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H6TrustedRouterToken", "transferFrom", [ctx.wallet(HOLDER), ctx.deployer, bal]),
        "the unapproved transferFrom",
      );
    },
  },
  {
    name: "sell-quota-exhausted",
    expected: "danger",
    ageDays: 3,
    source: `${HONEYPOT} (sells allowed a fixed number of times); ${UNI_SCAMS}; H6Danger.sol H6SellQuotaToken`,
    rationale:
      "Only the first three sells to the pair (by anyone but the owner) go through; the chart shows exactly three, and every later sell reverts with no reason. Holders are trapped now.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6SellQuotaToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "cooldown-setter-unbounded",
    expected: "danger",
    ageDays: 6,
    source: `${GOPLUS} (trading_cooldown); ${SNIFFER}; H6Danger.sol H6CooldownToken`,
    rationale:
      "A 30-second sell cooldown after each buy, but setCooldown takes any value, owner-only (one EOA): ten years stops every holder from selling.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6CooldownToken", [SUPPLY]), { lp: "lock", setPair: true, quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H6CooldownToken", "setCooldown", [3650n * DAY]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "uups-proxy-eoa-owner",
    expected: "danger",
    ageDays: 16,
    source: `${OZ_UUPS}; ${UNI_SCAMS} (upgradeable code); H6Safe.sol H6UupsToken`,
    rationale:
      "A UUPS token behind an ERC1967Proxy whose upgrade is authorised by owner, one EOA: upgradeToAndCall installs any code (here a version with sweep) in one transaction.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H6UupsToken");
      const init = ctx.encode("H6UupsToken", "initialize", ["Upgradeable Six", "UPS6", ctx.deployer, SUPPLY]);
      return openMarket(ctx, await ctx.deploy("ERC1967Proxy", [impl, init]), { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H6UupsTokenV2");
      await codeReplaced(
        () => ctx.storage(l.token, IMPL_1967),
        () => ctx.send(l.token, "H6UupsToken", "upgradeToAndCall", [v2, "0x"]),
      );
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H6UupsTokenV2", "sweep", [ctx.wallet(HOLDER), ctx.deployer]),
        "the new code's sweep",
      );
    },
  },
  {
    name: "fallback-extension-swap",
    expected: "danger",
    ageDays: 9,
    source: `${CERTIK} (delegatecall to an owner-settable address); ${CRP}; H6Danger.sol H6ModularToken`,
    rationale:
      "Unknown selectors fall through to a DELEGATECALL into an 'extension' the owner (one EOA) swaps with setExtension. Today it only returns a version string; any module the owner installs runs in the token's storage (here one that issues tokens).",
    launch: async (ctx) => {
      const info = await ctx.deploy("H6InfoExtension");
      return openMarket(ctx, await ctx.deploy("H6ModularToken", [SUPPLY, info]), { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const minter = await ctx.deploy("H6MintExtension");
      await ctx.send(l.token, "H6ModularToken", "setExtension", [minter]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H6MintExtension", "issue", [ctx.deployer, SUPPLY * 2n]),
        "the installed extension",
      );
    },
  },
  {
    name: "reward-exclusion-freeze",
    expected: "danger",
    ageDays: 13,
    source: `${GOPLUS} (is_blacklisted); ${CRP} (freeze under another name); H6Danger.sol H6ExclusionToken`,
    rationale:
      "setRewardExclusion(account, true), owner-only (one EOA), writes an unnamed storage slot through assembly that makes every transfer from the account revert: a blacklist under an innocent name.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6ExclusionToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H6ExclusionToken", "setRewardExclusion", [ctx.wallet(HOLDER), true]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "antibot-mode-on-demand",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (whitelist honeypot); ${GOPLUS} (transfer_pausable); H6Danger.sol H6AntiBotToken`,
    rationale:
      "An 'anti-bot mode', off today, that the owner (one EOA) switches on at any time; then only verified addresses may transfer. One call turns every unverified holder into a trapped one.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6AntiBotToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H6AntiBotToken", "setAntiBot", [true]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "pair-balance-burn-sync",
    expected: "danger",
    ageDays: 7,
    source: `${REKT} (burning the pool's tokens and syncing); ${CERTIK}; H6Danger.sol H6SyncBurnToken`,
    rationale:
      "reduceSupply(bps), owner-only (one EOA), burns the pair's own tokens and calls sync(): the price jumps a hundredfold and the owner's small bag buys out the quote side. LP burnt, yet the pool can be drained.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6SyncBurnToken", [SUPPLY]), { lp: "burn", setPair: true, quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.token, "H6SyncBurnToken", "reduceSupply", [9_900n]);
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.1, "the burn did not let the owner empty the pool");
    },
  },
  {
    name: "lp-sent-to-fresh-wallet",
    expected: "danger",
    ageDays: 2,
    source: `${REKT} (liquidity removal); ${GOPLUS} (lp_holders, is_locked); H6Base.sol H6FixedToken`,
    rationale:
      "A clean fixed-supply token, but the deployer moved all of the pair's LP to a fresh wallet instead of burning or locking it: that one address can remove the whole pool on a two-day-old pair.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6FixedToken", ["Fresh Wallet Six", "FWS", SUPPLY]), {
        lp: "to",
        lpTo: ctx.wallet(90),
      }),
    late: lastDay(),
    proof: async (ctx, l) => pullsPool(ctx, l, ctx.wallet(90)),
  },
  {
    name: "pauser-role-single-eoa",
    expected: "danger",
    ageDays: 10,
    source: `OpenZeppelin ERC20Pausable + AccessControl 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/token/erc20#ERC20Pausable); ${GOPLUS} (transfer_pausable); H6Danger.sol H6RolePauseToken`,
    rationale:
      "No owner(), but PAUSER_ROLE and its admin role are held by the deployer's EOA: pause() stops every transfer, sells included, whenever that key decides.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6RolePauseToken", [SUPPLY, ctx.deployer]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H6RolePauseToken", "pause");
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "external-ledger-owner-writes",
    expected: "danger",
    ageDays: 12,
    source: `${DEFI} (balances kept in an external contract); ${GOPLUS} (owner_change_balance); H6Danger.sol H6LedgerToken + H6Ledger`,
    rationale:
      "balanceOf and every transfer go to a separate ledger contract whose owner (one EOA) calls adjust(account, amount) to set any balance: holders' tokens exist only as long as that key allows.",
    launch: async (ctx) => {
      const ledger = await ctx.deploy("H6Ledger");
      const token = await ctx.deploy("H6LedgerToken", [SUPPLY, ledger]);
      await ctx.send(ledger, "H6Ledger", "bind", [token]);
      await ctx.send(token, "H6LedgerToken", "seed");
      remember(token, "ledger", ledger);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) =>
      holderEmptied(
        ctx,
        l,
        () => ctx.send(deployed(l.token, "ledger"), "H6Ledger", "adjust", [ctx.wallet(HOLDER), 0n]),
        "the ledger's adjust",
      ),
  },
  {
    name: "renounced-immutable-keeper",
    expected: "danger",
    ageDays: 20,
    source: `${CERTIK} (address hard-coded in the bytecode); ${CRP} (leak); H6Danger.sol H6KeeperToken`,
    rationale:
      "owner() is zero (renounced), but a keeper address baked into the bytecode as an immutable can call rescue(from, to, amount) on any balance. The deployer still takes holders' tokens.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H6KeeperToken", [SUPPLY]), { lp: "burn" });
      await ctx.send(l.token, "H6KeeperToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H6KeeperToken", "owner")) === ZERO, "not renounced");
      const bal = await holderBalance(ctx, l);
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H6KeeperToken", "rescue", [ctx.wallet(HOLDER), ctx.deployer, bal]),
        "the keeper's rescue",
      );
    },
  },
  {
    name: "sell-tax-jumps-after-72h",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (time-based tax); ${SNIFFER} (high sell tax); H6Danger.sol H6EscalatingTaxToken`,
    rationale:
      "Sells paid 2 % during the first 72 hours (the chart looks normal), then the code switches to a 95 % sell tax paid to the deployer. The pair is five days old: every sell now loses almost everything.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6EscalatingTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysUnder(ctx, l, 0.1, HOLDER),
  },
  {
    name: "compound-names-delay-removable",
    expected: "danger",
    ageDays: 15,
    source: `${REKT} (fake timelocks); ${COMPOUND_TL} (the real one refuses this); H6Danger.sol H6LooseTimelock + H6Base.sol H6MintableToken`,
    rationale:
      "The uncapped mint is owned by a contract with Compound Timelock's names and a two-day delay, but its admin (one EOA) calls setDelay(0) directly: queue and execute a mint minutes apart.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6MintableToken", [SUPPLY]);
      const tl = await ctx.deploy("H6LooseTimelock", [ctx.deployer, 2n * DAY]);
      remember(token, "tl", tl);
      const l = await openMarket(ctx, token, { lp: "burn", quote: "usd" });
      await ctx.send(token, "H6MintableToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "tl");
      const data = ctx.encode("H6MintableToken", "mint", [ctx.deployer, SUPPLY * 4n]);
      await refused(ctx, ctx.send(l.token, "H6MintableToken", "mint", [ctx.deployer, 1n]), "a direct mint");
      await ctx.send(tl, "H6LooseTimelock", "setDelay", [0n]);
      const eta = BigInt((await ctx.now()) + 60);
      await ctx.send(tl, "H6LooseTimelock", "queueTransaction", [l.token, 0n, "", data, eta]);
      await ctx.wait(0.1);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(tl, "H6LooseTimelock", "executeTransaction", [l.token, 0n, "", data, eta]),
        "the six-minute 'timelock'",
      );
    },
  },
  {
    name: "burn-lost-any-holder",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (destroy holders' tokens); ${GOPLUS} (owner_change_balance); H6Danger.sol H6BurnLostToken`,
    rationale:
      "burnLost(account), owner-only (one EOA), destroys any account's whole balance, 'to clean up lost wallets'. No victim's consent is needed: any holder can be zeroed.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6BurnLostToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) =>
      holderEmptied(ctx, l, () => ctx.send(l.token, "H6BurnLostToken", "burnLost", [ctx.wallet(HOLDER)]), "burnLost"),
  },
  {
    name: "router-approval-gate",
    expected: "danger",
    ageDays: 3,
    source: `${UNI_SCAMS} (approvals that fail); ${HONEYPOT}; H6Danger.sol H6ApproveGateToken`,
    rationale:
      "approve(…) reverts (ApprovalsPaused) for everyone the owner did not list, whatever the spender (router, aggregator, Permit2); buying needs no approval, selling through any of them does. The team's three wallets sold; every other buyer cannot.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6ApproveGateToken", [SUPPLY]);
      for (const w of [0, 1, 2]) await ctx.send(token, "H6ApproveGateToken", "setSeller", [ctx.wallet(w), true]);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H6ApproveGateToken", "approve", [ctx.wallet(9), 1n], ctx.wallet(HOLDER)),
        "an approval to another spender",
      );
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "eip1822-proxiable-eoa-owner",
    expected: "danger",
    ageDays: 22,
    source: `EIP-1822 (eips.ethereum.org/EIPS/eip-1822: logic address at keccak256('PROXIABLE'), updateCode in the logic); ${CERTIK}; H6Danger.sol H6ProxiableProxy + H6ProxiableToken`,
    rationale:
      "An original-UUPS (EIP-1822) proxy: the logic address sits in the PROXIABLE slot and the logic's owner (one EOA) calls updateCode(new) to install any code, here a version that sweeps holders.",
    launch: async (ctx) => {
      const logic = await ctx.deploy("H6ProxiableToken");
      const init = ctx.encode("H6ProxiableToken", "constructor1", [ctx.deployer, SUPPLY]);
      return openMarket(ctx, await ctx.deploy("H6ProxiableProxy", [init, logic]), { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H6ProxiableTokenV2");
      await codeReplaced(
        () => ctx.storage(l.token, PROXIABLE_SLOT),
        () => ctx.send(l.token, "H6ProxiableToken", "updateCode", [v2]),
      );
      await holderEmptied(
        ctx,
        l,
        () => ctx.send(l.token, "H6ProxiableTokenV2", "sweep", [ctx.wallet(HOLDER), ctx.deployer]),
        "the new logic's sweep",
      );
    },
  },
  {
    name: "renounced-marketing-wallet-fees",
    expected: "danger",
    ageDays: 17,
    source: `${SNIFFER} (modifiable tax); ${GOPLUS} (slippage_modifiable); ${CERTIK}; H6Danger.sol H6MarketingFeeToken`,
    rationale:
      "Ownership renounced, 3 % fees today, but the 'marketing wallet' (the deployer's EOA) calls updateMarketing(buy, sell) with fees up to 100 %: renouncing did not remove the power that matters.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H6MarketingFeeToken", [SUPPLY]), {
        lp: "burn",
        setPair: true,
      });
      await ctx.send(l.token, "H6MarketingFeeToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H6MarketingFeeToken", "owner")) === ZERO, "not renounced");
      await ctx.send(l.token, "H6MarketingFeeToken", "updateMarketing", [300, 9_900]);
      await sellPaysUnder(ctx, l, 0.05, HOLDER);
    },
  },
  {
    name: "sell-gas-burn-trap",
    expected: "danger",
    ageDays: 2,
    source: `${HONEYPOT} (sells that run out of gas); ${DEFI} (gas-griefing honeypots); H6Danger.sol H6GasTrapToken`,
    rationale:
      "A sell to the pair from anyone not 'excluded from fees' runs a loop of fresh storage writes needing more gas than a block holds: it always runs out of gas. The team's wallets are excluded and sold; everyone else is trapped.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6GasTrapToken", [SUPPLY]);
      for (const w of [0, 1, 2]) await ctx.send(token, "H6GasTrapToken", "excludeFromFees", [ctx.wallet(w), true]);
      return openMarket(ctx, token, { lp: "burn", setPair: true, quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },

  // ───────────────────────────── SAFE (shapes that look risky) ─────────────────────────────
  {
    name: "uups-proxy-owner-renounced",
    expected: "safe",
    ageDays: 35,
    source: `${OZ_UUPS} (with no owner nobody passes _authorizeUpgrade); H6Safe.sol H6UupsToken`,
    rationale:
      "Upgradeable (UUPS behind ERC1967Proxy), but the only account that could authorise an upgrade renounced: owner is zero, no other role exists, so the code is fixed for good. LP burnt.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H6UupsToken");
      const init = ctx.encode("H6UupsToken", "initialize", ["Settled Six", "STL6", ctx.deployer, SUPPLY]);
      const l = await openMarket(ctx, await ctx.deploy("ERC1967Proxy", [impl, init]), { lp: "burn", quote: "usd" });
      await ctx.send(l.token, "H6UupsToken", "renounceOwnership");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H6UupsToken", "owner")) === ZERO, "not renounced");
      const v2 = await ctx.deploy("H6UupsTokenV2");
      await refused(ctx, ctx.send(l.token, "H6UupsToken", "upgradeToAndCall", [v2, "0x"]), "the deployer's upgrade");
      await holderSells(ctx, l);
    },
  },
  {
    name: "pauser-role-safe-three-of-five",
    expected: "safe",
    ageDays: 40,
    source: `OpenZeppelin ERC20Pausable + AccessControl 5.7.0; ${SAFE_DOCS} (threshold 3 of 5); H6Danger.sol H6RolePauseToken`,
    rationale:
      "Pausable through AccessControl, but PAUSER_ROLE and the admin role belong only to an official Safe with five distinct owners and threshold 3; the deployer renounced both. Governance, as listed issuers hold an emergency pause. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6RolePauseToken", [SUPPLY, ctx.deployer]);
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      const PAUSER = role("PAUSER_ROLE");
      for (const r of [PAUSER, DEFAULT_ADMIN_ROLE]) await ctx.send(token, "H6RolePauseToken", "grantRole", [r, safe]);
      for (const r of [PAUSER, DEFAULT_ADMIN_ROLE])
        await ctx.send(token, "H6RolePauseToken", "renounceRole", [r, ctx.deployer]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6RolePauseToken", "pause"), "the deployer's pause");
      const data = ctx.encode("H6RolePauseToken", "pause");
      await refused(ctx, safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)), "two keys");
      await holderSells(ctx, l);
    },
  },
  {
    name: "merkle-claims-fixed-root",
    expected: "safe",
    ageDays: 21,
    source:
      "Uniswap MerkleDistributor (github.com/Uniswap/merkle-distributor contracts/MerkleDistributor.sol: immutable root, claimed bitmap); OpenZeppelin MerkleProof 5.7.0; H6Safe.sol H6ClaimToken + H6ClaimDistributor",
    rationale:
      "New tokens appear after launch, but only through a distributor with an immutable Merkle root (two fixed claims) and a hard cap of 0.3 % over the launch supply; nobody else can mint. A bounded, finished airdrop, not a mint key.",
    launch: async (ctx) => {
      const a = claimLeaf(0n, ctx.wallet(80), CLAIM_A);
      const b = claimLeaf(1n, ctx.wallet(81), CLAIM_B);
      const distributor = await ctx.deploy("H6ClaimDistributor", [pairHash(a, b)]);
      const token = await ctx.deploy("H6ClaimToken", [SUPPLY, SUPPLY + CLAIM_A + CLAIM_B, distributor]);
      await ctx.send(distributor, "H6ClaimDistributor", "bind", [token]);
      await ctx.send(distributor, "H6ClaimDistributor", "claim", [0n, ctx.wallet(80), CLAIM_A, [b]], ctx.wallet(80));
      remember(token, "distributor", distributor);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const d = deployed(l.token, "distributor");
      const a = claimLeaf(0n, ctx.wallet(80), CLAIM_A);
      await refused(ctx, ctx.send(l.token, "H6ClaimToken", "mintClaim", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(d, "H6ClaimDistributor", "claim", [1n, ctx.wallet(81), CLAIM_B * 100n, [a]], ctx.wallet(81)),
        "an inflated claim",
      );
      await ctx.send(d, "H6ClaimDistributor", "claim", [1n, ctx.wallet(81), CLAIM_B, [a]], ctx.wallet(81));
      await refused(
        ctx,
        ctx.send(d, "H6ClaimDistributor", "claim", [1n, ctx.wallet(81), CLAIM_B, [a]], ctx.wallet(81)),
        "a second claim",
      );
      must((await ctx.supply(l.token)) === SUPPLY + CLAIM_A + CLAIM_B, "the cap is not reached");
      await holderSells(ctx, l);
    },
  },
  {
    name: "private-phase-lapsed",
    expected: "safe",
    ageDays: 12,
    source: `${GOPLUS} (trading restrictions that end at a fixed time); ${SNIFFER}; H6Safe.sol H6PublicPhaseToken`,
    rationale:
      "Transfers were limited to the owner's flows for ten minutes after deployment; the end time is an immutable fixed at deployment and no function moves it. The restriction has lapsed for good; the owner holds no other power.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6PublicPhaseToken", [SUPPLY, 600n]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "PlainUpgradeableToken", "transfer", [ctx.wallet(7), 1n], ctx.wallet(HOLDER));
      await holderSells(ctx, l);
    },
  },
  {
    name: "cooldown-capped-sixty-seconds",
    expected: "safe",
    ageDays: 8,
    source: `${GOPLUS} (trading_cooldown); ${SNIFFER}; H6Safe.sol H6CappedCooldownToken`,
    rationale:
      "A sell cooldown after buying, settable by the owner (an EOA) but never above 60 seconds (CooldownTooLong): a speed bump against bots, not a trap. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6CappedCooldownToken", [SUPPLY]), { lp: "lock", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6CappedCooldownToken", "setCooldown", [61n]), "a 61-second cooldown");
      await ctx.send(l.token, "H6CappedCooldownToken", "setCooldown", [60n]);
      await holderSells(ctx, l);
    },
  },
  {
    name: "compound-timelock-two-day-mint",
    expected: "safe",
    ageDays: 30,
    source: `${COMPOUND_TL}; H6Safe.sol H6CompoundTimelock + H6Base.sol H6MintableToken`,
    rationale:
      "The mint has no cap, but its only owner is a Compound Timelock with a two-day delay that only the timelock itself can change: every mint is queued publicly two days ahead. Governance, not one key; LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6MintableToken", [SUPPLY]);
      const tl = await ctx.deploy("H6CompoundTimelock", [ctx.deployer, 2n * DAY]);
      remember(token, "tl", tl);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "H6MintableToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "tl");
      const data = ctx.encode("H6MintableToken", "mint", [ctx.deployer, SUPPLY]);
      await refused(ctx, ctx.send(l.token, "H6MintableToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(tl, "H6CompoundTimelock", "setDelay", [0n]), "the admin's setDelay");
      const eta = BigInt((await ctx.now()) + 3600);
      await refused(
        ctx,
        ctx.send(tl, "H6CompoundTimelock", "queueTransaction", [l.token, 0n, "", data, eta]),
        "a one-hour queue",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "constant-burn-fee-ownerless",
    expected: "safe",
    ageDays: 25,
    source: `${SNIFFER} (fee on transfer, not modifiable); ${GOPLUS} (slippage_modifiable = 0); H6Safe.sol H6BurnFeeToken`,
    rationale:
      "Every transfer burns 2 %, a constant in the code; there is no owner and nothing to set. A fee token, honest about its fee; LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6BurnFeeToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysOver(ctx, l, 0.9, HOLDER),
  },
  {
    name: "immutable-stats-hook",
    expected: "safe",
    ageDays: 18,
    source: `${HONEYPOT} (external calls in transfer; here to fixed code); ${CERTIK}; H6Safe.sol H6HookedToken + H6TransferStats`,
    rationale:
      "Every transfer calls an external contract, but it was created by the token's constructor, its address is immutable, it has no owner and it only counts transfers. Nothing can change what runs on a transfer.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6HookedToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const stats = await ctx.read<Address>(l.token, "H6HookedToken", "stats");
      await refused(
        ctx,
        ctx.send(stats, "H6TransferStats", "onTransfer", [ctx.deployer, ctx.deployer, 1n]),
        "a direct hook call",
      );
      must((await ctx.read<bigint>(stats, "H6TransferStats", "transfers")) > 10n, "the hook did not count");
      await holderSells(ctx, l);
    },
  },
  {
    name: "immutable-module-delegatecall",
    expected: "safe",
    ageDays: 14,
    source: `${CERTIK} (delegatecall; here to an immutable target with no setter); H6Safe.sol H6FixedModuleToken + H6MoveModule`,
    rationale:
      "Transfers DELEGATECALL a module, but its address is an immutable set at construction with no setter and no owner; the module only moves balances. Looks like a swappable-logic trap, cannot become one.",
    launch: async (ctx) => {
      const module = await ctx.deploy("H6MoveModule");
      return openMarket(ctx, await ctx.deploy("H6FixedModuleToken", [SUPPLY, module]), { lp: "burn", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "owner-can-only-rename",
    expected: "safe",
    ageDays: 27,
    source: `${GOPLUS} (owner present; no owner_change_balance, no mint, no blacklist); H6Safe.sol H6BrandableToken`,
    rationale:
      "A live EOA owner, but its only power is rebrand(name, symbol): no mint, no fee, no freeze, no limit. Cosmetic control; LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6BrandableToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H6BrandableToken", "rebrand", ["Brand Six v2", "BRS2"]);
      await holderSells(ctx, l);
    },
  },
  {
    name: "max-tx-floor-half-percent",
    expected: "safe",
    ageDays: 19,
    source: `${GOPLUS} (anti_whale_modifiable, bounded); ${HONEYPOT} (max transaction); H6Safe.sol H6FloorLimitToken`,
    rationale:
      "A maximum trade size the owner (an EOA) may lower, but never below 0.5 % of the supply: every holder can still sell in chunks. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6FloorLimitToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6FloorLimitToken", "setMaxTx", [SUPPLY / 200n - 1n]), "below the floor");
      await ctx.send(l.token, "H6FloorLimitToken", "setMaxTx", [SUPPLY / 200n]);
      await sellPaysOver(ctx, l, 0.8, HOLDER);
    },
  },
  {
    name: "capped-supply-fully-minted",
    expected: "safe",
    ageDays: 33,
    source: `OpenZeppelin ERC20Capped 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/token/erc20#ERC20Capped); ${SNIFFER} (mintable); H6Safe.sol H6FullCapToken`,
    rationale:
      "The owner (an EOA) keeps mint(), but the cap equals the supply minted at construction: every mint reverts (ERC20ExceededCap). A mint function that can never mint.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H6FullCapToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6FullCapToken", "mint", [ctx.deployer, 1n]), "a mint over the cap");
      await holderSells(ctx, l);
    },
  },
  {
    name: "young-pair-wide-lp-ownerless",
    expected: "safe",
    ageDays: 1,
    source: `${GOPLUS} (lp_holders: many providers); ${REKT} (rugs need one LP holder); H6Base.sol H6FixedToken`,
    rationale:
      "A one-day-old pair, which looks risky, but the token is fixed-supply with no owner and the LP is spread over eight providers, none above ~15 %: nobody can pull most of the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6FixedToken", ["Young Wide Six", "YWS", SUPPLY]), {
        lp: "wide",
        quote: "usd",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.lpShare(l.pair!, ctx.deployer)) < 0.2, "the deployer holds most of the LP");
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE: real tokens ─────────────────────────────
  {
    name: "qnt-fixed-supply",
    expected: "safe",
    ageDays: 240,
    source:
      "QNT, Quant Network (Etherscan-verified 0x4a220E6096B25EADb88358cb44068A3248254675: supply minted by the 2018 crowdsale only, fixed at 14,612,493 QNT since its finalisation; no mint, owner, pause or fee function usable today); H6Real.sol H6QuantToken (today's behaviour: the whole supply exists, nothing can change it)",
    rationale:
      "A plain ERC-20 with its whole supply created at deployment: no owner, no mint, no pause, no fee. Stablecoin pair with widely held LP.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H6QuantToken", [14_612_493n * E18]), {
        lp: "wide",
        quote: "usd",
        liquidity: 200_000,
      }),
    late: lastDay(),
    proof: async (ctx, l) => holderSells(ctx, l),
  },
  {
    name: "ondo-transfers-enabled-safe-admin",
    expected: "safe",
    ageDays: 120,
    source:
      "ONDO (Etherscan-verified 0xfAbA6f8e4a5E8Ab82F62fe7C39859FA577269BE3, contract Ondo: TRANSFER_ROLE gate until enableTransfer(), one-way; MINTER_ROLE mint without cap, held with the admin role by governance); " +
      `${SAFE_DOCS}; H6Real.sol H6OndoToken`,
    rationale:
      "Transfers were gated to TRANSFER_ROLE until enableTransfer(), which is one-way and was called: a restriction that only loosened. The verified source keeps an uncapped MINTER_ROLE mint; it and the admin role sit only with a 3-of-5 Safe, the deployer renounced all roles. Governance, not one key; LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6OndoToken", [ctx.deployer, 10n * SUPPLY]);
      await ctx.send(token, "H6OndoToken", "enableTransfer");
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      for (const r of [role("MINTER_ROLE"), DEFAULT_ADMIN_ROLE])
        await ctx.send(token, "H6OndoToken", "grantRole", [r, safe]);
      for (const r of [role("TRANSFER_ROLE"), role("MINTER_ROLE"), DEFAULT_ADMIN_ROLE])
        await ctx.send(token, "H6OndoToken", "renounceRole", [r, ctx.deployer]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock", liquidity: 40 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6OndoToken", "enableTransfer"), "the deployer's call");
      await refused(ctx, ctx.send(l.token, "H6OndoToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const data = ctx.encode("H6OndoToken", "mint", [ctx.deployer, SUPPLY]);
      await refused(ctx, safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 2)), "two keys");
      await holderSells(ctx, l);
    },
  },
  {
    name: "dydx-two-percent-yearly-timelock",
    expected: "safe",
    ageDays: 150,
    source:
      "DYDX (Etherscan-verified 0x92D6C1e31e14520e676a687F0a93788B716BEff5, contract DydxToken; github.com/dydxprotocol/governance-contracts contracts/governance/token/DydxToken.sol: MINT_MAX_PERCENT 2, MINT_MIN_INTERVAL 365 days, transfer allowlist until _transfersRestrictedBefore; owner = short timelock executor, 2-day delay); " +
      OZ_TL,
    rationale:
      "The owner may mint, but at most 2 % of the supply once a year and not before a date a year out; the owner is a two-day TimelockController. The launch transfer allowlist has lapsed and can no longer be re-armed. Bounded and governed; LP widely held.",
    launch: async (ctx) => {
      const tl = await ozTimelock(ctx, 2n * DAY, ctx.deployer);
      const now = BigInt(await ctx.now());
      const token = await ctx.deploy("H6DydxToken", [ctx.deployer, SUPPLY, now + 600n, now + 1800n, now + 365n * DAY]);
      remember(token, "tl", tl);
      await ctx.wait(0.25);
      const l = await openMarket(ctx, token, { lp: "wide", quote: "usd", liquidity: 300_000 });
      await ctx.send(token, "H6DydxToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H6DydxToken", "mint", [ctx.deployer, SUPPLY / 50n]);
      await refused(ctx, ctx.send(l.token, "H6DydxToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        timelockRun(ctx, deployed(l.token, "tl"), l.token, data, 2n * DAY, ZERO32),
        "an immediate timelock mint",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "usde-minting-contract-safe-owner",
    expected: "safe",
    ageDays: 180,
    source:
      "USDe, Ethena (Etherscan-verified 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3, contract USDe: Ownable2Step, only `minter` mints, renounceOwnership reverts; minter = EthenaMinting, mints against delivered collateral); " +
      `${SAFE_DOCS}; H6Real.sol H6USDe + H6UsdeMinting`,
    rationale:
      "Only the minting contract mints, and only against collateral delivered in the same call; the owner that could name another minter is a 3-of-5 Safe (two-step hand-over). A listed stablecoin's governance; LP widely held.",
    launch: async (ctx) => {
      const usde = await ctx.deploy("H6USDe", [ctx.deployer]);
      const minting = await ctx.deploy("H6UsdeMinting", [usde, 3000n]);
      await ctx.send(usde, "H6USDe", "setMinter", [minting]);
      await ctx.send(minting, "H6UsdeMinting", "mintAgainstEth", [], ctx.deployer, 600n * E18);
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      await handToSafe(ctx, usde, "H6USDe", safe);
      remember(usde, "minting", minting);
      return openMarket(ctx, usde, { lp: "wide", quote: "usd", liquidity: 360_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6USDe", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(ctx, ctx.send(l.token, "H6USDe", "setMinter", [ctx.deployer]), "the deployer's setMinter");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "minting"), "H6UsdeMinting", "mintAgainstEth", [], ctx.deployer, 0n),
        "a mint without collateral",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "ena-ten-percent-yearly-safe",
    expected: "safe",
    ageDays: 100,
    source:
      "ENA, Ethena (Etherscan-verified 0x57e114B691Db790C35207b2e685D4A43181e6061, contract ENA: MAX_INFLATION 10, MINT_WAIT_PERIOD 365 days, Ownable2Step); " +
      `${SAFE_DOCS}; H6Real.sol H6EnaToken`,
    rationale:
      "The owner mints at most 10 % of the supply, once per 365 days counted from deployment, and the owner is a 3-of-5 Safe. No mint is possible for months, and then only a bounded one by several keys. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H6EnaToken", [ctx.deployer, ctx.deployer, 15n * SUPPLY]);
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      await handToSafe(ctx, token, "H6EnaToken", safe);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "lock", liquidity: 30 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6EnaToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      const data = ctx.encode("H6EnaToken", "mint", [ctx.deployer, SUPPLY]);
      await refused(
        ctx,
        safeExec(ctx, deployed(l.token, "safe"), l.token, data, govKeys(ctx).slice(0, 3)),
        "a mint inside the wait period",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lpt-round-minter",
    expected: "safe",
    ageDays: 90,
    source:
      "LPT, Livepeer (Etherscan-verified 0x58b6A8A3302369DAEc383334672404Ee733aB239, contract LivepeerToken; github.com/livepeer/protocol contracts/token/Minter.sol: per-round inflation moving by inflationChange toward targetBondingRate, parameters and migrateToNewMinter for the Controller owner only); " +
      `${SAFE_DOCS}; H6Real.sol H6LivepeerToken + H6LptMinter`,
    rationale:
      "The token's owner is the Minter contract, which mints once per round at a small per-round rate that moves in fixed steps; only the Controller owner (a 3-of-5 Safe) tunes it or migrates it. Rule-bound issuance under governance; LP locked.",
    launch: async (ctx) => {
      const safe = await deploySafe(ctx, govKeys(ctx), 3);
      const bonding = await ctx.deploy("H6Sink");
      const token = await ctx.deploy("H6LivepeerToken", [30_000_000n * E18]);
      const minter = await ctx.deploy("H6LptMinter", [token, safe, bonding]);
      await ctx.send(token, "H6LivepeerToken", "transferOwnership", [minter]);
      remember(token, "minter", minter);
      return openMarket(ctx, token, { lp: "lock", liquidity: 20 });
    },
    late: async (ctx, l) => {
      await ctx.send(deployed(l.token, "minter"), "H6LptMinter", "mintRound", [], ctx.wallet(7));
      await lastDay()(ctx, l);
    },
    proof: async (ctx, l) => {
      const minter = deployed(l.token, "minter");
      await refused(ctx, ctx.send(l.token, "H6LivepeerToken", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      // The round may have turned since the late mint (other cases' late trades move the clock by hours): mint the
      // current round if it is still open, then a second mint in the same round must fail.
      await ctx.send(minter, "H6LptMinter", "mintRound").catch(() => undefined);
      await refused(ctx, ctx.send(minter, "H6LptMinter", "mintRound"), "a second mint in the round");
      await refused(ctx, ctx.send(minter, "H6LptMinter", "migrateToNewMinter", [ctx.deployer]), "a migration");
      await holderSells(ctx, l);
    },
  },
  {
    name: "arbitrum-bridged-link-gateway",
    expected: "safe",
    ageDays: 200,
    source:
      "Arbitrum-bridged LINK (Etherscan-verified on Arbiscan 0xf97f4df75117a78c1A5a0DBb814Af92458539FB4: BeaconProxy to StandardArbERC20; github.com/OffchainLabs/token-bridge-contracts contracts/tokenbridge/arbitrum/StandardArbERC20.sol, gateway/L2ERC20Gateway.sol, libraries/AddressAliasHelper.sol; docs.arbitrum.io token bridge addresses: L1ERC20Gateway 0xa3A7B6F88361F48403514059F1F16C8E78d60EeC); " +
      `OpenZeppelin UpgradeableBeacon / BeaconProxy 5.7.0; ${OZ_TL}; H6Real.sol H6StandardArbERC20 + H6L2ERC20Gateway`,
    rationale:
      "Mints only through the L2 gateway, which mints only on a deposit message from the L1 gateway's aliased address; the beacon that could change the code belongs to a three-day timelock (the DAO's executor in reality). Bridge-bound supply, governed code; LP widely held.",
    launch: async (ctx) => {
      const tl = await ozTimelock(ctx, 3n * DAY, ctx.deployer);
      const impl = await ctx.deploy("H6StandardArbERC20");
      const beacon = await ctx.deploy("UpgradeableBeacon", [impl, tl]);
      const gateway = await ctx.deploy("H6L2ERC20Gateway", [ARB_L1_GATEWAY]);
      const token = await ctx.deploy("BeaconProxy", [beacon, "0x"]);
      const alias = l1ToL2Alias(ARB_L1_GATEWAY);
      await ctx.send(gateway, "H6L2ERC20Gateway", "registerToken", [L1_LINK, token, "ChainLink Token", "LINK"], alias);
      await ctx.send(
        gateway,
        "H6L2ERC20Gateway",
        "finalizeInboundTransfer",
        [L1_LINK, ctx.deployer, ctx.deployer, SUPPLY, "0x"],
        alias,
      );
      remember(token, "gateway", gateway);
      remember(token, "beacon", beacon);
      return openMarket(ctx, token, { lp: "wide", liquidity: 40 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const gateway = deployed(l.token, "gateway");
      await refused(
        ctx,
        ctx.send(gateway, "H6L2ERC20Gateway", "finalizeInboundTransfer", [
          L1_LINK,
          ctx.deployer,
          ctx.deployer,
          SUPPLY,
          "0x",
        ]),
        "an unrelayed deposit",
      );
      await refused(ctx, ctx.send(l.token, "H6StandardArbERC20", "bridgeMint", [ctx.deployer, 1n]), "a direct mint");
      const v2 = await ctx.deploy("H6StandardArbERC20");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "beacon"), "UpgradeableBeacon", "upgradeTo", [v2]),
        "the deployer's upgrade",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "crvusd-factory-debt-ceiling",
    expected: "safe",
    ageDays: 160,
    source:
      "crvUSD, Curve (Etherscan-verified 0xf939E0A03FB07F59A73314E73794Be0E57ac1b4E, Stablecoin.vy; github.com/curvefi/curve-stablecoin contracts/Stablecoin.vy, ControllerFactory.vy: only `minter` mints and changes the minter; the factory's admin, the DAO's ownership agent, sets debt ceilings; controllers lend against collateral); " +
      `${OZ_TL} (a seven-day stand-in for the DAO vote); H6Real.sol H6CrvUsd + H6CrvFactory + H6CrvController`,
    rationale:
      "Only the factory mints, and only a market's debt ceiling, which only its admin sets; the admin is a seven-day timelock. The market lends crvUSD only against collateral above 111 %. Governed, collateral-bound issuance; LP widely held.",
    launch: async (ctx) => {
      const tl = await ozTimelock(ctx, 7n * DAY, ctx.deployer);
      const crv = await ctx.deploy("H6CrvUsd");
      const factory = await ctx.deploy("H6CrvFactory", [crv, ctx.deployer]);
      await ctx.send(crv, "H6CrvUsd", "set_minter", [factory]);
      const controller = await ctx.deploy("H6CrvController", [crv, 3000n]);
      await ctx.send(factory, "H6CrvFactory", "set_debt_ceiling", [controller, 2_000_000n * E18]);
      await ctx.send(factory, "H6CrvFactory", "set_admin", [tl]);
      await ctx.send(controller, "H6CrvController", "create_loan", [1_600_000n * E18], ctx.deployer, 600n * E18);
      remember(crv, "factory", factory);
      remember(crv, "controller", controller);
      return openMarket(ctx, crv, { lp: "wide", quote: "usd", liquidity: 400_000 });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H6CrvUsd", "mint", [ctx.deployer, 1n]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "factory"), "H6CrvFactory", "set_debt_ceiling", [ctx.deployer, SUPPLY]),
        "the deployer's ceiling",
      );
      await refused(
        ctx,
        ctx.send(
          deployed(l.token, "controller"),
          "H6CrvController",
          "create_loan",
          [1_000_000n * E18],
          ctx.wallet(40),
          E18,
        ),
        "an undercollateralised loan",
      );
      await holderSells(ctx, l);
    },
  },
];
