import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { requireSession, type SessionOutcome, type SessionRequirement, sessionTokenFrom } from "@/lib/auth/sessions";
import { getRuntime } from "@/lib/runtime";
import type { AccountRecord } from "@/lib/store/types";

/**
 * Server components' session check: the one session gate (lib/auth/sessions.ts, the same check
 * as the API: signature, lifetime, session id, session version, then `need`), reading the cookie
 * through next/headers. No page decodes a session itself.
 */
export async function pageSession(need: SessionRequirement = {}): Promise<SessionOutcome> {
  const jar = await cookies();
  const runtime = await getRuntime();
  return requireSession(runtime.store, sessionTokenFrom(jar.getAll()), runtime.now().getTime(), need);
}

/**
 * Dashboard pages: the signed-in account (verified or not: the dashboard shows the banner), else to
 * sign-in, back to the page asked for (its path and query from middleware.ts; `callbackPath` without it).
 */
export async function requirePageAccount(callbackPath: string): Promise<AccountRecord> {
  const session = await pageSession();
  if (!session.ok) {
    const asked = (await headers()).get("x-page-path");
    redirect(`/signin?callbackUrl=${encodeURIComponent(asked?.startsWith("/") ? asked : callbackPath)}`);
  }
  return session.account;
}
