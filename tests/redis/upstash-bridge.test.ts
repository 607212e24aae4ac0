/**
 * Redis project (`npx vitest run --project redis`): proves the test bridge in
 * tests/support/upstash-bridge.ts is a faithful stand-in for Upstash by driving
 * the REAL production clients (`@upstash/redis`, `@upstash/ratelimit`) against a
 * REAL redis-server (tests/support/redis-server.ts).
 *
 * A missing redis-server binary makes beforeAll throw -> the suite FAILS (never skips).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIS_SERVER_NOT_FOUND, type RedisServerHandle, startRedisServer } from "../support/redis-server";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";

const TOKEN = "test-token-123";

let server: RedisServerHandle;
let bridge: UpstashBridge;
let redis: Redis;

const rawPost = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(bridge.url + p, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

beforeAll(async () => {
  server = await startRedisServer();
  bridge = await startUpstashBridge({ redisUrl: server.url, token: TOKEN });
  // retry: false -> network failures are not retried for ~4 s (HTTP errors are never retried).
  redis = new Redis({ url: bridge.url, token: TOKEN, retry: false });
});

afterAll(async () => {
  await bridge?.close();
  await server?.stop();
});

describe("redis-server helper", () => {
  it("reports a clear error when the binary is missing", async () => {
    const saved = process.env.REDIS_SERVER_BIN;
    process.env.REDIS_SERVER_BIN = "/nonexistent/redis-server";
    try {
      await expect(startRedisServer()).rejects.toThrow(REDIS_SERVER_NOT_FOUND);
    } finally {
      if (saved === undefined) delete process.env.REDIS_SERVER_BIN;
      else process.env.REDIS_SERVER_BIN = saved;
    }
  });

  it("exposes a loopback url", () => {
    expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
  });
});

describe("@upstash/redis through the bridge", () => {
  it("set/get strings and auto-serialized JSON", async () => {
    expect(await redis.set("s:str", "hello")).toBe("OK");
    expect(await redis.get("s:str")).toBe("hello");
    expect(await redis.get("s:missing")).toBeNull();

    const obj = { a: 1, nested: { b: [1, "two", null] }, flag: true };
    await redis.set("s:obj", obj);
    expect(await redis.get<typeof obj>("s:obj")).toEqual(obj);

    // set with options -> TTL
    expect(await redis.set("s:nx", "1", { nx: true, ex: 100 })).toBe("OK");
    expect(await redis.set("s:nx", "2", { nx: true })).toBeNull();
  });

  it("incr/incrby", async () => {
    expect(await redis.incr("c:n")).toBe(1);
    expect(await redis.incrby("c:n", 41)).toBe(42);
    await expect(redis.incr("s:str")).rejects.toThrow(/not an integer/);
  });

  it("expire/ttl", async () => {
    await redis.set("t:k", "v");
    expect(await redis.ttl("t:k")).toBe(-1);
    expect(await redis.expire("t:k", 100)).toBe(1);
    const ttl = await redis.ttl("t:k");
    expect(ttl).toBeGreaterThan(95);
    expect(ttl).toBeLessThanOrEqual(100);
    expect(await redis.ttl("t:missing")).toBe(-2);
  });

  it("hset/hgetall", async () => {
    expect(await redis.hset("h:k", { name: "x", count: 3, obj: { z: 1 } })).toBe(3);
    expect(await redis.hgetall("h:k")).toEqual({ name: "x", count: 3, obj: { z: 1 } });
    expect(await redis.hgetall("h:missing")).toBeNull();
  });

  it("zadd/zrange", async () => {
    expect(
      await redis.zadd("z:k", { score: 2, member: "b" }, { score: 1, member: "a" }, { score: 3, member: "c" }),
    ).toBe(3);
    expect(await redis.zrange("z:k", 0, -1)).toEqual(["a", "b", "c"]);
    expect(await redis.zrange("z:k", 0, -1, { withScores: true })).toEqual(["a", 1, "b", 2, "c", 3]);
    expect(await redis.zscore("z:k", "b")).toBe(2);
  });

  it("lpush/lrange", async () => {
    expect(await redis.lpush("l:k", "a", "b", "c")).toBe(3);
    expect(await redis.lrange("l:k", 0, -1)).toEqual(["c", "b", "a"]);
  });

  it("del and type/ping (status replies are base64-encoded too)", async () => {
    await redis.set("d:1", "x");
    await redis.set("d:2", "y");
    expect(await redis.type("d:1")).toBe("string");
    expect(await redis.type("l:k")).toBe("list");
    expect(await redis.ping()).toBe("PONG");
    expect(await redis.del("d:1", "d:2", "d:missing")).toBe(2);
    expect(await redis.exists("d:1")).toBe(0);
  });

  it("scan", async () => {
    for (let i = 0; i < 25; i++) await redis.set(`scan:${i}`, i);
    const seen = new Set<string>();
    let cursor: string | number = "0";
    do {
      const [next, keys]: [string | number, string[]] = await redis.scan(cursor, { match: "scan:*", count: 10 });
      keys.forEach((k) => seen.add(k));
      cursor = next;
    } while (String(cursor) !== "0");
    expect(seen.size).toBe(25);
    expect(await redis.keys("scan:1*")).toHaveLength(11);
  });

  it("eval / evalsha / scriptLoad and NOSCRIPT fallback", async () => {
    const lua =
      "redis.call('SET', KEYS[1], ARGV[1]); return {redis.call('GET', KEYS[1]), redis.call('INCR', KEYS[2]), 'tail'}";
    expect(await redis.eval(lua, ["e:k", "e:n"], ["v1"])).toEqual(["v1", 1, "tail"]);

    const sha = await redis.scriptLoad("return tonumber(ARGV[1]) * 2");
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(await redis.evalsha(sha, [], ["21"])).toBe(42);
    expect(await redis.scriptExists(sha)).toEqual([1]);

    await expect(redis.evalsha("0".repeat(40), [], [])).rejects.toThrow(/NOSCRIPT/);
    // Script#exec tries EVALSHA first and falls back to EVAL on NOSCRIPT.
    const script = redis.createScript<number>(`-- unique ${Date.now()}-${Math.random()}\nreturn 41 + 1`);
    expect(await redis.scriptExists(script.sha1)).toEqual([0]);
    expect(await script.exec([], [])).toBe(42);
    expect(await redis.scriptExists(script.sha1)).toEqual([1]);

    await expect(redis.eval("return redis.error_reply('MYERR custom')", [], [])).rejects.toThrow(/MYERR custom/);
  });

  it("pipeline exec", async () => {
    const p = redis.pipeline();
    p.set("p:a", "1");
    p.incr("p:a");
    p.get("p:a");
    p.hset("p:h", { f: "v" });
    p.hgetall("p:h");
    expect(await p.exec()).toEqual(["OK", 2, 2, 1, { f: "v" }]);

    // A failing command inside a pipeline: exec() throws, keepErrors returns per-command errors.
    const bad = redis.pipeline();
    bad.set("p:s", "abc");
    bad.incr("p:s");
    bad.get("p:s");
    await expect(bad.exec()).rejects.toThrow(/Command 2 \[ incr \] failed: ERR value is not an integer/);
    const again = redis.pipeline();
    again.incr("p:s");
    again.get("p:s");
    const res = await again.exec({ keepErrors: true });
    expect(res[0].error).toMatch(/not an integer/);
    expect(res[1]).toEqual({ error: undefined, result: "abc" });
  });

  it("multi exec is a transaction", async () => {
    const tx = redis.multi();
    tx.set("m:a", "10");
    tx.incrby("m:a", 5);
    tx.get("m:a");
    tx.expire("m:a", 50);
    expect(await tx.exec()).toEqual(["OK", 15, 15, 1]);

    // runtime error inside MULTI: other commands still applied (Redis semantics).
    const tx2 = redis.multi();
    tx2.set("m:s", "x");
    tx2.incr("m:s");
    tx2.set("m:b", "after");
    await expect(tx2.exec()).rejects.toThrow(/Command 2 \[ incr \] failed/);
    expect(await redis.get("m:b")).toBe("after");

    // raw: queue-time error aborts the whole transaction with HTTP 400.
    const r = await rawPost("/multi-exec", [
      ["SET", "m:c", "1"],
      ["SET", "m:c"],
    ]);
    expect(r.status).toBe(400);
    expect((r.body as { error: string }).error).toMatch(/^EXECABORT/);
    expect(await redis.exists("m:c")).toBe(0);
  });

  it("a wrong token makes the client throw", async () => {
    const wrong = new Redis({ url: bridge.url, token: "nope", retry: false });
    await expect(wrong.get("s:str")).rejects.toThrow(/Unauthorized/);
    const r = await fetch(bridge.url, { method: "POST", body: JSON.stringify(["PING"]) });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ error: "Unauthorized" });
  });

  it("binary-ish / unicode strings round-trip", async () => {
    const samples = [
      "héllo wörld ✓ 😀 日本語",
      'line1\nline2\r\n\ttab "quoted" \\backslash',
      "\u0000\u0001\u0002\u007f control",
      "OK", // the one status value the client does not base64-decode at top level
      "T0s=", // looks like base64
      "   padded   ",
      "007", // number-like strings that are not canonical numbers stay strings
      "",
    ];
    for (const [i, v] of samples.entries()) {
      await redis.set(`u:${i}`, v);
      expect(await redis.get(`u:${i}`)).toBe(v);
    }
    expect(await redis.mget<string[]>(...samples.map((_, i) => `u:${i}`))).toEqual(samples);
    await redis.hset("u:h", { ключ: "значение 😀" });
    expect(await redis.hget("u:h", "ключ")).toBe("значение 😀");
    // strlen counts UTF-8 bytes on the server
    expect(await redis.strlen("u:0")).toBe(Buffer.byteLength(samples[0], "utf8"));
  });

  it("raw protocol: base64 header, plain mode, errors", async () => {
    await redis.set("raw:k", "héllo");
    expect(await rawPost("/", ["GET", "raw:k"], { "upstash-encoding": "base64" })).toEqual({
      status: 200,
      body: { result: Buffer.from("héllo").toString("base64") },
    });
    expect(await rawPost("/", ["GET", "raw:k"])).toEqual({ status: 200, body: { result: "héllo" } });
    expect(await rawPost("/", ["SET", "raw:k", "x"], { "upstash-encoding": "base64" })).toEqual({
      status: 200,
      body: { result: "OK" },
    });
    expect(await rawPost("/", ["GET"])).toEqual({
      status: 400,
      body: { error: "ERR wrong number of arguments for 'get' command" },
    });
    const pipe = await rawPost(
      "/pipeline",
      [
        ["INCR", "raw:n"],
        ["GET", "raw:none"],
        ["LPUSH", "raw:n", "x"],
        ["ECHO", "OK"],
      ],
      {
        "upstash-encoding": "base64",
      },
    );
    expect(pipe.status).toBe(200);
    expect(pipe.body).toEqual([
      { result: 1 },
      { result: null },
      { error: "WRONGTYPE Operation against a key holding the wrong kind of value" },
      { result: Buffer.from("OK").toString("base64") }, // bulk "OK" is encoded
    ]);

    // client in non-base64 mode works too
    const plain = new Redis({ url: bridge.url, token: TOKEN, responseEncoding: false, retry: false });
    expect(await plain.get("u:0")).toBe("héllo wörld ✓ 😀 日本語");
  });

  it("non-UTF-8 bytes are byte-faithful on the wire (base64); the client decodes them lossily", async () => {
    const direct = createClient({ url: server.url, RESP: 2 });
    direct.on("error", () => {});
    await direct.connect();
    try {
      const bytes = Buffer.from([0xff, 0x00, 0x80, 0x41, 0xc3]);
      await direct.set("bin:k", bytes);
      const r = await rawPost("/", ["GET", "bin:k"], { "upstash-encoding": "base64" });
      expect(r).toEqual({ status: 200, body: { result: bytes.toString("base64") } });
      // @upstash/redis decodes base64 with TextDecoder (UTF-8): invalid bytes become U+FFFD.
      expect(await redis.get("bin:k")).toBe(new TextDecoder().decode(bytes));
    } finally {
      await direct.close();
    }
  });

  it("concurrent requests share the connection correctly", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => redis.incr("conc:n")));
    expect(new Set(results).size).toBe(50);
    expect(await redis.get("conc:n")).toBe(50);
    const pipes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => redis.pipeline().set(`conc:${i}`, i).get(`conc:${i}`).exec()),
    );
    pipes.forEach((res, i) => expect(res).toEqual(["OK", i]));
  });

  it("@upstash/ratelimit fixedWindow admits exactly 5 of 8", async () => {
    const rl = new Ratelimit({ redis, limiter: Ratelimit.fixedWindow(5, "60 s"), prefix: `rl-fixed-${Date.now()}` });
    const results: boolean[] = [];
    for (let i = 0; i < 8; i++) results.push((await rl.limit("user-1")).success);
    expect(results).toEqual([true, true, true, true, true, false, false, false]);
    const first = await new Ratelimit({
      redis,
      limiter: Ratelimit.fixedWindow(5, "60 s"),
      prefix: `rl-fixed2-${Date.now()}`,
    }).limit("u");
    expect(first).toMatchObject({ success: true, limit: 5, remaining: 4 });
  });

  it("@upstash/ratelimit slidingWindow admits exactly 5 of 8", async () => {
    const rl = new Ratelimit({
      redis,
      limiter: Ratelimit.slidingWindow(5, "60 s"),
      prefix: `rl-sliding-${Date.now()}`,
    });
    const results: boolean[] = [];
    for (let i = 0; i < 8; i++) results.push((await rl.limit("user-1")).success);
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(results.slice(0, 5).every(Boolean)).toBe(true);
  });

  it("CLI mode prints {url} and serves requests", async () => {
    const tsxBin = path.resolve("node_modules/.bin/tsx");
    const child = spawn(tsxBin, ["tests/support/upstash-bridge.ts", "--redis", server.url, "--token", "cli-token"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const rl = createInterface({ input: child.stdout! });
        rl.once("line", resolve);
        child.once("exit", (code) => reject(new Error(`bridge CLI exited early (${code})`)));
      });
      const { url, token } = JSON.parse(line) as { url: string; token: string };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(token).toBe("cli-token");
      const c = new Redis({ url, token, retry: false });
      await c.set("cli:k", { ok: true });
      expect(await redis.get("cli:k")).toEqual({ ok: true });
    } finally {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  });

  // Keep these last: they crash and restart the server (dataset is empty afterwards).
  it("redis crash: client call rejects quickly; restart: works again", async () => {
    await redis.set("crash:k", "v");
    await server.kill();

    const t0 = Date.now();
    await expect(redis.get("crash:k")).rejects.toThrow(/redis unavailable/);
    expect(Date.now() - t0).toBeLessThan(2000);
    const p = redis.pipeline();
    p.get("crash:k");
    await expect(p.exec()).rejects.toThrow(/redis unavailable/);

    await server.restart();
    let value: unknown = "not-yet";
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      try {
        value = await redis.get("crash:k");
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(value).toBeNull(); // restart() starts with an empty dataset
    await redis.set("crash:k", "again");
    expect(await redis.get("crash:k")).toBe("again");

    // ratelimit scripts must be re-loadable after the script cache was wiped
    const rl = new Ratelimit({ redis, limiter: Ratelimit.fixedWindow(1, "60 s"), prefix: `rl-after-${Date.now()}` });
    expect((await rl.limit("x")).success).toBe(true);
    expect((await rl.limit("x")).success).toBe(false);
  });
});
