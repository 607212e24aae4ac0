import type { z } from "zod";
import { type ApiContext, type AuthMode, type RouteOptions, withApi } from "@/lib/api/handler";
import { ApiError, type ErrorReason } from "@/lib/errors";
import type { Tier } from "@/lib/store/types";

/**
 * One route, defined once (contract first, in the spirit of Unkey's route definitions and dub's
 * withWorkspace): method, path, auth, the zod schemas of what goes in and comes out, the error
 * reasons it can answer, and the handler. From the definitions (lib/api/routes/registry.ts) come
 * the app/api/**\/route.ts exports (405 with `Allow` included), the OpenAPI document
 * (lib/api/openapi.ts), the dashboard's client types and the test route lists.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
export type { AuthMode };

export type Tag =
  | "Scan"
  | "Usage"
  | "Watchlist"
  | "Webhooks"
  | "Keys"
  | "Account"
  | "Dashboard watchlist"
  | "Dashboard webhooks"
  | "Status"
  | "Cron"
  | "Meta";

/** One documented response: a JSON body (`schema`), other media types (`content`), or no body. */
export interface ResponseSpec {
  description: string;
  /** The application/json body. */
  schema?: z.ZodType;
  /** Other media types (platform JSON, NDJSON lines), each with its schema. */
  content?: Record<string, z.ZodType>;
  /** Response headers worth documenting (name → description). */
  headers?: Record<string, string>;
  /** An example body (documentation only). */
  example?: unknown;
}

/** What the wrapper has parsed and validated before the handler runs. */
export interface RouteInput<P, Q, B, H> {
  params: P;
  query: Q;
  body: B;
  headers: H;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteSpec<
  A extends AuthMode = AuthMode,
  PS extends z.ZodType | undefined = z.ZodType | undefined,
  QS extends z.ZodType | undefined = z.ZodType | undefined,
  BS extends z.ZodType | undefined = z.ZodType | undefined,
  HS extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** OpenAPI path template, `{name}` per dynamic segment (a catch-all segment is one `{name}` too). */
  path: string;
  auth: A;
  /** Lowest tier allowed (403 INSUFFICIENT_TIER below it); default free. */
  minTier?: Tier;
  summary: string;
  description?: string;
  tags: Tag[];
  /** Path parameters (Next passes strings, or string arrays for catch-all segments). */
  params?: PS;
  /** Query string (first value of each name). */
  query?: QS;
  /** JSON body. */
  body?: BS;
  /** An empty body counts as `{}` (the body may be omitted). */
  bodyOptional?: boolean;
  /** Request headers validated like the body (lower-case names). */
  headers?: HS;
  /** Documented request headers that are not validated here (name → description). */
  headerDocs?: Record<string, string>;
  /** An example request body (documentation only). */
  requestExample?: unknown;
  response: Record<number, ResponseSpec>;
  /** Reasons the handler itself can answer (the wrapper adds those of auth, limits and input). */
  errors: ErrorReason[];
  rateLimited?: boolean;
  admission?: RouteOptions["admission"];
  /** Daily-quota units a successful call uses (documentation; the handler meters). */
  metered?: string;
  /** Answers produced by a library the route hands over to (next-auth), not described here beyond their status. */
  foreignResponses?: boolean;
  /** False: the path answers 404 NOT_FOUND for every method (e.g. the benchmark route without BENCH_ROUTES=1). */
  available?: () => boolean;
  handler: (ctx: ApiContext<A>, input: RouteInput<Infer<PS>, Infer<QS>, Infer<BS>, Infer<HS>>) => Promise<unknown>;
}

/** A defined route: the spec plus the Next route handler built from it. */
export type RouteDef = RouteSpec & {
  /** The Next.js handler (request, { params }) for this method and path. */
  run: (req: Request, routeCtx?: { params?: Promise<unknown> }) => Promise<Response>;
};

export function defineRoute<
  A extends AuthMode,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  HS extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, PS, QS, BS, HS>): RouteDef {
  const run = withApi<Record<string, unknown>, A>(
    {
      route: spec.path,
      auth: spec.auth,
      minTier: spec.minTier,
      rateLimited: spec.rateLimited,
      admission: spec.admission,
    },
    async (ctx, rawParams) => {
      const input = {
        params: spec.params ? validate(spec.params, rawParams ?? {}, "path") : rawParams,
        query: spec.query
          ? validate(spec.query, Object.fromEntries(new URL(ctx.req.url).searchParams), "query")
          : undefined,
        headers: spec.headers ? validate(spec.headers, Object.fromEntries(ctx.req.headers), "header") : undefined,
        body: spec.body ? ctx.body(spec.body, spec.bodyOptional ? { emptyAs: {} } : undefined) : undefined,
      } as RouteInput<Infer<PS>, Infer<QS>, Infer<BS>, Infer<HS>>;
      return spec.handler(ctx, input);
    },
  );
  return { ...(spec as unknown as RouteSpec), run: run as RouteDef["run"] };
}

/** The same definition for several methods (cron routes take GET and POST; catch-alls take them all). */
export function defineRoutes<
  A extends AuthMode,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  HS extends z.ZodType | undefined = undefined,
>(methods: HttpMethod[], spec: Omit<RouteSpec<A, PS, QS, BS, HS>, "method">): RouteDef[] {
  return methods.map((method) => defineRoute<A, PS, QS, BS, HS>({ ...spec, method }));
}

function validate<S extends z.ZodType>(schema: S, data: unknown, where: string): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  throw new ApiError(
    "INVALID_INPUT",
    `Invalid ${where}: ${first?.path ? first.path + ": " : ""}${first?.message ?? "invalid"}`,
    { details: issues },
  );
}
