/**
 * Blind held-out Solana token cases (issue 26). Written from public descriptions only (issuer
 * documentation, RugCheck / GoPlus risk descriptions, incident write-ups, public mainnet account
 * values found in public repositories), never from the engine's checks or thresholds. Each
 * expectation was committed before the engine ran on it; see README.md beside this file.
 *
 * Verdict: `danger` = a trader should not rely on this token (the engine should say high or
 * critical); `safe` = nothing a trader must act on (low or medium).
 */
import { createHash } from "node:crypto";
import { none, some } from "@solana/kit";
import { type ExtensionArgs, AccountState as T22AccountState } from "@solana-program/token-2022";
import type { RawAccount } from "@/lib/engine/types";
import {
  type CaseWorld,
  clockAccount,
  days,
  HELDOUT_EPOCH,
  type HolderSpec,
  holderAccounts,
  INCINERATOR,
  keyBytes,
  marketPair,
  metaplexAccount,
  mintAccount,
  multisigAccount,
  organicHolders,
  pda,
  rawAccount,
  type SolanaHeldoutCase,
  SYSTEM_PROGRAM,
  unknownProgram,
  wallet,
} from "./build";
import { type MarketSpec, type TokenCaseSpec, tokenWorld } from "./world";

const READ = "read 2026-11-26";
const RUGCHECK =
  "RugCheck token report risk descriptions (rugcheck.xyz: 'Mint Authority still enabled', 'Freeze Authority still enabled', 'Single holder ownership', 'Top 10 holders high ownership', 'Low Liquidity', 'Copycat token', 'Permanent Delegate', 'Transfer fee'), " +
  READ;
const GOPLUS =
  "GoPlus Solana token security API field descriptions (docs.gopluslabs.io, solana token_security: mintable, freezable, balance_mutable_authority, transfer_fee, transfer_fee_upgradable, transfer_hook, default_account_state, non_transferable, metadata_mutable, trusted_token), " +
  READ;
const T22_DOCS =
  "Solana Token Extensions docs (solana.com/docs/tokens/extensions: transfer fees with older/newer fee and epoch, permanent delegate, transfer hook, default account state, pausable, metadata pointer), " +
  READ;

/** Program ids, real (SPL stake pool docs; Marinade docs; Wormhole docs; pump.fun IDL). */
const SPL_STAKE_POOL_PROGRAM = "SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy";
const MARINADE_PROGRAM = "MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD";
const MARINADE_STATE = "8szGkuLTAux9XMgZ2vtY39jVSowEcpBfFfD8hXSEqdGC";
const WORMHOLE_TOKEN_BRIDGE = "wormDTUJ6AWPNvk59vGQbDvGJmqbDTdgWgAqcLBCgUb";
const PUMP_FUN_PROGRAM = "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P";

/** Circle's USDC authorities and Tether's USDT authority (mainnet account values quoted in public repositories). */
const USDC_MINT_AUTHORITY = "BJE5MMbqXjVwjAF7oxwPYXnTXDyspzZyt4vwenNw5ruG";
const USDC_FREEZE_AUTHORITY = "7dGbd2QZcCKcTndnHcTL8q7SMVXAkp688NTQYwrRCrar";
const USDT_AUTHORITY = "Q6XprfkF8RQQKoQVG33xT88H7wi8Uk1B1CC7YAs69Gi";

const deployer = (label: string) => wallet(`${label}:deployer`);

/** A mature, widely held token's market: deep, old, balanced. */
const matureMarket = (priceUsd: number, liquidityUsd: number): MarketSpec => ({
  priceUsd,
  liquidityUsd,
  volume24hUsd: liquidityUsd * 0.8,
  buys24h: 4_200,
  sells24h: 3_900,
  ageHours: days(600),
});

/** A young token's market with ordinary two-way trading. */
const youngMarket = (ageHours: number, liquidityUsd = 45_000): MarketSpec => ({
  priceUsd: 0.00042,
  liquidityUsd,
  volume24hUsd: liquidityUsd * 3,
  buys24h: 1_150,
  sells24h: 930,
  ageHours,
});

/** A clean meme-token shape: authorities revoked, immutable metadata, LP burnt, organic holders. */
function cleanMeme(label: string, over: Partial<TokenCaseSpec> = {}): TokenCaseSpec {
  return {
    label,
    program: "spl",
    decimals: 6,
    supplyTokens: 1_000_000_000n,
    mintAuthority: null,
    freezeAuthority: null,
    name: over.name ?? "Meadowlark",
    symbol: over.symbol ?? "MDWL",
    metaplex: {
      name: over.name ?? "Meadowlark",
      symbol: over.symbol ?? "MDWL",
      uri: `https://ipfs.io/ipfs/${label}`,
      updateAuthority: deployer(label),
      isMutable: false,
    },
    holders: organicHolders(label, 40, 55),
    pool: { tokenPct: 20, lp: "burnt" },
    market: youngMarket(days(45), 180_000),
    ...over,
  };
}

const t22Meta = (mint: string, name: string, symbol: string, updateAuthority: string | null): ExtensionArgs[] => [
  {
    __kind: "MetadataPointer",
    authority: updateAuthority ? some(updateAuthority as never) : none(),
    metadataAddress: some(mint as never),
  },
  {
    __kind: "TokenMetadata",
    updateAuthority: updateAuthority ? some(updateAuthority as never) : none(),
    mint: mint as never,
    name,
    symbol,
    uri: "https://arweave.net/metadata.json",
    additionalMetadata: new Map(),
  },
];

const fee = (authority: string | null, older: [bigint, number], newer: [bigint, number]): ExtensionArgs => ({
  __kind: "TransferFeeConfig",
  transferFeeConfigAuthority: (authority ?? SYSTEM_PROGRAM) as never,
  withdrawWithheldAuthority: (authority ?? SYSTEM_PROGRAM) as never,
  withheldAmount: 0n,
  olderTransferFee: { epoch: older[0], maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: older[1] },
  newerTransferFee: { epoch: newer[0], maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: newer[1] },
});
const FEE_ACCOUNT_EXT: ExtensionArgs[] = [
  { __kind: "ImmutableOwner" },
  { __kind: "TransferFeeAmount", withheldAmount: 0n },
];

