/**
 * The privilege prober's fourth classes (contracts/test-tokens/ProberClassTokens4.sol) through the engine's entry point
 * on the local EVM. The tokens are deployed here (on the shared node, after the fixture), each launched like the
 * fixture's: a WETH pair with liquidity, the supply spread, the LP burnt. Expectations written before the engine ran:
 *   reserveRetire  danger: the deployer (kept in a private slot; owner() renounced) "retires" tokens to address(0)
 *                  and they are minted to it instead: MINTABLE high by the deployer, pattern transfer(address(0), …);
 *   approveCredit  danger: an immutable "market maker" (not the deployer) whose approve() credits the spender
 *                  (supply unchanged): MINTABLE high, an unbacked credit through approve;
 *   pairSweep      danger: the deployer's transfer to the pair sweeps the pool's tokens to it: BALANCE_DRAIN
 *                  critical, pattern transfer(the pair, huge);
 *   sellerCap      danger: only the first 14 distinct wallets may ever sell, 4 already have: today's sells work, the
 *                  sell of a later wallet reverts: HONEYPOT high ("about to close"), with the count that went through;
 *   antiBot        control: a per-wallet cooldown, one sell per block per wallet and a max-tx: no sell trap, no mint
 *                  or drain, low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the new tests ride in the existing eth_calls.
 */
import { type Address, encodeAbiParameters, getAddress, keccak256, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { EMPTY_ACCESS_REVERT } from "@/lib/chains/evm/prober";
import type { EvmTokenFacts } from "@/lib/chains/evm/reader";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { type SimulationResult, simulateBuySell } from "@/lib/chains/evm/simulate";
import { type EvmScanOptions, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult } from "@/lib/engine/types";
import { localNetwork, SUPPLY } from "../support/evm/deploy";
import { daysLater, type LaunchOptions, launcher, scanEach, type Token } from "../support/evm/launch";

const fx = inject("evm");
/** The approveCredit token's market maker: an address with no key, fixed in the token's code. */
const MARKET_MAKER: Address = getAddress("0x6d4b1c0e2a3f5b7d9e1c3a5b7d9f1e3c5a7b9d2f");
/** The sellerCap token: places for distinct sellers, and how many real wallets sold before the scan. */
const SELLER_CAP = 14n;
const EARLY_SELLERS = 4;

/** keeperBridge: six keepers compared with CALLER, then a bridge that skips allowances (all keyless addresses). */
const KEEPERS: Address[] = [1, 2, 3, 4, 5, 6].map((i) =>
  getAddress(`0x${"4b".repeat(19)}${i.toString(16).padStart(2, "0")}`),
);
const BRIDGE: Address = getAddress("0x2f8e6d4c2a0b9e7d5c3a1f8e6d4c2b0a9e7d5c3b");

const KEYS = [
  "reserveRetire",
  "approveCredit",
  "pairSweep",
  "sellerCap",
  "antiBot",
  "keeperBridge",
  "approvedVictim",
  "hashGate",
] as const;
/** hashGate: the hidden issuer, known to the token only by the hash of its address. */
const HIDDEN_ISSUER: Address = getAddress("0x1a55e7c0de0f1d2e3c4b5a69788796a5b4c3d2e1");
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const { accounts, deployer } = chain;
  // setPair "after": the pair is named once liquidity is in (pairSweep would sweep the deployer's own deposit).
  const launch = async (key: Key, name: string, args: unknown[], setPair?: LaunchOptions["setPair"]) => {
    const t = await chain.launch(await chain.deployToken(name, args), { setPair });
    tokens[key] = t.address;
    return t;
  };
  const renounce = async (t: Token) => chain.send(t.address, t.abi, "renounceOwnership");
  await renounce(await launch("reserveRetire", "ReserveRetireToken", ["Reserve Retire Token", "RRET", SUPPLY]));
  await renounce(
    await launch("approveCredit", "ApproveCreditToken", ["Approve Credit Token", "APCR", SUPPLY, MARKET_MAKER]),
  );
  await renounce(await launch("pairSweep", "PairSweepToken", ["Pair Sweep Token", "PSWP", SUPPLY], "after"));
  const cap = await launch("sellerCap", "SellerCapToken", ["Seller Cap Token", "SCAP", SUPPLY, SELLER_CAP], "before");
  await renounce(await launch("antiBot", "AntiBotRulesToken", ["Anti Bot Rules Token", "ABOT", SUPPLY], "before"));
  // Real wallets (the node's other unlocked accounts) buy and sell the capped token before the scan: EARLY_SELLERS
  // places are taken.
  for (const w of accounts.filter((a) => a !== deployer).slice(0, EARLY_SELLERS)) {
    await chain.buy(cap.address, { from: w, eth: parseEther("0.05") });
    const held = await chain.read<bigint>(cap.address, cap.abi, "balanceOf", [w]);
    await chain.send(cap.address, cap.abi, "approve", [fx.router, held], 0n, w);
    await chain.sell(cap.address, { from: w, amount: held / 2n });
  }
  await renounce(cap);
  await renounce(
    await launch("keeperBridge", "KeeperBridgeToken", ["Keeper Bridge Token", "KBT", SUPPLY, KEEPERS, BRIDGE]),
  );
  await launch("hashGate", "HashGateToken", [
    "Hash Gate Token",
    "HASH",
    SUPPLY,
    keccak256(encodeAbiParameters([{ type: "address" }], [HIDDEN_ISSUER])),
  ]);
  // An honest token whose latest buyer (the prober's victim) really approved the deployer (a candidate).
  const approved = await launch("approvedVictim", "CleanToken", ["Approved Victim Token", "APV", SUPPLY]);
  await renounce(approved);
  const buyer = accounts[accounts.length - 1];
  await chain.buy(approved.address, { from: buyer, eth: parseEther("0.05") });
  await chain.send(approved.address, approved.abi, "approve", [deployer, 2n ** 256n - 1n], 0n, buyer);
  approvedBuyer = buyer;
  expect(await chain.read<bigint>(cap.address, cap.abi, "sellers")).toBe(BigInt(EARLY_SELLERS));

  // One read per token: hashGate's facts asserted below are the ones its scan was given.
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  hashGateFacts = scans.hashGate.facts;
  // The simulation alone (its sell sequence is not in the API payload; HONEYPOT's evidence carries the count).
  const rpc = createEvmRpc({ url: fx.url });
  const simulate = async (token: Address) =>
    simulateBuySell(rpc.client, { token, router: fx.router, pair: await chain.pairOf(token), quote: fx.weth });
  antiBotSim = await simulate(tokens.antiBot);
  capSim = await simulate(tokens.sellerCap);
}, 240_000);
let antiBotSim: SimulationResult;
let approvedBuyer: Address;
let hashGateFacts: EvmTokenFacts;
let capSim: SimulationResult;

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const danger = (r: EngineResult) => expect(["high", "critical"]).toContain(r.riskLevel);

