/**
 * The `token-risk` command (Node only; the library entry never imports this file).
 *
 *   token-risk scan <address> [--chain c] [--platform] [--json]
 *   token-risk batch <file|-> [--chain c] [--format ndjson|csv] [--client-ref r]
 *   token-risk sandbox [address] [--chain c] [--platform] [--json]
 *   token-risk usage [--json]
 *
 * Environment: TOKEN_RISK_API_KEY (required), TOKEN_RISK_URL (required), TOKEN_RISK_SIGNING_SALT (optional: sign
 * every request). Exit codes (EXIT below): 0 ok, 1 other error (aborted included), 2 invalid input, 3 quota or rate
 * limit, 4 upstream unavailable (502, 503, 504) or service unreachable, 5 a risk level at or above --fail-on. In a
 * batch, a failed item's code wins over --fail-on (an incomplete verdict never passes a gate, nor reads as 5).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Chain, canonicalChain } from "./chains.js";
import {
  type BatchItem,
  type BatchStreamItem,
  type BatchStreamSummary,
  createClient,
  type FullScan,
  type PlatformScan,
  type RiskLevel,
  type TokenRiskClient,
} from "./client.js";
import { isTokenRiskError, TokenRiskError } from "./errors.js";

export const EXIT = { ok: 0, error: 1, invalidInput: 2, limited: 3, unavailable: 4, failOn: 5 } as const;
const LEVELS: RiskLevel[] = ["low", "medium", "high", "critical"];

const HELP = `Usage: token-risk <command> [options]

Commands:
  scan <address>       Analyse one token live (1 quota unit)
  batch <file|->       Analyse the tokens listed in a file or on stdin: one address a line,
                       optionally "address,chain"; # starts a comment
  sandbox [address]    Analyse on the deterministic sandbox snapshot (no quota)
  usage                Quota use today

Options:
  --chain <name>       solana (default), ethereum, base, bsc, or an alias (eth, bnb, sol, ...)
  --fail-on <level>    Exit 5 when a risk level is at or above low|medium|high|critical
  --platform           Platform JSON instead of the full payload (scan, sandbox)
  --json               JSON output even on a terminal
  --format <f>         batch output when piped: ndjson (default) or csv
  --client-ref <ref>   batch: your reference, echoed in the result
  --url <url>          Base URL (default: TOKEN_RISK_URL)
  --timeout <ms>       Per-request timeout (default 30000)
  --retries <n>        Retries of refused (429/503) or unanswered safe calls (default 2)
  -h, --help           This help
  -v, --version        The version

Environment: TOKEN_RISK_API_KEY (required), TOKEN_RISK_URL, TOKEN_RISK_SIGNING_SALT (sign requests).
Exit codes: 0 ok, 1 other error (or aborted), 2 invalid input, 3 quota or rate limited, 4 upstream
unavailable (502/503/504, or no answer), 5 risk at or above --fail-on. In a batch a failed item's
code (the highest of 1-4) wins over --fail-on.
`;

class UsageError extends Error {}

/** The exit code of an error: what a script can act on. */
export function exitCodeOf(err: unknown): number {
  if (err instanceof UsageError) return EXIT.invalidInput;
  if (!isTokenRiskError(err)) return EXIT.error;
  if (err.status === 400 || err.status === 413 || err.reason === "INVALID_INPUT") return EXIT.invalidInput;
  if (err.status === 429) return EXIT.limited;
  // Aborted by the caller (a signal, Ctrl-C): not the service's state.
  if (err.reason === "ABORTED") return EXIT.error;
  // 502/504: a gateway in front of the service could not reach it or timed out; 0: no answer at all.
  if (err.status === 502 || err.status === 503 || err.status === 504 || err.status === 0) return EXIT.unavailable;
  return EXIT.error;
}

const atOrAbove = (level: RiskLevel, threshold: RiskLevel | null) =>
  threshold !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(threshold);

