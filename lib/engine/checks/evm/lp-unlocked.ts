/**
 * LP of the deepest Uniswap V2-style pair (largest wrapped-native reserve): burnt (zero / dead address) and locked
 * in known lockers (lib/chains/evm/lockers.ts, versioned). A lock whose end date is read and falls within
 * LP_LOCK_MIN_DAYS counts as unlocked. Same id, thresholds and phrase as the Solana check (lp-unlocked.ts).
 */

import type { EvmCheckFacts } from "../../evm/facts";
import type { EvidenceValue } from "../../types";
import { defineCheck, describeBands } from "../check";
import { LP_THRESHOLDS, lpSeverity, lpUnlocked } from "../lp-unlocked";
import { NO_CODE_TEXT } from "./common";

/** A lock ending sooner than this (days) does not count as locked. */
export const LP_LOCK_MIN_DAYS = 30;

const pct2 = (bps: number) => Math.round(bps) / 100;

export const evmLpUnlocked = defineCheck<EvmCheckFacts>({
  ...lpUnlocked,
  description: `Share of the deepest Uniswap V2-style pair's LP (largest wrapped-native reserve on the chain's known V2 DEXes; per-pair figures in \`evm.pairs\`) that is neither burnt (zero / dead address) nor in a known locker with at least ${LP_LOCK_MIN_DAYS} days left (unlock dates read where the locker exposes them; a locker whose dates cannot be read counts as locked): ${describeBands(LP_THRESHOLDS)}. Concentrated-liquidity pools only: not applicable. No V2 pair found and no market data: unknown.`,
  run(ctx, emit) {
    if (!ctx.evm.code.present) return emit("unknown", NO_CODE_TEXT, { pool: null }, undefined, "LP status unknown");
    const d = ctx.evm.liquidity.deepest;
    if (!d) {
      const m = ctx.market;
      if (m && m.status === "ok" && m.pools.length > 0 && m.pools.every((p) => p.lp.status === "not_applicable")) {
        return emit(
          "not_applicable",
          "Every listed pool is concentrated liquidity (V3-style): positions are NFTs, there is no fungible LP to burn or lock.",
          { pools: m.pools.length },
          undefined,
          "No fungible LP",
        );
      }
      return emit(
        "unknown",
        "No Uniswap V2-style pair with the wrapped native token was found on the known DEXes, so no LP could be analysed.",
        { pool: null, lockersVersion: ctx.evm.liquidity.lockersVersion },
        undefined,
        "LP status unknown",
      );
    }
    const soon = ctx.nowMs / 1000 + LP_LOCK_MIN_DAYS * 86_400;
    const expiring = d.lockedIn.filter((l) => l.unlocksAt !== null && l.unlocksAt < soon);
    const lockedBps = d.lockedIn.reduce((s, l) => s + (expiring.includes(l) ? 0 : l.shareBps), 0);
    const unlockedBps = Math.max(0, 10_000 - d.burntBps - lockedBps);
    const earliest = d.lockedIn.map((l) => l.unlocksAt).filter((x): x is number => x !== null);
    const ev: Record<string, EvidenceValue> = {
      pool: d.pair,
      dex: d.dex,
      kind: "uniswap-v2",
      lpSupply: d.lpTotalSupply.toString(),
      burnedPct: pct2(d.burntBps),
      lockedPct: pct2(lockedBps),
      unlockedPct: pct2(unlockedBps),
      lockers: d.lockedIn.map((l) => l.locker).join(", ") || null,
      lockEndsAt: earliest.length ? new Date(Math.min(...earliest) * 1000).toISOString() : null,
      expiringLockPct: pct2(expiring.reduce((s, l) => s + l.shareBps, 0)),
      topLpHolder: d.topLpHolder?.address ?? null,
      lockersVersion: ctx.evm.liquidity.lockersVersion,
    };
    const sev = lpSeverity(unlockedBps / 100);
    const lockText = d.lockedIn.length
      ? ` Locked in ${d.lockedIn.map((l) => `${l.locker} (${pct2(l.shareBps)}%, ${l.unlocksAt === null ? "end date not readable" : `until ${new Date(l.unlocksAt * 1000).toISOString().slice(0, 10)}`})`).join(", ")}.`
      : "";
    const expText = expiring.length
      ? ` ${ev.expiringLockPct}% is locked for less than ${LP_LOCK_MIN_DAYS} days and counts as unlocked.`
      : "";
    const holder =
      d.topLpHolder && sev
        ? ` The largest LP holder is ${d.topLpHolder.address} (${pct2(d.topLpHolder.shareBps)}%, ${d.topLpHolder.isContract ? "a contract" : d.topLpHolder.isContract === false ? "a wallet" : "type unknown"}).`
        : "";
    const text = `Deepest pair ${d.pair} (${d.dex}): ${ev.burnedPct}% of LP burnt, ${ev.lockedPct}% locked, ${ev.unlockedPct}% unlocked.${lockText}${expText}${holder}`;
    return sev
      ? emit("fail", text, ev, sev, `${ev.unlockedPct}% of LP unlocked`)
      : emit("pass", text, ev, undefined, "LP burnt or locked");
  },
});
