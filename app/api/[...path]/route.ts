import { withApi } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** Unknown API paths answer 404 in the error envelope rather than Next's HTML page. */
const notFound = withApi({ route: "/api/*", auth: "none" }, async (ctx) => {
  throw new ApiError("NOT_FOUND", `No route for ${ctx.req.method} ${new URL(ctx.req.url).pathname}. See /docs.`);
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
