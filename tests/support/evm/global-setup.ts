/**
 * Vitest global setup of the `evm` project: one local Hardhat node for all EVM test files, with the test world
 * deployed once (tests/support/evm/deploy.ts). The fixture (addresses, URL) reaches the tests via `inject("evm")`.
 */
import type { TestProject } from "vitest/node";
import { deployEvmFixture, type EvmFixture } from "./deploy";
import { startLocalEvm } from "./local-evm";
import { startRpcProfile } from "./rpc-profile";

declare module "vitest" {
  export interface ProvidedContext {
    evm: EvmFixture;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const evm = await startLocalEvm();
  const fixture = await deployEvmFixture(evm.url);
  // EVM_RPC_PROFILE=<file>: the files talk to the node through a logging proxy (tests/support/evm/rpc-profile.ts).
  const profile = process.env.EVM_RPC_PROFILE
    ? await startRpcProfile(evm.url, evm.pid, process.env.EVM_RPC_PROFILE)
    : undefined;
  project.provide(
    "evm",
    JSON.parse(JSON.stringify({ ...fixture, ...(profile ? { url: profile.url } : {}) })) as EvmFixture,
  );
  if (process.env.EVM_SETUP_LOG)
    console.log(`[evm] hardhat node + fixture in ${Date.now() - started} ms at ${evm.url}`);
  return async () => {
    await profile?.close();
    await evm.stop();
  };
}
