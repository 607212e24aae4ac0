/** The in-process scheduler (lib/cron/scheduler.ts): on by default off Vercel; SCHEDULER=off disables it (tests, or when an external cron calls the routes). */
export function schedulerEnabled(env: { VERCEL?: string; SCHEDULER?: string }): boolean {
  return !env.VERCEL && env.SCHEDULER !== "off";
}
