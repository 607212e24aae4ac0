/**
 * Market behaviour checks from the market data the scan already fetches (no extra request): the buy/sell
 * imbalance (SELLS_ABSENT) and a rug in progress (RUG_IN_PROGRESS). Tokens are built byte-exact with the
 * official codecs and scanned with their market pairs by the eval harness (tests/eval/harness.ts).
 */
import { describe, expect, it } from "vitest";
import { type SandboxPairSpec, sandboxAddress, type TokenSpec } from "@/lib/engine/sandbox-snapshot";
import type { EngineResult, Finding } from "@/lib/engine/types";
import type { EvalCase } from "../../eval/cases";
import { runEval } from "../../eval/harness";

const pool = (o: Partial<SandboxPairSpec> = {}): SandboxPairSpec => ({
  dexId: "raydium",
  kind: "raydium-amm-v4",
  liquidityUsd: 300_000,
  volume24hUsd: 200_000,
  buys24h: 900,
  sells24h: 850,
  ageHours: 24 * 60,
  lpBurnedBps: 10_000,
  vaultBps: 800,
  ...o,
});

function token(name: string, market: SandboxPairSpec[], whaleBps = 0): TokenSpec {
  const spread = Array.from({ length: 15 }, (_, i) => ({
    owner: sandboxAddress(`mb:${name}:w${i}`),
    bps: 450 - i * 20,
  }));
  return {
    mint: sandboxAddress(`mb:${name}`),
    program: "spl-token",
    decimals: 6,
    supply: 10n ** 15n,
    mintAuthority: null,
    freezeAuthority: null,
    metadata: {
      kind: "metaplex",
      name: `Market ${name}`,
      symbol: "MKTBV",
      uri: "https://x.invalid",
      mutable: false,
      updateAuthority: sandboxAddress(`mb:${name}:ua`),
    },
    holders: whaleBps ? [{ owner: sandboxAddress(`mb:${name}:whale`), bps: whaleBps }, ...spread] : spread,
    market,
  };
}

async function scan(spec: TokenSpec): Promise<EngineResult> {
  const c: EvalCase = { name: spec.mint, expected: "safe", rationale: "", source: "", kind: "benign-control", spec };
  const r = await runEval([c]);
  return r.outcomes[0].result;
}
const f = (r: EngineResult, id: string) => r.findings.find((x) => x.id === id) as Finding;

describe("buy/sell imbalance", () => {
  it("hundreds of buys and a handful of sells is high (a whitelist honeypot), not only zero sells", async () => {
    const r = await scan(token("imbalance", [pool({ buys24h: 600, sells24h: 9 })]));
    expect(f(r, "SELLS_ABSENT")).toMatchObject({ status: "fail", severity: "high", title: "Buys without sells" });
    expect(r.riskLevel).toMatch(/high|critical/);
  });

  it("balanced trading passes", async () => {
    const r = await scan(token("balanced", [pool()]));
    expect(f(r, "SELLS_ABSENT").status).toBe("pass");
    expect(f(r, "RUG_IN_PROGRESS").status).toBe("pass");
    expect(r.riskLevel).toBe("low");
  });
});

describe("rug in progress", () => {
  it("a -85% day under heavy selling while one wallet still has 30%: high", async () => {
    const r = await scan(token("rug", [pool({ buys24h: 200, sells24h: 1400, priceChange24hPct: -85 })], 3000));
    expect(f(r, "RUG_IN_PROGRESS")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "RUG_IN_PROGRESS").evidence).toMatchObject({ priceChange24hPct: -85, top1Pct: 30 });
    expect(r.riskLevel).toMatch(/high|critical/);
  });

  it("the same collapse with no large holder left is medium; a -85% day with balanced trading passes", async () => {
    const spent = await scan(token("spent", [pool({ buys24h: 200, sells24h: 1400, priceChange24hPct: -85 })]));
    expect(f(spent, "RUG_IN_PROGRESS")).toMatchObject({ status: "fail", severity: "medium" });
    const calm = await scan(token("calm", [pool({ buys24h: 900, sells24h: 950, priceChange24hPct: -85 })], 3000));
    expect(f(calm, "RUG_IN_PROGRESS").status).toBe("pass");
  });

  it("no 24 h price change reported: a pool with no liquidity left after heavy selling is drained, not unknown", async () => {
    const empty = pool({ buys24h: 210, sells24h: 2900, volume24hUsd: 2_400_000, liquidityUsd: 0 });
    const r = await scan(token("emptied", [{ ...empty, priceChange24hPct: null }], 3800));
    expect(f(r, "RUG_IN_PROGRESS")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "RUG_IN_PROGRESS").evidence).toMatchObject({ collapse: "drained-pool", turnover24h: null });
    expect(f(r, "RUG_IN_PROGRESS").detail).toContain("none left");
  });

  it("no 24 h price change reported: a pool drained under heavy selling (volume 400x the liquidity left) is the collapse", async () => {
    const drained = pool({ buys24h: 210, sells24h: 2900, volume24hUsd: 2_400_000, liquidityUsd: 6_000 });
    const r = await scan(token("drained", [{ ...drained, priceChange24hPct: null }], 3800));
    expect(r.market?.priceChange24hPct).toBeNull();
    expect(f(r, "RUG_IN_PROGRESS")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "RUG_IN_PROGRESS").evidence).toMatchObject({ collapse: "drained-pool", turnover24h: 400, top1Pct: 38 });
    expect(r.riskLevel).toMatch(/high|critical/);
  });

  it("no price change: heavy selling on a deep pool passes, balanced trading passes, and only missing evidence is unknown", async () => {
    const deep = await scan(
      token("deep", [pool({ buys24h: 1200, sells24h: 1900, volume24hUsd: 1_500_000, priceChange24hPct: null })], 3000),
    );
    expect(f(deep, "RUG_IN_PROGRESS").status).toBe("pass");
    expect(f(deep, "RUG_IN_PROGRESS").evidence.turnover24h).toBe(5);
    const calm = await scan(token("calm-np", [pool({ priceChange24hPct: null })]));
    expect(f(calm, "RUG_IN_PROGRESS").status).toBe("pass");
    const none = await scan(token("no-market", []));
    expect(f(none, "RUG_IN_PROGRESS").status).toBe("unknown");
  });
});
