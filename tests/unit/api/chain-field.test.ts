/**
 * The `chain` field at the boundary (issue 20): names and aliases, case-insensitive, normalised to the canonical
 * name; addresses validated per chain (EIP-55 when mixed case) and returned canonical; batch items planned one by
 * one with their own chain; watchlist keys per chain.
 */
import { describe, expect, it } from "vitest";
import { planBatch } from "@/lib/api/routes/scan";
import { BatchRequestSchema, ChainSchema, SandboxRequestSchema, ScanRequestSchema } from "@/lib/api/schemas";
import { CHAIN_ALIASES, CHAIN_NAMES, explorerUrl, resolveChain, validateTokenAddress } from "@/lib/chains/supported";
import { parseWatchKey, watchKey } from "@/lib/store/watchlist-repo";

const USDC_SOL = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const USDC_ETH = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("chain names", () => {
  it("every alias of every chain resolves to its canonical name, in any case and with spaces", () => {
    for (const chain of CHAIN_NAMES)
      for (const alias of CHAIN_ALIASES[chain]) {
        expect(resolveChain(alias)).toBe(chain);
        expect(resolveChain(` ${alias.toUpperCase()} `)).toBe(chain);
        expect(ChainSchema.parse(alias.toUpperCase())).toBe(chain);
      }
  });
  it("documented aliases: eth/mainnet → ethereum, bnb/binance → bsc, base-mainnet → base", () => {
    expect(["eth", "mainnet", "bnb", "binance", "base-mainnet", "Solana"].map(resolveChain)).toEqual([
      "ethereum",
      "ethereum",
      "bsc",
      "bsc",
      "base",
      "solana",
    ]);
  });
  it("an unknown chain is refused with the supported list and aliases", () => {
    const r = ChainSchema.safeParse("polygon");
    expect(issues(r)[0]).toContain(
      "chain 'polygon' is not supported; supported chains: solana, ethereum, base, bsc (aliases:",
    );
    expect(ChainSchema.safeParse("").success).toBe(false);
    expect(ChainSchema.safeParse("x".repeat(41)).success).toBe(false);
  });
});

describe("addresses per chain", () => {
  it("EVM: lower or upper case accepted and checksummed; a valid checksum accepted; a mixed-case typo refused", () => {
    expect(validateTokenAddress("ethereum", USDC_ETH.toLowerCase())).toEqual({ ok: true, address: USDC_ETH });
    expect(validateTokenAddress("base", `0x${USDC_ETH.slice(2).toUpperCase()}`)).toEqual({
      ok: true,
      address: USDC_ETH,
    });
    expect(validateTokenAddress("bsc", USDC_ETH)).toEqual({ ok: true, address: USDC_ETH });
    const typo = `${USDC_ETH.slice(0, -1)}b`; // last digit's case flipped
    expect(validateTokenAddress("ethereum", typo)).toMatchObject({
      ok: false,
      message: expect.stringContaining("EIP-55 checksum"),
    });
  });
  it("the wrong chain's address format is explained", () => {
    expect(validateTokenAddress("ethereum", USDC_SOL)).toMatchObject({
      ok: false,
      message: expect.stringContaining("looks like a Solana address"),
    });
    expect(validateTokenAddress("solana", USDC_ETH)).toMatchObject({
      ok: false,
      message: expect.stringContaining("looks like an EVM address"),
    });
    expect(validateTokenAddress("base", "0x0000000000000000000000000000000000000000")).toMatchObject({
      ok: false,
      message: expect.stringContaining("zero address"),
    });
  });
  it("scan requests: chain normalised, address canonical, errors on the address field", () => {
    expect(ScanRequestSchema.parse({ tokenAddress: USDC_ETH.toLowerCase(), chain: "ETH" })).toMatchObject({
      chain: "ethereum",
      tokenAddress: USDC_ETH,
    });
    expect(ScanRequestSchema.parse({ mint: USDC_ETH.toLowerCase(), chain: "bnb" })).toMatchObject({
      chain: "bsc",
      mint: USDC_ETH,
    });
    expect(issues(ScanRequestSchema.safeParse({ tokenAddress: USDC_SOL, chain: "base" }))).toEqual([
      expect.stringMatching(/^tokenAddress: not a base address/),
    ]);
    expect(
      issues(ScanRequestSchema.safeParse({ tokenAddress: `${USDC_ETH.slice(0, -1)}b`, chain: "ethereum" })),
    ).toEqual([expect.stringMatching(/^tokenAddress: invalid EIP-55/)]);
    // The same token spelt two ways is not a disagreement; two tokens are.
    expect(
      ScanRequestSchema.safeParse({ tokenAddress: USDC_ETH, mint: USDC_ETH.toLowerCase(), chain: "ethereum" }).success,
    ).toBe(true);
    expect(
      issues(
        ScanRequestSchema.safeParse({
          tokenAddress: USDC_ETH,
          mint: "0x4200000000000000000000000000000000000006",
          chain: "base",
        }),
      ),
    ).toEqual(["mint: tokenAddress and mint disagree; send one of them"]);
    // Solana stays as it was.
    expect(ScanRequestSchema.parse({ tokenAddress: USDC_SOL })).toMatchObject({
      chain: "solana",
      tokenAddress: USDC_SOL,
    });
  });
  it("sandbox requests take a chain too; the body may still be empty", () => {
    expect(SandboxRequestSchema.parse({})).toMatchObject({ chain: "solana" });
    expect(SandboxRequestSchema.parse({ chain: "Base", tokenAddress: USDC_ETH.toLowerCase() })).toMatchObject({
      chain: "base",
      tokenAddress: USDC_ETH,
    });
  });
  it("explorer links per chain", () => {
    expect(explorerUrl("ethereum", "token", USDC_ETH)).toBe(`https://etherscan.io/token/${USDC_ETH}`);
    expect(explorerUrl("base", "address", USDC_ETH)).toBe(`https://basescan.org/address/${USDC_ETH}`);
    expect(explorerUrl("bsc", "token", USDC_ETH)).toBe(`https://bscscan.com/token/${USDC_ETH}`);
    expect(explorerUrl("solana", "token", USDC_SOL)).toBe(`https://solscan.io/token/${USDC_SOL}`);
  });
});

