/**
 * EVM tokens end to end through the HTTP API (issue 20): the real server (`next start`) scans the test tokens on a
 * REAL local EVM (Hardhat Network with WETH, Uniswap V2 and the solc-compiled tokens, tests/support/evm) standing in
 * for the `ethereum` RPC (and for `bsc` in the mixed batch), with its chain id and addresses configured through
 * EVM_NETWORKS; market data from the local DexScreener stand-in (EVM chain ids). A counting JSON-RPC front in
 * front of the node measures the HTTP requests of a scan.
 */

import { getAddress } from "viem";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BatchResponseSchema, FullScanResponseSchema, PlatformScanResponseSchema } from "@/lib/api/schemas";
import { EVM_SANDBOX_CATALOGUE } from "@/lib/engine/evm";
import { type DexScreenerServer, startDexScreenerServer } from "../support/dexscreener-server";
import { type CountingRpc, startCountingRpc } from "../support/evm/counting-rpc";
import {
  CREDIT_DESK,
  HARDCODED_ADMIN,
  OPERATOR,
  type ProbeTokenKey,
  RELAYER,
  ROLE_MINTER,
  SHADOW_CONTROLLER,
  type TokenKey,
} from "../support/evm/deploy";
import { envelope } from "../support/http-client";
import { type LocalRpc, startLocalRpc } from "../support/local-rpc-server";
import { type NextServer, startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildFixture, FIXTURE_SPECS, type Fixture } from "../support/solana-fixtures";

const fx = inject("evm");
let counting: CountingRpc;
let dex: DexScreenerServer;
let solRpc: LocalRpc;
let solana: Fixture;
let server: NextServer;
let seed: ReturnType<typeof writeSeedFile>;
const started = Date.now();
const CRON_SECRET = "evm-cron-secret-0123456789abcdef";

const network = (chainId: number) => ({
  chainId,
  wrappedNative: fx.weth,
  v2Dexes: [{ name: "Uniswap V2 (local)", factory: fx.factory, router: fx.router }],
  lockers: [{ name: "Test locker", address: fx.locker }],
  quotes: [fx.stable],
});

beforeAll(async () => {
  counting = await startCountingRpc(fx.url);
  dex = await startDexScreenerServer();
  // Every tradable token is listed on DexScreener's `ethereum` with its real local pair: liquidity known, 30 days old.
  for (const [key, t] of [...Object.entries(fx.tokens), ...Object.entries(fx.probeTokens)]) {
    if (!t.pair) continue;
    dex.setPairs(
      t.address,
      [
        {
          pairAddress: t.pair,
          baseToken: { address: t.address, symbol: key.toUpperCase() },
          quoteToken:
            key === "stableQuoted" ? { address: fx.stable, symbol: "TUSD" } : { address: fx.weth, symbol: "WETH" },
          dexId: "uniswap",
          liquidityUsd: 60_000,
        },
      ],
      "ethereum",
    );
  }
  // The stablecoin-quoted token is listed on DexScreener's `bsc` as well, where the stable is not a configured quote.
  dex.setPairs(
    fx.probeTokens.stableQuoted.address,
    [
      {
        pairAddress: fx.probeTokens.stableQuoted.pair as string,
        baseToken: { address: fx.probeTokens.stableQuoted.address, symbol: "SQT" },
        quoteToken: { address: fx.stable, symbol: "TUSD" },
        dexId: "uniswap",
        liquidityUsd: 60_000,
      },
    ],
    "bsc",
  );
  solana = await buildFixture(FIXTURE_SPECS.clean);
  solRpc = await startLocalRpc({ fixtures: [solana] });
  seed = writeSeedFile([
    { id: "acct_evm_bill", tier: "pro" },
    { id: "acct_evm_batch", tier: "enterprise" },
    { id: "acct_evm_watch", tier: "pro" },
    { id: "acct_evm_cron", tier: "pro" },
  ]);
  server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: solRpc.url,
    ETHEREUM_RPC_URL: counting.url,
    // The same node stands in for BNB Chain in the mixed batch; Base is switched off on this server.
    BSC_RPC_URL: fx.url,
    BASE_RPC_URL: "off",
    // BNB Chain here lists no quote besides the wrapped native token: its stablecoin pair is found only through the
    // market data (pairs against any quote).
    EVM_NETWORKS: JSON.stringify({ ethereum: network(fx.chainId), bsc: { ...network(fx.chainId), quotes: [] } }),
    // The local node is Hardhat 2's JS EVM: in npm test the evm chain runs beside the integration chain on two cores,
    // and a scan's probe batch (round 3 carries the permit, spender and code-less-sender calls since 3.12.0) can take
    // longer than 5 s there (CI, 2026-11-27: one 503 "RPC timed out after 5000 ms"). No test here asserts a timeout.
    RPC_TIMEOUT_MS: "20000",
    MARKET_DATA: "on",
    DEXSCREENER_BASE_URL: dex.url,
    TOKEN_HISTORY_PAGES: "0",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_PRO_PER_SEC: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    CRON_SECRET,
  });
});
afterAll(async () => {
  await server?.stop();
  await solRpc?.close();
  await dex?.close();
  await counting?.close();
  if (process.env.EVM_SETUP_LOG) console.log(`[evm] api-scan.test.ts took ${Date.now() - started} ms`);
});

