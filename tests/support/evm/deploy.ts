/**
 * Test support: deploys the EVM test world on a local node (tests/support/evm/local-evm.ts):
 *   - WETH9, Uniswap V2 factory and Router02 from their npm artifacts (@uniswap/v2-core, @uniswap/v2-periphery);
 *   - the test tokens from contracts/artifacts/test-tokens.json (compiled with solc from contracts/test-tokens);
 *   - a token/WETH pair with liquidity for each tradable token, then the ownership and LP moves each case needs.
 * Everything goes through plain JSON-RPC transactions from the node's unlocked dev accounts.
 */
import { readFileSync } from "node:fs";
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
  parseEther,
} from "viem";
import { hardhat } from "viem/chains";
import { TEST_TOKENS_ARTIFACT } from "../../../contracts/paths";
import { DEAD_ADDRESS } from "../../../lib/chains/evm/address";
import type { EvmNetwork } from "../../../lib/chains/evm/reader";

const require = createRequire(import.meta.url);
const uni = (path: string) => require(path) as { abi: Abi; bytecode: string };
const WETH9 = uni("@uniswap/v2-periphery/build/WETH9.json");
const FACTORY = uni("@uniswap/v2-core/build/UniswapV2Factory.json");
const ROUTER = uni("@uniswap/v2-periphery/build/UniswapV2Router02.json");
const PAIR = uni("@uniswap/v2-core/build/UniswapV2Pair.json");

interface Artifact {
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}
export function testTokenArtifacts(): Record<string, Artifact> {
  return (JSON.parse(readFileSync(TEST_TOKENS_ARTIFACT, "utf8")) as { contracts: Record<string, Artifact> }).contracts;
}

export type TokenKey =
  | "clean"
  | "lpHeld"
  | "fee"
  | "tax99"
  | "honeypot"
  | "blacklist"
  | "mintable"
  | "pausable"
  | "proxy"
  | "clone"
  | "bytes32"
  | "reflection"
  | "tradingOff"
  | "gasGrief";

export interface DeployedToken {
  address: Address;
  pair: Address | null;
}

export interface EvmFixture {
  url: string;
  chainId: number;
  weth: Address;
  factory: Address;
  router: Address;
  deployer: Address;
  proxyAdmin: Address;
  holders: Address[];
  /** An externally-owned account (no code). */
  eoa: Address;
  tokens: Record<TokenKey, DeployedToken>;
  /** A liquidity locker contract with UNCX V2's read interface (listed as a known locker in localNetwork). */
  locker: Address;
  /** A liquidity locker with PinkLock V2's read interface (listed as a known locker in localNetwork). */
  pinkLocker: Address;
  /** Buy/sell/transfer fees of the fee token, in bps. */
  feeToken: { buyBps: number; sellBps: number; transferBps: number };
}

export const SUPPLY = parseEther("1000000000"); // 1e9 tokens, 18 decimals
/** Fresh wallets (no key needed: they only receive) holding the clean token's spread supply. */
export const CLEAN_WALLETS: Address[] = [1, 2, 3, 4, 5].map((i) =>
  getAddress(`0x${(0xc1ea0000 + i).toString(16).padStart(40, "0")}`),
);
export const CLEAN_WALLET_BPS = [700n, 600n, 550n, 450n, 400n];
export const LIQUIDITY_TOKENS = parseEther("500000000");
export const LIQUIDITY_ETH = parseEther("10");

/** The reader's view of the local chain: its WETH, its one V2 DEX, its one locker. */
export function localNetwork(
  f: Pick<EvmFixture, "chainId" | "weth" | "factory" | "router" | "locker" | "pinkLocker">,
): EvmNetwork {
  return {
    name: "local",
    chainId: f.chainId,
    wrappedNative: f.weth,
    v2Dexes: [{ name: "Uniswap V2 (local)", factory: f.factory, router: f.router }],
    lockers: [
      { name: "Test locker", address: f.locker, lockReader: "uncx-v2" },
      { name: "Test PinkLock", address: f.pinkLocker, lockReader: "pinklock-v2" },
    ],
  };
}

