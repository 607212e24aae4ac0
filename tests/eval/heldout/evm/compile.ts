/**
 * Held-out EVM evaluation: compiles contracts/heldout/*.sol once with the pinned solc from npm (same settings as
 * contracts/compile.ts) and caches the output in the OS temp dir, keyed by the sources and the compiler version, so
 * a second run does not compile again. Nothing is written into the repository.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Abi, Hex } from "viem";
import { CONTRACTS_DIR } from "../../../../contracts/paths";

const require = createRequire(import.meta.url);

export interface HeldoutArtifact {
  abi: Abi;
  bytecode: Hex;
}

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
};

export function compileHeldout(): Record<string, HeldoutArtifact> {
  const solc = require("solc") as { version(): string; compile(input: string): string };
  const dir = join(CONTRACTS_DIR, "heldout");
  const sources: Record<string, { content: string }> = {};
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith(".sol"))
    .sort())
    sources[`heldout/${f}`] = { content: readFileSync(join(dir, f), "utf8") };
  const input = JSON.stringify({ language: "Solidity", sources, settings: SETTINGS });
  const key = createHash("sha256").update(solc.version()).update(input).digest("hex").slice(0, 16);
  const cacheDir = join(tmpdir(), "token-risk-heldout-evm");
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
    for (const [name, c] of Object.entries(output.contracts[file]))
      if (c.evm.bytecode.object) result[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(result));
  return result;
}
