import { z } from "zod";
// The ground floor: configuration imports no domain module, only the plain settings data of lib/settings (types,
// defaults, parsers of an environment record) that the domain modules share (tests/unit/architecture.test.ts).
import type { ClientIpSettings } from "@/lib/settings/client-ip";
import type { EvmChainName } from "@/lib/settings/evm";
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from "@/lib/settings/limits";
import type { BreakerSettings } from "@/lib/settings/rpc";
import { schedulerEnabled } from "@/lib/settings/scheduler";
import { type UpstashStoreOptions, upstashOptionsFromEnv } from "@/lib/settings/store";
import { loopbackAllowed, parseRetrySchedule, type WebhookConfig } from "@/lib/settings/webhooks";

/**
 * Server configuration, read once from the environment and validated with zod.
 * Every variable is listed in the README's configuration table.
 */
const intFromEnv = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message:
            max === Number.MAX_SAFE_INTEGER ? `must be an integer >= ${min}` : `must be an integer in ${min}..${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

/** Comma-separated URLs (fallback RPC lists). */
const urlList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().url()));

/** An EVM chain's JSON-RPC URL: a URL, or `off` (or empty) to disable the chain on this server. */
const evmRpcUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? fallback : v.trim()))
    .pipe(z.union([z.literal("off").transform(() => null), z.literal("").transform(() => null), z.string().url()]));

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be 0x + 40 hex digits");
/**
 * EVM_NETWORKS: JSON overriding a chain's parameters, for a fork or a private test node standing in for a chain
 * (the end-to-end tests point `ethereum` at a local Hardhat node with its own WETH and Uniswap V2):
 * {"ethereum": {"chainId": 31337, "wrappedNative": "0x…", "v2Dexes": [{"name", "factory", "router"}], "lockers": [{"name", "address", "lockReader"?}], "quotes"?: ["0x…"]}}.
 */
const EvmNetworkOverride = z
  .object({
    chainId: z.number().int().positive(),
    wrappedNative: hexAddress,
    v2Dexes: z.array(z.object({ name: z.string().min(1).max(60), factory: hexAddress, router: hexAddress })).max(10),
    lockers: z
      .array(
        z
          .object({
            name: z.string().min(1).max(60),
            address: hexAddress,
            // How to read its locks; omitted: detected by probing the locker's read functions (never by its name).
            lockReader: z.enum(["uncx-v2", "pinklock-v2"]).nullable().optional(),
          })
          .strict(),
      )
      .max(50)
      .default([]),
    // Quote tokens to look pairs up against (the wrapped native token is always one).
    quotes: z.array(hexAddress).max(10).optional(),
  })
  .strict();
const evmNetworks = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === "") return {};
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be JSON" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object({
        ethereum: EvmNetworkOverride.optional(),
        base: EvmNetworkOverride.optional(),
        bsc: EvmNetworkOverride.optional(),
      })
      .strict(),
  );

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  SOLANA_RPC_URL: z.string().url().default("https://api.mainnet-beta.solana.com"),
  /** Comma-separated fallback RPC URLs, tried in order when the primary fails or its breaker is open. */
  SOLANA_RPC_FALLBACK_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  RPC_TIMEOUT_MS: intFromEnv(8000, 100),
  /** EVM chains (docs/evm.md): one standard JSON-RPC URL each, `off` disables the chain; fallbacks as for Solana. */
  ETHEREUM_RPC_URL: evmRpcUrl("https://ethereum-rpc.publicnode.com"),
  ETHEREUM_RPC_FALLBACK_URLS: urlList,
  BASE_RPC_URL: evmRpcUrl("https://mainnet.base.org"),
  BASE_RPC_FALLBACK_URLS: urlList,
  BSC_RPC_URL: evmRpcUrl("https://bsc-dataseed.bnbchain.org"),
  BSC_RPC_FALLBACK_URLS: urlList,
  EVM_NETWORKS: evmNetworks,
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
  /** Client-side limit on DexScreener requests per minute, per process (documented upstream limit: 300). */
  DEXSCREENER_REQUESTS_PER_MINUTE: intFromEnv(300, 1),
  /** Pair lists per token kept in the store for batches and the watchlist cron; 0 disables. */
  MARKET_CACHE_TTL_SECONDS: intFromEnv(30, 0),
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
  /** Accounts (lib/net/client-ip.ts, lib/auth/*): reverse proxies in front of a self-hosted server. */
  TRUSTED_PROXY_HOPS: intFromEnv(0, 0),
  /** smtp:// or smtps:// URL (credentials inside) for verification mail; unset in development logs the link. */
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:\/\//i.test(u), "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().max(320).optional(),
  /** "off" disables self-service sign-up (seeded and admin-created accounts only). */
  SIGNUP: z.enum(["on", "off"]).default("on"),
  SIGNUP_PER_CLIENT_PER_HOUR: intFromEnv(5, 1),
  SIGNUP_PER_NETWORK_PER_HOUR: intFromEnv(20, 1),
  SIGNUP_GLOBAL_PER_MINUTE: intFromEnv(30, 1),
  /** Public origin used in mailed links (next-auth's own variable). */
  NEXTAUTH_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VERCEL: z.string().optional(),
  VERCEL_PROJECT_PRODUCTION_URL: z.string().optional(),
  /** JSON-RPC circuit breaker (lib/chains/jsonrpc/breaker.ts): consecutive failures that open it, and for how long. */
  RPC_BREAKER_THRESHOLD: intFromEnv(5, 1),
  RPC_BREAKER_OPEN_MS: intFromEnv(2000, 1),
  /** Rescan interval of watched tokens. */
  WATCHLIST_INTERVAL_MS: intFromEnv(15 * 60_000, 1),
  /** The SLA target text on /status and in the public status document. */
  SLA_TARGET_TEXT: z.string().max(500).optional(),
  /** Webhook delivery (lib/settings/webhooks.ts, docs/webhooks.md). */
  WEBHOOK_ALLOW_LOOPBACK: z.string().optional(),
  VERCEL_ENV: z.string().optional(),
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseRetrySchedule(v);
      } catch (err) {
        ctx.addIssue({
          code: "custom",
          message: (err as Error).message.replace(/^Invalid configuration: WEBHOOK_RETRY_SCHEDULE_MS /, ""),
        });
        return z.NEVER;
      }
    }),
  WEBHOOK_TIMEOUT_MS: intFromEnv(15_000, 100, 120_000),
  WEBHOOK_DISABLE_AFTER_FAILURES: intFromEnv(20, 1, 10_000),
  WEBHOOK_DISABLE_AFTER_MS: intFromEnv(86_400_000, 0),
  WEBHOOK_MAX_ENDPOINTS: intFromEnv(10, 1, 1000),
  WEBHOOK_LEASE_MS: intFromEnv(60_000, 1000),
  WEBHOOK_MAX_RETRY_AFTER_MS: intFromEnv(86_400_000, 1000),
  /** "off" disables the in-process cron scheduler (it never runs on Vercel). */
  SCHEDULER: z.string().optional(),
  /** Bearer secret of the cron routes; required in production. */
  CRON_SECRET: z.string().optional(),
  /** Salt of request signing (lib/auth/request-signing.ts); required in production. */
  API_SIGNING_SALT: z.string().optional(),
  /** Shared store: Upstash Redis REST (or Vercel KV's names); unset = the embedded store. */
  UPSTASH_REDIS_REST_URL: z.string().optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().optional(),
  KV_REST_API_URL: z.string().optional(),
  KV_REST_API_TOKEN: z.string().optional(),
  STORE_TIMEOUT_MS: z.string().optional(),
  /** GitHub sign-in (next-auth), on when both are set. */
  GITHUB_ID: z.string().optional(),
  GITHUB_SECRET: z.string().optional(),
  /** The port `next start` listens on (shown in the demo banner). */
  PORT: z.string().optional(),
  /** "1" mounts the benchmark's baseline route /api/bench/ping (npm run bench sets it); otherwise it answers 404. */
  BENCH_ROUTES: z.enum(["0", "1"]).optional(),
});

export type ServerConfig = {
  production: boolean;
  solanaRpcUrl: string;
  solanaRpcFallbackUrls: string[];
  rpcTimeoutMs: number;
  /** Per EVM chain: its RPC (null: the chain is disabled on this server) and optional network overrides. */
  evm: Record<EvmChainName, EvmChainSettings>;
  seedFile: string | undefined;
  maxBodyBytes: number;
  bodyReadTimeoutMs: number;
  demoAccount: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  marketData: boolean;
  dexscreenerBaseUrl: string;
  marketTimeoutMs: number;
  dexscreenerRequestsPerMinute: number;
  marketCacheTtlSeconds: number;
  sellSimulation: boolean;
  simulationBudgetMs: number;
  jupiterBaseUrl: string | undefined;
  tokenHistoryPages: number;
  limits: LimitSettings;
  scanCacheTtlSeconds: number;
  accounts: AccountSettings;
  rpcBreaker: BreakerSettings;
  watchlistIntervalMs: number;
  slaTarget: string;
  webhooks: WebhookConfig;
  schedulerEnabled: boolean;
  /** Null: unset (cron routes refuse every call in production, are open in development). */
  cronSecret: string | null;
  /** API_SIGNING_SALT as given; lib/auth/request-signing.ts resolves the development default. */
  apiSigningSalt: string | undefined;
  /** Null: the embedded store. */
  store: UpstashStoreOptions | null;
  github: { clientId: string; clientSecret: string } | null;
  port: string;
  /** BENCH_ROUTES=1: the benchmark baseline route is mounted. */
  benchRoutes: boolean;
  /** Origin of NEXTAUTH_URL; null when unset. */
  nextAuthOrigin: string | null;
};

/** One EVM chain's settings (same timeouts, retries, breaker and fallbacks as the Solana RPC). */
export interface EvmChainSettings {
  /** Null when the chain is disabled (`<CHAIN>_RPC_URL=off`): its scans are refused with 400, never billed. */
  rpcUrl: string | null;
  rpcFallbackUrls: string[];
  /** The setting's name, for messages. */
  setting: string;
  /** Chain parameters replacing the built-in ones (EVM_NETWORKS): chain id, wrapped native token, V2 DEXes, lockers. */
  network: z.infer<typeof EvmNetworkOverride> | null;
}

/** Account-surface settings (docs/security.md, Accounts). */
export interface AccountSettings {
  clientIp: ClientIpSettings;
  signupEnabled: boolean;
  signupPerClientPerHour: number;
  signupPerNetworkPerHour: number;
  signupGlobalPerMinute: number;
  /** Null: mail is not sent; verification links go to the server log (development only). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin for links in mail; null in development without NEXTAUTH_URL (then the request's origin). */
  publicOrigin: string | null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const signupEnabled = e.SIGNUP === "on";
  const publicOrigin = e.NEXTAUTH_URL
    ? new URL(e.NEXTAUTH_URL).origin
    : e.VERCEL_PROJECT_PRODUCTION_URL
      ? `https://${e.VERCEL_PROJECT_PRODUCTION_URL}`
      : null;
  if (production && signupEnabled && !e.SMTP_URL)
    throw new Error(
      "Invalid configuration: SMTP_URL must be set in production while sign-up is on (verification mail); set SIGNUP=off to run without sign-up.",
    );
  if (production && signupEnabled && !e.MAIL_FROM)
    throw new Error("Invalid configuration: MAIL_FROM must be set in production while sign-up is on.");
  if (production && signupEnabled && !publicOrigin)
    throw new Error(
      "Invalid configuration: NEXTAUTH_URL must be set in production while sign-up is on (origin of the links in verification mail).",
    );
  return {
    production,
    solanaRpcUrl: e.SOLANA_RPC_URL,
    solanaRpcFallbackUrls: e.SOLANA_RPC_FALLBACK_URLS,
    rpcTimeoutMs: e.RPC_TIMEOUT_MS,
    evm: {
      ethereum: {
        rpcUrl: e.ETHEREUM_RPC_URL,
        rpcFallbackUrls: e.ETHEREUM_RPC_FALLBACK_URLS,
        setting: "ETHEREUM_RPC_URL",
        network: e.EVM_NETWORKS.ethereum ?? null,
      },
      base: {
        rpcUrl: e.BASE_RPC_URL,
        rpcFallbackUrls: e.BASE_RPC_FALLBACK_URLS,
        setting: "BASE_RPC_URL",
        network: e.EVM_NETWORKS.base ?? null,
      },
      bsc: {
        rpcUrl: e.BSC_RPC_URL,
        rpcFallbackUrls: e.BSC_RPC_FALLBACK_URLS,
        setting: "BSC_RPC_URL",
        network: e.EVM_NETWORKS.bsc ?? null,
      },
    },
    seedFile: e.SEED_FILE || undefined,
    maxBodyBytes: e.MAX_BODY_BYTES,
    bodyReadTimeoutMs: e.BODY_READ_TIMEOUT_MS,
    demoAccount: e.DEMO_ACCOUNT === "1" || (e.DEMO_ACCOUNT !== "0" && e.NODE_ENV !== "production" && !e.SEED_FILE),
    logLevel: e.LOG_LEVEL,
    marketData: e.MARKET_DATA === "on",
    dexscreenerBaseUrl: e.DEXSCREENER_BASE_URL,
    marketTimeoutMs: e.MARKET_TIMEOUT_MS,
    dexscreenerRequestsPerMinute: e.DEXSCREENER_REQUESTS_PER_MINUTE,
    marketCacheTtlSeconds: e.MARKET_CACHE_TTL_SECONDS,
    sellSimulation: e.SELL_SIMULATION === "on",
    simulationBudgetMs: e.SIMULATION_BUDGET_MS,
    jupiterBaseUrl: e.JUPITER_BASE_URL || undefined,
    tokenHistoryPages: e.TOKEN_HISTORY_PAGES,
    limits: {
      enterpriseDailyQuota: e.ENTERPRISE_DAILY_QUOTA,
      ratePerSecond: {
        free: e.RATE_LIMIT_FREE_PER_SEC,
        pro: e.RATE_LIMIT_PRO_PER_SEC,
        enterprise: e.RATE_LIMIT_ENTERPRISE_PER_SEC,
      },
    },
    scanCacheTtlSeconds: e.SCAN_CACHE_TTL_SECONDS,
    accounts: {
      clientIp: { vercel: e.VERCEL === "1", trustedProxyHops: e.TRUSTED_PROXY_HOPS },
      signupEnabled,
      signupPerClientPerHour: e.SIGNUP_PER_CLIENT_PER_HOUR,
      signupPerNetworkPerHour: e.SIGNUP_PER_NETWORK_PER_HOUR,
      signupGlobalPerMinute: e.SIGNUP_GLOBAL_PER_MINUTE,
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom: e.MAIL_FROM || "Token Risk API <no-reply@localhost>",
      publicOrigin,
    },
    rpcBreaker: { threshold: e.RPC_BREAKER_THRESHOLD, openMs: e.RPC_BREAKER_OPEN_MS },
    watchlistIntervalMs: e.WATCHLIST_INTERVAL_MS,
    slaTarget:
      e.SLA_TARGET_TEXT || "99.9% monthly availability of the scan API (a target, not a contractual guarantee).",
    webhooks: {
      allowLoopback: loopbackAllowed({ WEBHOOK_ALLOW_LOOPBACK: e.WEBHOOK_ALLOW_LOOPBACK, VERCEL_ENV: e.VERCEL_ENV }),
      loopbackRequested: e.WEBHOOK_ALLOW_LOOPBACK === "1",
      retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      disableAfterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES,
      disableAfterMs: e.WEBHOOK_DISABLE_AFTER_MS,
      maxEndpoints: e.WEBHOOK_MAX_ENDPOINTS,
      leaseMs: Math.max(e.WEBHOOK_LEASE_MS, e.WEBHOOK_TIMEOUT_MS + 5_000),
      maxRetryAfterMs: e.WEBHOOK_MAX_RETRY_AFTER_MS,
      logSize: 50,
      retainSeconds: 7 * 24 * 3600,
      jitter: 0.1,
    },
    schedulerEnabled: schedulerEnabled({ VERCEL: e.VERCEL, SCHEDULER: e.SCHEDULER }),
    cronSecret: e.CRON_SECRET?.trim() || null,
    apiSigningSalt: e.API_SIGNING_SALT,
    store: upstashOptionsFromEnv(e),
    github: e.GITHUB_ID && e.GITHUB_SECRET ? { clientId: e.GITHUB_ID, clientSecret: e.GITHUB_SECRET } : null,
    port: e.PORT || "3000",
    benchRoutes: e.BENCH_ROUTES === "1",
    nextAuthOrigin: e.NEXTAUTH_URL ? new URL(e.NEXTAUTH_URL).origin : null,
  };
}

/**
 * BENCH_ROUTES alone, validated with the same schema: the route registry asks for it while Next
 * loads the route modules (also at build time), where the whole server configuration (which
 * refuses a production build without SMTP, say) must not be required.
 */
export function benchRoutesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return EnvSchema.shape.BENCH_ROUTES.parse(env.BENCH_ROUTES) === "1";
}

const SLOT = Symbol.for("token-risk-api.server-config");
const g = globalThis as unknown as Record<symbol, ServerConfig | undefined>;

/**
 * The process's configuration: the environment read and validated once (the runtime builds it at
 * server start, lib/startup.ts, and a broken one stops a production server there). Kept on
 * globalThis because Next may load this module in more than one bundle.
 */
export function serverConfig(): ServerConfig {
  return (g[SLOT] ??= loadConfig());
}
