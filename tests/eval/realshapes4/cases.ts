/**
 * Dev evaluation "real shapes 4" (tuned against, like tests/eval/evm-cases.ts): real honest tokens' behaviour and
 * real rug-pull shapes not in the dev set or the held-out sets v1-v3, written as Solidity
 * (contracts/test-tokens/RealShapes4.sol, each contract citing the verified source or write-up it follows), launched on
 * the local Hardhat node with the held-out world (Uniswap V2 pair, liquidity, holders, buys and sells over hours, the
 * owner's actions) and proved on a reverted snapshot. The expectations below were written as an analyst, with the
 * held-out sets' rule (tests/eval/heldout/evm3/README.md "Analyst rule"), and committed BEFORE the engine ran on these
 * tokens. Never edit one to match the engine.
 *
 * Run: npx tsx --tsconfig tsconfig.json tests/eval/realshapes4/run.ts
 */
import { type Address, concat, encodePacked, getContractAddress, type Hex, keccak256, pad, zeroAddress } from "viem";
import { DEAD, type LaunchContext, type Launched } from "../heldout/evm/world";
import type { HeldoutEvm2Case } from "../heldout/evm2/cases";
import { HOLDER, holderCannotSell, holderSells, must, refused, supplyGrows } from "../heldout/evm2/proofs";

export type RealShapes4Case = HeldoutEvm2Case & { kind: "real-token" | "benign-pattern" | "rug-shape" };

export const SUPPLY = 10n ** 27n; // 1e9 tokens of 18 decimals
const YEAR = 365 * 86_400;
/** The OP Stack's depositor system address (no private key: deposits are derived from L1 by the protocol). */
const OP_DEPOSITOR: Address = "0xDeaDDEaDDeAdDeAdDEAdDEaddeAddEAdDEAd0001";

const SNIFFER = "TokenSniffer smell-test descriptions (tokensniffer.com)";
const HONEYPOT = "Honeypot.is risk descriptions (honeypot.is docs)";
const CRP = "CRPWarner (Lin et al. 2024, github.com/CRPWarner/RugPull: hidden balance modification, mint, leak)";
const CERTIK = "CertiK / SlowMist audit finding classes (centralization risk, privileged roles)";
const REKT = "rekt.news rug-pull write-ups";

/** Ten holders of 3 % each; HOLDER (wallet 4) bought during the launch and never sold. */
const HOLDERS = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29];

interface Plan {
  setPair?: boolean;
  lp?: "burn" | "lock";
  /** Runs after listing and the spread, before the LP is settled and the trades start. */
  before?: (pair: Address) => Promise<void>;
  /** Where the supply sits before listing (default: the deployer). */
  from?: Address;
}

/**
 * v3's launch (tests/eval/heldout/evm3/cases.ts openMarket): 30 % of the supply in a WETH pair, 3 % to ten holders, 5 %
 * burnt, the deployer's rest handed out 3 % at a time until it keeps about 5 %, the LP burnt (or locked 18 months),
 * five buys and two partial sells hours apart.
 */
async function openMarket(ctx: LaunchContext, token: Address, plan: Plan = {}): Promise<Launched> {
  const supply = await ctx.supply(token);
  const pair = await ctx.list(token, {
    quote: "weth",
    tokens: (supply * 3n) / 10n,
    quoteAmount: 10,
    setPair: plan.setPair,
  });
  await ctx.spread(token, HOLDERS, 300);
  await ctx.send(token, "PlainUpgradeableToken", "transfer", [DEAD, supply / 20n]);
  const keep = supply / 20n;
  const share = (supply * 3n) / 100n;
  for (let w = 50; (await ctx.balance(token, ctx.deployer)) >= keep + share; w++)
    await ctx.send(token, "PlainUpgradeableToken", "transfer", [ctx.wallet(w), share]);
  await plan.before?.(pair);
  if ((plan.lp ?? "burn") === "burn") await ctx.moveLp(pair, DEAD, 10_000);
  else await ctx.lockLp(pair, 10_000, 540);
  await ctx.wait(0.3);
  for (const [i, b] of [0.5, 1.2, 0.3, 0.9, 0.6].entries()) {
    await ctx.buy(token, "weth", ctx.wallet(i), b);
    await ctx.wait(i % 2 === 0 ? 0.4 : 1.1);
  }
  await ctx.sell(token, "weth", ctx.wallet(0), 4_000);
  await ctx.wait(0.7);
  await ctx.sell(token, "weth", ctx.wallet(2), 3_000);
  await ctx.wait(0.3);
  return { token, pair, quote: "weth" };
}

