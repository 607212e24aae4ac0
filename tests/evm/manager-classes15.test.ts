/**
 * Session 15 (issue 25): a token whose mint is restricted through an AccessManager (OpenZeppelin 5's AccessManaged
 * design; contracts/test-tokens/Managers15.sol). The privilege prober measures "the manager can mint"; the minter
 * probe used to call the manager "not bound" (its multicall DELEGATECALLs itself). The manager's events (round 2) and
 * answers (round 3) now say who holds the mint's role, with what execution delay, and who administers it
 * (access-manager.ts). Each token is launched with its LP burnt and owner() renounced, and its manager set up by the
 * deployer. Expectations written before the engine ran:
 *   amDelay    (honest) the minter role is one wallet's with an execution delay of three days; ADMIN_ROLE is an
 *              official Safe 2-of-3 of outside signers (the deployer renounced it): governed: MINTABLE medium;
 *   amNoDelay  (hostile twin) the same, the minter's execution delay zero: one key mints at once: MINTABLE high;
 *   amKeyAdmin (hostile twin) the minter waits three days, but ADMIN_ROLE stays with the deployer's wallet (no grant
 *              delay): it can grant itself the minter role with no delay: MINTABLE high.
 */
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Abi, type Address, encodeFunctionData, getAddress, toFunctionSelector, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { judgeAccessManager, type ManagerReading } from "@/lib/chains/evm/access-manager";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { rpcFactReader, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult } from "@/lib/engine/types";
import { localNetwork, SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher } from "../support/evm/launch";

const fx = inject("evm");
const KEYS = ["amDelay", "amNoDelay", "amKeyAdmin"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
/** The minter role's member: a fresh wallet that never sends here. */
const MINTER: Address = "0x0915000000000000000000000000000000000915";
const DAY = 86_400;
const MINT = toFunctionSelector("mint(address,uint256)");

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  const singleton = await chain.deploy({
    abi: SafeArtifact.abi as Abi,
    bytecode: SafeArtifact.bytecode as `0x${string}`,
  });
  const factory = await chain.deploy({
    abi: FactoryArtifact.abi as Abi,
    bytecode: FactoryArtifact.bytecode as `0x${string}`,
  });
  const setup = encodeFunctionData({
    abi: SafeArtifact.abi as Abi,
    functionName: "setup",
    args: [chain.accounts.slice(1, 4), 2n, zeroAddress, "0x", zeroAddress, zeroAddress, 0n, zeroAddress],
  });
  const { result } = await chain.pub.simulateContract({
    address: factory,
    abi: FactoryArtifact.abi as Abi,
    functionName: "createProxyWithNonce",
    args: [singleton, setup, 15n],
    account: chain.deployer,
  });
  await chain.send(factory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 15n]);
  const safe = getAddress(result as Address);
  const m = art.Manager15.abi;
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    const manager = await chain.deploy("Manager15", [chain.deployer]);
    const token = await chain.deployToken("ManagedToken15", [`Managed ${key}`, "MGD", SUPPLY, manager]);
    await chain.send(manager, m, "setTargetFunctionRole", [token.address, [MINT], 1n]);
    await chain.send(manager, m, "grantRole", [1n, MINTER, key === "amNoDelay" ? 0 : 3 * DAY]);
    if (key !== "amKeyAdmin") {
      await chain.send(manager, m, "grantRole", [0n, safe, 0]);
      await chain.send(manager, m, "renounceRole", [0n, chain.deployer]);
    }
    await chain.launch(token, { renounce: true });
    tokens[key] = token.address;
  }
  const later = await daysLater(fx, 30);
  // As launch.ts scanEach, with a longer RPC timeout: the shared test machine can take over 10 s for round 3's batch.
  const rpc = createEvmRpc({ url: fx.url, timeoutMs: 120_000 });
  const reader = rpcFactReader(rpc);
  for (const key of KEYS) {
    rpc.resetCounter();
    results[key] = await scanEvmToken({ chain: "ethereum", tokenAddress: tokens[key] }, reader, {
      mode: "live",
      network: localNetwork(fx),
      now: () => later,
    });
    requests[key] = rpc.counter.httpRequests;
  }
}, 900_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const highs = (r: EngineResult) =>
  r.findings.filter((x) => x.status === "fail" && x.severity === "high").map((x) => x.id);

describe("a token whose mint is restricted through an AccessManager", () => {
  it("amDelay (honest): a three-day execution delay and a Safe as ADMIN_ROLE are governance: MINTABLE medium", () => {
    const f = finding(results.amDelay, "MINTABLE");
    expect(f?.severity).toBe("medium");
    expect(f?.detail).toContain("governed through its authority the AccessManager");
    expect(f?.detail).toContain("3 days");
    expect(highs(results.amDelay)).toEqual([]);
  });

  it("amNoDelay (hostile): the minter's execution delay is zero: one key mints at once: MINTABLE high", () => {
    const f = finding(results.amNoDelay, "MINTABLE");
    expect(f?.severity).toBe("high");
    expect(f?.detail).toContain(getAddress(MINTER));
  });

  it("amKeyAdmin (hostile): ADMIN_ROLE is the deployer's wallet with no grant delay: MINTABLE high", () => {
    const f = finding(results.amKeyAdmin, "MINTABLE");
    expect(f?.severity).toBe("high");
    expect(f?.detail).toContain("ADMIN_ROLE");
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});

describe("judgeAccessManager on readings built by hand (no chain)", () => {
  const KEY: Address = "0x0915000000000000000000000000000000000001";
  const SAFE: Address = "0x0915000000000000000000000000000000000002";
  const reading = (o: Partial<ManagerReading>): ManagerReading => ({
    manager: "0x0915000000000000000000000000000000000003",
    complete: true,
    missing: null,
    members: new Map([
      [0n, [{ account: SAFE, delay: 0 }]],
      [1n, [{ account: KEY, delay: 3 * DAY }]],
    ]),
    admins: new Map([
      [0n, 0n],
      [1n, 0n],
    ]),
    grantDelays: new Map(),
    functionRoles: new Map([[MINT.toLowerCase(), 1n]]),
    adminDelay: 0,
    closed: false,
    ...o,
  });
  const governance = (a: Address) => a === SAFE;

  it("members not all read (no logs, a manager older than the window) is never governed", () => {
    const j = judgeAccessManager(reading({ complete: false, missing: "it existed before block 9" }), governance);
    expect(j.kind).toBe("unbound");
    expect(j.text).toContain("not all read");
  });

  it("a three-day member under a governed ADMIN_ROLE is governed; the same admin as one key is high", () => {
    expect(judgeAccessManager(reading({}), governance).kind).toBe("bound");
    expect(judgeAccessManager(reading({}), () => false)).toMatchObject({ kind: "caller", who: "owner" });
  });

  it("a grant delay of days on the mint's role, with a one-key admin whose token admin delay is days, is governed", () => {
    const r = reading({ grantDelays: new Map([[1n, 2 * DAY]]), adminDelay: 2 * DAY });
    const j = judgeAccessManager(r, () => false, [MINT]);
    expect(j.kind).toBe("bound");
  });

  it("a restricted function opened to PUBLIC_ROLE is anyone's", () => {
    const j = judgeAccessManager(
      reading({ functionRoles: new Map([[MINT.toLowerCase(), (1n << 64n) - 1n]]) }),
      governance,
    );
    expect(j).toMatchObject({ kind: "caller", who: "anyone" });
  });
});
