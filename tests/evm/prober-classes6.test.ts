/**
 * The privilege prober's sixth classes (contracts/test-tokens/ProberTokens6.sol) through the engine's entry point on
 * the local EVM. The tokens are deployed here (on the shared node, after the fixture), each launched like the
 * fixture's: a WETH pair with liquidity, the supply spread, the LP burnt. Expectations written before the engine ran:
 *   openSeed      danger: `seedBalance` mints for anyone (the owner renounced): MINTABLE high, the effect's caller
 *                 the probe's stranger ("anyone can");
 *   migrating     danger: a UUPS-style proxy whose code-replacement function checks the new code but not the caller:
 *                 OWNER_PRIVILEGES critical "anyone can take control" (code replaced, measured);
 *   hibernating   danger: owner() is zero after `hibernate`, but the previous owner's `wake()` makes it the owner again
 *                 (with a levy setter): OWNER_PRIVILEGES high (ownership taken back), the levy power not "pass";
 *   keeperFallback danger: calldata matching no function, sent by the stored keeper, lands in the fallback, which
 *                 moves the named wallet's balance to the keeper (owner renounced): BALANCE_DRAIN critical, selector
 *                 label `fallback`;
 *   accrual       danger: the owner's `accrueYield(amount)` credits its own balance with no supply change and no
 *                 Transfer: MINTABLE high, measured as credit without supply (the caller's own balance tracked);
 *   banded        undecided: the owner's `retune(v)` accepts only a narrow band no probed argument hits (it would halt
 *                 every transfer); the owner is refused by its input, a stranger by the access check: the powers are
 *                 unknown, not pass (PAUSE_FUNCTION unknown);
 *   boundedIssue  capped: the owner may issue at most 2 % of the launch supply in all (cap in code): MINTABLE medium,
 *                 not high, with the measured headroom in the evidence (accrual above: repeatable, stays high);
 *   hourlyIssue / hourlyDrip  danger (review 2026-11-26): 4 % of the supply per call, once an hour, with an amount
 *                 argument or without: every repeat inside one eth_call is refused (a time lock, not a cap), so the
 *                 bound is not proven: MINTABLE high, not "capped";
 * Every scan stays at 3 HTTP requests (burnt LP): the new measurements ride in the existing eth_calls.
 */
import { encodeFunctionData } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PROBE_STRANGER } from "@/lib/chains/evm/prober";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, type Token } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "openSeed",
  "migrating",
  "hibernating",
  "keeperFallback",
  "accrual",
  "banded",
  "boundedIssue",
  "hourlyIssue",
  "hourlyDrip",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Token["address"]>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const { deployer, send } = chain;
  /** A WETH pair with liquidity, the supply spread, the LP burnt (as the fixture's tokens). */
  const plain = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.launch(await chain.deployToken(name, args));
    tokens[key] = t.address;
    return t;
  };

  const seed = await plain("openSeed", "OpenSeedToken", ["Open Seed Token", "OSEED", SUPPLY]);
  await send(seed.address, seed.abi, "renounceOwnership");

  const logic = await chain.deploy("MigratingLedger", []);
  const ledger = testTokenArtifacts().MigratingLedger.abi;
  const setUp = encodeFunctionData({
    abi: ledger,
    functionName: "setUp",
    args: ["Migrating Ledger", "MLDG", SUPPLY, deployer],
  });
  tokens.migrating = (
    await chain.launch({ address: await chain.deploy("LogicShell", [logic, setUp]), abi: ledger })
  ).address;

  const hib = await plain("hibernating", "HibernatingToken", ["Hibernating Token", "HIBR", SUPPLY]);
  await send(hib.address, hib.abi, "setMarket", [hib.pair]);
  await send(hib.address, hib.abi, "hibernate", [60n]);
  await chain.pub.request({ method: "evm_increaseTime", params: [120] } as never);
  await chain.pub.request({ method: "evm_mine", params: [] } as never);

  const keeper = await plain("keeperFallback", "KeeperFallbackToken", ["Keeper Fallback Token", "KFBK", SUPPLY]);
  await send(keeper.address, keeper.abi, "renounceOwnership");

  await plain("accrual", "AccrualToken", ["Accrual Token", "ACRL", SUPPLY]);

  await plain("banded", "BandedSetterToken", ["Banded Setter Token", "BAND", SUPPLY]);

  await plain("boundedIssue", "BoundedIssueToken", ["Bounded Issue Token", "BISU", SUPPLY]);
  await plain("hourlyIssue", "HourlyIssueToken", ["Hourly Issue Token", "HRLI", SUPPLY]);
  await plain("hourlyDrip", "HourlyDripToken", ["Hourly Drip Token", "HRLD", SUPPLY]);

  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
    facts[key] = scans[key].facts;
  }
}, 240_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const probe = (key: Key) => {
  const p = facts[key].privileges;
  if (p.status === "not_run") throw new Error(p.reason);
  return p;
};

