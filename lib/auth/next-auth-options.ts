import { randomBytes } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import { z } from "zod";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { safeAbsoluteCallbackUrl } from "@/lib/auth/safe-callback-url";
import { sessionSecret } from "@/lib/auth/session-secret";
import {
  encodeSessionToken,
  revokeSession,
  SESSION_LIFETIME_SECONDS,
  type SessionClaims,
  signInClaims,
} from "@/lib/auth/sessions";
import { admitSignInAttempt, clearSignInFailures } from "@/lib/auth/signin-throttle";
import { serverConfig } from "@/lib/config";
import { clientAddress } from "@/lib/net/client-ip";
import { getRuntime } from "@/lib/runtime";

/**
 * next-auth v4 with JWT sessions. The token carries the account id, a random session id (`sid`)
 * and the account's session version at sign-in (`sv`): tier, existence and liveness are re-read
 * from the store on every request (lib/auth/sessions.ts), so a tier change, a deleted account,
 * a sign-out, a password change or "sign out everywhere" takes effect at once. Credentials
 * sign-in is throttled per account and client (lib/auth/signin-throttle.ts). Sessions end 7 days
 * after sign-in at the latest (`sat`, lib/auth/sessions.ts). GitHub sign-in is
 * offered only when GITHUB_ID and GITHUB_SECRET are set.
 */
const Credentials = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(1024),
});

export function authOptions(): NextAuthOptions {
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, req) {
        const parsed = Credentials.safeParse(raw);
        if (!parsed.success) return null;
        const { email, password } = parsed.data;
        const { store, config } = await getRuntime();
        const client = clientAddress(req?.headers ?? {}, config.accounts.clientIp) ?? "unknown";
        const [admitted, account] = await Promise.all([
          admitSignInAttempt(store, email, client),
          store.findAccountByEmail(email),
        ]);
        // One scrypt check on every path (throttled, unknown email, no password), so the answer
        // and its timing are the same whatever the reason for refusing.
        const hash = admitted && account?.passwordHash ? account.passwordHash : await dummyHash();
        const ok = await verifyPassword(password, hash);
        if (!admitted || !account?.passwordHash || !ok) return null;
        await clearSignInFailures(store, email, client);
        return { id: account.id, email: account.email, sv: account.sessionVersion ?? 0 };
      },
    }),
  ];
  const { github } = serverConfig();
  if (github) providers.push(GitHubProvider(github));
  return {
    secret: sessionSecret(),
    // The token lives as long as the session (next-auth's jwt.maxAge default is 30 days), and a
    // refresh never moves its end past SESSION_LIFETIME_SECONDS from sign-in (lib/auth/sessions.ts).
    session: { strategy: "jwt", maxAge: SESSION_LIFETIME_SECONDS },
    jwt: { maxAge: SESSION_LIFETIME_SECONDS, encode: encodeSessionToken },
    pages: { signIn: "/signin" },
    providers,
    callbacks: {
      async signIn({ user, account }) {
        if (account?.provider !== "github") return true;
        const email = user.email?.toLowerCase();
        if (!email) return false;
        const { store } = await getRuntime();
        const existing = await store.findAccountByEmail(email);
        if (!existing) {
          await store.insertAccount({
            id: `acct_${randomBytes(8).toString("hex")}`,
            email,
            passwordHash: null,
            tier: "free",
            createdAt: new Date().toISOString(),
          });
        }
        return true;
      },
      async jwt({ token, user, account }) {
        if (user) {
          token.sid = randomBytes(16).toString("base64url");
          Object.assign(token, signInClaims(Date.now()));
          if (account?.provider === "github" && user.email) {
            const { store } = await getRuntime();
            const record = await store.findAccountByEmail(user.email.toLowerCase());
            token.accountId = record?.id;
            token.sv = record?.sessionVersion ?? 0;
          } else {
            token.accountId = user.id;
            token.sv = (user as { sv?: number }).sv ?? 0;
          }
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, accountId: token.accountId as string | undefined };
      },
      // Every post-sign-in / sign-out destination passes the one check (lib/auth/safe-callback-url.ts).
      async redirect({ url, baseUrl }) {
        return safeAbsoluteCallbackUrl(url, baseUrl, "/dashboard");
      },
    },
    events: {
      // Sign-out ends this session in the store too, so a copy of the cookie stops working at once.
      async signOut({ token }) {
        const { store, now } = await getRuntime();
        await revokeSession(store, token as SessionClaims, now().getTime());
      },
    },
  };
}

// A real scrypt hash of a random password, computed once: verifying against it costs the same
// as verifying a real account, so timing does not reveal which emails exist.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString("hex")));
