/** The operators' CLI (`npm run admin -- …`) against the configured store: a real Redis through the bridge. */
import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { resolveApiKey } from "@/lib/auth/api-keys";
import { UpstashStore } from "@/lib/store/upstash-store";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("admin-cli-token");

/** Async on purpose: the Upstash bridge runs in this process, so a blocking spawn would starve it. */
function admin(args: string[], withStore = true): Promise<{ code: number; out: string; err: string }> {
  const env = {
    ...process.env,
    UPSTASH_REDIS_REST_URL: withStore ? r.url : "",
    UPSTASH_REDIS_REST_TOKEN: withStore ? r.token : "",
    KV_REST_API_URL: "",
    KV_REST_API_TOKEN: "",
  };
  return new Promise((resolve) => {
    execFile(
      "node_modules/.bin/tsx",
      ["--tsconfig", "tsconfig.json", "scripts/admin.ts", ...args],
      { env, encoding: "utf8", timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout, err: stderr }),
    );
  });
}

describe("admin CLI", () => {
  it("creates an account, sets its tier and issues a key that resolves in the store", async () => {
    const created = await admin(["create-account", "--id", "acct_cli", "--email", "ops@example.com", "--tier", "free"]);
    expect(created.code, created.err).toBe(0);
    expect(JSON.parse(created.out)).toEqual({ id: "acct_cli" });
    expect((await admin(["create-account", "--id", "acct_cli", "--tier", "free"])).code).toBe(2);

    const tier = await admin(["set-tier", "--account", "acct_cli", "--tier", "enterprise"]);
    expect(JSON.parse(tier.out)).toEqual({ id: "acct_cli", tier: "enterprise" });

    const issued = await admin(["issue-key", "--account", "acct_cli", "--name", "ops", "--signing-required"]);
    expect(issued.code, issued.err).toBe(0);
    const key = /API key \(shown once\): (trk_live_\S+)/.exec(issued.err)?.[1];
    expect(key).toBeDefined();
    expect(issued.out).not.toContain(key!); // stdout (often captured in logs) never carries the key

    const store = new UpstashStore({ url: r.url, token: r.token });
    expect((await store.getAccount("acct_cli"))?.tier).toBe("enterprise");
    const record = await resolveApiKey(store, key!);
    expect(record).toMatchObject({ accountId: "acct_cli", name: "ops", signingRequired: true });

    const revoked = await admin(["revoke-key", "--account", "acct_cli", "--key", record!.id]);
    expect(JSON.parse(revoked.out).status).toBe("revoked");
    expect(await resolveApiKey(store, key!)).toBeNull();
  });

  it("with the embedded store, refuses to mutate and prints a SEED_FILE entry instead", async () => {
    // Usage always prints, with what works against the embedded store.
    for (const args of [[], ["--help"]]) {
      const help = await admin(args, false);
      expect(help.code).toBe(0);
      expect(help.out).toContain("create-account");
      expect(help.out).toContain("embedded store");
      expect(help.out).toContain("demo logins");
    }
    const noStore = await admin(["create-account", "--tier", "pro"], false);
    expect(noStore.code).toBe(2);
    expect(noStore.err).toContain("needs the shared store");
    const entry = await admin(["seed-entry", "--id", "acct_seed", "--tier", "pro"], false);
    expect(entry.code).toBe(0);
    const parsed = JSON.parse(entry.out);
    expect(parsed).toMatchObject({ id: "acct_seed", tier: "pro" });
    expect(parsed.apiKeys[0].keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.err).toMatch(/trk_live_/);
  });

  it("refuses bad input with exit code 2", async () => {
    expect((await admin(["set-tier", "--account", "acct_cli", "--tier", "platinum"])).code).toBe(2);
    expect((await admin(["nonsense"])).code).toBe(2);
  });
});
