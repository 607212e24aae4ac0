/**
 * HELD-OUT EVM evaluation set v16 (blind). Written by a helper that read no engine code, no engine docs, no dev case,
 * no held-out README and no result of any set; only public material (cited per case, read 2026-11-28), the earlier
 * sets' plumbing and case files (whose case names and shapes it avoided repeating). The expectations below were
 * committed BEFORE the engine ever ran on these tokens. A second blind analyst (same rules) audited the set before the
 * engine ran and replaced three cases that repeated earlier sets' shapes (H16Audit.sol; see the commits). Never edit
 * an expectation to match the engine; a broken launch script may be fixed, with the reason in the commit.
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
 * Each launch: contracts/heldout16 (with OpenZeppelin 5.7.0) compiled with solc, the official Safe artifacts and
 * OpenZeppelin's ERC1967Proxy as published, a Uniswap V2 pair against WETH, liquidity, the supply spread over many
 * holders, buys and sells by several wallets minutes to hours apart (v4's openMarket), the LP settled as the scenario
 * says, then the owner actions the scenario describes. `ageDays`: pair age at scan time.
 */
import { type Address, type Hex, keccak256, toHex } from "viem";
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
} from "../evm4/market";

/** Same shape as the v2-v15 cases (name, expected, rationale, source, ageDays, launch, late, proof). */
export type HeldoutEvm16Case = HeldoutEvm2Case;

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const DAY = 86_400;
const DEAD: Address = "0x000000000000000000000000000000000000dEaD";

const CRP =
  "CRPWarner (Lin et al. 2024, 'Warning the Risk of Contract-related Rug Pull in DeFi Smart Contracts': hidden mint, leak, limit, freeze function classes)";
const RPH =
  "RPHunter (2025, rug-pull detection from code and transaction graphs: owner-only balance moves, hidden transfer restrictions)";
const TSCOPE = "TokenScope (2024, inconsistency between a token's documented/visible behaviour and its code)";
const GOPLUS =
  "GoPlus token-security API field descriptions (docs.gopluslabs.io, token_security: is_mintable, owner_change_balance, hidden_owner, transfer_pausable, slippage_modifiable, personal_slippage_modifiable, cannot_sell_all, trading_cooldown)";
const HONEYPOT =
  "Honeypot.is risk descriptions (honeypot.is docs: a simulated buy and sell; tokens that behave differently in simulation or for specific wallets)";
const CERTIK =
  "CertiK / SlowMist / PeckShield alert and audit finding classes (centralization risk, missing access control, signature verification against the wrong party, missing replay protection, uninitialized proxies, caps checked on the wrong quantity)";
const DEFI =
  "De.Fi Scanner / SolidityScan scam-pattern write-ups (LP not really locked, unlock conditions controlled by the team)";
const EIP3009 =
  "EIP-3009 Transfer With Authorization (eips.ethereum.org/EIPS/eip-3009: the signer must be `from`; each nonce may be used once, authorizationState)";
const USDC_MINT =
  "Circle FiatToken (centrehq/centre-tokens FiatTokenV1: masterMinter configureMinter(minter, minterAllowedAmount), mint decrements the minter's allowance)";
const OZ_PROXY =
  "OpenZeppelin ERC1967Proxy 5.7.0 + Initializable docs (docs.openzeppelin.com/contracts/5.x/api/proxy: initialize in the deploying transaction, never leave an initializer open); Wormhole / Parity uninitialized-implementation post-mortems";
const SAFE_DOCS =
  "Safe{Wallet} docs (docs.safe.global: owners, threshold); @safe-global/safe-smart-account 1.5.0 artifacts";
const SANCT =
  "Etherscan-verified source in the public code index (tintinweb/smart-contract-sanctuary style), read 2026-11-28";

/**
 * LP locked for ten years (the deployer's whole LP in the test locker, set in afterLp): openMarket's "lock" fate is a
 * 540-day lock, which would already have expired at scan time for the older pairs of this set.
 */
const lock10y = (ctx: LaunchContext) => ({
  lp: "keep" as const,
  afterLp: async (pair: Address) => ctx.lockLp(pair, 10_000, 3_650),
});

/** Wallets 0-9 trade, 20-29 hold, 40-48 are governance keys, 50-64 hold further bags; 80+ are case-specific. */
const govKeys = (ctx: LaunchContext) => owners(ctx, [40, 41, 42, 43, 44]);
const safe3of5 = (ctx: LaunchContext) => deploySafe(ctx, govKeys(ctx), 3);
const signers3 = (ctx: LaunchContext) => govKeys(ctx).slice(0, 3);
const holderBalance = (ctx: LaunchContext, l: Launched) => ctx.balance(l.token, ctx.wallet(HOLDER));
const lpOf = (ctx: LaunchContext, pair: Address, who: Address) => ctx.read<bigint>(pair, "Pair", "balanceOf", [who]);

/** Off-chain signing keys (fixed test keys). */
const key = (label: string) => privateKeyToAccount(keccak256(toHex(`h16-${label}-signing-test-key`)));
const THIEF_KEY = key("thief");
const PAYER_KEY = key("payer");
const MERCHANT = (ctx: LaunchContext) => ctx.wallet(86);
const PAYMENT = SUPPLY / 1000n;
const PAYMENT_NONCE = keccak256(toHex("h16-payment-nonce-1"));
const paymentSigs = new Map<string, Hex>();

/** The payer (an off-chain key) receives 1 % of the supply and signs one payment of 0.1 % to a merchant, relayed. */
async function payerPaysOnce(ctx: LaunchContext, l: Launched) {
  await ctx.send(l.token, "H16AuthToken", "transfer", [PAYER_KEY.address, SUPPLY / 100n], ctx.wallet(20));
  const h = await ctx.read<Hex>(l.token, "H16AuthToken", "authHash", [
    PAYER_KEY.address,
    MERCHANT(ctx),
    PAYMENT,
    PAYMENT_NONCE,
  ]);
  const sig = await PAYER_KEY.signMessage({ message: { raw: h } });
  paymentSigs.set(l.token.toLowerCase(), sig);
  await relayPayment(ctx, l);
}
const relayPayment = (ctx: LaunchContext, l: Launched) =>
  ctx.send(
    l.token,
    "H16AuthToken",
    "transferWithAuthorization",
    [PAYER_KEY.address, MERCHANT(ctx), PAYMENT, PAYMENT_NONCE, paymentSigs.get(l.token.toLowerCase())!],
    ctx.wallet(85),
  );

