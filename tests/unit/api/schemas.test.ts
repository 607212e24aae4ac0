import { describe, expect, it } from "vitest";
import { wantsPlatform } from "@/lib/api/response-mode";
import { BatchRequestSchema, ScanRequestSchema } from "@/lib/api/schemas";

const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";

describe("ScanRequestSchema", () => {
  it("accepts tokenAddress or legacy mint and defaults chain to solana", () => {
    expect(ScanRequestSchema.parse({ tokenAddress: USDC })).toMatchObject({ tokenAddress: USDC, chain: "solana" });
    expect(ScanRequestSchema.parse({ mint: USDC, chain: "Solana" })).toMatchObject({ mint: USDC, chain: "solana" });
  });
  it("refuses a missing address, a bad address and disagreeing fields", () => {
    expect(ScanRequestSchema.safeParse({}).success).toBe(false);
    expect(ScanRequestSchema.safeParse({ tokenAddress: "0xdeadbeef" }).success).toBe(false);
    expect(
      ScanRequestSchema.safeParse({ tokenAddress: USDC, mint: "So11111111111111111111111111111111111111112" }).success,
    ).toBe(false);
  });
  it("names the supported chains when the chain is unknown", () => {
    const r = ScanRequestSchema.safeParse({ tokenAddress: USDC, chain: "polygon" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toContain("supported chains: solana, ethereum, base, bsc");
  });
  it("bounds caller figures", () => {
    expect(ScanRequestSchema.safeParse({ tokenAddress: USDC, topHolderPct: 101 }).success).toBe(false);
    expect(ScanRequestSchema.safeParse({ tokenAddress: USDC, liquidityUsd: -1 }).success).toBe(false);
    expect(ScanRequestSchema.safeParse({ tokenAddress: USDC, responseMode: "compact" }).success).toBe(false);
  });
});

describe("BatchRequestSchema", () => {
  it("limits clientRef to 80 characters", () => {
    const items = [{ tokenAddress: USDC, chain: "solana" }];
    expect(BatchRequestSchema.safeParse({ chain: "solana", clientRef: "x".repeat(80), items }).success).toBe(true);
    expect(BatchRequestSchema.safeParse({ chain: "solana", clientRef: "x".repeat(81), items }).success).toBe(false);
  });
  it("needs at least one item", () => {
    expect(BatchRequestSchema.safeParse({ chain: "solana", items: [] }).success).toBe(false);
  });
});

describe("wantsPlatform", () => {
  const req = (accept?: string) => new Request("http://x", { headers: accept ? { accept } : {} });
  it("selects platform by body or Accept; the body wins", () => {
    expect(wantsPlatform(req(), "platform")).toBe(true);
    expect(wantsPlatform(req("application/vnd.service.platform+json"), undefined)).toBe(true);
    expect(wantsPlatform(req("application/json, application/vnd.service.platform+json;q=0.9"), undefined)).toBe(true);
    expect(wantsPlatform(req("application/vnd.service.platform+json"), "full")).toBe(false);
    expect(wantsPlatform(req("application/json"), undefined)).toBe(false);
  });
});
