/**
 * Held-out EVM evaluation v7: contracts/heldout7/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules), plus OpenZeppelin's ERC2771Forwarder deployed as published. Merged with v6's artifacts (the earlier
 * sets' plumbing: the dollar stablecoin and the ABIs the launch world uses, OpenZeppelin TimelockController /
 * TransparentUpgradeableProxy / ProxyAdmin / ERC1967Proxy, the official Safe singleton + SafeProxyFactory). Cached in
 * the OS temp dir; nothing is written into the repository.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout6 } from "../evm6/compile";

const OZ_DEPLOYED: Record<string, string> = {
  "@openzeppelin/contracts/metatx/ERC2771Forwarder.sol": "ERC2771Forwarder",
};

export function compileHeldout7(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout6();
  const own = compileWithOz("heldout7", OZ_DEPLOYED, "token-risk-heldout-evm7");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout7 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
