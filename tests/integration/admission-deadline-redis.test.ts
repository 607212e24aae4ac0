/**
 * Issue 24 item 9 on the deployed shape: two `next start` instances share one real redis-server
 * behind the Upstash REST bridge. A store that hangs bills nothing it answered as failed: with
 * redis frozen (SIGSTOP), metered requests answer 503; when it resumes (SIGCONT) the queued
 * admission scripts run past their deadline (checked against Redis TIME) and spend nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../support/solana-fixtures";

const TOKEN = "admission-deadline-bridge-token";
const rb = useRedisBridge(TOKEN);
let rpc: LocalRpc;
let a: NextServer;
let b: NextServer;
let token: Fixture;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  token = await buildFixture({ ...FIXTURE_SPECS.clean, name: "admission-deadline" });
  rpc = await startLocalRpc({ fixtures: [token] });
  seed = writeSeedFile();
  const env = {
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    UPSTASH_REDIS_REST_URL: rb.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    STORE_TIMEOUT_MS: "1500",
    SELL_SIMULATION: "off",
    RATE_LIMIT_PRO_PER_SEC: "1000",
  };
  [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await rpc?.close();
});

describe("admission with a deadline (issue 24 item 9)", () => {
  const scan = (server: NextServer) =>
    fetch(server.url + "/api/v1/scan", {
      method: "POST",
      headers: { authorization: `Bearer ${seed.keys.pro}`, "content-type": "application/json" },
      body: JSON.stringify({ tokenAddress: token.mint }),
    });
  const used = async () =>
    (
      (await (
        await fetch(a.url + "/api/v1/usage", { headers: { authorization: `Bearer ${seed.keys.pro}` } })
      ).json()) as { used: number }
    ).used;

  it("redis frozen: 503 on both instances; resumed: the late admission scripts spend nothing", async () => {
    // Both instances know the key (its link is cached), so the frozen requests reach the admission script.
    expect((await scan(a)).status).toBe(200);
    expect((await scan(b)).status).toBe(200);
    const before = await used();

    rb.redis.signal("SIGSTOP");
    let statuses: number[];
    try {
      statuses = await Promise.all([scan(a), scan(b), scan(a)].map(async (r) => (await r).status));
    } finally {
      rb.redis.signal("SIGCONT");
    }
    expect(statuses).toEqual([503, 503, 503]);
    // The bridge's queued commands run now; give them time.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await used()).toBe(before);
    // The store works again, and a scan is billed as usual.
    expect((await scan(b)).status).toBe(200);
    expect(await used()).toBe(before + 1);
  });
});
