/**
 * Who really controls minting (issue 25, session 15), end to end on the local node (contracts/test-tokens/Control17.sol;
 * official Safe 1.5.0 from the npm build artifacts of `@safe-global/safe-smart-account`). Each token launched on a
 * WETH pair, LP burnt, supply spread. Expectations written before the engine ran on these tokens:
 *   A Safe's signers that are themselves Safes resolve to their own keys (the owner, a 2-of-3 Safe, mints at will):
 *   nestedOneKey     danger: two of the three signers are 1-of-1 Safes of the same wallet: that one key signs twice
 *                    and reaches the threshold of 2 alone: not governance, MINTABLE high;
 *   nestedDistinct   safe (control twin): the three signers are two 1-of-1 Safes of two different wallets and a third
 *                    wallet: three distinct keys, two needed: governed, the scan medium at most.
 *   A minter contract whose only controller is an admin fixed at deployment (an immutable, no owner()):
 *   helperSafe       safe: the admin is a 2-of-3 Safe of outside signers: read and recognised by code, the minter
 *                    bound, MINTABLE at most medium, the scan low or medium;
 *   helperOneKeySafe danger (hostile sibling): the admin is a 1-of-1 Safe: one key, MINTABLE high;
 *   helperKey        danger: the admin is a wallet: MINTABLE high.
 *   A minter only a key may trigger, paid to that key (team vesting: 10 % of the supply over a year to the deployer;
 *   the node's clock moved 30 days on, so a claim mints about 0.8 % of the supply):
 *   vestingRecorded  safe: each claim is recorded (the same claim at once mints nothing), the amount is the vesting's
 *                    own, the key can call nothing else: rule-based emission, bound, MINTABLE at most medium;
 *   vestingRefills   danger (hostile sibling): claims are not recorded: the key mints the vested amount again at will:
 *                    MINTABLE high.
 * Every scan stays at 3 HTTP requests (burnt LP): nothing here adds a request.
 */

import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Abi, type Address, encodeFunctionData, getAddress, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");
const KEYS = [
  "nestedOneKey",
  "nestedDistinct",
  "helperSafe",
  "helperOneKeySafe",
  "helperKey",
  "vestingRecorded",
  "vestingRefills",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
/** A wallet that is nobody else's key here (the helper's admin in helperKey; above 2^40: an address below is read as nobody's key). */
const ADMIN_KEY = getAddress("0x5c17d00000000000000000000000000000c17d01");
const DAY = 86_400;
/** Signer wallets (any address may sign a Safe; none of them is a key of the token). */
const KEY_A = getAddress("0x00000000000000000000000000000000c17d0002");
const KEY_B = getAddress("0x00000000000000000000000000000000c17d0003");
const KEY_C = getAddress("0x00000000000000000000000000000000c17d0004");

beforeAll(async () => {
  const chain = await launcher(fx);
  const { pub, accounts, send } = chain;
  const deployer = accounts[0];
  const singleton = await chain.deploy({ abi: SafeArtifact.abi as Abi, bytecode: SafeArtifact.bytecode });
  const safeFactory = await chain.deploy({ abi: FactoryArtifact.abi as Abi, bytecode: FactoryArtifact.bytecode });
  let nonce = 1700n;
  const createSafe = async (signers: Address[], threshold: bigint) => {
    const setup = encodeFunctionData({
      abi: SafeArtifact.abi as Abi,
      functionName: "setup",
      args: [signers, threshold, zeroAddress, "0x", zeroAddress, zeroAddress, 0n, zeroAddress],
    });
    nonce += 1n;
    const { result } = await pub.simulateContract({
      address: safeFactory,
      abi: FactoryArtifact.abi as Abi,
      functionName: "createProxyWithNonce",
      args: [singleton, setup, nonce],
      account: deployer,
    });
    await send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, nonce]);
    return getAddress(result as Address);
  };

  const owned = async (key: Key, owner: Address) => {
    const t = await chain.deployToken("OwnedMint17", [`Control17 ${key}`, "C17", SUPPLY, owner]);
    tokens[key] = t.address;
    await chain.launch(t);
  };
  const [a, b, c] = [KEY_A, KEY_B, KEY_C];
  await owned("nestedOneKey", await createSafe([await createSafe([a], 1n), await createSafe([a], 1n), b], 2n));
  await owned("nestedDistinct", await createSafe([await createSafe([a], 1n), await createSafe([b], 1n), c], 2n));

  const helped = async (key: Key, admin: Address) => {
    const t = await chain.deployToken("MinterSlotToken16", [`Control17 ${key}`, "C17", SUPPLY, false]);
    tokens[key] = t.address;
    await send(t.address, t.abi, "setMinter", [await chain.deploy("AdminHelper17", [t.address, admin])]);
    await chain.launch(t);
  };
  await helped("helperSafe", await createSafe([accounts[1], accounts[2], accounts[3]], 2n));
  await helped("helperOneKeySafe", await createSafe([a], 1n));
  await helped("helperKey", ADMIN_KEY);

  const vesting = async (key: Key, records: boolean) => {
    const t = await chain.deployToken("MinterSlotToken16", [`Control17 ${key}`, "C17", SUPPLY, false]);
    tokens[key] = t.address;
    const v = await chain.deploy("Vesting17", [t.address, deployer, SUPPLY / 10n, BigInt(365 * DAY), records]);
    await send(t.address, t.abi, "setMinter", [v]);
    await chain.launch(t);
  };
  await vesting("vestingRecorded", true);
  await vesting("vestingRefills", false);

  // 30 days on the node's clock: the vestings have vested 30 days (about 0.8 % of the supply).
  await pub.request({ method: "evm_increaseTime", params: [30 * DAY] } as never);
  await pub.request({ method: "evm_mine", params: [] } as never);

  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 1) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 400_000);

