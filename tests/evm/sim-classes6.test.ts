/**
 * The buy/sell simulation as real sellers meet it (contracts/test-tokens/SimTokens6.sol), through the engine's entry
 * point on the local EVM. The tokens are deployed here (on the shared node, after the fixture), each launched like the
 * fixture's: a WETH pair with liquidity, the supply spread, the LP burnt. Expectations written before the engine ran:
 *   feeSkim   danger: a sell keeps 3 % at a gas price below 0.05 gwei (a zero-gas-price eth_call) and 85 % when the
 *             seller pays a real gas price. Scanned through a stand-in RPC that reports a 40 gwei base fee and
 *             rejects, as geth does, an eth_call whose fee cap is under it ("max fee per gas less than block base
 *             fee") or whose sender cannot pay for its gas: the simulation runs at the base fee plus a tip, so the
 *             sell tax reads about 85 %, SELL_TAX fails, high or critical, nothing rejected; on a chain without a
 *             base fee it runs at the documented floor (1 gwei) and reads the same.
 *   approvalDesk   danger: approve() reports success but stores 1 wei for anyone the owner did not seat at its
 *                  "desk": the simulator's sell fails on the router's transferFrom, and the ordinary-wallet sell (an
 *                  allowance written by state override) must not clear it: HONEYPOT critical, "approvals silently
 *                  not stored", evidence the stored allowance.
 *   signerApproval danger: approve() stores zero only when the approver signs the transaction itself
 *                  (msg.sender == tx.origin): the simulator (a contract) sells fine; the ordinary wallet approving for
 *                  itself gets nothing: HONEYPOT critical, silent approve by the wallet.
 *   compact96      control: allowances kept in 96 bits (UNI, COMP): approve(max) stores less than asked but more than
 *                  the sell needs: HONEYPOT passes, low or medium.
 *   clampedFeed    a sell pays the rate an outside feed (owner-settable, one key) answers, clamped in the token to
 *                  10 %: with the feed's code replaced by a hostile stand-in answering huge numbers the sell still goes
 *                  through at 10 % with the seller's balance right: EXTERNAL_CALL_IN_TRANSFER medium (not high), the
 *                  measured worst-case tax 10 % in the evidence.
 *   openFeed       the same feed, no clamp: the hostile feed's answer makes the sell revert: EXTERNAL_CALL_IN_TRANSFER
 *                  high, measured.
 *   gateScreened   sells are screened by an outside gate (one key) that returns nothing and reverts for flagged
 *                  sellers: with huge answers the sell works (the answer is ignored), with a reverting gate it fails:
 *                  a veto on sellers, EXTERNAL_CALL_IN_TRANSFER high, measured.
 *   delegateHook   danger: the token DELEGATECALLs a hook that closes sells; the hook's address holds the callee
 *                  switch in the simulation, which must still run the hook's code in the token's storage: HONEYPOT
 *                  critical with the hook's reason.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type Address, toHex } from "viem";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type EvmTokenFacts, readEvmToken } from "@/lib/chains/evm/reader";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { calleeBounded } from "@/lib/chains/evm/simulate";
import { sellAsWallet } from "@/lib/chains/evm/wallet-sell";
import type { EngineResult } from "@/lib/engine/types";
import { localNetwork, SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

/** The base fee the stand-in reports for the head block (a busy mainnet hour). */
const STANDIN_BASE_FEE = 40_000_000_000n;

interface RpcCall {
  jsonrpc: "2.0";
  id: number | string | null;
  method: string;
  params?: unknown[];
}
interface CallTx {
  from?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  value?: string;
}

/**
 * A JSON-RPC front for the local node that behaves like geth on a chain with a base fee (or, `baseFee` null, on one
 * without): the head block (`eth_getBlockByNumber("latest")`) reports `baseFee`; an `eth_call` that names a gas price
 * is checked as geth's state transition checks it: a fee cap under the base fee is refused ("max fee per gas less
 * than block base fee"), a sender (its balance from the state override, else from the node) that cannot pay gas x
 * fee cap is refused ("insufficient funds for gas * price + value"). Everything else is forwarded. Single calls and
 * batches, like the real wire format.
 */
