/**
 * The privilege prober's twelfth classes (contracts/test-tokens/ProberTokens12.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair, LP burnt, supply spread). Expectations written before the
 * engine ran:
 *   crownPass  danger: transferOwnership(next) mints 3 % of the supply to the new owner; the owner hands over to
 *              itself (the handover selector is never probed as a function): a mint, MINTABLE high;
 *   crownClaim danger (hostile sibling): two steps, the mint in acceptOwnership(): the owner nominates itself and
 *              accepts: MINTABLE high;
 *   salvage    danger: salvage(asset, holder, amount) moves the token itself out of any holder: the token's address and
 *              a holder's in the address slots, BALANCE_DRAIN critical;
 *   reclaim    danger (hostile sibling): reclaim(holder, asset, amount), the other order: BALANCE_DRAIN critical;
 *   sweep      control: sweepStray(asset, amount) returns only what the contract holds: no drain, low;
 *   floorSupply danger: an owner-set sell floor whose ceiling is the whole supply (no real bound; v8's shape has none):
 *              set to the supply, a holder's sell reverts: a global freeze (PAUSE_FUNCTION high);
 *   floorDust  control: the floor is capped at 500 tokens: the supply-sized call is refused, sells work, low;
 *   loanLoose  danger: borrowMint(amount) mints to its caller, calls it back (a hand-written callback), burns only
 *              what the caller still holds: anyone keeps the mint (MINTABLE high, by the stranger);
 *   flashLoose danger (hostile sibling): the ERC-3156 interface with the same loose repayment: MINTABLE high, anyone;
 *   flashStrict control: an honest ERC-3156 flash mint taking back amount + fee: no mint, low;
 *   redeploy   danger: a share over an outside asset (asset(), deposit / redeem) whose owner's redeploy(target, amount)
 *              sends the holding anywhere: the holders' backing leaves, BALANCE_DRAIN critical;
 *   keeper     danger (hostile sibling): the owner approves any keeper on the holding (two steps): the same;
 *   feeCap     control: only an exit fee capped at 0.5 %: no drain, low.
 * Without the prober's new patterns / handover tests / callbacks every danger here reads low. Every scan stays at 3
 * HTTP requests (burnt LP).
 */
