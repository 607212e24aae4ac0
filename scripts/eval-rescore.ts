/**
 * Offline study of a scoring rule over the EVM evaluation sets (session 12: how the evidence standard was tried before
 * it was built). Two steps:
 *
 *   npx tsx --tsconfig tsconfig.json scripts/eval-rescore.ts dump FILE [v1 … v17]
 *     launches and scans the named held-out sets (default: all; about two minutes each on two cores) and writes every
 *     case's findings, label and level to FILE (JSON);
 *   npx tsx --tsconfig tsconfig.json scripts/eval-rescore.ts rescore FILE [RULE …]
 *     re-scores the dumped findings with the engine's own scoring (scoreFindings, EVM_LEVEL_RULES) after each RULE (a
 *     transform of the findings, RULES below) and prints, per set, the cases it turns right or wrong: in seconds.
 *
 * A rule whose re-score loses no seen case is worth building in the check it models; the blind set is measured only on
 * the built engine. Run it on a blind set's dump and that set is no longer blind.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { EVM_LEVEL_RULES, scoreFindings } from "@/lib/engine/scoring";
import type { Finding, RiskLevel } from "@/lib/engine/types";
import type { HeldoutEvmReport } from "../tests/eval/heldout/evm-heldout";
import { runEvmHeldout } from "../tests/eval/heldout/evm-heldout";
import { runEvmHeldout2 } from "../tests/eval/heldout/evm2-heldout";
import { runEvmHeldout3 } from "../tests/eval/heldout/evm3-heldout";
import { runEvmHeldout4 } from "../tests/eval/heldout/evm4-heldout";
import { runEvmHeldout5 } from "../tests/eval/heldout/evm5-heldout";
import { runEvmHeldout6 } from "../tests/eval/heldout/evm6-heldout";
import { runEvmHeldout7 } from "../tests/eval/heldout/evm7-heldout";
import { runEvmHeldout8 } from "../tests/eval/heldout/evm8-heldout";
import { runEvmHeldout9 } from "../tests/eval/heldout/evm9-heldout";
import { runEvmHeldout10 } from "../tests/eval/heldout/evm10-heldout";
import { runEvmHeldout11 } from "../tests/eval/heldout/evm11-heldout";
import { runEvmHeldout12 } from "../tests/eval/heldout/evm12-heldout";
import { runEvmHeldout13 } from "../tests/eval/heldout/evm13-heldout";
import { runEvmHeldout14 } from "../tests/eval/heldout/evm14-heldout";
import { runEvmHeldout15 } from "../tests/eval/heldout/evm15-heldout";
import { runEvmHeldout16 } from "../tests/eval/heldout/evm16-heldout";
import { runEvmHeldout17 } from "../tests/eval/heldout/evm17-heldout";

const SETS: Record<string, () => Promise<HeldoutEvmReport>> = {
  v1: runEvmHeldout,
  v2: runEvmHeldout2,
  v3: runEvmHeldout3,
  v4: runEvmHeldout4,
  v5: runEvmHeldout5,
  v6: runEvmHeldout6,
  v7: runEvmHeldout7,
  v8: runEvmHeldout8,
  v9: runEvmHeldout9,
  v10: runEvmHeldout10,
  v11: runEvmHeldout11,
  v12: runEvmHeldout12,
  v13: runEvmHeldout13,
  v14: runEvmHeldout14,
  v15: runEvmHeldout15,
  v16: runEvmHeldout16,
  v17: runEvmHeldout17,
};

interface Row {
  set: string;
  name: string;
  expected: "danger" | "safe";
  level: RiskLevel;
  findings: Finding[];
}

/** Example rules: the two downgrades session 12 tried this way before building them. Add a rule to try one. */
const RULES: Record<string, (f: Finding) => Finding> = {
  // OWNER_PRIVILEGES on a function behind an identity check the probe cannot take: unknown, not a failing high.
  signerGate: (f) =>
    f.id === "OWNER_PRIVILEGES" && f.status === "fail" && f.evidence.identityGated ? { ...f, status: "unknown" } : f,
  // HIDDEN_OWNER with nobody named: unknown (tried and not adopted: three seen dangers lost for two real tokens).
  hiddenCaller: (f) =>
    f.id === "HIDDEN_OWNER" && f.status === "fail" && !f.evidence.shadowController && !f.evidence.hardCodedKey
      ? { ...f, status: "unknown" }
      : f,
};

const isDanger = (l: RiskLevel) => l === "high" || l === "critical";

async function dump(file: string, names: string[]): Promise<void> {
  const rows: Row[] = [];
  for (const set of names.length ? names : Object.keys(SETS)) {
    const run = SETS[set];
    if (!run) throw new Error(`unknown set ${set} (${Object.keys(SETS).join(", ")})`);
    const r = await run();
    for (const o of r.outcomes)
      rows.push({
        set,
        name: o.case.name,
        expected: o.case.expected,
        level: o.result.riskLevel,
        findings: o.result.findings,
      });
    console.log(`${set}: ${(r.accuracy * 100).toFixed(1)} %, ${r.failures.length} not analysed`);
    writeFileSync(file, JSON.stringify(rows));
  }
}

function rescore(file: string, rules: string[]): void {
  const rows = JSON.parse(readFileSync(file, "utf8")) as Row[];
  for (const rule of rules.length ? rules : Object.keys(RULES)) {
    const transform = RULES[rule];
    if (!transform) throw new Error(`unknown rule ${rule} (${Object.keys(RULES).join(", ")})`);
    const delta = new Map<string, number>();
    const flips: string[] = [];
    for (const row of rows) {
      const level = scoreFindings(row.findings.map(transform), undefined, EVM_LEVEL_RULES).riskLevel;
      const was = isDanger(row.level) === (row.expected === "danger");
      const now = isDanger(level) === (row.expected === "danger");
      if (was === now) continue;
      delta.set(row.set, (delta.get(row.set) ?? 0) + (now ? 1 : -1));
      flips.push(`  ${now ? "+" : "-"} ${row.set} ${row.name} (${row.expected}): ${row.level} → ${level}`);
    }
    console.log(`${rule}: ${[...delta].map(([s, d]) => `${s} ${d > 0 ? "+" : ""}${d}`).join(", ") || "no change"}`);
    for (const f of flips) console.log(f);
  }
}

async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if (command === "dump" && file) await dump(file, rest);
  else if (command === "rescore" && file) rescore(file, rest);
  else {
    console.error("usage: eval-rescore.ts dump FILE [set …] | rescore FILE [rule …]");
    process.exit(2);
  }
}

void main();
