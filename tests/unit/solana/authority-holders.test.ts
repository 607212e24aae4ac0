import { describe, expect, it } from "vitest";
import { addressToBytes } from "@/lib/chains/solana/address";
import { classifyAuthorityHolder, decodeMultisigAccount } from "@/lib/chains/solana/authority-holders";
import { knownProgramAuthorities, knownProgramAuthority } from "@/lib/chains/solana/known-authorities";
import { isOnCurve } from "@/lib/chains/solana/pda";
import { INCINERATOR, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@/lib/chains/solana/well-known";
import { skeleton, usesLookAlikes } from "@/lib/trust/skeleton";
import { solanaTokenRegistry } from "@/lib/trust/token-registry";

describe("known program authorities, derived from the programs' published seeds", () => {
  // The authorities shown on the mainnet mint accounts (JitoSOL, mSOL, Wormhole-wrapped assets).
  it.each([
    ["6iQKfEyhr3bZMotVkW6beNZz5CPAkiwvgV2CTje9pVSS", "SPL Stake Pool (Jito)"],
    ["3JLPCS1qM2zRw3Dp6V4hZnYHd4toMNPkNesXdX9tg6KM", "Marinade liquid staking"],
    ["BCD75RNBHrJJpW4dXVagL5mPjzRLnVZq4YirJdjEYMV7", "Wormhole Token Bridge"],
    ["EMjuABxELpYWYEwjkKmQKBNCwdaFAy4QYAs6W9bDQDNw", "Sanctum SPL Stake Pool (jupSOL)"],
  ])("%s is %s", (addr, name) => {
    expect(knownProgramAuthority(addr)?.programName).toBe(name);
    expect(classifyAuthorityHolder(addr, undefined).kind).toBe("known_program");
  });

  it("every derived authority is a PDA (off the curve) and documents its source; Sanctum's LST list is included", () => {
    const all = knownProgramAuthorities();
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((k) => k.source.includes("sanctum-lst-list")).length).toBeGreaterThan(40);
    for (const k of all) {
      expect(isOnCurve(addressToBytes(k.address))).toBe(false);
      expect(k.source.length).toBeGreaterThan(20);
    }
  });

  it("burn addresses are revoked in effect; an account that is not a multisig is not one", () => {
    expect(classifyAuthorityHolder(INCINERATOR, null).kind).toBe("burn");
    expect(classifyAuthorityHolder(SYSTEM_PROGRAM_ID, undefined).kind).toBe("burn");
    expect(
      decodeMultisigAccount({
        address: "x",
        owner: TOKEN_PROGRAM_ID,
        lamports: 1n,
        executable: false,
        data: new Uint8Array(165),
      }),
    ).toBeNull();
  });
});

describe("confusable skeletons (UTS #39 data)", () => {
  it.each([
    ["UЅDС", "USDC"],
    ["ＵＳＤＣ", "usdc"],
    ["U\u200bS\u200dDC", "USDC"],
    ["Ü.S.D.C", "usdc"],
    ["B0NK", "BONK"],
    ["$WIF", "wif"],
  ])("%s folds like %s", (a, b) => {
    expect(skeleton(a)).toBe(skeleton(b));
  });

  it("look-alike characters are detected as such; plain ASCII is not", () => {
    expect(usesLookAlikes("UЅDС")).toBe(true);
    expect(usesLookAlikes("USDC")).toBe(false);
  });

  it("the bundled registry has its source and the well-known mints", () => {
    const r = solanaTokenRegistry();
    expect(r.source).toMatch(/@sonarwatch\/token-lists/);
    expect(r.size).toBeGreaterThan(3000);
    expect(r.byMint.has("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")).toBe(true);
    expect(r.bySymbol.get(skeleton("JitoSOL"))?.map((t) => t.mint)).toContain(
      "J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn",
    );
  });
});
