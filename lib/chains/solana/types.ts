/**
 * The port through which the engine reads Solana chain state, and the shapes it returns. Declared
 * here, beside the adapters (the JSON-RPC reader in this folder, the engine's sandbox reader),
 * because lib/chains sits below the engine and must not import it; lib/engine/types.ts
 * re-exports these names.
 */

export interface RawAccount {
  address: string;
  owner: string;
  lamports: bigint;
  executable: boolean;
  data: Uint8Array;
}

export interface LargestAccount {
  address: string;
  amount: string;
}

/**
 * The port through which the engine reads chain state. The live adapter speaks JSON-RPC;
 * the sandbox adapter serves a built-in snapshot. Both take the same code path.
 */
export interface ChainReader {
  readonly name: string;
  readonly kind: "rpc" | "snapshot";
  /** One round trip. `null` for an address with no account. */
  getMultipleAccounts(addresses: string[]): Promise<{ slot: number | null; accounts: (RawAccount | null)[] }>;
  /** One round trip. Rejects with InvalidTokenInput (lib/chains/errors.ts) when the address is not a mint. */
  getTokenLargestAccounts(mint: string): Promise<{ slot: number | null; accounts: LargestAccount[] }>;
  /** HTTP requests made so far through this reader (for sources[].requests and tests). */
  requestCount(): number;
  /** Optional (live RPC only). One round trip: newest-first signatures of an address. */
  getSignaturesForAddress?(address: string, options: { limit: number; before?: string }): Promise<SignatureInfo[]>;
  /** Optional (live RPC only). One round trip: fee payer and block time of a transaction. */
  getTransactionSummary?(signature: string): Promise<{ feePayer: string | null; blockTime: number | null } | null>;
  /**
   * Optional. One round trip: JSON-RPC getProgramAccounts with filters (base64 accounts). Used only where
   * a protocol offers no derivation (a pool's liquidity positions).
   */
  getProgramAccounts?(
    programId: string,
    filters: ProgramAccountFilter[],
    dataSlice?: { offset: number; length: number },
  ): Promise<RawAccount[]>;
  /** Optional (live RPC only). One round trip: JSON-RPC simulateTransaction of a base64 wire transaction. */
  simulateTransaction?(txBase64: string, config: SimulateConfig): Promise<SimulateResult>;
}

/** A getProgramAccounts filter (JSON-RPC shape; memcmp bytes in base58). */
export type ProgramAccountFilter = { dataSize: number } | { memcmp: { offset: number; bytes: string } };

export interface SignatureInfo {
  signature: string;
  slot: number;
  blockTime: number | null;
  err: unknown;
}

export interface SimulateConfig {
  /** Addresses whose post-simulation state is returned (base64). */
  accounts?: string[];
}

export interface SimulateResult {
  slot: number | null;
  /** JSON-RPC TransactionError, null on success. */
  err: unknown;
  logs: string[];
  /** Post-simulation accounts in the order requested (null when absent). */
  accounts: (RawAccount | null)[];
  unitsConsumed: number | null;
}
