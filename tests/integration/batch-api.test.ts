import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchResponseSchema } from "@/lib/api/schemas";
import { envelope } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture } from "../support/solana-fixtures";

let rpc: LocalRpc;
let server: NextServer;
let fx: Record<string, Fixture>;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  seed = writeSeedFile();
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "1000",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_PRO_PER_SEC: "1000",
  });
});
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
});

const batch = (body: unknown, key: string, headers: Record<string, string> = {}) =>
  fetch(server.url + "/api/v1/scan/batch", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const items = (n: number, mint: string) => Array.from({ length: n }, () => ({ tokenAddress: mint, chain: "solana" }));

describe("batch size limits per tier", () => {
  const tiers = [
    ["free", 5],
    ["pro", 20],
    ["enterprise", 100],
  ] as const;
  for (const [tier, max] of tiers) {
    it(`${tier}: ${max} items accepted, ${max + 1} refused with 400`, async () => {
      const key = seed.keys[tier];
      const over = await batch({ chain: "solana", items: items(max + 1, fx.clean.mint) }, key);
      expect(over.status).toBe(400);
      const env = await envelope(over);
      expect(env.reason).toBe("INVALID_INPUT");
      expect(env.error).toContain(`maximum of ${max}`);

      rpc.resetStats();
      const ok = await batch({ chain: "solana", items: items(max, fx.clean.mint) }, key);
      expect(ok.status).toBe(200);
      const body = BatchResponseSchema.parse(await ok.json());
      expect(body.summary).toEqual({ requested: max, succeeded: max, failed: 0, charged: max });
      // The items' reads are coalesced into JSON-RPC batches: a few HTTP requests, not 3 per item.
      expect(rpc.stats().httpRequests).toBeLessThanOrEqual(8);
    });
  }
});

describe("client_ref", () => {
  it("echoes clientRef from the body", async () => {
    const body = BatchResponseSchema.parse(
      await (
        await batch({ chain: "solana", clientRef: "desk-7/order-42", items: items(1, fx.clean.mint) }, seed.keys.pro)
      ).json(),
    );
    expect(body.client_ref).toBe("desk-7/order-42");
  });
  it("echoes X-Service-Client-Ref when the body has none", async () => {
    const res = await batch({ chain: "solana", items: items(1, fx.clean.mint) }, seed.keys.pro, {
      "X-Service-Client-Ref": "hdr-ref-1",
    });
    expect((await res.json()).client_ref).toBe("hdr-ref-1");
  });
  it("accepts 80 characters and refuses 81, in the body and in the header", async () => {
    expect(
      (await batch({ chain: "solana", clientRef: "r".repeat(80), items: items(1, fx.clean.mint) }, seed.keys.pro))
        .status,
    ).toBe(200);
    const body81 = await batch(
      { chain: "solana", clientRef: "r".repeat(81), items: items(1, fx.clean.mint) },
      seed.keys.pro,
    );
    expect(body81.status).toBe(400);
    expect((await envelope(body81)).reason).toBe("INVALID_INPUT");
    const hdr81 = await batch({ chain: "solana", items: items(1, fx.clean.mint) }, seed.keys.pro, {
      "X-Service-Client-Ref": "h".repeat(81),
    });
    expect(hdr81.status).toBe(400);
  });
});

describe("per-item results", () => {
  it("one bad item fails alone; results keep request order", async () => {
    const res = await batch(
      {
        chain: "solana",
        items: [
          { tokenAddress: fx["mint-authority"].mint, chain: "solana" },
          { tokenAddress: "not-an-address", chain: "solana" },
          { tokenAddress: fx["not-a-mint"].mint, chain: "solana" },
          { tokenAddress: fx.clean.mint, chain: "polygon" },
          { mint: fx.clean.mint },
        ],
      },
      seed.keys.pro,
    );
    expect(res.status).toBe(200);
    const body = BatchResponseSchema.parse(await res.json());
    expect(body.items.map((i) => i.status)).toEqual(["ok", "error", "error", "error", "ok"]);
    expect(body.summary).toEqual({ requested: 5, succeeded: 2, failed: 3, charged: 2 });
    const first = body.items[0];
    if (first.status !== "ok") throw new Error("expected ok");
    expect(first.result.flags).toContain("MINT_AUTHORITY_ACTIVE");
    const unknownChain = body.items[3];
    if (unknownChain.status !== "error") throw new Error("expected error");
    expect(unknownChain.error).toMatchObject({ code: 400, reason: "INVALID_INPUT" });
    expect(unknownChain.error.error).toContain("supported chains: solana, ethereum, base, bsc");
  });

  it("an unsupported batch chain or an empty item list is 400", async () => {
    expect((await batch({ chain: "polygon", items: items(1, fx.clean.mint) }, seed.keys.pro)).status).toBe(400);
    expect((await batch({ chain: "solana", items: [] }, seed.keys.pro)).status).toBe(400);
  });

  it("the RPC down for every item is 503, not a batch of errors", async () => {
    rpc.setMode("down");
    try {
      const res = await batch({ chain: "solana", items: items(3, fx.clean.mint) }, seed.keys.pro);
      expect(res.status).toBe(503);
      expect((await envelope(res)).reason).toBe("UPSTREAM_UNAVAILABLE");
    } finally {
      rpc.setMode("ok");
    }
  });
});
