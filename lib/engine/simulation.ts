/**
 * Sell simulation (live scans only).
 *
 * (a) Transfer simulation: simulateTransaction of CreateAssociatedTokenIdempotent +
 *     TransferChecked from a real holder to a fresh probe owner's ATA (sigVerify false,
 *     replaceRecentBlockhash true, post-state of the probe ATA requested). Catches frozen /
 *     default-frozen accounts, NonTransferable and paused mints, hooks that reject, and
 *     measures the effective transfer tax from the probe ATA's post balance.
 * (b) Swap simulation, when a Jupiter-compatible API is configured: quote + swap for a small
 *     sell from the same holder, then simulateTransaction of the returned transaction.
 *
 * Transfer hooks: when the mint's TransferHook extension names a program, the hook's extra
 * accounts are resolved off-chain like the official clients do (lib/chains/solana/transfer-hook.ts:
 * one getMultipleAccounts for the validation PDA, more only when seeds read account data) and
 * appended to TransferChecked, so Token-2022 runs the hook in the simulation. A resolution
 * failure is `inconclusive` / `hook_accounts_unresolved`; a hook that fails is `blocked` /
 * `hook_rejected`.
 *
 * Failures are classified as token-caused (blocked) or probe-caused (our set-up: the holder
 * has no SOL for fees, etc. -> try the next holder, else inconclusive).
 * Simulations run serialized through ONE queue per instance with a time budget.
 */
import { randomBytes } from "node:crypto";
import { addressFromBytes, addressToBytes } from "../chains/solana/address";
import type { DecodedMint } from "../chains/solana/mint-decoder";
import { findExtension } from "../chains/solana/mint-decoder";
import { decodeTokenAccount } from "../chains/solana/token-account-decoder";
import {
  AccountDataLoader,
  HookResolutionError,
  type LoadedMetaList,
  loadExtraAccountMetaList,
  resolveTransferHookAccounts,
} from "../chains/solana/transfer-hook";
import { buildTransferProbe, findProbeDestination } from "../chains/solana/transfer-probe";
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  ZERO_ADDRESS,
} from "../chains/solana/well-known";
import type { SwapApi } from "../market/jupiter";
import type { ChainReader, SimulateResult, SimulationFacts, SimulationMethod } from "./types";

export const DEFAULT_SIMULATION_BUDGET_MS = 6000;
export const MAX_SIMULATION_ATTEMPTS = 3;

