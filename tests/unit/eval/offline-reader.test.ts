/**
 * The eval harnesses' offline reader (tests/eval/harness.ts `snapshotReader`, also used by the Solana
 * held-out runner) lists program accounts as the JSON-RPC method does: the same accounts served by the
 * local RPC stand-in and read through the production RPC reader give the same answers, filters, data
 * slices and all, so a position venue's pullable share is the same offline as on a live RPC.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeBase58 } from "@/lib/chains/solana/base58";
import { METEORA_DAMM_V2, METEORA_DLMM } from "@/lib/chains/solana/venues/ids";
import { createRpcReader } from "@/lib/engine";
import type { ChainReader, RawAccount } from "@/lib/engine/types";
import { analyseVenuePool, decodeVenuePool } from "@/lib/engine/venue-lp";
import { snapshotReader } from "@/tests/eval/harness";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { fixtureAddress } from "../../support/solana-fixtures";
import {
  dlmmShares,
  encodeDammV2Pool,
  encodeDammV2Position,
  encodeDlmmPosition,
  encodeLbPair,
} from "../../support/venue-pools";

const A = (s: string) => fixtureAddress(`offline-reader:${s}`);
const acct = (address: string, owner: string, data: Uint8Array): RawAccount => ({
  address,
  owner,
  lamports: 1_000_000n,
  executable: false,
  data,
});

const damm = A("damm-pool");
const dlmm = A("dlmm-pool");
const accounts: RawAccount[] = [
  acct(damm, METEORA_DAMM_V2, encodeDammV2Pool({ liquidity: 1000n, permanentLockLiquidity: 200n, creator: A("c") })),
  acct(
    A("dp1"),
    METEORA_DAMM_V2,
    encodeDammV2Position({ pool: damm, nftMint: A("n1"), permanentLockedLiquidity: 200n }),
  ),
  acct(A("dp2"), METEORA_DAMM_V2, encodeDammV2Position({ pool: damm, nftMint: A("n2"), unlockedLiquidity: 700n })),
  acct(A("dp3"), METEORA_DAMM_V2, encodeDammV2Position({ pool: damm, nftMint: A("n3"), unlockedLiquidity: 100n })),
  acct(A("dp-other"), METEORA_DAMM_V2, encodeDammV2Position({ pool: A("x"), nftMint: A("n4"), unlockedLiquidity: 9n })),
  acct(dlmm, METEORA_DLMM, encodeLbPair({ activationType: 1, creator: A("c") })),
  ...[A("w1"), A("w1"), A("w2")].map((owner, i) =>
    acct(
      A(`lp${i}`),
      METEORA_DLMM,
      encodeDlmmPosition({ lbPair: dlmm, owner, liquidityShares: dlmmShares(100n, 2), lockReleasePoint: 0n }),
    ),
  ),
];

let rpc: LocalRpc;
let live: ChainReader;
const offline = snapshotReader(new Map(accounts.map((a) => [a.address, a])), new Map());

beforeAll(async () => {
  rpc = await startLocalRpc({
    fixtures: [
      {
        name: "offline-reader",
        mint: A("mint"),
        accounts: new Map(accounts.map((a) => [a.address, { owner: a.owner, data: a.data, lamports: a.lamports }])),
        largest: [],
      },
    ],
  });
  live = createRpcReader({ url: rpc.url, coalesceMs: 0 });
});
afterAll(() => rpc?.close());

const view = (xs: RawAccount[]) =>
  xs
    .map((a) => ({ address: a.address, owner: a.owner, data: encodeBase58(a.data) }))
    .sort((a, b) => (a.address < b.address ? -1 : 1));

describe("the offline reader's getProgramAccounts answers as the JSON-RPC method does", () => {
  const queries: Array<[string, Parameters<NonNullable<ChainReader["getProgramAccounts"]>>]> = [
    ["owner only", [METEORA_DAMM_V2, []]],
    ["dataSize", [METEORA_DAMM_V2, [{ dataSize: 408 }]]],
    ["dataSize + memcmp on the pool", [METEORA_DAMM_V2, [{ dataSize: 408 }, { memcmp: { offset: 8, bytes: damm } }]]],
    ["memcmp past the data matches nothing", [METEORA_DLMM, [{ memcmp: { offset: 9000, bytes: dlmm } }]]],
    ["dataSlice", [METEORA_DLMM, [{ dataSize: 8120 }], { offset: 7992, length: 8 }]],
    ["dataSlice past the end is empty", [METEORA_DLMM, [{ dataSize: 8120 }], { offset: 9000, length: 8 }]],
  ];
  for (const [name, args] of queries)
    it(name, async () => {
      const got = view(await offline.getProgramAccounts!(...args));
      expect(got).toEqual(view(await live.getProgramAccounts!(...args)));
      expect(got.length).toBeGreaterThanOrEqual(name.includes("nothing") ? 0 : 1);
    });

  it("memcmp bytes that are not base58 are refused by both", async () => {
    const bad: Parameters<NonNullable<ChainReader["getProgramAccounts"]>> = [
      METEORA_DAMM_V2,
      [{ memcmp: { offset: 0, bytes: "0OIl" } }],
    ];
    await expect(offline.getProgramAccounts!(...bad)).rejects.toThrow(/base58/);
    await expect(live.getProgramAccounts!(...bad)).rejects.toThrow();
  });
});

describe("position venues are analysed offline exactly as on a live RPC", () => {
  for (const pair of [damm, dlmm])
    it(pair === damm ? "Meteora DAMM v2" : "Meteora DLMM (two data slices)", async () => {
      const v = decodeVenuePool(pair, accounts.find((a) => a.address === pair)!)!;
      const ctx = { nowSec: 1_800_000_000, slot: 1 };
      const off = await analyseVenuePool(offline, v, ctx);
      expect(off.status).toBe("ok");
      expect(off.pullablePct).toBe(pair === damm ? 70 : 66.6666);
      expect(off).toEqual(await analyseVenuePool(live, v, ctx));
    });
});
