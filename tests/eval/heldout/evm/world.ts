/**
 * Held-out EVM evaluation: the launch world. On one local Hardhat node (tests/support/evm/local-evm.ts) it deploys
 * WETH9 and Uniswap V2 (factory, Router02) from their npm artifacts, a 6-decimal dollar stablecoin (HeldoutUSD) as the
 * second quote asset and an UNCX-style LP locker (TestLocker from contracts/artifacts/test-tokens.json), then gives
 * each case a launch context: its own deployer and wallets (impersonated addresses with ETH), deploy / call / read,
 * pair + liquidity, buys and sells through the router, LP moves, and the clock.
 *
 * Everything is plain JSON-RPC against the node; every transaction must succeed (a reverted launch step is a broken
 * launch script, reported as such).
 */
import { createRequire } from "node:module";
import {
  type Abi,
  type Address,
  createPublicClient,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
} from "viem";
import type { EvmNetwork } from "@/lib/chains/evm/reader";
import type { MarketPair } from "@/lib/market/types";
import { testTokenArtifacts } from "../../../support/evm/deploy";
import type { HeldoutArtifact } from "./compile";

const require = createRequire(import.meta.url);
const uni = (path: string) => require(path) as { abi: Abi; bytecode: string };
const WETH9 = uni("@uniswap/v2-periphery/build/WETH9.json");
const FACTORY = uni("@uniswap/v2-core/build/UniswapV2Factory.json");
const ROUTER = uni("@uniswap/v2-periphery/build/UniswapV2Router02.json");
const PAIR = uni("@uniswap/v2-core/build/UniswapV2Pair.json");

export const DEAD: Address = "0x000000000000000000000000000000000000dEaD";
/** Assumed ETH price for the market stand-in (liquidity and volume in USD); the stablecoin is $1. */
export const ETH_USD = 3000;
const DEADLINE = 2n ** 40n;

export type Quote = "weth" | "usd";

export interface Launched {
  token: Address;
  /** The Uniswap V2 pair the case trades on (null: no pair). */
  pair: Address | null;
  quote: Quote;
}

interface Trade {
  side: "buy" | "sell";
  at: number;
  usd: number;
}

/** What a case's launch script can do. Amounts of quote are in whole units (ETH or dollars) unless named wei. */
export interface LaunchContext {
  readonly deployer: Address;
  /** The case's i-th wallet (0-based): a fresh address with 1000 ETH and 1M hUSD, distinct per case. */
  wallet(i: number): Address;
  readonly weth: Address;
  readonly usd: Address;
  readonly router: Address;
  readonly locker: Address;
  deploy(contract: string, args?: unknown[], from?: Address): Promise<Address>;
  /** Sends a transaction (reverts are errors). `contract` names the ABI (a held-out artifact name). */
  send(to: Address, contract: string, fn: string, args?: unknown[], from?: Address, value?: bigint): Promise<void>;
  read<T>(to: Address, contract: string, fn: string, args?: unknown[]): Promise<T>;
  /** Call data for `fn` of `contract` (initialisers, multisig proposals). */
  encode(contract: string, fn: string, args?: unknown[]): Hex;
  /** Creates the token/quote pair, optionally tells the token its pair (`setPair`), adds liquidity from `from`. */
  list(
    token: Address,
    opts: { quote: Quote; tokens: bigint; quoteAmount: number; setPair?: boolean; from?: Address },
  ): Promise<Address>;
  /** Adds more liquidity to an existing pair from `from` (who must hold the tokens). */
  addLiquidity(token: Address, quote: Quote, tokens: bigint, quoteAmount: number, from: Address): Promise<void>;
  buy(token: Address, quote: Quote, wallet: Address, quoteAmount: number): Promise<void>;
  /** Sells `bps` of the wallet's balance back to the pool; returns the quote received (whole units). */
  sell(token: Address, quote: Quote, wallet: Address, bps: number): Promise<number>;
  /** Transfers LP tokens of `pair` from the deployer: `bps` of what it holds. */
  moveLp(pair: Address, to: Address, bps: number, from?: Address): Promise<void>;
  /** Locks `bps` of the deployer's LP in the locker until `days` from now. */
  lockLp(pair: Address, bps: number, days: number, from?: Address): Promise<void>;
  /** Removes `bps` of the deployer's liquidity (the classic rug pull). */
  removeLiquidity(token: Address, quote: Quote, bps: number, from?: Address): Promise<void>;
  /** Sends `bps` of the supply from the deployer to each wallet listed (by index). */
  spread(token: Address, wallets: number[], bps: number, from?: Address): Promise<void>;
  /** Moves the chain clock forward. */
  wait(hours: number): Promise<void>;
  /** Latest block timestamp, seconds. */
  now(): Promise<number>;
  // For the proofs (each case shows its documented behaviour on a snapshot that is then reverted):
  supply(token: Address): Promise<bigint>;
  balance(token: Address, who: Address): Promise<bigint>;
  /** True when the promised transaction or call reverts. */
  reverts(p: Promise<unknown>): Promise<boolean>;
  storage(address: Address, slot: Hex): Promise<Hex>;
  /** Share (0..1) of the pair's LP supply held by `who`. */
  lpShare(pair: Address, who: Address): Promise<number>;
  /** The pair's quote reserve, whole units (ETH or dollars). */
  quoteReserve(l: Launched): Promise<number>;
}

