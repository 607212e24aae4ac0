import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateApiKey } from "@/lib/auth/api-keys";

type Tier = "free" | "pro" | "enterprise";

/**
 * Writes a SEED_FILE (the documented format) with one account per tier plus `extra` accounts,
 * each with one plain key; returns the file path and the keys by account id.
 */
export function writeSeedFile(extra: { id: string; tier: Tier; email?: string; password?: string }[] = []) {
  const base = [
    { id: "acct_free", email: "free@example.com", password: "free-password-1", tier: "free" as Tier },
    { id: "acct_pro", email: "pro@example.com", password: "pro-password-1", tier: "pro" as Tier },
    { id: "acct_ent", email: "ent@example.com", password: "ent-password-1", tier: "enterprise" as Tier },
  ];
  const all = [...base, ...extra];
  const byId: Record<string, string> = {};
  const accounts = all.map((a) => {
    byId[a.id] = generateApiKey();
    return { ...a, apiKeys: [{ key: byId[a.id] }] };
  });
  const dir = mkdtempSync(join(tmpdir(), "seed-"));
  const path = join(dir, "seed.json");
  writeFileSync(path, JSON.stringify({ accounts }, null, 2));
  return { path, keys: { free: byId.acct_free, pro: byId.acct_pro, enterprise: byId.acct_ent }, byId };
}