const auth = (id: string) => ({ authorization: `Bearer ${seed.byId[id]}`, "content-type": "application/json" });
const post = (path: string, body: unknown, id = "acct_ent", headers: Record<string, string> = {}) =>
  fetch(server.url + path, { method: "POST", headers: { ...auth(id), ...headers }, body: JSON.stringify(body) });
const scanFull = async (tokenAddress: string, chain = "ethereum") => {
  const res = await post("/api/v1/scan", { tokenAddress, chain });
  expect(res.status, await res.clone().text()).toBe(200);
  return FullScanResponseSchema.strict().parse(await res.json());
};
async function used(id: string): Promise<number> {
  const res = await fetch(server.url + "/api/v1/usage", { headers: auth(id) });
  expect(res.status).toBe(200);
  return (await res.json()).used;
}

/**
 * Each test token: the findings that must fail (with their evidence), the risk level and what the verdict says.
 * Every token but `clean` keeps half its supply with the deployer (the pair holds the other half): one concentrated
 * stake seen by the top holder and creator checks (high each), which since the scoring groups (lib/engine/scoring.ts)
 * costs 32.3 points as one fact, not 54, so it makes each token at least high, not critical by itself; the
 * token's own risk decides critical. The verdict names the token's own risk first.
 */
const EXPECTED: {
  key: TokenKey;
  fails: string[];
  level: string;
  verdict: string;
  evidence?: Record<string, Record<string, unknown>>;
}[] = [
  { key: "clean", fails: [], level: "low", verdict: "Low risk: no failing checks." },
  {
    key: "lpHeld",
    fails: ["LP_UNLOCKED", "CREATOR_HOLDING"],
    level: "high", // 43: the deployer's stake (32.3) and the pullable LP (25); critical only by the stake's double count
    verdict: "99.99% of the liquidity can be pulled by one party",
  },
  {
    key: "fee",
    fails: ["BUY_TAX", "SELL_TAX", "TRANSFER_TAX", "TAX_MODIFIABLE"],
    level: "critical",
    verdict: "the sell tax is 10%",
    evidence: { BUY_TAX: { taxPct: 5 }, SELL_TAX: { taxPct: 10 } },
  },
  {
    key: "tax99",
    fails: ["SELL_TAX", "TAX_MODIFIABLE"],
    level: "critical",
    verdict: "Critical risk: the sell tax is 99%",
    evidence: { SELL_TAX: { taxPct: 99 } },
  },
  {
    key: "honeypot",
    fails: ["HONEYPOT"],
    level: "critical",
    verdict: "Critical risk: a simulated sell is blocked (HoneypotToken: sells are disabled)",
  },
  {
    key: "blacklist",
    fails: ["BLACKLIST", "OWNER_PRIVILEGES"],
    level: "critical",
    verdict: "Critical risk: the owner can blacklist wallets",
  },
  {
    key: "mintable",
    fails: ["MINTABLE", "OWNER_PRIVILEGES"],
    level: "high", // 30: mint (25) + owner (2.5), the stake (32.3), 40% of the LP pullable (10)
    verdict: "High risk: the owner can mint new tokens",
  },
  {
    key: "pausable",
    fails: ["PAUSE_FUNCTION", "OWNER_PRIVILEGES"],
    // The API's network knows no locker here, so the PinkLock-style contract holding the LP is read through by its
    // own code and logs (session 11): no owner, and all its LP came from the deployer, so it counts as the
    // deployer's (LP_UNLOCKED high, 25): pause (25) + owner (2.5) + the stake (32.3) + LP (25) = 15, critical.
    level: "critical",
    verdict: "Critical risk: the owner can pause transfers",
  },
  {
    key: "proxy",
    fails: ["UPGRADEABLE_PROXY"],
    level: "critical",
    verdict: "Critical risk: one key can upgrade the contract",
  },
];

