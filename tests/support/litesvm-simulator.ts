/**
 * JSON-RPC `simulateTransaction` backed by a REAL LiteSVM instance (it runs the real SPL
 * Token / Token-2022 / ATA programs). TEST SUPPORT ONLY: litesvm is a devDependency with its
 * own @solana/kit 8; lib/ never imports it. litesvm is native: keep solana-bankrun out of
 * this process.
 *
 * For each call: a fresh LiteSVM (sigverify off, blockhash check off = `sigVerify: false,
 * replaceRecentBlockhash: true`), the clock set to the server's slot/epoch, every static
 * account of the transaction that the fixture store holds loaded into it, every static
 * account that is a fixture PROGRAM (program id -> sBPF ELF bytes) deployed with
 * `addProgram`, then simulate.
 * Answers the JSON-RPC result shape {context:{slot}, value:{err, logs, accounts,
 * unitsConsumed, returnData}} with err in the RPC's TransactionError JSON form.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from "@solana/kit";
import type { FixtureAccount } from "./solana-fixtures";

const require = createRequire(import.meta.url);

const BUILTIN = new Set([
  "11111111111111111111111111111111",
  "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  "ComputeBudget111111111111111111111111111111",
  "SysvarRent111111111111111111111111111111111",
]);

type LiteSvmModule = typeof import("litesvm");
let mod: LiteSvmModule | null = null;
/** litesvm's error enums are TypeScript `const enum`s (no runtime object): read their names from its .d.ts. */
let enums: Record<string, Map<number, string>> = {};
function load(): LiteSvmModule {
  if (!mod) {
    mod = require("litesvm") as LiteSvmModule;
    const dts = readFileSync(require.resolve("litesvm/dist/internal.d.ts"), "utf8");
    enums = {};
    for (const m of dts.matchAll(/export declare const enum (\w+) \{([^}]*)\}/g)) {
      const map = new Map<number, string>();
      for (const e of m[2].matchAll(/(\w+) = (\d+)/g)) map.set(Number(e[2]), e[1]);
      enums[m[1]] = map;
    }
  }
  return mod;
}

function enumName(enumName: string, value: number): string {
  return enums[enumName]?.get(value) ?? `Unknown${value}`;
}

/** litesvm error objects -> Solana JSON-RPC TransactionError JSON. */
export function rpcError(e: unknown): unknown {
  if (typeof e === "number") return enumName("TransactionErrorFieldless", e);
  const o = e as { index?: number; err?: () => unknown; accountIndex?: number; constructor?: { name?: string } };
  if (typeof o?.index === "number" && typeof o.err === "function") {
    const inner = o.err() as unknown;
    if (typeof inner === "number") return { InstructionError: [o.index, enumName("InstructionErrorFieldless", inner)] };
    const i = inner as { code?: number; msg?: string };
    if (typeof i.code === "number") return { InstructionError: [o.index, { Custom: i.code }] };
    return { InstructionError: [o.index, { BorshIoError: i.msg ?? "" }] };
  }
  if (typeof o?.index === "number") return { DuplicateInstruction: o.index };
  if (typeof o?.accountIndex === "number") {
    return /Restricted/.test(o.constructor?.name ?? "")
      ? { ProgramExecutionTemporarilyRestricted: { account_index: o.accountIndex } }
      : { InsufficientFundsForRent: { account_index: o.accountIndex } };
  }
  return "UnknownError";
}

export interface SimulateOptions {
  slot: number;
  /** Addresses whose post-simulation state to return. */
  accounts?: string[];
  /** Programs (program id -> ELF bytes) deployed when the transaction references them. */
  programs?: Map<string, Uint8Array>;
}

export function simulateWithLiteSvm(txBase64: string, store: Map<string, FixtureAccount>, opts: SimulateOptions) {
  const { LiteSVM } = load();
  const bytes = new Uint8Array(getBase64Encoder().encode(txBase64));
  const tx = getTransactionDecoder().decode(bytes);
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  const svm = new LiteSVM().withSigverify(false).withBlockhashCheck(false).withTransactionHistory(0n);
  const clock = svm.getClock();
  clock.slot = BigInt(opts.slot);
  clock.epoch = BigInt(Math.floor(opts.slot / 432_000));
  svm.setClock(clock);
  for (const key of message.staticAccounts) {
    if (BUILTIN.has(key)) continue;
    const a = store.get(key);
    if (!a) continue;
    svm.setAccount({
      address: key,
      data: a.data,
      executable: a.executable ?? false,
      lamports: a.lamports,
      programAddress: a.owner,
      space: BigInt(a.data.length),
    } as never);
  }
  for (const key of message.staticAccounts) {
    const elf = opts.programs?.get(key);
    if (elf) svm.addProgram(key as never, elf);
  }
  const res = svm.simulateTransaction(tx as never) as unknown as {
    err?: () => unknown;
    meta: () => { logs(): string[]; computeUnitsConsumed(): bigint };
    postAccounts?: () => Array<{
      address: string;
      data: Uint8Array;
      lamports: bigint;
      programAddress: string;
      executable: boolean;
    }>;
  };
  const failed = typeof res.err === "function";
  const meta = res.meta();
  const post = new Map<
    string,
    { address: string; data: Uint8Array; lamports: bigint; programAddress: string; executable: boolean }
  >();
  if (!failed && res.postAccounts) for (const a of res.postAccounts()) post.set(a.address, a);
  const accounts = (opts.accounts ?? []).map((addr) => {
    if (failed) return null;
    const a = post.get(addr);
    if (!a) {
      const pre = store.get(addr);
      return pre
        ? {
            data: [Buffer.from(pre.data).toString("base64"), "base64"],
            executable: false,
            lamports: Number(pre.lamports),
            owner: pre.owner,
            rentEpoch: 0,
            space: pre.data.length,
          }
        : null;
    }
    return {
      data: [Buffer.from(a.data).toString("base64"), "base64"],
      executable: a.executable,
      lamports: Number(a.lamports),
      owner: a.programAddress,
      rentEpoch: 0,
      space: a.data.length,
    };
  });
  return {
    context: { apiVersion: "2.2.0", slot: opts.slot },
    value: {
      err: failed ? rpcError(res.err!()) : null,
      logs: meta.logs(),
      accounts: opts.accounts ? accounts : null,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: null,
    },
  };
}
