/**
 * Test support: launch tokens on the shared local node (after the fixture, tests/support/evm/deploy.ts) the way the
 * EVM class tests do, from one place: deploy, create the WETH pair, add liquidity, spread the supply, burn the LP,
 * renounce, and trade through the Uniswap V2 router. Then scan them with the engine, one after another, each scan's
 * HTTP requests counted on their own and the reader's facts kept (no second read of the same token).
 *
 *   const chain = await launcher(fx);
 *   const t = await chain.deployToken("FeeToken", [...]);                // { address, abi }
 *   const { pair } = await chain.launch(t, { setPair: "before", renounce: true });
 *   await chain.buy(t.address, { from: wallet, eth: parseEther("0.05") });
 *   const scans = await scanEach(fx, ["a"], { a: t.address }, { later: await daysLater(fx, 30) });
 *
 * Every step is a plain eth_sendTransaction from one of the node's unlocked dev accounts (auto-mining: one block per
 * transaction, its receipt read at once), in the order the options say, so a file converted to this launcher builds
 * the same chain state.
 */
import { createRequire } from "node:module";
import {
  type Abi,
  type Address,
  createPublicClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { DEAD_ADDRESS } from "../../../lib/chains/evm/address";
import type { EvmTokenFacts } from "../../../lib/chains/evm/reader";
import { createEvmRpc } from "../../../lib/chains/evm/rpc";
import { type EvmFactReader, type EvmScanOptions, rpcFactReader, scanEvmToken } from "../../../lib/engine/evm";
import type { EngineResult } from "../../../lib/engine/types";
import {
  CLEAN_WALLET_BPS,
  CLEAN_WALLETS,
  type EvmFixture,
  LIQUIDITY_ETH,
  LIQUIDITY_TOKENS,
  localNetwork,
  SUPPLY,
  testTokenArtifacts,
} from "./deploy";
import { nodeTransactions } from "./transact";

const require = createRequire(import.meta.url);
const uni = (path: string) => require(path) as { abi: Abi; bytecode: string };
export const UNISWAP = {
  FACTORY: uni("@uniswap/v2-core/build/UniswapV2Factory.json"),
  ROUTER: uni("@uniswap/v2-periphery/build/UniswapV2Router02.json"),
  PAIR: uni("@uniswap/v2-core/build/UniswapV2Pair.json"),
};
const { FACTORY, ROUTER, PAIR } = UNISWAP;
/** The deadline every router call passes (far in the future). */
const DEADLINE = 2n ** 40n;

export interface Token {
  address: Address;
  abi: Abi;
}

/** The fixture tokens' spread (deploy.ts `spread`): 8 % and 5 % to the two holders, 40 % over CLEAN_WALLETS, 10 % burnt. */
export function fixtureSpread(fx: Pick<EvmFixture, "holders">): Array<[Address, bigint]> {
  return [
    [fx.holders[0], 800n],
    [fx.holders[1], 500n],
    ...CLEAN_WALLET_BPS.map((bps, i): [Address, bigint] => [CLEAN_WALLETS[i], bps]),
    [DEAD_ADDRESS, 1_000n],
  ];
}

/**
 * The control-class tests' launch: the LP burnt first, then `bps` of the supply (default 2 %) to each wallet (half the
 * supply over 25 wallets), as a listed token's supply is spread.
 */
export function spreadOver(wallets: Address[], bps = 200n): LaunchOptions {
  return { burnLp: "before-spread", spread: wallets.map((w): [Address, bigint] => [w, bps]) };
}

export interface LaunchOptions {
  /** The factory may already hold the pair (a token that creates its own in its constructor): create it only if not. */
  pairMayExist?: boolean;
  /** Call the token's setPair(pair) before the liquidity is added, or after it (a token that would act on the deposit). */
  setPair?: "before" | "after";
  /** Tokens (default LIQUIDITY_TOKENS, half the supply) and native (default LIQUIDITY_ETH) added as liquidity. */
  liquidity?: { tokens: bigint; eth: bigint };
  /** Transfers of the deployer's tokens, in basis points of SUPPLY, in this order (default fixtureSpread(fx)). */
  spread?: Array<[Address, bigint]>;
  /** When the deployer's LP tokens go to the dead address: after the spread (default, as the fixture) or before. */
  burnLp?: "after-spread" | "before-spread";
  /** renounceOwnership() last. */
  renounce?: boolean;
}

export interface Launcher {
  pub: PublicClient;
  /** The node's unlocked dev accounts; accounts[0] is the fixture's deployer. */
  accounts: Address[];
  deployer: Address;
  wait(hash: Hex): Promise<TransactionReceipt>;
  /** Deploys a contract (a test-token artifact by name, or an ABI and bytecode) from the deployer or `from`. */
  deploy(contract: string | { abi: Abi; bytecode: string }, args?: unknown[], from?: Address): Promise<Address>;
  /** Deploys a test-token artifact and returns it with its ABI. */
  deployToken(name: string, args: unknown[]): Promise<Token>;
  send(
    to: Address,
    abi: Abi,
    functionName: string,
    args?: unknown[],
    value?: bigint,
    from?: Address,
  ): Promise<TransactionReceipt>;
  read<T>(to: Address, abi: Abi, functionName: string, args?: unknown[]): Promise<T>;
  /** The token's WETH pair on the fixture's factory (the zero address when none). */
  pairOf(token: Address): Promise<Address>;
  /** WETH pair, liquidity, spread, LP burnt, renounce: see LaunchOptions. */
  launch(token: Token, options?: LaunchOptions): Promise<Token & { pair: Address }>;
  /** Buys with `eth` through the router (fee-on-transfer safe swap), tokens to `from`. */
  buy(token: Address, trade: { from: Address; eth: bigint }): Promise<TransactionReceipt>;
  /** Sells `amount` through the router (the router's allowance must already be given), native to `from`. */
  sell(token: Address, trade: { from: Address; amount: bigint }): Promise<TransactionReceipt>;
}

/**
 * A renounced CleanToken on a WETH pair, supply spread, the LP kept by the deployer (the LP-holder tests send it to the
 * contract under test): returns the token, the pair and the deployer's LP.
 */
export async function listedKeepingLp(
  fx: EvmFixture,
  chain: Launcher,
  name: string,
  symbol: string,
): Promise<{ token: Address; pair: Address; lp: bigint }> {
  const t = await chain.deployToken("CleanToken", [name, symbol, SUPPLY]);
  await chain.send(fx.factory, FACTORY.abi, "createPair", [t.address, fx.weth]);
  const pair = await chain.pairOf(t.address);
  await chain.send(t.address, t.abi, "approve", [fx.router, LIQUIDITY_TOKENS]);
  await chain.send(
    fx.router,
    ROUTER.abi,
    "addLiquidityETH",
    [t.address, LIQUIDITY_TOKENS, 0n, 0n, chain.deployer, DEADLINE],
    LIQUIDITY_ETH,
  );
  for (const [to, bps] of fixtureSpread(fx))
    await chain.send(t.address, t.abi, "transfer", [to, (SUPPLY * bps) / 10_000n]);
  await chain.send(t.address, t.abi, "renounceOwnership");
  const lp = await chain.read<bigint>(pair, PAIR.abi, "balanceOf", [chain.deployer]);
  return { token: t.address, pair, lp };
}

/** A launcher on the fixture's node, factory, router and WETH; transactions from the deployer unless `from` says. */
export async function launcher(fx: EvmFixture): Promise<Launcher> {
  const pub = createPublicClient({ transport: http(fx.url) }) as PublicClient;
  const accounts = ((await pub.request({ method: "eth_accounts" } as never)) as Address[]).map((a) => getAddress(a));
  const deployer = fx.deployer;
  const art = testTokenArtifacts();
  const { wait, transact, deployCode } = nodeTransactions(pub);
  const deploy: Launcher["deploy"] = async (contract, args = [], from = deployer) => {
    const { abi, bytecode } = typeof contract === "string" ? art[contract] : contract;
    return deployCode(from, abi, bytecode, args);
  };
  const send: Launcher["send"] = async (to, abi, functionName, args = [], value = 0n, from = deployer) =>
    transact({ from, to, data: encodeFunctionData({ abi, functionName, args }), value });
  const read = async <T>(to: Address, abi: Abi, functionName: string, args: unknown[] = []) =>
    (await pub.readContract({ address: to, abi, functionName, args })) as T;
  const pairOf = async (token: Address) =>
    getAddress(await read<Address>(fx.factory, FACTORY.abi, "getPair", [token, fx.weth]));

  const launch: Launcher["launch"] = async (token, o = {}) => {
    const { address, abi } = token;
    if (!o.pairMayExist || BigInt(await pairOf(address)) === 0n)
      await send(fx.factory, FACTORY.abi, "createPair", [address, fx.weth]);
    const pair = await pairOf(address);
    if (o.setPair === "before") await send(address, abi, "setPair", [pair]);
    const liquidity = o.liquidity ?? { tokens: LIQUIDITY_TOKENS, eth: LIQUIDITY_ETH };
    await send(address, abi, "approve", [fx.router, liquidity.tokens]);
    await send(
      fx.router,
      ROUTER.abi,
      "addLiquidityETH",
      [address, liquidity.tokens, 0n, 0n, deployer, DEADLINE],
      liquidity.eth,
    );
    if (o.setPair === "after") await send(address, abi, "setPair", [pair]);
    const burnLp = async () =>
      send(pair, PAIR.abi, "transfer", [DEAD_ADDRESS, await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer])]);
    if (o.burnLp === "before-spread") await burnLp();
    for (const [to, bps] of o.spread ?? fixtureSpread(fx))
      await send(address, abi, "transfer", [to, (SUPPLY * bps) / 10_000n]);
    if (o.burnLp !== "before-spread") await burnLp();
    if (o.renounce) await send(address, abi, "renounceOwnership");
    return { address, abi, pair };
  };

  return {
    pub,
    accounts,
    deployer,
    wait,
    deploy,
    deployToken: async (name, args) => ({ address: await deploy(name, args), abi: art[name].abi }),
    send,
    read,
    pairOf,
    launch,
    buy: (token, { from, eth }) =>
      send(
        fx.router,
        ROUTER.abi,
        "swapExactETHForTokensSupportingFeeOnTransferTokens",
        [0n, [fx.weth, token], from, DEADLINE],
        eth,
        from,
      ),
    sell: (token, { from, amount }) =>
      send(
        fx.router,
        ROUTER.abi,
        "swapExactTokensForETHSupportingFeeOnTransferTokens",
        [amount, 0n, [token, fx.weth], from, DEADLINE],
        0n,
        from,
      ),
  };
}

