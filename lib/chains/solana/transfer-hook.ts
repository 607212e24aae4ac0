/**
 * Token-2022 transfer-hook extra accounts, resolved off-chain exactly like the official
 * resolvers (spl-transfer-hook-interface `add_extra_account_metas_for_execute`,
 * spl-tlv-account-resolution `ExtraAccountMetaList`, and @solana/spl-token's
 * `addExtraAccountMetasForExecute`):
 *
 * 1. The validation account is the PDA ["extra-account-metas", mint] of the hook program.
 * 2. Its data is TLV: entries of (8-byte discriminator, u32 LE length, value), ended by the
 *    data's end or an all-zero discriminator. The Execute entry's discriminator is
 *    sha256("spl-transfer-hook-interface:execute")[..8]. Its value is a PodSlice: u32 LE
 *    count, then a whole number of 35-byte ExtraAccountMeta {discriminator u8,
 *    address_config [u8; 32], is_signer u8, is_writable u8}; the first `count` are used.
 * 3. Each meta is resolved in order against the Execute instruction: accounts 0 source,
 *    1 mint, 2 destination, 3 authority, 4 validation account, then the extras resolved so
 *    far; data = the Execute discriminator + u64 LE amount. Discriminator 0: literal pubkey;
 *    1: PDA of the hook program; 128+i: PDA of the program at account index i; 2: pubkey read
 *    from instruction or account data. Seeds packed in address_config: 1 literal (len, bytes),
 *    2 instruction data (index, length), 3 account key (index), 4 account data (account index,
 *    data index, length); 0 ends the list.
 * 4. Each resolved meta is de-escalated against the Execute accounts (a key already present
 *    without signer/writable privileges never gains them), then the TransferChecked
 *    instruction gets: the resolved extras, the hook program (readonly), the validation
 *    account (readonly).
 *
 * Account data for AccountData seeds / pubkey data is read through a caller-supplied batch
 * fetch (one getMultipleAccounts per batch): the validation account costs one read; further
 * reads happen only when a seed needs account data, and every account whose data can be
 * known at that point is read in the same batch. A resolution failure is returned as a
 * reason (`ok: false`), never thrown.
 *
 * Plain library: no Next imports.
 */
import { addressFromBytes, addressToBytes } from "./address";
import { findProgramAddress } from "./pda";
import { memoPda } from "./pda-memo";

/** sha256("spl-transfer-hook-interface:execute")[..8] (checked by a unit test). */
export const EXECUTE_DISCRIMINATOR = new Uint8Array([105, 37, 101, 197, 75, 251, 102, 26]);
export const EXTRA_ACCOUNT_METAS_SEED = "extra-account-metas";
export const EXTRA_ACCOUNT_META_SIZE = 35;
/** Largest getMultipleAccounts batch the JSON-RPC accepts. */
export const MAX_ACCOUNTS_PER_READ = 100;

const U8_TOP_BIT = 128;
const PUBKEY_BYTES = 32;

export type HookResolutionCode =
  | "validation_account_missing"
  | "malformed_validation_data"
  | "unsupported_config"
  | "account_not_found"
  | "account_data_missing"
  | "data_out_of_range"
  | "pda_derivation_failed"
  | "fetch_failed";

export class HookResolutionError extends Error {
  constructor(
    readonly code: HookResolutionCode,
    message: string,
  ) {
    super(message);
    this.name = "HookResolutionError";
  }
}

/** A decoded ExtraAccountMeta (one entry of the validation account's Execute list). */
export interface ExtraAccountMeta {
  discriminator: number;
  addressConfig: Uint8Array;
  isSigner: boolean;
  isWritable: boolean;
}

/** A resolved account meta. */
export interface HookAccountMeta {
  address: string;
  isSigner: boolean;
  isWritable: boolean;
}

/** @solana/kit AccountRole numbers: 0 readonly, 1 writable, 2 readonly signer, 3 writable signer. */
export type AccountRoleNumber = 0 | 1 | 2 | 3;

export function roleOf(m: { isSigner: boolean; isWritable: boolean }): AccountRoleNumber {
  return ((m.isSigner ? 2 : 0) | (m.isWritable ? 1 : 0)) as AccountRoleNumber;
}

/** Batch read of account data: `null` for an address with no account. One call = one round trip. */
export type FetchAccountData = (addresses: string[]) => Promise<(Uint8Array | null)[]>;

