/**
 * A REAL HTTP JSON-RPC 2.0 server on 127.0.0.1 serving fixture accounts, for tests.
 *
 * In-process:  const rpc = await startLocalRpc(); ... rpc.url ... await rpc.close();
 * As a process: npx tsx tests/support/local-rpc-server.ts --port 0
 *               -> prints one JSON line {"url": "..."} on stdout and serves the default fixtures.
 *
 * Methods: getMultipleAccounts, getAccountInfo, getProgramAccounts (dataSize / memcmp filters,
 * dataSlice, base64), getTokenLargestAccounts (-32602 for non-mints,
 * like mainnet), getSlot, getEpochInfo, getHealth, getBalance, getSignaturesForAddress
 * (newest first, `limit`/`before` pagination), getTransaction (fee payer + blockTime), and
 * simulateTransaction (REAL execution on LiteSVM, tests/support/litesvm-simulator.ts; loaded
 * lazily). JSON-RPC batches (arrays).
 * Fault modes: ok | down (HTTP 503) | slow (delay N ms, then answer) | garbage (invalid JSON).
 * Programs: a fixture may carry `programs` (program id -> sBPF ELF bytes, e.g. a transfer-hook
 * program from tests/support/sbpf-elf.ts); simulateTransaction deploys the ones a transaction
 * references (LiteSVM `addProgram`). They are not served as accounts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ProgramAccountFilterError, selectProgramAccounts } from "../../lib/chains/solana/program-accounts";
import type { LargestAccount } from "../../lib/engine/types";
import { simulateWithLiteSvm } from "./litesvm-simulator";
import {
  buildAllFixtures,
  type Fixture,
  type FixtureAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from "./solana-fixtures";

export type RpcMode = "ok" | "down" | "slow" | "garbage";

export interface LocalRpcStats {
  httpRequests: number;
  calls: Record<string, number>;
  /** JSON bytes of the getProgramAccounts results served (its cost, measured). */
  programAccountsBytes?: number;
}

/** A fixture that may also carry programs deployed in simulations (program id -> ELF bytes). */
export type FixtureWithPrograms = Fixture & { programs?: Map<string, Uint8Array> };

export interface LocalRpc {
  url: string;
  stats(): LocalRpcStats;
  resetStats(): void;
  setMode(mode: RpcMode, delayMs?: number): void;
  setAccount(address: string, account: FixtureAccount | null): void;
  setLargest(mint: string, list: LargestAccount[]): void;
  addScenario(fixture: FixtureWithPrograms): void;
  /** Deploys (ELF bytes) or removes (null) a program for simulateTransaction. */
  setProgram(programId: string, elf: Uint8Array | null): void;
  /** Mint history: signatures oldest LAST is not required; give them in any order with blockTime (s). */
  setHistory(
    address: string,
    entries: Array<{ signature: string; slot: number; blockTime: number; feePayer: string }>,
  ): void;
  close(): Promise<void>;
}

export interface StartLocalRpcOptions {
  port?: number;
  /** Fixtures to serve; default: every fixture of solana-fixtures.ts. */
  fixtures?: FixtureWithPrograms[];
  slot?: number;
}

interface JsonRpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const MINT_SIZE = 82;

