import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import type { ClientIpSettings } from "../settings/client-ip";

/**
 * The one place that decides which client address a request came from. Every per-client limit
 * (sign-up, sign-in throttling, resend-verification) keys on `clientAddress()`; nothing else reads
 * `X-Forwarded-For`.
 *
 * Where the address comes from:
 * - On Vercel (`VERCEL=1`): the platform's own header. Vercel documents that it overwrites
 *   `X-Forwarded-For`, `X-Real-IP` and `X-Vercel-Forwarded-For` with the address its edge saw
 *   and does not forward client-supplied values ("to prevent IP spoofing"); `@vercel/functions`'
 *   `ipAddress()` reads `x-real-ip`. We read `x-vercel-forwarded-for` (first entry), then `x-real-ip`.
 * - Self-hosted (`next start`, `next dev`): the socket peer, plus `TRUSTED_PROXY_HOPS` proxies.
 *   A Next 16 route handler has no access to the socket, and Next does NOT append the peer to
 *   `X-Forwarded-For`: node_modules/next/dist/server/base-server.js (handleRequestImpl, "Update the
 *   `x-forwarded-*` headers") does `req.headers['x-forwarded-for'] ??= originalRequest.socket.remoteAddress`,
 *   i.e. it sets the peer only when the client sent no such header and otherwise passes the
 *   client's value through untouched. So `X-Forwarded-For` alone can never tell the peer. Instead,
 *   `installPeerAddressHook()` (called from instrumentation, same process as the HTTP server)
 *   subscribes to Node's `http.server.request.start` diagnostics channel, which fires before the
 *   server's 'request' event, and overwrites `x-trk-peer` with `<process token> <socket peer>`.
 *   A client-sent `x-trk-peer` is always overwritten; a value without this process's random token
 *   is ignored.
 *   With `TRUSTED_PROXY_HOPS=0` (default) the client is the socket peer. With N > 0, the chain is
 *   `X-Forwarded-For` entries followed by the peer, and the client is the entry N places left of
 *   the peer (each trusted proxy appends the address it saw, as nginx's
 *   `$proxy_add_x_forwarded_for` does); entries further left are client-controlled and ignored.
 */

export type { ClientIpSettings };

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(h: HeaderSource, name: string): string | undefined {
  if (typeof (h as Headers).get === "function") return (h as Headers).get(name) ?? undefined;
  const v = (h as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v.join(", ") : v;
}

export const PEER_HEADER = "x-trk-peer";
const SLOT = Symbol.for("token-risk-api.peer-token");
const g = globalThis as unknown as Record<symbol, string | undefined>;

/** Subscribes once per process to Node's HTTP server diagnostics channel (see above). */
export async function installPeerAddressHook(): Promise<void> {
  if (g[SLOT]) return;
  const token = randomBytes(12).toString("hex");
  const dc = await import("node:diagnostics_channel");
  // Kept on globalThis: older Node releases hold channels weakly.
  const channel = dc.channel("http.server.request.start");
  (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("token-risk-api.peer-channel")] = channel;
  channel.subscribe((message) => {
    const { request, socket } = message as {
      request: { headers: Record<string, string | string[] | undefined> };
      socket: { remoteAddress?: string };
    };
    request.headers[PEER_HEADER] = `${token} ${socket.remoteAddress ?? "unknown"}`;
  });
  g[SLOT] = token;
}

/** Canonical form of one address: no port, brackets, zone or IPv4-mapped prefix; null when not an IP. */
export function normalizeIp(raw: string | undefined): string | null {
  if (!raw) return null;
  let s = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  s = s.replace(/%.*$/, "").toLowerCase();
  if (s.startsWith("::ffff:") && isIP(s.slice(7)) === 4) s = s.slice(7);
  return isIP(s) ? s : null;
}

function peerAddress(h: HeaderSource): string | null {
  const token = g[SLOT];
  const v = header(h, PEER_HEADER);
  if (!token || !v) return null;
  const i = v.indexOf(" ");
  return i > 0 && v.slice(0, i) === token ? normalizeIp(v.slice(i + 1)) : null;
}

/**
 * The client's address, or null when it cannot be known (self-hosted without the peer hook, or a
 * platform header missing): callers then use one shared "unknown" bucket, never a client value.
 */
export function clientAddress(h: HeaderSource, settings: ClientIpSettings): string | null {
  if (settings.vercel) {
    const first = header(h, "x-vercel-forwarded-for")?.split(",")[0];
    return normalizeIp(first) ?? normalizeIp(header(h, "x-real-ip"));
  }
  const peer = peerAddress(h);
  if (!peer) return null;
  if (settings.trustedProxyHops === 0) return peer;
  const chain = (header(h, "x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(peer);
  // chain[last] is the peer (hop 0); each trusted proxy adds one entry to its left.
  const i = Math.max(0, chain.length - 1 - settings.trustedProxyHops);
  return normalizeIp(chain[i]) ?? peer;
}

/** Expands an IPv6 address to its eight 16-bit groups (handles `::` and a dotted IPv4 tail). */
function ipv6Groups(ip: string): number[] {
  let s = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    s = s.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split("::");
  const parse = (part: string | undefined) =>
    part
      ? part
          .split(":")
          .filter(Boolean)
          .map((x) => parseInt(x, 16))
      : [];
  const h = parse(head);
  const t = tail === undefined ? [] : parse(tail);
  return [...h, ...new Array(8 - h.length - t.length).fill(0), ...t];
}

/** The client's network for coarse limits: the /24 of an IPv4 address, the /64 of an IPv6 one. */
export function networkOf(ip: string): string {
  if (isIP(ip) === 4) return ip.split(".").slice(0, 3).join(".") + ".0/24";
  return (
    ipv6Groups(ip)
      .slice(0, 4)
      .map((x) => x.toString(16))
      .join(":") + "::/64"
  );
}
