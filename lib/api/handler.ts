import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  type Admission,
  type AdmissionPlan,
  admitApi,
  assertTier,
  authenticateSession,
  type Principal,
} from "@/lib/api/authenticate";
import { readBoundedBody } from "@/lib/api/body";
import { assertCronAuthorized } from "@/lib/cron/cron-auth";
import { ApiError, fromDomainError, isApiError } from "@/lib/errors";
import {
  type QuotaReservation,
  quotaExceeded,
  quotaHeaders,
  reservationOf,
  reserveDailyQuota,
} from "@/lib/limits/metering";
import { getRuntime, type Runtime, readyRuntime } from "@/lib/runtime";
import type { Tier } from "@/lib/store/types";

/**
 * The one wrapper every route handler goes through (the `withWorkspace` pattern): request id,
 * bounded body read, credential check, error envelope, one structured log line per request.
 * Route handlers stay thin: validate with `ctx.body(schema)`, call lib/, return data.
 */
/**
 * - `none`: public.
 * - `api`: an API key (optionally signed), or a Pro/Enterprise dashboard session.
 * - `session`: dashboard session only, at least `minTier`.
 * - `cron`: `Authorization: Bearer $CRON_SECRET` (Vercel Cron and the in-process scheduler).
 */
export type AuthMode = "none" | "api" | "session" | "cron";

interface BaseContext {
  req: Request;
  requestId: string;
  runtime: Runtime;
  /** Exact bytes received (capped), for signature checks. */
  rawBody: Uint8Array<ArrayBuffer>;
  /** Parses the body as JSON and validates it; INVALID_INPUT with field details otherwise. */
  body<S extends z.ZodType>(schema: S, options?: { emptyAs?: unknown }): z.infer<S>;
  /** Extra fields for this request's log line (client ref, priority, ...). */
  logFields: Record<string, unknown>;
  /** Extra response headers, lower-case names (rate-limit headers, ...), applied to success and error responses. */
  headers: Record<string, string>;
}

/** The context of a route with a caller (auth "api" or "session"): the principal is always there. */
export interface AuthedContext extends BaseContext {
  principal: Principal;
  /**
   * Reserves `units` of the caller's daily quota (all or nothing). Call after validating input.
   * The units stay charged when the handler succeeds, unless it settles the reservation for fewer
   * (e.g. a batch keeps only the analysed items); any error releases them all.
   */
  meter(units: number): Promise<QuotaReservation>;
  /** What the route's `admission` plan read in the hot path (auth "api" only; see RouteOptions). */
  admitted: Pick<Admission, "cache" | "counters" | "webhookEndpoints"> | null;
}

/** The context of a route without a caller (auth "none" or "cron"). */
export interface PublicContext extends BaseContext {
  principal: null;
}

/** The handler context, typed by the route's auth mode (no `principal!` anywhere). */
export type ApiContext<A extends AuthMode = AuthMode> = A extends "api" | "session" ? AuthedContext : PublicContext;

export interface RouteOptions<A extends AuthMode = AuthMode> {
  route: string;
  auth: A;
  /** Lowest tier allowed (default free), for session and API-key routes alike: 403 INSUFFICIENT_TIER below it. */
  minTier?: Tier;
  /** Apply the per-second rate limit before the handler runs. */
  rateLimited?: boolean;
  /**
   * auth "api": more of the hot path in the same store operation as the credential check
   * (lib/api/authenticate.ts AdmissionPlan). `reserve` units are taken up front and handed to the
   * handler's first `ctx.meter(reserve)` (a refusal is reported there, after input validation);
   * units a handler never meters are given back. `cacheKey` gets the raw body.
   */
  admission?: Omit<AdmissionPlan, "rateLimited" | "cacheKey"> & {
    cacheKey?: (accountId: string, rawBody: Uint8Array, runtime: Runtime) => string | null;
  };
}

/** A handler returns data (serialised as JSON), `jsonText(...)` (JSON already serialised), or a Response. */
type Handler<P, A extends AuthMode> = (ctx: ApiContext<A>, params: P) => Promise<Response | unknown>;

/**
 * JSON a handler has already serialised (e.g. a cached scan, kept as text or UTF-8 bytes), sent as
 * is. A global brand, not a class: Next may bundle this module more than once (see ApiError).
 */