export function describeError(err: unknown): string {
  if (isTokenRiskError(err)) {
    const bits = [
      err.reason,
      err.status ? `HTTP ${err.status}` : null,
      err.requestId ? `request ${err.requestId}` : null,
    ];
    const details = (err.details ?? []).map((d) => `\n  ${d.path}: ${d.message}`).join("");
    const wait = err.retryAfter !== undefined ? `\n  retry after ${err.retryAfter} s` : "";
    return `${err.message} (${bits.filter(Boolean).join(", ")})${details}${wait}`;
  }
  return err instanceof Error ? err.message : String(err);
}

/** Batch input: one address a line, optionally `address,chain` (or separated by spaces); a JSON array is accepted too. */
export function parseBatchInput(text: string): BatchItem[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    const list = JSON.parse(trimmed) as unknown;
    if (!Array.isArray(list)) throw new UsageError("batch input: expected a JSON array");
    return list.map((x) => {
      if (typeof x === "string") return x;
      if (x && typeof x === "object" && typeof (x as { tokenAddress?: unknown }).tokenAddress === "string")
        return x as { tokenAddress: string; chain?: Chain };
      throw new UsageError("batch input: each item is an address or {tokenAddress, chain}");
    });
  }
  const items: BatchItem[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line || /^(token_?address|address|mint)\b/i.test(line)) continue;
    const [address, chain] = line.split(/[\s,;]+/);
    items.push(chain ? { tokenAddress: address, chain: chain as Chain } : address);
  }
  return items;
}

function progressBar(done: number, total: number, failed: number): string {
  const width = 24;
  const filled = total ? Math.round((done / total) * width) : width;
  return `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}${failed ? `  ${failed} failed` : ""}`;
}

const CSV_COLUMNS = [
  "index",
  "token_address",
  "chain",
  "status",
  "safety_score",
  "risk_level",
  "flags",
  "unknown",
  "error",
];
const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? "" : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
function csvRow(item: BatchStreamItem): string {
  const r = item.result;
  return [
    item.index,
    item.token_address,
    item.chain,
    item.status,
    r?.safety_score,
    r?.risk_level,
    r?.flags.join(" "),
    r?.unknown.join(" "),
    item.error?.reason,
  ]
    .map(csvCell)
    .join(",");
}

interface Io {
  stdout: NodeJS.WriteStream | NodeJS.WritableStream;
  stderr: NodeJS.WriteStream | NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
}
const isTty = (s: Io["stdout"]) => (s as NodeJS.WriteStream).isTTY === true;

function printScan(io: Io, result: FullScan | PlatformScan, asJson: boolean): RiskLevel {
  const level = "riskLevel" in result ? result.riskLevel : result.risk_level;
  if (asJson) {
    io.stdout.write(JSON.stringify(result, null, isTty(io.stdout) ? 2 : 0) + "\n");
    return level;
  }
  if ("riskLevel" in result) {
    const failed = result.findings.filter((f) => f.status === "fail");
    const unknown = result.findings.filter((f) => f.status === "unknown");
    io.stdout.write(
      `${result.metadata.symbol ?? "?"} ${result.tokenAddress} on ${result.chain}\n` +
        `safety score ${result.safetyScore}/100, risk ${result.riskLevel}\n` +
        failed.map((f) => `  ✗ ${f.title} (${f.severity})\n`).join("") +
        unknown.map((f) => `  ? ${f.title}: unknown\n`).join(""),
    );
  } else {
    io.stdout.write(
      `${result.token_address} on ${result.chain}: safety score ${result.safety_score}/100, risk ${result.risk_level}\n` +
        (result.flags.length ? `  flags: ${result.flags.join(", ")}\n` : "") +
        (result.unknown.length ? `  unknown: ${result.unknown.join(", ")}\n` : ""),
    );
  }
  return level;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  stream.setEncoding("utf8");
  for await (const chunk of stream) text += chunk;
  return text;
}

