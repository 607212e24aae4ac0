/**
 * The privilege prober's fifteenth classes (contracts/test-tokens/Probes15.sol) through the engine's entry point on the
 * local EVM (each token launched on a WETH pair, LP burnt, supply spread; no owner). Expectations written before the
 * engine ran:
 *   A forged approval anyone can make (the stranger's permit naming a holder and itself, with signatures that are no
 *   holder's, then its ordinary transferFrom):
 *   permitLenient danger: a hand-written EIP-2612 permit accepts ecrecover's zero answer: the stranger's zero
 *                 signature grants it the holder's allowance and it takes the bag: BALANCE_DRAIN critical, by anyone;
 *   permitDai     danger: DAI's permit shape with the same flaw: BALANCE_DRAIN critical, by anyone;
 *   permitStrict  safe (hostile sibling's twin): the same hand-written permit refusing the zero address: no drain, low
 *                 or medium;
 *   permitOz      safe (control): OpenZeppelin's ERC20Permit checks: no drain, low or medium.
 *   A spender that is a contract (allowance(_, gateway) answers max, transferFrom skips it, for a fixed gateway):
 *   gwCaller      safe: the gateway's deposit pulls only its caller's own tokens, no owner, no DELEGATECALL: its own
 *                 functions called as a stranger and a key move nobody's tokens: BALANCE_DRAIN medium (a caution),
 *                 never critical; risk low or medium;
 *   gwAnyFrom     danger (hostile sibling): the deposit pulls from the address it is given: a stranger's call takes a
 *                 holder's tokens: BALANCE_DRAIN critical, by anyone;
 *   gwOwned       danger: an honest deposit, but the gateway's one-key owner may pull from anyone: BALANCE_DRAIN
 *                 critical (not inert).
 * Every scan stays at 3 HTTP requests (burnt LP): the spender reading rides in the probe's batch.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["permitLenient", "permitDai", "permitStrict", "permitOz", "gwCaller", "gwAnyFrom", "gwOwned"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const PERMIT = "0xd505accf";
const DAI_PERMIT = "0x8fcbaf0c";

beforeAll(async () => {
  const chain = await launcher(fx);
  const go = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.deployToken(name, [`${name} 15`, "T15", SUPPLY, ...args]);
    tokens[key] = (await chain.launch(t)).address;
  };
  await go("permitLenient", "HandPermitToken15", [true]);
  await go("permitDai", "DaiPermitToken15", []);
  await go("permitStrict", "HandPermitToken15", [false]);
  await go("permitOz", "OzPermitToken15", []);
  await go("gwCaller", "GatewayToken15", [await chain.deploy("CallerGateway15")]);
  await go("gwAnyFrom", "GatewayToken15", [await chain.deploy("AnyFromGateway15")]);
  await go("gwOwned", "GatewayToken15", [await chain.deploy("OwnedGateway15")]);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 60) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 300_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const effects = (key: Key, kind: string) => results[key].evm!.privileges.effects.filter((e) => e.kind === kind);
const drainFinding = (key: Key) => results[key].findings.find((f) => f.id === "BALANCE_DRAIN");
/** The inert-spender reading a drain effect carries (lib/chains/evm/prober.ts PrivilegeEffect.inertSpender). */
const inert = (x: object): string | undefined => (x as { inertSpender?: string }).inertSpender;
const SAFE = ["low", "medium"];
const DANGER = ["high", "critical"];

describe("a forged approval anyone can make", () => {
  it("permitLenient: a zero signature grants the stranger a holder's allowance: BALANCE_DRAIN critical, by anyone", () => {
    const e = effects("permitLenient", "drain").find((x) => x.selector === PERMIT);
    expect(e).toBeDefined();
    expect(BigInt(e!.after)).toBeLessThan(BigInt(e!.before));
    expect(failing(results.permitLenient).BALANCE_DRAIN).toBe("critical");
    expect(drainFinding("permitLenient")?.evidence?.anyone).toBe(true);
    expect(DANGER).toContain(results.permitLenient.riskLevel);
  });

  it("permitDai: DAI's permit shape with the same flaw: BALANCE_DRAIN critical, by anyone", () => {
    expect(effects("permitDai", "drain").some((x) => x.selector === DAI_PERMIT)).toBe(true);
    expect(failing(results.permitDai).BALANCE_DRAIN).toBe("critical");
    expect(DANGER).toContain(results.permitDai.riskLevel);
  });

  it("permitStrict: the zero address refused: no drain, safe", () => {
    expect(effects("permitStrict", "drain")).toEqual([]);
    expect(failing(results.permitStrict).BALANCE_DRAIN).toBeUndefined();
    expect(SAFE).toContain(results.permitStrict.riskLevel);
  });

  it("permitOz: OpenZeppelin's checks: no drain, safe", () => {
    expect(effects("permitOz", "drain")).toEqual([]);
    expect(failing(results.permitOz).BALANCE_DRAIN).toBeUndefined();
    expect(SAFE).toContain(results.permitOz.riskLevel);
  });
});

describe("a spender that is a contract", () => {
  it("gwCaller: the gateway only pulls its caller's tokens and nothing can change it: BALANCE_DRAIN medium, safe", () => {
    const e = effects("gwCaller", "drain");
    expect(e.length).toBeGreaterThan(0);
    expect(e.every((x) => inert(x) !== undefined)).toBe(true);
    expect(failing(results.gwCaller).BALANCE_DRAIN).toBe("medium");
    expect(SAFE).toContain(results.gwCaller.riskLevel);
  });

  it("gwAnyFrom: a stranger's deposit takes a holder's tokens: BALANCE_DRAIN critical, by anyone", () => {
    expect(effects("gwAnyFrom", "drain").some((x) => inert(x) === undefined)).toBe(true);
    expect(failing(results.gwAnyFrom).BALANCE_DRAIN).toBe("critical");
    expect(drainFinding("gwAnyFrom")?.evidence?.anyone).toBe(true);
    expect(DANGER).toContain(results.gwAnyFrom.riskLevel);
  });

  it("gwOwned: the gateway's one-key owner may pull from anyone: BALANCE_DRAIN critical", () => {
    expect(effects("gwOwned", "drain").every((x) => inert(x) === undefined)).toBe(true);
    expect(failing(results.gwOwned).BALANCE_DRAIN).toBe("critical");
    expect(DANGER).toContain(results.gwOwned.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
