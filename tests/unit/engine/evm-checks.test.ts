/**
 * The EVM check modules (lib/engine/checks/evm) over facts built from specs (lib/engine/evm/snapshot.ts, the shapes
 * the live reader returns), through the port's entry point: thresholds, unknown-never-safe, issuer handling.
 */

import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import { networkFor } from "@/lib/chains/evm/reader";
import { describeBands } from "@/lib/engine/checks";
import { EVM_TAX_THRESHOLDS, evmTaxSeverity, LP_LOCK_MIN_DAYS } from "@/lib/engine/checks/evm";
import { buildEvmFacts, type EvmTokenSpec, labelAddress, marketPairsForSpec, scanEvmToken } from "@/lib/engine/evm";
import type { EngineResult, Finding } from "@/lib/engine/types";
import { createStaticMarket } from "@/lib/market/static-market";

const NOW = Date.UTC(2026, 0, 1);
const A = (s: string) => labelAddress(`unit:${s}`);

function spec(o: Partial<EvmTokenSpec> = {}): EvmTokenSpec {
  const address = o.address ?? A("token");
  return {
    chain: "ethereum",
    address,
    name: "Unit Token",
    symbol: "UNIT",
    owner: "renounced",
    holders: [
      { address: labelAddress(`pair:${address}`), bps: 3000, label: "pool" },
      { address: DEAD_ADDRESS, bps: 1000, label: "burn" },
      ...[800, 700, 600, 500, 400, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300].map((bps, i) => ({
        address: A(`w${i}`),
        bps,
      })),
    ],
    deployer: { address: A("deployer"), ageDays: 90 },
    pair: { burntBps: 10_000 },
    simulation: { buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0 },
    market: { liquidityUsd: 300_000, buys24h: 500, sells24h: 480, ageHours: 2000 },
    ...o,
  };
}

async function scan(s: EvmTokenSpec, input: { liquidityUsd?: number } = {}): Promise<EngineResult> {
  const network = networkFor(s.chain);
  return scanEvmToken(
    { chain: s.chain, tokenAddress: s.address, ...input },
    { name: "unit", kind: "snapshot", requestCount: () => 0, read: async () => buildEvmFacts(s, network, NOW) },
    {
      mode: "sandbox",
      market: createStaticMarket(new Map([[s.address, marketPairsForSpec(s, NOW)]])),
      now: () => NOW,
    },
  );
}
const f = (r: EngineResult, id: string): Finding => r.findings.find((x) => x.id === id)!;
const owner = (isContract = false) => ({ address: A("owner"), isContract });

describe("tax bands (basis points)", () => {
  it("0 passes; > 0 low, > 1 % medium, > 5 % high, > 20 % critical", () => {
    expect([0, 1, 100, 101, 500, 501, 2000, 2001, 9900].map(evmTaxSeverity)).toEqual([
      null,
      "low",
      "low",
      "low",
      "low",
      "high",
      "high",
      "critical",
      "critical",
    ]);
    expect(describeBands(EVM_TAX_THRESHOLDS)).toBe(">20% critical, >5% high, >0% low");
  });
  it("each leg is its own finding with the measured percent", async () => {
    const r = await scan(spec({ simulation: { buyTaxBps: 500, sellTaxBps: 1000, transferTaxBps: 100 } }));
    expect([f(r, "BUY_TAX").severity, f(r, "SELL_TAX").severity, f(r, "TRANSFER_TAX").severity]).toEqual([
      "low",
      "high",
      "low",
    ]);
    expect(f(r, "SELL_TAX").evidence.taxPct).toBe(10);
    expect(r.riskLevel).toBe("high");
  });
  it("one fee is scored once: a flat 2% fee on every leg costs one low finding, not three", async () => {
    const r = await scan(spec({ simulation: { buyTaxBps: 200, sellTaxBps: 200, transferTaxBps: 200 } }));
    expect(f(r, "SELL_TAX")).toMatchObject({ status: "fail", severity: "low" });
    expect(f(r, "BUY_TAX")).toMatchObject({ status: "fail", severity: "info" });
    expect(f(r, "BUY_TAX").evidence.sameFeeAs).toBe("SELL_TAX");
    expect(f(r, "TRANSFER_TAX")).toMatchObject({ status: "fail", severity: "info" });
    const taxPenalty = r.findings
      .filter((x) => ["BUY_TAX", "SELL_TAX", "TRANSFER_TAX"].includes(x.id))
      .reduce((sum, x) => sum + (x.penalty ?? 0), 0);
    expect(taxPenalty).toBe(4);
    // Different rates are different fees: each is scored.
    const two = await scan(spec({ simulation: { buyTaxBps: 300, sellTaxBps: 1200, transferTaxBps: 300 } }));
    expect([f(two, "SELL_TAX").severity, f(two, "BUY_TAX").severity, f(two, "TRANSFER_TAX").severity]).toEqual([
      "high",
      "low",
      "info",
    ]);
  });
});

