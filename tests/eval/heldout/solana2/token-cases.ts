/**
 * Blind held-out Solana token cases, second set (v2): real mints, benign shapes and attack variants.
 * Written from public material only (issuer documentation, public mainnet account dumps in public
 * repositories, RugCheck / GoPlus risk descriptions, scam write-ups), never from the engine's checks
 * or thresholds. Expectations were committed before the engine ran on them (README.md beside this file).
 *
 * Verdict: `danger` = a careful trader must be warned (the engine should say high or critical);
 * `safe` = nothing a trader must act on (low or medium).
 */
import { none, some } from "@solana/kit";
import { type ExtensionArgs, AccountState as T22AccountState } from "@solana-program/token-2022";
import type { RawAccount } from "@/lib/engine/types";
import {
  days,
  type HolderSpec,
  INCINERATOR,
  keyBytes,
  multisigAccount,
  organicHolders,
  pda,
  rawAccount,
  type SolanaHeldoutCase,
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
  unknownProgram,
  wallet,
} from "../solana/build";
import { type TokenCaseSpec, tokenWorld } from "../solana/world";
import {
  deployerOf,
  GOPLUS,
  JUPITER_LOCK,
  matureMarket,
  mintOf,
  READ,
  RUGCHECK,
  SANCTUM_SPL,
  SANCTUM_SPL_MULTI,
  SCAM_WRITEUPS,
  SPL_STAKE_POOL,
  steadyFee,
  T22_DOCS,
  t22SelfMetadata,
  UTS39,
  v2,
  youngMarket,
} from "./common";

const SANCTUM_LIST =
  "igneous-labs/sanctum-lst-list sanctum-lst-list.toml (commit 8b33c8c, 2025-09-18: mint, pool program, pool account per LST) and rust/sanctum-lst-list/src/programs.rs (program ids)";
const SANCTUM_FIXTURES = "igneous-labs/S test-fixtures/*.json (mainnet accounts cloned with `solana account`)";

/**
 * Mainnet mint accounts transcribed byte for byte from public dumps (base64 of the 82-byte SPL mint):
 * igneous-labs/S test-fixtures/pwrsol-mint.json (commit 83bbfe1) and lainesol-mint.json (commit 29f1c5f).
 */
const PWRSOL_MINT_B64 =
  "AQAAACQ/7IGVl5opEwhD2jE1b6dolDswCUi12En7TKRYGj2isUAtKk4BAAAJAQAAAABzIayBZeHXWQzM0LuD0aNyYh3+SnHyc6urT62558FKVA==";
const LAINESOL_MINT_B64 =
  "AQAAAIguaLSWmD/RVItMfogV1IvEiuiVu5ofk9aRnMNe9kJfBhgHPvkPAAAJAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";

export const REAL_FIXTURES = {
  pwrSOL: {
    mint: "pWrSoLAhue6jUxUkbWgmEy5rD9VJzkFmvfTDV5KgNuu",
    pool: "DfiQgSvpW3Dy4gKfhtdHnWGHwFUrE8exvaxqjtMtAVxk",
    program: SANCTUM_SPL,
    data: new Uint8Array(Buffer.from(PWRSOL_MINT_B64, "base64")),
  },
  laineSOL: {
    mint: "LAinEtNLgpmCP9Rvsf5Hn8W6EhNiKLZQti1xfWMLy6X",
    pool: "2qyEeSAWKfU18AFthrF7JA8z8ZCi1yt76Tqs917vwQTV",
    program: SPL_STAKE_POOL,
    data: new Uint8Array(Buffer.from(LAINESOL_MINT_B64, "base64")),
  },
} as const;

const supplyOf = (data: Uint8Array) => Buffer.from(data).readBigUInt64LE(36);
const withdrawAuthority = (program: string, pool: string) => pda(program, [keyBytes(pool), "withdraw"]);

/** An LST whose mint authority is its stake pool's withdraw-authority PDA (how SPL stake pools mint). */
async function lstWorld(o: {
  label: string;
  mint: string;
  program: string;
  pool: string;
  name: string;
  symbol: string;
  supplyTokens: bigint;
  priceUsd: number;
  liquidityUsd: number;
  /** Byte-exact mainnet mint account, which then replaces the codec-built one. */
  fixture?: Uint8Array;
}) {
  const authority = await withdrawAuthority(o.program, o.pool);
  const extra: RawAccount[] = o.fixture ? [rawAccount(o.mint, TOKEN_PROGRAM, o.fixture, 1_461_600n)] : [];
  return tokenWorld({
    label: v2(o.label),
    mint: o.mint,
    program: "spl",
    decimals: 9,
    supplyTokens: o.supplyTokens,
    mintAuthority: authority,
    freezeAuthority: null,
    name: o.name,
    symbol: o.symbol,
    metaplex: { name: o.name, symbol: o.symbol, updateAuthority: wallet(`${v2(o.label)}:metadata`), isMutable: true },
    holders: organicHolders(v2(o.label), 45, 52),
    pool: { tokenPct: 1.2, lp: "spread" },
    market: matureMarket(o.priceUsd, o.liquidityUsd, 420),
    extra,
  });
}

