/**
 * Held-out EVM evaluation v4: contracts/heldout4/*.sol compiled together with the earlier sets' plumbing
 * (contracts/heldout, heldout2, heldout3: the dollar stablecoin and the ABI the launch world uses) through v2's
 * compiler entry (same solc and settings, cached in the OS temp dir), plus the official Safe contracts: the Safe
 * singleton and SafeProxyFactory from the build artifacts of the npm package @safe-global/safe-smart-account
 * (a dev dependency; deployed as published, not recompiled).
 */
import { createRequire } from "node:module";
import type { Abi, Hex } from "viem";
import type { HeldoutArtifact } from "../evm/compile";
import { compileHeldout2 } from "../evm2/compile";

const require = createRequire(import.meta.url);
const SAFE_ARTIFACTS = "@safe-global/safe-smart-account/build/artifacts/contracts";

function safeArtifact(path: string): HeldoutArtifact {
  const a = require(`${SAFE_ARTIFACTS}/${path}`) as { abi: Abi; bytecode: Hex };
  return { abi: a.abi, bytecode: a.bytecode };
}

export function compileHeldout4(): Record<string, HeldoutArtifact> {
  return {
    ...compileHeldout2(["heldout", "heldout2", "heldout3", "heldout4"]),
    Safe: safeArtifact("Safe.sol/Safe.json"),
    SafeProxyFactory: safeArtifact("proxies/SafeProxyFactory.sol/SafeProxyFactory.json"),
  };
}
