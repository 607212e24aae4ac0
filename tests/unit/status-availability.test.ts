import { describe, expect, it } from "vitest";
import { computeAvailability, lastDays } from "@/lib/status/uptime";
import { MemoryStore } from "@/lib/store/memory-store";

describe("availability", () => {
  it("is absent before any probe", () => {
    expect(
      computeAvailability(lastDays(new Date("2026-11-22T10:00:00Z"), 30).map((day) => ({ day, counts: {} }))),
    ).toBeNull();
  });

  it("is computed over synthetic probe histories across day boundaries", async () => {
    const store = new MemoryStore();
    const ok = [
      { name: "store", ok: true, latencyMs: 1 },
      { name: "solana_rpc", ok: true, latencyMs: 9 },
    ];
    const rpcDown = [
      { name: "store", ok: true, latencyMs: 1 },
      { name: "solana_rpc", ok: false, latencyMs: null },
    ];
    // Day 1: 23:50 and 23:55 UTC up; day 2: 00:00 down, 00:05 up, 00:10 up. Day 30 days ago: outside the window.
    await store.probes.record(new Date("2026-10-23T12:00:00Z"), rpcDown);
    await store.probes.record(new Date("2026-11-20T23:50:00Z"), ok);
    await store.probes.record(new Date("2026-11-20T23:55:00Z"), ok);
    await store.probes.record(new Date("2026-11-21T00:00:00Z"), rpcDown);
    await store.probes.record(new Date("2026-11-21T00:05:00Z"), ok);
    await store.probes.record(new Date("2026-11-21T00:10:00Z"), ok);
    const days = lastDays(new Date("2026-11-22T10:00:00Z"), 30);
    expect(days[0]).toBe("2026-10-24");
    expect(days.at(-1)).toBe("2026-11-22");
    const a = computeAvailability(await store.probes.days(days))!;
    expect(a.probes).toBe(5);
    expect(a.percentage).toBe(80);
    expect(a.daily.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", percentage: 100, probes: 2 });
    expect(a.daily.find((d) => d.day === "2026-11-21")).toEqual({ day: "2026-11-21", percentage: 66.667, probes: 3 });
    expect(a.daily.find((d) => d.day === "2026-11-22")).toEqual({ day: "2026-11-22", percentage: null, probes: 0 });
  });
});
