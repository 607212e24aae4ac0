import { issueApiKey } from "@/lib/auth/api-keys";
import { assertEmailVerified } from "@/lib/auth/email-verified";
import { ApiError } from "@/lib/errors";
import type { ApiKeyRecord, Store } from "@/lib/store/types";

/** What the console shows of a key: never the hash, never the key (after creation). */
export function publicKeyView(k: ApiKeyRecord) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt,
    lastUsedAt: k.lastUsedAt,
    revokedAt: k.revokedAt,
    signingRequired: k.signingRequired,
    status: k.revokedAt ? ("revoked" as const) : ("active" as const),
  };
}

export const MAX_ACTIVE_KEYS = 20;

export async function listKeys(store: Store, accountId: string) {
  return (await store.listApiKeys(accountId)).map(publicKeyView);
}

export async function createKey(store: Store, accountId: string, input: { name?: string; signingRequired?: boolean }) {
  // Self-service accounts create keys only after confirming their email (403 EMAIL_UNVERIFIED).
  const account = await store.getAccount(accountId);
  if (account) assertEmailVerified(account);
  // The cap is enforced atomically by the store (insertApiKeyCapped), never read-then-write.
  const { key, record } = await issueApiKey(store, accountId, { ...input, maxActive: MAX_ACTIVE_KEYS });
  return { key, ...publicKeyView(record) };
}

async function ownedKey(store: Store, accountId: string, id: string) {
  const k = (await store.listApiKeys(accountId)).find((x) => x.id === id);
  if (!k) throw new ApiError("NOT_FOUND", "No such key on this account.");
  return k;
}

export async function revokeKey(store: Store, accountId: string, id: string, now: Date) {
  const k = await ownedKey(store, accountId, id);
  if (k.revokedAt) return publicKeyView(k);
  const revoked = await store.updateApiKey(id, { revokedAt: now.toISOString() });
  if (!revoked) throw new ApiError("NOT_FOUND", "No such key on this account.");
  return publicKeyView(revoked);
}

/** Issues a replacement with the same name and settings, then revokes the old key at once. */
export async function rotateKey(store: Store, accountId: string, id: string, now: Date) {
  const old = await ownedKey(store, accountId, id);
  if (old.revokedAt) throw new ApiError("CONFLICT", "This key is revoked; create a new one instead.");
  const { key, record } = await issueApiKey(store, accountId, {
    name: old.name,
    signingRequired: old.signingRequired,
    now,
  });
  await store.updateApiKey(id, { revokedAt: now.toISOString() });
  return { key, ...publicKeyView(record), replaces: id };
}
