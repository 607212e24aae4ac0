import { z } from "zod";

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
  RPC_TIMEOUT_MS: intFromEnv(8000, 100),
  SEED_FILE: z.string().optional(),
  /** Largest accepted request body, bytes. */
  MAX_BODY_BYTES: intFromEnv(64 * 1024, 256),
  /** Concurrent scans inside one batch request. */
  BATCH_CONCURRENCY: intFromEnv(4, 1),
  /** "1": create and print a demo Enterprise key at start; "0": never. Default: on in development only, and only without SEED_FILE. */
  DEMO_ACCOUNT: z.enum(["0", "1"]).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type ServerConfig = {
  production: boolean;
  solanaRpcUrl: string;
  rpcTimeoutMs: number;
  seedFile: string | undefined;
  maxBodyBytes: number;
  batchConcurrency: number;
  demoAccount: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
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
    rpcTimeoutMs: e.RPC_TIMEOUT_MS,
    seedFile: e.SEED_FILE || undefined,
    maxBodyBytes: e.MAX_BODY_BYTES,
    batchConcurrency: e.BATCH_CONCURRENCY,
    demoAccount: e.DEMO_ACCOUNT === "1" || (e.DEMO_ACCOUNT !== "0" && e.NODE_ENV !== "production" && !e.SEED_FILE),
    logLevel: e.LOG_LEVEL,
  };
}
