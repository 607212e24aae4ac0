import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/next-auth-options";
import { getRuntime } from "@/lib/runtime";
import type { AccountRecord } from "@/lib/store/types";

/**
 * Server components' session check. Middleware already redirected visitors without a valid JWT;
 * this re-verifies against the store (the account must still exist) and returns it.
 */
export async function requirePageAccount(callbackPath: string): Promise<AccountRecord> {
  const session = (await getServerSession(authOptions())) as { accountId?: string } | null;
  const account = session?.accountId ? await (await getRuntime()).store.getAccount(session.accountId) : null;
  if (!account) redirect(`/signin?callbackUrl=${encodeURIComponent(callbackPath)}`);
  return account;
}
