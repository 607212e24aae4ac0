"use client";
import { type RefObject, useRef, useState } from "react";
import type { BatchStreamItem } from "@/lib/api/routes/scan";
import { ApiFailure, apiStream, messageOf } from "./api";
import { chunked, type ResultRow } from "./batch-lib";
import type { ChainValue } from "./chains";

/** One token of a run: its chain and address. */
export interface BatchToken {
  chain: ChainValue;
  address: string;
}

export type ChunkState = "pending" | "active" | "done" | "failed" | "skipped";

export interface RunState {
  status: "running" | "done" | "cancelled" | "failed";
  total: number;
  scanned: number;
  chunkStates: ChunkState[];
  current: number;
  message: string | null;
  cancelRequested: boolean;
  startedAt: string;
  /** Waiting to retry a chunk after an upstream error (the message shows the countdown). */
  retrying?: boolean;
}

/** A chunk's failure: its message, status (0: no answer), reason and the wait the server asked for. */
interface ChunkFailure {
  message: string;
  status: number;
  reason: string;
  retryAfter: number | null;
}

function chunkFailure(err: unknown): ChunkFailure {
  if (err instanceof ApiFailure)
    return {
      message: err.message,
      status: err.status,
      reason: err.reason ?? `HTTP_${err.status}`,
      retryAfter: err.retryAfter,
    };
  return { message: messageOf(err) || "The request failed.", status: 0, reason: "NETWORK", retryAfter: null };
}

/**
 * POSTs one chunk in the streamed mode with the dashboard session: `onItem` is called for each item as the server
 * completes it. HTTP errors (invalid input, quota, rate limit) arrive as the usual envelope, a failure after the
 * stream started as a final `error` line, and a stream that ends without its summary line is incomplete: all three
 * throw. Resolves to the quota left after the chunk (`RateLimit-Remaining`, null when absent).
 */
async function streamChunk(
  tokens: BatchToken[],
  defaultChain: ChainValue,
  clientRef: string | null,
  onItem: (item: BatchStreamItem) => void,
): Promise<number | null> {
  let summary = false;
  const headers = await apiStream(
    "POST /api/v1/scan/batch",
    {
      body: {
        chain: defaultChain,
        ...(clientRef ? { clientRef } : {}),
        items: tokens.map((t) => ({ tokenAddress: t.address, chain: t.chain })),
      },
      failure: "The batch request failed",
      statusMessages: { 401: "Your session has ended. Sign in again, then re-run what was not scanned." },
      statusFallbacks: { 403: "Your plan does not include the batch console." },
    },
    (line) => {
      if (line.type === "item") onItem(line);
      else if (line.type === "summary") summary = true;
    },
  );
  if (!summary)
    throw new ApiFailure(
      "The connection closed before the batch finished; items without a result were not confirmed.",
      0,
      "STREAM_INCOMPLETE",
    );
  const rem = headers.get("RateLimit-Remaining");
  return rem !== null && rem !== "" && !Number.isNaN(Number(rem)) ? Number(rem) : null;
}

