/**
 * The dashboard's address check (components/dashboard/base58.ts, browser code) against
 * @solana/kit's isAddress and base58 codec, on random input (fast-check).
 */

import { getBase58Decoder, getBase58Encoder, isAddress } from "@solana/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BASE58_ALPHABET, base58Decode, checkSolanaAddress } from "@/components/dashboard/base58";

const kitEnc = getBase58Encoder();
const kitDec = getBase58Decoder();
const kitDecode = (s: string) => {
  try {
    return new Uint8Array(kitEnc.encode(s));
  } catch {
    return null;
  }
};
const charArb = fc.oneof(
  { arbitrary: fc.constantFrom(...BASE58_ALPHABET), weight: 40 },
  { arbitrary: fc.constantFrom("0", "O", "I", "l", "+", "é"), weight: 1 },
);
const stringArb = fc.oneof(
  fc.string({ unit: charArb, maxLength: 50 }),
  fc.uint8Array({ minLength: 28, maxLength: 36 }).map((b) => kitDec.decode(b)),
  fc
    .tuple(fc.integer({ min: 1, max: 8 }), fc.uint8Array({ minLength: 24, maxLength: 32 }))
    .map(([n, b]) => "1".repeat(n) + kitDec.decode(b)),
);

describe("dashboard address check (vs kit)", () => {
  it("decodes like kit's base58 codec and accepts exactly what isAddress accepts", () => {
    fc.assert(
      fc.property(stringArb, (s) => {
        expect(base58Decode(s)).toEqual(kitDecode(s));
        expect(checkSolanaAddress(s).ok, s).toBe(isAddress(s));
      }),
      { numRuns: 3000 },
    );
  });

  it("names the problem", () => {
    expect(checkSolanaAddress("")).toEqual({ ok: false, reason: "empty" });
    expect(checkSolanaAddress("0".repeat(32))).toMatchObject({ ok: false, reason: expect.stringContaining('"0"') });
    expect(checkSolanaAddress("1".repeat(31))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("31 characters"),
    });
    expect(checkSolanaAddress("z".repeat(44))).toMatchObject({ ok: false, reason: expect.stringContaining("bytes") });
    expect(checkSolanaAddress(" EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v ")).toEqual({ ok: true });
  });
});