describe("honeypot and simulation outcomes", () => {
  /** A sell-blocked spec whose ordinary-wallet sell (override-funded) worked; `transferOk`: the bought tokens moved. */
  async function walletSold(transferOk: boolean): Promise<EngineResult> {
    const s = spec({ simulation: { sellRevert: "sniper" } });
    const network = networkFor(s.chain);
    return scanEvmToken(
      { chain: s.chain, tokenAddress: s.address },
      {
        name: "unit",
        kind: "snapshot",
        requestCount: () => 0,
        read: async () => {
          const facts = buildEvmFacts(s, network, NOW);
          facts.walletSell = { status: "completed", ok: true, reason: null, layout: { kind: "solidity", base: 0n } };
          if (facts.simulation.status === "completed" && !transferOk)
            facts.simulation = {
              ...facts.simulation,
              transfer: { ...facts.simulation.transfer, ok: false, taxBps: null, reason: "sniper" },
            };
          return facts;
        },
      },
      {
        mode: "sandbox",
        market: createStaticMarket(new Map([[s.address, marketPairsForSpec(s, NOW)]])),
        now: () => NOW,
      },
    );
  }
  it("an ordinary wallet's sell clears a contract-only rule only when the simulator's bought tokens could still be transferred", async () => {
    const contractOnly = await walletSold(true);
    expect(f(contractOnly, "HONEYPOT")).toMatchObject({ status: "pass", title: "Sells blocked for contracts only" });
    // Bought tokens frozen (a tag set on buy): the override-funded wallet never bought, so it proves nothing.
    const frozen = await walletSold(false);
    expect(f(frozen, "HONEYPOT")).toMatchObject({ status: "fail", severity: "critical" });
    expect(f(frozen, "HONEYPOT").detail).toContain("cannot even be sent to another wallet");
  });

  it("sell reverted: critical with the token's reason; the sell tax is not applicable", async () => {
    const r = await scan(spec({ simulation: { sellRevert: "Pausable: paused" } }));
    expect(f(r, "HONEYPOT")).toMatchObject({ status: "fail", severity: "critical" });
    expect(f(r, "HONEYPOT").detail).toContain("Pausable: paused");
    expect(f(r, "SELL_TAX").status).toBe("not_applicable");
    expect(r.riskLevel).toBe("critical");
  });
  it("the RPC refused the simulation: inconclusive, every simulation check unknown (never pass)", async () => {
    const r = await scan(
      spec({
        simulation: {
          inconclusive: "the RPC rejected the simulation eth_call with state overrides: too many arguments",
        },
      }),
    );
    expect(r.simulation.status).toBe("inconclusive");
    for (const id of ["HONEYPOT", "BUY_TAX", "SELL_TAX", "TRANSFER_TAX", "GAS_ANOMALY"])
      expect(f(r, id).status, id).toBe("unknown");
    expect(f(r, "HONEYPOT").title).toBe("Simulation inconclusive");
    expect(r.safetyScore).toBeLessThan(100);
  });
  it("buys revert: TRADING_SWITCH high, HONEYPOT unknown", async () => {
    const r = await scan(spec({ simulation: { buyRevert: "Trading not open" } }));
    expect(f(r, "TRADING_SWITCH")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "HONEYPOT").status).toBe("unknown");
  });
  it("a 2M-gas sell is a gas anomaly (medium)", async () => {
    const r = await scan(spec({ simulation: { sellGas: 2_000_000n } }));
    expect(f(r, "GAS_ANOMALY")).toMatchObject({ status: "fail", severity: "medium" });
  });
});