import { type Address, toFunctionSelector } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PROBE_STRANGER } from "@/lib/chains/evm/prober";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "crownPass",
  "crownClaim",
  "salvage",
  "reclaim",
  "sweep",
  "floorSupply",
  "floorDust",
  "loanLoose",
  "flashLoose",
  "flashStrict",
  "redeploy",
  "keeper",
  "feeCap",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const plain: [Key, string][] = [
    ["crownPass", "CrownPassToken12"],
    ["crownClaim", "CrownClaimToken12"],
    ["salvage", "SalvageToken12"],
    ["reclaim", "ReclaimToken12"],
    ["sweep", "StraySweepToken12"],
    ["loanLoose", "LooseLoanToken12"],
    ["flashLoose", "LooseFlashToken12"],
    ["flashStrict", "StrictFlashToken12"],
  ];
  for (const [key, name] of plain) {
    const t = await chain.deployToken(name, [`${name} Twelve`, key.slice(0, 5).toUpperCase(), SUPPLY]);
    tokens[key] = (await chain.launch(t)).address;
  }
  for (const [key, ceiling] of [
    ["floorSupply", SUPPLY],
    ["floorDust", 500n * 10n ** 18n],
  ] as const) {
    const t = await chain.deployToken("SellFloorToken12", [`Floor ${key}`, "FLR12", SUPPLY, ceiling]);
    tokens[key] = (await chain.launch(t, { setPair: "after" })).address;
  }
  for (const [key, name] of [
    ["redeploy", "RedeployVault12"],
    ["keeper", "KeeperVault12"],
    ["feeCap", "FeeCapVault12"],
  ] as const) {
    const asset = await chain.deploy("BackingAsset12", [`Backing ${key}`, "BCK12", SUPPLY]);
    const t = await chain.deployToken(name, [`${name} Twelve`, "VLT12", SUPPLY, asset]);
    // Backed one for one: the vault holds as much of the asset as there are shares.
    await chain.send(asset, t.abi, "transfer", [t.address, SUPPLY]);
    tokens[key] = (await chain.launch(t)).address;
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const effects = (key: Key, kind: string) => results[key].evm!.privileges.effects.filter((e) => e.kind === kind);
const HANDOVER = toFunctionSelector("function transferOwnership(address)");

describe("an ownership handover that mints", () => {
  it("crownPass: the owner's handover to itself mints: MINTABLE high", () => {
    const e = effects("crownPass", "mint").find((x) => x.selector === HANDOVER);
    expect(e?.caller).toBe(fx.deployer);
    expect(BigInt(e!.after) - BigInt(e!.before)).toBe((SUPPLY * 3n) / 100n);
    expect(["high", "critical"]).toContain(failing(results.crownPass).MINTABLE);
  });

  it("crownClaim: the mint sits in acceptOwnership() of a two-step handover: MINTABLE high", () => {
    expect(effects("crownClaim", "mint").map((x) => x.selector)).toContain(HANDOVER);
    expect(["high", "critical"]).toContain(failing(results.crownClaim).MINTABLE);
  });
});

describe("a rescue that moves the token itself out of any holder", () => {
  it("salvage: (the token, a holder, 1) moves the holder's tokens: BALANCE_DRAIN critical", () => {
    const e = effects("salvage", "drain").find(
      (x) => x.selector === toFunctionSelector("function salvage(address,address,uint256)"),
    );
    expect(e?.caller).toBe(fx.deployer);
    expect(BigInt(e!.before) - BigInt(e!.after)).toBe(1n);
    expect(failing(results.salvage)).toMatchObject({ BALANCE_DRAIN: "critical" });
  });

  it("reclaim: the holder first, then the asset: BALANCE_DRAIN critical", () => {
    expect(effects("reclaim", "drain").length).toBeGreaterThan(0);
    expect(failing(results.reclaim)).toMatchObject({ BALANCE_DRAIN: "critical" });
  });

  it("sweep: only what the contract itself holds: no drain, low", () => {
    expect(effects("sweep", "drain")).toEqual([]);
    expect(results.sweep.riskLevel).toBe("low");
  });
});

describe("an owner setting that closes sells", () => {
  it("floorSupply: the floor set to the supply stops a holder's sell: a global freeze, PAUSE_FUNCTION high", () => {
    const e = effects("floorSupply", "freeze").find((x) => x.scope === "global");
    expect(e?.caller).toBe(fx.deployer);
    expect(["high", "critical"]).toContain(failing(results.floorSupply).PAUSE_FUNCTION);
  });

  it("floorDust: the floor is capped at dust: no freeze; the live owner keeps functions only it can call: medium (session 12), never high", () => {
    expect(effects("floorDust", "freeze")).toEqual([]);
    // Session 12 (evidence standard): a live one-key owner that still goes through functions the stranger cannot,
    // with no effect measured, holds powers nobody measured: OWNER_PRIVILEGES medium, a caution, not a pass.
    expect(results.floorDust.findings.find((f) => f.id === "OWNER_PRIVILEGES")?.title).toBe(
      "Live owner with unmeasured powers",
    );
    expect(results.floorDust.riskLevel).toBe("medium");
  });
});

describe("a flash mint that keeps what the borrower moved away", () => {
  it("loanLoose and flashLoose: anyone's flash mint keeps the moved tokens: MINTABLE high, by the stranger", () => {
    for (const key of ["loanLoose", "flashLoose"] as const) {
      expect(
        effects(key, "mint").map((x) => x.caller),
        key,
      ).toContain(PROBE_STRANGER);
      expect(["high", "critical"], key).toContain(failing(results[key]).MINTABLE);
    }
  });

  it("flashStrict: the honest ERC-3156 flash mint takes amount + fee back: no mint, low", () => {
    expect(effects("flashStrict", "mint")).toEqual([]);
    expect(results.flashStrict.riskLevel).toBe("low");
  });
});

describe("a share whose owner can move the backing", () => {
  it("redeploy and keeper: the vault's holding of its asset leaves (or is approved away): BALANCE_DRAIN critical", () => {
    for (const key of ["redeploy", "keeper"] as const) {
      const e = effects(key, "drain").find((x) => x.measure.includes("asset()"));
      expect(e?.caller, key).toBe(fx.deployer);
      expect(BigInt(e!.before), key).toBe(SUPPLY);
      expect(failing(results[key]), key).toMatchObject({ BALANCE_DRAIN: "critical" });
    }
  });

  it("feeCap: only a capped exit fee: no drain; the live owner keeps functions only it can call: medium (session 12), never high", () => {
    expect(effects("feeCap", "drain")).toEqual([]);
    // Session 12 (evidence standard): a live one-key owner that still goes through functions the stranger cannot,
    // with no effect measured, holds powers nobody measured: OWNER_PRIVILEGES medium, a caution, not a pass.
    expect(results.feeCap.findings.find((f) => f.id === "OWNER_PRIVILEGES")?.title).toBe(
      "Live owner with unmeasured powers",
    );
    expect(results.feeCap.riskLevel).toBe("medium");
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
