import { hash, randomBytes, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors";
import type { ApiKeyRecord, Store } from "@/lib/store/types";

/**
 * API keys: `trk_live_` + 32 base64url characters (192 random bits). Only the SHA-256 hash is
 * stored; the plain key is shown once at creation. A fast hash is right here (unlike passwords):
 * the key has full entropy, so it cannot be guessed from its hash.
 */
export const API_KEY_PREFIX = "trk_live_";
const KEY_SHAPE = /^trk_live_[A-Za-z0-9_-]{32}$/;

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(24).toString("base64url");
}

export function hashApiKey(key: string): string {
  // One-shot hash (Node >= 20.12): no Hash object per request.
  return hash("sha256", key, "hex");
}

/** Cheap shape check so malformed credentials never reach the store. */
export function looksLikeApiKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

export function displayPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 4);
}

export function newKeyId(): string {
  return "key_" + randomBytes(9).toString("base64url");
}

export function constantTimeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ab.length === bb.length && ab.length > 0 && timingSafeEqual(ab, bb);
}

/**
 * Resolves a presented key to its live record, or null (unknown, malformed or revoked).
 * The hash lookup is by exact hash; the final comparison is constant-time.
 */
export async function resolveApiKey(store: Store, presented: string): Promise<ApiKeyRecord | null> {
  if (!looksLikeApiKey(presented)) return null;
  const hash = hashApiKey(presented);
  const record = await store.findApiKeyByHash(hash);
  if (!record || !constantTimeEqualHex(record.keyHash, hash)) return null;
  if (record.revokedAt) return null;
  return record;
}

/** Creates and stores a key for an account; returns the plain key (show it once) and the record. */
export async function issueApiKey(
  store: Store,
  accountId: string,
  options: { name?: string; signingRequired?: boolean; now?: Date; maxActive?: number } = {},
): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateApiKey();
  const record: ApiKeyRecord = {
    id: newKeyId(),
    accountId,
    keyHash: hashApiKey(key),
    prefix: displayPrefix(key),
    name: options.name?.trim() || "API key",
    createdAt: (options.now ?? new Date()).toISOString(),
    lastUsedAt: null,
    revokedAt: null,
    signingRequired: options.signingRequired ?? false,
  };
  if (options.maxActive !== undefined) {
    // The cap is checked and the key written in one atomic store operation.
    const outcome = await store.insertApiKeyCapped(record, options.maxActive);
    if (outcome === "cap")
      throw new ApiError("CONFLICT", `At most ${options.maxActive} active keys per account; revoke one first.`);
    if (outcome === "exists") throw new Error("API key collision; retry");
    return { key, record };
  }
  if (!(await store.insertApiKey(record))) throw new Error("API key collision; retry");
  return { key, record };
}
