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
          parameters: [{ name: "X-Service-Client-Ref", in: "header", required: false, schema: { type: "string", maxLength: 80 } }],
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/BatchRequest" } } } },
          responses: {
            "200": { description: "Per-item results.", content: { "application/json": { schema: { $ref: "#/components/schemas/BatchResponse" } } } },
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
        Error: schema(ErrorEnvelopeSchema, "output"),
      },
    },
  };
}
