// The system packages the test suites need besides npm's: `redis-server` (tests/redis, the Redis bench mode) and
// Debian's `chromium` (Playwright's executablePath, playwright.config.ts). `npm test` (scripts/run-tests.mjs) checks
// them before any suite runs: as root with apt it installs what is missing (the one copy of this step; CI's
// `.ci/run` relies on it), otherwise it stops at once with one line naming the packages and the command.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** Whether an executable `name` is on `PATH` (or `name` is itself a path to an executable file). */
export function onPath(name, env = process.env) {
  const candidates = name.includes("/") ? [name] : (env.PATH ?? "").split(delimiter).map((dir) => join(dir, name));
  return candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The apt packages that are missing, in a stable order. Chromium is the one Playwright is told to use. */
export function missingPackages(env = process.env) {
  const missing = [];
  if (!onPath("redis-server", env)) missing.push("redis-server");
  if (!onPath(env.E2E_CHROMIUM ?? "chromium", env)) missing.push("chromium");
  return missing;
}

export const installCommand = (packages) => `sudo apt-get install -y ${packages.join(" ")}`;

/** The one line printed when the packages are missing and cannot be installed here. */
export const missingLine = (packages) =>
  `[tests] missing ${packages.join(" and ")}; install with: ${installCommand(packages)} (or run npm test as root on Debian/Ubuntu to let it install them)`;

/**
 * Installs the missing packages when it can (root with apt-get), else explains. Returns true when every package is
 * present afterwards.
 */
export function ensurePrerequisites(env = process.env, log = console.log) {
  const missing = missingPackages(env);
  if (missing.length === 0) return true;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !onPath("apt-get", env)) {
    log(missingLine(missing));
    return false;
  }
  log(`[tests] installing: ${missing.join(" ")}`);
  const apt = (args) =>
    spawnSync("apt-get", args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (!apt(["update", "-qq"]) || !apt(["install", "-y", "-qq", ...missing])) {
    log(`[tests] apt-get install failed; ${missingLine(missingPackages(env))}`);
    return false;
  }
  const still = missingPackages(env);
  if (still.length) log(missingLine(still));
  return still.length === 0;
}
