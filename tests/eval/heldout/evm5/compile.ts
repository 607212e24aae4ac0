/**
 * Held-out EVM evaluation v5: contracts/heldout5/*.sol compiled with the pinned solc from npm (the settings of v2's
 * compiler entry: optimizer 200 runs, cancun), with imports of @openzeppelin/contracts (5.7.0, a dev dependency)
 * resolved from node_modules, plus five OpenZeppelin contracts deployed as published: TimelockController,
 * TransparentUpgradeableProxy (which creates its own ProxyAdmin), ProxyAdmin, UpgradeableBeacon and BeaconProxy.
 * Merged with v4's artifacts (the earlier sets' plumbing: the dollar stablecoin, the ABIs the launch world uses, the
 * legacy-slot proxy, and the official Safe singleton + SafeProxyFactory). Cached in the OS temp dir, keyed by the
 * sources and the compiler version; nothing is written into the repository.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Abi } from "viem";
import { CONTRACTS_DIR } from "../../../../contracts/paths";
import type { HeldoutArtifact } from "../evm/compile";
import { compileHeldout4 } from "../evm4/compile";

const require = createRequire(import.meta.url);
const OZ_ROOT = dirname(require.resolve("@openzeppelin/contracts/package.json"));

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
};

/** OpenZeppelin contracts deployed as published (file -> contract). */
const OZ_DEPLOYED: Record<string, string> = {
  "@openzeppelin/contracts/governance/TimelockController.sol": "TimelockController",
  "@openzeppelin/contracts/proxy/transparent/TransparentUpgradeableProxy.sol": "TransparentUpgradeableProxy",
  "@openzeppelin/contracts/proxy/transparent/ProxyAdmin.sol": "ProxyAdmin",
  "@openzeppelin/contracts/proxy/beacon/UpgradeableBeacon.sol": "UpgradeableBeacon",
  "@openzeppelin/contracts/proxy/beacon/BeaconProxy.sol": "BeaconProxy",
};

function findImports(path: string): { contents: string } | { error: string } {
  const prefix = "@openzeppelin/contracts/";
  if (!path.startsWith(prefix)) return { error: `not found: ${path}` };
  try {
    return { contents: readFileSync(join(OZ_ROOT, path.slice(prefix.length)), "utf8") };
  } catch {
    return { error: `not found: ${path}` };
  }
}

/**
 * Compiles contracts/<dir>/*.sol with OpenZeppelin imports, keeping the own contracts and the OpenZeppelin contracts
 * named in `ozDeployed`. The defaults are v5's (a later set passes its own folder, list and cache name; v5's input,
 * cache key and output are unchanged).
 */
export function compileWithOz(
  dir = "heldout5",
  ozDeployed: Record<string, string> = OZ_DEPLOYED,
  cacheName = "token-risk-heldout-evm5",
): Record<string, HeldoutArtifact> {
  const solc = require("solc") as {
    version(): string;
    compile(input: string, callbacks: { import: typeof findImports }): string;
  };
  const sources: Record<string, { content: string }> = {};
  for (const f of readdirSync(join(CONTRACTS_DIR, dir))
    .filter((x) => x.endsWith(".sol"))
    .sort())
    sources[`${dir}/${f}`] = { content: readFileSync(join(CONTRACTS_DIR, dir, f), "utf8") };
  for (const path of Object.keys(ozDeployed))
    sources[path] = { content: (findImports(path) as { contents: string }).contents };
  const input = JSON.stringify({ language: "Solidity", sources, settings: SETTINGS });
  const ozVersion = (require("@openzeppelin/contracts/package.json") as { version: string }).version;
  const key = createHash("sha256").update(solc.version()).update(ozVersion).update(input).digest("hex").slice(0, 16);
  const cacheDir = join(tmpdir(), cacheName);
  const cacheFile = join(cacheDir, `${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, "utf8")) as Record<string, HeldoutArtifact>;
  const output = JSON.parse(solc.compile(input, { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length) throw new Error(`solc ${solc.version()}:\n${errors.map((e) => e.formattedMessage).join("\n")}`);
  const result: Record<string, HeldoutArtifact> = {};
  for (const file of Object.keys(output.contracts).sort())
    for (const [name, c] of Object.entries(output.contracts[file])) {
      const own = file.startsWith(`${dir}/`);
      if (!own && ozDeployed[file] !== name) continue;
      if (!c.evm.bytecode.object) continue;
      if (result[name]) throw new Error(`contract ${name} is defined twice (${file})`);
      result[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(result));
  return result;
}

export function compileHeldout5(): Record<string, HeldoutArtifact> {
  const earlier = compileHeldout4();
  const own = compileWithOz();
  for (const name of Object.keys(own))
    if (earlier[name]) throw new Error(`contract ${name} of heldout5 is already defined by an earlier set`);
  return { ...earlier, ...own };
}
