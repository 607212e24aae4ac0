/**
 * Resolves on the next turn of the event loop, after pending I/O has been polled. Long bursts of
 * CPU work (a batch's items) await it between items, so the requests of other callers are read and
 * answered in between instead of waiting for the whole burst. A microtask (`await null`) would not
 * do: microtasks all run before the loop polls I/O again.
 */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Hands out consecutive event-loop turns: each call resolves one turn after the previous call's.
 * (Many `nextTurn()` calls made at once would all resolve in the same turn.)
 */
export function turnQueue(perTurn = 1): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  let handed = 0;
  return () => (handed++ % perTurn === 0 ? (last = last.then(nextTurn)) : last);
}

/**
 * Runs `fn` for the items, `perTurn` of them per event-loop turn (what runs in a turn is their
 * synchronous work and the microtasks it releases, e.g. a resolved scan's analysis up to its next
 * await). Each turn is scheduled from inside the previous one, so each lands on a new turn:
 * immediates queued together would all run in the same check phase, back to back.
 */
export function forEachOnTurns<T>(items: readonly T[], fn: (item: T, index: number) => void, perTurn = 1): void {
  let i = 0;
  const step = () => {
    for (const end = Math.min(items.length, i + perTurn); i < end; i++) fn(items[i], i);
    if (i < items.length) setImmediate(step);
  };
  step();
}
