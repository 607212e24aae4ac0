/**
 * Who controls the code behind a token (issue 25, session 9), end to end on the local node
 * (contracts/test-tokens/ControlTokens11.sol; official Safe 1.5.0 accounts from the npm build artifacts of
 * `@safe-global/safe-smart-account`). Expectations written before the engine ran on these tokens:
 *   prismSafe    an EIP-2535 diamond of our own shape (its selector table in diamond storage at a hashed slot, the owner in slot 0, a cut named `rewire`, the
 *                loupe's facetAddress), its ERC-20 in a facet, owned by an official 2-of-3 Safe of outside signers:
 *                a recognised upgradeable proxy (kind eip2535), no "DELEGATECALL outside a proxy"; only governance can
 *                cut (its code and every facet its loupe's facetAddresses() lists, read in round 2, check the caller
 *                only against owner()): UPGRADEABLE_PROXY medium, the token not high;
 *   prismKey     the same diamond owned by the deployer's wallet: one key can replace the code: UPGRADEABLE_PROXY high;
 *   prismWarded  (hostile) owner() answers the same Safe, but a warden wallet kept beside it in diamond storage may
 *                cut too: who can cut is not owner() alone: high;
 *   prismRelay   (hostile) owned by a relay contract that answers getThreshold() = 3 but runs whatever its one key
 *                asks: not recognised governance: high;
 *   prismBonus   (hostile) the Safe-owned diamond, but before the hand-over its deployer cut in a facet whose
 *                bonus(to, amount) issues for a keeper kept in diamond storage: the facet is listed by the loupe and
 *                read; its caller check is not owner(): high;
 *   prismOpen    (hostile, review10) the Safe-owned diamond, but a second writer of its table has no caller check:
 *                anyone can reroute a selector: high;
 *   prismSecret  (hostile, review10) the same second writer gated by a secret argument whose hash the code fixes:
 *                no caller check shows it: high;
 *   plugged      (hostile, not a diamond) a token running its own ERC-20 that also DELEGATECALLs a plug-in its owner
 *                sets: not a proxy, HIDDEN_OWNER high as before.
 * Round trips unchanged: 3 HTTP requests with LP burnt.
 */

import FactoryArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json";
import SafeArtifact from "@safe-global/safe-smart-account/build/artifacts/contracts/Safe.sol/Safe.json";
import {
  type Abi,
  type Address,
  encodeFunctionData,
  getAddress,
  keccak256,
  parseEther,
  toFunctionSelector,
  toHex,
  zeroAddress,
} from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";

const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = [
  "prismSafe",
  "prismKey",
  "prismWarded",
  "prismRelay",
  "prismBonus",
  "prismOpen",
  "prismSecret",
  "plugged",
] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const WALLETS = Array.from({ length: 20 }, (_, i) =>
  getAddress(`0x${(0xc0a11e100 + i).toString(16).padStart(40, "0")}`),
);
const LEDGER = [
  "name()",
  "symbol()",
  "decimals()",
  "totalSupply()",
  "balanceOf(address)",
  "allowance(address,address)",
  "approve(address,uint256)",
  "transfer(address,uint256)",
  "transferFrom(address,address,uint256)",
].map((s) => toFunctionSelector(`function ${s}`));

/** A fresh outside wallet (never signs here). */
const signer = (label: string) => getAddress(keccak256(toHex(`control11:${label}`)).slice(0, 42));