async function startBaseFeeRpc(upstream: string, baseFee: bigint | null) {
  const refused: string[] = [];
  const feeCaps: bigint[] = [];
  const forward = async (call: RpcCall) =>
    (await (
      await fetch(upstream, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(call),
      })
    ).json()) as { result?: unknown; error?: unknown };
  const refuse = (call: RpcCall, message: string) => {
    refused.push(message);
    return { jsonrpc: "2.0", id: call.id, error: { code: -32000, message } };
  };
  const handle = async (call: RpcCall): Promise<unknown> => {
    if (call.method === "eth_getBlockByNumber" && call.params?.[0] === "latest") {
      const out = await forward(call);
      const block = { ...(out.result as Record<string, unknown>) };
      if (baseFee === null) delete block.baseFeePerGas;
      else block.baseFeePerGas = toHex(baseFee);
      return { ...out, result: block };
    }
    if (call.method === "eth_call") {
      const tx = (call.params?.[0] ?? {}) as CallTx;
      const capHex = tx.maxFeePerGas ?? tx.gasPrice;
      if (capHex !== undefined) {
        const cap = BigInt(capHex);
        feeCaps.push(cap);
        if (baseFee !== null && cap < baseFee)
          return refuse(
            call,
            `max fee per gas less than block base fee: address ${tx.from}, maxFeePerGas: ${cap}, baseFee: ${baseFee}`,
          );
        const overrides = (call.params?.[2] ?? {}) as Record<string, { balance?: string }>;
        const from = tx.from ?? "0x0000000000000000000000000000000000000000";
        const own = Object.entries(overrides).find(([a]) => a.toLowerCase() === from.toLowerCase())?.[1]?.balance;
        const balance = BigInt(
          own ??
            ((await forward({ jsonrpc: "2.0", id: 0, method: "eth_getBalance", params: [from, "latest"] }))
              .result as string),
        );
        const need = BigInt(tx.gas ?? "0x0") * cap + BigInt(tx.value ?? "0x0");
        if (balance < need)
          return refuse(
            call,
            `insufficient funds for gas * price + value: address ${from} have ${balance} want ${need}`,
          );
      }
    }
    return forward(call);
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => resolve(body));
      req.on("error", reject);
    });
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as RpcCall | RpcCall[];
    const out = Array.isArray(body) ? await Promise.all(body.map(handle)) : await handle(body);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(out));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    feeCaps,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A node that refuses every eth_call with a JSON-RPC error that is no execution revert (a fee-cap refusal, a rate
 * limit), as a provider does; other methods are forwarded. */
async function startRefusingRpc(upstream: string, error: { code: number; message: string }) {
  const handle = async (call: RpcCall): Promise<unknown> => {
    if (call.method === "eth_call") return { jsonrpc: "2.0", id: call.id, error };
    const res = await fetch(upstream, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(call),
    });
    return res.json();
  };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", async () => {
      const parsed = JSON.parse(body) as RpcCall | RpcCall[];
      const out = Array.isArray(parsed) ? await Promise.all(parsed.map(handle)) : await handle(parsed);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const KEYS = [
  "feeSkim",
  "approvalDesk",
  "signerApproval",
  "compact96",
  "clampedFeed",
  "openFeed",
  "gateScreened",
  "delegateHook",
  "lenientLevy",
  "permitLedger",
] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
let baseFeeRpc: Awaited<ReturnType<typeof startBaseFeeRpc>>;
let noBaseFeeRpc: Awaited<ReturnType<typeof startBaseFeeRpc>>;
let noBaseFeeFacts: EvmTokenFacts;

beforeAll(async () => {
  const chain = await launcher(fx);
  const { deployer, send } = chain;
  /** A WETH pair with liquidity, the supply spread, the LP burnt (as the fixture's tokens). */
  const launch = async (key: Key, name: string, args: unknown[]) => {
    const t = await chain.launch(await chain.deployToken(name, args));
    tokens[key] = t.address;
    return t;
  };
  await launch("feeSkim", "PriorityFeeSkimToken", ["Priority Fee Skim Token", "PFSK", SUPPLY]);
  await launch("approvalDesk", "ApprovalDeskToken", ["Approval Desk Token", "ADSK", SUPPLY]);
  await launch("signerApproval", "SignerApprovalToken", ["Signer Approval Token", "SGNA", SUPPLY]);
  await launch("permitLedger", "PermitLedgerToken", ["Permit Ledger Token", "PLDG", SUPPLY]);
  await launch("compact96", "Compact96AllowanceToken", ["Compact Allowance Token", "C96A", SUPPLY]);
  const feed = () => chain.deploy("SellRateFeed");
  await launch("clampedFeed", "ClampedFeedFeeToken", ["Clamped Feed Fee Token", "CFFT", SUPPLY, await feed(), 1_000n]);
  await launch("openFeed", "OpenFeedFeeToken", ["Open Feed Fee Token", "OFFT", SUPPLY, await feed()]);
  const gate = await chain.deploy("ComplianceGate");
  await launch("gateScreened", "GateScreenedToken", ["Gate Screened Token", "GSCR", SUPPLY, gate]);
  const hook = await chain.deploy("SellClosingHook", [deployer]);
  const hooked = await launch("delegateHook", "DelegateHookToken", ["Delegate Hook Token", "DHKT", SUPPLY, hook]);
  await send(hooked.address, hooked.abi, "setMarket", [hooked.pair]);
  const desk = await chain.deploy("LevyDesk");
  await launch("lenientLevy", "LenientLevyToken", ["Lenient Levy Token", "LNLV", SUPPLY, desk]);

  baseFeeRpc = await startBaseFeeRpc(fx.url, STANDIN_BASE_FEE);
  noBaseFeeRpc = await startBaseFeeRpc(fx.url, null);
  // Through the base-fee stand-in (a chain with a base fee, geth's eth_call checks).
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30), url: baseFeeRpc.url });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  noBaseFeeFacts = await readEvmToken(createEvmRpc({ url: noBaseFeeRpc.url }).client, localNetwork(fx), tokens.feeSkim);
}, 120_000);

