/**
 * The privilege prober's ninth classes (contracts/test-tokens/ProberTokens9.sol) through the engine's entry point on
 * the local EVM. Each token is paired only with a dollar token of its own (no pair between that dollar token and WETH
 * on the router, as in v6's dollar-quoted cases), the supply spread, the LP burnt. Expectations written before the
 * engine ran:
 *   paced   danger: a sell spacing counted in blocks since the seller's last buy, its setter retunePace(uint256)
 *           unbounded (the owner stretches it and no holder can sell); two wallets bought from the pair earlier, so
 *           the probe's victim (the latest buyer) can sell before any call: the freeze is measured (PAUSE_FUNCTION
 *           high), not left undecided;
 *   capped  control: the same spacing, its setter refusing more than five blocks: no freeze, nothing high;
 *   levy    danger: nobody bought yet, so the probe's fresh victim buys with the dollar token (the prober funded by a
 *           state override of its balance slot) and sells to it; the owner's adjustLevy(uint256) raises the sell tax
 *           (TAX_MODIFIABLE high, measured).
 * Without the prober's direct quote paths (sell token -> quote, buy quote -> token) every class above stays
 * undecided here: the sell (token -> quote -> WETH) and the fresh buy (WETH -> quote -> token) have no route.
 * Every scan stays at 3 HTTP requests (burnt LP): the paths ride in the existing eth_call.
 * Probed directly (runPrivilegeProbe): the fixture's stable-quoted token, whose dollar token does have a WETH pair,
 * with a wrong quote balance slot: the quote buy gets nothing, so the fresh victim buys native -> quote -> token (a
 * wrong slot guess costs nothing where the old route works).
 */
import { type Abi, type Address, getAddress, type PublicClient, parseEther, toFunctionSelector } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type PrivilegeProbe, runPrivilegeProbe } from "@/lib/chains/evm/prober";
import type { EngineResult } from "@/lib/engine/types";
import { localNetwork, SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, fixtureSpread, launcher, scanEach, UNISWAP } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = ["paced", "capped", "levy"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const DEADLINE = 2n ** 40n;
const DEAD = "0x000000000000000000000000000000000000dEaD";
let wrongSlot: PrivilegeProbe;

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  // A dollar token of this file only: paired with the tokens, never with WETH.
  const usd = await chain.deploy("TestStable", [SUPPLY]);
  const stableAbi = art.TestStable.abi as Abi;
  await chain.send(usd, stableAbi, "approve", [fx.router, SUPPLY]);
  const buyers = [chain.accounts[1], chain.accounts[4]];
  for (const b of buyers) {
    await chain.send(usd, stableAbi, "transfer", [b, parseEther("1000")]);
    await chain.send(usd, stableAbi, "approve", [fx.router, SUPPLY], 0n, b);
  }
  const launch = async (key: Key, name: string, symbol: string, buy: boolean) => {
    const t = await chain.deployToken(name, [`${name} Nine`, symbol, SUPPLY]);
    await chain.send(fx.factory, UNISWAP.FACTORY.abi, "createPair", [t.address, usd]);
    const pair = getAddress(await chain.read<Address>(fx.factory, UNISWAP.FACTORY.abi, "getPair", [t.address, usd]));
    await chain.send(t.address, t.abi, "bindMarket", [pair]);
    await chain.send(t.address, t.abi, "approve", [fx.router, SUPPLY]);
    await chain.send(fx.router, UNISWAP.ROUTER.abi, "addLiquidity", [
      t.address,
      usd,
      SUPPLY / 2n,
      parseEther("30000"),
      0n,
      0n,
      fx.deployer,
      DEADLINE,
    ]);
    const lp = await chain.read<bigint>(pair, UNISWAP.PAIR.abi, "balanceOf", [fx.deployer]);
    await chain.send(pair, UNISWAP.PAIR.abi, "transfer", [DEAD, lp]);
    for (const [to, bps] of fixtureSpread(fx))
      await chain.send(t.address, t.abi, "transfer", [to, (SUPPLY * bps) / 10_000n]);
    if (buy)
      for (const b of buyers)
        await chain.send(
          fx.router,
          UNISWAP.ROUTER.abi,
          "swapExactTokensForTokensSupportingFeeOnTransferTokens",
          [parseEther("50"), 0n, [usd, t.address], b, DEADLINE],
          0n,
          b,
        );
    tokens[key] = t.address;
  };
  await launch("paced", "PacedSellToken", "PACE", true);
  await launch("capped", "PacedSellCappedToken", "CPACE", true);
  await launch("levy", "TunableLevyToken", "LEVY", false);
  const network = { ...localNetwork(fx), quotes: [fx.weth, fx.stable, usd] };
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30), scan: { network } });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  const sq = fx.probeTokens.stableQuoted;
  wrongSlot = await runPrivilegeProbe(
    chain.pub as PublicClient,
    {
      token: sq.address,
      router: fx.router,
      pair: sq.pair as Address,
      wrappedNative: fx.weth,
      quote: fx.stable,
      holder: null,
      victim: null,
      ethIn: parseEther("0.01"),
      quoteFunding: { slot: `0x${"ab".repeat(32)}`, amount: parseEther("100") },
    },
    [],
    [],
  );
}, 120_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const effects = (key: Key) => results[key].evm!.privileges.effects;

describe("a dollar-quoted pair with no WETH route: the probe trades with the quote itself", () => {
  it("paced: the real earlier buyer sells before any call, and the owner's unbounded retunePace freezes it", () => {
    const freeze = effects("paced").find(
      (e) => e.kind === "freeze" && e.selector === toFunctionSelector("function retunePace(uint256)"),
    );
    expect(freeze?.caller).toBe(fx.deployer);
    expect(failing(results.paced)).toMatchObject({ PAUSE_FUNCTION: "high" });
    expect(["low", "safe"]).not.toContain(results.paced.riskLevel);
  });

  it("capped: the spacing capped at five blocks is no freeze, and the probe decided it (no unknown)", () => {
    expect(effects("capped").filter((e) => e.kind === "freeze")).toEqual([]);
    expect(Object.values(failing(results.capped))).not.toContain("high");
    const owner = results.capped.findings.find((f) => f.id === "OWNER_PRIVILEGES");
    expect(owner?.status).not.toBe("unknown");
  });

  it("levy: the fresh victim buys with the quote, and the unbounded adjustLevy is a measured tax raise", () => {
    expect(results.levy.evm!.privileges.undecided).not.toContain("tax");
    const raise = effects("levy").find(
      (e) => e.kind === "tax" && e.selector === toFunctionSelector("function adjustLevy(uint256)"),
    );
    expect(raise?.caller).toBe(fx.deployer);
    expect(failing(results.levy)).toMatchObject({ TAX_MODIFIABLE: "high" });
  });

  it("a wrong quote slot: the quote buy gets nothing and the fresh victim buys through the native route", () => {
    expect(wrongSlot.status).not.toBe("not_run");
    if (wrongSlot.status !== "not_run") expect(wrongSlot.victimBought).toBe(true);
  });

  it("every scan stays at 3 HTTP requests (burnt LP)", () => {
    expect(requests).toEqual({ paced: 3, capped: 3, levy: 3 });
  });
});
