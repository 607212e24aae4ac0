import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { HANDLES } from "./global-setup";

export default async function globalTeardown() {
  const handles = (globalThis as Record<symbol, unknown>)[HANDLES] as
    | { stops: (() => Promise<void>)[]; serverOutputs: (() => string)[] }
    | undefined;
  if (!handles) return;
  // Keep each stack's server log as an artefact (e2e-server.log, e2e-server-1.log, ...): the first thing to read
  // when a spec fails.
  handles.serverOutputs.forEach((output, i) =>
    writeFileSync(join(process.cwd(), "test-results", i === 0 ? "e2e-server.log" : `e2e-server-${i}.log`), output()),
  );
  for (const stop of handles.stops) await stop().catch(() => undefined);
  handles.stops = [];
}
