import { beforeAll, describe, expect, it } from "vitest";
import { scanToken } from "@/lib/engine";
import {
  CHECK_CATALOGUE,
  liquiditySeverity,
  top10Severity,
  topHolderSeverity,
  transferFeeSeverity,
} from "@/lib/engine/checks";
import type { EngineResult, Finding } from "@/lib/engine/types";
import { buildAllFixtures, type Fixture, fixtureReader, INCINERATOR } from "../../support/solana-fixtures";

let fx: Record<string, Fixture>;
beforeAll(async () => {
  fx = await buildAllFixtures();
});

async function scan(name: string, extra: object = {}): Promise<EngineResult> {
  return scanToken({ chain: "solana", tokenAddress: fx[name].mint, ...extra }, fixtureReader(Object.values(fx)), {
    mode: "live",
  });
}
const byId = (r: EngineResult) => Object.fromEntries(r.findings.map((f) => [f.id, f])) as Record<string, Finding>;

describe("every scan reports every check", () => {
  it("findings follow the catalogue, ids are UPPER_SNAKE", async () => {
    const r = await scan("clean");
    expect(r.findings.map((f) => f.id)).toEqual(CHECK_CATALOGUE.map((c) => c.id));
    for (const f of r.findings) expect(f.id).toMatch(/^[A-Z0-9_]+$/);
    expect(r.scoreBreakdown.map((b) => b.findingId)).toEqual(r.findings.map((f) => f.id));
  });

  it("clean SPL token without market data, history or simulation: those checks are unknown (never pass); Token-2022 checks pass", async () => {
    const r = await scan("clean");
    const fails = r.findings.filter((f) => f.status === "fail");
    expect(fails).toEqual([]);
    // Every check that needs market data, mint history or a simulation is unknown, not pass.
    expect(r.coverage.missing).toEqual([
      "CREATOR_HOLDING",
      "LIQUIDITY_LOW",
      "LP_UNLOCKED",
      "PAIR_NEW",
      "SELLS_ABSENT",
      "RUG_IN_PROGRESS",
      "SELL_SIMULATION",
    ]);
    expect(r.market.status).toBe("disabled");
    expect(r.trust.status).toBe("not_listed");
    expect(r.launchpad.status).toBe("none");
    expect(byId(r).PERMANENT_DELEGATE.status).toBe("pass");
    expect(r.simulation.status).toBe("not_run");
    expect(r.liquidity).toEqual({ usd: null, source: "unknown" });
    expect(r.riskLevel).toBe("low");
  });
});

describe("scenario -> expected failing finding", () => {
  const cases: Array<[string, string, string]> = [
    ["mint-authority", "MINT_AUTHORITY_ACTIVE", "high"],
    ["freeze-authority", "FREEZE_AUTHORITY_ACTIVE", "high"],
    ["transfer-fee-90", "TRANSFER_FEE", "critical"],
    ["transfer-fee-90", "TRANSFER_FEE_AUTHORITY", "medium"],
    ["permanent-delegate", "PERMANENT_DELEGATE", "critical"],
    ["non-transferable", "NON_TRANSFERABLE", "critical"],
    ["default-frozen", "DEFAULT_ACCOUNT_FROZEN", "high"],
    ["pausable", "PAUSABLE", "high"], // issue 15: a live pause authority is a honeypot switch (was medium),
    ["paused", "PAUSABLE", "critical"],
    ["mutable-metadata", "METADATA_MUTABLE", "low"],
    ["whale-80", "TOP_HOLDER_CONCENTRATION", "high"],
    ["missing-metadata", "METADATA_MISSING", "medium"],
    ["usdc-like", "MINT_AUTHORITY_ACTIVE", "high"],
    ["t22-everything", "TRANSFER_HOOK", "high"],
    ["t22-everything", "MINT_CLOSE_AUTHORITY", "low"],
    ["t22-everything", "CONFIDENTIAL_TRANSFERS", "low"],
    ["t22-everything", "INTEREST_BEARING", "info"],
    ["t22-everything", "SCALED_UI_AMOUNT", "info"],
    ["t22-everything", "METADATA_MUTABLE", "low"],
    ["zero-supply", "SUPPLY_ZERO", "low"],
  ];
  it.each(cases)("%s fails %s (%s)", async (name, id, severity) => {
    const f = byId(await scan(name))[id];
    expect(f.status).toBe("fail");
    expect(f.severity).toBe(severity);
    expect(f.title.length).toBeGreaterThan(0);
    expect(f.detail.length).toBeGreaterThan(0);
  });

  it("critical failures force riskLevel critical", async () => {
    for (const n of ["transfer-fee-90", "permanent-delegate", "non-transferable", "paused"])
      expect((await scan(n)).riskLevel).toBe("critical");
  });

  it("transfer fee evidence carries older AND newer fee with epochs", async () => {
    const f = byId(await scan("transfer-fee-90")).TRANSFER_FEE;
    expect(f.evidence).toMatchObject({
      olderFeeBps: 100,
      olderEpoch: "500",
      newerFeeBps: 9000,
      newerEpoch: "510",
      newerMaximumFee: "18446744073709551615",
    });
    const r = await scan("transfer-fee-90");
    expect(r.token.extensions[0]).toMatchObject({
      name: "TransferFeeConfig",
      fields: { "newerTransferFee.transferFeeBasisPoints": 9000 },
    });
  });

  it("Token-2022 TokenMetadata: sanitised text, mutable when update authority is set", async () => {
    const r = await scan("t22-everything");
    expect(r.metadata).toMatchObject({ source: "token-2022", name: "Everything Token", symbol: "EVRY", mutable: true });
    expect(r.token.extensions.map((e) => e.name)).toContain("TokenMetadata");
    const hook = byId(r).TRANSFER_HOOK;
    expect(hook.evidence.hookProgramId).toBeTruthy();
  });

  it("Metaplex \\0 padding is stripped", async () => {
    const r = await scan("clean");
    expect(r.metadata.name).toBe("Fixture clean");
    expect(r.metadata.uri).toBe("https://example.invalid/clean.json");
  });
});

