/**
 * The HTTP client for upstream services (Solana RPC, market data, swap API), on node:http(s)
 * with keep-alive agents.
 *
 * Why not the global fetch: in a Next.js route, fetch is Next's patched fetch (tracing and its
 * data cache) on top of undici's spec-compliant streams. Profiled on a live scan, that cost about
 * 2.5 ms of CPU per scan (two or three requests), more than the engine's own work. A plain
 * request/response needs none of it.
 *
 * Every request has a deadline covering connect, send and the whole response (`timeoutMs`), a cap
 * on the response size, compressed or not (`maxBytes`), and accepts gzip/deflate/br like fetch
 * did. Failures reject with HttpClientError, whose `kind` tells a timeout from an unreachable host,
 * an oversized answer or a broken encoding. The URL never appears in error messages (it may carry
 * a provider API key).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

export interface HttpRequestInit {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Deadline for the whole exchange, response body included. */
  timeoutMs: number;
  /** Largest response body accepted, after decompression (default 32 MiB). */
  maxBytes?: number;
}

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export type HttpFailure = "timeout" | "network" | "too_large" | "bad_encoding";

export class HttpClientError extends Error {
  /** True when the server had started answering (the request reached it, so it may have acted on it). */
  readonly responded: boolean;
  constructor(
    readonly kind: HttpFailure,
    message: string,
    options?: { cause?: unknown; responded?: boolean },
  ) {
    super(message, options);
    this.name = "HttpClientError";
    this.responded = options?.responded ?? false;
  }
}

/** System error codes by how a user would describe them. */
const NETWORK_CODES: Record<string, string> = {
  ENOTFOUND: "DNS lookup failed (host not found)",
  EAI_AGAIN: "DNS lookup failed (temporary resolver failure)",
  EAI_FAIL: "DNS lookup failed",
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset by the server",
  EPIPE: "connection closed by the server",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "connection timed out",
  ECONNABORTED: "connection aborted",
  CERT_HAS_EXPIRED: "TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "TLS certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "TLS certificate chain is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match the host name",
};

/**
 * How an upstream exchange failed, in a few words for error texts and log lines: "DNS lookup
 * failed (host not found)", "connection refused", "timed out after 2000 ms", ... Never the URL.
 */
export function describeUpstreamFailure(err: unknown): string {
  let e: unknown = err;
  let kindText: string | null = null;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e instanceof HttpClientError) {
      if (e.kind !== "network") return e.message;
      kindText ??= e.message;
    }
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES[code]) return `${NETWORK_CODES[code]} (${code})`;
    if (typeof code === "string" && /^ERR_TLS|CERT/.test(code)) return `TLS error (${code})`;
    e = (e as { cause?: unknown }).cause;
  }
  return kindText ?? "connection failed";
}

/** One HTTP exchange. The seam tests use to observe or fault requests. */
export type HttpTransport = (url: string, init: HttpRequestInit) => Promise<HttpResult>;

export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

// Keep-alive pools shared by the process. `timeout` closes idle pooled sockets after 4 s, and lets
// Node honour a server's shorter `Keep-Alive: timeout=` hint (it is only applied below this value),
// so a request rarely lands on a socket the server is closing. `lifo` reuses the warmest socket.
const AGENT_OPTIONS = {
  keepAlive: true,
  timeout: 4_000,
  maxSockets: 256,
  maxFreeSockets: 64,
  scheduling: "lifo" as const,
};
const httpAgent = new HttpAgent(AGENT_OPTIONS);
const httpsAgent = new HttpsAgent(AGENT_OPTIONS);

export const httpTransport: HttpTransport = (url, init) =>
  new Promise<HttpResult>((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch (err) {
      return reject(new HttpClientError("network", "invalid upstream URL", { cause: err }));
    }
    const secure = target.protocol === "https:";
    if (!secure && target.protocol !== "http:")
      return reject(new HttpClientError("network", "upstream URL must be http(s)"));
    const maxBytes = init.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    const body = init.body === undefined ? undefined : Buffer.from(init.body, "utf8");
    const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", ...init.headers };
    if (body) headers["content-length"] = String(body.byteLength);

    let settled = false;
    const fail = (err: HttpClientError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const req = (secure ? httpsRequest : httpRequest)(
      target,
      { method: init.method ?? "GET", headers, agent: secure ? httpsAgent : httpAgent },
      (res) => {
        readBody(
          res,
          maxBytes,
          (text) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
          },
          fail,
        );
      },
    );
    const timer = setTimeout(
      () => fail(new HttpClientError("timeout", `timed out after ${init.timeoutMs} ms`)),
      init.timeoutMs,
    );
    req.on("error", (err) => {
      const code = (err as { code?: string }).code;
      const how =
        code && NETWORK_CODES[code]
          ? `${NETWORK_CODES[code]} (${code})`
          : code
            ? `connection failed (${code})`
            : "upstream unreachable or connection lost";
      fail(new HttpClientError("network", how, { cause: err }));
    });
    req.end(body);
  });

function decoderFor(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads the (possibly compressed) body as UTF-8 text, refusing more than `maxBytes` either side of
 * decoding. Reports through callbacks, synchronously: destroying the response queues the request's
 * own "socket hang up" error, which must not overtake the real reason.
 */
function readBody(
  res: IncomingMessage,
  maxBytes: number,
  done: (text: string) => void,
  fail: (err: HttpClientError) => void,
): void {
  const tooLarge = () => new HttpClientError("too_large", `response larger than ${maxBytes} bytes`);
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    fail(tooLarge());
    return;
  }
  const decoder = decoderFor(res.headers["content-encoding"]);
  const source = decoder ? res.pipe(decoder) : res;
  const chunks: Buffer[] = [];
  let received = 0;
  let compressed = 0;
  let stopped = false;
  const stop = (err: HttpClientError) => {
    if (stopped) return;
    stopped = true;
    fail(err);
    decoder?.destroy();
  };
  if (decoder) {
    res.on("data", (c: Buffer) => {
      compressed += c.byteLength;
      if (compressed > maxBytes) stop(tooLarge());
    });
    decoder.on("error", (err) =>
      stop(new HttpClientError("bad_encoding", "response could not be decompressed", { cause: err })),
    );
  }
  source.on("data", (c: Buffer) => {
    if (stopped) return;
    received += c.byteLength;
    if (received > maxBytes) return stop(tooLarge());
    chunks.push(c);
  });
  source.on("end", () => {
    if (!stopped)
      done(chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks, received).toString("utf8"));
  });
  res.on("error", (err) =>
    stop(new HttpClientError("network", "connection lost while reading the response", { cause: err, responded: true })),
  );
  res.on("aborted", () =>
    stop(new HttpClientError("network", "connection lost while reading the response", { responded: true })),
  );
}
