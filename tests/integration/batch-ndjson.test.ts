import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchResponseSchema } from "@/lib/api/schemas";
import { envelope } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures, type Fixture } from "../support/solana-fixtures";

/**
 * The streamed batch mode (`Accept: application/x-ndjson`): one line per item as it completes,
 * then a summary line; validated, metered and refunded exactly like the JSON mode.
 */
let rpc: LocalRpc;
let server: NextServer;
let fx: Record<string, Fixture>;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  seed = writeSeedFile([
    { id: "acct_json", tier: "pro" },
    { id: "acct_ndjson", tier: "pro" },
    { id: "acct_down_json", tier: "pro" },
    { id: "acct_down_ndjson", tier: "pro" },
    { id: "acct_small", tier: "free" },
    { id: "acct_gone", tier: "pro" },
  ]);
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

const NDJSON = "application/x-ndjson";
const batch = (body: unknown, key: string, accept?: string) =>
  fetch(server.url + "/api/v1/scan/batch", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...(accept ? { accept } : {}) },
    body: JSON.stringify(body),
  });
const used = async (key: string) =>
  (
    (await (await fetch(server.url + "/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })).json()) as {
      used: number;
    }
  ).used;

/** Reads the NDJSON body, noting when each line arrived (ms since the request was sent). */
async function readLines(res: Response, t0: number): Promise<{ line: Record<string, unknown>; at: number }[]> {
  const out: { line: Record<string, unknown>; at: number }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buf += value;
    let nl: number;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const text = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (text.trim()) out.push({ line: JSON.parse(text), at: performance.now() - t0 });
    }
  }
  expect(buf.trim()).toBe(""); // every line ends with a newline
  return out;
}

const stable = (r: unknown) => {
  const { scan_id: _s, scanned_at: _t, ...rest } = r as Record<string, unknown>;
  return rest;
};

