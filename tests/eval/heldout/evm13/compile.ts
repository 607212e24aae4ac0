/**
 * Held-out EVM evaluation v13: contracts/heldout13/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules). Merged with v12's artifacts (through it the earlier sets' plumbing: the dollar stablecoin and the ABIs the
 * launch world uses, OpenZeppelin AccessManager / TimelockController /
 * TransparentUpgradeableProxy / ProxyAdmin / ERC1967Proxy, the official Safe singleton + SafeProxyFactory). Cached in
 * the OS temp dir; nothing is written into the repository. A contract name already defined by an earlier set is
 * refused.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout12 } from "../evm12/compile";

/** No further OpenZeppelin contract is deployed as published (AccessManager already comes from v11, the rest from v5). */
const OZ_DEPLOYED: Record<string, string> = {};

export function compileHeldout13(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout12();
  const own = compileWithOz("heldout13", OZ_DEPLOYED, "token-risk-heldout-evm13");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout13 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