/** A clean launch: authorities revoked, immutable metadata, LP burnt, organic holders. */
function clean(label: string, name: string, symbol: string, over: Partial<TokenCaseSpec> = {}): TokenCaseSpec {
  return {
    label: v2(label),
    program: "spl",
    decimals: 6,
    supplyTokens: 1_000_000_000n,
    mintAuthority: null,
    freezeAuthority: null,
    name,
    symbol,
    metaplex: {
      name,
      symbol,
      uri: `https://ipfs.io/ipfs/${v2(label)}`,
      updateAuthority: deployerOf(label),
      isMutable: false,
    },
    holders: organicHolders(v2(label), 40, 55),
    pool: { tokenPct: 20, lp: "burnt" },
    market: youngMarket(days(30), 150_000),
    ...over,
  };
}

/** A Token-2022 launch with its metadata inside the mint; `extensions` are added before the metadata. */
function t22(
  label: string,
  name: string,
  symbol: string,
  extensions: ExtensionArgs[],
  over: Partial<TokenCaseSpec> = {},
): TokenCaseSpec {
  const mint = mintOf(label);
  return clean(label, name, symbol, {
    program: "t22",
    metaplex: undefined,
    extensions: [...extensions, ...t22SelfMetadata(mint, name, symbol, null)],
    ...over,
  });
}

const FEE_ACCOUNT_EXT: ExtensionArgs[] = [
  { __kind: "ImmutableOwner" },
  { __kind: "TransferFeeAmount", withheldAmount: 0n },
];

/** `n` wallets of (almost) the same balance: `pct` each, jittered by at most ±0.4 % of it. */
function bundle(label: string, n: number, pct: number): HolderSpec[] {
  return Array.from({ length: n }, (_, i) => ({
    owner: wallet(`${v2(label)}:bundle:${i}`),
    pct: pct * (1 + (((i * 7) % 9) - 4) / 1000),
  }));
}

