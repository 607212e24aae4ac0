/**
 * The EVM sandbox (issue 20 item 6): one built-in token per scenario, deterministic facts, no network. Same
 * catalogue shape as the Solana sandbox (lib/engine/sandbox-catalogue.ts); the scenario addresses are fixed
 * (keccak256("token-risk-sandbox:evm:v1:" + scenario)) and identical on ethereum, base and bsc.
 *
 *   scanEvmSandbox(chain, tokenAddress?)  -> EngineResult (mode `sandbox`); no address: the `clean` scenario.
 *
 * Unlike the Solana sandbox, the EVM scenarios include the buy/sell simulation's recorded outcome (what the live
 * eth_call returns for such a token), so honeypot and tax scenarios fail deterministically.
 */
import type { Address } from "viem";
import { type EvmNetwork, networkFor } from "../../chains/evm/reader";
import { createStaticMarket } from "../../market/static-market";
import type { MarketDataPort, MarketPair } from "../../market/types";
import type { TrustList } from "../../trust/trust";
import { EVM_TRUST_LIST_VERSION, WELL_KNOWN_EVM_TOKENS } from "../../trust/well-known-evm";
import { SANDBOX_NOW_MS } from "../sandbox-market";
import type { EngineResult, EvmChain, RiskLevel } from "../types";
import { EvmInputError } from "./errors";
import { checkEvmInput, type EvmFactReader, scanEvmToken } from "./scan-evm";
import {
  buildEvmFacts,
  DEAD_ADDRESS,
  type EvmHolderSpec,
  type EvmTokenSpec,
  labelAddress,
  marketPairsForSpec,
  specPairAddress,
} from "./snapshot";

export const EVM_SANDBOX_VERSION = "evm-sandbox-v1";

/** The fixed address of a scenario (every EVM chain). */
export const evmSandboxAddress = (scenario: string): Address => labelAddress(`token-risk-sandbox:evm:v1:${scenario}`);

export interface EvmSandboxScenario {
  scenario: string;
  address: Address;
  description: string;
  /** The finding id this scenario is built to fail (null for `clean`). */
  expectedFinding: string | null;
  /** Other findings that fail by construction. */
  alsoFails: readonly string[];
  expectedLevel: RiskLevel;
  /** The spec, on ethereum (the chain is swapped per scan). */
  spec: EvmTokenSpec;
}

type SpecBody = Omit<EvmTokenSpec, "chain" | "address" | "name" | "symbol">;

/** Spread holders: the pool 8 %, 10 % burnt, then wallets 6 %, 5 %, 4.5 % … (top 1 6 %, top 10 ~34 %). */
function spreadHolders(scenario: string, address: Address): EvmHolderSpec[] {
  const bps = [600, 500, 450, 400, 350, 300, 250, 200, 180, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70, 60];
  return [
    { address: specPairAddress({ address }), bps: 800, label: "pool" },
    { address: DEAD_ADDRESS, bps: 1000, label: "burn" },
    ...bps.map((b, i) => ({ address: labelAddress(`sandbox:evm:${scenario}:wallet:${i}`), bps: b })),
  ];
}

/** Healthy defaults: renounced, no privileged functions, LP burnt, no taxes, an established $250k market. */
function healthy(scenario: string, address: Address): SpecBody {
  return {
    owner: "renounced",
    holders: spreadHolders(scenario, address),
    deployer: { address: labelAddress(`sandbox:evm:${scenario}:deployer`), ageDays: 60 },
    pair: { burntBps: 10_000 },
    simulation: { buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0 },
    market: { liquidityUsd: 250_000, buys24h: 420, sells24h: 390, ageHours: 720 },
  };
}

