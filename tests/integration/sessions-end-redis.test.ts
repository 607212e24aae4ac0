/**
 * Issue 24 item 4 on the deployed shape: two `next start` instances share one real redis-server
 * behind the Upstash REST bridge. Sessions end: a token lives at most the session lifetime (7 days
 * from sign-in, refresh included); a signed-out session is never renewed by /api/auth/session, and
 * its revocation is kept until the latest moment any copy of it could still be valid. Also item 1's
 * email check on the report page (the account's tier is changed in Redis, as an operator would).
 */
import { randomBytes } from "node:crypto";
import { Redis } from "@upstash/redis";
import { decode, encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../support/http-client";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import { fixtureAddress } from "../support/solana-fixtures";

const TOKEN = "sessions-end-bridge-token";
const SECRET = "test-nextauth-secret-0123456789abcdef"; // tests/support/next-server.ts
const DAY = 86_400;
const rb = useRedisBridge(TOKEN);
let a: NextServer;
let b: NextServer;

beforeAll(async () => {
  const env = {
    SEED_FILE: writeSeedFile().path,
    UPSTASH_REDIS_REST_URL: rb.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
  };
  [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const sessionCookieOf = (c: HttpClient) => /next-auth\.session-token=([^;]+)/.exec(c.cookieHeader())![1];
const claimsOf = async (jwt: string) =>
  (await decode({ token: jwt, secret: SECRET })) as { sid: string; exp: number; iat: number } | null;
const withCookie = (jwt: string) => ({ cookie: `next-auth.session-token=${jwt}`, origin: a.url });
const sessionEndpoint = (server: NextServer, jwt: string) =>
  fetch(server.url + "/api/auth/session", { headers: { cookie: `next-auth.session-token=${jwt}` } });
const renewedToken = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => /^next-auth\.session-token=([^;]*)/.exec(c)?.[1])
    .find((v) => v) ?? null;

describe("sessions end (issue 24 item 4)", () => {
  it("a token expires with the session (7 days), not next-auth's 30-day default", async () => {
    const c = new HttpClient(a.url);
    expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const claims = (await claimsOf(sessionCookieOf(c)))!;
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now + 7 * DAY - 120);
    expect(claims.exp).toBeLessThanOrEqual(now + 7 * DAY + 60);
  });

  it("a refresh never moves a session's end past 7 days from sign-in", async () => {
    // A session signed in 6.9 days ago, as its last refresh left it: next-auth would renew it for 7 more days.
    const sat = Math.floor(Date.now() / 1000) - Math.round(6.9 * DAY);
    const old = await encode({
      secret: SECRET,
      maxAge: 7 * DAY,
      token: { accountId: "acct_pro", sid: randomBytes(16).toString("base64url"), sv: 0, sat },
    });
    const res = await sessionEndpoint(b, old);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user?: unknown }).user).toBeDefined(); // still a live session
    const refreshed = renewedToken(res);
    expect(refreshed).not.toBeNull();
    const claims = (await claimsOf(refreshed!))!;
    expect(claims.exp).toBeLessThanOrEqual(sat + 7 * DAY);
    expect(claims.exp).toBeGreaterThan(sat + 7 * DAY - 60);
  });

  it("a signed-out token under a chunked cookie name (next-auth joins `<name>.N`) is not renewed either", async () => {
    const c = new HttpClient(a.url);
    expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const old = sessionCookieOf(c);
    await c.signOut();
    const half = Math.floor(old.length / 2);
    for (const cookie of [
      `next-auth.session-token.0=${old}`,
      `next-auth.session-token.0=${old.slice(0, half)}; next-auth.session-token.1=${old.slice(half)}`,
    ]) {
      const res = await fetch(b.url + "/api/auth/session", { headers: { cookie } });
      expect(await res.json(), cookie).toEqual({});
      expect(renewedToken(res), cookie).toBeNull();
    }
    // A live session under a chunked name is no session for the gate (the API refuses it).
    const live = new HttpClient(a.url);
    expect(await live.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const token = sessionCookieOf(live);
    const chunked = { cookie: `next-auth.session-token.0=${token}` };
    expect((await fetch(a.url + "/api/keys", { headers: chunked })).status).toBe(401);
    expect((await fetch(a.url + "/api/keys", { headers: { cookie: `next-auth.session-token=${token}` } })).status).toBe(
      200,
    );
  });

  it("a signed-out session is not renewed by /api/auth/session, and stays revoked as long as any copy could live", async () => {
    const c = new HttpClient(a.url);
    expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const old = sessionCookieOf(c);
    const { sid } = (await claimsOf(old))!;
    await c.signOut();

    const res = await sessionEndpoint(b, old);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(renewedToken(res)).toBeNull();
    // Nor by its update form (POST).
    const update = await fetch(a.url + "/api/auth/session", {
      method: "POST",
      headers: { cookie: `next-auth.session-token=${old}`, "content-type": "application/json", origin: a.url },
      body: "{}",
    });
    expect(await update.json()).toEqual({});
    expect(renewedToken(update)).toBeNull();

    const redis = new Redis({ url: rb.url, token: TOKEN });
    const ttl = await redis.ttl(`trk:v1:session-revoked:${sid}`);
    expect(ttl).toBeGreaterThan(7 * DAY - 120);
    // The API on either instance refuses the old cookie.
    for (const s of [a, b])
      expect((await fetch(s.url + "/api/keys", { headers: withCookie(old) })).status, s.url).toBe(401);
  });

  it("a token older than the absolute session lifetime is refused everywhere, even freshly re-signed", async () => {
    const now = Math.floor(Date.now() / 1000);
    // What a session signed in 8 days ago would look like after a refresh: fresh exp, old sign-in.
    const aged = await encode({
      secret: SECRET,
      maxAge: 7 * DAY,
      token: { accountId: "acct_pro", sid: randomBytes(16).toString("base64url"), sv: 0, sat: now - 8 * DAY },
    });
    expect((await fetch(a.url + "/api/keys", { headers: withCookie(aged) })).status).toBe(401);
    const res = await sessionEndpoint(b, aged);
    expect(await res.json()).toEqual({});
    expect(renewedToken(res)).toBeNull();
    // The same token with a recent sign-in is a live session (the control).
    const recent = await encode({
      secret: SECRET,
      maxAge: 7 * DAY,
      token: { accountId: "acct_pro", sid: randomBytes(16).toString("base64url"), sv: 0, sat: now - 60 },
    });
    expect((await fetch(a.url + "/api/keys", { headers: withCookie(recent) })).status).toBe(200);
  });
});

describe("the report page asks the same gate as the API (issue 24 item 1)", () => {
  it("a Pro account whose email is unverified is not offered a scan on the page, and the API refuses it", async () => {
    const c = new HttpClient(a.url);
    const email = `unverified-${Date.now()}@example.com`;
    const created = await c.fetch("/api/auth/signup", {
      method: "POST",
      json: { email, password: "correct horse battery staple" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // An operator upgrades the account before its owner confirmed the address.
    await new Redis({ url: rb.url, token: TOKEN }).hset(`trk:v1:acct:${id}`, { tier: "pro" });
    expect(await c.signIn(email, "correct horse battery staple")).toBe(true);

    const html = await (await c.fetch(`/token/${fixtureAddress("unverified-page")}`)).text();
    expect(html).toContain("Confirm your email address first");
    expect(html).not.toContain('data-testid="scan-now"');
    const api = await c.fetch("/api/v1/scan", {
      method: "POST",
      json: { tokenAddress: fixtureAddress("unverified-page") },
      headers: { origin: a.url },
    });
    expect(api.status).toBe(403);
    expect((await api.json()).reason).toBe("EMAIL_UNVERIFIED");
  });
});
