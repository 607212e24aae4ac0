import { describe, expect, it } from "vitest";
import { accountForClaims, endAllSessions, revokeSession, SESSION_LIFETIME_SECONDS } from "@/lib/auth/sessions";
import {
  admitSignInAttempt,
  clearSignInFailures,
  SIGNIN_MAX_PER_ACCOUNT,
  SIGNIN_MAX_PER_CLIENT,
  SIGNIN_WINDOW_SECONDS,
} from "@/lib/auth/signin-throttle";
import { admitSignUp } from "@/lib/auth/signup-limits";
import { loadConfig } from "@/lib/config";
import { isApiError } from "@/lib/errors";
import { MemoryStore } from "@/lib/store/memory-store";

const settings = (over: Record<string, string> = {}) => loadConfig({ NODE_ENV: "test", ...over }).accounts;

async function admitted(fn: () => Promise<unknown>) {
  try {
    await fn();
    return true;
  } catch (err) {
    if (isApiError(err) && err.reason === "RATE_LIMITED") return false;
    throw err;
  }
}

describe("sign-up admission", () => {
  it("per client, then per /24, then the global ceiling, with Retry-After", async () => {
    const store = new MemoryStore();
    const s = settings({
      SIGNUP_PER_CLIENT_PER_HOUR: "2",
      SIGNUP_PER_NETWORK_PER_HOUR: "3",
      SIGNUP_GLOBAL_PER_MINUTE: "5",
    });
    const now = Date.now();
    expect(await admitted(() => admitSignUp(store, "203.0.113.1", s, now))).toBe(true);
    expect(await admitted(() => admitSignUp(store, "203.0.113.1", s, now))).toBe(true);
    expect(await admitted(() => admitSignUp(store, "203.0.113.1", s, now))).toBe(false); // client
    expect(await admitted(() => admitSignUp(store, "203.0.113.2", s, now))).toBe(true);
    expect(await admitted(() => admitSignUp(store, "203.0.113.3", s, now))).toBe(false); // same /24
    expect(await admitted(() => admitSignUp(store, "198.51.100.1", s, now))).toBe(true);
    expect(await admitted(() => admitSignUp(store, "192.0.2.1", s, now))).toBe(true);
    const err = await admitSignUp(store, "100.64.0.1", s, now).catch((e) => e);
    expect(err.reason).toBe("RATE_LIMITED"); // global: 5 per minute
    expect(err.message).toMatch(/busy/);
    expect(err.retryAfter).toBeGreaterThan(0);
  });

  it("IPv6 clients in one /64 share a bucket", async () => {
    const store = new MemoryStore();
    const s = settings({ SIGNUP_PER_CLIENT_PER_HOUR: "1", SIGNUP_PER_NETWORK_PER_HOUR: "2" });
    const now = Date.now();
    expect(await admitted(() => admitSignUp(store, "2001:db8:1:2::1", s, now))).toBe(true);
    expect(await admitted(() => admitSignUp(store, "2001:db8:1:2::2", s, now))).toBe(true);
    expect(await admitted(() => admitSignUp(store, "2001:db8:1:2::3", s, now))).toBe(false);
    expect(await admitted(() => admitSignUp(store, "2001:db8:1:3::1", s, now))).toBe(true);
  });
});

describe("sign-in throttle", () => {
  it("refuses after 5 attempts per account+client and 20 per account; success clears; the window ends", async () => {
    let t = Date.now();
    const store = new MemoryStore(() => t);
    for (let i = 0; i < SIGNIN_MAX_PER_CLIENT; i++)
      expect(await admitSignInAttempt(store, "a@example.com", "203.0.113.1")).toBe(true);
    expect(await admitSignInAttempt(store, "a@example.com", "203.0.113.1")).toBe(false);
    // Other clients still get their own 5, up to 20 for the account.
    let admittedCount = SIGNIN_MAX_PER_CLIENT;
    for (let c = 2; c < 10; c++)
      for (let i = 0; i < SIGNIN_MAX_PER_CLIENT; i++)
        if (await admitSignInAttempt(store, "a@example.com", `203.0.113.${c}`)) admittedCount++;
    expect(admittedCount).toBe(SIGNIN_MAX_PER_ACCOUNT);
    // Another account is unaffected.
    expect(await admitSignInAttempt(store, "b@example.com", "203.0.113.1")).toBe(true);
    await clearSignInFailures(store, "b@example.com", "203.0.113.1");
    t += SIGNIN_WINDOW_SECONDS * 1000 + 1;
    expect(await admitSignInAttempt(store, "a@example.com", "203.0.113.1")).toBe(true);
    await clearSignInFailures(store, "a@example.com", "203.0.113.1");
    expect(await store.getCounter(`signin-fail:acct:x`)).toBe(0);
  });
});

