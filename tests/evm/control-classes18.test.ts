/**
 * Who really controls a power, eighteenth classes (contracts/test-tokens/Control18.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair, LP burnt, supply spread). Expectations written before the
 * engine ran:
 *   A DELEGATECALL whose target is the contract itself:
 *   selfBatch  safe: a multicall that delegatecalls address(this) only (as OpenZeppelin 5's Multicall) runs no code
 *              from another address: no DELEGATECALL fact, no HIDDEN_OWNER failure, risk low or medium;
 *   argBatch   danger (hostile sibling): the same batch delegatecalls a `lib` address the caller passes (anyone runs
 *              any code in the token's storage): HIDDEN_OWNER high, risk high or critical.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["selfBatch", "argBatch"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const go = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.deployToken(name, [`${name} 18`, "C18", SUPPLY, ...args]);
    tokens[key] = (await chain.launch(t)).address;
  };
  await go("selfBatch", "SelfBatchToken18", []);
  await go("argBatch", "ArgBatchToken18", []);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 60) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 400_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const hidden = (key: Key) => results[key].findings.find((f) => f.id === "HIDDEN_OWNER")!;
const SAFE = ["low", "medium"];
const DANGER = ["high", "critical"];

describe("a DELEGATECALL whose target is the contract itself", () => {
  it("selfBatch: delegatecalls address(this) only: no outside code, no hidden owner, safe", () => {
    expect(hidden("selfBatch").evidence?.delegatecall).toBe(false);
    expect(failing(results.selfBatch).HIDDEN_OWNER).toBeUndefined();
    expect(SAFE).toContain(results.selfBatch.riskLevel);
  });
  it("argBatch: delegatecalls an address the caller passes: HIDDEN_OWNER high, danger", () => {
    expect(hidden("argBatch").evidence?.delegatecall).toBe(true);
    expect(failing(results.argBatch).HIDDEN_OWNER).toBe("high");
    expect(DANGER).toContain(results.argBatch.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
