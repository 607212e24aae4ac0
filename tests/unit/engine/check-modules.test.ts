import { address } from "@solana/kit";
import type { ExtensionArgs } from "@solana-program/token-2022";
import { describe, expect, it } from "vitest";
import { decodeMintAccount } from "@/lib/chains/solana/mint-decoder";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@/lib/chains/solana/well-known";
import { applyIssuerDiscount, CHECKS, type CheckFacts, checkById, runChecks } from "@/lib/engine/checks";
import { disabledMarket } from "@/lib/engine/market-facts";
import { encodeMintBytes, sandboxAddress } from "@/lib/engine/sandbox-snapshot";
import type { Finding, HolderFacts, MarketFacts, PoolFacts, Severity } from "@/lib/engine/types";
import { DEFAULT_TRUST_LIST, resolveTrust } from "@/lib/trust";

// Facts built from real mint bytes (official codecs), everything else plain data.
const MINT = sandboxAddress("check-modules:mint");
function facts(
  o: {
    program?: "spl-token" | "token-2022";
    mintAuthority?: string | null;
    freezeAuthority?: string | null;
    extensions?: ExtensionArgs[];
  } & Partial<CheckFacts> = {},
): CheckFacts {
  const program = o.program ?? "spl-token";
  const bytes = encodeMintBytes({
    program,
    decimals: 6,
    supply: 1_000_000n,
    mintAuthority: o.mintAuthority ?? null,
    freezeAuthority: o.freezeAuthority ?? null,
    extensions: o.extensions ?? [],
  });
  const holders: HolderFacts = {
    status: "ok",
    top: [],
    top1Pct: 1,
    top10Pct: 5,
    excludedPct: 0,
    top1PctRaw: 1,
    top10PctRaw: 5,
    owners: 10,
    clusters: [],
  };
  return {
    input: { chain: "solana", tokenAddress: MINT },
    mode: "live",
    mintAddress: MINT,
    mint: decodeMintAccount(program === "spl-token" ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID, bytes),
    slot: 1,
    metadata: {
      source: "metaplex",
      name: "Module Test",
      symbol: "MODT",
      uri: null,
      mutable: false,
      updateAuthority: null,
      address: null,
    },
    holders,
    ...o,
  };
}
const pool = (o: Partial<PoolFacts> = {}): PoolFacts => ({
  pairAddress: "P",
  dexId: "raydium",
  url: null,
  labels: [],
  quoteSymbol: null,
  quoteAddress: null,
  liquidityUsd: 1e6,
  volume24hUsd: 0,
  buys24h: 0,
  sells24h: 0,
  pairCreatedAt: null,
  lp: {
    status: "not_applicable",
    kind: "concentrated",
    lpMint: null,
    lpReserve: null,
    lpSupply: null,
    burnedPct: null,
    lockedPct: null,
    unlockedPct: null,
    reason: "",
  },
  ...o,
});
const market = (o: Partial<MarketFacts> = {}): MarketFacts => ({
  ...disabledMarket(""),
  status: "ok",
  source: "test",
  reason: "",
  pools: [pool()],
  liquidityUsd: 1e6,
  buys24h: 100,
  sells24h: 100,
  pairAgeHours: 1000,
  ...o,
});

const run = (id: string, f: CheckFacts): Finding => checkById(id)!.evaluate(f);
const outcome = (f: Finding): Severity | "pass" =>
  f.status === "fail" ? f.severity : f.status === "pass" ? "pass" : (f.status as never);

describe("every check module", () => {
  it("is one object with id, title, catalogue severity, fail severities, floor reasoning, evaluate and phrase", () => {
    expect(CHECKS.length).toBe(29);
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    for (const c of CHECKS) {
      expect(c.title.length, c.id).toBeGreaterThan(2);
      expect(c.floorReasoning.length, c.id).toBeGreaterThan(40);
      const f = c.evaluate(facts());
      expect(f.id).toBe(c.id);
      expect(f.catalogueSeverity).toBe(c.severity);
      if (f.status !== "fail") expect(f.severity, c.id).toBe(c.severity); // one meaning: not failing -> catalogue severity
    }
  });
});