describe("POST /api/v1/scan with chain ethereum: each test token on the local node", () => {
  for (const c of EXPECTED) {
    it(`${c.key}: ${c.fails.length ? c.fails.join(", ") : "no failing finding"}; ${c.level} risk`, async () => {
      const token = fx.tokens[c.key].address;
      const r = await scanFull(token);
      expect(r).toMatchObject({ mode: "live", chain: "ethereum", tokenAddress: token });
      expect(r.token.program).toBe("erc20");
      expect(r.evm?.chainId).toBe(fx.chainId);
      const failing = r.findings.filter((f) => f.status === "fail").map((f) => f.id);
      if (c.fails.length === 0) expect(failing).toEqual([]);
      else expect(failing).toEqual(expect.arrayContaining(c.fails));
      for (const [id, ev] of Object.entries(c.evidence ?? {}))
        expect(r.findings.find((f) => f.id === id)?.evidence, id).toMatchObject(ev);
      expect(r.riskLevel).toBe(c.level);
      expect(r.verdict).toContain(c.verdict);
      // Market data came from DexScreener's `ethereum` chain id, with the local pair.
      expect(r.market.status).toBe("ok");
      expect(r.market.pools.map((p) => p.pairAddress)).toEqual([fx.tokens[c.key].pair]);
    });
  }

  it("the honeypot's simulation: the sell is blocked with the token's own revert reason; platform mode flags it", async () => {
    const r = await scanFull(fx.tokens.honeypot.address);
    expect(r.evm!.simulation).toMatchObject({ status: "completed", honeypot: true });
    expect(r.evm!.simulation.sellReason).toMatch(/\w/);
    const res = await post("/api/v1/scan", {
      tokenAddress: fx.tokens.honeypot.address,
      chain: "ethereum",
      responseMode: "platform",
    });
    const p = PlatformScanResponseSchema.strict().parse(await res.json());
    expect(p).toMatchObject({ chain: "ethereum", token_address: fx.tokens.honeypot.address, risk_level: "critical" });
    expect(p.flags).toContain("HONEYPOT");
  });

  it("aliases and spelling: chain `ETH` and a lowercase address are the canonical chain and the checksummed address", async () => {
    const token = fx.tokens.clean.address;
    const res = await post("/api/v1/scan", {
      tokenAddress: token.toLowerCase(),
      chain: "ETH",
      responseMode: "platform",
    });
    expect(res.status).toBe(200);
    const p = PlatformScanResponseSchema.strict().parse(await res.json());
    expect(p).toMatchObject({ chain: "ethereum", token_address: getAddress(token) });
  });

  it("RPC requests with the privilege prober inside the rounds: 3 with burnt LP, 4 when the LP holder's code is read", async () => {
    for (const key of [
      "farm",
      "shadow",
      "wideLp",
      "burnablePermit",
      "wardsHidden",
      "creditLine",
      "originKeeper",
    ] as const) {
      counting.reset();
      const r = await scanFull(fx.probeTokens[key].address);
      expect(r.evm!.privileges.status, key).not.toBe("not_run");
      expect(counting.httpRequests(), key).toBe(key === "wideLp" ? 4 : 3);
    }
  });

  it("RPC requests of one EVM scan through the API: 3 HTTP requests with burnt LP, 4 when the LP holder's code is read (JSON-RPC batches of ~30 calls)", async () => {
    for (const key of ["clean", "lpHeld", "honeypot"] as const) {
      counting.reset();
      const r = await scanFull(fx.tokens[key].address);
      const rpc = r.sources.find((s) => s.kind === "rpc")!;
      expect(rpc.requests, key).toBe(counting.httpRequests());
      // The reader's batched rounds (metadata/slots/pairs; implementation, pairs' LP and logs; simulation, deployer and
      // LP holders) and, when an LP holder other than burn/locker addresses exists, one more for its code. Calls of one
      // tick share one request (lib/scan/evm-transport.ts), one round fewer than viem's own batching (4/5).
      expect(counting.httpRequests(), key).toBe(key === "clean" ? 3 : 4);
      expect(counting.calls(), key).toBeGreaterThanOrEqual(25);
      expect(counting.byMethod().eth_call, key).toBeGreaterThanOrEqual(15);
    }
  });
});

