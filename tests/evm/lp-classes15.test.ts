/**
 * Session 15 (issue #25), contracts/test-tokens/LpHolders15.sol. Expectations written before the engine ran.
 *
 * Class 1: an LP holder contract controlled by recognised governance is not one party. Each token is a renounced
 * CleanToken on a WETH pair whose whole LP sits in an OwnedLpRelay15 (execute(target, data) makes it call anything):
 *   relaySafe      safe: the relay's execute is owner-only and its owner is an official 3-of-5 Safe of outside signers:
 *                  no single key can move the LP; a stranger gets through nothing but reads: LP held, at most medium
 *                  (LP_UNLOCKED not high), level at most medium;
 *   relaySafeOpen  danger (hostile sibling): the same Safe owner, but the owner check was left off: anyone's execute
 *                  goes through: one party, LP_UNLOCKED high;
 *   relayOneOfN    danger (twin): owner-only, the owner a 1-of-3 Safe (one key): LP_UNLOCKED high;
 *   relayEoa       danger (twin): owner-only, the owner an outside wallet: LP_UNLOCKED high.
 * Class 3: balances that fall without Transfer events while the supply does not (a holding fee), LP burnt, renounced,
 * the largest ordinary holders three wallets that sat still for three days:
 *   decay          danger: DriftToken15 at 5 % a day (the lost part goes to the treasury when they move):
 *                  TOP10_CONCENTRATION fails high, "Holders' balances fall without transfers", level high;
 *   growth         safe twin: DriftToken15 at -5 % a day (holders' balances GROW, reflection-style, paid from the
 *                  treasury): no failing high from it (holders unknown), level not high;
 *   rebaseDown     safe twin: RebaseDown15, every balance and the supply fall 5 % a day together (elastic supply): the
 *                  logs do not add up to the supply, holders unknown, level not high (the pair is synced after the
 *                  rebase, as a rebasing token's orchestrator does).
 * Round trips: 4 HTTP requests with the LP in a contract, 3 with LP burnt.
 */
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Abi, type Address, encodeFunctionData, getAddress, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import { balanceDrift } from "@/lib/chains/evm/holders";
import type { EngineResult } from "@/lib/engine/types";
import { LIQUIDITY_ETH, LIQUIDITY_TOKENS, SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, fixtureSpread, type Launcher, launcher, scanEach, UNISWAP } from "../support/evm/launch";

const fx = inject("evm");
const DAY = 86_400;

