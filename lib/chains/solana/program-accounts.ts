/**
 * getProgramAccounts over accounts held in memory, with the JSON-RPC method's semantics (Solana RPC docs,
 * "getProgramAccounts": every filter must match; `dataSize` compares the account's data length; `memcmp`
 * compares the base58-decoded bytes at `offset`, and an account too short for them does not match;
 * `dataSlice` returns `data[offset .. offset + length]`, empty past the end). The filters are applied to
 * the whole account data, before the slice, as the validator does.
 *
 * One implementation for every reader that serves accounts it holds: the sandbox reader
 * (lib/engine/sandbox-reader.ts), the offline readers of the eval harnesses (tests/eval) and the local
 * RPC stand-in (tests/support/local-rpc-server.ts), so a position venue (DAMM v2, DLMM, CLMM, Whirlpool)
 * is analysed offline exactly as on a live RPC.
 */
import { decodeBase58 } from "./base58";

/** A filter as JSON-RPC carries it (memcmp bytes in base58). */
export interface ProgramAccountQueryFilter {
  dataSize?: number;
  memcmp?: { offset: number; bytes: string };
}

/** An unsupported or malformed filter: a JSON-RPC server answers it with -32602 (invalid params). */
export class ProgramAccountFilterError extends Error {}

interface Held {
  owner: string;
  data: Uint8Array;
}

/** Compiles the filters once (malformed memcmp bytes or an unknown filter throw ProgramAccountFilterError). */
function compile(filters: readonly ProgramAccountQueryFilter[]): ((data: Uint8Array) => boolean)[] {
  return filters.map((f) => {
    if (typeof f.dataSize === "number") {
      const size = f.dataSize;
      return (data) => data.length === size;
    }
    if (f.memcmp && typeof f.memcmp.offset === "number" && typeof f.memcmp.bytes === "string") {
      const want = decodeBase58(f.memcmp.bytes);
      if (!want) throw new ProgramAccountFilterError("Invalid param: memcmp bytes are not base58");
      const at = f.memcmp.offset;
      return (data) => at + want.length <= data.length && want.every((b, i) => data[at + i] === b);
    }
    throw new ProgramAccountFilterError("Invalid param: unsupported filter");
  });
}

/**
 * The accounts owned by `programId` that match every filter, as `[address, account]` pairs in input order,
 * each with a copy of its data (sliced when `dataSlice` is given).
 */
export function selectProgramAccounts<A extends Held>(
  accounts: Iterable<readonly [string, A]>,
  programId: string,
  filters: readonly ProgramAccountQueryFilter[] = [],
  dataSlice?: { offset: number; length: number },
): Array<[string, A]> {
  const tests = compile(filters);
  const out: Array<[string, A]> = [];
  for (const [address, a] of accounts) {
    if (a.owner !== programId || !tests.every((t) => t(a.data))) continue;
    const data = dataSlice
      ? a.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length)
      : new Uint8Array(a.data);
    out.push([address, { ...a, data }]);
  }
  return out;
}
