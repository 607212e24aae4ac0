/**
 * Prints the second blind held-out Solana report:
 *   npx tsx --tsconfig tsconfig.json tests/eval/heldout/solana2/run.ts
 * Informational: the exit code is 0 whatever the figures (expectations are never tuned to the engine).
 */
import { formatSolanaHeldout2, runSolanaHeldout2 } from "../solana2-heldout";

async function main() {
  const report = await runSolanaHeldout2();
  console.log(formatSolanaHeldout2(report));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
