import { parseCron } from "@/lib/cron/schedule";

/**
 * In-process scheduler for servers not on Vercel (next start / next dev): runs the cron jobs
 * on the schedules declared in vercel.json, so a self-hosted server keeps its status history,
 * watchlist and webhook retries alive with no extra setup. A job never overlaps itself; each
 * fires at most once per matching minute. Errors are logged and never stop the loop.
 */
export interface CronJob {
  path: string;
  run: () => Promise<unknown>;
}

export interface SchedulerOptions {
  crons: { path: string; schedule: string }[];
  jobs: CronJob[];
  now?: () => Date;
  tickMs?: number;
  onError?: (path: string, err: unknown) => void;
  onRun?: (path: string, result: unknown) => void;
}

export interface Scheduler {
  /** Runs the jobs due at the current minute (the loop calls it every tick). */
  tick(): Promise<void>;
  stop(): void;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const now = options.now ?? (() => new Date());
  const entries = options.crons.map((c) => {
    const job = options.jobs.find((j) => j.path === c.path);
    if (!job) throw new Error(`no job registered for cron path ${c.path}`);
    return { job, schedule: parseCron(c.schedule), lastMinute: -1, running: false };
  });
  let timer: ReturnType<typeof setInterval> | null = null;

  const tick = async () => {
    const d = now();
    const minute = Math.floor(d.getTime() / 60_000);
    await Promise.all(
      entries.map(async (e) => {
        if (e.running || e.lastMinute === minute || !e.schedule.matches(d)) return;
        e.lastMinute = minute;
        e.running = true;
        try {
          const result = await e.job.run();
          options.onRun?.(e.job.path, result);
        } catch (err) {
          options.onError?.(e.job.path, err);
        } finally {
          e.running = false;
        }
      }),
    );
  };

  if (options.tickMs !== 0) {
    timer = setInterval(() => void tick(), options.tickMs ?? 15_000);
    timer.unref?.();
  }
  return {
    tick,
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export { schedulerEnabled } from "@/lib/settings/scheduler";
