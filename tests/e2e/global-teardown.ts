import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { HANDLES } from "./global-setup";

export default async function globalTeardown() {
  const handles = (globalThis as Record<symbol, unknown>)[HANDLES] as
    | { stops: (() => Promise<void>)[]; serverOutput?: () => string }
    | undefined;
  if (!handles) return;
  // Keep the server log as an artefact: it is the first thing to read when a spec fails.
  if (handles.serverOutput)
    writeFileSync(join(process.cwd(), "test-results", "e2e-server.log"), handles.serverOutput());
  for (const stop of handles.stops) await stop().catch(() => undefined);
  handles.stops = [];
}
