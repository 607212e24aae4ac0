import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FINDING_CATALOGUES, SANDBOX_CATALOGUES } from "@/lib/docs/catalogues";
import { CHECKS, SANDBOX_CATALOGUE } from "@/lib/engine";

/** /docs renders every catalogue the engine has: a new chain's checks or sandbox cannot be left off the page. */
describe("/docs catalogues", () => {
  const declared = (pattern: RegExp) => {
    const names = new Set<string>();
    for (const f of execSync("git ls-files lib/engine", { encoding: "utf8" })
      .split("\n")
      .filter((x) => x.endsWith(".ts"))) {
      for (const m of readFileSync(f, "utf8").matchAll(pattern)) names.add(m[1]);
    }
    return [...names];
  };
  const listing = readFileSync("lib/docs/catalogues.ts", "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

  it("lists every check list lib/engine declares", () => {
    const lists = declared(/export const (\w*CHECKS)\b/g);
    expect(lists).toContain("CHECKS");
    expect(lists.filter((n) => !new RegExp(`checks: ${n}\\b`).test(listing))).toEqual([]);
  });

  it("lists every sandbox catalogue lib/engine declares", () => {
    const lists = declared(/export const (\w*SANDBOX_CATALOGUE)\b/g);
    expect(lists).toContain("SANDBOX_CATALOGUE");
    expect(lists.filter((n) => !new RegExp(`entries: ${n}\\b`).test(listing))).toEqual([]);
  });

  it("the Solana catalogues are the engine's, with unique labels", () => {
    expect(FINDING_CATALOGUES.flatMap((c) => c.checks)).toEqual(expect.arrayContaining([...CHECKS]));
    expect(SANDBOX_CATALOGUES.flatMap((c) => c.entries)).toEqual(expect.arrayContaining(SANDBOX_CATALOGUE));
    const labels = FINDING_CATALOGUES.map((c) => c.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
