/**
 * End to end through the API (real Next server, real local JSON-RPC server, local DexScreener stand-in):
 * who holds each authority, the fee in force at the current epoch (Clock sysvar), impersonation through
 * look-alike characters, holder clusters and market behaviour. Accounts are built byte-exact with the
 * official codecs (SPL Token / Token-2022 mint and multisig encoders, @solana/sysvars Clock). The extra
 * accounts ride in round trips the scan already makes: the RPC request count stays what it was.
 */
import { address } from "@solana/kit";
import { getMultisigEncoder } from "@solana-program/token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FullScanResponseSchema } from "@/lib/api/schemas";
import { CLOCK_SYSVAR_ID, SYSVAR_OWNER_ID } from "@/lib/chains/solana/clock";
import { clockAccount } from "@/lib/engine/sandbox-snapshot";
import { type DexScreenerServer, startDexScreenerServer } from "../support/dexscreener-server";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildFixture, type Fixture, fixtureAddress, TOKEN_PROGRAM } from "../support/solana-fixtures";

const JITO_WITHDRAW_AUTHORITY = "6iQKfEyhr3bZMotVkW6beNZz5CPAkiwvgV2CTje9pVSS";
const NONE = "11111111111111111111111111111111";
const SUPPLY = 1_000_000_000_000_000n;
const EPOCH = 800n;

let dex: DexScreenerServer;
let rpc: LocalRpc;
let server: NextServer;
let seed: ReturnType<typeof writeSeedFile>;
const fx: Record<string, Fixture> = {};
const multisig = fixtureAddress("identity-api:multisig");

const spread = (name: string, n = 12) =>
  Array.from(
    { length: n },
    (_, i) => [fixtureAddress(`${name}:w${i}`), (SUPPLY * BigInt(400 - i * 20)) / 10_000n] as [string, bigint],
  );