describe("sessions", () => {
  it("a session dies when signed out, and all die when the version is bumped", async () => {
    const store = new MemoryStore();
    await store.insertAccount({
      id: "acct_s",
      email: "s@example.com",
      passwordHash: null,
      tier: "pro",
      createdAt: new Date().toISOString(),
    });
    const now = Date.now();
    const sat = Math.floor(now / 1000) - 60;
    const a = { accountId: "acct_s", sid: "sid-a", sv: 0, sat, exp: Math.floor(now / 1000) + 3600 };
    const b = { accountId: "acct_s", sid: "sid-b", sv: 0, sat, exp: a.exp };
    expect(await accountForClaims(store, a, now)).not.toBeNull();
    await revokeSession(store, a, now);
    expect(await accountForClaims(store, a, now)).toBeNull();
    expect(await accountForClaims(store, b, now)).not.toBeNull();
    await endAllSessions(store, "acct_s");
    expect(await accountForClaims(store, b, now)).toBeNull();
    expect(await accountForClaims(store, { ...b, sid: "sid-c", sv: 1 }, now)).not.toBeNull();
    // Tokens without a sign-in time or a session id (from before sessions ended) are refused.
    expect(await accountForClaims(store, { accountId: "acct_s", sid: "sid-d", sv: 1 }, now)).toBeNull();
    expect(await accountForClaims(store, { accountId: "acct_s", sat, sv: 1 }, now)).toBeNull();
  });

  it("a session ends SESSION_LIFETIME_SECONDS after sign-in, and its revocation lasts until then", async () => {
    const store = new MemoryStore();
    await store.insertAccount({
      id: "acct_t",
      email: "t@example.com",
      passwordHash: null,
      tier: "pro",
      createdAt: new Date().toISOString(),
    });
    const now = Date.now();
    const sat = Math.floor(now / 1000) - 3600;
    const c = { accountId: "acct_t", sid: "sid-t", sv: 0, sat, exp: Math.floor(now / 1000) + 3600 };
    expect(await accountForClaims(store, c, now)).not.toBeNull();
    expect(await accountForClaims(store, c, (sat + SESSION_LIFETIME_SECONDS) * 1000 - 1000)).not.toBeNull();
    expect(await accountForClaims(store, c, (sat + SESSION_LIFETIME_SECONDS) * 1000)).toBeNull();
    await revokeSession(store, c, now);
    // Revoked until the absolute end (not the token's own, earlier, exp).
    expect(await accountForClaims(store, c, (sat + SESSION_LIFETIME_SECONDS) * 1000 - 1000)).toBeNull();
  });
});

describe("configuration", () => {
  it("production refuses to start with sign-up on and no SMTP_URL, MAIL_FROM or NEXTAUTH_URL", () => {
    const prod = { NODE_ENV: "production", NEXTAUTH_URL: "https://app.example", MAIL_FROM: "a@app.example" };
    expect(() => loadConfig(prod)).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...prod, SMTP_URL: "smtp://mail.example:587", MAIL_FROM: "" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...prod, SMTP_URL: "smtp://mail.example:587", NEXTAUTH_URL: "" })).toThrow(
      /NEXTAUTH_URL/,
    );
    expect(() => loadConfig({ ...prod, SMTP_URL: "https://mail.example" })).toThrow(/smtp/);
    expect(loadConfig({ ...prod, SIGNUP: "off" }).accounts.signupEnabled).toBe(false);
    expect(loadConfig({ ...prod, SMTP_URL: "smtps://u:p@mail.example:465" }).accounts).toMatchObject({
      smtpUrl: "smtps://u:p@mail.example:465",
      publicOrigin: "https://app.example",
    });
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(loadConfig({}).accounts).toMatchObject({
      smtpUrl: null,
      signupEnabled: true,
      clientIp: { vercel: false, trustedProxyHops: 0 },
    });
  });
});
