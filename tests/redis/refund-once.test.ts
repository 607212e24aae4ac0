/**
 * A refund lands once (fixes after issue 24): UpstashStore sends it through its client without
 * retries. In front of the real redis-server's Upstash bridge a TCP relay forwards the refund, lets
 * the bridge run it, and cuts the connection before the answer reaches the store: a client that
 * retries on the network error would send the refund again and give back twice what was taken.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstashStore } from "@/lib/store/upstash-store";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("refund-once-token");

/** A TCP relay to the bridge; `dropNextAnswer()` cuts the next answer's connection (the request has run). */
let relay: Server;
let relayUrl = "";
let dropNext = false;
let dropped = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  const target = new URL(r.url);
  relay = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    sockets.add(client).add(upstream);
    client.on("data", (d) => upstream.write(d));
    upstream.on("data", (d) => {
      if (dropNext) {
        dropNext = false;
        dropped++;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(d);
    });
    for (const s of [client, upstream]) {
      s.on("error", () => {});
      s.on("close", () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((res) => relay.listen(0, "127.0.0.1", () => res()));
  const { port } = relay.address() as { port: number };
  relayUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((res) => relay.close(() => res()));
});

describe("a refund whose answer is lost is not applied twice", () => {
  it("the counter goes down by the refund once; the store reports the failure", async () => {
    const s = new UpstashStore({ url: relayUrl, token: r.token, timeoutMs: 2_000 });
    await s.consumeQuota("quota:acct_refund:day", 5, 100, 60);
    expect(await s.getCounter("quota:acct_refund:day")).toBe(5);

    dropNext = true;
    const refund = await s.consumeQuota("quota:acct_refund:day", -1, Number.MAX_SAFE_INTEGER, 60).then(
      () => "answered",
      () => "failed",
    );
    expect(dropped).toBe(1);
    expect(refund).toBe("failed"); // logged by the caller (lib/limits/metering.ts)
    expect(await s.getCounter("quota:acct_refund:day")).toBe(4);
  });
});
