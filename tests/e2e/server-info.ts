import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What global setup hands to the specs (also written to test-results/e2e-server.json). */
export interface E2EServerInfo {
  baseURL: string;
  /** Fixture scenario name -> mint address served by the local RPC. */
  mints: Record<string, string>;
  /** Seeded API keys by tier (for API-side assertions). */
  keys: { free: string; pro: string; enterprise: string } | null;
  /** The local HTTPS webhook receiver, when tests/support/https-receiver.ts exists. */
  receiver: { url: string; inspect: string } | null;
  /** The SMTP sink's HTTP side door (GET /messages): verification mail sent by the server. */
  mail?: { inspect: string } | null;
  /** Control side door of the RPC proxy (tests/e2e/rpc-proxy.ts); null against an outside server. */
  rpcControl: string | null;
  /** The local EVM standing in for `ethereum`: test token addresses by fixture key (tests/support/evm/deploy.ts). */
  evm?: { chainId: number; tokens: Record<string, string>; proxyAdmin: string } | null;
}

export const INFO_FILE = join(process.cwd(), "test-results", "e2e-server.json");

/** Where global setup writes the stack of worker slot `index` (one stack per worker; slot 0 is INFO_FILE). */
export const infoFile = (index: number) =>
  index === 0 ? INFO_FILE : join(process.cwd(), "test-results", `e2e-server-${index}.json`);

/** The stack of worker slot `index` (Playwright's parallelIndex, 0..workers-1). */
export function readServerInfo(index = 0): E2EServerInfo {
  const path = index === 0 ? (process.env.E2E_INFO_FILE ?? INFO_FILE) : infoFile(index);
  return JSON.parse(readFileSync(path, "utf8")) as E2EServerInfo;
}
