/**
 * Session 13 (issue 25): a token whose owner() is itself a CONTRACT that mints (contracts/test-tokens/MinterTokens13.sol,
 * tBTC's vault shape). The privilege prober calls the token AS the owner (a forwarder in its place), which measures
 * "the owner can mint anything"; the key-mint bound of round 4 now also probes the owner with its REAL code
 * (minter-probe.ts probeKeyAsMinter): its own functions called as a stranger, its owner() read as a Safe.
 * Each token: VaultToken13 (owner mints, burns with allowance, hands on in one step), launched with its LP kept by the
 * deployer (round 4 runs: 4 round trips), then handed to the vault. Expectations written before the engine ran:
 *   vaultSafe     (honest) Vault13: anyone deposits Sats13 (8 decimals, ownerless) for x 10^10 tokens; moving the token
 *                 takes the vault's owner, an official Safe 2-of-3 of outside signers, and a one-day delay:
 *                 the owner contract is bound by its rules: MINTABLE medium;
 *   vaultKey      (hostile) the same vault owned by the deployer's wallet: one key steers it: MINTABLE high;
 *   vaultOperator (hostile) the Safe-owned vault also answers an operator key of its own (another slot): MINTABLE high;
 *   vaultOpen     (hostile) the Safe-owned vault has a mint anyone may call: MINTABLE high.
 */
import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import { type Abi, type Address, encodeFunctionData, getAddress, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { LIQUIDITY_ETH, SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, UNISWAP } from "../support/evm/launch";

const fx = inject("evm");
const KEYS = ["vaultSafe", "vaultKey", "vaultOperator", "vaultOpen"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
/** The operator vault's own key: a fresh wallet that never calls here. */
const OPERATOR: Address = "0x0913000000000000000000000000000000000913";

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  const t = art.VaultToken13;
  // An official Safe 1.5.0 (singleton and factory from the npm build artifacts), 2-of-3 of outside signers.
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
    args: [singleton, setup, 13n],
    account: chain.deployer,
  });
  await chain.send(factory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 13n]);
  const safe = getAddress(result as Address);
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    tokens[key] = await chain.deploy(t, [`Vault ${key}`, "VLT", SUPPLY]);
    await chain.launch(
      { address: tokens[key], abi: t.abi },
      {
        spread: [
          [fx.holders[0], 800n],
          [fx.holders[1], 500n],
        ],
      },
    );
    // More liquidity, its LP kept by the deployer (not burnt): round 4 runs, where the key's mint is bounded again.
    await chain.send(tokens[key], t.abi, "approve", [fx.router, SUPPLY / 100n]);
    await chain.send(
      fx.router,
      UNISWAP.ROUTER.abi,
      "addLiquidityETH",
      [tokens[key], SUPPLY / 100n, 0n, 0n, chain.deployer, 2n ** 40n],
      LIQUIDITY_ETH / 50n,
    );
    const sats = await chain.deploy("Sats13", [200n * 10n ** 8n]);
    const vault =
      key === "vaultOperator"
        ? await chain.deploy("OperatorVault13", [tokens[key], sats, safe, OPERATOR])
        : key === "vaultOpen"
          ? await chain.deploy("OpenVault13", [tokens[key], sats, safe])
          : await chain.deploy("Vault13", [tokens[key], sats, key === "vaultKey" ? chain.deployer : safe]);
    await chain.send(tokens[key], t.abi, "handTo", [vault]);
    // The vault in use: the deployer deposits 1 unit of the asset (10^18 tokens).
    await chain.send(sats, art.Sats13.abi, "approve", [vault, 10n ** 8n]);
    await chain.send(vault, art.Vault13.abi, "deposit", [10n ** 8n]);
  }
  const later = await daysLater(fx, 30);
  const scans = await scanEach(fx, KEYS, tokens, { later });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 180_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);

describe("a token whose owner is a contract that mints against a payment, its own powers governed", () => {
  it("vaultSafe (honest): a payment vault owned by an official Safe is bound by its rules: MINTABLE medium", () => {
    const f = finding(results.vaultSafe, "MINTABLE");
    expect(f?.severity).toBe("medium");
    expect(f?.detail).toContain("probed with its own code");
    expect(f?.detail).toContain("is recognised governance");
    // The dev launch keeps the LP in the deployer's wallet (round 4 runs only then): LP_UNLOCKED, not the mint, may
    // rate the token high (as minter-classes12's quota tokens); no mint or owner finding stays high.
    const high = results.vaultSafe.findings
      .filter((x) => x.status === "fail" && x.severity === "high")
      .map((x) => x.id);
    expect(high).not.toContain("MINTABLE");
    expect(high).not.toContain("OWNER_PRIVILEGES");
  });

  it("vaultKey (hostile): the same vault owned by one wallet is that key's mint: MINTABLE high", () => {
    expect(finding(results.vaultKey, "MINTABLE")?.severity).toBe("high");
  });

  it("vaultOperator (hostile): a Safe-owned vault that also answers its own operator key: MINTABLE high", () => {
    expect(finding(results.vaultOperator, "MINTABLE")?.severity).toBe("high");
  });

  it("vaultOpen (hostile): a Safe-owned vault with a mint anyone may call: MINTABLE high", () => {
    expect(finding(results.vaultOpen, "MINTABLE")?.severity).toBe("high");
  });

  it("round trips unchanged: 4 HTTP requests with LP kept", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(4);
  });
});
