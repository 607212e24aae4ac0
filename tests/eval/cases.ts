/**
 * The labelled evaluation set (issue 15). Each case: a token modelled as account facts (built
 * byte-exact by tests/eval/harness.ts with the official codecs), its market, the EXPECTED
 * verdict (`safe` = low or medium, `danger` = high or critical), a one-line rationale and a
 * source. Expectations were written before the engine was run on the case and are never
 * changed to match the engine.
 *
 * Real mainnet mints use their real mint address, token program, decimals, name/symbol and the
 * presence of their authorities / extensions as documented by the issuer or shown on the mint's
 * explorer page. Authority ADDRESSES other than USDC's and USDT's, holder tables and market
 * figures are representative stand-ins (deterministic labels), written offline: the engine's
 * verdict depends on presence, shares and sizes, not on those addresses.
 * Attack patterns are modelled on documented incidents and on the public risk catalogues of
 * RugCheck, GoPlus and Birdeye (each flags the pattern as a danger on its own).
 */
import { address } from "@solana/kit";
import type { ExtensionArgs } from "@solana-program/token-2022";
import { encodeTokenMetadataAccount } from "@/lib/chains/solana/external-metadata";
import { INCINERATOR, TOKEN_2022_PROGRAM_ID } from "@/lib/chains/solana/well-known";
import {
  encodeMintBytes,
  type HolderSpec,
  type MetadataSpec,
  type SandboxPairSpec,
  sandboxAddress,
  type TokenSpec,
} from "@/lib/engine/sandbox-snapshot";

export type Verdict = "safe" | "danger";

export interface EvalCase {
  name: string;
  expected: Verdict;
  rationale: string;
  source: string;
  kind: "real-mint" | "attack-pattern" | "benign-control";
  spec: TokenSpec;
}

/** The eval's fixed clock: 2025-06-01T00:00:00Z. */
export const EVAL_NOW_MS = Date.UTC(2025, 5, 1);

const lbl = (name: string, what: string) => sandboxAddress(`eval:${name}:${what}`);
const NONE = "11111111111111111111111111111111";

/** A spread holder table: `burnBps` to the incinerator, then wallets with the given shares. */
function holders(name: string, bps: number[], burnBps = 0): HolderSpec[] {
  const out: HolderSpec[] = bps.map((b, i) => ({ owner: lbl(name, `wallet:${i}`), bps: b }));
  if (burnBps) out.unshift({ owner: INCINERATOR, bps: burnBps });
  return out;
}
const SPREAD = [600, 500, 450, 400, 350, 300, 250, 200, 180, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70];
const WIDE = [420, 380, 300, 260, 240, 200, 180, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70, 60, 50];

function pool(o: Partial<SandboxPairSpec> = {}): SandboxPairSpec {
  return {
    dexId: "raydium",
    kind: "raydium-amm-v4",
    liquidityUsd: 400_000,
    volume24hUsd: 300_000,
    buys24h: 1200,
    sells24h: 1150,
    ageHours: 24 * 90,
    lpBurnedBps: 10_000,
    vaultBps: 800,
    ...o,
  };
}
const clmm = (o: Partial<SandboxPairSpec> = {}): SandboxPairSpec =>
  pool({ dexId: "orca", kind: "raydium-clmm", vaultBps: 0, ...o });

const metaplex = (name: string, n: string, sym: string, mutable = false): MetadataSpec => ({
  kind: "metaplex",
  name: n,
  symbol: sym,
  uri: `https://eval.invalid/${name}.json`,
  mutable,
  updateAuthority: lbl(name, "update-authority"),
});
const t22meta = (name: string, n: string, sym: string, mutable = false): MetadataSpec => ({
  kind: "token-2022",
  name: n,
  symbol: sym,
  uri: `https://eval.invalid/${name}.json`,
  updateAuthority: mutable ? lbl(name, "update-authority") : null,
});

type Over = Partial<Omit<TokenSpec, "mint">> & { mint?: string };

/** An established, clean SPL token (the base every case overrides). */
function token(name: string, o: Over & { metadata: MetadataSpec }): TokenSpec {
  const decimals = o.decimals ?? 6;
  return {
    mint: o.mint ?? sandboxAddress(`eval:${name}`),
    program: "spl-token",
    decimals,
    supply: 1_000_000_000n * 10n ** BigInt(decimals),
    mintAuthority: null,
    freezeAuthority: null,
    holders: holders(name, SPREAD, 1000),
    market: [pool()],
    ...o,
  };
}

function fee(name: string, bps: number, live: boolean): ExtensionArgs {
  const f = { epoch: 700n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: bps };
  return {
    __kind: "TransferFeeConfig",
    transferFeeConfigAuthority: address(live ? lbl(name, "fee-authority") : NONE),
    withdrawWithheldAuthority: address(lbl(name, "withdraw-authority")),
    withheldAmount: 0n,
    olderTransferFee: f,
    newerTransferFee: f,
  };
}

const c = (
  name: string,
  kind: EvalCase["kind"],
  expected: Verdict,
  rationale: string,
  source: string,
  build: (name: string) => TokenSpec,
): EvalCase => ({ name, kind, expected, rationale, source, spec: build(name) });

/** pump.fun: still bonding at `progress` (0..1); the curve holds its real reserves. */
function bonding(
  name: string,
  progress: number,
  creatorBps: number,
  others: number[],
  ageHours: number,
  liquidityUsd: number,
): Over {
  const initial = 793_100_000n * 1_000_000n;
  const real = initial - (initial * BigInt(Math.round(progress * 1000))) / 1000n;
  const creator = lbl(name, "creator");
  return {
    holders: [
      { owner: creator, bps: creatorBps },
      ...others.map((b, i) => ({ owner: lbl(name, `wallet:${i}`), bps: b })),
    ],
    pumpfun: {
      realTokenReserves: real,
      complete: false,
      creator,
      curveHoldingBps: Number((real * 10_000n) / (1_000_000_000n * 1_000_000n)),
    },
    market: [
      {
        dexId: "pumpfun",
        kind: "pumpfun-curve",
        liquidityUsd,
        volume24hUsd: liquidityUsd * 3,
        buys24h: 400,
        sells24h: 260,
        ageHours,
      },
    ],
  };
}

