import { describe, expect, it } from "vitest";
import { HttpClientError, type HttpRequestInit, type HttpResult } from "@/lib/net/http-client";
import { UpstashRequester } from "@/lib/store/upstash/requester";

/** A scripted Upstash REST endpoint: each call takes the next answer (or failure) and is recorded. */
function scripted(answers: (HttpResult | HttpClientError)[]) {
  const calls: { url: string; init: HttpRequestInit }[] = [];
  const transport = async (url: string, init: HttpRequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error("no answer scripted");
    if (next instanceof HttpClientError) throw next;
    return next;
  };
  return { calls, transport };
}
const ok = (body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  status: 200,
  headers,
  text: JSON.stringify(body),
});

describe("UpstashRequester (the store's Upstash REST transport)", () => {
  it("posts the command as JSON with the bearer token to the path asked, without base64, and keeps the sync token", async () => {
    const s = scripted([
      ok({ result: "bytes ü" }, { "upstash-sync-token": "t1" }),
      ok([{ result: 1 }, { result: null }]),
    ]);
    const r = new UpstashRequester({
      url: "http://store.test/",
      token: "tok",
      timeoutMs: 900,
      retries: 0,
      transport: s.transport,
    });
    expect(await r.request({ body: ["get", "k"] })).toEqual({ result: "bytes ü" });
    expect(
      await r.request({
        path: ["pipeline"],
        body: [
          ["incr", "a"],
          ["get", "b"],
        ],
      }),
    ).toEqual([{ result: 1 }, { result: null }]);
    expect(s.calls[0].url).toBe("http://store.test");
    expect(s.calls[0].init).toMatchObject({ method: "POST", body: '["get","k"]', timeoutMs: 900 });
    expect(s.calls[0].init.headers).toMatchObject({ authorization: "Bearer tok", "content-type": "application/json" });
    expect(Object.keys(s.calls[0].init.headers ?? {}).map((h) => h.toLowerCase())).not.toContain("upstash-encoding");
    expect(s.calls[1].url).toBe("http://store.test/pipeline");
    expect(s.calls[1].init.headers?.["upstash-sync-token"]).toBe("t1");
  });

  it("an error answer throws the server's error with the command (NOSCRIPT is recognised by its message)", async () => {
    const s = scripted([{ status: 400, headers: {}, text: JSON.stringify({ error: "NOSCRIPT No matching script" }) }]);
    const r = new UpstashRequester({
      url: "http://store.test",
      token: "tok",
      timeoutMs: 900,
      retries: 1,
      transport: s.transport,
    });
    await expect(r.request({ body: ["evalsha", "abc", "0"] })).rejects.toThrow(
      /^NOSCRIPT No matching script, command was: \["evalsha","abc","0"\]$/,
    );
    expect(s.calls).toHaveLength(1);
  });

  it("retries a network failure `retries` times, never a timeout, and never without retries", async () => {
    const net = () => new HttpClientError("network", "connection reset by the server (ECONNRESET)");
    const once = scripted([net(), ok({ result: "PONG" })]);
    const r1 = new UpstashRequester({
      url: "http://s",
      token: "t",
      timeoutMs: 900,
      retries: 1,
      backoff: () => 0,
      transport: once.transport,
    });
    expect(await r1.request({ body: ["ping"] })).toEqual({ result: "PONG" });
    expect(once.calls).toHaveLength(2);

    const none = scripted([net(), ok({ result: "PONG" })]);
    const r0 = new UpstashRequester({
      url: "http://s",
      token: "t",
      timeoutMs: 900,
      retries: 0,
      transport: none.transport,
    });
    await expect(r0.request({ body: ["ping"] })).rejects.toThrow(/ECONNRESET/);
    expect(none.calls).toHaveLength(1);

    const slow = scripted([new HttpClientError("timeout", "timed out after 900 ms"), ok({ result: "PONG" })]);
    const rt = new UpstashRequester({
      url: "http://s",
      token: "t",
      timeoutMs: 900,
      retries: 3,
      transport: slow.transport,
    });
    await expect(rt.request({ body: ["ping"] })).rejects.toThrow(/timed out/);
    expect(slow.calls).toHaveLength(1);
  });

  it("never retries once the server has answered (the command ran: a retry would apply a write twice), and all attempts share one deadline", async () => {
    const lost = scripted([
      new HttpClientError("network", "connection lost while reading the response", { responded: true }),
      ok({ result: 2 }),
    ]);
    const r = new UpstashRequester({
      url: "http://s",
      token: "t",
      timeoutMs: 900,
      retries: 3,
      backoff: () => 0,
      transport: lost.transport,
    });
    await expect(r.request({ body: ["incr", "k"] })).rejects.toThrow(/connection lost while reading/);
    expect(lost.calls).toHaveLength(1);

    const net = () => new HttpClientError("network", "connection reset by the server (ECONNRESET)");
    const twice = scripted([net(), net(), ok({ result: "PONG" })]);
    const d = new UpstashRequester({
      url: "http://s",
      token: "t",
      timeoutMs: 900,
      retries: 2,
      backoff: () => 120,
      transport: twice.transport,
    });
    expect(await d.request({ body: ["ping"] })).toEqual({ result: "PONG" });
    expect(twice.calls).toHaveLength(3);
    const budgets = twice.calls.map((c) => c.init.timeoutMs ?? 0);
    // Each retry gets what is left of the one 900 ms deadline, not a fresh 900 ms.
    expect(budgets[0]).toBeLessThanOrEqual(900);
    expect(budgets[1]).toBeLessThanOrEqual(900 - 100);
    expect(budgets[2]).toBeLessThanOrEqual(900 - 220);
  });

  it("an answer that is not JSON is a parse error, not a result", async () => {
    const s = scripted([{ status: 200, headers: {}, text: "<html>gateway</html>" }]);
    const r = new UpstashRequester({ url: "http://s", token: "t", timeoutMs: 900, retries: 0, transport: s.transport });
    await expect(r.request({ body: ["get", "k"] })).rejects.toThrow(/Unable to parse response body/);
  });
});