/** Serializes work; each job gets a time budget that includes its wait in the queue. */
export class SimulationQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(job: () => Promise<T>, budgetMs: number): Promise<T | "timeout"> {
    const deadline = Date.now() + budgetMs;
    const result = this.tail.then(async () => {
      const left = deadline - Date.now();
      if (left <= 0) return "timeout" as const;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<"timeout">((r) => (timer = setTimeout(() => r("timeout"), left)));
      try {
        return await Promise.race([job(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The per-instance queue (one per server process). */
export const SIMULATION_QUEUE = new SimulationQueue();

export interface SellSimulatorOptions {
  /** Default: the process-wide SIMULATION_QUEUE. */
  queue?: SimulationQueue;
  budgetMs?: number;
  swapApi?: SwapApi | null;
  /** Test hook; default: a random fresh address per scan. */
  probeOwner?: () => string;
}

export interface SellSimulator {
  readonly swapApiName: string | null;
  run(reader: ChainReader, input: SimulationInput): Promise<SimulationOutcome>;
}

export interface HolderCandidate {
  tokenAccount: string;
  owner: string;
  amount: bigint;
}

export interface SimulationInput {
  mintAddress: string;
  mint: DecodedMint;
  candidates: HolderCandidate[];
}

export interface SimulationOutcome {
  facts: SimulationFacts;
  swapRequests: number;
}

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);
const SETUP_PROGRAMS = new Set([
  ASSOCIATED_TOKEN_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  "ComputeBudget111111111111111111111111111111",
]);

/** SPL Token / Token-2022 custom error codes (TokenError) that mean the TOKEN blocks the sell. */
const TOKEN_BLOCKING_CODES: Record<number, string> = {
  17: "account_frozen",
  37: "non_transferable",
  67: "paused",
};
const TOKEN_PROBE_CODES: Record<number, string> = { 1: "probe_insufficient_tokens", 4: "probe_owner_mismatch" };

interface Classified {
  status: "blocked" | "inconclusive";
  errorClass: string;
  blame: "token" | "probe" | "unknown";
  detail: string;
}

function failingProgram(logs: string[]): string | null {
  for (let i = logs.length - 1; i >= 0; i--) {
    const m = /^Program (\w+) failed/.exec(logs[i]);
    if (m) return m[1];
  }
  return null;
}

/** True when the logs show `program` itself failing (also when it ran as a CPI of the token program). */
function programFailed(logs: string[], program: string): boolean {
  const prefix = `Program ${program} failed`;
  return logs.some((l) => l.startsWith(prefix));
}

/** Classifies a JSON-RPC TransactionError from a sell simulation. */
export function classifySimulationError(
  err: unknown,
  logs: string[],
  method: SimulationMethod,
  hookProgram: string | null,
): Classified {
  const text = logs.join("\n");
  if (typeof err === "string") {
    if (err === "AccountNotFound")
      return {
        status: "inconclusive",
        errorClass: "probe_payer_missing",
        blame: "probe",
        detail: "The holder wallet used as fee payer has no SOL account.",
      };
    if (err === "InsufficientFundsForFee")
      return {
        status: "inconclusive",
        errorClass: "probe_insufficient_sol",
        blame: "probe",
        detail: "The holder wallet cannot pay the fee.",
      };
    return {
      status: "inconclusive",
      errorClass: `tx_${err}`.slice(0, 60),
      blame: "unknown",
      detail: `Simulation failed: ${err}.`,
    };
  }
  if (err && typeof err === "object") {
    const e = err as Record<string, unknown>;
    if ("InsufficientFundsForRent" in e)
      return {
        status: "inconclusive",
        errorClass: "probe_insufficient_sol",
        blame: "probe",
        detail: "The holder wallet cannot fund the probe account's rent.",
      };
    const ie = e.InstructionError;
    if (Array.isArray(ie)) {
      const [, inner] = ie as [number, unknown];
      const program = failingProgram(logs);
      const custom =
        inner && typeof inner === "object" && typeof (inner as { Custom?: unknown }).Custom === "number"
          ? (inner as { Custom: number }).Custom
          : null;
      if (/paused/i.test(text) && (program === null || TOKEN_PROGRAMS.has(program)))
        return {
          status: "blocked",
          errorClass: "paused",
          blame: "token",
          detail: "The mint is paused: transfers are rejected.",
        };
      // The hook runs as a CPI of the token program: the token program's failure line comes
      // last and carries the hook's error code, so look for the hook's own failure first.
      if (hookProgram && programFailed(logs, hookProgram)) {
        return {
          status: "blocked",
          errorClass: "hook_rejected",
          blame: "token",
          detail: `The transfer hook program ${hookProgram} rejected the transfer${custom !== null ? ` (error ${custom})` : ""}.`,
        };
      }
      if (program && TOKEN_PROGRAMS.has(program) && custom !== null) {
        if (TOKEN_BLOCKING_CODES[custom]) {
          const cls = TOKEN_BLOCKING_CODES[custom];
          const detail =
            cls === "account_frozen"
              ? "The token program rejected the transfer: a token account is frozen (new accounts start frozen, or the freeze authority froze it)."
              : cls === "non_transferable"
                ? "The token program rejected the transfer: the mint is NonTransferable."
                : "The mint is paused: transfers are rejected.";
          return { status: "blocked", errorClass: cls, blame: "token", detail };
        }
        if (TOKEN_PROBE_CODES[custom])
          return {
            status: "inconclusive",
            errorClass: TOKEN_PROBE_CODES[custom],
            blame: "probe",
            detail: `Token program error ${custom} caused by the probe set-up.`,
          };
        return {
          status: "inconclusive",
          errorClass: `token_error_${custom}`,
          blame: "unknown",
          detail: `The token program rejected the transfer with error ${custom}.`,
        };
      }
      if (program && SETUP_PROGRAMS.has(program)) {
        return {
          status: "inconclusive",
          errorClass: "probe_setup_failed",
          blame: "probe",
          detail: `The probe set-up failed in ${program}${custom !== null ? ` (error ${custom})` : ""}.`,
        };
      }
      if (method === "swap") {
        if (custom === 6001 || /slippage/i.test(text))
          return {
            status: "inconclusive",
            errorClass: "slippage_exceeded",
            blame: "unknown",
            detail: "The swap exceeded its slippage tolerance (possible hidden tax, or a thin market).",
          };
        return {
          status: "inconclusive",
          errorClass: `swap_program_error${custom !== null ? `_${custom}` : ""}`,
          blame: "unknown",
          detail: `The swap failed in ${program ?? "an unknown program"}.`,
        };
      }
      return {
        status: "inconclusive",
        errorClass: "instruction_error",
        blame: "unknown",
        detail: `Instruction failed in ${program ?? "an unknown program"}.`,
      };
    }
  }
  return {
    status: "inconclusive",
    errorClass: "unknown_error",
    blame: "unknown",
    detail: "Simulation failed with an unrecognised error.",
  };
}

export function notRun(reason: string): SimulationFacts {
  return {
    status: "not_run",
    reason,
    methods: [],
    taxPct: null,
    errorClass: null,
    blame: null,
    holderTokenAccount: null,
    attempts: 0,
  };
}

function randomProbeOwner(): string {
  return addressFromBytes(new Uint8Array(randomBytes(32)));
}

/** Amount to sell: 1% of the holder's balance (at least 1 base unit). */
export function probeAmount(balance: bigint): bigint {
  const a = balance / 100n;
  return a > 0n ? a : balance;
}

export function createSellSimulator(options: SellSimulatorOptions = {}): SellSimulator {
  const queue = options.queue ?? SIMULATION_QUEUE;
  const budgetMs = options.budgetMs ?? DEFAULT_SIMULATION_BUDGET_MS;
  const swapApi = options.swapApi ?? null;
  const probe = options.probeOwner ?? randomProbeOwner;

  async function simulate(reader: ChainReader, input: SimulationInput): Promise<SimulationOutcome> {
    const simulateTx = reader.simulateTransaction?.bind(reader);
    if (!simulateTx) return { facts: notRun("The chain reader cannot simulate transactions."), swapRequests: 0 };
    const hookExt = findExtension(input.mint, "TransferHook");
    const hookProgram = hookExt?.programId && hookExt.programId !== ZERO_ADDRESS ? hookExt.programId : null;
    if (input.candidates.length === 0) {
      return {
        facts: {
          ...notRun(""),
          status: "inconclusive",
          reason: "No unfrozen, unlabelled holder with a balance was found to sell from.",
          errorClass: "no_holder",
          blame: "probe",
        },
        swapRequests: 0,
      };
    }
    const methods: SimulationMethod[] = [];
    let attempts = 0;
    let swapRequests = 0;
    let last: SimulationFacts | null = null;
    const unresolved = (reason: string, holderTokenAccount: string): SimulationOutcome => ({
      facts: {
        ...notRun(""),
        status: "inconclusive",
        reason: `The mint has a transfer hook (${hookProgram}); its extra accounts could not be resolved (${reason}), so the transfer was not simulated.`,
        errorClass: "hook_accounts_unresolved",
        blame: "probe",
        holderTokenAccount,
        attempts,
        methods: [...methods],
      },
      swapRequests,
    });
    // Transfer hook: read and decode the validation account once (one round trip); the
    // loader caches account data across holder attempts.
    let hook: { program: string; loader: AccountDataLoader; list: LoadedMetaList } | null = null;
    if (hookProgram) {
      const loader = new AccountDataLoader(async (addrs) =>
        (await reader.getMultipleAccounts(addrs)).accounts.map((a) => (a ? a.data : null)),
      );
      try {
        hook = {
          program: hookProgram,
          loader,
          list: await loadExtraAccountMetaList(loader, input.mintAddress, hookProgram),
        };
      } catch (err) {
        const reason =
          err instanceof HookResolutionError
            ? err.message
            : `resolving the hook's extra accounts failed: ${(err as Error)?.message?.slice(0, 160) ?? "error"}`;
        return unresolved(reason, input.candidates[0].tokenAccount);
      }
    }
    for (const c of input.candidates.slice(0, MAX_SIMULATION_ATTEMPTS)) {
      const amount = probeAmount(c.amount);
      const owner = probe();
      let extraAccounts: Array<{ address: string; role: 0 | 1 | 2 | 3 }> | undefined;
      if (hook) {
        const destination = await findProbeDestination({
          mint: input.mintAddress,
          program: input.mint.program,
          probeOwner: owner,
        });
        // The probe ATA is created by the transaction: before the hook runs only its mint and
        // owner (the first 64 bytes of a token account) are certain.
        const pendingData = new Uint8Array(64);
        pendingData.set(addressToBytes(input.mintAddress), 0);
        pendingData.set(addressToBytes(owner), 32);
        const r = await resolveTransferHookAccounts(
          {
            hookProgram: hook.program,
            mint: input.mintAddress,
            source: c.tokenAccount,
            destination,
            authority: c.owner,
            amount,
          },
          hook.loader,
          { list: hook.list, pending: new Map([[destination, pendingData]]) },
        );
        if (!r.ok) return unresolved(r.reason, c.tokenAccount);
        extraAccounts = r.accounts;
      }
      const tx = await buildTransferProbe({
        mint: input.mintAddress,
        program: input.mint.program,
        decimals: input.mint.decimals,
        sourceTokenAccount: c.tokenAccount,
        sourceOwner: c.owner,
        probeOwner: owner,
        amount,
        extraAccounts,
      });
      attempts++;
      let res: SimulateResult;
      try {
        res = await simulateTx(tx.txBase64, { accounts: [tx.destination] });
      } catch (err) {
        last = {
          ...notRun(""),
          status: "inconclusive",
          reason: `simulateTransaction failed: ${(err as Error).message?.slice(0, 160) ?? "error"}.`,
          errorClass: "rpc_error",
          blame: "probe",
          holderTokenAccount: c.tokenAccount,
          attempts,
          methods: [...methods],
        };
        break;
      }
      methods.push("transfer");
      if (res.err !== null && res.err !== undefined) {
        const k = classifySimulationError(res.err, res.logs, "transfer", hookProgram);
        last = {
          status: k.status,
          reason: k.detail,
          methods: [...methods],
          taxPct: null,
          errorClass: k.errorClass,
          blame: k.blame,
          holderTokenAccount: c.tokenAccount,
          attempts,
        };
        if (k.blame === "probe") continue; // try the next holder
        return { facts: last, swapRequests };
      }
      // Success: measure what arrived in the probe ATA.
      const post = res.accounts[0];
      const decoded = post ? decodeTokenAccount(post.owner, post.data) : null;
      let taxPct: number | null = null;
      if (decoded && decoded.mint === input.mintAddress && amount > 0n) {
        const lost = amount - decoded.amount;
        taxPct = Number(((lost < 0n ? 0n : lost) * 10_000n) / amount) / 100;
      }
      let facts: SimulationFacts = {
        status: "sellable",
        reason:
          (taxPct === null
            ? "The simulated transfer succeeded; the received amount could not be read."
            : taxPct > 0
              ? `The simulated transfer succeeded; the receiver got ${100 - taxPct}% (${taxPct}% withheld as tax).`
              : "The simulated transfer succeeded with no tax.") +
          (hook
            ? ` The transfer hook ${hook.program} ran and accepted it (${hook.list.metas.length} extra account${hook.list.metas.length === 1 ? "" : "s"} resolved).`
            : ""),
        methods: [...methods],
        taxPct,
        errorClass: null,
        blame: null,
        holderTokenAccount: c.tokenAccount,
        attempts,
      };
      if (swapApi) {
        const built = await swapApi.buildSell({ inputMint: input.mintAddress, amount, userPublicKey: c.owner });
        swapRequests += built.requests;
        if (!built.ok) {
          facts = { ...facts, reason: `${facts.reason} Swap simulation not run (${built.reason}).` };
        } else {
          attempts++;
          try {
            const sres = await simulateTx(built.swapTransaction, {});
            methods.push("swap");
            facts.methods = [...methods];
            facts.attempts = attempts;
            if (sres.err !== null && sres.err !== undefined) {
              const k = classifySimulationError(sres.err, sres.logs, "swap", hookProgram);
              if (k.blame === "token")
                facts = {
                  ...facts,
                  status: "blocked",
                  reason: `Transfer succeeded but the swap is blocked: ${k.detail}`,
                  errorClass: k.errorClass,
                  blame: "token",
                };
              else
                facts = {
                  ...facts,
                  status: "inconclusive",
                  reason: `Transfer succeeded; the swap simulation failed (${k.detail})`,
                  errorClass: k.errorClass,
                  blame: k.blame,
                };
            } else {
              facts = { ...facts, reason: `${facts.reason} The simulated swap to SOL succeeded.` };
            }
          } catch (err) {
            facts = {
              ...facts,
              reason: `${facts.reason} Swap simulation failed to run (${(err as Error).message?.slice(0, 120)}).`,
            };
          }
        }
      }
      return { facts, swapRequests };
    }
    return {
      facts: last ?? {
        ...notRun(""),
        status: "inconclusive",
        reason: "No simulation could be run.",
        errorClass: "no_attempt",
        blame: "probe",
      },
      swapRequests,
    };
  }

  return {
    swapApiName: swapApi?.name ?? null,
    async run(reader, input) {
      const r = await queue.run(() => simulate(reader, input), budgetMs);
      if (r === "timeout") {
        return {
          facts: {
            ...notRun(""),
            status: "inconclusive",
            reason: `The sell simulation exceeded its ${budgetMs} ms budget (queue wait included).`,
            errorClass: "timeout",
            blame: "probe",
          },
          swapRequests: 0,
        };
      }
      return r;
    },
  };
}
