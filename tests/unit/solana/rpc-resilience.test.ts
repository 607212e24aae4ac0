import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUpstreamUnavailable } from "@/lib/chains/errors";
import { resetRpcBreakers } from "@/lib/chains/jsonrpc";
import { createRpcReader } from "@/lib/chains/solana/rpc-reader";
import { fromDomainError } from "@/lib/errors";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildAllFixtures, type Fixture } from "../../support/solana-fixtures";

let rpc: LocalRpc;
let backup: LocalRpc;
let fx: Record<string, Fixture>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  backup = await startLocalRpc({ fixtures: Object.values(fx) });
});
afterAll(async () => {
  await rpc?.close();
  await backup?.close();
});
beforeEach(() => {
  rpc.setMode("ok");
  rpc.resetStats();
  backup.resetStats();
  resetRpcBreakers();
});

const reason = (e: unknown) => fromDomainError(e)?.reason ?? String(e);

describe("RPC reader resilience", () => {
  it("coalesces calls issued together into one HTTP request carrying a JSON-RPC batch", async () => {
    const reader = createRpcReader({ url: rpc.url, coalesceMs: 5 });
    const mints = ["clean", "whale-80", "mint-authority", "usdc-like"].map((n) => fx[n].mint);
    const results = await Promise.all([
      ...mints.map((m) => reader.getMultipleAccounts([m])),
      ...mints.map((m) => reader.getTokenLargestAccounts(m)),
    ]);
    expect(results).toHaveLength(8);
    expect(rpc.stats().httpRequests).toBe(1);
    expect(rpc.stats().calls).toEqual({ getMultipleAccounts: 4, getTokenLargestAccounts: 4 });
    // Per-call JSON-RPC errors stay per call inside a batch.
    const [ok, bad] = await Promise.allSettled([
      reader.getTokenLargestAccounts(fx.clean.mint),
      reader.getTokenLargestAccounts(fx["not-a-mint"].mint),
    ]);
    expect(ok.status).toBe("fulfilled");
    expect(bad.status === "rejected" && reason(bad.reason)).toBe("INVALID_INPUT");
  });

  it("retries a transient failure once, and fails over to a fallback URL", async () => {
    rpc.setMode("down");
    const reader = createRpcReader({ url: rpc.url, fallbackUrls: [backup.url] });
    const r = await reader.getMultipleAccounts([fx.clean.mint]);
    expect(r.accounts[0]).not.toBeNull();
    expect(rpc.stats().httpRequests).toBe(2); // first try + one retry
    expect(backup.stats().httpRequests).toBe(1);
  });

  it("opens the circuit after repeated failures: fast 503s without touching the RPC, then probes again", async () => {
    rpc.setMode("down");
    const reader = createRpcReader({ url: rpc.url });
    for (let i = 0; i < 5; i++)
      await expect(reader.getMultipleAccounts([fx.clean.mint])).rejects.toSatisfy(isUpstreamUnavailable);
    const before = rpc.stats().httpRequests;
    const err = await reader.getMultipleAccounts([fx.clean.mint]).catch((e) => e);
    expect(reason(err)).toBe("UPSTREAM_UNAVAILABLE");
    expect(err.message).toContain("circuit open");
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    expect(fromDomainError(err)?.retryAfter).toBe(err.retryAfterSeconds);
    expect(rpc.stats().httpRequests).toBe(before);
    rpc.setMode("ok");
    await new Promise((r) => setTimeout(r, 2100));
    await expect(reader.getMultipleAccounts([fx.clean.mint])).resolves.toBeTruthy();
  });

  it("does not retry a timeout", async () => {
    rpc.setMode("slow", 1000);
    const reader = createRpcReader({ url: rpc.url, timeoutMs: 200 });
    await expect(reader.getMultipleAccounts([fx.clean.mint])).rejects.toSatisfy(isUpstreamUnavailable);
    expect(rpc.stats().httpRequests).toBe(1);
  });
});
