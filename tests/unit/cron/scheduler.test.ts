import { describe, expect, it } from "vitest";
import { createScheduler, schedulerEnabled } from "@/lib/cron/scheduler";

describe("in-process scheduler", () => {
  it("runs each job once per matching minute, never overlapping itself", async () => {
    let t = new Date("2026-11-22T10:04:50Z");
    const runs: string[] = [];
    let release: () => void = () => {};
    const s = createScheduler({
      tickMs: 0,
      now: () => t,
      crons: [
        { path: "/a", schedule: "*/5 * * * *" },
        { path: "/b", schedule: "* * * * *" },
      ],
      jobs: [
        { path: "/a", run: async () => void runs.push(`a@${t.toISOString().slice(11, 16)}`) },
        {
          path: "/b",
          run: () =>
            new Promise<void>((r) => {
              runs.push(`b@${t.toISOString().slice(11, 16)}`);
              release = r;
            }),
        },
      ],
    });
    const first = s.tick(); // 10:04 → only /b, which hangs
    t = new Date("2026-11-22T10:05:05Z");
    await s.tick(); // 10:05 → /a runs; /b is still running, so it is skipped
    await s.tick(); // same minute: nothing again
    release();
    await first;
    t = new Date("2026-11-22T10:06:00Z");
    const third = s.tick();
    release();
    await third;
    expect(runs).toEqual(["b@10:04", "a@10:05", "b@10:06"]);
    s.stop();
  });

  it("reports errors without stopping", async () => {
    const errors: string[] = [];
    const s = createScheduler({
      tickMs: 0,
      crons: [{ path: "/x", schedule: "* * * * *" }],
      jobs: [
        {
          path: "/x",
          run: async () => {
            throw new Error("boom");
          },
        },
      ],
      onError: (p) => errors.push(p),
    });
    await s.tick();
    expect(errors).toEqual(["/x"]);
  });

  it("is on by default off Vercel and switchable off", () => {
    expect(schedulerEnabled({})).toBe(true);
    expect(schedulerEnabled({ VERCEL: "1" })).toBe(false);
    expect(schedulerEnabled({ SCHEDULER: "off" })).toBe(false);
  });
});
