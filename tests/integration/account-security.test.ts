/**
 * Issue 16, items 1–5, against the production server (`next start`) with a real SMTP sink:
 * trusted client address and sign-up limits, email verification, sign-in throttling and the
 * password policy, sessions that end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, HttpClient } from "../support/http-client";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { type MailSink, verificationLinkIn } from "../support/smtp-sink";

let server: NextServer;
let mail: MailSink;
const PASSWORD = "correct horse battery staple";
let n = 0;
const freshEmail = () => `acct-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  // Several sign-ups from 127.0.0.1 in this file: raise the per-client limit here only.
  server = await startNextServer({
    SEED_FILE: writeSeedFile().path,
    SIGNUP_PER_CLIENT_PER_HOUR: "100",
    SIGNUP_PER_NETWORK_PER_HOUR: "100",
    SIGNUP_GLOBAL_PER_MINUTE: "100",
  });
  mail = server.mail!;
});
afterAll(async () => {
  await server?.stop();
});

async function signUp(c: HttpClient, email: string, password = PASSWORD) {
  return c.fetch("/api/auth/signup", { method: "POST", json: { email, password } });
}
const mailTo = (email: string) => mail.waitFor((m) => m.to.includes(email));
const withOrigin = () => ({ origin: server.url });

describe("email verification (real SMTP sink)", () => {
  it("sign-up mails a link; until it is used the account can sign in but not create keys or use metered routes; the link works once", async () => {
    const c = new HttpClient(server.url);
    const email = freshEmail();
    const res = await signUp(c, email);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email, tier: "free", emailVerified: false, verification: { sent: true } });

    const message = await mailTo(email);
    expect(message.from).toBe("no-reply@test.example");
    expect(message.subject).toMatch(/Confirm your email/);
    const link = verificationLinkIn(message)!;
    expect(link.startsWith(`${server.url}/api/auth/verify?token=`)).toBe(true);

    expect(await c.signIn(email, PASSWORD)).toBe(true);
    const refused = await c.fetch("/api/keys", { method: "POST", json: { name: "k" }, headers: withOrigin() });
    expect(refused.status).toBe(403);
    expect((await envelope(refused)).reason).toBe("EMAIL_UNVERIFIED");
    const metered = await c.fetch("/api/v1/scan/sandbox", { method: "POST", json: {}, headers: withOrigin() });
    expect(metered.status).toBe(403);
    expect((await envelope(metered)).reason).toBe("EMAIL_UNVERIFIED");
    // The dashboard itself works and says what is missing.
    const page = await c.fetch("/dashboard");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm your email address");

    const first = await fetch(link, { redirect: "manual" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/signin?verified=1");
    const second = await fetch(link, { redirect: "manual" });
    expect(second.headers.get("location")).toBe("/signin?verify=used");

    const created = await c.fetch("/api/keys", { method: "POST", json: { name: "k" }, headers: withOrigin() });
    expect(created.status).toBe(201);
    expect((await c.fetch("/dashboard").then((r) => r.text())).includes("Confirm your email address")).toBe(false);
  });

  it("a forged or altered link verifies nothing", async () => {
    const c = new HttpClient(server.url);
    const email = freshEmail();
    await signUp(c, email);
    const link = verificationLinkIn(await mailTo(email))!;
    const tampered = link.replace(/.$/, (ch) => (ch === "A" ? "B" : "A"));
    expect((await fetch(tampered, { redirect: "manual" })).headers.get("location")).toBe("/signin?verify=invalid");
    expect((await fetch(`${server.url}/api/auth/verify`, { redirect: "manual" })).headers.get("location")).toBe(
      "/signin?verify=invalid",
    );
    expect(await c.signIn(email, PASSWORD)).toBe(true);
    const refused = await c.fetch("/api/keys", { method: "POST", json: {}, headers: withOrigin() });
    expect((await envelope(refused)).reason).toBe("EMAIL_UNVERIFIED");
  });

  it("resend mails a new working link, limited to 3 an hour per account; seeded accounts need no link", async () => {
    const c = new HttpClient(server.url);
    const email = freshEmail();
    await signUp(c, email);
    await mailTo(email);
    expect(await c.signIn(email, PASSWORD)).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await c.fetch("/api/auth/resend", { method: "POST", headers: withOrigin() })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await mail.waitFor(() => mail.messages.filter((m) => m.to.includes(email)).length === 4);
    const links = mail.messages.filter((m) => m.to.includes(email)).map(verificationLinkIn);
    expect(new Set(links).size).toBe(4);
    expect((await fetch(links[3]!, { redirect: "manual" })).headers.get("location")).toBe("/signin?verified=1");
    const again = await c.fetch("/api/auth/resend", { method: "POST", headers: withOrigin() });
    expect(again.status).toBe(409);

    const seeded = new HttpClient(server.url);
    expect(await seeded.signIn("free@example.com", "free-password-1")).toBe(true);
    expect((await seeded.fetch("/api/keys", { method: "POST", json: {}, headers: withOrigin() })).status).toBe(201);
  });
});

describe("no account enumeration at sign-up (issue 24 item 7)", () => {
  it("a new and an existing address get the same status, body and timing class, past the notice limit too; the owner is mailed instead", async () => {
    const owner = freshEmail();
    const created = await signUp(new HttpClient(server.url), owner);
    expect(created.status).toBe(201);
    const ownerId = ((await created.json()) as { id: string }).id;
    await mailTo(owner);

    const timed = async (email: string) => {
      const t0 = performance.now();
      const res = await signUp(new HttpClient(server.url), email, "another long passphrase 42");
      return { ms: performance.now() - t0, status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const fresh: Awaited<ReturnType<typeof timed>>[] = [];
    const existing: Awaited<ReturnType<typeof timed>>[] = [];
    // A slow mail server: an answer that waited for it would stand out from one that did not. The
    // fourth attempt on the existing address is past its notice limit (3 an hour): no mail at all.
    mail.delayMs = 1_500;
    try {
      for (let i = 0; i < 4; i++) {
        fresh.push(await timed(freshEmail()));
        existing.push(await timed(owner));
      }
    } finally {
      mail.delayMs = 0;
    }
    const shape = (b: Record<string, unknown>) => ({
      keys: Object.keys(b).sort(),
      id: /^acct_[0-9a-f]{16}$/.test(String(b.id)),
      tier: b.tier,
      emailVerified: b.emailVerified,
      verification: b.verification,
    });
    for (const r of [...fresh, ...existing]) {
      expect(r.status).toBe(201);
      expect(shape(r.body)).toEqual(shape(fresh[0].body));
    }
    for (const r of existing) {
      expect(r.body.email).toBe(owner);
      expect(r.body.id).not.toBe(ownerId);
    }
    // Timing class, not timing: one attempt under CI load varies by more than 2x either way (seen: an
    // existing address 96 ms against a new address's median of 192 ms), while an answer that waited
    // on the slow mail server (1.5 s) would stand out in the medians and in every single attempt.
    const median = (xs: number[]) => {
      const s = [...xs].sort((x, y) => x - y);
      return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
    };
    const f = median(fresh.map((r) => r.ms));
    const e = median(existing.map((r) => r.ms));
    const times = existing.map((r) => r.ms.toFixed(0)).join(", ");
    console.log(`[sign-up timing] median new address ${f.toFixed(0)} ms, existing address ${times} ms`);
    expect(Math.max(f, e) / Math.min(f, e), `median new ${f.toFixed(0)} ms, existing ${e.toFixed(0)} ms`).toBeLessThan(
      2,
    );
    for (const [i, r] of existing.entries())
      expect(r.ms, `attempt ${i + 1}: new ${f.toFixed(0)} ms, existing ${r.ms.toFixed(0)} ms`).toBeLessThan(f + 1_500);

    // The owner learns of the attempts (rate-limited: 3 an hour), and the account is unchanged.
    await mail.waitFor(() => mail.messages.filter((m) => m.to.includes(owner)).length >= 2);
    const notices = mail.messages.filter((m) => m.to.includes(owner) && /already has an account/i.test(m.subject));
    expect(notices.length).toBeGreaterThanOrEqual(1);
    expect(notices.length).toBeLessThanOrEqual(3);
    expect(verificationLinkIn(notices[0])).toBeNull();
    const c = new HttpClient(server.url);
    expect(await c.signIn(owner, PASSWORD)).toBe(true);
  });
});

describe("password policy", () => {
  it("refuses weak passwords at sign-up with the reason, and creates nothing", async () => {
    for (const password of ["1234567890", "aaaaaaaaaa", "          ", "password1234"]) {
      const email = freshEmail();
      const res = await signUp(new HttpClient(server.url), email, password);
      expect(res.status, JSON.stringify(password)).toBe(400);
      const env = await envelope(res);
      expect(env.reason).toBe("INVALID_INPUT");
      expect(env.error).toMatch(/Password/);
      expect(await new HttpClient(server.url).signIn(email, password)).toBe(false);
    }
  });
});

describe("sign-in throttling", () => {
  it("after 10 wrong passwords the right one is refused, with the same answer; other accounts are unaffected", async () => {
    const email = freshEmail();
    await signUp(new HttpClient(server.url), email);
    const bodies: string[] = [];
    for (let i = 0; i < 10; i++) {
      const c = new HttpClient(server.url);
      expect(await c.signIn(email, `wrong password number ${i}`)).toBe(false);
    }
    // What the client sees for a throttled right password equals a wrong password's answer.
    for (const password of ["wrong password again!", PASSWORD]) {
      const c = new HttpClient(server.url);
      const { csrfToken } = await (await c.fetch("/api/auth/csrf")).json();
      const res = await c.fetch("/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
      });
      bodies.push(`${res.status} ${res.headers.get("location")?.replace(/csrf=[^&]+/, "")} ${await res.text()}`);
      expect(c.hasCookie("next-auth.session-token")).toBe(false);
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(await new HttpClient(server.url).signIn("pro@example.com", "pro-password-1")).toBe(true);
  });

  it("a successful sign-in resets the count", async () => {
    const email = freshEmail();
    await signUp(new HttpClient(server.url), email);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect(await new HttpClient(server.url).signIn(email, "not the password at all")).toBe(false);
      expect(await new HttpClient(server.url).signIn(email, PASSWORD), `round ${round}`).toBe(true);
    }
  });
});

describe("sessions that end", () => {
  it("the old cookie after sign-out gets 401 (and the dashboard sends it to sign-in)", async () => {
    const c = new HttpClient(server.url);
    expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);
    const old = c.cookieHeader();
    expect((await fetch(server.url + "/api/keys", { headers: { cookie: old } })).status).toBe(200);
    await c.signOut();
    const res = await fetch(server.url + "/api/keys", { headers: { cookie: old } });
    expect(res.status).toBe(401);
    expect((await envelope(res)).reason).toBe("UNAUTHORIZED");
    const page = await fetch(server.url + "/dashboard/keys", { headers: { cookie: old }, redirect: "manual" });
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toContain("/signin?callbackUrl=%2Fdashboard");
  });

  it("sign-out on one device leaves the others; sign out everywhere ends them all at once", async () => {
    const a = new HttpClient(server.url);
    const b = new HttpClient(server.url);
    const d = new HttpClient(server.url);
    for (const c of [a, b, d]) expect(await c.signIn("ent@example.com", "ent-password-1")).toBe(true);
    await d.signOut();
    expect((await b.fetch("/api/keys")).status).toBe(200);
    const oldA = a.cookieHeader();
    const refusedCrossSite = await b.fetch("/api/auth/sign-out-everywhere", { method: "POST" });
    expect(refusedCrossSite.status).toBe(403);
    const done = await b.fetch("/api/auth/sign-out-everywhere", { method: "POST", headers: withOrigin() });
    expect(done.status).toBe(200);
    expect((await fetch(server.url + "/api/keys", { headers: { cookie: oldA } })).status).toBe(401);
    expect((await b.fetch("/api/keys")).status).toBe(401);
    // A fresh sign-in works again.
    expect(await a.signIn("ent@example.com", "ent-password-1")).toBe(true);
    expect((await a.fetch("/api/keys")).status).toBe(200);
  });

  it("a password change checks the current password and the policy, then ends every session", async () => {
    const email = freshEmail();
    await signUp(new HttpClient(server.url), email);
    const a = new HttpClient(server.url);
    const b = new HttpClient(server.url);
    expect(await a.signIn(email, PASSWORD)).toBe(true);
    expect(await b.signIn(email, PASSWORD)).toBe(true);
    const weak = await a.fetch("/api/auth/password", {
      method: "POST",
      json: { currentPassword: PASSWORD, newPassword: "aaaaaaaaaa" },
      headers: withOrigin(),
    });
    expect(weak.status).toBe(400);
    const wrong = await a.fetch("/api/auth/password", {
      method: "POST",
      json: { currentPassword: "not my password", newPassword: "a brand new passphrase" },
      headers: withOrigin(),
    });
    expect(wrong.status).toBe(403);
    const oldB = b.cookieHeader();
    const ok = await a.fetch("/api/auth/password", {
      method: "POST",
      json: { currentPassword: PASSWORD, newPassword: "a brand new passphrase" },
      headers: withOrigin(),
    });
    expect(ok.status).toBe(200);
    expect((await fetch(server.url + "/api/keys", { headers: { cookie: oldB } })).status).toBe(401);
    expect((await a.fetch("/api/keys")).status).toBe(401);
    expect(await new HttpClient(server.url).signIn(email, PASSWORD)).toBe(false);
    expect(await new HttpClient(server.url).signIn(email, "a brand new passphrase")).toBe(true);
  });
});

describe("client address and sign-up limits", () => {
  it("30 sign-ups with 30 spoofed X-Forwarded-For values from one client admit at most the per-client limit (5)", async () => {
    const s = await startNextServer({ SEED_FILE: writeSeedFile().path });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await fetch(s.url + "/api/auth/signup", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `198.51.${i}.${i + 7}`,
            "x-real-ip": `203.0.113.${i}`,
          },
          body: JSON.stringify({ email: `spoof-${i}-${Date.now()}@example.com`, password: PASSWORD }),
        });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses.filter((st) => st === 201)).toHaveLength(5);
      expect(statuses.filter((st) => st === 429)).toHaveLength(25);
    } finally {
      await s.stop();
    }
  });

  it("behind one trusted proxy: per client, per /24 and the global ceiling; sign-in keeps working when sign-up is saturated", async () => {
    const s = await startNextServer({
      SEED_FILE: writeSeedFile().path,
      TRUSTED_PROXY_HOPS: "1",
      SIGNUP_PER_CLIENT_PER_HOUR: "2",
      SIGNUP_PER_NETWORK_PER_HOUR: "3",
      SIGNUP_GLOBAL_PER_MINUTE: "6",
    });
    try {
      // The test plays the proxy: it appends the client address it saw as the last entry.
      const from = async (xff: string) => {
        const res = await fetch(s.url + "/api/auth/signup", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": xff },
          body: JSON.stringify({ email: freshEmail(), password: PASSWORD }),
        });
        return res.status === 429 ? `429 ${(await envelope(res)).error.split(".")[0]}` : String(res.status);
      };
      expect(await from("203.0.113.10")).toBe("201");
      expect(await from("6.6.6.6, 203.0.113.10")).toBe("201"); // a client-added entry does not change who it is
      expect(await from("7.7.7.7, 203.0.113.10")).toBe("429 Too many sign-ups from this address");
      expect(await from("203.0.113.11")).toBe("201");
      expect(await from("203.0.113.12")).toBe("429 Too many sign-ups from this network");
      expect(await from("2001:db8:0:1::1")).toBe("201");
      expect(await from("198.51.100.1")).toBe("201");
      expect(await from("192.0.2.1")).toBe("201");
      expect(await from("100.64.0.1")).toBe("429 Sign-ups are busy right now; existing accounts are not affected");
      const c = new HttpClient(s.url);
      expect(await c.signIn("pro@example.com", "pro-password-1")).toBe(true);

      // Sign-in throttling keys on the same client address (next-auth's authorize() sees it too).
      const signInFrom = async (xff: string, password: string) => {
        const client = new HttpClient(s.url);
        const { csrfToken } = await (await client.fetch("/api/auth/csrf")).json();
        await client.fetch("/api/auth/callback/credentials", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: s.url, "x-forwarded-for": xff },
          body: new URLSearchParams({ csrfToken, email: "ent@example.com", password, json: "true" }).toString(),
        });
        return client.hasCookie("next-auth.session-token");
      };
      for (let i = 0; i < 5; i++) expect(await signInFrom(`${i}.1.1.1, 203.0.113.50`, "wrong password!")).toBe(false);
      expect(await signInFrom("203.0.113.50", "ent-password-1")).toBe(false); // this client is throttled
      expect(await signInFrom("198.51.100.50", "ent-password-1")).toBe(true); // another client is not
    } finally {
      await s.stop();
    }
  });

  it("production refuses to start without SMTP_URL while sign-up is on; SIGNUP=off runs without mail and refuses sign-ups", async () => {
    await expect(startNextServer({ SMTP_URL: "" })).rejects.toThrow(/SMTP_URL must be set in production/);
    const s = await startNextServer({ SIGNUP: "off", SEED_FILE: writeSeedFile().path });
    try {
      expect(s.mail).toBeNull();
      const res = await fetch(s.url + "/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: freshEmail(), password: PASSWORD }),
      });
      expect(res.status).toBe(403);
      expect((await envelope(res)).error).toMatch(/disabled/);
      expect(await new HttpClient(s.url).signIn("pro@example.com", "pro-password-1")).toBe(true);
    } finally {
      await s.stop();
    }
  });
});

describe("redirects after sign-in (next-auth's redirect callback)", () => {
  it("a credentials sign-in with a hostile callbackUrl answers a same-origin URL", async () => {
    for (const callbackUrl of [
      "http://evil.example/x",
      "/\\evil.example/x",
      "/\t/evil.example/x",
      "//evil.example",
      `${"/dashboard/keys"}`,
    ]) {
      const c = new HttpClient(server.url);
      const { csrfToken } = await (await c.fetch("/api/auth/csrf")).json();
      const res = await c.fetch("/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({
          csrfToken,
          email: "ent@example.com",
          password: "ent-password-1",
          json: "true",
          callbackUrl,
        }).toString(),
      });
      const { url } = await res.json();
      expect(new URL(url).origin, JSON.stringify(callbackUrl)).toBe(server.url);
      expect(new URL(url).pathname).toBe(callbackUrl === "/dashboard/keys" ? "/dashboard/keys" : "/dashboard");
    }
  });
});
