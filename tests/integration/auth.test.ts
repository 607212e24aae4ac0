import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { verificationLinkIn } from "../support/smtp-sink";

let server: NextServer;
let seed: ReturnType<typeof writeSeedFile>;

beforeAll(async () => {
  seed = writeSeedFile();
  server = await startNextServer({ SEED_FILE: seed.path, NEXTAUTH_SECRET: "test-nextauth-secret-0123456789abcdef" });
});
afterAll(async () => {
  await server?.stop();
});

// 401 for every credential that does not qualify, on every route: tests/integration/route-auth.test.ts (derived from the registry).

describe("sessions", () => {
  it("sign up, sign in, use the key console, sign out", async () => {
    const c = new HttpClient(server.url);
    const email = `user${Date.now()}@example.com`;
    const signup = await c.fetch("/api/auth/signup", {
      method: "POST",
      json: { email, password: "correct horse battery" },
    });
    expect(signup.status).toBe(201);
    expect(await signup.json()).toMatchObject({ email, tier: "free", emailVerified: false });

    const dup = await c.fetch("/api/auth/signup", {
      method: "POST",
      json: { email, password: "correct horse battery" },
    });
    // The same answer as a new address (no account enumeration, issue 24): nothing is created.
    expect(dup.status).toBe(201);

    expect(await new HttpClient(server.url).signIn(email, "wrong password!!")).toBe(false);
    expect(await c.signIn(email, "correct horse battery")).toBe(true);

    const list = await c.fetch("/api/keys");
    expect(list.status).toBe(200);
    expect((await list.json()).keys).toEqual([]);

    // CSRF: a session mutation without our Origin is refused.
    const noOrigin = await c.fetch("/api/keys", { method: "POST", json: { name: "bot" } });
    expect(noOrigin.status).toBe(403);
    const evil = await c.fetch("/api/keys", {
      method: "POST",
      json: { name: "bot" },
      headers: { origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);

    // Keys wait for the emailed confirmation link (received by the real SMTP sink).
    const unverified = await c.fetch("/api/keys", {
      method: "POST",
      json: { name: "bot" },
      headers: { origin: server.url },
    });
    expect(unverified.status).toBe(403);
    expect((await envelope(unverified)).reason).toBe("EMAIL_UNVERIFIED");
    const link = verificationLinkIn(await server.mail!.waitFor((m) => m.to.includes(email)))!;
    expect((await fetch(link, { redirect: "manual" })).headers.get("location")).toBe("/signin?verified=1");

    const created = await c.fetch("/api/keys", {
      method: "POST",
      json: { name: "bot" },
      headers: { origin: server.url },
    });
    expect(created.status).toBe(201);
    const key = await created.json();
    expect(key.key).toMatch(/^trk_live_/);
    expect(key.prefix).toBe(key.key.slice(0, 13));

    // The new key works on the API; the listing never shows it again.
    const sandbox = await fetch(server.url + "/api/v1/scan/sandbox", {
      method: "POST",
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(sandbox.status).toBe(200);
    // Last-used is written after the response (issue 17: writes that need not block the answer).
    let listed = (await (await c.fetch("/api/keys")).json()).keys;
    for (let i = 0; i < 40 && listed[0].lastUsedAt === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
      listed = (await (await c.fetch("/api/keys")).json()).keys;
    }
    expect(JSON.stringify(listed)).not.toContain(key.key);
    expect(listed[0].lastUsedAt).not.toBeNull();

    // Revoked keys stop working at once.
    const revoked = await c.fetch(`/api/keys/${key.id}`, { method: "DELETE", headers: { origin: server.url } });
    expect(revoked.status).toBe(200);
    const after = await fetch(server.url + "/api/v1/scan/sandbox", {
      method: "POST",
      headers: { "x-api-key": key.key },
    });
    expect(after.status).toBe(401);

    const old = c.cookieHeader();
    await c.signOut();
    expect((await c.fetch("/api/keys")).status).toBe(401);
    // The signed-out cookie itself is dead too, not just deleted from this client.
    expect((await fetch(server.url + "/api/keys", { headers: { cookie: old } })).status).toBe(401);
  });

  it("rotate issues a working key and kills the old one", async () => {
    const c = new HttpClient(server.url);
    expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const first = await (
      await c.fetch("/api/keys", { method: "POST", json: { name: "rot" }, headers: { origin: server.url } })
    ).json();
    const rotated = await c.fetch(`/api/keys/${first.id}/rotate`, { method: "POST", headers: { origin: server.url } });
    expect(rotated.status).toBe(201);
    const second = await rotated.json();
    expect(second.key).not.toBe(first.key);
    const use = (k: string) =>
      fetch(server.url + "/api/v1/scan/sandbox", { method: "POST", headers: { authorization: `Bearer ${k}` } });
    expect((await use(first.key)).status).toBe(401);
    expect((await use(second.key)).status).toBe(200);
  });

  it("session-only routes refuse API keys and anonymous callers with 401", async () => {
    for (const headers of [{}, { authorization: `Bearer ${seed.keys.enterprise}` }] as Record<string, string>[]) {
      const res = await fetch(server.url + "/api/keys", { headers });
      expect(res.status).toBe(401);
      expect((await envelope(res)).reason).toBe("UNAUTHORIZED");
    }
  });

  it("a Free session is refused on scan routes with 403; a Pro session is served", async () => {
    const free = new HttpClient(server.url);
    expect(await free.signIn("free@example.com", "free-password-1")).toBe(true);
    const refused = await free.fetch("/api/v1/scan/sandbox", {
      method: "POST",
      json: {},
      headers: { origin: server.url },
    });
    expect(refused.status).toBe(403);
    expect((await envelope(refused)).reason).toBe("INSUFFICIENT_TIER");

    const pro = new HttpClient(server.url);
    expect(await pro.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const ok = await pro.fetch("/api/v1/scan/sandbox", { method: "POST", json: {}, headers: { origin: server.url } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).mode).toBe("sandbox");
  });

  it("dashboard pages redirect visitors without a session to sign-in", async () => {
    const res = await fetch(server.url + "/dashboard/keys", { redirect: "manual" });
    expect([302, 307]).toContain(res.status);
    expect(res.headers.get("location")).toContain("/signin?callbackUrl=%2Fdashboard%2Fkeys");
  });
});

describe("hostile session cookies", () => {
  it("a malformed or forged session cookie is no session (401), never a 500", async () => {
    for (const cookie of [
      "next-auth.session-token={K{%vlHd+x",
      "next-auth.session-token=%E0%A4%A",
      "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged",
    ]) {
      const res = await fetch(server.url + "/api/keys", {
        method: "POST",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status, cookie).toBe(401);
      expect((await envelope(res)).reason).toBe("UNAUTHORIZED");
    }
  });
});
