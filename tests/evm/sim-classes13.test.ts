/**
 * The buy/sell simulation's thirteenth classes (contracts/test-tokens/SimTokens13.sol) through the engine's entry point
 * on the local EVM (each token launched on a WETH pair, LP burnt, supply spread; then a dev account buys from the pair
 * and the chain moves on 60 blocks, so the scan's latest buyer bought earlier). Expectations written before the engine
 * ran:
 *   sweepSell     danger: a sell into the pair also moves whatever the seller has left to a collector: the simulator's
 *                 partial sell (a quarter of its holding) leaves it nothing: HONEYPOT critical, "a sell takes the rest
 *                 of the wallet", the step "sell" in the evidence;
 *   skimTransfer  danger (hostile sibling): a wallet-to-wallet transfer also moves half of what the sender has left:
 *                 the transfer step costs its sender far more than it sent: HONEYPOT critical, step "transfer";
 *   feeOnTop      control: a sell charges 5 % of the amount ON TOP of it (the pair receives the whole amount): not a
 *                 sweep: HONEYPOT passes, low or medium;
 *   recentOnly    danger: a sell is accepted only within 50 blocks of the wallet's last buy: the simulator's
 *                 buy-then-sell and the sell sequence work, the latest real buyer (60 blocks ago), approving the
 *                 router itself, cannot sell: HONEYPOT high, "holders cannot sell", the holder in the evidence;
 *   waitAfterBuy  control: a sell is refused during 3 blocks after the wallet's buy, free after (anti-sandwich): the
 *                 simulator's immediate sell fails, but the wallet given a balance and the real buyer sell: HONEYPOT
 *                 passes, low or medium.
 * Session 12 (contracts/test-tokens/SimTokens14.sol), the largest real holders' own sells, expectations written before
 * the engine ran:
 *   bagLimit      danger: a sell is refused while the seller holds more than 0.2 % of the supply: three buyers bought
 *                 real bags (a twentieth of the pool's ether each), then the latest buyer a small one: the simulator's
 *                 small buy-then-sell and the latest buyer sell, the three bag buyers cannot: HONEYPOT high, "real
 *                 buyers cannot sell", with how many were tested and refused;
 *   oneListed     control: no balance limit, the same buys, but one bag buyer is listed (a sniper): only that wallet
 *                 is refused: HONEYPOT passes, low or medium;
 *   ownerlessGuard control: every transfer asks a launch guard fixed at deployment that has no owner and no setter
 *                 (it refused large transfers during the first hour only): its answer is ignored and only a guard that
 *                 reverts would block the sell, and nobody was shown to hold that veto: EXTERNAL_CALL_IN_TRANSFER fails
 *                 medium (not the high of sim-classes6's gateScreened, whose gate has one key), level low or medium;
 *   keeperGuard   danger (twin, review14): the same kind of guard, also without owner(), but a keeper kept in its
 *                 storage may block any seller: its code names a controller: EXTERNAL_CALL_IN_TRANSFER high.
 * Without the partial sell / the sender's balance read / the holder's own sell, every danger here reads low. Every scan
 * stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { LIQUIDITY_ETH, SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "sweepSell",
  "skimTransfer",
  "feeOnTop",
  "recentOnly",
  "waitAfterBuy",
  "bagLimit",
  "oneListed",
  "ownerlessGuard",
  "keeperGuard",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const COLLECTOR: Address = "0x00000000000000000000000000000000000c0113";

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const bagBuyers = chain.accounts.slice(chain.accounts.length - 5, chain.accounts.length - 2);
  const guard = await chain.deploy("LaunchGuard14", [SUPPLY / 100n]);
  const keeperGuard = await chain.deploy("KeeperGuard14", []);
  const deployments: [Key, string, unknown[]][] = [
    ["sweepSell", "RestSkimToken13", ["Sweep Thirteen", "SWP13", SUPPLY, COLLECTOR, 0n]],
    ["skimTransfer", "RestSkimToken13", ["Skim Thirteen", "SKM13", SUPPLY, COLLECTOR, 1n]],
    ["feeOnTop", "RestSkimToken13", ["On Top Thirteen", "TOP13", SUPPLY, COLLECTOR, 2n]],
    ["recentOnly", "BuyBlockWindowToken13", ["Recent Thirteen", "RCT13", SUPPLY, 50n, true]],
    ["waitAfterBuy", "BuyBlockWindowToken13", ["Wait Thirteen", "WAT13", SUPPLY, 3n, false]],
    ["bagLimit", "BagLimitToken14", ["Bag Fourteen", "BAG14", SUPPLY, 20n]],
    ["oneListed", "BagLimitToken14", ["Listed Fourteen", "LST14", SUPPLY, 10_000n]],
    ["ownerlessGuard", "GuardedToken14", ["Guarded Fourteen", "GRD14", SUPPLY, guard]],
    ["keeperGuard", "KeeperGuardedToken14", ["Kept Fourteen", "KPT14", SUPPLY, keeperGuard]],
  ];
  for (const [key, name, args] of deployments) {
    const t = await chain.deployToken(name, args);
    const launched = await chain.launch(t);
    // The rules start once the pair is set (after the liquidity and the spread); then the owner renounces.
    await chain.send(launched.address, t.abi, "setPair", [launched.pair]);
    if (key === "bagLimit" || key === "oneListed") {
      // Three buyers of real bags (session 12: only addresses the pair sent tokens to are tested).
      for (const from of bagBuyers) await chain.buy(launched.address, { from, eth: LIQUIDITY_ETH / 20n });
      if (key === "oneListed") await chain.send(launched.address, t.abi, "list", [bagBuyers[0]]);
    }
    await chain.send(launched.address, t.abi, "renounceOwnership");
    tokens[key] = launched.address;
    await chain.buy(launched.address, { from: buyer, eth: 10n ** 17n });
  }
  // The latest buyer bought earlier: 60 blocks (and two hours) pass before the scans.
  await chain.pub.request({ method: "evm_increaseTime", params: [7_200] } as never);
  await chain.pub.request({ method: "hardhat_mine", params: ["0x3c"] } as never);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 10) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 180_000);

const finding = (key: Key) => results[key].findings.find((f) => f.id === "HONEYPOT");
const DANGER = ["high", "critical"];
const CALM = ["low", "medium"];

describe("a sell that takes more than it sells", () => {
  it("sweepSell: the partial sell leaves the seller nothing: HONEYPOT critical, step sell", () => {
    const f = finding("sweepSell");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("critical");
    expect(f?.evidence.overTakenStep).toBe("sell");
    expect(DANGER).toContain(results.sweepSell.riskLevel);
  });

  it("skimTransfer: a wallet-to-wallet transfer costs the sender half its rest: HONEYPOT critical, step transfer", () => {
    const f = finding("skimTransfer");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("critical");
    expect(f?.evidence.overTakenStep).toBe("transfer");
    expect(DANGER).toContain(results.skimTransfer.riskLevel);
  });

  it("feeOnTop: a 5 % fee on top of the amount is no sweep: HONEYPOT passes, low or medium", () => {
    expect(finding("feeOnTop")?.status).toBe("pass");
    expect(CALM).toContain(results.feeOnTop.riskLevel);
  });
});

describe("whether a holder who bought earlier can sell", () => {
  it("recentOnly: the buy-then-sell works, the latest buyer cannot sell: HONEYPOT high", () => {
    const f = finding("recentOnly");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.holderSellOk).toBe(false);
    expect(f?.evidence.sellOk).toBe(true);
    expect(DANGER).toContain(results.recentOnly.riskLevel);
  });

  it("waitAfterBuy: a wait after a buy, then the holder sells: HONEYPOT passes, low or medium", () => {
    const f = finding("waitAfterBuy");
    expect(f?.status).toBe("pass");
    expect(f?.evidence.holderSellOk).toBe(true);
    expect(CALM).toContain(results.waitAfterBuy.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});

describe("the largest real holders' own sells (session 12)", () => {
  it("bagLimit: every bought bag above 0.2 % is refused while small sells work: HONEYPOT high, real buyers cannot sell", () => {
    const f = finding("bagLimit");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Honeypot: real buyers cannot sell");
    expect(Number(f?.evidence.realHoldersRefused)).toBeGreaterThanOrEqual(2);
    expect(Number(f?.evidence.realHoldersRefused) * 2).toBeGreaterThan(Number(f?.evidence.realHoldersTested));
    expect(DANGER).toContain(results.bagLimit.riskLevel);
  });

  it("oneListed: one listed buyer is refused, the other buyers sell: HONEYPOT passes, low or medium", () => {
    expect(finding("oneListed")?.status).toBe("pass");
    expect(CALM).toContain(results.oneListed.riskLevel);
  });
});

describe("an outside veto nobody was shown to hold (session 12)", () => {
  it("ownerlessGuard: answer ignored, only a revert would block, no owner(): EXTERNAL_CALL_IN_TRANSFER medium", () => {
    const f = results.ownerlessGuard.findings.find((x) => x.id === "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("medium");
    expect(f?.evidence).toMatchObject({ vetoOnly: true, hostileAnswerUsed: false, revertSellOk: false });
    expect(finding("ownerlessGuard")?.status).toBe("pass");
    expect(CALM).toContain(results.ownerlessGuard.riskLevel);
  });
});

describe("an outside veto whose keeper the callee's code names (review14)", () => {
  it("keeperGuard: no owner(), but the guard compares the caller with a stored keeper: EXTERNAL_CALL_IN_TRANSFER high", () => {
    const f = results.keeperGuard.findings.find((x) => x.id === "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("high");
    expect(f?.evidence.vetoOnly).toBe(false);
    expect(DANGER).toContain(results.keeperGuard.riskLevel);
  });
});
