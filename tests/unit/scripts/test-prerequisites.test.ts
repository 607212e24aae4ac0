import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm test` on a machine without redis-server and chromium, where it cannot install them (no apt-get on PATH):
 * the runner stops before any suite with one line naming the packages and the install command.
 */
const bin = mkdtempSync(join(tmpdir(), "prereq-bin-"));
symlinkSync(process.execPath, join(bin, "node"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe("npm test checks its system packages first", () => {
  it("stops at once, naming redis-server, chromium and the command to install them", () => {
    const { E2E_CHROMIUM: _ignored, ...env } = process.env;
    const run = spawnSync(join(bin, "node"), ["scripts/run-tests.mjs"], {
      env: { ...env, PATH: bin },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(
      /missing redis-server and chromium; install with: sudo apt-get install -y redis-server chromium/,
    );
    // Nothing ran: only the closing count follows the line (no lint, no Vitest output).
    expect(lines.slice(1)).toEqual(["0 passed, 1 failed"]);
    expect(run.stderr).toBe("");
  });

  it("finds both on this machine, so the runner goes on to the suites", () => {
    const probe = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'import("./scripts/test-prerequisites.mjs").then((m) => console.log(m.missingPackages().length))',
      ],
      { encoding: "utf8" },
    );
    expect(probe.stdout.trim()).toBe("0");
  });
});
