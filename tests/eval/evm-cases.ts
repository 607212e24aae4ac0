/**
 * The labelled evaluation set, EVM part (issue 20): tokens on Ethereum, Base and BNB Chain modelled as the facts the
 * EVM reader returns (lib/engine/evm/snapshot.ts builds them), each with the EXPECTED verdict (`safe` = low or
 * medium, `danger` = high or critical), a one-line rationale and a source. Expectations were written and committed
 * before the engine was run on these cases and are never changed to match the engine.
 *
 * Real tokens use their real address, name, symbol, decimals and the controls their contracts expose as the reader
 * sees them (e.g. USDC's FiatTokenProxy uses the pre-EIP-1967 zeppelinos slots: the reader sees a non-proxy whose
 * own code has upgradeTo / changeAdmin and a DELEGATECALL). Owner / admin addresses, holder tables and market
 * figures are representative stand-ins. Attack patterns follow the public risk catalogues of GoPlus (token
 * security API fields), Honeypot.is, Token Sniffer and De.Fi, each of which flags the pattern as a danger.
 */
import type { Address } from "viem";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import { type EvmTokenSpec, labelAddress } from "@/lib/engine/evm";
import type { Verdict } from "./cases";

export interface EvmEvalCase {
  name: string;
  expected: Verdict;
  rationale: string;
  source: string;
  kind: "real-token" | "attack-pattern" | "benign-control";
  spec: EvmTokenSpec;
}

/** The EVM eval's fixed clock: 2026-01-01T00:00:00Z. */
export const EVM_EVAL_NOW_MS = Date.UTC(2026, 0, 1);

const L = (name: string, what: string) => labelAddress(`eval:evm:${name}:${what}`);

function spread(name: string, address: Address): EvmTokenSpec["holders"] {
  const bps = [450, 400, 350, 300, 280, 260, 240, 220, 200, 180, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70];
  return [
    { address: labelAddress(`pair:${address}`), bps: 1200, label: "pool" },
    { address: DEAD_ADDRESS, bps: 500, label: "burn" },
    ...bps.map((b, i) => ({ address: L(name, `wallet:${i}`), bps: b })),
  ];
}

type Over = Partial<EvmTokenSpec> & { address?: Address };

/** An established, clean token (renounced, LP burnt, no tax, $400k market) that each case overrides. */
function token(
  name: string,
  chain: EvmTokenSpec["chain"],
  tokenName: string,
  symbol: string,
  o: Over = {},
): EvmTokenSpec {
  const address = o.address ?? L(name, "token");
  return {
    chain,
    address,
    name: tokenName,
    symbol,
    owner: "renounced",
    holders: spread(name, address),
    deployer: { address: L(name, "deployer"), ageDays: 120 },
    pair: { burntBps: 10_000 },
    simulation: { buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0 },
    market: { liquidityUsd: 400_000, buys24h: 900, sells24h: 860, ageHours: 24 * 120 },
    ...o,
  };
}

const eoa = (name: string, what = "owner") => ({ address: L(name, what), isContract: false });
const multisig = (name: string) => ({ address: L(name, "safe"), isContract: true });
/** Big issuer tokens: no V2 pair with the wrapped native worth simulating on is assumed absent; they trade everywhere. */
const issuerMarket = { liquidityUsd: 80_000_000, buys24h: 40_000, sells24h: 41_000, ageHours: 24 * 1500 };
const WETH_LIKE = (_name: string) => ({
  holders: { unknown: "Transfer logs do not add up to totalSupply: deposits mint without Transfer events" },
  deployer: null,
  pair: null,
  simulation: null,
  owner: "none" as const,
});