beforeAll(async () => {
  fx.lst = await buildFixture({
    name: "identity-api:lst",
    program: "spl-token",
    mintAuthority: JITO_WITHDRAW_AUTHORITY,
    metaplex: { isMutable: false, name: "Identity Staked SOL", symbol: "IDSOL" },
  });
  fx.multisig = await buildFixture({
    name: "identity-api:ms",
    program: "spl-token",
    mintAuthority: multisig,
    metaplex: { isMutable: false, name: "Identity Multisig", symbol: "IDMS" },
  });
  const signers = [1, 2, 3].map((i) => fixtureAddress(`identity-api:signer:${i}`));
  const msData = new Uint8Array(
    getMultisigEncoder().encode({
      m: 2,
      n: 3,
      isInitialized: true,
      signers: [...signers, ...Array(8).fill(NONE)].map((s) => address(s)),
    }),
  );
  fx.multisig.accounts.set(multisig, { owner: TOKEN_PROGRAM, data: msData, lamports: 3_000_000n });
  fx.cyrillic = await buildFixture({
    name: "identity-api:cyrillic",
    program: "spl-token",
    metaplex: { isMutable: false, name: "USD Coin", symbol: "UЅDС" },
  });
  fx.feeRaise = await buildFixture({
    name: "identity-api:fee-raise",
    program: "token-2022",
    t22Metadata: { name: "Identity Tithe", symbol: "IDFEE" },
    extensions: () => [
      {
        __kind: "TransferFeeConfig",
        transferFeeConfigAuthority: address(fixtureAddress("identity-api:fee-auth")),
        withdrawWithheldAuthority: address(fixtureAddress("identity-api:fee-auth")),
        withheldAmount: 0n,
        olderTransferFee: { epoch: 10n, maximumFee: 10n ** 18n, transferFeeBasisPoints: 100 },
        newerTransferFee: { epoch: EPOCH + 2n, maximumFee: 10n ** 18n, transferFeeBasisPoints: 4000 },
      },
    ],
  });
  fx.cluster = await buildFixture({
    name: "identity-api:cluster",
    program: "spl-token",
    metaplex: { isMutable: false, name: "Identity Bundle", symbol: "IDBND" },
    holders: [
      ...Array.from(
        { length: 6 },
        (_, i) => [fixtureAddress(`identity-api:sybil:${i}`), (SUPPLY * 900n) / 10_000n] as [string, bigint],
      ),
      ...spread("identity-api:cluster", 8),
    ],
  });
  fx.rug = await buildFixture({
    name: "identity-api:rug",
    program: "spl-token",
    metaplex: { isMutable: false, name: "Identity Rug", symbol: "IDRUG" },
    holders: [[fixtureAddress("identity-api:rug-whale"), (SUPPLY * 3500n) / 10_000n], ...spread("identity-api:rug")],
  });
  fx.imbalance = await buildFixture({
    name: "identity-api:imbalance",
    program: "spl-token",
    metaplex: { isMutable: false, name: "Identity One Way", symbol: "IDOWY" },
  });
  // The deployer's second Token-2022 mint carries TokenMetadata "Jupiter" / "JUP" (declaring itself); the
  // scanned mint's MetadataPointer names that mint, and the same key is the pointer authority of both.
  fx.pointerTarget = await buildFixture({
    name: "identity-api:pointer-target",
    program: "token-2022",
    supply: 0n,
    holders: [],
    t22Metadata: { name: "Jupiter", symbol: "JUP" },
  });
  const deployerKey = fixtureAddress("identity-api:pointer-target:md-auth");
  fx.pointer = await buildFixture({
    name: "identity-api:pointer",
    program: "token-2022",
    extensions: () => [
      { __kind: "MetadataPointer", authority: address(deployerKey), metadataAddress: address(fx.pointerTarget.mint) },
    ],
  });
  // A bundle: 18 wallets between 1.98% and 2.02% of supply (amounts varied by a few percent, as bundler
  // tools do), 36% together; no single wallet over 2.02%.
  fx.bundle = await buildFixture({
    name: "identity-api:bundle",
    program: "spl-token",
    metaplex: { isMutable: false, name: "Identity Spread Bundle", symbol: "IDSPB" },
    holders: Array.from(
      { length: 18 },
      (_, i) =>
        [
          fixtureAddress(`identity-api:bundle:${i}`),
          (SUPPLY * BigInt(198_000 + ((i * 7) % 5) * 1_000)) / 10_000_000n,
        ] as [string, bigint],
    ),
  });
  fx.drained = await buildFixture({
    name: "identity-api:drained",
    program: "spl-token",
    metaplex: { isMutable: false, name: "Identity Drained", symbol: "IDDRN" },
    holders: [
      [fixtureAddress("identity-api:drained-whale"), (SUPPLY * 3800n) / 10_000n],
      ...spread("identity-api:drained"),
    ],
  });
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
  const clock = clockAccount({ epoch: EPOCH, slot: 345_600_000n });
  rpc.setAccount(CLOCK_SYSVAR_ID, { owner: SYSVAR_OWNER_ID, data: clock.data, lamports: clock.lamports });
  dex = await startDexScreenerServer();
  dex.setPairs(fx.rug.mint, [
    {
      pairAddress: fixtureAddress("identity-api:rug-pair"),
      baseToken: { address: fx.rug.mint, name: "Identity Rug", symbol: "IDRUG" },
      buys24h: 150,
      sells24h: 1200,
      priceChange24h: -88,
    },
  ]);
  dex.setPairs(fx.imbalance.mint, [
    {
      pairAddress: fixtureAddress("identity-api:imbalance-pair"),
      baseToken: { address: fx.imbalance.mint, name: "Identity One Way", symbol: "IDOWY" },
      buys24h: 640,
      sells24h: 6,
    },
  ]);
  // The pair reports no 24 h price change: the drained pool (volume 400x the liquidity left) is the evidence.
  dex.setPairs(fx.drained.mint, [
    {
      pairAddress: fixtureAddress("identity-api:drained-pair"),
      baseToken: { address: fx.drained.mint, name: "Identity Drained", symbol: "IDDRN" },
      buys24h: 210,
      sells24h: 2900,
      volume24h: 2_400_000,
      liquidityUsd: 6_000,
      priceChange24h: null,
    },
  ]);
  seed = writeSeedFile([{ id: "acct_identity", tier: "enterprise" }]);
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    MARKET_DATA: "on",
    DEXSCREENER_BASE_URL: dex.url,
    SELL_SIMULATION: "off",
    TOKEN_HISTORY_PAGES: "0",
  });
});
afterAll(async () => {
  await server?.stop();
  await rpc?.close();
  await dex?.close();
});

async function scan(mint: string) {
  const res = await fetch(`${server.url}/api/v1/scan`, {
    method: "POST",
    headers: { authorization: `Bearer ${seed.keys.enterprise}`, "content-type": "application/json" },
    body: JSON.stringify({ tokenAddress: mint, chain: "solana" }),
  });
  expect(res.status).toBe(200);
  return FullScanResponseSchema.strict().parse(await res.json());
}
const finding = (body: Awaited<ReturnType<typeof scan>>, id: string) => body.findings.find((f) => f.id === id);

describe("POST /api/v1/scan: who holds each authority", () => {
  it("a stake pool's withdraw authority as mint authority: program-controlled (low), not a live key", async () => {
    const body = await scan(fx.lst.mint);
    expect(finding(body, "MINT_AUTHORITY_ACTIVE")).toMatchObject({ status: "fail", severity: "low" });
    expect(finding(body, "MINT_AUTHORITY_ACTIVE")?.evidence.authorityHolder).toBe("known_program");
    // No market data here (the stand-in lists no pairs): medium at most from the unknowns, never high.
    expect(["low", "medium"]).toContain(body.riskLevel);
  });

  it("an SPL Token multisig mint authority: live, 2 of 3, read in the scan's second round trip (still 2 RPC requests)", async () => {
    const body = await scan(fx.multisig.mint);
    const m = finding(body, "MINT_AUTHORITY_ACTIVE");
    expect(m).toMatchObject({ status: "fail", severity: "high" });
    expect(m?.evidence).toMatchObject({ authorityHolder: "multisig", multisigM: 2, multisigN: 3 });
    expect(body.sources[0]).toMatchObject({ kind: "rpc", requests: 2 });
  });
});