describe("threshold boundaries (each band edge)", () => {
  it("TOP_HOLDER_CONCENTRATION: >=10 low, >=20 medium, >=50 high", () => {
    const at = (p: number) =>
      outcome(
        run(
          "TOP_HOLDER_CONCENTRATION",
          facts({
            holders: {
              status: "ok",
              top: [],
              top1Pct: p,
              top10Pct: p,
              excludedPct: 0,
              top1PctRaw: p,
              top10PctRaw: p,
              owners: 10,
              clusters: [],
            },
          }),
        ),
      );
    expect([9.9999, 10, 19.9999, 20, 49.9999, 50, 100].map(at)).toEqual([
      "pass",
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
    ]);
  });
  it("TOP10_CONCENTRATION: >=50 low, >=70 medium, >=90 high", () => {
    const at = (p: number) =>
      outcome(
        run(
          "TOP10_CONCENTRATION",
          facts({
            holders: {
              status: "ok",
              top: [],
              top1Pct: 1,
              top10Pct: p,
              excludedPct: 0,
              top1PctRaw: 1,
              top10PctRaw: p,
              owners: 10,
              clusters: [],
            },
          }),
        ),
      );
    expect([49.9999, 50, 69.9999, 70, 89.9999, 90].map(at)).toEqual(["pass", "low", "low", "medium", "medium", "high"]);
  });
  it("CREATOR_HOLDING: >=5 low, >=10 medium, >=30 high", () => {
    const at = (p: number) =>
      outcome(
        run("CREATOR_HOLDING", facts({ creator: { address: "C", source: "launchpad", holdingPct: p, reason: "" } })),
      );
    expect([4.9999, 5, 9.9999, 10, 29.9999, 30].map(at)).toEqual(["pass", "low", "low", "medium", "medium", "high"]);
  });
  it("LIQUIDITY_LOW: <$50k low, <$10k medium, <$1k high (market and caller figures)", () => {
    const at = (usd: number) => outcome(run("LIQUIDITY_LOW", facts({ market: market({ liquidityUsd: usd }) })));
    expect([50_000, 49_999.99, 10_000, 9_999.99, 1_000, 999.99, 0].map(at)).toEqual([
      "pass",
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
    ]);
    expect(
      outcome(run("LIQUIDITY_LOW", facts({ input: { chain: "solana", tokenAddress: MINT, liquidityUsd: 999 } }))),
    ).toBe("high");
  });
  it("LP_UNLOCKED: >=5 low, >=20 medium, >=50 high", () => {
    const at = (u: number) =>
      outcome(
        run(
          "LP_UNLOCKED",
          facts({
            market: market({
              pools: [
                pool({
                  lp: {
                    status: "ok",
                    kind: "raydium-amm-v4",
                    lpMint: "L",
                    lpReserve: "1",
                    lpSupply: "1",
                    burnedPct: 100 - u,
                    lockedPct: 0,
                    unlockedPct: u,
                    reason: "",
                  },
                }),
              ],
            }),
          }),
        ),
      );
    expect([4.9999, 5, 19.9999, 20, 49.9999, 50].map(at)).toEqual(["pass", "low", "low", "medium", "medium", "high"]);
  });
  it("PAIR_NEW: <7 d low, <24 h medium, <1 h high", () => {
    const at = (h: number) => outcome(run("PAIR_NEW", facts({ market: market({ pairAgeHours: h }) })));
    expect([168, 167.99, 24, 23.99, 1, 0.99, 0].map(at)).toEqual([
      "pass",
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
    ]);
  });
  it("SELLS_ABSENT: >=20 buys and 0 sells high; >=50 buys and sells < 5% medium", () => {
    const at = (b: number, s: number) =>
      outcome(run("SELLS_ABSENT", facts({ market: market({ buys24h: b, sells24h: s }) })));
    expect([at(19, 0), at(20, 0), at(49, 1), at(50, 2), at(50, 3), at(100, 4), at(100, 5)]).toEqual([
      "pass",
      "high",
      "pass",
      "medium",
      "pass",
      "medium",
      "pass",
    ]);
  });
  it("TRANSFER_FEE: >0 low, >1% medium, >5% high, >20% critical (on real Token-2022 mint bytes)", () => {
    const at = (bps: number) => {
      const fee = { epoch: 1n, maximumFee: 10n ** 12n, transferFeeBasisPoints: bps };
      const ext: ExtensionArgs = {
        __kind: "TransferFeeConfig",
        transferFeeConfigAuthority: address("11111111111111111111111111111111"),
        withdrawWithheldAuthority: address("11111111111111111111111111111111"),
        withheldAmount: 0n,
        olderTransferFee: fee,
        newerTransferFee: fee,
      };
      return outcome(run("TRANSFER_FEE", facts({ program: "token-2022", extensions: [ext] })));
    };
    expect([0, 1, 100, 101, 500, 501, 2000, 2001, 10_000].map(at)).toEqual([
      "pass",
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "critical",
      "critical",
    ]);
  });
  it("SELL_SIMULATION: tax >= 1% fails by the fee bands; blocked is critical", () => {
    const sim = (status: "sellable" | "blocked", taxPct: number) =>
      facts({
        simulation: {
          status,
          reason: "r",
          methods: ["transfer"],
          taxPct,
          errorClass: null,
          blame: status === "blocked" ? "token" : null,
          holderTokenAccount: "H",
          attempts: 1,
        },
      });
    expect([0.99, 1, 1.01, 5.01, 20.01].map((t) => outcome(run("SELL_SIMULATION", sim("sellable", t))))).toEqual([
      "pass",
      "low",
      "medium",
      "high",
      "critical",
    ]);
    expect(outcome(run("SELL_SIMULATION", sim("blocked", 0)))).toBe("critical");
  });
  it("PAUSABLE: authority high, paused critical; TRANSFER_HOOK: program high, authority only medium", () => {
    const p = (paused: boolean) =>
      outcome(
        run(
          "PAUSABLE",
          facts({
            program: "token-2022",
            extensions: [{ __kind: "PausableConfig", authority: address(sandboxAddress("pa")), paused }],
          }),
        ),
      );
    expect([p(false), p(true)]).toEqual(["high", "critical"]);
    const h = (program: string) =>
      outcome(
        run(
          "TRANSFER_HOOK",
          facts({
            program: "token-2022",
            extensions: [
              { __kind: "TransferHook", authority: address(sandboxAddress("ha")), programId: address(program) },
            ],
          }),
        ),
      );
    expect([h(sandboxAddress("hp")), h("11111111111111111111111111111111")]).toEqual(["high", "medium"]);
  });
});

