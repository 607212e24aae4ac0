/**
 * Held-out EVM evaluation v9: contracts/heldout9/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules), plus OpenZeppelin's VestingWallet deployed as published. Merged with v8's artifacts (the earlier
 * sets' plumbing: the dollar stablecoin and the ABIs the launch world uses, OpenZeppelin TimelockController /
 * TransparentUpgradeableProxy / ProxyAdmin / ERC1967Proxy, the official Safe singleton + SafeProxyFactory). Cached in
 * the OS temp dir; nothing is written into the repository.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout8 } from "../evm8/compile";

const OZ_DEPLOYED: Record<string, string> = {
  "@openzeppelin/contracts/finance/VestingWallet.sol": "VestingWallet",
};

export function compileHeldout9(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout8();
  const own = compileWithOz("heldout9", OZ_DEPLOYED, "token-risk-heldout-evm9");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout9 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
