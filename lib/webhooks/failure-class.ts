/**
 * Webhook delivery failures as short, stable classes. They are what the test route answers, what
 * the delivery log and the dashboard show, and what an endpoint's disable reason quotes. Raw
 * library strings (OpenSSL reasons, errno messages, resolver output) are never reported: they
 * would turn the test route into a port and TLS probe of any public host, and they change with
 * Node versions.
 *
 * - `http_<status>`: the receiver answered a non-2xx status (3xx included: redirects are not followed)
 * - `timeout`: no complete answer within the delivery timeout (DNS, connect, TLS or response)
 * - `refused`: the connection was refused
 * - `reset`: the connection was closed or reset before a complete answer
 * - `tls_error`: the TLS handshake or certificate check failed
 * - `dns`: the host name did not resolve
 * - `unreachable`: no route to the host or network
 * - `blocked`: the SSRF guard refused the target at delivery time (e.g. it now resolves to a private address)
 * - `network_error`: any other transport failure
 */
export type DeliveryFailureClass =
  | "timeout"
  | "refused"
  | "reset"
  | "tls_error"
  | "dns"
  | "unreachable"
  | "blocked"
  | "network_error"
  | `http_${number}`;

export const httpFailureClass = (status: number): DeliveryFailureClass => `http_${status}`;

const TLS_CODES = new Set([
  "EPROTO",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "HOSTNAME_MISMATCH",
]);

/** The class of a socket/request error (`err.code` from node:net, node:tls, node:dns). */
export function transportFailureClass(err: unknown): DeliveryFailureClass {
  const e = err as { code?: unknown; library?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED" || code === "ERR_STREAM_PREMATURE_CLOSE")
    return "reset";
  if (code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT") return "timeout";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL" || code === "EAI_NODATA") return "dns";
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH" || code === "EHOSTDOWN" || code === "ENETDOWN")
    return "unreachable";
  if (
    TLS_CODES.has(code) ||
    /^(ERR_TLS_|ERR_SSL_|CERT_)/.test(code) ||
    /_CERT(_|$)/.test(code) ||
    typeof e?.library === "string"
  )
    return "tls_error";
  return "network_error";
}

const CLASS = /^(timeout|refused|reset|tls_error|dns|unreachable|blocked|network_error|http_\d{3})$/;

/**
 * An attempt's stored error as shown by the API and the dashboard. Records written before failures
 * were classified hold raw library text; they are shown as their class. The service's own
 * "Not sent: ..." notes (disabled or deleted endpoint) are kept.
 */
export function shownFailure(stored: string | null): string | null {
  if (stored === null || CLASS.test(stored) || stored.startsWith("Not sent: the endpoint")) return stored;
  const http = /^HTTP (\d{3})/.exec(stored);
  if (http) return `http_${http[1]}`;
  if (/timed out/i.test(stored)) return "timeout";
  if (/ECONNREFUSED/.test(stored)) return "refused";
  if (/SSRF|non-public/i.test(stored)) return "blocked";
  if (/ENOTFOUND|EAI_AGAIN|resolve/i.test(stored)) return "dns";
  if (/ECONNRESET|EPIPE|aborted|socket hang up/i.test(stored)) return "reset";
  if (/CERT|SSL|TLS|EPROTO/i.test(stored)) return "tls_error";
  if (/EHOSTUNREACH|ENETUNREACH/.test(stored)) return "unreachable";
  return "network_error";
}