describe("privilege prober: privileged paths inside the standard functions", () => {
  it("reserveRetire: the deployer's transfer to address(0) mints instead of burning", () => {
    const r = results.reserveRetire;
    expect(r.evm!.ownership.renounced).toBe(true);
    expect(failing(r)).toMatchObject({ MINTABLE: "high" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "mint" && x.caller === fx.deployer);
    expect(e?.selector).toBe("0xa9059cbb");
    expect(e?.pattern).toMatch(/^transfer\(address\(0\), /);
    expect(BigInt(e!.after)).toBeGreaterThan(BigInt(e!.before));
    danger(r);
  });

  it("approveCredit: the market maker's approve credits the spender (an unbacked credit, supply unchanged)", () => {
    const r = results.approveCredit;
    expect(failing(r)).toMatchObject({ MINTABLE: "high" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "mint" && x.caller === MARKET_MAKER);
    expect(e?.selector).toBe("0x095ea7b3");
    expect(e?.measure).toContain("unbacked credit");
    expect(BigInt(e!.after)).toBeGreaterThan(BigInt(e!.before));
    danger(r);
  });

  it("pairSweep: the deployer's transfer to the pair takes the pool's tokens", () => {
    const r = results.pairSweep;
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.caller === fx.deployer);
    expect(e?.pattern).toBe("transfer(the pair, huge)");
    expect(e?.measure).toBe("the pair's balance");
    expect(BigInt(e!.after)).toBeLessThan(BigInt(e!.before));
    danger(r);
  });
});

describe("honest controls", () => {
  it("antiBot: no mint or drain, every prober class decided, low or medium", () => {
    const r = results.antiBot;
    expect(finding(r, "MINTABLE")?.status).toBe("pass");
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(finding(r, "HONEYPOT")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });

  it("the new tests ride in the scan's rounds (3 HTTP requests with viem's batching, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});

describe("review findings", () => {
  it("keeperBridge: six keeper addresses stored before the bridge no longer push it out of the prober's transfer tests: its allowance bypass is found", () => {
    const r = results.keeperBridge;
    const p = r.evm!.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    // The accounts probed (candidates, then senders): the keepers fill the first storage addresses, the bridge after.
    const probedAccounts = p.candidates.map((c) => c.address as string);
    expect(KEEPERS.filter((k) => probedAccounts.includes(k)).length).toBe(KEEPERS.length);
    expect(probedAccounts).toContain(BRIDGE);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    expect(finding(r, "BALANCE_DRAIN")?.evidence).toMatchObject({ caller: BRIDGE, selector: "0x23b872dd" });
    danger(r);
  });

  it("approvedVictim: the victim (a real buyer) approved the deployer: the no-allowance test reports no drain", () => {
    const r = results.approvedVictim;
    const p = r.evm!.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(p.candidates.map((c) => c.address)).toContain(fx.deployer);
    expect(approvedBuyer).not.toBe(fx.deployer);
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(finding(r, "MINTABLE")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("HIDDEN_OWNER: an access check that reverts empty", () => {
  it("hashGate: the deployer's fee call goes through where a stranger's reverts empty, so the issue function's empty revert for everyone is an access check: a hidden controller", () => {
    const r = results.hashGate;
    const p = hashGateFacts.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(r.evm!.ownership.owner).toBeNull();
    expect(p.callable.map((c) => [c.selector, c.caller])).toContainEqual(["0x72c27b62", fx.deployer]);
    expect(p.callersHidden).toBe(true);
    expect(p.refused).toEqual(
      expect.arrayContaining([expect.objectContaining({ selector: "0x867904b4", revert: EMPTY_ACCESS_REVERT })]),
    );
    expect(failing(r)).toMatchObject({ HIDDEN_OWNER: "high" });
    expect(HIDDEN_ISSUER).not.toBe(fx.deployer);
    danger(r);
  });
});

describe("sell sequence: a trap by counter", () => {
  it("sellerCap: the first fresh wallets sell, every later one is refused: HONEYPOT high with the count", () => {
    const r = results.sellerCap;
    const sim = r.evm!.simulation;
    expect(sim.status).toBe("completed");
    expect(finding(r, "HONEYPOT")).toMatchObject({ status: "fail", severity: "high" });
    // 14 places, 4 taken by real wallets and 1 by the simulation's own sell: 9 sequence sellers get through.
    expect(finding(r, "HONEYPOT")?.evidence).toMatchObject({ sequenceSold: 9, sequenceWallets: 16 });
    danger(r);
  });

  it("antiBot: per-wallet cooldowns, one sell per block per wallet and a max-tx do not trip the sequence", () => {
    expect(antiBotSim.status).toBe("completed");
    if (antiBotSim.status !== "completed") return;
    expect(antiBotSim.sellSequence).toMatchObject({ bought: 16, sold: 16, refused: 0, closing: false });
    expect(finding(results.antiBot, "HONEYPOT")?.status).toBe("pass");
  });

  it("sellerCap through the simulation itself: 9 sold, 7 refused", () => {
    expect(capSim.status).toBe("completed");
    if (capSim.status !== "completed") return;
    expect(capSim.sellSequence).toMatchObject({ bought: 16, sold: 9, refused: 7, soldAfterRefusal: 0, closing: true });
  });
});

describe("round 3 within one JSON-RPC batch", () => {
  it("lock entries get what the round's other calls leave: unread, the lock date is unknown (never locked)", async () => {
    const rpc = createEvmRpc({ url: fx.url });
    const options: EvmScanOptions = { mode: "live", network: localNetwork(fx) };
    const scan = async (batchLimit?: number) => {
      rpc.resetCounter();
      const r = await scanEvmToken({ chain: "ethereum", tokenAddress: fx.tokens.mintable.address }, rpc, {
        ...options,
        read: batchLimit ? { batchLimit } : undefined,
      });
      return { r, requests: rpc.counter.httpRequests };
    };
    const full = await scan();
    // A batch that holds fewer calls than round 3 needs besides the lock entries: the entries are left out.
    const capped = await scan(10);
    const lock = (r: EngineResult) => r.evm!.pairs[0]?.lockedIn.find((l) => l.pct > 0);
    expect(lock(full.r)?.unlocksAt).toEqual(expect.any(String));
    expect(lock(capped.r)?.unlocksAt).toBeNull();
    expect(finding(capped.r, "LP_UNLOCKED")?.status).toBe("unknown");
    expect(finding(capped.r, "LP_UNLOCKED")?.detail).toContain("cannot be read: unknown, not locked");
    // LP not burnt: 4 HTTP requests either way.
    expect([full.requests, capped.requests]).toEqual([4, 4]);
  });
});
