/**
 * Held-out EVM evaluation v10: contracts/heldout10/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules). Merged with v9's artifacts (the earlier sets' plumbing: the dollar stablecoin and the ABIs the launch
 * world uses, OpenZeppelin TimelockController / TransparentUpgradeableProxy / ProxyAdmin / ERC1967Proxy /
 * VestingWallet, the official Safe singleton + SafeProxyFactory). Cached in the OS temp dir; nothing is written into
 * the repository. A contract name already defined by an earlier set is refused.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout9 } from "../evm9/compile";

export function compileHeldout10(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout9();
  const own = compileWithOz("heldout10", {}, "token-risk-heldout-evm10");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout10 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
