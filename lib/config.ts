import { z } from "zod";
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from "@/lib/limits/tiers";

/**
 * Server configuration, read once from the environment and validated with zod.
 * Every variable is listed in the README's configuration table.
 */
const intFromEnv = (fallback: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) {
        ctx.addIssue({ code: "custom", message: `must be an integer >= ${min}` });
        return z.NEVER;
      }
      return n;
    });

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  SOLANA_RPC_URL: z.string().url().default("https://api.mainnet-beta.solana.com"),
  /** Comma-separated fallback RPC URLs, tried in order when the primary fails or its breaker is open. */
  SOLANA_RPC_FALLBACK_URLS: z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(",").map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(z.string().url())),
  RPC_TIMEOUT_MS: intFromEnv(8000, 100),
  SEED_FILE: z.string().optional(),
  /** Largest accepted request body, bytes. */
  MAX_BODY_BYTES: intFromEnv(64 * 1024, 256),
  /** Time a client has to send the whole request body once the headers are in; slower is 408 and the connection is closed. */
  BODY_READ_TIMEOUT_MS: intFromEnv(15_000, 100),
  /** "1": create and print a demo Enterprise key at start; "0": never. Default: on in development only, and only without SEED_FILE. */
  DEMO_ACCOUNT: z.enum(["0", "1"]).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** "off" disables market data (liquidity/LP/pair age become unknown). */
  MARKET_DATA: z.enum(["on", "off"]).default("on"),
  DEXSCREENER_BASE_URL: z.string().url().default("https://api.dexscreener.com"),
  MARKET_TIMEOUT_MS: intFromEnv(3000, 100),
  /** "off" disables the live sell simulation (status not_run). */
  SELL_SIMULATION: z.enum(["on", "off"]).default("on"),
  /** Time budget of one sell simulation, queue wait included. */
  SIMULATION_BUDGET_MS: intFromEnv(6000, 100),
  /** Jupiter-compatible swap API (GET /quote, POST /swap); unset = transfer simulation only. */
  JUPITER_BASE_URL: z.string().url().optional(),
  /** Pages of 1000 signatures read for token age / creator; 0 disables. */
  TOKEN_HISTORY_PAGES: intFromEnv(3, 0),
  /** Tier limits (lib/limits/tiers.ts): the Enterprise daily cap and the per-second rate per tier. */
  ENTERPRISE_DAILY_QUOTA: intFromEnv(DEFAULT_LIMIT_SETTINGS.enterpriseDailyQuota, 1),
  RATE_LIMIT_FREE_PER_SEC: intFromEnv(DEFAULT_LIMIT_SETTINGS.ratePerSecond.free, 1),
  RATE_LIMIT_PRO_PER_SEC: intFromEnv(DEFAULT_LIMIT_SETTINGS.ratePerSecond.pro, 1),
  RATE_LIMIT_ENTERPRISE_PER_SEC: intFromEnv(DEFAULT_LIMIT_SETTINGS.ratePerSecond.enterprise, 1),
  /** Live scan result cache TTL; 0 disables the cache. */
  SCAN_CACHE_TTL_SECONDS: intFromEnv(30, 0),
});

export type ServerConfig = {
  production: boolean;
  solanaRpcUrl: string;
  solanaRpcFallbackUrls: string[];
  rpcTimeoutMs: number;
  seedFile: string | undefined;
  maxBodyBytes: number;
  bodyReadTimeoutMs: number;
  demoAccount: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  marketData: boolean;
  dexscreenerBaseUrl: string;
  marketTimeoutMs: number;
  sellSimulation: boolean;
  simulationBudgetMs: number;
  jupiterBaseUrl: string | undefined;
  tokenHistoryPages: number;
  limits: LimitSettings;
  scanCacheTtlSeconds: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === "production",
    solanaRpcUrl: e.SOLANA_RPC_URL,
    solanaRpcFallbackUrls: e.SOLANA_RPC_FALLBACK_URLS,
    rpcTimeoutMs: e.RPC_TIMEOUT_MS,
    seedFile: e.SEED_FILE || undefined,
    maxBodyBytes: e.MAX_BODY_BYTES,
    bodyReadTimeoutMs: e.BODY_READ_TIMEOUT_MS,
    demoAccount: e.DEMO_ACCOUNT === "1" || (e.DEMO_ACCOUNT !== "0" && e.NODE_ENV !== "production" && !e.SEED_FILE),
    logLevel: e.LOG_LEVEL,
    marketData: e.MARKET_DATA === "on",
    dexscreenerBaseUrl: e.DEXSCREENER_BASE_URL,
    marketTimeoutMs: e.MARKET_TIMEOUT_MS,
    sellSimulation: e.SELL_SIMULATION === "on",
    simulationBudgetMs: e.SIMULATION_BUDGET_MS,
    jupiterBaseUrl: e.JUPITER_BASE_URL || undefined,
    tokenHistoryPages: e.TOKEN_HISTORY_PAGES,
    limits: {
      enterpriseDailyQuota: e.ENTERPRISE_DAILY_QUOTA,
      ratePerSecond: { free: e.RATE_LIMIT_FREE_PER_SEC, pro: e.RATE_LIMIT_PRO_PER_SEC, enterprise: e.RATE_LIMIT_ENTERPRISE_PER_SEC },
    },
    scanCacheTtlSeconds: e.SCAN_CACHE_TTL_SECONDS,
  };
}