beforeAll(async () => {
  const chain = await launcher(fx);
  const art = testTokenArtifacts();
  const singleton = await chain.deploy({ abi: SafeArtifact.abi as Abi, bytecode: SafeArtifact.bytecode });
  const safeFactory = await chain.deploy({ abi: FactoryArtifact.abi as Abi, bytecode: FactoryArtifact.bytecode });
  const setup = encodeFunctionData({
    abi: SafeArtifact.abi as Abi,
    functionName: "setup",
    args: [
      [1, 2, 3].map((i) => signer(`signer${i}`)),
      2n,
      zeroAddress,
      "0x",
      zeroAddress,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
  const { result } = await chain.pub.simulateContract({
    address: safeFactory,
    abi: FactoryArtifact.abi as Abi,
    functionName: "createProxyWithNonce",
    args: [singleton, setup, 1111n],
    account: chain.deployer,
  });
  await chain.send(safeFactory, FactoryArtifact.abi as Abi, "createProxyWithNonce", [singleton, setup, 1111n]);
  const safe = getAddress(result as Address);
  const warden = signer("warden");

  const ledger = art.PrismLedgerFacet11;
  const tokens = {} as Record<Key, Address>;
  for (const key of [
    "prismSafe",
    "prismKey",
    "prismWarded",
    "prismRelay",
    "prismBonus",
    "prismOpen",
    "prismSecret",
  ] as const) {
    const facet = await chain.deploy("PrismLedgerFacet11");
    const init = encodeFunctionData({
      abi: ledger.abi,
      functionName: "setUp",
      args: [`Prism ${key}`, "PRZ", SUPPLY, chain.deployer],
    });
    const diamond =
      key === "prismWarded"
        ? "WardedPrismDiamond11"
        : key === "prismOpen"
          ? "OpenPrismDiamond11"
          : key === "prismSecret"
            ? "SecretPrismDiamond11"
            : "PrismDiamond11";
    tokens[key] = await chain.deploy(diamond, [facet, LEDGER, init, ...(key === "prismWarded" ? [warden] : [])]);
    await chain.launch({ address: tokens[key], abi: ledger.abi }, spreadOver(WALLETS));
    if (key === "prismBonus") {
      // Before the hand-over to the Safe: a bonus facet whose issue is gated by a keeper kept in diamond storage.
      const bonus = art.PrismBonusFacet11;
      const selectors = ["bonus(address,uint256)", "appointBonusKeeper(address)"].map((x) =>
        toFunctionSelector(`function ${x}`),
      );
      await chain.send(tokens[key], art.PrismDiamond11.abi, "rewire", [
        selectors,
        await chain.deploy("PrismBonusFacet11"),
      ]);
      await chain.send(tokens[key], bonus.abi, "appointBonusKeeper", [signer("bonus-keeper")]);
    }
    const owner =
      key === "prismKey" ? null : key === "prismRelay" ? await chain.deploy("KeyRelay11", [signer("relay-key")]) : safe;
    if (owner) await chain.send(tokens[key], art.PrismDiamond11.abi, "transferOwnership", [owner]);
  }
  const plugged = art.PluggedToken11;
  tokens.plugged = await chain.deploy("PluggedToken11", [SUPPLY]);
  await chain.launch({ address: tokens.plugged, abi: plugged.abi }, spreadOver(WALLETS));
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 180_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const delegatecallAlarm = (r: EngineResult) =>
  finding(r, "HIDDEN_OWNER")?.status === "fail" &&
  /DELEGATECALL outside/.test(finding(r, "HIDDEN_OWNER")?.detail ?? "");

describe("an EIP-2535 diamond is an upgradeable proxy whose cutter is followed like a proxy admin", () => {
  it("prismSafe: a diamond owned by an official 2-of-3 Safe: governance, UPGRADEABLE_PROXY medium, not high", () => {
    const r = results.prismSafe;
    expect(r.evm!.proxy.kind).toBe("eip2535");
    expect(delegatecallAlarm(r)).toBe(false);
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.status).toBe("fail");
    expect(up?.severity, up?.detail).toBe("medium");
    expect(up?.detail).toContain("only governance can cut");
    expect(up?.detail).toContain("1 facet(s) (read through its loupe)");
    expect(up?.detail).toContain("2 signatures needed");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });

  it("prismKey: the same diamond owned by one wallet: UPGRADEABLE_PROXY high", () => {
    const r = results.prismKey;
    expect(r.evm!.proxy.kind).toBe("eip2535");
    expect(finding(r, "UPGRADEABLE_PROXY")?.severity).toBe("high");
    expect(finding(r, "UPGRADEABLE_PROXY")?.detail).toContain("one key can replace the token's code");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("prismWarded (hostile): owner() is the Safe but a warden kept beside it may cut: high", () => {
    const r = results.prismWarded;
    expect(r.evm!.proxy.kind).toBe("eip2535");
    const up = finding(r, "UPGRADEABLE_PROXY");
    expect(up?.severity).toBe("high");
    expect(up?.detail).toContain("storage slot 1, which does not hold owner()");
    expect(up?.detail).not.toContain("only governance can cut");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("prismRelay (hostile): owned by a one-key relay answering getThreshold() = 3: high", () => {
    const r = results.prismRelay;
    expect(finding(r, "UPGRADEABLE_PROXY")?.severity).toBe("high");
    expect(finding(r, "UPGRADEABLE_PROXY")?.detail).toContain("not recognised as governance");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("prismBonus (hostile): the same Safe owner, but a facet cut in before the hand-over issues for another key: high", () => {
    const r = results.prismBonus;
    expect(r.evm!.proxy.kind).toBe("eip2535");
    expect(finding(r, "UPGRADEABLE_PROXY")?.detail).not.toContain("only governance can cut");
    expect(finding(r, "UPGRADEABLE_PROXY")?.detail).toMatch(/facet 0x[0-9a-fA-F]{40} also checks the caller/);
    expect(finding(r, "UPGRADEABLE_PROXY")?.severity).toBe("high");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  for (const key of ["prismOpen", "prismSecret"] as const)
    it(`${key} (hostile): the Safe owns owner() and the cut, but a second writer of the table is open or behind a secret argument: high`, () => {
      const r = results[key];
      expect(r.evm!.proxy.kind).toBe("eip2535");
      const up = finding(r, "UPGRADEABLE_PROXY");
      expect(up?.detail).not.toContain("only governance can cut");
      expect(up?.severity, up?.detail).toBe("high");
      expect(["high", "critical"]).toContain(r.riskLevel);
    });

  it("plugged (hostile): its own ERC-20 plus a settable DELEGATECALL plug-in is no proxy: HIDDEN_OWNER high", () => {
    const r = results.plugged;
    expect(r.evm!.proxy.kind).toBe("none");
    expect(delegatecallAlarm(r)).toBe(true);
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
