/**
 * CLI: the local EVM test world in its own process (for Playwright's global setup, whose CommonJS transform cannot
 * load `import.meta`): starts the Hardhat node, deploys the fixture (tests/support/evm/deploy.ts), prints ONE JSON
 * line `{"fixture": EvmFixture}` on stdout and runs until SIGTERM/SIGINT, which stops the node.
 *
 *   npx tsx tests/support/evm/serve.ts
 */
import { deployEvmFixture } from "./deploy";
import { startLocalEvm } from "./local-evm";

async function main() {
  const evm = await startLocalEvm();
  const fixture = await deployEvmFixture(evm.url);
  process.stdout.write(`${JSON.stringify({ fixture })}\n`);
  const stop = () => void evm.stop().finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
  process.exit(1);
});
