import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteDef } from "@/lib/api/routes/define";
import { ROUTES } from "@/lib/api/routes/registry";
import { generateApiKey } from "@/lib/auth/api-keys";
import type { Tier } from "@/lib/store/types";
import { envelope, HttpClient } from "../support/http-client";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";

/**
 * The shared per-route auth suite (in the style of Unkey's common route tests): every route of the
 * registry with credentials, each case that applies to its auth mode, against the real server.
 * The list of routes is the registry itself, never written here. One server; the cases of a
 * route run in parallel, routes run concurrently (auth is decided before any handler runs, so
 * none of these requests changes state).
 */
let server: NextServer;
let seed: ReturnType<typeof writeSeedFile>;
const CRON_SECRET = "route-auth-cron-secret-0123456789";
const sessions = {} as Record<Tier, string>;
let revokedKey = "";

beforeAll(async () => {
  seed = writeSeedFile();
  server = await startNextServer({ SEED_FILE: seed.path, CRON_SECRET });
  await Promise.all(
    (["free", "pro", "enterprise"] as Tier[]).map(async (tier) => {
      const c = new HttpClient(server.url);
      const email = { free: "free@example.com", pro: "pro@example.com", enterprise: "ent@example.com" }[tier];
      expect(await c.signIn(email, `${tier === "enterprise" ? "ent" : tier}-password-1`)).toBe(true);
      sessions[tier] = c.cookieHeader();
    }),
  );
  // A revoked key: created and revoked through the key console.
  const pro = new HttpClient(server.url);
  expect(await pro.signIn("pro@example.com", "pro-password-1")).toBe(true);
  const created = await (
    await pro.fetch("/api/keys", { method: "POST", json: { name: "to-revoke" }, headers: { origin: server.url } })
  ).json();
  expect(
    (await pro.fetch(`/api/keys/${created.id}`, { method: "DELETE", headers: { origin: server.url } })).status,
  ).toBe(200);
  revokedKey = created.key;
});
afterAll(async () => {
  await server?.stop();
});

const TIER_RANK: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2 };
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A concrete URL path for a route (any value works: credentials are checked before the path's resource). */
const urlPath = (r: RouteDef) =>
  r.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === "tokenAddress" ? "So11111111111111111111111111111111111111112" : `${name}-1`,
  );

interface Case {
  name: string;
  headers: () => Record<string, string>;
  status: number;
  reason: string;
}

function casesFor(r: RouteDef): Case[] {
  const unauthorized = (name: string, headers: () => Record<string, string>): Case => ({
    name,
    headers,
    status: 401,
    reason: "UNAUTHORIZED",
  });
  const badKeys = [
    unauthorized("no credentials", () => ({})),
    unauthorized("unknown well-formed key (Bearer)", () => ({ authorization: `Bearer ${generateApiKey()}` })),
    unauthorized("unknown well-formed key (X-API-Key)", () => ({ "x-api-key": generateApiKey() })),
    unauthorized("garbage X-API-Key", () => ({ "x-api-key": "not-a-key" })),
    unauthorized("malformed Authorization", () => ({ authorization: "Basic dXNlcjpwYXNz" })),
    unauthorized("revoked key", () => ({ authorization: `Bearer ${revokedKey}` })),
  ];
  const minTier = r.minTier ?? "free";
  const below = (["free", "pro"] as Tier[]).filter((t) => TIER_RANK[t] < TIER_RANK[minTier]);
  const evil = { origin: "https://evil.example" };
  switch (r.auth) {
    case "api":
      return [
        ...badKeys,
        ...below.map(
          (t): Case => ({
            name: `${t} key below ${minTier}`,
            headers: () => ({ authorization: `Bearer ${seed.keys[t]}` }),
            status: 403,
            reason: "INSUFFICIENT_TIER",
          }),
        ),
        {
          name: "Free session",
          headers: () => ({ cookie: sessions.free, origin: server.url }),
          status: 403,
          reason: "INSUFFICIENT_TIER",
        },
        ...(MUTATING.has(r.method)
          ? [
              {
                name: "cross-origin session mutation",
                headers: () => ({ cookie: sessions.enterprise, ...evil }),
                status: 403,
                reason: "FORBIDDEN",
              },
            ]
          : []),
      ];
    case "session":
      return [
        ...badKeys,
        unauthorized("a valid API key (session-only route)", () => ({
          authorization: `Bearer ${seed.keys.enterprise}`,
        })),
        ...below.map(
          (t): Case => ({
            name: `${t} session below ${minTier}`,
            headers: () => ({ cookie: sessions[t], origin: server.url }),
            status: 403,
            reason: "INSUFFICIENT_TIER",
          }),
        ),
        ...(MUTATING.has(r.method)
          ? [
              {
                name: "cross-origin session mutation",
                headers: () => ({ cookie: sessions.enterprise, ...evil }),
                status: 403,
                reason: "FORBIDDEN",
              },
              {
                name: "session mutation without Origin",
                headers: () => ({ cookie: sessions.enterprise }),
                status: 403,
                reason: "FORBIDDEN",
              },
            ]
          : []),
      ];
    case "cron":
      return [
        unauthorized("no credentials", () => ({})),
        unauthorized("wrong cron secret", () => ({ authorization: "Bearer not-the-cron-secret" })),
        unauthorized("an API key instead of the cron secret", () => ({
          authorization: `Bearer ${seed.keys.enterprise}`,
        })),
      ];
    case "none":
      return [];
  }
}

const guarded = ROUTES.filter((r) => r.auth !== "none");

describe("per-route auth (every registry route with credentials)", () => {
  it("covers every guarded route of the registry", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(30);
    for (const mode of ["api", "session", "cron"]) expect(guarded.some((r) => r.auth === mode)).toBe(true);
  });

  describe.concurrent.each(
    guarded.map((r) => [`${r.method} ${r.path} (${r.auth}${r.minTier ? `, ${r.minTier}+` : ""})`, r] as const),
  )("%s", (_label, r) => {
    it("refuses every credential that does not qualify, in the envelope", async () => {
      const cases = casesFor(r);
      const results = await Promise.all(
        cases.map(async (c) => {
          const res = await fetch(server.url + urlPath(r), {
            method: r.method,
            headers: { "content-type": "application/json", ...c.headers() },
            body: MUTATING.has(r.method) ? "{}" : undefined,
          });
          const env = await envelope(res);
          return { c, status: res.status, reason: env.reason, requestId: res.headers.get("x-request-id") };
        }),
      );
      for (const { c, status, reason, requestId } of results) {
        expect({ case: c.name, status, reason }).toEqual({ case: c.name, status: c.status, reason: c.reason });
        expect(requestId).toBeTruthy();
      }
    });
  });
});
