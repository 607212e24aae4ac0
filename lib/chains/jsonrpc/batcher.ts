/**
 * Coalescing: calls issued within a window go out as ONE HTTP request carrying a JSON-RPC batch (at most `maxBatch`
 * calls each), so a 100-token batch scan costs a few requests.
 *  - `coalesceMs: 0` batches only the calls issued in the same tick (no added wait);
 *  - `coalesceMs > 0` debounces: the batch leaves once no call arrived for `coalesceMs`, at most `coalesceMaxMs` after
 *    the first queued call, or as soon as it is full.
 * A lone call goes out as a plain call when `sendOne` is given (a single scan's first round trip is one plain
 * request), else as a one-item batch. Outcomes can be settled a few per event-loop turn (`outcomesPerTurn`), so the
 * waiting callers run their work a few at a time and other requests are served in between.
 */
import { forEachOnTurns } from "../../util/next-turn";
import type { RpcCall, RpcOutcome } from "./transport";

export interface BatcherOptions {
  coalesceMs: number;
  coalesceMaxMs: number;
  maxBatch: number;
  sendBatch(calls: RpcCall[]): Promise<RpcOutcome[]>;
  sendOne?(call: RpcCall): Promise<RpcOutcome>;
  /** Outcomes settled per event-loop turn (default: all at once). */
  outcomesPerTurn?: number;
}

export function createBatcher(options: BatcherOptions): (call: RpcCall) => Promise<RpcOutcome> {
  const { coalesceMs, coalesceMaxMs, maxBatch, sendBatch, sendOne, outcomesPerTurn } = options;
  type Pending = { call: RpcCall; resolve: (o: RpcOutcome) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstQueuedAt = 0;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    if (batch.length === 1 && sendOne) {
      const [p] = batch;
      sendOne(p.call).then(p.resolve, p.reject);
      return;
    }
    sendBatch(batch.map((p) => p.call)).then(
      (outcomes) => {
        const settle = (o: RpcOutcome, i: number) => batch[i].resolve(o);
        if (outcomesPerTurn === undefined) outcomes.forEach(settle);
        else forEachOnTurns(outcomes, settle, outcomesPerTurn);
      },
      (err) => batch.forEach((p) => p.reject(err)),
    );
  }

  return (call) =>
    new Promise<RpcOutcome>((resolve, reject) => {
      if (coalesceMs === 0) {
        queue.push({ call, resolve, reject });
        if (queue.length >= maxBatch) flush();
        else if (queue.length === 1) setImmediate(flush);
        return;
      }
      // Concurrent scans reach the same round trip at slightly different times (async PDA derivation); a quiet gap
      // catches the stragglers.
      if (queue.length === 0) firstQueuedAt = Date.now();
      queue.push({ call, resolve, reject });
      if (timer) clearTimeout(timer);
      timer = null;
      const waitedMs = Date.now() - firstQueuedAt;
      if (queue.length >= maxBatch || waitedMs >= coalesceMaxMs) flush();
      else timer = setTimeout(flush, Math.min(coalesceMs, coalesceMaxMs - waitedMs));
    });
}
