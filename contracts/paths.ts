/** Where the committed contract artifacts live (no compiler import: cheap for tests that only read artifacts). */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const CONTRACTS_DIR = fileURLToPath(new URL(".", import.meta.url));
export const REPO_ROOT = join(CONTRACTS_DIR, "..");
export const TEST_TOKENS_ARTIFACT = join(CONTRACTS_DIR, "artifacts", "test-tokens.json");
export const SIMULATOR_ARTIFACT = join(REPO_ROOT, "lib", "chains", "evm", "simulator-bytecode.ts");
export const PROBER_ARTIFACT = join(REPO_ROOT, "lib", "chains", "evm", "prober-bytecode.ts");
export const MINTER_PROBER_ARTIFACT = join(REPO_ROOT, "lib", "chains", "evm", "minter-prober-bytecode.ts");
