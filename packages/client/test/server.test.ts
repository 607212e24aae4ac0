/**
 * The client and the CLI against the real production server (`next build` + `next start`), one server for the
 * whole file: the local Solana RPC stand-in, a real HTTPS webhook receiver, a seeded account per tier plus a
 * signing-required key and an Enterprise account whose daily quota is 1. Every method, signing, both batch modes
 * (read to the end and abandoned halfway), a 429 retried after its Retry-After, a 503 surfaced with its reason, a
 * webhook delivery verified by verifyWebhook, the CLI's exit codes (spawned from dist/bin.js) and the packed tarball
 * installed in a folder outside the repository.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchStreamLineSchema } from "@/lib/api/routes/scan";
import { UsageSchema } from "@/lib/api/routes/usage";
import { WatchlistSchema } from "@/lib/api/routes/watchlist";
import { BatchResponseSchema, FullScanResponseSchema, PlatformScanResponseSchema } from "@/lib/api/schemas";
import { generateApiKey } from "@/lib/auth/api-keys";
import { computeSignature } from "@/lib/auth/request-signing";
import { TestEventSchema } from "@/lib/webhooks/catalogue";
import { generateWebhookSecret, signWebhook } from "@/lib/webhooks/signatures";
import { HttpClient } from "../../../tests/support/http-client";
import { type HttpsReceiver, startHttpsReceiver } from "../../../tests/support/https-receiver";
import { type LocalRpc, startLocalRpc } from "../../../tests/support/local-rpc-server";
import { type NextServer, startNextServer } from "../../../tests/support/next-server";
import { buildAllFixtures, type Fixture } from "../../../tests/support/solana-fixtures";
import { generateTypes } from "../scripts/generate-types";
import { EXIT } from "../src/cli";
import {
  type BatchLine,
  type ClientOptions,
  createClient,
  TokenRiskError,
  verifyWebhook,
  type WebhookVerificationError,
} from "../src/index";

const SALT = "client-test-salt";
const PKG = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(PKG, "dist", "bin.js");
const EVM_ADDRESS = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const keys = {
  free: generateApiKey(),
  pro: generateApiKey(),
  ent: generateApiKey(),
  strict: generateApiKey(),
  quota: generateApiKey(),
};
let rpc: LocalRpc;
let rx: HttpsReceiver;
let server: NextServer;
let fx: Record<string, Fixture>;

beforeAll(async () => {
  fx = await buildAllFixtures();
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  rx = await startHttpsReceiver();
  const dir = mkdtempSync(join(tmpdir(), "client-seed-"));
  const account = (id: string, tier: string, apiKeys: object[], extra: object = {}) => ({
    id,
    tier,
    apiKeys,
    ...extra,
  });
  writeFileSync(
    join(dir, "seed.json"),
    JSON.stringify({
      accounts: [
        account("acct_free", "free", [{ key: keys.free }]),
        account("acct_pro", "pro", [{ key: keys.pro }, { key: keys.strict, signingRequired: true }]),
        account("acct_ent", "enterprise", [{ key: keys.ent }], {
          email: "ent@example.com",
          password: "ent-password-1",
        }),
        account("acct_quota", "enterprise", [{ key: keys.quota }]),
      ],
    }),
  );
  server = await startNextServer({
    SEED_FILE: join(dir, "seed.json"),
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "2000",
    // The RPC breaker (opened by the 503 tests) closes again quickly, so later tests see a healthy upstream.
    RPC_BREAKER_OPEN_MS: "200",
    API_SIGNING_SALT: SALT,
    // The free tier keeps the 1-per-second rate limit (the 429 test); the others are not limited here.
    RATE_LIMIT_FREE_PER_SEC: "1",
    RATE_LIMIT_PRO_PER_SEC: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    // acct_quota's second scan is refused for the day (429 QUOTA_EXCEEDED); acct_ent scans nothing.
    ENTERPRISE_DAILY_QUOTA: "1",
    CRON_SECRET: "client-cron-secret-0123456789",
    WEBHOOK_ALLOW_LOOPBACK: "1",
    NODE_EXTRA_CA_CERTS: rx.certPath,
    WEBHOOK_TIMEOUT_MS: "3000",
  });
});
afterAll(async () => {
  await server?.stop();
  await rx?.close();
  await rpc?.close();
});

/** A client whose fetch calls are counted (the real global fetch underneath). */
function counted(options: Partial<ClientOptions> = {}) {
  const calls: string[] = [];
  const client = createClient({
    baseUrl: server.url,
    apiKey: keys.pro,
    ...options,
    fetch: (input, init) => {
      calls.push(`${init?.method ?? "GET"} ${String(input).replace(server.url, "")}`);
      return fetch(input, init);
    },
  });
  return { client, calls };
}
const pro = () => createClient({ baseUrl: server.url, apiKey: keys.pro });
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a TokenRiskError");
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(TokenRiskError);
      return e as TokenRiskError;
    },
  );

