import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMIT_SETTINGS, tierLimits } from "@/lib/limits/tiers";
import { brokenLinks, firstColumnNames } from "./docs/markdown";

/**
 * The README is the one-page manual: what it is, quick start, configuration pointers, links.
 * The reference it used to hold lives in docs/ and is checked there (tests/unit/docs/reference-docs.test.ts:
 * every setting, error reason, sandbox token and finding id).
 */
const readme = readFileSync("README.md", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };

describe("README stays a one-page manual in step with the code", () => {
  it("is under 15 kB", () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(15_000);
  });

  it("quick start: start on embedded defaults and run the whole suite, with scripts that exist", () => {
    const quick = readme.slice(readme.indexOf("## Quick start"));
    expect(quick).toMatch(/npm install && npm run dev/);
    expect(quick).toMatch(/^npm test\b/m);
    expect(pkg.scripts.dev).toMatch(/^next dev\b/);
    expect(pkg.scripts.test).toBeTruthy();
    for (const m of readme.matchAll(/npm run ([a-z:]+)/g)) expect(pkg.scripts[m[1]], m[0]).toBeTruthy();
  });

  it("links to every reference page in docs/ and /docs, and every link resolves", () => {
    expect(brokenLinks("README.md")).toEqual([]);
    for (const page of readdirSync("docs").filter((f) => f.endsWith(".md")))
      expect(readme, page).toContain(`(docs/${page})`);
    expect(readme).toContain("`/docs`");
    expect(readme).toContain("`/api/openapi.json`");
  });

  it("names only settings that docs/configuration.md documents", () => {
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const named = firstColumnNames(section);
    expect(named.length).toBeGreaterThan(3);
    const documented = new Set(firstColumnNames(readFileSync("docs/configuration.md", "utf8")));
    expect(named.filter((n) => !documented.has(n))).toEqual([]);
  });

  it("states the tier limits the code applies", () => {
    const fmt = (n: number) => n.toLocaleString("en-US");
    const [free, pro, ent] = (["free", "pro", "enterprise"] as const).map((t) => tierLimits(t, DEFAULT_LIMIT_SETTINGS));
    expect(readme.replace(/\s+/g, " ")).toContain(
      `Free ${fmt(free.dailyQuota)} scans a day and ${free.maxBatchItems} items per batch, Pro ${fmt(pro.dailyQuota)} and ${pro.maxBatchItems}, Enterprise ${fmt(ent.dailyQuota)} and ${ent.maxBatchItems}`,
    );
  });
});
