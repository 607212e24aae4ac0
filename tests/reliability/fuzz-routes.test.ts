import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routePaths } from "@/lib/api/routes/registry";
import { HttpClient } from "../support/http-client";
import { envelopeProblem, FUZZ_RUNS, type Harness, startHarness } from "./support/harness";
import { makeAgent, type RequestSpec, send } from "./support/load";

/**
 * (d) Property-based fuzzing of every public route's method, body, headers and query string:
 * never a 5xx (the one documented exception: 501 NOT_IMPLEMENTED on /api/v1/webhooks, the spec's
 * answer there), never a dropped connection, and every error status carries the envelope
 * `{error, code = status, reason}`.
 *
 * Headers include hostile ones: huge and non-ASCII (UTF-8 bytes on the wire) Authorization and
 * X-API-Key, garbage signing headers, a 10k-character X-Service-Client-Ref, Accept variants,
 * Content-Type lies, garbage cookies and request ids. Only one huge header per request, so the
 * request stays under Node's 16 KiB header limit (past it, Node's HTTP parser answers 431 before
 * the application sees the request: see the separate test below).
 * Exception: 431 (request header fields too large) is produced by the HTTP layer below the
 * application and has no body. It happens for 10 KB of NON-ASCII header bytes on a POST (not on a
 * GET, not for ASCII), i.e. well under Node's 16 KiB limit: reported to the lead.
 * Total cases: RELIABILITY_FUZZ_RUNS (default max(2000, 70 x RELIABILITY_SECONDS)).
 */
let h: Harness;
let sessionCookie = "";
const CRON_SECRET = "reliability-cron-secret-0123456789";

beforeAll(async () => {
  h = await startHarness({ CRON_SECRET, RATE_LIMIT_FREE_PER_SEC: "", RATE_LIMIT_PRO_PER_SEC: "" });
  // A real dashboard session (Enterprise) so session-only routes are fuzzed past authentication.
  const c = new HttpClient(h.server.url);
  expect(await c.signIn("ent@example.com", "ent-password-1")).toBe(true);
  const res = await c.fetch("/api/keys");
  expect(res.status).toBe(200);
  // HttpClient keeps its cookie jar private; the fuzzer sends raw requests, so it copies the jar.
  const jar = (c as unknown as { cookies: Map<string, string> }).cookies;
  sessionCookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  expect(sessionCookie).toMatch(/next-auth\.session-token=/);
});
afterAll(async () => {
  await h?.stop();
});

/**
 * Every route of the registry (lib/api/routes), path parameters filled with sample values, except
 * next-auth's namespace (/api/auth/{nextauth}: next-auth's own plain-text answers, not ours).
 */
const SAMPLE_PARAMS: Record<string, string> = {
  tokenAddress: "So11111111111111111111111111111111111111112",
  id: "whep_000000000000000000000000",
  deliveryId: "whdl_00000000000000000000000000000000",
  path: "fuzz",
};
const ROUTES: { path: string; methods: string[] }[] = routePaths()
  .filter((p) => p.path !== "/api/auth/{nextauth}")
  // HEAD answers carry no body, so no envelope to check.
  .map((p) => ({
    path: p.path.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? "x"),
    methods: p.methods.filter((m) => m !== "HEAD"),
  }));
/** TRACE/PROPFIND/MKCOL: methods Node parses but Next cannot represent (500 before the request gate) or route. */
const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL"];

/** A string as UTF-8 bytes carried in a latin1 JS string: what a non-ASCII header looks like on the wire. */
const wire = (s: string) => Buffer.from(s, "utf8").toString("latin1");
/** Header values Node lets us send: no CR/LF/NUL or other control characters except tab. */
const headerSafe = (s: string) => wire(s).replace(/[\x00-\x08\x0a-\x1f\x7f]/g, "");

