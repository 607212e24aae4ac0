/**
 * HELD-OUT EVM evaluation set v4 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-26), the earlier
 * sets' plumbing and case formats (whose case NAMES it avoided repeating as shapes). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. Never edit an expectation to match the engine; a broken launch
 * script may be fixed, with the reason in the commit.
 *
 * `danger` = the engine should say high or critical; `safe` = low or medium (tests/eval/harness.ts).
 * Analyst rule (README.md of this folder, in full there): DANGER when one party acting alone, now or within hours,
 * can create tokens without bound, take or rewrite what holders own or have approved, stop holders from selling or
 * moving, make selling or moving cost most of the value, or replace the code; or when the token already does one of
 * these to ordinary holders in real transactions; or when one address can remove most of the pool (LP it controls,
 * an expired lock, a migrator, or a bag far larger than the pool). "One party" is whoever it really is: an EOA, a key
 * baked into the bytecode, a one-owner Safe, a Safe module, a role, a timelock whose delay its admin can drop, a
 * forwarding contract, or anyone at all. SAFE when nobody can, when the power is bounded in code (caps, fixed
 * schedules, closed windows, constants) or only loosens, or when only governance can act (a Safe whose threshold
 * needs two or more distinct keys and no module, or a timelock of two days or more), and no single address can pull
 * most of the pool.
 *
 * Each launch: contracts/heldout4 compiled with solc (with the earlier sets' plumbing) or the official Safe artifacts,
 * a Uniswap V2 pair against WETH or a dollar stablecoin, liquidity, a spread of the supply over ten holders and more,
 * buys and sells by several wallets minutes to hours apart, the LP settled as the scenario says, then the owner
 * actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256, pad, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { DEAD, type LaunchContext } from "../evm/world";
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
  LP_PROVIDERS,
  lastDay,
  openMarket,
  owners,
  remember,
  safeExec,
  sellPaysOver,
  sellPaysUnder,
} from "./market";

/** Same shape as the v2 / v3 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm4Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const MAX = 2n ** 256n - 1n;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts', dataset descriptions)";
const GOPLUS = "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const UNI_SCAMS = "support.uniswap.org 'Unsellable token scams'";
const REKT = "rekt.news rug-pull write-ups";
const CERTIK =
  "CertiK / SlowMist audit finding classes (centralization risk, privileged roles, unprotected initializer)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold, modules, execTransactionFromModule); @safe-global/safe-smart-account 1.5.0 artifacts";
const COMPOUND_TL = "Compound Timelock (github.com/compound-finance/compound-protocol contracts/Timelock.sol)";

/** The voucher signer's key (a local test key, derived from a fixed phrase; only signs vouchers in the proofs). */
const VOUCHER_SIGNER = privateKeyToAccount(keccak256(toHex("held-out v4 voucher signer")));

async function signVoucher(token: Address, claimer: Address, amount: bigint, nonce: bigint): Promise<Hex> {
  const hash = keccak256(encodePacked(["address", "address", "uint256", "uint256"], [token, claimer, amount, nonce]));
  return VOUCHER_SIGNER.signMessage({ message: { raw: hash } });
}

/** Storage slot of balanceOf[who] in the set's H4ERC20 layout (name, symbol, totalSupply, balanceOf: slot 3). */
const balanceSlot = (who: Address): Hex =>
  keccak256(encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [who, 3n]));

const proxyInit = (ctx: LaunchContext, contract = "H4ProxyTokenImpl") =>
  ctx.encode(contract, "initialize", ["Held Four Proxy", "HFP", ctx.deployer, SUPPLY]);

const readImpl = (ctx: LaunchContext, proxy: Address) => () => ctx.storage(proxy, IMPL_1967);

