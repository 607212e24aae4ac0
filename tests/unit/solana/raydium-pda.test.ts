/**
 * The CPMM LP mint derived from a pool address (lib/chains/solana/raydium.ts) matches @solana/kit's
 * own PDA derivation with raydium-cp-swap's seeds ["pool_lp_mint", pool state].
 */

import { address, getAddressDecoder, getAddressEncoder, getProgramDerivedAddress } from "@solana/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findCpmmLpMint, RAYDIUM_CPMM_PROGRAM_ID } from "@/lib/chains/solana/raydium";

describe("findCpmmLpMint", () => {
  it("equals kit's PDA of the CPMM program for any pool address", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), async (bytes) => {
        const pool = getAddressDecoder().decode(bytes);
        const [expected] = await getProgramDerivedAddress({
          programAddress: address(RAYDIUM_CPMM_PROGRAM_ID),
          seeds: ["pool_lp_mint", getAddressEncoder().encode(pool)],
        });
        expect(findCpmmLpMint(pool)).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses a pool that is not an address", () => {
    expect(() => findCpmmLpMint("not-an-address")).toThrow(/not a Solana address/);
  });
});