/**
 * Issue 25: tokens whose powers hide behind names no table knows, or behind controllers owner() does not show,
 * judged by what the privilege prober measured; and safe shapes (burnt admin, legacy-slot proxy, stablecoin quote,
 * widely held LP) that must not be flagged. Their supply is spread like `clean`'s and their LP burnt (but `wideLp`),
 * so the level comes from the token's own behaviour.
 */
const PROBE_EXPECTED: {
  key: ProbeTokenKey;
  fails: Record<string, string>;
  level: string;
  evidence?: Record<string, Record<string, unknown>>;
  check?: (r: ReturnType<typeof FullScanResponseSchema.parse>) => void;
}[] = [
  {
    key: "farm",
    fails: { MINTABLE: "high" },
    level: "high",
    evidence: { MINTABLE: { selector: "0x538a85a1", functionHint: null, caller: fx.deployer } },
  },
  {
    key: "rewardRate",
    fails: { BLACKLIST: "high" },
    level: "high",
    evidence: { BLACKLIST: { selector: "0xcfba8077", functionHint: null, caller: fx.deployer, after: "reverts" } },
  },
  {
    key: "shadow",
    fails: { MINTABLE: "high", HIDDEN_OWNER: "high" },
    level: "high",
    evidence: {
      MINTABLE: { caller: SHADOW_CONTROLLER, callerRoles: "storage slot 8 compared with CALLER" },
      HIDDEN_OWNER: { renounced: true, shadowController: SHADOW_CONTROLLER },
    },
  },
  {
    key: "operatorFee",
    fails: { TAX_MODIFIABLE: "high" },
    level: "high",
    evidence: { TAX_MODIFIABLE: { caller: OPERATOR, before: "0", after: "10000" } },
  },
  {
    key: "roles",
    fails: { MINTABLE: "high", PAUSE_FUNCTION: "high" },
    level: "high",
    evidence: { MINTABLE: { caller: ROLE_MINTER }, PAUSE_FUNCTION: { caller: fx.deployer } },
    check: (r) => expect(r.evm!.ownership.owner).toBeNull(),
  },
  {
    key: "hardcoded",
    fails: { MINTABLE: "high", HIDDEN_OWNER: "high" },
    level: "high",
    evidence: { MINTABLE: { caller: HARDCODED_ADMIN } },
  },
  {
    key: "checked",
    fails: { EXTERNAL_CALL_IN_TRANSFER: "high" },
    level: "high",
    evidence: { EXTERNAL_CALL_IN_TRANSFER: { callee: fx.checker } },
  },
  {
    key: "feeWallet",
    fails: { BALANCE_DRAIN: "critical" },
    level: "critical",
    evidence: { BALANCE_DRAIN: { selector: "0x0202210b", functionHint: null, caller: fx.deployer, after: "1" } },
  },
  { key: "holderList", fails: { PAUSE_FUNCTION: "high" }, level: "high" },
  {
    key: "proxyAdminEoa",
    fails: { UPGRADEABLE_PROXY: "high" },
    level: "high",
    evidence: { UPGRADEABLE_PROXY: { adminKind: "contract", adminOwner: fx.eoa, adminOwnerKind: "eoa" } },
  },
  {
    key: "burntAdmin",
    fails: {},
    level: "low",
    check: (r) => expect(r.evm!.proxy).toMatchObject({ kind: "eip1967", adminKind: "burn" }),
  },
  {
    key: "legacyProxy",
    fails: {},
    level: "low",
    check: (r) =>
      expect(r.evm!.proxy).toMatchObject({
        kind: "zeppelinos",
        implementation: fx.probeTokens.legacyProxy.implementation,
        adminKind: "burn",
      }),
  },
  {
    key: "stableQuoted",
    fails: {},
    level: "low",
    check: (r) => {
      expect(r.evm!.pairs[0]).toMatchObject({ pair: fx.probeTokens.stableQuoted.pair, quote: fx.stable });
      expect(r.evm!.simulation).toMatchObject({ status: "completed", honeypot: false });
    },
  },
  {
    // Anti-bot: contracts cannot sell, wallets can. The simulator's sell reverts, the ordinary wallet's works.
    key: "walletsOnly",
    fails: {},
    level: "low",
    evidence: { HONEYPOT: { contractOnly: true, walletSellOk: true } },
    check: (r) => {
      expect(r.findings.find((f) => f.id === "HONEYPOT")?.status).toBe("pass");
      expect(r.evm!.simulation.sellReason).toContain("wallets only");
    },
  },
  // No owner function (contracts/test-tokens/OwnerlessTokens.sol): holder-scoped extensions whose functions refuse
  // any caller without balance, allowance or signature are safe; mints gated by a mapping are found or undecided.
  {
    key: "burnablePermit",
    fails: {},
    level: "low",
    check: (r) => expect(r.evm!.privileges).toMatchObject({ status: "completed", undecided: [] }),
  },
  {
    key: "transferAndCall",
    fails: {},
    level: "low",
    check: (r) => expect(r.evm!.privileges).toMatchObject({ status: "completed", undecided: [] }),
  },
  {
    key: "legacyCall",
    fails: {},
    level: "low",
    check: (r) => expect(r.evm!.privileges).toMatchObject({ status: "completed", undecided: [] }),
  },
  {
    key: "wardsDeployer",
    fails: { MINTABLE: "high" },
    level: "high",
    evidence: { MINTABLE: { functionHint: "mint(address,uint256)", caller: fx.deployer } },
  },
  {
    key: "minterMap",
    fails: { MINTABLE: "high" },
    level: "high",
    evidence: { MINTABLE: { selector: "0xfb932108", functionHint: null, caller: fx.deployer } },
  },
  {
    // The deployer relied another ward and denied itself: the mint refuses every candidate with an access check.
    // The seven power checks are unknown for that one reason and count once (scoring groups); the hidden controller
    // is the evidence: HIDDEN_OWNER fails high.
    key: "wardsHidden",
    fails: { HIDDEN_OWNER: "high" },
    level: "high",
    check: (r) => {
      expect(r.findings.find((f) => f.id === "MINTABLE")?.status).toBe("unknown");
      expect(r.evm!.privileges.reason).toContain("Wards/not-authorized");
      expect(r.verdict).toContain("High risk: control survives a renounce (hidden owner)");
    },
  },
  {
    key: "wideLp",
    fails: {},
    level: "low",
    check: (r) => expect(r.findings.find((f) => f.id === "LP_UNLOCKED")?.status).toBe("pass"),
  },
  // The prober's third classes (contracts/test-tokens/ProberClassTokens3.sol, tests/evm/prober-classes3.test.ts).
  {
    key: "relayAllowance",
    fails: { BALANCE_DRAIN: "critical" },
    level: "critical",
    evidence: { BALANCE_DRAIN: { selector: "0x23b872dd", caller: RELAYER } },
  },
  {
    key: "creditLine",
    fails: { MINTABLE: "high", HIDDEN_OWNER: "high" },
    level: "high",
    evidence: { MINTABLE: { caller: CREDIT_DESK, before: "debit 0" } },
  },
  { key: "buyBonusMint", fails: { MINTABLE: "high" }, level: "high" },
  { key: "spenderList", fails: { PAUSE_FUNCTION: "high" }, level: "high" },
  { key: "spenderListClosed", fails: { HONEYPOT: "critical" }, level: "critical" },
  {
    key: "originKeeper",
    fails: { BALANCE_DRAIN: "critical" },
    level: "critical",
    evidence: { BALANCE_DRAIN: { caller: fx.deployer } },
  },
];

