import { getServerSession } from "next-auth";
import { cache } from "react";
import type { FullScanResponse } from "@/lib/api/schemas";
import { authOptions } from "@/lib/auth/next-auth-options";
import { type ChainName, resolveChain, unsupportedChainMessage, validateTokenAddress } from "@/lib/chains/supported";
import { SANDBOX_SCENARIOS } from "@/lib/engine";
import { EVM_SANDBOX_CATALOGUE } from "@/lib/engine/evm";
import { isApiError } from "@/lib/errors";
import { type QuotaReservation, reserveDailyQuota } from "@/lib/limits/metering";
import { getRuntime } from "@/lib/runtime";
import { scanLiveCached } from "@/lib/scan/scan-cache";
import { scanLive, scanSandbox } from "@/lib/scan/scan-service";
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
  | {
      kind: "report";
      report: FullScanResponse;
      scenario: { name: string; description: string } | null;
      account: AccountRecord | null;
      remaining: number | null;
    }
  | { kind: "locked"; address: string; chain: ChainName; account: AccountRecord | null }
  | { kind: "failed"; address: string; chain: ChainName; account: AccountRecord; message: string; reason: string };

export const sandboxScenarioOf = (address: string) => SANDBOX_SCENARIOS.find((s) => s.spec.mint === address) ?? null;
/** EVM sandbox scenarios have the same address on every EVM chain. */
const evmSandboxScenarioOf = (address: string) => {
  const s = EVM_SANDBOX_CATALOGUE.find((c) => c.address.toLowerCase() === address.toLowerCase());
  return s ? { scenario: s.scenario, description: s.description } : null;
};

/** A report's path: `/token/{address}` on Solana (as before), `?chain=` on EVM chains. */
export const reportPath = (chain: ChainName, address: string, extra = "") =>
  chain === "solana"
    ? `/token/${address}${extra ? `?${extra}` : ""}`
    : `/token/${address}?chain=${chain}${extra ? `&${extra}` : ""}`;

/**
 * The chain a report is asked for: `?chain=` (names and aliases), else guessed from the address's format: `0x…`
 * is an EVM address, read on Ethereum (the page links the other EVM chains), anything else Solana.
 */
export function reportChain(address: string, chainParam: string | null): ChainName | null {
  if (chainParam) return resolveChain(chainParam);
  return /^0x/i.test(address.trim()) ? "ethereum" : "solana";
}

export async function sessionAccount(): Promise<AccountRecord | null> {
  const session = (await getServerSession(authOptions()).catch(() => null)) as { accountId?: string } | null;
  if (!session?.accountId) return null;
  return (await getRuntime()).store.getAccount(session.accountId);
}

export const loadReport = cache(
  async (rawAddress: string, chainParam: string | null, fresh: boolean): Promise<ReportOutcome> => {
    const chain = reportChain(rawAddress, chainParam);
    if (!chain)
      return { kind: "invalid", address: rawAddress, reason: `${unsupportedChainMessage(chainParam ?? "")}.` };
    const check = validateTokenAddress(chain, rawAddress);
    if (!check.ok)
      return {
        kind: "invalid",
        address: rawAddress,
        reason: `This is not a token address on ${chain}: ${check.message}.`,
      };
    const address = check.address;
    const runtime = await getRuntime();
    const [account, scenario] = await Promise.all([
      sessionAccount(),
      Promise.resolve(chain === "solana" ? sandboxScenarioOf(address) : evmSandboxScenarioOf(address)),
    ]);
    if (scenario) {
      const served = await scanSandbox({ chain, tokenAddress: address }, { config: runtime.config });
      return {
        kind: "report",
        report: served.full,
        scenario: { name: scenario.scenario, description: scenario.description },
        account,
        remaining: null,
      };
    }
    if (!account || account.tier === "free") return { kind: "locked", address, chain, account };

    const now = runtime.now();
    let reservation: QuotaReservation;
    try {
      reservation = await reserveDailyQuota(runtime.store, account.id, account.tier, 1, now, runtime.config.limits, {
        log: runtime.log,
      });
    } catch (err) {
      if (isApiError(err)) return { kind: "failed", address, chain, account, message: err.message, reason: err.reason };
      throw err;
    }
    const input = { chain, tokenAddress: address };
    try {
      // A rescan reads the chain again; an ordinary visit may be served from the scan cache (labelled).
      const report = fresh
        ? await scanLive(input, { config: runtime.config })
        : (await scanLiveCached(runtime, account.id, input)).full;
      return { kind: "report", report, scenario: null, account, remaining: reservation.state.remaining };
    } catch (err) {
      // Failed work is never billed.
      await reservation.release().catch(() => {});
      const message = isApiError(err) ? err.message : "Internal error while scanning this token.";
      runtime.log.warn("token report scan failed", {
        tokenAddress: address,
        chain,
        accountId: account.id,
        error: message,
      });
      return { kind: "failed", address, chain, account, message, reason: isApiError(err) ? err.reason : "INTERNAL" };
    }
  },
);