afterAll(async () => {
  await baseFeeRpc?.close();
  await noBaseFeeRpc?.close();
});

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);

describe("the simulation pays a real gas price", () => {
  it("feeSkim: at the base fee plus a tip the 85 % sell fee real sellers pay is measured; SELL_TAX fails", () => {
    const r = results.feeSkim;
    expect(r.evm!.simulation.status).toBe("completed");
    expect(r.evm!.simulation.sellTaxPct).toBeGreaterThanOrEqual(80);
    expect(finding(r, "SELL_TAX")?.status).toBe("fail");
    expect(["high", "critical"]).toContain(r.riskLevel);
  });

  it("no simulation-round eth_call is refused by a node that enforces the base fee (geth's rule), none is priced under it", () => {
    expect(baseFeeRpc.refused).toEqual([]);
    // The simulation, the privilege probe and the wallet sell: each named a fee cap at or above the base fee.
    expect(baseFeeRpc.feeCaps.length).toBeGreaterThanOrEqual(3);
    for (const cap of baseFeeRpc.feeCaps) expect(cap).toBeGreaterThanOrEqual(STANDIN_BASE_FEE);
    expect(finding(results.feeSkim, "HONEYPOT")?.status).toBe("pass");
  });

  it("a chain without a base fee: the documented floor gas price, the same 85 % measured", () => {
    expect(noBaseFeeRpc.refused).toEqual([]);
    expect(noBaseFeeRpc.feeCaps.length).toBeGreaterThanOrEqual(3);
    for (const cap of noBaseFeeRpc.feeCaps) expect(cap).toBe(1_000_000_000n);
    const s = noBaseFeeFacts.simulation;
    if (s.status !== "completed") throw new Error(`simulation ${s.status}`);
    expect(s.sell.taxBps).toBeGreaterThanOrEqual(8_000);
  });
});

describe("an approve that does not take is a blocked sell", () => {
  it("approvalDesk: the simulator's approve stored 1 wei; the override-funded wallet sell does not clear it: HONEYPOT critical", () => {
    const r = results.approvalDesk;
    const h = finding(r, "HONEYPOT");
    expect(h?.status).toBe("fail");
    expect(h?.severity).toBe("critical");
    expect(h?.evidence).toMatchObject({ silentApprove: "simulator", approveStored: "1" });
    expect(r.riskLevel).toBe("critical");
  });

  it("signerApproval: the simulator sold, but an ordinary wallet approving for itself stored zero: HONEYPOT critical", () => {
    const r = results.signerApproval;
    expect(r.evm!.simulation.status).toBe("completed");
    const h = finding(r, "HONEYPOT");
    expect(h?.status).toBe("fail");
    expect(h?.severity).toBe("critical");
    expect(h?.evidence).toMatchObject({ silentApprove: "wallet", approveStored: "0", sellOk: true });
    expect(r.riskLevel).toBe("critical");
  });

  it("permitLedger: allowance() reads 0 after every approve, but the simulator and the ordinary wallet both sold: no honeypot", () => {
    const r = results.permitLedger;
    const s = r.evm!.simulation;
    expect(s.status).toBe("completed");
    const h = finding(r, "HONEYPOT");
    expect(h?.status).toBe("pass");
    expect(h?.evidence).toMatchObject({ sellOk: true });
    expect(h?.evidence.silentApprove).toBeUndefined();
    expect(r.riskLevel).not.toBe("critical");
  });

  it("compact96: an allowance capped at 2^96 - 1 is more than the sell needs: no honeypot", () => {
    const r = results.compact96;
    expect(finding(r, "HONEYPOT")?.status).toBe("pass");
    expect(["low", "medium"]).toContain(r.riskLevel);
  });
});

