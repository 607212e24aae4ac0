import type { AccountRecord, ApiKeyRecord } from "@/lib/store/types";

/** Record builders shared by the store contracts: fresh ids, a fresh 64-hex key hash, overridable fields. */
export const uid = () => Math.random().toString(36).slice(2, 10);

export const hex64 = () =>
  Array.from({ length: 64 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("");

export const accountRecord = (over: Partial<AccountRecord> = {}): AccountRecord => ({
  id: `acct_${uid()}`,
  email: `${uid()}@example.com`,
  passwordHash: null,
  tier: "free",
  createdAt: new Date().toISOString(),
  ...over,
});

export const apiKeyRecord = (accountId: string, over: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id: `key_${uid()}${uid()}`,
  accountId,
  keyHash: hex64(),
  prefix: "trk_live_abcd",
  name: "k",
  createdAt: new Date().toISOString(),
  lastUsedAt: null,
  revokedAt: null,
  signingRequired: false,
  ...over,
});
