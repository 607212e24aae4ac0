/**
 * Who really controls minting (issue 25, session 14), end to end on the local node (contracts/test-tokens/Control16.sol;
 * official Safe 1.5.0 from the npm build artifacts of `@safe-global/safe-smart-account`). Each token launched on a
 * WETH pair, LP burnt, supply spread. Expectations written before the engine ran on these tokens:
 *   An accrual anyone may trigger (a minter contract's `drip()` mints the daily amount accrued since its last call;
 *   the node's clock is moved 30 days on, so one call mints 3 % of the supply):
 *   accrualSafe       safe: the drip pays a fixed wallet that is none of the token's keys, the amount is the drip's
 *                     own, not the caller's, and a second call at once mints nothing: rule-based emission, the minter
 *                     judged bound: MINTABLE at most medium, the scan low or medium;
 *   accrualToDeployer danger (hostile sibling): the same drip pays the deployer (a key of the token): a stranger's
 *                     call hands the key 3 % of the supply: not the minter's rule, MINTABLE high;
 *   accrualAsked      danger (hostile sibling): the drip mints the amount the caller names (once a day, to a fixed
 *                     wallet): anyone chooses the mint: MINTABLE high.
 *   A minter installed by a one-time key (the token's immutable installer compared with CALLER):
 *   saleOnce          safe: the installer's one call is spent (the sale is installed for good), the sale mints only
 *                     against ETH at a fixed rate up to a cap: the installer, measured able to call nothing, is no key
 *                     that may reassign minting: MINTABLE at most medium, the scan low or medium;
 *   saleReassignable  danger (hostile sibling): the installer may replace the minter whenever it likes (setMinter
 *                     went through for it): one key that may reassign minting: MINTABLE high.
 *   Governance that has named a successor (Ownable2Step: owner a 2-of-3 Safe, pendingOwner set), the owner mints:
 *   handoverKey       danger: the pending owner is one wallet, which can accept ownership at any moment and mint:
 *                     MINTABLE high, the owner not read as governance;
 *   handoverSafe      safe (control twin): the pending owner is another 2-of-3 Safe: governed, the scan medium at
 *                     most (OWNER_PRIVILEGES medium "governance").
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
  "accrualSafe",
  "accrualToDeployer",
  "accrualAsked",
  "saleOnce",
  "saleReassignable",
  "handoverKey",
  "handoverSafe",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const DAY = 86_400;
/** A wallet that is nobody's key here (the emission's sink). */
const SINK = getAddress("0x00000000000000000000000000000000c16d0001");
const PENDING_KEY = getAddress("0x00000000000000000000000000000000c16d0002");
const SALE_WALLET = getAddress("0x00000000000000000000000000000000c16d0003");

beforeAll(async () => {
  const chain = await launcher(fx);
  const { pub, accounts, send } = chain;
  const deployer = accounts[0];
  const signers = [accounts[1], accounts[2], accounts[3]];
  const singleton = await chain.deploy({ abi: SafeArtifact.abi as Abi, bytecode: SafeArtifact.bytecode });
  const safeFactory = await chain.deploy({ abi: FactoryArtifact.abi as Abi, bytecode: FactoryArtifact.bytecode });
  let nonce = 1600n;
  const createSafe = async () => {
    const setup = encodeFunctionData({
      abi: SafeArtifact.abi as Abi,
      functionName: "setup",
      args: [signers, 2n, zeroAddress, "0x", zeroAddress, zeroAddress, 0n, zeroAddress],
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

  const slotToken = async (key: Key, reassignable: boolean) => {
    const t = await chain.deployToken("MinterSlotToken16", [`Control16 ${key}`, "C16", SUPPLY, reassignable]);
    tokens[key] = t.address;
    return t;
  };
  const install = async (key: Key, reassignable: boolean, minter: (token: Address) => Promise<Address>) => {
    const t = await slotToken(key, reassignable);
    await send(t.address, t.abi, "setMinter", [await minter(t.address)]);
    await chain.launch(t);
  };
  await install("accrualSafe", false, (t) => chain.deploy("Drip16", [t, SINK, SUPPLY / 1000n]));
  await install("accrualToDeployer", false, (t) => chain.deploy("Drip16", [t, deployer, SUPPLY / 1000n]));
  await install("accrualAsked", false, (t) => chain.deploy("AskedDrip16", [t, SINK]));
  await install("saleOnce", false, (t) => chain.deploy("FixedSale16", [t, 1_000_000n, SUPPLY / 20n, SALE_WALLET]));
  await install("saleReassignable", true, (t) =>
    chain.deploy("FixedSale16", [t, 1_000_000n, SUPPLY / 20n, SALE_WALLET]),
  );

  const owner = await createSafe();
  const staged = async (key: Key, pending: Address) => {
    const t = await chain.deployToken("StagedOwnerToken16", [`Control16 ${key}`, "C16", SUPPLY, owner, pending]);
    tokens[key] = t.address;
    await chain.launch(t);
  };
  await staged("handoverKey", PENDING_KEY);
  await staged("handoverSafe", await createSafe());

  // 30 days on the node's clock: the drips have accrued 30 days (3 % of the supply).
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

describe("an accrual anyone may trigger", () => {
  it("accrualSafe: a fixed daily accrual to a wallet that is no key: rule-based emission, bound, MINTABLE ≤ medium", () => {
    expect(["medium", "low", "info", null]).toContain(mintSeverity("accrualSafe"));
    expect(finding("accrualSafe", "MINTABLE")?.detail).toMatch(/bound by its own rules/);
    expect(SAFE).toContain(results.accrualSafe.riskLevel);
  });

  it("accrualToDeployer: the same accrual paid to the deployer (a key): MINTABLE high", () => {
    expect(mintSeverity("accrualToDeployer")).toBe("high");
    expect(DANGER).toContain(results.accrualToDeployer.riskLevel);
  });

  it("accrualAsked: the caller names the amount: MINTABLE high", () => {
    expect(mintSeverity("accrualAsked")).toBe("high");
    expect(DANGER).toContain(results.accrualAsked.riskLevel);
  });
});

describe("a minter installed by a one-time key", () => {
  it("saleOnce: the installer's one call is spent: no key may reassign minting, MINTABLE ≤ medium", () => {
    expect(["medium", "low", "info", null]).toContain(mintSeverity("saleOnce"));
    expect(finding("saleOnce", "MINTABLE")?.detail ?? "").not.toMatch(/may reassign its powers/);
    expect(SAFE).toContain(results.saleOnce.riskLevel);
  });

  it("saleReassignable: the installer may replace the minter at will: MINTABLE high", () => {
    expect(mintSeverity("saleReassignable")).toBe("high");
    expect(finding("saleReassignable", "MINTABLE")?.detail).toMatch(/may reassign its powers/);
    expect(DANGER).toContain(results.saleReassignable.riskLevel);
  });
});

describe("governance that named a successor", () => {
  it("handoverKey: a one-key pending owner can accept and mint: MINTABLE high, not governed", () => {
    expect(mintSeverity("handoverKey")).toBe("high");
    expect(finding("handoverKey", "MINTABLE")?.detail).toMatch(/pending owner/);
    expect(DANGER).toContain(results.handoverKey.riskLevel);
  });

  it("handoverSafe: the pending owner is governance too: governed, medium at most", () => {
    expect(finding("handoverSafe", "OWNER_PRIVILEGES")?.evidence?.governed).toBe(true);
    expect(SAFE).toContain(results.handoverSafe.riskLevel);
  });
});

it("every scan stays at 3 HTTP requests (burnt LP)", () => {
  for (const key of KEYS) expect(requests[key], key).toBe(3);
});
