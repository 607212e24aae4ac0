import { z } from "zod";
import {
  BatchRequestSchema,
  BatchResponseSchema,
  ErrorEnvelopeSchema,
  FullScanResponseSchema,
  PlatformScanResponseSchema,
  SandboxRequestSchema,
  ScanRequestSchema,
} from "@/lib/api/schemas";
import { PLATFORM_MEDIA_TYPE } from "@/lib/api/response-mode";

/** OpenAPI 3.1 generated from the zod schemas (JSON Schema 2020-12), never written by hand. */
type Json = Record<string, unknown>;

export const NDJSON_MEDIA_TYPE = "application/x-ndjson";

/** The lines of the streamed batch mode (one JSON object per line, `type` first). */
export const BatchStreamItemSchema = z
  .object({
    type: z.literal("item"),
    index: z.number().int().describe("Position of the item in the request (0-based)."),
    token_address: z.string().nullable(),
    status: z.enum(["ok", "error"]),
    result: PlatformScanResponseSchema.optional().describe("Present when status is ok: the same platform JSON as in the JSON mode."),
    error: z.object({ error: z.string(), code: z.number().int(), reason: z.string() }).optional().describe("Present when status is error."),
    token: z.object({ name: z.string().nullable(), symbol: z.string().nullable() }).optional().describe("Stream only, when scanned: the token's name and symbol from its metadata."),
    finding_titles: z.record(z.string(), z.string()).optional().describe("Stream only, when scanned: title of each failed or unknown finding, by id (flags and unknown)."),
  })
  .describe("One line per item, written as soon as the item completes (completion order, not request order).");
export const BatchStreamSummarySchema = z
  .object({
    type: z.literal("summary"),
    client_ref: z.string().nullable(),
    chain: z.string(),
    summary: BatchResponseSchema.shape.summary,
    completed_at: z.string(),
  })
  .describe("The last line when the batch completed: the same summary as the JSON mode.");
export const BatchStreamErrorSchema = ErrorEnvelopeSchema.extend({
  type: z.literal("error"),
  retry_after: z.number().optional().describe("Seconds to wait before retrying (503)."),
  refunded: z.number().int().describe("Quota units given back: every unit reserved for the batch (nothing was charged)."),
}).describe("The last line instead of the summary when the batch failed after the stream started (e.g. 503 UPSTREAM_UNAVAILABLE for every item): the JSON mode would have answered this status; the units are refunded the same way.");

const schema = (s: z.ZodType, io: "input" | "output") => {
  const out = z.toJSONSchema(s, { target: "draft-2020-12", io, unrepresentable: "any" }) as Json;
  delete out.$schema;
  return out;
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const commonErrors = {
  "400": errorResponse("Invalid input (reason INVALID_INPUT)."),
  "401": errorResponse("Missing or invalid API key (UNAUTHORIZED) or a bad request signature (SIGNATURE_*)."),
  "405": errorResponse("Method not allowed (METHOD_NOT_ALLOWED)."),
  "413": errorResponse("Body too large (PAYLOAD_TOO_LARGE)."),
  "429": errorResponse("Rate limit or daily quota exceeded (RATE_LIMITED, QUOTA_EXCEEDED); see Retry-After."),
  "500": errorResponse("Internal error (INTERNAL)."),
  "503": errorResponse("The chain RPC is unavailable (UPSTREAM_UNAVAILABLE); see Retry-After."),
};

const scanResponses = (desc: string) => ({
  "200": {
    description: desc,
    content: {
      "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/FullScan" }, { $ref: "#/components/schemas/PlatformScan" }] } },
      [PLATFORM_MEDIA_TYPE]: { schema: { $ref: "#/components/schemas/PlatformScan" } },
    },
  },
  ...commonErrors,
});

export function buildOpenApiDocument(serverUrl?: string): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: "Token Risk API",
      version: "1.0.0",
      description:
        "Security intelligence for on-chain tokens (Solana first). safetyScore is 0..100 and higher is safer. " +
        "Errors always use the envelope {error, code, reason}.",
    },
    servers: serverUrl ? [{ url: serverUrl }] : [],
    security: [{ bearer: [] }, { apiKeyHeader: [] }],
    paths: {
      "/api/v1/scan": {
        post: {
          summary: "Analyse one token (live, on-chain).",
          description: `Full payload by default; platform JSON with responseMode "platform" or Accept: ${PLATFORM_MEDIA_TYPE}.`,
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/ScanRequest" } } } },
          responses: scanResponses("Scan result."),
        },
      },
      "/api/v1/scan/sandbox": {
        post: {
          summary: "Deterministic analysis on the built-in chain snapshot (no RPC, no simulation).",
          requestBody: { required: false, content: { "application/json": { schema: { $ref: "#/components/schemas/SandboxRequest" } } } },
          responses: scanResponses("Sandbox scan result."),
        },
      },
      "/api/v1/scan/batch": {
        post: {
          summary: "Bulk platform scans. Items beyond the tier maximum (Free 5, Pro 20, Enterprise 100) are refused with 400.",
          description:
            `Send Accept: ${NDJSON_MEDIA_TYPE} for the streamed mode: one JSON line per item as it completes (BatchStreamItem), then one summary line ` +
            "(BatchStreamSummary), or an error line (BatchStreamError) if the batch fails after the stream started. Validation, quota and rate limits are " +
            "checked before the stream starts (errors then use the JSON envelope and status as usual), and billing is identical to the JSON mode.",
          parameters: [{ name: "X-Service-Client-Ref", in: "header", required: false, schema: { type: "string", maxLength: 80 } }],
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/BatchRequest" } } } },
          responses: {
            "200": {
              description: "Per-item results (JSON), or the streamed lines (NDJSON).",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/BatchResponse" } },
                [NDJSON_MEDIA_TYPE]: {
                  schema: { oneOf: [{ $ref: "#/components/schemas/BatchStreamItem" }, { $ref: "#/components/schemas/BatchStreamSummary" }, { $ref: "#/components/schemas/BatchStreamError" }] },
                },
              },
            },
            ...commonErrors,
          },
        },
      },
      "/api/status/public": {
        get: { summary: "Public service status (no authentication).", security: [], responses: { "200": { description: "Status document." } } },
      },
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "Authorization: Bearer <API_KEY>" },
        apiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
      },
      schemas: {
        ScanRequest: schema(ScanRequestSchema, "input"),
        SandboxRequest: schema(SandboxRequestSchema, "input"),
        BatchRequest: schema(BatchRequestSchema, "input"),
        FullScan: schema(FullScanResponseSchema, "output"),
        PlatformScan: schema(PlatformScanResponseSchema, "output"),
        BatchResponse: schema(BatchResponseSchema, "output"),
        BatchStreamItem: schema(BatchStreamItemSchema, "output"),
        BatchStreamSummary: schema(BatchStreamSummarySchema, "output"),
        BatchStreamError: schema(BatchStreamErrorSchema, "output"),
        Error: schema(ErrorEnvelopeSchema, "output"),
      },
    },
  };
}