function scenario(
  name: string,
  description: string,
  tokenName: string,
  symbol: string,
  expected: { finding: string | null; alsoFails?: string[]; level: RiskLevel },
  build: (base: SpecBody, address: Address) => Partial<SpecBody> = () => ({}),
): EvmSandboxScenario {
  const address = evmSandboxAddress(name);
  const base = healthy(name, address);
  const spec: EvmTokenSpec = { chain: "ethereum", address, name: tokenName, symbol, ...base, ...build(base, address) };
  return {
    scenario: name,
    address,
    description,
    expectedFinding: expected.finding,
    alsoFails: expected.alsoFails ?? [],
    expectedLevel: expected.level,
    spec,
  };
}

const liveOwner = (s: string) => ({ address: labelAddress(`sandbox:evm:${s}:owner`), isContract: false });

export const EVM_SANDBOX_SCENARIOS: readonly EvmSandboxScenario[] = [
  scenario(
    "clean",
    "ERC-20, ownership renounced, no privileged functions, LP burnt, no taxes, spread holders, established market.",
    "Sandbox Clean",
    "CLEAN",
    { finding: null, level: "low" },
  ),
  scenario(
    "honeypot",
    "Buys work, every sell by a fresh wallet reverts with the token's own message (owner renounced: the block is in the code).",
    "Sandbox Honeypot",
    "HONEY",
    { finding: "HONEYPOT", level: "critical" },
    () => ({
      simulation: { buyTaxBps: 0, transferTaxBps: 0, sellRevert: "Honeypot: sells disabled" },
    }),
  ),
  scenario(
    "sell-tax-10",
    "10 % sell tax measured by the simulation, no buy or transfer tax, owner renounced (a fee trap: `high`).",
    "Sandbox Tithe",
    "TITHE",
    { finding: "SELL_TAX", level: "high" },
    () => ({
      simulation: { buyTaxBps: 0, sellTaxBps: 1_000, transferTaxBps: 0 },
    }),
  ),
  scenario(
    "sell-tax-99",
    "99 % sell tax: buyers can sell, for almost nothing (a soft honeypot: `critical`).",
    "Sandbox Tax99",
    "TAX99",
    { finding: "SELL_TAX", level: "critical" },
    () => ({
      simulation: { buyTaxBps: 0, sellTaxBps: 9_900, transferTaxBps: 0 },
    }),
  ),
  scenario(
    "mintable-owner",
    "A live EOA owner with mint(address,uint256) (`high`).",
    "Sandbox Mintable",
    "MINTY",
    { finding: "MINTABLE", alsoFails: ["OWNER_PRIVILEGES"], level: "high" },
    () => ({
      owner: liveOwner("mintable-owner"),
      capabilities: ["mint"],
    }),
  ),
  scenario(
    "blacklist",
    "A live EOA owner with setBlacklist(address,bool): it can block any holder's sells (`high`).",
    "Sandbox Blocklist",
    "BLOCK",
    { finding: "BLACKLIST", alsoFails: ["OWNER_PRIVILEGES"], level: "high" },
    () => ({
      owner: liveOwner("blacklist"),
      capabilities: ["blacklist"],
    }),
  ),
  scenario(
    "upgradeable-proxy",
    "EIP-1967 proxy whose admin is an externally-owned account: one key can replace the code (`high`).",
    "Sandbox Proxy",
    "PRXY",
    { finding: "UPGRADEABLE_PROXY", level: "high" },
    () => ({
      proxy: {
        kind: "eip1967",
        admin: { address: labelAddress("sandbox:evm:upgradeable-proxy:admin"), isContract: false },
      },
    }),
  ),
  scenario(
    "lp-unlocked",
    "The deployer's wallet holds all of the V2 pair's LP: it can pull the liquidity in one transaction (`high`).",
    "Sandbox Unlocked",
    "UNLK",
    { finding: "LP_UNLOCKED", level: "high" },
    () => ({
      pair: {
        burntBps: 0,
        topLpHolder: { address: labelAddress("sandbox:evm:lp-unlocked:deployer"), bps: 9_999, isContract: false },
      },
    }),
  ),
  scenario(
    "trusted-stablecoin",
    "USDC-like stablecoin of a (fictional) listed issuer: upgradeable proxy with an EOA admin, mint, blacklist, pause, a live owner; reported issuer-controlled, never high.",
    "Sandbox Dollar",
    "SDUSD",
    {
      finding: "MINTABLE",
      alsoFails: ["BLACKLIST", "PAUSE_FUNCTION", "UPGRADEABLE_PROXY", "OWNER_PRIVILEGES"],
      level: "low",
    },
    () => ({
      owner: liveOwner("trusted-stablecoin"),
      capabilities: ["mint", "blacklist", "pause"],
      proxy: {
        kind: "eip1967",
        admin: { address: labelAddress("sandbox:evm:trusted-stablecoin:admin"), isContract: false },
      },
      market: { liquidityUsd: 50_000_000, buys24h: 9_000, sells24h: 9_100, ageHours: 24 * 900 },
    }),
  ),
];