describe("what anyone can do, and control taken", () => {
  it("openSeed: a mint with no access check is reported as anyone's (the stranger), MINTABLE high", () => {
    const r = results.openSeed;
    expect(r.evm!.ownership.renounced).toBe(true);
    expect(failing(r)).toMatchObject({ MINTABLE: "high" });
    const mint = probe("openSeed").effects.find((e) => e.kind === "mint" && e.selector === "0x2babec61");
    expect(mint?.caller).toBe(PROBE_STRANGER);
    expect(finding(r, "MINTABLE")?.title).toBe("Anyone can mint");
    expect(finding(r, "MINTABLE")?.detail).toContain("Anyone can");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("migrating: an upgrade without an access check lets anyone replace the code: OWNER_PRIVILEGES critical", () => {
    const r = results.migrating;
    const t = probe("migrating").takeovers ?? [];
    expect(t.some((x) => x.kind === "code" && x.anyone && x.caller === PROBE_STRANGER)).toBe(true);
    expect(failing(r)).toMatchObject({ OWNER_PRIVILEGES: "critical" });
    expect(finding(r, "OWNER_PRIVILEGES")?.title).toBe("Anyone can take control");
    expect(r.riskLevel).toBe("critical");
  });

  it("hibernating: owner() is zero but the previous owner can take ownership back: not renounced, OWNER_PRIVILEGES high", () => {
    const r = results.hibernating;
    expect(r.evm!.ownership.renounced).toBe(true);
    const t = probe("hibernating").takeovers ?? [];
    expect(t.map((x) => [x.kind, x.caller, x.after])).toContainEqual(["ownership", fx.deployer, fx.deployer]);
    expect(failing(r)).toMatchObject({ OWNER_PRIVILEGES: "high" });
    expect(finding(r, "OWNER_PRIVILEGES")?.title).toBe("Ownership can be taken back");
    // The owner's levy setter was not measured as the previous owner: not a pass.
    expect(finding(r, "TAX_MODIFIABLE")?.status).not.toBe("pass");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("keeperFallback: a fallback that moves a named wallet's balance is probed: BALANCE_DRAIN critical, selector `fallback`", () => {
    const r = results.keeperFallback;
    expect(r.evm!.ownership.renounced).toBe(true);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const drain = probe("keeperFallback").effects.find((e) => e.kind === "drain");
    expect(drain?.selector).toBe("fallback");
    expect(drain?.caller).toBe(fx.deployer);
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("accrual: an owner-only credit to its own balance with the supply unchanged is a hidden mint: MINTABLE high", () => {
    const r = results.accrual;
    expect(failing(r)).toMatchObject({ MINTABLE: "high" });
    const mint = probe("accrual").effects.find((e) => e.kind === "mint");
    expect(mint?.caller).toBe(fx.deployer);
    expect(mint?.measure).toContain("credit without supply");
    expect(BigInt(mint!.after)).toBeGreaterThan(BigInt(mint!.before));
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("banded: a function the owner reaches but every probed argument misses leaves the powers unknown, not pass", () => {
    const r = results.banded;
    const p = probe("banded");
    expect(p.undecided).toContain("freeze");
    expect(p.reason).toContain("refused every probed argument by its input");
    expect(finding(r, "PAUSE_FUNCTION")?.status).toBe("unknown");
    expect(finding(r, "BLACKLIST")?.status).toBe("unknown");
  });

  it("boundedIssue: a mint capped at 2 % in code is measured as capped: MINTABLE medium with the headroom", () => {
    const r = results.boundedIssue;
    const mint = probe("boundedIssue").effects.find((e) => e.kind === "mint");
    expect(mint?.capped).toBe(true);
    expect(mint?.measure).toContain("capped in code");
    expect(failing(r)).toMatchObject({ MINTABLE: "medium" });
    // The uncapped credit stays high.
    expect(failing(results.accrual)).toMatchObject({ MINTABLE: "high" });
  });

  it("hourlyIssue / hourlyDrip: a mint refused on every repeat in one block may be a time lock: not capped, high", () => {
    for (const key of ["hourlyIssue", "hourlyDrip"] as const) {
      const mint = probe(key).effects.find((e) => e.kind === "mint");
      expect(mint, key).toBeDefined();
      expect(mint?.capped, key).not.toBe(true);
      expect(failing(results[key]), key).toMatchObject({ MINTABLE: "high" });
    }
  });

  it("every scan stays at 3 HTTP requests (burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
