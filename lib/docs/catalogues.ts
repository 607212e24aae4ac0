/**
 * The catalogues /docs renders: every findings catalogue (check modules) and every sandbox
 * catalogue of the engine, one entry per chain family. tests/unit/docs/catalogues.test.ts fails
 * when lib/engine declares a `…CHECKS` or `…SANDBOX_CATALOGUE` list that is not listed here, so a
 * new chain's checks cannot be left off the page.
 */
import {
  EVM_SANDBOX_CATALOGUE,
  EVM_SANDBOX_DEFAULT_TOKEN,
  SANDBOX_CATALOGUE,
  SANDBOX_DEFAULT_TOKEN,
} from "@/lib/engine";
import { CHECKS, type CheckSpec } from "@/lib/engine/checks";
import { EVM_CHECKS } from "@/lib/engine/checks/evm";

/** What the page shows of a check module (its data, not its code). */
export type DocCheck = Pick<
  CheckSpec,
  "id" | "title" | "severity" | "description" | "thresholds" | "failsAs" | "issuer" | "floorReasoning"
>;

export interface FindingCatalogue {
  label: string;
  checks: readonly DocCheck[];
}

export interface SandboxCatalogue {
  label: string;
  entries: ReadonlyArray<{ scenario: string; address: string; description: string }>;
  defaultToken: string;
}

export const FINDING_CATALOGUES: readonly FindingCatalogue[] = [
  { label: "Solana", checks: CHECKS },
  { label: "EVM (Ethereum, Base, BNB Chain)", checks: EVM_CHECKS },
];

export const SANDBOX_CATALOGUES: readonly SandboxCatalogue[] = [
  { label: "Solana", entries: SANDBOX_CATALOGUE, defaultToken: SANDBOX_DEFAULT_TOKEN },
  {
    label: "EVM (the same scenarios on ethereum, base and bsc)",
    entries: EVM_SANDBOX_CATALOGUE,
    defaultToken: EVM_SANDBOX_DEFAULT_TOKEN,
  },
];
