import { z } from "zod";
import { CLIENT_REF_MAX } from "@/lib/api/limits";
import { PLATFORM_MEDIA_TYPE } from "@/lib/api/response-mode";
import type { RouteDef, Tag } from "@/lib/api/routes/define";
import { ROUTES } from "@/lib/api/routes/registry";
import {
  BatchStreamErrorSchema,
  BatchStreamItemSchema,
  BatchStreamSummarySchema,
  NDJSON_MEDIA_TYPE,
} from "@/lib/api/routes/scan";
import {
  BatchRequestSchema,
  BatchResponseSchema,
  ErrorEnvelopeSchema,
  FullScanResponseSchema,
  PlatformScanResponseSchema,
  SandboxRequestSchema,
  ScanRequestSchema,
} from "@/lib/api/schemas";
import { REASON_MEANING } from "@/lib/docs/reference";
import { type ErrorReason, REASON_STATUS } from "@/lib/errors";
import {
  HighSafetyTokenEventSchema,
  RiskChangedEventSchema,
  ScanCompletedEventSchema,
  TestEventSchema,
  WEBHOOK_EVENTS,
} from "@/lib/webhooks/catalogue";

/**
 * The OpenAPI 3.1 document, generated from the route registry (lib/api/routes) and its zod
 * schemas (JSON Schema 2020-12 through `z.toJSONSchema`), never written by hand. Served at
 * /api/openapi.json and rendered by /docs.
 */
type Json = Record<string, unknown>;

export { NDJSON_MEDIA_TYPE };

/** Schemas with a stable name in components.schemas (others are named after their operation). */
const NAMED_REQUESTS: [string, z.ZodType][] = [
  ["ScanRequest", ScanRequestSchema],
  ["SandboxRequest", SandboxRequestSchema],
  ["BatchRequest", BatchRequestSchema],
];
const NAMED_RESPONSES: [string, z.ZodType][] = [
  ["FullScan", FullScanResponseSchema],
  ["PlatformScan", PlatformScanResponseSchema],
  ["BatchResponse", BatchResponseSchema],
  ["BatchStreamItem", BatchStreamItemSchema],
  ["BatchStreamSummary", BatchStreamSummarySchema],
  ["BatchStreamError", BatchStreamErrorSchema],
  ["Error", ErrorEnvelopeSchema],
];

const TAG_DESCRIPTIONS: Record<Tag, string> = {
  Scan: "Token analysis: one token live, the deterministic sandbox, and batches (JSON or streamed NDJSON).",
  Usage: "Quota use of the calling account.",
  Watchlist: "Tokens rescanned on a schedule; a change emits risk.changed (Pro and Enterprise; API key or session).",
  Webhooks: "The public webhook API is not implemented: endpoints are managed from the dashboard.",
  Keys: "The key console (dashboard session only).",
  Account: "Sign-up, email confirmation, password and sessions (next-auth).",
  "Dashboard watchlist": "The watchlist from the dashboard (session).",
  "Dashboard webhooks": "Enterprise webhook endpoints, deliveries and tests (session).",
  Status: "Public service status.",
  Cron: "Scheduled jobs (Vercel Cron, CRON_SECRET).",
  Meta: "This document, the benchmark baseline and the catch-all.",
};

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every reason a route can answer: its own, plus those of its auth mode, limits and input. */
export function errorReasons(r: RouteDef): ErrorReason[] {
  const out = new Set<ErrorReason>(r.errors);
  out.add("INTERNAL");
  if (r.method !== "GET" && r.method !== "HEAD") {
    out.add("PAYLOAD_TOO_LARGE");
    out.add("REQUEST_TIMEOUT");
  }
  if (r.body || r.query || r.params || r.headers) out.add("INVALID_INPUT");
  if (r.auth === "api") {
    for (const reason of [
      "UNAUTHORIZED",
      "SIGNATURE_INVALID",
      "SIGNATURE_EXPIRED",
      "SIGNATURE_REQUIRED",
      "SIGNATURE_REPLAYED",
      "EMAIL_UNVERIFIED",
      "INSUFFICIENT_TIER",
    ] as const)
      out.add(reason);
    if (MUTATING.has(r.method)) out.add("FORBIDDEN");
    if (r.rateLimited) out.add("RATE_LIMITED");
    if (r.metered) out.add("QUOTA_EXCEEDED");
  }
  if (r.auth === "session") {
    out.add("UNAUTHORIZED");
    if (r.minTier && r.minTier !== "free") out.add("INSUFFICIENT_TIER");
    if (MUTATING.has(r.method)) out.add("FORBIDDEN");
  }
  if (r.auth === "cron") out.add("UNAUTHORIZED");
  // Authenticated routes fail closed when the store (Redis) is slow or down.
  if (r.auth !== "none") out.add("UPSTREAM_UNAVAILABLE");
  // An unavailable route (the benchmark route without BENCH_ROUTES=1) answers 404.
  if (r.available) out.add("NOT_FOUND");
  return [...out].sort((a, b) => REASON_STATUS[a] - REASON_STATUS[b] || a.localeCompare(b));
}

