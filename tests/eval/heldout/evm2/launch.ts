/**
 * Held-out EVM evaluation v2: launches every case on one local node (the first set's world, tests/eval/heldout/evm/
 * world.ts). Cases launch oldest first with the clock set so each pair is `ageDays` old at scan time; the wallets
 * still trading trade in the last day; the scan time is one hour after the last block. Then each case's proof runs on
 * a snapshot that is reverted, so the engine scans the tokens as launched. A failing launch or proof is recorded with
 * its error; the other cases still run. No engine code is imported here.
 */
import type { Launched, World } from "../evm/world";
import type { HeldoutEvm2Case } from "./cases";

export interface Launch2Outcome {
  case: HeldoutEvm2Case;
  launched: Launched | null;
  /** Launch, late-trade or proof failure (null: launched and proved). */
  error: string | null;
}

export interface Launched2Set {
  outcomes: Launch2Outcome[];
  /** Scan time, seconds (chain clock). */
  scanAt: number;
}

const DAY = 86_400;
const firstLine = (err: unknown) => (err as Error).message.split("\n")[0];

export async function launchAll2(world: World, cases: readonly HeldoutEvm2Case[]): Promise<Launched2Set> {
  const start = await world.now();
  const end = start + (Math.max(...cases.map((c) => c.ageDays)) + 1) * DAY;
  const order = cases.map((c, i) => ({ c, i })).sort((a, b) => b.c.ageDays - a.c.ageDays || a.i - b.i);
  const outcomes = new Map<number, Launch2Outcome>();
  for (const { c, i } of order) {
    await world.setTime(end - c.ageDays * DAY);
    try {
      outcomes.set(i, { case: c, launched: await c.launch(world.context(i)), error: null });
    } catch (err) {
      outcomes.set(i, { case: c, launched: null, error: `launch: ${firstLine(err)}` });
    }
  }
  await world.setTime(end - DAY / 2);
  for (const { c, i } of order) {
    const o = outcomes.get(i)!;
    if (!o.launched || !c.late) continue;
    try {
      await c.late(world.context(i), o.launched);
    } catch (err) {
      o.error = `late trades: ${firstLine(err)}`;
    }
  }
  const scanAt = Math.max(await world.now(), end) + 3600;
  for (const { c, i } of order) {
    const o = outcomes.get(i)!;
    if (o.error || !o.launched) continue;
    const snapshot = await world.snapshot();
    try {
      await c.proof(world.context(i), o.launched);
    } catch (err) {
      o.error = `proof: ${firstLine(err)}`;
    } finally {
      await world.revert(snapshot);
    }
  }
  return { outcomes: cases.map((_, i) => outcomes.get(i)!), scanAt };
}
