import { createHash, randomBytes } from "node:crypto";
import { after, NextRequest } from "next/server";
import NextAuth from "next-auth";
import { z } from "zod";
import { requestCookies } from "@/lib/api/authenticate";
import { json } from "@/lib/api/handler";
import { authOptions } from "@/lib/auth/next-auth-options";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { checkPassword } from "@/lib/auth/password-policy";
import { sendVerification } from "@/lib/auth/send-verification";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { checkSession, endAllSessions, hasSessionCookie, sessionTokenFrom } from "@/lib/auth/sessions";
import { admitSignInAttempt, clearSignInFailures } from "@/lib/auth/signin-throttle";
import { admitSignUp } from "@/lib/auth/signup-limits";
import { useVerificationToken } from "@/lib/auth/verification";
import { ApiError } from "@/lib/errors";
import { sendMail } from "@/lib/mail/mailer";
import { signupNoticeMail } from "@/lib/mail/signup-notice-mail";
import { clientAddress } from "@/lib/net/client-ip";
import type { Runtime } from "@/lib/runtime";
import { defineRoute, defineRoutes } from "./define";

export const SignUpSchema = z.object({
  email: z.string().trim().toLowerCase().email("a valid email is required").max(254),
  password: z.string().min(10, "password must be at least 10 characters").max(1024),
});
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().max(1024),
});

const VerificationSchema = z.object({
  sent: z
    .boolean()
    .describe(
      "Sign-up: whether this server sends mail (SMTP configured); the message goes out after the answer, so its delivery is not reported. Resend: whether the mail server accepted the message.",
    ),
  devLink: z.string().optional().describe("Development servers without SMTP only: the link itself."),
});
export const SignUpResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  tier: z.literal("free"),
  emailVerified: z.literal(false),
  verification: VerificationSchema,
});

/** Answers that end every session: the session cookies are cleared in the same response. */
function signedOutEverywhere(body: unknown): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  for (const c of clearedSessionCookies()) headers.append("set-cookie", c);
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/** next-auth's answer for "no session" (`{}`), with the session cookies (and any chunk of one in `present`) cleared. */
function endedSession(present: string[] = []): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  for (const c of clearedSessionCookies(present)) headers.append("set-cookie", c);
  return new Response("{}", { status: 200, headers });
}

/** Sign-up attempts on an existing address: its owner is mailed at most 3 times an hour. */
const SIGNUP_NOTICES_PER_HOUR = 3;

/**
 * Mails the owner of an existing address that someone tried to sign up with it (rate-limited per
 * address). Runs after the response (`afterResponse`): its outcome never shows in the answer.
 */
async function noticeExistingOwner(runtime: Runtime, email: string, requestId: string): Promise<void> {
  const { store, config, log } = runtime;
  const key = `signup-notice:${createHash("sha256").update(email).digest("hex").slice(0, 32)}`;
  try {
    const admitted = await store.hitRateLimit(key, SIGNUP_NOTICES_PER_HOUR, 3_600_000);
    if (!admitted.allowed) return;
    const signIn = config.accounts.publicOrigin ? `${config.accounts.publicOrigin}/signin` : null;
    await sendMail(config.accounts, log, signupNoticeMail(email, signIn));
  } catch (err) {
    log.error("sign-up notice mail failed", { requestId, error: (err as Error).message });
  }
}

/**
 * Runs `task` after the response has been sent (Next's `after()`), so no answer waits on the mail
 * server; outside a request scope (scripts, in-process tests) it runs in the background.
 */
function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}

/** Per account 3 an hour, per client address 10 an hour (docs/security.md, Accounts). */
const RESEND_PER_ACCOUNT_PER_HOUR = 3;
const RESEND_PER_CLIENT_PER_HOUR = 10;

/** next-auth's default names of its callback-URL cookie (secure variant on HTTPS). */
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

