/**
 * The privilege prober's fifth classes (contracts/test-tokens/ProberClassTokens5.sol) through the engine's entry point
 * on the local EVM. The tokens are deployed here (on the shared node, after the fixture), each launched like the
 * fixture's: a WETH pair with liquidity, the supply spread, the LP burnt. Expectations written before the engine ran:
 *   checkpointLookup  control: no owner at all, a per-block balance lookup that refuses a block not mined yet ("not
 *                     yet determined", whoever calls) and answers for past blocks: a read refusing an input is no
 *                     hidden controller: HIDDEN_OWNER does not fail, low or medium.
 *   ledgerReconcile   danger: the owner's reconcile(holder) gives it an unlimited allowance over the holder, which
 *                     never approved it (no balance moves in that call; the theft is a later ordinary transferFrom):
 *                     BALANCE_DRAIN critical, evidence the selector, the owner as caller, the allowance 0 -> max;
 *   treasuryAllowance control: the owner's fundTreasury approves a spender over the token contract's own balance; no
 *                     holder's allowance changes: no drain, low or medium.
 * Every scan stays at 3 HTTP requests (burnt LP): the new measurements ride in the existing eth_calls.
 */
import { createRequire } from "node:module";
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
} from "viem";
import { hardhat } from "viem/chains";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import { type EvmTokenFacts, readEvmToken } from "@/lib/chains/evm/reader";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { type EvmScanOptions, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult } from "@/lib/engine/types";
import {
  CLEAN_WALLET_BPS,
  CLEAN_WALLETS,
  LIQUIDITY_ETH,
  LIQUIDITY_TOKENS,
  localNetwork,
  SUPPLY,
  testTokenArtifacts,
} from "../support/evm/deploy";

const require = createRequire(import.meta.url);
const uni = (path: string) => require(path) as { abi: Abi; bytecode: string };
const FACTORY = uni("@uniswap/v2-core/build/UniswapV2Factory.json");
const ROUTER = uni("@uniswap/v2-periphery/build/UniswapV2Router02.json");
const PAIR = uni("@uniswap/v2-core/build/UniswapV2Pair.json");

const fx = inject("evm");

const KEYS = ["checkpointLookup", "ledgerReconcile", "treasuryAllowance"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;

beforeAll(async () => {
  const pub = createPublicClient({ transport: http(fx.url) });
  const deployer = fx.deployer;
  const wallet = (from: Address) => createWalletClient({ transport: http(fx.url), account: from, chain: hardhat });
  const wait = async (hash: Hex) => {
    const receipt = await pub.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const send = async (to: Address, abi: Abi, functionName: string, args: unknown[] = [], value = 0n, from = deployer) =>
    wait(await wallet(from).sendTransaction({ to, data: encodeFunctionData({ abi, functionName, args }), value }));
  const read = async <T>(to: Address, abi: Abi, functionName: string, args: unknown[] = []) =>
    (await pub.readContract({ address: to, abi, functionName, args })) as T;
  const art = testTokenArtifacts();
  const launch = async (key: Key, name: string, args: unknown[]) => {
    const a = art[name];
    const hash = await wallet(deployer).deployContract({ abi: a.abi, bytecode: a.bytecode, args });
    const address = getAddress((await wait(hash)).contractAddress!);
    await send(fx.factory, FACTORY.abi, "createPair", [address, fx.weth]);
    const pair = getAddress(await read<Address>(fx.factory, FACTORY.abi, "getPair", [address, fx.weth]));
    await send(address, a.abi, "approve", [fx.router, LIQUIDITY_TOKENS]);
    await send(
      fx.router,
      ROUTER.abi,
      "addLiquidityETH",
      [address, LIQUIDITY_TOKENS, 0n, 0n, deployer, 2n ** 40n],
      LIQUIDITY_ETH,
    );
    await send(address, a.abi, "transfer", [fx.holders[0], (SUPPLY * 8n) / 100n]);
    await send(address, a.abi, "transfer", [fx.holders[1], SUPPLY / 20n]);
    for (const [i, bps] of CLEAN_WALLET_BPS.entries())
      await send(address, a.abi, "transfer", [CLEAN_WALLETS[i], (SUPPLY * bps) / 10_000n]);
    await send(address, a.abi, "transfer", [DEAD_ADDRESS, SUPPLY / 10n]);
    const lp = await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer]);
    await send(pair, PAIR.abi, "transfer", [DEAD_ADDRESS, lp]);
    tokens[key] = address;
    return { address, abi: a.abi };
  };
  await launch("checkpointLookup", "CheckpointLookupToken", ["Checkpoint Lookup Token", "CKPT", SUPPLY]);
  await launch("ledgerReconcile", "LedgerReconcileToken", ["Ledger Reconcile Token", "LREC", SUPPLY]);
  await launch("treasuryAllowance", "TreasuryAllowanceToken", ["Treasury Allowance Token", "TRSY", SUPPLY]);

  const rpc = createEvmRpc({ url: fx.url });
  const block = (await rpc.client.request({ method: "eth_getBlockByNumber", params: ["latest", false] } as never)) as {
    timestamp: string;
  };
  const later = (Number(BigInt(block.timestamp)) + 30 * 86_400) * 1000;
  const options: EvmScanOptions = { mode: "live", network: localNetwork(fx), now: () => later };
  for (const key of KEYS) {
    rpc.resetCounter();
    results[key] = await scanEvmToken({ chain: "ethereum", tokenAddress: tokens[key] }, rpc, options);
    requests[key] = rpc.counter.httpRequests;
    facts[key] = await readEvmToken(rpc.client, localNetwork(fx), tokens[key]);
  }
}, 240_000);

const failing = (r: EngineResult) =>
  Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);

describe("a read that refuses an input is not an access check", () => {
  it("checkpointLookup: the lookup refuses a future block for every candidate but answers for a past one: no access refusal, no hidden controller", () => {
    const r = results.checkpointLookup;
    const p = facts.checkpointLookup.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    const lookup = "0xb7d5d74c"; // balanceAtBlock(address,uint256)
    expect(p.selectorsProbed).toContain(lookup);
    expect(p.refused.map((x) => x.selector)).not.toContain(lookup);
    expect(p.callersHidden).not.toBe(true);
    expect(r.evm!.ownership.owner).toBeNull();
    expect(finding(r, "HIDDEN_OWNER")?.status).not.toBe("fail");
    expect(failing(r)).not.toHaveProperty("MINTABLE");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("an allowance a holder never gave, written by a privileged call", () => {
  it("ledgerReconcile: the owner's call gives it an unlimited allowance over the holder: BALANCE_DRAIN critical with the allowance before/after", () => {
    const r = results.ledgerReconcile;
    expect(r.evm!.ownership.owner).toBe(fx.deployer);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const reconcile = "0x09a18635"; // reconcile(address)
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === reconcile);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`allowance to the caller ${fx.deployer}`);
    expect(e?.before).toBe("0");
    expect(e?.after).toBe((2n ** 256n - 1n).toString());
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("treasuryAllowance: an approval over the token's own balance is no drain", () => {
    const r = results.treasuryAllowance;
    expect(r.evm!.privileges.effects.filter((x) => x.kind === "drain")).toEqual([]);
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("round trips", () => {
  it("the new measurements ride in the scan's rounds (3 HTTP requests with viem's batching, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