/** The row an item line fills in. */
function rowPatch(item: BatchStreamItem): Partial<ResultRow> {
  if (item.status === "ok" && item.result)
    // The server answers the address in canonical form (EVM: checksummed).
    return {
      status: "ok",
      result: item.result,
      tokenAddress: item.result.token_address,
      name: item.token?.name ?? null,
      symbol: item.token?.symbol ?? null,
      titles: item.finding_titles,
      error: undefined,
    };
  return {
    status: "error",
    error: { error: item.error?.error ?? "Failed", reason: item.error?.reason ?? "ERROR", code: item.error?.code },
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * A batch run: the tokens sent chunk after chunk in the streamed mode, each item's row filled as it arrives, rate
 * limits and upstream outages retried after a countdown, cancel between chunks. The console only renders `run`,
 * `rows`, `remaining` and `announce`; `focus` names what gets focus when the run starts (cancel) and ends (results).
 */
export function useBatchRun({
  chunkSize,
  initialRemaining,
  focus,
}: {
  chunkSize: number;
  initialRemaining: number;
  focus: { cancel: RefObject<HTMLElement | null>; results: RefObject<HTMLElement | null> };
}) {
  const [run, setRun] = useState<RunState | null>(null);
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [remaining, setRemaining] = useState(initialRemaining);
  const [announce, setAnnounce] = useState("");
  const controllerRef = useRef<AbortController | null>(null);

  async function start(tokens: BatchToken[], chain: ChainValue, ref: string | null) {
    const parts = chunked(tokens, chunkSize);
    const controller = new AbortController();
    controllerRef.current = controller;
    let current: ResultRow[] = tokens.map((t, i) => ({
      index: i,
      tokenAddress: t.address,
      chain: t.chain,
      chunk: Math.floor(i / chunkSize) + 1,
      status: "not_run",
    }));
    setRows(current);
    const state: RunState = {
      status: "running",
      total: tokens.length,
      scanned: 0,
      chunkStates: parts.map(() => "pending"),
      current: 0,
      message: null,
      cancelRequested: false,
      startedAt: new Date().toISOString(),
    };
    const publish = () => setRun({ ...state, chunkStates: [...state.chunkStates] });
    publish();
    setAnnounce(`Batch started: ${tokens.length} tokens in ${parts.length} chunks.`);
    requestAnimationFrame(() => focus.cancel.current?.focus());

    const setRow = (index: number, patch: Partial<ResultRow>) => {
      current = current.map((row) => (row.index === index ? { ...row, ...patch } : row));
      setRows(current);
    };
    for (let c = 0; c < parts.length; c++) {
      if (controller.signal.aborted) {
        for (let k = c; k < parts.length; k++) state.chunkStates[k] = "skipped";
        state.status = "cancelled";
        state.message = `Cancelled after chunk ${c} of ${parts.length}: ${state.scanned} of ${tokens.length} tokens scanned. The ${tokens.length - state.scanned} not sent used no quota.`;
        break;
      }
      state.current = c;
      state.chunkStates[c] = "active";
      state.message = null;
      publish();
      const offset = c * chunkSize;
      const scannedBefore = state.scanned;
      let failure: ChunkFailure | null = null;
      for (let attempt = 0; ; attempt++) {
        try {
          const rem = await streamChunk(parts[c], chain, ref, (item) => {
            setRow(offset + item.index, rowPatch(item));
            state.scanned++;
            publish();
          });
          setRemaining((r) => (rem !== null ? rem : Math.max(0, r - parts[c].length)));
          failure = null;
          break;
        } catch (err) {
          const e = chunkFailure(err);
          failure = e;
          // The chunk's items are not confirmed: back to "not run" (a refunded or rejected chunk used no quota).
          for (let k = 0; k < parts[c].length; k++)
            setRow(offset + k, { status: "not_run", result: undefined, error: undefined });
          state.scanned = scannedBefore;
          const retryable = (e.status === 429 && e.reason === "RATE_LIMITED") || e.status === 503;
          if (!retryable || attempt >= (e.status === 503 ? 1 : 3) || controller.signal.aborted) break;
          // Shown at once, with the countdown to the automatic retry.
          const wait = Math.max(
            1,
            Math.min(e.status === 503 ? 10 : 5, Math.ceil(e.retryAfter ?? (e.status === 503 ? 5 : 1))),
          );
          for (let left = wait; left > 0 && !controller.signal.aborted; left--) {
            state.message = `Chunk ${c + 1} of ${parts.length}: ${e.message} Retrying in ${left} s…`;
            state.retrying = true;
            publish();
            await new Promise((r) => setTimeout(r, 1000));
          }
          state.retrying = false;
          state.message = controller.signal.aborted
            ? state.message
            : `Chunk ${c + 1} of ${parts.length}: retrying now…`;
          publish();
          if (controller.signal.aborted) break;
        }
      }
      state.retrying = false;
      if (failure) {
        const failed = failure;
        state.chunkStates[c] = "failed";
        for (let k = c + 1; k < parts.length; k++) state.chunkStates[k] = "skipped";
        state.status = "failed";
        const quota =
          failure.reason === "QUOTA_EXCEEDED" ? " Your daily quota is used up; it resets at 00:00 UTC." : "";
        state.message = `Chunk ${c + 1} of ${parts.length} failed: ${failure.message}${quota} ${state.scanned} of ${tokens.length} tokens were scanned; the rest were not.`;
        current = current.map((row) =>
          row.chunk === c + 1
            ? { ...row, status: "error", error: { error: failed.message, reason: failed.reason, code: failed.status } }
            : row,
        );
        setRows(current);
        break;
      }
      state.chunkStates[c] = "done";
      state.message = null;
      publish();
      setAnnounce(`Chunk ${c + 1} of ${parts.length} done: ${state.scanned} of ${tokens.length} tokens scanned.`);
    }
    if (state.status === "running") {
      state.status = "done";
      const failed = current.filter((r) => r.status === "error").length;
      state.message = `Done: ${tokens.length} tokens in ${plural(parts.length, "chunk")}${failed ? `, ${failed} could not be scanned` : ""}.`;
    }
    controllerRef.current = null;
    publish();
    setAnnounce(state.message ?? "");
    requestAnimationFrame(() => focus.results.current?.focus());
  }

  function cancel() {
    controllerRef.current?.abort();
    setRun((r) => (r ? { ...r, cancelRequested: true } : r));
    setAnnounce("Cancelling: the chunk in flight finishes, no further chunk is sent.");
  }

  return { run, rows, setRows, remaining, setRemaining, announce, start, cancel };
}