const mintOf = (label: string) => wallet(`${label}:mint`);

/** pump.fun bonding curve account (layout from pump.fun's published IDL: BondingCurve). */
function pumpCurve(
  address: string,
  v: { vToken: bigint; vSol: bigint; rToken: bigint; rSol: bigint; total: bigint; complete: boolean; creator: string },
): RawAccount {
  const buf = new Uint8Array(8 + 8 * 5 + 1 + 32);
  buf.set(createHash("sha256").update("account:BondingCurve").digest().subarray(0, 8), 0);
  const dv = new DataView(buf.buffer);
  [v.vToken, v.vSol, v.rToken, v.rSol, v.total].forEach((x, i) => dv.setBigUint64(8 + 8 * i, x, true));
  buf[48] = v.complete ? 1 : 0;
  buf.set(keyBytes(v.creator), 49);
  return rawAccount(address, PUMP_FUN_PROGRAM, buf, 1_500_000n);
}

/** A pump.fun token still on its bonding curve, with the curve's vault and the pumpfun "pair". */
async function pumpFunOnCurve(
  label: string,
  o: {
    progressPct: number;
    creatorPct: number;
    others: number;
    name: string;
    symbol: string;
    ageHours: number;
    buys: number;
    sells: number;
  },
): Promise<CaseWorld> {
  const mint = mintOf(label);
  const decimals = 6;
  const total = 1_000_000_000n * 10n ** 6n;
  // pump.fun: 793.1M tokens sold on the curve; reserves start at 1,073,000,000 virtual tokens / 30 virtual SOL.
  const curveSale = 793_100_000n * 10n ** 6n;
  const sold = (curveSale * BigInt(Math.round(o.progressPct * 100))) / 10_000n;
  const rToken = curveSale - sold;
  const vToken = 1_073_000_000n * 10n ** 6n - sold;
  const vSol = (30n * 10n ** 9n * 1_073_000_000n * 10n ** 6n) / vToken;
  const rSol = vSol - 30n * 10n ** 9n;
  const curve = await pda(PUMP_FUN_PROGRAM, ["bonding-curve", keyBytes(mint)]);
  const creator = deployer(label);
  const accounts: RawAccount[] = [clockAccount()];
  accounts.push(
    mintAccount({ address: mint, program: "spl", decimals, supply: total, mintAuthority: null, freezeAuthority: null }),
  );
  accounts.push(
    await metaplexAccount({
      mint,
      name: o.name,
      symbol: o.symbol,
      uri: `https://ipfs.io/ipfs/${label}`,
      updateAuthority: wallet("pump.fun:metadata-authority"),
      isMutable: false,
    }),
  );
  accounts.push(pumpCurve(curve, { vToken, vSol, rToken, rSol, total, complete: false, creator }));
  // The curve vault holds the unsold curve tokens plus the 206.9M reserved for migration.
  const vaultAmount = rToken + 206_900_000n * 10n ** 6n;
  const soldPct = Number((sold * 1_000_000n) / total) / 10_000;
  const creatorPct = Math.min(o.creatorPct, soldPct);
  const holders = [
    { owner: curve, amount: vaultAmount },
    { owner: creator, pct: creatorPct },
    ...organicHolders(label, o.others, Math.max(0, soldPct - creatorPct)),
  ];
  const table = await holderAccounts(mint, "spl", total, holders);
  accounts.push(...table.accounts);
  const solUsd = 180;
  const liquidityUsd = (Number(rSol) / 1e9) * solUsd * 2;
  const priceUsd = ((Number(vSol) / 1e9) * solUsd) / (Number(vToken) / 1e6);
  return {
    mint,
    accounts,
    largest: new Map([[mint, table.largest]]),
    pairs: [
      marketPair({
        mint,
        name: o.name,
        symbol: o.symbol,
        dexId: "pumpfun",
        pairAddress: curve,
        priceUsd,
        liquidityUsd,
        volume24hUsd: liquidityUsd * 4,
        buys24h: o.buys,
        sells24h: o.sells,
        fdv: priceUsd * 1e9,
        ageHours: o.ageHours,
      }),
    ],
  };
}

