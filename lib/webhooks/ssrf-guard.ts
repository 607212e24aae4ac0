import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { transportFailureClass } from "./failure-class";

/**
 * SSRF protection for outbound webhook deliveries.
 *
 * 1. `validateWebhookUrl` — syntax policy: https only, no userinfo, no internal-looking names, IP
 *    literals must be public.
 * 2. `resolvePublicAddress` — resolves the name ONCE (all addresses) and refuses if ANY address is
 *    non-public (so a name with one public and one private record cannot be used).
 * 3. `postWebhook` — connects to exactly the checked address (custom `lookup`, SNI and Host stay the
 *    original hostname, certificate verified against it), so DNS rebinding between check and
 *    connect cannot redirect the request. Redirects are never followed; the response body is read
 *    up to a small cap; one total timeout covers DNS, connect, TLS, request and response.
 *
 * `isPublicIp` policy:
 * - IPv4: everything except the special-purpose ranges listed in V4_BLOCKED.
 * - IPv6: ONLY global unicast 2000::/3 can be public (this excludes ::, ::1, ::/96 IPv4-compatible,
 *   ::ffff:0:0/96 IPv4-mapped, 64:ff9b::/96 and 64:ff9b:1::/48 NAT64, 100::/64 discard,
 *   fc00::/7 ULA, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast), minus the
 *   special ranges inside it in V6_BLOCKED (2001::/23 IETF protocol assignments incl. Teredo,
 *   2001:db8::/32 and 3fff::/20 documentation, 2002::/16 6to4). IPv4-mapped and other
 *   IPv4-embedding forms are treated as non-public OUTRIGHT, whatever the embedded IPv4 address:
 *   a webhook target never needs them, and judging the embedded address invites parser mismatch.
 * - Addresses with an IPv6 zone id (`fe80::1%eth0`) and anything that is not a plain IP literal
 *   are non-public.
 *
 * `allowInsecureLoopback` is a development/test-only switch: it additionally admits exactly the
 * loopback targets 127.0.0.1, [::1] and `localhost` (http or https). Nothing else private.
 *
 * Plain Node/TS: no Next imports.
 */

export type SsrfBlockReason =
  | "INVALID_URL"
  | "SCHEME_NOT_ALLOWED"
  | "CREDENTIALS_IN_URL"
  | "HOST_NOT_ALLOWED"
  | "PRIVATE_ADDRESS"
  | "DNS_FAILED";

export class SsrfBlockedError extends Error {
  readonly reason: SsrfBlockReason;
  constructor(reason: SsrfBlockReason, message: string) {
    super(message);
    this.name = "SsrfBlockedError";
    this.reason = reason;
  }
}

const V4_BLOCKED: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT shared address space
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata 169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // TEST-NET-1
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // TEST-NET-2
  ["203.0.113.0", 24], // TEST-NET-3
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, includes 255.255.255.255 broadcast
];

const V6_GLOBAL_UNICAST: [string, number] = ["2000::", 3];
const V6_BLOCKED: Array<[string, number]> = [
  ["2001::", 23], // IETF protocol assignments (Teredo 2001::/32, benchmarking, ORCHID, ...)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds IPv4)
  ["3fff::", 20], // documentation (RFC 9637)
];

const v4Blocked = new BlockList();
for (const [net, prefix] of V4_BLOCKED) v4Blocked.addSubnet(net, prefix, "ipv4");
const v6Global = new BlockList();
v6Global.addSubnet(V6_GLOBAL_UNICAST[0], V6_GLOBAL_UNICAST[1], "ipv6");
const v6Blocked = new BlockList();
for (const [net, prefix] of V6_BLOCKED) v6Blocked.addSubnet(net, prefix, "ipv6");

/** True only for a plain IPv4/IPv6 literal that is globally routable (see policy above). */
export function isPublicIp(ip: string): boolean {
  if (typeof ip !== "string" || ip.includes("%")) return false;
  const family = isIP(ip);
  if (family === 4) return !v4Blocked.check(ip, "ipv4");
  if (family === 6) return v6Global.check(ip, "ipv6") && !v6Blocked.check(ip, "ipv6");
  return false;
}

function isLoopbackLiteral(ip: string): boolean {
  return ip === "127.0.0.1" || ip === "::1";
}

function stripBrackets(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

/** Names that must never be webhook targets even before DNS (defense in depth). */
function isInternalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (!h.includes(".")) return true; // single label: search-domain / intranet names, "localhost", "metadata"
  return /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa|corp)$/.test(h);
}

export interface SsrfOptions {
  /** DEV/TEST ONLY: also admit 127.0.0.1, [::1] and localhost over http or https. */
  allowInsecureLoopback: boolean;
}

