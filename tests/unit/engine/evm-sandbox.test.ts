/**
 * The EVM sandbox scenarios (lib/engine/evm/sandbox.ts): deterministic, no network; each scenario fails exactly its
 * own checks and gets its expected level, on every EVM chain.
 */
import { describe, expect, it } from "vitest";
import { FullScanResponseSchema } from "@/lib/api/schemas";
import {
  EVM_SANDBOX_CATALOGUE,
  EVM_SANDBOX_SCENARIOS,
  EvmInputError,
  evmSandboxAddress,
  scanEvmSandbox,
} from "@/lib/engine/evm";

describe("EVM sandbox", () => {
  it("the catalogue: nine scenarios with fixed addresses", () => {
    expect(EVM_SANDBOX_CATALOGUE.map((c) => c.scenario)).toEqual([
      "clean",
      "honeypot",
      "sell-tax-10",
      "sell-tax-99",
      "mintable-owner",
      "blacklist",
      "upgradeable-proxy",
      "lp-unlocked",
      "trusted-stablecoin",
    ]);
    expect(evmSandboxAddress("clean")).toBe(EVM_SANDBOX_CATALOGUE[0].address);
    expect(EVM_SANDBOX_CATALOGUE[0].address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  for (const s of EVM_SANDBOX_SCENARIOS) {
    it(`${s.scenario}: fails exactly ${[s.expectedFinding, ...s.alsoFails].filter(Boolean).join(", ") || "nothing"}; level ${s.expectedLevel}`, async () => {
      for (const chain of ["ethereum", "base", "bsc"] as const) {
        const r = await scanEvmSandbox(chain, s.address);
        const fails = r.findings
          .filter((f) => f.status === "fail")
          .map((f) => f.id)
          .sort();
        expect(fails, chain).toEqual([s.expectedFinding, ...s.alsoFails].filter((x): x is string => x !== null).sort());
        expect(r.riskLevel, chain).toBe(s.expectedLevel);
        expect(r.coverage.unknown, chain).toBe(0);
        expect(r.mode).toBe("sandbox");
        expect(r.chain).toBe(chain);
      }
    });
  }

  it("deterministic: the same scan twice is identical; the payload validates against the response schema", async () => {
    const a = await scanEvmSandbox("base", evmSandboxAddress("honeypot"));
    const b = await scanEvmSandbox("base", evmSandboxAddress("honeypot"));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const parsed = FullScanResponseSchema.safeParse({
      ...a,
      scanId: "scan_x",
      scannedAt: new Date(0).toISOString(),
      durationMs: 0,
      cache: { hit: false, ageMs: 0 },
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues?.slice(0, 3))).toBe(true);
    expect(a.evm?.simulation).toMatchObject({ honeypot: true, sellReason: "Honeypot: sells disabled" });
  });

  it("the trusted stablecoin's issuer controls are reduced and labelled, never high", async () => {
    const r = await scanEvmSandbox("ethereum", evmSandboxAddress("trusted-stablecoin"));
    expect(r.trust).toMatchObject({ status: "listed", issuer: "Sandbox Issuer (fictional)" });
    const mint = r.findings.find((f) => f.id === "MINTABLE")!;
    expect(mint).toMatchObject({ status: "fail", severity: "low", catalogueSeverity: "high" });
    expect(mint.title).toMatch(/^Issuer-controlled: /);
    expect(mint.evidence).toMatchObject({ issuerControlled: true, originalSeverity: "high" });
  });

  it("no address: the clean scenario; an address outside the catalogue is an input error", async () => {
    expect((await scanEvmSandbox("bsc")).tokenAddress).toBe(evmSandboxAddress("clean"));
    await expect(scanEvmSandbox("bsc", "0x000000000000000000000000000000000000beef")).rejects.toBeInstanceOf(
      EvmInputError,
    );
  });
});
