/**
 * Held-out EVM evaluation v11: contracts/heldout11/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules), plus OpenZeppelin's AccessManager deployed as published. Merged with v10's artifacts (the earlier
 * sets' plumbing: the dollar stablecoin and the ABIs the launch world uses, OpenZeppelin TimelockController /
 * TransparentUpgradeableProxy / ProxyAdmin / ERC1967Proxy, the official Safe singleton + SafeProxyFactory). Cached in
 * the OS temp dir; nothing is written into the repository. A contract name already defined by an earlier set is
 * refused.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout10 } from "../evm10/compile";

const OZ_DEPLOYED: Record<string, string> = {
  "@openzeppelin/contracts/access/manager/AccessManager.sol": "AccessManager",
};

export function compileHeldout11(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout10();
  const own = compileWithOz("heldout11", OZ_DEPLOYED, "token-risk-heldout-evm11");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout11 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
