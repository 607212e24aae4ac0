/**
 * The EVM engine end to end at the engine level: every test token on the REAL local EVM (Hardhat Network, Uniswap
 * V2 from its npm artifacts, solc-compiled tokens; tests/support/evm) scanned through the port's entry point
 * scanEvmToken, with the expected findings, risk level and verdict, and the HTTP request count of each scan.
 * (The same scans through the HTTP API are E2's tests/integration suite.)
 */

import { type Address, createPublicClient, http } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { EvmInputError, type EvmScanOptions, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult, Finding } from "@/lib/engine/types";
import { localNetwork, type TokenKey } from "../support/evm/deploy";
import { startNoOverrideRpc } from "../support/evm/no-override-rpc";

const fx = inject("evm");
const network = localNetwork(fx);
const results = {} as Record<TokenKey | "eoa", EngineResult>;
const requests = {} as Record<TokenKey | "eoa", number>;
const calls = {} as Record<TokenKey | "eoa", Record<string, number>>;
/** 30 days after the fixture was deployed: the test tokens are not "new pairs" then. */
let later = 0;

const finding = (k: TokenKey | "eoa", id: string): Finding => {
  const f = results[k].findings.find((x) => x.id === id);
  if (!f) throw new Error(`${k}: no finding ${id}`);
  return f;
};
/** The deployer of most fixture tokens keeps half the supply and the LP, so several high findings stack: high or critical. */
const danger = (r: EngineResult) => r.riskLevel === "high" || r.riskLevel === "critical";
const failing = (k: TokenKey | "eoa") =>
  Object.fromEntries(results[k].findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));

beforeAll(async () => {
  const rpc = createEvmRpc({ url: fx.url });
  const block = (await rpc.client.request({ method: "eth_getBlockByNumber", params: ["latest", false] } as never)) as {
    timestamp: string;
  };
  later = (Number(BigInt(block.timestamp)) + 30 * 86_400) * 1000;
  const options: EvmScanOptions = { mode: "live", network, now: () => later };
  for (const key of Object.keys(fx.tokens) as TokenKey[]) {
    rpc.resetCounter();
    results[key] = await scanEvmToken({ chain: "ethereum", tokenAddress: fx.tokens[key].address }, rpc, options);
    requests[key] = rpc.counter.httpRequests;
    calls[key] = { total: rpc.counter.calls, ...rpc.counter.byMethod };
    expect(results[key].sources[0].requests).toBe(requests[key]);
  }
  const before = rpc.counter.httpRequests;
  results.eoa = await scanEvmToken({ chain: "ethereum", tokenAddress: fx.eoa }, rpc, options);
  requests.eoa = rpc.counter.httpRequests - before;
});

