import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeProblem, type Harness, sleep, startHarness } from "./support/harness";
import { makeAgent, type RequestSpec, send } from "./support/load";

/**
 * The RPC circuit breaker's half-open state on the production server, against a local RPC
 * stand-in that hangs (accepts, answers after 10 s). Once the breaker is open, each open period
 * lets exactly ONE trial request reach the RPC; every other caller keeps failing fast with a 503
 * envelope. Counted: HTTP requests reaching the RPC during the outage, and callers that waited.
 * (Before the half-open state, every caller waiting when a period ended went to the RPC and
 * waited the full RPC timeout.)
 */
let h: Harness;
const RPC_TIMEOUT_MS = 1000;
const OPEN_MS = 1000;

beforeAll(async () => {
  h = await startHarness({
    RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
    RPC_BREAKER_OPEN_MS: String(OPEN_MS),
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
  });
});
afterAll(async () => {
  await h?.stop();
});

describe("RPC outage with a half-open breaker", () => {
  it("a hanging RPC: one trial request per open period; all other callers get fast 503s", async () => {
    const key = h.seed.keys.enterprise;
    const spec: RequestSpec = {
      method: "POST",
      path: "/api/v1/scan",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ tokenAddress: h.fx.clean.mint }),
    };
    const agent = makeAgent(100);
    try {
      // Warm up (compiles the route), then hang the RPC and open the breaker (5 timeouts).
      expect((await send(h.server.url, spec, agent, 20_000)).status).toBe(200);
      h.rpc.setMode("slow", 10_000);
      const opening = await Promise.all(Array.from({ length: 5 }, () => send(h.server.url, spec, agent, 20_000)));
      expect(opening.map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);

      // 79 callers arrive in waves over 6 s (≈ 3 open periods plus their trials).
      h.rpc.resetStats();
      const WAVES = 12;
      const PER_WAVE = 79 / WAVES;
      const results: { status: number; body: string; ms: number }[] = [];
      const inFlight: Promise<void>[] = [];
      let launched = 0;
      for (let w = 0; w < WAVES; w++) {
        const n = Math.round((w + 1) * PER_WAVE) - launched;
        launched += n;
        for (let i = 0; i < n; i++) {
          const started = performance.now();
          inFlight.push(
            send(h.server.url, spec, agent, 20_000).then(
              (r) => void results.push({ status: r.status, body: r.body, ms: performance.now() - started }),
            ),
          );
        }
        await sleep(500);
      }
      await Promise.all(inFlight);
      const reachedRpc = h.rpc.stats().httpRequests;
      const waited = results.filter((r) => r.ms > RPC_TIMEOUT_MS / 2).length;
      console.log(
        `[reliability:rpc-half-open] ${results.length} callers, ${reachedRpc} HTTP requests reached the RPC, ${waited} callers waited > ${RPC_TIMEOUT_MS / 2} ms`,
      );
      expect(launched).toBe(79);
      for (const r of results) {
        expect(r.status).toBe(503);
        expect(envelopeProblem(503, r.body)).toBeNull();
      }
      // 6 s of outage: a period is OPEN_MS open plus a trial of up to RPC_TIMEOUT_MS, so at most
      // 4 trials; each trial is a single request (no retry) and is the only caller that waits.
      expect(reachedRpc).toBeGreaterThanOrEqual(1);
      expect(reachedRpc).toBeLessThanOrEqual(4);
      expect(waited).toBeLessThanOrEqual(reachedRpc);

      // Recovery: the next trial succeeds and closes the breaker.
      h.rpc.setMode("ok");
      await expect
        .poll(async () => (await send(h.server.url, spec, agent, 20_000)).status, { timeout: 10_000, interval: 200 })
        .toBe(200);
      const after = await Promise.all(Array.from({ length: 10 }, () => send(h.server.url, spec, agent, 20_000)));
      expect(after.every((r) => r.status === 200)).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
