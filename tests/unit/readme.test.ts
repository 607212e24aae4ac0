import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_CATALOGUE, SANDBOX_CATALOGUE } from "@/lib/engine";
import { REASON_STATUS } from "@/lib/errors";

/** The README is the user's manual: it must name every finding, sandbox token and error reason the code has. */
const readme = readFileSync("README.md", "utf8");

describe("README stays in step with the code", () => {
  it("lists every finding id", () => {
    for (const c of CHECK_CATALOGUE) expect(readme, c.id).toContain(`\`${c.id}\``);
  });
  it("lists every sandbox token", () => {
    for (const t of SANDBOX_CATALOGUE) expect(readme, t.scenario).toContain(t.address);
  });
  it("lists every error reason", () => {
    for (const r of Object.keys(REASON_STATUS)) expect(readme, r).toContain(`\`${r}\``);
  });
  it("documents every environment variable the code reads", () => {

    const src = execSync("git ls-files lib app middleware.ts instrumentation.ts", { encoding: "utf8" }).split("\n").filter((f) => /\.(ts|tsx)$/.test(f));
    const vars = new Set<string>();
    for (const f of src) {
      const text = readFileSync(f, "utf8");
      for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)|env\.([A-Z][A-Z0-9_]{2,})\b|env\[`?"?([A-Z][A-Z0-9_]+)/g)) vars.add(m[1] ?? m[2] ?? m[3]);
      for (const m of text.matchAll(/^\s+([A-Z][A-Z0-9_]{3,}):\s*(?:z\.|intFromEnv)/gm)) vars.add(m[1]);
    }
    // Set by the platform, or (API_KEY) only in a usage example of the client helper.
    for (const v of ["NODE_ENV", "NEXT_RUNTIME", "NEXT_PHASE", "VERCEL", "VERCEL_ENV", "API_KEY"]) vars.delete(v);
    const missing = [...vars].filter((v) => !readme.includes(v));
    expect(missing).toEqual([]);
  });
});