/** Milliseconds since the epoch, `days` after the latest block's timestamp (the scans' clock: LP locks, ages). */
export async function daysLater(fx: Pick<EvmFixture, "url">, days: number): Promise<number> {
  const pub = createPublicClient({ transport: http(fx.url) });
  const block = await pub.getBlock({ blockTag: "latest" });
  return (Number(block.timestamp) + days * 86_400) * 1000;
}

export interface ScanOutcome {
  result: EngineResult;
  /** The facts the scan's reader returned (what a separate readEvmToken of the same token at that block gives). */
  facts: EvmTokenFacts;
  /** HTTP requests of this scan alone. */
  requests: number;
}

/**
 * Scans each token through the engine's entry point (chain "ethereum", the local network, live mode), one after
 * another (the node runs one call at a time: concurrent scans only queue up there), each on its own request count.
 */
export async function scanEach<K extends string>(
  fx: EvmFixture,
  keys: readonly K[],
  tokens: Record<K, Address>,
  options: { later?: number; url?: string; scan?: Partial<EvmScanOptions> } = {},
): Promise<Record<K, ScanOutcome>> {
  // 30 s, not the reader's 10 s default: in npm test the evm chain runs beside the integration chain on two cores, and
  // the local node (Hardhat 2's JS EVM) answers a probe batch later there; no scanEach test asserts a timeout.
  const rpc = createEvmRpc({ url: options.url ?? fx.url, timeoutMs: 30_000 });
  const base = rpcFactReader(rpc);
  const later = options.later;
  const out = {} as Record<K, ScanOutcome>;
  for (const key of keys) {
    let facts: EvmTokenFacts | undefined;
    const reader: EvmFactReader = {
      ...base,
      read: async (network, token, readOptions) => {
        facts = await base.read(network, token, readOptions);
        return facts;
      },
    };
    rpc.resetCounter();
    const result = await scanEvmToken({ chain: "ethereum", tokenAddress: tokens[key] }, reader, {
      mode: "live",
      network: localNetwork(fx),
      ...(later === undefined ? {} : { now: () => later }),
      ...options.scan,
    });
    out[key] = { result, facts: facts!, requests: rpc.counter.httpRequests };
  }
  return out;
}
