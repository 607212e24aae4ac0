import { z } from "zod";
import { json } from "@/lib/api/handler";
import { KEY_NAME_MAX } from "@/lib/api/limits";
import { createKey, listKeys, revokeKey, rotateKey } from "@/lib/auth/key-console";
import { defineRoute } from "./define";

/**
 * The key console. Session only: a leaked API key cannot mint more keys or outlive its own
 * revocation. Creating a key needs a confirmed email (403 EMAIL_UNVERIFIED).
 */
export const CreateKeySchema = z.object({
  name: z.string().trim().min(1).max(KEY_NAME_MAX).optional().describe("A label for the key."),
  signingRequired: z.boolean().optional().describe("Refuse unsigned requests with this key (401 SIGNATURE_REQUIRED)."),
});

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe("The first characters of the key, to recognise it."),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  signingRequired: z.boolean(),
  status: z.enum(["active", "revoked"]),
});
export type ApiKeyView = z.infer<typeof ApiKeySchema>;
export const NewApiKeySchema = ApiKeySchema.extend({ key: z.string().describe("The API key itself, shown ONCE.") });
export type NewApiKey = z.infer<typeof NewApiKeySchema>;

const IdParam = z.object({ id: z.string().describe("The key's id.") });

export const keyRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/keys",
    auth: "session",
    tags: ["Keys"],
    summary: "List the account's API keys",
    description: "Never the keys themselves: only their prefix and state.",
    response: { 200: { description: "The keys.", schema: z.object({ keys: z.array(ApiKeySchema) }) } },
    errors: [],
    handler: async (ctx) => ({ keys: await listKeys(ctx.runtime.store, ctx.principal.account.id) }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/keys",
    auth: "session",
    tags: ["Keys"],
    summary: "Create an API key",
    description: "The key is returned once, in this response. At most 20 active keys per account (409).",
    body: CreateKeySchema,
    bodyOptional: true,
    requestExample: { name: "trading-bot", signingRequired: true },
    response: { 201: { description: "Created.", schema: NewApiKeySchema } },
    errors: ["CONFLICT", "EMAIL_UNVERIFIED"],
    handler: async (ctx, { body }) => json(await createKey(ctx.runtime.store, ctx.principal.account.id, body), 201),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/keys/{id}",
    auth: "session",
    tags: ["Keys"],
    summary: "Revoke an API key",
    description: "It stops working on the next request, on every instance.",
    params: IdParam,
    response: { 200: { description: "The revoked key.", schema: ApiKeySchema } },
    errors: ["NOT_FOUND"],
    handler: async (ctx, { params }) =>
      revokeKey(ctx.runtime.store, ctx.principal.account.id, params.id, ctx.runtime.now()),
  }),
  defineRoute({
    method: "POST",
    path: "/api/keys/{id}/rotate",
    auth: "session",
    tags: ["Keys"],
    summary: "Rotate an API key",
    description: "Issues a replacement with the same name and settings (shown once), then revokes the old key at once.",
    params: IdParam,
    response: {
      201: {
        description: "The new key.",
        schema: NewApiKeySchema.extend({ replaces: z.string().describe("Id of the revoked key.") }),
      },
    },
    errors: ["NOT_FOUND", "CONFLICT"],
    handler: async (ctx, { params }) =>
      json(await rotateKey(ctx.runtime.store, ctx.principal.account.id, params.id, ctx.runtime.now()), 201),
  }),
];