export interface World {
  url: string;
  chainId: number;
  weth: Address;
  usd: Address;
  factory: Address;
  router: Address;
  locker: Address;
  network: EvmNetwork;
  context(caseIndex: number): LaunchContext;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** Latest block timestamp, seconds. */
  now(): Promise<number>;
  setTime(seconds: number): Promise<void>;
  /** The market stand-in's view of a launched token: its pair as DexScreener would describe it. */
  marketPairs(l: Launched, nowSeconds: number): Promise<MarketPair[]>;
  transactions(): number;
}

const addressFor = (caseIndex: number, wallet: number): Address =>
  getAddress(`0x${(0xb1d0000000n + BigInt(caseIndex) * 0x1000n + BigInt(wallet + 1)).toString(16).padStart(40, "0")}`);

export async function createWorld(url: string, artifacts: Record<string, HeldoutArtifact>): Promise<World> {
  const pub = createPublicClient({ transport: http(url) }) as PublicClient;
  const rpc = <T>(method: string, params: unknown[] = []) => pub.request({ method, params } as never) as Promise<T>;
  const chainId = await pub.getChainId();
  const [admin] = ((await rpc<string[]>("eth_accounts")) as Address[]).map((a) => getAddress(a));
  const test = testTokenArtifacts();
  const abis: Record<string, Abi> = {
    WETH9: WETH9.abi,
    Factory: FACTORY.abi,
    Router: ROUTER.abi,
    Pair: PAIR.abi,
    TestLocker: test.TestLocker.abi,
  };
  for (const [k, v] of Object.entries(artifacts)) abis[k] = v.abi;
  const abiOf = (contract: string): Abi => {
    const abi = abis[contract];
    if (!abi) throw new Error(`no ABI for ${contract}`);
    return abi;
  };
  let txCount = 0;
  const txTimes = new Map<string, Trade[]>();
  const prepared = new Set<string>();
  const savedTrades = new Map<Hex, Map<string, Trade[]>>();
  const savedSets = new Map<Hex, Set<string>[]>();
  /** Pair address -> block time of its creation (seconds). */
  const pairCreated = new Map<Address, number>();

  const sendRaw = async (tx: { from: Address; to?: Address; data: Hex; value?: bigint }, what: string) => {
    const hash = await rpc<Hex>("eth_sendTransaction", [
      { from: tx.from, to: tx.to, data: tx.data, value: tx.value ? `0x${tx.value.toString(16)}` : undefined },
    ]).catch((err: unknown) => {
      throw new Error(`${what}: ${(err as Error).message.split("\n")[0]}`);
    });
    // The node automines: the receipt exists as soon as eth_sendTransaction returns.
    const receipt = await pub.getTransactionReceipt({ hash });
    txCount++;
    if (receipt.status !== "success") throw new Error(`${what}: reverted`);
    return receipt;
  };
  const deployAs = async (from: Address, abi: Abi, bytecode: string, args: unknown[], what: string) => {
    const data = encodeDeployData({
      abi,
      bytecode: (bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`) as Hex,
      args,
    });
    const r = await sendRaw({ from, data }, what);
    return getAddress(r.contractAddress!);
  };
  const sendAs = async (from: Address, to: Address, abi: Abi, fn: string, args: unknown[], value?: bigint) =>
    sendRaw({ from, to, data: encodeFunctionData({ abi, functionName: fn, args }), value }, `${fn} on ${to}`);
  const readAs = async <T>(to: Address, abi: Abi, fn: string, args: unknown[] = []) => {
    const data = await rpc<Hex>("eth_call", [
      { to, data: encodeFunctionData({ abi, functionName: fn, args }) },
      "latest",
    ]);
    return decodeFunctionResult({ abi, functionName: fn, data }) as T;
  };

  const weth = await deployAs(admin, WETH9.abi, WETH9.bytecode, [], "WETH9");
  const factory = await deployAs(admin, FACTORY.abi, FACTORY.bytecode, [admin], "factory");
  const router = await deployAs(admin, ROUTER.abi, ROUTER.bytecode, [factory, weth], "router");
  const usd = await deployAs(
    admin,
    artifacts.HeldoutUSD.abi,
    artifacts.HeldoutUSD.bytecode,
    [10n ** 15n * 10n ** 6n],
    "hUSD",
  );
  const locker = await deployAs(admin, test.TestLocker.abi, test.TestLocker.bytecode, [], "locker");
  const quoteAddress = (q: Quote) => (q === "weth" ? weth : usd);
  const quoteUnits = (q: Quote, amount: number) =>
    q === "weth" ? parseEther(String(amount)) : BigInt(Math.round(amount * 1e6));

  const prepare = async (a: Address) => {
    if (prepared.has(a)) return;
    prepared.add(a);
    await rpc("hardhat_impersonateAccount", [a]);
    await rpc("hardhat_setBalance", [a, `0x${parseEther("1000").toString(16)}`]);
  };
  const funded = new Set<string>();
  /** Gives a wallet 1M hUSD the first time it needs dollars. */
  const fundUsd = async (a: Address) => {
    if (funded.has(a)) return;
    funded.add(a);
    await sendAs(admin, usd, abis.HeldoutUSD, "transfer", [a, 1_000_000n * 10n ** 6n]);
  };
  const pairOf = async (token: Address, q: Quote) =>
    getAddress(await readAs<Address>(factory, FACTORY.abi, "getPair", [token, quoteAddress(q)]));
  const tokenAbi = abis.PlainUpgradeableToken;
  const approved = new Set<string>();
  /** Unlimited approvals stay unlimited (every token here skips the decrement for the maximum): one per pair. */
  const approveMax = async (from: Address, token: Address, spender: Address) => {
    const key = `${from}:${token}:${spender}`.toLowerCase();
    if (approved.has(key)) return;
    approved.add(key);
    await sendAs(from, token, tokenAbi, "approve", [spender, maxUint256]);
  };
  const quoteBalance = async (q: Quote, who: Address) =>
    q === "weth" ? pub.getBalance({ address: who }) : readAs<bigint>(usd, tokenAbi, "balanceOf", [who]);
  const nowSeconds = async () => Number((await pub.getBlock()).timestamp);
  const record = async (token: Address, side: Trade["side"], usdValue: number) => {
    const list = txTimes.get(token.toLowerCase()) ?? [];
    list.push({ side, at: await nowSeconds(), usd: usdValue });
    txTimes.set(token.toLowerCase(), list);
  };

  const context = (caseIndex: number): LaunchContext => {
    const deployer = addressFor(caseIndex, 0);
    const ctx: LaunchContext = {
      deployer,
      wallet: (i) => addressFor(caseIndex, i + 1),
      weth,
      usd,
      router,
      locker,
      async deploy(contract, args = [], from = deployer) {
        await prepare(from);
        const art = artifacts[contract];
        if (!art) throw new Error(`no artifact ${contract}`);
        return deployAs(from, art.abi, art.bytecode, args, `deploy ${contract}`);
      },
      async send(to, contract, fn, args = [], from = deployer, value) {
        await prepare(from);
        await sendAs(from, to, abiOf(contract), fn, args, value);
      },
      read: (to, contract, fn, args = []) => readAs(to, abiOf(contract), fn, args),
      encode: (contract, fn, args = []) => encodeFunctionData({ abi: abiOf(contract), functionName: fn, args }),
      async list(token, { quote, tokens, quoteAmount, setPair = false, from = deployer }) {
        await prepare(from);
        await sendAs(from, factory, FACTORY.abi, "createPair", [token, quoteAddress(quote)]);
        const pair = await pairOf(token, quote);
        pairCreated.set(pair, await nowSeconds());
        if (setPair) await sendAs(from, token, abis.FeeUpdateToken, "setPair", [pair]);
        await ctx.addLiquidity(token, quote, tokens, quoteAmount, from);
        return pair;
      },
      async addLiquidity(token, quote, tokens, quoteAmount, from) {
        await prepare(from);
        await approveMax(from, token, router);
        if (quote === "weth") {
          await sendAs(
            from,
            router,
            ROUTER.abi,
            "addLiquidityETH",
            [token, tokens, 0n, 0n, from, DEADLINE],
            quoteUnits(quote, quoteAmount),
          );
        } else {
          await fundUsd(from);
          await approveMax(from, usd, router);
          await sendAs(from, router, ROUTER.abi, "addLiquidity", [
            token,
            usd,
            tokens,
            quoteUnits(quote, quoteAmount),
            0n,
            0n,
            from,
            DEADLINE,
          ]);
        }
      },
      async buy(token, quote, wallet, quoteAmount) {
        await prepare(wallet);
        const amount = quoteUnits(quote, quoteAmount);
        if (quote === "weth")
          await sendAs(
            wallet,
            router,
            ROUTER.abi,
            "swapExactETHForTokensSupportingFeeOnTransferTokens",
            [0n, [weth, token], wallet, DEADLINE],
            amount,
          );
        else {
          await fundUsd(wallet);
          await approveMax(wallet, usd, router);
          await sendAs(wallet, router, ROUTER.abi, "swapExactTokensForTokensSupportingFeeOnTransferTokens", [
            amount,
            0n,
            [usd, token],
            wallet,
            DEADLINE,
          ]);
        }
        await record(token, "buy", quote === "weth" ? quoteAmount * ETH_USD : quoteAmount);
      },
      async sell(token, quote, wallet, bps) {
        await prepare(wallet);
        const balance = await readAs<bigint>(token, tokenAbi, "balanceOf", [wallet]);
        const amount = (balance * BigInt(bps)) / 10_000n;
        await approveMax(wallet, token, router);
        const pair = await pairOf(token, quote);
        const [r0, r1] = await readAs<[bigint, bigint, number]>(pair, PAIR.abi, "getReserves");
        const token0 = getAddress(await readAs<Address>(pair, PAIR.abi, "token0"));
        const [rt, rq] = token0 === getAddress(token) ? [r0, r1] : [r1, r0];
        const outQuote = Number((amount * rq) / (rt + amount)) / (quote === "weth" ? 1e18 : 1e6);
        const before = await quoteBalance(quote, wallet);
        const receipt = await sendAs(
          wallet,
          router,
          ROUTER.abi,
          quote === "weth"
            ? "swapExactTokensForETHSupportingFeeOnTransferTokens"
            : "swapExactTokensForTokensSupportingFeeOnTransferTokens",
          [amount, 0n, [token, quoteAddress(quote)], wallet, DEADLINE],
        );
        // ETH proceeds: the balance change plus the gas the seller paid.
        const gas = quote === "weth" ? receipt.gasUsed * receipt.effectiveGasPrice : 0n;
        const received = Number((await quoteBalance(quote, wallet)) - before + gas) / (quote === "weth" ? 1e18 : 1e6);
        await record(token, "sell", quote === "weth" ? outQuote * ETH_USD : outQuote);
        return received;
      },
      async moveLp(pair, to, bps, from = deployer) {
        const lp = await readAs<bigint>(pair, PAIR.abi, "balanceOf", [from]);
        await sendAs(from, pair, PAIR.abi, "transfer", [to, (lp * BigInt(bps)) / 10_000n]);
      },
      async lockLp(pair, bps, days, from = deployer) {
        const lp = await readAs<bigint>(pair, PAIR.abi, "balanceOf", [from]);
        const amount = (lp * BigInt(bps)) / 10_000n;
        await sendAs(from, pair, PAIR.abi, "approve", [locker, amount]);
        const until = BigInt((await nowSeconds()) + days * 86_400);
        await sendAs(from, locker, test.TestLocker.abi, "lock", [pair, amount, until]);
      },
      async removeLiquidity(token, quote, bps, from = deployer) {
        const pair = await pairOf(token, quote);
        const lp = await readAs<bigint>(pair, PAIR.abi, "balanceOf", [from]);
        const amount = (lp * BigInt(bps)) / 10_000n;
        await sendAs(from, pair, PAIR.abi, "approve", [router, amount]);
        if (quote === "weth")
          await sendAs(from, router, ROUTER.abi, "removeLiquidityETHSupportingFeeOnTransferTokens", [
            token,
            amount,
            0n,
            0n,
            from,
            DEADLINE,
          ]);
        else await sendAs(from, router, ROUTER.abi, "removeLiquidity", [token, usd, amount, 0n, 0n, from, DEADLINE]);
      },
      async spread(token, wallets, bps, from = deployer) {
        const supply = await readAs<bigint>(token, tokenAbi, "totalSupply");
        for (const i of wallets)
          await sendAs(from, token, tokenAbi, "transfer", [ctx.wallet(i), (supply * BigInt(bps)) / 10_000n]);
      },
      async wait(hours) {
        await rpc("evm_increaseTime", [Math.round(hours * 3600)]);
        await rpc("evm_mine");
      },
      now: nowSeconds,
      supply: (token) => readAs<bigint>(token, tokenAbi, "totalSupply"),
      balance: (token, who) => readAs<bigint>(token, tokenAbi, "balanceOf", [who]),
      reverts: (p) =>
        p.then(
          () => false,
          () => true,
        ),
      storage: (address, slot) => rpc<Hex>("eth_getStorageAt", [address, slot, "latest"]),
      async lpShare(pair, who) {
        const [mine, total] = await Promise.all([
          readAs<bigint>(pair, PAIR.abi, "balanceOf", [who]),
          readAs<bigint>(pair, PAIR.abi, "totalSupply"),
        ]);
        return Number((mine * 1_000_000n) / total) / 1_000_000;
      },
      async quoteReserve(l) {
        if (!l.pair) return 0;
        const [r0, r1] = await readAs<[bigint, bigint, number]>(l.pair, PAIR.abi, "getReserves");
        const token0 = getAddress(await readAs<Address>(l.pair, PAIR.abi, "token0"));
        const rq = token0 === getAddress(l.token) ? r1 : r0;
        return Number(rq) / (l.quote === "weth" ? 1e18 : 1e6);
      },
    };
    return ctx;
  };

  const network: EvmNetwork = {
    name: "local",
    chainId,
    wrappedNative: weth,
    v2Dexes: [{ name: "Uniswap V2 (held-out local)", factory, router }],
    lockers: [{ name: "Held-out LP locker (UNCX V2 interface)", address: locker, lockReader: "uncx-v2" }],
  };

  return {
    url,
    chainId,
    weth,
    usd,
    factory,
    router,
    locker,
    network,
    context,
    async snapshot() {
      const id = await rpc<Hex>("evm_snapshot");
      savedTrades.set(id, new Map([...txTimes].map(([k, v]) => [k, [...v]])));
      savedSets.set(id, [new Set(prepared), new Set(funded), new Set(approved)]);
      return id;
    },
    async revert(id) {
      if (!(await rpc<boolean>("evm_revert", [id]))) throw new Error(`evm_revert ${id} failed`);
      const saved = savedTrades.get(id);
      if (saved) {
        txTimes.clear();
        for (const [k, v] of saved) txTimes.set(k, v);
      }
      savedTrades.delete(id);
      // What the wallets were given (ETH, dollars, approvals) is chain state too: forget what the revert undid.
      const sets = savedSets.get(id);
      if (sets) {
        const live = [prepared, funded, approved] as Set<string>[];
        sets.forEach((saved, k) => {
          live[k].clear();
          for (const x of saved) live[k].add(x);
        });
      }
      savedSets.delete(id);
    },
    now: nowSeconds,
    async setTime(seconds) {
      if (seconds <= (await nowSeconds())) return;
      await rpc("evm_setNextBlockTimestamp", [seconds]);
      await rpc("evm_mine");
    },
    transactions: () => txCount,
    async marketPairs(l, nowS) {
      if (!l.pair) return [];
      const [r0, r1] = await readAs<[bigint, bigint, number]>(l.pair, PAIR.abi, "getReserves");
      const token0 = getAddress(await readAs<Address>(l.pair, PAIR.abi, "token0"));
      const [rt, rq] = token0 === getAddress(l.token) ? [r0, r1] : [r1, r0];
      const quoteUsd = l.quote === "weth" ? ETH_USD : 1;
      const quoteDecimals = l.quote === "weth" ? 18 : 6;
      const liquidityQuote = Number(rq) / 10 ** quoteDecimals;
      const liquidityBase = Number(rt) / 1e18;
      const priceNative = liquidityBase > 0 ? liquidityQuote / liquidityBase : 0;
      const priceUsd = priceNative * quoteUsd;
      const supply = Number(await readAs<bigint>(l.token, tokenAbi, "totalSupply")) / 1e18;
      const trades = (txTimes.get(l.token.toLowerCase()) ?? []).filter((t) => t.at >= nowS - 86_400);
      const created = pairCreated.get(getAddress(l.pair)) ?? 0;
      return [
        {
          chainId: "ethereum",
          dexId: "uniswap",
          url: null,
          pairAddress: l.pair,
          labels: ["v2"],
          baseToken: { address: l.token, name: null, symbol: null },
          quoteToken: { address: quoteAddress(l.quote), name: null, symbol: l.quote === "weth" ? "WETH" : "hUSD" },
          priceNative,
          priceUsd,
          buys24h: trades.filter((t) => t.side === "buy").length,
          sells24h: trades.filter((t) => t.side === "sell").length,
          volume24hUsd: trades.reduce((s, t) => s + t.usd, 0),
          liquidityUsd: 2 * liquidityQuote * quoteUsd,
          liquidityBase,
          liquidityQuote,
          fdv: supply * priceUsd,
          marketCap: supply * priceUsd,
          pairCreatedAt: created * 1000,
        },
      ];
    },
  };
}
