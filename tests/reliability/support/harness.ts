import { writeSeedFile } from "../../support/seed";
import { buildAllFixtures, type Fixture } from "../../support/solana-fixtures";
import { type RestartableRpc, startRestartableRpc } from "./rpc";
import { type PidNextServer, startPidNextServer } from "./server";

/**
 * Size of the reliability suite. RELIABILITY_SECONDS (default 60 locally, CI sets e.g. 15) is the
 * length of each timed load phase; the fuzzing case count scales with it unless
 * RELIABILITY_FUZZ_RUNS sets it directly.
 */
export const SECONDS = Math.max(3, Number(process.env.RELIABILITY_SECONDS ?? 60) || 60);
export const FUZZ_RUNS = Math.max(200, Number(process.env.RELIABILITY_FUZZ_RUNS ?? 0) || Math.max(2_000, SECONDS * 70));

export interface Harness {
  rpc: RestartableRpc;
  server: PidNextServer;
  fx: Record<string, Fixture>;
  seed: ReturnType<typeof writeSeedFile>;
  stop(): Promise<void>;
}

export async function startHarness(
  env: Record<string, string> = {},
  extraAccounts: Parameters<typeof writeSeedFile>[0] = [],
  extraFixtures: Fixture[] = [],
): Promise<Harness> {
  const fx = await buildAllFixtures();
  const rpc = await startRestartableRpc([...Object.values(fx), ...extraFixtures]);
  const seed = writeSeedFile(extraAccounts);
  let server: PidNextServer;
  try {
    server = await startPidNextServer({
      SEED_FILE: seed.path,
      SOLANA_RPC_URL: rpc.url,
      LOG_LEVEL: "warn",
      // No internet here: market data (an external host) is off; everything stays on 127.0.0.1.
      MARKET_DATA: "off",
      // The outage and load tests need every live scan to read the RPC.
      SCAN_CACHE_TTL_SECONDS: "0",
      RATE_LIMIT_FREE_PER_SEC: "100000",
      RATE_LIMIT_PRO_PER_SEC: "100000",
      RATE_LIMIT_ENTERPRISE_PER_SEC: "100000",
      ENTERPRISE_DAILY_QUOTA: "1000000000",
      ...env,
    });
  } catch (err) {
    await rpc.close();
    throw err;
  }
  return {
    rpc,
    server,
    fx,
    seed,
    stop: async () => {
      await server.stop();
      await rpc.close();
    },
  };
}

/** The spec's error envelope: `{error: string, code: <the HTTP status>, reason: string}`. */
export function envelopeProblem(status: number, body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `body is not JSON: ${JSON.stringify(body.slice(0, 200))}`;
  }
  const b = parsed as { error?: unknown; code?: unknown; reason?: unknown };
  if (!b || typeof b !== "object") return `body is not an object: ${body.slice(0, 200)}`;
  if (typeof b.error !== "string") return `error is not a string: ${body.slice(0, 200)}`;
  if (b.code !== status) return `code ${String(b.code)} != status ${status}: ${body.slice(0, 200)}`;
  if (typeof b.reason !== "string") return `reason is not a string: ${body.slice(0, 200)}`;
  return null;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