describe("streamed batch mode (application/x-ndjson)", () => {
  const body = () => ({
    chain: "solana",
    clientRef: "desk-9",
    items: [
      { tokenAddress: fx.clean.mint, chain: "solana" },
      { tokenAddress: "not-an-address", chain: "solana" },
      { tokenAddress: fx["usdc-like"].mint, chain: "solana" },
      { tokenAddress: fx.paused.mint, chain: "solana" },
    ],
  });

  it("one line per item, then a summary line; results and billing identical to the JSON mode", async () => {
    const jsonKey = seed.byId.acct_json;
    const ndKey = seed.byId.acct_ndjson;
    const jsonRes = await batch(body(), jsonKey);
    expect(jsonRes.status).toBe(200);
    const json = BatchResponseSchema.parse(await jsonRes.json());

    const t0 = performance.now();
    const res = await batch(body(), ndKey, NDJSON);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(res.headers.get("ratelimit-remaining")).toBe(jsonRes.headers.get("ratelimit-remaining"));
    const lines = (await readLines(res, t0)).map((l) => l.line);

    const items = lines.filter((l) => l.type === "item");
    expect(items).toHaveLength(4);
    expect(lines.at(-1)!.type).toBe("summary");
    expect(lines.filter((l) => l.type === "summary")).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ client_ref: "desk-9", chain: "solana", summary: json.summary });
    expect(json.summary).toEqual({ requested: 4, succeeded: 3, failed: 1, charged: 3 });

    // Each item once, the same outcome as in the JSON mode.
    expect(items.map((i) => i.index).sort()).toEqual([0, 1, 2, 3]);
    for (const j of json.items) {
      const n = items.find((i) => i.index === j.index)!;
      expect(n.status).toBe(j.status);
      expect(n.token_address).toBe(j.token_address);
      if (j.status === "ok") expect(stable(n.result)).toEqual(stable(j.result));
      else expect(n.error).toEqual(j.error);
    }
    // Stream extras for the console: the token's name and symbol, and the failed findings' titles.
    const usdc = items.find((i) => i.index === 2)!;
    expect(usdc.token).toEqual({ name: "USD Coin", symbol: "USDC" });
    const titles = usdc.finding_titles as Record<string, string>;
    for (const id of (usdc.result as { flags: string[] }).flags) expect(typeof titles[id]).toBe("string");

    // Billing: the same units in both modes, one per analysed item (the invalid one is free).
    expect(await used(jsonKey)).toBe(3);
    expect(await used(ndKey)).toBe(await used(jsonKey));
  });

  it("items stream as they complete: a line rejected at validation arrives before the scanned ones", async () => {
    rpc.setMode("slow", 400);
    try {
      const t0 = performance.now();
      const res = await batch(body(), seed.byId.acct_ndjson, NDJSON);
      const lines = await readLines(res, t0);
      const invalid = lines.find((l) => l.line.index === 1)!;
      const summary = lines.at(-1)!;
      expect(invalid.line.status).toBe("error");
      // The RPC answers each round trip after 400 ms; the invalid item needs none.
      expect(summary.at - invalid.at).toBeGreaterThan(350);
      expect(lines[0].line.index).toBe(1);
    } finally {
      rpc.setMode("ok");
    }
  });

  it("the RPC down for every item: an error line last, and the units refunded as in the JSON mode", async () => {
    const items = [fx.clean.mint, fx.paused.mint].map((m) => ({ tokenAddress: m, chain: "solana" }));
    rpc.setMode("down");
    try {
      const jsonRes = await batch({ chain: "solana", items }, seed.byId.acct_down_json);
      expect(jsonRes.status).toBe(503);
      const res = await batch({ chain: "solana", items }, seed.byId.acct_down_ndjson, NDJSON);
      expect(res.status).toBe(200);
      const lines = (await readLines(res, performance.now())).map((l) => l.line);
      const last = lines.at(-1)!;
      expect(last).toMatchObject({ type: "error", code: 503, reason: "UPSTREAM_UNAVAILABLE", refunded: 2 });
      expect(String(last.error)).toContain("SOLANA_RPC_URL");
      expect(lines.filter((l) => l.type === "summary")).toHaveLength(0);
    } finally {
      rpc.setMode("ok");
    }
    expect(await used(seed.byId.acct_down_ndjson)).toBe(await used(seed.byId.acct_down_json));
    expect(await used(seed.byId.acct_down_ndjson)).toBe(0);
  });

  it("a client that goes away after the first line is still billed for every item analysed; no stack trace (issue 24 item 2)", async () => {
    const key = seed.byId.acct_gone;
    // Each RPC round trip takes 700 ms (under RPC_TIMEOUT_MS); the invalid item is answered at once, then the client leaves.
    rpc.setMode("slow", 700);
    try {
      const aborter = new AbortController();
      const res = await fetch(server.url + "/api/v1/scan/batch", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: NDJSON },
        body: JSON.stringify(body()),
        signal: aborter.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const first = await reader.read();
      expect(JSON.parse(String(first.value).split("\n")[0])).toMatchObject({ type: "item", index: 1, status: "error" });
      aborter.abort();
      await reader.cancel().catch(() => {});
      // The server finishes the analysis (docs/billing.md): wait until the RPC has been quiet for 3 s.
      const deadline = Date.now() + 30_000;
      for (let last = -1; Date.now() < deadline; ) {
        const n = rpc.stats().httpRequests;
        if (n === last) break;
        last = n;
        await new Promise((r) => setTimeout(r, 3000));
      }
    } finally {
      rpc.setMode("ok");
    }
    // The three valid items were analysed: 3 units, although the client read only the first line.
    expect(await used(key)).toBe(3);
    expect(server.output()).not.toMatch(/batch stream failed|Controller is already closed|\n\s+at /);
  });

  it("invalid requests are refused before streaming, with the JSON envelope, and cost nothing", async () => {
    const key = seed.byId.acct_small;
    const over = await batch(
      { chain: "solana", items: Array.from({ length: 6 }, () => ({ tokenAddress: fx.clean.mint, chain: "solana" })) },
      key,
      NDJSON,
    );
    expect(over.status).toBe(400);
    expect(over.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await envelope(over)).reason).toBe("INVALID_INPUT");
    const bad = await batch({ chain: "solana" }, key, NDJSON);
    expect(bad.status).toBe(400);
    expect(await used(key)).toBe(0);
  });
});
