import { describe, expect, it } from "vitest";
import { ROUTES } from "@/lib/api/routes/registry";
import { parseCron } from "@/lib/cron/schedule";
import vercel from "@/vercel.json";

const at = (iso: string) => new Date(iso);

describe("parseCron", () => {
  it("matches steps, ranges and lists in UTC", () => {
    const every5 = parseCron("*/5 * * * *");
    expect(every5.matches(at("2026-11-22T10:05:00Z"))).toBe(true);
    expect(every5.matches(at("2026-11-22T10:07:00Z"))).toBe(false);
    const business = parseCron("0 9-17/4 * * 1-5");
    expect(business.matches(at("2026-11-23T13:00:00Z"))).toBe(true); // Monday 13:00
    expect(business.matches(at("2026-11-22T13:00:00Z"))).toBe(false); // Sunday
    expect(parseCron("15,45 * * * *").matches(at("2026-11-22T01:45:00Z"))).toBe(true);
  });
  it("ORs day-of-month and day-of-week when both are set", () => {
    const c = parseCron("0 0 1 * 0");
    expect(c.matches(at("2026-12-01T00:00:00Z"))).toBe(true); // the 1st (a Tuesday)
    expect(c.matches(at("2026-11-29T00:00:00Z"))).toBe(true); // a Sunday
    expect(c.matches(at("2026-11-30T00:00:00Z"))).toBe(false);
  });
  it("refuses malformed expressions", () => {
    for (const bad of ["* * * *", "61 * * * *", "*/0 * * * *", "a * * * *"]) expect(() => parseCron(bad)).toThrow();
  });
  it("parses every schedule declared in vercel.json", () => {
    expect(vercel.crons.length).toBeGreaterThanOrEqual(3);
    for (const c of vercel.crons) expect(() => parseCron(c.schedule)).not.toThrow();
    // Every cron route of the registry is scheduled, and nothing else (Vercel Cron calls GET).
    const cronRoutes = ROUTES.filter((r) => r.auth === "cron" && r.method === "GET").map((r) => r.path);
    expect(vercel.crons.map((c) => c.path).sort()).toEqual(cronRoutes.sort());
  });
});