const JSON_TEXT = Symbol.for("token-risk-api.json-text");
export interface JsonText {
  readonly [JSON_TEXT]: string | Uint8Array<ArrayBuffer>;
}
export function jsonText(json: string | Uint8Array<ArrayBuffer>): JsonText {
  return { [JSON_TEXT]: json };
}
function isJsonText(v: unknown): v is JsonText {
  return typeof v === "object" && v !== null && JSON_TEXT in v;
}
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function withApi<P = Record<string, never>, A extends AuthMode = AuthMode>(
  options: RouteOptions<A>,
  handler: Handler<P, A>,
) {
  return async (req: Request, routeCtx?: { params?: Promise<P> }): Promise<Response> => {
    const started = performance.now();
    const incoming = req.headers.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${randomUUID()}`;
    const headers: Record<string, string> = {};
    const setHeaders = (h: Record<string, string>) => {
      for (const k in h) headers[k.toLowerCase()] = h[k];
    };
    const logFields: Record<string, unknown> = {};
    let runtime: Runtime | undefined;
    let principal: Principal | null = null;
    let status = 200;
    let body: string | Uint8Array<ArrayBuffer> | null = null;
    let passthrough: Response | null = null;
    let reservation: QuotaReservation | null = null;
    let prereserved: Admission["reserved"] = null;
    try {
      runtime = readyRuntime() ?? (await getRuntime());
      const rt = runtime;
      const rawBody = await readBoundedBody(req, {
        maxBytes: rt.config.maxBodyBytes,
        timeoutMs: rt.config.bodyReadTimeoutMs,
      });
      let admission: Admission | null = null;
      if (options.auth === "api") {
        const { cacheKey, ...plan } = options.admission ?? {};
        admission = await admitApi(req, rawBody, rt, {
          ...plan,
          rateLimited: options.rateLimited,
          cacheKey: cacheKey && ((id) => cacheKey(id, rawBody, rt)),
        });
        principal = admission.principal;
        prereserved = admission.reserved;
        if (admission.rateHeaders) setHeaders(admission.rateHeaders);
      }
      if (options.auth === "session") principal = await authenticateSession(req, rt, options.minTier ?? "free");
      // API-key routes honour minTier too (a session on an "api" route is already Pro or higher).
      if (options.auth === "api" && principal && options.minTier) assertTier(principal.account.tier, options.minTier);
      if (options.auth === "cron") assertCronAuthorized(req, rt.config);
      const account = principal?.account;
      if (account) logFields.tier = account.tier;
      if (account && req.headers.get("x-service-priority")?.toLowerCase() === "high" && account.tier === "enterprise")
        logFields.priority = "high";
      const base: BaseContext = {
        req,
        requestId,
        runtime,
        rawBody,
        logFields,
        headers,
        body: (schema, opts) => parseBody(rawBody, schema, opts?.emptyAs),
      };
      const caller = principal;
      const ctx: AuthedContext | PublicContext = !caller
        ? { ...base, principal: null }
        : {
            ...base,
            principal: caller,
            admitted: admission,
            meter: async (units) => {
              const account = caller.account;
              const taken = prereserved;
              if (taken && taken.units === units) {
                // Reserved up front by the hot path: a refusal is reported now, after input validation.
                prereserved = null;
                if (!taken.allowed) throw quotaExceeded(taken.state, units);
                reservation = reservationOf(rt.store, account.id, units, taken.at, taken.state, {
                  onState: (state) => setHeaders(quotaHeaders(state)),
                  log: rt.log,
                });
                return reservation;
              }
              reservation = await reserveDailyQuota(
                rt.store,
                account.id,
                account.tier,
                units,
                rt.now(),
                rt.config.limits,
                {
                  onState: (state) => setHeaders(quotaHeaders(state)),
                  log: rt.log,
                },
              );
              return reservation;
            },
          };
      // Next passes params only to dynamic routes; every await costs a turn.
      const params = (routeCtx?.params ? await routeCtx.params : {}) as P;
      const result = await handler(ctx as ApiContext<A>, params);
      const unclaimed = prereserved;
      prereserved = null;
      await releaseUnclaimed(unclaimed, runtime, principal);
      if (result instanceof Response) passthrough = result;
      else body = isJsonText(result) ? result[JSON_TEXT] : JSON.stringify(result);
    } catch (err) {
      const apiErr = toApiError(fromDomainError(err) ?? err);
      // A request that fails after metering (4xx such as "not a mint", or 5xx) delivered no
      // analysis: every unit it reserved is given back (docs/billing.md).
      if (reservation) await (reservation as QuotaReservation).release().catch(() => {});
      // Units the hot path reserved for a handler that failed before metering (e.g. invalid input).
      await releaseUnclaimed(prereserved, runtime, principal).catch(() => {});
      if (apiErr.status >= 500 && apiErr.reason === "INTERNAL") {
        (runtime?.log ?? console).error("unhandled error", {
          requestId,
          route: options.route,
          error: String((err as Error)?.stack ?? err),
        });
      }
      // Which upstream failed and how (the text names the setting to check) goes in the log line too.
      if (apiErr.reason === "UPSTREAM_UNAVAILABLE") logFields.upstreamError = apiErr.message;
      status = apiErr.status;
      body = JSON.stringify(apiErr.toEnvelope(requestId));
      if (apiErr.retryAfter !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(apiErr.retryAfter)));
      // The error's own headers (e.g. the quota state on a 429) win over those set earlier.
      setHeaders(apiErr.headers ?? {});
    }
    let response: Response;
    if (passthrough) {
      response = passthrough;
      for (const k in headers) response.headers.set(k, headers[k]);
      response.headers.set("x-request-id", requestId);
      if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
    } else {
      // Built once with every header: cheaper than setting them one by one on a Response.
      response = new Response(body, {
        status,
        headers: {
          "content-type": JSON_CONTENT_TYPE,
          "cache-control": "no-store",
          ...headers,
          "x-request-id": requestId,
        },
      });
    }
    runtime?.log.info("request", {
      requestId,
      route: options.route,
      method: req.method,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      accountId: principal?.account.id ?? null,
      ...logFields,
    });
    return response;
  };
}

/** Gives back an up-front reservation the handler never metered (the request is not billed). */
async function releaseUnclaimed(
  prereserved: Admission["reserved"],
  runtime: Runtime | undefined,
  principal: Principal | null,
) {
  if (!prereserved?.allowed || !runtime || !principal) return;
  await reservationOf(
    runtime.store,
    principal.account.id,
    prereserved.units,
    prereserved.at,
    prereserved.state,
  ).release();
}

export function json(body: unknown, status = 200, extraHeaders?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": JSON_CONTENT_TYPE, ...extraHeaders },
  });
}

function toApiError(err: unknown): ApiError {
  if (isApiError(err)) return err;
  return new ApiError("INTERNAL", "Internal error. Retry later; quote the request id if it persists.");
}

const decoder = new TextDecoder("utf-8", { fatal: true });

function parseBody<S extends z.ZodType>(raw: Uint8Array, schema: S, emptyAs: unknown): z.infer<S> {
  let data: unknown;
  if (raw.byteLength === 0 && emptyAs !== undefined) {
    data = emptyAs;
  } else {
    try {
      data = JSON.parse(decoder.decode(raw));
    } catch {
      throw new ApiError(
        "INVALID_INPUT",
        raw.byteLength === 0
          ? "Request body is empty; a JSON object is required."
          : "Request body is not valid UTF-8 JSON.",
      );
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message }));
    const first = issues[0];
    throw new ApiError(
      "INVALID_INPUT",
      first ? `Invalid request: ${first.path ? first.path + ": " : ""}${first.message}` : "Invalid request.",
      {
        details: issues,
      },
    );
  }
  return parsed.data;
}

/**
 * Handlers for the methods a route does not support, so they answer 405 in the envelope
 * (with `Allow`) instead of Next's bodiless default. Usage:
 * `export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/scan", ["POST"]);`
 */
export function methodsNotAllowed(route: string, allowed: string[]) {
  const handler = withApi({ route, auth: "none" }, async (ctx) => {
    throw new ApiError("METHOD_NOT_ALLOWED", `${ctx.req.method} is not allowed here; use ${allowed.join(", ")}.`, {
      headers: { Allow: allowed.join(", ") },
    });
  });
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
