import { createHash } from "node:crypto";
import { address, getAddressEncoder } from "@solana/kit";
import { describe, expect, it } from "vitest";
import { isValidSolanaAddress } from "@/lib/chains/solana/address";
import { decodeMetaplexMetadata, encodeMetaplexMetadata, findMetadataPda } from "@/lib/chains/solana/metaplex-metadata";
import { decodeMintAccount, findExtension, NotAMintError } from "@/lib/chains/solana/mint-decoder";
import { decodeTokenAccount } from "@/lib/chains/solana/token-account-decoder";
import {
  buildFixture,
  FIXTURE_SPECS,
  fixtureAddress,
  INCINERATOR,
  metaplexBytes,
  SYSTEM_PROGRAM,
  splMintBytes,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  t22MintBytes,
  tokenAccountBytes,
} from "../../support/solana-fixtures";

const MINT = fixtureAddress("decoder-mint");
const AUTH = fixtureAddress("decoder-auth");

describe("isValidSolanaAddress", () => {
  it("accepts 32-byte base58 addresses", () => {
    expect(isValidSolanaAddress("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")).toBe(true);
    expect(isValidSolanaAddress(SYSTEM_PROGRAM)).toBe(true);
    expect(isValidSolanaAddress(INCINERATOR)).toBe(true);
  });
  it("rejects junk", () => {
    for (const s of [
      "",
      "abc",
      "0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl",
      "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v1",
      "<script>",
      "x".repeat(44),
      42,
      null,
    ]) {
      expect(isValidSolanaAddress(s as string)).toBe(false);
    }
  });
});

describe("decodeMintAccount (SPL Token)", () => {
  it("decodes supply, decimals and both authorities", () => {
    const m = decodeMintAccount(
      TOKEN_PROGRAM,
      splMintBytes({ supply: 123_456_789n, decimals: 6, mintAuthority: AUTH, freezeAuthority: MINT }),
    );
    expect(m).toMatchObject({
      program: "spl-token",
      supply: 123_456_789n,
      decimals: 6,
      mintAuthority: AUTH,
      freezeAuthority: MINT,
      extensions: [],
    });
  });
  it("reports revoked authorities as null", () => {
    const m = decodeMintAccount(TOKEN_PROGRAM, splMintBytes({ supply: 1n, decimals: 0 }));
    expect(m.mintAuthority).toBeNull();
    expect(m.freezeAuthority).toBeNull();
  });
  it("rejects token accounts, wrong owners, short data and uninitialized mints", () => {
    const ta = tokenAccountBytes("spl-token", MINT, AUTH, 5n);
    expect(() => decodeMintAccount(TOKEN_PROGRAM, ta)).toThrow(/token account/);
    expect(() => decodeMintAccount(SYSTEM_PROGRAM, splMintBytes({ supply: 1n, decimals: 0 }))).toThrow(NotAMintError);
    expect(() => decodeMintAccount(TOKEN_PROGRAM, new Uint8Array(10))).toThrow(/shorter/);
    expect(() =>
      decodeMintAccount(TOKEN_PROGRAM, splMintBytes({ supply: 1n, decimals: 0, isInitialized: false })),
    ).toThrow(/not initialized/);
  });
});

describe("decodeMintAccount (Token-2022 + every extension)", () => {
  it("decodes a Token-2022 mint without extensions", () => {
    const m = decodeMintAccount(TOKEN_2022_PROGRAM, t22MintBytes({ supply: 10n, decimals: 9, mintAuthority: AUTH }));
    expect(m).toMatchObject({ program: "token-2022", supply: 10n, decimals: 9, mintAuthority: AUTH, extensions: [] });
  });

  it("decodes every fixture extension with the official codec", async () => {
    const f = await buildFixture(FIXTURE_SPECS["t22-everything"]);
    const acct = f.accounts.get(f.mint)!;
    const m = decodeMintAccount(acct.owner, acct.data);
    expect(m.extensions.map((e) => e.name)).toEqual([
      "MintCloseAuthority",
      "TransferHook",
      "ConfidentialTransferMint",
      "InterestBearingConfig",
      "ScaledUiAmountConfig",
      "MetadataPointer",
      "TokenMetadata",
    ]);
    expect(findExtension(m, "TransferHook")?.programId).toBe(fixtureAddress("t22-everything:hook-program"));
    expect(findExtension(m, "InterestBearingConfig")?.currentRate).toBe(500);
    expect(findExtension(m, "ScaledUiAmountConfig")?.multiplier).toBe(1.5);
    expect(findExtension(m, "TokenMetadata")?.symbol).toBe("EVRY");
  });

  it("decodes transfer fee (older and newer), permanent delegate, default state, pausable, non-transferable", async () => {
    const fee = await buildFixture(FIXTURE_SPECS["transfer-fee-90"]);
    const m = decodeMintAccount(TOKEN_2022_PROGRAM, fee.accounts.get(fee.mint)!.data);
    const cfg = findExtension(m, "TransferFeeConfig")!;
    expect(cfg.olderTransferFee).toEqual({ epoch: 500n, maximumFee: 1_000_000n, transferFeeBasisPoints: 100 });
    expect(cfg.newerTransferFee.transferFeeBasisPoints).toBe(9000);
    expect(cfg.withheldAmount).toBe(5n);
    for (const [name, kind] of [
      ["permanent-delegate", "PermanentDelegate"],
      ["default-frozen", "DefaultAccountState"],
      ["pausable", "PausableConfig"],
      ["non-transferable", "NonTransferable"],
    ] as const) {
      const f = await buildFixture(FIXTURE_SPECS[name]);
      const d = decodeMintAccount(TOKEN_2022_PROGRAM, f.accounts.get(f.mint)!.data);
      expect(findExtension(d, kind), name).not.toBeNull();
    }
  });

  it("lists an unknown extension type instead of failing", () => {
    const base = t22MintBytes({ supply: 1n, decimals: 0, extensions: [{ __kind: "NonTransferable" }] });
    const unknown = Uint8Array.from([99, 0, 3, 0, 1, 2, 3]); // type 99, length 3
    const data = new Uint8Array(base.length + unknown.length);
    data.set(base);
    data.set(unknown, base.length);
    const m = decodeMintAccount(TOKEN_2022_PROGRAM, data);
    expect(m.extensions.map((e) => e.name)).toEqual(["NonTransferable", "Unknown(99)"]);
    expect(m.extensions[1].value).toBeNull();
  });

  it("rejects a Token-2022 token account and an overrunning TLV", () => {
    const ta = tokenAccountBytes("token-2022", MINT, AUTH, 1n);
    expect(() => decodeMintAccount(TOKEN_2022_PROGRAM, ta)).toThrow(/token account/);
    const base = t22MintBytes({ supply: 1n, decimals: 0, extensions: [{ __kind: "NonTransferable" }] });
    const bad = new Uint8Array(base.length + 4);
    bad.set(base);
    bad.set([12, 0, 200, 0], base.length);
    expect(() => decodeMintAccount(TOKEN_2022_PROGRAM, bad)).toThrow(/overruns/);
  });
});