describe("owner powers", () => {
  it("a live EOA owner with mint: MINTABLE high and OWNER_PRIVILEGES medium; a multisig owner: OWNER_PRIVILEGES low", async () => {
    const eoa = await scan(spec({ owner: owner(false), capabilities: ["mint"] }));
    expect(f(eoa, "MINTABLE")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(eoa, "OWNER_PRIVILEGES")).toMatchObject({ status: "fail", severity: "medium" });
    expect(eoa.token.mintAuthority).toBe(A("owner"));
    const multisig = await scan(spec({ owner: owner(true), capabilities: ["fee_setter"] }));
    expect(f(multisig, "OWNER_PRIVILEGES")).toMatchObject({ status: "fail", severity: "low" });
    expect(f(multisig, "TAX_MODIFIABLE")).toMatchObject({ status: "fail", severity: "medium" });
  });
  it("renounced: the same functions pass; no owner function: unknown (the controller cannot be read)", async () => {
    const renounced = await scan(spec({ capabilities: ["blacklist", "pause"] }));
    expect([f(renounced, "BLACKLIST").status, f(renounced, "PAUSE_FUNCTION").status]).toEqual(["pass", "pass"]);
    const none = await scan(spec({ owner: "none", capabilities: ["blacklist"] }));
    expect(f(none, "BLACKLIST").status).toBe("unknown");
    expect(f(none, "OWNER_PRIVILEGES").status).toBe("unknown");
  });
  it("max-tx limits with a live owner: medium; a trading switch the owner can close: the probe's global freeze (PAUSE_FUNCTION high)", async () => {
    const r = await scan(spec({ owner: owner(), capabilities: ["max_tx_wallet", "trading_switch"] }));
    expect(f(r, "MAX_TX_LIMITS")).toMatchObject({ status: "fail", severity: "medium" });
    expect(f(r, "PAUSE_FUNCTION")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "TRADING_SWITCH").status).toBe("pass");
    // Without a probe (the RPC refused the simulation), the known names decide: a switch with a live owner is medium.
    const names = await scan(
      spec({ owner: owner(), capabilities: ["trading_switch"], simulation: { inconclusive: "no state overrides" } }),
    );
    expect(f(names, "TRADING_SWITCH")).toMatchObject({ status: "fail", severity: "medium" });
  });
});

describe("hidden owner and proxies", () => {
  it("renounced owner with a pending owner, or SELFDESTRUCT: high; privileges that outlive a renounce: medium", async () => {
    expect(f(await scan(spec({ pendingOwner: A("reclaimer") })), "HIDDEN_OWNER")).toMatchObject({
      status: "fail",
      severity: "high",
    });
    expect(f(await scan(spec({ selfdestruct: true })), "HIDDEN_OWNER")).toMatchObject({
      status: "fail",
      severity: "high",
    });
    // A renounced onlyOwner mint: the probe shows nobody can use it (pass); without a probe the name alone is medium.
    expect(f(await scan(spec({ capabilities: ["mint"] })), "HIDDEN_OWNER").status).toBe("pass");
    expect(
      f(
        await scan(spec({ capabilities: ["mint"], simulation: { inconclusive: "no state overrides" } })),
        "HIDDEN_OWNER",
      ),
    ).toMatchObject({ status: "fail", severity: "medium" });
    expect(
      f(
        await scan(
          spec({ delegatecall: true, proxy: { kind: "eip1967", admin: { address: A("admin"), isContract: true } } }),
        ),
        "HIDDEN_OWNER",
      ).status,
    ).toBe("pass");
    expect(f(await scan(spec({ delegatecall: true })), "HIDDEN_OWNER").severity).toBe("high");
  });
  it("the creator fixed in the code and compared on the transfer path: high after a renounce, not when it is the live owner", async () => {
    const creator = A("deployer");
    const hidden = f(await scan(spec({ comparedConstants: [creator] })), "HIDDEN_OWNER");
    expect(hidden).toMatchObject({ status: "fail", severity: "high" });
    expect(hidden.evidence.hardCodedKey).toBe(creator);
    // An owned token naming its owner (the creator) in the code, e.g. a fee exemption: visible, not hidden.
    const owned = f(
      await scan(spec({ owner: { address: creator, isContract: false }, comparedConstants: [creator] })),
      "HIDDEN_OWNER",
    );
    expect(owned.evidence.hardCodedKey ?? null).toBeNull();
    expect(owned.status === "fail" && owned.severity === "high").toBe(false);
  });
  it("proxy admin EOA high, contract admin medium, beacon medium, clone pass, UUPS with an EOA owner high", async () => {
    const sev = async (o: Partial<EvmTokenSpec>) => {
      const x = f(await scan(spec(o)), "UPGRADEABLE_PROXY");
      return x.status === "fail" ? x.severity : x.status;
    };
    expect(await sev({ proxy: { kind: "eip1967", admin: { address: A("admin"), isContract: false } } })).toBe("high");
    expect(await sev({ proxy: { kind: "eip1967", admin: { address: A("admin"), isContract: true } } })).toBe("medium");
    expect(await sev({ proxy: { kind: "eip1967_beacon" } })).toBe("medium");
    expect(await sev({ proxy: { kind: "eip1167" } })).toBe("pass");
    expect(await sev({ proxy: { kind: "eip1967" }, owner: owner(false) })).toBe("high");
    expect(await sev({ proxy: { kind: "eip1967" } })).toBe("pass"); // UUPS, owner renounced
  });
});