/** An authorization moving the holder's whole bag to the thief, signed by the thief, relayed by a stranger. */
async function thiefAuthorization(ctx: LaunchContext, l: Launched) {
  const bal = await holderBalance(ctx, l);
  must(bal > 0n, "the holder has nothing");
  const nonce = keccak256(toHex("h16-thief-nonce"));
  const args = [ctx.wallet(HOLDER), THIEF_KEY.address, bal, nonce] as const;
  const h = await ctx.read<Hex>(l.token, "H16AuthToken", "authHash", [...args]);
  const sig = await THIEF_KEY.signMessage({ message: { raw: h } });
  return ctx.send(l.token, "H16AuthToken", "transferWithAuthorization", [...args, sig], ctx.wallet(85));
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

/** LP moved into a fresh H16ClockLocker reading the token's launch clock. */
async function lpInClockLocker(ctx: LaunchContext, token: Address) {
  const locker = await ctx.deploy("H16ClockLocker", [token]);
  remember(token, "locker", locker);
  return openMarket(ctx, token, {
    lp: "keep",
    setPair: true,
    afterLp: async (pair) => {
      const lp = await lpOf(ctx, pair, ctx.deployer);
      await ctx.send(pair, "Pair", "approve", [locker, lp]);
      await ctx.send(locker, "H16ClockLocker", "lock", [pair, lp]);
    },
  });
}

/** The two-step-initialised token behind an ERC1967Proxy; only the supply step is run here. */
async function twoStepProxy(ctx: LaunchContext) {
  const impl = await ctx.deploy("H16TwoStepInitToken");
  const init = ctx.encode("H16TwoStepInitToken", "initialize", [ctx.deployer, SUPPLY]);
  return ctx.deploy("ERC1967Proxy", [impl, init]);
}

/** A market where the deployer keeps 60 % and then "burns" 45 % of the supply to 0x…dEaD. */
async function deadHeavyMarket(ctx: LaunchContext, token: Address) {
  const l = await openMarket(ctx, token, { lp: "burn", setPair: true, keepBps: 6_000 });
  await ctx.send(token, "H16DeadReclaimToken", "transfer", [DEAD, (SUPPLY * 45n) / 100n]);
  return l;
}

/** A market where the deployer keeps 50 % and then moves 45 % of the supply into a team vesting contract. */
async function vestedTeamMarket(ctx: LaunchContext, startFrozen: boolean) {
  const token = await ctx.deploy("H16PlainToken", [SUPPLY]);
  const vesting = await ctx.deploy("H16TeamVesting", [token, ctx.deployer, startFrozen]);
  remember(token, "vesting", vesting);
  const l = await openMarket(ctx, token, { lp: "burn", keepBps: 6_000 });
  await ctx.send(token, "H16PlainToken", "transfer", [vesting, (SUPPLY * 45n) / 100n]);
  return l;
}

const MINTER_NODE = keccak256(toHex("minter.resolved-mint"));
/** The registry-resolved minter token; the node is registered to `nodeOwner`, which points it at itself. */
async function registryMintToken(ctx: LaunchContext, nodeOwner: "deployer" | "safe") {
  const registry = await ctx.deploy("H16NameRegistry");
  const token = await ctx.deploy("H16RegistryMintToken", [SUPPLY, registry, MINTER_NODE]);
  remember(token, "registry", registry);
  if (nodeOwner === "deployer") {
    await ctx.send(registry, "H16NameRegistry", "register", [MINTER_NODE, ctx.deployer]);
    await ctx.send(registry, "H16NameRegistry", "setAddr", [MINTER_NODE, ctx.deployer]);
  } else {
    const safe = await safe3of5(ctx);
    await ctx.send(registry, "H16NameRegistry", "register", [MINTER_NODE, safe]);
    await safeExec(ctx, safe, registry, ctx.encode("H16NameRegistry", "setAddr", [MINTER_NODE, safe]), signers3(ctx));
  }
  return openMarket(ctx, token, lock10y(ctx));
}

/** A flip bot funded with 0.1 % of the supply plays until a block where it wins (at most ten tries). */
async function botPlays(ctx: LaunchContext, l: Launched) {
  const bot = await ctx.deploy("H16FlipBot");
  await ctx.send(l.token, "H16CoinFlipToken", "transfer", [bot, SUPPLY / 1000n], ctx.wallet(20));
  for (let k = 0; k < 10; k++) await ctx.send(bot, "H16FlipBot", "play", [l.token, 20n], ctx.wallet(85));
  return bot;
}

/** Validator keys of the bridge-style minter (off-chain test keys). */
const VALIDATORS = [1, 2, 3, 4, 5].map((i) => key(`validator-${i}`));
const validatorToken = (ctx: LaunchContext, strict: boolean) =>
  ctx.deploy("H16ValidatorMintToken", [SUPPLY, VALIDATORS.map((v) => v.address), 3n, strict]);
/** A mint of 10x the supply to a stranger, carrying the given validator signatures (sorted by signer). */
async function validatorMint(ctx: LaunchContext, l: Launched, keys: ReturnType<typeof key>[], tag: string) {
  const to = ctx.wallet(85);
  const nonce = keccak256(toHex(`h16-mint-${tag}`));
  const h = await ctx.read<Hex>(l.token, "H16ValidatorMintToken", "mintHash", [to, 10n * SUPPLY, nonce]);
  const sorted = [...keys].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  const sigs = await Promise.all(sorted.map((k) => k.signMessage({ message: { raw: h } })));
  return ctx.send(l.token, "H16ValidatorMintToken", "mintWithSignatures", [to, 10n * SUPPLY, nonce, sigs], to);
}

export const HELDOUT_EVM16_CASES: readonly HeldoutEvm16Case[] = [
  // ───────────────────────────── DANGER ─────────────────────────────
  {
    name: "transfer-authorization-signer-compared-with-recipient",
    expected: "danger",
    ageDays: 9,
    source: `${EIP3009}; ${CERTIK} (signature checked against the wrong party); ${GOPLUS} (owner_change_balance class); H16Tokens.sol H16AuthToken (mode 1)`,
    rationale:
      "No owner power, no mint, no fee, LP locked. The token offers EIP-3009 transferWithAuthorization (gasless transfers relayed by anyone), but the recovered signer is compared with the recipient, not with the sender: ANYONE can sign an authorization moving any holder's whole bag to themselves and have it relayed.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16AuthToken", [SUPPLY, 1]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await thiefAuthorization(ctx, l);
      must((await holderBalance(ctx, l)) === 0n, "the thief's authorization did not take the holder's bag");
    },
  },
  {
    name: "transfer-authorization-nonce-never-consumed",
    expected: "danger",
    ageDays: 1900,
    source: `${EIP3009} (authorizationState: a nonce is used once); ${CERTIK} (missing replay protection); H16Tokens.sol H16AuthToken (mode 2)`,
    rationale:
      "EIP-3009-style signed transfers, signer correctly checked against the sender, but the nonce is never marked used. Any authorization a holder ever signed (here one 0.1 % payment to a merchant, visible on chain) can be replayed by anyone until the holder's bag is gone: holders' tokens can be taken without their consent. No owner, LP burnt.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H16AuthToken", [SUPPLY, 2]), { lp: "burn", setPair: true });
      await payerPaysOnce(ctx, l);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      for (let k = 0; k < 9; k++) await relayPayment(ctx, l);
      must((await ctx.balance(l.token, PAYER_KEY.address)) === 0n, "the replays did not empty the payer's bag");
    },
  },
  {
    name: "signed-trade-fee-below-zero-mints",
    expected: "danger",
    ageDays: 33,
    source: `${CRP} (hidden mint); ${TSCOPE}; ${CERTIK} (a cap with only an upper bound on a signed quantity); ${GOPLUS} (slippage_modifiable, is_mintable); H16Tokens.sol H16SignedFeeToken (floorZero = false)`,
    rationale:
      "A 2 % trade fee the owner may change, 'capped at 5 %'. The fee is a signed integer and only its upper bound is checked; a negative fee credits the recipient with freshly minted tokens. The owner (an EOA) can set -10000 % so every buy mints a hundred times what it paid for, and a sell is credited to the pool a hundredfold: unbounded minting that drains the pool. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16SignedFeeToken", [SUPPLY, false]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H16SignedFeeToken", "setFee", [-1_000_000n]);
      const before = await ctx.quoteReserve(l);
      const supply = await ctx.supply(l.token);
      const w = ctx.wallet(85);
      await ctx.buy(l.token, l.quote, w, 0.2);
      must((await ctx.supply(l.token)) > supply, "the buy minted nothing");
      await ctx.sell(l.token, l.quote, w, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.3, "the negative fee did not drain the pool");
    },
  },
  {
    name: "faucet-credits-each-new-recipient-without-budget",
    expected: "danger",
    ageDays: 4,
    source: `${CRP} (hidden mint); ${GOPLUS} (is_mintable); ${CERTIK} (missing access control / sybil-able per-address limit); H16Tokens.sol H16FaucetToken (budget 0)`,
    rationale:
      "A 'community faucet': claimFor(address) credits 0.1 % of the supply to each address once. Nothing limits the total and addresses cost nothing: ANYONE can claim for as many fresh addresses as they like and mint without bound. No owner, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H16FaucetToken", [SUPPLY, 0n]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 60; k++)
        await ctx.send(l.token, "H16FaucetToken", "claimFor", [ctx.wallet(100 + k)], ctx.wallet(85));
      must((await ctx.supply(l.token)) > (before * 105n) / 100n, "the claims did not mint past 5 %");
    },
  },
  {
    name: "packed-config-word-skips-fee-cap",
    expected: "danger",
    ageDays: 18,
    source: `${TSCOPE}; ${GOPLUS} (slippage_modifiable); ${CERTIK} (a cap enforced on one setter and not on another path); H16Tokens.sol H16PackedConfigToken (capWord = false)`,
    rationale:
      "The visible setSellFee is capped at 5 %. A second owner function, setConfig(uint256), unpacks the sell fee from the low 16 bits of a config word and checks only the max-wallet field. The owner (an EOA) can set a 99 % sell fee paid to itself. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16PackedConfigToken", [SUPPLY, false]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H16PackedConfigToken", "setConfig", [9_900n + (200n << 16n)]);
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "per-wallet-sell-fee-uncapped",
    expected: "danger",
    ageDays: 2100,
    source: `${GOPLUS} (personal_slippage_modifiable); ${HONEYPOT} (tokens that behave differently for specific wallets); ${RPH}; H16Tokens.sol H16PersonalFeeToken (cap 0)`,
    rationale:
      "No general fee: sells are free in a simulation. But the owner (an EOA) may set a personal sell fee for any wallet, up to 100 %, paid to itself: it can make any chosen holder's sell lose 99 % of its value. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16PersonalFeeToken", [SUPPLY, 0n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H16PersonalFeeToken", "setPersonalFee", [ctx.wallet(HOLDER), 9_900n]);
      await sellLosesMost(ctx, l, HOLDER, 10_000, 0.2);
    },
  },
  {
    name: "mint-cap-measured-on-circulating-supply",
    expected: "danger",
    ageDays: 150,
    source: `${CRP} (hidden mint); ${TSCOPE} (documented cap vs code); ${GOPLUS} (is_mintable); ${CERTIK} (cap checked on the wrong quantity); H16Tokens.sol H16CirculatingCapToken (countAll = false)`,
    rationale:
      "The owner may mint 'up to a 110 % supply cap', but the cap is compared with the circulating supply, which leaves out the balances of treasury wallets the owner lists. Minting into a listed treasury never moves the circulating figure: the owner (an EOA) can mint without bound. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H16CirculatingCapToken", [SUPPLY, false]);
      await ctx.send(token, "H16CirculatingCapToken", "addTreasury", [ctx.wallet(81)]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H16CirculatingCapToken", "mint", [ctx.wallet(81), 10n * SUPPLY]),
        "the treasury mint",
      );
      must((await ctx.supply(l.token)) > 5n * SUPPLY, "the mint stayed under the cap");
    },
  },
  {
    name: "dead-address-bag-reclaimable-by-owner",
    expected: "danger",
    ageDays: 52,
    source: `${RPH} (owner-only balance moves); ${TSCOPE} (a 'burn' that is not final); ${CERTIK} (centralization); H16Tokens.sol H16DeadReclaimToken (anyDead = true)`,
    rationale:
      "Half the supply was 'burnt' to 0x…dEaD, so the circulating supply looks small and the team's bag modest. A 'recover mistaken transfers' function lets the owner (an EOA) move the dead address's balance to itself: it can take back half the supply and sell it into the pool, draining most of the ether. LP burnt.",
    launch: async (ctx) => deadHeavyMarket(ctx, await ctx.deploy("H16DeadReclaimToken", [SUPPLY, true])),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.quoteReserve(l);
      await ctx.send(l.token, "H16DeadReclaimToken", "reclaim", [DEAD, await ctx.balance(l.token, DEAD)]);
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.35, "the reclaimed bag did not drain the pool");
    },
  },
  {
    name: "lp-lock-end-follows-owner-settable-clock",
    expected: "danger",
    ageDays: 11,
    source: `${DEFI}; ${CERTIK} (lock condition read from a contract the team controls); H16Tokens.sol H16ClockLocker + H16ClockToken (fixedClock = false)`,
    rationale:
      "All LP is in a locker that releases it 365 days after the token's launch time. The locker reads that time from the token, where the owner (an EOA) can change it at will: setting it a year back unlocks the LP at once and the deployer can remove the whole pool now.",
    launch: async (ctx) => lpInClockLocker(ctx, await ctx.deploy("H16ClockToken", [SUPPLY, false])),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H16ClockToken", "setLaunchTime", [1n]);
      await ctx.send(deployed(l.token, "locker"), "H16ClockLocker", "unlock", [0n]);
      await pullsPool(ctx, l, ctx.deployer);
    },
  },
  {
    name: "batched-deposits-reuse-one-msg-value",
    expected: "danger",
    ageDays: 6,
    source: `samczsun, 'Two Rights Might Make A Wrong' (paradigm.xyz, 2021-08: msg.value reused by every delegatecall of a BoringBatchable multicall, SushiSwap MISO); ${CRP} (hidden mint); written blind by the second analyst (audit), before the engine runs; H16Audit.sol H16BatchDepositToken`,
    rationale:
      "An ether-backed token: deposit() mints a fixed number of tokens per wei deposited (priced above the pool, so honest deposits are harmless) and redeem() pays the ether back; no owner, LP locked. But the token also offers a multicall() that delegatecalls itself, so a batch of many deposit() calls sent with one ether mints for that same ether every time: ANYONE can mint without bound for the cost of one deposit and sell into the pool (or redeem other depositors' ether).",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H16BatchDepositToken", [SUPPLY]), lock10y(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(85);
      const before = await ctx.quoteReserve(l);
      const one = ctx.encode("H16BatchDepositToken", "deposit", []);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H16BatchDepositToken", "multicall", [Array(60).fill(one)], w, 10n ** 18n),
        "the batched deposit",
      );
      must((await ctx.balance(l.token, w)) === 60n * 10n ** 25n, "one ether did not mint sixty deposits");
      await ctx.sell(l.token, l.quote, w, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.35, "the batch-minted tokens did not drain the pool");
    },
  },
  {
    name: "master-minter-eoa-refills-minter-allowances",
    expected: "danger",
    ageDays: 1600,
    source: `${USDC_MINT}; ${GOPLUS} (is_mintable); ${CERTIK} (centralization: single key); H16Tokens.sol H16MinterAllowanceToken (master minter an EOA)`,
    rationale:
      "USDC-style minting: each minter may only mint its configured allowance, which reads as bounded. But the master minter, who sets those allowances, is a single EOA: it can give itself (or any minter) any allowance and mint without bound, as often as it likes. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16MinterAllowanceToken", [SUPPLY, ctx.wallet(81)]), lock10y(ctx)),
    late: lastDay(),
    proof: async (ctx, l) => {
      const m = ctx.wallet(81);
      await ctx.send(l.token, "H16MinterAllowanceToken", "configureMinter", [m, 10n * SUPPLY], m);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H16MinterAllowanceToken", "mint", [m, 10n * SUPPLY], m),
        "the master minter's mint",
      );
    },
  },
  {
    name: "team-vesting-start-movable-by-admin",
    expected: "danger",
    ageDays: 95,
    source: `${TSCOPE} (a documented lock whose clock the team controls); ${RPH}; ${CERTIK} (centralization: schedule parameter settable by the beneficiary's side); H16Tokens.sol H16TeamVesting (startFrozen = false) + H16PlainToken`,
    rationale:
      "The token itself is plain and owner-less, LP burnt. 45 % of the supply sits in a team vesting contract (one-year cliff, then a year of linear release), which reads as locked. But the vesting admin, the deployer's EOA, can move the start date 'to align with the TGE': setting it two years back releases the whole bag at once, which the team can sell into the pool, draining most of it.",
    launch: async (ctx) => vestedTeamMarket(ctx, false),
    late: lastDay(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      const before = await ctx.quoteReserve(l);
      await ctx.send(vesting, "H16TeamVesting", "setStart", [BigInt(await ctx.now()) - 800n * BigInt(DAY)]);
      await ctx.send(vesting, "H16TeamVesting", "release", []);
      await ctx.sell(l.token, l.quote, ctx.deployer, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.35, "the released bag did not drain the pool");
    },
  },
  {
    name: "wrapper-mints-when-collateral-transfer-returns-false",
    expected: "danger",
    ageDays: 2450,
    source: `SWC-104 Unchecked Call Return Value (swcregistry.io); d-xo/weird-erc20 README ('Missing Revert': tokens such as ZRX return false instead of reverting); Qubit Finance bridge exploit (2022-01-27, rekt.news 'Qubit - REKT': a deposit whose token transfer silently did nothing still credited collateral); ${CRP} (hidden mint); written blind by the second analyst (audit), before the engine runs; H16Audit.sol H16LegacyWrapper + H16LegacyCollateral`,
    rationale:
      "A 1:1 wrapper of an old-style collateral token, no owner, LP locked. deposit() pulls the collateral with transferFrom and mints the wrapped token, but it ignores transferFrom's return value, and this collateral returns false (instead of reverting) when the depositor has no balance or allowance. ANYONE can 'deposit' collateral they do not have and mint wrapped tokens without bound, then sell them into the pool.",
    launch: async (ctx) => {
      const collateral = await ctx.deploy("H16LegacyCollateral", [SUPPLY]);
      const token = await ctx.deploy("H16LegacyWrapper", [collateral]);
      await ctx.send(collateral, "H16LegacyCollateral", "approve", [token, SUPPLY]);
      await ctx.send(token, "H16LegacyWrapper", "deposit", [SUPPLY]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(85);
      const before = await ctx.quoteReserve(l);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H16LegacyWrapper", "deposit", [10n * SUPPLY], w),
        "the unbacked deposit",
      );
      must((await ctx.balance(l.token, w)) === 10n * SUPPLY, "the stranger was not credited");
      await ctx.sell(l.token, l.quote, w, 10_000);
      must((await ctx.quoteReserve(l)) < before * 0.2, "the unbacked tokens did not drain the pool");
    },
  },
  {
    name: "sells-need-daily-keeper-ping",
    expected: "danger",
    ageDays: 400,
    source: `${GOPLUS} (transfer_pausable); ${HONEYPOT} (sells that pass in a simulation and fail later); Chainlink data-feed docs (docs.chain.link: heartbeat and staleness checks, the legitimate pattern this imitates); written blind by the second analyst (audit), before the engine runs, in place of a safe case that repeated an earlier set's shape; H16Audit.sol H16HeartbeatToken`,
    rationale:
      "No pause function, no fee, no mint, LP locked, and at scan time sells pass. But a 'stale feed' guard lets sells to the pair through only while the keeper (the deployer's EOA, immutable) has pinged within the last 24 hours. One key can stop every holder's sells simply by not pinging, and restart them at will: a renewable pause held by one address.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16HeartbeatToken", [SUPPLY]), { ...lock10y(ctx), setPair: true }),
    late: async (ctx, l) => {
      await ctx.send(l.token, "H16HeartbeatToken", "ping", []);
      await lastDay()(ctx, l);
    },
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 20);
      await ctx.wait(25);
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 21);
    },
  },
  {
    name: "minter-resolved-through-deployer-owned-registry-name",
    expected: "danger",
    ageDays: 27,
    source: `${CRP} (hidden mint); ${GOPLUS} (hidden_owner, is_mintable); ${TSCOPE} (owner() reads zero while a minter exists); ENS-style resolution (docs.ens.domains: the node owner sets the address record); H16Tokens.sol H16RegistryMintToken + H16NameRegistry (node owned by the deployer)`,
    rationale:
      "owner() returns zero and there is no role table. But mint() accepts whoever an outside name registry resolves the token's 'minter' name to, and that name is owned by the deployer's EOA, which points it at itself: one key can mint without bound, and can repoint the name at any time. LP locked.",
    launch: async (ctx) => registryMintToken(ctx, "deployer"),
    late: lastDay(),
    proof: async (ctx, l) => {
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "H16RegistryMintToken", "mint", [ctx.deployer, 10n * SUPPLY]),
        "the resolved minter's mint",
      );
    },
  },
  {
    name: "coin-flip-wins-minted-predictable-outcome",
    expected: "danger",
    ageDays: 1250,
    source: `SWC-120 Weak Sources of Randomness from Chain Attributes (swcregistry.io); ${CRP} (hidden mint); ${CERTIK} (predictable randomness in games: Fomo3D / SmartBillions post-mortems); H16Tokens.sol H16CoinFlipToken (prizeFromPool = false) + H16FlipBot`,
    rationale:
      "A built-in 'double or nothing' game: flip(amount) burns the stake on a loss and mints as much again on a win. The outcome is a hash of the block time and the caller, which a contract can compute before playing: ANYONE can deploy a player that flips only when it wins, doubling its stake again and again in one transaction, minting without bound. No owner, LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16CoinFlipToken", [SUPPLY, false]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      await botPlays(ctx, l);
      must((await ctx.supply(l.token)) > 2n * before, "the bot did not mint past the supply");
    },
  },
  {
    name: "sell-guard-needs-exact-supply-anyone-can-burn",
    expected: "danger",
    ageDays: 21,
    source: `${TSCOPE} (a documented 'integrity check' whose condition anyone can break); ${HONEYPOT} (sells that fail after a state change a simulation does not make); ${GOPLUS} (transfer_pausable); H16Tokens.sol H16SupplyGuardToken (exactMatch = true)`,
    rationale:
      "No owner power, no fee, LP burnt: a simulated buy and sell passes. But a sell is allowed only while the total supply is exactly the launch supply, and burn() is open to every holder: ANYONE holding one wei can burn it and every holder's sell fails for good (nothing can restore the supply).",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16SupplyGuardToken", [SUPPLY, true]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await holderSells(ctx, l, 21);
      await ctx.send(l.token, "H16SupplyGuardToken", "burn", [1n], ctx.wallet(22));
      await holderCannotSell(ctx, l);
      await holderCannotSell(ctx, l, 20);
    },
  },
  {
    name: "validator-mint-accepts-empty-signature-list",
    expected: "danger",
    ageDays: 330,
    source: `BEGO token exploit (BSC, 2022-10-20: mint() verified each signature passed but not how many; an empty array passed; PeckShield / BlockSec alerts and rekt-style write-ups); ${CRP} (hidden mint); ${CERTIK} (missing minimum-count check in multi-signature verification); H16Tokens.sol H16ValidatorMintToken (5 validators, threshold 3 declared, strictCount = false)`,
    rationale:
      "Bridge-style minting 'authorised by 3 of 5 validators': each signature passed must be a distinct validator's, which reads as multi-key. But nothing requires a minimum number of signatures, so a call with an empty list passes: ANYONE can mint any amount. No owner, LP locked.",
    launch: async (ctx) => openMarket(ctx, await validatorToken(ctx, false), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await supplyGrows(ctx, l, async () => void (await validatorMint(ctx, l, [], "empty")), "the unsigned mint");
    },
  },
  // ───────────────────────────── SAFE (twins) ─────────────────────────────
  {
    name: "transfer-authorization-by-sender-nonce-once",
    expected: "safe",
    ageDays: 300,
    source: `${EIP3009}; H16Tokens.sol H16AuthToken (mode 0)`,
    rationale:
      "The same EIP-3009 signed transfers as its danger twins, implemented as the standard says: the signer must be the sender and each nonce is used once. Nobody can move a holder's tokens without the holder's own signature, and a signed payment cannot be replayed. No owner, LP locked.",
    launch: async (ctx) => {
      const l = await openMarket(ctx, await ctx.deploy("H16AuthToken", [SUPPLY, 0]), {
        ...lock10y(ctx),
        setPair: true,
      });
      await payerPaysOnce(ctx, l);
      return l;
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, thiefAuthorization(ctx, l), "a thief-signed authorization");
      await refused(ctx, relayPayment(ctx, l), "a replayed payment");
      await holderSells(ctx, l);
    },
  },
  {
    name: "faucet-with-two-percent-total-budget",
    expected: "safe",
    ageDays: 90,
    source: `${CRP} (mint class, bounded); H16Tokens.sol H16FaucetToken (budget 2 % of the supply)`,
    rationale:
      "The same per-address faucet as its danger twin, but the faucet holds a fixed total budget of 2 % of the supply and stops when it is spent: a one-time budget, not unbounded minting. No owner, LP burnt.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H16FaucetToken", [SUPPLY, SUPPLY / 50n]), { lp: "burn" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      for (let k = 0; k < 20; k++)
        await ctx.send(l.token, "H16FaucetToken", "claimFor", [ctx.wallet(100 + k)], ctx.wallet(85));
      await refused(
        ctx,
        ctx.send(l.token, "H16FaucetToken", "claimFor", [ctx.wallet(130)], ctx.wallet(85)),
        "a claim past the budget",
      );
      must((await ctx.supply(l.token)) <= (before * 102n) / 100n, "the faucet minted past its budget");
      await holderSells(ctx, l);
    },
  },
  {
    name: "bought-tokens-staked-one-hour-fixed",
    expected: "safe",
    ageDays: 3,
    source: `${GOPLUS} (trading_cooldown, short and fixed); H16Tokens.sol H16StakedBuyToken (lock 1 hour, maximum 1 hour)`,
    rationale:
      "Bought tokens are auto-staked for one hour after a wallet's last buy, fixed in code (the maximum equals the initial lock, so it cannot be raised): an anti-bot cooldown. A buyer waits an hour, then sells freely. LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16StakedBuyToken", [SUPPLY, 3_600n, 3_600n]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H16StakedBuyToken", "setLock", [3_601n]), "a longer lock");
      await holderSells(ctx, l);
      await ctx.buy(l.token, l.quote, ctx.wallet(87), 0.1);
      await holderCannotSell(ctx, l, 87);
      await ctx.wait(2);
      await holderSells(ctx, l, 87);
    },
  },
  {
    name: "packed-config-word-fee-capped",
    expected: "safe",
    ageDays: 1400,
    source: `${GOPLUS} (slippage_modifiable with a ceiling); H16Tokens.sol H16PackedConfigToken (capWord = true)`,
    rationale:
      "The same two fee setters as its danger twin, but the packed config word's fee is checked against the same 5 % cap. The owner can take at most 5 % of a sell. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16PackedConfigToken", [SUPPLY, true]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H16PackedConfigToken", "setConfig", [9_900n + (200n << 16n)]),
        "a 99 % fee word",
      );
      await ctx.send(l.token, "H16PackedConfigToken", "setConfig", [500n + (200n << 16n)]);
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "per-wallet-sell-fee-capped-three-percent",
    expected: "safe",
    ageDays: 45,
    source: `${GOPLUS} (personal_slippage_modifiable with a ceiling); H16Tokens.sol H16PersonalFeeToken (cap 3 %)`,
    rationale:
      "The same personal sell fees as its danger twin, but capped in code at 3 %: the owner can single out a wallet, yet its sell still pays at least 97 % of its value. LP locked.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16PersonalFeeToken", [SUPPLY, 300n]), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H16PersonalFeeToken", "setPersonalFee", [ctx.wallet(HOLDER), 9_900n]),
        "a 99 % personal fee",
      );
      await ctx.send(l.token, "H16PersonalFeeToken", "setPersonalFee", [ctx.wallet(HOLDER), 300n]);
      await sellPaysOver(ctx, l, 0.9, HOLDER);
    },
  },
  {
    name: "reclaim-limited-to-token-contract-balance",
    expected: "safe",
    ageDays: 200,
    source: `${CERTIK} (rescue functions limited to stray balances); H16Tokens.sol H16DeadReclaimToken (anyDead = false)`,
    rationale:
      "The same dead-address-heavy supply and 'recover mistaken transfers' function as its danger twin, but it only recovers tokens sent to the token contract itself: the dead address's half of the supply stays burnt for good. LP burnt.",
    launch: async (ctx) => deadHeavyMarket(ctx, await ctx.deploy("H16DeadReclaimToken", [SUPPLY, false])),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H16DeadReclaimToken", "reclaim", [DEAD, await ctx.balance(l.token, DEAD)]),
        "a reclaim from the dead address",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "lp-lock-clock-frozen-at-listing",
    expected: "safe",
    ageDays: 30,
    source: `${DEFI}; H16Tokens.sol H16ClockLocker + H16ClockToken (fixedClock = true)`,
    rationale:
      "All LP in the same clock-reading locker as its danger twin, but the token's launch time can no longer change once the pair is set: the lock runs a full year from listing and nobody can remove the pool now.",
    launch: async (ctx) => lpInClockLocker(ctx, await ctx.deploy("H16ClockToken", [SUPPLY, true])),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H16ClockToken", "setLaunchTime", [1n]), "a clock change");
      await refused(ctx, ctx.send(deployed(l.token, "locker"), "H16ClockLocker", "unlock", [0n]), "an early unlock");
      await holderSells(ctx, l);
    },
  },
  {
    name: "proxy-owner-initialized-to-safe",
    expected: "safe",
    ageDays: 160,
    source: `${OZ_PROXY}; ${SAFE_DOCS}; H16Tokens.sol H16TwoStepInitToken behind ERC1967Proxy (owner step run: a 3-of-5 Safe)`,
    rationale:
      "A token behind an ERC1967Proxy, initialised in two steps (the supply in the deploying transaction, then the owner): the owner step was run at launch, naming a 3-of-5 Safe, which alone may mint: the initializer is closed and minting needs three of five keys. LP locked.",
    launch: async (ctx) => {
      const token = await twoStepProxy(ctx);
      await ctx.send(token, "H16TwoStepInitToken", "initializeOwner", [await safe3of5(ctx)]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const w = ctx.wallet(85);
      await refused(ctx, ctx.send(l.token, "H16TwoStepInitToken", "initializeOwner", [w], w), "a second owner step");
      await refused(ctx, ctx.send(l.token, "H16TwoStepInitToken", "mint", [w, SUPPLY], w), "a stranger's mint");
      await refused(ctx, ctx.send(l.token, "H16TwoStepInitToken", "mint", [ctx.deployer, SUPPLY]), "a deployer mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "master-minter-is-three-of-five-safe",
    expected: "safe",
    ageDays: 8,
    source: `${USDC_MINT}; ${SAFE_DOCS}; H16Tokens.sol H16MinterAllowanceToken (master minter a 3-of-5 Safe, one bridge minter with 1 %)`,
    rationale:
      "The same minter allowances as its danger twin, but the master minter is a 3-of-5 Safe, which gave one bridge minter a 1 % allowance: that minter can mint 1 % once, and any refill needs three of five keys. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const token = await ctx.deploy("H16MinterAllowanceToken", [SUPPLY, safe]);
      const data = ctx.encode("H16MinterAllowanceToken", "configureMinter", [ctx.wallet(82), SUPPLY / 100n]);
      await safeExec(ctx, safe, token, data, signers3(ctx));
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const m = ctx.wallet(82);
      await refused(
        ctx,
        ctx.send(l.token, "H16MinterAllowanceToken", "configureMinter", [m, SUPPLY], ctx.deployer),
        "a deployer refill",
      );
      await ctx.send(l.token, "H16MinterAllowanceToken", "mint", [m, SUPPLY / 100n], m);
      await refused(ctx, ctx.send(l.token, "H16MinterAllowanceToken", "mint", [m, 1n], m), "a mint past the allowance");
      await holderSells(ctx, l);
    },
  },
  {
    name: "team-vesting-start-frozen",
    expected: "safe",
    ageDays: 70,
    source: `OpenZeppelin VestingWallet 5.7.0 (docs.openzeppelin.com/contracts/5.x/api/finance#VestingWallet: start and duration fixed at deployment); H16Tokens.sol H16TeamVesting (startFrozen = true) + H16PlainToken`,
    rationale:
      "The same 45 % team bag in the same vesting contract as its danger twin, but the start date is frozen: nothing is released before the one-year cliff, then linearly over a year. Today the team can sell nothing from it. Plain owner-less token, LP burnt.",
    launch: async (ctx) => vestedTeamMarket(ctx, true),
    late: lastDay(),
    proof: async (ctx, l) => {
      const vesting = deployed(l.token, "vesting");
      await refused(ctx, ctx.send(vesting, "H16TeamVesting", "setStart", [1n]), "a start change");
      must((await ctx.read<bigint>(vesting, "H16TeamVesting", "vested")) === 0n, "something is already vested");
      await holderSells(ctx, l);
    },
  },
  {
    name: "minter-name-owned-by-three-of-five-safe",
    expected: "safe",
    ageDays: 510,
    source: `ENS-style resolution (docs.ens.domains); ${SAFE_DOCS}; H16Tokens.sol H16RegistryMintToken + H16NameRegistry (node owned by a 3-of-5 Safe, resolving to the Safe)`,
    rationale:
      "The same registry-resolved minter as its danger twin, but the 'minter' name is owned by a 3-of-5 Safe and resolves to that Safe: minting or repointing the name needs three of five keys. LP locked.",
    launch: async (ctx) => registryMintToken(ctx, "safe"),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H16RegistryMintToken", "mint", [ctx.deployer, SUPPLY]), "a deployer mint");
      await refused(
        ctx,
        ctx.send(deployed(l.token, "registry"), "H16NameRegistry", "setAddr", [MINTER_NODE, ctx.deployer]),
        "a deployer repoint",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "coin-flip-prizes-from-funded-pool",
    expected: "safe",
    ageDays: 15,
    source: `SWC-120 (the same weak randomness, with the payout bounded); ${CRP} (no mint path); H16Tokens.sol H16CoinFlipToken (prizeFromPool = true, 2 % prize pool) + H16FlipBot`,
    rationale:
      "The same predictable coin flip as its danger twin, but wins are paid from a prize pool of 2 % of the supply funded at launch, never minted: a clever player can at worst empty that fixed pool. A one-time budget; the supply can only shrink. No owner, LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H16CoinFlipToken", [SUPPLY, true]);
      await ctx.send(token, "H16CoinFlipToken", "transfer", [token, SUPPLY / 50n]);
      return openMarket(ctx, token, { ...lock10y(ctx), setPair: true });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const before = await ctx.supply(l.token);
      await botPlays(ctx, l);
      must((await ctx.supply(l.token)) <= before, "the game minted");
      await holderSells(ctx, l);
    },
  },
  {
    name: "sell-guard-allows-supply-to-shrink",
    expected: "safe",
    ageDays: 1100,
    source: `${TSCOPE}; H16Tokens.sol H16SupplyGuardToken (exactMatch = false)`,
    rationale:
      "The same sell guard and open burn as its danger twin, but the guard only refuses sells if the supply has grown past the launch supply, and there is no mint: burns never trip it, so nobody can stop sells. No owner power, LP burnt.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("H16SupplyGuardToken", [SUPPLY, false]), { lp: "burn", setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H16SupplyGuardToken", "burn", [1n], ctx.wallet(22));
      await holderSells(ctx, l);
      await holderSells(ctx, l, 20);
    },
  },
  {
    name: "validator-mint-needs-three-of-five-signatures",
    expected: "safe",
    ageDays: 55,
    source: `BEGO post-mortem fix (require the signature count); ${SAFE_DOCS} (threshold signatures); H16Tokens.sol H16ValidatorMintToken (5 validators, threshold 3, strictCount = true)`,
    rationale:
      "The same validator-signed minting as its danger twin, with the count enforced: at least three distinct validators of five must sign each mint and each nonce is used once. Minting needs multi-key agreement. No owner, LP locked.",
    launch: async (ctx) => openMarket(ctx, await validatorToken(ctx, true), { ...lock10y(ctx), setPair: true }),
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, validatorMint(ctx, l, [], "empty"), "an unsigned mint");
      await refused(ctx, validatorMint(ctx, l, VALIDATORS.slice(0, 2), "two"), "a two-signature mint");
      await holderSells(ctx, l);
    },
  },
  // ───────────────────────────── SAFE (real tokens, replicas) ─────────────────────────────
  {
    name: "oxt-fixed-supply-ownerless",
    expected: "safe",
    ageDays: 2200,
    source: `OXT OrchidToken (${SANCT}: 'contract OrchidToken is ERC20, ERC20Detailed', constructor _mint(msg.sender, 10**9 * 10**18), Solidity 0.5.12, no other function); H16Real.sol H16OrchidReplica`,
    rationale:
      "Replica of OXT: one billion tokens minted once to the deployer; no owner, no mint, no fee, no pause. Nothing can change holders' balances. LP spread over holders.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H16OrchidReplica"), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === SUPPLY, "the supply is not one billion");
      await holderSells(ctx, l);
    },
  },
  {
    name: "powr-fixed-supply-migration-info-multisig",
    expected: "safe",
    ageDays: 3000,
    source: `POWR PowerLedger (${SANCT}: totalTokens = 1e9 * 10**6 constant, 'The only address that can set migrationContractAddress, a secure multisig', setMigrationInfo(string) / changeMigrationInfoSetter only); ${SAFE_DOCS}; H16Real.sol H16PowerLedgerReplica (setter a 3-of-5 Safe)`,
    rationale:
      "Replica of POWR: a constant one-billion supply of 6 decimals, no mint, no fee, no pause. The only privileged role (a multisig, a 3-of-5 Safe here) can only publish a migration-info string. Nobody can touch balances. LP spread over holders.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H16PowerLedgerReplica", [await safe3of5(ctx)]);
      return openMarket(ctx, token, { lp: "wide" });
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "H16PowerLedgerReplica", "setMigrationInfo", ["migrate to 0xdead"]),
        "a deployer migration notice",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "rlc-crowdsale-lock-lifted-for-good",
    expected: "safe",
    ageDays: 2900,
    source: `RLC iExec RLC (${SANCT}: locked = true in the constructor, onlyUnlocked transfers for all but the owner, unlock() onlyOwner sets locked = false and nothing sets it back; burn of one's own balance; 87e15 units, 9 decimals); H16Real.sol H16RlcReplica`,
    rationale:
      "Replica of RLC: fixed supply, no mint, no fee. Transfers were locked during the crowdsale until the owner called unlock(); there is no function that locks again, so the owner (an EOA) keeps no power over holders. LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H16RlcReplica");
      await ctx.send(token, "H16RlcReplica", "unlock", []);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      must(!(await ctx.read<boolean>(l.token, "H16RlcReplica", "locked")), "still locked");
      await holderSells(ctx, l);
    },
  },
  {
    name: "cvc-fixed-supply-no-owner",
    expected: "safe",
    ageDays: 2700,
    source: `CVC CVCToken (${SANCT}: 'contract CVCToken', constructor(uint256 _totalSupply) gives it all to the creator, transfers return false on a short balance, no owner); H16Real.sol H16CivicReplica (1e9 tokens of 8 decimals)`,
    rationale:
      "Replica of CVC: the whole supply created once, no owner, no mint, no fee, no pause; old-style transfers that return false instead of reverting. Nobody holds any power. LP spread over holders.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("H16CivicReplica", [10n ** 17n]), { lp: "wide" }),
    late: lastDay(),
    proof: async (ctx, l) => {
      must((await ctx.supply(l.token)) === 10n ** 17n, "the supply changed");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ast-pause-held-by-owner-multisig",
    expected: "safe",
    ageDays: 2800,
    source: `AST AirSwapToken (${SANCT}: StandardToken + Pausable, constructor(_deployer, _owner, _balance) transfers ownership to a separate owner, becomesTransferable date, lockBalance by holders for their own tokens, 7-day lockingPeriod); ${SAFE_DOCS}; H16Real.sol H16AirSwapReplica (owner modelled as a 3-of-5 Safe; the transferable date long past)`,
    rationale:
      "Replica of AST: fixed supply, no mint, no fee; holders may lock their own balance for a week. The owner can pause transfers, but the owner is the project's multisig (a 3-of-5 Safe here), not the deployer: a pause needs three of five keys. LP locked.",
    launch: async (ctx) => {
      const safe = await safe3of5(ctx);
      const start = BigInt(await ctx.now()) - 1n;
      const token = await ctx.deploy("H16AirSwapReplica", [ctx.deployer, safe, 0n, start]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H16AirSwapReplica", "pause", []), "a deployer pause");
      await holderSells(ctx, l);
    },
  },
  {
    name: "celr-transfers-opened-pause-multisig",
    expected: "safe",
    ageDays: 2500,
    source: `CELR CelerToken (${SANCT}: PausableToken + SuccinctWhitelist, INITIAL_SUPPLY 1e28, transferOpened set once by openTransfer() onlyOwner, no function closes it, no mint); ${SAFE_DOCS}; H16Real.sol H16CelerReplica (owner modelled as a 3-of-5 Safe)`,
    rationale:
      "Replica of CELR: ten billion tokens minted once, no mint, no fee. Transfers were opened for everyone with a one-way switch; the remaining pause power sits with the owner, handed to the team multisig (a 3-of-5 Safe here). LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H16CelerReplica");
      await ctx.send(token, "H16CelerReplica", "openTransfer", []);
      await ctx.send(token, "H16CelerReplica", "transferOwnership", [await safe3of5(ctx)]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "H16CelerReplica", "pause", []), "a deployer pause");
      await holderSells(ctx, l);
    },
  },
  {
    name: "adx-capped-supply-controller-governed",
    expected: "safe",
    ageDays: 1950,
    source: `ADX AdEx Network 2020 token (${SANCT}: ADXToken mint / changeSupplyController only by supplyController; ADXSupplyController mint for governance >= Mint, 'MINT_TOO_LARGE' past 150M total supply; setGovernance / changeSupplyController for level All); ${SAFE_DOCS}; H16Real.sol H16AdexReplica + H16AdexSupplyControllerReplica (level All held by a 3-of-5 Safe, the deployer's level removed)`,
    rationale:
      "Replica of ADX: 100M minted; more can be minted only through the supply controller, never past 150M in total, and only by governance, which is the AdEx multisig (a 3-of-5 Safe here); the deployer holds no level. Mintable, but capped and multi-key. LP locked.",
    launch: async (ctx) => {
      const controller = await ctx.deploy("H16AdexSupplyControllerReplica");
      const token = await ctx.deploy("H16AdexReplica", [controller]);
      await ctx.send(controller, "H16AdexSupplyControllerReplica", "mint", [token, ctx.deployer, 10n ** 26n]);
      const safe = await safe3of5(ctx);
      await ctx.send(controller, "H16AdexSupplyControllerReplica", "setGovernance", [safe, 2]);
      await ctx.send(controller, "H16AdexSupplyControllerReplica", "setGovernance", [ctx.deployer, 0]);
      remember(token, "controller", controller);
      remember(token, "safe", safe);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      const controller = deployed(l.token, "controller");
      await refused(
        ctx,
        ctx.send(controller, "H16AdexSupplyControllerReplica", "mint", [l.token, ctx.deployer, 1n]),
        "a deployer mint",
      );
      const past = ctx.encode("H16AdexSupplyControllerReplica", "mint", [l.token, ctx.deployer, 6n * 10n ** 25n]);
      await refused(ctx, safeExec(ctx, deployed(l.token, "safe"), controller, past, signers3(ctx)), "a mint past 150M");
      await holderSells(ctx, l);
    },
  },
  {
    name: "dcn-owner-tunes-own-exchange-only",
    expected: "safe",
    ageDays: 2350,
    source: `DCN DentacoinToken (${SANCT}: 'Dentacoin Contract', owned + StandardToken, totalSupply 8e12 with 0 decimals to the creator; onlyOwner setEtherPrices / setGasForDCN / setDCNForGas / setGasReserve / setMinBalance / haltDirectTrade / refundToOwner (the contract's own ether and DCN); transfer pays gas in DCN; transferFrom is the plain StandardToken one); H16Real.sol H16DentacoinReplica (minBalanceForAccounts set to 0 at listing)`,
    rationale:
      "Replica of DCN: fixed supply, no mint, no blacklist. The owner (an EOA) has many setters, but they only tune the token contract's own ether exchange and the 'pay gas in DCN' rule of transfer(); it can only refund the contract's own ether and DCN to itself. Router sells go through the plain transferFrom, which no setting touches: even with the gas charge raised absurdly, holders sell at the pool price. Looks owner-heavy; nobody can mint or stop sells. (As in the real source, raising the gas parameters can make pool buys revert, since the pair cannot receive the gas ether, and lets the owner collect a fixed DCN charge from wallet-to-wallet transfers through the contract's balance; neither touches a holder's sell.) LP locked.",
    launch: async (ctx) => {
      const token = await ctx.deploy("H16DentacoinReplica");
      await ctx.send(token, "H16DentacoinReplica", "setMinBalance", [0n]);
      return openMarket(ctx, token, lock10y(ctx));
    },
    late: lastDay(),
    proof: async (ctx, l) => {
      await ctx.send(l.token, "H16DentacoinReplica", "setDCNForGas", [10n ** 12n]);
      await ctx.send(l.token, "H16DentacoinReplica", "setMinBalance", [10n ** 30n]);
      await sellPaysOver(ctx, l, 0.9, HOLDER);
      await holderSells(ctx, l, 20);
    },
  },
];