const lastDay = async (ctx: LaunchContext, l: Launched) => {
  await ctx.buy(l.token, l.quote, ctx.wallet(5), 0.25);
  await ctx.wait(0.04);
  await ctx.buy(l.token, l.quote, ctx.wallet(6), 0.4);
  await ctx.wait(0.04);
  await ctx.sell(l.token, l.quote, ctx.wallet(1), 2_500);
};

/**
 * An official Safe 1.5.0 (npm build artifacts) of 2 of 3 distinct wallets (40, 41, 42): singleton, proxy factory and
 * a proxy made by createProxyWithNonce, its address computed as the factory's CREATE2 does and checked by its answer.
 */
async function officialSafe(ctx: LaunchContext): Promise<Address> {
  const singleton = await ctx.deploy("SafeSingleton");
  const factory = await ctx.deploy("SafeProxyFactory");
  const owners = [40, 41, 42].map((i) => ctx.wallet(i));
  const setup = ctx.encode("SafeSingleton", "setup", [
    owners,
    2n,
    zeroAddress,
    "0x",
    zeroAddress,
    zeroAddress,
    0n,
    zeroAddress,
  ]);
  await ctx.send(factory, "SafeProxyFactory", "createProxyWithNonce", [singleton, setup, 7n]);
  const creation = await ctx.read<Hex>(factory, "SafeProxyFactory", "proxyCreationCode");
  const safe = getContractAddress({
    opcode: "CREATE2",
    from: factory,
    salt: keccak256(encodePacked(["bytes32", "uint256"], [keccak256(setup), 7n])),
    bytecode: concat([creation, pad(singleton)]),
  });
  must((await ctx.read<bigint>(safe, "SafeSingleton", "getThreshold")) === 2n, "the Safe was not created");
  return safe;
}

/** Contracts a launch deployed beside the token, for the proofs. */
const helpers = new Map<string, Address>();
const remember = (token: Address, what: string, a: Address) => helpers.set(`${token.toLowerCase()}:${what}`, a);
function deployed(token: Address, what: string): Address {
  const a = helpers.get(`${token.toLowerCase()}:${what}`);
  if (!a) throw new Error(`no ${what} recorded for ${token}`);
  return a;
}

