import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { sessionSecret } from "@/lib/auth/session-secret";
import { getRuntime } from "@/lib/runtime";

/**
 * next-auth v4 with JWT sessions. The token carries only the account id: tier and existence
 * are re-read from the store on every request, so a tier change or a deleted account takes
 * effect at once. GitHub sign-in is offered only when GITHUB_ID and GITHUB_SECRET are set.
 */
const Credentials = z.object({ email: z.string().trim().toLowerCase().email().max(254), password: z.string().min(1).max(1024) });

export function authOptions(): NextAuthOptions {
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const parsed = Credentials.safeParse(raw);
        if (!parsed.success) return null;
        const { store } = await getRuntime();
        const account = await store.findAccountByEmail(parsed.data.email);
        const ok = await verifyPassword(parsed.data.password, account?.passwordHash ?? (await dummyHash()));
        if (!account || !account.passwordHash || !ok) return null;
        return { id: account.id, email: account.email };
      },
    }),
  ];
  if (process.env.GITHUB_ID && process.env.GITHUB_SECRET) {
    providers.push(GitHubProvider({ clientId: process.env.GITHUB_ID, clientSecret: process.env.GITHUB_SECRET }));
  }
  return {
    secret: sessionSecret(),
    session: { strategy: "jwt", maxAge: 7 * 24 * 3600 },
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
          await store.insertAccount({ id: `acct_${randomBytes(8).toString("hex")}`, email, passwordHash: null, tier: "free", createdAt: new Date().toISOString() });
        }
        return true;
      },
      async jwt({ token, user, account }) {
        if (user) {
          if (account?.provider === "github" && user.email) {
            const { store } = await getRuntime();
            token.accountId = (await store.findAccountByEmail(user.email.toLowerCase()))?.id;
          } else {
            token.accountId = user.id;
          }
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, accountId: token.accountId as string | undefined };
      },
    },
  };
}

// A real scrypt hash of a random password, computed once: verifying against it costs the same
// as verifying a real account, so timing does not reveal which emails exist.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString("hex")));