describe("trust context: listed issuers' authority findings are reduced (and say so)", () => {
  const usdc = resolveTrust(DEFAULT_TRUST_LIST, "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "USD Coin", "USDC");
  const bonk = resolveTrust(DEFAULT_TRUST_LIST, "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263", "Bonk", "Bonk");
  const fail = (id: string, severity: Severity, evidence = {}): Finding => ({
    id,
    severity,
    catalogueSeverity: severity,
    status: "fail",
    title: id,
    detail: "d",
    evidence,
  });

  it("each check's cap applies to a failing finding of a listed issuer, never raises, never touches pass", () => {
    for (const c of CHECKS.filter((x) => x.issuer)) {
      const [out] = applyIssuerDiscount([fail(c.id, "critical")], usdc);
      expect(out.severity, c.id).toBe(c.issuer!.capFor ? c.issuer!.capFor(out) : c.issuer!.cap);
      expect(out.evidence).toMatchObject({ issuerControlled: true, issuer: "Circle", originalSeverity: "critical" });
      expect(out.title).toMatch(/^Issuer-controlled: /);
      const [low] = applyIssuerDiscount([fail(c.id, "info")], usdc);
      expect(low.severity).toBe("info");
    }
    const [paused] = applyIssuerDiscount([fail("PAUSABLE", "critical", { paused: true })], usdc);
    expect(paused.severity).toBe("high"); // a mint paused NOW is still high for an issuer
    const [pass] = applyIssuerDiscount([{ ...fail("MINT_AUTHORITY_ACTIVE", "high"), status: "pass" }], usdc);
    expect(pass.evidence.issuerControlled).toBeUndefined();
  });

  it("checks without issuer handling, and community-listed tokens (control none), are not reduced", () => {
    for (const c of CHECKS.filter((x) => !x.issuer))
      expect(applyIssuerDiscount([fail(c.id, "high")], usdc)[0].severity, c.id).toBe("high");
    expect(applyIssuerDiscount([fail("MINT_AUTHORITY_ACTIVE", "high")], bonk)[0].severity).toBe("high");
  });

  it("runChecks applies it: USDC-like facts with live authorities fail only at low", () => {
    const out = runChecks(
      facts({
        mintAuthority: sandboxAddress("m"),
        freezeAuthority: sandboxAddress("f"),
        trust: usdc,
        mintAddress: usdc.entry!.mint,
      }),
    );
    const byId = Object.fromEntries(out.map((f) => [f.id, f]));
    expect(byId.MINT_AUTHORITY_ACTIVE).toMatchObject({ status: "fail", severity: "low", catalogueSeverity: "high" });
    expect(byId.FREEZE_AUTHORITY_ACTIVE).toMatchObject({ status: "fail", severity: "low" });
    expect(checkById("MINT_AUTHORITY_ACTIVE")!.phrase(byId.MINT_AUTHORITY_ACTIVE)).toBe(
      "mint authority is live (issuer-controlled)",
    );
  });
});