describe("POST /api/v1/scan: powers judged by behaviour (issue 25 test tokens)", () => {
  for (const c of PROBE_EXPECTED) {
    const what = Object.entries(c.fails).map(([id, sev]) => `${id} ${sev}`);
    it(`${c.key}: ${what.length ? what.join(", ") : "no failing finding"}; ${c.level} risk`, async () => {
      const r = await scanFull(fx.probeTokens[c.key].address);
      const failing = Object.fromEntries(r.findings.filter((f) => f.status === "fail").map((f) => [f.id, f.severity]));
      if (what.length === 0) expect(failing).toEqual({});
      else expect(failing).toMatchObject(c.fails);
      for (const [id, ev] of Object.entries(c.evidence ?? {}))
        expect(r.findings.find((f) => f.id === id)?.evidence, id).toMatchObject(ev);
      expect(r.riskLevel).toBe(c.level);
      c.check?.(r);
    });
  }
});

describe("POST /api/v1/scan: a pair against a quote the network does not list (found through the market data)", () => {
  it("bsc lists no stablecoin quote: the DexScreener pair is verified on chain and simulated with the quote; low risk as on ethereum", async () => {
    const t = fx.probeTokens.stableQuoted;
    const r = await scanFull(t.address, "bsc");
    expect(r.evm!.pairs.map((p) => [p.pair, p.quote])).toEqual([[t.pair, fx.stable]]);
    expect(r.evm!.simulation).toMatchObject({ status: "completed", honeypot: false });
    expect(r.findings.find((f) => f.id === "HONEYPOT")?.status).toBe("pass");
    expect(r.findings.find((f) => f.id === "LP_UNLOCKED")?.status).toBe("pass");
    expect(r.riskLevel).toBe("low");
  });
});

