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
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from "viem";
import { TEST_TOKENS_ARTIFACT } from "../../../contracts/paths";
import { DEAD_ADDRESS } from "../../../lib/chains/evm/address";
import type { EvmNetwork } from "../../../lib/chains/evm/reader";
import { nodeTransactions } from "./transact";

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

/** The issue-25 tokens (contracts/test-tokens/BehaviourTokens.sol and the proxy / pair shapes): scanned by behaviour. */
export type ProbeTokenKey =
  | "farm"
  | "rewardRate"
  | "shadow"
  | "operatorFee"
  | "roles"
  | "hardcoded"
  | "checked"
  | "feeWallet"
  | "holderList"
  | "proxyAdminEoa"
  | "burntAdmin"
  | "legacyProxy"
  | "stableQuoted"
  | "wideLp"
  | "walletsOnly"
  | "burnablePermit"
  | "transferAndCall"
  | "legacyCall"
  | "wardsDeployer"
  | "wardsHidden"
  | "decoyWards"
  | "minterMap"
  | "noContracts"
  | "immutableClaim"
  | "eligibility"
  | "sellCooldown"
  | "selfSendMint"
  | "governedWards"
  | "stringTransferAndCall"
  | "namespacedController"
  | "relayAllowance"
  | "creditLine"
  | "buyBonusMint"
  | "quietMint"
  | "spenderList"
  | "spenderListClosed"
  | "originKeeper";

/** Fixed keyless addresses the issue-25 tokens name (only ever used as msg.sender by the prober's overrides). */
export const HARDCODED_ADMIN: Address = "0x8b338b4909b7C207A767d7F65b39E01B72340a3d";
export const SHADOW_CONTROLLER: Address = "0xA68Adea3C3945959081cd20184B82Fc576936701";
export const ROLE_MINTER: Address = "0x84C618791B5bEfa7e185c7E8c19D692B8d5C9090";
export const OPERATOR: Address = "0x954E23133c0c762125406c44996d2CF9F802d6F9";
/** The address the `decoyWards` token names in a Rely event: no function of it accepts this caller. */
export const DECOY_WARD: Address = "0x5EC0dEc05eC0dec05EC0DEC05EC0dEC05EC0DEC0";

/** The only ward of the `wardsHidden` token after the deployer relied it and denied itself (no event names it). */
export const HIDDEN_WARD: Address = "0x5eC0a61D2c0D4ac86cd87a3b9BB0d9D5bF2c7e11";
/** The `immutableClaim` token's claim wallet: a vanity address (eight leading zero hex digits) kept in an immutable. */
export const CLAIM_WALLET: Address = getAddress("0x00000000000000000000000000000000c1a1c1a1");
/** The `namespacedController` token's controller, kept only in OpenZeppelin v5's namespaced Ownable slot. */
export const NAMESPACED_CONTROLLER: Address = getAddress("0x3c0f9a6b1d2e4f5a6b7c8d9e0f1a2b3c4d5e6f70");
/** The `sellCooldown` token's earlier buyer (bought from the pair an hour before the scans). */
export const COOLDOWN_BUYER: Address = getAddress("0x7ee0b7c2d3a7a1e5bd0b0a3b6c4f1d2e3f405162");
/** ProberClassTokens3.sol: the relayer that skips allowances (a stored address packed with a fee). */
export const RELAYER: Address = getAddress("0x9e1a7e0f5c2b4d6a8e0c1b3d5f7a9c2e4b6d8f01");
/** ProberClassTokens3.sol: the credit desk with an overdraft line (an immutable; a small address, 9 hex digits). */
export const CREDIT_DESK: Address = getAddress("0x0000000000000000000000000000000c4ed17de5");
/** ProberClassTokens3.sol: the treasury that receives the bonus minted on every buy. */
export const BONUS_TREASURY: Address = getAddress("0x7b0a5e3d1c9f8e7d6c5b4a392817f6e5d4c3b2a1");

/** LP holders of the widely-held-LP token: 25 wallets with 4 % each. */
export const LP_WALLETS: Address[] = Array.from({ length: 25 }, (_, i) =>
  getAddress(`0x${(0x1b000000 + i).toString(16).padStart(40, "0")}`),
);

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
  /** Issue-25 tokens: renamed powers, hidden controllers, proxy admins, quotes and LP spreads. */
  probeTokens: Record<ProbeTokenKey, DeployedToken & { implementation?: Address; proxyAdmin?: Address }>;
  /** A stablecoin quote token (paired with WETH and with the stable-quoted token). */
  stable: Address;
  /** The balance-checker contract the `checked` token asks on every transfer. */
  checker: Address;
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
  f: Pick<EvmFixture, "chainId" | "weth" | "factory" | "router" | "locker" | "pinkLocker" | "stable">,
): EvmNetwork {
  return {
    name: "local",
    chainId: f.chainId,
    wrappedNative: f.weth,
    quotes: [f.weth, f.stable],
    v2Dexes: [{ name: "Uniswap V2 (local)", factory: f.factory, router: f.router }],
    lockers: [
      { name: "Test locker", address: f.locker, lockReader: "uncx-v2" },
      // No lockReader: its interface (PinkLock V2's read functions) is detected by probing, as for shipped entries.
      { name: "Test PinkLock", address: f.pinkLocker },
    ],
  };
}