async function runBatch(
  io: Io,
  client: TokenRiskClient,
  source: string,
  o: { chain?: Chain; clientRef?: string; format: string; json: boolean; failOn: RiskLevel | null },
): Promise<number> {
  let text: string;
  try {
    text = source === "-" ? await readAll(io.stdin) : readFileSync(source, "utf8");
  } catch (err) {
    throw new UsageError(`cannot read ${source}: ${(err as Error).message}`);
  }
  let items: BatchItem[];
  try {
    items = parseBatchInput(text);
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError(`batch input: ${(err as Error).message}`);
  }
  if (items.length === 0) throw new UsageError("batch input has no addresses");

  // The plan's batch size (not metered); larger inputs are sent as several batches, one after the other.
  const { maxBatchItems } = await client.usage();
  const table = isTty(io.stdout) && !o.json;
  const showProgress = isTty(io.stderr);
  const csv = !table && o.format === "csv";
  if (csv) io.stdout.write(CSV_COLUMNS.join(",") + "\n");
  const collected: BatchStreamItem[] = [];
  const totals = { requested: 0, succeeded: 0, failed: 0, charged: 0 };
  let failOnHit = false;
  let worstItemExit: number = EXIT.ok;
  let failed = 0;
  if (showProgress) io.stderr.write(progressBar(0, items.length, 0));
  for (let offset = 0; offset < items.length; offset += maxBatchItems) {
    const chunk = items.slice(offset, offset + maxBatchItems);
    for await (const line of client.batchStream(chunk, { chain: o.chain, clientRef: o.clientRef })) {
      if (line.type === "summary") {
        const s = (line as BatchStreamSummary).summary;
        totals.requested += s.requested;
        totals.succeeded += s.succeeded;
        totals.failed += s.failed;
        totals.charged += s.charged;
        continue;
      }
      const item = { ...line, index: line.index + offset };
      collected.push(item);
      if (item.status === "error") {
        failed++;
        const code = exitCodeOf(
          new TokenRiskError({ message: "", status: item.error?.code ?? 0, reason: item.error?.reason ?? "" }),
        );
        // The highest code wins (4 over 3 over 2 over 1): a failed item means an incomplete verdict, never 0.
        worstItemExit = Math.max(worstItemExit, code);
      } else if (item.result && atOrAbove(item.result.risk_level, o.failOn)) failOnHit = true;
      if (table) {
        /* printed at the end, in input order */
      } else if (csv) io.stdout.write(csvRow(item) + "\n");
      else io.stdout.write(JSON.stringify(item) + "\n");
      if (showProgress) io.stderr.write(progressBar(collected.length, items.length, failed));
    }
  }
  if (showProgress) io.stderr.write("\n");
  if (table) {
    for (const item of collected.sort((a, b) => a.index - b.index)) {
      const r = item.result;
      const what = r
        ? `${String(r.safety_score).padStart(3)}/100  ${r.risk_level.padEnd(8)} ${r.flags.join(", ")}`
        : `error    ${item.error?.reason ?? ""} ${item.error?.error ?? ""}`;
      io.stdout.write(`${String(item.index).padStart(4)}  ${(item.token_address ?? "?").padEnd(44)} ${what}\n`);
    }
    io.stdout.write(`${totals.succeeded} analysed, ${totals.failed} failed, ${totals.charged} units charged\n`);
  } else if (!csv) {
    io.stdout.write(JSON.stringify({ type: "summary", summary: totals }) + "\n");
  }
  if (worstItemExit !== EXIT.ok) return worstItemExit;
  return failOnHit ? EXIT.failOn : EXIT.ok;
}