describe("invalid EVM input and unknown chains: 400, never billed", () => {
  it("bad checksum, wrong format, zero address, unknown chain, a Solana mint, a chain switched off, a contract that is not an ERC-20: 400, charge 0; a wallet is scanned (NO_CODE) and billed", async () => {
    const id = "acct_evm_bill";
    const token = fx.tokens.clean.address;
    const badChecksum =
      token.slice(0, -1) +
      (token.at(-1) === token.at(-1)!.toLowerCase() ? token.at(-1)!.toUpperCase() : token.at(-1)!.toLowerCase());
    const cases: [unknown, RegExp][] = [
      [
        { tokenAddress: /[a-f]$/i.test(token) ? badChecksum : `${token.slice(0, -2)}aB`, chain: "ethereum" },
        /checksum|hex/,
      ],
      [{ tokenAddress: "0x1234", chain: "ethereum" }, /0x followed by 40 hex digits/],
      [{ tokenAddress: "0x0000000000000000000000000000000000000000", chain: "bsc" }, /zero address/],
      [
        { tokenAddress: token, chain: "polygon" },
        /chain 'polygon' is not supported; supported chains: solana, ethereum, base, bsc/,
      ],
      [{ tokenAddress: solana.mint, chain: "ethereum" }, /looks like a Solana address/],
      [{ tokenAddress: token, chain: "base" }, /not enabled on this server \(BASE_RPC_URL=off\)/],
      // The Uniswap factory: code, but no totalSupply()/decimals(). Read from the chain, then refused, not billed.
      [{ tokenAddress: fx.factory, chain: "ethereum" }, /not an ERC-20 token on ethereum/],
    ];
    for (const [body, message] of cases) {
      const res = await post("/api/v1/scan", body, id);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const e = await envelope(res);
      expect(e).toMatchObject({ code: 400, reason: "INVALID_INPUT" });
      expect(`${e.error} ${JSON.stringify((e as { details?: unknown }).details ?? "")}`, JSON.stringify(body)).toMatch(
        message,
      );
    }
    expect(await used(id)).toBe(0);
    const ok = await post("/api/v1/scan", { tokenAddress: token, chain: "ethereum" }, id);
    expect(ok.status).toBe(200);
    expect(await used(id)).toBe(1);
    // An address without code is an answer (critical, NO_CODE), not an error: billed like any scan.
    const wallet = await post(
      "/api/v1/scan",
      { tokenAddress: fx.eoa, chain: "ethereum", responseMode: "platform" },
      id,
    );
    expect(wallet.status).toBe(200);
    expect(PlatformScanResponseSchema.parse(await wallet.json())).toMatchObject({
      risk_level: "critical",
      flags: expect.arrayContaining(["NO_CODE"]),
    });
    expect(await used(id)).toBe(2);
  });
});

