/**
 * Review fix 4 (contracts/test-tokens/ReviewFixTokens4.sol) through the engine's entry point on the local EVM.
 * Expectations written before the fixes:
 *   marketingTax  honest: a fixed 3 % sell fee paid to a marketing wallet kept in storage, which is the largest
 *                 holder. The prober sends from that wallet (a code-free stored address): its own transfer lowers
 *                 its own balance, which is no drain. BALANCE_DRAIN pass, low or medium.
 *   ownOracle     danger: a proxy-looking token (its EIP-1967 slot names a plain contract) whose own transfer asks a
 *                 hard-coded outside contract how much may move: EXTERNAL_CALL_IN_TRANSFER fails with that callee.
 *   gasQuota      danger: the first 10 distinct sellers go through, every later seller's sell burns all its gas
 *                 (INVALID): the sell sequence counts those as refusals after two sells went through: HONEYPOT high,
 *                 closing.
 */
import { type Address, getAddress, type Hex } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { type SimulationResult, simulateBuySell } from "@/lib/chains/evm/simulate";
import type { EngineResult } from "@/lib/engine/types";
import { CLEAN_WALLETS, SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, type Token } from "../support/evm/launch";

const fx = inject("evm");
/** The marketing wallet: a code-free address with no key here, kept in the token's storage. */
const MARKETING: Address = getAddress("0x3a7e0c5b9d1f2e4a6c8b0d2f4e6a8c0b2d4f6e81");
/** Where the ownOracle token's hard-coded callee lives (its code is placed there by the test). */
const ORACLE_AT: Address = getAddress("0x0dac1e7f3b9a2c4d6e8f1a3b5c7d9e2f4a6b8c0d");

const KEYS = ["marketingTax", "ownOracle", "gasQuota"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  // Launched like the fixture's tokens: a WETH pair with half the supply, the rest spread, the LP burnt.
  const launch = async (key: Key, t: Token, spread: Array<[Address, bigint]>) => {
    tokens[key] = (await chain.launch(t, { setPair: "before", spread, renounce: true })).address;
  };
  const spread = (largest: Address): Array<[Address, bigint]> => [
    [largest, 2_000n],
    [fx.holders[0], 800n],
    [fx.holders[1], 500n],
    [CLEAN_WALLETS[0], 700n],
    [DEAD_ADDRESS, 1_000n],
  ];
  await launch(
    "marketingTax",
    await chain.deployToken("MarketingWalletTaxToken", ["Marketing Tax", "MKTX", SUPPLY, MARKETING]),
    spread(MARKETING),
  );
  // The oracle's code at its hard-coded address, then a token whose EIP-1967 slot names a plain contract.
  const oracle = await chain.deployToken("BalanceOracle", []);
  const oracleCode = (await chain.pub.request({
    method: "eth_getCode",
    params: [oracle.address, "latest"],
  } as never)) as Hex;
  await chain.pub.request({ method: "hardhat_setCode", params: [ORACLE_AT, oracleCode] } as never);
  await launch(
    "ownOracle",
    await chain.deployToken("OwnCodeOracleToken", ["Own Oracle", "OORC", SUPPLY, oracle.address]),
    spread(CLEAN_WALLETS[1]),
  );

  await launch(
    "gasQuota",
    await chain.deployToken("GasQuotaToken", ["Gas Quota", "GASQ", SUPPLY, 10n]),
    spread(CLEAN_WALLETS[2]),
  );

  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  const rpc = createEvmRpc({ url: fx.url });
  const pair = await chain.pairOf(tokens.gasQuota);
  quotaSim = await simulateBuySell(rpc.client, { token: tokens.gasQuota, router: fx.router, pair, quote: fx.weth });
}, 240_000);
let quotaSim: SimulationResult;

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);

describe("review fix 4", () => {
  it("marketingTax: the marketing wallet's own transfer is no drain of the largest holder", () => {
    const r = results.marketingTax;
    expect(r.evm!.privileges.effects.filter((e) => e.kind === "drain")).toEqual([]);
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });

  it("ownOracle: a callee hard-coded in the token's own code (not the implementation's) is an external call", () => {
    const r = results.ownOracle;
    expect(r.evm!.proxy.kind).toBe("eip1967");
    const f = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(JSON.stringify(f?.evidence ?? f)).toMatch(new RegExp(ORACLE_AT.slice(2), "i"));
  });

  it("gasQuota: later sellers' sells that burn all their gas are refusals: the sequence is closing, HONEYPOT high", () => {
    expect(quotaSim.status).toBe("completed");
    if (quotaSim.status !== "completed") return;
    expect(quotaSim.sellSequence?.sold).toBeGreaterThanOrEqual(2);
    expect(quotaSim.sellSequence?.refused).toBeGreaterThanOrEqual(1);
    expect(quotaSim.sellSequence?.closing).toBe(true);
    expect(finding(results.gasQuota, "HONEYPOT")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("the scans stay at 3 HTTP requests (burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
