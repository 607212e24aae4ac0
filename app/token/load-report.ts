import { headers } from "next/headers";
import { cache } from "react";
import type { FullScanResponse } from "@/lib/api/schemas";
import { pageSession } from "@/lib/auth/page-session";
import { type ChainName, resolveChain, unsupportedChainMessage, validateTokenAddress } from "@/lib/chains/supported";
import { SANDBOX_SCENARIOS } from "@/lib/engine";
import { EVM_SANDBOX_CATALOGUE } from "@/lib/engine/evm";
import { getRuntime } from "@/lib/runtime";
import { cachedScanOf } from "@/lib/scan/scan-cache";
import { scanSandbox } from "@/lib/scan/scan-service";
import type { AccountRecord } from "@/lib/store/types";

/**
 * What the token report page shows for one address, decided on the server. A GET never scans
 * and never meters (issue 24): not a visit, a rescan link, a HEAD, a prefetch or a prerender.
 * - a sandbox scenario's address: the deterministic sandbox report, for everyone (no quota);
 * - any other address, verified Pro or Enterprise session: the account's own cached scan if it has
 *   one (free: it was paid for when it ran), and "Scan now (uses 1 scan)", a same-origin POST to
 *   /api/v1/scan from the browser, admitted like any API scan (session checks, per-second limit,
 *   quota: components/report/scan-now.tsx);
 * - any other address, Free or unverified session, or visitor: no scan, the page explains why.
 * The session is the one gate's (lib/auth/page-session.ts). Wrapped in React's `cache` so the page
 * and its metadata share one outcome per request, from the same once-decoded path (`reportPathAddress`).
 */
export type ReportOutcome =
  | { kind: "invalid"; address: string; reason: string }
  | {
      kind: "report";
      report: FullScanResponse;
      scenario: { name: string; description: string } | null;
      account: AccountRecord | null;
    }
  | { kind: "live"; address: string; chain: ChainName; account: AccountRecord; cached: FullScanResponse | null }
  | {
      kind: "locked";
      address: string;
      chain: ChainName;
      account: AccountRecord | null;
      why: "visitor" | "free" | "unverified";
    };

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

/** The signed-in account for pages that only show who is there (the one session gate), or null. */
export async function sessionAccount(): Promise<AccountRecord | null> {
  const session = await pageSession();
  return session.ok ? session.account : null;
}

/** Page params may arrive percent-encoded; a value that does not decode ("%") is kept as is and fails address validation. */
function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The report's address, decoded exactly once, the same for the page and its metadata: Next hands
 * `generateMetadata` and the page the `[address]` segment decoded differently (one decoded, one
 * not), so the segment is read from the raw request path (`x-page-path`, set by middleware.ts on
 * every page request) and decoded here. `segment` (Next's param) is used only without that header.
 */
export async function reportPathAddress(segment: string): Promise<string> {
  const path = ((await headers()).get("x-page-path") ?? "").split("?", 1)[0];
  const raw = /^\/token\/([^/]+)\/?$/.exec(path)?.[1];
  return (raw === undefined ? segment : decodeOnce(raw)).trim();
}

export const loadReport = cache(async (rawAddress: string, chainParam: string | null): Promise<ReportOutcome> => {
  const chain = reportChain(rawAddress, chainParam);
  if (!chain) return { kind: "invalid", address: rawAddress, reason: `${unsupportedChainMessage(chainParam ?? "")}.` };
  const check = validateTokenAddress(chain, rawAddress);
  if (!check.ok)
    return {
      kind: "invalid",
      address: rawAddress,
      reason: `This is not a token address on ${chain}: ${check.message}.`,
    };
  const address = check.address;
  const runtime = await getRuntime();
  const [session, scenario] = await Promise.all([
    pageSession({ verified: true, minTier: "pro" }),
    Promise.resolve(chain === "solana" ? sandboxScenarioOf(address) : evmSandboxScenarioOf(address)),
  ]);
  const account = session.ok || session.why !== "none" ? session.account : null;
  if (scenario) {
    const served = await scanSandbox({ chain, tokenAddress: address }, { config: runtime.config });
    return {
      kind: "report",
      report: served.full,
      scenario: { name: scenario.scenario, description: scenario.description },
      account,
    };
  }
  if (!session.ok)
    return {
      kind: "locked",
      address,
      chain,
      account,
      why: !account ? "visitor" : account.tier === "free" ? "free" : "unverified",
    };
  const cached = await cachedScanOf(runtime, session.account.id, { chain, tokenAddress: address }).catch(() => null);
  return { kind: "live", address, chain, account: session.account, cached };
});
