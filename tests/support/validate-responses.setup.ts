import { afterEach } from "vitest";
import { responseProblem } from "./response-contract";

/**
 * Every response of our API that an integration test receives is checked against the documented
 * response schemas (tests/support/response-contract.ts); a mismatch fails the test that made the
 * request. `fetch` is wrapped once here, so HttpClient and raw fetch calls are both covered. Only
 * our own API answers are checked (a path under /api/ with our X-Request-Id): the local stand-ins
 * for RPC, DexScreener, Jupiter and webhook receivers are not. The copy is read in the background,
 * so a test reading a stream incrementally is not delayed.
 */
// The project reuses its module graph from file to file (vitest.config.ts, `isolate: false`), and this file runs again
// for each: wrap the platform's fetch, kept on first use, never the previous file's wrapper.
const REAL_FETCH = Symbol.for("token-risk-api.tests.real-fetch");
const holder = globalThis as typeof globalThis & { [REAL_FETCH]?: typeof fetch };
const realFetch = (holder[REAL_FETCH] ??= globalThis.fetch);
const pending = new Set<Promise<void>>();
const problems: string[] = [];

globalThis.fetch = async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await realFetch(input, init);
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (new URL(url).pathname.startsWith("/api/") && res.headers.has("x-request-id")) {
    const copy = res.clone();
    const p = responseProblem(method, url, copy)
      .then((problem) => void (problem && problems.push(problem)))
      .catch((err) => {
        // A test that aborted its own request (a client going away) has no whole response to check.
        if (init?.signal?.aborted) return;
        problems.push(`${method} ${url}: could not check the response: ${String(err)}`);
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  }
  return res;
};

afterEach(async () => {
  // A stream the test abandoned never ends: give up on it after a moment rather than hang.
  if (pending.size) await Promise.race([Promise.all([...pending]), new Promise((r) => setTimeout(r, 2_000).unref())]);
  pending.clear();
  const found = problems.splice(0);
  if (found.length)
    throw new Error(
      `Responses differ from the documented schemas (lib/api/routes):\n- ${[...new Set(found)].slice(0, 10).join("\n- ")}`,
    );
});