/** Parses and checks a webhook target URL; throws SsrfBlockedError when it is not allowed. */
export function validateWebhookUrl(url: string, opts: SsrfOptions): URL {
  if (typeof url !== "string" || url.length === 0 || url.length > 2048) {
    throw new SsrfBlockedError("INVALID_URL", "Webhook URL must be a string of at most 2048 characters.");
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SsrfBlockedError("INVALID_URL", "Webhook URL is not a valid absolute URL.");
  }
  if (parsed.username !== "" || parsed.password !== "") {
    throw new SsrfBlockedError("CREDENTIALS_IN_URL", "Webhook URL must not contain credentials.");
  }
  const host = stripBrackets(parsed.hostname);
  const loopbackAllowed = opts.allowInsecureLoopback && (isLoopbackLiteral(host) || host.toLowerCase() === "localhost");

  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && loopbackAllowed)) {
    throw new SsrfBlockedError("SCHEME_NOT_ALLOWED", "Webhook URL must use https.");
  }
  if (host === "") throw new SsrfBlockedError("INVALID_URL", "Webhook URL has no host.");
  if (loopbackAllowed) return parsed;

  if (isIP(host) !== 0) {
    if (!isPublicIp(host)) throw new SsrfBlockedError("PRIVATE_ADDRESS", "Webhook URL points to a non-public address.");
    return parsed;
  }
  if (isInternalName(host)) {
    throw new SsrfBlockedError("HOST_NOT_ALLOWED", "Webhook URL host must be a public DNS name.");
  }
  return parsed;
}

export type LookupAllFn = (hostname: string) => Promise<LookupAddress[]>;

const systemLookupAll: LookupAllFn = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

export interface ResolveOptions extends SsrfOptions {
  /** Test seam: replaces dns.lookup(hostname, {all: true}). */
  lookupAll?: LookupAllFn;
}

/**
 * Resolves `hostname` (IP literals, bracketed or not, are checked directly) and returns the first
 * address, refusing when ANY resolved address is non-public.
 */
export async function resolvePublicAddress(
  hostname: string,
  opts: ResolveOptions,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = stripBrackets(hostname);
  const literal = isIP(host);
  if (literal !== 0) {
    if (isPublicIp(host) || (opts.allowInsecureLoopback && isLoopbackLiteral(host))) {
      return { address: host, family: literal as 4 | 6 };
    }
    throw new SsrfBlockedError("PRIVATE_ADDRESS", `Refusing to deliver to non-public address ${host}.`);
  }
  let addresses: LookupAddress[];
  try {
    addresses = await (opts.lookupAll ?? systemLookupAll)(host);
  } catch (err) {
    throw new SsrfBlockedError(
      "DNS_FAILED",
      `Could not resolve ${host}: ${(err as Error)?.message ?? "lookup failed"}.`,
    );
  }
  if (!Array.isArray(addresses) || addresses.length === 0) {
    throw new SsrfBlockedError("DNS_FAILED", `${host} did not resolve to any address.`);
  }
  const loopbackName = opts.allowInsecureLoopback && host.toLowerCase().replace(/\.$/, "") === "localhost";
  for (const a of addresses) {
    const ok = isPublicIp(a.address) || (loopbackName && isLoopbackLiteral(a.address));
    if (!ok)
      throw new SsrfBlockedError("PRIVATE_ADDRESS", `${host} resolves to a non-public address; refusing to deliver.`);
  }
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that always answers with the pinned, already-checked address. */
export function pinnedLookup(address: string, family: 4 | 6) {
  return (_hostname: string, options: unknown, callback?: LookupCallback): void => {
    const cb = (typeof options === "function" ? options : callback) as LookupCallback;
    const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all === true;
    if (all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  };
}

export interface PostWebhookInput {
  url: string;
  body: string | Uint8Array;
  headers: Record<string, string>;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** DEV/TEST ONLY (see SsrfOptions). */
  allowInsecureLoopback: boolean;
  /** Extra trusted CA certificate(s) (PEM), e.g. a test server's self-signed certificate. */
  ca?: string | Buffer | Array<string | Buffer>;
  /** Test seam for DNS (see ResolveOptions.lookupAll). */
  lookupAll?: LookupAllFn;
}

export interface PostWebhookResult {
  /** HTTP status, or 0 when no response was received. 3xx is returned as-is (never followed). */
  status: number;
  latencyMs: number;
  /** Up to maxResponseBytes of the response body, decoded as UTF-8. */
  responseExcerpt: string;
  /** Parsed Retry-After (seconds), when the receiver sent one. */
  retryAfter?: number;
  /** Transport problem as a short class (lib/webhooks/failure-class.ts: timeout, refused, tls_error...); unset on a clean exchange. */
  error?: string;
}

/** Headers the caller may not set: they are derived from the pinned connection and the body. */
const RESERVED_HEADERS = new Set(["host", "content-length", "transfer-encoding", "connection", "expect", "upgrade"]);

function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^[0-9]{1,9}$/.test(v)) return Number(v);
  const date = Date.parse(v);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/**
 * POSTs `body` to `url` with SSRF protection. Throws SsrfBlockedError when the target is not
 * allowed; every other failure is reported in the result (`status` 0 and/or `error`).
 */
export async function postWebhook(input: PostWebhookInput): Promise<PostWebhookResult> {
  const timeoutMs = input.timeoutMs ?? 15_000;
  const maxResponseBytes = input.maxResponseBytes ?? 4096;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  const url = validateWebhookUrl(input.url, { allowInsecureLoopback: input.allowInsecureLoopback });

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const resolved = await Promise.race([
      resolvePublicAddress(url.hostname, {
        allowInsecureLoopback: input.allowInsecureLoopback,
        lookupAll: input.lookupAll,
      }),
      deadline,
    ]);
    if (resolved === "timeout") {
      return { status: 0, latencyMs: elapsed(), responseExcerpt: "", error: "timeout" };
    }
    return await send(url, resolved, input, timeoutMs - (performance.now() - started), maxResponseBytes, elapsed);
  } finally {
    clearTimeout(timer);
  }
}

