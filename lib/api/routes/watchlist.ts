import { z } from "zod";
import { type AuthMode, json } from "@/lib/api/handler";
import { TOKEN_ADDRESS_MAX } from "@/lib/api/limits";
import { ChainSchema } from "@/lib/api/schemas";
import { addToWatchlist, listWatchlist, removeFromWatchlist, scanWatchedNow } from "@/lib/watchlist/watchlist-service";
import { defineRoute, type RouteDef, type Tag } from "./define";

/**
 * The watchlist API, mounted twice with the same handlers and shapes: /api/v1/watchlist (API key or
 * Pro+ session) and /api/dashboard/watchlist (dashboard session). Pro or Enterprise only (403
 * INSUFFICIENT_TIER below), for API keys as for sessions.
 */
export const WatchlistAddSchema = z
  .object({
    tokenAddress: z
      .string()
      .trim()
      .min(1)
      .max(TOKEN_ADDRESS_MAX)
      .describe(
        "Address of the token to watch, validated for its chain and stored in canonical form (EVM: checksummed).",
      ),
    chain: ChainSchema.default("solana"),
  })
  .describe("Adds a token to the watchlist; adding one already watched answers 200 with the entry.");

const riskLevel = z.enum(["low", "medium", "high", "critical"]);
export const WatchEntrySchema = z.object({
  tokenAddress: z.string(),
  chain: z.string(),
  addedAt: z.string(),
  lastResult: z
    .object({ safetyScore: z.number(), riskLevel, scannedAt: z.string() })
    .nullable()
    .describe("The last rescan's result; null before the first."),
  lastChangeAt: z
    .string()
    .nullable()
    .describe("When the risk level or a finding last changed (a risk.changed event was emitted)."),
  lastAttempt: z
    .object({ at: z.string(), outcome: z.enum(["ok", "failed"]), reason: z.string().nullable(), nextRunAt: z.string() })
    .nullable()
    .describe("The last rescan attempt (cron or scan now) and when the next one is due; null before the first."),
});
export type WatchEntryView = z.infer<typeof WatchEntrySchema>;
export const WatchlistSchema = z.object({
  entries: z.array(WatchEntrySchema),
  cap: z.number().int().describe("Most tokens this plan may watch."),
});
export type WatchlistView = z.infer<typeof WatchlistSchema>;
const EntryResponse = z.object({ entry: WatchEntrySchema });

const TokenParam = z.object({
  tokenAddress: z.string().describe("The watched token's address (percent-decoded once by the router)."),
});
const ChainQuery = z.object({
  chain: z
    .string()
    .max(40)
    .optional()
    .describe(
      "The entry's chain (name or alias). Needed only when one EVM address is watched on several chains (400 otherwise).",
    ),
});

function watchlistRoutes(base: string, auth: Extract<AuthMode, "api" | "session">, tags: Tag[]): RouteDef[] {
  const who = auth === "api" ? "API key or Pro/Enterprise session" : "dashboard session";
  const common = { auth, minTier: "pro" as const, tags };
  const routes = [
    defineRoute({
      ...common,
      method: "GET",
      path: base,
      summary: "List watched tokens",
      description: `The account's watchlist with each token's last result (${who}). Rescanned by the watchlist cron; a change emits risk.changed.`,
      response: { 200: { description: "The watchlist.", schema: WatchlistSchema } },
      errors: [],
      handler: async (ctx) => listWatchlist(ctx.runtime, ctx.principal.account),
    }),
    defineRoute({
      ...common,
      method: "POST",
      path: base,
      summary: "Watch a token",
      description:
        "Adds the token (no quota used). 201 when added, 200 with the existing entry when already watched, 409 when the plan's cap is reached.",
      body: WatchlistAddSchema,
      requestExample: { tokenAddress: "So11111111111111111111111111111111111111112" },
      response: {
        200: { description: "Already watched: the existing entry.", schema: EntryResponse },
        201: { description: "Added.", schema: EntryResponse },
      },
      errors: ["CONFLICT"],
      handler: async (ctx, { body }) => {
        const { created, entry } = await addToWatchlist(
          ctx.runtime,
          ctx.principal.account,
          body.tokenAddress,
          body.chain,
        );
        return json({ entry }, created ? 201 : 200);
      },
    }),
    defineRoute({
      ...common,
      method: "DELETE",
      path: `${base}/{tokenAddress}`,
      summary: "Stop watching a token",
      params: TokenParam,
      query: ChainQuery,
      response: { 200: { description: "Removed.", schema: z.object({ removed: z.string(), chain: z.string() }) } },
      errors: ["NOT_FOUND"],
      // Next has already percent-decoded the path parameter once; decoding again would turn "%25" into an error.
      handler: async (ctx, { params, query }) =>
        removeFromWatchlist(ctx.runtime, ctx.principal.account, params.tokenAddress, query.chain ?? null),
    }),
  ];
  if (auth === "session")
    routes.push(
      defineRoute({
        ...common,
        method: "POST",
        path: `${base}/{tokenAddress}/scan`,
        summary: "Rescan a watched token now",
        description:
          "Rescans exactly as the cron does (same result, same risk.changed), without quota: at most once a minute per token and 10 a minute per account (429 RATE_LIMITED).",
        params: TokenParam,
        query: ChainQuery,
        response: { 200: { description: "The entry after the rescan.", schema: EntryResponse } },
        errors: ["NOT_FOUND", "RATE_LIMITED"],
        handler: async (ctx, { params, query }) =>
          scanWatchedNow(ctx.runtime, ctx.principal.account, params.tokenAddress, query.chain ?? null),
      }),
    );
  return routes;
}

export const watchlistRoutesApi = watchlistRoutes("/api/v1/watchlist", "api", ["Watchlist"]);
export const watchlistRoutesDashboard = watchlistRoutes("/api/dashboard/watchlist", "session", ["Dashboard watchlist"]);