describe("batch items plan one by one, each on its own chain", () => {
  it("mixed chains: canonical chain and address per item; a bad item fails alone", () => {
    const body = BatchRequestSchema.parse({
      chain: "SOL",
      items: [
        { tokenAddress: USDC_SOL },
        { tokenAddress: USDC_ETH.toLowerCase(), chain: "eth" },
        { tokenAddress: USDC_ETH, chain: "BNB" },
        { tokenAddress: USDC_ETH, chain: "polygon" },
        { tokenAddress: USDC_SOL, chain: "base" },
        { tokenAddress: USDC_ETH },
        { tokenAddress: USDC_ETH, mint: USDC_ETH.toLowerCase(), chain: "base" },
      ],
    });
    expect(body.chain).toBe("solana");
    const plans = planBatch({ chain: body.chain, clientRef: null, items: body.items });
    expect(plans.map((p) => [p.chain, p.input?.tokenAddress ?? null, p.error?.status ?? null])).toEqual([
      ["solana", USDC_SOL, null],
      ["ethereum", USDC_ETH, null],
      ["bsc", USDC_ETH, null],
      [null, null, 400],
      ["base", null, 400],
      ["solana", null, 400],
      ["base", USDC_ETH, null],
    ]);
    expect(plans[3].error!.message).toContain("chain 'polygon' is not supported");
    expect(plans[5].error!.message).toContain("looks like an EVM address");
  });
});

describe("watchlist keys", () => {
  it("Solana keys are the address (entries stored before EVM keep theirs); EVM keys carry the chain", () => {
    expect(watchKey("solana", USDC_SOL)).toBe(USDC_SOL);
    expect(watchKey("base", USDC_ETH)).toBe(`base:${USDC_ETH}`);
    expect(parseWatchKey(USDC_SOL)).toEqual({ chain: "solana", tokenAddress: USDC_SOL });
    expect(parseWatchKey(`bsc:${USDC_ETH}`)).toEqual({ chain: "bsc", tokenAddress: USDC_ETH });
  });
});

describe("webhook payloads carry the canonical chain", () => {
  it("scan.completed and high_safety_token of an EVM scan validate; an unknown chain does not", async () => {
    const { scanEvents } = await import("@/lib/webhooks/emit");
    const { EVENT_DATA_SCHEMAS } = await import("@/lib/webhooks/catalogue");
    const summary = {
      scanId: "scan_x",
      tokenAddress: USDC_ETH,
      chain: "base",
      safetyScore: 95,
      riskLevel: "low" as const,
      failedFlags: [],
      unknownFlags: [],
      scannedAt: "2026-11-23T12:00:00.000Z",
      engineVersion: "x",
    };
    const events = scanEvents(summary, "batch", null);
    expect(events.map((e) => e.type)).toEqual(["scan.completed", "high_safety_token"]);
    for (const e of events) expect(EVENT_DATA_SCHEMAS[e.type].safeParse(e.data).success, e.type).toBe(true);
    const bad = scanEvents({ ...summary, chain: "polygon" }, "scan", null)[0];
    expect(EVENT_DATA_SCHEMAS["scan.completed"].safeParse(bad.data).success).toBe(false);
  });
});