function send(
  url: URL,
  target: { address: string; family: 4 | 6 },
  input: PostWebhookInput,
  remainingMs: number,
  maxResponseBytes: number,
  elapsed: () => number,
): Promise<PostWebhookResult> {
  return new Promise((resolve) => {
    const body = typeof input.body === "string" ? Buffer.from(input.body, "utf8") : Buffer.from(input.body);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(input.headers)) {
      if (!RESERVED_HEADERS.has(k.toLowerCase())) headers[k] = v;
    }
    if (!Object.keys(headers).some((k) => k.toLowerCase() === "content-type"))
      headers["Content-Type"] = "application/json";
    headers.Host = url.host;
    headers["Content-Length"] = String(body.length);

    const host = stripBrackets(url.hostname);
    const isHttps = url.protocol === "https:";
    const options: https.RequestOptions = {
      method: "POST",
      protocol: url.protocol,
      hostname: host,
      port: url.port === "" ? (isHttps ? 443 : 80) : Number(url.port),
      path: url.pathname + url.search,
      headers,
      agent: false,
      lookup: pinnedLookup(target.address, target.family) as unknown as https.RequestOptions["lookup"],
      family: target.family,
    };
    if (isHttps) {
      options.rejectUnauthorized = true;
      if (isIP(host) === 0) options.servername = host;
      if (input.ca !== undefined) options.ca = input.ca;
    }

    let settled = false;
    let status = 0;
    let retryAfter: number | undefined;
    const chunks: Buffer[] = [];
    let received = 0;

    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const result: PostWebhookResult = {
        status,
        latencyMs: elapsed(),
        responseExcerpt: Buffer.concat(chunks).toString("utf8"),
      };
      if (retryAfter !== undefined) result.retryAfter = retryAfter;
      if (error !== undefined) result.error = error;
      req.destroy();
      resolve(result);
    };

    let timer: NodeJS.Timeout | undefined;
    let req: http.ClientRequest;
    try {
      req = (isHttps ? https : http).request(options, (res) => {
        status = res.statusCode ?? 0;
        const ra = res.headers["retry-after"];
        retryAfter = parseRetryAfter(Array.isArray(ra) ? ra[0] : ra, Date.now());
        res.on("data", (chunk: Buffer) => {
          if (settled) return;
          const room = maxResponseBytes - received;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            received += room;
            res.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
          received += chunk.length;
        });
        res.on("end", () => finish());
        res.on("error", (err) =>
          finish(transportFailureClass(err) === "network_error" ? "reset" : transportFailureClass(err)),
        );
        res.on("close", () => finish(res.complete ? undefined : "reset"));
        if (maxResponseBytes <= 0) {
          res.destroy();
          finish();
        }
      });
    } catch {
      // e.g. invalid header characters supplied by the caller
      settled = true;
      resolve({ status: 0, latencyMs: elapsed(), responseExcerpt: "", error: "network_error" });
      return;
    }
    timer = setTimeout(() => finish("timeout"), Math.max(0, remainingMs));
    req.on("error", (err: NodeJS.ErrnoException) => finish(transportFailureClass(err)));
    req.end(body);
  });
}
