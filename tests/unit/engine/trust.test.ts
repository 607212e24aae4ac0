import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidSolanaAddress } from "@/lib/chains/solana/address";
import { createRpcReader, scanToken, WELL_KNOWN_MINTS } from "@/lib/engine";
import type { EngineResult } from "@/lib/engine/types";
import { DEFAULT_TRUST_LIST, normalizeTokenText, resolveTrust } from "@/lib/trust";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildAllFixtures, type Fixture, PYUSD_MINT, USDC_MINT } from "../../support/solana-fixtures";

let rpc: LocalRpc;
let fx: Record<string, Fixture>;
beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
});
afterAll(() => rpc.close());

const scan = (name: string) =>
  scanToken({ chain: "solana", tokenAddress: fx[name].mint }, createRpcReader({ url: rpc.url }), { mode: "live" });
const byId = (r: EngineResult) => Object.fromEntries(r.findings.map((f) => [f.id, f]));
const highOrWorse = (r: EngineResult) =>
  r.findings
    .filter((f) => f.status === "fail" && (f.severity === "high" || f.severity === "critical"))
    .map((f) => f.id);

describe("trust list", () => {
  it("has valid, unique addresses and names the issuers", () => {
    for (const e of WELL_KNOWN_MINTS) expect(isValidSolanaAddress(e.mint), e.symbol).toBe(true);
    expect(new Set(WELL_KNOWN_MINTS.map((e) => e.mint)).size).toBe(WELL_KNOWN_MINTS.length);
    expect(WELL_KNOWN_MINTS.find((e) => e.mint === USDC_MINT)?.issuer).toBe("Circle");
    expect(WELL_KNOWN_MINTS.find((e) => e.mint === PYUSD_MINT)?.program).toBe("token-2022");
  });
  it("normalises names for impersonation matching", () => {
    expect(normalizeTokenText("ＵＳＤＣ")).toBe("usdc");
    expect(normalizeTokenText("U.S.D Coin ")).toBe("usdcoin");
    expect(
      resolveTrust(DEFAULT_TRUST_LIST, "11111111111111111111111111111112", "Usd Coin", "usdc").impersonated?.mint,
    ).toBe(USDC_MINT);
    expect(
      resolveTrust(DEFAULT_TRUST_LIST, "11111111111111111111111111111112", "My Cat", "CAT").impersonated,
    ).toBeNull();
  });
});

describe("issuer-controlled tokens are not false alarms", () => {
  it("USDC-like at USDC's mint: authorities issuer-controlled and low, never high/critical", async () => {
    const r = await scan("usdc-mainnet-like");
    expect(r.trust).toMatchObject({ status: "listed", issuer: "Circle", symbol: "USDC" });
    expect(highOrWorse(r)).toEqual([]);
    expect(["low", "medium"]).toContain(r.riskLevel);
    expect(byId(r).MINT_AUTHORITY_ACTIVE).toMatchObject({ status: "fail", severity: "low" });
    expect(byId(r).MINT_AUTHORITY_ACTIVE.evidence).toMatchObject({
      issuerControlled: true,
      issuer: "Circle",
      originalSeverity: "high",
    });
    expect(byId(r).IMPERSONATION.status).toBe("pass");
    expect(byId(r).CREATOR_HOLDING.status).toBe("not_applicable");
  });

  it("PYUSD-like at PYUSD's mint (Token-2022, delegate, null-program hook, 0 bps fee, metadata, confidential): not high/critical", async () => {
    const r = await scan("pyusd-mainnet-like");
    expect(r.token.program).toBe("token-2022");
    expect(r.token.extensions.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        "PermanentDelegate",
        "TransferHook",
        "TransferFeeConfig",
        "MetadataPointer",
        "TokenMetadata",
        "ConfidentialTransferMint",
      ]),
    );
    expect(r.metadata).toMatchObject({ source: "token-2022", symbol: "PYUSD" });
    expect(highOrWorse(r)).toEqual([]);
    expect(["low", "medium"]).toContain(r.riskLevel);
    expect(byId(r).PERMANENT_DELEGATE).toMatchObject({
      status: "fail",
      severity: "low",
      title: expect.stringMatching(/^Issuer-controlled/),
    });
    expect(byId(r).TRANSFER_FEE.status).toBe("pass");
  });

  it("an impersonator copying USDC's name/symbol on another mint gets NO discount and an IMPERSONATION finding", async () => {
    const r = await scan("usdc-impersonator");
    expect(r.trust).toMatchObject({ status: "not_listed", impersonates: USDC_MINT });
    expect(byId(r).IMPERSONATION).toMatchObject({ status: "fail", severity: "high" });
    expect(byId(r).MINT_AUTHORITY_ACTIVE).toMatchObject({ status: "fail", severity: "high" });
    expect(byId(r).MINT_AUTHORITY_ACTIVE.evidence.issuerControlled).toBeUndefined();
    expect(["high", "critical"]).toContain(r.riskLevel);
    const real = await scan("usdc-mainnet-like");
    expect(r.safetyScore).toBeLessThan(real.safetyScore);
  });
});
