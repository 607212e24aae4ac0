/**
 * The second blind held-out Solana set (v2): real mints, benign shapes, attack variants (issue 26)
 * and venue cases (issue 29). Expectations were committed before the engine ran on them; never edit
 * one without a written analyst reason in the commit message (README.md beside this file).
 */
import type { SolanaHeldoutCase } from "../solana/build";
import { TOKEN_CASES } from "./token-cases";
import { VENUE_CASES } from "./venue-cases";

export const SOLANA_HELDOUT2_CASES: readonly SolanaHeldoutCase[] = [...TOKEN_CASES, ...VENUE_CASES];
