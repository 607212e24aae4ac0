/** Pure helpers of the batch console: input parsing, per-line validation, chunking and exports. */
import type { FullScanResponse, PlatformScanResponse } from "@/lib/api/schemas";
import { checkSolanaAddress } from "./base58";
import { type ChainValue, chainLabel, checkTokenAddress } from "./chains";

export interface LineCheck {
  line: number;
  value: string;
  /** The line's chain: a chain cell on the line (`base,0x…`), else the batch's chain. */
  chain: ChainValue;
  status: "ok" | "invalid" | "duplicate";
  reason?: string;
}

/** Chain names and aliases accepted in a line's cell (the API accepts the same, case-insensitive). */
const CHAIN_CELLS: Record<string, ChainValue> = {
  solana: "solana",
  sol: "solana",
  ethereum: "ethereum",
  eth: "ethereum",
  mainnet: "ethereum",
  base: "base",
  bsc: "bsc",
  bnb: "bsc",
  "bnb-chain": "bsc",
  binance: "bsc",
};
const chainCell = (c: string): ChainValue | null => CHAIN_CELLS[c.trim().toLowerCase()] ?? null;
const looksLikeAddress = (c: string) => checkSolanaAddress(c).ok || /^0x[0-9a-fA-F]{40}$/.test(c.trim());

