/**
 * Sell simulation executed for REAL on LiteSVM (real SPL Token / Token-2022 / ATA programs)
 * behind the local JSON-RPC server's simulateTransaction.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRpcReader, createSellSimulator, SimulationQueue, scanToken } from "@/lib/engine";
import type { EngineResult } from "@/lib/engine/types";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildAllFixtures, type Fixture } from "../../support/solana-fixtures";

let rpc: LocalRpc;
let fx: Record<string, Fixture>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
});
afterAll(() => rpc.close());

const scan = (name: string): Promise<EngineResult> =>
  scanToken({ chain: "solana", tokenAddress: fx[name].mint }, createRpcReader({ url: rpc.url }), {
    mode: "live",
    simulator: createSellSimulator({ queue: new SimulationQueue(), budgetMs: 20_000 }),
  });
const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id)!;

describe("LiteSVM loads here", () => {
  it("the native module loads and runs", async () => {
    const { LiteSVM } = await import("litesvm");
    const svm = new LiteSVM();
    expect(svm.minimumBalanceForRentExemption(0n)).toBeGreaterThan(0n);
  });
});

describe("transfer simulation on LiteSVM", () => {
  it("a clean SPL token is sellable with 0% tax", async () => {
    const r = await scan("clean");
    expect(r.simulation).toMatchObject({
      status: "sellable",
      methods: ["transfer"],
      taxPct: 0,
      errorClass: null,
      attempts: 1,
    });
    expect(finding(r, "SELL_SIMULATION").status).toBe("pass");
  });

  it("a clean Token-2022 token is sellable with 0% tax", async () => {
    const r = await scan("t22-clean");
    expect(r.simulation).toMatchObject({ status: "sellable", taxPct: 0 });
  });

  it("a 90% transfer fee (newer fee, current epoch) is measured as a 90% tax -> critical", async () => {
    const r = await scan("transfer-fee-90");
    expect(r.simulation.status).toBe("sellable");
    expect(r.simulation.taxPct).toBe(90);
    expect(finding(r, "SELL_SIMULATION")).toMatchObject({ status: "fail", severity: "critical" });
    expect(r.riskLevel).toBe("critical");
  });

  it("a 10% fee is measured as 10%", async () => {
    const r = await scan("transfer-fee-10");
    expect(r.simulation).toMatchObject({ status: "sellable", taxPct: 10 });
    expect(finding(r, "SELL_SIMULATION")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("NonTransferable is blocked by the token program", async () => {
    const r = await scan("non-transferable");
    expect(r.simulation).toMatchObject({ status: "blocked", errorClass: "non_transferable", blame: "token" });
    expect(finding(r, "SELL_SIMULATION")).toMatchObject({ status: "fail", severity: "critical" });
  });

  it("default-frozen: the probe's new account starts frozen -> blocked", async () => {
    const r = await scan("default-frozen");
    expect(r.simulation).toMatchObject({ status: "blocked", errorClass: "account_frozen", blame: "token" });
  });

  it("a paused mint is blocked", async () => {
    const r = await scan("paused");
    expect(r.simulation).toMatchObject({ status: "blocked", errorClass: "paused", blame: "token" });
  });

  it("a transfer hook whose validation account does not exist: inconclusive (extras unresolved), never sellable, nothing simulated", async () => {
    rpc.resetStats();
    const r = await scan("t22-everything");
    expect(r.simulation).toMatchObject({
      status: "inconclusive",
      errorClass: "hook_accounts_unresolved",
      blame: "probe",
      attempts: 0,
    });
    expect(r.simulation.reason).toMatch(/validation account \w+ .*does not exist/);
    expect(finding(r, "SELL_SIMULATION").status).toBe("unknown");
    // One extra read (the validation account), no simulateTransaction.
    expect(rpc.stats().calls.simulateTransaction).toBeUndefined();
  });

  it("a holder without SOL is probe-caused: the next holder is tried", async () => {
    const f = fx.clean;
    const firstOwner = f.largest[0];
    const owner = (await scan("clean")).holders.top[0].owner!;
    const saved = f.accounts.get(owner)!;
    rpc.setAccount(owner, null);
    try {
      const r = await scan("clean");
      expect(r.simulation).toMatchObject({ status: "sellable", attempts: 2 });
      expect(r.simulation.holderTokenAccount).not.toBe(firstOwner.address);
    } finally {
      rpc.setAccount(owner, saved);
    }
  });

  it("simulation adds exactly one simulateTransaction request after the two base round trips", async () => {
    rpc.resetStats();
    await scan("clean");
    expect(rpc.stats().calls).toEqual({ getMultipleAccounts: 2, getTokenLargestAccounts: 1, simulateTransaction: 1 });
  });

  it("the queue serializes simulations and enforces the time budget", async () => {
    const q = new SimulationQueue();
    const order: string[] = [];
    const slow = q.run(async () => {
      order.push("a-start");
      await new Promise((r) => setTimeout(r, 80));
      order.push("a-end");
      return "a";
    }, 1000);
    const next = q.run(async () => {
      order.push("b");
      return "b";
    }, 1000);
    const starved = q.run(async () => "c", 10);
    expect(await Promise.all([slow, next, starved])).toEqual(["a", "b", "timeout"]);
    expect(order).toEqual(["a-start", "a-end", "b"]);
  });
});
