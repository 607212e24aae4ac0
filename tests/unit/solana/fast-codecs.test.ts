/**
 * The fast base58 / PDA / token-account code (lib/chains/solana/base58.ts, pda.ts,
 * token-account-decoder.ts, address.ts) against the official implementations it replaces:
 * @solana/kit's base58 codec, isAddress, getProgramDerivedAddress, isOffCurveAddress, and the
 * official token-account codecs of @solana-program/token and @solana-program/token-2022.
 * Inputs are random (fast-check); expected values always come from the official code.
 * No timing assertions here: speed belongs to benchmarks.
 */

import { generateKeyPairSync } from "node:crypto";
import {
  type Address,
  address,
  getAddressDecoder,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getProgramDerivedAddress,
  isAddress,
  isOffCurveAddress,
} from "@solana/kit";
import {
  findAssociatedTokenPda as splFindAta,
  getTokenDecoder as splTokenDecoder,
  getTokenEncoder as splTokenEncoder,
} from "@solana-program/token";
import {
  type ExtensionArgs,
  findAssociatedTokenPda as t22FindAta,
  getTokenDecoder as t22TokenDecoder,
  getTokenEncoder as t22TokenEncoder,
} from "@solana-program/token-2022";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressFromBytes, addressToBytes, isValidSolanaAddress } from "@/lib/chains/solana/address";
import { decodeBase58, encodeBase58 } from "@/lib/chains/solana/base58";
import { findMetadataPda } from "@/lib/chains/solana/metaplex-metadata";
import { findProgramAddress, isOnCurve } from "@/lib/chains/solana/pda";
import { findBondingCurvePda, PUMP_FUN_PROGRAM_ID } from "@/lib/chains/solana/pumpfun";
import { decodeTokenAccount } from "@/lib/chains/solana/token-account-decoder";
import { EXTRA_ACCOUNT_METAS_SEED, findExtraAccountMetasAddress } from "@/lib/chains/solana/transfer-hook";
import { findProbeDestination } from "@/lib/chains/solana/transfer-probe";
import {
  METADATA_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from "@/lib/chains/solana/well-known";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const INVALID = ["0", "O", "I", "l", "+", " ", "é"];

const kitB58Enc = getBase58Encoder();
const kitB58Dec = getBase58Decoder();
const kitAddrEnc = getAddressEncoder();
const kitAddrDec = getAddressDecoder();

/** kit's base58 string -> bytes, or null when kit rejects the string. */
function kitDecode(s: string): Uint8Array | null {
  try {
    return new Uint8Array(kitB58Enc.encode(s));
  } catch {
    return null;
  }
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** Byte arrays of length 0..64, a good share of them starting with zero bytes. */
const bytesArb = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc
    .tuple(fc.integer({ min: 1, max: 64 }), fc.uint8Array({ maxLength: 64 }))
    .map(([zeros, rest]) => concat(new Uint8Array(zeros), rest).subarray(0, 64)),
  fc.integer({ min: 0, max: 64 }).map((n) => new Uint8Array(n)),
);

/** 32 random bytes, sometimes with leading zero bytes (short addresses). */
const bytes32Arb = fc.oneof(
  { arbitrary: fc.uint8Array({ minLength: 32, maxLength: 32 }), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 }))
      .map(([z, b]) => concat(new Uint8Array(z), b).subarray(0, 32)),
    weight: 1,
  },
);
const addressArb = bytes32Arb.map((b) => kitAddrDec.decode(b) as string);

const b58CharArb = fc.oneof(
  { arbitrary: fc.constantFrom(...ALPHABET), weight: 40 },
  { arbitrary: fc.constantFrom(...INVALID), weight: 1 },
);
/** Strings over the alphabet (occasionally with an invalid character), some with leading '1's. */
const b58StringArb = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: b58CharArb, maxLength }),
    fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.string({ unit: b58CharArb, maxLength }))
      .map(([n, s]) => ("1".repeat(n) + s).slice(0, maxLength)),
  );