describe("generated types", () => {
  it("equal a generation from the document the server serves at /api/openapi.json", async () => {
    const served = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Record<string, unknown>;
    expect(readFileSync(join(PKG, "src", "generated", "openapi.ts"), "utf8")).toBe(await generateTypes(served));
  });
});

describe("scan", () => {
  it("full payload by default, platform JSON by Accept, any accepted chain spelling", async () => {
    const client = pro();
    const full = await client.scan(fx.clean.mint, { chain: "SOL" as "sol" });
    expect(FullScanResponseSchema.parse(full)).toMatchObject({ mode: "live", chain: "solana", riskLevel: "low" });
    expect(full.tokenAddress).toBe(fx.clean.mint);
    const platform = await client.scan(fx["mint-authority"].mint, { mode: "platform", chain: "solana-mainnet" });
    expect(PlatformScanResponseSchema.parse(platform)).toMatchObject({ mode: "live", chain: "solana" });
    expect(platform.flags.length).toBeGreaterThan(0);
    expect(platform.safety_score).toBeLessThan(full.safetyScore);
  });

  it("invalid input is one TokenRiskError with status, reason, requestId and details", async () => {
    const err = await errorOf(pro().scan("not-an-address"));
    expect(err).toMatchObject({ status: 400, reason: "INVALID_INPUT", retryAfter: undefined });
    expect(err.requestId).toMatch(/\S/);
    expect(err.details?.[0]?.path).toBe("tokenAddress");
    const chain = await errorOf(pro().scan(fx.clean.mint, { chain: "dogechain" as "sol" }));
    expect(chain.reason).toBe("INVALID_INPUT");
    const auth = await errorOf(createClient({ baseUrl: server.url, apiKey: "sk_live_wrong" }).usage());
    expect(auth).toMatchObject({ status: 401, reason: "UNAUTHORIZED" });
  });
});

describe("sandbox", () => {
  it("answers on every canonical chain, full and platform", async () => {
    const client = pro();
    for (const chain of ["solana", "ethereum", "base", "bsc"] as const) {
      const full = FullScanResponseSchema.parse(await client.sandbox({ chain }));
      expect(full).toMatchObject({ mode: "sandbox", chain });
    }
    const platform = PlatformScanResponseSchema.parse(await client.sandbox({ mode: "platform" }));
    expect(platform.mode).toBe("sandbox");
  });
});