describe("LP, holders, market", () => {
  it(`a lock ending within ${LP_LOCK_MIN_DAYS} days counts as unlocked; a lock that cannot be read is unknown, not locked`, async () => {
    const soon = Math.floor(NOW / 1000) + 10 * 86_400;
    const late = Math.floor(NOW / 1000) + 365 * 86_400;
    const expiring = await scan(
      spec({ pair: { burntBps: 0, locked: [{ locker: "UNCX", bps: 10_000, unlocksAt: soon }] } }),
    );
    expect(f(expiring, "LP_UNLOCKED")).toMatchObject({ status: "fail", severity: "high" });
    const year = await scan(
      spec({ pair: { burntBps: 0, locked: [{ locker: "UNCX", bps: 10_000, unlocksAt: late }] } }),
    );
    expect(f(year, "LP_UNLOCKED").status).toBe("pass");
    expect(year.evm!.pairs[0].lockedIn[0].unlocksAt).toBe(new Date(late * 1000).toISOString());
    // Issue 25: half the LP in a locker whose locks cannot be read could be the owner's tomorrow: unknown.
    const undated = await scan(
      spec({ pair: { burntBps: 5000, locked: [{ locker: "Team Finance", bps: 5000, unlocksAt: null }] } }),
    );
    expect(f(undated, "LP_UNLOCKED").status).toBe("unknown");
    // A small unreadable share that cannot change the band does not make the check unknown.
    const small = await scan(
      spec({ pair: { burntBps: 9800, locked: [{ locker: "Team Finance", bps: 200, unlocksAt: null }] } }),
    );
    expect(f(small, "LP_UNLOCKED").status).toBe("pass");
    // LP widely held (the largest holder 4 %, not the deployer): no party can pull the pool.
    const wide = await scan(
      spec({ pair: { burntBps: 0, topLpHolder: { address: A("lp-whale"), bps: 400, isContract: false } } }),
    );
    expect(f(wide, "LP_UNLOCKED").status).toBe("pass");
    expect(f(wide, "LP_UNLOCKED").evidence).toMatchObject({ basis: "lp_holders", pullablePct: 4, unlockedPct: 100 });
  });
  it("no V2 pair: LP unknown; only a V3 pool listed: not applicable", async () => {
    expect(f(await scan(spec({ pair: null, simulation: null, market: null })), "LP_UNLOCKED").status).toBe("unknown");
    const v3 = await scan(
      spec({
        pair: null,
        simulation: null,
        market: { liquidityUsd: 1e6, buys24h: 10, sells24h: 10, ageHours: 900, dexId: "uniswap-v3" },
      }),
    );
    expect(f(v3, "LP_UNLOCKED").status).toBe("not_applicable");
    expect(v3.market.pools[0].lp.status).toBe("not_applicable");
  });
  it("holders too long to rebuild: concentration and creator holding unknown with the reason", async () => {
    const r = await scan(spec({ holders: { unknown: "history longer than the log budget" } }));
    expect(f(r, "TOP_HOLDER_CONCENTRATION")).toMatchObject({ status: "unknown" });
    expect(f(r, "TOP_HOLDER_CONCENTRATION").detail).toContain("history longer than the log budget");
    expect(f(r, "CREATOR_HOLDING").status).toBe("unknown");
  });
  it("the deployer's holding: 40 % is high; pools, burn and lockers are excluded from concentration", async () => {
    const r = await scan(
      spec({
        holders: [
          { address: A("deployer"), bps: 4000 },
          { address: A("pair"), bps: 6000, label: "pool" },
        ],
      }),
    );
    expect(r.creator).toMatchObject({ address: A("deployer"), source: "creation_transaction", holdingPct: 40 });
    expect(f(r, "CREATOR_HOLDING")).toMatchObject({ status: "fail", severity: "high" });
    expect(r.holders.top1Pct).toBe(40);
    expect(r.holders.excludedPct).toBe(60);
  });
  it("holders are counted per wallet: equal allocations to twelve wallets are twelve holders, not one", async () => {
    // A deployer keeping 16 % and sending 3 % to each of twelve wallets (team, investor or airdrop tranches).
    const r = await scan(
      spec({
        holders: [
          { address: A("pair"), bps: 2400, label: "pool" },
          { address: A("deployer"), bps: 1600 },
          ...Array.from({ length: 12 }, (_, i) => ({ address: A(`tranche${i}`), bps: 300 })),
          { address: A("buyer"), bps: 2400 },
        ],
      }),
    );
    expect(r.holders.top1Pct).toBe(24);
    expect(f(r, "TOP_HOLDER_CONCENTRATION")).toMatchObject({ status: "fail", severity: "medium" });
    expect(f(r, "TOP_HOLDER_CONCENTRATION").evidence).toMatchObject({ top1Pct: 24, owner: A("buyer") });
    expect(r.holders.top10Pct).toBe(64);
  });
  it("no market: liquidity and sells unknown, never safe; a caller-supplied liquidity counts", async () => {
    const r = await scan(spec({ market: null }));
    expect([f(r, "LIQUIDITY_LOW").status, f(r, "SELLS_ABSENT").status]).toEqual(["unknown", "unknown"]);
    expect(f(await scan(spec({ market: null }), { liquidityUsd: 500 }), "LIQUIDITY_LOW")).toMatchObject({
      status: "fail",
      severity: "high",
    });
  });
});