const finding = (key: Key, id: string) => results[key].findings.find((f) => f.id === id);
const SAFE = ["low", "medium"];
const DANGER = ["high", "critical"];
const mintSeverity = (key: Key) => {
  const f = finding(key, "MINTABLE");
  return f?.status === "fail" ? f.severity : null;
};

describe("a Safe whose signers are Safes", () => {
  it("nestedOneKey: one wallet behind two 1-of-1 signer Safes reaches the threshold of 2: MINTABLE high", () => {
    expect(mintSeverity("nestedOneKey")).toBe("high");
    expect(finding("nestedOneKey", "MINTABLE")?.detail).toMatch(/operates 2 of its signers alone/);
    expect(DANGER).toContain(results.nestedOneKey.riskLevel);
  });

  it("nestedDistinct: three distinct keys behind the signers, two needed: governed, medium at most", () => {
    expect(finding("nestedDistinct", "OWNER_PRIVILEGES")?.evidence?.governed).toBe(true);
    expect(SAFE).toContain(results.nestedDistinct.riskLevel);
  });
});

describe("a minter whose hard-coded admin is a Safe", () => {
  it("helperSafe: the admin is a 2-of-3 Safe, read and recognised: bound, MINTABLE ≤ medium", () => {
    expect(["medium", "low", "info", null]).toContain(mintSeverity("helperSafe"));
    expect(finding("helperSafe", "MINTABLE")?.detail ?? "").not.toMatch(/whose code was not read/);
    expect(SAFE).toContain(results.helperSafe.riskLevel);
  });

  it("helperOneKeySafe: the admin is a 1-of-1 Safe: one key, MINTABLE high", () => {
    expect(mintSeverity("helperOneKeySafe")).toBe("high");
    expect(DANGER).toContain(results.helperOneKeySafe.riskLevel);
  });

  it("helperKey: the admin is a wallet: MINTABLE high", () => {
    expect(mintSeverity("helperKey")).toBe("high");
    expect(DANGER).toContain(results.helperKey.riskLevel);
  });
});

describe("a minter only a key may trigger, paid to that key", () => {
  it("vestingRecorded: recorded claims of a fixed vesting: rule-based emission, bound, MINTABLE ≤ medium", () => {
    expect(["medium", "low", "info", null]).toContain(mintSeverity("vestingRecorded"));
    expect(finding("vestingRecorded", "MINTABLE")?.detail).toMatch(/bound by its own rules/);
    expect(SAFE).toContain(results.vestingRecorded.riskLevel);
  });

  it("vestingRefills: claims not recorded, the key mints again at will: MINTABLE high", () => {
    expect(mintSeverity("vestingRefills")).toBe("high");
    expect(DANGER).toContain(results.vestingRefills.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  for (const key of KEYS) expect(requests[key], key).toBe(3);
});