const KEYS = ["relaySafe", "relaySafeOpen", "relayOneOfN", "relayEoa", "decay", "growth", "rebaseDown"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
/**
 * Whether the LP-holder probe reports the stranger's calls read whole (holders.ts LpHolderProbe.stranger): the fact
 * the relaySafe reading needs. Its producer is minter-probe.ts probeLpHolder (not this branch's file): without it the
 * relaySafe test is skipped (the reading stays one party, high); the dangers are asserted either way.
 */
let strangerWired = false;
const art = testTokenArtifacts();
const abi = (name: string) => art[name].abi as Abi;
const addr = (n: number) => getAddress(`0x${n.toString(16).padStart(40, "0")}`);
/** Outside signers (no key of any token) and the wallets that hold the drift tokens. */
const SIGNERS = Array.from({ length: 5 }, (_, i) => addr(0x15a0 + i));
const WALLETS = Array.from({ length: 3 }, (_, i) => addr(0x15b0 + i));
const TREASURY = addr(0x15c0);

/** A renounced CleanToken on a WETH pair, supply spread, all LP sent to `holder`. */
async function listedTo(chain: Launcher, label: string, holder: Address): Promise<Address> {
  const t = await chain.deployToken("CleanToken", [`LP15 ${label}`, "LP15", SUPPLY]);
  await chain.send(fx.factory, UNISWAP.FACTORY.abi as Abi, "createPair", [t.address, fx.weth]);
  await chain.send(t.address, t.abi, "approve", [fx.router, LIQUIDITY_TOKENS]);
  await chain.send(
    fx.router,
    UNISWAP.ROUTER.abi as Abi,
    "addLiquidityETH",
    [t.address, LIQUIDITY_TOKENS, 0n, 0n, holder, 2n ** 40n],
    LIQUIDITY_ETH,
  );
  for (const [to, bps] of fixtureSpread(fx))
    await chain.send(t.address, t.abi, "transfer", [to, (SUPPLY * bps) / 10_000n]);
  await chain.send(t.address, t.abi, "renounceOwnership");
  return t.address;
}

/**
 * A drift-shaped token listed with its LP burnt: the pair exempt, 10 % to the treasury, 12 % to each of three wallets
 * (the largest ordinary holders), the deployer keeps the rest; renounced.
 */
async function listedDrift(chain: Launcher, name: string, args: unknown[], exemptPair: boolean): Promise<Address> {
  const token = await chain.deploy(name, args);
  await chain.send(fx.factory, UNISWAP.FACTORY.abi as Abi, "createPair", [token, fx.weth]);
  const pair = await chain.pairOf(token);
  if (exemptPair) await chain.send(token, abi(name), "setExempt", [pair]);
  await chain.send(token, abi(name), "approve", [fx.router, LIQUIDITY_TOKENS]);
  await chain.send(
    fx.router,
    UNISWAP.ROUTER.abi as Abi,
    "addLiquidityETH",
    [token, LIQUIDITY_TOKENS, 0n, 0n, DEAD_ADDRESS, 2n ** 40n],
    LIQUIDITY_ETH,
  );
  await chain.send(token, abi(name), "transfer", [TREASURY, SUPPLY / 10n]);
  for (const w of WALLETS) await chain.send(token, abi(name), "transfer", [w, (SUPPLY * 12n) / 100n]);
  await chain.send(token, abi(name), "renounceOwnership");
  pairs.push(pair);
  return token;
}
const pairs: Address[] = [];

beforeAll(async () => {
  const chain = await launcher(fx);
  const { pub, accounts, send } = chain;
  const deploy = async (a: Abi, bytecode: string, args: unknown[] = []) => chain.deploy({ abi: a, bytecode }, args);
  const singleton = await deploy(SafeArtifact.abi as Abi, SafeArtifact.bytecode);
  const safeFactory = await deploy(FactoryArtifact.abi as Abi, FactoryArtifact.bytecode);
  let nonce = 1500n;
  const createSafe = async (owners: Address[], threshold: bigint) => {
    const setup = encodeFunctionData({
      abi: SafeArtifact.abi as Abi,
      functionName: "setup",
      args: [owners, threshold, zeroAddress, "0x", zeroAddress, zeroAddress, 0n, zeroAddress],
    });
    nonce += 1n;
    const { result } = await pub.simulateContract({
      address: safeFactory,
      abi: FactoryArtifact.abi as Abi,
      functionName: "createProxyWithNonce",
      args: [singleton, setup, nonce],
      account: accounts[0],
    });
    await send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, nonce]);
    return getAddress(result as Address);
  };
  const threeOfFive = await createSafe(SIGNERS, 3n);
  const oneOfThree = await createSafe(SIGNERS.slice(0, 3), 1n);
  for (const [key, owner, open] of [
    ["relaySafe", threeOfFive, false],
    ["relaySafeOpen", threeOfFive, true],
    ["relayOneOfN", oneOfThree, false],
    ["relayEoa", addr(0x15d0), false],
  ] as const) {
    const relay = await chain.deploy("OwnedLpRelay15", [owner, open]);
    tokens[key] = await listedTo(chain, key, relay);
  }
  tokens.decay = await listedDrift(chain, "DriftToken15", ["Decay 15", SUPPLY, TREASURY, 500n], true);
  tokens.growth = await listedDrift(chain, "DriftToken15", ["Growth 15", SUPPLY, TREASURY, -500n], true);
  tokens.rebaseDown = await listedDrift(chain, "RebaseDown15", [SUPPLY, 500n], false);
  // Three days pass: the drift tokens' wallets sit still.
  await pub.request({ method: "evm_increaseTime", params: [3 * DAY + 60] } as never);
  await pub.request({ method: "evm_mine", params: [] } as never);
  // The rebase's orchestrator syncs the pair after a rebase (Ampleforth's does): its reserves follow its balance.
  await send(pairs[2], UNISWAP.PAIR.abi as Abi, "sync", []);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 0) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  const top = scans.relaySafe.facts.liquidity.deepest?.topLpHolder as { contract?: { why?: string } } | null;
  strangerWired = /relays calls/.test(top?.contract?.why ?? "");
}, 300_000);

const finding = (key: Key, id: string) => results[key].findings.find((f) => f.id === id)!;
const notHigh = (key: Key) =>
  expect(
    ["info", "low", "medium"],
    results[key].findings
      .filter((f) => f.status === "fail" && (f.severity === "high" || f.severity === "critical"))
      .map((f) => `${f.id}: ${f.detail}`)
      .join(" | "),
  ).toContain(results[key].riskLevel);
