/**
 * Session 17 (evm-mint19): rule-based supply changes anyone can trigger (contracts/test-tokens/Mint19.sol;
 * MinterProber.probePublicMint, minter-probe.ts judgePublicMint, beside the privilege probe in round 3's batch),
 * through the engine's entry point on the local EVM (each token launched on a WETH pair, LP burnt, ownership renounced
 * unless said; a dev account buys 0.1 ETH). Class: a supply increase anyone can trigger is rule-based inflation (a
 * medium caution) when the caller chooses neither amount nor recipient and gains nothing, pair.skim right after pays
 * it nothing, and an immediate repeat is refused (also for the token's keys); otherwise it is a mint power anyone
 * holds (high). Expectations written before the engine ran:
 *   rebaseDaily     control: inflate() +2 % to every balance, once a day, pair synced: MINTABLE medium (rule-based),
 *                   no HIDDEN_OWNER fail, level low or medium;
 *   rebaseLoop      danger: the same with no interval (anyone repeats it at once, without bound): MINTABLE high,
 *                   level high or critical;
 *   rebaseUnsynced  danger: once a day but the pair is not synced (its excess is anyone's to skim): MINTABLE high,
 *                   level high or critical;
 *   dripReserve     control: drip(to) mints 1 % to a fixed reserve with no function (the argument ignored), once a
 *                   day: MINTABLE medium, level low or medium;
 *   dripToCaller    danger: drip(to) mints 1 % to the address passed, once a day (the caller picks itself): MINTABLE
 *                   high, level high or critical;
 *   dripOwnerSkips  danger: drip to the fixed reserve once a day, but the owner (a live key) skips the interval:
 *                   MINTABLE high, level high or critical;
 *   dripPerCaller   danger (added after the first run, expectation written before its scan): drip to the fixed
 *                   reserve, once a day PER CALLER (any new address repeats it at once): MINTABLE high, level high
 *                   or critical.
 * Every scan stays at 3 HTTP requests (burnt LP): the public-mint probe rides in round 3's batch.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "rebaseDaily",
  "rebaseLoop",
  "rebaseUnsynced",
  "dripReserve",
  "dripToCaller",
  "dripOwnerSkips",
  "dripPerCaller",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const DAY = 86_400n;

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const reserve = await chain.deploy("DripReserve19");
  const deployments: [Key, string, unknown[], boolean][] = [
    ["rebaseDaily", "ElasticLedger19", ["Tide Nineteen", "TID19", SUPPLY, 200n, DAY, true], true],
    ["rebaseLoop", "ElasticLedger19", ["Loop Nineteen", "LOP19", SUPPLY, 200n, 0n, true], true],
    ["rebaseUnsynced", "ElasticLedger19", ["Skim Nineteen", "SKM19", SUPPLY, 200n, DAY, false], true],
    ["dripReserve", "DripToken19", ["Drip Nineteen", "DRP19", SUPPLY, reserve, 100n, DAY, 0n], true],
    ["dripToCaller", "DripToken19", ["Pick Nineteen", "PCK19", SUPPLY, reserve, 100n, DAY, 1n], true],
    ["dripOwnerSkips", "DripToken19", ["Skip Nineteen", "SKP19", SUPPLY, reserve, 100n, DAY, 2n], false],
    ["dripPerCaller", "DripToken19", ["Each Nineteen", "EAC19", SUPPLY, reserve, 100n, DAY, 3n], true],
  ];
  for (const [key, name, args, renounce] of deployments) {
    const t = await chain.deployToken(name, args);
    const launched = await chain.launch(t, { setPair: "after", renounce });
    tokens[key] = launched.address;
    await chain.buy(launched.address, { from: buyer, eth: 10n ** 17n });
  }
  await chain.pub.request({ method: "evm_increaseTime", params: [7_200] } as never);
  await chain.pub.request({ method: "hardhat_mine", params: ["0x3c"] } as never);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 10) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 400_000);

const finding = (key: Key, id: string) => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("an elastic supply anyone may rebase", () => {
  it("rebaseDaily: once a day, pair synced: rule-based inflation, MINTABLE medium", () => {
    const f = finding("rebaseDaily", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("medium");
    expect(f?.detail).toContain("Rule-based inflation");
    expect(finding("rebaseDaily", "HIDDEN_OWNER")?.status).not.toBe("fail");
    expect(CALM).toContain(results.rebaseDaily.riskLevel);
  });

  it("rebaseLoop: no interval (repeats at once): MINTABLE high", () => {
    const f = finding("rebaseLoop", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.rebaseLoop.riskLevel);
  });

  it("rebaseUnsynced: the pair's excess is anyone's to skim: MINTABLE high", () => {
    const f = finding("rebaseUnsynced", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.rebaseUnsynced.riskLevel);
  });
});

describe("an expansion anyone may trigger", () => {
  it("dripReserve: 1 % a day to a fixed reserve: MINTABLE medium", () => {
    const f = finding("dripReserve", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("medium");
    expect(f?.detail).toContain("Rule-based inflation");
    expect(CALM).toContain(results.dripReserve.riskLevel);
  });

  it("dripToCaller: paid to the address the caller passes: MINTABLE high", () => {
    const f = finding("dripToCaller", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.dripToCaller.riskLevel);
  });

  it("dripOwnerSkips: the owner (one key) repeats it at will: MINTABLE high", () => {
    const f = finding("dripOwnerSkips", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.dripOwnerSkips.riskLevel);
  });

  it("dripPerCaller: the interval is kept per caller (a new address repeats it): MINTABLE high", () => {
    const f = finding("dripPerCaller", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.dripPerCaller.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
