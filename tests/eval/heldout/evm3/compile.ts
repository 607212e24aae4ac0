/**
 * Held-out EVM evaluation v3: contracts/heldout3/*.sol compiled together with the earlier sets' plumbing
 * (contracts/heldout: the dollar stablecoin, multisig, timelock, proxies; contracts/heldout2: the Safe-style multisig
 * and timelock) through v2's compiler entry (same solc and settings, cached in the OS temp dir).
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileHeldout2 } from "../evm2/compile";

export function compileHeldout3(): Record<string, HeldoutArtifact> {
  return compileHeldout2(["heldout", "heldout2", "heldout3"]);
}