export const EVM_SANDBOX_CATALOGUE: Array<{ scenario: string; address: string; description: string }> =
  EVM_SANDBOX_SCENARIOS.map((s) => ({ scenario: s.scenario, address: s.address, description: s.description }));

/** The token the EVM sandbox scans when the caller names none: `clean`. */
export const EVM_SANDBOX_DEFAULT_TOKEN: Address = EVM_SANDBOX_SCENARIOS[0].address;

/** The shipped EVM list plus the sandbox's fictional issuer (scenario `trusted-stablecoin`), per chain. */
export function evmSandboxTrustList(chain: EvmChain): TrustList {
  const issuer = {
    mint: evmSandboxAddress("trusted-stablecoin"),
    name: "Sandbox Dollar",
    symbol: "SDUSD",
    issuer: "Sandbox Issuer (fictional)",
    category: "stablecoin" as const,
    program: "erc20" as const,
    control: "issuer" as const,
    chain,
  };
  return {
    version: `${EVM_TRUST_LIST_VERSION}+sandbox`,
    entries: [...WELL_KNOWN_EVM_TOKENS.filter((e) => e.chain === chain), issuer],
  };
}

const BY_ADDRESS = new Map(EVM_SANDBOX_SCENARIOS.map((s) => [s.address.toLowerCase(), s]));

/** The snapshot fact reader: the scenario's facts, on the asked chain, at the sandbox clock. */
export function createEvmSandboxReader(): EvmFactReader {
  return {
    name: "evm-sandbox-snapshot",
    kind: "snapshot",
    requestCount: () => 0,
    async read(network: EvmNetwork, token: Address) {
      const s = BY_ADDRESS.get(token.toLowerCase());
      if (!s)
        throw new EvmInputError(
          "unknown_sandbox_token",
          `the EVM sandbox has no token ${token}; its tokens are: ${EVM_SANDBOX_CATALOGUE.map((c) => `${c.scenario} ${c.address}`).join(", ")}`,
        );
      return buildEvmFacts({ ...s.spec, chain: network.name as EvmChain }, network, SANDBOX_NOW_MS);
    },
  };
}

/** The sandbox market: DexScreener-shaped pairs of every scenario, on every chain. */
export function createEvmSandboxMarket(chain: EvmChain): MarketDataPort {
  const pairs = new Map<string, MarketPair[]>(
    EVM_SANDBOX_SCENARIOS.map((s) => [s.address, marketPairsForSpec({ ...s.spec, chain }, SANDBOX_NOW_MS)]),
  );
  return createStaticMarket(pairs, "evm-sandbox-market");
}

/** Scans a sandbox scenario (default `clean`): deterministic, no network, fixed clock. */
export async function scanEvmSandbox(chain: EvmChain, tokenAddress?: string | null): Promise<EngineResult> {
  const address = tokenAddress ? checkEvmInput(chain, tokenAddress) : EVM_SANDBOX_DEFAULT_TOKEN;
  return scanEvmToken({ chain, tokenAddress: address }, createEvmSandboxReader(), {
    mode: "sandbox",
    market: createEvmSandboxMarket(chain),
    trust: evmSandboxTrustList(chain),
    now: () => SANDBOX_NOW_MS,
    network: networkFor(chain),
  });
}
