import { ensureBuild } from "./next-build";

/**
 * Builds the production server once for the whole test run (`next build`). Several Vitest
 * projects share this setup; the env flag makes the build happen once per run.
 * REUSE_BUILD=1 skips the build when .next exists (local iteration only; CI always builds).
 * `npm test` builds before the server-backed projects start (TRK_BUILD_DONE=1); when that build failed
 * (TRK_BUILD_FAILED=1, its output printed above) they fail here at once instead of building again.
 */
export default function setup() {
  if (process.env.TRK_BUILD_FAILED === "1")
    throw new Error("next build failed (its output is above): no server to test");
  if (process.env.TRK_BUILD_DONE === "1") return;
  const seconds = ensureBuild(process.env.REUSE_BUILD === "1");
  process.env.TRK_BUILD_DONE = "1";
  if (seconds > 0) process.stdout.write(`[global-setup] next build done in ${Math.round(seconds)} s\n`);
}
