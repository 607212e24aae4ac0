/**
 * Held-out EVM evaluation v6: contracts/heldout6/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules), plus OpenZeppelin's ERC1967Proxy deployed as published. Merged with v5's artifacts (the earlier
 * sets' plumbing: the dollar stablecoin and the ABIs the launch world uses, OpenZeppelin TimelockController /
 * TransparentUpgradeableProxy / ProxyAdmin / UpgradeableBeacon / BeaconProxy, the official Safe singleton +
 * SafeProxyFactory). Cached in the OS temp dir; nothing is written into the repository.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileHeldout5, compileWithOz } from "../evm5/compile";

const OZ_DEPLOYED: Record<string, string> = {
  "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol": "ERC1967Proxy",
};

export function compileHeldout6(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout5();
  const own = compileWithOz("heldout6", OZ_DEPLOYED, "token-risk-heldout-evm6");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout6 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