export const authRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/auth/signup",
    auth: "none",
    tags: ["Account"],
    summary: "Create a Free account",
    description:
      "Email and password, unverified; a verification link is mailed. The caller may then sign in; API keys and metered session use wait for the link. " +
      "Input is validated before the sign-up limits (429), so a refused weak password does not use up the caller's sign-ups. 403 when sign-up is disabled on the server. " +
      "An address that already has an account gets the same 201 answer (no account enumeration); its owner is mailed instead (at most 3 times an hour) and nothing changes.",
    body: SignUpSchema,
    requestExample: { email: "dev@example.com", password: "a long passphrase" },
    response: { 201: { description: "Created.", schema: SignUpResponseSchema } },
    errors: ["FORBIDDEN", "RATE_LIMITED"],
    handler: async (ctx, { body: { email, password } }) => {
      const { config, store, log } = ctx.runtime;
      if (!config.accounts.signupEnabled)
        throw new ApiError("FORBIDDEN", "Sign-up is disabled on this server; ask an administrator for an account.");
      const policy = checkPassword(password, [email]);
      if (!policy.ok)
        throw new ApiError("INVALID_INPUT", policy.reason, { details: [{ path: "password", message: policy.reason }] });
      const client = clientAddress(ctx.req.headers, config.accounts.clientIp);
      if (!client) log.warn("sign-up without a known client address: shared bucket", { requestId: ctx.requestId });
      await admitSignUp(store, client, config.accounts, ctx.runtime.now().getTime());
      const account = {
        id: `acct_${randomBytes(8).toString("hex")}`,
        email,
        passwordHash: await hashPassword(password),
        tier: "free" as const,
        createdAt: ctx.runtime.now().toISOString(),
        emailVerified: false,
      };
      const answer = (verification: { sent: boolean; devLink?: string }) =>
        json({ id: account.id, email, tier: account.tier, emailVerified: false, verification }, 201);
      // No account enumeration (issue 24): a new and an existing address get the same answer after
      // the same work (the password hash above, one store write). Mail goes out after the response
      // (a mail server's speed, the per-address notice limit or a failure never shows), and `sent`
      // says only whether this server sends mail at all (SMTP configured), the same for both.
      const mailing = Boolean(config.accounts.smtpUrl);
      if (!(await store.insertAccount(account))) {
        // Its owner is told instead (at most 3 times an hour).
        afterResponse(() => noticeExistingOwner(ctx.runtime, email, ctx.requestId));
        return answer({ sent: mailing });
      }
      const verify = async () => {
        try {
          return await sendVerification(ctx.runtime, account, ctx.req);
        } catch (err) {
          // The account exists; the user can ask for a new link from the dashboard.
          log.error("verification mail failed", { requestId: ctx.requestId, error: (err as Error).message });
          return { sent: false };
        }
      };
      if (mailing) {
        afterResponse(async () => void (await verify()));
        return answer({ sent: true });
      }
      // Development without SMTP (lib/config.ts refuses it in production with sign-up on): nothing
      // is sent, the link is logged and returned for the sign-up page (`devLink`, new accounts only).
      return answer(await verify());
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/auth/verify",
    auth: "none",
    tags: ["Account"],
    summary: "Confirm an email address (the link in the verification mail)",
    description:
      "Always answers 303 to the sign-in page, whose message says what happened: `?verified=1`, or `?verify=used|expired|invalid`. Each link works once.",
    // Not validated by the wrapper: a missing or malformed token is the "invalid" outcome (a redirect), never a 400.
    query: z.object({ token: z.string().optional().describe("The one-time token from the mail.") }),
    response: {
      303: {
        description: "Redirect to /signin with the outcome.",
        headers: { Location: "`/signin?verified=1` or `/signin?verify=used|expired|invalid`." },
      },
    },
    errors: [],
    handler: async (ctx, { query }) => {
      const token = z.string().min(1).max(1024).safeParse(query.token);
      const outcome = token.success
        ? await useVerificationToken(ctx.runtime.store, token.data, ctx.runtime.now())
        : "invalid";
      ctx.logFields.outcome = outcome;
      const target = outcome === "verified" ? "/signin?verified=1" : `/signin?verify=${outcome}`;
      // Relative Location: the browser resolves it against the link it opened (no Host header trust).
      return new Response(null, { status: 303, headers: { location: target } });
    },
  }),
  defineRoute({
    method: "HEAD",
    path: "/api/auth/verify",
    auth: "none",
    tags: ["Account"],
    summary: "Link checkers: does not use the token up",
    description: "Next would otherwise run GET for HEAD and consume the one-time token.",
    response: { 204: { description: "No content." } },
    errors: [],
    handler: async () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/resend",
    auth: "session",
    tags: ["Account"],
    summary: "Mail a new verification link",
    description: `To the signed-in account (which may be unverified). At most ${RESEND_PER_ACCOUNT_PER_HOUR} an hour per account and ${RESEND_PER_CLIENT_PER_HOUR} per client address (429). 409 when already confirmed.`,
    response: { 200: { description: "Sent.", schema: z.object({ verification: VerificationSchema }) } },
    errors: ["CONFLICT", "RATE_LIMITED", "UPSTREAM_UNAVAILABLE"],
    handler: async (ctx) => {
      const { store, config } = ctx.runtime;
      const account = ctx.principal.account;
      if (account.emailVerified !== false) throw new ApiError("CONFLICT", "This email address is already confirmed.");
      const now = ctx.runtime.now().getTime();
      const client = clientAddress(ctx.req.headers, config.accounts.clientIp) ?? "unknown";
      for (const [key, limit] of [
        [`resend:acct:${account.id}`, RESEND_PER_ACCOUNT_PER_HOUR],
        [`resend:client:${client}`, RESEND_PER_CLIENT_PER_HOUR],
      ] as const) {
        const r = await store.hitRateLimit(key, limit, 3_600_000);
        if (!r.allowed) {
          const retryAfter = Math.max(1, Math.ceil((r.resetAt - now) / 1000));
          throw new ApiError("RATE_LIMITED", `Too many verification mails; retry in ${retryAfter} s.`, { retryAfter });
        }
      }
      const sent = await sendVerification(ctx.runtime, account, ctx.req).catch((err) => {
        ctx.runtime.log.error("verification mail failed", { requestId: ctx.requestId, error: (err as Error).message });
        throw new ApiError("UPSTREAM_UNAVAILABLE", "The mail server did not accept the message; try again later.", {
          retryAfter: 60,
        });
      });
      return { verification: sent };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/password",
    auth: "session",
    tags: ["Account"],
    summary: "Change the password and sign out everywhere",
    description:
      "Changes the password of the signed-in account and ends every session (this one too): the user signs in again with the new password. " +
      "Checking the current password counts as a sign-in attempt (same throttle), so a stolen session cannot be used to guess it (403).",
    body: ChangePasswordSchema,
    response: {
      200: {
        description: "Changed; the session cookies are cleared.",
        schema: z.object({ changed: z.literal(true), signedOut: z.literal("everywhere") }),
      },
    },
    errors: ["CONFLICT", "FORBIDDEN"],
    handler: async (ctx, { body: { currentPassword, newPassword } }) => {
      const { store, config } = ctx.runtime;
      const account = ctx.principal.account;
      if (!account.passwordHash || !account.email)
        throw new ApiError("CONFLICT", "This account signs in with GitHub and has no password.");
      const policy = checkPassword(newPassword, [account.email]);
      if (!policy.ok)
        throw new ApiError("INVALID_INPUT", policy.reason, {
          details: [{ path: "newPassword", message: policy.reason }],
        });
      const client = clientAddress(ctx.req.headers, config.accounts.clientIp) ?? "unknown";
      const admitted = await admitSignInAttempt(store, account.email, client);
      const ok = await verifyPassword(currentPassword, account.passwordHash);
      if (!admitted || !ok)
        throw new ApiError("FORBIDDEN", "The current password is wrong (or too many attempts; wait 15 minutes).");
      await clearSignInFailures(store, account.email, client);
      await store.updateAccount(account.id, { passwordHash: await hashPassword(newPassword) });
      await endAllSessions(store, account.id);
      return signedOutEverywhere({ changed: true, signedOut: "everywhere" });
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/sign-out-everywhere",
    auth: "session",
    tags: ["Account"],
    summary: "End every dashboard session",
    description: "Ends every session of the account at once, this one included. API keys are not affected.",
    response: {
      200: {
        description: "Signed out; the session cookies are cleared.",
        schema: z.object({ signedOut: z.literal("everywhere") }),
      },
    },
    errors: [],
    handler: async (ctx) => {
      await endAllSessions(ctx.runtime.store, ctx.principal.account.id);
      return signedOutEverywhere({ signedOut: "everywhere" });
    },
  }),
  /**
   * next-auth v4 reads the Request body itself (`req.json()` / `req.text()`, unbounded). It is
   * handed a copy instead: the API wrapper has already read the body through the bounded reader
   * (413 over MAX_BODY_BYTES, 408 after BODY_READ_TIMEOUT_MS), and a JSON body that does not parse
   * is a 400 here rather than an exception inside next-auth.
   * Client mistakes next-auth would answer with a 500 are refused first, in the envelope: a
   * `callbackUrl` (query or cookie) that is not a URL at all, and a GET on the credentials callback.
   * next-auth's own answers (redirects, session JSON, its pages) pass through unchanged.
   */
  ...defineRoutes(["GET", "POST"], {
    path: "/api/auth/{nextauth}",
    auth: "none",
    tags: ["Account"],
    summary: "next-auth (sign-in, callbacks, session, CSRF token, sign-out)",
    description:
      "next-auth v4's own endpoints (`/api/auth/csrf`, `/api/auth/session`, `/api/auth/signin`, `/api/auth/callback/credentials`, `/api/auth/signout`, ...): " +
      "their answers (redirects, session JSON, HTML pages) are next-auth's and are not described here. The body is read through the bounded reader first; " +
      "a `callbackUrl` (query or cookie) that is not a URL, a body that is not JSON, and a GET on the credentials callback are refused in the envelope.",
    params: z.object({
      nextauth: z
        .array(z.string())
        .describe("next-auth's action and provider, e.g. `callback/credentials` (one or more segments)."),
    }),
    response: {
      200: { description: "next-auth's answer (JSON, HTML or plain text)." },
      302: { description: "next-auth's redirect (sign-in, callbacks, sign-out)." },
    },
    errors: ["METHOD_NOT_ALLOWED"],
    foreignResponses: true,
    handler: async (ctx, { params }) => {
      const { req, rawBody } = ctx;
      const { nextauth } = params as { nextauth: string[] };
      const [action, providerId] = nextauth;
      if (action === "callback" && providerId === "credentials" && req.method !== "POST") {
        throw new ApiError("METHOD_NOT_ALLOWED", "The credentials callback only accepts POST.", {
          headers: { Allow: "POST" },
        });
      }
      assertCallbackUrls(req);
      // next-auth's session endpoint (GET, and POST for updates) re-issues any token that decrypts, with a fresh `exp`: a session
      // the gate refuses (signed out, outdated, past its lifetime) gets no session and its cookie cleared.
      // next-auth reads every cookie whose name starts with its session cookie's (chunks, joined):
      // any such cookie that is not one live session the gate can read (lib/auth/sessions.ts,
      // sessionTokenFrom) gets no session, and those cookies are cleared.
      if (action === "session") {
        const cookies = requestCookies(req);
        const token = sessionTokenFrom(cookies);
        if (
          hasSessionCookie(cookies) &&
          !(token && (await checkSession(ctx.runtime.store, token, ctx.runtime.now().getTime())))
        )
          return endedSession(cookies.filter((c) => hasSessionCookie([c])).map((c) => c.name));
      }
      const hasBody = rawBody.byteLength > 0;
      if (hasBody && /application\/json/i.test(req.headers.get("content-type") ?? "")) ctx.body(z.unknown());
      const buffered = new NextRequest(req.url, {
        method: req.method,
        headers: req.headers,
        body: hasBody ? rawBody : undefined,
      });
      return NextAuth(authOptions())(buffered, { params: Promise.resolve({ nextauth }) });
    },
  }),
];

/** next-auth's own test (core/lib/assert.js): a path on this site or an absolute http(s) URL. */
function isHttpUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

function assertCallbackUrls(req: Request) {
  const url = new URL(req.url);
  const param = url.searchParams.get("callbackUrl");
  if (param && !isHttpUrl(param, url.origin))
    throw new ApiError("INVALID_INPUT", "callbackUrl must be a path on this site or an http(s) URL.");
  const cookies = new Map(
    (req.headers.get("cookie") ?? "").split(";").map((c) => {
      const i = c.indexOf("=");
      return [c.slice(0, i).trim(), i < 0 ? "" : safeDecode(c.slice(i + 1).trim())] as const;
    }),
  );
  for (const name of CALLBACK_COOKIES) {
    const value = cookies.get(name);
    if (value && !isHttpUrl(value, url.origin)) {
      // Expire the bad cookie so the browser recovers on its next request.
      throw new ApiError("INVALID_INPUT", "The sign-in callback cookie is not a valid URL; it has been cleared.", {
        headers: {
          "Set-Cookie": `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
        },
      });
    }
  }
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
