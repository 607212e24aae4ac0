import { readFile } from "node:fs/promises";
import { z } from "zod";
import { displayPrefix, hashApiKey, looksLikeApiKey } from "@/lib/auth/api-keys";
import { hashPassword } from "@/lib/auth/password";
import type { Store } from "@/lib/store/types";

/**
 * SEED_FILE provisioning. The format is fixed so outside tooling can rely on it (extra fields allowed):
 * {"accounts":[{"id","email","password?","tier","apiKeys":[{"key"} | {"keyHash"}]}]}
 * Plain keys are hashed on load and never kept; `keyHash` is the hex SHA-256 of a key.
 */
const SeedKey = z
  .looseObject({
    key: z.string().refine(looksLikeApiKey, "key must look like trk_live_ + 32 base64url chars").optional(),
    keyHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, "keyHash must be 64 hex chars")
      .optional(),
    prefix: z.string().max(24).optional(),
    name: z.string().max(80).optional(),
    signingRequired: z.boolean().optional(),
  })
  .refine(
    (k) => (k.key === undefined) !== (k.keyHash === undefined),
    "each apiKeys entry needs exactly one of key or keyHash",
  );

export const SeedFileSchema = z.looseObject({
  accounts: z.array(
    z.looseObject({
      id: z.string().min(1).max(64),
      email: z.string().email().optional(),
      password: z.string().min(1).max(1024).optional(),
      tier: z.enum(["free", "pro", "enterprise"]),
      apiKeys: z.array(SeedKey).default([]),
    }),
  ),
});
export type SeedFile = z.infer<typeof SeedFileSchema>;

export async function loadSeedFile(path: string): Promise<SeedFile> {
  let raw: string;
  try {
    raw = await readFile(path, "utf8");
  } catch (err) {
    throw new Error(`SEED_FILE ${path} cannot be read: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`SEED_FILE ${path} is not valid JSON`);
  }
  const parsed = SeedFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`SEED_FILE ${path} is invalid: ${problems}`);
  }
  return parsed.data;
}

/** Idempotent: existing accounts and keys are left as they are (safe on every start, on a shared store). */
export async function applySeed(
  store: Store,
  seed: SeedFile,
  now = new Date(),
): Promise<{ accounts: number; keys: number }> {
  let accounts = 0;
  let keys = 0;
  const passwordHashes = await hashPasswords(seed.accounts.map((a) => a.password));
  for (const [n, a] of seed.accounts.entries()) {
    const inserted = await store.insertAccount({
      id: a.id,
      email: a.email?.toLowerCase() ?? null,
      passwordHash: passwordHashes[n],
      tier: a.tier,
      createdAt: now.toISOString(),
    });
    if (inserted) accounts++;
    for (const [i, k] of a.apiKeys.entries()) {
      const keyHash = k.key !== undefined ? hashApiKey(k.key) : (k.keyHash ?? "").toLowerCase();
      const ok = await store.insertApiKey({
        id: `key_seed_${a.id}_${i}`,
        accountId: a.id,
        keyHash,
        prefix: k.key !== undefined ? displayPrefix(k.key) : (k.prefix ?? "trk_live_…"),
        name: k.name ?? "Seeded key",
        createdAt: now.toISOString(),
        lastUsedAt: null,
        revokedAt: null,
        signingRequired: k.signingRequired ?? false,
      });
      if (ok) keys++;
    }
  }
  return { accounts, keys };
}

/**
 * Seed passwords hashed a few at a time, not one after the other: scrypt runs on libuv's thread pool (4 threads by
 * default), so the three seeded logins of a test or bench server take about one hash's time instead of three, and
 * a server's start (instrumentation.ts, which its first request waits for) is shorter by that much. At most
 * HASH_CONCURRENCY at once, as each hash holds 32 MiB while it runs.
 */
const HASH_CONCURRENCY = 4;
async function hashPasswords(passwords: (string | undefined)[]): Promise<(string | null)[]> {
  const out: (string | null)[] = passwords.map(() => null);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) {
      const password = passwords[i];
      if (password) out[i] = await hashPassword(password);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, passwords.length) }, worker));
  return out;
}