describe("base58 (vs @solana/kit's codec)", () => {
  it("encodes like kit and round-trips", () => {
    fc.assert(
      fc.property(bytesArb, (bytes) => {
        const s = encodeBase58(bytes);
        expect(s).toBe(kitB58Dec.decode(bytes));
        expect(decodeBase58(s)).toEqual(new Uint8Array(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it("decodes like kit, and fails exactly when kit fails", () => {
    fc.assert(
      fc.property(b58StringArb(60), (s) => {
        expect(decodeBase58(s)).toEqual(kitDecode(s));
      }),
      { numRuns: 3000 },
    );
    for (const s of [
      "",
      "1",
      "11111",
      "z",
      "zzzzzzzzzz",
      "1z",
      ...INVALID,
      `1${"z".repeat(40)}0`,
      "\u{1F600}",
      "abc\n",
    ]) {
      expect(decodeBase58(s), JSON.stringify(s)).toEqual(kitDecode(s));
    }
  });
});

describe("address helpers (vs kit's isAddress / address codec)", () => {
  const check = (s: string) => {
    const ok = isAddress(s);
    expect(isValidSolanaAddress(s), s).toBe(ok);
    if (ok) expect(addressToBytes(s)).toEqual(new Uint8Array(kitAddrEnc.encode(s as Address)));
    else expect(() => addressToBytes(s)).toThrow();
  };

  it("isValidSolanaAddress === isAddress on random strings of length 0..50", () => {
    fc.assert(fc.property(b58StringArb(50), check), { numRuns: 3000 });
  });

  it("isValidSolanaAddress === isAddress on address-shaped strings", () => {
    const shaped = fc.oneof(
      addressArb,
      // One character added, removed or replaced.
      fc.tuple(addressArb, fc.nat(), b58CharArb, fc.constantFrom("add", "remove", "replace")).map(([a, i, c, op]) => {
        const at = i % (a.length + 1);
        if (op === "add") return a.slice(0, at) + c + a.slice(at);
        if (op === "remove") return a.slice(0, at) + a.slice(at + 1);
        return a.slice(0, at) + c + a.slice(at + 1);
      }),
      // Addresses of other byte lengths.
      fc.uint8Array({ minLength: 20, maxLength: 40 }).map((b) => kitB58Dec.decode(b)),
    );
    fc.assert(fc.property(shaped, check), { numRuns: 2000 });
    for (const s of [
      "11111111111111111111111111111111",
      "1".repeat(31),
      "1".repeat(33),
      "z".repeat(44),
      "5".repeat(44),
      "JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG",
      SYSTEM_PROGRAM_ID,
      TOKEN_PROGRAM_ID,
    ])
      check(s);
    expect(isValidSolanaAddress(42)).toBe(false);
    expect(isValidSolanaAddress(null)).toBe(false);
  });

  it("addressFromBytes === kit's address decoder, and rejects other lengths", () => {
    fc.assert(
      fc.property(bytes32Arb, (b) => {
        expect(addressFromBytes(b)).toBe(kitAddrDec.decode(b));
      }),
      { numRuns: 1000 },
    );
    expect(() => addressFromBytes(new Uint8Array(31))).toThrow();
    expect(() => addressFromBytes(new Uint8Array(33))).toThrow();
  });
});

/** Seeds as kit takes them: bytes (0..32) or short strings (UTF-8 <= 32 bytes). */
const seedArb = fc.oneof(
  fc.uint8Array({ maxLength: 32 }),
  fc.string({ unit: "binary", maxLength: 8 }).filter((s) => new TextEncoder().encode(s).length <= 32),
  fc.string({ maxLength: 32 }),
);

async function kitPda(
  programAddress: string,
  seeds: ReadonlyArray<Uint8Array | string>,
): Promise<readonly [string, number]> {
  const [a, bump] = await getProgramDerivedAddress({ programAddress: address(programAddress), seeds: [...seeds] });
  return [a, bump];
}

describe("findProgramAddress (vs kit's getProgramDerivedAddress)", () => {
  it("gives kit's address and bump for random programs and seeds", async () => {
    await fc.assert(
      fc.asyncProperty(addressArb, fc.array(seedArb, { maxLength: 4 }), async (program, seeds) => {
        expect(findProgramAddress(program, seeds)).toEqual(await kitPda(program, seeds));
      }),
      { numRuns: 400 },
    );
  });

  it("metadata, bonding-curve, hook validation and associated token account PDAs match kit / the official ATA helpers", async () => {
    await fc.assert(
      fc.asyncProperty(addressArb, addressArb, addressArb, async (mint, owner, hook) => {
        const enc = (a: string) => new Uint8Array(kitAddrEnc.encode(address(a)));
        expect(await findMetadataPda(mint)).toBe(
          (await kitPda(METADATA_PROGRAM_ID, ["metadata", enc(METADATA_PROGRAM_ID), enc(mint)]))[0],
        );
        expect(await findBondingCurvePda(mint)).toBe(
          (await kitPda(PUMP_FUN_PROGRAM_ID, ["bonding-curve", enc(mint)]))[0],
        );
        expect(await findExtraAccountMetasAddress(mint, hook)).toBe(
          (await kitPda(hook, [EXTRA_ACCOUNT_METAS_SEED, enc(mint)]))[0],
        );
        const [splAta, splBump] = await splFindAta({
          owner: address(owner),
          mint: address(mint),
          tokenProgram: address(TOKEN_PROGRAM_ID),
        });
        const [t22Ata, t22Bump] = await t22FindAta({
          owner: address(owner),
          mint: address(mint),
          tokenProgram: address(TOKEN_2022_PROGRAM_ID),
        });
        expect(await findProbeDestination({ mint, program: "spl-token", probeOwner: owner })).toBe(splAta);
        expect(await findProbeDestination({ mint, program: "token-2022", probeOwner: owner })).toBe(t22Ata);
        expect(
          findProgramAddress("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL", [
            addressToBytes(owner),
            addressToBytes(TOKEN_PROGRAM_ID),
            addressToBytes(mint),
          ]),
        ).toEqual([splAta, splBump]);
        expect(
          findProgramAddress("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL", [
            addressToBytes(owner),
            addressToBytes(TOKEN_2022_PROGRAM_ID),
            addressToBytes(mint),
          ]),
        ).toEqual([t22Ata, t22Bump]);
      }),
      { numRuns: 60 },
    );
    // USDC's metadata account on mainnet.
    expect(await findMetadataPda("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")).toBe(
      "5x38Kp4hvdomTCnCrAny4UtMUt5rQBdB6px2K1Ui45Wq",
    );
  });

  it("throws where kit throws: too many seeds, a seed over 32 bytes, a bad program address", async () => {
    const program = kitAddrDec.decode(new Uint8Array(32).fill(7));
    const throwsBoth = async (seeds: Array<Uint8Array | string>, prog: string = program) => {
      expect(() => findProgramAddress(prog, seeds)).toThrow();
      await expect(getProgramDerivedAddress({ programAddress: prog as Address, seeds })).rejects.toThrow();
    };
    const seed = new Uint8Array([1, 2, 3]);
    // kit appends the bump as one more seed and allows 16 in all: 15 caller seeds at most.
    expect(findProgramAddress(program, Array(15).fill(seed))).toEqual(await kitPda(program, Array(15).fill(seed)));
    await throwsBoth(Array(16).fill(seed));
    await throwsBoth(Array(17).fill(seed));
    expect(findProgramAddress(program, [new Uint8Array(32), "x".repeat(32)])).toEqual(
      await kitPda(program, [new Uint8Array(32), "x".repeat(32)]),
    );
    await throwsBoth([new Uint8Array(33)]);
    await throwsBoth(["x".repeat(33)]);
    await throwsBoth(["é".repeat(17)]);
    await throwsBoth(["ok"], "not-an-address");
    await throwsBoth(["ok"], "0".repeat(32));
  });
});

describe("isOnCurve (vs kit's isOffCurveAddress)", () => {
  const kitOnCurve = (b: Uint8Array) => !isOffCurveAddress(kitAddrDec.decode(b) as Address);

  it("agrees with kit on random 32-byte values", () => {
    let on = 0;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (b) => {
        const r = isOnCurve(b);
        expect(r).toBe(kitOnCurve(b));
        if (r) on++;
      }),
      { numRuns: 2000 },
    );
    // About half of all 32-byte strings are points: both branches were exercised.
    expect(on).toBeGreaterThan(500);
    expect(on).toBeLessThan(1500);
  });

  it("agrees with kit on edge encodings (y = 0, 1, p - 1, non-canonical y >= p, sign bit with x = 0)", () => {
    const P = (1n << 255n) - 19n;
    const le = (n: bigint, sign = false) => {
      const b = new Uint8Array(32);
      for (let i = 0; i < 32; i++) b[i] = Number((n >> BigInt(8 * i)) & 0xffn);
      if (sign) b[31] |= 0x80;
      return b;
    };
    const ys = [0n, 1n, 2n, P - 1n, P - 2n, P, P + 1n, P + 18n, (1n << 255n) - 1n, 1n << 254n];
    for (const y of ys) {
      for (const sign of [false, true]) {
        const b = le(y, sign);
        expect(isOnCurve(b), `y=${y} sign=${sign}`).toBe(kitOnCurve(b));
      }
    }
    expect(isOnCurve(le(1n))).toBe(true);
    expect(isOnCurve(le(1n, true))).toBe(false); // x = 0 with the sign bit set
    expect(isOnCurve(new Uint8Array(31))).toBe(false);
    expect(isOnCurve(new Uint8Array(33))).toBe(false);
  });

  it("says every real ed25519 public key is on the curve", () => {
    for (let i = 0; i < 200; i++) {
      const { publicKey } = generateKeyPairSync("ed25519");
      const raw = new Uint8Array(Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url"));
      expect(raw.length).toBe(32);
      expect(isOnCurve(raw)).toBe(true);
      expect(kitOnCurve(raw)).toBe(true);
    }
  });

  it("works on a view into a larger buffer", () => {
    const { publicKey } = generateKeyPairSync("ed25519");
    const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
    const big = new Uint8Array(100);
    big.set(raw, 7);
    expect(isOnCurve(big.subarray(7, 39))).toBe(true);
  });
});

// --- token accounts ---------------------------------------------------------------------------

const u64Arb = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const tokenArgsArb = fc.record({
  mint: addressArb,
  owner: addressArb,
  amount: u64Arb,
  delegate: fc.option(addressArb, { nil: null }),
  state: fc.constantFrom(1, 2),
  isNative: fc.option(u64Arb, { nil: null }),
  delegatedAmount: u64Arb,
  closeAuthority: fc.option(addressArb, { nil: null }),
});
type TokenArgsLike = typeof tokenArgsArb extends fc.Arbitrary<infer T> ? T : never;
const toKit = (a: TokenArgsLike) => ({
  ...a,
  mint: address(a.mint),
  owner: address(a.owner),
  delegate: a.delegate === null ? null : address(a.delegate),
  closeAuthority: a.closeAuthority === null ? null : address(a.closeAuthority),
});
const accountExtensionsArb: fc.Arbitrary<ExtensionArgs[]> = fc.subarray([
  { __kind: "ImmutableOwner" } as ExtensionArgs,
  { __kind: "TransferFeeAmount", withheldAmount: 12n } as ExtensionArgs,
  { __kind: "NonTransferableAccount" } as ExtensionArgs,
  { __kind: "TransferHookAccount", transferring: false } as ExtensionArgs,
]);

const SPL = { enc: splTokenEncoder(), dec: splTokenDecoder() };
const T22 = { enc: t22TokenEncoder(), dec: t22TokenDecoder() };

const pick = (t: { mint: string; owner: string; amount: bigint; state: number }) => ({
  mint: t.mint,
  owner: t.owner,
  amount: t.amount,
  state: Number(t.state),
});

describe("decodeTokenAccount (vs the official token codecs)", () => {
  it("SPL Token: same mint/owner/amount/state as @solana-program/token", () => {
    fc.assert(
      fc.property(tokenArgsArb, (args) => {
        const data = new Uint8Array(SPL.enc.encode(toKit(args)));
        expect(data.length).toBe(165);
        const d = decodeTokenAccount(TOKEN_PROGRAM_ID, data);
        expect(d).not.toBeNull();
        expect(d!.program).toBe("spl-token");
        expect(pick(d!)).toEqual(pick(SPL.dec.decode(data)));
        expect(pick(d!)).toEqual(pick(args));
      }),
      { numRuns: 1000 },
    );
  });

  it("Token-2022: same fields as @solana-program/token-2022, with and without account extensions", () => {
    fc.assert(
      fc.property(tokenArgsArb, accountExtensionsArb, (args, extensions) => {
        const data = new Uint8Array(
          T22.enc.encode({ ...toKit(args), extensions: extensions.length ? extensions : null }),
        );
        if (extensions.length) expect(data[165]).toBe(2);
        const d = decodeTokenAccount(TOKEN_2022_PROGRAM_ID, data);
        expect(d).not.toBeNull();
        expect(d!.program).toBe("token-2022");
        expect(pick(d!)).toEqual(pick(T22.dec.decode(data)));
        expect(pick(d!)).toEqual(pick(args));
      }),
      { numRuns: 1000 },
    );
  });

  it("agrees with the official decoder on arbitrary 165-byte bases (bad state bytes, odd COption tags)", () => {
    const baseArb = fc
      .tuple(
        fc.uint8Array({ minLength: 165, maxLength: 165 }),
        fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 255 })),
        fc.array(fc.constantFrom(0, 1, 2, 0xffffffff), { minLength: 3, maxLength: 3 }),
      )
      .map(([b, state, tags]) => {
        const dv = new DataView(b.buffer, b.byteOffset, b.length);
        b[108] = state;
        [72, 109, 129].forEach((at, i) => dv.setUint32(at, tags[i], true));
        return b;
      });
    fc.assert(
      fc.property(baseArb, fc.constantFrom(TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID), (data, program) => {
        let official: ReturnType<typeof SPL.dec.decode> | null;
        try {
          official = (program === TOKEN_PROGRAM_ID ? SPL.dec : T22.dec).decode(data);
        } catch {
          official = null; // state byte outside AccountState
        }
        const d = decodeTokenAccount(program, data);
        if (official === null || Number(official.state) === 0) expect(d).toBeNull();
        else expect(pick(d!)).toEqual(pick(official));
      }),
      { numRuns: 2000 },
    );
  });

  it("returns null for uninitialized accounts, other owners, wrong lengths and non-account Token-2022 data", () => {
    const args = toKit({
      mint: SYSTEM_PROGRAM_ID,
      owner: TOKEN_PROGRAM_ID,
      amount: 5n,
      delegate: null,
      state: 1,
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    });
    const spl = new Uint8Array(SPL.enc.encode(args));
    expect(decodeTokenAccount(TOKEN_PROGRAM_ID, spl)).toMatchObject({
      mint: SYSTEM_PROGRAM_ID,
      owner: TOKEN_PROGRAM_ID,
      amount: 5n,
      state: 1,
    });

    const uninit = new Uint8Array(SPL.enc.encode({ ...args, state: 0 }));
    expect(Number(SPL.dec.decode(uninit).state)).toBe(0);
    expect(decodeTokenAccount(TOKEN_PROGRAM_ID, uninit)).toBeNull();

    expect(decodeTokenAccount(SYSTEM_PROGRAM_ID, spl)).toBeNull();
    expect(decodeTokenAccount(METADATA_PROGRAM_ID, spl)).toBeNull();
    expect(decodeTokenAccount(TOKEN_PROGRAM_ID, spl.subarray(0, 164))).toBeNull();
    expect(decodeTokenAccount(TOKEN_2022_PROGRAM_ID, spl.subarray(0, 164))).toBeNull();
    expect(decodeTokenAccount(TOKEN_PROGRAM_ID, concat(spl, new Uint8Array([2])))).toBeNull(); // SPL accounts are exactly 165 bytes

    const t22 = new Uint8Array(T22.enc.encode({ ...args, extensions: [{ __kind: "ImmutableOwner" }] }));
    expect(t22[165]).toBe(2);
    expect(decodeTokenAccount(TOKEN_2022_PROGRAM_ID, t22)).toMatchObject({
      program: "token-2022",
      amount: 5n,
      state: 1,
    });
    const mintType = t22.slice();
    mintType[165] = 1; // AccountType::Mint
    expect(decodeTokenAccount(TOKEN_2022_PROGRAM_ID, mintType)).toBeNull();
    // Token-2022 base without the account-type byte still decodes.
    expect(decodeTokenAccount(TOKEN_2022_PROGRAM_ID, spl)).toMatchObject({ program: "token-2022", amount: 5n });

    const badState = spl.slice();
    badState[108] = 3;
    expect(() => SPL.dec.decode(badState)).toThrow();
    expect(decodeTokenAccount(TOKEN_PROGRAM_ID, badState)).toBeNull();
  });

  it("reads a view into a larger buffer (byteOffset != 0)", () => {
    const args = toKit({
      mint: TOKEN_PROGRAM_ID,
      owner: SYSTEM_PROGRAM_ID,
      amount: (1n << 64n) - 1n,
      delegate: null,
      state: 2,
      isNative: 7n,
      delegatedAmount: 1n,
      closeAuthority: null,
    });
    const spl = new Uint8Array(SPL.enc.encode(args));
    const big = new Uint8Array(400);
    big.set(spl, 13);
    expect(decodeTokenAccount(TOKEN_PROGRAM_ID, big.subarray(13, 13 + 165))).toMatchObject({
      mint: TOKEN_PROGRAM_ID,
      owner: SYSTEM_PROGRAM_ID,
      amount: (1n << 64n) - 1n,
      state: 2,
    });
  });
});