/** `GET /api/dashboard/webhooks/{id}` → `getDashboardWebhooksById`. */
export function operationId(r: RouteDef): string {
  const words = r.path
    .split("/")
    .filter((s) => s && s !== "api")
    .map((s) => (s.startsWith("{") ? "By-" + s.slice(1, -1) : s))
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return r.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

const SECURITY: Record<RouteDef["auth"], Json[]> = {
  none: [],
  api: [
    { bearerAuth: [] },
    { apiKeyHeader: [] },
    { bearerAuth: [], signature: [], signatureTimestamp: [] },
    { apiKeyHeader: [], signature: [], signatureTimestamp: [] },
    { sessionCookie: [] },
  ],
  session: [{ sessionCookie: [] }],
  cron: [{ cronSecret: [] }],
};

const AUTH_TEXT: Record<RouteDef["auth"], string> = {
  none: "No authentication.",
  api: "API key (`Authorization: Bearer` or `X-API-Key`, optionally signed), or a Pro/Enterprise dashboard session (changes need this site's Origin).",
  session: "Dashboard session only (API keys are refused with 401); changes need this site's Origin (403 FORBIDDEN).",
  cron: "`Authorization: Bearer $CRON_SECRET`.",
};
const TIER_NAME = { free: "Free", pro: "Pro", enterprise: "Enterprise" } as const;

function toJsonSchemas(named: Map<string, z.ZodType>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  return schemas;
}

/** A zod object's fields as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query" | "header"): Json[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const js = z.toJSONSchema(field, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Json;
    delete js.$schema;
    const description = (js.description as string | undefined) ?? field.description;
    delete js.description;
    // A catch-all path segment is one string in the URL (segments joined with "/").
    const pathSchema = where === "path" ? { type: "string" } : js;
    return {
      name: where === "header" ? headerName(name) : name,
      in: where,
      required: where === "path" || !field.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: pathSchema,
    };
  });
}
const headerName = (h: string) => h.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase());

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function buildDocument(serverUrl: string | undefined): Json {
  const requests = new Map(NAMED_REQUESTS);
  const responses = new Map(NAMED_RESPONSES);
  const nameOf = (map: Map<string, z.ZodType>, schema: z.ZodType, fallback: string) => {
    for (const [id, s] of map) if (s === schema) return id;
    map.set(fallback, schema);
    return fallback;
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const r of ROUTES) {
    const opId = operationId(r);
    const pascal = opId[0].toUpperCase() + opId.slice(1);
    const reasons = errorReasons(r);
    const op: Json = {
      operationId: opId,
      summary: r.summary,
      description: [
        r.description,
        `**Auth:** ${AUTH_TEXT[r.auth]}${r.minTier && r.minTier !== "free" ? ` **Plan:** ${TIER_NAME[r.minTier]} or higher (403 INSUFFICIENT_TIER below).` : ""}`,
        r.rateLimited ? "**Rate limited** per second by plan (429 RATE_LIMITED)." : "",
        r.metered ? `**Quota:** ${r.metered}.` : "",
      ]
        .filter(Boolean)
        .join("\n\n"),
      tags: r.tags,
      security: SECURITY[r.auth],
      "x-auth": r.auth,
      ...(r.minTier ? { "x-min-tier": r.minTier } : {}),
      ...(r.rateLimited ? { "x-rate-limited": true } : {}),
      ...(r.metered ? { "x-metered": r.metered } : {}),
      "x-error-reasons": reasons,
    };
    const params = [
      ...parameters(r.params, "path"),
      ...parameters(r.query, "query"),
      ...parameters(r.headers, "header"),
    ];
    for (const [name, description] of Object.entries(r.headerDocs ?? {}))
      params.push({ name, in: "header", required: false, description, schema: { type: "string" } });
    if (params.length) op.parameters = params;
    if (r.body) {
      const id = nameOf(requests, r.body, `${pascal}Request`);
      op.requestBody = {
        required: !r.bodyOptional,
        content: {
          "application/json": {
            schema: ref(id),
            ...(r.requestExample !== undefined ? { example: r.requestExample } : {}),
          },
        },
      };
    }
    const resp: Record<string, Json> = {};
    for (const [status, spec] of Object.entries(r.response)) {
      const content: Record<string, Json> = {};
      if (spec.schema)
        content["application/json"] = {
          schema: ref(nameOf(responses, spec.schema, `${pascal}Response${status}`)),
          ...(spec.example !== undefined ? { example: spec.example } : {}),
        };
      for (const [media, schema] of Object.entries(spec.content ?? {})) {
        const base = media === NDJSON_MEDIA_TYPE ? "Line" : "Alt";
        content[media] = { schema: ref(nameOf(responses, schema, `${pascal}Response${status}${base}`)) };
      }
      resp[status] = {
        description: spec.description,
        ...(Object.keys(content).length ? { content } : {}),
        ...(spec.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(spec.headers).map(([h, d]) => [h, { description: d, schema: { type: "string" } }]),
              ),
            }
          : {}),
      };
    }
    const byStatus = new Map<number, ErrorReason[]>();
    for (const reason of reasons)
      byStatus.set(REASON_STATUS[reason], [...(byStatus.get(REASON_STATUS[reason]) ?? []), reason]);
    for (const [status, list] of byStatus) {
      resp[String(status)] = {
        description: list.map((reason) => `\`${reason}\`: ${REASON_MEANING[reason]}`).join(" "),
        content: { "application/json": { schema: ref("Error") } },
        ...(status === 429 || status === 503
          ? { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } }
          : {}),
        "x-reasons": list,
      };
    }
    op.responses = resp;
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }

  const inSchemas = toJsonSchemas(requests, "input");
  const outSchemas = toJsonSchemas(responses, "output");
  const clash = Object.keys(inSchemas).find((k) => k in outSchemas);
  if (clash) throw new Error(`OpenAPI: schema name ${clash} is used for a request and a response`);

  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Token Risk API",
      version: "1.0.0",
      description: [
        "Security intelligence for on-chain tokens (Solana first). `safetyScore` is 0..100 and higher is safer; missing data is `unknown`, never safe.",
        "**Errors** always use the envelope `{error, code, reason}` (plus `requestId`, and `details` on invalid input); `code` is the HTTP status.",
        "**Methods** a path does not define answer 405 METHOD_NOT_ALLOWED with an `Allow` header; unknown paths under /api answer 404 NOT_FOUND.",
        "**Request signing** (optional, any API-key route): derived key = SHA-256(API key + API_SIGNING_SALT); message = `X-Service-Timestamp` value + `\\n` + the raw body; " +
          "`X-Service-Signature` = HMAC-SHA256(message, derived key) in hex or base64. Each signature is accepted once. Keys created with `signingRequired` refuse unsigned requests.",
        "**Limits:** Free 10 requests a day and 5 items per batch, Pro 1,000 and 20, Enterprise a high cap and 100; a batch uses one unit per analysed item. " +
          `\`clientRef\` is at most ${CLIENT_REF_MAX} characters. Platform mode: \`responseMode: "platform"\` or \`Accept: ${PLATFORM_MEDIA_TYPE}\`.`,
      ].join("\n\n"),
    },
    servers: serverUrl ? [{ url: serverUrl }] : [],
    tags: [...new Set(ROUTES.flatMap((r) => r.tags))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    webhooks: Object.fromEntries(
      WEBHOOK_EVENTS.filter((e) => e.status !== "reserved").map((e) => [
        e.type,
        {
          post: {
            summary: `${e.type}${e.status === "legacy" ? " (legacy, opt-in)" : ""}`,
            description:
              `${e.description}\n\nSent to Enterprise endpoints subscribed to it. Headers: \`X-Service-Event\` (the type), \`X-Service-Timestamp\`, ` +
              "`X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw body, keyed with the base64-decoded secret after whsec_>`, and the Standard Webhooks " +
              "`webhook-id`, `webhook-timestamp`, `webhook-signature`. Answer 2xx within the timeout; other answers are retried with backoff.",
            requestBody: {
              content: {
                "application/json": {
                  schema: ref(`${webhookSchemaName(e.type)}`),
                  ...(e.payloadExample ? { example: e.payloadExample } : {}),
                },
              },
            },
            responses: { "200": { description: "Any 2xx acknowledges the delivery." } },
          },
        },
      ]),
    ),
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "`Authorization: Bearer <API_KEY>`." },
        apiKeyHeader: {
          type: "apiKey",
          in: "header",
          name: "X-API-Key",
          description: "`X-API-Key: <API_KEY>` (alternative to Bearer).",
        },
        signature: {
          type: "apiKey",
          in: "header",
          name: "X-Service-Signature",
          description:
            "Optional request signature (hex or base64 HMAC-SHA256); see the description above. Sent with X-Service-Timestamp.",
        },
        signatureTimestamp: {
          type: "apiKey",
          in: "header",
          name: "X-Service-Timestamp",
          description: "Unix time in seconds of a signed request (within 900 s of the server's clock).",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "Dashboard session (`__Secure-next-auth.session-token` over HTTPS), from signing in at /signin.",
        },
        cronSecret: {
          type: "http",
          scheme: "bearer",
          description: "`Authorization: Bearer $CRON_SECRET` (Vercel Cron).",
        },
      },
      schemas: { ...inSchemas, ...outSchemas, ...webhookSchemas() },
    },
  };
}

const WEBHOOK_EVENT_SCHEMAS: Record<string, z.ZodType> = {
  "scan.completed": ScanCompletedEventSchema,
  "risk.changed": RiskChangedEventSchema,
  high_safety_token: HighSafetyTokenEventSchema,
  "webhook.test": TestEventSchema,
};
const webhookSchemaName = (type: string) => "WebhookEvent_" + type.replace(/[^A-Za-z0-9]+/g, "_");
function webhookSchemas(): Record<string, Json> {
  return toJsonSchemas(
    new Map(Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, s]) => [webhookSchemaName(type), s])),
    "output",
  );
}

let built: Json | null = null;

/**
 * The document, built once (it only changes with the code); `servers` names the given URL (the
 * configured public origin: lib/api/routes/meta.ts), never one taken from a request's headers.
 */
export function buildOpenApiDocument(serverUrl?: string): Json {
  built ??= buildDocument(undefined);
  return serverUrl ? { ...built, servers: [{ url: serverUrl }] } : built;
}