/**
 * Account data cache over a batch fetch; counts round trips. Share one per scan so the
 * validation account and common accounts are read once across holder attempts.
 */
export class AccountDataLoader {
  private readonly data = new Map<string, Uint8Array | null>();
  private calls = 0;
  constructor(
    private readonly fetch: FetchAccountData,
    /** Accounts whose data is fixed in advance (not fetched), e.g. data the caller already holds. */
    known?: Map<string, Uint8Array | null>,
  ) {
    if (known) for (const [k, v] of known) this.data.set(k, v);
  }
  /** Round trips made so far. */
  reads(): number {
    return this.calls;
  }
  has(address: string): boolean {
    return this.data.has(address);
  }
  get(address: string): Uint8Array | null | undefined {
    return this.data.get(address);
  }
  /** Reads every address not yet known, in batches of at most MAX_ACCOUNTS_PER_READ. */
  async load(addresses: string[]): Promise<void> {
    const wanted = [...new Set(addresses)].filter((a) => !this.data.has(a));
    for (let i = 0; i < wanted.length; i += MAX_ACCOUNTS_PER_READ) {
      const chunk = wanted.slice(i, i + MAX_ACCOUNTS_PER_READ);
      this.calls++;
      let out: (Uint8Array | null)[];
      try {
        out = await this.fetch(chunk);
      } catch (err) {
        throw new HookResolutionError(
          "fetch_failed",
          `reading accounts failed: ${((err as Error)?.message ?? String(err)).slice(0, 160)}`,
        );
      }
      if (!Array.isArray(out) || out.length !== chunk.length)
        throw new HookResolutionError("fetch_failed", "the account read returned a wrong number of accounts");
      chunk.forEach((a, j) => this.data.set(a, out[j] ?? null));
    }
  }
}

/** The validation account: PDA ["extra-account-metas", mint] of the hook program. */
export function findExtraAccountMetasAddress(mint: string, hookProgram: string): Promise<string> {
  return memoPda(
    `extra-account-metas:${hookProgram}`,
    mint,
    async () => findProgramAddress(hookProgram, [EXTRA_ACCOUNT_METAS_SEED, addressToBytes(mint)])[0],
  );
}

/** Execute instruction data: discriminator + u64 LE amount. */
export function executeInstructionData(amount: bigint): Uint8Array {
  const out = new Uint8Array(16);
  out.set(EXECUTE_DISCRIMINATOR, 0);
  new DataView(out.buffer).setBigUint64(8, BigInt.asUintN(64, amount), true);
  return out;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
const u32le = (d: Uint8Array, at: number) => (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16)) + d[at + 3] * 0x1000000;

/**
 * Decodes the Execute ExtraAccountMeta list of a validation account (spl-type-length-value
 * TLV + spl-pod PodSlice rules). Throws HookResolutionError("malformed_validation_data").
 */
export function decodeExtraAccountMetaList(
  data: Uint8Array,
  discriminator: Uint8Array = EXECUTE_DISCRIMINATOR,
): ExtraAccountMeta[] {
  const bad = (why: string) =>
    new HookResolutionError("malformed_validation_data", `the validation account data is malformed: ${why}`);
  let at = 0;
  let value: Uint8Array | null = null;
  while (at < data.length) {
    if (data.length < at + 8) {
      // Trailing bytes too short for a discriminator are allowed only when zero.
      if (data.subarray(at).every((b) => b === 0)) break;
      throw bad("trailing bytes after the last TLV entry");
    }
    const disc = data.subarray(at, at + 8);
    if (disc.every((b) => b === 0)) break; // uninitialized: end of the TLV entries
    if (data.length < at + 12) throw bad("a TLV entry has no length");
    const len = u32le(data, at + 8);
    const end = at + 12 + len;
    if (end > data.length) throw bad("a TLV entry runs past the end of the data");
    if (value === null && sameBytes(disc, discriminator)) value = data.subarray(at + 12, end);
    at = end;
  }
  if (value === null) throw bad("no Execute (spl-transfer-hook-interface:execute) entry");
  if (value.length < 4) throw bad("the Execute entry is too small for its count");
  const count = u32le(value, 0);
  const body = value.subarray(4);
  if (body.length % EXTRA_ACCOUNT_META_SIZE !== 0)
    throw bad(
      `the Execute entry holds ${body.length} bytes, not a whole number of ${EXTRA_ACCOUNT_META_SIZE}-byte metas`,
    );
  if (count > body.length / EXTRA_ACCOUNT_META_SIZE)
    throw bad(`the Execute entry counts ${count} metas but holds ${body.length / EXTRA_ACCOUNT_META_SIZE}`);
  const out: ExtraAccountMeta[] = [];
  for (let i = 0; i < count; i++) {
    const m = body.subarray(i * EXTRA_ACCOUNT_META_SIZE, (i + 1) * EXTRA_ACCOUNT_META_SIZE);
    out.push({ discriminator: m[0], addressConfig: m.slice(1, 33), isSigner: m[33] !== 0, isWritable: m[34] !== 0 });
  }
  return out;
}

