import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findRoute } from "@/lib/api/routes/registry";

/**
 * The dashboard consoles reach the API only through components/dashboard/api.ts, whose table `DashboardApi` names
 * each route by the registry's method and path: every name must be a registered route (a renamed or removed route
 * fails here, not in a browser), and no console calls fetch itself.
 */
const source = readFileSync("components/dashboard/api.ts", "utf8");
/** The route names of one of api.ts's tables (`DashboardApi`, `DashboardStreams`). */
const tableNames = (start: string, end: string) =>
  [
    ...source
      .slice(source.indexOf(start), source.indexOf(end))
      .matchAll(/^\s*"(GET|POST|PUT|PATCH|DELETE) (\/[^"]+)":/gm),
  ].map((m) => [m[1], m[2]] as const);
const names = tableNames("export interface DashboardApi", "export type DashboardRoute");
const streams = tableNames("export interface DashboardStreams", "export type StreamRoute");

describe("dashboard data access", () => {
  it("names only registered routes", () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(names.filter(([method, path]) => !findRoute(path, method)).map((n) => n.join(" "))).toEqual([]);
  });

  it("names only registered routes for the streamed (NDJSON) calls too", () => {
    expect(streams.map((n) => n.join(" "))).toEqual(["POST /api/v1/scan/batch"]);
    expect(streams.filter(([method, path]) => !findRoute(path, method)).map((n) => n.join(" "))).toEqual([]);
  });

  it("no dashboard component calls fetch itself (the consoles, batch and its streamed mode included)", () => {
    const files = readdirSync("components/dashboard", { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.tsx?$/.test(f) && f !== "api.ts",
    );
    expect(files).toEqual(expect.arrayContaining(["batch-console.tsx", "batch-results.tsx", "webhooks-console.tsx"]));
    for (const file of files)
      expect(readFileSync(`components/dashboard/${file}`, "utf8"), file).not.toMatch(/\bfetch\(/);
  });
});
