/**
 * Operator CLI: `npm run admin -- <command> [--flag value]` against the configured store.
 *   create-account --email a@x.io --tier pro [--id acct_1] [--password ...]
 *   set-tier --account acct_1 --tier enterprise
 *   issue-key --account acct_1 [--name bot] [--signing-required]
 *   list-keys --account acct_1
 *   revoke-key --account acct_1 --key key_...
 *   seed-entry --id acct_1 --tier pro [--email a@x.io]   (prints a SEED_FILE account with a new key's hash)
 * With the embedded store (no Redis configured) state lives inside the server process, so only
 * `seed-entry` is useful: add its output to SEED_FILE. Keys are printed once and never stored in clear.
 */
import { randomBytes } from "node:crypto";
import { displayPrefix, generateApiKey, hashApiKey, issueApiKey } from "../lib/auth/api-keys";
import { listKeys, revokeKey } from "../lib/auth/key-console";
import { hashPassword } from "../lib/auth/password";
import { createStore } from "../lib/store/create-store";
import { TIERS, type Tier } from "../lib/store/types";

const KNOWN = new Set(["create-account", "set-tier", "issue-key", "list-keys", "revoke-key", "seed-entry"]);

function flags(argv: string[]) {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) out[a.slice(2)] = true;
    else out[a.slice(2)] = argv[++i];
  }
  return out;
}

function need(f: Record<string, string | true>, name: string): string {
  const v = f[name];
  if (typeof v !== "string" || !v) throw new Error(`--${name} is required`);
  return v;
}

function tier(f: Record<string, string | true>): Tier {
  const t = need(f, "tier");
  if (!(TIERS as readonly string[]).includes(t)) throw new Error(`--tier must be one of ${TIERS.join(", ")}`);
  return t as Tier;
}

const USAGE = `usage: npm run admin -- <command> [--flags]

  create-account --email a@x.io --tier free|pro|enterprise [--id acct_1] [--password ...]
  set-tier       --account acct_1 --tier free|pro|enterprise
  issue-key      --account acct_1 [--name bot] [--signing-required]   (prints the key once)
  list-keys      --account acct_1
  revoke-key     --account acct_1 --key key_...
  seed-entry     --id acct_1 --tier pro [--email a@x.io]              (prints a SEED_FILE entry and its key)

Store: the commands except seed-entry act on the shared Redis store (UPSTASH_REDIS_REST_URL and
UPSTASH_REDIS_REST_TOKEN, or KV_REST_API_URL and KV_REST_API_TOKEN).
With the embedded store (nothing configured, as with \`npm run dev\`) the state lives inside the
server process, so this CLI cannot reach it. What works there:
  - the demo logins \`npm run dev\` prints at start (Free, Pro, Enterprise; DEMO_ACCOUNT=1 forces them);
  - seed-entry: add its output to a SEED_FILE and restart the server with SEED_FILE=<path>.
`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return;
  }
  const f = flags(rest);
  if (command === "seed-entry") {
    const key = generateApiKey();
    const entry = {
      id: need(f, "id"),
      email: typeof f.email === "string" ? f.email : undefined,
      tier: tier(f),
      apiKeys: [{ keyHash: hashApiKey(key), prefix: displayPrefix(key) }],
    };
    console.log(JSON.stringify(entry));
    console.error(`API key (shown once, give it to the account owner): ${key}`);
    return;
  }
  const store = createStore(process.env);
  if (!KNOWN.has(command)) {
    console.error(`admin: unknown command "${command}"\n\n${USAGE}`);
    process.exit(2);
  }
  if (store.kind === "memory") {
    console.error(`admin: ${command} needs the shared store, and none is configured.\n\n${USAGE}`);
    process.exit(2);
  }
  switch (command) {
    case "create-account": {
      const id = typeof f.id === "string" ? f.id : `acct_${randomBytes(8).toString("hex")}`;
      const ok = await store.insertAccount({
        id,
        email: typeof f.email === "string" ? f.email.toLowerCase() : null,
        passwordHash: typeof f.password === "string" ? await hashPassword(f.password) : null,
        tier: tier(f),
        createdAt: new Date().toISOString(),
      });
      if (!ok) throw new Error("account id or email already exists");
      console.log(JSON.stringify({ id }));
      return;
    }
    case "set-tier": {
      const a = await store.updateAccount(need(f, "account"), { tier: tier(f) });
      if (!a) throw new Error("no such account");
      console.log(JSON.stringify({ id: a.id, tier: a.tier }));
      return;
    }
    case "issue-key": {
      const accountId = need(f, "account");
      if (!(await store.getAccount(accountId))) throw new Error("no such account");
      const { key, record } = await issueApiKey(store, accountId, {
        name: typeof f.name === "string" ? f.name : "Issued by operator",
        signingRequired: f["signing-required"] === true,
      });
      console.log(JSON.stringify({ id: record.id, prefix: record.prefix }));
      console.error(`API key (shown once): ${key}`);
      return;
    }
    case "list-keys":
      console.log(JSON.stringify(await listKeys(store, need(f, "account")), null, 2));
      return;
    case "revoke-key":
      console.log(JSON.stringify(await revokeKey(store, need(f, "account"), need(f, "key"), new Date())));
      return;
    default:
      throw new Error(USAGE);
  }
}

main().catch((err) => {
  const cause = (err as { cause?: { message?: string } }).cause?.message?.split("\n")[0]?.slice(0, 200);
  console.error(`admin: ${(err as Error).message}${cause ? ` (${cause})` : ""}`);
  process.exit(2);
});