export const REAL_SHAPES4_CASES: readonly RealShapes4Case[] = [
  // ───────────────────────────── SAFE: real honest tokens and honest patterns ─────────────────────────────
  {
    name: "lrc-shape-fixed-burnable",
    kind: "real-token",
    expected: "safe",
    ageDays: 40,
    source: "Loopring LRC v2 NewLRCToken, Etherscan 0xBBbbCA6A901c926F240b89EacB641d8Aec7AEafD; RS4LrcShapeToken",
    rationale:
      "Fixed supply minted once, no owner, no mint; holders can only burn their own tokens (or with an allowance) and batch-send from their own balance.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4LrcShapeToken", [SUPPLY])),
    late: lastDay,
    proof: async (ctx, l) => {
      await ctx.send(l.token, "RS4LrcShapeToken", "burn", [1n], ctx.wallet(HOLDER));
      await refused(
        ctx,
        ctx.send(l.token, "RS4LrcShapeToken", "burnFrom", [ctx.wallet(HOLDER), 1n]),
        "burnFrom without allowance",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "comp-shape-votes-fixed",
    kind: "real-token",
    expected: "safe",
    ageDays: 60,
    source: "Compound COMP, Etherscan 0xc00e94Cb662C3520282E6f5717214004A7f26888; RS4CompShapeToken",
    rationale:
      "Whole supply minted at deployment, no owner, no mint; vote delegation with per-block checkpoints that move with transfers.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4CompShapeToken", [ctx.deployer, SUPPLY]);
      const l = await openMarket(ctx, token);
      await ctx.send(token, "RS4CompShapeToken", "delegate", [ctx.wallet(20)], ctx.wallet(20));
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      must(
        (await ctx.read<bigint>(l.token, "RS4CompShapeToken", "getCurrentVotes", [ctx.wallet(20)])) > 0n,
        "no votes",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "pepe-shape-renounced-blacklist",
    kind: "real-token",
    expected: "safe",
    ageDays: 20,
    source: "Pepe PEPE, Etherscan 0x6982508145454Ce325dDbE47a25d4ec3d2311933; RS4PepeShapeToken",
    rationale:
      "The code has an owner-only blacklist and holding limits, but the limits were switched off and ownership renounced: nobody can call either.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4PepeShapeToken", [SUPPLY]);
      const l = await openMarket(ctx, token, {
        before: async (pair) => ctx.send(token, "RS4PepeShapeToken", "setRule", [true, pair, (SUPPLY * 4n) / 100n, 0n]),
      });
      await ctx.send(token, "RS4PepeShapeToken", "setRule", [false, l.pair, 0n, 0n]);
      await ctx.send(token, "RS4PepeShapeToken", "renounceOwnership");
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4PepeShapeToken", "blacklist", [ctx.wallet(HOLDER), true]), "blacklist");
      await holderSells(ctx, l);
    },
  },
  {
    name: "ens-shape-capped-yearly-mint",
    kind: "real-token",
    expected: "safe",
    ageDays: 30,
    source:
      "ENS token, Etherscan 0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72 (mintCap 2 %, minimumMintInterval 365 days); RS4EnsShapeToken",
    rationale:
      "The owner (here one EOA) may mint at most 2 % of the supply once a year, the first time a year after deployment: bounded dilution written in code, no mint possible today.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4EnsShapeToken", [SUPPLY])),
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4EnsShapeToken", "mint", [ctx.deployer, 1n]), "a mint before a year");
      await ctx.wait(24 * 366);
      const supply = await ctx.supply(l.token);
      await refused(
        ctx,
        ctx.send(l.token, "RS4EnsShapeToken", "mint", [ctx.deployer, (supply * 3n) / 100n]),
        "a 3 % mint",
      );
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "RS4EnsShapeToken", "mint", [ctx.deployer, supply / 50n]),
        "a 2 % mint",
      );
    },
  },
  {
    name: "fee-setter-hard-capped-5pct",
    kind: "benign-pattern",
    expected: "safe",
    ageDays: 12,
    source: `${CERTIK} (fee setter without an upper bound, remediated by require(fee <= MAX)); RS4CappedFeeToken`,
    rationale:
      "2 % fee on buys and sells to a marketing wallet; the owner EOA can change it only within 0-5 % (require in code). A known, bounded cost.",
    launch: async (ctx) =>
      openMarket(ctx, await ctx.deploy("RS4CappedFeeToken", [SUPPLY, ctx.wallet(44)]), { setPair: true }),
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4CappedFeeToken", "setFee", [501n]), "a fee above 5 %");
      await ctx.send(l.token, "RS4CappedFeeToken", "setFee", [500n]);
      await holderSells(ctx, l);
    },
  },
  {
    name: "anti-whale-limit-only-loosens",
    kind: "benign-pattern",
    expected: "safe",
    ageDays: 8,
    source:
      "Launch anti-whale limits whose setters require the new limit to be at least 1 % and only higher, plus a one-way removeLimits() (the usual max-tx pattern of verified meme tokens); RS4LooseningLimitsToken",
    rationale:
      "A max-transaction limit at launch (raised to 5 % after the listing) that the owner can only raise or lift for good: it can never be lowered to trap sells.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4LooseningLimitsToken", [SUPPLY]);
      return openMarket(ctx, token, {
        setPair: true,
        before: async () => ctx.send(token, "RS4LooseningLimitsToken", "setMaxTx", [(SUPPLY * 5n) / 100n]),
      });
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4LooseningLimitsToken", "setMaxTx", [SUPPLY / 50n]), "a lower limit");
      await holderSells(ctx, l);
    },
  },
  {
    name: "op-bridged-token-bridge-minter",
    kind: "real-token",
    expected: "safe",
    ageDays: 25,
    source:
      "OP Stack OptimismMintableERC20 + L2StandardBridge (ethereum-optimism/optimism packages/contracts-bedrock/src/universal/*), e.g. bridged tokens on Base; RS4BridgedToken + RS4StandardBridge",
    rationale:
      "A bridged token: only the standard bridge (an immutable address) can mint or burn, and the bridge mints only what a relayed L1 deposit carries (relayed by the protocol's depositor, not a key anyone holds). Supply is backed 1:1 on L1.",
    launch: async (ctx) => {
      const bridge = await ctx.deploy("RS4StandardBridge", [OP_DEPOSITOR]);
      const token = await ctx.deploy("RS4BridgedToken", [bridge, ctx.wallet(45)]);
      remember(token, "bridge", bridge);
      await ctx.send(
        bridge,
        "RS4StandardBridge",
        "finalizeDeposit",
        [token, ctx.deployer, SUPPLY, `0x${"11".repeat(32)}`],
        OP_DEPOSITOR,
      );
      return openMarket(ctx, token);
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4BridgedToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      const bridge = deployed(l.token, "bridge");
      await refused(
        ctx,
        ctx.send(bridge, "RS4StandardBridge", "finalizeDeposit", [l.token, ctx.deployer, 1n, `0x${"22".repeat(32)}`]),
        "a deposit relayed by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "bal-shape-roles-held-by-schedule",
    kind: "real-token",
    expected: "safe",
    ageDays: 45,
    source:
      "Balancer BAL, Etherscan 0xba100000625a3754423978a60c9317c58a424e3D, and BalancerTokenAdmin 0xf302f9F50958c5593770FDf4d4812309fF77414f (balancer-v2-monorepo pkg/liquidity-mining); RS4BalShapeToken + RS4BalTokenAdmin",
    rationale:
      "Mint, snapshot and role admin are held only by the token admin contract, whose mint is limited by its emission schedule (about 7.5 % of the supply a year); the deployer's roles were revoked at activation. Bounded emission.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4BalShapeToken", [SUPPLY]);
      const l = await openMarket(ctx, token);
      const rate = (SUPPLY * 75n) / 1000n / BigInt(YEAR);
      const admin = await ctx.deploy("RS4BalTokenAdmin", [token, ctx.deployer, rate]);
      remember(token, "admin", admin);
      await ctx.send(token, "RS4BalShapeToken", "grantRole", [`0x${"00".repeat(32)}`, admin]);
      await ctx.send(admin, "RS4BalTokenAdmin", "activate");
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4BalShapeToken", "mint", [ctx.deployer, 1n]), "a mint by the deployer");
      const admin = deployed(l.token, "admin");
      await refused(ctx, ctx.send(admin, "RS4BalTokenAdmin", "mint", [ctx.deployer, SUPPLY / 10n]), "a 10 % mint");
      await holderSells(ctx, l);
    },
  },
  {
    name: "snapshot-owner-only-power",
    kind: "benign-pattern",
    expected: "safe",
    ageDays: 15,
    source:
      "OpenZeppelin Contracts 4.x ERC20Snapshot (owner-only snapshot()), as governance / dividend tokens ship it; RS4SnapshotToken",
    rationale:
      "The owner EOA's only power is to record a balance snapshot; balances, fees and transfers cannot be touched.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4SnapshotToken", [SUPPLY]);
      const l = await openMarket(ctx, token);
      await ctx.send(token, "RS4SnapshotToken", "snapshot");
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await ctx.send(l.token, "RS4SnapshotToken", "snapshot");
      await holderSells(ctx, l);
    },
  },
  {
    name: "rpl-shape-public-fixed-inflation",
    kind: "real-token",
    expected: "safe",
    ageDays: 50,
    source:
      "Rocket Pool RPL, Etherscan 0xD33526068D116cE69F19A9ee46F0bd304F21A51f (inflationMintTokens); RS4RplShapeToken",
    rationale:
      "Anyone may trigger the inflation mint, but it mints only what a fixed 5 %/year rate accrued since the last call, to the protocol vault fixed at deployment: nobody picks the amount or the recipient.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4RplShapeToken", [SUPPLY, ctx.wallet(46)])),
    late: lastDay,
    proof: async (ctx, l) => {
      const supply = await ctx.supply(l.token);
      await ctx.send(l.token, "RS4RplShapeToken", "inflationMintTokens", [], ctx.wallet(HOLDER));
      const grown = (await ctx.supply(l.token)) - supply;
      must(grown > 0n && grown < supply / 100n, `the inflation minted ${grown}, not a small accrued amount`);
      must((await ctx.balance(l.token, ctx.wallet(46))) === grown, "the inflation did not go to the vault");
    },
  },
  {
    name: "paxg-shape-issuer-roles-official-safe",
    kind: "real-token",
    expected: "safe",
    ageDays: 35,
    source:
      "Paxos Gold PAXG, Etherscan 0x45804880De22913dAFE09f4980848ECE6EcbAf78 (supplyController, assetProtectionRole, owner); official Safe 1.5.0 from @safe-global/safe-smart-account; RS4PaxgShapeToken",
    rationale:
      "A regulated issuer's controls (mint against reserves, freeze and wipe a frozen address, pause) all held by an official Safe of 2 of 3 distinct keys: governance a trader is told about, not one key.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4PaxgShapeToken");
      await ctx.send(token, "RS4PaxgShapeToken", "increaseSupply", [SUPPLY]);
      const l = await openMarket(ctx, token);
      const safe = await officialSafe(ctx);
      remember(token, "safe", safe);
      await ctx.send(token, "RS4PaxgShapeToken", "setSupplyController", [safe]);
      await ctx.send(token, "RS4PaxgShapeToken", "setAssetProtectionRole", [safe]);
      await ctx.send(token, "RS4PaxgShapeToken", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(ctx, ctx.send(l.token, "RS4PaxgShapeToken", "increaseSupply", [1n]), "a mint by the deployer");
      await refused(ctx, ctx.send(l.token, "RS4PaxgShapeToken", "pause"), "a pause by the deployer");
      const safe = deployed(l.token, "safe");
      must((await ctx.read<Address>(l.token, "RS4PaxgShapeToken", "owner")) === safe, "the Safe is not the owner");
      await refused(
        ctx,
        ctx.send(l.token, "RS4PaxgShapeToken", "increaseSupply", [1n], ctx.wallet(40)),
        "a mint by one of the Safe's keys",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "floki-shape-tax-handler-official-safe",
    kind: "real-token",
    expected: "safe",
    ageDays: 28,
    source:
      "FLOKI, Etherscan 0xcf0C122c6b73ff809C693DB761e7BaeBe62b6a2E (taxHandler.getTax in _transfer, setTaxHandler onlyOwner); official Safe 1.5.0 from @safe-global/safe-smart-account; RS4FlokiShapeToken + RS4FlokiTaxHandler",
    rationale:
      "Trades pay 0.3 % computed by an outside tax handler; the token (which can swap the handler) and the handler (which sets the rate) are both owned by an official Safe of 2 of 3 distinct keys: governance, not one key.",
    launch: async (ctx) => {
      const handler = await ctx.deploy("RS4FlokiTaxHandler");
      const token = await ctx.deploy("RS4FlokiShapeToken", [SUPPLY, handler, ctx.wallet(44)]);
      await ctx.send(handler, "RS4FlokiTaxHandler", "setExempt", [ctx.deployer, true]);
      const l = await openMarket(ctx, token, {
        before: async (pair) => ctx.send(handler, "RS4FlokiTaxHandler", "addExchangePool", [pair]),
      });
      const safe = await officialSafe(ctx);
      remember(token, "handler", handler);
      await ctx.send(handler, "RS4FlokiTaxHandler", "transferOwnership", [safe]);
      await ctx.send(token, "RS4FlokiShapeToken", "transferOwnership", [safe]);
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      const handler = deployed(l.token, "handler");
      await refused(
        ctx,
        ctx.send(handler, "RS4FlokiTaxHandler", "setTaxBasisPoints", [9_000n]),
        "a rate set by the deployer",
      );
      await refused(
        ctx,
        ctx.send(l.token, "RS4FlokiShapeToken", "setTaxHandler", [ctx.deployer]),
        "a handler set by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  {
    name: "tax-wallet-template-renounced",
    kind: "real-token",
    expected: "safe",
    ageDays: 10,
    source:
      "The 'Ownable + _taxWallet' launch template of 2023-24 Etherscan-verified meme tokens (openTrading, removeLimits, reduceFee, manualSwap); RS4TaxWalletTemplateToken",
    rationale:
      "A 3 % buy/sell tax (20 % for the first buys only) swapped to ETH for the tax wallet during sells; limits lifted and ownership renounced; the tax wallet can only lower the tax or swap the token's own collected tax. A known, bounded cost.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4TaxWalletTemplateToken", [SUPPLY, ctx.router, ctx.wallet(44)]);
      const l = await openMarket(ctx, token, {
        setPair: true,
        before: async () => {
          await ctx.send(token, "RS4TaxWalletTemplateToken", "openTrading");
          await ctx.send(token, "RS4TaxWalletTemplateToken", "removeLimits");
        },
      });
      await ctx.send(token, "RS4TaxWalletTemplateToken", "renounceOwnership");
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await refused(
        ctx,
        ctx.send(l.token, "RS4TaxWalletTemplateToken", "reduceFee", [50n], ctx.wallet(44)),
        "a tax raised by the tax wallet",
      );
      await ctx.send(l.token, "RS4TaxWalletTemplateToken", "manualSwap", [], ctx.wallet(44));
      await holderSells(ctx, l);
    },
  },
  {
    name: "dividend-tracker-renounced",
    kind: "benign-pattern",
    expected: "safe",
    ageDays: 18,
    source:
      "Reward-token template: DividendPayingToken (github.com/Roger-Wu/erc1726-dividend-paying-token) + DividendTracker created and owned by the token, forked by many BEP-20 / ERC-20 reward tokens; RS4DividendToken + RS4DividendTracker",
    rationale:
      "Every transfer updates a dividend tracker the token created and owns (holders' shares of ETH rewards); ownership of the token is renounced, so the tracker changes only through the token's fixed code, and it cannot block or move tokens.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4DividendToken", [SUPPLY]);
      const l = await openMarket(ctx, token, { setPair: true });
      await ctx.send(token, "RS4DividendToken", "renounceOwnership");
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      const tracker = await ctx.read<Address>(l.token, "RS4DividendToken", "dividendTracker");
      await refused(
        ctx,
        ctx.send(tracker, "RS4DividendTracker", "setBalance", [ctx.wallet(HOLDER), 0n]),
        "a share set by the deployer",
      );
      await holderSells(ctx, l);
    },
  },
  // ───────────────────────────── DANGER: rug-pull shapes ─────────────────────────────
  {
    name: "sell-cooldown-stretchable",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 3,
    source: `${SNIFFER} / ${HONEYPOT} (trading cooldown); RS4CooldownToken`,
    rationale:
      "Each buyer may sell only after a cooldown since its last buy; 30 s today, but the owner EOA can set any cooldown (years): one call and every buyer is stuck.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4CooldownToken", [SUPPLY]), { setPair: true }),
    late: lastDay,
    proof: async (ctx, l) => {
      await ctx.send(l.token, "RS4CooldownToken", "setCooldown", [BigInt(10 * YEAR)]);
      await holderCannotSell(ctx, l);
    },
  },
  {
    name: "owner-burns-any-holder",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 4,
    source: `${SNIFFER} (owner can burn tokens from any address); ${CRP}; RS4OwnerBurnToken`,
    rationale: "The owner EOA can burn(account, amount) any holder's tokens without their signature.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4OwnerBurnToken", [SUPPLY])),
    late: lastDay,
    proof: async (ctx, l) => {
      const bal = await ctx.balance(l.token, ctx.wallet(HOLDER));
      await ctx.send(l.token, "RS4OwnerBurnToken", "burn", [ctx.wallet(HOLDER), bal]);
      must((await ctx.balance(l.token, ctx.wallet(HOLDER))) === 0n, "the holder's tokens were not burnt");
    },
  },
  {
    name: "sniper-fee-per-wallet-99",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 2,
    source: `${HONEYPOT} (per-wallet taxes up to 99-100 %); ${SNIFFER} (personal modifiable tax); RS4SniperFeeToken`,
    rationale:
      "1 % sell fee for everyone, but the owner EOA can mark any wallet as a 'bot' and its sells pay 99 % to the owner: a targeted soft honeypot.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4SniperFeeToken", [SUPPLY]), { setPair: true }),
    late: lastDay,
    proof: async (ctx, l) => {
      await ctx.send(l.token, "RS4SniperFeeToken", "setBots", [[ctx.wallet(HOLDER)], true]);
      const bal = await ctx.balance(l.token, ctx.wallet(HOLDER));
      const pairBal = await ctx.balance(l.token, l.pair!);
      const worth = (Number(bal / 100n) / Number(pairBal)) * (await ctx.quoteReserve(l));
      const got = await ctx.sell(l.token, l.quote, ctx.wallet(HOLDER), 100);
      must(got < worth * 0.05, `the marked holder's sell paid ${got} of ${worth}`);
    },
  },
  {
    name: "pool-burn-and-sync",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 5,
    source: `${REKT} (pool-balance burns with sync() before insiders sell); ${CRP} (hidden balance modification); RS4PoolBurnToken`,
    rationale:
      "The owner EOA can burn up to all of the pool's tokens and sync the pair: the price jumps and the owner's tokens then take the pool's ETH.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4PoolBurnToken", [SUPPLY]), { setPair: true }),
    late: lastDay,
    proof: async (ctx, l) => {
      const before = await ctx.balance(l.token, l.pair!);
      await ctx.send(l.token, "RS4PoolBurnToken", "deflate", [9_900n]);
      must((await ctx.balance(l.token, l.pair!)) * 50n < before, "the pool's tokens were not burnt");
    },
  },
  {
    name: "role-admin-eoa-behind-contract-minter",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 6,
    source: `${CERTIK} (DEFAULT_ADMIN_ROLE held by an EOA can grant MINTER_ROLE); RS4RoleAdminMintToken + RS4RewardMinter`,
    rationale:
      "MINTER_ROLE is held by a rewards contract with a daily limit, but the role admin is still the deployer's EOA, which can grant itself MINTER_ROLE and mint without bound in two transactions.",
    launch: async (ctx) => {
      const token = await ctx.deploy("RS4RoleAdminMintToken", [SUPPLY]);
      const l = await openMarket(ctx, token);
      const minter = await ctx.deploy("RS4RewardMinter", [token, SUPPLY / 1000n]);
      await ctx.send(token, "RS4RoleAdminMintToken", "grantRole", [await minterRole(ctx, token), minter]);
      return l;
    },
    late: lastDay,
    proof: async (ctx, l) => {
      await ctx.send(l.token, "RS4RoleAdminMintToken", "grantRole", [await minterRole(ctx, l.token), ctx.deployer]);
      await supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "RS4RoleAdminMintToken", "mint", [ctx.deployer, SUPPLY * 10n]),
        "the deployer's mint",
      );
    },
  },
  {
    name: "owner-written-allowance",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 3.5,
    source: `${CRP} (leak: allowances written by an owner-only function); RS4AllowanceLeakToken`,
    rationale:
      "The owner EOA can give itself an unlimited allowance over any holder with syncAllowance(holder), then take the holder's tokens with an ordinary transferFrom.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4AllowanceLeakToken", [SUPPLY])),
    late: lastDay,
    proof: async (ctx, l) => {
      const victim = ctx.wallet(HOLDER);
      const bal = await ctx.balance(l.token, victim);
      await ctx.send(l.token, "RS4AllowanceLeakToken", "syncAllowance", [victim]);
      await ctx.send(l.token, "RS4AllowanceLeakToken", "transferFrom", [victim, ctx.deployer, bal]);
      must((await ctx.balance(l.token, victim)) === 0n, "the holder's tokens were not taken");
    },
  },
  {
    name: "airdrop-that-mints",
    kind: "rug-shape",
    expected: "danger",
    ageDays: 2.5,
    source: `${CRP} (hidden mint); ${SNIFFER} (owner can mint); RS4AirdropMintToken`,
    rationale:
      "multiSend(recipients, amount) reads as a batch transfer but mints any amount to anyone the owner EOA names.",
    launch: async (ctx) => openMarket(ctx, await ctx.deploy("RS4AirdropMintToken", [SUPPLY])),
    late: lastDay,
    proof: async (ctx, l) =>
      supplyGrows(
        ctx,
        l,
        () => ctx.send(l.token, "RS4AirdropMintToken", "multiSend", [[ctx.deployer], SUPPLY * 10n]),
        "multiSend",
      ),
  },
];

const minterRole = (ctx: LaunchContext, token: Address) =>
  ctx.read<string>(token, "RS4RoleAdminMintToken", "MINTER_ROLE");
