/**
 * Swap simulation plumbing against a local Jupiter-shaped server (its serialized transaction is
 * simulated for real on LiteSVM behind the local RPC), and mint history (age + creator).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeTokenAccount } from "@/lib/chains/solana/token-account-decoder";
import { createRpcReader, createSellSimulator, SimulationQueue, scanToken } from "@/lib/engine";
import { createJupiterClient } from "@/lib/market/jupiter";
import { type JupiterServer, startJupiterServer } from "../../support/jupiter-server";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildAllFixtures, type Fixture, fixtureAddress } from "../../support/solana-fixtures";

let rpc: LocalRpc;
let jup: JupiterServer;
let fx: Record<string, Fixture>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  jup = await startJupiterServer(fx, (mint) => {
    const f = Object.values(fx).find((x) => x.mint === mint);
    if (!f) return null;
    const m = f.accounts.get(mint)!;
    return {
      program: m.owner === "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA" ? "spl-token" : "token-2022",
      decimals: m.data[44],
      holderAccountOf: (owner) => {
        for (const l of f.largest) {
          const a = f.accounts.get(l.address)!;
          if (decodeTokenAccount(a.owner, a.data)?.owner === owner) return l.address;
        }
        return null;
      },
    };
  });
});
afterAll(async () => {
  await rpc.close();
  await jup.close();
});

const scan = (name: string, extra: Partial<Parameters<typeof scanToken>[2]> = {}) =>
  scanToken({ chain: "solana", tokenAddress: fx[name].mint }, createRpcReader({ url: rpc.url }), {
    mode: "live",
    simulator: createSellSimulator({
      queue: new SimulationQueue(),
      budgetMs: 20_000,
      swapApi: createJupiterClient({ baseUrl: jup.url }),
    }),
    ...extra,
  });

describe("swap simulation (Jupiter-shaped API)", () => {
  it("quote + swap + simulateTransaction of the returned transaction: sellable, methods transfer+swap", async () => {
    jup.requests.length = 0;
    rpc.resetStats();
    const r = await scan("clean");
    expect(jup.requests).toEqual(["GET /quote", "POST /swap"]);
    expect(r.simulation).toMatchObject({ status: "sellable", methods: ["transfer", "swap"], attempts: 2 });
    expect(rpc.stats().calls.simulateTransaction).toBe(2);
    expect(r.sources.find((s) => s.kind === "swap-api")).toMatchObject({ name: "jupiter", requests: 2 });
  });

  it("no route -> transfer result kept, swap reported as not run", async () => {
    jup.noRoute.add(fx["transfer-fee-10"].mint);
    const r = await scan("transfer-fee-10");
    expect(r.simulation).toMatchObject({ status: "sellable", methods: ["transfer"], taxPct: 10 });
    expect(r.simulation.reason).toMatch(/Swap simulation not run \(quote failed: Could not find any route\)/);
  });
});

describe("mint history: age and creator", () => {
  it("reads signatures (bounded pages), takes the oldest as creation and its fee payer as creator", async () => {
    const f = fx["whale-80"];
    const creator = fixtureAddress("whale-80:whale"); // the whale created the token
    const base = 1_700_000_000;
    rpc.setHistory(
      f.mint,
      Array.from({ length: 5 }, (_, i) => ({
        signature: `sig${i}`.padEnd(20, "x"),
        slot: 1000 + i,
        blockTime: base + i * 3600,
        feePayer: i === 0 ? creator : fixtureAddress("someone"),
      })),
    );
    rpc.resetStats();
    const now = (base + 10 * 3600) * 1000;
    const r = await scanToken({ chain: "solana", tokenAddress: f.mint }, createRpcReader({ url: rpc.url }), {
      mode: "live",
      history: { pages: 3, pageSize: 2 },
      now: () => now,
    });
    expect(r.age).toMatchObject({
      source: "mint_signatures",
      complete: true,
      ageHours: 10,
      signaturesRead: 5,
      createdAt: new Date(base * 1000).toISOString(),
    });
    expect(r.creator).toMatchObject({ address: creator, source: "first_transaction", holdingPct: 80 });
    expect(r.findings.find((x) => x.id === "CREATOR_HOLDING")).toMatchObject({ status: "fail", severity: "high" });
    expect(r.findings.find((x) => x.id === "PAIR_NEW")).toMatchObject({ status: "fail", severity: "medium" });
    expect(rpc.stats().calls).toEqual({
      getMultipleAccounts: 2,
      getTokenLargestAccounts: 1,
      getSignaturesForAddress: 3,
      getTransaction: 1,
    });
  });

  it("stops after the page bound: age is a lower bound and the creator stays unknown", async () => {
    const f = fx["whale-80"];
    const r = await scanToken({ chain: "solana", tokenAddress: f.mint }, createRpcReader({ url: rpc.url }), {
      mode: "live",
      history: { pages: 2, pageSize: 2 },
    });
    expect(r.age).toMatchObject({ source: "mint_signatures", complete: false, signaturesRead: 4 });
    expect(r.creator.address).toBeNull();
    expect(r.findings.find((x) => x.id === "CREATOR_HOLDING")!.status).toBe("unknown");
  });
});