function arbitraries(keys: () => { free: string; pro: string; enterprise: string }) {
  const unicode = fc.string({ unit: "grapheme", maxLength: 40 });
  const garbage = fc.oneof(
    fc.string({ maxLength: 60 }),
    unicode,
    fc.constantFrom("", " ", "null", "undefined", "\t", "%00", "../../etc/passwd", "' OR 1=1 --"),
  );
  /** About `n` BYTES on the wire (non-ASCII characters count for their UTF-8 length). */
  const huge = (n: number) =>
    fc.constantFrom("x", "é", "🦀", "A=", "Bearer ").map((c) => c.repeat(Math.floor(n / Buffer.byteLength(c))));

  const authorization = fc.oneof(
    fc.constant(undefined),
    { weight: 3, arbitrary: fc.constantFrom("free", "pro", "enterprise").map((t) => `Bearer ${keys()[t as "free"]}`) },
    fc.constantFrom("free", "pro", "enterprise").map((t) => `bearer   ${keys()[t as "free"]}  `),
    fc.constant(`Bearer ${CRON_SECRET}`),
    garbage.map((g) => `Bearer ${g}`),
    garbage,
    fc.constantFrom("Basic dXNlcjpwYXNz", "Bearer", "Bearer ", "Digest x", "Bearer tra_" + "0".repeat(64)),
  );
  const apiKey = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom("free", "pro", "enterprise").map((t) => keys()[t as "free"]),
    garbage,
  );
  const contentType = fc.constantFrom(
    undefined,
    "application/json",
    "application/json; charset=utf-8",
    "application/json; charset=latin1",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=----x",
    "application/xml",
    "application/octet-stream",
    "application/vnd.service.platform+json",
    "",
    "*/*",
    ";;;",
  );
  const accept = fc.constantFrom(
    undefined,
    "application/json",
    "application/vnd.service.platform+json",
    "text/html",
    "*/*",
    "application/xml;q=0.9, */*;q=0.1",
    "",
    "application/vnd.service.platform+json; q=0",
    "image/png",
  );
  const hugeHeader = fc.oneof(
    fc.constant({}),
    huge(8_000).map((v) => ({ authorization: `Bearer ${v}` })),
    huge(8_000).map((v) => ({ "x-api-key": v })),
    huge(10_000).map((v) => ({ "x-service-client-ref": v })),
    huge(6_000).map((v) => ({ "x-service-signature": v })),
    huge(4_000).map((v) => ({ cookie: `next-auth.session-token=${v}` })),
  );
  const extra = fc.record(
    {
      "x-service-signature": fc.oneof(
        garbage,
        fc.constantFrom("sha256=" + "a".repeat(64), "0".repeat(64), "AAAA", "sha256="),
      ),
      "x-service-timestamp": fc.oneof(
        garbage,
        fc.integer().map(String),
        fc.constantFrom(
          "9".repeat(40),
          "-1",
          "1e308",
          "NaN",
          new Date().toISOString(),
          String(Math.floor(Date.now() / 1000)),
        ),
      ),
      "x-service-client-ref": fc.oneof(garbage, fc.string({ maxLength: 100 })),
      "x-service-priority": fc.constantFrom("high", "HIGH", "low", "", "🔥"),
      "x-request-id": garbage,
      "x-forwarded-for": fc.oneof(garbage, fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "999.999.999.999")),
      cookie: fc.oneof(
        garbage.map((g) => `next-auth.session-token=${g}`),
        fc.constant("USE_SESSION"),
        garbage,
      ),
      "content-encoding": fc.constantFrom("gzip", "br", "identity", "x-garbage"),
      origin: fc.constantFrom("http://evil.example", "null", ""),
    },
    { requiredKeys: [] },
  );

  const field = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const addr = fc.oneof(
    field,
    fc.constantFrom(
      "So11111111111111111111111111111111111111112",
      "11111111111111111111111111111111",
      "0xdeadbeef",
      "",
    ),
  );
  const scanLike = fc.record(
    {
      tokenAddress: addr,
      mint: addr,
      chain: fc.oneof(field, fc.constantFrom("solana", "SOLANA", " solana ", "ethereum")),
      liquidityUsd: field,
      topHolderPct: field,
      responseMode: fc.oneof(field, fc.constantFrom("platform", "full")),
      clientRef: fc.oneof(field, fc.string({ maxLength: 200 })),
      items: fc.oneof(
        field,
        fc.array(fc.record({ tokenAddress: addr, chain: field, mint: addr }, { requiredKeys: [] }), { maxLength: 6 }),
      ),
      email: fc.oneof(field, fc.emailAddress()),
      password: fc.oneof(field, fc.string({ minLength: 10, maxLength: 40 })),
      name: field,
      signingRequired: field,
      url: fc.oneof(field, fc.webUrl()),
      events: field,
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    { weight: 3, arbitrary: scanLike.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        "",
        "{",
        "[]",
        "null",
        "\ufeff{}",
        "{}".padEnd(5000, " "),
        '{"a":' + "[".repeat(3000),
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"tokenAddress":"So11111111111111111111111111111111111111112"}',
      ),
    },
  );
  const qpart = fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.string({ unit: "grapheme", maxLength: 30 }))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    fc.constantFrom(
      "%",
      "%zz",
      "%E0%A4%A",
      "a=b=c",
      "&&&",
      "[]=1",
      "__proto__[x]=1",
      "constructor[prototype][y]=2",
      "tokenAddress=So11111111111111111111111111111111111111112",
      "limit=-1",
      "limit=1e400",
      "cursor=%00",
      "x=" + "y".repeat(3000),
    ),
  );
  const query = fc.oneof(
    fc.constant(""),
    fc.array(qpart, { minLength: 1, maxLength: 5 }).map((ps) => "?" + ps.join("&")),
  );
  const route = fc.constantFrom(...ROUTES);
  const method = (r: (typeof ROUTES)[number]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...r.methods) },
      { weight: 1, arbitrary: fc.constantFrom(...ALL_METHODS) },
    );
  const subpath = fc.oneof(
    { weight: 6, arbitrary: fc.constant("") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "/",
        "/x",
        "/%2e%2e",
        "/So11111111111111111111111111111111111111112",
        "/..;/",
        "/%25",
        "/%zz",
        "/%E0%A4%A",
        "/a%2Fb",
        "/%C3%A9",
      ),
    },
  );

  return route.chain((r) =>
    fc.record({
      // Sub-paths only where our own catch-alls answer; /api/auth/* beyond signup is next-auth's
      // namespace (its own plain-text errors), and /api/cron/* and /api/status/* have none.
      path: fc
        .tuple(r.path.startsWith("/api/v1/") || r.path === "/api/keys" ? subpath : fc.constant(""), query)
        .map(([s, q]) => r.path + s + q),
      method: method(r),
      authorization,
      apiKey,
      contentType,
      accept,
      hugeHeader,
      extra,
      body,
    }),
  );
}

