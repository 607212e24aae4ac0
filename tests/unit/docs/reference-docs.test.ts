import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { loadConfig } from "@/lib/config";
import { CHECK_CATALOGUE, SANDBOX_CATALOGUE, SANDBOX_SNAPSHOT_VERSION } from "@/lib/engine";
import { REASON_STATUS } from "@/lib/errors";
import { DEFAULT_LIMIT_SETTINGS, tierLimits } from "@/lib/limits/tiers";
import { brokenLinks, firstColumnNames, repoFile } from "./markdown";

/**
 * The reference in docs/ states facts about the code; these checks keep them true.
 * (The README's own facts: tests/unit/readme.test.ts. docs/analysis.md is generated:
 * tests/unit/engine/analysis-docs.test.ts.)
 */

/** Variables set by the platform or read by Next itself, never by our code, that the settings table may name. */
const PLATFORM = ["PORT"];
/** Variables the code reads that are not settings: set by Node/Next/Vercel, or (API_KEY) only in a usage example of the client helper. */
const NOT_SETTINGS = [
  "NODE_ENV",
  "NEXT_RUNTIME",
  "NEXT_PHASE",
  "VERCEL",
  "VERCEL_ENV",
  "VERCEL_PROJECT_PRODUCTION_URL",
  "API_KEY",
];

/**
 * Every setting lib/config.ts validates, read off the real loader: it is given an environment that
 * records each variable asked for, so the list follows the schema as it grows (no export needed).
 */
function schemaSettings(): string[] {
  const seen = new Set<string>();
  const record = (k: string | symbol) => {
    if (typeof k === "string" && /^[A-Z][A-Z0-9_]+$/.test(k)) seen.add(k);
  };
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_t, k) => (record(k), undefined),
    has: (_t, k) => (record(k), false),
  });
  try {
    loadConfig(env);
  } catch {
    // Only production refusals throw, after every variable was read.
  }
  return [...seen];
}

/** The configuration with `extra` set, or null when the loader refuses it. */
function configWith(extra: Record<string, string>): unknown {
  try {
    return loadConfig({ ...extra });
  } catch {
    return null;
  }
}

/** Every environment variable the code reads anywhere (should all be in the schema once every read lives in lib/config.ts). */
function codeReads(): string[] {
  const src = execSync("git ls-files lib app middleware.ts instrumentation.ts", { encoding: "utf8" })
    .split("\n")
    .filter((f) => /\.(ts|tsx)$/.test(f));
  const vars = new Set<string>();
  for (const f of src) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(
      /process\.env\.([A-Z][A-Z0-9_]+)|env\.([A-Z][A-Z0-9_]{2,})\b|env\[`?"?([A-Z][A-Z0-9_]+)/g,
    ))
      vars.add(m[1] ?? m[2] ?? m[3]);
    // Helper reads: envInt("NAME", …), int(env, "NAME", …).
    for (const m of text.matchAll(/\b(?:env[A-Z]\w*\(|\w+\(env, )"([A-Z][A-Z0-9_]{3,})"/g)) vars.add(m[1]);
    // Schema keys in the configuration modules (lib/config.ts, an edge variant, lib/<domain>/config.ts).
    if (/(^|\/)config[\w-]*\.ts$/.test(f))
      for (const m of text.matchAll(/^\s+([A-Z][A-Z0-9_]{3,}):\s*(?:z\.|\w+\()/gm)) vars.add(m[1]);
  }
  return [...vars];
}

describe("docs/configuration.md is the configuration schema", () => {
  const doc = repoFile("docs/configuration.md");
  const documented = new Set(firstColumnNames(doc));
  const known = new Set([...schemaSettings(), ...codeReads()].filter((v) => !NOT_SETTINGS.includes(v)));

  it("documents every setting lib/config.ts validates and every variable the code reads", () => {
    expect(schemaSettings().length).toBeGreaterThan(20);
    expect([...known].filter((v) => !documented.has(v))).toEqual([]);
  });

  it("documents no setting the code does not know", () => {
    expect([...documented].filter((v) => !known.has(v) && !PLATFORM.includes(v))).toEqual([]);
  });

  it("documents each setting once", () => {
    const names = firstColumnNames(doc);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("states each setting's default: setting a variable to its documented default changes nothing", () => {
    const settings = new Set(schemaSettings());
    const base = configWith({});
    expect(base).not.toBeNull();
    let checked = 0;
    for (const row of doc.split("\n").filter((l) => l.startsWith("| `"))) {
      const names = firstColumnNames(row);
      const cell = row.split("|")[2].trim();
      // Plain defaults only: `30`, or one per variable `5`, `20`, `30` (not "dev: …", "on (off on Vercel)", "—").
      if (!/^`[^`]+`(, `[^`]+`)*$/.test(cell)) continue;
      const defaults = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      if (defaults.length !== names.length && defaults.length !== 1) continue;
      names.forEach((name, i) => {
        if (!settings.has(name)) return;
        const value = defaults.length === 1 ? defaults[0] : defaults[i];
        expect(configWith({ [name]: value }), `${name}=${value}`).toEqual(base);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(15);
  });
});

