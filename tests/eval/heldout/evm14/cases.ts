/**
 * HELD-OUT EVM evaluation set v14 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-28), the earlier
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
 * Each launch: contracts/heldout14 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's TimelockController as published, a Uniswap V2 pair against WETH or a dollar stablecoin, liquidity,
 * the supply spread over many holders, buys and sells by several wallets minutes to hours apart (v4's openMarket), the
 * LP settled as the scenario says, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, concatHex, encodeAbiParameters, encodePacked, type Hex, keccak256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { LaunchContext, Launched } from "../evm/world";
import type { HeldoutEvm2Case } from "../evm2/cases";
import { HOLDER, holderCannotSell, holderSells, must, pullsPool, refused, supplyGrows } from "../evm2/proofs";
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

/** Same shape as the v2-v13 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm14Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const E18 = 10n ** 18n;
const DAY = 86_400;
const ZERO32: Hex = `0x${"00".repeat(32)}`;
const U128 = 2n ** 128n;

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS =
  "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security: is_mintable, owner_change_balance, hidden_owner, transfer_pausable, slippage_modifiable, cannot_sell_all, trading_cooldown)";
const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT =
  "Honeypot.is risk descriptions (honeypot.is docs: a simulated buy and sell; tokens that behave differently in simulation)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, missing access control, signature replay, unchecked casts, logic errors in balance bookkeeping)";
const DEFI = "De.Fi Scanner / SolidityScan scam-pattern write-ups (LP not really locked, approval abuse)";
const REKT =
  "rekt.news exploit write-ups (unchecked deposit asset: Qubit Finance 2022; missing caller checks on helper functions)";
const OZ_2771 =
  "OpenZeppelin security advisory 'Arbitrary address spoofing attack: ERC2771Context + Multicall' (blog.openzeppelin.com, December 2023; GHSA-9vx6-7xxf-x967) and the TIME token incident write-ups (December 2023)";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const OZ_TL =
  "OpenZeppelin TimelockController 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/governance#TimelockController: schedule, execute once ready, cancel, open executor role)";
const UNIV2 =
  "Uniswap V2 core (docs.uniswap.org/contracts/v2: sync() sets the reserves to the balances; the router prices a fee-on-transfer sell from balanceOf(pair) minus the reserve; whoever holds the LP token can burn it for the reserves)";
const SMARTINV =
  "columbia/SmartInv tests/instrumented_contracts (verified Etherscan sources by address), read 2026-11-28";

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 65+ and 80+ are case-specific. */
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

/** A 24-buy burst of 0.05 ETH from fresh wallets (30-39 and 65-78, which hold no bag from the launch). */
async function buyBurst(ctx: LaunchContext, token: Address) {
  const wallets = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78];
  for (const [k, w] of wallets.entries()) {
    await ctx.buy(token, "weth", ctx.wallet(w), 0.05);
    if (k % 6 === 5) await ctx.wait(0.2);
  }
}

/** Holders 20-24 stake 80 % of their bags in the token's built-in staking. */
async function holdersStake(ctx: LaunchContext, token: Address, contract = "H14StakeForToken") {
  for (const i of [20, 21, 22, 23, 24]) {
    const w = ctx.wallet(i);
    const bal = await ctx.balance(token, w);
    await ctx.send(token, contract, "stake", [(bal * 8n) / 10n], w);
  }
}

/** The LP goes to a timelock (delay `delay`), then the deployer schedules the transfer of all of it back to itself. */
async function lpInTimelockWithWithdrawal(ctx: LaunchContext, token: Address, delay: number, cancel: boolean) {
  const tl = await openTimelock(ctx, delay, ctx.deployer);
  remember(token, "timelock", tl);
  return openMarket(ctx, token, {
    lp: "to",
    lpTo: tl,
    afterLp: async (pair) => {
      const lp = await lpOf(ctx, pair, tl);
      const data = ctx.encode("Pair", "transfer", [ctx.deployer, lp]);
      await ctx.send(tl, "TimelockController", "schedule", [pair, 0n, data, ZERO32, ZERO32, BigInt(delay)]);
      if (cancel) {
        const id = await ctx.read<Hex>(tl, "TimelockController", "hashOperation", [pair, 0n, data, ZERO32, ZERO32]);
        await ctx.send(tl, "TimelockController", "cancel", [id]);
      }
    },
  });
}

// ── Signed vouchers: a fixed test key signs (EIP-191 personal message over a 32-byte digest). ──
const VOUCHER_KEY = keccak256(encodePacked(["string"], ["h14-voucher-signer-test-key"]));
const voucherSigner = privateKeyToAccount(VOUCHER_KEY);
const VOUCHER = 10_000_000n * E18; // 1 % of the supply
/** Hardhat's (and Foundry's anvil) default development account #0: its private key is public. */
const DEV_KEY_ACCOUNT = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const vouchers = new Map<string, Hex>();

async function voucherToken(ctx: LaunchContext, strict: boolean) {
  const token = await ctx.deploy("H14VoucherToken", [SUPPLY, voucherSigner.address, strict, SUPPLY / 50n]);
  const to = ctx.wallet(60);
  const digest = strict
    ? keccak256(
        encodeAbiParameters(
          [{ type: "address" }, { type: "address" }, { type: "uint256" }, { type: "uint256" }],
          [token, to, VOUCHER, 1n],
        ),
      )
    : keccak256(encodePacked(["uint256"], [VOUCHER]));
  const sig = await voucherSigner.signMessage({ message: { raw: digest } });
  vouchers.set(token.toLowerCase(), sig);
  const l = await openMarket(ctx, token, { lp: "lock" });
  await ctx.send(token, "H14VoucherToken", "claim", [to, VOUCHER, 1n, sig], to);
  return l;
}

// ── Merkle airdrop: four leaves (the deployer and wallets 60-62), OpenZeppelin's sorted-pair hashing. ──
const AIRDROP = [30_000_000n * E18, 5_000_000n * E18, 5_000_000n * E18, 5_000_000n * E18];
const hashPair = (a: Hex, b: Hex) => keccak256(BigInt(a) < BigInt(b) ? concatHex([a, b]) : concatHex([b, a]));
function airdropTree(ctx: LaunchContext, withAmount: boolean) {
  const accounts = [ctx.deployer, ctx.wallet(60), ctx.wallet(61), ctx.wallet(62)];
  const leaves = accounts.map((a, i) =>
    withAmount
      ? keccak256(keccak256(encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [a, AIRDROP[i]])))
      : keccak256(encodePacked(["address"], [a])),
  );
  const n01 = hashPair(leaves[0], leaves[1]);
  const n23 = hashPair(leaves[2], leaves[3]);
  return { root: hashPair(n01, n23), proof0: [leaves[1], n23] as Hex[], proof1: [leaves[0], n23] as Hex[] };
}

