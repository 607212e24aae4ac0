/**
 * A privileged call that only LOWERS the sell tax (a reduce-only fee setter kept by a tax wallet after a renounce, as
 * the common launch template does) takes nothing from holders: TAX_MODIFIABLE notes it (low), and it is no control
 * that survives a renounce (HIDDEN_OWNER) and no live controller (OWNER_PRIVILEGES). A call that raises the tax, from
 * the same caller, still is. Facts are the reader's shapes (lib/engine/evm/snapshot.ts) with the probe's effects set.
 */
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import type { PrivilegeEffect } from "@/lib/chains/evm/prober";
import { networkFor } from "@/lib/chains/evm/reader";
import { buildEvmFacts, type EvmTokenSpec, labelAddress, marketPairsForSpec, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult, Finding } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";

const NOW = Date.UTC(2026, 0, 1);
const A = (s: string): Address => labelAddress(`unit-lowering:${s}`);
const TAX_WALLET = A("tax-wallet");

const spec: EvmTokenSpec = {
  chain: "ethereum",
  address: A("token"),
  name: "Template Token",
  symbol: "TMPL",
  owner: "renounced",
  holders: [
    { address: labelAddress(`pair:${A("token")}`), bps: 3000, label: "pool" },
    { address: DEAD_ADDRESS, bps: 1000, label: "burn" },
    ...Array.from({ length: 20 }, (_, i) => ({ address: A(`w${i}`), bps: 300 })),
  ],
  deployer: { address: A("deployer"), ageDays: 90 },
  pair: { burntBps: 10_000 },
  simulation: { buyTaxBps: 300, sellTaxBps: 300, transferTaxBps: 0 },
  market: { liquidityUsd: 300_000, buys24h: 500, sells24h: 480, ageHours: 2000 },
};

const taxEffect = (after: string): PrivilegeEffect => ({
  kind: "tax",
  scope: null,
  selector: "0xec1f3f63",
  hint: null,
  caller: TAX_WALLET,
  callerRoles: ["storage slot 6 compared with CALLER"],
  pattern: "(1, 1, …): true / 1",
  measure: "sell tax (bps)",
  before: "299",
  after,
});

async function scanWith(effects: PrivilegeEffect[]): Promise<EngineResult> {
  const network = networkFor("ethereum");
  const facts = buildEvmFacts(spec, network, NOW);
  const probe = facts.privileges;
  if (!probe || probe.status === "not_run") throw new Error("the snapshot ran no probe");
  facts.privileges = {
    ...probe,
    candidates: [...probe.candidates, { address: TAX_WALLET, roles: ["storage slot 6 compared with CALLER"] }],
    effects,
    callable: effects.map((e) => ({ selector: e.selector, caller: e.caller })),
  };
  return scanEvmToken(
    { chain: "ethereum", tokenAddress: spec.address },
    { name: "unit", kind: "snapshot", requestCount: () => 0, read: async () => facts },
    {
      mode: "sandbox",
      market: createStaticMarket(new Map([[spec.address, marketPairsForSpec(spec, NOW)]])),
      now: () => NOW,
    },
  );
}
const f = (r: EngineResult, id: string): Finding => r.findings.find((x) => x.id === id)!;

describe("a tax that can only be lowered", () => {
  it("is a note (TAX_MODIFIABLE low), not control after a renounce: the renounced template token stays low", async () => {
    const r = await scanWith([taxEffect("99")]);
    expect(f(r, "TAX_MODIFIABLE")).toMatchObject({ status: "fail", severity: "low" });
    expect(f(r, "TAX_MODIFIABLE").detail).toContain("lowered the tax");
    expect(f(r, "HIDDEN_OWNER").status).toBe("pass");
    expect(f(r, "OWNER_PRIVILEGES").status).toBe("pass");
    expect(r.riskLevel).toBe("low");
  });

  it("a raise by the same caller after a renounce is still hidden control (high) and a modifiable tax", async () => {
    const r = await scanWith([taxEffect("900")]);
    expect(f(r, "TAX_MODIFIABLE")).toMatchObject({ status: "fail", severity: "medium" });
    expect(f(r, "HIDDEN_OWNER")).toMatchObject({ status: "fail", severity: "high" });
    expect(r.riskLevel).toBe("high");
    const raised = await scanWith([taxEffect("9900")]);
    expect(f(raised, "TAX_MODIFIABLE").severity).toBe("high");
  });
});
