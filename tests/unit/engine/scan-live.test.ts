import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isChainError } from "@/lib/chains/errors";
import { resetRpcBreakers } from "@/lib/chains/jsonrpc";
import { createRpcReader, scanToken } from "@/lib/engine";
import { type ApiError, fromDomainError } from "@/lib/errors";
import { type HttpTransport, httpTransport } from "@/lib/net/http-client";
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

const scan = (mint: string, extra: object = {}, timeoutMs?: number) =>
  scanToken({ chain: "solana", tokenAddress: mint, ...extra }, createRpcReader({ url: rpc.url, timeoutMs }), {
    mode: "live",
  });

async function reasonOf(p: Promise<unknown>): Promise<string | null> {
  const e = await p.then(
    () => null,
    (x) => x,
  );
  return isChainError(e) ? fromDomainError(e)!.reason : e ? `not a domain error: ${String(e)}` : null;
}

describe("scanToken over a real local JSON-RPC server", () => {
  it("one live scan = exactly 3 HTTP requests in 2 round trips without batching (fails if it grows)", async () => {
    const result = await scan(fx.clean.mint);
    const s = rpc.stats();
    expect(s.httpRequests).toBe(3);
    expect(s.calls).toEqual({ getMultipleAccounts: 2, getTokenLargestAccounts: 1 });
    expect(result.sources[0]).toMatchObject({ kind: "rpc", requests: 3, slot: 250_000_000 });
    expect(result.slot).toBe(250_000_000);
  });

  it("with same-tick batching (the server's setting) the first round trip is one JSON-RPC batch: 2 HTTP requests", async () => {
    rpc.resetStats();
    const result = await scanToken(
      { chain: "solana", tokenAddress: fx["whale-80"].mint },
      createRpcReader({ url: rpc.url, coalesceMs: 0 }),
      { mode: "live" },
    );
    const s = rpc.stats();
    expect(s.httpRequests).toBe(2);
    expect(s.calls).toEqual({ getMultipleAccounts: 2, getTokenLargestAccounts: 1 });
    expect(result.sources[0]).toMatchObject({ kind: "rpc", requests: 2 });
    expect(result.topHolderPct.value).toBeGreaterThan(50);
  });

  it("same-tick batching never batches history or simulation calls (they would hold up the batch)", async () => {
    rpc.resetStats();
    const reader = createRpcReader({ url: rpc.url, coalesceMs: 0 });
    await Promise.all([
      reader.getMultipleAccounts([fx.clean.mint]),
      reader.getSignaturesForAddress!(fx.clean.mint, { limit: 10 }),
      reader.getTokenLargestAccounts(fx.clean.mint),
    ]);
    expect(rpc.stats().httpRequests).toBe(2);
  });

  it("first round trip is concurrent: mint read and largest-accounts read are in flight together", async () => {
    let inFlight = 0;
    const waves: string[][] = [];
    let current: string[] = [];
    const tracking: HttpTransport = async (url, init) => {
      if (inFlight === 0) {
        current = [];
        waves.push(current);
      }
      inFlight++;
      current.push(JSON.parse(String(init.body)).method);
      try {
        return await httpTransport(url, init);
      } finally {
        inFlight--;
      }
    };
    rpc.setMode("slow", 50);
    await scanToken(
      { chain: "solana", tokenAddress: fx.clean.mint },
      createRpcReader({ url: rpc.url, transport: tracking }),
      { mode: "live" },
    );
    expect(waves).toEqual([["getMultipleAccounts", "getTokenLargestAccounts"], ["getMultipleAccounts"]]);
  });

  it("scans a USDC-like SPL mint with both authorities", async () => {
    const r = await scan(fx["usdc-like"].mint);
    expect(r.token).toMatchObject({ program: "spl-token", decimals: 6 });
    const byId = Object.fromEntries(r.findings.map((f) => [f.id, f]));
    expect(byId.MINT_AUTHORITY_ACTIVE.status).toBe("fail");
    expect(byId.FREEZE_AUTHORITY_ACTIVE.status).toBe("fail");
    expect(r.metadata).toMatchObject({ source: "metaplex", name: "USD Coin", symbol: "USDC", mutable: true });
    expect(r.holders.status).toBe("ok");
    expect(r.holders.top).toHaveLength(12);
  });

  it("not-a-mint (system account) -> INVALID_INPUT", async () => {
    const e = await scan(fx["not-a-mint"].mint).then(
      () => null,
      (x) => fromDomainError(x) as ApiError,
    );
    expect(e?.reason).toBe("INVALID_INPUT");
    expect(e?.message).toMatch(/not a token mint: account is owned by 11111111111111111111111111111111/);
  });

  it("no account -> INVALID_INPUT; bad address -> INVALID_INPUT (no request)", async () => {
    expect(await reasonOf(scan("11111111111111111111111111111112"))).toBe("INVALID_INPUT");
    rpc.resetStats();
    expect(await reasonOf(scan("not-an-address"))).toBe("INVALID_INPUT");
    expect(
      await reasonOf(
        scanToken({ chain: "ethereum" as "solana", tokenAddress: fx.clean.mint }, createRpcReader({ url: rpc.url }), {
          mode: "live",
        }),
      ),
    ).toBe("INVALID_INPUT");
    expect(rpc.stats().httpRequests).toBe(0);
  });

  it("a holder token account given as the token -> INVALID_INPUT", async () => {
    expect(await reasonOf(scan(fx.clean.largest[0].address))).toBe("INVALID_INPUT");
  });

  it("RPC down / garbage / slow -> UPSTREAM_UNAVAILABLE", async () => {
    rpc.setMode("down");
    expect(await reasonOf(scan(fx.clean.mint))).toBe("UPSTREAM_UNAVAILABLE");
    rpc.setMode("garbage");
    expect(await reasonOf(scan(fx.clean.mint))).toBe("UPSTREAM_UNAVAILABLE");
    rpc.setMode("slow", 800);
    expect(await reasonOf(scan(fx.clean.mint, {}, 100))).toBe("UPSTREAM_UNAVAILABLE");
  });

  it("largest-accounts failure -> holders unknown (not safe), scan still completes", async () => {
    const mint = fx["whale-80"].mint;
    const failLargest: HttpTransport = async (url, init) => {
      const body = JSON.parse(String(init.body));
      if (body.method === "getTokenLargestAccounts") return { status: 429, headers: {}, text: "busy" };
      return httpTransport(url, init);
    };
    const r = await scanToken(
      { chain: "solana", tokenAddress: mint },
      createRpcReader({ url: rpc.url, transport: failLargest }),
      { mode: "live" },
    );
    expect(r.holders.status).toBe("unknown");
    expect(r.topHolderPct).toEqual({ value: null, source: "unknown" });
    const top = r.findings.find((f) => f.id === "TOP_HOLDER_CONCENTRATION")!;
    expect(top.status).toBe("unknown");
    expect(r.coverage.missing).toContain("TOP_HOLDER_CONCENTRATION");
    expect(r.scoreBreakdown.find((b) => b.findingId === "TOP_HOLDER_CONCENTRATION")!.penalty).toBeGreaterThan(0);
  });

  it("state changes between scans are seen (setAccount)", async () => {
    const f = fx["mutable-metadata"];
    const before = await scan(f.mint);
    expect(before.metadata.source).toBe("metaplex");
    const pda = before.metadata.address!;
    rpc.setAccount(pda, null);
    const after = await scan(f.mint);
    expect(after.metadata.source).toBe("none");
    expect(after.findings.find((x) => x.id === "METADATA_MISSING")!.status).toBe("fail");
    rpc.setAccount(pda, f.accounts.get(pda)!);
  });
});
