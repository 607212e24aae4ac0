import { jsonText, methodsNotAllowed, withApi } from "@/lib/api/handler";
import { wantsPlatform } from "@/lib/api/response-mode";
import { SandboxRequestSchema } from "@/lib/api/schemas";
import { scanSandbox, toPlatformJson } from "@/lib/scan/scan-service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
const ROUTE = "/api/v1/scan/sandbox";

export const POST = withApi({ route: ROUTE, auth: "api", rateLimited: true }, async (ctx) => {
  const body = ctx.body(SandboxRequestSchema, { emptyAs: {} });
  const { full, body: fullBody } = await scanSandbox(
    { chain: body.chain, tokenAddress: body.tokenAddress ?? body.mint, liquidityUsd: body.liquidityUsd, topHolderPct: body.topHolderPct },
    { config: ctx.runtime.config },
  );
  return wantsPlatform(ctx.req, body.responseMode) ? toPlatformJson(full) : jsonText(fullBody());
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(ROUTE, ["POST"]);