export type Seed =
  | { kind: "literal"; bytes: Uint8Array }
  | { kind: "instructionData"; index: number; length: number }
  | { kind: "accountKey"; index: number }
  | { kind: "accountData"; accountIndex: number; dataIndex: number; length: number };

/** Seed::unpack_address_config. */
export function unpackSeeds(config: Uint8Array): Seed[] {
  const bad = (why: string) => new HookResolutionError("unsupported_config", `invalid PDA seed configuration: ${why}`);
  const seeds: Seed[] = [];
  let i = 0;
  while (i < 32) {
    const d = config[i];
    const rest = config.subarray(i + 1, 32);
    if (d === 0) break;
    if (d === 1) {
      if (rest.length < 1 || rest.length - 1 < rest[0]) throw bad("a literal seed runs past the configuration");
      seeds.push({ kind: "literal", bytes: rest.slice(1, 1 + rest[0]) });
      i += 2 + rest[0];
    } else if (d === 2) {
      if (rest.length < 2) throw bad("truncated instruction-data seed");
      seeds.push({ kind: "instructionData", index: rest[0], length: rest[1] });
      i += 3;
    } else if (d === 3) {
      if (rest.length < 1) throw bad("truncated account-key seed");
      seeds.push({ kind: "accountKey", index: rest[0] });
      i += 2;
    } else if (d === 4) {
      if (rest.length < 3) throw bad("truncated account-data seed");
      seeds.push({ kind: "accountData", accountIndex: rest[0], dataIndex: rest[1], length: rest[2] });
      i += 4;
    } else {
      throw bad(`unknown seed type ${d}`);
    }
  }
  return seeds;
}

export type PubkeyData =
  | { kind: "instructionData"; index: number }
  | { kind: "accountData"; accountIndex: number; dataIndex: number };

/** PubkeyData::unpack. */
export function unpackPubkeyData(config: Uint8Array): PubkeyData {
  const d = config[0];
  if (d === 1) return { kind: "instructionData", index: config[1] };
  if (d === 2) return { kind: "accountData", accountIndex: config[1], dataIndex: config[2] };
  throw new HookResolutionError("unsupported_config", `invalid pubkey-data configuration (type ${d})`);
}

/** Account indices whose DATA resolving this meta reads (known from the config alone). */
export function dataDependencies(meta: ExtraAccountMeta): number[] {
  if (meta.discriminator === 2) {
    const p = unpackPubkeyData(meta.addressConfig);
    return p.kind === "accountData" ? [p.accountIndex] : [];
  }
  if (meta.discriminator === 1 || meta.discriminator >= U8_TOP_BIT) {
    return unpackSeeds(meta.addressConfig).flatMap((s) => (s.kind === "accountData" ? [s.accountIndex] : []));
  }
  return [];
}

function describeMeta(i: number, m: ExtraAccountMeta): string {
  return `extra account #${i} (type ${m.discriminator})`;
}

/** De-escalation rule of spl-tlv-account-resolution / spl-token JS. */
function deEscalate(meta: HookAccountMeta, existing: HookAccountMeta[]): HookAccountMeta {
  const same = existing.filter((x) => x.address === meta.address);
  if (same.length === 0) return meta;
  const signer = same.some((x) => x.isSigner);
  const writable = same.some((x) => x.isWritable);
  return {
    address: meta.address,
    isSigner: signer ? meta.isSigner : false,
    isWritable: writable ? meta.isWritable : false,
  };
}

