/**
 * Session 18 (anyone20): what ANYONE can do with the token's signed calls and batches (contracts/test-tokens/
 * Anyone20.sol; lib/chains/evm/signature-probe.ts with contracts/simulator/SignatureProber.sol, one eth_call in round
 * 3's batch; lib/engine/checks/evm/anyone-signed.ts), through the engine's entry point on the local EVM (each token
 * launched on a WETH pair, LP burnt, ownership renounced; a dev account buys 0.1 ETH). Classes: signed transfers and
 * approvals anyone can forge (the signer not checked against the holder) or replay (the nonce not consumed), and
 * msg.value reused across a self-delegatecall batch. Expectations written before the engine ran:
 *   auth3009Safe     control: FiatToken v2-style EIP-3009 (signer == from, nonce used once): ANYONE_SIGNED_CALLS
 *                    pass, level low or medium;
 *   auth3009Forge    danger: the signer is compared with the recipient: ANYONE_SIGNED_CALLS high, level high+;
 *   auth3009Replay   danger: the nonce is never consumed: ANYONE_SIGNED_CALLS high, level high+;
 *   permitSafe       control: ERC20Permit-style permit: pass, level low or medium;
 *   permitReplay     danger: the permit nonce never increments: high, level high+;
 *   permitForge      danger: the permit signer is compared with the spender: high, level high+;
 *   batchSafe        control: payable deposit(), multicall refuses ether: pass, level low or medium;
 *   batchReuse       danger: payable multicall delegatecalls deposit() with one msg.value: high, level high+;
 *   batchAccounted   control: payable multicall, deposit() credits only unaccounted ether: pass, low or medium;
 *   plain            control (cost): no signed function, no batch: ANYONE_SIGNED_CALLS not_applicable.
 * Every scan stays at 3 HTTP requests (burnt LP): the probe rides in round 3's batch, the domain read in round 2's.
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const KEYS = [
  "auth3009Safe",
  "auth3009Forge",
  "auth3009Replay",
  "permitSafe",
  "permitReplay",
  "permitForge",
  "batchSafe",
  "batchReuse",
  "batchAccounted",
  "plain",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const buyer = chain.accounts[chain.accounts.length - 2];
  const deployments: [Key, string, unknown[]][] = [
    ["auth3009Safe", "Auth3009Token20", ["Relay Twenty", "RLY20", SUPPLY, 0]],
    ["auth3009Forge", "Auth3009Token20", ["Payee Twenty", "PAY20", SUPPLY, 1]],
    ["auth3009Replay", "Auth3009Token20", ["Again Twenty", "AGN20", SUPPLY, 2]],
    ["permitSafe", "Permit20", ["Permit Twenty", "PRM20", SUPPLY, 0]],
    ["permitReplay", "Permit20", ["Repermit Twenty", "RPM20", SUPPLY, 1]],
    ["permitForge", "Permit20", ["Spender Twenty", "SPD20", SUPPLY, 2]],
    ["batchSafe", "BatchDeposit20", ["Backed Twenty", "BKD20", SUPPLY, 0]],
    ["batchReuse", "BatchDeposit20", ["Batch Twenty", "BAT20", SUPPLY, 1]],
    ["batchAccounted", "BatchDeposit20", ["Counted Twenty", "CNT20", SUPPLY, 2]],
    ["plain", "CleanToken", ["Plain Twenty", "PLN20", SUPPLY]],
  ];
  for (const [key, name, args] of deployments) {
    const t = await chain.deployToken(name, args);
    const launched = await chain.launch(t, { setPair: name === "CleanToken" ? undefined : "after", renounce: true });
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
const ID = "ANYONE_SIGNED_CALLS";

function danger(key: Key, text: string) {
  const f = finding(key, ID);
  expect(f?.status, f?.detail).toBe("fail");
  expect(f?.severity).toBe("high");
  expect(f?.detail).toContain(text);
  expect(DANGER).toContain(results[key].riskLevel);
}

function safe(key: Key) {
  const f = finding(key, ID);
  expect(f?.status, f?.detail).toBe("pass");
  expect(CALM).toContain(results[key].riskLevel);
}

describe("EIP-3009 signed transfers", () => {
  it("auth3009Safe: signer is the sender, nonce used once: pass", () => safe("auth3009Safe"));
  it("auth3009Forge: signer compared with the recipient: anyone takes holders' tokens (high)", () =>
    danger("auth3009Forge", "signed by a stranger"));
  it("auth3009Replay: nonce never consumed: a holder's signature replays (high)", () =>
    danger("auth3009Replay", "executed a second time"));
});

describe("EIP-2612 permits", () => {
  it("permitSafe: ERC20Permit's discipline: pass", () => safe("permitSafe"));
  it("permitReplay: nonce never incremented: the permit replays (high)", () =>
    danger("permitReplay", "executed a second time"));
  it("permitForge: signer compared with the spender: anyone gives itself an allowance (high)", () =>
    danger("permitForge", "signed by a stranger"));
});

describe("msg.value across a self-delegatecall batch", () => {
  it("batchSafe: multicall refuses ether: pass", () => safe("batchSafe"));
  it("batchReuse: one msg.value read by every batched deposit (high)", () =>
    danger("batchReuse", "msg.value is reused"));
  it("batchAccounted: deposit() credits only unaccounted ether: pass", () => safe("batchAccounted"));
});

it("plain: no signed function, no batch: not applicable (no probe)", () => {
  expect(finding("plain", ID)?.status).toBe("not_applicable");
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  expect(requests).toEqual(Object.fromEntries(KEYS.map((k) => [k, 3])));
});