describe("clean token (renounced, LP burnt, spread holders)", () => {
  it("low risk, no failing finding; market-only checks unknown without a market", () => {
    const r = results.clean;
    expect(failing("clean")).toEqual({});
    expect(r.riskLevel).toBe("low");
    expect(r.chain).toBe("ethereum");
    expect(r.token.program).toBe("erc20");
    expect(r.metadata).toMatchObject({ source: "erc20", name: "Clean Token", symbol: "CLEAN" });
    expect(r.coverage.missing.sort()).toEqual(["LIQUIDITY_LOW", "SELLS_ABSENT"]);
    expect(r.verdict).toBe("Low risk: no failing checks; 2 checks could not be run: liquidity, sell activity (-7).");
    for (const id of [
      "HONEYPOT",
      "BUY_TAX",
      "SELL_TAX",
      "TRANSFER_TAX",
      "MINTABLE",
      "BLACKLIST",
      "PAUSE_FUNCTION",
      "UPGRADEABLE_PROXY",
      "HIDDEN_OWNER",
      "LP_UNLOCKED",
      "PAIR_NEW",
      "CREATOR_HOLDING",
    ]) {
      expect(finding("clean", id).status, id).toBe("pass");
    }
  });
  it("deployer from the creation transaction, holding 0 %; age from the first mint's block", () => {
    const r = results.clean;
    expect(r.creator).toMatchObject({ address: fx.deployer, source: "creation_transaction", holdingPct: 0 });
    expect(r.evm!.deployer.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(r.age.source).toBe("first_mint_block");
    expect(r.age.ageHours).toBeGreaterThanOrEqual(720);
  });
  it("holders in the shared shape: the pool excluded, the largest wallet 8 %", () => {
    const h = results.clean.holders;
    expect(h.top[0]).toMatchObject({
      owner: fx.tokens.clean.pair,
      label: "pool:Uniswap V2 (local)",
      excluded: true,
      pct: 50,
    });
    expect(h.top1Pct).toBe(8);
    expect(h.top10Pct).toBe(40);
    expect(h.excludedPct).toBe(60);
    expect(results.clean.evm!.pairs[0]).toMatchObject({ pair: fx.tokens.clean.pair, burntPct: 100 });
  });
  it("simulation summary: sellable with 0 % tax", () => {
    expect(results.clean.simulation).toMatchObject({ status: "sellable", taxPct: 0, methods: ["swap"] });
    expect(results.clean.evm!.simulation).toMatchObject({
      status: "completed",
      honeypot: false,
      buyTaxPct: 0,
      sellTaxPct: 0,
      transferTaxPct: 0,
    });
  });
});

describe("dangerous tokens: each fails its own checks", () => {
  it("LP held by the deployer: LP_UNLOCKED high, names the holder", () => {
    const f = finding("lpHeld", "LP_UNLOCKED");
    expect(f).toMatchObject({ status: "fail", severity: "high" });
    expect(f.evidence.unlockedPct).toBeGreaterThan(99);
    expect(f.detail).toContain(fx.deployer);
    expect(danger(results.lpHeld)).toBe(true);
  });
  it("fee token 5 % buy / 10 % sell / 5 % transfer: tax bands (the 5 % fee scored once) and a modifiable tax", () => {
    expect(failing("fee")).toMatchObject({
      BUY_TAX: "low",
      SELL_TAX: "high",
      // The same 5 % as the buy: one fee, scored once under BUY_TAX.
      TRANSFER_TAX: "info",
      // Measured by the privilege prober: the owner's setFees(9900, 9900, 9900) takes the sell tax from 10 % to 99 %.
      TAX_MODIFIABLE: "high",
      OWNER_PRIVILEGES: "medium",
    });
    expect(finding("fee", "TAX_MODIFIABLE").evidence).toMatchObject({
      functionHint: "setFees(uint256,uint256,uint256)",
      caller: fx.deployer,
      before: "999",
      after: "9899",
    });
    expect(finding("fee", "SELL_TAX").evidence.taxPct).toBe(10);
    expect(finding("fee", "BUY_TAX").evidence.taxPct).toBe(5);
    expect(danger(results.fee)).toBe(true);
  });
  it("99 % sell tax: critical", () => {
    expect(finding("tax99", "SELL_TAX")).toMatchObject({ status: "fail", severity: "critical" });
    expect(finding("tax99", "SELL_TAX").evidence.taxPct).toBe(99);
    expect(results.tax99.riskLevel).toBe("critical");
    expect(results.tax99.verdict).toMatch(/^Critical risk: the sell tax is 99%/);
  });
  it("honeypot: HONEYPOT critical with the token's revert reason; verdict names it", () => {
    const f = finding("honeypot", "HONEYPOT");
    expect(f).toMatchObject({ status: "fail", severity: "critical" });
    expect(String(f.evidence.sellReason)).toMatch(/\w/);
    expect(results.honeypot.simulation).toMatchObject({
      status: "blocked",
      errorClass: "sell_reverted",
      blame: "token",
    });
    expect(results.honeypot.riskLevel).toBe("critical");
    expect(results.honeypot.verdict).toContain("a simulated sell is blocked");
  });
  it("blacklist (BEP-20 getOwner): BLACKLIST high", () => {
    expect(finding("blacklist", "BLACKLIST")).toMatchObject({ status: "fail", severity: "high" });
    expect(results.blacklist.token.freezeAuthority).toBe(fx.deployer);
    expect(danger(results.blacklist)).toBe(true);
  });
  it("mintable with a pending Ownable2Step owner: MINTABLE high; 60 % of its LP locked until the lock's end date", () => {
    expect(finding("mintable", "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
    expect(results.mintable.token.mintAuthority).toBe(fx.deployer);
    const lp = finding("mintable", "LP_UNLOCKED");
    expect(lp).toMatchObject({ status: "fail", severity: "medium" });
    expect(lp.evidence).toMatchObject({
      lockedPct: 59.99,
      unlockedPct: 40.01,
      lockers: "Test locker",
      lockEndsAt: new Date(2 ** 40 * 1000).toISOString(),
    });
    expect(results.mintable.evm!.pairs[0].lockedIn).toEqual([
      { locker: "Test locker", pct: 59.99, unlocksAt: new Date(2 ** 40 * 1000).toISOString() },
    ]);
    expect(danger(results.mintable)).toBe(true);
  });
  it("pausable: PAUSE_FUNCTION high; half its LP in a PinkLock-style locker (two locks: the earliest end date is reported)", () => {
    expect(finding("pausable", "PAUSE_FUNCTION")).toMatchObject({ status: "fail", severity: "high" });
    expect(results.pausable.evm!.pairs[0].lockedIn).toEqual([
      { locker: "Test PinkLock", pct: 49.99, unlocksAt: new Date(2 ** 38 * 1000).toISOString() },
    ]);
    // The other half is in the deployer's wallet: the deployer can pull 49.99 % of the pool (the pair's 1,000 wei of
    // MINIMUM_LIQUIDITY are burnt), medium on the shared bands (>= 50 % high).
    expect(finding("pausable", "LP_UNLOCKED")).toMatchObject({ status: "fail", severity: "medium" });
    expect(finding("pausable", "LP_UNLOCKED").evidence).toMatchObject({ basis: "lp_holders", controlledPct: 49.99 });
    expect(danger(results.pausable)).toBe(true);
  });
  it("EIP-1967 proxy with an EOA admin: UPGRADEABLE_PROXY high; the implementation is analysed; deployer from the proxy's creation", () => {
    const f = finding("proxy", "UPGRADEABLE_PROXY");
    expect(f).toMatchObject({ status: "fail", severity: "high" });
    expect(f.evidence.admin).toBe(fx.proxyAdmin);
    expect(results.proxy.evm!.proxy.kind).toBe("eip1967");
    expect(results.proxy.token.programId).toBe(results.proxy.evm!.proxy.implementation);
    expect(results.proxy.creator).toMatchObject({ address: fx.deployer, source: "creation_transaction" });
    expect(danger(results.proxy)).toBe(true);
  });
  it("EIP-1167 clone: immutable (pass); initialised in a later transaction, so the deployer is the first mint's sender", () => {
    expect(finding("clone", "UPGRADEABLE_PROXY").status).toBe("pass");
    expect(results.clone.creator).toMatchObject({ address: fx.deployer, source: "first_transaction" });
    expect(finding("clone", "HONEYPOT").status).toBe("unknown"); // no pair: never "sellable"
  });
  it("trading switch never enabled: TRADING_SWITCH high (buys revert); the honeypot check is unknown, not pass", () => {
    expect(finding("tradingOff", "TRADING_SWITCH")).toMatchObject({ status: "fail", severity: "high" });
    expect(finding("tradingOff", "HONEYPOT").status).toBe("unknown");
    expect(danger(results.tradingOff)).toBe(true);
  });
  it("gas grief: GAS_ANOMALY medium", () => {
    expect(finding("gasGrief", "GAS_ANOMALY")).toMatchObject({ status: "fail", severity: "medium" });
  });
  it("reflection token: holders unknown with the reason, concentration unknown (never safe)", () => {
    expect(results.reflection.holders.status).toBe("unknown");
    expect(finding("reflection", "TOP_HOLDER_CONCENTRATION").status).toBe("unknown");
    expect(finding("reflection", "TOP_HOLDER_CONCENTRATION").detail).toMatch(/reflection or rebasing/);
  });
  it("an address without code: NO_CODE critical, every contract and market check unknown", () => {
    expect(finding("eoa", "NO_CODE")).toMatchObject({ status: "fail", severity: "critical" });
    expect(results.eoa.riskLevel).toBe("critical");
    expect(results.eoa.findings.filter((f) => f.status === "pass").map((f) => f.id)).toEqual(["IMPERSONATION"]); // no name to copy
  });
});

describe("clock and lock end dates", () => {
  it("a lock ending within 30 days counts as unlocked", async () => {
    const rpc = createEvmRpc({ url: fx.url });
    const r = await scanEvmToken({ chain: "ethereum", tokenAddress: fx.tokens.mintable.address }, rpc, {
      mode: "live",
      network,
      now: () => (2 ** 40 - 10 * 86_400) * 1000,
      read: { simulation: false },
    });
    const lp = r.findings.find((f) => f.id === "LP_UNLOCKED")!;
    expect(lp).toMatchObject({ status: "fail", severity: "high" });
    expect(lp.evidence).toMatchObject({ expiringLockPct: 59.99, lockedPct: 0, unlockedPct: 100 });
    expect(r.findings.find((f) => f.id === "HONEYPOT")!.status).toBe("unknown");
  });
});

describe("RPC round trips per scan (JSON-RPC batching)", () => {
  it("the deployer's transaction, receipt and block ride in an existing batch: one call each, no extra round trip", () => {
    if (process.env.EVM_CALLS_LOG) console.log(JSON.stringify(calls));
    // Two blocks: the head (round 1: its number and base fee, in place of eth_blockNumber) and the deployer's.
    expect(calls.clean).toMatchObject({
      eth_getTransactionByHash: 1,
      eth_getTransactionReceipt: 1,
      eth_getBlockByNumber: 2,
    });
    expect(calls.clean.eth_blockNumber ?? 0).toBe(0);
    // ~25 reads of issue 20, plus the 16 low storage slots and the 2 zeppelinOS slots (round 1), the pair lookups
    // against each quote, the admin-kind calls and the privilege probe (one eth_call in round 3), OpenZeppelin v5's
    // namespaced Ownable slot (round 1) and the candidates' governance read (one eth_call in round 3): more calls in
    // the same batches, never another round trip (asserted below). Session 11 added the top LP holder contract's reads
    // (its code, nine views, its Approval and control logs in at most 5 windows each) to round 4.
    for (const k of Object.keys(fx.tokens) as TokenKey[]) expect(calls[k].total, k).toBeLessThanOrEqual(100);
  });
  it("at most 5 HTTP requests per token; 4 when the LP is burnt; 1 for an address without code", () => {
    for (const [k, n] of Object.entries(requests)) expect(n, k).toBeLessThanOrEqual(5);
    expect(requests.clean).toBe(3); // reverting probes (owner() & co.) are not retried: no retry batch
    expect(requests.eoa).toBe(1);
  });
});

describe("input and provider errors", () => {
  it("a mixed-case address with a bad checksum is an EvmInputError (not a scan)", async () => {
    const bad = (fx.tokens.clean.address.slice(0, 2) +
      fx.tokens.clean.address
        .slice(2)
        .replace(/[a-f]/, (c) => c.toUpperCase())
        .replace(/[A-F]/, (c) => c.toLowerCase())) as Address;
    await expect(
      scanEvmToken({ chain: "ethereum", tokenAddress: bad }, { url: fx.url }, { mode: "live", network }),
    ).rejects.toBeInstanceOf(EvmInputError);
  });
  it("a contract that is not an ERC-20 (the V2 factory) is an EvmInputError not_a_token, not a scored scan", async () => {
    const err = await scanEvmToken(
      { chain: "ethereum", tokenAddress: fx.factory },
      { url: fx.url },
      { mode: "live", network, read: { simulation: false } },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EvmInputError);
    expect((err as EvmInputError).problem).toBe("not_a_token");
  });
  it("a bare viem PublicClient works as the source (same findings; its requests are not counted)", async () => {
    const client = createPublicClient({ transport: http(fx.url, { batch: true }) });
    const r = await scanEvmToken({ chain: "ethereum", tokenAddress: fx.tokens.fee.address }, client, {
      mode: "live",
      network,
      now: () => later,
    });
    expect(r.findings.map((x) => [x.id, x.status, x.severity])).toEqual(
      results.fee.findings.map((x) => [x.id, x.status, x.severity]),
    );
    expect(r.sources[0].requests).toBe(0);
  });
  it("a provider without state overrides: the honeypot is unknown (inconclusive), never pass; level not low", async () => {
    const front = await startNoOverrideRpc(fx.url);
    try {
      const r = await scanEvmToken(
        { chain: "ethereum", tokenAddress: fx.tokens.honeypot.address },
        { url: front.url },
        { mode: "live", network, now: () => later },
      );
      expect(r.simulation.status).toBe("inconclusive");
      expect(r.findings.find((f) => f.id === "HONEYPOT")).toMatchObject({
        status: "unknown",
        title: "Simulation inconclusive",
      });
      expect(r.riskLevel).not.toBe("low");
    } finally {
      await front.close();
    }
  });
});