type Case = ReturnType<typeof arbitraries> extends fc.Arbitrary<infer T> ? T : never;

function toRequest(c: Case): RequestSpec {
  const headers: Record<string, string> = {};
  const set = (k: string, v: string | undefined) => {
    if (v !== undefined) headers[k] = headerSafe(v);
  };
  set("authorization", c.authorization);
  set("x-api-key", c.apiKey);
  set("content-type", c.contentType);
  set("accept", c.accept);
  for (const [k, v] of Object.entries(c.extra)) set(k, v === "USE_SESSION" ? sessionCookie : (v as string));
  for (const [k, v] of Object.entries(c.hugeHeader)) set(k, v as string);
  const hasBody = c.method !== "GET" && c.body !== undefined;
  return { method: c.method, path: c.path, headers, body: hasBody ? c.body : undefined };
}

describe("fuzzing every route", () => {
  it(`${FUZZ_RUNS} random requests: never a 5xx, always the envelope on errors`, async () => {
    const agent = makeAgent(8);
    const seenStatuses: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(
        arbitraries(() => h.seed.keys),
        async (c) => {
          const spec = toRequest(c);
          const r = await send(h.server.url, spec, agent, 30_000);
          seenStatuses[r.status] = (seenStatuses[r.status] ?? 0) + 1;
          const label = `${spec.method} ${spec.path.slice(0, 120)} headers=${JSON.stringify(Object.fromEntries(Object.entries(spec.headers ?? {}).map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 40)}…(${v.length})` : v])))} body=${String(spec.body ?? "").slice(0, 120)}`;
          expect(r.error, label).toBeUndefined();
          const documented501 = r.status === 501 && spec.path.startsWith("/api/v1/webhooks");
          if (r.status >= 500 && !documented501) throw new Error(`5xx: ${r.status} ${r.body.slice(0, 400)}\n${label}`);
          // 431 comes from the HTTP layer, before any application code (see the header-limit test
          // below and docs/benchmarks.md): no envelope is possible there. Counted, not failed.
          if (r.status === 431) return;
          if (r.status >= 400) {
            const problem = envelopeProblem(r.status, r.body);
            if (problem) throw new Error(`no envelope on ${r.status}: ${problem}\n${label}`);
          }
        },
      ),
      { numRuns: FUZZ_RUNS, endOnFailure: true },
    );
    agent.destroy();
    console.log(`[reliability:fuzz] ${FUZZ_RUNS} cases, statuses ${JSON.stringify(seenStatuses)}`);
  });

  it("PUT/PATCH/DELETE on the cron routes answer 405 in the envelope", async () => {
    const agent = makeAgent(1);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const r = await send(
        h.server.url,
        { method, path: "/api/cron/uptime", headers: { authorization: `Bearer ${CRON_SECRET}` } },
        agent,
      );
      expect(r.status).toBe(405);
      expect(
        envelopeProblem(r.status, r.body),
        `${method} -> ${r.status} ${JSON.stringify(r.body)} allow=${r.headers?.allow}`,
      ).toBeNull();
    }
  });

  it("the benchmark route is a 404 in the envelope unless BENCH_ROUTES=1", async () => {
    const agent = makeAgent(1);
    for (const method of ["GET", "POST", "DELETE"]) {
      const r = await send(h.server.url, { method, path: "/api/bench/ping" }, agent);
      expect(r.status, `${method} ${r.body}`).toBe(404);
      expect(envelopeProblem(404, r.body)).toBeNull();
      expect(JSON.parse(r.body).reason).toBe("NOT_FOUND");
    }
  });

  it("headers past Node's 16 KiB limit are refused by the HTTP layer with 431, never a 5xx", async () => {
    const r = await send(
      h.server.url,
      {
        method: "POST",
        path: "/api/v1/scan",
        headers: { authorization: `Bearer ${"x".repeat(9_000)}`, "x-service-client-ref": "y".repeat(9_000) },
        body: "{}",
      },
      makeAgent(1),
    );
    console.log(
      `[reliability:fuzz] 18 KB of headers -> ${r.status} ${r.error ?? ""} ${JSON.stringify(r.body.slice(0, 200))}`,
    );
    expect(r.status === 431 || r.status === 400 || r.status === 413 || r.error !== undefined).toBe(true);
  });
});

/**
 * Paths and methods (issue 16 §7). Before: `DELETE /api/v1/watchlist/%25` was a 500 (the route
 * decoded Next's already decoded parameter a second time), undecodable percent-encoding on a
 * dynamic path was a plain-text 500 from Next's router, and `TRACE` was a 500 (undici refuses to
 * build a Request for it, inside Next, before any project code). Now: one decode, and the request
 * gate (lib/api/request-gate.ts) answers the others in the envelope before Next sees them.
 * See docs/security.md, "Paths and methods".
 */
describe("paths and methods", () => {
  const api = () => ({ authorization: `Bearer ${h.seed.keys.enterprise}` });
  const session = () => ({ cookie: sessionCookie, origin: h.server.url });
  const MINT = "So11111111111111111111111111111111111111112";

  it("watchlist paths are decoded exactly once: %25 is the token '%' (404), %-encoded characters of a watched mint reach it", async () => {
    const agent = makeAgent(1);
    for (const [base, headers] of [
      ["/api/v1/watchlist", api()],
      ["/api/dashboard/watchlist", session()],
    ] as const) {
      const pct = await send(h.server.url, { method: "DELETE", path: `${base}/%25`, headers }, agent);
      expect(pct.status, `${base}/%25 ${pct.body}`).toBe(404);
      expect(envelopeProblem(404, pct.body)).toBeNull();

      const add = await send(
        h.server.url,
        {
          method: "POST",
          path: base,
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ tokenAddress: MINT }),
        },
        agent,
      );
      expect([200, 201], add.body).toContain(add.status);
      // "So1" spelled %53%6F%31: the parameter is decoded (by Next, once) before it reaches the store.
      const encoded = "%53%6F%31" + MINT.slice(3);
      const del = await send(h.server.url, { method: "DELETE", path: `${base}/${encoded}`, headers }, agent);
      expect(del.status, del.body).toBe(200);
      expect(JSON.parse(del.body)).toEqual({ removed: MINT, chain: "solana" });
    }
    agent.destroy();
  });

  const BAD_PATHS = [
    "/api/v1/watchlist/%zz",
    "/api/v1/watchlist/%E0%A4%A",
    "/api/dashboard/watchlist/%C3",
    "/api/keys/%zz",
    "/api/keys/%E0%A4%A/rotate",
    "/api/dashboard/webhooks/%zz/deliveries",
    "/api/v1/webhooks/%zz",
    "/api/v1/no-such-route/%zz",
    "/api/auth/%zz",
    "/dashboard/%zz",
    "/%zz",
  ];
  it(`undecodable percent-encoding → 400 INVALID_INPUT in the envelope (${BAD_PATHS.length} paths, API and pages)`, async () => {
    const agent = makeAgent(1);
    for (const path of BAD_PATHS) {
      for (const method of ["GET", "DELETE", "POST"]) {
        const r = await send(
          h.server.url,
          {
            method,
            path,
            headers: { ...api(), cookie: sessionCookie, "content-type": "application/json" },
            body: method === "POST" ? "{}" : undefined,
          },
          agent,
        );
        expect(r.status, `${method} ${path} ${r.body.slice(0, 200)}`).toBe(400);
        expect(envelopeProblem(400, r.body)).toBeNull();
        expect(JSON.parse(r.body).reason).toBe("INVALID_INPUT");
      }
    }
    agent.destroy();
  });

  it("TRACE and other methods Next does not route → 405 in the envelope with Allow, on API routes and pages", async () => {
    const agent = makeAgent(1);
    for (const path of [
      "/api/v1/scan",
      "/api/auth/session",
      "/api/auth/callback/credentials",
      "/api/keys",
      "/",
      "/dashboard",
      "/docs",
    ]) {
      for (const method of ["TRACE", "PROPFIND", "MKCOL", "PURGE"]) {
        const r = await send(h.server.url, { method, path, headers: api() }, agent);
        expect(r.status, `${method} ${path} ${r.body.slice(0, 200)}`).toBe(405);
        expect(envelopeProblem(405, r.body)).toBeNull();
        expect(r.headers?.allow).toContain("GET");
      }
    }
    agent.destroy();
  });

  it("method tokens Node's HTTP parser does not know (TRACK, FOO) are refused by Node with a 400, never a 5xx", async () => {
    const agent = makeAgent(1);
    for (const method of ["TRACK", "FOO"]) {
      const r = await send(h.server.url, { method, path: "/api/v1/scan", headers: api() }, agent);
      expect(r.status, `${method} ${r.error ?? ""}`).toBe(400);
    }
    agent.destroy();
  });

  it("methods next-auth's route does not serve → 405 in the envelope (was Next's bodiless 405)", async () => {
    const agent = makeAgent(1);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const r = await send(h.server.url, { method, path: "/api/auth/session" }, agent);
      expect(r.status).toBe(405);
      expect(envelopeProblem(405, r.body)).toBeNull();
      expect(r.headers?.allow).toBe("GET, POST");
    }
    agent.destroy();
  });

  it("next-auth routes: hostile requests never give a 5xx; what we refuse first is in the envelope", async () => {
    const agent = makeAgent(4);
    // Each of these was a 500 from next-auth: unparsable JSON, a GET on the credentials callback, a callbackUrl that is no URL.
    const refused: [string, string, Record<string, string>, string | undefined][] = [
      ["POST", "/api/auth/callback/credentials", { "content-type": "application/json" }, "{nope"],
      ["GET", "/api/auth/callback/credentials", {}, undefined],
      ["GET", "/api/auth/session?callbackUrl=x", {}, undefined],
      [
        "POST",
        "/api/auth/signin/credentials?callbackUrl=nonsense",
        { "content-type": "application/x-www-form-urlencoded" },
        "json=true",
      ],
      ["GET", "/api/auth/csrf", { cookie: "next-auth.callback-url=garbage" }, undefined],
    ];
    for (const [method, path, headers, body] of refused) {
      const r = await send(h.server.url, { method, path, headers, body }, agent);
      expect(r.status, `${method} ${path} ${r.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(envelopeProblem(r.status, r.body)).toBeNull();
    }
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(
            fc.constantFrom(
              "/api/auth/callback/credentials",
              "/api/auth/signin/credentials",
              "/api/auth/signin",
              "/api/auth/signout",
              "/api/auth/session",
              "/api/auth/csrf",
              "/api/auth/providers",
              "/api/auth/_log",
              "/api/auth/nope",
              "/api/auth/error",
              "/api/auth/callback/github",
              "/api/auth/signin/github",
            ),
            fc.constantFrom(
              "",
              "?callbackUrl=x",
              "?callbackUrl=%2Fdashboard",
              "?callbackUrl=%2F%2Fevil.example",
              "?callbackUrl=javascript%3Aalert(1)",
              "?error=x",
              "?callbackUrl=",
            ),
          )
          .map(([p, q]) => p + q),
        fc.constantFrom(
          undefined,
          "next-auth.callback-url=garbage",
          "next-auth.callback-url=%2Fdashboard",
          "next-auth.csrf-token=zz",
          "next-auth.session-token=zz",
        ),
        fc.constantFrom("GET", "POST"),
        fc.constantFrom(
          undefined,
          "application/json",
          "application/x-www-form-urlencoded",
          "text/plain",
          "multipart/form-data; boundary=x",
        ),
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
          fc.constantFrom("csrfToken=x&email=a%40b.c&password=x&json=true", "json=true&callbackUrl=//evil.example"),
        ),
        async (path, cookie, method, contentType, body) => {
          const headers: Record<string, string> = {};
          if (contentType) headers["content-type"] = contentType;
          if (cookie) headers.cookie = cookie;
          const r = await send(
            h.server.url,
            { method, path, headers, body: method === "POST" ? body : undefined },
            agent,
          );
          expect(r.error, `${method} ${path}`).toBeUndefined();
          if (r.status >= 500)
            throw new Error(
              `5xx: ${r.status} ${r.body.slice(0, 300)} for ${method} ${path} ${contentType} ${String(body).slice(0, 100)}`,
            );
        },
      ),
      { numRuns: Math.min(400, FUZZ_RUNS) },
    );
    agent.destroy();
  });
});