describe("an outside contract in the sell path, measured hostile", () => {
  it("clampedFeed: the token clamps the feed's answer to 10 %, but the feed sits in storage and its revert blocks the sell: high", () => {
    const r = results.clampedFeed;
    const e = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(e?.status).toBe("fail");
    expect(e?.severity).toBe("high");
    expect(e?.evidence).toMatchObject({
      hostileMeasured: true,
      hostileSellOk: true,
      hostileBalanceOk: true,
      hostileAnswerUsed: true,
      revertSellOk: false,
      hostileBounded: false,
    });
    expect(e?.evidence.hostileTaxPct).toBeGreaterThanOrEqual(9.9);
    expect(e?.evidence.hostileTaxPct).toBeLessThanOrEqual(10.1);
    // Today's feed answers 3 %: the sell tax measured is the real one.
    expect(r.evm!.simulation.sellTaxPct).toBeLessThanOrEqual(3.1);
  });

  it("openFeed: no clamp: the hostile feed's answer breaks the sell: high, measured", () => {
    const r = results.openFeed;
    const e = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(e?.status).toBe("fail");
    expect(e?.severity).toBe("high");
    expect(e?.evidence).toMatchObject({ hostileMeasured: true, hostileBounded: false, hostileSellOk: false });
  });
});

describe("a callee stressed with in-range answers too", () => {
  it("lenientLevy: huge answers and reverts are ignored (sells free), but an answer of 9,999 bps is taken: high", () => {
    const e = finding(results.lenientLevy, "EXTERNAL_CALL_IN_TRANSFER");
    expect(e?.status).toBe("fail");
    expect(e?.severity).toBe("high");
    expect(e?.evidence).toMatchObject({ hostileMeasured: true, hostileSellOk: true, hostileBounded: false });
    expect(e?.evidence.hostileTaxPct).toBeGreaterThan(90);
    // The desk answers 2 % today: the measured sell tax is the real one.
    expect(results.lenientLevy.evm!.simulation.sellTaxPct).toBeLessThanOrEqual(2.1);
  });

  it("a bounded answer from a callee the token uses may veto by reverting only when the callee is hard-coded and its code fixed", () => {
    const base = {
      switched: [] as Address[],
      measured: true,
      hostileSellOk: true,
      hostileTaxBps: 1_000,
      balanceOk: true,
      revertSellOk: false,
      answerUsed: true,
    };
    expect(calleeBounded({ ...base, fixed: true })).toBe(true);
    expect(calleeBounded({ ...base, fixed: false })).toBe(false);
    expect(calleeBounded({ ...base, fixed: true, answerUsed: false })).toBe(false);
    expect(calleeBounded({ ...base, fixed: false, revertSellOk: true })).toBe(true);
  });
});

describe("an outside veto in the sell path", () => {
  it("gateScreened: the gate's answer is ignored but its revert blocks the sell: a veto on sellers, high", () => {
    const e = finding(results.gateScreened, "EXTERNAL_CALL_IN_TRANSFER");
    expect(e?.status).toBe("fail");
    expect(e?.severity).toBe("high");
    expect(e?.evidence).toMatchObject({
      hostileMeasured: true,
      hostileSellOk: true,
      revertSellOk: false,
      hostileAnswerUsed: false,
      hostileBounded: false,
    });
  });
});

describe("a delegate-called hook behind the callee switch", () => {
  it("delegateHook: the hook's own code still runs in the token's storage: the closed sell is a honeypot", () => {
    const r = results.delegateHook;
    const h = finding(r, "HONEYPOT");
    expect(h?.status).toBe("fail");
    expect(h?.severity).toBe("critical");
    expect(String(h?.evidence.sellReason)).toContain("hook: sells closed");
  });
});

describe("the ordinary wallet's sell: only an execution revert says it cannot sell", () => {
  const target = () => ({
    token: tokens.compact96,
    router: fx.router,
    path: [tokens.compact96, fx.weth],
    amount: 10n ** 18n,
  });

  it("a node refusing the priced call, or rate-limiting it, is no evidence: not_run", async () => {
    for (const error of [
      { code: -32000, message: "max fee per gas less than block base fee: maxFeePerGas: 1, baseFee: 7" },
      { code: -32005, message: "request rate exceeded" },
    ]) {
      const rpc = await startRefusingRpc(fx.url, error);
      try {
        const out = await sellAsWallet(createEvmRpc({ url: rpc.url }).client, target(), { kind: "solidity", base: 3n });
        expect(out.status, error.message).toBe("not_run");
      } finally {
        await rpc.close();
      }
    }
  });

  it("a sell that reverts on chain (no balance at the guessed slot) is the answer: completed, cannot sell", async () => {
    const out = await sellAsWallet(createEvmRpc({ url: fx.url }).client, target(), { kind: "solidity", base: 99n });
    expect(out).toMatchObject({ status: "completed", ok: false });
  });
});

describe("round trips", () => {
  it("the base fee rides in round 1: 3 HTTP requests with viem's batching (burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