export async function deployEvmFixture(url: string): Promise<EvmFixture> {
  const pub = createPublicClient({ transport: http(url) });
  const accounts = ((await pub.request({ method: "eth_accounts" } as never)) as Address[]).map((a) => getAddress(a));
  const [deployer, proxyAdmin, holderA, holderB, eoa] = accounts;
  const chainId = await pub.getChainId();

  const { transact, deployCode } = nodeTransactions(pub as PublicClient);
  const deploy = async (abi: Abi, bytecode: string, args: unknown[] = [], from: Address = deployer) =>
    deployCode(from, abi, bytecode, args);
  const send = async (
    to: Address,
    abi: Abi,
    functionName: string,
    args: unknown[] = [],
    value = 0n,
    from: Address = deployer,
  ) => transact({ from, to, data: encodeFunctionData({ abi, functionName, args }), value });
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
    const clone = getAddress((await transact({ from: deployer, data: cloneCode })).contractAddress!);
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

  // ---- Issue-25 tokens: every one renounced where it says so, supply spread like `clean`, LP burnt ----
  const spread = async (address: Address, abi: Abi) => {
    await send(address, abi, "transfer", [holderA, (SUPPLY * 8n) / 100n]);
    await send(address, abi, "transfer", [holderB, SUPPLY / 20n]);
    for (const [i, bps] of CLEAN_WALLET_BPS.entries())
      await send(address, abi, "transfer", [CLEAN_WALLETS[i], (SUPPLY * bps) / 10_000n]);
    await send(address, abi, "transfer", [DEAD_ADDRESS, SUPPLY / 10n]);
  };
  const burnLp = async (pair: Address) => {
    const lp = await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer]);
    await send(pair, PAIR.abi, "transfer", [DEAD_ADDRESS, lp]);
  };
  const probeTokens = {} as EvmFixture["probeTokens"];
  const launch = async (
    key: ProbeTokenKey,
    name: string,
    args: unknown[],
    o: { setPair?: boolean; renounce?: boolean } = {},
  ) => {
    const a = art[name];
    const address = await deploy(a.abi, a.bytecode, args);
    const pair = await createPairAndAddLiquidity(address, a.abi, o.setPair ?? false);
    await spread(address, a.abi);
    await burnLp(pair);
    if (o.renounce) await send(address, a.abi, "renounceOwnership");
    probeTokens[key] = { address, pair };
  };
  await launch("farm", "FarmToken", ["Farm Token", "FARM", SUPPLY]);
  await launch("rewardRate", "RewardRateToken", ["Reward Rate Token", "RRT", SUPPLY]);
  await launch("shadow", "ShadowToken", ["Shadow Token", "SHDW", SUPPLY, SHADOW_CONTROLLER], { renounce: true });
  await launch("operatorFee", "OperatorFeeToken", ["Operator Fee Token", "OPFEE", SUPPLY, OPERATOR], {
    setPair: true,
    renounce: true,
  });
  await launch("roles", "RoleToken", ["Role Token", "ROLE", SUPPLY, ROLE_MINTER]);
  await launch("hardcoded", "HardcodedAdminToken", ["Hardcoded Admin Token", "HCA", SUPPLY], { renounce: true });
  const checker = await deploy(art.TestBalanceChecker.abi, art.TestBalanceChecker.bytecode);
  await launch("checked", "CheckedToken", ["Checked Token", "CHK", SUPPLY, checker], { renounce: true });
  await launch("feeWallet", "FeeWalletToken", ["Fee Wallet Token", "FWT", SUPPLY], { setPair: true });
  await launch("holderList", "HolderListToken", ["Holder List Token", "HLT", SUPPLY], { setPair: true });
  await launch("walletsOnly", "WalletsOnlyToken", ["Wallets Only Token", "WALLET", SUPPLY], {
    setPair: true,
    renounce: true,
  });
  // Tokens refused to contract recipients other than the pair and router (contracts/test-tokens/ContextTokens.sol).
  await launch("noContracts", "NoContractRecipientsToken", ["No Contracts Token", "NOCON", SUPPLY, router], {
    setPair: true,
    renounce: true,
  });
  // No owner function at all (contracts/test-tokens/OwnerlessTokens.sol): holder-scoped extensions, and mints gated
  // by a mapping (the deployer a ward / minter; or a ward nobody can see after the deployer denied itself).
  await launch("burnablePermit", "BurnablePermitToken", ["Burnable Permit Token", "BPT", SUPPLY]);
  await launch("transferAndCall", "TransferAndCallToken", ["Transfer And Call Token", "TAC", SUPPLY]);
  await launch("legacyCall", "LegacyCallToken", ["Legacy Call Token", "LCT", SUPPLY]);
  await launch("wardsDeployer", "WardsToken", ["Wards Token", "WARD", SUPPLY]);
  await launch("wardsHidden", "WardsToken", ["Hidden Wards Token", "HWARD", SUPPLY]);
  await send(probeTokens.wardsHidden.address, art.WardsToken.abi, "rely", [HIDDEN_WARD]);
  await send(probeTokens.wardsHidden.address, art.WardsToken.abi, "deny", [deployer]);
  await launch("minterMap", "MinterMapToken", ["Minter Map Token", "MMT", SUPPLY]);
  // A Rely event names a decoy no function accepts; the real (hidden) ward keeps the mint.
  await launch("decoyWards", "DecoyWardsToken", ["Decoy Wards Token", "DWARD", SUPPLY, HIDDEN_WARD, DECOY_WARD]);
  // The prober's behaviour classes (contracts/test-tokens/ProberClassTokens.sol).
  await launch("immutableClaim", "ImmutableClaimToken", ["Immutable Claim Token", "ICT", SUPPLY, CLAIM_WALLET], {
    renounce: true,
  });
  await launch("eligibility", "EligibilitySwitchToken", ["Eligibility Token", "ELT", SUPPLY]);
  await launch("sellCooldown", "SellCooldownToken", ["Sell Cooldown Token", "SCT", SUPPLY], { setPair: true });
  await send(
    router,
    ROUTER.abi,
    "swapExactETHForTokensSupportingFeeOnTransferTokens",
    [0n, [weth, probeTokens.sellCooldown.address], COOLDOWN_BUYER, 2n ** 40n],
    parseEther("0.1"),
  );
  await launch("selfSendMint", "SelfSendMintToken", ["Self Send Mint Token", "SSM", SUPPLY], { renounce: true });
  await launch("governedWards", "GovernedWardsToken", ["Governed Wards Token", "GWT", SUPPLY]);
  {
    const timelock = await deploy(art.TestTimelock.abi, art.TestTimelock.bytecode, [eoa, 2n * 86_400n]);
    await send(probeTokens.governedWards.address, art.GovernedWardsToken.abi, "rely", [timelock]);
    await send(probeTokens.governedWards.address, art.GovernedWardsToken.abi, "deny", [deployer]);
  }
  await launch("stringTransferAndCall", "StringErrorsTransferAndCallToken", ["String Errors 677", "SE677", SUPPLY]);
  {
    // Behind an EIP-1967 proxy with a burnt admin: the controller sits in the implementation's namespaced slot.
    const a = art.NamespacedControllerToken;
    const impl = await deploy(a.abi, a.bytecode);
    const init = encodeFunctionData({
      abi: a.abi,
      functionName: "initialize",
      args: ["Namespaced Controller Token", "NCT", SUPPLY, NAMESPACED_CONTROLLER],
    });
    const address = await deploy(art.TokenProxy.abi, art.TokenProxy.bytecode, [impl, DEAD_ADDRESS, init]);
    const pair = await createPairAndAddLiquidity(address, a.abi, false);
    await spread(address, a.abi);
    await burnLp(pair);
    probeTokens.namespacedController = { address, pair, implementation: impl, proxyAdmin: DEAD_ADDRESS };
  }
  // Proxies in front of UpgradeableToken: admin a ProxyAdmin owned by an EOA; admin the dead address; zeppelinOS slots.
  const proxyToken = async (
    key: ProbeTokenKey,
    proxyName: "TokenProxy" | "LegacySlotProxy",
    admin: Address,
    name: string,
  ) => {
    const impl = await deploy(art.UpgradeableToken.abi, art.UpgradeableToken.bytecode);
    const init = encodeFunctionData({
      abi: art.UpgradeableToken.abi,
      functionName: "initialize",
      args: [name, key.toUpperCase(), SUPPLY, deployer],
    });
    const address = await deploy(art[proxyName].abi, art[proxyName].bytecode, [impl, admin, init]);
    const pair = await createPairAndAddLiquidity(address, art.UpgradeableToken.abi, false);
    await spread(address, art.UpgradeableToken.abi);
    await burnLp(pair);
    await send(address, art.UpgradeableToken.abi, "renounceOwnership");
    probeTokens[key] = { address, pair, implementation: impl, proxyAdmin: admin };
  };
  const proxyAdminContract = await deploy(art.TestProxyAdmin.abi, art.TestProxyAdmin.bytecode, [eoa]);
  await proxyToken("proxyAdminEoa", "TokenProxy", proxyAdminContract, "ProxyAdmin EOA Token");
  await proxyToken("burntAdmin", "TokenProxy", DEAD_ADDRESS, "Burnt Admin Token");
  await proxyToken("legacyProxy", "LegacySlotProxy", DEAD_ADDRESS, "Legacy Slot Token");
  // A stablecoin quote: WETH/TUSD pair for routing, then the token paired only with TUSD.
  const stable = await deploy(art.TestStable.abi, art.TestStable.bytecode, [SUPPLY]);
  await send(stable, art.TestStable.abi, "approve", [router, SUPPLY]);
  await send(
    router,
    ROUTER.abi,
    "addLiquidityETH",
    [stable, parseEther("30000"), 0n, 0n, deployer, 2n ** 40n],
    LIQUIDITY_ETH,
  );
  {
    const a = art.CleanToken;
    const address = await deploy(a.abi, a.bytecode, ["Stable Quoted Token", "SQT", SUPPLY]);
    await send(address, a.abi, "approve", [router, LIQUIDITY_TOKENS]);
    await send(router, ROUTER.abi, "addLiquidity", [
      address,
      stable,
      LIQUIDITY_TOKENS,
      parseEther("30000"),
      0n,
      0n,
      deployer,
      2n ** 40n,
    ]);
    const pair = getAddress(await read<Address>(factory, FACTORY.abi, "getPair", [address, stable]));
    await spread(address, a.abi);
    await burnLp(pair);
    await send(address, a.abi, "renounceOwnership");
    probeTokens.stableQuoted = { address, pair };
  }
  // Widely held LP: renounced, supply spread, the LP split over 25 wallets (4 % each).
  {
    const a = art.CleanToken;
    const address = await deploy(a.abi, a.bytecode, ["Wide LP Token", "WIDE", SUPPLY]);
    const pair = await createPairAndAddLiquidity(address, a.abi, false);
    await spread(address, a.abi);
    const lp = await read<bigint>(pair, PAIR.abi, "balanceOf", [deployer]);
    for (const w of LP_WALLETS) await send(pair, PAIR.abi, "transfer", [w, lp / BigInt(LP_WALLETS.length)]);
    await send(address, a.abi, "renounceOwnership");
    probeTokens.wideLp = { address, pair };
  }

  // The prober's third classes (contracts/test-tokens/ProberClassTokens3.sol), owners renounced unless said.
  await launch("relayAllowance", "RelayAllowanceToken", ["Relay Allowance Token", "RLY", SUPPLY, RELAYER], {
    renounce: true,
  });
  await launch("creditLine", "CreditLineToken", ["Credit Line Token", "CRED", SUPPLY, CREDIT_DESK], {
    renounce: true,
  });
  await launch("buyBonusMint", "BuyBonusMintToken", ["Buy Bonus Token", "BBM", SUPPLY, BONUS_TREASURY], {
    setPair: true,
    renounce: true,
  });
  await launch("quietMint", "QuietBonusMintToken", ["Quiet Bonus Token", "QBM", SUPPLY]);
  await launch("spenderList", "SpenderListToken", ["Spender List Token", "SPL", SUPPLY]);
  await launch("spenderListClosed", "SpenderListToken", ["Spender List Closed", "SPLC", SUPPLY]);
  await send(probeTokens.spenderListClosed.address, art.SpenderListToken.abi, "restrictSpenders", [true]);
  await send(probeTokens.spenderListClosed.address, art.SpenderListToken.abi, "renounceOwnership");
  {
    // Deployed by a factory: the keeper is the creating transaction's sender (tx.origin), not the token's msg.sender.
    const f = art.OriginTokenFactory;
    const factoryAddress = await deploy(f.abi, f.bytecode);
    await send(factoryAddress, f.abi, "launch", ["Origin Keeper Token", "OKT", SUPPLY]);
    const address = await read<Address>(factoryAddress, f.abi, "lastToken");
    const a = art.OriginKeeperToken;
    const pair = await createPairAndAddLiquidity(address, a.abi, false);
    await spread(address, a.abi);
    await burnLp(pair);
    probeTokens.originKeeper = { address, pair };
  }

  // An hour passes: the `sellCooldown` buyer's cooldown is over (the scans see a real earlier buyer).
  await pub.request({ method: "evm_increaseTime", params: [3600] } as never);
  await pub.request({ method: "evm_mine", params: [] } as never);

  return {
    probeTokens,
    stable,
    checker,
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