describe("batch", () => {
  const items = () => [
    fx.clean.mint,
    { tokenAddress: fx["freeze-authority"].mint, chain: "sol" as const },
    "not-an-address",
    fx["mutable-metadata"].mint,
  ];

  it("JSON: per-item results in request order, one bad item failing alone, units charged per analysed item", async () => {
    const res = BatchResponseSchema.parse(await pro().batch(items(), { clientRef: "client-json" }));
    expect(res.client_ref).toBe("client-json");
    expect(res.items.map((i) => i.status)).toEqual(["ok", "ok", "error", "ok"]);
    const bad = res.items[2];
    expect(bad.status === "error" && bad.error.reason).toBe("INVALID_INPUT");
    expect(res.summary).toMatchObject({ requested: 4, succeeded: 3, failed: 1, charged: 3 });
  });

  it("NDJSON read to the end: one line per item as it completes, the summary last", async () => {
    const lines: BatchLine[] = [];
    for await (const line of pro().batchStream(items(), { clientRef: "client-stream" })) lines.push(line);
    for (const line of lines) BatchStreamLineSchema.parse(line);
    expect(lines).toHaveLength(5);
    expect(lines.slice(0, 4).every((l) => l.type === "item")).toBe(true);
    expect(
      lines
        .slice(0, 4)
        .map((l) => (l.type === "item" ? l.index : -1))
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    const last = lines[4];
    expect(last.type === "summary" && last.summary).toMatchObject({ requested: 4, succeeded: 3, charged: 3 });
    expect(last.type === "summary" && last.client_ref).toBe("client-stream");
  });

  it("NDJSON abandoned halfway: breaking out closes the connection early; the server finishes and bills every item", async () => {
    const client = pro();
    const before = (await client.usage()).used;
    // Each RPC answer takes 400 ms, so the 5 items complete over several seconds.
    rpc.setMode("slow", 400);
    const seen: BatchLine[] = [];
    try {
      const mints = ["clean", "freeze-authority", "mutable-metadata", "whale-80", "missing-metadata"].map(
        (n) => fx[n].mint,
      );
      for await (const line of client.batchStream(mints)) {
        seen.push(line);
        if (seen.length === 1) break;
      }
      // The server finishes the batch (docs/billing.md): wait until the RPC has been quiet for 3 s.
      const deadline = Date.now() + 30_000;
      for (let last = -1; Date.now() < deadline; ) {
        const n = rpc.stats().httpRequests;
        if (n === last) break;
        last = n;
        await new Promise((r) => setTimeout(r, 3000));
      }
    } finally {
      rpc.setMode("ok");
    }
    expect(seen).toHaveLength(1);
    expect(seen[0].type).toBe("item");
    // Every one of the 5 mints was analysed and is charged, although the client read one line.
    const after = await client.usage();
    expect(after.used - before).toBe(5);
    expect((await client.sandbox()).mode).toBe("sandbox");
  });
});

describe("abort", () => {
  it("the caller's signal aborts a call before it starts and a stream while it is read (ABORTED)", async () => {
    const before = new AbortController();
    before.abort();
    expect(await errorOf(pro().usage({ signal: before.signal }))).toMatchObject({ status: 0, reason: "ABORTED" });

    const during = new AbortController();
    const seen: BatchLine[] = [];
    rpc.setMode("slow", 300);
    try {
      const reading = (async () => {
        const mints = [fx.clean.mint, fx["whale-80"].mint, fx["missing-metadata"].mint];
        for await (const line of pro().batchStream(mints, { signal: during.signal })) {
          seen.push(line);
          during.abort();
        }
      })();
      expect(await errorOf(reading)).toMatchObject({ status: 0, reason: "ABORTED" });
    } finally {
      rpc.setMode("ok");
    }
    expect(seen).toHaveLength(1);
  });
});

describe("usage and watchlist", () => {
  it("usage reports the plan and today's units", async () => {
    const usage = UsageSchema.parse(await pro().usage());
    expect(usage).toMatchObject({ tier: "pro", maxBatchItems: 20 });
    expect(usage.used).toBeGreaterThan(0);
  });

  it("watchlist add (created, then already watched), list and remove, on Solana and an EVM chain alias", async () => {
    const client = pro();
    const added = await client.watchlist.add(fx.clean.mint);
    expect(added.created).toBe(true);
    expect(added.entry).toMatchObject({ tokenAddress: fx.clean.mint, chain: "solana" });
    expect((await client.watchlist.add(fx.clean.mint)).created).toBe(false);
    expect((await client.watchlist.add(EVM_ADDRESS.toLowerCase(), { chain: "eth" })).entry).toMatchObject({
      tokenAddress: EVM_ADDRESS,
      chain: "ethereum",
    });
    const list = WatchlistSchema.parse(await client.watchlist.list());
    expect(list.entries.map((e) => e.tokenAddress).sort()).toEqual([EVM_ADDRESS, fx.clean.mint].sort());
    expect(await client.watchlist.remove(EVM_ADDRESS, { chain: "ethereum" })).toEqual({
      removed: EVM_ADDRESS,
      chain: "ethereum",
    });
    expect(await client.watchlist.remove(fx.clean.mint)).toMatchObject({ removed: fx.clean.mint });
    expect((await client.watchlist.list()).entries).toEqual([]);
    expect((await errorOf(client.watchlist.remove(fx.clean.mint))).reason).toBe("NOT_FOUND");
    // Free plans have no watchlist.
    const free = createClient({ baseUrl: server.url, apiKey: keys.free });
    expect(await errorOf(free.watchlist.list())).toMatchObject({ status: 403, reason: "INSUFFICIENT_TIER" });
  });
});

describe("request signing", () => {
  it("a signing-required key works through every method when the client signs, and is refused otherwise", async () => {
    const signed = createClient({ baseUrl: server.url, apiKey: keys.strict, signing: { salt: SALT } });
    // The same body twice in a row: the client waits for the next second rather than send a replayed signature.
    expect((await signed.sandbox()).mode).toBe("sandbox");
    expect((await signed.sandbox()).mode).toBe("sandbox");
    expect((await signed.scan(fx.clean.mint, { mode: "platform" })).risk_level).toBe("low");
    expect((await signed.batch([fx.clean.mint])).summary.succeeded).toBe(1);
    const lines: BatchLine[] = [];
    for await (const l of signed.batchStream([fx.clean.mint])) lines.push(l);
    expect(lines.at(-1)?.type).toBe("summary");
    // Two bodiless GETs at once sign alike within one second: the second waits for the next second.
    const [usage, list] = await Promise.all([signed.usage(), signed.watchlist.list()]);
    expect(usage.tier).toBe("pro");
    expect(list.entries).toEqual([]);

    const unsigned = createClient({ baseUrl: server.url, apiKey: keys.strict });
    expect(await errorOf(unsigned.usage())).toMatchObject({ status: 401, reason: "SIGNATURE_REQUIRED" });
    const wrongSalt = createClient({ baseUrl: server.url, apiKey: keys.strict, signing: { salt: "other" } });
    expect(await errorOf(wrongSalt.usage())).toMatchObject({ status: 401, reason: "SIGNATURE_INVALID" });
  });
});

describe("retries", () => {
  it("a 429 RATE_LIMITED is retried after its Retry-After, and surfaced with retryAfter when retries are off", async () => {
    // Free plan: 1 request a second. Two at once: one is refused, then retried after Retry-After (1 s).
    const { client, calls } = counted({ apiKey: keys.free });
    const [a, b] = await Promise.all([client.sandbox(), client.sandbox()]);
    expect([a.mode, b.mode]).toEqual(["sandbox", "sandbox"]);
    expect(calls).toHaveLength(3);

    await new Promise((r) => setTimeout(r, 1100));
    const noRetry = counted({ apiKey: keys.free, retries: 0 });
    const results = await Promise.allSettled([noRetry.client.sandbox(), noRetry.client.sandbox()]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 429, reason: "RATE_LIMITED" });
    expect((refused.reason as TokenRiskError).retryAfter).toBeGreaterThanOrEqual(1);
    expect(noRetry.calls).toHaveLength(2);
  });

  it("a daily quota is not waited out: QUOTA_EXCEEDED is thrown at once with its Retry-After", async () => {
    const { client, calls } = counted({ apiKey: keys.quota });
    expect((await client.scan(fx.clean.mint)).riskLevel).toBe("low");
    const err = await errorOf(client.scan(fx.clean.mint));
    expect(err).toMatchObject({ status: 429, reason: "QUOTA_EXCEEDED" });
    expect(err.retryAfter).toBeGreaterThan(20);
    expect(calls).toHaveLength(2);
  });

  it("503 with the RPC stand-in down: surfaced with its reason and Retry-After, never billed; a wait over the cap is not taken", async () => {
    // The server asks for 5 s; this client waits at most 2 s, so it throws at once rather than sleep.
    const { client, calls } = counted({ retries: { retries: 1, maxDelayMs: 2_000 } });
    const before = (await client.usage()).used;
    rpc.setMode("down");
    try {
      const err = await errorOf(client.scan(fx.clean.mint));
      expect(err).toMatchObject({ status: 503, reason: "UPSTREAM_UNAVAILABLE", retryAfter: 5 });
      expect(err.requestId).toMatch(/\S/);
      expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(1);
    } finally {
      rpc.setMode("ok");
    }
    expect((await client.usage()).used).toBe(before);
  });

  it("a scan without an answer is not retried (it may have been billed); a sandbox call is", async () => {
    const scan = counted({ timeoutMs: 1, retries: { retries: 2, baseDelayMs: 10 } });
    expect(await errorOf(scan.client.scan(fx.clean.mint))).toMatchObject({ status: 0, reason: "TIMEOUT" });
    expect(scan.calls).toHaveLength(1);
    // A closed port: no answer at all. The sandbox (never billed) is retried, the scan is not.
    const calls: string[] = [];
    const dead = createClient({
      baseUrl: "http://127.0.0.1:9",
      apiKey: keys.pro,
      retries: { retries: 2, baseDelayMs: 10 },
      fetch: (i, init) => (calls.push(String(i)), fetch(i, init)),
    });
    expect((await errorOf(dead.sandbox())).reason).toBe("NETWORK_ERROR");
    expect(calls).toHaveLength(3);
    expect((await errorOf(dead.scan(fx.clean.mint))).reason).toBe("NETWORK_ERROR");
    expect(calls).toHaveLength(4);
  });
});