export async function startLocalRpc(options: StartLocalRpcOptions = {}): Promise<LocalRpc> {
  const accounts = new Map<string, FixtureAccount>();
  const largest = new Map<string, LargestAccount[]>();
  const programs = new Map<string, Uint8Array>();
  const fixtures: FixtureWithPrograms[] = options.fixtures ?? Object.values(await buildAllFixtures());
  const addScenario = (f: FixtureWithPrograms) => {
    for (const [k, v] of f.accounts) accounts.set(k, v);
    for (const [k, v] of f.programs ?? []) programs.set(k, v);
    if (
      f.largest.length ||
      accounts.get(f.mint)?.owner === TOKEN_PROGRAM ||
      accounts.get(f.mint)?.owner === TOKEN_2022_PROGRAM
    ) {
      largest.set(f.mint, f.largest);
    }
  };
  fixtures.forEach(addScenario);

  const slot = options.slot ?? 250_000_000;
  const history = new Map<string, Array<{ signature: string; slot: number; blockTime: number; feePayer: string }>>();
  const txs = new Map<string, { slot: number; blockTime: number; feePayer: string }>();
  let mode: RpcMode = "ok";
  let delayMs = 0;
  let stats: LocalRpcStats = { httpRequests: 0, calls: {} };

  const encodeAccount = (a: FixtureAccount | undefined) =>
    a
      ? {
          data: [Buffer.from(a.data).toString("base64"), "base64"],
          executable: a.executable ?? false,
          lamports: Number(a.lamports),
          owner: a.owner,
          // biome-ignore lint/correctness/noPrecisionLoss: u64::MAX as the real RPC writes it; as a JS number it goes out as 18446744073709552000, which no reader here uses
          rentEpoch: 18446744073709551615,
          space: a.data.length,
        }
      : null;

  const isMint = (a: FixtureAccount | undefined) =>
    !!a &&
    (a.owner === TOKEN_PROGRAM || a.owner === TOKEN_2022_PROGRAM) &&
    (a.data.length === MINT_SIZE || (a.data.length > 165 && a.data[165] === 1));

  function handle(method: string, params: unknown[]): unknown {
    const ctx = { apiVersion: "2.2.0", slot };
    switch (method) {
      case "getMultipleAccounts": {
        const [addrs, cfg] = params as [string[], { encoding?: string } | undefined];
        if (!Array.isArray(addrs)) throw new RpcError(-32602, "Invalid params: expected an array of addresses");
        if (addrs.length > 100) throw new RpcError(-32602, "Too many inputs provided; max 100");
        if (cfg?.encoding !== "base64") throw new RpcError(-32602, "local-rpc only serves encoding base64");
        return { context: ctx, value: addrs.map((a) => encodeAccount(accounts.get(a))) };
      }
      case "getProgramAccounts": {
        const [program, cfg] = params as [
          string,
          {
            encoding?: string;
            filters?: Array<{ dataSize?: number; memcmp?: { offset: number; bytes: string } }>;
            dataSlice?: { offset: number; length: number };
          },
        ];
        if (cfg?.encoding !== "base64") throw new RpcError(-32602, "local-rpc only serves encoding base64");
        let selected: Array<[string, FixtureAccount]>;
        try {
          selected = selectProgramAccounts(accounts, program, cfg.filters ?? [], cfg.dataSlice);
        } catch (e) {
          if (e instanceof ProgramAccountFilterError) throw new RpcError(-32602, e.message);
          throw e;
        }
        const out = selected.map(([pubkey, a]) => ({ pubkey, account: encodeAccount(a) }));
        stats.programAccountsBytes =
          (stats.programAccountsBytes ?? 0) + out.reduce((n, o) => n + JSON.stringify(o).length, 0);
        return out;
      }
      case "getAccountInfo": {
        const [addr] = params as [string];
        return { context: ctx, value: encodeAccount(accounts.get(addr)) };
      }
      case "getTokenLargestAccounts": {
        const [mint] = params as [string];
        const acct = accounts.get(mint);
        if (!acct) throw new RpcError(-32602, "Invalid param: could not find account");
        if (!isMint(acct)) throw new RpcError(-32602, "Invalid param: not a Token mint");
        const decimals = acct.data[44];
        const list = largest.get(mint) ?? [];
        return {
          context: ctx,
          value: list.map((l) => {
            const ui = Number(l.amount) / 10 ** decimals;
            return { address: l.address, amount: l.amount, decimals, uiAmount: ui, uiAmountString: String(ui) };
          }),
        };
      }
      case "getSignaturesForAddress": {
        const [addr, cfg] = params as [string, { limit?: number; before?: string } | undefined];
        const limit = Math.min(cfg?.limit ?? 1000, 1000);
        const list = [...(history.get(addr) ?? [])].sort((a, b) => b.slot - a.slot);
        let start = 0;
        if (cfg?.before) {
          const i = list.findIndex((e) => e.signature === cfg.before);
          start = i < 0 ? list.length : i + 1;
        }
        return list.slice(start, start + limit).map((e) => ({
          signature: e.signature,
          slot: e.slot,
          blockTime: e.blockTime,
          err: null,
          memo: null,
          confirmationStatus: "finalized",
        }));
      }
      case "getTransaction": {
        const [sig] = params as [string];
        const t = txs.get(sig);
        if (!t) return null;
        return {
          slot: t.slot,
          blockTime: t.blockTime,
          meta: { err: null, fee: 5000 },
          transaction: { signatures: [sig], message: { accountKeys: [t.feePayer], instructions: [] } },
        };
      }
      case "simulateTransaction": {
        const [tx, cfg] = params as [
          string,
          (
            | {
                encoding?: string;
                sigVerify?: boolean;
                replaceRecentBlockhash?: boolean;
                accounts?: { addresses?: string[] };
              }
            | undefined
          ),
        ];
        if (typeof tx !== "string") throw new RpcError(-32602, "Invalid params: transaction must be a string");
        if (cfg?.encoding !== "base64") throw new RpcError(-32602, "local-rpc simulates base64 transactions only");
        if (cfg?.sigVerify !== false || cfg?.replaceRecentBlockhash !== true)
          throw new RpcError(-32602, "local-rpc requires sigVerify:false and replaceRecentBlockhash:true");
        try {
          return simulateWithLiteSvm(tx, accounts, { slot, accounts: cfg.accounts?.addresses, programs });
        } catch (err) {
          throw new RpcError(-32602, `invalid transaction: ${(err as Error).message.slice(0, 120)}`);
        }
      }
      case "getSlot":
        return slot;
      case "getEpochInfo":
        return {
          absoluteSlot: slot,
          blockHeight: slot - 1000,
          epoch: Math.floor(slot / 432_000),
          slotIndex: slot % 432_000,
          slotsInEpoch: 432_000,
          transactionCount: 1,
        };
      case "getHealth":
        return "ok";
      case "getBalance": {
        const [addr] = params as [string];
        return { context: ctx, value: Number(accounts.get(addr)?.lamports ?? 0n) };
      }
      default:
        throw new RpcError(-32601, "Method not found");
    }
  }

  function answer(req: JsonRpcRequest): unknown {
    const id = req?.id ?? null;
    if (!req || typeof req !== "object" || req.jsonrpc !== "2.0" || typeof req.method !== "string") {
      return { jsonrpc: "2.0", id, error: { code: -32600, message: "Invalid request" } };
    }
    stats.calls[req.method] = (stats.calls[req.method] ?? 0) + 1;
    try {
      const params = Array.isArray(req.params) ? req.params : [];
      return { jsonrpc: "2.0", id, result: handle(req.method, params) };
    } catch (err) {
      const e = err instanceof RpcError ? err : new RpcError(-32603, "Internal error");
      return { jsonrpc: "2.0", id, error: { code: e.code, message: e.message } };
    }
  }

  function readBody(req: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
  }

  const send = (res: ServerResponse, status: number, body: string, type = "application/json") => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
    res.end(body);
  };

  const server = createServer(async (req, res) => {
    stats.httpRequests++;
    const body = await readBody(req).catch(() => "");
    if (req.method !== "POST") return send(res, 405, "method not allowed", "text/plain");
    if (mode === "down") return send(res, 503, "service unavailable", "text/plain");
    if (mode === "garbage") return send(res, 200, "{this is not json");
    if (mode === "slow") await new Promise((r) => setTimeout(r, delayMs));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return send(
        res,
        200,
        JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }),
      );
    }
    const out = Array.isArray(parsed)
      ? parsed.map((r) => answer(r as JsonRpcRequest))
      : answer(parsed as JsonRpcRequest);
    send(res, 200, JSON.stringify(out));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({
      httpRequests: stats.httpRequests,
      calls: { ...stats.calls },
      ...(stats.programAccountsBytes !== undefined ? { programAccountsBytes: stats.programAccountsBytes } : {}),
    }),
    resetStats: () => {
      stats = { httpRequests: 0, calls: {} };
    },
    setMode: (m, d = 0) => {
      mode = m;
      delayMs = d;
    },
    setAccount: (addr, acct) => {
      if (acct) accounts.set(addr, acct);
      else accounts.delete(addr);
    },
    setLargest: (mint, list) => {
      largest.set(mint, list);
    },
    addScenario,
    setProgram: (id, elf) => {
      if (elf) programs.set(id, elf);
      else programs.delete(id);
    },
    setHistory: (addr, entries) => {
      history.set(addr, entries);
      for (const e of entries) txs.set(e.signature, { slot: e.slot, blockTime: e.blockTime, feePayer: e.feePayer });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// Run as a separate process: `npx tsx tests/support/local-rpc-server.ts --port 0`
if (typeof process !== "undefined" && process.argv[1] && /local-rpc-server\.[cm]?[jt]s$/.test(process.argv[1])) {
  const i = process.argv.indexOf("--port");
  const port = i >= 0 ? Number(process.argv[i + 1] ?? 0) : 0;
  startLocalRpc({ port }).then((rpc) => {
    process.stdout.write(`${JSON.stringify({ url: rpc.url })}\n`);
    const stop = () => void rpc.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
}