const SPLIT = /[,;\t|]/;
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^["']|["']$/g, "")
    .trim();

/** One line of pasted text or CSV -> the address it carries (first cell that is an address, else the first cell). */
export function cellOf(line: string): string {
  const cells = line.split(SPLIT).map(unquote).filter(Boolean);
  if (cells.length <= 1) return unquote(line);
  return cells.find(looksLikeAddress) ?? cells.find((c) => !chainCell(c)) ?? cells[0];
}

/** The chain a line names in one of its cells (`ethereum,0x…`, `0x…;base`), or null. */
export function chainOf(line: string): ChainValue | null {
  const cells = line.split(SPLIT).map(unquote).filter(Boolean);
  if (cells.length <= 1) return null;
  for (const c of cells) {
    const chain = chainCell(c);
    if (chain) return chain;
  }
  return null;
}

const HEADER_NAMES = [
  "token_address",
  "tokenaddress",
  "token address",
  "address",
  "mint",
  "token",
  "token_mint",
  "contract",
];

/**
 * A CSV/TXT file -> one address per line. With a header row naming an address column
 * (token_address, address, mint, …) that column is used; otherwise each row's first address cell.
 */
export function addressesFromFile(text: string): { lines: string[]; column: string | null; headerSkipped: boolean } {
  const rows = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((r) => r.trim() !== "");
  if (rows.length === 0) return { lines: [], column: null, headerSkipped: false };
  const header = rows[0].split(SPLIT).map((c) => unquote(c).toLowerCase());
  const col = header.findIndex((h) => HEADER_NAMES.includes(h));
  const headerLooksLikeText =
    !rows[0].split(SPLIT).some((c) => looksLikeAddress(unquote(c))) &&
    /[a-z]/i.test(rows[0]) &&
    rows.length > 1 &&
    rows[0].split(SPLIT).length > 1;
  if (col >= 0) {
    // A `chain` column is kept with the address (`chain,address` lines).
    const chainCol = header.indexOf("chain");
    return {
      lines: rows.slice(1).map((r) => {
        const cells = r.split(SPLIT);
        const address = unquote(cells[col] ?? "");
        const chain = chainCol >= 0 ? unquote(cells[chainCol] ?? "") : "";
        return chain ? `${chain},${address}` : address;
      }),
      column: header[col],
      headerSkipped: true,
    };
  }
  const body = headerLooksLikeText ? rows.slice(1) : rows;
  return {
    lines: body.map((r) => {
      const chain = chainOf(r);
      return chain ? `${chain},${cellOf(r)}` : cellOf(r);
    }),
    column: null,
    headerSkipped: headerLooksLikeText,
  };
}

/**
 * Validates every non-blank line for its chain (a chain cell on the line, else `defaultChain`); repeats of the same
 * token on the same chain are flagged (each would cost a scan) and sent once.
 */
export function validateLines(text: string, defaultChain: ChainValue = "solana"): LineCheck[] {
  const out: LineCheck[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === "") return;
    const value = cellOf(raw);
    const chain = chainOf(raw) ?? defaultChain;
    const check = checkTokenAddress(chain, value);
    if (!check.ok)
      return out.push({
        line: i + 1,
        value,
        chain,
        status: "invalid",
        reason: chain === defaultChain ? check.reason : `${chainLabel(chain)}: ${check.reason}`,
      });
    const key = `${chain}:${chain === "solana" ? value : value.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined)
      return out.push({
        line: i + 1,
        value,
        chain,
        status: "duplicate",
        reason: `repeats line ${first}; scanned once`,
      });
    seen.set(key, i + 1);
    out.push({ line: i + 1, value, chain, status: "ok" });
  });
  return out;
}

export function chunked<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------- results and exports ----------

/** Server shapes, imported (type-only) from the API's schemas: never copied here. */
export type RiskLevel = PlatformScanResponse["risk_level"];
export type PlatformResult = PlatformScanResponse;
export type FullReport = FullScanResponse;

export interface ResultRow {
  index: number;
  tokenAddress: string;
  chain: ChainValue;
  chunk: number;
  status: "ok" | "error" | "not_run";
  result?: PlatformResult;
  error?: { error: string; reason: string; code?: number };
  name?: string | null;
  symbol?: string | null;
  /** Finding id -> title, from the streamed batch mode. */
  titles?: Record<string, string>;
  full?: FullReport;
}

/** Spreadsheet-safe CSV cell: quoted when needed; text starting with = + - @ is defused (formula injection). */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return "";
  let s = typeof v === "number" ? String(v) : String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_COLUMNS = [
  "index",
  "chain",
  "token_address",
  "name",
  "symbol",
  "status",
  "safety_score",
  "risk_level",
  "flags",
  "unknown",
  "liquidity_usd",
  "top_holder_pct",
  "scan_id",
  "scanned_at",
  "error_reason",
  "error",
  "client_ref",
] as const;

export function toCsv(rows: ResultRow[], clientRef: string | null): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of rows) {
    const p = r.result;
    const rec: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      index: r.index + 1,
      chain: r.chain,
      token_address: r.tokenAddress,
      name: r.name ?? "",
      symbol: r.symbol ?? "",
      status: r.status,
      safety_score: p?.safety_score ?? "",
      risk_level: p?.risk_level ?? "",
      flags: p?.flags.join(";") ?? "",
      unknown: p?.unknown.join(";") ?? "",
      liquidity_usd: p?.liquidity_usd ?? "",
      top_holder_pct: p?.top_holder_pct ?? "",
      scan_id: p?.scan_id ?? "",
      scanned_at: p?.scanned_at ?? "",
      error_reason: r.error?.reason ?? "",
      error: r.error?.error ?? "",
      client_ref: clientRef ?? "",
    };
    lines.push(CSV_COLUMNS.map((c) => csvCell(rec[c])).join(","));
  }
  return lines.join("\r\n") + "\r\n";
}

export function toJson(
  rows: ResultRow[],
  meta: { clientRef: string | null; chunkSize: number; startedAt: string | null },
): string {
  return JSON.stringify(
    {
      client_ref: meta.clientRef,
      chunk_size: meta.chunkSize,
      started_at: meta.startedAt,
      exported_at: new Date().toISOString(),
      summary: {
        requested: rows.length,
        succeeded: rows.filter((r) => r.status === "ok").length,
        failed: rows.filter((r) => r.status === "error").length,
        not_run: rows.filter((r) => r.status === "not_run").length,
      },
      items: rows.map((r) => ({
        index: r.index,
        chain: r.chain,
        token_address: r.tokenAddress,
        name: r.name ?? null,
        symbol: r.symbol ?? null,
        status: r.status,
        ...(r.result ? { result: r.result } : {}),
        ...(r.error ? { error: r.error } : {}),
      })),
    },
    null,
    2,
  );
}

export function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function fileStem(clientRef: string | null): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const ref = (clientRef ?? "").replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 40);
  return `batch-${ref ? `${ref}-` : ""}${stamp}`;
}