describe("webhooks", () => {
  it("a delivery the server sends is verified by verifyWebhook (both schemes, the X-Service one alone only by opt-in), and a tampered one is refused", async () => {
    const ent = new HttpClient(server.url);
    expect(await ent.signIn("ent@example.com", "ent-password-1")).toBe(true);
    const created = await ent.fetch("/api/dashboard/webhooks", {
      method: "POST",
      json: { url: rx.url("/client-hook"), events: ["scan.completed"] },
      headers: { origin: server.url },
    });
    expect(created.status).toBe(201);
    const { endpoint, secret } = (await created.json()) as { endpoint: { id: string }; secret: string };
    const sent = await ent.fetch(`/api/dashboard/webhooks/${endpoint.id}/test`, {
      method: "POST",
      headers: { origin: server.url },
    });
    expect((await sent.json()).ok).toBe(true);
    const delivery = rx.deliveries.find((d) => d.path === "/client-hook");
    if (!delivery) throw new Error("the receiver got no delivery");
    const { body, headers } = delivery;

    const event = await verifyWebhook(body, headers, secret);
    expect(TestEventSchema.parse(event).type).toBe("webhook.test");
    // Each scheme alone, as a receiver that forwards only some headers would see it.
    const only = (names: string[]) => Object.fromEntries(Object.entries(headers).filter(([k]) => names.includes(k)));
    await verifyWebhook(body, only(["webhook-id", "webhook-timestamp", "webhook-signature"]), secret);
    // X-Service-Signature alone covers only the body (replayable): refused unless explicitly allowed.
    const serviceOnly = only(["x-service-timestamp", "x-service-signature"]);
    await expect(verifyWebhook(body, serviceOnly, secret)).rejects.toMatchObject({ reason: "MISSING_HEADERS" });
    await verifyWebhook(body, serviceOnly, secret, { allowServiceSignatureOnly: true });

    const reason = (p: Promise<unknown>) =>
      p.then(
        () => "accepted",
        (e: WebhookVerificationError) => e.reason,
      );
    expect(await reason(verifyWebhook(body.replace("webhook.test", "scan.completed"), headers, secret))).toBe(
      "SIGNATURE_MISMATCH",
    );
    const ts = Number(headers["webhook-timestamp"]);
    expect(await reason(verifyWebhook(body, headers, secret, { nowSeconds: ts + 301 }))).toBe("TIMESTAMP_OUT_OF_RANGE");
    expect(await reason(verifyWebhook(body, headers, `whsec_${Buffer.alloc(32, 7).toString("base64")}`))).toBe(
      "SIGNATURE_MISMATCH",
    );
  });
});

