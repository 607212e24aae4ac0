/**
 * PDA derivation with @solana/kit costs about 1 ms (async SHA-256 per bump tried, plus an
 * on-curve check), and a scan derives several. A PDA is a pure function of its program and
 * seeds, so results are memoised per (kind, mint), bounded (oldest evicted first).
 */
const MAX_ENTRIES = 20_000;
const memo = new Map<string, Promise<string>>();

export function memoPda(kind: string, mint: string, derive: () => Promise<string>): Promise<string> {
  const key = `${kind}:${mint}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const p = derive();
  memo.set(key, p);
  p.catch(() => memo.delete(key));
  const oldest = memo.keys().next();
  if (memo.size > MAX_ENTRIES && !oldest.done) memo.delete(oldest.value);
  return p;
}
