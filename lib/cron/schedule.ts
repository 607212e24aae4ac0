/**
 * A minimal 5-field cron matcher (minute hour day-of-month month day-of-week, UTC) for the
 * schedules in vercel.json: `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`.
 * Day-of-month and day-of-week combine with OR when both are restricted, as in Vixie cron.
 */
const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

function parseField(field: string, [min, max]: [number, number]): Set<number> {
  const out = new Set<number>();
  for (const part of field.split(",")) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`bad cron field '${field}'`);
    const lo = m[1] === "*" ? min : Number(m[2]);
    const hi = m[1] === "*" ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : lo;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (lo < min || hi > max || lo > hi || step < 1) throw new Error(`cron field '${field}' out of range`);
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

export interface CronSchedule {
  matches(date: Date): boolean;
}

export function parseCron(expr: string): CronSchedule {
  const fields = expr.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`cron '${expr}' must have 5 fields`);
  const [min, hour, dom, mon, dow] = fields.map((f, i) => parseField(f, RANGES[i]));
  const domAny = fields[2] === "*";
  const dowAny = fields[4] === "*";
  return {
    matches(d: Date) {
      if (!min.has(d.getUTCMinutes()) || !hour.has(d.getUTCHours()) || !mon.has(d.getUTCMonth() + 1)) return false;
      const domOk = dom.has(d.getUTCDate());
      const dowOk = dow.has(d.getUTCDay());
      if (domAny && dowAny) return true;
      if (domAny) return dowOk;
      if (dowAny) return domOk;
      return domOk || dowOk;
    },
  };
}