describe("decodeTokenAccount", () => {
  it("decodes both programs' token accounts", () => {
    for (const p of ["spl-token", "token-2022"] as const) {
      const owner = p === "spl-token" ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
      expect(decodeTokenAccount(owner, tokenAccountBytes(p, MINT, INCINERATOR, 42n))).toMatchObject({
        program: p,
        mint: MINT,
        owner: INCINERATOR,
        amount: 42n,
        state: 1,
      });
    }
  });
  it("returns null for mints and foreign accounts", () => {
    expect(decodeTokenAccount(TOKEN_PROGRAM, splMintBytes({ supply: 1n, decimals: 0 }))).toBeNull();
    expect(decodeTokenAccount(SYSTEM_PROGRAM, tokenAccountBytes("spl-token", MINT, AUTH, 1n))).toBeNull();
  });
});

describe("Metaplex metadata codec", () => {
  it("decodes bytes made by the OFFICIAL Metaplex serializer", () => {
    const bytes = metaplexBytes({
      mint: MINT,
      updateAuthority: AUTH,
      name: "Wrapped Thing",
      symbol: "WTH",
      uri: "https://x.invalid/a.json",
      isMutable: true,
      pad: true,
    });
    const md = decodeMetaplexMetadata(bytes)!;
    expect(md).toMatchObject({ key: 4, mint: MINT, updateAuthority: AUTH, isMutable: true, sellerFeeBasisPoints: 0 });
    expect(md.name.replace(/\0/g, "")).toBe("Wrapped Thing");
    expect(md.symbol.replace(/\0/g, "")).toBe("WTH");
    const immutable = decodeMetaplexMetadata(
      metaplexBytes({ mint: MINT, updateAuthority: AUTH, name: "a", symbol: "b", uri: "c", isMutable: false }),
    )!;
    expect(immutable.isMutable).toBe(false);
  });

  it("our encoder's leading fields match the official serializer byte for byte", () => {
    const official = metaplexBytes({
      mint: MINT,
      updateAuthority: AUTH,
      name: "N",
      symbol: "S",
      uri: "U",
      isMutable: false,
    });
    const ours = encodeMetaplexMetadata(
      {
        updateAuthority: address(AUTH),
        mint: address(MINT),
        name: "N",
        symbol: "S",
        uri: "U",
        sellerFeeBasisPoints: 0,
        creators: [{ address: address(AUTH), verified: true, share: 100 }],
        primarySaleHappened: false,
        isMutable: false,
      },
      0,
    );
    // Official serializer writes editionNonce Some(254); ours writes None, so compare up to isMutable.
    const headLen = 1 + 32 + 32 + (4 + 1) * 3 + 2 + 1 + 4 + 34 + 1 + 1;
    expect(Buffer.from(ours.subarray(0, headLen)).equals(Buffer.from(official.subarray(0, headLen)))).toBe(true);
  });

  it("rejects non-metadata bytes", () => {
    expect(decodeMetaplexMetadata(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(decodeMetaplexMetadata(Uint8Array.from([4, 1, 2]))).toBeNull();
  });

  it("derives the PDA from seeds [metadata, programId, mint]", async () => {
    const pda = await findMetadataPda(MINT);
    expect(isValidSolanaAddress(pda)).toBe(true);
    // Re-derive with the documented formula and check some bump in 255..0 gives the same address.
    const enc = getAddressEncoder();
    const program = new Uint8Array(enc.encode(address("metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s")));
    const target = Buffer.from(enc.encode(address(pda)));
    let found = false;
    for (let bump = 255; bump >= 0 && !found; bump--) {
      const h = createHash("sha256")
        .update(Buffer.from("metadata"))
        .update(program)
        .update(new Uint8Array(enc.encode(address(MINT))))
        .update(Buffer.from([bump]))
        .update(program)
        .update(Buffer.from("ProgramDerivedAddress"))
        .digest();
      if (h.equals(target)) found = true;
    }
    expect(found).toBe(true);
  });

  it("matches the well-known USDC metadata PDA", async () => {
    expect(await findMetadataPda("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")).toBe(
      "5x38Kp4hvdomTCnCrAny4UtMUt5rQBdB6px2K1Ui45Wq",
    );
  });
});