/** Runs the CLI; returns the exit code (never calls process.exit, so it can be tested in-process too). */
export async function main(argv: string[], io: Io): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        chain: { type: "string" },
        "fail-on": { type: "string" },
        platform: { type: "boolean" },
        json: { type: "boolean" },
        format: { type: "string" },
        "client-ref": { type: "string" },
        url: { type: "string" },
        timeout: { type: "string" },
        retries: { type: "string" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
  try {
    parsed = parse();
  } catch (err) {
    io.stderr.write(`token-risk: ${(err as Error).message}\n\n${HELP}`);
    return EXIT.invalidInput;
  }
  const { values, positionals } = parsed;
  if (values.version) {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    io.stdout.write(pkg.version + "\n");
    return EXIT.ok;
  }
  const [command, arg] = positionals;
  if (values.help || !command) {
    (values.help ? io.stdout : io.stderr).write(HELP);
    return values.help ? EXIT.ok : EXIT.invalidInput;
  }
  try {
    const chain = values.chain === undefined ? undefined : canonicalChain(values.chain);
    if (chain === null) throw new UsageError(`unsupported chain '${values.chain}' (solana, ethereum, base, bsc)`);
    const failOn = (values["fail-on"] ?? null) as RiskLevel | null;
    if (failOn !== null && !LEVELS.includes(failOn))
      throw new UsageError(`--fail-on must be one of ${LEVELS.join(", ")}`);
    const format = values.format ?? "ndjson";
    if (!["ndjson", "csv"].includes(format)) throw new UsageError("--format must be ndjson or csv");
    const apiKey = io.env.TOKEN_RISK_API_KEY;
    if (!apiKey) throw new UsageError("set TOKEN_RISK_API_KEY to your API key");
    const baseUrl = values.url ?? io.env.TOKEN_RISK_URL;
    if (!baseUrl) throw new UsageError("set TOKEN_RISK_URL (or --url) to the service's base URL");
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
    if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0))
      throw new UsageError("--timeout is a positive number of milliseconds");
    const retries = values.retries === undefined ? undefined : Number(values.retries);
    if (retries !== undefined && !(Number.isInteger(retries) && retries >= 0))
      throw new UsageError("--retries is a whole number, 0 or more");
    let client: TokenRiskClient;
    try {
      client = createClient({
        baseUrl,
        apiKey,
        timeoutMs,
        retries,
        signing: io.env.TOKEN_RISK_SIGNING_SALT ? { salt: io.env.TOKEN_RISK_SIGNING_SALT } : false,
      });
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const asJson = values.json === true || !isTty(io.stdout);
    const mode = values.platform ? ("platform" as const) : ("full" as const);
    switch (command) {
      case "scan": {
        if (!arg) throw new UsageError("scan needs a token address");
        const result =
          mode === "platform"
            ? await client.scan(arg, { chain: chain ?? undefined, mode })
            : await client.scan(arg, { chain: chain ?? undefined });
        return atOrAbove(printScan(io, result, asJson), failOn) ? EXIT.failOn : EXIT.ok;
      }
      case "sandbox": {
        const o = { chain: chain ?? undefined, tokenAddress: arg };
        const result = mode === "platform" ? await client.sandbox({ ...o, mode }) : await client.sandbox(o);
        return atOrAbove(printScan(io, result, asJson), failOn) ? EXIT.failOn : EXIT.ok;
      }
      case "batch":
        if (!arg) throw new UsageError("batch needs a file name, or - for stdin");
        return await runBatch(io, client, arg, {
          chain: chain ?? undefined,
          clientRef: values["client-ref"],
          format,
          json: values.json === true,
          failOn,
        });
      case "usage": {
        const u = await client.usage();
        if (asJson) io.stdout.write(JSON.stringify(u) + "\n");
        else
          io.stdout.write(
            `${u.tier}: ${u.used}/${u.limit} used today, ${u.remaining} left, resets in ${Math.ceil(u.resetsInSeconds / 60)} min\n` +
              `batch up to ${u.maxBatchItems} items, ${u.ratePerSecond} requests a second\n`,
          );
        return EXIT.ok;
      }
      default:
        throw new UsageError(`unknown command '${command}' (scan, batch, sandbox, usage)`);
    }
  } catch (err) {
    io.stderr.write(`token-risk: ${describeError(err)}\n`);
    return exitCodeOf(err);
  }
}
