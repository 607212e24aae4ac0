/**
 * Dev evaluation "real shapes 4": contracts/test-tokens/RealShapes4.sol compiled together with the held-out launch
 * plumbing (contracts/heldout: the dollar stablecoin, Pair / token ABIs the launch world uses) with the pinned solc and
 * the settings of contracts/compile.ts, through the held-out compiler entry's cache (OS temp dir). Nothing is written
 * into the repository. The official Safe 1.5.0 singleton and proxy factory come from the npm build artifacts of
 * `@safe-global/safe-smart-account` (as tests/evm/control-classes.test.ts deploys them), named SafeSingleton and
 * SafeProxyFactory.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import type { Abi, Hex } from "viem";
import { CONTRACTS_DIR } from "../../../contracts/paths";
import type { HeldoutArtifact } from "../heldout/evm/compile";

const require = createRequire(import.meta.url);

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
};

export const REAL_SHAPES4_SOURCE = "test-tokens/RealShapes4.sol";

export function compileRealShapes4(): Record<string, HeldoutArtifact> {
  return {
    ...compileSources(),
    SafeSingleton: { abi: SafeArtifact.abi as Abi, bytecode: SafeArtifact.bytecode as Hex },
    SafeProxyFactory: { abi: FactoryArtifact.abi as Abi, bytecode: FactoryArtifact.bytecode as Hex },
  };
}

function compileSources(): Record<string, HeldoutArtifact> {
  const solc = require("solc") as { version(): string; compile(input: string): string };
  const sources: Record<string, { content: string }> = {};
  for (const f of readdirSync(join(CONTRACTS_DIR, "heldout"))
    .filter((x) => x.endsWith(".sol"))
    .sort())
    sources[`heldout/${f}`] = { content: readFileSync(join(CONTRACTS_DIR, "heldout", f), "utf8") };
  sources[REAL_SHAPES4_SOURCE] = { content: readFileSync(join(CONTRACTS_DIR, REAL_SHAPES4_SOURCE), "utf8") };
  const input = JSON.stringify({ language: "Solidity", sources, settings: SETTINGS });
  const key = createHash("sha256").update(solc.version()).update(input).digest("hex").slice(0, 16);
  const cacheDir = join(tmpdir(), "token-risk-realshapes4");
  const cacheFile = join(cacheDir, `${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, "utf8")) as Record<string, HeldoutArtifact>;
  const output = JSON.parse(solc.compile(input)) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length) throw new Error(`solc ${solc.version()}:\n${errors.map((e) => e.formattedMessage).join("\n")}`);
  const result: Record<string, HeldoutArtifact> = {};
  for (const file of Object.keys(output.contracts).sort())
    for (const [name, c] of Object.entries(output.contracts[file])) {
      if (!c.evm.bytecode.object) continue;
      if (result[name]) throw new Error(`contract ${name} is defined twice (${file})`);
      result[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(result));
  return result;
}