export async function deployEvmFixture(url: string): Promise<EvmFixture> {
  const pub = createPublicClient({ transport: http(url) });
  const accounts = ((await pub.request({ method: "eth_accounts" } as never)) as Address[]).map((a) => getAddress(a));
  const [deployer, proxyAdmin, holderA, holderB, eoa] = accounts;
  const wallet = (from: Address) => createWalletClient({ transport: http(url), account: from, chain: hardhat });
  const chainId = await pub.getChainId();

  const wait = async (hash: Hex) => {
    const receipt = await pub.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const deploy = async (
    abi: Abi,
    bytecode: string,
    args: unknown[] = [],
    from: Address = deployer,
  ): Promise<Address> => {
    const hash = await wallet(from).deployContract({
      abi,
      bytecode: (bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`) as Hex,
      args,
    });
    const receipt = await wait(hash);
    return getAddress(receipt.contractAddress!);
  };
  const send = async (
    to: Address,
    abi: Abi,
    functionName: string,
    args: unknown[] = [],
    value = 0n,
    from: Address = deployer,
  ) => {
    const hash = await wallet(from).sendTransaction({
      to,
      data: encodeFunctionData({ abi, functionName, args }),
      value,
    });
    return wait(hash);
  };
  const read = async <T>(to: Address, abi: Abi, functionName: string, args: unknown[] = []) =>
    (await pub.readContract({ address: to, abi, functionName, args })) as T;

  const weth = await deploy(WETH9.abi, WETH9.bytecode);
  const factory = await deploy(FACTORY.abi, FACTORY.bytecode, [deployer]);
  const router = await deploy(ROUTER.abi, ROUTER.bytecode, [factory, weth]);
  const art = testTokenArtifacts();
  const tokenAbi = art.FeeToken.abi; // superset of the BaseToken functions used below

  const createPairAndAddLiquidity = async (token: Address, abi: Abi, setPair: boolean): Promise<Address> => {
    await send(factory, FACTORY.abi, "createPair", [token, weth]);
    const pair = getAddress(await read<Address>(factory, FACTORY.abi, "getPair", [token, weth]));
    if (setPair) await send(token, abi, "setPair", [pair]);
    await send(token, abi, "approve", [router, LIQUIDITY_TOKENS]);
    await send(
      router,
      ROUTER.abi,
      "addLiquidityETH",
      [token, LIQUIDITY_TOKENS, 0n, 0n, deployer, 2n ** 40n],
      LIQUIDITY_ETH,
    );
    return pair;
  };

  const locker = await deploy(art.TestLocker.abi, art.TestLocker.bytecode);
  const pinkLocker = await deploy(art.TestPinkLock.abi, art.TestPinkLock.bytecode);
  const fee = { buyBps: 500, sellBps: 1000, transferBps: 500 };
  const tokens = {} as Record<TokenKey, DeployedToken>;

  // Clean: renounced, LP burnt; of the deployer's half, 10 % burnt (dead address) and 40 % spread over seven wallets
  // (8, 7, 6, 5.5, 5, 4.5, 4 %), so the deployer keeps none.
  {
    const address = await deploy(art.CleanToken.abi, art.CleanToken.bytecode, ["Clean Token", "CLEAN", SUPPLY]);
    const pair = await createPairAndAddLiquidity(address, art.CleanToken.abi, false);
    await send(address, art.CleanToken.abi, "transfer", [holderA, (SUPPLY * 8n) / 100n]);
    await send(address, art.CleanToken.abi, "transfer", [holderB, SUPPLY / 20n]);
    for (const [i, bps] of CLEAN_WALLET_BPS.entries())
      await send(address, art.CleanToken.abi, "transfer", [CLEAN_WALLETS[i], (SUPPLY * bps) / 10_000n]);
    await send(address, art.CleanToken.abi, "transfer", [DEAD_ADDRESS, SUPPLY / 10n]);
    const lp = await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer]);
    await send(pair, PAIR.abi, "transfer", [DEAD_ADDRESS, lp]);
    await send(address, art.CleanToken.abi, "renounceOwnership");
    tokens.clean = { address, pair };
  }
  // Same contract, renounced, but the deployer keeps the LP.
  {
    const address = await deploy(art.CleanToken.abi, art.CleanToken.bytecode, ["LP Held Token", "LPHELD", SUPPLY]);
    const pair = await createPairAndAddLiquidity(address, art.CleanToken.abi, false);
    await send(address, art.CleanToken.abi, "renounceOwnership");
    tokens.lpHeld = { address, pair };
  }
  // Fee on transfer 5 % buy / 10 % sell / 5 % wallet-to-wallet; owner kept (can change fees).
  {
    const address = await deploy(art.FeeToken.abi, art.FeeToken.bytecode, [
      "Fee Token",
      "FEE",
      SUPPLY,
      BigInt(fee.buyBps),
      BigInt(fee.sellBps),
      BigInt(fee.transferBps),
    ]);
    tokens.fee = { address, pair: await createPairAndAddLiquidity(address, art.FeeToken.abi, true) };
  }
  // 99 % sell tax.
  {
    const address = await deploy(art.FeeToken.abi, art.FeeToken.bytecode, [
      "Tax99 Token",
      "TAX99",
      SUPPLY,
      0n,
      9_900n,
      0n,
    ]);
    tokens.tax99 = { address, pair: await createPairAndAddLiquidity(address, art.FeeToken.abi, true) };
  }
  // Honeypot: only the owner may sell.
  {
    const address = await deploy(art.HoneypotToken.abi, art.HoneypotToken.bytecode, ["Honey Token", "HONEY", SUPPLY]);
    tokens.honeypot = { address, pair: await createPairAndAddLiquidity(address, art.HoneypotToken.abi, true) };
  }
  for (const [key, name, symbol] of [
    ["blacklist", "BlacklistToken", "BLOCK"],
    ["mintable", "MintableToken", "MINT"],
    ["pausable", "PausableToken", "PAUSE"],
  ] as const) {
    const a = art[name];
    const address = await deploy(a.abi, a.bytecode, [`${name} Test`, symbol, SUPPLY]);
    tokens[key] = { address, pair: await createPairAndAddLiquidity(address, a.abi, false) };
    if (key === "mintable") {
      // Ownable2Step: the owner proposes a new owner who has not accepted yet.
      await send(address, a.abi, "transferOwnership", [holderA]);
      // 60 % of the LP locked in the locker, 40 % kept by the deployer.
      const pair = tokens[key].pair!;
      const lp = await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer]);
      await send(pair, PAIR.abi, "approve", [locker, lp]);
      await send(locker, art.TestLocker.abi, "lock", [pair, (lp * 6n) / 10n, 2n ** 40n]);
    }
    if (key === "pausable") {
      // Half of the LP in the PinkLock-style locker, in two locks ending at 2^39 and 2^38 seconds.
      const pair = tokens[key].pair!;
      const lp = await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer]);
      await send(pair, PAIR.abi, "approve", [pinkLocker, lp]);
      await send(pinkLocker, art.TestPinkLock.abi, "lock", [deployer, pair, true, lp / 4n, 2n ** 39n, "first"]);
      await send(pinkLocker, art.TestPinkLock.abi, "lock", [deployer, pair, true, lp / 4n, 2n ** 38n, "second"]);
    }
  }
  // EIP-1967 proxy with an EOA admin in front of UpgradeableToken.
  {
    const impl = await deploy(art.UpgradeableToken.abi, art.UpgradeableToken.bytecode);
    const init = encodeFunctionData({
      abi: art.UpgradeableToken.abi,
      functionName: "initialize",
      args: ["Proxy Token", "PRXY", SUPPLY, deployer],
    });
    const address = await deploy(art.TokenProxy.abi, art.TokenProxy.bytecode, [impl, proxyAdmin, init]);
    tokens.proxy = { address, pair: await createPairAndAddLiquidity(address, art.UpgradeableToken.abi, false) };
    // EIP-1167 clone of the same implementation (creation code from the EIP), initialised through the clone.
    const cloneCode =
      `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${impl.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3` as Hex;
    const hash = await wallet(deployer).sendTransaction({ data: cloneCode, to: null });
    const clone = getAddress((await wait(hash)).contractAddress!);
    await send(clone, art.UpgradeableToken.abi, "initialize", ["Clone Token", "CLONE", SUPPLY, deployer]);
    tokens.clone = { address: clone, pair: null };
  }
  // bytes32 name/symbol, no owner, no pair.
  tokens.bytes32 = {
    address: await deploy(art.Bytes32MetaToken.abi, art.Bytes32MetaToken.bytecode, [SUPPLY]),
    pair: null,
  };
  // Reflection: balances drift from the Transfer logs after a transfer.
  {
    const address = await deploy(art.ReflectionToken.abi, art.ReflectionToken.bytecode, [SUPPLY]);
    await send(address, art.ReflectionToken.abi, "transfer", [holderA, SUPPLY / 4n]);
    await send(address, art.ReflectionToken.abi, "transfer", [holderB, SUPPLY / 4n]);
    tokens.reflection = { address, pair: null };
  }
  // Trading switch never turned on: nobody but the owner can buy.
  {
    const address = await deploy(art.TradingSwitchToken.abi, art.TradingSwitchToken.bytecode, [
      "Switch Token",
      "SWITCH",
      SUPPLY,
    ]);
    tokens.tradingOff = { address, pair: await createPairAndAddLiquidity(address, art.TradingSwitchToken.abi, false) };
  }
  // Sells burn ~2M gas.
  {
    const address = await deploy(art.GasGriefToken.abi, art.GasGriefToken.bytecode, [
      "Gas Grief Token",
      "GRIEF",
      SUPPLY,
    ]);
    tokens.gasGrief = { address, pair: await createPairAndAddLiquidity(address, art.GasGriefToken.abi, true) };
  }
  void tokenAbi;

  return {
    url,
    chainId,
    weth,
    factory,
    router,
    deployer,
    proxyAdmin,
    holders: [holderA, holderB],
    eoa,
    locker,
    pinkLocker,
    tokens,
    feeToken: fee,
  };
}
