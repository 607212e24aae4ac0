/**
 * Session 18 (holder20), contracts/test-tokens/Holders20.sol: contracts that hold the mint power or the LP. Scanned
 * end to end on the local EVM. Expectations written before the engine ran.
 *
 * Class 1: a minter contract whose gate is a mapping keyed by the caller (a list of levels, no event), with a ceiling
 * on the total supply. IssuedToken20 (no owner(): only its issuer contract mints) issued by LevelledIssuer20, LP burnt:
 *   issuerKeyed    danger: the token's deployer (its first mint's recipient, a key the probe calls as) keeps level 2
 *                  on the list: one key was measured making the issuer mint: MINTABLE high, level high or critical;
 *   issuerGoverned safe twin: level 2 handed to a TimelockController with a 2-day delay, the deployer's level removed;
 *                  the list's members are not found (no event), no caller the probe reached made it mint: who may mint
 *                  is unknown, a caution: MINTABLE medium (not high), level low or medium.
 * Class 2: an LP holder contract nobody can withdraw from now, whose release time it reads from the token.
 * StartClockToken20 (an owned token with a start time) with all LP in a StartClockLocker20 (no owner; the depositor
 * withdraws after startedAt + 365 days, the time read from the token at withdrawal):
 *   clockMovable   danger: the owner (one key) can still set the token's start time, which the locker reads (set it a
 *                  year back, then withdraw: a release in two steps): LP_UNLOCKED high (one party), level high;
 *   clockFrozen    safe twin: the start time can no longer change once the pair is set: nobody can take LP out now
 *                  (measured by the LP-holder probe, and no key of the token can change the token's state): LP held,
 *                  LP_UNLOCKED at most medium, level low or medium.
 * Round trips: 3 HTTP requests with LP burnt (class 1), 4 with LP in a contract (class 2).
 */
import { createRequire } from "node:module";
import { type Abi, type Address, getAddress, type Hex, keccak256, toHex, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { LIQUIDITY_ETH, LIQUIDITY_TOKENS, SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, fixtureSpread, launcher, scanEach, UNISWAP } from "../support/evm/launch";

const require = createRequire(import.meta.url);
const TIMELOCK = require("@openzeppelin/contracts/build/contracts/TimelockController.json") as {
  abi: Abi;
  bytecode: Hex;
};

const fx = inject("evm");
const KEYS = ["issuerKeyed", "issuerGoverned", "clockMovable", "clockFrozen"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const art = testTokenArtifacts();
const abi = (name: string) => art[name].abi as Abi;
const YEAR = 365n * 86_400n;

beforeAll(async () => {
  const chain = await launcher(fx);
  const proposer = getAddress(keccak256(toHex("holder20:proposer")).slice(0, 42));
  const timelock = await chain.deploy(TIMELOCK, [2n * 86_400n, [proposer], [proposer], zeroAddress]);
  for (const key of ["issuerKeyed", "issuerGoverned"] as const) {
    const issuer = await chain.deploy("LevelledIssuer20", [(SUPPLY * 3n) / 2n]);
    const t = await chain.deployToken("IssuedToken20", [`Issued ${key}`, "ISS20", SUPPLY, issuer]);
    if (key === "issuerGoverned") {
      await chain.send(issuer, abi("LevelledIssuer20"), "setLevel", [timelock, 2n]);
      await chain.send(issuer, abi("LevelledIssuer20"), "setLevel", [chain.deployer, 0n]);
    }
    tokens[key] = (await chain.launch(t)).address;
  }
  for (const key of ["clockMovable", "clockFrozen"] as const) {
    const t = await chain.deployToken("StartClockToken20", [`Clock ${key}`, SUPPLY, key === "clockFrozen"]);
    const locker = await chain.deploy("StartClockLocker20", [t.address, YEAR]);
    await chain.send(fx.factory, UNISWAP.FACTORY.abi as Abi, "createPair", [t.address, fx.weth]);
    const pair = await chain.pairOf(t.address);
    await chain.send(t.address, t.abi, "setPair", [pair]);
    await chain.send(t.address, t.abi, "approve", [fx.router, LIQUIDITY_TOKENS]);
    await chain.send(
      fx.router,
      UNISWAP.ROUTER.abi as Abi,
      "addLiquidityETH",
      [t.address, LIQUIDITY_TOKENS, 0n, 0n, chain.deployer, 2n ** 40n],
      LIQUIDITY_ETH,
    );
    const lp = await chain.read<bigint>(pair, UNISWAP.PAIR.abi as Abi, "balanceOf", [chain.deployer]);
    await chain.send(pair, UNISWAP.PAIR.abi as Abi, "approve", [locker, lp]);
    await chain.send(locker, abi("StartClockLocker20"), "deposit", [pair, lp]);
    for (const [to, bps] of fixtureSpread(fx))
      await chain.send(t.address, t.abi, "transfer", [to, (SUPPLY * bps) / 10_000n]);
    tokens[key] = t.address;
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 10) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 600_000);

const finding = (key: Key, id: string) => results[key].findings.find((f) => f.id === id);
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("a minter contract whose callers are a caller-keyed list", () => {
  it("issuerKeyed: the deployer (a key) is on the list and makes it mint: MINTABLE high", () => {
    const f = finding("issuerKeyed", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(DANGER).toContain(results.issuerKeyed.riskLevel);
  });

  it("issuerGoverned: the list's members not found, nobody reached mints: MINTABLE medium, not high", () => {
    const f = finding("issuerGoverned", "MINTABLE");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("medium");
    expect(f?.detail).toContain("its members were not found");
    // The lead's wording fix at merge: not "bound by its own rules" (who may act through it is not known).
    expect(f?.detail).toContain("Who may act through it is not known");
    expect(f?.detail).not.toContain("Held by a contract bound by its own rules");
    expect(CALM).toContain(results.issuerGoverned.riskLevel);
  });
});

describe("an LP locker whose release time is read from the token", () => {
  it("clockMovable: the owner can still move the token's start time: LP one party, LP_UNLOCKED high", () => {
    const f = finding("clockMovable", "LP_UNLOCKED");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.detail).toContain("a release in two steps");
    expect(DANGER).toContain(results.clockMovable.riskLevel);
  });

  it("clockFrozen: the start time is frozen and nobody takes LP out now: LP held, not high", () => {
    const f = finding("clockFrozen", "LP_UNLOCKED");
    expect(f?.severity === "high" || f?.severity === "critical").toBe(false);
    expect(f?.detail).toContain("no call took any LP out");
    expect(CALM).toContain(results.clockFrozen.riskLevel);
  });
});

it("round trips: 3 HTTP requests with LP burnt, 4 with LP in a contract", () => {
  expect(requests).toEqual({ issuerKeyed: 3, issuerGoverned: 3, clockMovable: 4, clockFrozen: 4 });
});
