/**
 * Held-out EVM evaluation v2: compiles contracts/heldout2/*.sol together with the first set's plumbing
 * (contracts/heldout/*.sol: the dollar stablecoin, multisig, timelock and proxies the launch world and some cases
 * reuse) with the pinned solc from npm and the settings of contracts/compile.ts. Cached in the OS temp dir, keyed by
 * the sources and the compiler version. Nothing is written into the repository. A contract name defined twice is
 * an error (the artifacts are looked up by name).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Abi } from "viem";
import { CONTRACTS_DIR } from "../../../../contracts/paths";
import type { HeldoutArtifact } from "../evm/compile";

const require = createRequire(import.meta.url);

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
};

/**
 * `dirs`: the folders of contracts/ compiled together (default: the first set's and v2's; the v3 set adds its own).
 * The default leaves v2's compilation unchanged.
 */
export function compileHeldout2(dirs: readonly string[] = ["heldout", "heldout2"]): Record<string, HeldoutArtifact> {
  const solc = require("solc") as { version(): string; compile(input: string): string };
  const sources: Record<string, { content: string }> = {};
  for (const dir of dirs)
    for (const f of readdirSync(join(CONTRACTS_DIR, dir))
      .filter((x) => x.endsWith(".sol"))
      .sort())
      sources[`${dir}/${f}`] = { content: readFileSync(join(CONTRACTS_DIR, dir, f), "utf8") };
  const input = JSON.stringify({ language: "Solidity", sources, settings: SETTINGS });
  const key = createHash("sha256").update(solc.version()).update(input).digest("hex").slice(0, 16);
  const cacheDir = join(tmpdir(), "token-risk-heldout-evm2");
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