export const REAL_CASES: SolanaHeldoutCase[] = [
  {
    name: "real-jup-jupiter",
    expected: "safe",
    kind: "real",
    rationale:
      "JUP: Jupiter's governance token. Jupiter documents that the mint and freeze authorities were burnt after minting 10B; only the metadata authority is kept (team cold multisig). Deep liquidity and two years of trading. Nothing a trader must act on.",
    source:
      "Jupiter Research forum 'JUP Minting and Accountability' (jupresear.ch/t/jup-minting-and-accountability/464: mint JUPyiwrY…, 10B minted, mint and freeze authority burnt, metadata authority kept by the team cold multisig), " +
      READ +
      ". Decimals 6 (public token lists). Supply as first minted; later governance burns not modelled. Metadata authority key, holders and market are stand-ins.",
    build: () =>
      tokenWorld({
        label: v2("jup"),
        mint: "JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN",
        program: "spl",
        decimals: 6,
        supplyTokens: 10_000_000_000n,
        mintAuthority: null,
        freezeAuthority: null,
        name: "Jupiter",
        symbol: "JUP",
        metaplex: {
          name: "Jupiter",
          symbol: "JUP",
          updateAuthority: wallet("v2:jup:team-cold-multisig"),
          isMutable: true,
        },
        holders: organicHolders(v2("jup"), 60, 45),
        pool: { tokenPct: 0.6, lp: "spread" },
        market: matureMarket(0.55, 9_000_000, 660),
      }),
  },
  {
    name: "real-popcat",
    expected: "safe",
    kind: "real",
    rationale:
      "POPCAT: a two-year-old community meme token; mint and freeze authority revoked, fixed supply just under 1B, widely held, deep liquidity. The textbook established meme token.",
    source:
      "POPCAT mint 7GCihgDB… (public token lists: decimals 9, supply ~979.97M; explorers show no mint / freeze authority), " +
      READ +
      ". Authority state from the analyst's reading of public explorer pages, not from a byte dump; holders and market are representative.",
    build: () =>
      tokenWorld(
        clean("popcat", "POPCAT", "POPCAT", {
          mint: "7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr",
          decimals: 9,
          supplyTokens: 979_973_000n,
          metaplex: {
            name: "POPCAT",
            symbol: "POPCAT",
            updateAuthority: wallet("v2:popcat:metadata"),
            isMutable: true,
          },
          holders: organicHolders(v2("popcat"), 60, 40),
          pool: { tokenPct: 1.5, lp: "spread" },
          market: matureMarket(0.32, 5_500_000, 700),
        }),
      ),
  },
  {
    name: "real-pyusd-paxos-t22",
    expected: "safe",
    kind: "real",
    rationale:
      "PayPal USD on Solana is a Token-2022 mint issued by Paxos (NYDFS-regulated) with issuer extensions by design: permanent delegate (regulatory seizure), transfer hook and fee config reserved (0 %), confidential transfers, freeze. Issuer control of a regulated stablecoin, like USDC's freeze, not a rug risk.",
    source:
      "paxosglobal/pyusd-contract README (Solana mint 2b1kV6Dk…); PayPal developer blog 'A Deep Dive into PYUSD and Solana Token Extensions' (2025-06-16); Solana Foundation 'A Technical Deep Dive into PYUSD on Solana'; stablemoney.dev PYUSD page (permanent delegate held by Paxos), " +
      READ +
      ". Decimals 6. Paxos's authority keys are not published in these sources: stand-in keys; supply (~$320M) and holders representative.",
    build: () => {
      const mint = "2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo";
      const paxos = (role: string) => wallet(`v2:pyusd:paxos:${role}`);
      return tokenWorld({
        label: v2("pyusd"),
        mint,
        program: "t22",
        decimals: 6,
        supplyTokens: 320_000_000n,
        mintAuthority: paxos("mint"),
        freezeAuthority: paxos("freeze"),
        extensions: [
          { __kind: "MintCloseAuthority", closeAuthority: paxos("close") as never },
          steadyFee(paxos("fee"), 0, 600n),
          {
            __kind: "ConfidentialTransferMint",
            authority: some(paxos("confidential") as never),
            autoApproveNewAccounts: false,
            auditorElgamalPubkey: none(),
          },
          { __kind: "PermanentDelegate", delegate: paxos("delegate") as never },
          { __kind: "TransferHook", authority: paxos("hook") as never, programId: SYSTEM_PROGRAM as never },
          ...t22SelfMetadata(mint, "PayPal USD", "PYUSD", paxos("metadata")),
        ],
        accountExtensions: [
          { __kind: "ImmutableOwner" },
          { __kind: "TransferFeeAmount", withheldAmount: 0n },
          { __kind: "TransferHookAccount", transferring: false },
        ],
        name: "PayPal USD",
        symbol: "PYUSD",
        holders: organicHolders(v2("pyusd"), 50, 55),
        pool: { tokenPct: 0.5, lp: "spread" },
        market: matureMarket(1, 18_000_000, 540),
      });
    },
  },
  {
    name: "real-jupsol-sanctum-multi",
    expected: "safe",
    kind: "real",
    rationale:
      "jupSOL: Jupiter's liquid staking token, a Sanctum multi-validator SPL stake pool. Its mint authority is the pool's withdraw-authority PDA, which mints only against staked SOL deposited in the pool.",
    source: `${SANCTUM_LIST}: JupSOL mint jupSoLaH…, program SanctumSplMulti (SPMBzsVU…), pool 8VpRhuxa…; pool account in ${SANCTUM_FIXTURES} jup-pool.json (pool_mint = jupSoLaH…); mint authority derived as PDA([pool,'withdraw']), ${READ}. Supply, holders and market representative.`,
    build: () =>
      lstWorld({
        label: "jupsol",
        mint: "jupSoLaHXQiZZTSfEWMTRRgpnyFm8f6sZdosWBjx93v",
        program: SANCTUM_SPL_MULTI,
        pool: "8VpRhuxa7sUUepdY3kQiTmX9rS5vx4WgaXiAnXq4KCtr",
        name: "Jupiter Staked SOL",
        symbol: "JupSOL",
        supplyTokens: 4_200_000n,
        priceUsd: 215,
        liquidityUsd: 7_000_000,
      }),
  },
  {
    name: "real-pwrsol-byte-exact",
    expected: "safe",
    kind: "real",
    rationale:
      "pwrSOL (Power Staked SOL): a Sanctum single-validator LST. The mint account is the mainnet bytes; its mint authority 3SWDH9uU… is the withdraw-authority PDA of pool DfiQgSvp… under Sanctum's SPL stake pool program, and there is no freeze authority.",
    source: `${SANCTUM_FIXTURES} pwrsol-mint.json and pwr-pool.json (owner SP12tWFx…); ${SANCTUM_LIST} (pwrSOL, SanctumSpl, pool DfiQgSvp…), ${READ}. Holders and market representative.`,
    build: () =>
      lstWorld({
        label: "pwrsol",
        mint: REAL_FIXTURES.pwrSOL.mint,
        program: REAL_FIXTURES.pwrSOL.program,
        pool: REAL_FIXTURES.pwrSOL.pool,
        name: "Power Staked SOL",
        symbol: "pwrSOL",
        supplyTokens: supplyOf(REAL_FIXTURES.pwrSOL.data) / 1_000_000_000n,
        priceUsd: 205,
        liquidityUsd: 400_000,
        fixture: REAL_FIXTURES.pwrSOL.data,
      }),
  },
  {
    name: "real-lainesol-byte-exact",
    expected: "safe",
    kind: "real",
    rationale:
      "laineSOL: Laine's LST on the original SPL stake pool program. Mainnet mint bytes; the mint authority AAbVVaok… is the withdraw-authority PDA of pool 2qyEeSAW…, no freeze authority. Mints only against stake deposits.",
    source: `${SANCTUM_FIXTURES} lainesol-mint.json and lainesol-pool.json (owner SPoo1Ku8…); ${SANCTUM_LIST} (laineSOL, Spl, pool 2qyEeSAW…), ${READ}. Holders and market representative.`,
    build: () =>
      lstWorld({
        label: "lainesol",
        mint: REAL_FIXTURES.laineSOL.mint,
        program: REAL_FIXTURES.laineSOL.program,
        pool: REAL_FIXTURES.laineSOL.pool,
        name: "Laine Stake Token",
        symbol: "laineSOL",
        supplyTokens: supplyOf(REAL_FIXTURES.laineSOL.data) / 1_000_000_000n,
        priceUsd: 230,
        liquidityUsd: 650_000,
        fixture: REAL_FIXTURES.laineSOL.data,
      }),
  },
  {
    name: "real-hsol-helius",
    expected: "safe",
    kind: "real",
    rationale:
      "hSOL (Helius Staked SOL): a Sanctum single-validator LST; mint authority is the pool's withdraw-authority PDA under Sanctum's SPL stake pool program. Program-role authority of a staking pool, not a printing press.",
    source: `${SANCTUM_LIST}: hSOL mint he1iusmf…, program SanctumSpl (SP12tWFx…), pool 3wK2g8Zd…; authority derived as PDA([pool,'withdraw']), ${READ}. Supply, holders and market representative.`,
    build: () =>
      lstWorld({
        label: "hsol",
        mint: "he1iusmfkpAdwvxLNGV8Y1iSbj4rUy6yMhEA3fotn9A",
        program: SANCTUM_SPL,
        pool: "3wK2g8ZdzAH8FJ7PKr2RcvGh7V9VYson5hrVsJM5Lmws",
        name: "Helius Staked SOL",
        symbol: "hSOL",
        supplyTokens: 1_100_000n,
        priceUsd: 212,
        liquidityUsd: 2_400_000,
      }),
  },
  {
    name: "real-dsol-drift",
    expected: "safe",
    kind: "real",
    rationale:
      "dSOL (Drift Staked SOL): a Sanctum single-validator LST of the Drift protocol; the mint authority is the stake pool's withdraw-authority PDA. Minted only against deposits.",
    source: `${SANCTUM_LIST}: dSOL mint Dso1bDeD…, program SanctumSpl, pool 9mhGNSPA…; authority derived as PDA([pool,'withdraw']), ${READ}. Supply, holders and market representative.`,
    build: () =>
      lstWorld({
        label: "dsol",
        mint: "Dso1bDeDjCQxTrWHqUUi63oBvV7Mdm6WaobLbQ7gnPQ",
        program: SANCTUM_SPL,
        pool: "9mhGNSPArRMHpLDMSmxAvuoizBqtBGqYdT8WGuqgxNdn",
        name: "Drift Staked SOL",
        symbol: "dSOL",
        supplyTokens: 2_300_000n,
        priceUsd: 214,
        liquidityUsd: 3_100_000,
      }),
  },
  {
    name: "real-bonksol-sanctum",
    expected: "safe",
    kind: "real",
    rationale:
      "bonkSOL: a Sanctum single-validator LST (BONK validator); the mint authority is the pool's withdraw-authority PDA. Same role-bound minting as any SPL stake pool token.",
    source: `${SANCTUM_LIST}: bonkSOL mint BonK1Yhk…, program SanctumSpl, pool ArAQfbzs…; authority derived as PDA([pool,'withdraw']), ${READ}. Supply, holders and market representative.`,
    build: () =>
      lstWorld({
        label: "bonksol",
        mint: "BonK1YhkXEGLZzwtcvRTip3gAL9nCeQD7ppZBLXhtTs",
        program: SANCTUM_SPL,
        pool: "ArAQfbzsdotoKB5jJcZa3ajQrrPcWr2YQoDAEAiFxJAC",
        name: "bonkSOL",
        symbol: "bonkSOL",
        supplyTokens: 350_000n,
        priceUsd: 208,
        liquidityUsd: 500_000,
      }),
  },
];

