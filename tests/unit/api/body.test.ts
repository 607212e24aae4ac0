import { describe, expect, it } from "vitest";
import { readBoundedBody } from "@/lib/api/body";
import { loadConfig } from "@/lib/config";
import { isApiError } from "@/lib/errors";

/** The bounded reader on Web streams: size by declaration and while streaming, and the read deadline. */
const LIMITS = { maxBytes: 1024, timeoutMs: 200 };

function streamed(chunks: Uint8Array[], gapMs: number, stallAfter = Infinity): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    async pull(controller) {
      if (i >= stallAfter) return new Promise(() => {}); // never delivers the rest
      if (i > 0) await new Promise((r) => setTimeout(r, gapMs));
      if (i >= chunks.length) return controller.close();
      controller.enqueue(chunks[i++]);
    },
  });
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function failure(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isApiError(err), String(err)).toBe(true);
  return err as { status: number; reason: string; headers?: Record<string, string> };
}

describe("readBoundedBody", () => {
  it("returns the exact bytes of a body under the limit", async () => {
    const body = await readBoundedBody(post("hello"), LIMITS);
    expect(new TextDecoder().decode(body)).toBe("hello");
  });

  it("reads nothing for GET and HEAD", async () => {
    expect((await readBoundedBody(new Request("http://localhost/x"), LIMITS)).byteLength).toBe(0);
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(10));
      },
    });
    const err = await failure(readBoundedBody(post(body, { "content-length": "5000000" }), LIMITS));
    expect(err.status).toBe(413);
    expect(err.reason).toBe("PAYLOAD_TOO_LARGE");
    // A ReadableStream pulls once to fill its queue on construction; the reader never asked for more.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("refuses an undeclared body once the bytes read pass the limit, and stops reading", async () => {
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(512));
    const stream = streamed(chunks, 0);
    const err = await failure(readBoundedBody(post(stream), LIMITS));
    expect(err.status).toBe(413);
  });

  it("answers 408 REQUEST_TIMEOUT at the deadline when the body stalls, and closes the connection", async () => {
    const started = performance.now();
    const err = await failure(readBoundedBody(post(streamed([new Uint8Array([0x7b])], 10_000)), LIMITS));
    const ms = performance.now() - started;
    expect(err.status).toBe(408);
    expect(err.reason).toBe("REQUEST_TIMEOUT");
    expect(err.headers?.connection).toBe("close");
    expect(ms).toBeGreaterThanOrEqual(LIMITS.timeoutMs - 5);
    expect(ms).toBeLessThan(LIMITS.timeoutMs + 500);
  });

  it("counts the deadline over the whole body, not per chunk (a trickle is cut too)", async () => {
    const trickle = Array.from({ length: 50 }, () => new Uint8Array([0x20]));
    const err = await failure(readBoundedBody(post(streamed(trickle, 30)), LIMITS));
    expect(err.status).toBe(408);
  });

  it("turns a body that breaks off into a 400, not a 500", async () => {
    const broken = new ReadableStream({
      start(c) {
        c.enqueue(new Uint8Array([1]));
        c.error(new Error("socket hang up"));
      },
    });
    const err = await failure(readBoundedBody(post(broken), LIMITS));
    expect(err.status).toBe(400);
  });
});

describe("configuration", () => {
  it("gives clients 15 s for a body by default; BODY_READ_TIMEOUT_MS changes it and is validated", () => {
    expect(loadConfig({}).bodyReadTimeoutMs).toBe(15_000);
    expect(loadConfig({ BODY_READ_TIMEOUT_MS: "2000" }).bodyReadTimeoutMs).toBe(2_000);
    expect(() => loadConfig({ BODY_READ_TIMEOUT_MS: "soon" })).toThrow(/BODY_READ_TIMEOUT_MS/);
  });
});
