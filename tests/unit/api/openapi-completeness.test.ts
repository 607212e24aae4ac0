import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument, errorReasons } from "@/lib/api/openapi";
import { ROUTES, routePaths } from "@/lib/api/routes/registry";
import { REASON_STATUS } from "@/lib/errors";

/**
 * Every app/api/**\/route.ts is in the registry and in the OpenAPI document with all of its
 * methods; every operation documents its error statuses with the envelope schema; the methods a
 * path does not define answer 405 with `Allow` computed from the registry.
 */
beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
  process.env.DEMO_ACCOUNT = "0";
});

const APP_API = join(process.cwd(), "app", "api");
function routeFiles(dir = APP_API): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return routeFiles(p);
    return name === "route.ts" ? [p] : [];
  });
}
/** `app/api/keys/[id]/route.ts` → `/api/keys/{id}`; catch-all segments (`[...x]`, `[[...x]]`) → `{x}`. */
const pathOf = (file: string) =>
  "/api/" +
  relative(APP_API, file)
    .replace(/\/?route\.ts$/, "")
    .replace(/\[\[\.\.\.(\w+)\]\]|\[\.\.\.(\w+)\]|\[(\w+)\]/g, (_m, a, b, c) => `{${a ?? b ?? c}}`);

const FILE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
const doc = buildOpenApiDocument() as {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
        security: unknown[];
        operationId: string;
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe("OpenAPI completeness", () => {
  const files = routeFiles();

  it("finds the route files", () => {
    expect(files.length).toBeGreaterThanOrEqual(34);
  });

  for (const file of files) {
    const path = pathOf(file);
    it(`${path}: every exported method is the registry's, and documented`, async () => {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const defined = ROUTES.filter((r) => r.path === path);
      expect(defined.length, `${path} is not in lib/api/routes/registry.ts`).toBeGreaterThan(0);
      const available = defined.every((r) => r.available?.() ?? true);
      for (const r of defined) {
        // An unavailable route (the benchmark route without BENCH_ROUTES=1) exports 404s instead.
        if (available) expect(mod[r.method], `${r.method} ${path}: the route file does not export it`).toBe(r.run);
        const op = doc.paths[path]?.[r.method.toLowerCase()];
        expect(op, `${r.method} ${path} is missing from the OpenAPI document`).toBeDefined();
      }
      const exported = FILE_METHODS.filter((m) => typeof mod[m] === "function");
      for (const m of exported) {
        if (available && defined.some((r) => r.method === m)) continue;
        // Not defined: 405 with Allow from the registry (or 404 when the route is unavailable).
        const res = await (mod[m] as (req: Request) => Promise<Response>)(
          new Request(`http://localhost${path.replace(/\{\w+\}/g, "x")}`, { method: m }),
        );
        expect(res.status, `${m} ${path}`).toBe(available ? 405 : 404);
        if (available) {
          expect(res.headers.get("allow")).toBe(
            defined
              .map((r) => r.method)
              .filter((x) => x !== "HEAD" && x !== "OPTIONS")
              .join(", "),
          );
          expect((await res.json()).reason).toBe("METHOD_NOT_ALLOWED");
        }
      }
    });
  }

  it("has no registry path without a route file", () => {
    const filePaths = new Set(files.map(pathOf));
    expect(
      routePaths()
        .map((p) => p.path)
        .filter((p) => !filePaths.has(p)),
    ).toEqual([]);
  });

  it("documents every error status of every operation with the envelope schema", () => {
    for (const r of ROUTES) {
      const op = doc.paths[r.path][r.method.toLowerCase()];
      const statuses = new Set(errorReasons(r).map((reason) => String(REASON_STATUS[reason])));
      expect(statuses.has("500"), `${r.method} ${r.path}`).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.["application/json"]?.schema.$ref, `${r.method} ${r.path} ${status}`).toBe(
          "#/components/schemas/Error",
        );
      }
      expect(
        Object.keys(op.responses)
          .filter((s) => Number(s) >= 400)
          .sort(),
      ).toEqual([...statuses].sort());
    }
    expect(doc.components.schemas.Error).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["error", "code", "reason"]),
    });
  });

  it("documents security by auth mode, with every scheme the wrapper accepts", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "apiKeyHeader",
      "bearerAuth",
      "cronSecret",
      "sessionCookie",
      "signature",
      "signatureTimestamp",
    ]);
    for (const r of ROUTES) {
      const security = doc.paths[r.path][r.method.toLowerCase()].security;
      if (r.auth === "none") expect(security, `${r.method} ${r.path}`).toEqual([]);
      else expect(security.length, `${r.method} ${r.path}`).toBeGreaterThan(0);
    }
  });

  it("has request and response examples that the documented schemas accept", () => {
    let checked = 0;
    for (const r of ROUTES) {
      if (r.requestExample !== undefined && r.body) {
        expect(r.body.safeParse(r.requestExample).success, `${r.method} ${r.path} request example`).toBe(true);
        checked++;
      }
      for (const [status, spec] of Object.entries(r.response)) {
        if (spec.example !== undefined && spec.schema)
          expect(spec.schema.safeParse(spec.example).success, `${r.method} ${r.path} ${status} example`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it("resolves every $ref and gives every operation a unique id", () => {
    const json = JSON.stringify(doc);
    for (const [, id] of json.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      expect(doc.components.schemas[id], id).toBeDefined();
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
