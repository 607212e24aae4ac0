/**
 * Held-out EVM evaluation: launches every case on one local node. Cases launch oldest first, the clock set so that
 * each pair is `ageDays` old at scan time; then the wallets still trading trade in the last day; the scan time is
 * one hour after the last block. Then each case's proof (evm/proofs.ts) shows on a reverted snapshot that the token
 * does what its rationale says. A launch or proof that fails is recorded with its error (the others still run).
 */
import type { HeldoutEvmCase } from "./cases";
import { HELDOUT_EVM_PROOFS } from "./proofs";
import type { Launched, World } from "./world";

export interface LaunchOutcome {
  case: HeldoutEvmCase;
  launched: Launched | null;
  error: string | null;
}

export interface LaunchedSet {
  outcomes: LaunchOutcome[];
  /** Scan time, seconds (chain clock). */
  scanAt: number;
}

const DAY = 86_400;

export async function launchAll(world: World, cases: readonly HeldoutEvmCase[]): Promise<LaunchedSet> {
  const start = await world.now();
  const maxAge = Math.max(...cases.map((c) => c.ageDays));
  const end = start + (maxAge + 1) * DAY;
  const order = cases.map((c, i) => ({ c, i })).sort((a, b) => b.c.ageDays - a.c.ageDays || a.i - b.i);
  const byIndex = new Map<number, LaunchOutcome>();
  for (const { c, i } of order) {
    await world.setTime(end - c.ageDays * DAY);
    try {
      const launched = await c.launch(world.context(i));
      byIndex.set(i, { case: c, launched, error: null });
    } catch (err) {
      byIndex.set(i, { case: c, launched: null, error: `launch: ${(err as Error).message}` });
    }
  }
  await world.setTime(end - DAY / 2);
  for (const { c, i } of order) {
    const o = byIndex.get(i)!;
    if (!o.launched || !c.late) continue;
    try {
      await c.late(world.context(i), o.launched);
    } catch (err) {
      o.error = `late trades: ${(err as Error).message}`;
    }
  }
  const scanAt = Math.max(await world.now(), end) + 3600;
  for (const { c, i } of order) {
    const o = byIndex.get(i)!;
    if (o.error || !o.launched) continue;
    const proof = HELDOUT_EVM_PROOFS[c.name];
    if (!proof) {
      o.error = "proof: none written for this case";
      continue;
    }
    const snapshot = await world.snapshot();
    try {
      await proof(world.context(i), o.launched);
    } catch (err) {
      o.error = `proof: ${(err as Error).message.split("\n")[0]}`;
    } finally {
      await world.revert(snapshot);
    }
  }
  return { outcomes: cases.map((_, i) => byIndex.get(i)!), scanAt };
}
