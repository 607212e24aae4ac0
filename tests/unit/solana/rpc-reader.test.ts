import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isChainError } from "@/lib/chains/errors";
import { resetRpcBreakers } from "@/lib/chains/jsonrpc";
import { createRpcReader } from "@/lib/chains/solana/rpc-reader";
import { fromDomainError } from "@/lib/errors";
import type { HttpTransport } from "@/lib/net/http-client";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildAllFixtures, type Fixture } from "../../support/solana-fixtures";

let rpc: LocalRpc;
let fx: Record<string, Fixture>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
});
afterAll(() => rpc.close());
beforeEach(() => {
  resetRpcBreakers(); // tests are independent: a previous fault test must not leave a circuit open
  rpc.setMode("ok");
  rpc.resetStats();
});

async function expectReason(p: Promise<unknown>, reason: string) {
  const raw = await p.then(
    () => null,
    (e) => e,
  );
  // The reader throws a plain domain error; the API layer's mapping gives the envelope reason.
  expect(isChainError(raw)).toBe(true);
  const err = fromDomainError(raw)!;
  expect(err.reason).toBe(reason);
  return err;
}

describe("createRpcReader", () => {
  it("reads accounts as base64 in one HTTP request and counts it", async () => {
    const r = createRpcReader({ url: rpc.url });
    const clean = fx.clean;
    const res = await r.getMultipleAccounts([clean.mint, "11111111111111111111111111111112"]);
    expect(res.slot).toBe(250_000_000);
    expect(res.accounts[0]?.data).toEqual(clean.accounts.get(clean.mint)!.data);
    expect(res.accounts[0]?.owner).toBe("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
    expect(res.accounts[1]).toBeNull();
    expect(r.requestCount()).toBe(1);
    expect(rpc.stats()).toEqual({ httpRequests: 1, calls: { getMultipleAccounts: 1 } });
  });

  it("reads largest accounts", async () => {
    const r = createRpcReader({ url: rpc.url });
    const res = await r.getTokenLargestAccounts(fx["whale-80"].mint);
    expect(res.accounts[0].amount).toBe(fx["whale-80"].largest[0].amount);
  });

  it("maps -32602 (not a Token mint) to INVALID_INPUT", async () => {
    const r = createRpcReader({ url: rpc.url });
    const err = await expectReason(r.getTokenLargestAccounts(fx["not-a-mint"].mint), "INVALID_INPUT");
    expect(err.message).toMatch(/not a Token mint/);
  });

  it("sends a JSON-RPC batch in ONE HTTP request", async () => {
    const r = createRpcReader({ url: rpc.url });
    const out = await r.rpcBatch([
      { method: "getSlot" },
      { method: "getHealth" },
      { method: "getTokenLargestAccounts", params: [fx["not-a-mint"].mint] },
      { method: "getBalance", params: [fx["not-a-mint"].mint] },
    ]);
    expect(rpc.stats().httpRequests).toBe(1);
    expect(r.requestCount()).toBe(1);
    expect(out[0]).toEqual({ ok: true, result: 250_000_000 });
    expect(out[1]).toEqual({ ok: true, result: "ok" });
    expect(out[2].ok).toBe(false);
    expect(out[3]).toMatchObject({ ok: true, result: { value: 5_000_000_000 } });
  });

  it("HTTP 503 -> UPSTREAM_UNAVAILABLE with retryAfter", async () => {
    rpc.setMode("down");
    const err = await expectReason(
      createRpcReader({ url: rpc.url }).getMultipleAccounts([fx.clean.mint]),
      "UPSTREAM_UNAVAILABLE",
    );
    expect(err.retryAfter).toBe(5);
    expect(err.message).not.toContain("127.0.0.1");
  });

  it("invalid JSON -> UPSTREAM_UNAVAILABLE", async () => {
    rpc.setMode("garbage");
    await expectReason(createRpcReader({ url: rpc.url }).getMultipleAccounts([fx.clean.mint]), "UPSTREAM_UNAVAILABLE");
  });

  it("timeout -> UPSTREAM_UNAVAILABLE", async () => {
    rpc.setMode("slow", 1000);
    const err = await expectReason(
      createRpcReader({ url: rpc.url, timeoutMs: 100 }).getMultipleAccounts([fx.clean.mint]),
      "UPSTREAM_UNAVAILABLE",
    );
    expect(err.message).toMatch(/timed out/);
  });

  it("unreachable host -> UPSTREAM_UNAVAILABLE", async () => {
    await expectReason(
      createRpcReader({ url: "http://127.0.0.1:1", timeoutMs: 1000 }).getMultipleAccounts([fx.clean.mint]),
      "UPSTREAM_UNAVAILABLE",
    );
  });

  it("a malformed result -> UPSTREAM_UNAVAILABLE", async () => {
    const answering =
      (body: unknown): HttpTransport =>
      async () => ({ status: 200, headers: {}, text: JSON.stringify(body) });
    const malformed = answering({ jsonrpc: "2.0", id: 1, result: { value: "nope" } });
    await expectReason(
      createRpcReader({ url: "http://x.invalid", transport: malformed }).getMultipleAccounts([fx.clean.mint]),
      "UPSTREAM_UNAVAILABLE",
    );
    const otherErr = answering({ jsonrpc: "2.0", id: 1, error: { code: -32005, message: "node is behind" } });
    await expectReason(
      createRpcReader({ url: "http://x.invalid", transport: otherErr }).getMultipleAccounts([fx.clean.mint]),
      "UPSTREAM_UNAVAILABLE",
    );
  });

  it("getProgramAccounts: filtered accounts as base64 in one request; a malformed answer -> UPSTREAM_UNAVAILABLE", async () => {
    const r = createRpcReader({ url: rpc.url });
    const clean = fx.clean;
    const tokenProgram = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
    // Token accounts of the clean mint: dataSize 165 + memcmp on the mint at offset 0.
    const accounts = await r.getProgramAccounts!(tokenProgram, [
      { dataSize: 165 },
      { memcmp: { offset: 0, bytes: clean.mint } },
    ]);
    expect(accounts.map((a) => a.address).sort()).toEqual(clean.largest.map((l) => l.address).sort());
    expect(accounts.every((a) => a.owner === tokenProgram && a.data.length === 165)).toBe(true);
    expect(r.requestCount()).toBe(1);
    const answering =
      (body: unknown): HttpTransport =>
      async () => ({ status: 200, headers: {}, text: JSON.stringify(body) });
    for (const result of [{ value: [] }, [{ pubkey: 7, account: null }], [{ pubkey: clean.mint, account: null }]])
      await expectReason(
        createRpcReader({ url: "http://x.invalid", transport: answering({ jsonrpc: "2.0", id: 1, result }) })
          .getProgramAccounts!(tokenProgram, [{ dataSize: 165 }]),
        "UPSTREAM_UNAVAILABLE",
      );
  });
});
