import type { z } from "zod";
import { errorReasons } from "@/lib/api/openapi";
import type { RouteDef } from "@/lib/api/routes/define";
import { ROUTES } from "@/lib/api/routes/registry";
import { ErrorEnvelopeSchema } from "@/lib/api/schemas";

/**
 * Checks a real response of our API against what the route registry documents (the same
 * definitions the OpenAPI document is generated from): the status must be documented for the
 * operation, a JSON body must match its zod schema with no undocumented fields, and an error must
 * be the envelope with a reason the operation documents. Installed for every integration test by
 * tests/support/validate-responses.setup.ts (it wraps `fetch`, so HttpClient and raw fetch calls
 * are both checked).
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Static segments first: `/api/keys/{id}` beats `/api/{path}` for `/api/keys/k1`. */
const MATCHERS = [...new Set(ROUTES.map((r) => r.path))]
  .map((path) => {
    const segments = path.split("/").filter(Boolean);
    const last = segments[segments.length - 1];
    const catchAll = ROUTES.some((r) => r.path === path && isCatchAll(r, last));
    const optional = catchAll && ROUTES.some((r) => r.path === path && r.params?.safeParse({}).success);
    const body = segments
      .map((s, i) => (s.startsWith("{") ? (catchAll && i === segments.length - 1 ? null : "[^/]+") : escapeRegExp(s)))
      .filter((s): s is string => s !== null)
      .join("/");
    const regex = new RegExp(`^/${body}${catchAll ? (optional ? "(?:/.*)?" : "/.+") : ""}/?$`);
    return { path, regex, score: segments.filter((s) => !s.startsWith("{")).length * 2 - (catchAll ? 1 : 0) };
  })
  .sort((a, b) => b.score - a.score);

function isCatchAll(r: RouteDef, last: string): boolean {
  if (!last.startsWith("{") || !r.params) return false;
  const name = last.slice(1, -1);
  const shape = (r.params as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const field = shape?.[name];
  return !!field && (field.safeParse(["a", "b"]).success || field.safeParse(undefined).success);
}

export function routePathFor(pathname: string): string | undefined {
  return MATCHERS.find((m) => m.regex.test(pathname))?.path;
}

/** Keys in `sent` that the schema's parse dropped: fields the documentation does not list. */
function undocumentedFields(sent: unknown, parsed: unknown, at = "$"): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((v, i) => undocumentedFields(v, parsed[i], `${at}[${i}]`));
  if (!sent || !parsed || typeof sent !== "object" || typeof parsed !== "object") return [];
  const out: string[] = [];
  for (const k of Object.keys(sent)) {
    if (!(k in (parsed as object))) out.push(`${at}.${k}`);
    else
      out.push(
        ...undocumentedFields(
          (sent as Record<string, unknown>)[k],
          (parsed as Record<string, unknown>)[k],
          `${at}.${k}`,
        ),
      );
  }
  return out;
}

function check(schema: z.ZodType, data: unknown, what: string): string | null {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    return `${what} does not match its documented schema: ${parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join(".") || "$"}: ${i.message}`)
      .join("; ")}`;
  const extra = undocumentedFields(data, parsed.data);
  return extra.length ? `${what} has undocumented fields: ${extra.slice(0, 5).join(", ")}` : null;
}

/** Null when the response matches the documentation; otherwise what differs. */
export async function responseProblem(method: string, url: string, res: Response): Promise<string | null> {
  const { pathname } = new URL(url);
  const path = routePathFor(pathname);
  const label = `${method} ${pathname} → ${res.status}`;
  if (!path) return `${label}: no route in the registry matches this path`;
  const route =
    ROUTES.find((r) => r.path === path && r.method === method) ??
    (method === "HEAD" ? ROUTES.find((r) => r.path === path && r.method === "GET") : undefined);
  const type = (res.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const text = method === "HEAD" ? "" : await res.text();
  if (res.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return route?.foreignResponses ? null : `${label}: error body is not JSON: ${text.slice(0, 120)}`;
    }
    // next-auth's own refusals (e.g. 401 {url} for a wrong password) are its format, not ours.
    if (route?.foreignResponses && !(body && typeof body === "object" && "reason" in body)) return null;
    const problem = check(ErrorEnvelopeSchema, body, `${label} error body`);
    if (problem) return problem;
    const env = body as { code: number; reason: string };
    if (env.code !== res.status) return `${label}: envelope code ${env.code} differs from the status`;
    if (!route)
      return env.reason === "METHOD_NOT_ALLOWED"
        ? null
        : `${label}: ${method} is not defined on ${path}, so only 405 is documented (got ${env.reason})`;
    const documented = errorReasons(route) as string[];
    return documented.includes(env.reason)
      ? null
      : `${label}: reason ${env.reason} is not documented for ${method} ${path} (documented: ${documented.join(", ")})`;
  }
  if (!route) return `${label}: ${method} is not defined on ${path}`;
  const spec = route.response[res.status];
  if (!spec)
    return route.foreignResponses ? null : `${label}: status ${res.status} is not documented for ${method} ${path}`;
  if (method === "HEAD" || !text) return null;
  const schema = spec.content?.[type] ?? (type === "application/json" ? spec.schema : undefined);
  if (!schema)
    return route.foreignResponses || (!spec.schema && !spec.content)
      ? null
      : `${label}: content type ${type || "(none)"} is not documented`;
  if (type === "application/x-ndjson") {
    for (const [i, line] of text.split("\n").filter(Boolean).entries()) {
      const problem = check(schema, JSON.parse(line), `${label} line ${i + 1}`);
      if (problem) return problem;
    }
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return `${label}: body is not JSON: ${text.slice(0, 120)}`;
  }
  return check(schema, data, `${label} body`);
}
