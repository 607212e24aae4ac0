/**
 * Transfer-hook fixtures (TEST SUPPORT ONLY): Token-2022 mints whose TransferHook extension
 * names a hook program, the hook's validation account (ExtraAccountMetaList) encoded with the
 * OFFICIAL @solana/spl-token layout, and the hook program itself (a tiny sBPF ELF from
 * ../sbpf-elf.ts) deployed by the local RPC's LiteSVM simulator.
 *
 * @solana/spl-token and @solana/web3.js v1 are devDependencies used here and in tests only.
 */

import { address } from "@solana/kit";
import {
  type ExtraAccountMeta,
  ExtraAccountMetaAccountDataLayout,
  getExtraAccountMetaAddress,
} from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import type { FixtureWithPrograms } from "../local-rpc-server";
import { buildFixture, type FixtureAccount, fixtureAddress } from "../solana-fixtures";

export const EXECUTE_DISCRIMINATOR_BYTES = Buffer.from([105, 37, 101, 197, 75, 251, 102, 26]);

/** Seed configurations (spl-tlv-account-resolution `Seed`). */
export type SeedSpec =
  | { literal: Uint8Array | string }
  | { instructionData: { index: number; length: number } }
  | { accountKey: number }
  | { accountData: { accountIndex: number; dataIndex: number; length: number } };

/** Packs seeds into a 32-byte address_config (Seed::pack_into_address_config). */
export function packSeeds(seeds: SeedSpec[]): Uint8Array {
  const out: number[] = [];
  for (const s of seeds) {
    if ("literal" in s) {
      const b = typeof s.literal === "string" ? new TextEncoder().encode(s.literal) : s.literal;
      out.push(1, b.length, ...b);
    } else if ("instructionData" in s) out.push(2, s.instructionData.index, s.instructionData.length);
    else if ("accountKey" in s) out.push(3, s.accountKey);
    else out.push(4, s.accountData.accountIndex, s.accountData.dataIndex, s.accountData.length);
  }
  if (out.length > 32) throw new Error("seeds do not fit in 32 bytes");
  const config = new Uint8Array(32);
  config.set(out);
  return config;
}

const roles = (o: { signer?: boolean; writable?: boolean } = {}) => ({
  isSigner: o.signer ?? false,
  isWritable: o.writable ?? false,
});

/** ExtraAccountMeta builders (the official JS type). */
export const meta = {
  literal: (addr: string, o?: { signer?: boolean; writable?: boolean }): ExtraAccountMeta => ({
    discriminator: 0,
    addressConfig: new PublicKey(addr).toBytes(),
    ...roles(o),
  }),
  pda: (seeds: SeedSpec[], o?: { signer?: boolean; writable?: boolean }): ExtraAccountMeta => ({
    discriminator: 1,
    addressConfig: packSeeds(seeds),
    ...roles(o),
  }),
  externalPda: (
    programIndex: number,
    seeds: SeedSpec[],
    o?: { signer?: boolean; writable?: boolean },
  ): ExtraAccountMeta => ({ discriminator: 128 + programIndex, addressConfig: packSeeds(seeds), ...roles(o) }),
  pubkeyFromAccountData: (
    accountIndex: number,
    dataIndex: number,
    o?: { signer?: boolean; writable?: boolean },
  ): ExtraAccountMeta => {
    const c = new Uint8Array(32);
    c.set([2, accountIndex, dataIndex]);
    return { discriminator: 2, addressConfig: c, ...roles(o) };
  },
  pubkeyFromInstructionData: (index: number, o?: { signer?: boolean; writable?: boolean }): ExtraAccountMeta => {
    const c = new Uint8Array(32);
    c.set([1, index]);
    return { discriminator: 2, addressConfig: c, ...roles(o) };
  },
  raw: (
    discriminator: number,
    addressConfig: Uint8Array,
    o?: { signer?: boolean; writable?: boolean },
  ): ExtraAccountMeta => ({ discriminator, addressConfig, ...roles(o) }),
};

/**
 * Validation-account data with the OFFICIAL layout (ExtraAccountMetaAccountDataLayout): the
 * Execute TLV entry with a PodSlice of `metas`. `capacity` >= metas.length reserves room like
 * ExtraAccountMetaList::init does for a larger list; `discriminator` overrides the TLV type.
 */
export function validationAccountData(
  metas: ExtraAccountMeta[],
  o: { capacity?: number; discriminator?: Buffer } = {},
): Uint8Array {
  const capacity = o.capacity ?? metas.length;
  const padded = [
    ...metas,
    ...Array.from({ length: capacity - metas.length }, () => ({
      discriminator: 0,
      addressConfig: new Uint8Array(32),
      isSigner: false,
      isWritable: false,
    })),
  ];
  const buf = Buffer.alloc(8 + 4 + 4 + 35 * capacity);
  ExtraAccountMetaAccountDataLayout.encode(
    {
      instructionDiscriminator: (o.discriminator ?? EXECUTE_DISCRIMINATOR_BYTES).readBigUInt64LE(0),
      length: 4 + 35 * capacity,
      extraAccountsList: { count: metas.length, extraAccounts: padded },
    },
    buf,
  );
  return new Uint8Array(buf);
}

/** The validation PDA computed by the OFFICIAL helper (web3.js v1). */
export function officialValidationAddress(mint: string, hookProgram: string): string {
  return getExtraAccountMetaAddress(new PublicKey(mint), new PublicKey(hookProgram)).toBase58();
}

export interface HookFixtureSpec {
  name: string;
  /** The hook program's ELF; null: no program deployed. */
  program: Uint8Array | null;
  /** Extra account metas of the validation account; null: no validation account. */
  metas: ((mint: string) => ExtraAccountMeta[]) | null;
  /** Extra accounts stored in the fixture (e.g. a config account read by an AccountData seed). */
  accounts?: (mint: string) => Array<[string, FixtureAccount]>;
  holders?: Array<[string, bigint]>;
}

export interface HookFixture extends FixtureWithPrograms {
  hookProgram: string;
  validationAccount: string;
}

const rent = (len: number) => BigInt((128 + len) * 6960);

export async function buildHookFixture(spec: HookFixtureSpec): Promise<HookFixture> {
  const hookProgram = fixtureAddress(`${spec.name}:hook-program`);
  const f = await buildFixture({
    name: spec.name,
    program: "token-2022",
    metaplex: null,
    holders: spec.holders ?? [
      [fixtureAddress(`${spec.name}:wallet:0`), 500_000_000_000n],
      [fixtureAddress(`${spec.name}:wallet:1`), 300_000_000_000n],
    ],
    extensions: () => [
      {
        __kind: "TransferHook",
        authority: address(fixtureAddress(`${spec.name}:hook-auth`)),
        programId: address(hookProgram),
      },
    ],
  });
  const validationAccount = officialValidationAddress(f.mint, hookProgram);
  if (spec.metas) {
    const data = validationAccountData(spec.metas(f.mint));
    f.accounts.set(validationAccount, { owner: hookProgram, data, lamports: rent(data.length) });
  }
  for (const [k, v] of spec.accounts?.(f.mint) ?? []) f.accounts.set(k, v);
  return {
    ...f,
    programs: spec.program ? new Map([[hookProgram, spec.program]]) : new Map(),
    hookProgram,
    validationAccount,
  };
}
