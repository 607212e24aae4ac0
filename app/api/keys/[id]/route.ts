import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { revokeKey } from "@/lib/auth/key-console";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/keys/{id}";

/** Revokes the key; it stops working on the next request. */
export const DELETE = withApi<{ id: string }>({ route: ROUTE, auth: "session" }, async (ctx, { id }) =>
  revokeKey(ctx.runtime.store, ctx.principal!.account.id, id, ctx.runtime.now()),
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed(ROUTE, ["DELETE"]);