describe("POST /api/v1/scan/batch with items on several chains", () => {
  it("each item on its own chain; bad items fail alone; only the analysed items are charged", async () => {
    const id = "acct_evm_batch";
    const before = await used(id);
    const res = await post(
      "/api/v1/scan/batch",
      {
        chain: "solana",
        items: [
          { tokenAddress: solana.mint },
          { tokenAddress: fx.tokens.honeypot.address.toLowerCase(), chain: "eth" },
          { tokenAddress: fx.tokens.fee.address, chain: "BNB" },
          { tokenAddress: fx.tokens.clean.address, chain: "base" },
          { tokenAddress: fx.tokens.clean.address, chain: "polygon" },
          { tokenAddress: fx.tokens.clean.address },
        ],
      },
      id,
    );
    expect(res.status).toBe(200);
    const body = BatchResponseSchema.parse(await res.json());
    expect(body.items.map((i) => [i.chain, i.status, i.status === "error" ? i.error.code : i.result.chain])).toEqual([
      ["solana", "ok", "solana"],
      ["ethereum", "ok", "ethereum"],
      ["bsc", "ok", "bsc"],
      ["base", "error", 400],
      [null, "error", 400],
      ["solana", "error", 400],
    ]);
    const [sol, honey, fee] = body.items as Extract<(typeof body.items)[number], { status: "ok" }>[];
    expect(sol.result.flags).toEqual([]);
    expect(honey.token_address).toBe(fx.tokens.honeypot.address);
    // Batch items on EVM chains run the buy/sell simulation (one eth_call each): the honeypot is caught in a batch too.
    expect(honey.result.flags).toContain("HONEYPOT");
    expect(fee.result.flags).toEqual(expect.arrayContaining(["SELL_TAX"]));
    expect(body.summary).toEqual({ requested: 6, succeeded: 3, failed: 3, charged: 3 });
    expect(await used(id)).toBe(before + 3);
  });
});

describe("watchlist with EVM entries", () => {
  it("adds a token by chain alias (stored canonical), lists it with its chain, removes it by ?chain= (needed only when ambiguous)", async () => {
    const id = "acct_evm_watch";
    const token = fx.tokens.mintable.address;
    const add = await post("/api/v1/watchlist", { tokenAddress: token.toLowerCase(), chain: "ethereum-mainnet" }, id);
    expect(add.status).toBe(201);
    expect((await add.json()).entry).toMatchObject({ tokenAddress: token, chain: "ethereum" });
    // The same address on BNB Chain is another entry.
    expect((await post("/api/v1/watchlist", { tokenAddress: token, chain: "bsc" }, id)).status).toBe(201);
    const list = await (await fetch(server.url + "/api/v1/watchlist", { headers: auth(id) })).json();
    expect(list.entries.map((e: { chain: string; tokenAddress: string }) => [e.chain, e.tokenAddress])).toEqual([
      ["ethereum", token],
      ["bsc", token],
    ]);
    // A chain switched off on this server cannot be watched (it could never be rescanned).
    const off = await post("/api/v1/watchlist", { tokenAddress: token, chain: "base" }, id);
    expect(off.status).toBe(400);
    expect((await envelope(off)).error).toContain("BASE_RPC_URL=off");
    // Ambiguous without ?chain=.
    const ambiguous = await fetch(`${server.url}/api/v1/watchlist/${token}`, { method: "DELETE", headers: auth(id) });
    expect(ambiguous.status).toBe(400);
    expect((await envelope(ambiguous)).error).toMatch(/watched on ethereum and bsc/);
    const del = await fetch(`${server.url}/api/v1/watchlist/${token}?chain=BNB`, {
      method: "DELETE",
      headers: auth(id),
    });
    expect(await del.json()).toEqual({ removed: token, chain: "bsc" });
    const left = await (await fetch(server.url + "/api/v1/watchlist", { headers: auth(id) })).json();
    expect(left.entries.map((e: { chain: string }) => e.chain)).toEqual(["ethereum"]);
    // Now unambiguous: the lowercase address alone finds the one EVM entry.
    const last = await fetch(`${server.url}/api/v1/watchlist/${token.toLowerCase()}`, {
      method: "DELETE",
      headers: auth(id),
    });
    expect(await last.json()).toEqual({ removed: token, chain: "ethereum" });
    const gone = await (await fetch(server.url + "/api/v1/watchlist", { headers: auth(id) })).json();
    expect(gone.entries).toEqual([]);
  });
});

