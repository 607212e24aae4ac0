/**
 * Held-out EVM evaluation v8: contracts/heldout8/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules). Merged with v7's artifacts (the earlier sets' plumbing: the dollar stablecoin and the ABIs the launch
 * world uses, OpenZeppelin TimelockController / TransparentUpgradeableProxy / ProxyAdmin / ERC1967Proxy /
 * ERC2771Forwarder, the official Safe singleton + SafeProxyFactory). Cached in the OS temp dir; nothing is written
 * into the repository.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout7 } from "../evm7/compile";

export function compileHeldout8(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout7();
  const own = compileWithOz("heldout8", {}, "token-risk-heldout-evm8");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout8 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
