import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-secret";
import { accountForSessionToken } from "@/lib/auth/sessions";
import { getRuntime } from "@/lib/runtime";
import type { AccountRecord } from "@/lib/store/types";

/**
 * Server components' session check. Middleware already redirected visitors without a valid JWT;
 * this re-verifies against the store with the same check as the API (lib/auth/sessions.ts: the
 * account exists, the session was not signed out, its version is current) and returns the account.
 */
export async function requirePageAccount(callbackPath: string): Promise<AccountRecord> {
  const jar = await cookies();
  const token = SESSION_COOKIE_NAMES.map((n) => jar.get(n)?.value).find(Boolean);
  const account = token ? await accountForSessionToken((await getRuntime()).store, token) : null;
  if (!account) redirect(`/signin?callbackUrl=${encodeURIComponent(callbackPath)}`);
  return account;
}
