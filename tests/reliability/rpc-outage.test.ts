import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeProblem, type Harness, SECONDS, sleep, startHarness } from "./support/harness";
import { keepAliveRetries, makeAgent, type RequestSpec, runLoad } from "./support/load";

/**
 * (c) The RPC node dies mid-load (its listening socket and every connection really closed) and
 * comes back on the same port: during the outage live scans answer fast 503s in the envelope
 * (UPSTREAM_UNAVAILABLE, Retry-After), well within the RPC timeout plus a margin; after the RPC is
 * back they recover to 200s without a server restart. Sandbox scans never depend on the RPC.
 * A second scenario makes the RPC hang (accepts, never answers in time): 503 within the timeout.
 */
let h: Harness;
const RPC_TIMEOUT_MS = 1000;
const MARGIN_MS = 1500;
const RATE = Number(process.env.RELIABILITY_RATE ?? 20);
const PHASE_MS = Math.max(3000, Math.round((SECONDS * 1000) / 3));
const RECOVERY_GRACE_MS = 3000;

beforeAll(async () => {
  h = await startHarness({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) });
});
afterAll(async () => {
  await h?.stop();
});

interface Seen {
  status: number;
  ms: number;
  startedAt: number;
  endedAt: number;
  body: string;
  live: boolean;
}

async function loadWhile(actions: () => Promise<void>, totalMs: number): Promise<{ seen: Seen[]; t0: number }> {
  const key = h.seed.keys.enterprise;
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const mints = [h.fx.clean.mint, h.fx["whale-80"].mint, h.fx["mint-authority"].mint, h.fx.pausable.mint];
  // 3 live scans for every sandbox scan.
  const spec = (i: number): RequestSpec =>
    i % 4 === 3
      ? { method: "POST", path: "/api/v1/scan/sandbox", headers, body: "{}" }
      : {
          method: "POST",
          path: "/api/v1/scan",
          headers,
          body: JSON.stringify({ tokenAddress: mints[i % mints.length] }),
        };
  const seen: Seen[] = [];
  const t0 = performance.now();
  const agent = makeAgent(64);
  const load = runLoad({
    base: h.server.url,
    request: spec,
    durationMs: totalMs,
    concurrency: 64,
    rate: RATE,
    agent,
    timeoutMs: 20_000,
    onResponse: ({ status, ms, body, i, error }) => {
      const endedAt = performance.now() - t0;
      seen.push({
        status,
        ms,
        startedAt: endedAt - ms,
        endedAt,
        body: error ? `transport error: ${error}` : body,
        live: i % 4 !== 3,
      });
    },
  });
  await actions();
  await load;
  agent.destroy();
  return { seen, t0 };
}

const pct = (xs: Seen[], p: number) => {
  const s = xs.map((x) => x.ms).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(0) : "n/a";
};

const describeSeen = (xs: Seen[]) => {
  const by: Record<string, number> = {};
  for (const s of xs) by[s.status] = (by[s.status] ?? 0) + 1;
  return JSON.stringify(by);
};

describe("RPC outage mid-load", () => {
  it("RPC process killed and restarted: fast 503 envelopes during the outage, 200s after", async () => {
    let killedAt = 0;
    let revivedAt = 0;
    const { seen, t0 } = await loadWhile(
      async () => {
        await sleep(PHASE_MS);
        await h.rpc.kill();
        killedAt = performance.now();
        await sleep(PHASE_MS);
        await h.rpc.revive();
        revivedAt = performance.now();
      },
      PHASE_MS * 3 + RECOVERY_GRACE_MS,
    );
    const kill = killedAt - t0;
    const revive = revivedAt - t0;

    const before = seen.filter((s) => s.endedAt < kill);
    const during = seen.filter((s) => s.startedAt > kill && s.endedAt < revive);
    const after = seen.filter((s) => s.startedAt > revive + RECOVERY_GRACE_MS);
    const liveDuring = during.filter((s) => s.live);
    console.log(
      `[reliability:rpc-kill] phase ${PHASE_MS} ms at ${RATE}/s (keep-alive retries so far ${keepAliveRetries}): before ${describeSeen(before)}, during ${describeSeen(during)} ` +
        `(live scans: p50 ${pct(liveDuring, 50)} ms, max ${pct(liveDuring, 100)} ms), after ${describeSeen(after)}; ` +
        `first 200 on a live scan after revive: ${(() => {
          const f = seen
            .filter((s) => s.live && s.startedAt > revive && s.status === 200)
            .sort((a, b) => a.endedAt - b.endedAt)[0];
          return f ? `${(f.endedAt - revive).toFixed(0)} ms` : "none";
        })()}`,
    );

    // Nothing but 200 and 503 at any time, and never a transport error (status 0).
    const unexpected = seen.filter((s) => s.status !== 200 && s.status !== 503);
    expect(
      unexpected.map((s) => `${s.status} ${s.body.slice(0, 200)}`),
      h.server.output().slice(-3000),
    ).toEqual([]);
    expect(before.length).toBeGreaterThan(10);
    expect(
      before.every((s) => s.status === 200),
      describeSeen(before),
    ).toBe(true);

    // During the outage: live scans are 503 in the envelope with Retry-After semantics, and fast.
    expect(liveDuring.length).toBeGreaterThan(10);
    for (const s of liveDuring) {
      expect(s.status, s.body).toBe(503);
      expect(envelopeProblem(503, s.body)).toBeNull();
      expect(JSON.parse(s.body).reason).toBe("UPSTREAM_UNAVAILABLE");
      expect(s.ms).toBeLessThan(RPC_TIMEOUT_MS + MARGIN_MS);
    }
    // The sandbox does not use the RPC: unaffected.
    expect(during.filter((s) => !s.live).every((s) => s.status === 200)).toBe(true);

    // Recovery without a restart.
    expect(after.length).toBeGreaterThan(10);
    expect(
      after.every((s) => s.status === 200),
      describeSeen(after),
    ).toBe(true);
  });

  it("RPC hangs (answers after 10 s): 503 within the RPC timeout plus a margin, then recovery", async () => {
    let hungAt = 0;
    let healedAt = 0;
    const phase = Math.max(3000, Math.round(PHASE_MS / 2));
    const { seen, t0 } = await loadWhile(
      async () => {
        await sleep(phase);
        h.rpc.setMode("slow", 10_000);
        hungAt = performance.now();
        await sleep(phase);
        h.rpc.setMode("ok");
        healedAt = performance.now();
      },
      phase * 3 + RECOVERY_GRACE_MS,
    );
    const hang = hungAt - t0;
    const heal = healedAt - t0;
    const during = seen.filter((s) => s.live && s.startedAt > hang && s.endedAt < heal);
    const after = seen.filter((s) => s.startedAt > heal + RECOVERY_GRACE_MS);
    console.log(
      `[reliability:rpc-hang] during ${describeSeen(during)} (p50 ${pct(during, 50)} ms, max ${pct(during, 100)} ms), after ${describeSeen(after)}`,
    );
    expect(
      seen.filter((s) => s.status !== 200 && s.status !== 503).map((s) => `${s.status} ${s.body.slice(0, 200)}`),
    ).toEqual([]);
    expect(during.length).toBeGreaterThan(5);
    for (const s of during) {
      expect(s.status).toBe(503);
      expect(envelopeProblem(503, s.body)).toBeNull();
      expect(s.ms).toBeLessThan(RPC_TIMEOUT_MS + MARGIN_MS);
    }
    expect(after.length).toBeGreaterThan(10);
    expect(
      after.every((s) => s.status === 200),
      describeSeen(after),
    ).toBe(true);
  });
});
