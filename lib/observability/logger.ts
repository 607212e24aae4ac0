/**
 * Structured JSON logs, one object per line. Values under keys that look like secrets are
 * redacted, and strings that look like API keys or bearer tokens are masked wherever they appear.
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const SECRET_KEY = /(authorization|api[-_]?key|secret|password|token|signature|cookie)/i;
const KEY_IN_TEXT = /trk_live_[A-Za-z0-9_-]{4,}|whsec_[A-Za-z0-9+/=_-]{4,}|Bearer\s+\S+/g;

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(KEY_IN_TEXT, "[redacted]");
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
  return out;
}

export function createLogger(level: Level | "silent" = "info") {
  const emit = (l: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[l] < ORDER[level]) return;
    const line = JSON.stringify({ ts: new Date().toISOString(), level: l, msg, ...(redact(fields) as object) });
    (l === "error" || l === "warn" ? process.stderr : process.stdout).write(line + "\n");
  };
  return {
    debug: (msg: string, f?: Record<string, unknown>) => emit("debug", msg, f),
    info: (msg: string, f?: Record<string, unknown>) => emit("info", msg, f),
    warn: (msg: string, f?: Record<string, unknown>) => emit("warn", msg, f),
    error: (msg: string, f?: Record<string, unknown>) => emit("error", msg, f),
  };
}
export type Logger = ReturnType<typeof createLogger>;