describe("holders", () => {
  it("incinerator is labelled, excluded from top1/top10, and reported in excludedPct", async () => {
    const r = await scan("incinerator-holders");
    expect(r.holders.top[0]).toMatchObject({ owner: INCINERATOR, label: "burn:incinerator", excluded: true, pct: 60 });
    expect(r.holders.top1Pct).toBe(5);
    expect(r.holders.top10Pct).toBe(8);
    expect(r.holders.excludedPct).toBe(60);
    expect(byId(r).TOP_HOLDER_CONCENTRATION.status).toBe("pass");
  });

  it("whale: 80% with 4-decimal pct, topHolderPct onchain", async () => {
    const r = await scan("whale-80");
    expect(r.holders.top1Pct).toBe(80);
    expect(r.topHolderPct).toEqual({ value: 80, source: "onchain" });
    expect(r.verdict).toMatch(/one wallet holds 80% of supply/);
  });

  it("caller topHolderPct overrides the on-chain figure and is labelled caller", async () => {
    const r = await scan("whale-80", { topHolderPct: 5 });
    expect(r.topHolderPct).toEqual({ value: 5, source: "caller" });
    const f = byId(r).TOP_HOLDER_CONCENTRATION;
    expect(f.status).toBe("pass");
    expect(f.evidence.source).toBe("caller");
    expect(r.sources.map((s) => s.kind)).toContain("caller");
  });

  it("supply 0 -> percentages null and a clear finding", async () => {
    const r = await scan("zero-supply");
    expect(r.holders.top1Pct).toBeNull();
    expect(byId(r).TOP_HOLDER_CONCENTRATION.status).toBe("unknown");
    expect(byId(r).TOP_HOLDER_CONCENTRATION.detail).toMatch(/Supply is 0/);
  });
});

describe("liquidity (caller-supplied)", () => {
  it("unknown when not supplied, caller-labelled when supplied", async () => {
    expect(byId(await scan("clean")).LIQUIDITY_LOW.status).toBe("unknown");
    const low = await scan("clean", { liquidityUsd: 500 });
    expect(byId(low).LIQUIDITY_LOW).toMatchObject({ status: "fail", severity: "high" });
    expect(low.liquidity).toEqual({ usd: 500, source: "caller" });
    expect(byId(await scan("clean", { liquidityUsd: 1_000_000 })).LIQUIDITY_LOW.status).toBe("pass");
  });
});

describe("threshold helpers", () => {
  it("transfer fee bands", () => {
    expect([0, 100, 101, 500, 501, 2000, 2001, 9000].map(transferFeeSeverity)).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "critical",
      "critical",
    ]);
  });
  it("concentration and liquidity bands", () => {
    expect([5, 10, 20, 50].map(topHolderSeverity)).toEqual([null, "low", "medium", "high"]);
    expect([40, 50, 70, 90].map(top10Severity)).toEqual([null, "low", "medium", "high"]);
    expect([500, 5000, 20000, 50000].map(liquiditySeverity)).toEqual(["high", "medium", "low", null]);
  });
});