export const BENIGN_CASES: SolanaHeldoutCase[] = [
  {
    name: "benign-t22-permanent-delegate-zeroed",
    expected: "safe",
    kind: "benign",
    rationale:
      "Token-2022 mint carrying a PermanentDelegate extension whose delegate is the all-zero key, which Token-2022 reads as 'none': nobody can move holders' tokens. Everything else revoked, LP burnt, a month of two-way trading.",
    source: T22_DOCS,
    build: () =>
      tokenWorld(
        t22("pd-zeroed", "Cobalt Heron", "CHRN", [{ __kind: "PermanentDelegate", delegate: SYSTEM_PROGRAM as never }]),
      ),
  },
  {
    name: "benign-t22-transfer-hook-empty",
    expected: "safe",
    kind: "benign",
    rationale:
      "Token-2022 mint with a TransferHook extension that names no program and no authority (both all-zero): no code runs on transfer and none can be added. Clean otherwise.",
    source: T22_DOCS,
    build: () =>
      tokenWorld(
        t22(
          "hook-empty",
          "Moss Lantern",
          "MOSSL",
          [{ __kind: "TransferHook", authority: SYSTEM_PROGRAM as never, programId: SYSTEM_PROGRAM as never }],
          { accountExtensions: [{ __kind: "ImmutableOwner" }, { __kind: "TransferHookAccount", transferring: false }] },
        ),
      ),
  },
  {
    name: "benign-t22-fee-zero-authority-revoked",
    expected: "safe",
    kind: "benign",
    rationale:
      "Token-2022 mint with a transfer-fee extension set to 0 % and its fee authority revoked (all-zero key): no fee now, none can ever be set.",
    source: `${T22_DOCS}; ${GOPLUS}`,
    build: () =>
      tokenWorld(
        t22("fee-zero", "Ashen Wren", "AWREN", [steadyFee(null, 0)], {
          accountExtensions: FEE_ACCOUNT_EXT,
          market: matureMarket(0.011, 350_000, 120),
        }),
      ),
  },
  {
    name: "benign-team-tokens-in-jupiter-lock",
    expected: "safe",
    kind: "benign",
    rationale:
      "Five-month-old token whose team allocation (28 %) sits in a Jupiter Lock vesting escrow (a PDA of the audited lock program, released on a schedule the team cannot shorten). The rest is spread; authorities revoked, LP burnt. Locked team supply is disclosed vesting, not a dump-ready whale.",
    source: `Jupiter Lock (program LocpQguc…, open source github.com/jup-ag/jup-lock; same id exported as LOCKER_PROGRAM_ID by @meteora-ag/dynamic-bonding-curve-sdk 1.5.12; escrow PDA seeds ['escrow', base]); ${RUGCHECK}`,
    build: async () => {
      const label = "jup-lock-team";
      const escrow = await pda(JUPITER_LOCK, ["escrow", keyBytes(wallet(`${v2(label)}:lock-base`))]);
      return tokenWorld(
        clean(label, "Harvest Vole", "HVOLE", {
          holders: [{ owner: escrow, pct: 28 }, ...organicHolders(v2(label), 45, 40)],
          pool: { tokenPct: 14, lp: "burnt" },
          market: matureMarket(0.006, 420_000, 150),
        }),
      );
    },
  },
  {
    name: "benign-fresh-clean-launch-6h",
    expected: "safe",
    kind: "benign",
    rationale:
      "Six hours old, but built the clean way: mint and freeze authority revoked, metadata immutable, LP burnt, 50 buyers of uneven sizes (largest under 4 %), healthy two-way trading. Youth alone is not a danger signal.",
    source: `${RUGCHECK}; ${SCAM_WRITEUPS}`,
    build: () =>
      tokenWorld(
        clean("fresh-6h", "Tidal Marmot", "TMAR", {
          holders: organicHolders(v2("fresh-6h"), 50, 48),
          market: youngMarket(6, 55_000),
        }),
      ),
  },
  {
    name: "benign-name-contains-jupiter-word",
    expected: "safe",
    kind: "benign",
    rationale:
      "'Jupiter Frogs' / 'JFROG': a different name and ticker that merely contains a well-known word; a wallet would not confuse it with JUP. Authorities revoked, LP burnt, three months of trading.",
    source: `${UTS39} (skeletons differ); ${RUGCHECK} ('Copycat token' is about same name/symbol)`,
    build: () =>
      tokenWorld(
        clean("jfrog", "Jupiter Frogs", "JFROG", {
          market: matureMarket(0.0021, 260_000, 95),
        }),
      ),
  },
  {
    name: "benign-buy-heavy-but-two-way",
    expected: "safe",
    kind: "benign",
    rationale:
      "A token in a rally: buys outnumber sells about 1.7 to 1, but over a thousand sells went through in 24 h, so selling clearly works. Authorities revoked, LP burnt, 20 days old.",
    source: `${SCAM_WRITEUPS} (a honeypot shows almost no sells, not merely more buys)`,
    build: () =>
      tokenWorld(
        clean("buy-heavy", "Sunlit Ibis", "IBIS", {
          market: {
            priceUsd: 0.0009,
            liquidityUsd: 210_000,
            volume24hUsd: 900_000,
            buys24h: 2_150,
            sells24h: 1_270,
            ageHours: days(20),
          },
        }),
      ),
  },
  {
    name: "benign-one-large-holder-11pct-mature",
    expected: "safe",
    kind: "benign",
    rationale:
      "A year-old token where one wallet (exchange-like) holds 11 % and the next largest hold 3-6 %, others spread; authorities revoked, LP burnt, deep liquidity. One large but not controlling holder on a mature token is a note, not a danger.",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        clean("holder-11", "Granite Owl", "GOWL", {
          holders: [
            { owner: wallet("v2:holder-11:exchange"), pct: 11 },
            ...[5.8, 4.6, 3.9, 3.1].map((pct, i): HolderSpec => ({ owner: wallet(`v2:holder-11:big:${i}`), pct })),
            ...organicHolders(v2("holder-11"), 40, 35),
          ],
          market: matureMarket(0.048, 1_300_000, 380),
        }),
      ),
  },
];