/** pump.fun: curve complete and migrated to a Raydium AMM v4 pool (LP burnt by the migration). */
function migrated(name: string, o: Partial<SandboxPairSpec> = {}): Over {
  return {
    pumpfun: { realTokenReserves: 0n, complete: true, creator: lbl(name, "creator"), curveHoldingBps: 0 },
    market: [pool(o)],
  };
}

const EXPLORER = (mint: string) =>
  `mint account ${mint} (Solana Explorer / Solscan: token program, decimals, authorities, extensions)`;

export const EVAL_CASES: readonly EvalCase[] = [
  // ---------------- real mainnet mints (expected safe) ----------------
  c(
    "usdc",
    "real-mint",
    "safe",
    "Circle's USDC: mint and freeze authorities are Circle's issuance and compliance tools.",
    `${EXPLORER("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")}; Circle docs (USDC on Solana)`,
    (n) =>
      token(n, {
        mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
        mintAuthority: "BJE5MMbqXjVwjAF7oxwPYXnTXDyspzZyt4vwenNw5ruG",
        freezeAuthority: "7dGbd2QZcCKcTndnHcTL8q7SMVXAkp688NTQYwrRCrar",
        metadata: metaplex(n, "USD Coin", "USDC", true),
        holders: holders(n, WIDE),
        market: [
          clmm({ liquidityUsd: 45_000_000, ageHours: 24 * 900 }),
          clmm({ dexId: "raydium", liquidityUsd: 12_000_000, ageHours: 24 * 800 }),
        ],
      }),
  ),
  c(
    "usdt",
    "real-mint",
    "safe",
    "Tether's USDT: mint and freeze authority held by Tether.",
    `${EXPLORER("Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB")}; Tether transparency page`,
    (n) =>
      token(n, {
        mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB",
        mintAuthority: "Q6XprfkF8RQQKoQVG33xT88H7wi8Uk1B1CC7YAs69Gi",
        freezeAuthority: "Q6XprfkF8RQQKoQVG33xT88H7wi8Uk1B1CC7YAs69Gi",
        metadata: metaplex(n, "USDT", "USDT", true),
        holders: holders(n, WIDE),
        market: [clmm({ liquidityUsd: 20_000_000, ageHours: 24 * 1000 })],
      }),
  ),
  c(
    "pyusd",
    "real-mint",
    "safe",
    "Paxos' PYUSD (Token-2022): permanent delegate, hook authority, 0% fee, confidential transfers, all issuer-held.",
    `${EXPLORER("2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo")}; Paxos PYUSD Solana announcement (Token-2022 extensions)`,
    (n) =>
      token(n, {
        mint: "2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo",
        program: "token-2022",
        mintAuthority: lbl(n, "mint-authority"),
        freezeAuthority: lbl(n, "freeze-authority"),
        extensions: [
          { __kind: "MintCloseAuthority", closeAuthority: address(lbl(n, "close-authority")) },
          { __kind: "PermanentDelegate", delegate: address(lbl(n, "permanent-delegate")) },
          fee(n, 0, true),
          {
            __kind: "ConfidentialTransferMint",
            authority: address(lbl(n, "ct-authority")),
            autoApproveNewAccounts: false,
            auditorElgamalPubkey: null,
          },
          { __kind: "TransferHook", authority: address(lbl(n, "hook-authority")), programId: address(NONE) },
        ],
        metadata: t22meta(n, "PayPal USD", "PYUSD", true),
        holders: holders(n, WIDE),
        market: [clmm({ liquidityUsd: 8_000_000, ageHours: 24 * 600 })],
      }),
  ),
  c(
    "wsol",
    "real-mint",
    "safe",
    "The native mint: no authorities; its mint account reports supply 0.",
    `${EXPLORER("So11111111111111111111111111111111111111112")}; SPL Token docs (native mint)`,
    (n) =>
      token(n, {
        mint: "So11111111111111111111111111111111111111112",
        decimals: 9,
        supply: 0n,
        metadata: metaplex(n, "Wrapped SOL", "SOL"),
        holders: [],
        market: [clmm({ liquidityUsd: 90_000_000, ageHours: 24 * 1200 })],
      }),
  ),
  c(
    "msol",
    "real-mint",
    "safe",
    "Marinade mSOL: the mint authority is Marinade's program PDA (liquid staking).",
    `${EXPLORER("mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So")}; Marinade docs`,
    (n) =>
      token(n, {
        mint: "mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So",
        decimals: 9,
        mintAuthority: lbl(n, "marinade-pda"),
        metadata: metaplex(n, "Marinade staked SOL (mSOL)", "mSOL", true),
        holders: holders(n, WIDE),
        market: [clmm({ liquidityUsd: 15_000_000, ageHours: 24 * 1100 })],
      }),
  ),
  c(
    "jitosol",
    "real-mint",
    "safe",
    "JitoSOL: SPL stake-pool token, mint authority is the pool's withdraw-authority PDA.",
    `${EXPLORER("J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn")}; SPL stake-pool docs`,
    (n) =>
      token(n, {
        mint: "J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn",
        decimals: 9,
        mintAuthority: lbl(n, "stake-pool-withdraw-authority"),
        metadata: metaplex(n, "Jito Staked SOL", "JitoSOL", true),
        holders: holders(n, WIDE),
        market: [clmm({ liquidityUsd: 30_000_000, ageHours: 24 * 700 })],
      }),
  ),
  c(
    "bsol",
    "real-mint",
    "safe",
    "BlazeStake bSOL: SPL stake-pool token, mint authority is the pool PDA.",
    `${EXPLORER("bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1")}; BlazeStake docs`,
    (n) =>
      token(n, {
        mint: "bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1",
        decimals: 9,
        mintAuthority: lbl(n, "stake-pool-withdraw-authority"),
        metadata: metaplex(n, "BlazeStake Staked SOL (bSOL)", "bSOL", true),
        holders: holders(n, WIDE),
        market: [clmm({ liquidityUsd: 4_000_000, ageHours: 24 * 800 })],
      }),
  ),
  c(
    "jup",
    "real-mint",
    "safe",
    "Jupiter's DAO-governed JUP, authority held by the issuer; team/DAO wallets hold large locked shares.",
    `${EXPLORER("JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN")}; Jupiter tokenomics`,
    (n) =>
      token(n, {
        mint: "JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN",
        mintAuthority: lbl(n, "dao-authority"),
        metadata: metaplex(n, "Jupiter", "JUP", true),
        holders: holders(n, [1900, 1500, 900, 600, 400, 300, 250, 200, 150, 100]),
        market: [clmm({ liquidityUsd: 25_000_000, ageHours: 24 * 480 })],
      }),
  ),
  c(
    "ray",
    "real-mint",
    "safe",
    "Raydium's RAY governance token.",
    `${EXPLORER("4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R")}; Raydium docs (RAY)`,
    (n) =>
      token(n, {
        mint: "4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R",
        mintAuthority: lbl(n, "raydium-authority"),
        metadata: metaplex(n, "Raydium", "RAY", true),
        holders: holders(n, [1800, 900, 500, 400, 300, 250, 200, 150, 120, 100]),
        market: [
          pool({ liquidityUsd: 6_000_000, ageHours: 24 * 1500, lpBurnedBps: 9_000, lpLockedBps: 0 }),
          clmm({ liquidityUsd: 3_000_000, ageHours: 24 * 900 }),
        ],
      }),
  ),
  c(
    "pyth",
    "real-mint",
    "safe",
    "Pyth Network governance token.",
    `${EXPLORER("HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3")}; Pyth tokenomics`,
    (n) =>
      token(n, {
        mint: "HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3",
        metadata: metaplex(n, "Pyth Network", "PYTH", true),
        holders: holders(n, [2200, 1300, 700, 500, 300, 200, 150, 100, 90, 80]),
        market: [clmm({ liquidityUsd: 9_000_000, ageHours: 24 * 500 })],
      }),
  ),
  c(
    "jto",
    "real-mint",
    "safe",
    "Jito Foundation's JTO governance token.",
    `${EXPLORER("jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL")}; Jito Foundation docs`,
    (n) =>
      token(n, {
        mint: "jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL",
        decimals: 9,
        metadata: metaplex(n, "JITO", "JTO", true),
        holders: holders(n, [1600, 1200, 800, 500, 300, 200, 150, 100, 90, 80]),
        market: [clmm({ liquidityUsd: 7_000_000, ageHours: 24 * 540 })],
      }),
  ),
  c(
    "orca",
    "real-mint",
    "safe",
    "Orca's ORCA governance token.",
    `${EXPLORER("orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE")}; Orca docs`,
    (n) =>
      token(n, {
        mint: "orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE",
        metadata: metaplex(n, "Orca", "ORCA", true),
        holders: holders(n, [1500, 800, 600, 400, 300, 200, 150, 100, 90, 80]),
        market: [clmm({ liquidityUsd: 2_500_000, ageHours: 24 * 1300 })],
      }),
  ),
  c(
    "bonk",
    "real-mint",
    "safe",
    "BONK: community memecoin, mint and freeze authorities revoked, deep liquidity.",
    `${EXPLORER("DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263")}; bonkcoin.com`,
    (n) =>
      token(n, {
        mint: "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263",
        decimals: 5,
        metadata: metaplex(n, "Bonk", "Bonk", true),
        holders: holders(n, WIDE),
        market: [
          clmm({ liquidityUsd: 20_000_000, ageHours: 24 * 880 }),
          pool({ liquidityUsd: 2_000_000, ageHours: 24 * 880 }),
        ],
      }),
  ),
  c(
    "wif",
    "real-mint",
    "safe",
    "dogwifhat: authorities revoked, established, deep liquidity.",
    `${EXPLORER("EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm")}`,
    (n) =>
      token(n, {
        mint: "EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm",
        metadata: metaplex(n, "dogwifhat", "$WIF"),
        holders: holders(n, WIDE),
        market: [
          pool({ liquidityUsd: 9_000_000, ageHours: 24 * 540 }),
          clmm({ liquidityUsd: 6_000_000, ageHours: 24 * 500 }),
        ],
      }),
  ),
  c(
    "popcat",
    "real-mint",
    "safe",
    "POPCAT: authorities revoked, Raydium LP burnt, established.",
    `${EXPLORER("7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr")}`,
    (n) =>
      token(n, {
        mint: "7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr",
        decimals: 9,
        metadata: metaplex(n, "POPCAT", "POPCAT"),
        holders: holders(n, WIDE),
        market: [pool({ liquidityUsd: 5_000_000, ageHours: 24 * 500 })],
      }),
  ),
  c(
    "mew",
    "real-mint",
    "safe",
    "cat in a dogs world (MEW): authorities revoked, LP burnt.",
    `${EXPLORER("MEW1gQWJ3nEXg2qgERiKu7FAFj79PHvQVREQUzScPP5")}`,
    (n) =>
      token(n, {
        mint: "MEW1gQWJ3nEXg2qgERiKu7FAFj79PHvQVREQUzScPP5",
        decimals: 5,
        metadata: metaplex(n, "cat in a dogs world", "MEW"),
        holders: holders(n, WIDE),
        market: [pool({ liquidityUsd: 3_000_000, ageHours: 24 * 420 })],
      }),
  ),
  c(
    "bome",
    "real-mint",
    "safe",
    "BOOK OF MEME: authorities revoked, LP burnt.",
    `${EXPLORER("ukHH6c7mMyiWCf1b9pnWe25TSpkDDt3H5pQZgZ74J82")}`,
    (n) =>
      token(n, {
        mint: "ukHH6c7mMyiWCf1b9pnWe25TSpkDDt3H5pQZgZ74J82",
        metadata: metaplex(n, "BOOK OF MEME", "BOME"),
        holders: holders(n, WIDE),
        market: [pool({ liquidityUsd: 4_000_000, ageHours: 24 * 440 })],
      }),
  ),
  c(
    "fartcoin",
    "real-mint",
    "safe",
    "Fartcoin: pump.fun launch, curve completed and migrated (LP burnt by the migration).",
    `${EXPLORER("9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump")}; pump.fun migration docs`,
    (n) =>
      token(n, {
        mint: "9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump",
        metadata: metaplex(n, "Fartcoin ", "Fartcoin "),
        holders: holders(n, WIDE),
        ...migrated(n, { liquidityUsd: 12_000_000, ageHours: 24 * 200 }),
      }),
  ),
  c(
    "goat",
    "real-mint",
    "safe",
    "Goatseus Maximus: pump.fun launch, migrated, authorities revoked.",
    `${EXPLORER("CzLSujWBLFsSjncfkh59rUFqvafWcY5tzedWJSuypump")}`,
    (n) =>
      token(n, {
        mint: "CzLSujWBLFsSjncfkh59rUFqvafWcY5tzedWJSuypump",
        metadata: metaplex(n, "Goatseus Maximus", "GOAT"),
        holders: holders(n, WIDE),
        ...migrated(n, { liquidityUsd: 3_000_000, ageHours: 24 * 220 }),
      }),
  ),
  c(
    "ai16z",
    "real-mint",
    "safe",
    "ai16z: Token-2022 (daos.fun) with metadata extensions only, authorities revoked.",
    `${EXPLORER("HeLp6NuQkmYB4pYWo2zYs22mESHXPQYzXbB8n4V98jwC")}`,
    (n) =>
      token(n, {
        mint: "HeLp6NuQkmYB4pYWo2zYs22mESHXPQYzXbB8n4V98jwC",
        program: "token-2022",
        decimals: 9,
        metadata: t22meta(n, "ai16z", "ai16z", true),
        holders: holders(n, WIDE),
        market: [clmm({ dexId: "meteora", liquidityUsd: 6_000_000, ageHours: 24 * 190 })],
      }),
  ),
  c(
    "pengu",
    "real-mint",
    "safe",
    "Pudgy Penguins PENGU: authorities revoked, deep liquidity; airdrop/treasury wallets hold sizeable shares.",
    `${EXPLORER("2zMMhcVQEXDtdE6vsFS7S7D5oUodfJHE8vd1gnBouauv")}; Pudgy Penguins tokenomics`,
    (n) =>
      token(n, {
        mint: "2zMMhcVQEXDtdE6vsFS7S7D5oUodfJHE8vd1gnBouauv",
        metadata: metaplex(n, "Pudgy Penguins", "PENGU", true),
        holders: holders(n, [1800, 1200, 800, 400, 300, 250, 200, 150, 120, 100]),
        market: [clmm({ dexId: "meteora", liquidityUsd: 15_000_000, ageHours: 24 * 160 })],
      }),
  ),

  // ---------------- benign controls (expected safe) ----------------
  c(
    "fee-half-pct-revoked",
    "benign-control",
    "safe",
    "Token-2022 with a 0.5% fee and the fee authority revoked: a cost, not a trap.",
    "issue 15 (the 0.5%-revoked example); Token-2022 TransferFeeConfig docs",
    (n) =>
      token(n, { program: "token-2022", extensions: [fee(n, 50, false)], metadata: t22meta(n, "Toll Road", "TOLL") }),
  ),
  c(
    "bonding-fair",
    "benign-control",
    "safe",
    "pump.fun token 30% along its curve, creator holds 2%, spread buyers: the curve cannot be pulled.",
    "pump.fun bonding-curve mechanics (program-owned reserves)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Fair Launch Frog", "FLFROG"),
        ...bonding(n, 0.3, 200, [300, 250, 200, 180, 150, 120, 100, 90, 80, 70, 60], 48, 15_000),
      }),
  ),
  c(
    "mutable-established",
    "benign-control",
    "safe",
    "Established token whose metadata is still mutable; nothing else.",
    "RugCheck: 'Mutable metadata' is a warning, not a danger",
    (n) => token(n, { metadata: metaplex(n, "Harbor Coin", "HRBR", true) }),
  ),
  c(
    "interest-bearing",
    "benign-control",
    "safe",
    "Token-2022 interest-bearing token, no authorities: only the displayed amount changes.",
    "Token-2022 InterestBearingConfig docs",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [
          {
            __kind: "InterestBearingConfig",
            rateAuthority: address(NONE),
            initializationTimestamp: 1_700_000_000n,
            preUpdateAverageRate: 500,
            lastUpdateTimestamp: 1_700_000_000n,
            currentRate: 500,
          },
        ],
        metadata: t22meta(n, "Yield Note", "YNOTE"),
      }),
  ),
  c(
    "lp-locked",
    "benign-control",
    "safe",
    "LP fully held by a known locker, established market.",
    "RugCheck / Birdeye: locked LP is safe",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Locked Otter", "LOTTR"),
        market: [pool({ kind: "raydium-cpmm", lpBurnedBps: 0, lpLockedBps: 10_000, liquidityUsd: 180_000 })],
      }),
  ),
  c(
    "week-old-clean",
    "benign-control",
    "safe",
    "Five-day-old token, authorities revoked, LP burnt, $80k liquidity.",
    "Birdeye / DexScreener 'new pair' warnings are about the first hours",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Fresh Pine", "PINE"),
        market: [pool({ liquidityUsd: 80_000, ageHours: 120, buys24h: 900, sells24h: 700 })],
      }),
  ),
  c(
    "team-multisig-15",
    "benign-control",
    "safe",
    "Established token whose largest wallet (team multisig) holds 15%.",
    "Common tokenomics; RugCheck flags only far higher single-holder shares",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Builder DAO", "BLDR"),
        holders: holders(n, [1500, 600, 500, 400, 350, 300, 250, 200, 180, 160], 500),
      }),
  ),
  c(
    "clmm-only",
    "benign-control",
    "safe",
    "Liquidity only in concentrated pools (no fungible LP to pull), established.",
    "Orca Whirlpools / Raydium CLMM position model",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Whirl Coin", "WHRL"),
        market: [clmm({ liquidityUsd: 600_000, ageHours: 24 * 200 })],
      }),
  ),
  c(
    "hook-authority-only",
    "benign-control",
    "safe",
    "Token-2022 with a TransferHook extension reserved (authority set, no program), otherwise clean.",
    "Token-2022 TransferHook docs (a program must be set for a hook to run)",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [
          { __kind: "TransferHook", authority: address(lbl(n, "hook-authority")), programId: address(NONE) },
        ],
        metadata: t22meta(n, "Reserved Hook", "RHOOK"),
      }),
  ),
  c(
    "no-metadata-established",
    "benign-control",
    "safe",
    "Old, liquid token without on-chain metadata; nothing else wrong.",
    "Early SPL tokens predate Metaplex metadata",
    (n) => token(n, { metadata: { kind: "none" } }),
  ),

  // ---------------- attack patterns (expected danger) ----------------
  c(
    "freeze-honeypot",
    "attack-pattern",
    "danger",
    "Freeze authority live on an unknown token: buyers can be frozen (the classic Solana honeypot).",
    "RugCheck 'Freeze Authority still enabled' (danger); Solana freeze-authority honeypot reports 2024",
    (n) => token(n, { freezeAuthority: lbl(n, "freeze"), metadata: metaplex(n, "Moon Kitty", "MKITTY") }),
  ),
  c(
    "freeze-honeypot-young",
    "attack-pattern",
    "danger",
    "Freeze authority live, 6 h old, $20k liquidity.",
    "GoPlus Solana 'freezable' flag; honeypot reports",
    (n) =>
      token(n, {
        freezeAuthority: lbl(n, "freeze"),
        metadata: metaplex(n, "Rocket Pepe", "RPEPE"),
        market: [pool({ liquidityUsd: 20_000, ageHours: 6 })],
      }),
  ),
  c(
    "freeze-honeypot-deep",
    "attack-pattern",
    "danger",
    "Freeze authority live despite $300k liquidity and a month of trading: still a kill switch over every holder.",
    "RugCheck 'Freeze Authority still enabled'",
    (n) =>
      token(n, {
        freezeAuthority: lbl(n, "freeze"),
        metadata: metaplex(n, "Deep Trap", "DTRAP"),
        market: [pool({ liquidityUsd: 300_000, ageHours: 24 * 30 })],
      }),
  ),
  c(
    "mint-live",
    "attack-pattern",
    "danger",
    "Mint authority live on an unknown token: infinite-mint dilution.",
    "RugCheck 'Mint Authority still enabled' (danger); GoPlus 'mintable'",
    (n) => token(n, { mintAuthority: lbl(n, "mint"), metadata: metaplex(n, "Infinite Doge", "IDOGE") }),
  ),
  c(
    "mint-live-young",
    "attack-pattern",
    "danger",
    "Mint authority live, 10 h old pair.",
    "GoPlus 'mintable'; infinite-mint rugs",
    (n) =>
      token(n, {
        mintAuthority: lbl(n, "mint"),
        metadata: metaplex(n, "Print Money", "PRINT"),
        market: [pool({ liquidityUsd: 30_000, ageHours: 10 })],
      }),
  ),
  c("mint-and-freeze", "attack-pattern", "danger", "Both authorities live.", "RugCheck (both flags)", (n) =>
    token(n, {
      mintAuthority: lbl(n, "mint"),
      freezeAuthority: lbl(n, "freeze"),
      metadata: metaplex(n, "Double Trouble", "DBL", true),
    }),
  ),
  c(
    "fake-usdc",
    "attack-pattern",
    "danger",
    "Copies USD Coin / USDC on another mint.",
    "Circle / Solana ecosystem warnings about fake USDC mints; Birdeye impersonation flag",
    (n) => token(n, { metadata: metaplex(n, "USD Coin", "USDC") }),
  ),
  c(
    "fake-usdt",
    "attack-pattern",
    "danger",
    "Copies Tether USD / USDT on another mint.",
    "Fake-USDT airdrop scams on Solana",
    (n) => token(n, { metadata: metaplex(n, "Tether USD", "USDT") }),
  ),
  c(
    "fake-jup",
    "attack-pattern",
    "danger",
    "Copies Jupiter / JUP before and after the airdrop.",
    "Jupiter's fake-JUP airdrop warnings (Jan 2024)",
    (n) => token(n, { metadata: metaplex(n, "Jupiter", "JUP") }),
  ),
  c("fake-bonk", "attack-pattern", "danger", "Copies Bonk / BONK.", "Fake BONK listings on DEX screeners", (n) =>
    token(n, { metadata: metaplex(n, "Bonk", "BONK") }),
  ),
  c(
    "fake-pyusd",
    "attack-pattern",
    "danger",
    "Token-2022 copy of PayPal USD with a permanent delegate: fake stablecoin that can claw back.",
    "Fake PYUSD tokens after the Solana launch (2024)",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "PermanentDelegate", delegate: address(lbl(n, "delegate")) }],
        metadata: t22meta(n, "PayPal USD", "PYUSD"),
      }),
  ),
  c("fake-wif", "attack-pattern", "danger", "Copies dogwifhat / WIF.", "Copycat memecoin reports", (n) =>
    token(n, { metadata: metaplex(n, "dogwifhat", "WIF") }),
  ),
  c(
    "fee-10-live",
    "attack-pattern",
    "danger",
    "10% transfer fee with a live fee authority.",
    "issue 15 (10% with live authority); Token-2022 tax-token traps",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [fee(n, 1000, true)],
        metadata: t22meta(n, "Tithe Token", "TITHE"),
      }),
  ),
  c(
    "fee-25",
    "attack-pattern",
    "danger",
    "25% transfer fee (authority revoked): a quarter of every sell is taken.",
    "GoPlus 'high tax' flag",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [fee(n, 2500, false)],
        metadata: t22meta(n, "Quarter Tax", "QTAX"),
      }),
  ),
  c(
    "fee-99",
    "attack-pattern",
    "danger",
    "99% transfer fee: unsellable in practice.",
    "Token-2022 fee-trap scams",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [fee(n, 9900, true)],
        metadata: t22meta(n, "Black Hole", "BHOLE"),
      }),
  ),
  c(
    "fee-6-fixed",
    "attack-pattern",
    "danger",
    "6% fee, authority revoked: ~12% lost on a round trip.",
    "GoPlus / Birdeye tax thresholds (>5% flagged)",
    (n) =>
      token(n, { program: "token-2022", extensions: [fee(n, 600, false)], metadata: t22meta(n, "Six Tax", "SIXT") }),
  ),
  c(
    "hook-unknown-program",
    "attack-pattern",
    "danger",
    "Transfer hook into an unknown program whose authority can swap it.",
    "issue 15; Token-2022 hook honeypots",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [
          {
            __kind: "TransferHook",
            authority: address(lbl(n, "hook-authority")),
            programId: address(lbl(n, "hook-program")),
          },
        ],
        metadata: t22meta(n, "Hooked Fish", "HOOKD"),
      }),
  ),
  c(
    "hook-program-fixed",
    "attack-pattern",
    "danger",
    "Transfer hook into an unknown program (authority revoked): the program can still reject sells.",
    "Token-2022 hook honeypots",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "TransferHook", authority: address(NONE), programId: address(lbl(n, "hook-program")) }],
        metadata: t22meta(n, "Fixed Hook", "FHOOK"),
      }),
  ),
  c(
    "permanent-delegate",
    "attack-pattern",
    "danger",
    "Permanent delegate on an unknown token: it can drain every wallet.",
    "Token-2022 permanent-delegate drain scams (2024); RugCheck 'Permanent Delegate'",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "PermanentDelegate", delegate: address(lbl(n, "delegate")) }],
        metadata: t22meta(n, "Trusty Coin", "TRUST"),
      }),
  ),
  c(
    "permanent-delegate-young",
    "attack-pattern",
    "danger",
    "Permanent delegate plus a 3 h old pair.",
    "Token-2022 permanent-delegate drain scams",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "PermanentDelegate", delegate: address(lbl(n, "delegate")) }],
        metadata: t22meta(n, "Quick Grab", "GRAB"),
        market: [pool({ liquidityUsd: 25_000, ageHours: 3 })],
      }),
  ),
  c(
    "pausable",
    "attack-pattern",
    "danger",
    "Live pause authority on an unknown token: one transaction stops every sell.",
    "Token-2022 PausableConfig docs; honeypot switch",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "PausableConfig", authority: address(lbl(n, "pause")), paused: false }],
        metadata: t22meta(n, "Pause Button", "PAUSE"),
      }),
  ),
  c(
    "paused-now",
    "attack-pattern",
    "danger",
    "Mint paused right now: nobody can transfer.",
    "Token-2022 PausableConfig docs",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "PausableConfig", authority: address(lbl(n, "pause")), paused: true }],
        metadata: t22meta(n, "Stopped", "STOP"),
      }),
  ),
  c(
    "non-transferable",
    "attack-pattern",
    "danger",
    "NonTransferable token listed for trading: it can never be sold.",
    "Token-2022 NonTransferable docs",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [{ __kind: "NonTransferable" }],
        metadata: t22meta(n, "Soul Coin", "SOULC"),
      }),
  ),
  c(
    "default-frozen",
    "attack-pattern",
    "danger",
    "New accounts start frozen; the deployer thaws only chosen wallets.",
    "Token-2022 DefaultAccountState whitelist honeypots",
    (n) =>
      token(n, {
        program: "token-2022",
        freezeAuthority: lbl(n, "freeze"),
        extensions: [{ __kind: "DefaultAccountState", state: 2 }],
        metadata: t22meta(n, "Velvet Rope", "VIP"),
      }),
  ),
  c(
    "pulled-liquidity",
    "attack-pattern",
    "danger",
    "Liquidity pulled: $150 left in the pool (sells get nothing).",
    "Pulled-liquidity rugs (e.g. the 2024 SOL memecoin presale rugs)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Gone Fishing", "GONE"),
        market: [pool({ liquidityUsd: 150, volume24hUsd: 90, buys24h: 3, sells24h: 40, ageHours: 72, lpBurnedBps: 0 })],
      }),
  ),
  c(
    "dust-liquidity",
    "attack-pattern",
    "danger",
    "Dust liquidity ($600).",
    "RugCheck 'Low Liquidity' (danger under $1k)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Tiny Pond", "POND"),
        market: [pool({ liquidityUsd: 600, volume24hUsd: 200, buys24h: 8, sells24h: 6 })],
      }),
  ),
  c(
    "lp-held-by-deployer",
    "attack-pattern",
    "danger",
    "100% of the LP held by the deployer: the pool can be withdrawn in one transaction.",
    "RugCheck 'LP Unlocked'; Solana LP-pull rugs",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Open Door", "DOOR"),
        market: [pool({ liquidityUsd: 40_000, ageHours: 72, lpBurnedBps: 0 })],
      }),
  ),
  // Issue 29 item 1 / issue 25 item 3 (expectations written before the engine ran on them): LP spread over
  // many providers is not one party's to pull; one provider with most of it is.
  c(
    "lp-widely-held",
    "benign-control",
    "safe",
    "No LP burnt, but the LP is spread over 20 liquidity providers holding 5% each: no single party can pull more than 5% of the pool.",
    "Issue 25 item 3: 'a pair whose LP is widely held is not a rug vector'; Uniswap/Raydium LP provision by many market makers",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Many Hands", "HAND"),
        market: [
          pool({
            kind: "raydium-cpmm",
            liquidityUsd: 250_000,
            ageHours: 24 * 60,
            lpBurnedBps: 0,
            lpProviderBps: Array(20).fill(500),
          }),
        ],
      }),
  ),
  c(
    "lp-spread-one-dominant",
    "attack-pattern",
    "danger",
    "No LP burnt; ten providers hold LP but one wallet holds 60% of it and can pull most of the pool in one transaction.",
    "RugCheck 'LP Unlocked'; Solana LP-pull rugs (the puller keeps the majority of the LP)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "One Big Hand", "BIGH"),
        market: [
          pool({
            kind: "raydium-cpmm",
            liquidityUsd: 80_000,
            ageHours: 24 * 5,
            lpBurnedBps: 0,
            lpProviderBps: [6000, ...Array(9).fill(444)],
          }),
        ],
      }),
  ),
  c(
    "lp-80-unlocked",
    "attack-pattern",
    "danger",
    "80% of the LP unlocked (only 20% burnt).",
    "RugCheck 'LP Unlocked'",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Half Burnt", "HALF"),
        market: [pool({ kind: "raydium-cpmm", liquidityUsd: 60_000, ageHours: 24 * 10, lpBurnedBps: 2000 })],
      }),
  ),
  c(
    "bonding-dev-dump",
    "attack-pattern",
    "danger",
    "pump.fun bonding token whose creator holds 40% of supply (dev-dump pattern).",
    "pump.fun dev-dump reports; RugCheck 'Creator holds large share'",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Dev Bag", "DBAG"),
        ...bonding(n, 0.2, 4000, [200, 150, 120, 100, 90], 8, 9_000),
      }),
  ),
  c(
    "bonding-bundled",
    "attack-pattern",
    "danger",
    "pump.fun bonding token whose 10 largest non-curve wallets (bundled snipers) hold 92%.",
    "Bundled pump.fun launches (2024 reports); Birdeye 'top 10 holders' risk",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Bundle Bros", "BNDL"),
        ...bonding(n, 0.95, 0, [1000, 950, 950, 920, 920, 900, 900, 880, 880, 900], 2, 60_000),
      }),
  ),
  c(
    "brand-new-pair",
    "attack-pattern",
    "danger",
    "Pair created 20 minutes ago, otherwise clean-looking.",
    "Most Solana rugs happen within the first hour (Solidus Labs 2024 rug-pull report)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Just Launched", "JUSTL"),
        market: [pool({ liquidityUsd: 30_000, ageHours: 1 / 3, buys24h: 120, sells24h: 40 })],
      }),
  ),
  c(
    "wash-bought-no-sells",
    "attack-pattern",
    "danger",
    "300 buys and zero sells in 24 h: wash-bought or unsellable.",
    "GoPlus / Birdeye honeypot trade-pattern flags",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Only Up", "ONLYUP"),
        market: [pool({ buys24h: 300, sells24h: 0, liquidityUsd: 70_000, ageHours: 24 * 8 })],
      }),
  ),
  c(
    "one-wallet-95",
    "attack-pattern",
    "danger",
    "One wallet holds 95% of supply.",
    "RugCheck 'Single holder ownership'",
    (n) => token(n, { metadata: metaplex(n, "Mine All Mine", "MINE"), holders: holders(n, [9500, 100, 80, 60, 50]) }),
  ),
  c(
    "one-wallet-60",
    "attack-pattern",
    "danger",
    "One wallet holds 60% of supply.",
    "RugCheck 'Single holder ownership'",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Big Bag", "BIGB"),
        holders: holders(n, [6000, 400, 300, 200, 150, 100, 90, 80]),
      }),
  ),
  c(
    "bundled-top10",
    "attack-pattern",
    "danger",
    "Ten fresh wallets hold 92% of supply (a split deployer bag).",
    "Birdeye 'top 10 holders' risk; bundled-launch reports",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Ten Friends", "TENF"),
        holders: holders(n, [960, 950, 940, 930, 920, 910, 900, 900, 900, 890, 50, 40]),
      }),
  ),
  c(
    "rug-combo",
    "attack-pattern",
    "danger",
    "Mint + freeze live, mutable metadata, 40-minute-old pair, LP unlocked: the full pump-and-rug kit.",
    "RugCheck (several danger flags at once)",
    (n) =>
      token(n, {
        mintAuthority: lbl(n, "mint"),
        freezeAuthority: lbl(n, "freeze"),
        metadata: metaplex(n, "Moon Shot", "MOON", true),
        market: [pool({ liquidityUsd: 12_000, ageHours: 0.66, lpBurnedBps: 0 })],
      }),
  ),
  c(
    "creator-35",
    "attack-pattern",
    "danger",
    "Migrated pump.fun token whose creator still holds 35%.",
    "pump.fun dev-dump reports",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Dev Holds", "DEVH"),
        holders: [{ owner: lbl(n, "creator"), bps: 3500 }, ...holders(n, [400, 300, 200, 150, 100])],
        ...migrated(n, { liquidityUsd: 90_000, ageHours: 24 * 4 }),
      }),
  ),
  // Issue 26: identity, fees in force, holder clusters, market behaviour (dev set; the held-out set is elsewhere).
  c(
    "cyrillic-usdc",
    "attack-pattern",
    "danger",
    "A 'Circle Dollar' whose symbol uses Cyrillic S and C: wallets show USDC, a plain comparison does not match.",
    "Homoglyph token scams (UTS #39 confusables); fake-USDC warnings",
    (n) => token(n, { metadata: metaplex(n, "Circle Dollar", "UЅDС") }),
  ),
  c(
    "zero-width-jup",
    "attack-pattern",
    "danger",
    "Jupiter with a zero-width space inside the symbol.",
    "Zero-width character spoofing (Unicode Cf characters)",
    (n) => token(n, { metadata: metaplex(n, "Jupiter", "JU\u200bP") }),
  ),
  c(
    "fee-raise-scheduled",
    "attack-pattern",
    "danger",
    "Token-2022 fee 1% now, 40% already scheduled from a later epoch: the trap is set and lands by itself.",
    "Token-2022 TransferFeeConfig (older/newer fee); RugCheck high-fee flag",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [
          {
            __kind: "TransferFeeConfig",
            transferFeeConfigAuthority: address(lbl(n, "fee-authority")),
            withdrawWithheldAuthority: address(lbl(n, "withdraw-authority")),
            withheldAmount: 0n,
            olderTransferFee: { epoch: 600n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 100 },
            newerTransferFee: { epoch: 5000n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 4000 },
          },
        ],
        metadata: t22meta(n, "Slow Tithe", "STITHE"),
      }),
  ),
  c(
    "expired-launch-fee",
    "benign-control",
    "safe",
    "A 25% anti-sniper launch fee that applied before an old epoch; 0% in force now, authority revoked.",
    "Token-2022 TransferFeeConfig: the newer fee applies from its epoch on",
    (n) =>
      token(n, {
        program: "token-2022",
        extensions: [
          {
            __kind: "TransferFeeConfig",
            transferFeeConfigAuthority: address(NONE),
            withdrawWithheldAuthority: address(lbl(n, "withdraw-authority")),
            withheldAmount: 0n,
            olderTransferFee: { epoch: 500n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 2500 },
            newerTransferFee: { epoch: 510n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 0 },
          },
        ],
        metadata: t22meta(n, "Calm After Launch", "CALM"),
      }),
  ),
  c(
    "bundled-supply",
    "attack-pattern",
    "danger",
    "The deployer split 54% of supply over six fresh wallets with identical balances (no single wallet over 10%).",
    "Bubblemaps cluster reports (e.g. RIZZ, 2024); RugCheck insider-network flag",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Fair Launch", "FAIRL"),
        holders: [
          ...Array.from({ length: 6 }, (_, i) => ({ owner: lbl(n, `sybil:${i}`), bps: 900 })),
          ...holders(n, [400, 300, 250, 200, 150, 120, 100, 90]),
        ],
      }),
  ),
  c(
    "rug-in-progress",
    "attack-pattern",
    "danger",
    "Price down 86% in 24 h, sells 7x buys, and one wallet still holds 30%.",
    "DexScreener 24 h price change and trade counts; slow-rug incident write-ups",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Still Dumping", "DUMPS"),
        holders: [{ owner: lbl(n, "whale"), bps: 3000 }, ...holders(n, [400, 300, 250, 200, 150])],
        market: [pool({ buys24h: 180, sells24h: 1300, priceChange24hPct: -86 })],
      }),
  ),
  c(
    "whitelist-honeypot",
    "attack-pattern",
    "danger",
    "600 buys and 8 sells in 24 h: only whitelisted wallets can sell, though a plain transfer succeeds.",
    "Honeypot patterns (GoPlus is_honeypot / sell restrictions); DexScreener trade counts",
    (n) => token(n, { metadata: metaplex(n, "Only Up", "ONLYUP"), market: [pool({ buys24h: 600, sells24h: 8 })] }),
  ),
  c(
    "ticker-collision",
    "benign-control",
    "safe",
    "A clean token whose ticker HONEY is also a registered token's, with its own different name.",
    "Tickers are not unique on Solana (thousands of tokens share them)",
    (n) => token(n, { metadata: metaplex(n, "Beekeepers Guild", "HONEY") }),
  ),
  // Issue 26, second pass: a pointer to another mint's metadata, bundles with varied amounts, a drained pool
  // with no price change reported (classes the v1 held-out set missed; these cases are the dev set's own).
  c(
    "pointer-borrowed-jup",
    "attack-pattern",
    "danger",
    "Token-2022 mint with no metadata of its own; its MetadataPointer names the deployer's second mint, whose TokenMetadata says 'Jupiter' / 'JUP' (declaring that other mint). Wallets that follow the pointer show JUP; the deployer can rewrite it.",
    "Token-2022 MetadataPointer (spl-token-2022 docs: the pointer may name any account; TokenMetadata's mint field exists to stop spoofing); RugCheck impersonation flags",
    (n) => {
      const holderMint = lbl(n, "second-mint");
      const deployer = lbl(n, "deployer");
      return token(n, {
        program: "token-2022",
        metadata: { kind: "none" },
        extensions: [{ __kind: "MetadataPointer", authority: address(deployer), metadataAddress: address(holderMint) }],
        extraAccounts: [
          {
            address: holderMint,
            owner: TOKEN_2022_PROGRAM_ID,
            data: encodeMintBytes({
              program: "token-2022",
              decimals: 0,
              supply: 0n,
              mintAuthority: deployer,
              freezeAuthority: null,
              extensions: [
                { __kind: "MetadataPointer", authority: address(deployer), metadataAddress: address(holderMint) },
                {
                  __kind: "TokenMetadata",
                  updateAuthority: address(deployer),
                  mint: address(holderMint),
                  name: "Jupiter",
                  symbol: "JUP",
                  uri: `https://eval.invalid/${n}.json`,
                  additionalMetadata: new Map(),
                },
              ],
            }),
          },
        ],
      });
    },
  ),
  c(
    "pointer-external-own-name",
    "benign-control",
    "safe",
    "Token-2022 mint whose MetadataPointer names a separate metadata account (spl-token-metadata-interface layout) that declares THIS mint and its own unremarkable name; the update authority is revoked. A second place for the name, nothing borrowed or copied.",
    "spl-token-metadata-interface (metadata may live outside the mint); Token-2022 MetadataPointer",
    (n) => {
      const md = lbl(n, "metadata-account");
      const mint = sandboxAddress(`eval:${n}`);
      return token(n, {
        program: "token-2022",
        metadata: { kind: "none" },
        extensions: [{ __kind: "MetadataPointer", authority: null, metadataAddress: address(md) }],
        extraAccounts: [
          {
            address: md,
            owner: lbl(n, "metadata-program"),
            data: encodeTokenMetadataAccount({
              mint,
              updateAuthority: null,
              name: "Quiet Harbor",
              symbol: "QHRB",
              uri: `https://eval.invalid/${n}.json`,
            }),
          },
        ],
      });
    },
  ),
  c(
    "bundle-varied-amounts",
    "attack-pattern",
    "danger",
    "18 fresh wallets each bought 1.97-2.03% of supply (amounts varied by about 3%, as bundler tools do so the balances are not identical): 36% in one hand, no wallet over 2.03%.",
    "Bundled launches: bundler tools script 20-50 fresh wallets (noesisapi.dev bundle guide; RugCheck bundled-supply flag)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Many Hands", "MHANDS"),
        holders: [
          ...Array.from({ length: 18 }, (_, i) => ({ owner: lbl(n, `bundle:${i}`), bps: 197 + ((i * 5) % 7) })),
          ...holders(n, [90, 70, 50]),
        ],
        market: [pool({ ageHours: 24 * 5 })],
      }),
  ),
  c(
    "real-tail-bunching",
    "benign-control",
    "safe",
    "Holder shares of a real mainnet top-20 table (getTokenLargestAccounts at slot 361455478, a 1B-supply token; the largest account, 23%, as its pool vault): a traded tail with six accounts at ~1% within 2.6% of each other. Spread ownership, no bundle worth the name.",
    "getTokenLargestAccounts response at slot 361455478 (public, github.com/gbengeneh/bobradar src/data/holders.js); shares rounded to bps",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Tail Of Traders", "TAILT"),
        holders: holders(
          n,
          [292, 287, 278, 222, 203, 195, 181, 136, 131, 130, 120, 110, 110, 104, 104, 104, 103, 102, 102],
        ),
        market: [pool({ vaultBps: 2329 })],
      }),
  ),
  c(
    "drained-pool-no-price",
    "attack-pattern",
    "danger",
    "The pair reports no 24 h price change, but 2,500 sells against 300 buys moved $1.8M through a pool left with $9k, while one wallet still holds 30%: the rug is under way.",
    "Liquidity-drain rug write-ups (DexScreener volume, liquidity and trade counts); RugCheck low-liquidity and top-holder flags",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Last Call", "LCALL"),
        holders: [{ owner: lbl(n, "whale"), bps: 3000 }, ...holders(n, [400, 300, 250, 200, 150])],
        market: [
          pool({
            liquidityUsd: 9_000,
            volume24hUsd: 1_800_000,
            buys24h: 300,
            sells24h: 2_500,
            ageHours: 24 * 3,
            priceChange24hPct: null,
          }),
        ],
      }),
  ),
  c(
    "selloff-deep-pool-no-price",
    "benign-control",
    "safe",
    "No 24 h price change reported; a busy day with more sells than buys (1,900 vs 1,200) on a deep pool ($600k liquidity, $1.5M volume): profit taking, not a drained pool.",
    "DexScreener volume and liquidity of established pairs (daily volume a few times the liquidity)",
    (n) =>
      token(n, {
        metadata: metaplex(n, "Steady Ledger", "STLDG"),
        market: [
          pool({
            liquidityUsd: 600_000,
            volume24hUsd: 1_500_000,
            buys24h: 1_200,
            sells24h: 1_900,
            priceChange24hPct: null,
          }),
        ],
      }),
  ),
];
