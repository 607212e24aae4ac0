import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRpcBreakers } from "@/lib/chains/jsonrpc";
import { createRpcReader } from "@/lib/chains/solana/rpc-reader";
import { fromDomainError } from "@/lib/errors";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { buildAllFixtures, type Fixture } from "../../support/solana-fixtures";

/**
 * The circuit breaker's half-open state against a local RPC stand-in that is down or hanging:
 * after each open period exactly ONE trial request reaches the RPC; every other caller fails fast.
 */
const OPEN_MS = 300;
let rpc: LocalRpc;
let fx: Record<string, Fixture>;
// The breaker's settings come in as a parameter (lib/config.ts reads RPC_BREAKER_* once).
const breaker = { threshold: 5, openMs: OPEN_MS };

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
});
afterAll(async () => {
  await rpc?.close();
});
beforeEach(() => {
  rpc.setMode("ok");
  rpc.resetStats();
  resetRpcBreakers();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reason = (e: unknown) => fromDomainError(e)?.reason ?? String(e);

async function openBreaker(reader: ReturnType<typeof createRpcReader>) {
  for (let i = 0; i < 5; i++) await reader.getMultipleAccounts([fx.clean.mint]).catch(() => {});
  const err = await reader.getMultipleAccounts([fx.clean.mint]).catch((e) => e);
  expect(err.message).toContain("circuit open");
}

describe("RPC circuit breaker, half-open", () => {
  it("RPC down: after each open period 40 waiting callers send exactly one trial request; the rest fail fast", async () => {
    rpc.setMode("down");
    const reader = createRpcReader({ url: rpc.url, breaker });
    await openBreaker(reader);
    for (let period = 0; period < 3; period++) {
      await sleep(OPEN_MS + 50);
      const before = rpc.stats().httpRequests;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 40 }, () => reader.getMultipleAccounts([fx.clean.mint])),
      );
      expect(outcomes.every((o) => o.status === "rejected" && reason(o.reason) === "UPSTREAM_UNAVAILABLE")).toBe(true);
      // One trial, not retried; the trial failed, so the breaker is open again.
      expect(rpc.stats().httpRequests - before).toBe(1);
      const open = outcomes.filter(
        (o) => o.status === "rejected" && String((o.reason as Error).message).includes("circuit open"),
      );
      expect(open).toHaveLength(39);
    }
    // While open (before the period ends) nothing reaches the RPC at all.
    const before = rpc.stats().httpRequests;
    await Promise.allSettled(Array.from({ length: 20 }, () => reader.getMultipleAccounts([fx.clean.mint])));
    expect(rpc.stats().httpRequests).toBe(before);
  });

  it("RPC hanging: the trial waits for its deadline while the other callers fail within milliseconds", async () => {
    const reader = createRpcReader({ url: rpc.url, timeoutMs: 400, breaker });
    rpc.setMode("slow", 2000);
    await Promise.allSettled(Array.from({ length: 5 }, () => reader.getMultipleAccounts([fx.clean.mint])));
    await sleep(OPEN_MS + 50);
    const before = rpc.stats().httpRequests;
    const started = performance.now();
    const timings = await Promise.all(
      Array.from({ length: 20 }, () =>
        reader.getMultipleAccounts([fx.clean.mint]).then(
          () => ({ ok: true, ms: performance.now() - started }),
          () => ({ ok: false, ms: performance.now() - started }),
        ),
      ),
    );
    expect(timings.every((t) => !t.ok)).toBe(true);
    const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
    expect(sorted[18]).toBeLessThan(100); // 19 fail fast
    expect(sorted[19]).toBeGreaterThanOrEqual(350); // the trial waited for its deadline
    expect(rpc.stats().httpRequests - before).toBe(1);
  });

  it("recovery: the trial succeeds and closes the breaker; every call goes through again", async () => {
    rpc.setMode("down");
    const reader = createRpcReader({ url: rpc.url, breaker });
    await openBreaker(reader);
    rpc.setMode("ok");
    await sleep(OPEN_MS + 50);
    await expect(reader.getMultipleAccounts([fx.clean.mint])).resolves.toBeTruthy(); // the trial
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => reader.getMultipleAccounts([fx.clean.mint])),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
  });
});