export interface ExecuteAccounts {
  hookProgram: string;
  mint: string;
  source: string;
  destination: string;
  authority: string;
  amount: bigint;
}

export interface LoadedMetaList {
  validationAccount: string;
  metas: ExtraAccountMeta[];
}

/** Reads (through the loader: one round trip unless cached) and decodes the validation account. */
export async function loadExtraAccountMetaList(
  loader: AccountDataLoader,
  mint: string,
  hookProgram: string,
): Promise<LoadedMetaList> {
  const validationAccount = await findExtraAccountMetasAddress(mint, hookProgram);
  await loader.load([validationAccount]);
  const data = loader.get(validationAccount);
  if (!data)
    throw new HookResolutionError(
      "validation_account_missing",
      `the hook's validation account ${validationAccount} (PDA ["extra-account-metas", mint] of ${hookProgram}) does not exist`,
    );
  return { validationAccount, metas: decodeExtraAccountMetaList(data) };
}

/**
 * Resolves the metas for one Execute (source/destination/authority/amount), reading account
 * data in batches when seeds need it. `pending`: accounts that do not exist before the
 * transaction but will when the hook runs (the probe's new ATA), with the bytes known in
 * advance; reading past them is refused.
 */
export async function resolveExecuteExtraAccounts(
  loader: AccountDataLoader,
  list: LoadedMetaList,
  ix: ExecuteAccounts,
  pending: Map<string, Uint8Array> = new Map(),
): Promise<HookAccountMeta[]> {
  const data = executeInstructionData(ix.amount);
  const accounts: HookAccountMeta[] = [ix.source, ix.mint, ix.destination, ix.authority, list.validationAccount].map(
    (address) => ({ address, isSigner: false, isWritable: false }),
  );
  const deps = list.metas.map((m, i) => {
    try {
      return dataDependencies(m);
    } catch (err) {
      throw new HookResolutionError(
        (err as HookResolutionError).code ?? "unsupported_config",
        `${describeMeta(i, m)}: ${(err as Error).message}`,
      );
    }
  });
  const dataOf = (index: number, i: number, m: ExtraAccountMeta): Uint8Array => {
    const acct = accounts[index];
    if (!acct)
      throw new HookResolutionError(
        "account_not_found",
        `${describeMeta(i, m)} refers to account index ${index}, which is not resolved yet`,
      );
    const p = pending.get(acct.address);
    if (p) return p;
    const d = loader.get(acct.address);
    if (!d)
      throw new HookResolutionError(
        "account_data_missing",
        `${describeMeta(i, m)} reads the data of account ${acct.address}, which does not exist`,
      );
    return d;
  };
  const slice = (bytes: Uint8Array, start: number, len: number, what: string, address: string | null): Uint8Array => {
    if (start + len > bytes.length) {
      const isPending = address !== null && pending.has(address);
      throw new HookResolutionError(
        "data_out_of_range",
        isPending
          ? `${what} reads bytes ${start}..${start + len} of ${address}, which is created by this transfer; only its first ${bytes.length} bytes are known before it runs`
          : `${what} reads bytes ${start}..${start + len} of ${address ?? "the instruction data"}, which holds ${bytes.length}`,
      );
    }
    return bytes.subarray(start, start + len);
  };

  // The key at an account index if it is known now: resolved already, or a literal meta.
  const keyAhead = (idx: number): string | null => {
    if (idx < accounts.length) return accounts[idx].address;
    const later = list.metas[idx - 5];
    return later && later.discriminator === 0 ? addressFromBytes(later.addressConfig) : null;
  };
  const needsRead = (a: string | null): a is string => a !== null && !pending.has(a) && !loader.has(a);

  for (let i = 0; i < list.metas.length; i++) {
    const m = list.metas[i];
    // When this meta needs account data not read yet, read in ONE batch every account whose
    // data this or a later meta needs and whose key is known now.
    if (deps[i].some((idx) => idx < accounts.length && needsRead(accounts[idx].address))) {
      await loader.load(deps.slice(i).flat().map(keyAhead).filter(needsRead));
    }

    const what = describeMeta(i, m);
    let address: string;
    if (m.discriminator === 0) {
      address = addressFromBytes(m.addressConfig);
    } else if (m.discriminator === 2) {
      const p = unpackPubkeyData(m.addressConfig);
      if (p.kind === "instructionData") address = addressFromBytes(slice(data, p.index, PUBKEY_BYTES, what, null));
      else
        address = addressFromBytes(
          slice(
            dataOf(p.accountIndex, i, m),
            p.dataIndex,
            PUBKEY_BYTES,
            what,
            accounts[p.accountIndex].address,
          ).slice(),
        );
    } else if (m.discriminator === 1 || m.discriminator >= U8_TOP_BIT) {
      let program = ix.hookProgram;
      if (m.discriminator >= U8_TOP_BIT) {
        const idx = m.discriminator - U8_TOP_BIT;
        if (!accounts[idx])
          throw new HookResolutionError(
            "account_not_found",
            `${what} is a PDA of the program at account index ${idx}, which is not resolved yet`,
          );
        program = accounts[idx].address;
      }
      const seeds: Uint8Array[] = [];
      for (const s of unpackSeeds(m.addressConfig)) {
        if (s.kind === "literal") seeds.push(s.bytes);
        else if (s.kind === "instructionData") seeds.push(slice(data, s.index, s.length, what, null).slice());
        else if (s.kind === "accountKey") {
          if (!accounts[s.index])
            throw new HookResolutionError(
              "account_not_found",
              `${what} uses the key of account index ${s.index}, which is not resolved yet`,
            );
          seeds.push(addressToBytes(accounts[s.index].address));
        } else
          seeds.push(
            slice(dataOf(s.accountIndex, i, m), s.dataIndex, s.length, what, accounts[s.accountIndex].address).slice(),
          );
      }
      try {
        [address] = findProgramAddress(program, seeds);
      } catch (err) {
        throw new HookResolutionError(
          "pda_derivation_failed",
          `${what}: PDA derivation failed (${((err as Error).message ?? "error").slice(0, 120)})`,
        );
      }
    } else {
      throw new HookResolutionError("unsupported_config", `${what}: unknown extra account type ${m.discriminator}`);
    }
    accounts.push(deEscalate({ address, isSigner: m.isSigner, isWritable: m.isWritable }, accounts));
  }
  return accounts.slice(5);
}

