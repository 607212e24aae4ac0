/**
 * EXTERNAL_CALL_IN_TRANSFER when the callee's owner() is the token itself (a dividend tracker or fee handler the token
 * created): the callee changes only through the token's code, so it is controlled by whoever controls the token.
 * Renounced with no live controller measured: medium (the token's fixed code, like a burnt owner); a live EOA owner of
 * the token: high (one key). Facts are the reader's shapes (lib/engine/evm/snapshot.ts) with the callee set.
 */
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import { networkFor } from "@/lib/chains/evm/reader";
import { buildEvmFacts, type EvmTokenSpec, labelAddress, marketPairsForSpec, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult, Finding } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";

const NOW = Date.UTC(2026, 0, 1);
const A = (s: string): Address => labelAddress(`unit-callee:${s}`);
const TRACKER = A("tracker");

const spec = (owner: EvmTokenSpec["owner"]): EvmTokenSpec => ({
  chain: "ethereum",
  address: A("token"),
  name: "Reward Token",
  symbol: "RWD",
  owner,
  holders: [
    { address: labelAddress(`pair:${A("token")}`), bps: 3000, label: "pool" },
    { address: DEAD_ADDRESS, bps: 1000, label: "burn" },
    ...Array.from({ length: 20 }, (_, i) => ({ address: A(`w${i}`), bps: 300 })),
  ],
  deployer: { address: A("deployer"), ageDays: 90 },
  pair: { burntBps: 10_000 },
  simulation: { buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0 },
  market: { liquidityUsd: 300_000, buys24h: 500, sells24h: 480, ageHours: 2000 },
});

async function scanWithCallee(s: EvmTokenSpec, calleeOwner: Address): Promise<EngineResult> {
  const facts = buildEvmFacts(s, networkFor("ethereum"), NOW);
  if (facts.simulation.status !== "completed") throw new Error("the snapshot simulated nothing");
  facts.simulation = { ...facts.simulation, externalCalls: [TRACKER] };
  facts.externalOwners = [{ address: TRACKER, owner: calleeOwner }];
  return scanEvmToken(
    { chain: "ethereum", tokenAddress: s.address },
    { name: "unit", kind: "snapshot", requestCount: () => 0, read: async () => facts },
    {
      mode: "sandbox",
      market: createStaticMarket(new Map([[s.address, marketPairsForSpec(s, NOW)]])),
      now: () => NOW,
    },
  );
}
const f = (r: EngineResult, id: string): Finding => r.findings.find((x) => x.id === id)!;

describe("a callee owned by the token itself", () => {
  it("renounced token, no live controller measured: medium (the token's fixed code), not high", async () => {
    const r = await scanWithCallee(spec("renounced"), A("token"));
    expect(f(r, "EXTERNAL_CALL_IN_TRANSFER")).toMatchObject({ status: "fail", severity: "medium" });
    expect(f(r, "EXTERNAL_CALL_IN_TRANSFER").detail).toContain("the token itself");
    expect(r.riskLevel).toBe("medium");
  });

  it("a token with a live EOA owner: the callee is one key's (high); a callee owned by another EOA stays high", async () => {
    const live = await scanWithCallee(spec({ address: A("owner"), isContract: false }), A("token"));
    expect(f(live, "EXTERNAL_CALL_IN_TRANSFER")).toMatchObject({ status: "fail", severity: "high" });
    const other = await scanWithCallee(spec("renounced"), A("someone"));
    expect(f(other, "EXTERNAL_CALL_IN_TRANSFER")).toMatchObject({ status: "fail", severity: "high" });
  });
});
