import { errors, type Requester, type UpstashRequest, type UpstashResponse } from "@upstash/redis";
import { HttpClientError, type HttpTransport, httpTransport } from "@/lib/net/http-client";

/**
 * The transport under `@upstash/redis` for the store: the Upstash REST protocol (POST of the command as a JSON array
 * to `/`, `/pipeline` or `/multi-exec`, `Authorization: Bearer`, answers `{result}` / `{error}` or an array of them;
 * https://upstash.com/docs/redis/features/restapi) over the project's node:http client (lib/net/http-client.ts),
 * in place of the library's own HttpClient, which calls the global `fetch`.
 *
 * Why (measured 2026-11-26, docs/benchmarks.md "Where a one-trip request's store time goes"): inside a Next route the
 * global fetch is Next's patched fetch over undici's WHATWG streams; the request body goes out as a stream (chunked,
 * several writes) and the answer comes back through web streams. Per store trip that cost more CPU than the Redis
 * script, and on the cache hit the library also asks for base64 answers (`Upstash-Encoding: base64`) and decodes
 * them character by character (atob, then a byte loop, then TextDecoder). Here the body is one buffer with its
 * Content-Length, the answer is read as one string and parsed once.
 *
 * No base64: everything this store writes is text (JSON documents, ids, numbers), sent by this client as JSON
 * strings, so Redis holds UTF-8 and the plain JSON answer carries it unchanged (base64 exists for binary values that
 * are not UTF-8; none is ever written here).
 *
 * Behaviour kept from the library's HttpClient (@upstash/redis 1.39, pkg/http.ts): an HTTP error answer throws
 * `UpstashError("<error>, command was: <body>")` (so NOSCRIPT is recognised by its message), an unparsable answer
 * throws `UpstashJSONParseError`; a network failure is retried `retries` times after `backoff(i)` ms, a timeout never
 * (the library's signal abort); `upstash-sync-token` is kept from each answer and sent with the next request
 * (read-your-writes on Upstash's replicated databases).
 */
export interface UpstashRequesterOptions {
  url: string;
  token: string;
  /** Deadline of one HTTP exchange, response included. */
  timeoutMs: number;
  /** Retries after a network failure (0: none). */
  retries: number;
  backoff?: (retry: number) => number;
  /** The HTTP exchange (tests observe or fault it). */
  transport?: HttpTransport;
}

export class UpstashRequester implements Requester {
  readYourWrites = true;
  upstashSyncToken = "";
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly o: UpstashRequesterOptions) {
    this.baseUrl = o.url.replace(/\/$/, "");
    this.headers = { authorization: `Bearer ${o.token}`, "content-type": "application/json" };
  }

  async request<TResult = unknown>(req: UpstashRequest): Promise<UpstashResponse<TResult>> {
    const url = [this.baseUrl, ...(req.path ?? [])].join("/");
    const headers = { ...this.headers, ...req.headers };
    if (this.readYourWrites && this.upstashSyncToken) headers["upstash-sync-token"] = this.upstashSyncToken;
    const body = JSON.stringify(req.body);
    const transport = this.o.transport ?? httpTransport;
    let res: Awaited<ReturnType<HttpTransport>> | undefined;
    // One deadline for the whole request, retries included (the library's single AbortSignal.timeout).
    const deadline = Date.now() + this.o.timeoutMs;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await transport(url, { method: "POST", headers, body, timeoutMs: Math.max(1, deadline - Date.now()) });
        break;
      } catch (err) {
        // Only a failure before any answer is retried: once the server has answered, Redis ran the command, and a
        // retry would apply a write (INCR, EVAL, LPUSH) twice (the library never retried a lost answer either).
        const retryable =
          err instanceof HttpClientError &&
          err.kind === "network" &&
          !err.responded &&
          attempt < this.o.retries &&
          deadline - Date.now() > 1;
        if (!retryable) throw err;
        await new Promise((r) => setTimeout(r, this.o.backoff?.(attempt) ?? 50));
      }
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.text);
    } catch (cause) {
      throw new errors.UpstashJSONParseError(res.text, { cause });
    }
    if (res.status < 200 || res.status > 299)
      throw new errors.UpstashError(`${(parsed as { error?: string }).error}, command was: ${body}`);
    if (this.readYourWrites) {
      const token = res.headers["upstash-sync-token"];
      this.upstashSyncToken = typeof token === "string" ? token : "";
    }
    return parsed as UpstashResponse<TResult>;
  }
}