export const HELDOUT_EVM14_CASES: readonly HeldoutEvm14Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "relay-batch-call-speaks-for-any-holder",
    expected: "danger",
    ageDays: 1200,
    source: `${OZ_2771}; ${CERTIK} (msg.sender spoofing); ${GOPLUS} (owner_change_balance); H14Tokens.sol H14RelayBatchToken + H14Base.sol H14Forwarder`,
    rationale:
      "No owner, no mint, LP locked. The token trusts a meta-transaction forwarder (ERC-2771: the real sender is read from the last 20 bytes of calldata when the forwarder calls) and offers a batch multicall that delegatecalls itself without passing the forwarded sender on. Through the forwarder ANYONE can batch a transfer whose own calldata ends with a victim's address: the token treats the victim as the sender and moves any holder's whole balance.",
    launch: async (ctx) => {
      const fwd = await ctx.deploy("H14Forwarder");
      const token = await ctx.deploy("H14RelayBatchToken", [SUPPLY, fwd]);
      remember(token, "forwarder", fwd);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      await holderDrained(
        ctx,
        l,
        async (bal) => {
          const inner = concatHex([ctx.encode("H14RelayBatchToken", "transfer", [thief, bal]), ctx.wallet(HOLDER)]);
          const batch = ctx.encode("H14RelayBatchToken", "multicall", [[inner]]);
          await ctx.send(deployed(l.token, "forwarder"), "H14Forwarder", "execute", [l.token, batch], thief);
        },
        "the spoofed batch transfer",
      );
    },
  },
  {
    name: "transfer-into-pair-syncs-reserves-first",
    expected: "danger",
    ageDays: 5,
    source: `${HONEYPOT} (buys work, sells fail); ${UNIV2}; ${CRP} (limit class); ${GOPLUS} (cannot_sell_all); H14Tokens.sol H14SyncOnSellToken`,
    rationale:
      "Owner-less, no mint, no fee, LP burnt. Every transfer into the pair (except the deployer's) calls pair.sync() 'to keep the price honest': the seller's tokens are folded into the reserves before the swap, so the router sees no input and every holder's sell reverts, while buys work and the deployer alone can sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14SyncOnSellToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      must((await ctx.sell(l.token, l.quote, ctx.deployer, 1_000)) > 0, "the deployer could not sell");
    },
  },
  {
    name: "holder-reward-clock-starts-at-epoch-zero",
    expected: "danger",
    ageDays: 150,
    source: `${CRP} (hidden mint); ${CERTIK} (logic error: an uninitialised timestamp); ${GOPLUS} (is_mintable); H14Tokens.sol H14RewardClockToken (clockOnMove = false)`,
    rationale:
      "No owner; holders 'earn' rewards minted on claim: balance x 100 %/year x time since the account's last claim. The clock is only set at a claim, so an account's first claim counts from 1970: ANY holder mints about 56 times its balance at once, moves the bag to a fresh address and repeats, creating tokens without bound. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14RewardClockToken", [SUPPLY, 10_000n, false]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(HOLDER);
      const fresh = ctx.wallet(86);
      await ctx.send(l.token, "H14RewardClockToken", "claimRewards", [], w);
      await ctx.send(l.token, "H14RewardClockToken", "transfer", [fresh, await ctx.balance(l.token, w)], w);
      await ctx.send(l.token, "H14RewardClockToken", "claimRewards", [], fresh);
      must((await ctx.supply(l.token)) > 2n * SUPPLY, "two claims did not double the supply");
    },
  },
  {
    name: "treasury-bond-takes-any-asset",
    expected: "danger",
    ageDays: 950,
    source: `${REKT}; ${CERTIK} (missing input validation on a deposit path); ${CRP} (hidden mint); H14Tokens.sol H14BondToken (checkAsset = false)`,
    rationale:
      "Treasury bonds: deposit WETH and receive tokens at a fixed price (minting against deposits would be fine). But bond(asset, amount) never checks that the asset is WETH: ANYONE can deposit a worthless token of their own and mint without bound, then sell into the pool. No owner, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H14BondToken", [SUPPLY, ctx.weth, ctx.wallet(82), 1_000_000n * E18, false]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const fake = await ctx.deploy("H14PlainToken", [10n ** 30n], thief);
      await ctx.send(fake, "H14PlainToken", "approve", [l.token, 10n ** 30n], thief);
      await ctx.send(l.token, "H14BondToken", "bond", [fake, 10n ** 24n], thief);
      must((await ctx.supply(l.token)) > 100n * SUPPLY, "the fake deposit did not mint without bound");
    },
  },
  {
    name: "lp-timelock-withdrawal-queued-and-ready",
    expected: "danger",
    ageDays: 9,
    source: `${OZ_TL}; ${DEFI} (LP not really locked); ${UNIV2}; H14Base.sol H14PlainToken`,
    rationale:
      "Plain owner-less token. All LP sits in an OpenZeppelin TimelockController with a 3-day delay, which reads as locked. But the deployer (its proposer) scheduled the transfer of the whole LP back to itself right after listing; the delay has passed and the executor role is open: the withdrawal can be executed now and the pool removed.",
    launch: async (ctx) => lpInTimelockWithWithdrawal(ctx, await ctx.deploy("H14PlainToken", [SUPPLY]), 3 * DAY, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const lp = await lpOf(ctx, l.pair!, tl);
      must(lp > 0n, "the timelock holds no LP");
      const data = ctx.encode("Pair", "transfer", [ctx.deployer, lp]);
      await ctx.send(tl, "TimelockController", "execute", [l.pair!, 0n, data, ZERO32, ZERO32], ctx.wallet(85));
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "max-approval-flag-opens-bag-to-every-spender",
    expected: "danger",
    ageDays: 33,
    source: `${DEFI} (approval abuse); ${CERTIK} (logic error in allowance bookkeeping); ${GOPLUS} (owner_change_balance class: balances movable without the holder); EIP-20 (eips.ethereum.org/EIPS/eip-20: an allowance is per owner AND spender); H14Tokens.sol H14ApproveFlagToken (perSpender = false)`,
    rationale:
      "No owner, no mint, LP locked. Unlimited approvals are stored as a per-owner flag 'to save gas', without the spender: once a holder gives the router an unlimited approval (as wallet interfaces do at the first sell), EVERY address may transferFrom that holder's whole bag. Every holder who has sold once can be emptied by anyone.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H14ApproveFlagToken", [SUPPLY, false]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const seller = ctx.wallet(0);
      const thief = ctx.wallet(85);
      const bal = await ctx.balance(l.token, seller);
      must(bal > 0n, "the seller kept nothing");
      await ctx.send(l.token, "H14ApproveFlagToken", "transferFrom", [seller, thief, bal], thief);
      must((await ctx.balance(l.token, seller)) === 0n, "the stranger's transferFrom did not take the bag");
    },
  },
  {
    name: "swapback-trips-its-own-reentrancy-lock",
    expected: "danger",
    ageDays: 14,
    source: `${HONEYPOT} (buys work, sells fail); OpenZeppelin ReentrancyGuard 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/utils#ReentrancyGuard: a nonReentrant function cannot be entered again while it runs); ${GOPLUS} (cannot_sell_all); ${TSCOPE}; H14Tokens.sol H14SwapbackToken (guarded = true)`,
    rationale:
      "Owner-less, no mint, LP burnt; a 3 % buy tax is collected and sold for ETH on the next sell (swap-back). transfer and transferFrom are nonReentrant, and the swap-back's own transfer into the pair runs while the seller's transferFrom still holds the lock: once any tax has been collected, every holder's sell reverts, while buys work and the deployer (no swap-back) can sell.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14SwapbackToken", [SUPPLY, ctx.router, true]), {
        lp: "burn",
        setPair: true,
        sells: false,
      }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      must((await ctx.balance(l.token, l.token)) > 0n, "no tax was collected");
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      must((await ctx.sell(l.token, l.quote, ctx.deployer, 1_000)) > 0, "the deployer could not sell");
    },
  },
  {
    name: "sells-pass-only-with-zero-coinbase",
    expected: "danger",
    ageDays: 11,
    source: `${HONEYPOT} (a token that behaves differently in a simulation than in a mined block); ${TSCOPE}; ${GOPLUS} (cannot_sell_all); H14Tokens.sol H14CoinbaseGateToken`,
    rationale:
      "Owner-less, no mint, no fee, LP burnt. Sells (transfers into the pair by anyone but the deployer) pass only when block.coinbase is zero, as in many eth_call simulations; in a mined block the coinbase is the block producer, so every real holder's sell reverts while buys work.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14CoinbaseGateToken", [SUPPLY]), { lp: "burn", setPair: true, sells: false }),
    late: lastDay(false),
    proof: async (ctx, l) => {
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
      must((await ctx.sell(l.token, l.quote, ctx.deployer, 1_000)) > 0, "the deployer could not sell");
    },
  },
  {
    // Written blind by the second analyst (audit, before the engine runs): replaces a case whose mechanism repeated v10.
    name: "unstake-hook-reenters-before-stake-cleared",
    expected: "danger",
    ageDays: 640,
    source: `SWC-107 Reentrancy (swcregistry.io); The DAO (2016) and the Lendf.Me / Uniswap V1 imBTC ERC-777 hook reentrancy incidents (April 2020, rekt.news / PeckShield write-ups: a callback to the caller before the books are updated); ${CERTIK} (checks-effects-interactions not followed); H14Tokens.sol H14HookStakeToken + H14UnstakeReenterer (proof helper)`,
    rationale:
      "No owner, no mint, no fee, LP locked; built-in staking, in which five holders staked most of their bags. unstakeAll() pays the stake, then notifies a contract staker through an onUnstake hook ('for vaults and integrators'), and only then clears the stake: ANYONE can stake a small bag from a contract, re-enter unstakeAll from the hook and be paid the same stake again and again until every holder's staked tokens are gone.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H14HookStakeToken", [SUPPLY]), { lp: "lock" });
      await holdersStake(ctx, l.token, "H14HookStakeToken");
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const staked = await ctx.read<bigint>(l.token, "H14HookStakeToken", "totalStaked");
      must(staked > 0n && (await ctx.balance(l.token, l.token)) === staked, "the holders' stakes are not held");
      const attacker = await ctx.deploy("H14UnstakeReenterer", [l.token], thief);
      await ctx.buy(l.token, l.quote, thief, 1);
      await ctx.send(l.token, "H14HookStakeToken", "transfer", [attacker, await ctx.balance(l.token, thief)], thief);
      await ctx.send(attacker, "H14UnstakeReenterer", "attack", [], thief);
      must((await ctx.balance(l.token, l.token)) < staked / 5n, "the re-entered unstakes did not empty the stakes");
      must((await ctx.balance(l.token, thief)) > (staked * 4n) / 5n, "the attacker did not take the stakes");
      await refused(
        ctx,
        ctx.send(l.token, "H14HookStakeToken", "unstakeAll", [], ctx.wallet(20)),
        "a robbed staker's unstake",
      );
    },
  },
  {
    name: "mint-voucher-signs-amount-only",
    expected: "danger",
    ageDays: 90,
    source: `${CERTIK} (signature replay: no nonce, no recipient, no domain); ${CRP} (hidden mint); ${GOPLUS} (is_mintable); SWC-121 (swcregistry.io: missing protection against signature replay); H14Tokens.sol H14VoucherToken (strict = false)`,
    rationale:
      "No owner; an off-chain signer issues mint vouchers (one for 1 % of the supply was claimed on chain). The signature covers only the amount, with no recipient, nonce or budget, so ANYONE can copy the published voucher from the claim transaction and replay it to themselves again and again: unbounded minting. LP locked.",
    launch: async (ctx) => voucherToken(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const sig = vouchers.get(l.token.toLowerCase())!;
      const thief = ctx.wallet(85);
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 15; k++)
        await ctx.send(l.token, "H14VoucherToken", "claim", [thief, VOUCHER, BigInt(k + 7), sig], thief);
      must((await ctx.supply(l.token)) - before === 15n * VOUCHER, "the replays did not mint");
    },
  },
  {
    name: "airdrop-leaf-omits-amount",
    expected: "danger",
    ageDays: 200,
    source: `${CERTIK} (Merkle leaf missing the amount); OpenZeppelin MerkleProof / merkle-tree docs (a leaf must commit to every claimed field); ${CRP} (hidden mint); H14Tokens.sol H14AirdropToken (leafHasAmount = false)`,
    rationale:
      "No owner; an airdrop mints on claim for the accounts of a fixed Merkle root (the deployer and three wallets). The leaf commits only to the address, not the amount: the deployer, listed as 'team', claims any amount it names, here ten times the supply, and can sell it into the pool. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14AirdropToken", [SUPPLY, airdropTree(ctx, false).root, false]), {
        lp: "lock",
      }),
    late: lastDay(),
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H14AirdropToken", "claim", [10n * SUPPLY, airdropTree(ctx, false).proof0]),
        "the deployer's claim",
      ),
  },
  {
    name: "mint-priced-from-thin-reference-pool",
    expected: "danger",
    ageDays: 3,
    source: `rekt.news / samczsun 'So you want to use a price oracle' (2020: spot prices of a pool move with one trade; Harvest, Cheese Bank, Warp Finance incidents); ${CERTIK} (price oracle manipulation); ${CRP} (hidden mint); H14Tokens.sol H14SpotMintToken`,
    rationale:
      "No owner; the main ETH pool is deep and its LP locked. The token also sells new tokens for ETH at the spot price of a tiny token/dollar 'reference' pool (LP burnt). ANYONE can crash that thin pool's price with a sell worth about one ETH and then mint at the crashed price: one more ETH mints more than the whole supply, and again, without bound.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H14SpotMintToken", [SUPPLY, ctx.deployer]);
      return openMarket(ctx, token, {
        lp: "lock",
        afterLp: async () => {
          const ref = await ctx.list(token, { quote: "usd", tokens: SUPPLY / 1_000n, quoteAmount: 180 });
          await ctx.moveLp(ref, "0x000000000000000000000000000000000000dEaD", 10_000);
          await ctx.send(token, "H14SpotMintToken", "setReferencePair", [ref]);
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(85);
      await ctx.buy(l.token, l.quote, w, 1);
      await ctx.sell(l.token, "usd", w, 10_000);
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H14SpotMintToken", "mintWithEth", [], w, E18);
      const minted = (await ctx.supply(l.token)) - before;
      must(minted > SUPPLY, `one ETH minted ${minted}, not more than the supply`);
    },
  },
  {
    name: "timelock-mint-queued-at-launch-now-ready",
    expected: "danger",
    ageDays: 20,
    source: `${OZ_TL}; ${CERTIK} (centralization risk behind a timelock); ${GOPLUS} (is_mintable); H14Tokens.sol H14TimelockMintedToken`,
    rationale:
      "The uncapped mint belongs to a 2-day OpenZeppelin timelock, which would give holders notice. But at listing the deployer (the proposer) queued a mint of ten times the supply to itself; the delay has long passed and anyone may execute: the mint can happen now. LP locked.",
    launch: async (ctx) => {
      const tl = await openTimelock(ctx, 2 * DAY, ctx.deployer);
      const token = await ctx.deploy("H14TimelockMintedToken", [SUPPLY, tl]);
      remember(token, "timelock", tl);
      const l = await openMarket(ctx, token, { lp: "lock" });
      const data = ctx.encode("H14TimelockMintedToken", "mint", [ctx.deployer, 10n * SUPPLY]);
      await ctx.send(tl, "TimelockController", "schedule", [token, 0n, data, ZERO32, ZERO32, BigInt(2 * DAY)]);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const data = ctx.encode("H14TimelockMintedToken", "mint", [ctx.deployer, 10n * SUPPLY]);
      await supplyGrows(
        ctx,
        l,
        () =>
          ctx.send(
            deployed(l.token, "timelock"),
            "TimelockController",
            "execute",
            [l.token, 0n, data, ZERO32, ZERO32],
            ctx.wallet(85),
          ),
        "the queued mint",
      );
    },
  },
  {
    name: "lp-removal-freezes-sells-for-a-week",
    expected: "danger",
    ageDays: 30,
    source: `${CRP} (freeze class); ${GOPLUS} (transfer_pausable); ${UNIV2}; ${RPH} (hidden transfer restrictions); H14Tokens.sol H14LpEventFreezeToken (7 days, no gap between freezes)`,
    rationale:
      "Owner-less, no mint, no fee; 95 % of the LP is locked for 540 days and the deployer keeps 5 %. A 'liquidity event guard' stops every sell for 7 days whenever the pair's LP supply shrinks, with no limit on how often: the deployer removes a sliver of its own LP and freezes all holders' sells for a week, and can renew it every week (so can anyone who adds and later removes a little liquidity).",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14LpEventFreezeToken", [SUPPLY, BigInt(7 * DAY), 0n]), {
        lp: "keep",
        setPair: true,
        beforeLp: async (pair) => ctx.lockLp(pair, 9_500, 540),
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.removeLiquidity(l.token, l.quote, 1_000);
      await holderCannotSell(ctx, l);
      await ctx.wait(6 * 24);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    // Written blind by the second analyst (audit, before the engine runs): replaces a case whose mechanism repeated v8.
    name: "sell-tax-doubles-the-drop-from-peak-price",
    expected: "danger",
    ageDays: 8,
    source: `${HONEYPOT} (a simulated sell on a fresh chart pays nothing; real sells later are taxed); ${SNIFFER} (high sell tax); ${GOPLUS} (slippage_modifiable class: a sell tax that changes without an owner); ${TSCOPE}; H14Tokens.sol H14DrawdownTaxToken`,
    rationale:
      "Owner-less, no mint, LP burnt. An 'anti-dump tax' charges every sell twice the pool price's drop below its highest observed price, up to 95 %, paid to the team wallet; at a new high sells pay nothing. The team's wallet (exempt, as the launcher) then sold its 10 % bag: the price sits far below its high, so every holder's sell now pays 95 %, and a realistic sell loses almost all of its value.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H14DrawdownTaxToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { lp: "burn", setPair: true, keepBps: 1_000 });
      await ctx.wait(5);
      await ctx.sell(token, l.quote, ctx.deployer, 10_000);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(
        (await ctx.read<bigint>(l.token, "H14DrawdownTaxToken", "sellFeeBps")) >= 9_000n,
        "the sell fee is not near its 95 % cap",
      );
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "paid-brake-lets-anyone-halt-sells",
    expected: "danger",
    ageDays: 40,
    source: `${CRP} (freeze class); ${GOPLUS} (transfer_pausable); ${CERTIK} (griefing: a public function that stops every holder); H14Tokens.sol H14BrakeToken (guardian = 0)`,
    rationale:
      "Owner-less, no mint, no fee, LP burnt. A 'community emergency brake' halts every sell for a day for whoever pays 0.05 ETH, with no limit on how often: ANYONE can keep all holders from selling indefinitely for a few cents a day.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14BrakeToken", [SUPPLY, ZERO]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const stranger = ctx.wallet(85);
      await ctx.send(l.token, "H14BrakeToken", "pullBrake", [], stranger, E18 / 20n);
      await holderCannotSell(ctx, l);
      await ctx.wait(23);
      await ctx.send(l.token, "H14BrakeToken", "pullBrake", [], stranger, E18 / 20n);
      await ctx.wait(23);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "amount-high-bits-dropped-on-debit",
    expected: "danger",
    ageDays: 60,
    source: `${CERTIK} (unsafe downcast); ${CRP} (hidden mint); ${TSCOPE}; PeckShield 'batchOverflow' alert class (2018); H14Tokens.sol H14CompactLedgerToken (checked = false)`,
    rationale:
      "No owner, no mint function. The 'compact ledger' debits the sender by the amount cast to uint128 but credits the recipient the full amount: ANYONE, even with an empty wallet, transfers 2^128 and receives 3.4e20 tokens (hundreds of billions of times the supply) for nothing. LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H14CompactLedgerToken", [SUPPLY, false]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(85);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H14CompactLedgerToken", "transfer", [w, U128], w),
        "the 2^128 transfer",
      );
      must((await ctx.balance(l.token, w)) === U128, "the empty wallet was not credited");
    },
  },
  {
    name: "voucher-signer-is-published-dev-key",
    expected: "danger",
    ageDays: 70,
    source: `Hardhat / Foundry documentation (the default development accounts and their private keys are printed by every local node, e.g. 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266); ${CERTIK} (compromised or publicly known keys); ${CRP} (hidden mint); ${GOPLUS} (is_mintable); H14Tokens.sol H14VoucherToken (strict = true, no effective budget)`,
    rationale:
      "No owner; mint vouchers are checked properly (token, recipient, amount, nonce), but the voucher signer is Hardhat's default account #0, whose private key is published in every development tool: ANYONE can sign a voucher for any amount to themselves and mint without bound. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H14VoucherToken", [SUPPLY, DEV_KEY_ACCOUNT.address, true, 2n ** 255n]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const amount = 10n * SUPPLY;
      const digest = keccak256(
        encodeAbiParameters(
          [{ type: "address" }, { type: "address" }, { type: "uint256" }, { type: "uint256" }],
          [l.token, thief, amount, 99n],
        ),
      );
      const sig = await DEV_KEY_ACCOUNT.signMessage({ message: { raw: digest } });
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H14VoucherToken", "claim", [thief, amount, 99n, sig], thief),
        "the self-signed voucher",
      );
    },
  },
  {
    name: "sell-fee-climbs-fifteen-points-per-sell",
    expected: "danger",
    ageDays: 18,
    source: `${HONEYPOT} (first simulated sell cheap, later sells taxed); ${SNIFFER} (high sell tax); ${TSCOPE}; H14Tokens.sol H14SellCountFeeToken (15 % per sell, up to 100 %)`,
    rationale:
      "Owner-less, LP burnt. A 'paper-hands tax' charges each wallet 15 % more per earlier sell, up to 100 %: a first sell is free, but a holder who sells in parts pays 90 % from the seventh sell on and 100 % after: the code takes the rest of the bag of anyone who sells gradually.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14SellCountFeeToken", [SUPPLY, 1_500n, 10_000n]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      for (let k = 0; k < 6; k++) await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 100);
      await sellLosesMost(ctx, l, HOLDER, 5_000, 0.2);
    },
  },

  // ───────────────────────────── SAFE (synthetic twins) ─────────────────────────────
  {
    name: "relay-batch-oz-multicall-keeps-sender",
    expected: "safe",
    ageDays: 8,
    source: `${OZ_2771} (fixed in OpenZeppelin 4.9.4 / 5.x: Multicall appends the ERC-2771 context suffix); H14Tokens.sol H14RelayBatchSafeToken + H14Base.sol H14Forwarder`,
    rationale:
      "The same meta-transaction token, built on OpenZeppelin 5's Multicall, which passes the forwarded sender on to every batched call: a batch can only move the real caller's own tokens. No owner, no mint, LP locked.",
    launch: async (ctx) => {
      const fwd = await ctx.deploy("H14Forwarder");
      const token = await ctx.deploy("H14RelayBatchSafeToken", [SUPPLY, fwd]);
      remember(token, "forwarder", fwd);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const thief = ctx.wallet(85);
      const fwd = deployed(l.token, "forwarder");
      const bal = await holderBalance(ctx, l);
      const inner = concatHex([ctx.encode("H14RelayBatchSafeToken", "transfer", [thief, bal]), ctx.wallet(HOLDER)]);
      const batch = ctx.encode("H14RelayBatchSafeToken", "multicall", [[inner]]);
      await refused(ctx, ctx.send(fwd, "H14Forwarder", "execute", [l.token, batch], thief), "the spoofed batch");
      const own = ctx.encode("H14RelayBatchSafeToken", "transfer", [thief, E18]);
      const ownBatch = ctx.encode("H14RelayBatchSafeToken", "multicall", [[own]]);
      await ctx.send(fwd, "H14Forwarder", "execute", [l.token, ownBatch], ctx.wallet(HOLDER));
      must((await ctx.balance(l.token, thief)) === E18, "the holder's own batched transfer failed");
      await holderSells(ctx, l);
    },
  },
  {
    name: "holder-reward-five-percent-clock-on-every-move",
    expected: "safe",
    ageDays: 45,
    source: `${CRP} (mint by rule, checked); H14Tokens.sol H14RewardClockToken (clockOnMove = true, 5 %/year)`,
    rationale:
      "Holder rewards minted on claim at an immutable 5 % a year (the constructor refuses more than 100 %), and the reward clock restarts whenever a balance changes: no one can claim for time not held. Minting by a fixed rule with a ceiling; no owner. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14RewardClockToken", [SUPPLY, 500n, true]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, w);
      await ctx.send(l.token, "H14RewardClockToken", "claimRewards", [], w);
      const minted = (await ctx.balance(l.token, w)) - bal;
      must(minted > 0n && minted < bal / 100n, "the reward is not a small accrual");
      const supply = await ctx.supply(l.token);
      await ctx.send(l.token, "H14RewardClockToken", "claimRewards", [], w);
      must((await ctx.supply(l.token)) - supply < E18, "a second claim minted again");
      await holderSells(ctx, l);
    },
  },
  {
    name: "treasury-bond-reserve-asset-only",
    expected: "safe",
    ageDays: 260,
    source: `${REKT} (the check that was missing, present); H14Tokens.sol H14BondToken (checkAsset = true)`,
    rationale:
      "Treasury bonds mint tokens only against WETH deposited to the treasury at a fixed price (1,000,000 tokens per WETH, below the market price): minting against deposits. Other assets are refused. No owner, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H14BondToken", [SUPPLY, ctx.weth, ctx.wallet(82), 1_000_000n * E18, true]);
      return openMarket(ctx, token, { lp: "lock" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(85);
      const fake = await ctx.deploy("H14PlainToken", [10n ** 30n], w);
      await ctx.send(fake, "H14PlainToken", "approve", [l.token, 10n ** 30n], w);
      await refused(ctx, ctx.send(l.token, "H14BondToken", "bond", [fake, 10n ** 24n], w), "a fake-asset bond");
      await ctx.send(ctx.weth, "WETH9", "deposit", [], w, E18);
      await ctx.send(ctx.weth, "WETH9", "approve", [l.token, E18], w);
      await ctx.send(l.token, "H14BondToken", "bond", [ctx.weth, E18], w);
      must((await ctx.balance(l.token, w)) === 1_000_000n * E18, "the bond did not pay the fixed price");
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-timelock-queued-withdrawal-cancelled",
    expected: "safe",
    ageDays: 25,
    source: `${OZ_TL}; H14Base.sol H14PlainToken`,
    rationale:
      "Plain owner-less token; all LP sits in an OpenZeppelin TimelockController with a 14-day delay. A withdrawal queued at listing was cancelled, nothing else is queued: any new withdrawal would be visible 14 days ahead. No one can remove the pool now.",
    launch: async (ctx) => lpInTimelockWithWithdrawal(ctx, await ctx.deploy("H14PlainToken", [SUPPLY]), 14 * DAY, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const tl = deployed(l.token, "timelock");
      const lp = await lpOf(ctx, l.pair!, tl);
      must(lp > 0n, "the timelock holds no LP");
      const data = ctx.encode("Pair", "transfer", [ctx.deployer, lp]);
      await refused(
        ctx,
        ctx.send(tl, "TimelockController", "execute", [l.pair!, 0n, data, ZERO32, ZERO32], ctx.wallet(85)),
        "the cancelled withdrawal",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "max-approval-flag-kept-per-spender",
    expected: "safe",
    ageDays: 35,
    source: `EIP-20 (allowances per owner and spender); H14Tokens.sol H14ApproveFlagToken (perSpender = true)`,
    rationale:
      "The same gas-saving unlimited-approval flag, kept per owner AND spender: an unlimited approval to the router lets only the router move the holder's tokens. No owner, no mint, no fee. LP locked.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H14ApproveFlagToken", [SUPPLY, true]), { lp: "lock" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const seller = ctx.wallet(0);
      const bal = await ctx.balance(l.token, seller);
      await refused(
        ctx,
        ctx.send(l.token, "H14ApproveFlagToken", "transferFrom", [seller, ctx.wallet(85), bal], ctx.wallet(85)),
        "a stranger's transferFrom",
      );
      await holderSells(ctx, l, 0);
    },
  },
  {
    name: "swapback-marked-with-in-swap-flag",
    expected: "safe",
    ageDays: 2,
    source: `common launch-template swap-back pattern (an inSwap / lockTheSwap flag around the tax sale); ${SNIFFER} (low fixed tax); H14Tokens.sol H14SwapbackToken (guarded = false)`,
    rationale:
      "The same 3 % buy tax sold for ETH on the next sell, with the swap-back marked by an inSwap flag instead of a reentrancy lock: sells work and pay no sell tax. The tax rate is immutable; no owner, no mint. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14SwapbackToken", [SUPPLY, ctx.router, false]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.buy(l.token, l.quote, ctx.wallet(86), 0.2);
      must((await ctx.balance(l.token, l.token)) > 0n, "no tax waiting for the swap-back");
      await sellPaysOver(ctx, l, 0.9, HOLDER);
      must((await ctx.balance(l.token, l.token)) === 0n, "the swap-back did not run");
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "mint-voucher-bound-single-use-budget",
    expected: "safe",
    ageDays: 5,
    source: `SWC-121 (replay protection present: contract, recipient, nonce); EIP-191; H14Tokens.sol H14VoucherToken (strict = true, budget 2 % of the supply)`,
    rationale:
      "Signed mint vouchers commit to the token, the recipient, the amount and a nonce; each nonce works once and all vouchers together can never exceed 2 % of the supply: a one-time budget. No owner, LP locked.",
    launch: async (ctx) => voucherToken(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const sig = vouchers.get(l.token.toLowerCase())!;
      const thief = ctx.wallet(85);
      await refused(
        ctx,
        ctx.send(l.token, "H14VoucherToken", "claim", [thief, VOUCHER, 1n, sig], thief),
        "a redirected voucher",
      );
      await refused(
        ctx,
        ctx.send(l.token, "H14VoucherToken", "claim", [ctx.wallet(60), VOUCHER, 1n, sig], thief),
        "a replayed voucher",
      );
      must((await ctx.read<bigint>(l.token, "H14VoucherToken", "budget")) === SUPPLY / 50n, "the budget is not 2 %");
      await holderSells(ctx, l);
    },
  },
  {
    name: "airdrop-leaf-commits-amount-claimed-once",
    expected: "safe",
    ageDays: 190,
    source: `OpenZeppelin merkle-tree standard leaf (keccak(keccak(abi.encode(account, amount)))); H14Tokens.sol H14AirdropToken (leafHasAmount = true)`,
    rationale:
      "An airdrop minted on claim against a fixed Merkle root whose leaves commit to each account AND its amount (4.5 % of the supply in all), each claimable once: a one-time, fixed budget. No owner, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14AirdropToken", [SUPPLY, airdropTree(ctx, true).root, true]), {
        lp: "lock",
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const tree = airdropTree(ctx, true);
      await refused(
        ctx,
        ctx.send(l.token, "H14AirdropToken", "claim", [10n * SUPPLY, tree.proof0]),
        "a claim above the listed amount",
      );
      const before = await ctx.supply(l.token);
      await ctx.send(l.token, "H14AirdropToken", "claim", [AIRDROP[0], tree.proof0]);
      must((await ctx.supply(l.token)) - before === AIRDROP[0], "the claim is not the listed amount");
      await refused(ctx, ctx.send(l.token, "H14AirdropToken", "claim", [AIRDROP[0], tree.proof0]), "a second claim");
      await holderSells(ctx, l);
    },
  },
  {
    name: "router-path-sells-pay-two-percent",
    expected: "safe",
    ageDays: 6,
    source: `${SNIFFER} (low fixed tax); H14Tokens.sol H14SpenderTaxToken (feeBps = 200, immutable)`,
    rationale:
      "Sells through the router pay an immutable 2 % to the team wallet; plain transfers are free. No owner can change it, no mint. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14SpenderTaxToken", [SUPPLY, 200n]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => sellPaysOver(ctx, l, 0.95, HOLDER),
  },
  {
    name: "brake-held-by-safe-once-a-month",
    expected: "safe",
    ageDays: 50,
    source: `${SAFE_DOCS}; ${GOPLUS} (transfer_pausable, bounded); H14Tokens.sol H14BrakeToken (guardian = a 3-of-5 Safe)`,
    rationale:
      "The emergency brake (halt sells for one day) can only be pulled by a 3-of-5 Safe and at most once every 30 days: a bounded pause held by multi-key governance. No owner, no mint, LP burnt.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const token = await ctx.deploy("H14BrakeToken", [SUPPLY, safe]);
      remember(token, "safe", safe);
      return openMarket(ctx, token, { lp: "burn", setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const safe = deployed(l.token, "safe");
      await refused(
        ctx,
        ctx.send(l.token, "H14BrakeToken", "pullBrake", [], ctx.wallet(85), E18 / 20n),
        "a stranger's pull",
      );
      await refused(ctx, ctx.send(l.token, "H14BrakeToken", "pullBrake", []), "the deployer's pull");
      const pull = ctx.encode("H14BrakeToken", "pullBrake");
      await safeExec(ctx, safe, l.token, pull, signers3(ctx));
      await holderCannotSell(ctx, l);
      await ctx.wait(25);
      await refused(ctx, safeExec(ctx, safe, l.token, pull, signers3(ctx)), "a second pull within the month");
      await holderSells(ctx, l);
    },
  },
  {
    name: "unstake-own-stake-only",
    expected: "safe",
    ageDays: 65,
    source: `${CERTIK} (access control present); H14Tokens.sol H14StakeForToken (payCaller = false)`,
    rationale:
      "Built-in staking whose unstakeFor only lets an account unstake its own stake, paid to itself. No owner, no mint, no fee. LP locked.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H14StakeForToken", [SUPPLY, false]), { lp: "lock" });
      await holdersStake(ctx, l.token);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const victim = ctx.wallet(20);
      const staked = await ctx.read<bigint>(l.token, "H14StakeForToken", "stakedOf", [victim]);
      await refused(
        ctx,
        ctx.send(l.token, "H14StakeForToken", "unstakeFor", [victim, staked], ctx.wallet(85)),
        "a stranger's unstake",
      );
      await ctx.send(l.token, "H14StakeForToken", "unstakeFor", [victim, staked], victim);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "sell-fee-climbs-capped-three-percent",
    expected: "safe",
    ageDays: 20,
    source: `${SNIFFER} (low capped tax); H14Tokens.sol H14SellCountFeeToken (0.5 % per sell, immutable cap 3 %)`,
    rationale:
      "The paper-hands tax grows by 0.5 % per earlier sell but an immutable cap stops it at 3 %. No owner, no mint. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14SellCountFeeToken", [SUPPLY, 50n, 300n]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      for (let k = 0; k < 9; k++) await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 100);
      must(
        (await ctx.read<bigint>(l.token, "H14SellCountFeeToken", "feeBpsOf", [ctx.wallet(HOLDER)])) === 300n,
        "the fee is not at its 3 % cap",
      );
      await sellPaysOver(ctx, l, 0.95, HOLDER);
    },
  },
  {
    name: "lp-event-guard-ten-minutes-lp-burnt",
    expected: "safe",
    ageDays: 28,
    source: `${GOPLUS} (transfer_pausable, bounded); ${UNIV2}; H14Tokens.sol H14LpEventFreezeToken (600 s, at most once every 30 days)`,
    rationale:
      "The liquidity-event guard pauses sells for only ten minutes after an LP removal, and a new pause can start only 30 days after the previous one: anyone can trigger it (by adding and later removing a little liquidity), but it can never stop sells for more than ten minutes a month. All LP is burnt. No owner, no mint, no fee.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H14LpEventFreezeToken", [SUPPLY, 600n, BigInt(30 * DAY)]), {
        lp: "burn",
        setPair: true,
      }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await lpOf(ctx, l.pair!, ctx.deployer)) === 0n, "the deployer holds LP");
      const griefer = ctx.wallet(86);
      await ctx.buy(l.token, l.quote, griefer, 1);
      await ctx.addLiquidity(l.token, l.quote, await ctx.balance(l.token, griefer), 1, griefer);
      await ctx.buy(l.token, l.quote, ctx.wallet(87), 0.05);
      await ctx.removeLiquidity(l.token, l.quote, 5_000, griefer);
      await holderCannotSell(ctx, l);
      await ctx.wait(0.2);
      await ctx.buy(l.token, l.quote, ctx.wallet(87), 0.05);
      await ctx.removeLiquidity(l.token, l.quote, 10_000, griefer);
      await holderSells(ctx, l);
    },
  },

  // ───────────────────────────── SAFE (real tokens) ─────────────────────────────
  {
    name: "elon-dogelon-fixed-supply",
    expected: "safe",
    ageDays: 1700,
    source: `ELON (Dogelon Mars, Etherscan-verified 0x761D38e5ddf6ccf6Cf7c55759d5210750B5D60F3: 'contract Dogelon is ERC20', constructor ERC20("Dogelon", "ELON") and _mint(msg.sender, 10e32), OpenZeppelin 3.x ERC20, nothing else; ${SMARTINV} numerated_0x761d38e5ddf6ccf6cf7c55759d5210750b5d60f3.sol); H14Real.sol H14ElonReplica`,
    rationale:
      "A plain OpenZeppelin ERC-20 with 1,000,000,000,000,000 tokens minted once in the constructor: no owner, no mint, no pause, no fee. ETH pair, LP widely held by many providers.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H14ElonReplica"), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === 10n ** 33n, "the supply is not 1e15 tokens");
      await holderSells(ctx, l);
    },
  },
  {
    name: "rad-fixed-supply-burnfrom-needs-allowance",
    expected: "safe",
    ageDays: 1500,
    source: `RAD (Radicle, radicle-dev/radicle-contracts contracts/Governance/RadicleToken.sol, Etherscan-verified 0x31c8EAcBFFdD875c74b94b077895Bd78CF1E64A3: a Compound COMP-style token, totalSupply 100,000,000e18 minted to the constructor's account, no owner and no mint, delegation, burnFrom(account, amount) spending the caller's allowance; read through the code index, 2026-11-28); H14Real.sol H14RadReplica`,
    rationale:
      "Fixed supply of 100M with no owner and no mint. burnFrom exists but spends the caller's allowance like transferFrom: nobody can burn a holder's tokens without its approval. ETH pair, LP widely held.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H14RadReplica", [ctx.deployer]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === 100_000_000n * E18, "the supply is not 100M");
      await refused(
        ctx,
        ctx.send(l.token, "H14RadReplica", "burnFrom", [ctx.wallet(HOLDER), E18]),
        "a burnFrom without allowance",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "rbn-mint-and-transfer-switch-in-dao-multisig",
    expected: "safe",
    ageDays: 1400,
    source: `RBN (Ribbon Finance, RibbonToken.sol, Etherscan-verified 0x6123B0049F904d730dB3C36a31167D9d4121fA6B: 'contract RibbonToken is AccessControl, ERC20', the supply minted to the beneficiary which gets MINTER_ROLE and ADMIN_ROLE (no DEFAULT_ADMIN_ROLE holder), mint onlyMinter, TRANSFER_ROLE (its role admin ADMIN_ROLE) to the beneficiary too, setTransfersAllowed onlyAdmin, _beforeTokenTransfer onlyTransferer: transfersAllowed || from == 0 || hasRole(TRANSFER_ROLE, msg.sender); the beneficiary is the Ribbon DAO multisig; read through the code index (a verified flattened RibbonToken, columbia/SmartInv tests/instrumented_contracts), 2026-11-28); ${SAFE_DOCS} (a 3-of-5 Safe stands in for the DAO multisig); H14Real.sol H14RbnReplica`,
    rationale:
      "An uncapped mint and a reversible transfer switch exist, which look risky; but the minter and admin roles belong only to the DAO's multisig (modelled as a 3-of-5 Safe) and cannot be granted to anyone else (no role admin; the admin can only grant the transfer privilege). Transfers were opened. The deployer holds no role. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const total = 1_000_000_000n * E18;
      const rbn = await ctx.deploy("H14RbnReplica", [total, safe]);
      await safeExec(ctx, safe, rbn, ctx.encode("H14RbnReplica", "setTransfersAllowed", [true]), signers3(ctx));
      await safeExec(ctx, safe, rbn, ctx.encode("H14RbnReplica", "transfer", [ctx.deployer, total]), signers3(ctx));
      remember(rbn, "safe", safe);
      return openMarket(ctx, rbn, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H14RbnReplica", "mint", [ctx.deployer, E18]), "the deployer's mint");
      await refused(
        ctx,
        ctx.send(l.token, "H14RbnReplica", "setTransfersAllowed", [false]),
        "the deployer's transfer switch",
      );
      const role = await ctx.read<Hex>(l.token, "H14RbnReplica", "MINTER_ROLE");
      await refused(
        ctx,
        ctx.send(l.token, "H14RbnReplica", "grantRole", [role, ctx.deployer]),
        "a grant without a role admin",
      );
      const safe = deployed(l.token, "safe");
      await supplyGrows(
        ctx,
        l,
        () => safeExec(ctx, safe, l.token, ctx.encode("H14RbnReplica", "mint", [safe, E18]), signers3(ctx)),
        "the multisig's mint",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "ocean-capped-supply-fully-minted",
    expected: "safe",
    ageDays: 2000,
    source: `OCEAN (Ocean Protocol, OceanToken.sol, Etherscan-verified 0x967da4048cD07aB37855c090aAF366e4ce1b9F48: 'contract OceanToken is Ownable, ERC20Detailed, ERC20Capped' (OpenZeppelin 2.x), cap 1,410,000,000 OCEAN, mint by the MinterRole bounded by the cap, the whole cap minted; read through the code index (oceanprotocol contracts and forks), 2026-11-28); H14Real.sol H14OceanReplica`,
    rationale:
      "A minter role still exists, which looks risky; but the whole 1.41B cap is already minted, so any further mint reverts. The owner has no function over tokens; no pause, no fee. ETH pair, LP widely held.",
    launch: async (ctx) => {
      const ocean = await ctx.deploy("H14OceanReplica", [ctx.wallet(82)]);
      await ctx.send(ocean, "H14OceanReplica", "mint", [ctx.deployer, 1_410_000_000n * E18]);
      return openMarket(ctx, ocean, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H14OceanReplica", "mint", [ctx.deployer, 1n]), "a mint above the cap");
      await holderSells(ctx, l);
    },
  },
  {
    name: "spx-launch-template-renounced-taxes-zero",
    expected: "safe",
    ageDays: 900,
    source: `SPX6900 (Etherscan-verified 0xE0f63A424a4439cBE457D80E4f4b51aD25b2c56C, solc 0.8.19, 'contract SPX is Context, IERC20, Ownable': 1,000,000,000 tokens of 8 decimals, _initialBuyTax 15 / _initialSellTax 70 until the buy count passes _reduceBuyTaxAt / _reduceSellTaxAt (69 / 420, set to 20 by removeLimits), final taxes 0, max tx 2 % / max wallet 3 % until removeLimits, addBots / delBots / removeLimits / runitturbo onlyOwner, manualSwap by the tax wallet, ownership renounced; ${SMARTINV} numerated_0xe0f63a424a4439cbe457d80e4f4b51ad25b2c56c.sol); H14Real.sol H14SpxReplica`,
    rationale:
      "A launch-template meme coin: taxes were 15 % / 70 % for the first buys and are 0 % for good once the buy count passed 20; limits removed; ownership renounced, so the bots list and limits can no longer be touched. No mint. ETH pair, LP burnt.",
    launch: async (ctx) => {
      const spx = await ctx.deploy("H14SpxReplica", [ctx.router]);
      return openMarket(ctx, spx, {
        lp: "burn",
        setPair: true,
        afterLp: async () => {
          await ctx.send(spx, "H14SpxReplica", "removeLimits");
          await buyBurst(ctx, spx);
          await ctx.send(spx, "H14SpxReplica", "renounceOwnership");
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H14SpxReplica", "owner")) === ZERO, "the owner is not renounced");
      must((await ctx.read<bigint>(l.token, "H14SpxReplica", "buyCount")) > 20n, "the tax is not final");
      await refused(ctx, ctx.send(l.token, "H14SpxReplica", "addBots", [[ctx.wallet(HOLDER)]]), "an addBots");
      await sellPaysOver(ctx, l, 0.95, HOLDER);
    },
  },
  {
    name: "mog-renounced-four-percent-fee",
    expected: "safe",
    ageDays: 1000,
    source: `MOG (Mog Coin, Etherscan-verified 0xaaeE1A9723aaDB7afA2810263653A34bA2C21C7a, solc 0.8.18, 'contract MOG is Ownable, ERC20': 420,690,000,000,000 supply, liquidityFee 2 + burnFee 2 of 100 scaled by buy / sell / transfer percents (startTrading 1400 / 800 / 1000, reduceFee 100 / 100 / 100), setStructure onlyOwner without bound, max tx / max wallet 1 % until removeLimits, clearStuckToken and manualSend public but paying only the contract's own balances to the auto-liquidity receiver, ownership renounced; ${SMARTINV} numerated_0xaaee1a9723aadb7afa2810263653a34ba2c21c7a.sol); H14Real.sol H14MogReplica`,
    rationale:
      "The owner could once set the fee percents without bound, which looks dangerous; but fees were reduced to 4 % (2 % burnt, 2 % to liquidity), limits removed and ownership renounced: nobody can change a fee any more. The public helpers only move the contract's own balances. No mint. ETH pair, LP burnt.",
    launch: async (ctx) => {
      const mog = await ctx.deploy("H14MogReplica", [ctx.router]);
      return openMarket(ctx, mog, {
        lp: "burn",
        setPair: true,
        afterLp: async () => {
          await ctx.send(mog, "H14MogReplica", "startTrading");
          await ctx.send(mog, "H14MogReplica", "reduceFee");
          await ctx.send(mog, "H14MogReplica", "removeLimits");
          await ctx.send(mog, "H14MogReplica", "renounceOwnership");
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H14MogReplica", "owner")) === ZERO, "the owner is not renounced");
      await refused(
        ctx,
        ctx.send(l.token, "H14MogReplica", "setStructure", [100n, 2_500n, 100n]),
        "a fee change after renounce",
      );
      await sellPaysOver(ctx, l, 0.93, HOLDER);
    },
  },
  {
    name: "wojak-fixed-supply",
    expected: "safe",
    ageDays: 1050,
    source: `WOJAK (Wojak Coin, Etherscan-verified 0x5026F006B85729a8b14553FAE6af249aD16c9aaB: 'contract WojakCoin is ERC20', constructor ERC20("Wojak Coin", "WOJAK") and _mint(msg.sender, 69420000000 * 10 ** decimals()), OpenZeppelin 4.8 ERC20, nothing else; ${SMARTINV} numerated_0x5026f006b85729a8b14553fae6af249ad16c9aab.sol); H14Real.sol H14WojakReplica`,
    rationale:
      "A plain OpenZeppelin ERC-20 with 69.42 billion tokens minted once in the constructor: no owner, no mint, no pause, no fee. ETH pair, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H14WojakReplica"), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === 69_420_000_000n * E18, "the supply is not 69.42B");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ladys-blacklist-template-renounced",
    expected: "safe",
    ageDays: 950,
    source: `LADYS (Milady Meme Coin, Etherscan-verified 0x12970E6868f88f6557B76120662c1B3E50A646bf: 'contract LadysToken is Ownable, ERC20', constructor mints 94 % / 1 % / 5 % to the LP, airdrop and ecosystem wallets, blacklist(address, bool) and setRule(limited, pair, maxHoldingAmount, minHoldingAmount) onlyOwner, _beforeTokenTransfer refusing blacklisted parties and, while limited, buys outside [min, max] holding, burn of the caller's own tokens; ownership renounced; ${SMARTINV} numerated_0x12970e6868f88f6557b76120662c1b3e50a646bf.sol); H14Real.sol H14LadysReplica (a 1,000,000,000,000,000 supply stands in for the constructor argument)`,
    rationale:
      "The template's owner could blacklist any address, which looks dangerous; but the launch limits were switched off, no address is blacklisted, and ownership is renounced: no one can blacklist or change the rules any more. No mint, no fee. ETH pair, LP burnt.",
    launch: async (ctx) => {
      const ladys = await ctx.deploy("H14LadysReplica", [
        1_000_000_000_000_000n,
        ctx.deployer,
        ctx.wallet(83),
        ctx.wallet(84),
      ]);
      return openMarket(ctx, ladys, {
        lp: "burn",
        afterLp: async (pair) => {
          await ctx.send(ladys, "H14LadysReplica", "setRule", [false, pair, 0n, 0n]);
          await ctx.send(ladys, "H14LadysReplica", "renounceOwnership");
        },
      });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.read<Address>(l.token, "H14LadysReplica", "owner")) === ZERO, "the owner is not renounced");
      await refused(
        ctx,
        ctx.send(l.token, "H14LadysReplica", "blacklist", [ctx.wallet(HOLDER), true]),
        "a blacklisting after renounce",
      );
      await holderSells(ctx, l);
    },
  },
];