describe("watchlist cron with EVM entries", () => {
  it("rescans each entry on its own chain, with market data asked per chain, and records the result", async () => {
    const id = "acct_evm_cron";
    expect(
      (await post("/api/v1/watchlist", { tokenAddress: fx.tokens.fee.address, chain: "ethereum" }, id)).status,
    ).toBe(201);
    expect(
      (await post("/api/v1/watchlist", { tokenAddress: fx.tokens.honeypot.address, chain: "bsc" }, id)).status,
    ).toBe(201);
    const h = fx.tokens.honeypot;
    dex.setPairs(
      h.address,
      [
        {
          pairAddress: h.pair!,
          baseToken: { address: h.address },
          quoteToken: { address: fx.weth, symbol: "WBNB" },
          dexId: "pancakeswap",
        },
      ],
      "bsc",
    );
    dex.requests.length = 0;
    const run = await fetch(server.url + "/api/cron/watchlist", {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ claimed: 2, scanned: 2, failed: 0 });
    // One bulk request per chain: the cron prefetches its claims' pair lists into the store, grouped by chain, and the
    // rescans read them from there.
    expect(dex.requests.filter((r) => r.includes("/tokens/v1/ethereum/")).length).toBe(1);
    expect(dex.requests.filter((r) => r.includes("/tokens/v1/bsc/")).length).toBe(1);
    const list = await (await fetch(server.url + "/api/v1/watchlist", { headers: auth(id) })).json();
    expect(
      list.entries.map(
        (e: { chain: string; lastResult: { riskLevel: string } | null; lastAttempt: { outcome: string } | null }) => [
          e.chain,
          e.lastResult?.riskLevel,
          e.lastAttempt?.outcome,
        ],
      ),
    ).toEqual([
      ["ethereum", "critical", "ok"],
      ["bsc", "critical", "ok"],
    ]);
  });
});

describe("POST /api/v1/scan/sandbox with an EVM chain", () => {
  const address = (scenario: string) => EVM_SANDBOX_CATALOGUE.find((s) => s.scenario === scenario)!.address;

  it("each scenario on each EVM chain: deterministic, its own failing checks; needs no RPC (Base is off here)", async () => {
    for (const chain of ["ethereum", "base", "BNB"]) {
      const res = await post("/api/v1/scan/sandbox", { chain, tokenAddress: address("honeypot") });
      expect(res.status, chain).toBe(200);
      const r = FullScanResponseSchema.strict().parse(await res.json());
      expect(r).toMatchObject({ mode: "sandbox", chain: chain === "BNB" ? "bsc" : chain, riskLevel: "critical" });
      expect(r.findings.find((f) => f.id === "HONEYPOT")?.status).toBe("fail");
      const again = FullScanResponseSchema.parse(
        await (await post("/api/v1/scan/sandbox", { chain, tokenAddress: address("honeypot") })).json(),
      );
      const { scanId: _a, scannedAt: _b, durationMs: _c, ...first } = r;
      const { scanId: _d, scannedAt: _e, durationMs: _f, ...second } = again;
      expect(second).toEqual(first);
      expect(again.scanId).not.toBe(r.scanId);
    }
    // No address: the clean scenario, low risk.
    const clean = FullScanResponseSchema.parse(
      await (await post("/api/v1/scan/sandbox", { chain: "ethereum" })).json(),
    );
    expect(clean).toMatchObject({ tokenAddress: address("clean"), riskLevel: "low" });
    // Caller figures apply as on Solana.
    const caller = PlatformScanResponseSchema.parse(
      await (
        await post("/api/v1/scan/sandbox", { chain: "ethereum", liquidityUsd: 12, responseMode: "platform" })
      ).json(),
    );
    expect(caller).toMatchObject({ liquidity_usd: 12, liquidity_source: "caller" });
    // The Solana sandbox is unchanged: an empty body.
    const sol = await fetch(server.url + "/api/v1/scan/sandbox", {
      method: "POST",
      headers: { authorization: auth("acct_ent").authorization },
    });
    expect((await sol.json()).chain).toBe("solana");
  });

  it("an address outside the EVM catalogue is 400 and names the scenarios", async () => {
    const res = await post("/api/v1/scan/sandbox", { chain: "ethereum", tokenAddress: fx.tokens.clean.address });
    expect(res.status).toBe(400);
    const e = await envelope(res);
    expect(e.reason).toBe("INVALID_INPUT");
    expect(e.error).toContain("honeypot");
  });
});