/** What TransferChecked gets appended, in Token-2022's order: extras, hook program, validation account. */
export function transferCheckedHookAccounts(
  extras: HookAccountMeta[],
  hookProgram: string,
  validationAccount: string,
): Array<{ address: string; role: AccountRoleNumber }> {
  return [
    ...extras.map((e) => ({ address: e.address, role: roleOf(e) })),
    { address: hookProgram, role: 0 as const },
    { address: validationAccount, role: 0 as const },
  ];
}

export type HookResolution =
  | {
      ok: true;
      validationAccount: string;
      extras: HookAccountMeta[];
      accounts: Array<{ address: string; role: AccountRoleNumber }>;
      reads: number;
    }
  | { ok: false; code: HookResolutionCode; reason: string; reads: number };

/**
 * One-shot resolution for one transfer: validation account read + metas resolved. Never throws
 * for chain-data problems: returns `{ ok: false, code, reason }`.
 */
export async function resolveTransferHookAccounts(
  ix: ExecuteAccounts,
  fetchOrLoader: FetchAccountData | AccountDataLoader,
  options: { pending?: Map<string, Uint8Array>; list?: LoadedMetaList } = {},
): Promise<HookResolution> {
  const loader = fetchOrLoader instanceof AccountDataLoader ? fetchOrLoader : new AccountDataLoader(fetchOrLoader);
  const before = loader.reads();
  try {
    const list = options.list ?? (await loadExtraAccountMetaList(loader, ix.mint, ix.hookProgram));
    const extras = await resolveExecuteExtraAccounts(loader, list, ix, options.pending);
    return {
      ok: true,
      validationAccount: list.validationAccount,
      extras,
      accounts: transferCheckedHookAccounts(extras, ix.hookProgram, list.validationAccount),
      reads: loader.reads() - before,
    };
  } catch (err) {
    if (err instanceof HookResolutionError)
      return { ok: false, code: err.code, reason: err.message, reads: loader.reads() - before };
    return {
      ok: false,
      code: "unsupported_config",
      reason: `resolving the hook's extra accounts failed: ${((err as Error)?.message ?? String(err)).slice(0, 160)}`,
      reads: loader.reads() - before,
    };
  }
}