export const TOKEN_CASES: SolanaHeldoutCase[] = [
  // ───────────── real mainnet tokens (real mint, real authorities; holders and markets representative) ─────────────
  {
    name: "real-usdc-circle",
    expected: "safe",
    kind: "real",
    rationale:
      "USDC: Circle keeps a live mint authority (an SPL Token multisig) and freeze authority by design, as a regulated issuer documents (blacklisting, supply management). That is issuer control, not a rug risk a trader must act on.",
    source:
      "Circle USDC on Solana (developers.circle.com/stablecoins/usdc-contract-addresses); mint values (decimals 6, supply 8985397351591790, mintAuthority BJE5MMbq…, freezeAuthority 7dGbd2QZ…) quoted from a public getMint dump in GitHub code search; BJE5MMbq… listed as a 355-byte Token multisig in a public explorer's account catalogue; " +
      READ +
      ". Multisig signers and threshold are stand-ins (not published).",
    build: () =>
      tokenWorld({
        label: "usdc",
        mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
        program: "spl",
        decimals: 6,
        supplyTokens: 8_985_397_351n,
        mintAuthority: USDC_MINT_AUTHORITY,
        freezeAuthority: USDC_FREEZE_AUTHORITY,
        name: "USD Coin",
        symbol: "USDC",
        metaplex: { name: "USD Coin", symbol: "USDC", updateAuthority: wallet("circle:metadata"), isMutable: true },
        holders: organicHolders("usdc", 60, 42),
        pool: { tokenPct: 0.2, lp: "spread" },
        market: matureMarket(1, 24_000_000),
        extra: [
          multisigAccount(USDC_MINT_AUTHORITY, 2, [
            wallet("circle:signer:0"),
            wallet("circle:signer:1"),
            wallet("circle:signer:2"),
          ]),
        ],
      }),
  },
  {
    name: "real-usdt-tether",
    expected: "safe",
    kind: "real",
    rationale:
      "USDT on Solana: Tether holds mint and freeze authority (the same address, an SPL Token multisig). Regulated-issuer control of a major stablecoin; safe for a trader.",
    source:
      "Tether supported protocols (tether.to/en/supported-protocols); Es9vMFrz… mint values (decimals 6, supply 1889938175280062, mint/freeze Q6XprfkF…) quoted in public repository fixtures (GitHub code search); Q6XprfkF… shown as a Multisig account in a public explorer's source; " +
      READ +
      ". Signers are stand-ins.",
    build: () =>
      tokenWorld({
        label: "usdt",
        mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB",
        program: "spl",
        decimals: 6,
        supplyTokens: 1_889_938_175n,
        mintAuthority: USDT_AUTHORITY,
        freezeAuthority: USDT_AUTHORITY,
        name: "USDT",
        symbol: "USDT",
        metaplex: { name: "USDT", symbol: "USDT", updateAuthority: wallet("tether:metadata"), isMutable: true },
        holders: organicHolders("usdt", 60, 48),
        pool: { tokenPct: 0.3, lp: "spread" },
        market: matureMarket(1, 9_000_000),
        extra: [
          multisigAccount(USDT_AUTHORITY, 2, [
            wallet("tether:signer:0"),
            wallet("tether:signer:1"),
            wallet("tether:signer:2"),
          ]),
        ],
      }),
  },
  {
    name: "real-msol-marinade",
    expected: "safe",
    kind: "real",
    rationale:
      "mSOL: the mint authority is the Marinade program's PDA (seeds [state, 'st_mint']); mSOL is minted only against SOL deposited into Marinade's stake. A program-role authority of an audited staking protocol, not a person who can print.",
    source:
      "Marinade docs (docs.marinade.finance: mSOL mint mSoLzYCx…, program MarBmsSg…, state 8szGkuLT…); mint authority derived as PDA([state,'st_mint']) = 3JLPCS1q…; " +
      READ,
    build: async () =>
      tokenWorld({
        label: "msol",
        mint: "mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So",
        program: "spl",
        decimals: 9,
        supplyTokens: 3_400_000n,
        mintAuthority: await pda(MARINADE_PROGRAM, [keyBytes(MARINADE_STATE), "st_mint"]),
        freezeAuthority: null,
        name: "Marinade staked SOL (mSOL)",
        symbol: "MSOL",
        metaplex: {
          name: "Marinade staked SOL (mSOL)",
          symbol: "MSOL",
          updateAuthority: wallet("marinade:metadata"),
          isMutable: true,
        },
        holders: organicHolders("msol", 50, 55),
        pool: { tokenPct: 1.5, lp: "spread" },
        market: matureMarket(230, 6_000_000),
      }),
  },
  {
    name: "real-jitosol",
    expected: "safe",
    kind: "real",
    rationale:
      "JitoSOL: an SPL stake pool token; the mint authority is the pool's withdraw-authority PDA (seeds [pool, 'withdraw'] under the SPL stake pool program), which mints only against deposited SOL.",
    source:
      "Jito docs (jito.network/docs: pool Jito4APy…, mint J1toso1u…); SPL stake pool program SPoo1Ku8…; withdraw authority PDA 6iQKfEyh… (matches public references); " +
      READ,
    build: async () =>
      tokenWorld({
        label: "jitosol",
        mint: "J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn",
        program: "spl",
        decimals: 9,
        supplyTokens: 14_000_000n,
        mintAuthority: await pda(SPL_STAKE_POOL_PROGRAM, [
          keyBytes("Jito4APyf642JPZPx3hGc6WWJ8zPKtRbRs4P815Awbb"),
          "withdraw",
        ]),
        freezeAuthority: null,
        name: "Jito Staked SOL",
        symbol: "JitoSOL",
        metaplex: {
          name: "Jito Staked SOL",
          symbol: "JitoSOL",
          updateAuthority: wallet("jito:metadata"),
          isMutable: true,
        },
        holders: organicHolders("jitosol", 50, 50),
        pool: { tokenPct: 1, lp: "spread" },
        market: matureMarket(240, 12_000_000),
      }),
  },
  {
    name: "real-bsol-blazestake",
    expected: "safe",
    kind: "real",
    rationale:
      "bSOL: BlazeStake's SPL stake pool token; mint authority = withdraw-authority PDA of pool stk9ApL5… (6WecYymE…), minting only against deposits.",
    source:
      "BlazeStake docs (stake-docs.solblaze.org: pool stk9ApL5…, bSOL mint bSo13r4T…); withdraw authority 6WecYymE… quoted in public repositories and re-derived here; " +
      READ,
    build: async () =>
      tokenWorld({
        label: "bsol",
        mint: "bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1",
        program: "spl",
        decimals: 9,
        supplyTokens: 900_000n,
        mintAuthority: await pda(SPL_STAKE_POOL_PROGRAM, [
          keyBytes("stk9ApL5HeVAwPLr3TLhDXdZS8ptVu7zp6ov8HFDuMi"),
          "withdraw",
        ]),
        freezeAuthority: null,
        name: "BlazeStake Staked SOL (bSOL)",
        symbol: "bSOL",
        metaplex: {
          name: "BlazeStake Staked SOL (bSOL)",
          symbol: "bSOL",
          updateAuthority: wallet("blaze:metadata"),
          isMutable: true,
        },
        holders: organicHolders("bsol", 40, 60),
        pool: { tokenPct: 2, lp: "spread" },
        market: matureMarket(250, 1_500_000),
      }),
  },
  {
    name: "real-weth-wormhole",
    expected: "safe",
    kind: "real",
    rationale:
      "Wormhole-bridged WETH (Portal): the mint authority is the Wormhole token bridge's 'mint_signer' PDA, which mints only against ETH locked on Ethereum after guardian attestation. Bridge risk is the bridge's, not a deployer's printing press.",
    source:
      "Wormhole docs (docs.wormhole.com: token bridge program wormDTUJ…; wrapped assets minted by the bridge); mint 7vfCXTUX… (Portal WETH, public token lists); mint_signer PDA BCD75RNB… derived; " +
      READ,
    build: async () =>
      tokenWorld({
        label: "weth-wormhole",
        mint: "7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs",
        program: "spl",
        decimals: 8,
        supplyTokens: 60_000n,
        mintAuthority: await pda(WORMHOLE_TOKEN_BRIDGE, ["mint_signer"]),
        freezeAuthority: null,
        name: "Wrapped Ether (Wormhole)",
        symbol: "ETH",
        metaplex: {
          name: "Wrapped Ether (Wormhole)",
          symbol: "ETH",
          updateAuthority: await pda(WORMHOLE_TOKEN_BRIDGE, ["mint_signer"]),
          isMutable: true,
        },
        holders: organicHolders("weth-wormhole", 40, 55),
        pool: { tokenPct: 1, lp: "spread" },
        market: matureMarket(3_400, 4_000_000),
      }),
  },
  {
    name: "real-wbtc-wormhole",
    expected: "safe",
    kind: "real",
    rationale:
      "Wormhole-bridged WBTC: same bridge mint_signer PDA as mint authority; minted only against locked collateral.",
    source: "Wormhole docs (token bridge wormDTUJ…); mint 3NZ9JMVB… (Portal WBTC, public token lists); " + READ,
    build: async () =>
      tokenWorld({
        label: "wbtc-wormhole",
        mint: "3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh",
        program: "spl",
        decimals: 8,
        supplyTokens: 900n,
        mintAuthority: await pda(WORMHOLE_TOKEN_BRIDGE, ["mint_signer"]),
        freezeAuthority: null,
        name: "Wrapped BTC (Wormhole)",
        symbol: "WBTC",
        metaplex: {
          name: "Wrapped BTC (Wormhole)",
          symbol: "WBTC",
          updateAuthority: await pda(WORMHOLE_TOKEN_BRIDGE, ["mint_signer"]),
          isMutable: true,
        },
        holders: organicHolders("wbtc-wormhole", 40, 55),
        pool: { tokenPct: 1, lp: "spread" },
        market: matureMarket(95_000, 1_200_000),
      }),
  },
  {
    name: "real-bonk",
    expected: "safe",
    kind: "real",
    rationale:
      "BONK: mint and freeze authority revoked, very widely held, deep liquidity for years. The textbook safe community token.",
    source: "BONK mint DezXAZ8z… (bonkcoin.com; public token lists: decimals 5, no mint/freeze authority); " + READ,
    build: () =>
      tokenWorld(
        cleanMeme("bonk", {
          mint: "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263",
          decimals: 5,
          supplyTokens: 88_000_000_000_000n,
          name: "Bonk",
          symbol: "Bonk",
          metaplex: { name: "Bonk", symbol: "Bonk", updateAuthority: wallet("bonk:metadata"), isMutable: true },
          holders: organicHolders("bonk", 60, 38),
          pool: { tokenPct: 0.8, lp: "spread" },
          market: matureMarket(0.000022, 8_000_000),
        }),
      ),
  },
  {
    name: "real-wif",
    expected: "safe",
    kind: "real",
    rationale:
      "dogwifhat: authorities revoked at launch, supply fixed near 998.9M, years of deep liquidity and broad holding.",
    source:
      "WIF mint EKpQGSJt… (public token lists: decimals 6, supply ~998,926,392, no mint/freeze authority); " + READ,
    build: () =>
      tokenWorld(
        cleanMeme("wif", {
          mint: "EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm",
          supplyTokens: 998_926_392n,
          name: "dogwifhat",
          symbol: "$WIF",
          metaplex: { name: "dogwifhat", symbol: "$WIF", updateAuthority: wallet("wif:metadata"), isMutable: true },
          holders: organicHolders("wif", 60, 40),
          pool: { tokenPct: 1, lp: "spread" },
          market: matureMarket(1.1, 6_000_000),
        }),
      ),
  },

  // ───────────── benign controls (not real tokens; shapes that are safe) ─────────────
  {
    name: "benign-t22-fee-small-in-force-expired-high",
    expected: "safe",
    kind: "benign",
    rationale:
      "Token-2022 transfer fee: the newer setting (0.5 %, from an epoch long past) is in force; the older 10 % fee applied only before that epoch and is history. Fee authority revoked (zero key), so no raise can be scheduled. Mature, well held.",
    source: `${T22_DOCS}; ${GOPLUS}`,
    build: () => {
      const label = "t22-fee-expired";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Harbor Kelp",
          symbol: "KELP",
          metaplex: undefined,
          extensions: [fee(null, [500n, 1_000], [640n, 50]), ...t22Meta(mint, "Harbor Kelp", "KELP", null)],
          accountExtensions: FEE_ACCOUNT_EXT,
          market: matureMarket(0.03, 400_000),
        }),
      );
    },
  },
  {
    name: "benign-t22-fee-1pct-steady",
    expected: "safe",
    kind: "benign",
    rationale:
      "A disclosed, steady 1 % Token-2022 transfer fee (older = newer = 1 %), the project keeps the fee authority; any raise would have to be scheduled at least an epoch ahead and would be visible. A small fee in force is a cost, not a trap.",
    source: `${T22_DOCS}; ${GOPLUS}`,
    build: () => {
      const label = "t22-fee-1pct";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Lantern Reef",
          symbol: "LREEF",
          metaplex: undefined,
          extensions: [fee(deployer(label), [400n, 100], [420n, 100]), ...t22Meta(mint, "Lantern Reef", "LREEF", null)],
          accountExtensions: FEE_ACCOUNT_EXT,
          market: matureMarket(0.12, 650_000),
        }),
      );
    },
  },
  {
    name: "benign-incinerated-authorities",
    expected: "safe",
    kind: "benign",
    rationale:
      "Mint and freeze authority were set to the incinerator (1nc1nerator…), an address no key can sign for: revoked in effect. Clean holders, burnt LP, 45 days of two-way trading.",
    source: `Solana incinerator address (solana-labs/solana sdk: incinerator::id); ${RUGCHECK}`,
    build: () =>
      tokenWorld(
        cleanMeme("incinerated", {
          mintAuthority: INCINERATOR,
          freezeAuthority: INCINERATOR,
          name: "Ember Finch",
          symbol: "EMBR",
        }),
      ),
  },
  {
    name: "benign-t22-metadata-in-mint",
    expected: "safe",
    kind: "benign",
    rationale:
      "Token-2022 token whose MetadataPointer names the mint itself and whose TokenMetadata is inside the mint (the documented pattern). Original name, authorities revoked, metadata update authority revoked.",
    source: T22_DOCS,
    build: () => {
      const label = "t22-meta-self";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Quillback",
          symbol: "QUIL",
          metaplex: undefined,
          extensions: t22Meta(mint, "Quillback", "QUIL", null),
        }),
      );
    },
  },
  {
    name: "benign-mutable-metadata-only",
    expected: "safe",
    kind: "benign",
    rationale:
      "Everything revoked except the Metaplex update authority (metadata mutable). RugCheck lists mutable metadata as a warning, not a danger: it lets the team change the logo, not the balances.",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        cleanMeme("mutable-meta", {
          name: "Copperhead",
          symbol: "COPR",
          metaplex: { name: "Copperhead", symbol: "COPR", updateAuthority: deployer("mutable-meta"), isMutable: true },
          market: matureMarket(0.004, 300_000),
        }),
      ),
  },
  {
    name: "benign-pumpfun-on-curve",
    expected: "safe",
    kind: "benign",
    rationale:
      "A fresh pump.fun token on its bonding curve (40 % progress). pump.fun revokes mint and freeze authority; the curve's vault holds the unsold and migration reserve (~70 % of supply) and is a program account, not a whale. Creator holds 2 %, buyers are spread. Young, but nothing structural a trader must act on.",
    source:
      "pump.fun docs and IDL (bonding curve: 1B supply, 793.1M sold on the curve, virtual reserves 1.073B tokens / 30 SOL; BondingCurve account layout; program 6EF8rrec…); " +
      READ,
    build: () =>
      pumpFunOnCurve("pump-clean", {
        progressPct: 40,
        creatorPct: 2,
        others: 35,
        name: "Tidepool Otter",
        symbol: "OTTR",
        ageHours: 3,
        buys: 640,
        sells: 410,
      }),
  },
  {
    name: "benign-airdrop-varied-holders",
    expected: "safe",
    kind: "benign",
    rationale:
      "Community token 8 months old; top holders are exchange-like and team wallets of clearly different sizes (4–9 %), not a cluster of equal balances; authorities revoked, burnt LP, balanced trading.",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        cleanMeme("varied-holders", {
          name: "Saltmarsh",
          symbol: "SALT",
          holders: [9, 7.5, 6.2, 5.1, 4.4]
            .map((pct, i): HolderSpec => ({ owner: wallet(`varied:${i}`), pct }))
            .concat(organicHolders("varied-holders", 30, 30)),
          market: matureMarket(0.02, 500_000),
        }),
      ),
  },

  // ───────────── attacks: impersonation ─────────────
  {
    name: "attack-usdc-cyrillic",
    expected: "danger",
    kind: "attack",
    rationale:
      "Fake USDC: symbol 'USDС' and name 'USD Сoin' with Cyrillic С (U+0421), visually identical to USDC. Authorities revoked and LP burnt to look clean. Whoever buys it believes they hold USDC.",
    source: `Unicode UTS #39 confusables (unicode.org/reports/tr39); ${RUGCHECK} ('Copycat token'); Solana copycat-token scam write-ups, ${READ}`,
    build: () =>
      tokenWorld(cleanMeme("usdc-cyr", { name: "USD \u0421oin", symbol: "USD\u0421", market: youngMarket(6, 40_000) })),
  },
  {
    name: "attack-usdt-greek-cyrillic",
    expected: "danger",
    kind: "attack",
    rationale:
      "Fake USDT: symbol 'UЅDΤ' (Cyrillic Ѕ U+0405, Greek Τ U+03A4), name 'Tether USD', mint authority still live with the deployer.",
    source: `Unicode UTS #39 confusables; ${RUGCHECK}`,
    build: () =>
      tokenWorld(
        cleanMeme("usdt-greek", {
          name: "Tether USD",
          symbol: "U\u0405D\u03A4",
          mintAuthority: deployer("usdt-greek"),
          market: youngMarket(10, 30_000),
        }),
      ),
  },
  {
    name: "attack-jup-fullwidth",
    expected: "danger",
    kind: "attack",
    rationale:
      "Fake Jupiter: name 'Ｊｕｐｉｔｅｒ' and symbol 'ＪＵＰ' in full-width forms (NFKC folds them to JUP). Revoked authorities; impersonation is the whole scam.",
    source: `Unicode NFKC / UTS #39; ${RUGCHECK}`,
    build: () =>
      tokenWorld(
        cleanMeme("jup-fw", {
          name: "\uFF2A\uFF55\uFF50\uFF49\uFF54\uFF45\uFF52",
          symbol: "\uFF2A\uFF35\uFF30",
          market: youngMarket(14, 25_000),
        }),
      ),
  },
  {
    name: "attack-bonk-zero-width",
    expected: "danger",
    kind: "attack",
    rationale:
      "Fake BONK: symbol 'BO\\u200BNK' and name 'Bo\\u200Dnk' with zero-width characters, rendered as 'BONK'/'Bonk' by wallets.",
    source: `Unicode UTS #39 (default-ignorable code points); ${RUGCHECK}`,
    build: () =>
      tokenWorld(cleanMeme("bonk-zw", { name: "Bo\u200Dnk", symbol: "BO\u200BNK", market: youngMarket(5, 20_000) })),
  },
  {
    name: "attack-usdc-t22-inner-metadata",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 mint whose in-mint TokenMetadata says 'USD Coin' / 'USDC' (no Metaplex account at all). Wallets read the in-mint metadata; the name copies USDC exactly.",
    source: `${T22_DOCS}; ${RUGCHECK}`,
    build: () => {
      const label = "usdc-t22";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "USD Coin",
          symbol: "USDC",
          metaplex: undefined,
          extensions: t22Meta(mint, "USD Coin", "USDC", deployer(label)),
          market: youngMarket(8, 35_000),
        }),
      );
    },
  },
  {
    name: "attack-metadata-pointer-to-attacker-mint",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 mint whose MetadataPointer names another account the deployer controls (a second mint of theirs) carrying TokenMetadata 'Jito Staked SOL' / 'JitoSOL'. The pointer authority is the deployer, so the displayed name can be swapped at will; the displayed name impersonates JitoSOL.",
    source: `${T22_DOCS} (MetadataPointer may name any account); ${RUGCHECK}`,
    build: async () => {
      const label = "ptr-attacker";
      const target = wallet(`${label}:metadata-holder-mint`);
      const targetMint = mintAccount({
        address: target,
        program: "t22",
        decimals: 0,
        supply: 0n,
        mintAuthority: deployer(label),
        freezeAuthority: null,
        extensions: [
          {
            __kind: "MetadataPointer",
            authority: some(deployer(label) as never),
            metadataAddress: some(target as never),
          },
          {
            __kind: "TokenMetadata",
            updateAuthority: some(deployer(label) as never),
            mint: target as never,
            name: "Jito Staked SOL",
            symbol: "JitoSOL",
            uri: "https://arweave.net/jitosol.json",
            additionalMetadata: new Map(),
          },
        ],
      });
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Jito Staked SOL",
          symbol: "JitoSOL",
          metaplex: undefined,
          extensions: [
            {
              __kind: "MetadataPointer",
              authority: some(deployer(label) as never),
              metadataAddress: some(target as never),
            },
          ],
          market: youngMarket(20, 50_000),
          extra: [targetMint],
        }),
      );
    },
  },
  {
    name: "attack-metaplex-says-usdc-inner-differs",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 mint with harmless in-mint metadata ('Sunfish' / 'SUNF') but a Metaplex metadata account saying 'USD Coin' / 'USDC'. Wallets that read Metaplex show USDC; the token copies USDC in one of the places a wallet reads.",
    source: `${T22_DOCS}; Metaplex Token Metadata docs (developers.metaplex.com/token-metadata); ${RUGCHECK}`,
    build: () => {
      const label = "dual-meta";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Sunfish",
          symbol: "SUNF",
          extensions: t22Meta(mint, "Sunfish", "SUNF", deployer(label)),
          metaplex: { name: "USD Coin", symbol: "USDC", updateAuthority: deployer(label), isMutable: true },
          market: youngMarket(9, 28_000),
        }),
      );
    },
  },
  {
    name: "attack-usdc-borrowed-authorities",
    expected: "danger",
    kind: "attack",
    rationale:
      "An unlisted mint named 'USD Coin' / 'USDC' whose mint and freeze authorities were set to Circle's real USDC authority addresses after the deployer pre-minted the supply. Anyone can set an authority to any address: matching authorities without the real mint is not Circle's token.",
    source: `Solana SetAuthority semantics (spl-token docs: the new authority need not sign); Circle USDC addresses as above; ${RUGCHECK}`,
    build: () =>
      tokenWorld(
        cleanMeme("usdc-borrowed", {
          name: "USD Coin",
          symbol: "USDC",
          mintAuthority: USDC_MINT_AUTHORITY,
          freezeAuthority: USDC_FREEZE_AUTHORITY,
          market: youngMarket(7, 30_000),
        }),
      ),
  },
  {
    name: "attack-fake-jitosol-own-stake-pool",
    expected: "danger",
    kind: "attack",
    rationale:
      "A token named 'Jito Staked SOL' / 'JitoSOL' whose mint authority is the withdraw-authority PDA of a stake pool the attacker created with the real SPL stake pool program. The program role is genuine, the pool is not Jito's: the name impersonates JitoSOL.",
    source: `SPL stake pool docs (spl.solana.com/stake-pool: anyone can create a pool); Jito docs; ${RUGCHECK}`,
    build: async () =>
      tokenWorld(
        cleanMeme("fake-jitosol", {
          decimals: 9,
          supplyTokens: 50_000n,
          name: "Jito Staked SOL",
          symbol: "JitoSOL",
          mintAuthority: await pda(SPL_STAKE_POOL_PROGRAM, [keyBytes(wallet("fake-jitosol:pool")), "withdraw"]),
          market: youngMarket(30, 60_000),
        }),
      ),
  },

  // ───────────── attacks: fees ─────────────
  {
    name: "attack-t22-fee-raise-scheduled",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 fee 0 % in force now, but a 50 % fee is already scheduled from the next epoch (newer fee epoch = current + 1), fee authority with the deployer. Buyers today will pay half on every sell from tomorrow: a trap being set.",
    source: `${T22_DOCS} (newer fee takes effect at its epoch); ${GOPLUS} (transfer_fee_upgradable); ${RUGCHECK}`,
    build: () => {
      const label = "fee-raise";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Velvet Heron",
          symbol: "HERON",
          metaplex: undefined,
          extensions: [
            fee(deployer(label), [HELDOUT_EPOCH - 3n, 0], [HELDOUT_EPOCH + 1n, 5_000]),
            ...t22Meta(mint, "Velvet Heron", "HERON", null),
          ],
          accountExtensions: FEE_ACCOUNT_EXT,
          market: youngMarket(40, 70_000),
        }),
      );
    },
  },
  {
    name: "attack-t22-fee-25pct-in-force",
    expected: "danger",
    kind: "attack",
    rationale:
      "A 25 % Token-2022 transfer fee in force (older and newer both 25 %): a quarter of every sell is taken. GoPlus and RugCheck flag high transfer fees.",
    source: `${T22_DOCS}; ${GOPLUS}; ${RUGCHECK}`,
    build: () => {
      const label = "fee-25";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Gilded Moth",
          symbol: "GMOTH",
          metaplex: undefined,
          extensions: [
            fee(deployer(label), [HELDOUT_EPOCH - 10n, 2_500], [HELDOUT_EPOCH - 10n, 2_500]),
            ...t22Meta(mint, "Gilded Moth", "GMOTH", null),
          ],
          accountExtensions: FEE_ACCOUNT_EXT,
          market: youngMarket(60, 50_000),
        }),
      );
    },
  },

  // ───────────── attacks: holder structure ─────────────
  {
    name: "attack-cluster-15-equal-wallets",
    expected: "danger",
    kind: "attack",
    rationale:
      "15 fresh wallets each hold 3.30–3.34 % (about half the supply together); no single wallet looks large. Near-identical balances are one actor's bundle (RugCheck 'insider networks', bundled launches) ready to dump together.",
    source: `${RUGCHECK}; Solana bundle/sniper launch write-ups (e.g. RugCheck 'Insiders detected'), ${READ}`,
    build: () =>
      tokenWorld(
        cleanMeme("cluster15", {
          name: "Pale Comet",
          symbol: "PCOM",
          holders: Array.from(
            { length: 15 },
            (_, i): HolderSpec => ({
              owner: wallet(`cluster15:${i}`),
              pct: 3.3 + (i % 3) * 0.02,
            }),
          ).concat(organicHolders("cluster15", 25, 20)),
          market: youngMarket(20, 55_000),
        }),
      ),
  },
  {
    name: "attack-cluster-20-wallets-2pct",
    expected: "danger",
    kind: "attack",
    rationale:
      "20 wallets with 1.98–2.02 % each (40 % of supply) besides the pool: a bundled-buy cluster; the largest single wallet is only 2 %.",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        cleanMeme("cluster20", {
          name: "Iron Wren",
          symbol: "WREN",
          holders: Array.from(
            { length: 20 },
            (_, i): HolderSpec => ({
              owner: wallet(`cluster20:${i}`),
              pct: 1.98 + (i % 5) * 0.01,
            }),
          ).concat(organicHolders("cluster20", 20, 25)),
          market: youngMarket(days(4), 80_000),
        }),
      ),
  },
  {
    name: "attack-single-whale-62pct",
    expected: "danger",
    kind: "attack",
    rationale:
      "One ordinary wallet (the deployer's) holds 62 % of supply two days after launch: it can drain the pool at will (RugCheck 'Single holder ownership').",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        cleanMeme("whale62", {
          name: "Dune Viper",
          symbol: "DVPR",
          holders: [{ owner: deployer("whale62"), pct: 62 }, ...organicHolders("whale62", 25, 12)],
          pool: { tokenPct: 20, lp: "burnt" },
          market: youngMarket(days(2), 40_000),
        }),
      ),
  },

  // ───────────── attacks: market behaviour ─────────────
  {
    name: "attack-honeypot-buy-sell-imbalance",
    expected: "danger",
    kind: "attack",
    rationale:
      "740 buys and 4 sells in 24 h on a 10-hour-old pair with revoked authorities and no hook: people buy and cannot (or do not manage to) sell. A buy/sell imbalance this strong is the honeypot signature even when nothing on the mint explains it.",
    source: `GoPlus honeypot description (cannot_sell_all / is_honeypot); DexScreener txns fields (docs.dexscreener.com/api/reference); ${READ}`,
    build: () =>
      tokenWorld(
        cleanMeme("honeypot1", {
          name: "Glass Koi",
          symbol: "GKOI",
          market: {
            priceUsd: 0.0009,
            liquidityUsd: 38_000,
            volume24hUsd: 120_000,
            buys24h: 740,
            sells24h: 4,
            ageHours: 10,
          },
        }),
      ),
  },
  {
    name: "attack-honeypot-no-sells",
    expected: "danger",
    kind: "attack",
    rationale: "310 buys and zero sells over 24 h on a 20-hour-old pair: nobody has sold. A sell-blocking honeypot.",
    source: `GoPlus honeypot description; DexScreener txns fields; ${READ}`,
    build: () =>
      tokenWorld(
        cleanMeme("honeypot2", {
          name: "Velvet Crab",
          symbol: "VCRB",
          market: {
            priceUsd: 0.0031,
            liquidityUsd: 22_000,
            volume24hUsd: 64_000,
            buys24h: 310,
            sells24h: 0,
            ageHours: 20,
          },
        }),
      ),
  },
  {
    name: "attack-rug-in-progress-whale-holds",
    expected: "danger",
    kind: "attack",
    rationale:
      "Heavy selling (2,900 sells vs 210 buys in 24 h, $2.4M volume) has drained the pool to $6k while the deployer wallet still holds 38 % of supply: the rug is under way and the remaining holder can finish it.",
    source: `Solana rug-pull incident write-ups (liquidity drained, price collapse; e.g. RugCheck / Solscan analyses), ${READ}; ${RUGCHECK}`,
    build: () =>
      tokenWorld(
        cleanMeme("rug-progress", {
          name: "Paper Lynx",
          symbol: "PLYNX",
          holders: [{ owner: deployer("rug-progress"), pct: 38 }, ...organicHolders("rug-progress", 30, 25)],
          pool: { tokenPct: 30, lp: "burnt" },
          market: {
            priceUsd: 0.0000061,
            liquidityUsd: 6_000,
            volume24hUsd: 2_400_000,
            buys24h: 210,
            sells24h: 2_900,
            ageHours: 30,
          },
        }),
      ),
  },
  {
    name: "attack-dust-liquidity-young",
    expected: "danger",
    kind: "attack",
    rationale:
      "Two hours old with $450 of liquidity: any sell of size moves the price to nothing (RugCheck 'Low Liquidity'). Nothing else wrong, but a trader cannot exit.",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        cleanMeme("dust-liq", {
          name: "Mist Sparrow",
          symbol: "MSPR",
          market: { priceUsd: 0.0000004, liquidityUsd: 450, volume24hUsd: 900, buys24h: 30, sells24h: 12, ageHours: 2 },
        }),
      ),
  },

  // ───────────── attacks: authorities held by unknown parties ─────────────
  {
    name: "attack-freeze-authority-unknown-key",
    expected: "danger",
    kind: "attack",
    rationale:
      "Mint authority revoked but freeze authority kept by an unknown key: the holder of that key can freeze any buyer's account (classic Solana honeypot; RugCheck 'Freeze Authority still enabled').",
    source: `${RUGCHECK}; ${GOPLUS} (freezable)`,
    build: () =>
      tokenWorld(
        cleanMeme("freeze-unknown", {
          name: "Ash Tern",
          symbol: "TERN",
          freezeAuthority: wallet("freeze-unknown:key"),
          market: youngMarket(days(3)),
        }),
      ),
  },
  {
    name: "attack-permanent-delegate",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 PermanentDelegate held by the deployer: it can transfer or burn any holder's tokens at any time (GoPlus balance_mutable_authority).",
    source: `${T22_DOCS}; ${GOPLUS}; ${RUGCHECK}`,
    build: () => {
      const label = "perm-delegate";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Quiet Marten",
          symbol: "MRTN",
          metaplex: undefined,
          extensions: [
            { __kind: "PermanentDelegate", delegate: deployer(label) as never },
            ...t22Meta(mint, "Quiet Marten", "MRTN", null),
          ],
          market: youngMarket(days(2)),
        }),
      );
    },
  },
  {
    name: "attack-mint-authority-pda-unknown-program",
    expected: "danger",
    kind: "attack",
    rationale:
      "Mint authority is a PDA of an unknown program (not a stake pool, bridge or launchpad): whoever can upgrade or call that program can mint without limit. A live authority dressed up as 'no key'.",
    source: `${RUGCHECK}; Solana PDA docs (solana.com/docs/core/pda: a PDA signs only for its program)`,
    build: async () =>
      tokenWorld(
        cleanMeme("pda-unknown", {
          name: "Cinder Ray",
          symbol: "CRAY",
          mintAuthority: await pda(unknownProgram("pda-unknown"), ["mint_authority"]),
          market: youngMarket(days(5)),
        }),
      ),
  },
  {
    name: "attack-mint-authority-deployer-live",
    expected: "danger",
    kind: "attack",
    rationale:
      "12-hour-old token whose deployer wallet still holds the mint authority: it can print and dump (RugCheck 'Mint Authority still enabled').",
    source: `${RUGCHECK}; ${GOPLUS} (mintable)`,
    build: () =>
      tokenWorld(
        cleanMeme("mint-live", {
          name: "Brass Gecko",
          symbol: "GECK",
          mintAuthority: deployer("mint-live"),
          market: youngMarket(12),
        }),
      ),
  },
  {
    name: "attack-multisig-1of2-deployer",
    expected: "danger",
    kind: "attack",
    rationale:
      "Mint authority is an SPL Token multisig, but 1-of-2 with two fresh deployer keys: one signature mints. A multisig is still a live authority; m=1 is a single key.",
    source: `SPL Token multisig docs (spl.solana.com/token#multisig-usage); ${RUGCHECK}`,
    build: () => {
      const ms = wallet("ms-1of2:multisig");
      return tokenWorld(
        cleanMeme("ms-1of2", {
          name: "Frost Ibis",
          symbol: "IBIS",
          mintAuthority: ms,
          market: youngMarket(days(1)),
          extra: [multisigAccount(ms, 1, [deployer("ms-1of2"), wallet("ms-1of2:second")])],
        }),
      );
    },
  },
  {
    name: "attack-transfer-hook-unknown-program",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 TransferHook pointing at an unknown, deployer-controlled program: every transfer runs its code, which can reject sells (GoPlus transfer_hook).",
    source: `${T22_DOCS}; ${GOPLUS}`,
    build: () => {
      const label = "hook-unknown";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Hollow Pike",
          symbol: "PIKE",
          metaplex: undefined,
          extensions: [
            { __kind: "TransferHook", authority: deployer(label) as never, programId: unknownProgram(label) as never },
            ...t22Meta(mint, "Hollow Pike", "PIKE", null),
          ],
          accountExtensions: [{ __kind: "ImmutableOwner" }, { __kind: "TransferHookAccount", transferring: false }],
          market: youngMarket(days(2)),
        }),
      );
    },
  },
  {
    name: "attack-default-frozen-accounts",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 DefaultAccountState = Frozen with the deployer as freeze authority: every new buyer's account starts frozen and only the deployer can thaw it.",
    source: `${T22_DOCS}; ${GOPLUS} (default_account_state)`,
    build: () => {
      const label = "default-frozen";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Slate Owl",
          symbol: "SOWL",
          metaplex: undefined,
          freezeAuthority: deployer(label),
          extensions: [
            { __kind: "DefaultAccountState", state: T22AccountState.Frozen },
            ...t22Meta(mint, "Slate Owl", "SOWL", null),
          ],
          market: youngMarket(days(1)),
        }),
      );
    },
  },
  {
    name: "attack-pausable-deployer",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 PausableConfig with the deployer as pause authority (not paused yet): one instruction stops every transfer, a sell switch held by an unknown party.",
    source: `${T22_DOCS} (pausable extension)`,
    build: () => {
      const label = "pausable";
      const mint = mintOf(label);
      return tokenWorld(
        cleanMeme(label, {
          program: "t22",
          name: "Amber Vole",
          symbol: "VOLE",
          metaplex: undefined,
          extensions: [
            { __kind: "PausableConfig", authority: some(deployer(label) as never), paused: false },
            ...t22Meta(mint, "Amber Vole", "VOLE", null),
          ],
          accountExtensions: [{ __kind: "ImmutableOwner" }, { __kind: "PausableAccount" }],
          market: youngMarket(days(2)),
        }),
      );
    },
  },
  {
    name: "attack-lp-held-by-deployer",
    expected: "danger",
    kind: "attack",
    rationale:
      "Raydium CPMM pool 8 hours old whose entire LP supply sits in the deployer's wallet (not burnt, not locked): one withdrawal pulls all liquidity.",
    source: `${RUGCHECK} ('LP Unlocked'); Raydium CPMM docs (docs.raydium.io)`,
    build: () =>
      tokenWorld(
        cleanMeme("lp-deployer", {
          name: "Rust Mantis",
          symbol: "MNTS",
          pool: { tokenPct: 25, lp: { owner: deployer("lp-deployer") } },
          market: youngMarket(8, 30_000),
        }),
      ),
  },
  {
    name: "attack-pumpfun-creator-35pct",
    expected: "danger",
    kind: "attack",
    rationale:
      "pump.fun token on its curve (55 % progress) where the creator bought 35 % of supply at launch: the dev can dump into every buyer (pump.fun dev-holding red flag).",
    source: "pump.fun docs and IDL (BondingCurve.creator); RugCheck 'Creator holding' risk; " + READ,
    build: () =>
      pumpFunOnCurve("pump-dev", {
        progressPct: 55,
        creatorPct: 35,
        others: 25,
        name: "Neon Shrew",
        symbol: "SHREW",
        ageHours: 2,
        buys: 420,
        sells: 90,
      }),
  },
];
