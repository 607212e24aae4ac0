import { z } from "zod";
import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { createKey, listKeys } from "@/lib/auth/key-console";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/keys";

const CreateKey = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  signingRequired: z.boolean().optional(),
});

/** Key console. Session only (README: a leaked API key cannot mint more keys or outlive its own revocation). */
export const GET = withApi({ route: ROUTE, auth: "session" }, async (ctx) => ({ keys: await listKeys(ctx.runtime.store, ctx.principal!.account.id) }));

export const POST = withApi({ route: ROUTE, auth: "session" }, async (ctx) => {
  const body = ctx.body(CreateKey, { emptyAs: {} });
  return json(await createKey(ctx.runtime.store, ctx.principal!.account.id, body), 201);
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["GET", "POST"]);