describe("trust context", () => {
  const USDC: Address = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  const usdcLike = (address: Address) =>
    spec({
      address,
      name: "USD Coin",
      symbol: "USDC",
      decimals: 6,
      owner: owner(false),
      capabilities: ["mint", "blacklist", "pause"],
      proxy: { kind: "eip1967", admin: { address: A("admin"), isContract: false } },
    });
  it("the listed USDC on Ethereum: issuer controls reduced (never high), level low or medium", async () => {
    const r = await scan(usdcLike(USDC));
    expect(r.trust).toMatchObject({ status: "listed", issuer: "Circle" });
    for (const id of ["MINTABLE", "BLACKLIST", "PAUSE_FUNCTION", "UPGRADEABLE_PROXY"])
      expect(f(r, id), id).toMatchObject({ status: "fail", severity: "low" });
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
  it("the same contract at another address: not listed, impersonation high, controls at full severity", async () => {
    const r = await scan(usdcLike(A("fake-usdc")));
    expect(r.trust.status).toBe("not_listed");
    expect(f(r, "IMPERSONATION")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "UPGRADEABLE_PROXY").severity).toBe("high");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });
  it("the list is per chain: Ethereum's USDC address on BNB Chain is not listed there", async () => {
    const r = await scan({ ...usdcLike(USDC), chain: "bsc" });
    expect(r.trust.status).toBe("not_listed");
  });
});

describe("EVM trust list (lib/trust/well-known-evm.ts)", () => {
  it("checksummed addresses; each chain lists its wrapped native token and USDC, USDT, DAI", async () => {
    const { EVM_CHAINS } = await import("@/lib/chains/evm/chains");
    const { evmTrustList, WELL_KNOWN_EVM_TOKENS } = await import("@/lib/trust");
    const { isAddress } = await import("viem");
    for (const e of WELL_KNOWN_EVM_TOKENS) expect(isAddress(e.mint, { strict: true }), e.symbol).toBe(true);
    for (const chain of ["ethereum", "base", "bsc"] as const) {
      const list = evmTrustList(chain);
      expect(
        list.entries.map((e) => e.mint),
        chain,
      ).toContain(EVM_CHAINS[chain].wrappedNative);
      for (const sym of ["USDC", "USDT", "DAI"])
        expect(
          list.entries.some((e) => e.symbol === sym),
          `${chain} ${sym}`,
        ).toBe(true);
      expect(list.entries.every((e) => e.chain === chain && e.control === "issuer")).toBe(true);
    }
    expect(evmTrustList("ethereum").entries.some((e) => e.symbol === "WBTC")).toBe(true);
  });
});

describe("untrusted revert reasons", () => {
  it("control and bidi characters are stripped and the length capped before the reason reaches findings, verdict and payload", async () => {
    const evil = `Sells\u202E off\u0000 ${"x".repeat(500)}`;
    const r = await scan(spec({ simulation: { sellRevert: evil } }));
    const reason = String(r.findings.find((x) => x.id === "HONEYPOT")!.evidence.sellReason);
    for (const c of ["\u0000", "\u202E"]) expect(reason).not.toContain(c);
    expect(Array.from(reason).length).toBeLessThanOrEqual(200);
    expect(r.evm!.simulation.sellReason).toBe(reason);
    for (const c of ["\u0000", "\u202E"]) expect(r.verdict).not.toContain(c);
  });
});

describe("the EVM check catalogue", () => {
  it("unique ids; every module documents its fails, floor reasoning and (when banded) its bands in the description", async () => {
    const { EVM_CHECKS } = await import("@/lib/engine/checks/evm");
    expect(new Set(EVM_CHECKS.map((c) => c.id)).size).toBe(EVM_CHECKS.length);
    for (const c of EVM_CHECKS) {
      expect(c.failsAs.length, c.id).toBeGreaterThan(0);
      expect(c.floorReasoning.length, c.id).toBeGreaterThan(20);
      if (c.thresholds) expect(c.description, c.id).toContain(describeBands(c.thresholds));
    }
  });
  it("an id shared with Solana keeps the Solana title, severity, thresholds and verdict phrase", async () => {
    const { EVM_CHECKS } = await import("@/lib/engine/checks/evm");
    const { checkById } = await import("@/lib/engine/checks");
    const shared = EVM_CHECKS.filter((c) => checkById(c.id));
    expect(shared.map((c) => c.id).sort()).toEqual([
      "CREATOR_HOLDING",
      "IMPERSONATION",
      "LIQUIDITY_LOW",
      "LP_UNLOCKED",
      "PAIR_NEW",
      "SELLS_ABSENT",
      "TOP10_CONCENTRATION",
      "TOP_HOLDER_CONCENTRATION",
    ]);
    const probe: Finding = {
      id: "",
      severity: "high",
      status: "fail",
      title: "",
      detail: "",
      evidence: {
        top1Pct: 60,
        top10Pct: 90,
        unlockedPct: 80,
        holdingPct: 40,
        liquidityUsd: 500,
        ageHours: 0.5,
        buys24h: 30,
        sells24h: 0,
        impersonatesSymbol: "USDC",
      },
    };
    for (const c of shared) {
      const s = checkById(c.id)!;
      expect([c.title, c.severity, c.thresholds], c.id).toEqual([s.title, s.severity, s.thresholds]);
      expect(c.phrase({ ...probe, id: c.id }), c.id).toBe(s.phrase({ ...probe, id: c.id }));
    }
  });
});
