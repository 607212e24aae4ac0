import { ApiError, isApiError } from "@/lib/errors";

/**
 * The bounded body reader every route uses (the API wrapper, and the next-auth route through
 * lib/api/next-auth-route.ts): at most `maxBytes`, refused by the declared Content-Length before
 * anything is read and while streaming otherwise (413 PAYLOAD_TOO_LARGE), and within `timeoutMs`
 * of the handler starting (408 REQUEST_TIMEOUT).
 * A 408 asks Node to close the connection after the answer (`Connection: close`), so a slow
 * client cannot hold it for Node's request timeout. A 413 does not: closing a socket with unread
 * bytes in flight makes the kernel send a reset, and the client often loses the 413 itself (seen
 * with chunked uploads). Node discards the rest of an oversized body as it arrives (no memory),
 * within the whole-request timeout set by lib/api/request-gate.ts.
 */
export interface BodyLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** Response header that makes Node close the connection once the answer is written. */
export const CLOSE_CONNECTION: Readonly<Record<string, string>> = { connection: "close" };

export async function readBoundedBody(req: Request, limits: BodyLimits): Promise<Uint8Array<ArrayBuffer>> {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return new Uint8Array();
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooSlow(limits.timeoutMs)), limits.timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      total += value.byteLength;
      if (total > limits.maxBytes) throw tooLarge(limits.maxBytes);
      chunks.push(value);
    }
  } catch (err) {
    reader.cancel().catch(() => {});
    // The client went away or sent a broken body (e.g. fewer bytes than declared): its fault, not ours.
    throw isApiError(err)
      ? err
      : new ApiError("INVALID_INPUT", "The request body could not be read to its end.", { headers: CLOSE_CONNECTION });
  } finally {
    clearTimeout(timer);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

function tooLarge(maxBytes: number) {
  return new ApiError("PAYLOAD_TOO_LARGE", `Request body exceeds the limit of ${maxBytes} bytes.`);
}

function tooSlow(timeoutMs: number) {
  return new ApiError("REQUEST_TIMEOUT", `The request body was not received within ${timeoutMs / 1000} s.`, {
    headers: CLOSE_CONNECTION,
  });
}
