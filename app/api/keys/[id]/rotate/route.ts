import { json, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { rotateKey } from "@/lib/auth/key-console";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/keys/{id}/rotate";

export const POST = withApi<{ id: string }>({ route: ROUTE, auth: "session" }, async (ctx, { id }) =>
  json(await rotateKey(ctx.runtime.store, ctx.principal!.account.id, id, ctx.runtime.now()), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