describe("POST /api/v1/scan: fees in force, impersonation, holders, market behaviour", () => {
  it("a 40% fee already scheduled two epochs ahead of the Clock is critical; the 1% in force is shown", async () => {
    const body = await scan(fx.feeRaise.mint);
    const f = finding(body, "TRANSFER_FEE");
    expect(f).toMatchObject({ status: "fail", severity: "critical" });
    expect(f?.evidence).toMatchObject({ currentEpoch: "800", feeInForceBps: 100, scheduledFeeBps: 4000 });
    expect(body.riskLevel).toBe("critical");
  });

  it("a USDC look-alike in Cyrillic letters is high", async () => {
    const body = await scan(fx.cyrillic.mint);
    expect(finding(body, "IMPERSONATION")).toMatchObject({ status: "fail", severity: "high" });
    expect(finding(body, "IMPERSONATION")?.evidence.disguised).toBe(true);
    expect(body.trust.impersonates).toBe("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v");
    expect(["high", "critical"]).toContain(body.riskLevel);
  });

  it("six wallets with the same balance are one holder", async () => {
    const body = await scan(fx.cluster.mint);
    expect(body.holders.clusters).toHaveLength(1);
    expect(body.holders.top1Pct).toBe(54);
    expect(finding(body, "TOP_HOLDER_CONCENTRATION")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("a -88% day under heavy selling while one wallet holds 35% is a rug in progress", async () => {
    const body = await scan(fx.rug.mint);
    expect(body.market.priceChange24hPct).toBe(-88);
    expect(finding(body, "RUG_IN_PROGRESS")).toMatchObject({ status: "fail", severity: "high" });
  });

  it("640 buys against 6 sells is a honeypot signal (high)", async () => {
    const body = await scan(fx.imbalance.mint);
    expect(finding(body, "SELLS_ABSENT")).toMatchObject({ status: "fail", severity: "high" });
    expect(["high", "critical"]).toContain(body.riskLevel);
  });
});

describe("POST /api/v1/scan: a metadata pointer to the deployer's other mint, bundles, a drained pool", () => {
  it("the pointed mint's TokenMetadata (declaring another mint) is read in round trip 2 and compared: a borrowed identity and an impersonation", async () => {
    const body = await scan(fx.pointer.mint);
    const ptr = finding(body, "METADATA_POINTER_EXTERNAL");
    expect(ptr).toMatchObject({ status: "fail", severity: "high" });
    expect(ptr?.evidence).toMatchObject({
      metadataAddress: fx.pointerTarget.mint,
      pointerStatus: "read",
      pointerSymbol: "JUP",
      pointerDeclaredMint: fx.pointerTarget.mint,
      pointerControlledBy: fixtureAddress("identity-api:pointer-target:md-auth"),
    });
    expect(finding(body, "IMPERSONATION")).toMatchObject({ status: "fail", severity: "high" });
    expect(finding(body, "IMPERSONATION")?.evidence.matchedSource).toBe("pointer");
    expect(body.metadata).toMatchObject({ name: "Jupiter", symbol: "JUP" });
    expect(["high", "critical"]).toContain(body.riskLevel);
    // The pointed account rides in the holders' round trip: mint read, then holders + pointer (getMultipleAccounts), plus getTokenLargestAccounts.
    expect(body.sources[0]).toMatchObject({ kind: "rpc", requests: 2 });
  });

  it("18 wallets between 1.98% and 2.02% are one bundle of 36%: high", async () => {
    const body = await scan(fx.bundle.mint);
    expect(body.holders.clusters).toHaveLength(1);
    expect(body.holders.clusters[0].owners).toHaveLength(18);
    const top = finding(body, "TOP_HOLDER_CONCENTRATION");
    expect(top).toMatchObject({ status: "fail", severity: "high" });
    expect(top?.evidence).toMatchObject({ holderKind: "cluster", clusterSize: 18, bundle: true });
    expect(["high", "critical"]).toContain(body.riskLevel);
  });

  it("no 24 h price change reported: 2,900 sells against 210 buys and $2.4M traded against $6k left is a rug in progress", async () => {
    const body = await scan(fx.drained.mint);
    expect(body.market.priceChange24hPct).toBeNull();
    const rug = finding(body, "RUG_IN_PROGRESS");
    expect(rug).toMatchObject({ status: "fail", severity: "high" });
    expect(rug?.evidence).toMatchObject({ collapse: "drained-pool", turnover24h: 400 });
    expect(["high", "critical"]).toContain(body.riskLevel);
  });
});
