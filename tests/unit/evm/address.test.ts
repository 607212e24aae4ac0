import { describe, expect, it } from "vitest";
import { isBurnAddress, validateEvmAddress } from "@/lib/chains/evm/address";
import { resolveEvmChain } from "@/lib/chains/evm/chains";

const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"; // EIP-55 checksummed (Ethereum USDC)

describe("EVM address validation", () => {
  it("accepts a correctly checksummed mixed-case address and returns it checksummed", () => {
    expect(validateEvmAddress("ethereum", USDC)).toEqual({ ok: true, address: USDC });
  });

  it("accepts all-lowercase and all-uppercase (no checksum to check) and checksums them", () => {
    expect(validateEvmAddress("base", USDC.toLowerCase())).toEqual({ ok: true, address: USDC });
    expect(validateEvmAddress("bsc", `0x${USDC.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: USDC });
  });

  it("rejects a mixed-case address whose checksum is wrong (one letter's case flipped)", () => {
    const typo = USDC.replace("A0b8", "a0b8");
    const result = validateEvmAddress("ethereum", typo);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason).toBe("checksum");
  });

  it("trims whitespace but rejects wrong length, non-hex, missing 0x, Solana addresses and the zero address", () => {
    expect(validateEvmAddress("ethereum", `  ${USDC}\n`).ok).toBe(true);
    for (const bad of [
      USDC.slice(0, 41),
      `${USDC}00`,
      USDC.slice(2),
      "0xZZb86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
      "",
    ]) {
      const r = validateEvmAddress("ethereum", bad);
      expect(r.ok, bad).toBe(false);
      expect(r.ok === false && r.reason).toBe("format");
    }
    const zero = validateEvmAddress("bsc", "0x0000000000000000000000000000000000000000");
    expect(zero.ok === false && zero.reason).toBe("zero");
  });

  it("names the chain in the message", () => {
    const r = validateEvmAddress("bsc", "0x1234");
    expect(r.ok === false && r.message).toContain("bsc");
  });

  it("burn addresses: zero and 0x…dEaD in any case", () => {
    expect(isBurnAddress("0x000000000000000000000000000000000000dead")).toBe(true);
    expect(isBurnAddress("0x0000000000000000000000000000000000000000")).toBe(true);
    expect(isBurnAddress(USDC)).toBe(false);
  });
});

describe("EVM chain names", () => {
  it("resolves names and aliases case-insensitively", () => {
    expect(resolveEvmChain("Ethereum")?.chainId).toBe(1);
    expect(resolveEvmChain(" ETH ")?.chainId).toBe(1);
    expect(resolveEvmChain("base")?.chainId).toBe(8453);
    expect(resolveEvmChain("BNB")?.chainId).toBe(56);
    expect(resolveEvmChain("binance-smart-chain")?.name).toBe("bsc");
    expect(resolveEvmChain("solana")).toBeNull();
    expect(resolveEvmChain("polygon")).toBeNull();
  });

  it("every chain's wrapped native token and DEX addresses are valid checksummed addresses", () => {
    for (const name of ["ethereum", "base", "bsc"] as const) {
      const chain = resolveEvmChain(name)!;
      for (const a of [chain.wrappedNative, ...chain.v2Dexes.flatMap((d) => [d.factory, d.router])]) {
        expect(validateEvmAddress(name, a)).toEqual({ ok: true, address: a });
      }
    }
  });
});
