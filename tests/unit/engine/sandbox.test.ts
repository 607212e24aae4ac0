import { describe, expect, it } from "vitest";
import {
  createSandboxReader,
  isValidSolanaAddress,
  SANDBOX_CATALOGUE,
  SANDBOX_DEFAULT_TOKEN,
  SANDBOX_SCENARIOS,
  SANDBOX_SLOT,
  SANDBOX_SNAPSHOT_VERSION,
  sandboxAddress,
  scanToken,
} from "@/lib/engine";
import { ApiError } from "@/lib/errors";

const scan = (tokenAddress: string, extra: object = {}) => scanToken({ chain: "solana", tokenAddress, ...extra }, createSandboxReader(), { mode: "sandbox" });

describe("sandbox catalogue", () => {
  it("has one valid, deterministic address per scenario", () => {
    expect(SANDBOX_CATALOGUE.map((c) => c.scenario)).toEqual([
      "clean",
      "mint-authority",
      "freeze-authority",
      "transfer-fee-90",
      "permanent-delegate",
      "non-transferable",
      "default-frozen",
      "pausable",
      "mutable-metadata",
      "whale-80",
      "missing-metadata",
    ]);
    for (const c of SANDBOX_CATALOGUE) {
      expect(isValidSolanaAddress(c.address)).toBe(true);
      expect(c.address).toBe(sandboxAddress(c.scenario));
      expect(c.description.length).toBeGreaterThan(10);
    }
    expect(new Set(SANDBOX_CATALOGUE.map((c) => c.address)).size).toBe(SANDBOX_CATALOGUE.length);
    expect(SANDBOX_DEFAULT_TOKEN).toBe(SANDBOX_CATALOGUE[0].address);
    expect(SANDBOX_SNAPSHOT_VERSION).toMatch(/\S/);
  });

  it.each(SANDBOX_SCENARIOS.map((s) => [s.scenario, s.expectedFinding] as const))("%s -> fails %s", async (scenario, expected) => {
    const r = await scan(sandboxAddress(scenario));
    expect(r.mode).toBe("sandbox");
    expect(r.slot).toBe(SANDBOX_SLOT);
    expect(r.sources).toEqual([{ name: `sandbox-snapshot@${SANDBOX_SNAPSHOT_VERSION}`, kind: "snapshot", latencyMs: 0, slot: SANDBOX_SLOT, requests: 0 }]);
    const fails = r.findings.filter((f) => f.status === "fail").map((f) => f.id);
    if (expected === null) {
      expect(fails).toEqual([]);
      expect(r.riskLevel).toBe("low");
      expect(r.holders.top[0].label).toBe("burn:incinerator");
    } else {
      expect(fails).toContain(expected);
    }
  });

  it("identical inputs -> byte-identical results (catalogue and synthetic)", async () => {
    for (const addr of [SANDBOX_DEFAULT_TOKEN, sandboxAddress("whale-80"), "So11111111111111111111111111111111111111112", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"]) {
      const a = JSON.stringify(await scan(addr, { liquidityUsd: 12345 }));
      const b = JSON.stringify(await scan(addr, { liquidityUsd: 12345 }));
      expect(a).toBe(b);
    }
  });

  it("any other valid address gets a deterministic synthetic token", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const addr = sandboxAddress(`random-${i}`);
      const r = await scan(addr);
      expect(r.tokenAddress).toBe(addr);
      expect(r.holders.status).toBe("ok");
      expect(r.holders.top.length).toBeGreaterThanOrEqual(5);
      expect(r.safetyScore).toBeGreaterThanOrEqual(0);
      seen.add(`${r.token.program}:${r.token.decimals}:${r.metadata.source}`);
    }
    expect(seen.size).toBeGreaterThan(2); // varied
  });

  it("invalid address -> INVALID_INPUT; a derived (non-mint) sandbox account -> INVALID_INPUT", async () => {
    const e1 = await scan("nope").catch((e) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect((e1 as ApiError).reason).toBe("INVALID_INPUT");
    const clean = await scan(SANDBOX_DEFAULT_TOKEN);
    const e2 = await scan(clean.holders.top[1].tokenAccount).catch((e) => e);
    expect((e2 as ApiError).reason).toBe("INVALID_INPUT");
  });
});
