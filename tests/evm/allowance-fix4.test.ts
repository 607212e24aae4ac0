/**
 * The prober's allowance fix (contracts/test-tokens/AllowanceFixTokens4.sol) through the engine's entry point on the
 * local EVM, launched like the fixture's tokens (WETH pair, supply spread, LP burnt). Expectations written before the
 * engine ran:
 *   pairAllowance  danger: the constructor writes an unlimited allowance from the pair to the deployer (a pair never
 *                  approves): BALANCE_DRAIN critical, evidence the spender (the deployer) and the allowance (max).
 *                  Before the fix the pair's transferFrom test was skipped whenever the pair had an allowance, and
 *                  the account still counted as conserved: no drain was reported.
 *   unlimitedSpender danger: no owner() at all; allowance(anyone, deployer) answers the maximum and transferFrom
 *                  lets the deployer spend without one: BALANCE_DRAIN critical (the pair's allowance to the deployer,
 *                  and its transferFrom from the pair goes through). Before the fix every transferFrom test asked
 *                  for nothing or was skipped.
 *   plainApproval  control: a real holder gave the deployer an unlimited approval: a transferFrom within it is an
 *                  ordinary spend, not judged (an allowance short of the balance is tested with one more than it,
 *                  which an honest token refuses): no drain. A fix that ran the holder's transferFrom regardless would
 *                  report this honest approval as a drain.
 * Every scan stays at 3 HTTP requests (burnt LP).
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

const KEYS = ["pairAllowance", "unlimitedSpender", "plainApproval"] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
const facts = {} as Record<Key, EvmTokenFacts>;
const pairs = {} as Record<Key, Address>;
let approved = 0n;

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
    // The rug creates its own pair in its constructor.
    const existing = getAddress(await read<Address>(fx.factory, FACTORY.abi, "getPair", [address, fx.weth]));
    if (BigInt(existing) === 0n) await send(fx.factory, FACTORY.abi, "createPair", [address, fx.weth]);
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
    pairs[key] = pair;
    return { address, abi: a.abi };
  };
  await launch("pairAllowance", "PairAllowanceToken", ["Pair Allowance Token", "PALW", SUPPLY, fx.factory, fx.weth]);
  await launch("unlimitedSpender", "UnlimitedSpenderToken", ["Unlimited Spender Token", "USPD", SUPPLY]);
  const plain = await launch("plainApproval", "PlainApprovalToken", ["Plain Approval Token", "PAPR", SUPPLY]);
  // A real holder gives the deployer (a candidate) an unlimited approval, as wallets do for a staking or vesting
  // helper: an honest approval (a transferFrom test that ignored it would move the holder's whole balance).
  await send(plain.address, plain.abi, "approve", [deployer, 2n ** 256n - 1n], 0n, fx.holders[0]);
  approved = await read<bigint>(plain.address, plain.abi, "allowance", [fx.holders[0], deployer]);

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
const TRANSFER_FROM = "0x23b872dd";

describe("an allowance does not hide a drain", () => {
  it("pairAllowance: the pair's allowance to the deployer is the drain right: BALANCE_DRAIN critical with the spender and the allowance", () => {
    const r = results.pairAllowance;
    const p = facts.pairAllowance.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === TRANSFER_FROM);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`the pair's allowance to the caller ${fx.deployer}`);
    expect(e?.after).toBe((2n ** 256n - 1n).toString());
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("unlimitedSpender: an allowance() that answers the maximum for the deployer does not hide its transferFrom from the pair", () => {
    const r = results.unlimitedSpender;
    expect(failing(r)).toMatchObject({ BALANCE_DRAIN: "critical" });
    const e = r.evm!.privileges.effects.find((x) => x.kind === "drain" && x.selector === TRANSFER_FROM);
    expect(e?.caller).toBe(fx.deployer);
    expect(e?.measure).toContain(`the pair's allowance to the caller ${fx.deployer}`);
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("plainApproval: a holder's real unlimited approval of the deployer is no drain", () => {
    const r = results.plainApproval;
    const p = facts.plainApproval.privileges;
    if (p.status === "not_run") throw new Error(p.reason);
    expect(approved).toBeGreaterThan(0n);
    expect(r.evm!.privileges.effects.filter((x) => x.kind === "drain")).toEqual([]);
    expect(finding(r, "BALANCE_DRAIN")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("round trips", () => {
  it("the allowance tests ride in the scan's rounds (3 HTTP requests with viem's batching, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