describe("docs/api.md names what the code has", () => {
  const api = repoFile("docs/api.md");
  it("lists every error reason with its status", () => {
    const rows = api.split("\n").filter((l) => l.startsWith("| `"));
    for (const [reason, status] of Object.entries(REASON_STATUS)) {
      const row = rows.find((r) => r.includes(`\`${reason}\``));
      expect(row, reason).toBeDefined();
      expect(row!.split("|")[2].trim(), reason).toBe(String(status));
    }
  });
  it("lists every public path of the OpenAPI document in the routes table", () => {
    // Table paths may read `/api/v1/watchlist[/{token}]` (both paths); parameter names are not compared.
    const norm = (p: string) => p.replace(/\{[^}]+\}/g, "{}");
    const table = api.slice(api.indexOf("## Routes"), api.indexOf("\n## ", api.indexOf("## Routes") + 1));
    const listed = new Set<string>();
    for (const m of table.matchAll(/`(\/api\/[^`]+)`/g)) {
      const opt = /^(.*)\[(.*)\]$/.exec(m[1]);
      for (const p of opt ? [opt[1], opt[1] + opt[2]] : [m[1]]) listed.add(norm(p.replace(/\?.*$/, "")));
    }
    const paths = Object.keys((buildOpenApiDocument() as { paths: Record<string, unknown> }).paths).filter((p) =>
      /^\/api\/(v\d+|status)\//.test(p),
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !listed.has(norm(p)))).toEqual([]);
  });
  it("lists every sandbox token and names the snapshot version", () => {
    for (const t of SANDBOX_CATALOGUE) expect(api, t.scenario).toContain(t.address);
    expect(api).toContain(`\`${SANDBOX_SNAPSHOT_VERSION}\``);
  });
  it("states the tier limits the code applies", () => {
    const fmt = (n: number) => n.toLocaleString("en-US");
    const [free, pro, ent] = (["free", "pro", "enterprise"] as const).map((t) => tierLimits(t, DEFAULT_LIMIT_SETTINGS));
    expect(api).toContain(
      `| Scans per day (00:00 UTC reset) | ${fmt(free.dailyQuota)} | ${fmt(pro.dailyQuota)} | ${fmt(ent.dailyQuota)} `,
    );
    expect(api).toContain(`| Items per batch | ${free.maxBatchItems} | ${pro.maxBatchItems} | ${ent.maxBatchItems} |`);
    expect(api).toContain(
      `| Requests per second | ${free.ratePerSecond} | ${pro.ratePerSecond} | ${ent.ratePerSecond} |`,
    );
  });
});

describe("docs/operations.md", () => {
  it("describes every cron of vercel.json", () => {
    const ops = repoFile("docs/operations.md");
    const { crons } = JSON.parse(repoFile("vercel.json")) as { crons: Array<{ path: string; schedule: string }> };
    expect(crons.length).toBeGreaterThan(0);
    const every = (schedule: string) =>
      schedule === "* * * * *"
        ? "every minute"
        : /^\*\/(\d+) \* \* \* \*$/.test(schedule)
          ? `every ${schedule.slice(2).split(" ")[0]} minutes`
          : schedule;
    for (const c of crons)
      expect(ops.replace(/\s+/g, " "), c.path).toMatch(new RegExp(`\`${c.path}\` ${every(c.schedule)}`));
  });
});

describe("docs/analysis.md", () => {
  it("lists every finding id", () => {
    const doc = repoFile("docs/analysis.md");
    for (const c of CHECK_CATALOGUE) expect(doc, c.id).toContain(`\`${c.id}\``);
  });
});

describe("links in docs/", () => {
  it("every relative link and heading anchor resolves", () => {
    const files = readdirSync("docs")
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`);
    expect(files.flatMap((f) => brokenLinks(f))).toEqual([]);
  });
});
