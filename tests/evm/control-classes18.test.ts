/**
 * Who really controls a power, eighteenth classes (contracts/test-tokens/Control18.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair, LP burnt, supply spread). Expectations written before the
 * engine ran:
 *   A DELEGATECALL whose target is the contract itself:
 *   selfBatch  safe: a multicall that delegatecalls address(this) only (as OpenZeppelin 5's Multicall) runs no code
 *              from another address: no DELEGATECALL fact, no HIDDEN_OWNER failure, risk low or medium;
 *   argBatch   danger (hostile sibling): the same batch delegatecalls a `lib` address the caller passes (anyone runs
 *              any code in the token's storage): HIDDEN_OWNER high, risk high or critical.
 *   An uncapped mint held by OpenZeppelin's TimelockController (2 days, proposer the deployer, executor role open):
 *   queuedReady    danger: at launch the deployer queued mint(deployer, 10 x supply) with the minimum delay; at the
 *                  scan (30 days on, the node's clock) it is ready and anyone executes it: the timelock is no delay for it: MINTABLE
 *                  high, risk high or critical;
 *   queuedLater    safe (twin): the same mint queued with a 60-day delay, not ready at the scan: the timelock still
 *                  governs: MINTABLE not high;
 *   queuedCancelled safe (twin): the same mint queued, then cancelled by the proposer: governed: MINTABLE not high.
 *   Mint vouchers checked by ecrecover against a signer fixed in the code:
 *   devSigner      danger: the signer is Hardhat / Foundry's default account #1, whose private key is published
 *                  (anyone signs a voucher): HIDDEN_OWNER high, risk high or critical;
 *   ownSigner      control (twin): the signer is a fresh address nobody here names: not a published key (written
 *                  first as "no HIDDEN_OWNER failure"; amended: unbounded vouchers of one fixed signer stay that key's
 *                  hidden power by the existing rule).
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import { createRequire } from "node:module";
import { type Abi, type Address, encodeFunctionData, type Hex, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const require = createRequire(import.meta.url);
const TIMELOCK = require("@openzeppelin/contracts/build/contracts/TimelockController.json") as {
  abi: Abi;
  bytecode: Hex;
};
const ZERO32 = `0x${"00".repeat(32)}` as Hex;
const DAY = 86_400n;

const fx = inject("evm");

const KEYS = [
  "selfBatch",
  "argBatch",
  "queuedReady",
  "queuedLater",
  "queuedCancelled",
  "devSigner",
  "ownSigner",
] as const;
/** Hardhat / Foundry's default development account #1 (mnemonic "test … junk"): its private key is published. */
const DEV_ACCOUNT_1 = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as Address;
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
  // One 2-day timelock per token (its proposer the deployer, its executor role open to anyone).
  const mintAbi = testTokenArtifacts().TimelockMintToken18.abi as Abi;
  for (const [key, delay, cancel] of [
    ["queuedReady", 2n * DAY, false],
    ["queuedLater", 60n * DAY, false],
    ["queuedCancelled", 2n * DAY, true],
  ] as const) {
    const timelock = await chain.deploy(TIMELOCK, [2n * DAY, [chain.deployer], [zeroAddress], zeroAddress]);
    await go(key, "TimelockMintToken18", [timelock]);
    const data = encodeFunctionData({ abi: mintAbi, functionName: "mint", args: [chain.deployer, 10n * SUPPLY] });
    await chain.send(timelock, TIMELOCK.abi, "schedule", [tokens[key], 0n, data, ZERO32, ZERO32, delay]);
    if (cancel) {
      const id = await chain.pub.readContract({
        address: timelock,
        abi: TIMELOCK.abi,
        functionName: "hashOperation",
        args: [tokens[key], 0n, data, ZERO32, ZERO32],
      });
      await chain.send(timelock, TIMELOCK.abi, "cancel", [id]);
    }
  }
  await go("devSigner", "SignedVoucherToken18", [DEV_ACCOUNT_1]);
  await go("ownSigner", "SignedVoucherToken18", ["0x5166e7a3c0ffee00000000000000000000c0ffee"]);
  // 30 days on the node's clock: a 2-day delay has passed, a 60-day one has not.
  await chain.pub.request({ method: "evm_increaseTime", params: [30 * 86_400] } as never);
  await chain.pub.request({ method: "evm_mine", params: [] } as never);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 1) });
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

describe("a timelock is only a delay for what it has not already queued", () => {
  it("queuedReady: a queued mint is ready and anyone executes it: MINTABLE high, danger", () => {
    expect(failing(results.queuedReady).MINTABLE).toBe("high");
    expect(DANGER).toContain(results.queuedReady.riskLevel);
    const mint = results.queuedReady.findings.find((f) => f.id === "MINTABLE")!;
    expect(mint.detail).toContain("ANYONE executes it now");
  });
  it("queuedLater: the queued mint is not ready: the timelock governs, MINTABLE not high", () => {
    expect(DANGER).not.toContain(failing(results.queuedLater).MINTABLE);
    expect(SAFE).toContain(results.queuedLater.riskLevel);
  });
  it("queuedCancelled: the queued mint was cancelled: the timelock governs, MINTABLE not high", () => {
    expect(DANGER).not.toContain(failing(results.queuedCancelled).MINTABLE);
    expect(SAFE).toContain(results.queuedCancelled.riskLevel);
  });
});

describe("a signer whose private key is published is anyone", () => {
  it("devSigner: the voucher signer is a default development account: HIDDEN_OWNER high, danger", () => {
    expect(failing(results.devSigner).HIDDEN_OWNER).toBe("high");
    expect(hidden("devSigner").detail).toContain("private key is published");
    expect(DANGER).toContain(results.devSigner.riskLevel);
  });
  it("ownSigner: the voucher signer is an ordinary address: not read as a published key", () => {
    // Amended after the first run: an ordinary fixed signer of unbounded vouchers is still one key's hidden power (the
    // session 12 policy, kept: a signer compared with ecrecover IS a key); only the published-key reading must not
    // apply to it.
    expect(hidden("ownSigner").detail).not.toContain("private key is published");
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