export const HELDOUT_EVM4_CASES: readonly HeldoutEvm4Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "owner-writes-allowances",
    expected: "danger",
    ageDays: 5,
    source: `${GOPLUS} (owner_change_balance); ${CRP} (hidden transfer); H4Danger.sol H4PermitSyncToken`,
    rationale:
      "The owner (one EOA) can call syncPermit(holder, spender, amount) and give itself an unlimited allowance over any holder's tokens without a signature, then take them with transferFrom.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H4PermitSyncToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      await ctx.send(l.token, "H4PermitSyncToken", "syncPermit", [victim, ctx.deployer, MAX]);
      await ctx.send(l.token, "PlainUpgradeableToken", "transferFrom", [victim, ctx.deployer, bal]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's tokens were not taken");
    },
  },
  {
    name: "signed-voucher-unbounded-mint",
    expected: "danger",
    ageDays: 11,
    source: `${CERTIK} (off-chain signer mints); ${SNIFFER} (mintable); H4Danger.sol H4VoucherToken (no cap, no deadline)`,
    rationale:
      "claim() mints any amount an off-chain signer key signed, with no cap and no deadline. No owner() at all, but whoever holds that one key can print unlimited tokens and sell them into the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4VoucherToken", [SUPPLY, VOUCHER_SIGNER.address, MAX, 2n ** 64n]), {
        lp: "lock",
        quote: "usd",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const amount = SUPPLY * 5n;
      const sig = await signVoucher(l.token, ctx.deployer, amount, 1n);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H4VoucherToken", "claim", [amount, 1n, sig]),
        "a signed voucher",
      );
    },
  },
  {
    name: "staked-lp-farm-migrator",
    expected: "danger",
    ageDays: 30,
    source: `${REKT} (MasterChef migrator rug vector); ${CERTIK} (migrator centralization); H4Danger.sol H4Farm + H4RugMigrator`,
    rationale:
      "The LP is widely held (the deployer's share is an eighth) but every LP holder staked it in the team's farm; the farm's owner (one EOA) can set a migrator that receives an approval for all staked LP and returns a dummy token, then pull the whole pool.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4PlainToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "wide",
        afterLp: async (pair) => {
          const farm = await ctx.deploy("H4Farm", [pair]);
          remember(token, "farm", farm);
          for (const who of [ctx.deployer, ...LP_PROVIDERS.map((i) => ctx.wallet(i))]) {
            const lp = await ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);
            await ctx.send(pair, "Pair", "approve", [farm, lp], who);
            await ctx.send(farm, "H4Farm", "deposit", [lp], who);
          }
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const farm = deployed(l.token, "farm");
      must((await ctx.lpShare(l.pair!, farm)) > 0.8, "the farm does not hold most of the LP");
      const migrator = await ctx.deploy("H4RugMigrator", [ctx.deployer]);
      await ctx.send(farm, "H4Farm", "setMigrator", [migrator]);
      await ctx.send(farm, "H4Farm", "migrate", []);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "sells-stop-after-three",
    expected: "danger",
    ageDays: 3,
    source: `${HONEYPOT} (sells limited to a number of trades); ${UNI_SCAMS}; H4Danger.sol H4SellCounterToken`,
    rationale:
      "Only the first three sells by ordinary wallets go through; the launch used them up (two early sells and one on the last day). Every holder's sell now reverts: a honeypot that showed real sells on the chart.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4SellCounterToken", [SUPPLY, 3n]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<bigint>(l.token, "H4SellCounterToken", "sellsLeft")) === 0n, "sells are left");
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "fallback-storage-writer",
    expected: "danger",
    ageDays: 8,
    source: `${CRP} (hidden balance modification); ${GOPLUS} (owner_change_balance, hidden functions); H4Danger.sol H4StorageTunedToken`,
    rationale:
      "No named privileged function at all: the fallback lets the owner (one EOA) write any storage slot, so balances, supply and settings are whatever the owner writes. One 68-byte call zeroes a holder.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4StorageTunedToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      await ctx.send(l.token, "H4RawAbi", "poke", [balanceSlot(victim), pad("0x00", { size: 32 })]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's balance was not written");
    },
  },
  {
    name: "vesting-lock-on-any-holder",
    expected: "danger",
    ageDays: 14,
    source: `${GOPLUS} (is_blacklisted: freeze under another name); ${SNIFFER}; H4Danger.sol H4VestingLockToken`,
    rationale:
      "setVestingSchedule(account, until) lets the owner (one EOA) put a lock of any length on ANY address, not only team wallets; a locked holder cannot sell or move. A blacklist under a vesting name.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H4VestingLockToken", [SUPPLY]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H4VestingLockToken", "setVestingSchedule", [ctx.wallet(HOLDER), 2n ** 63n]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "gas-priced-sell-tax",
    expected: "danger",
    ageDays: 2,
    source: `${HONEYPOT} (simulation-evading sell conditions); ${SNIFFER} (high sell fee); H4Danger.sol H4GasPriceTaxToken`,
    rationale:
      "A sell that pays for gas (every real transaction) loses 99 % to the owner; only a zero-gas-price call pays 1 %. Holders' real sells already return almost nothing.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4GasPriceTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysUnder(ctx, l, 0.05, HOLDER),
  },
  {
    name: "safemoon-lock-owner-returns",
    expected: "danger",
    ageDays: 12,
    source: `${SNIFFER} (ownership can be regained); SafeMoon-fork Ownable with lock()/unlock() (e.g. github.com/solidproof/Projects Metaverse-DAO/Contracts/Ownable.sol, audited fork sources); H4Danger.sol H4LockUnlockToken`,
    rationale:
      "owner() reads zero, but the team used lock(3 days), not renounce: the lock ran out, so the previous owner can unlock() and get back the uncapped sell-fee setter at any time.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4LockUnlockToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H4LockUnlockToken", "lock", [3n * 86_400n]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H4LockUnlockToken", "unlock", []);
      await ctx.send(l.token, "H4LockUnlockToken", "setSellFeePercent", [99n]);
      await sellPaysUnder(ctx, l, 0.05, HOLDER);
    },
  },
  {
    name: "uups-upgrade-unprotected",
    expected: "danger",
    ageDays: 25,
    source: `${CERTIK} (unprotected upgrade); OpenZeppelin UUPSUpgradeable security advisory (2021: upgrade functions reachable without authorization); H4Danger.sol H4UupsProxy + H4UupsOpenImpl`,
    rationale:
      "An EIP-1967 UUPS proxy whose implementation forgot the access check on upgradeTo: ANY address can replace the token's code. Widely held LP does not help when the ledger itself can be swapped.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H4UupsOpenImpl");
      const proxy = await ctx.deploy("H4UupsProxy", [impl, proxyInit(ctx, "H4UupsOpenImpl")]);
      return openMarket(ctx, proxy, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("H4UupsOpenImpl", [], ctx.wallet(81));
      await codeReplaced(readImpl(ctx, l.token), () =>
        ctx.send(l.token, "H4UupsOpenImpl", "upgradeTo", [other], ctx.wallet(81)),
      );
    },
  },
  {
    name: "safe-owner-with-module-key",
    expected: "danger",
    ageDays: 18,
    source: `${SAFE_DOCS} (a module executes without owner signatures); ${CERTIK}; official Safe 3-of-5 + H4GovernedMintToken`,
    rationale:
      "The mint is owned by a real Safe 3-of-5, but the Safe has a module enabled: the deployer's EOA. A module calls execTransactionFromModule with no signatures, so one key can mint without bound.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4GovernedMintToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      const signers = owners(ctx, [40, 41, 42, 43, 44]);
      const safe = await deploySafe(ctx, signers, 3);
      remember(token, "safe", safe);
      await ctx.send(token, "H4GovernedMintToken", "transferOwnership", [safe]);
      await safeExec(ctx, safe, safe, ctx.encode("Safe", "enableModule", [ctx.deployer]), signers.slice(0, 3));
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const data = ctx.encode("H4GovernedMintToken", "mint", [ctx.deployer, SUPPLY * 10n]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(safe, "Safe", "execTransactionFromModule", [l.token, 0n, data, 0]),
        "the module's call",
      );
    },
  },
  {
    name: "timelock-admin-sets-delay",
    expected: "danger",
    ageDays: 21,
    source: `${COMPOUND_TL} (setDelay must come through the timelock, minimum 2 days); ${REKT} (fake timelocks); H4Danger.sol H4FlexTimelock`,
    rationale:
      "The mint is owned by a 'timelock' showing a three-day delay, but its admin (one EOA) can set the delay to zero directly, queue and execute at once: an unbounded mint within minutes.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4GovernedMintToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "lock" });
      const tl = await ctx.deploy("H4FlexTimelock", [ctx.deployer, 3n * 86_400n]);
      remember(token, "timelock", tl);
      await ctx.send(token, "H4GovernedMintToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const data = ctx.encode("H4GovernedMintToken", "mint", [ctx.deployer, SUPPLY * 10n]);
      await ctx.send(tl, "H4FlexTimelock", "setDelay", [0n]);
      const eta = BigInt((await ctx.now()) + 60);
      await ctx.send(tl, "H4FlexTimelock", "queueTransaction", [l.token, data, eta]);
      await ctx.wait(0.05);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(tl, "H4FlexTimelock", "executeTransaction", [l.token, data, eta]),
        "the timelock's execution",
      );
    },
  },
  {
    name: "router-approvals-silently-zero",
    expected: "danger",
    ageDays: 1.5,
    source: `${UNI_SCAMS} (tokens you can buy but not sell); ${HONEYPOT}; H4Danger.sol H4ApproveGateToken`,
    rationale:
      "approve() reports success but stores zero when an unlisted holder approves the router, so every holder's sell fails on the router's transferFrom. Buys work; only the owner's list can sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4ApproveGateToken", [SUPPLY, ctx.router]), { lp: "burn", sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => holderCannotSell(ctx, l),
  },
  {
    name: "deployer-bag-dwarfs-pool",
    expected: "danger",
    ageDays: 6,
    source: `${GOPLUS} (holders: owner_percent, creator_percent); ${SNIFFER} (large holder concentration); H4Base.sol H4PlainToken`,
    rationale:
      "Clean code and burnt LP, but the deployer's wallet keeps about 70 % of the supply while the pool holds about 5 %: one sell by that wallet takes nearly all the dollars in the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4PlainToken", [SUPPLY]), {
        lp: "burn",
        quote: "usd",
        listBps: 500,
        holderBps: 100,
        keepBps: 7000,
        deadBurn: false,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.1, "the deployer's sell did not empty the pool");
    },
  },
  {
    name: "lp-lock-already-expired",
    expected: "danger",
    ageDays: 9,
    source: `${REKT} (liquidity removed after short locks); ${GOPLUS} (lp_holders is_locked, unlock time); H4Base.sol H4PlainToken + the world's UNCX-style locker`,
    rationale:
      "All LP was locked, but only for two days and the pair is nine days old: the lock has expired, the deployer can withdraw the LP from the locker and pull the pool whenever it likes.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H4PlainToken", [SUPPLY]), { lp: "lock-2d" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(ctx.locker, "TestLocker", "withdraw", [l.pair!, 0n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "external-fee-oracle-uncapped",
    expected: "danger",
    ageDays: 4,
    source: `${GOPLUS} (external_call, slippage_modifiable); ${CRP}; H4Danger.sol H4OracleFeeToken + H4FeeOracle (cap 100 %, oracle replaceable)`,
    rationale:
      "The sell fee is whatever an external 'fee oracle' returns, uncapped, and the owner (one EOA) owns the oracle and may replace it: today 3 %, one call makes it 99 %.",
    launch: async (ctx) => {
      const oracle = await ctx.deploy("H4FeeOracle");
      const token = await ctx.deploy("H4OracleFeeToken", [SUPPLY, oracle, 10_000n, false]);
      remember(token, "oracle", oracle);
      return openMarket(ctx, token, { lp: "burn", quote: "usd", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "oracle"), "H4FeeOracle", "setFee", [9_900n]);
      await sellPaysUnder(ctx, l, 0.05, HOLDER);
    },
  },
  {
    name: "reinitializer-behind-dead-admin",
    expected: "danger",
    ageDays: 16,
    source: `${CERTIK} (unprotected / repeatable initializer); EIP-1967; H4Danger.sol H4ReinitImpl behind H4Proxy1967 (admin 0x…dEaD)`,
    rationale:
      "The proxy's admin is 0x…dEaD, so nobody can upgrade, but the implementation lets its first initializer (the deployer's EOA) call initialize again, and each call adds any amount to any address: an unbounded mint.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H4ReinitImpl");
      const proxy = await ctx.deploy("H4Proxy1967", [impl, DEAD, proxyInit(ctx, "H4ReinitImpl")]);
      return openMarket(ctx, proxy, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(
        (await ctx.storage(l.token, ADMIN_1967)).toLowerCase().endsWith(DEAD.slice(2).toLowerCase()),
        "admin not dead",
      );
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H4ReinitImpl", "initialize", ["x", "y", ctx.deployer, SUPPLY * 10n]),
        "a second initialize",
      );
    },
  },
  {
    name: "lp-in-one-owner-safe",
    expected: "danger",
    ageDays: 7,
    source: `${SAFE_DOCS} (threshold 1 of 1 owner); ${REKT}; official Safe 1-of-1 + H4PlainToken`,
    rationale:
      "All LP sits in a real Safe, but its only owner is the deployer and the threshold is one: one signature moves the LP out and pulls the pool.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4PlainToken", [SUPPLY]);
      const safe = await deploySafe(ctx, [ctx.deployer], 1);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "to", lpTo: safe });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const lp = await ctx.read<bigint>(l.pair!, "Pair", "balanceOf", [safe]);
      await safeExec(ctx, safe, l.pair!, ctx.encode("Pair", "transfer", [ctx.deployer, lp]), [ctx.deployer]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "wallet-transfer-tax-99",
    expected: "danger",
    ageDays: 5,
    source: `${GOPLUS} (transfer_tax); ${SNIFFER} (transfer fee); H4Danger.sol H4WalletTaxToken`,
    rationale:
      "Buys and sells are untaxed, but any wallet-to-wallet transfer loses 99 % to the owner: a holder moving tokens to another wallet or an exchange loses nearly everything.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4WalletTaxToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const from = ctx.wallet(HOLDER);
      const to = ctx.wallet(81);
      const amount = (await ctx.balance(l.token, from)) / 10n;
      await ctx.send(l.token, "PlainUpgradeableToken", "transfer", [to, amount], from);
      must((await ctx.balance(l.token, to)) * 50n < amount, "the transfer was not taxed");
    },
  },
  {
    name: "proxy-admin-forwarder-one-key",
    expected: "danger",
    ageDays: 35,
    source: `${CERTIK} (proxy admin centralization); ${SNIFFER} (hidden owner); EIP-1967; H4Danger.sol H4AdminForwarder + H4Proxy1967`,
    rationale:
      "The EIP-1967 admin is a contract with no owner(): it forwards any call from one operator address fixed in its bytecode. That one key can upgrade the token to any code.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H4ProxyTokenImpl");
      const fw = await ctx.deploy("H4AdminForwarder", [ctx.deployer]);
      const proxy = await ctx.deploy("H4Proxy1967", [impl, fw, proxyInit(ctx)]);
      remember(proxy, "forwarder", fw);
      return openMarket(ctx, proxy, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const v2 = await ctx.deploy("H4ProxyTokenImplV2");
      const fw = deployed(l.token, "forwarder");
      await codeReplaced(readImpl(ctx, l.token), () =>
        ctx.send(fw, "H4AdminForwarder", "exec", [l.token, ctx.encode("H4Proxy1967", "upgradeTo", [v2])]),
      );
    },
  },
  {
    name: "emission-rate-set-by-eoa",
    expected: "danger",
    ageDays: 10,
    source: `${CRP} (unlimited minting); ${CERTIK} (emission parameters without bounds); H4Danger.sol H4EmissionToken`,
    rationale:
      "Tokens stream to a treasury at a per-second rate that one EOA may set without any bound; anyone can trigger the distribution. One call and the supply multiplies within a block.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H4EmissionToken", [SUPPLY]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H4EmissionToken", "setEmissionRate", [SUPPLY]);
      await ctx.wait(0.01);
      await ctx.send(l.token, "H4EmissionToken", "distribute", []);
      must((await ctx.supply(l.token)) > before * 2n, "the supply did not multiply");
    },
  },
  {
    name: "stealth-balance-credit",
    expected: "danger",
    ageDays: 3,
    source: `${CRP} (hidden mint / balance modification); ${GOPLUS} (owner_change_balance); H4Danger.sol H4StealthCreditToken`,
    rationale:
      "accrueRewards(amount) adds any amount to the owner's own balance with no Transfer event and no change to totalSupply; the owner can then sell the credit and empty the pool.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4StealthCreditToken", [SUPPLY]), { lp: "burn", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const supply = await ctx.supply(l.token);
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.token, "H4StealthCreditToken", "accrueRewards", [SUPPLY * 10n]);
      must((await ctx.supply(l.token)) === supply, "the supply changed");
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.05, "the credit did not drain the pool");
    },
  },

  // ───────────────────────────── SAFE ─────────────────────────────
  {
    name: "mint-behind-two-day-timelock",
    expected: "safe",
    ageDays: 40,
    source: `${COMPOUND_TL} (2-day minimum delay; the first set's HeldoutTimelock reproduces it); H4Base.sol H4GovernedMintToken`,
    rationale:
      "The owner can mint, but the owner is a Compound-style timelock with a two-day delay: any mint is queued in public two days ahead, so holders can see it coming and leave. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4GovernedMintToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      const tl = await ctx.deploy("HeldoutTimelock", [ctx.deployer, 2n * 86_400n]);
      remember(token, "timelock", tl);
      await ctx.send(token, "H4GovernedMintToken", "transferOwnership", [tl]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const data = ctx.encode("H4GovernedMintToken", "mint", [ctx.deployer, SUPPLY]);
      await refused(ctx, ctx.send(l.token, "H4GovernedMintToken", "mint", [ctx.deployer, 1n]), "a direct mint");
      const eta = BigInt((await ctx.now()) + 2 * 86_400 + 60);
      await ctx.send(tl, "HeldoutTimelock", "queueTransaction", [l.token, data, eta]);
      await refused(
        ctx,
        ctx.send(tl, "HeldoutTimelock", "executeTransaction", [l.token, data, eta]),
        "an early execution",
      );
    },
  },
  {
    name: "proxyadmin-owned-by-safe-4of7",
    expected: "safe",
    ageDays: 60,
    source: `${SAFE_DOCS}; OpenZeppelin ProxyAdmin / TransparentUpgradeableProxy docs; official Safe 4-of-7 + H4ProxyAdmin + H4Proxy1967`,
    rationale:
      "An upgradeable token whose ProxyAdmin is owned by a real Safe needing 4 of 7 distinct keys, with no module: an upgrade is a governance act, as for many listed tokens. LP widely held.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H4ProxyTokenImpl");
      const pa = await ctx.deploy("H4ProxyAdmin");
      const proxy = await ctx.deploy("H4Proxy1967", [impl, pa, proxyInit(ctx)]);
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44, 45, 46]), 4);
      await ctx.send(pa, "H4ProxyAdmin", "transferOwnership", [safe]);
      remember(proxy, "proxyAdmin", pa);
      remember(proxy, "safe", safe);
      return openMarket(ctx, proxy, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const pa = deployed(l.token, "proxyAdmin");
      const safe = deployed(l.token, "safe");
      const v2 = await ctx.deploy("H4ProxyTokenImplV2");
      const data = ctx.encode("H4ProxyAdmin", "upgrade", [l.token, v2]);
      await refused(ctx, ctx.send(pa, "H4ProxyAdmin", "upgrade", [l.token, v2]), "the deployer's upgrade");
      await refused(ctx, safeExec(ctx, safe, pa, data, owners(ctx, [40, 41, 42])), "an upgrade with three signatures");
      await holderSells(ctx, l);
    },
  },
  {
    name: "blacklist-behind-safe-timelock",
    expected: "safe",
    ageDays: 45,
    source: `${COMPOUND_TL}; ${SAFE_DOCS}; official Safe 2-of-3 as admin of HeldoutTimelock (3 days) + H4Safe.sol H4BlacklistToken`,
    rationale:
      "The token has a blacklist, but its owner is a three-day timelock administered by a real Safe 2-of-3: no wallet can be frozen without two keys and three days' public notice.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4BlacklistToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "lock", quote: "usd" });
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42]), 2);
      const tl = await ctx.deploy("HeldoutTimelock", [safe, 3n * 86_400n]);
      await ctx.send(token, "H4BlacklistToken", "transferOwnership", [tl]);
      remember(token, "safe", safe);
      remember(token, "timelock", tl);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const tl = deployed(l.token, "timelock");
      const data = ctx.encode("H4BlacklistToken", "setBlacklist", [ctx.wallet(HOLDER), true]);
      await refused(
        ctx,
        ctx.send(l.token, "H4BlacklistToken", "setBlacklist", [ctx.wallet(HOLDER), true]),
        "a direct blacklist",
      );
      const eta = BigInt((await ctx.now()) + 3 * 86_400 + 60);
      const signers = owners(ctx, [40, 41]);
      await safeExec(ctx, safe, tl, ctx.encode("HeldoutTimelock", "queueTransaction", [l.token, data, eta]), signers);
      await refused(
        ctx,
        safeExec(ctx, safe, tl, ctx.encode("HeldoutTimelock", "executeTransaction", [l.token, data, eta]), signers),
        "an early execution",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "trading-switch-one-way",
    expected: "safe",
    ageDays: 9,
    source: `${HONEYPOT} (trading toggles); ${GOPLUS} (trading_cooldown, transfer_pausable); H4Safe.sol H4LaunchSwitchToken`,
    rationale:
      "Trading started closed and the owner opened it once at launch; there is no function that closes it again and no other owner power. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4LaunchSwitchToken", [SUPPLY]);
      return openMarket(ctx, token, {
        lp: "burn",
        beforeLp: () => ctx.send(token, "H4LaunchSwitchToken", "openTrading", []),
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(await ctx.read<boolean>(l.token, "H4LaunchSwitchToken", "tradingOpen"), "trading is not open");
      await holderSells(ctx, l);
    },
  },
  {
    name: "voucher-claims-closed",
    expected: "safe",
    ageDays: 20,
    source: `${CERTIK} (signature mints, bounded); H4Danger.sol H4VoucherToken (cap 2 %, deadline one day after launch)`,
    rationale:
      "An airdrop by signed vouchers, capped at 2 % of the supply in code and closed one day after launch; the pair is twenty days old, so the signer's key can no longer mint anything. No owner.",
    launch: async (ctx) => {
      const deadline = BigInt((await ctx.now()) + 86_400);
      const token = await ctx.deploy("H4VoucherToken", [SUPPLY, VOUCHER_SIGNER.address, SUPPLY / 50n, deadline]);
      return openMarket(ctx, token, { lp: "burn" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const amount = SUPPLY / 100n;
      const sig = await signVoucher(l.token, ctx.deployer, amount, 7n);
      await refused(ctx, ctx.send(l.token, "H4VoucherToken", "claim", [amount, 7n, sig]), "a late voucher");
      await holderSells(ctx, l);
    },
  },
  {
    name: "storage-writer-owner-renounced",
    expected: "safe",
    ageDays: 13,
    source: `${GOPLUS} (owner renounced); H4Danger.sol H4StorageTunedToken, ownership renounced`,
    rationale:
      "Same raw storage-writing fallback as a backdoor, but it only answers owner(), and ownership was renounced to zero: no address can reach it. No other privilege; LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4StorageTunedToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn" });
      await ctx.send(token, "H4StorageTunedToken", "renounceOwnership", []);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H4RawAbi", "poke", [balanceSlot(ctx.wallet(HOLDER)), pad("0x00", { size: 32 })]),
        "the storage write",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "uups-owned-by-safe-3of5",
    expected: "safe",
    ageDays: 50,
    source: `${SAFE_DOCS}; EIP-1822 / EIP-1967 (UUPS); H4Danger.sol H4UupsProxy + H4UupsOwnedImpl owned by an official Safe 3-of-5`,
    rationale:
      "A UUPS token whose upgradeTo checks its owner, and the owner is a real Safe needing 3 of 5 distinct keys, with no module: upgrades are governance. LP widely held on a dollar pair.",
    launch: async (ctx) => {
      const impl = await ctx.deploy("H4UupsOwnedImpl");
      const proxy = await ctx.deploy("H4UupsProxy", [impl, proxyInit(ctx, "H4UupsOwnedImpl")]);
      await ctx.send(proxy, "H4UupsOwnedImpl", "claimOwnership", []);
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      await ctx.send(proxy, "H4UupsOwnedImpl", "transferOwnership", [safe]);
      return openMarket(ctx, proxy, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const other = await ctx.deploy("H4UupsOwnedImpl");
      await refused(ctx, ctx.send(l.token, "H4UupsOwnedImpl", "upgradeTo", [other]), "the deployer's upgrade");
      await holderSells(ctx, l);
    },
  },
  {
    name: "safemoon-fork-renounced-plainly",
    expected: "safe",
    ageDays: 15,
    source: `SafeMoon-fork Ownable with lock()/unlock() (e.g. github.com/solidproof/Projects Metaverse-DAO/Contracts/Ownable.sol, audited fork sources); ${SNIFFER}; H4Danger.sol H4LockUnlockToken`,
    rationale:
      "A SafeMoon-fork ownership with lock()/unlock(), but the team called renounceOwnership() and never lock(): no previous owner is remembered, so nobody can unlock; the 2 % sell fee is frozen. LP burnt.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4LockUnlockToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true });
      await ctx.send(token, "H4LockUnlockToken", "renounceOwnership", []);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H4LockUnlockToken", "unlock", []), "unlock by the deployer");
      await refused(ctx, ctx.send(l.token, "H4LockUnlockToken", "setSellFeePercent", [99n]), "a fee change");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "lp-in-treasury-safe-3of5",
    expected: "safe",
    ageDays: 28,
    source: `${SAFE_DOCS}; ${GOPLUS} (lp_holders: contract holders); official Safe 3-of-5 + H4PlainToken`,
    rationale:
      "All LP is held by the project treasury, a real Safe needing 3 of 5 distinct keys with no module; no single wallet can pull the pool, and the token has no owner.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4PlainToken", [SUPPLY]);
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "to", lpTo: safe });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const lp = await ctx.read<bigint>(l.pair!, "Pair", "balanceOf", [safe]);
      const data = ctx.encode("Pair", "transfer", [ctx.wallet(40), lp]);
      await refused(ctx, safeExec(ctx, safe, l.pair!, data, owners(ctx, [40, 41])), "an LP move with two signatures");
      await holderSells(ctx, l);
    },
  },
  {
    name: "owner-mint-two-percent-headroom",
    expected: "safe",
    ageDays: 33,
    source: `${GOPLUS} (is_mintable, bounded); ${CERTIK} (mint caps); H4Safe.sol H4HeadroomMintToken`,
    rationale:
      "The owner (an EOA) may mint, but a hard cap 2 % above the launch supply is written into mint(): the worst dilution is bounded and small. LP locked for 18 months on a dollar pair.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4HeadroomMintToken", [SUPPLY]), { lp: "lock", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H4HeadroomMintToken", "mint", [ctx.deployer, SUPPLY / 40n]),
        "a mint above the cap",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "fixed-thirty-second-cooldown",
    expected: "safe",
    ageDays: 7,
    source: `${GOPLUS} (trading_cooldown); ${HONEYPOT}; H4Safe.sol H4CooldownToken`,
    rationale:
      "A wallet must wait 30 seconds between two sells; the figure is a constant and there is no owner. It slows bots, it cannot stop a holder from selling. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4CooldownToken", [SUPPLY]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 3_000);
      await refused(ctx, ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 3_000), "an immediate second sell");
      await ctx.wait(0.02);
      await holderSells(ctx, l);
    },
  },
  {
    name: "external-fee-oracle-capped-fixed",
    expected: "safe",
    ageDays: 19,
    source: `${GOPLUS} (external_call, slippage_modifiable); H4Danger.sol H4OracleFeeToken (cap 5 %, oracle fixed) + H4FeeOracle`,
    rationale:
      "The sell fee comes from an external oracle whose owner can change it, but the token caps it at 5 % and the oracle address is fixed at deployment (its code only returns a number): the worst case is a 5 % fee.",
    launch: async (ctx) => {
      const oracle = await ctx.deploy("H4FeeOracle");
      const token = await ctx.deploy("H4OracleFeeToken", [SUPPLY, oracle, 500n, true]);
      remember(token, "oracle", oracle);
      return openMarket(ctx, token, { lp: "lock", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(deployed(l.token, "oracle"), "H4FeeOracle", "setFee", [10_000n]);
      await refused(ctx, ctx.send(l.token, "H4OracleFeeToken", "setFeeOracle", [ctx.wallet(81)]), "an oracle swap");
      await sellPaysOver(ctx, l, 0.85, HOLDER);
    },
  },
  {
    name: "lp-half-burnt-half-locked",
    expected: "safe",
    ageDays: 24,
    source: `${GOPLUS} (lp_holders, is_locked); H4Base.sol H4PlainToken + the world's UNCX-style locker`,
    rationale:
      "Half of the LP is burnt and the other half locked for 400 days; no owner, fixed supply, dollar pair. Nobody can pull the pool before the lock ends.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H4PlainToken", [SUPPLY]), { lp: "split", quote: "usd" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(ctx.locker, "TestLocker", "withdraw", [l.pair!, 0n]), "an early withdrawal");
      must((await ctx.lpShare(l.pair!, DEAD)) > 0.45, "half the LP is not burnt");
      await holderSells(ctx, l);
    },
  },

  // ─────────────── SAFE: real tokens (behaviour of their Etherscan-verified sources) ───────────────
  {
    name: "yfi-shape-governance-safe",
    expected: "safe",
    ageDays: 90,
    source:
      "YFI, Etherscan-verified 0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93e (governance adds minters; governance is the Yearn multisig, a Safe 6-of-9); H4Real.sol H4YFI + official Safe 6-of-9",
    rationale:
      "Minters are added by governance, and governance is a real Safe needing 6 of 9 distinct keys; the launch minter was removed. Minting is a governance act, as on mainnet. LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4YFI");
      await ctx.send(token, "H4YFI", "addMinter", [ctx.deployer]);
      await ctx.send(token, "H4YFI", "mint", [ctx.deployer, 36_666n * 10n ** 18n]);
      await ctx.send(token, "H4YFI", "removeMinter", [ctx.deployer]);
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44, 45, 46, 47, 48]), 6);
      await ctx.send(token, "H4YFI", "setGovernance", [safe]);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H4YFI", "addMinter", [ctx.deployer]), "addMinter by the deployer");
      await refused(ctx, ctx.send(l.token, "H4YFI", "mint", [ctx.deployer, 1n]), "mint by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "matic-shape-pauser-safe",
    expected: "safe",
    ageDays: 80,
    source:
      "MATIC, Etherscan-verified 0x7D1AfA7B718fb893dB30A3aBc0Cfc608AaCfeBB0 (MaticToken is ERC20Pausable: fixed supply, PauserRole); H4Real.sol H4Matic, pauser handed to an official Safe 3-of-5",
    rationale:
      "Fixed supply of 10 billion; the only privilege is pausing, and the pauser role was handed to a real Safe 3-of-5 while the deployer renounced it. A governance pause, as listed tokens have. LP widely held on a dollar pair.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4Matic", [10n ** 28n]);
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      await ctx.send(token, "H4Matic", "addPauser", [safe]);
      await ctx.send(token, "H4Matic", "renouncePauser", []);
      return openMarket(ctx, token, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H4Matic", "pause", []), "a pause by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "lrc-shape-burnable-fixed",
    expected: "safe",
    ageDays: 70,
    source:
      "LRC v2, Etherscan-verified 0xBBbbCA6A901c926F240b89EacB641d8Aec7AEafD (LRC_v2; github.com/Loopring/protocols packages/lrc_v2): fixed supply, burn / burnFrom, no owner; H4Real.sol H4LRCv2",
    rationale:
      "Fixed supply of 1,395,076,054 LRC, holders may burn their own tokens, batchTransfer; no owner and no privileged function. LP widely held.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H4LRCv2", [1_395_076_054_523_857_892_274_603_100n]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const supply = await ctx.supply(l.token);
      await ctx.send(l.token, "H4LRCv2", "burn", [10n ** 18n], ctx.wallet(HOLDER));
      must((await ctx.supply(l.token)) === supply - 10n ** 18n, "burn did not reduce the supply");
      await holderSells(ctx, l);
    },
  },
  {
    name: "1inch-shape-owner-safe",
    expected: "safe",
    ageDays: 65,
    source:
      "1INCH, Etherscan-verified 0x111111111117dC0aa78b770fA6A738034120C302 (github.com/1inch/1inch-token contracts/OneInch.sol: Ownable, mint onlyOwner, burnable); H4Real.sol H4OneInch, ownership handed to an official Safe 3-of-5",
    rationale:
      "1.5 billion minted to the owner; the owner can mint more, and ownership was handed to a real Safe needing 3 of 5 distinct keys: minting is governance. LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4OneInch", [ctx.deployer]);
      const l = await openMarket(ctx, token, { lp: "wide" });
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      await ctx.send(token, "H4OneInch", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H4OneInch", "mint", [ctx.deployer, 1n]), "mint by the deployer");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sand-shape-admin-safe",
    expected: "safe",
    ageDays: 55,
    source:
      "SAND, Etherscan-verified 0x3845badAde8e6dFF049820680d1F14bD3903a5d0 (Sand: admin, setSuperOperator, executionAdmin; github.com/thesandboxgame/sandbox-smart-contracts); H4Real.sol H4Sand with admin = an official Safe 3-of-5",
    rationale:
      "Fixed 3 billion supply; the admin may enable super operators that move any holder's tokens, but the admin is a real Safe needing 3 of 5 keys, as on mainnet a team multisig. LP locked on a dollar pair.",
    launch: async (ctx) => {
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      const token = await ctx.deploy("H4Sand", [safe, safe, ctx.deployer]);
      return openMarket(ctx, token, { lp: "lock", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H4Sand", "setSuperOperator", [ctx.deployer, true]),
        "setSuperOperator by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "bnb-erc20-shape-owner-ether-only",
    expected: "safe",
    ageDays: 85,
    source:
      "BNB (ERC-20), Etherscan-verified 0xB8c77482e45F1F44dE1745F52C74426C631bDD52 (contract BNB, solidity 0.4.8: transfer returns nothing, self-freeze, owner-only withdrawEther); H4Real.sol H4BNB",
    rationale:
      "An old-style token: transfer returns no value and refuses zero amounts, holders may freeze or burn only their own tokens, and the owner EOA can only withdraw ether sent to the contract. Nothing over holders. LP widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H4BNB", [200_000_000n * 10n ** 18n]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H4BNB", "transfer", [ctx.wallet(81), 0n], ctx.wallet(HOLDER)),
        "a zero transfer",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H4BNB", "withdrawEther", [0n], ctx.wallet(HOLDER)),
        "withdrawEther by a holder",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "bal-shape-token-admin-schedule",
    expected: "safe",
    ageDays: 75,
    source:
      "BAL, Etherscan-verified 0xba100000625a3754423978a60c9317c58a424e3D (BalancerGovernanceToken: AccessControl MINTER_ROLE / SNAPSHOT_ROLE) and BalancerTokenAdmin (balancer-v2-monorepo pkg/liquidity-mining: sole minter, schedule-bounded); H4Real.sol H4BAL + H4BalTokenAdmin under an official Safe 3-of-5",
    rationale:
      "Every role of the token belongs to the token-admin contract, which mints only within a fixed emission schedule and only for a real Safe 3-of-5; the deployer renounced its roles. Bounded inflation, governed. LP widely held.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H4BAL", [SUPPLY / 10n]);
      const l = await openMarket(ctx, token, { lp: "wide" });
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      const admin = await ctx.deploy("H4BalTokenAdmin", [token, safe]);
      for (const role of ["DEFAULT_ADMIN_ROLE", "MINTER_ROLE", "SNAPSHOT_ROLE"]) {
        const id = await ctx.read<Hex>(token, "H4BAL", role);
        await ctx.send(token, "H4BAL", "grantRole", [id, admin]);
      }
      for (const role of ["MINTER_ROLE", "SNAPSHOT_ROLE", "DEFAULT_ADMIN_ROLE"]) {
        const id = await ctx.read<Hex>(token, "H4BAL", role);
        await ctx.send(token, "H4BAL", "renounceRole", [id, ctx.deployer]);
      }
      await ctx.send(admin, "H4BalTokenAdmin", "activate", []);
      remember(token, "safe", safe);
      remember(token, "admin", admin);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      const admin = deployed(l.token, "admin");
      await refused(ctx, ctx.send(l.token, "H4BAL", "mint", [ctx.deployer, 1n]), "mint by the deployer");
      await refused(
        ctx,
        safeExec(
          ctx,
          safe,
          admin,
          ctx.encode("H4BalTokenAdmin", "mint", [ctx.deployer, SUPPLY]),
          owners(ctx, [40, 41, 42]),
        ),
        "a mint above the schedule",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "pol-shape-rate-capped-emission",
    expected: "safe",
    ageDays: 60,
    source:
      "POL, Etherscan-verified 0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6 (github.com/0xPolygon/pol-token src/PolygonEcosystemToken.sol: EMISSION_ROLE mint limited to mintPerSecondCap since lastMint; CAP_MANAGER_ROLE with governance) and DefaultEmissionManager; H4Real.sol H4POL + H4EmissionManager, governance an official Safe 3-of-5",
    rationale:
      "New POL is minted only by the emission-manager contract, on a fixed 2 %-a-year schedule, and the token itself refuses more than 13.37 POL per second since the last mint; the cap and roles belong to a real Safe 3-of-5. LP widely held on a dollar pair.",
    launch: async (ctx) => {
      const em = await ctx.deploy("H4EmissionManager", [ctx.wallet(71)]);
      const safe = await deploySafe(ctx, owners(ctx, [40, 41, 42, 43, 44]), 3);
      const token = await ctx.deploy("H4POL", [ctx.deployer, em, safe]);
      await ctx.send(em, "H4EmissionManager", "initialize", [token]);
      remember(token, "emission", em);
      return openMarket(ctx, token, { lp: "wide", quote: "usd" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const em = deployed(l.token, "emission");
      const before = await ctx.supply(l.token);
      await ctx.send(em, "H4EmissionManager", "mint", []);
      const after = await ctx.supply(l.token);
      must(after > before && after < before + before / 100n, "the scheduled emission is not small and positive");
      await refused(ctx, ctx.send(l.token, "H4POL", "mint", [ctx.deployer, 1n]), "mint by the deployer");
      await refused(ctx, ctx.send(l.token, "H4POL", "updateMintCap", [MAX]), "updateMintCap by the deployer");
      await holderSells(ctx, l);
    },
  },
];
