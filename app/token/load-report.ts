import { cache } from "react";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";
import { isValidSolanaAddress, SANDBOX_SCENARIOS } from "@/lib/engine";
import { isApiError } from "@/lib/errors";
import { reserveDailyQuota, type QuotaReservation } from "@/lib/limits/metering";
import { getRuntime } from "@/lib/runtime";
import { scanLiveCached } from "@/lib/scan/scan-cache";
import { scanLive, scanSandbox } from "@/lib/scan/scan-service";
import type { FullScanResponse } from "@/lib/api/schemas";
import type { AccountRecord } from "@/lib/store/types";

/**
 * What the token report page shows for one address, decided on the server:
 * - a sandbox scenario's address: the deterministic sandbox report, for everyone (no quota);
 * - any other address, Pro or Enterprise session: a live scan, metered like POST /api/v1/scan
 *   (1 scan, cache hits labelled; a failed scan is refunded);
 * - any other address, Free session or visitor: no scan, the page explains what a plan unlocks.
 * Wrapped in React's `cache` so the page and its metadata share one scan per request.
 */
export type ReportOutcome =
  | { kind: "invalid"; address: string; reason: string }
  | { kind: "report"; report: FullScanResponse; scenario: { name: string; description: string } | null; account: AccountRecord | null; remaining: number | null }
  | { kind: "locked"; address: string; account: AccountRecord | null }
  | { kind: "failed"; address: string; account: AccountRecord; message: string; reason: string };

export const sandboxScenarioOf = (address: string) => SANDBOX_SCENARIOS.find((s) => s.spec.mint === address) ?? null;

export async function sessionAccount(): Promise<AccountRecord | null> {
  const session = (await getServerSession(authOptions()).catch(() => null)) as { accountId?: string } | null;
  if (!session?.accountId) return null;
  return (await getRuntime()).store.getAccount(session.accountId);
}

export const loadReport = cache(async (address: string, fresh: boolean): Promise<ReportOutcome> => {
  if (!isValidSolanaAddress(address)) return { kind: "invalid", address, reason: "This is not a Solana token address (base58, 32 bytes)." };
  const runtime = await getRuntime();
  const [account, scenario] = await Promise.all([sessionAccount(), Promise.resolve(sandboxScenarioOf(address))]);
  if (scenario) {
    const served = await scanSandbox({ tokenAddress: address }, { config: runtime.config });
    return { kind: "report", report: served.full, scenario: { name: scenario.scenario, description: scenario.description }, account, remaining: null };
  }
  if (!account || account.tier === "free") return { kind: "locked", address, account };

  const now = runtime.now();
  let reservation: QuotaReservation;
  try {
    reservation = await reserveDailyQuota(runtime.store, account.id, account.tier, 1, now, runtime.config.limits, { log: runtime.log });
  } catch (err) {
    if (isApiError(err)) return { kind: "failed", address, account, message: err.message, reason: err.reason };
    throw err;
  }
  const input = { chain: "solana" as const, tokenAddress: address };
  try {
    // A rescan reads the chain again; an ordinary visit may be served from the scan cache (labelled).
    const report = fresh ? await scanLive(input, { config: runtime.config }) : (await scanLiveCached(runtime, account.id, input)).full;
    return { kind: "report", report, scenario: null, account, remaining: reservation.state.remaining };
  } catch (err) {
    // Failed work is never billed.
    await reservation.release().catch(() => {});
    const message = isApiError(err) ? err.message : "Internal error while scanning this token.";
    runtime.log.warn("token report scan failed", { tokenAddress: address, accountId: account.id, error: message });
    return { kind: "failed", address, account, message, reason: isApiError(err) ? err.reason : "INTERNAL" };
  }
});