const lpHigh = (key: Key) => {
  const f = finding(key, "LP_UNLOCKED");
  expect(f.status).toBe("fail");
  expect(["high", "critical"]).toContain(f.severity);
};

describe("LP in a relay contract: governance's, or one party's", () => {
  it("relaySafe: owner-only relay owned by a 3-of-5 Safe, a stranger gets only reads: held, at most medium", (ctx) => {
    ctx.skip(!strangerWired, "the LP-holder probe does not report the stranger's calls (minter-probe.ts `stranger`)");
    const f = finding("relaySafe", "LP_UNLOCKED");
    expect(f.evidence.lpHolderContract).toBe("held");
    expect(String(f.evidence.lpHolderContractReading)).toMatch(
      /is governance .*relays calls, which a stranger could not/,
    );
    expect(["high", "critical"]).not.toContain(f.severity);
    notHigh("relaySafe");
  });

  it("relaySafeOpen: the same Safe owner but the owner check left off: anyone's relay, LP_UNLOCKED high", () => {
    expect(finding("relaySafeOpen", "LP_UNLOCKED").evidence.lpHolderContract).toBe("other");
    lpHigh("relaySafeOpen");
  });

  it("relayOneOfN: owner-only, the owner a 1-of-3 Safe (one key): LP_UNLOCKED high", () => {
    lpHigh("relayOneOfN");
  });

  it("relayEoa: owner-only, the owner one wallet: LP_UNLOCKED high", () => {
    lpHigh("relayEoa");
  });
});

describe("balances that move without Transfer events: which way", () => {
  it("decay: holders' balances fall 5 % a day, the supply does not: TOP10_CONCENTRATION fails high", () => {
    const f = finding("decay", "TOP10_CONCENTRATION");
    expect(f.status).toBe("fail");
    expect(f.severity).toBe("high");
    expect(f.title).toBe("Holders' balances fall without transfers");
    expect(Number(f.evidence.holdersFallen)).toBeGreaterThanOrEqual(2);
    expect(Number(f.evidence.maxLossPct)).toBeGreaterThan(10);
    expect(["high", "critical"]).toContain(results.decay.riskLevel);
  });

  it("growth: holders' balances grow (reflection-style): holders unknown, no failing high, level not high", () => {
    const f = finding("growth", "TOP10_CONCENTRATION");
    expect(f.status).toBe("unknown");
    notHigh("growth");
  });

  it("rebaseDown: balances and the supply fall together (elastic supply): holders unknown, level not high", () => {
    const f = finding("rebaseDown", "TOP10_CONCENTRATION");
    expect(f.status).toBe("unknown");
    notHigh("rebaseDown");
  });
});

describe("round trips", () => {
  it("4 HTTP requests with the LP in a contract, 3 with LP burnt", () => {
    for (const key of ["relaySafe", "relaySafeOpen", "relayOneOfN", "relayEoa"] as const)
      expect(requests[key], key).toBe(4);
    for (const key of ["decay", "growth", "rebaseDown"] as const) expect(requests[key], key).toBe(3);
  });
});

describe("balanceDrift (pure): which way the balances moved", () => {
  const h = (n: number, logged: bigint, read: bigint | null, ordinary = true) => ({
    address: addr(0x15e0 + n),
    logged,
    read,
    ordinary,
  });
  it("most ordinary holders lower, none higher: decay", () => {
    expect(balanceDrift([h(0, 100n, 100n, false), h(1, 1000n, 900n), h(2, 1000n, 850n), h(3, 500n, 500n)]).kind).toBe(
      "decay",
    );
  });
  it("reflection: a fee-paying seller lower, holders higher: mixed, not decay", () => {
    expect(balanceDrift([h(1, 1000n, 900n), h(2, 1000n, 1010n), h(3, 1000n, 1005n)]).kind).toBe("mixed");
  });
  it("holders higher only: growth", () => {
    expect(balanceDrift([h(1, 1000n, 1100n), h(2, 1000n, 1000n)]).kind).toBe("growth");
  });
  it("one holder lower, a balanceOf not answered, or a fall under 1 %: not decay", () => {
    expect(balanceDrift([h(1, 1000n, 800n), h(2, 1000n, 1000n), h(3, 1000n, 1000n)]).kind).toBe("mixed");
    expect(balanceDrift([h(1, 1000n, 800n), h(2, 1000n, 700n), h(3, 1000n, null)]).kind).toBe("mixed");
    expect(balanceDrift([h(1, 10_000n, 9_995n), h(2, 10_000n, 9_990n)]).kind).toBe("mixed");
  });
});
