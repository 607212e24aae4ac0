/**
 * The account surface on the production store: two `next start` instances share one real Redis
 * (Upstash REST bridge, production client). Verification links, sign-out, "sign out everywhere",
 * sign-in throttling and sign-up limits hold across instances.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../support/http-client";
import { type NextServer, startNextServer } from "../support/next-server";
import { useRedisBridge } from "../support/redis-fixture";
import { writeSeedFile } from "../support/seed";
import { verificationLinkIn } from "../support/smtp-sink";

const TOKEN = "account-bridge-token";
const PASSWORD = "correct horse battery staple";
const rb = useRedisBridge(TOKEN);
let a: NextServer;
let b: NextServer;
let n = 0;
const freshEmail = () => `redis-acct-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  const env = {
    SEED_FILE: writeSeedFile().path,
    UPSTASH_REDIS_REST_URL: rb.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    STORE_TIMEOUT_MS: "1500",
  };
  [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const signUp = (s: NextServer, email: string) =>
  fetch(s.url + "/api/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });

describe("two instances, one Redis", () => {
  it("a link mailed by one instance verifies on the other, once; sign-up limits are shared", async () => {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 6; i++) {
      const email = freshEmail();
      emails.push(email);
      statuses.push((await signUp(i % 2 ? b : a, email)).status);
    }
    // One client (127.0.0.1), 5 sign-ups an hour between both instances.
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const link = verificationLinkIn(await a.mail!.waitFor((m) => m.to.includes(emails[0])))!;
    const onB = link.replace(a.url, b.url);
    expect((await fetch(onB, { redirect: "manual" })).headers.get("location")).toBe("/signin?verified=1");
    expect((await fetch(link, { redirect: "manual" })).headers.get("location")).toBe("/signin?verify=used");
    const c = new HttpClient(b.url);
    expect(await c.signIn(emails[0], PASSWORD)).toBe(true);
    expect((await c.fetch("/api/keys", { method: "POST", json: {}, headers: { origin: b.url } })).status).toBe(201);
  });

  it("a cookie signed out on one instance is refused by the other; sign out everywhere reaches both", async () => {
    const c = new HttpClient(a.url);
    expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const cookie = c.cookieHeader();
    expect((await fetch(b.url + "/api/keys", { headers: { cookie } })).status).toBe(200);
    await c.signOut();
    expect((await fetch(b.url + "/api/keys", { headers: { cookie } })).status).toBe(401);

    const x = new HttpClient(a.url);
    const y = new HttpClient(b.url);
    expect(await x.signIn("ent@example.com", "ent-password-1")).toBe(true);
    expect(await y.signIn("ent@example.com", "ent-password-1")).toBe(true);
    expect(
      (await y.fetch("/api/auth/sign-out-everywhere", { method: "POST", headers: { origin: b.url } })).status,
    ).toBe(200);
    expect((await x.fetch("/api/keys")).status).toBe(401);
  });

  it("failed sign-ins count across instances: 3 + 3 wrong, then the right password is refused", async () => {
    // The sign-up allowance of this client was used above: a seeded account serves.
    for (let i = 0; i < 6; i++)
      expect(await new HttpClient(i % 2 ? b.url : a.url).signIn("free@example.com", `wrong password ${i}`)).toBe(false);
    expect(await new HttpClient(a.url).signIn("free@example.com", "free-password-1")).toBe(false);
    expect(await new HttpClient(b.url).signIn("free@example.com", "free-password-1")).toBe(false);
  });
});
