/** The committed artifacts are what solc (the pinned npm version) makes of the committed sources. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compileDir,
  MINTER_PROBER_ARTIFACT,
  PROBER_ARTIFACT,
  renderMinterProber,
  renderProber,
  renderSignatureProber,
  renderSimulator,
  renderTestTokens,
  SIGNATURE_PROBER_ARTIFACT,
  SIMULATOR_ARTIFACT,
  TEST_TOKENS_ARTIFACT,
} from "../../contracts/compile";

// contracts/simulator holds both the simulator and the prober: compiled once for the two checks (one solc run less).
let simulator: ReturnType<typeof compileDir> | undefined;
const compileSimulator = () => {
  simulator ??= compileDir("simulator");
  return simulator;
};

describe("contract artifacts match their Solidity sources", () => {
  it("lib/chains/evm/simulator-bytecode.ts == solc(contracts/simulator)", () => {
    expect(readFileSync(SIMULATOR_ARTIFACT, "utf8")).toBe(renderSimulator(compileSimulator()));
  });
  it("lib/chains/evm/prober-bytecode.ts == solc(contracts/simulator/PrivilegeProber.sol)", () => {
    expect(readFileSync(PROBER_ARTIFACT, "utf8")).toBe(renderProber(compileSimulator()));
  });
  it("lib/chains/evm/minter-prober-bytecode.ts == solc(contracts/simulator/MinterProber.sol)", () => {
    expect(readFileSync(MINTER_PROBER_ARTIFACT, "utf8")).toBe(renderMinterProber(compileSimulator()));
  });
  it("lib/chains/evm/signature-prober-bytecode.ts == solc(contracts/simulator/SignatureProber.sol)", () => {
    expect(readFileSync(SIGNATURE_PROBER_ARTIFACT, "utf8")).toBe(renderSignatureProber(compileSimulator()));
  });
  // solc-js compiles every dev token here: 55 s of the 60 s project timeout in CI before session 10's tokens, so this
  // one test gets its own limit (a slow machine is not a mismatch).
  it("contracts/artifacts/test-tokens.json == solc(contracts/test-tokens)", { timeout: 240_000 }, () => {
    expect(readFileSync(TEST_TOKENS_ARTIFACT, "utf8")).toBe(renderTestTokens(compileDir("test-tokens")));
  });
});
