/**
 * Held-out EVM evaluation v17: contracts/heldout17/*.sol compiled through v5's compiler entry (`compileWithOz`: the
 * pinned solc from npm, optimizer 200 runs, cancun, imports of @openzeppelin/contracts 5.7.0 resolved from
 * node_modules). Merged with v16's artifacts (through it the earlier sets' plumbing: the dollar stablecoin and the ABIs
 * the launch world uses, OpenZeppelin TimelockController / proxies, the official Safe singleton + SafeProxyFactory).
 * Cached in the OS temp dir; nothing is written into the repository. A contract name already defined by an earlier
 * set is refused.
 */
import type { HeldoutArtifact } from "../evm/compile";
import { compileWithOz } from "../evm5/compile";
import { compileHeldout16 } from "../evm16/compile";

/** No further OpenZeppelin contract is deployed as published (TimelockController and Safe come from earlier sets). */
const OZ_DEPLOYED: Record<string, string> = {};

export function compileHeldout17(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout16();
  const own = compileWithOz("heldout17", OZ_DEPLOYED, "token-risk-heldout-evm17");
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout17 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