export const ATTACK_CASES: SolanaHeldoutCase[] = [
  // ───────────── impersonation ─────────────
  {
    name: "attack-pyusd-copy-stranger-t22",
    expected: "danger",
    kind: "attack",
    rationale:
      "A stranger's Token-2022 mint named 'PayPal USD' / 'PYUSD' with the same extension set as the real one (permanent delegate, freeze, mint authority), but every authority is the deployer's own key: a fake stablecoin whose issuer can print and seize.",
    source: `${RUGCHECK} ('Copycat token', 'Permanent Delegate'); ${SCAM_WRITEUPS}`,
    build: () => {
      const label = "pyusd-copy";
      const d = deployerOf(label);
      return tokenWorld(
        t22("pyusd-copy", "PayPal USD", "PYUSD", [{ __kind: "PermanentDelegate", delegate: d as never }], {
          decimals: 6,
          mintAuthority: d,
          freezeAuthority: d,
          extensions: [
            { __kind: "PermanentDelegate", delegate: d as never },
            ...t22SelfMetadata(mintOf(label), "PayPal USD", "PYUSD", d),
          ],
          market: youngMarket(20, 35_000),
        }),
      );
    },
  },
  {
    name: "attack-jupsol-digit-zero-live-mint",
    expected: "danger",
    kind: "attack",
    rationale:
      "'Jupiter Staked SOL' / 'JupS0L' with the digit zero for the letter O (a UTS #39 confusable), and the mint authority is the deployer's wallet, not a stake pool: a fake LST the deployer can print at will.",
    source: `${UTS39}; ${RUGCHECK}`,
    build: () =>
      tokenWorld(
        clean("jupsol-zero", "Jupiter Staked SOL", "JupS0L", {
          decimals: 9,
          supplyTokens: 50_000n,
          mintAuthority: deployerOf("jupsol-zero"),
          metaplex: {
            name: "Jupiter Staked SOL",
            symbol: "JupS0L",
            updateAuthority: deployerOf("jupsol-zero"),
            isMutable: true,
          },
          market: youngMarket(9, 30_000),
        }),
      ),
  },
  {
    name: "attack-jup-invisible-joiners",
    expected: "danger",
    kind: "attack",
    rationale:
      "Name 'Jupi⁠ter' and symbol 'JU­P' with invisible WORD JOINER (U+2060) and SOFT HYPHEN (U+00AD) inside: rendered exactly as Jupiter / JUP. Authorities revoked and LP burnt to look clean; buyers think they bought JUP.",
    source: `${UTS39}; ${RUGCHECK} ('Copycat token')`,
    build: () => tokenWorld(clean("jup-joiner", "Jupi\u2060ter", "JU\u00ADP", { market: youngMarket(8, 45_000) })),
  },
  {
    name: "attack-popcat-math-bold",
    expected: "danger",
    kind: "attack",
    rationale:
      "Symbol and name in Unicode MATHEMATICAL BOLD capitals (𝐏𝐎𝐏𝐂𝐀𝐓), which wallets render as POPCAT and NFKC folds to POPCAT. A copycat of an established meme token, three hours old.",
    source: `${UTS39}; ${RUGCHECK} ('Copycat token')`,
    build: () =>
      tokenWorld(
        clean(
          "popcat-bold",
          "\u{1D40F}\u{1D40E}\u{1D40F}\u{1D402}\u{1D400}\u{1D413}",
          "\u{1D40F}\u{1D40E}\u{1D40F}\u{1D402}\u{1D400}\u{1D413}",
          { decimals: 9, market: youngMarket(3, 25_000) },
        ),
      ),
  },
  {
    name: "attack-hsol-exact-name-stranger-mint",
    expected: "danger",
    kind: "attack",
    rationale:
      "An exact copy of 'Helius Staked SOL' / 'hSOL' on a stranger's mint whose mint authority is the deployer's wallet (the real hSOL is minted by a stake pool PDA). The most common copycat: same name, same ticker, different mint.",
    source: `${RUGCHECK} ('Copycat token'); ${SANCTUM_LIST} (the real hSOL mint he1iusmf…)`,
    build: () =>
      tokenWorld(
        clean("hsol-copy", "Helius Staked SOL", "hSOL", {
          decimals: 9,
          supplyTokens: 80_000n,
          mintAuthority: deployerOf("hsol-copy"),
          market: youngMarket(14, 28_000),
        }),
      ),
  },
  {
    name: "attack-pyusd-punctuation-spacing",
    expected: "danger",
    kind: "attack",
    rationale:
      "'Pay Pal U.S.D' / 'PY-USD': the stablecoin's name and ticker with spaces and punctuation inserted, a variant that survives a naive string compare. A stablecoin look-alike from a stranger is a scam even with authorities revoked.",
    source: `${UTS39} (skeleton comparison ignoring spacing and punctuation is what issue-style guidance asks); ${SCAM_WRITEUPS}`,
    build: () => tokenWorld(clean("pyusd-punct", "Pay Pal U.S.D", "PY-USD", { market: youngMarket(11, 38_000) })),
  },

  // ───────────── authority tricks ─────────────
  {
    name: "attack-mint-multisig-2of3-young-meme",
    expected: "danger",
    kind: "attack",
    rationale:
      "Two-day-old meme token whose mint authority is an SPL Token multisig (2 of 3 unknown keys): still a live printing press, now dressed up as 'multisig'. Nothing about the signers is known.",
    source: `${RUGCHECK} ('Mint Authority still enabled'); SPL Token multisig layout (@solana-program/token getMultisigEncoder)`,
    build: () => {
      const label = "ms-2of3";
      const ms = wallet(`${v2(label)}:multisig`);
      return tokenWorld(
        clean(label, "Quartz Gecko", "QGEK", {
          mintAuthority: ms,
          market: youngMarket(days(2), 70_000),
          extra: [
            multisigAccount(
              ms,
              2,
              [0, 1, 2].map((i) => wallet(`${v2(label)}:signer:${i}`)),
            ),
          ],
        }),
      );
    },
  },
  {
    name: "attack-freeze-authority-1of1-multisig",
    expected: "danger",
    kind: "attack",
    rationale:
      "Mint authority revoked but the freeze authority is a 1-of-1 SPL Token multisig: one key can freeze any buyer's account, i.e. a honeypot switch wearing a multisig label.",
    source: `${RUGCHECK} ('Freeze Authority still enabled'); ${GOPLUS} (freezable)`,
    build: () => {
      const label = "freeze-1of1";
      const ms = wallet(`${v2(label)}:multisig`);
      return tokenWorld(
        clean(label, "Velour Newt", "VNEWT", {
          freezeAuthority: ms,
          market: youngMarket(days(3), 50_000),
          extra: [multisigAccount(ms, 1, [deployerOf(label)])],
        }),
      );
    },
  },
  {
    name: "attack-t22-fee-100pct-in-force",
    expected: "danger",
    kind: "attack",
    rationale:
      "Token-2022 transfer fee of 10,000 basis points (100 %) in force with no maximum: every transfer, including a sell into the pool, is confiscated as fee. The deployer holds the withdraw-withheld authority and collects it.",
    source: `${T22_DOCS}; ${GOPLUS} (transfer_fee); ${SCAM_WRITEUPS}`,
    build: () =>
      tokenWorld(
        t22("fee-100", "Ember Kestrel", "EKST", [steadyFee(deployerOf("fee-100"), 10_000, 1_020n)], {
          accountExtensions: FEE_ACCOUNT_EXT,
          market: youngMarket(15, 40_000),
        }),
      ),
  },
  {
    name: "attack-t22-non-transferable-listed",
    expected: "danger",
    kind: "attack",
    rationale:
      "A NonTransferable (soul-bound) Token-2022 mint marketed and 'traded': holders' tokens can never be transferred, so nothing bought can be sold. A honeypot by construction.",
    source: `${T22_DOCS} (non-transferable tokens); ${GOPLUS} (non_transferable)`,
    build: () =>
      tokenWorld(
        t22("non-transferable", "Static Plover", "SPLV", [{ __kind: "NonTransferable" }], {
          accountExtensions: [{ __kind: "ImmutableOwner" }, { __kind: "NonTransferableAccount" }],
          market: youngMarket(7, 22_000),
        }),
      ),
  },
  {
    name: "attack-t22-permanent-delegate-pda-unknown-program",
    expected: "danger",
    kind: "attack",
    rationale:
      "Permanent delegate set to a PDA of an unknown program: whoever controls (or upgrades) that program can transfer or burn every holder's tokens. Looks 'program-owned', is a live seizure key.",
    source: `${T22_DOCS} (permanent delegate); ${RUGCHECK} ('Permanent Delegate')`,
    build: async () => {
      const label = "pd-pda";
      const delegate = await pda(unknownProgram(`${v2(label)}:vault`), ["delegate", keyBytes(mintOf(label))]);
      return tokenWorld(
        t22(label, "Cinder Lark", "CLARK", [{ __kind: "PermanentDelegate", delegate: delegate as never }], {
          market: youngMarket(days(2), 60_000),
        }),
      );
    },
  },
  {
    name: "attack-t22-incinerated-but-deployer-delegate",
    expected: "danger",
    kind: "attack",
    rationale:
      "Mint and freeze authority sent to the incinerator to pass a quick check, but the Token-2022 permanent delegate is still the deployer's wallet: the deployer can drain any buyer's balance.",
    source: `${T22_DOCS}; ${RUGCHECK} ('Permanent Delegate'); ${SCAM_WRITEUPS}`,
    build: () =>
      tokenWorld(
        t22(
          "inc-delegate",
          "Hollow Finch",
          "HFIN",
          [{ __kind: "PermanentDelegate", delegate: deployerOf("inc-delegate") as never }],
          { mintAuthority: INCINERATOR, freezeAuthority: INCINERATOR, market: youngMarket(days(1), 52_000) },
        ),
      ),
  },
  {
    name: "attack-t22-default-frozen-thaw-impossible",
    expected: "danger",
    kind: "attack",
    rationale:
      "DefaultAccountState = Frozen, and the freeze authority then sent to the incinerator after the pool vault was thawed: every buyer's new account is born frozen and nobody can ever thaw it. Buys succeed, nothing can be sold or moved.",
    source: `${T22_DOCS} (default account state); ${GOPLUS} (default_account_state); ${SCAM_WRITEUPS}`,
    build: () => {
      const label = "default-frozen-inc";
      return tokenWorld(
        t22(label, "Frost Tern", "FTERN", [{ __kind: "DefaultAccountState", state: T22AccountState.Frozen }], {
          freezeAuthority: INCINERATOR,
          holders: organicHolders(v2(label), 40, 55).map((h) => ({ ...h, frozen: true })),
          market: youngMarket(10, 30_000),
        }),
      );
    },
  },

  // ───────────── holder bundles ─────────────
  {
    name: "attack-bundle-25-jittered-wallets",
    expected: "danger",
    kind: "attack",
    rationale:
      "25 fresh wallets each holding 1.8 % (jittered by a few thousandths so they are not exactly equal) — 45 % of supply bought in the launch bundle by one party. Authorities revoked and LP burnt; the bundle is the rug.",
    source: `${SCAM_WRITEUPS} (bundled launches, sniper clusters); ${RUGCHECK} ('Top 10 holders high ownership')`,
    build: () =>
      tokenWorld(
        clean("bundle-25", "Riverine Mole", "RMOLE", {
          holders: [...bundle("bundle-25", 25, 1.8), ...organicHolders(v2("bundle-25"), 30, 12)],
          market: youngMarket(20, 48_000),
        }),
      ),
  },
  {
    name: "attack-deployer-plus-funded-ring",
    expected: "danger",
    kind: "attack",
    rationale:
      "Deployer keeps 6 % and ten wallets it funded hold 3.9-4.2 % each: about 47 % under one hand, spread to slip under per-wallet limits. Two days old.",
    source: `${SCAM_WRITEUPS}; ${RUGCHECK} ('Top 10 holders high ownership')`,
    build: () =>
      tokenWorld(
        clean("funded-ring", "Ochre Lynx", "OLYNX", {
          holders: [
            { owner: deployerOf("funded-ring"), pct: 6 },
            ...Array.from(
              { length: 10 },
              (_, i): HolderSpec => ({
                owner: wallet(`v2:funded-ring:ring:${i}`),
                pct: 3.9 + (i % 4) * 0.1,
              }),
            ),
            ...organicHolders(v2("funded-ring"), 30, 18),
          ],
          market: youngMarket(days(2), 65_000),
        }),
      ),
  },
  {
    name: "attack-top10-hold-90pct-uneven",
    expected: "danger",
    kind: "attack",
    rationale:
      "Ten wallets of uneven sizes (22 % down to 4 %) hold 90 % of supply on a five-day-old token; the float is a sliver. Any of them can crash the price.",
    source: RUGCHECK,
    build: () =>
      tokenWorld(
        clean("top10-90", "Nettle Shrew", "NSHRW", {
          holders: [22, 15, 12, 10, 8, 7, 6, 5, 5, 4]
            .map((pct, i): HolderSpec => ({ owner: wallet(`v2:top10-90:whale:${i}`), pct }))
            .concat(organicHolders(v2("top10-90"), 20, 4)),
          pool: { tokenPct: 6, lp: "burnt" },
          market: youngMarket(days(5), 40_000),
        }),
      ),
  },

  // ───────────── market patterns ─────────────
  {
    name: "attack-wash-volume-thin-pool",
    expected: "danger",
    kind: "attack",
    rationale:
      "A $2.4k pool 'trading' $950k a day against a $4M valuation, ten hours old: wash volume to attract buyers into liquidity that cannot absorb any sell.",
    source: `${RUGCHECK} ('Low Liquidity'); ${SCAM_WRITEUPS}`,
    build: () =>
      tokenWorld(
        clean("wash", "Neon Tapir", "NTAP", {
          pool: { tokenPct: 0.5, lp: "burnt" },
          market: {
            priceUsd: 0.004,
            liquidityUsd: 2_400,
            volume24hUsd: 950_000,
            buys24h: 5_600,
            sells24h: 5_100,
            ageHours: 10,
            fdv: 4_000_000,
          },
        }),
      ),
  },
  {
    name: "attack-honeypot-imbalance-ten-days",
    expected: "danger",
    kind: "attack",
    rationale:
      "Ten days old with 2,400 buys and 9 sells in 24 h: an older token that still almost nobody manages to sell is a honeypot, whatever a simulated transfer says.",
    source: `${SCAM_WRITEUPS} (honeypots: buys succeed, sells fail)`,
    build: () =>
      tokenWorld(
        clean("hp-10d", "Amber Gull", "AGULL", {
          market: {
            priceUsd: 0.0012,
            liquidityUsd: 85_000,
            volume24hUsd: 310_000,
            buys24h: 2_400,
            sells24h: 9,
            ageHours: days(10),
          },
        }),
      ),
  },

  // ───────────── fake LP locks ─────────────
  {
    name: "attack-lp-in-unknown-locker-pda",
    expected: "danger",
    kind: "attack",
    rationale:
      "The deployer announces the LP as 'locked', but all LP tokens sit in a PDA of an unknown program (not a known locker): whoever controls that program can release them at will. A fake lock.",
    source: `${SCAM_WRITEUPS} (fake LP lockers); RugCheck 'LP Unlocked' description, ${READ}`,
    build: async () => {
      const label = "fake-locker";
      const locker = await pda(unknownProgram(`${v2(label)}:locker`), ["lock", keyBytes(deployerOf(label))]);
      return tokenWorld(clean(label, "Sable Hare", "SHARE", { pool: { tokenPct: 25, lp: { owner: locker } } }));
    },
  },
  {
    name: "attack-lp-held-by-fresh-side-wallet",
    expected: "danger",
    kind: "attack",
    rationale:
      "All LP tokens moved from the deployer to a fresh side wallet so that 'deployer holds LP' reads clean: one wallet can still pull the whole pool. 30 hours old.",
    source: `RugCheck 'LP Unlocked' description; ${SCAM_WRITEUPS}, ${READ}`,
    build: () =>
      tokenWorld(
        clean("lp-side", "Pumice Crow", "PCROW", {
          pool: { tokenPct: 22, lp: { owner: wallet("v2:lp-side:side-wallet") } },
          market: youngMarket(30, 58_000),
        }),
      ),
  },
];

export const TOKEN_CASES: SolanaHeldoutCase[] = [...REAL_CASES, ...BENIGN_CASES, ...ATTACK_CASES];
