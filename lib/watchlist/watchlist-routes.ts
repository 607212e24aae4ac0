import { z } from "zod";
import { json, methodsNotAllowed, withApi, type AuthMode } from "@/lib/api/handler";
import { ChainSchema } from "@/lib/api/schemas";
import { addToWatchlist, listWatchlist, removeFromWatchlist, scanWatchedNow } from "@/lib/watchlist/watchlist-service";

/**
 * The watchlist API, mounted twice with the same handlers: /api/dashboard/watchlist (session,
 * Pro+) and /api/v1/watchlist (API key or Pro+ session). Shapes:
 *   GET    → { entries: [{tokenAddress, chain, addedAt, lastResult: {safetyScore, riskLevel, scannedAt} | null, lastChangeAt}], cap }
 *   POST   {tokenAddress, chain?} → 201 {entry} (200 {entry} when already watched); chain as for scans (aliases,
 *          default solana), the address validated for it and stored in canonical form (EVM: checksummed)
 *   DELETE /{tokenAddress}[?chain=] → {removed, chain}
 *   POST   /{tokenAddress}/scan[?chain=] → {entry} ("scan now": no quota; 429 RATE_LIMITED within a minute of the last)
 * `?chain=` is needed only when one EVM address is watched on several chains (lib/watchlist/watchlist-service.ts findWatched).
 */
const AddBody = z.object({
  tokenAddress: z.string().trim().min(1).max(64),
  chain: ChainSchema.default("solana"),
});
const chainParam = (req: Request) => new URL(req.url).searchParams.get("chain");

export function watchlistCollection(route: string, auth: AuthMode) {
  const opts = { route, auth, minTier: "pro" as const };
  return {
    GET: withApi(opts, async (ctx) => listWatchlist(ctx.runtime, ctx.principal!.account)),
    POST: withApi(opts, async (ctx) => {
      const body = ctx.body(AddBody);
      const { created, entry } = await addToWatchlist(ctx.runtime, ctx.principal!.account, body.tokenAddress, body.chain);
      return json({ entry }, created ? 201 : 200);
    }),
    ...(({ PUT, PATCH, DELETE }) => ({ PUT, PATCH, DELETE }))(methodsNotAllowed(route, ["GET", "POST"])),
  };
}

export function watchlistItem(route: string, auth: AuthMode) {
  return {
    DELETE: withApi<{ tokenAddress: string }>({ route, auth, minTier: "pro" }, async (ctx, { tokenAddress }) =>
      // Next has already percent-decoded the path parameter once; decoding again would turn "%25" into an error.
      removeFromWatchlist(ctx.runtime, ctx.principal!.account, tokenAddress, chainParam(ctx.req)),
    ),
    ...(({ GET, POST, PUT, PATCH }) => ({ GET, POST, PUT, PATCH }))(methodsNotAllowed(route, ["DELETE"])),
  };
}

export function watchlistScanNow(route: string, auth: AuthMode) {
  return {
    POST: withApi<{ tokenAddress: string }>({ route, auth, minTier: "pro" }, async (ctx, { tokenAddress }) =>
      scanWatchedNow(ctx.runtime, ctx.principal!.account, tokenAddress, chainParam(ctx.req)), // already decoded once by Next
    ),
    ...(({ GET, PUT, PATCH, DELETE }) => ({ GET, PUT, PATCH, DELETE }))(methodsNotAllowed(route, ["POST"])),
  };
}
