/** The committed artifacts are what solc (the pinned npm version) makes of the committed sources. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compileDir,
  PROBER_ARTIFACT,
  renderProber,
  renderSimulator,
  renderTestTokens,
  SIMULATOR_ARTIFACT,
  TEST_TOKENS_ARTIFACT,
} from "../../contracts/compile";

describe("contract artifacts match their Solidity sources", () => {
  it("lib/chains/evm/simulator-bytecode.ts == solc(contracts/simulator)", () => {
    expect(readFileSync(SIMULATOR_ARTIFACT, "utf8")).toBe(renderSimulator(compileDir("simulator")));
  });
  it("lib/chains/evm/prober-bytecode.ts == solc(contracts/simulator/PrivilegeProber.sol)", () => {
    expect(readFileSync(PROBER_ARTIFACT, "utf8")).toBe(renderProber(compileDir("simulator")));
  });
  it("contracts/artifacts/test-tokens.json == solc(contracts/test-tokens)", () => {
    expect(readFileSync(TEST_TOKENS_ARTIFACT, "utf8")).toBe(renderTestTokens(compileDir("test-tokens")));
  });
});
