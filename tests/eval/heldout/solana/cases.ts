/**
 * The blind held-out Solana set: token cases (issue 26) and venue cases (issue 29).
 * Expectations were committed before the engine ran on them; never edit one without a written
 * analyst reason in the commit message (tests/eval/heldout/solana/README.md).
 */
import type { SolanaHeldoutCase } from "./build";
import { TOKEN_CASES } from "./token-cases";
import { VENUE_CASES } from "./venue-cases";

export const SOLANA_HELDOUT_CASES: readonly SolanaHeldoutCase[] = [...TOKEN_CASES, ...VENUE_CASES];