describe("in a browser", () => {
  it("the built library runs in Chromium: calls, a stream, signing and webhook verification on Web Crypto", async () => {
    // The API sends no CORS headers, so the page is on the server's origin: dist/ is served under /__client/ there
    // by route interception (bypassCSP lets the page import it).
    const browser = await chromium.launch({
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    try {
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.route(`${server.url}/__client/**`, (route) =>
        route.fulfill({
          path: join(PKG, "dist", new URL(route.request().url()).pathname.slice("/__client/".length)),
          contentType: "text/javascript",
        }),
      );
      await page.goto(`${server.url}/status`);
      const secret = generateWebhookSecret();
      const body = JSON.stringify({ id: "evt_b", type: "webhook.test", createdAt: new Date().toISOString(), data: {} });
      const now = Math.floor(Date.now() / 1000);
      const headers = signWebhook({ secret, id: "msg_b", timestamp: now, body, event: "webhook.test" });
      const input = { key: keys.pro, mints: [fx.clean.mint, fx["freeze-authority"].mint], secret, body, headers };
      // A string, not a function: Vitest would rewrite a dynamic import inside the test's own code.
      const result = await page.evaluate(`(async (input) => {
        const m = await import("/__client/index.js");
        const client = m.createClient({ baseUrl: location.origin, apiKey: input.key });
        const sandbox = await client.sandbox({ mode: "platform" });
        const scan = await client.scan(input.mints[0]);
        const lines = [];
        for await (const line of client.batchStream(input.mints)) lines.push(line.type);
        const event = await m.verifyWebhook(input.body, new Headers(input.headers), input.secret);
        let forged = "accepted";
        await m.verifyWebhook(input.body + " ", input.headers, input.secret).catch((e) => (forged = e.reason));
        const signed = await m.signRequest({ apiKey: input.key, body: "{}", salt: "s", timestamp: 1780000000 });
        let error = null;
        await client.scan("nope").catch((e) => (error = { name: e.name, status: e.status, reason: e.reason }));
        return { sandbox: sandbox.mode, scan: scan.riskLevel, lines, event: event.type, forged, signed, error };
      })(${JSON.stringify(input)})`);
      expect(result).toEqual({
        sandbox: "sandbox",
        scan: "low",
        lines: ["item", "item", "summary"],
        event: "webhook.test",
        forged: "SIGNATURE_MISMATCH",
        signed: {
          "X-Service-Timestamp": "1780000000",
          "X-Service-Signature": computeSignature({ apiKey: keys.pro, salt: "s", timestamp: 1780000000, body: "{}" }),
        },
        error: { name: "TokenRiskError", status: 400, reason: "INVALID_INPUT" },
      });
    } finally {
      await browser.close();
    }
  });
});

/** A child process's environment: PATH and the given variables only. */
const childEnv = (vars: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: "production",
  ...vars,
});

/**
 * Runs the CLI from dist/bin.js as a process, stdout piped (not a terminal). Asynchronously: the RPC stand-in and
 * the webhook receiver live in this process and must keep answering while the CLI runs.
 */
function cli(args: string[], options: { env?: Record<string, string>; input?: string; tty?: boolean } = {}) {
  // tty: inside a pseudo-terminal made by script(1) (util-linux), so stdout and stderr are terminals.
  const quote = (a: string) => `'${a.replace(/'/g, "'\\''")}'`;
  const [command, argv] = options.tty
    ? ["script", ["-qec", [process.execPath, BIN, ...args].map(quote).join(" "), "/dev/null"]]
    : [process.execPath, [BIN, ...args]];
  const child = spawn(command, argv, {
    env: childEnv({ TOKEN_RISK_URL: server.url, TOKEN_RISK_API_KEY: keys.pro, ...options.env }),
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  child.stdin.end(options.input ?? "");
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

describe("CLI", () => {
  it("scan: JSON when piped, exit 0; --fail-on gates on the risk level (exit 5)", async () => {
    const ok = await cli(["scan", fx.clean.mint, "--chain", "sol"]);
    expect(ok.code).toBe(EXIT.ok);
    expect(FullScanResponseSchema.parse(JSON.parse(ok.stdout)).riskLevel).toBe("low");
    expect((await cli(["scan", fx.clean.mint, "--fail-on", "high"])).code).toBe(EXIT.ok);
    const risky = await cli(["scan", fx["mint-authority"].mint, "--platform", "--fail-on", "medium"]);
    const level = PlatformScanResponseSchema.parse(JSON.parse(risky.stdout)).risk_level;
    expect(["medium", "high", "critical"]).toContain(level);
    expect(risky.code).toBe(EXIT.failOn);
  });

  it("exit 2 on invalid input (address, chain, option, no key), 1 on a refused key", async () => {
    const bad = await cli(["scan", "not-an-address"]);
    expect(bad.code).toBe(EXIT.invalidInput);
    expect(bad.stderr).toMatch(/INVALID_INPUT, HTTP 400, request \S+/);
    expect((await cli(["scan", fx.clean.mint, "--chain", "dogechain"])).code).toBe(EXIT.invalidInput);
    expect((await cli(["scan", fx.clean.mint, "--fail-on", "extreme"])).code).toBe(EXIT.invalidInput);
    expect((await cli(["usage"], { env: { TOKEN_RISK_API_KEY: "" } })).code).toBe(EXIT.invalidInput);
    expect((await cli(["frobnicate"])).code).toBe(EXIT.invalidInput);
    expect((await cli(["usage"], { env: { TOKEN_RISK_API_KEY: "sk_live_wrong" } })).code).toBe(EXIT.error);
  });

  it("exit 3 when the quota is used up, 4 when the upstream is unavailable", async () => {
    const quota = await cli(["scan", fx.clean.mint], { env: { TOKEN_RISK_API_KEY: keys.quota } });
    expect(quota.code).toBe(EXIT.limited);
    expect(quota.stderr).toMatch(/QUOTA_EXCEEDED/);
    rpc.setMode("down");
    try {
      const down = await cli(["scan", fx.clean.mint, "--retries", "0"]);
      expect(down.code).toBe(EXIT.unavailable);
      expect(down.stderr).toMatch(/UPSTREAM_UNAVAILABLE, HTTP 503/);
    } finally {
      rpc.setMode("ok");
    }
    expect((await cli(["usage", "--url", "http://127.0.0.1:9", "--retries", "0"])).code).toBe(EXIT.unavailable);
  });

  it("batch from a file: NDJSON lines then a summary when piped, CSV on request; from stdin with -", async () => {
    const dir = mkdtempSync(join(tmpdir(), "client-cli-"));
    const file = join(dir, "tokens.txt");
    writeFileSync(file, `# tokens\n${fx.clean.mint}\n${fx["freeze-authority"].mint},solana\nnot-an-address\n`);
    const nd = await cli(["batch", file]);
    const lines = nd.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(
      lines
        .slice(0, 3)
        .map((l) => l.index)
        .sort(),
    ).toEqual([0, 1, 2]);
    expect(lines[3]).toMatchObject({ type: "summary", summary: { requested: 3, succeeded: 2, failed: 1 } });
    // An invalid item: the verdict is incomplete, so the exit code says invalid input.
    expect(nd.code).toBe(EXIT.invalidInput);

    const csv = await cli(["batch", "-", "--format", "csv"], {
      input: `${fx.clean.mint}\n${fx["freeze-authority"].mint}\n`,
    });
    expect(csv.code).toBe(EXIT.ok);
    const rows = csv.stdout.trim().split("\n");
    expect(rows[0]).toBe("index,token_address,chain,status,safety_score,risk_level,flags,unknown,error");
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((r) => r.includes(",solana,ok,"))).toBe(true);
    expect((await cli(["batch", join(dir, "missing.txt")])).code).toBe(EXIT.invalidInput);

    // More items than the plan's batch size (Free: 5) go as several batches; the second is rate limited (Free:
    // 1 request a second) and retried after its Retry-After.
    const six = ["clean", "freeze-authority", "mutable-metadata", "whale-80", "missing-metadata", "mint-authority"];
    const chunked = await cli(["batch", "-"], {
      input: six.map((n) => fx[n].mint).join("\n"),
      env: { TOKEN_RISK_API_KEY: keys.free },
    });
    expect(chunked.code).toBe(EXIT.ok);
    const out = chunked.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out.slice(0, 6).map((l) => [l.index, l.token_address])).toEqual(
      expect.arrayContaining(six.map((n, i) => [i, fx[n].mint])),
    );
    expect(out[6]).toMatchObject({ type: "summary", summary: { requested: 6, succeeded: 6, charged: 6 } });
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(spawnSync("script", ["--version"]).status !== 0)(
    "batch on a terminal: a progress bar and a table in request order",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "client-tty-"));
      const file = join(dir, "tokens.txt");
      writeFileSync(file, `${fx.clean.mint}\n${fx["freeze-authority"].mint}\n`);
      const tty = await cli(["batch", file], { tty: true });
      expect(tty.code).toBe(EXIT.ok);
      expect(tty.stdout).toContain(`[${"#".repeat(24)}] 2/2`);
      const rows = tty.stdout.split(/\r?\n/).filter((l) => /^\s+\d+\s{2}\S/.test(l));
      expect(rows.map((r) => r.trim().split(/\s+/)[1])).toEqual([fx.clean.mint, fx["freeze-authority"].mint]);
      expect(tty.stdout).toContain("2 analysed, 0 failed, 2 units charged");
      rmSync(dir, { recursive: true, force: true });
    },
  );

  it("usage and sandbox", async () => {
    const usage = await cli(["usage"]);
    expect(usage.code).toBe(EXIT.ok);
    expect(UsageSchema.parse(JSON.parse(usage.stdout)).tier).toBe("pro");
    const sandbox = await cli(["sandbox", "--platform", "--chain", "bnb"]);
    expect(sandbox.code).toBe(EXIT.ok);
    expect(JSON.parse(sandbox.stdout)).toMatchObject({ mode: "sandbox", chain: "bsc" });
    // The repository's own entry: `npm run cli -- ...` runs the source through tsx.
    const viaNpm = spawnSync("npm", ["run", "--silent", "cli", "--", "usage"], {
      encoding: "utf8",
      env: childEnv({ TOKEN_RISK_URL: server.url, TOKEN_RISK_API_KEY: keys.pro, HOME: process.env.HOME ?? "" }),
    });
    expect(viaNpm.status).toBe(EXIT.ok);
    expect(JSON.parse(viaNpm.stdout).tier).toBe("pro");
  });
});

describe("npm pack", () => {
  it("holds only the built ESM, types, README and LICENSE, installs outside the repository and makes a call", () => {
    const out = mkdtempSync(join(tmpdir(), "client-pack-"));
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--pack-destination", out], { cwd: PKG, encoding: "utf8" }),
    ) as { filename: string; files: { path: string }[] }[];
    const files = packed[0].files.map((f) => f.path).sort();
    expect(files).toContain("dist/index.js");
    expect(files).toContain("dist/index.d.ts");
    expect(files).toContain("dist/bin.js");
    expect(files.filter((f) => !f.startsWith("dist/"))).toEqual(["LICENSE", "README.md", "package.json"]);
    expect(files.filter((f) => f.startsWith("dist/")).every((f) => /\.(js|d\.ts)$/.test(f))).toBe(true);

    const app = mkdtempSync(join(tmpdir(), "client-install-"));
    writeFileSync(
      join(app, "package.json"),
      JSON.stringify({ name: "client-consumer", private: true, type: "module" }),
    );
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", join(out, packed[0].filename)], {
      cwd: app,
      encoding: "utf8",
    });
    writeFileSync(
      join(app, "call.mjs"),
      `import { createClient } from "@token-risk/client";
const client = createClient({ baseUrl: process.env.URL, apiKey: process.env.KEY });
const result = await client.sandbox({ mode: "platform" });
console.log(JSON.stringify(result));`,
    );
    const env = childEnv({ URL: server.url, KEY: keys.pro });
    const result = JSON.parse(execFileSync(process.execPath, ["call.mjs"], { cwd: app, env, encoding: "utf8" }));
    expect(PlatformScanResponseSchema.parse(result).mode).toBe("sandbox");
    // The installed types, as a consumer's TypeScript (NodeNext) sees them: results typed by mode, chains checked.
    writeFileSync(
      join(app, "check.ts"),
      `import { createClient, TokenRiskError, type Chain } from "@token-risk/client";
const client = createClient({ baseUrl: "http://localhost", apiKey: "k" });
export async function check(): Promise<[number, string, string | undefined]> {
  const full = await client.scan("x", { chain: "eth" });
  const platform = await client.scan("x", { mode: "platform" });
  const chain: Chain = "binance-smart-chain";
  // @ts-expect-error: not a chain the server accepts
  await client.scan("x", { chain: "polygon" });
  // @ts-expect-error: the platform JSON has no camelCase score
  platform.safetyScore;
  void chain;
  return [full.safetyScore, platform.risk_level, new TokenRiskError({ message: "", status: 0, reason: "" }).requestId];
}
`,
    );
    const tsc = spawnSync(
      process.execPath,
      [
        join(process.cwd(), "node_modules", "typescript", "bin", "tsc"),
        ...["--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext"],
        ...["--target", "es2022", "--lib", "es2022,dom,dom.iterable", "check.ts"],
      ],
      { cwd: app, encoding: "utf8" },
    );
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    // The installed bin.
    const bin = spawnSync(join(app, "node_modules", ".bin", "token-risk"), ["usage"], {
      env: childEnv({ TOKEN_RISK_URL: server.url, TOKEN_RISK_API_KEY: keys.pro }),
      encoding: "utf8",
    });
    expect(bin.status).toBe(0);
    expect(JSON.parse(bin.stdout).tier).toBe("pro");
    rmSync(out, { recursive: true, force: true });
    rmSync(app, { recursive: true, force: true });
  });
});