export const EVM_EVAL_CASES: readonly EvmEvalCase[] = [
  // ---- Real tokens (safe) ----
  {
    name: "eth-usdc",
    expected: "safe",
    kind: "real-token",
    rationale:
      "Circle's USDC: upgradeable FiatTokenProxy, blacklist, pause and minters held by the issuer; the reference stablecoin.",
    source: "Circle, USDC on main networks; etherscan FiatTokenProxy",
    spec: token("eth-usdc", "ethereum", "USD Coin", "USDC", {
      address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      decimals: 6,
      owner: eoa("eth-usdc"),
      capabilities: ["upgrade", "blacklist", "pause", "mint"],
      delegatecall: true,
      market: issuerMarket,
    }),
  },
  {
    name: "eth-usdt",
    expected: "safe",
    kind: "real-token",
    rationale:
      "Tether's USDT: the owner can issue, pause and blacklist (addBlackList); issuer controls of the largest stablecoin.",
    source: "Tether transparency / supported protocols; etherscan TetherToken",
    spec: token("eth-usdt", "ethereum", "Tether USD", "USDT", {
      address: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
      decimals: 6,
      owner: multisig("eth-usdt"),
      capabilities: ["mint", "pause", "blacklist"],
      market: issuerMarket,
    }),
  },
  {
    name: "eth-weth",
    expected: "safe",
    kind: "real-token",
    rationale:
      "WETH9: no owner, no privileged function, 1:1 wrapped ether; its holders cannot be rebuilt from Transfer logs (deposits emit Deposit).",
    source: "WETH9 source (etherscan), Uniswap default token list",
    spec: token("eth-weth", "ethereum", "Wrapped Ether", "WETH", {
      address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
      ...WETH_LIKE("eth-weth"),
      market: issuerMarket,
    }),
  },
  {
    name: "eth-dai",
    expected: "safe",
    kind: "real-token",
    rationale: "Maker's DAI: no owner(), minted by the Maker vault system through wards (auth), no pause or blacklist.",
    source: "MakerDAO docs, dai.sol; etherscan",
    spec: token("eth-dai", "ethereum", "Dai Stablecoin", "DAI", {
      address: "0x6B175474E89094C44Da98b954EedeAC495271d0F",
      owner: "none",
      capabilities: ["mint"],
      market: issuerMarket,
    }),
  },
  {
    name: "eth-wbtc",
    expected: "safe",
    kind: "real-token",
    rationale: "WBTC: mint and pause held by the custodian / WBTC DAO multisig; the standard wrapped bitcoin.",
    source: "wbtc.network docs; etherscan WBTC",
    spec: token("eth-wbtc", "ethereum", "Wrapped BTC", "WBTC", {
      address: "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599",
      decimals: 8,
      owner: multisig("eth-wbtc"),
      capabilities: ["mint", "pause"],
      market: issuerMarket,
    }),
  },
  {
    name: "base-usdc",
    expected: "safe",
    kind: "real-token",
    rationale: "Native USDC on Base, same FiatToken controls as on Ethereum, issued by Circle.",
    source: "Circle, USDC on main networks (Base)",
    spec: token("base-usdc", "base", "USD Coin", "USDC", {
      address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      decimals: 6,
      owner: eoa("base-usdc"),
      capabilities: ["upgrade", "blacklist", "pause", "mint"],
      delegatecall: true,
      market: issuerMarket,
    }),
  },
  {
    name: "base-weth",
    expected: "safe",
    kind: "real-token",
    rationale: "Base's WETH predeploy (0x4200…0006): no owner, wrapped ether.",
    source: "Base docs, OP Stack predeploys",
    spec: token("base-weth", "base", "Wrapped Ether", "WETH", {
      address: "0x4200000000000000000000000000000000000006",
      ...WETH_LIKE("base-weth"),
      market: issuerMarket,
    }),
  },
  {
    name: "bsc-wbnb",
    expected: "safe",
    kind: "real-token",
    rationale: "WBNB: WETH9-style wrapped BNB, no owner.",
    source: "bscscan WBNB; PancakeSwap docs",
    spec: token("bsc-wbnb", "bsc", "Wrapped BNB", "WBNB", {
      address: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
      ...WETH_LIKE("bsc-wbnb"),
      market: issuerMarket,
    }),
  },
  {
    name: "bsc-usdt",
    expected: "safe",
    kind: "real-token",
    rationale: "Binance-Peg USDT (BSC-USD): BEP-20 with getOwner and mint held by Binance.",
    source: "bscscan BEP20USDT; Binance docs",
    spec: token("bsc-usdt", "bsc", "Tether USD", "USDT", {
      address: "0x55d398326f99059fF775485246999027B3197955",
      owner: eoa("bsc-usdt"),
      capabilities: ["mint"],
      market: issuerMarket,
    }),
  },
  // ---- Benign controls (safe) ----
  {
    name: "renounced-burnt",
    expected: "safe",
    kind: "benign-control",
    rationale: "Renounced, LP burnt, no tax, spread holders, four months of trading: what a clean launch looks like.",
    source: "GoPlus / Token Sniffer: no flags raised",
    spec: token("renounced-burnt", "ethereum", "Plain Token", "PLAIN"),
  },
  {
    name: "tax-1pct-renounced",
    expected: "safe",
    kind: "benign-control",
    rationale: "1% buy and sell tax with ownership renounced: a small fixed cost, not a trap.",
    source: "Honeypot.is: taxes under 10% are not flagged as high risk",
    spec: token("tax-1pct-renounced", "bsc", "Toll Token", "TOLL", {
      simulation: { buyTaxBps: 100, sellTaxBps: 100, transferTaxBps: 0 },
    }),
  },
  {
    name: "flat-burn-2pct-renounced",
    expected: "safe",
    kind: "benign-control",
    rationale:
      "A fixed 2% burn on every transfer (so the buy, the sell and a wallet transfer each lose 2%), no setter, ownership renounced, LP burnt: one small known fee, not three.",
    source: "Token Sniffer: fees under 5% pass its buy/sell fee tests; deflationary fixed-burn tokens",
    spec: token("flat-burn-2pct-renounced", "bsc", "Ember Token", "EMBR", {
      simulation: { buyTaxBps: 200, sellTaxBps: 200, transferTaxBps: 200 },
    }),
  },
  {
    name: "lp-locked-1y",
    expected: "safe",
    kind: "benign-control",
    rationale: "All LP in the UNCX locker until a year from now; owner renounced.",
    source: "UNCX lock pages; De.Fi scanner treats long locks as secured liquidity",
    spec: token("lp-locked-1y", "ethereum", "Locked Token", "LOCKD", {
      pair: {
        burntBps: 0,
        locked: [
          {
            locker: "UNCX (Unicrypt) V2 locker",
            bps: 9_990,
            unlocksAt: Math.floor(EVM_EVAL_NOW_MS / 1000) + 365 * 86_400,
          },
        ],
      },
    }),
  },
  {
    name: "multisig-fee-setter",
    expected: "safe",
    kind: "benign-control",
    rationale: "A 2% tax token whose fee setter is held by a multisig contract: a governed cost, not a rug.",
    source: "GoPlus: owner is a contract lowers owner-risk; taxes under 5% are not high",
    spec: token("multisig-fee-setter", "base", "Treasury Token", "TRSY", {
      owner: multisig("multisig-fee-setter"),
      capabilities: ["fee_setter"],
      simulation: { buyTaxBps: 200, sellTaxBps: 200, transferTaxBps: 0 },
    }),
  },
  {
    name: "immutable-clone",
    expected: "safe",
    kind: "benign-control",
    rationale: "An EIP-1167 clone of a renounced token: the code can never change.",
    source: "EIP-1167; GoPlus is_proxy only flags upgradeable proxies",
    spec: token("immutable-clone", "base", "Clone Token", "CLONE", { proxy: { kind: "eip1167" } }),
  },
  {
    name: "anti-whale-renounced",
    expected: "safe",
    kind: "benign-control",
    rationale: "Max-wallet limits fixed by a renounce at launch: the limits can no longer be lowered.",
    source: "Token Sniffer: renounced ownership neutralises owner-only setters",
    spec: token("anti-whale-renounced", "bsc", "Whale Guard", "GUARD", { capabilities: ["max_tx_wallet"] }),
  },
  // ---- Attack patterns (danger) ----
  {
    name: "honeypot-sell-revert",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "Buys work, sells revert for everyone but the owner: the classic honeypot.",
    source: "Honeypot.is (sell simulation fails); GoPlus is_honeypot",
    spec: token("honeypot-sell-revert", "bsc", "Moon Rocket", "MOON", {
      simulation: { buyTaxBps: 0, transferTaxBps: 0, sellRevert: "ERC20: transfer amount exceeds allowance" },
    }),
  },
  {
    name: "sell-tax-25",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "25% sell tax: a quarter of every exit taken by the contract.",
    source: "Honeypot.is: sell tax above 10% flagged; GoPlus sell_tax",
    spec: token("sell-tax-25", "ethereum", "Tax Farm", "TFARM", {
      simulation: { buyTaxBps: 300, sellTaxBps: 2_500, transferTaxBps: 0 },
    }),
  },
  {
    name: "sell-tax-12",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "12% sell tax with 3% buy tax: a fee trap that loses ~15% on a round trip.",
    source: "Token Sniffer: high sell fee; GoPlus sell_tax",
    spec: token("sell-tax-12", "base", "Base Tithe", "BTITHE", {
      simulation: { buyTaxBps: 300, sellTaxBps: 1_200, transferTaxBps: 0 },
    }),
  },
  {
    name: "mint-eoa-owner",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "An EOA owner can mint unlimited supply and dump it into the pool.",
    source: "GoPlus is_mintable + owner_address; De.Fi 'owner can mint'",
    spec: token("mint-eoa-owner", "ethereum", "Infinite Inu", "INFI", {
      owner: eoa("mint-eoa-owner"),
      capabilities: ["mint"],
    }),
  },
  {
    name: "blacklist-eoa-owner",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "An EOA owner can blacklist holders, i.e. block their sells at will.",
    source: "GoPlus is_blacklisted; Token Sniffer 'blacklist function'",
    spec: token("blacklist-eoa-owner", "bsc", "Safe Moon Cat", "SMCAT", {
      owner: eoa("blacklist-eoa-owner"),
      capabilities: ["blacklist"],
    }),
  },
  {
    name: "pause-eoa-owner",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "An EOA owner can pause all transfers, sells included.",
    source: "GoPlus transfer_pausable",
    spec: token("pause-eoa-owner", "base", "Pause Pepe", "PPEPE", {
      owner: eoa("pause-eoa-owner"),
      capabilities: ["pause"],
    }),
  },
  {
    name: "proxy-eoa-admin",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "An EIP-1967 proxy whose admin is one private key: the code can be swapped for a honeypot at any time.",
    source: "GoPlus is_proxy; De.Fi 'upgradeable contract'",
    spec: token("proxy-eoa-admin", "ethereum", "Shape Shifter", "SHIFT", {
      proxy: { kind: "eip1967", admin: eoa("proxy-eoa-admin", "admin") },
    }),
  },
  {
    name: "lp-in-deployer-wallet",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "The deployer's wallet holds all the LP: the liquidity can be pulled in one transaction.",
    source: "Token Sniffer 'liquidity not locked'; GoPlus lp_holders",
    spec: token("lp-in-deployer-wallet", "bsc", "Rug Pull Token", "RUGP", {
      pair: {
        burntBps: 0,
        topLpHolder: { address: L("lp-in-deployer-wallet", "deployer"), bps: 9_999, isContract: false },
      },
    }),
  },
  {
    name: "lp-lock-expiring",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "All LP 'locked', but the lock ends in 5 days: the liquidity is effectively unlocked.",
    source: "UNCX lock pages (unlock date); De.Fi flags short locks",
    spec: token("lp-lock-expiring", "ethereum", "Soon Unlocked", "SOON", {
      pair: {
        burntBps: 0,
        locked: [
          {
            locker: "UNCX (Unicrypt) V2 locker",
            bps: 9_990,
            unlocksAt: Math.floor(EVM_EVAL_NOW_MS / 1000) + 5 * 86_400,
          },
        ],
      },
    }),
  },
  {
    name: "trading-not-open",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "Buys revert (trading switch off) while the owner holds the switch: only the owner decides who trades.",
    source: "GoPlus trading_cooldown / cannot_buy; Honeypot.is 'buy fails'",
    spec: token("trading-not-open", "base", "Stealth Launch", "STLTH", {
      owner: eoa("trading-not-open"),
      capabilities: ["trading_switch"],
      simulation: { buyRevert: "Trading not open" },
    }),
  },
  {
    name: "fake-renounce-pending",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "owner() reads zero but a pending owner can accept ownership back: a fake renounce.",
    source: "GoPlus can_take_back_ownership; Token Sniffer 'ownership can be reclaimed'",
    spec: token("fake-renounce-pending", "ethereum", "Trust Me", "TRUST", {
      pendingOwner: L("fake-renounce-pending", "reclaimer"),
      capabilities: ["mint"],
    }),
  },
  {
    name: "selfdestruct-token",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "The token's code contains SELFDESTRUCT: the contract (and its balances) can vanish.",
    source: "GoPlus selfdestruct",
    spec: token("selfdestruct-token", "bsc", "Vanish", "VNSH", { selfdestruct: true }),
  },
  {
    name: "usdt-impersonator-bsc",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "Named Tether USD / USDT on BNB Chain at an address that is not Binance-Peg USDT: a fake stablecoin.",
    source: "Fake-token scams catalogued by GoPlus (is_true_token: 0) and Token Sniffer",
    spec: token("usdt-impersonator-bsc", "bsc", "Tether USD", "USDT"),
  },
  {
    name: "deployer-whale-60",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "The deployer still holds 60% of supply: a dev dump waiting to happen.",
    source: "GoPlus creator_percent; Token Sniffer 'creator holds a large share'",
    spec: token("deployer-whale-60", "ethereum", "Dev Bag", "DEVBAG", {
      holders: [
        { address: L("deployer-whale-60", "deployer"), bps: 6_000 },
        { address: labelAddress(`pair:${L("deployer-whale-60", "token")}`), bps: 3_000, label: "pool" },
        ...[300, 250, 200, 150, 100].map((b, i) => ({ address: L("deployer-whale-60", `w${i}`), bps: b })),
      ],
    }),
  },
  {
    name: "new-pair-20min",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "Token and pair created 20 minutes ago: no track record, most rugs happen now.",
    source: "DexScreener pair age; Token Sniffer 'new token'",
    spec: token("new-pair-20min", "base", "Fresh Launch", "FRESH", {
      deployer: { address: L("new-pair-20min", "deployer"), ageDays: 0.01 },
      market: { liquidityUsd: 60_000, buys24h: 300, sells24h: 250, ageHours: 0.33 },
    }),
  },
  {
    name: "buys-no-sells",
    expected: "danger",
    kind: "attack-pattern",
    rationale:
      "200 buys and no sell in 24 h with a sell that simulates fine for a fresh wallet: a whitelist-only sell pattern.",
    source: "DexScreener txns; Honeypot.is notes honeypots that let fresh wallets sell",
    spec: token("buys-no-sells", "bsc", "One Way", "ONEWAY", {
      market: { liquidityUsd: 90_000, buys24h: 200, sells24h: 0, ageHours: 48 },
    }),
  },
  {
    name: "dust-liquidity",
    expected: "danger",
    kind: "attack-pattern",
    rationale: "$600 of liquidity: any sell moves the price to nothing (or the liquidity was already pulled).",
    source: "DexScreener liquidity; De.Fi 'low liquidity'",
    spec: token("dust-liquidity", "ethereum", "Dust", "DUST", {
      market: { liquidityUsd: 600, buys24h: 5, sells24h: 4, ageHours: 24 * 30 },
    }),
  },
  {
    name: "issuer-controls-recognised-safe",
    expected: "safe",
    kind: "benign-control",
    rationale:
      "Mint, blacklist and pause held by a Safe recognised by its code (official proxy and singleton, 2 signatures, no module): governance a trader should be told about once (medium), not a rug.",
    source: "Safe docs (threshold, modules); @safe-global/safe-deployments code hashes; WBTC / USDT issuer controls",
    spec: token("issuer-controls-recognised-safe", "ethereum", "Issuer Dollar", "IDOL", {
      owner: {
        ...multisig("issuer-controls-recognised-safe"),
        governance: {
          kind: "multisig",
          threshold: 2,
          delaySeconds: null,
          recognisedBy: "Safe 1.4.1 proxy of an official singleton, no module enabled",
        },
      },
      capabilities: ["mint", "blacklist", "pause"],
    }),
  },
  {
    name: "issuer-controls-claiming-multisig",
    expected: "danger",
    kind: "attack-pattern",
    rationale:
      "The same mint, blacklist and pause held by a contract that only claims to be a multisig (its code is no recognised Safe): one key as far as anyone can verify.",
    source: "Review finding: getThreshold() = 2 is an answer, not a proof; rekt.news fake-multisig rugs",
    spec: token("issuer-controls-claiming-multisig", "ethereum", "Claimed Dollar", "CDOL", {
      owner: multisig("issuer-controls-claiming-multisig"),
      capabilities: ["mint", "blacklist", "pause"],
    }),
  },
  // ---- Prober classes 4 (2026-11-26): privileged paths inside the standard functions, sell traps by counter ----
  {
    name: "retire-to-zero-mints-renounced",
    expected: "danger",
    kind: "attack-pattern",
    rationale:
      "owner() is renounced and no function mints by name, but the deployer's transfer to address(0) mints the amount to it instead of burning: a hidden mint inside transfer().",
    source: "CRPWarner hidden-mint class; GoPlus is_mintable / hidden_owner; prober conservation tests",
    spec: token("retire-to-zero-mints-renounced", "base", "Retire Token", "RETIRE", { standardPathMint: true }),
  },
  {
    name: "seller-quota-closing",
    expected: "danger",
    kind: "attack-pattern",
    rationale:
      "Sells work today, but a lifetime cap on sellers lets only five more fresh wallets sell: the sixth and every later one is refused. A buyer now is trapped soon.",
    source: "Honeypot.is delayed honeypot; Token Sniffer transfer-rule changes; the simulation's sell sequence",
    spec: token("seller-quota-closing", "bsc", "Quota Cake", "QCAKE", {
      simulation: { buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0, sellSequence: { sold: 5, refused: 11 } },
    }),
  },
  {
    name: "anti-bot-rules-sequence-clean",
    expected: "safe",
    kind: "benign-control",
    rationale:
      "Per-wallet sell cooldown, one sell per block per wallet and a max transaction: sixteen fresh wallets selling one after another all go through. Ordinary anti-bot rules, no trap.",
    source: "Common launch anti-bot rules (cooldown, per-block, max-tx); the simulation's sell sequence",
    spec: token("anti-bot-rules-sequence-clean", "ethereum", "Calm Launch", "CALM", {
      simulation: { buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0, sellSequence: { sold: 16, refused: 0 } },
    }),
  },
];
