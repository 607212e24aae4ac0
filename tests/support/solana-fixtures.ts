/**
 * Test fixtures: REAL account bytes made with the official codecs
 * (@solana-program/token, @solana-program/token-2022 incl. extensions, and the official
 * Metaplex serializer from @metaplex-foundation/mpl-token-metadata).
 */
import { createHash } from "node:crypto";
import { getMetadataAccountDataSerializer, TokenStandard } from "@metaplex-foundation/mpl-token-metadata";
import { publicKey } from "@metaplex-foundation/umi";
import { address, getAddressDecoder } from "@solana/kit";
import { getMintEncoder as splMintEncoder, getTokenEncoder as splTokenEncoder } from "@solana-program/token";
import {
  type ExtensionArgs,
  getMintEncoder as t22MintEncoder,
  getTokenEncoder as t22TokenEncoder,
} from "@solana-program/token-2022";
import { findMetadataPda } from "../../lib/chains/solana/metaplex-metadata";
import type { LargestAccount } from "../../lib/engine/types";

export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
export const TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb";
export const METADATA_PROGRAM = "metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s";
export const SYSTEM_PROGRAM = "11111111111111111111111111111111";
export const INCINERATOR = "1nc1nerator11111111111111111111111111111111";

export interface FixtureAccount {
  owner: string;
  data: Uint8Array;
  lamports: bigint;
  executable?: boolean;
}

export interface Fixture {
  name: string;
  mint: string;
  accounts: Map<string, FixtureAccount>;
  largest: LargestAccount[];
}

/** Deterministic address from a label. */
export function fixtureAddress(label: string): string {
  return getAddressDecoder().decode(new Uint8Array(createHash("sha256").update(`fixture:${label}`).digest()));
}

const lamports = (len: number) => BigInt((128 + len) * 6960);

export function splMintBytes(o: {
  supply: bigint;
  decimals: number;
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  isInitialized?: boolean;
}): Uint8Array {
  return new Uint8Array(
    splMintEncoder().encode({
      mintAuthority: o.mintAuthority ? address(o.mintAuthority) : null,
      supply: o.supply,
      decimals: o.decimals,
      isInitialized: o.isInitialized ?? true,
      freezeAuthority: o.freezeAuthority ? address(o.freezeAuthority) : null,
    }),
  );
}

export function t22MintBytes(o: {
  supply: bigint;
  decimals: number;
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  extensions?: ExtensionArgs[];
}): Uint8Array {
  return new Uint8Array(
    t22MintEncoder().encode({
      mintAuthority: o.mintAuthority ? address(o.mintAuthority) : null,
      supply: o.supply,
      decimals: o.decimals,
      isInitialized: true,
      freezeAuthority: o.freezeAuthority ? address(o.freezeAuthority) : null,
      extensions: o.extensions?.length ? o.extensions : null,
    }),
  );
}

/**
 * Token-2022 account extensions a real token account of a mint with these extensions carries
 * (what InitializeAccount / the ATA program add): TransferFeeAmount, NonTransferableAccount +
 * ImmutableOwner, PausableAccount, TransferHookAccount.
 */
export function accountExtensionsFor(mintExtensions: ExtensionArgs[] | undefined): ExtensionArgs[] {
  const out: ExtensionArgs[] = [];
  for (const e of mintExtensions ?? []) {
    if (e.__kind === "TransferFeeConfig") out.push({ __kind: "TransferFeeAmount", withheldAmount: 0n });
    if (e.__kind === "NonTransferable") out.push({ __kind: "NonTransferableAccount" }, { __kind: "ImmutableOwner" });
    if (e.__kind === "PausableConfig") out.push({ __kind: "PausableAccount" });
    if (e.__kind === "TransferHook") out.push({ __kind: "TransferHookAccount", transferring: false });
  }
  return out;
}

export function tokenAccountBytes(
  program: "spl-token" | "token-2022",
  mint: string,
  owner: string,
  amount: bigint,
  o: { extensions?: ExtensionArgs[]; frozen?: boolean } = {},
): Uint8Array {
  const args = {
    mint: address(mint),
    owner: address(owner),
    amount,
    delegate: null,
    state: o.frozen ? 2 : 1,
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  };
  return program === "spl-token"
    ? new Uint8Array(splTokenEncoder().encode(args))
    : new Uint8Array(t22TokenEncoder().encode({ ...args, extensions: o.extensions?.length ? o.extensions : null }));
}

/** Metaplex metadata bytes made by the OFFICIAL serializer (umi). Pads strings like mainnet does when `pad`. */
export function metaplexBytes(o: {
  mint: string;
  updateAuthority: string;
  name: string;
  symbol: string;
  uri: string;
  isMutable: boolean;
  pad?: boolean;
}): Uint8Array {
  const padTo = (s: string, n: number) => (o.pad ? s.padEnd(n, "\0") : s);
  return new Uint8Array(
    getMetadataAccountDataSerializer().serialize({
      updateAuthority: publicKey(o.updateAuthority),
      mint: publicKey(o.mint),
      name: padTo(o.name, 32),
      symbol: padTo(o.symbol, 10),
      uri: padTo(o.uri, 200),
      sellerFeeBasisPoints: 0,
      creators: [{ address: publicKey(o.updateAuthority), verified: true, share: 100 }],
      primarySaleHappened: false,
      isMutable: o.isMutable,
      editionNonce: 254,
      tokenStandard: TokenStandard.Fungible,
      collection: null,
      uses: null,
      collectionDetails: null,
      programmableConfig: null,
    }),
  );
}

export interface FixtureSpec {
  name: string;
  /** Mint address override (e.g. a mainnet address for trust tests); default fixtureAddress(name). */
  mintAddress?: string;
  /** Token-2022 metadata (MetadataPointer -> mint + TokenMetadata) with an update authority. */
  t22Metadata?: { name: string; symbol: string; uri?: string };
  program: "spl-token" | "token-2022";
  decimals?: number;
  supply?: bigint;
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  extensions?: (mint: string) => ExtensionArgs[];
  metaplex?: { isMutable: boolean; name?: string; symbol?: string; uri?: string } | null;
  /** Holders as [owner, amount]; default: 10 wallets with a spread. */
  holders?: Array<[string, bigint]>;
}

const DEFAULT_SUPPLY = 1_000_000_000_000_000n; // 1e9 tokens at 6 decimals
const auth = (label: string) => address(fixtureAddress(label));

export const USDC_MINT = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
export const PYUSD_MINT = "2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo";

function defaultHolders(name: string, supply: bigint): Array<[string, bigint]> {
  return [500n, 400n, 350n, 300n, 250n, 200n, 150n, 100n, 80n, 60n, 50n, 40n].map((bps, i) => [
    fixtureAddress(`${name}:wallet:${i}`),
    (supply * bps) / 10_000n,
  ]);
}

export async function buildFixture(spec: FixtureSpec): Promise<Fixture> {
  const mint = spec.mintAddress ?? fixtureAddress(spec.name);
  const supply = spec.supply ?? DEFAULT_SUPPLY;
  const decimals = spec.decimals ?? 6;
  const programId = spec.program === "spl-token" ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
  const accounts = new Map<string, FixtureAccount>();
  const mintExtensions = [...(spec.extensions?.(mint) ?? [])];
  if (spec.t22Metadata) {
    const ua = auth(`${spec.name}:md-auth`);
    mintExtensions.push(
      { __kind: "MetadataPointer", authority: ua, metadataAddress: address(mint) },
      {
        __kind: "TokenMetadata",
        updateAuthority: ua,
        mint: address(mint),
        name: spec.t22Metadata.name,
        symbol: spec.t22Metadata.symbol,
        uri: spec.t22Metadata.uri ?? `https://example.invalid/${spec.name}.json`,
        additionalMetadata: new Map(),
      },
    );
  }
  const holderExtensions = spec.program === "token-2022" ? accountExtensionsFor(mintExtensions) : [];
  const mintData =
    spec.program === "spl-token"
      ? splMintBytes({ supply, decimals, mintAuthority: spec.mintAuthority, freezeAuthority: spec.freezeAuthority })
      : t22MintBytes({
          supply,
          decimals,
          mintAuthority: spec.mintAuthority,
          freezeAuthority: spec.freezeAuthority,
          extensions: mintExtensions,
        });
  accounts.set(mint, { owner: programId, data: mintData, lamports: lamports(mintData.length) });
  if (spec.metaplex) {
    const pda = await findMetadataPda(mint);
    const data = metaplexBytes({
      mint,
      updateAuthority: fixtureAddress(`${spec.name}:update-authority`),
      name: spec.metaplex.name ?? `Fixture ${spec.name}`,
      symbol: spec.metaplex.symbol ?? "FIX",
      uri: spec.metaplex.uri ?? `https://example.invalid/${spec.name}.json`,
      isMutable: spec.metaplex.isMutable,
      pad: true,
    });
    accounts.set(pda, { owner: METADATA_PROGRAM, data, lamports: lamports(data.length) });
  }
  const holders = spec.holders ?? defaultHolders(spec.name, supply);
  const largest: LargestAccount[] = [];
  holders.forEach(([owner, amount], i) => {
    const ta = fixtureAddress(`${spec.name}:token-account:${i}`);
    const data = tokenAccountBytes(spec.program, mint, owner, amount, { extensions: holderExtensions });
    accounts.set(ta, { owner: programId, data, lamports: lamports(data.length) });
    largest.push({ address: ta, amount: amount.toString() });
    // Holder wallets are real system accounts with SOL (they pay fees in sell simulations).
    if (owner !== INCINERATOR && owner !== SYSTEM_PROGRAM && !accounts.has(owner))
      accounts.set(owner, { owner: SYSTEM_PROGRAM, data: new Uint8Array(0), lamports: 2_000_000_000n });
  });
  largest.sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : BigInt(b.amount) < BigInt(a.amount) ? -1 : 0));
  return { name: spec.name, mint, accounts, largest: largest.slice(0, 20) };
}

/** Named scenario specs (the sandbox catalogue list, plus extras). */
export const FIXTURE_SPECS: Record<string, FixtureSpec> = {
  clean: { name: "clean", program: "spl-token", metaplex: { isMutable: false } },
  "mint-authority": {
    name: "mint-authority",
    program: "spl-token",
    mintAuthority: fixtureAddress("mint-authority:auth"),
    metaplex: { isMutable: false },
  },
  "freeze-authority": {
    name: "freeze-authority",
    program: "spl-token",
    freezeAuthority: fixtureAddress("freeze-authority:auth"),
    metaplex: { isMutable: false },
  },
  "transfer-fee-90": {
    name: "transfer-fee-90",
    program: "token-2022",
    metaplex: { isMutable: false },
    extensions: () => [
      {
        __kind: "TransferFeeConfig",
        transferFeeConfigAuthority: auth("transfer-fee-90:fee-auth"),
        withdrawWithheldAuthority: auth("transfer-fee-90:withdraw-auth"),
        withheldAmount: 5n,
        olderTransferFee: { epoch: 500n, maximumFee: 1_000_000n, transferFeeBasisPoints: 100 },
        newerTransferFee: { epoch: 510n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 9000 },
      },
    ],
  },
  "permanent-delegate": {
    name: "permanent-delegate",
    program: "token-2022",
    metaplex: { isMutable: false },
    extensions: () => [{ __kind: "PermanentDelegate", delegate: auth("permanent-delegate:delegate") }],
  },
  "non-transferable": {
    name: "non-transferable",
    program: "token-2022",
    metaplex: { isMutable: false },
    extensions: () => [{ __kind: "NonTransferable" }],
  },
  "default-frozen": {
    name: "default-frozen",
    program: "token-2022",
    freezeAuthority: fixtureAddress("default-frozen:freeze"),
    metaplex: { isMutable: false },
    extensions: () => [{ __kind: "DefaultAccountState", state: 2 }],
  },
  pausable: {
    name: "pausable",
    program: "token-2022",
    metaplex: { isMutable: false },
    extensions: () => [{ __kind: "PausableConfig", authority: auth("pausable:auth"), paused: false }],
  },
  paused: {
    name: "paused",
    program: "token-2022",
    metaplex: { isMutable: false },
    extensions: () => [{ __kind: "PausableConfig", authority: auth("paused:auth"), paused: true }],
  },
  "mutable-metadata": { name: "mutable-metadata", program: "spl-token", metaplex: { isMutable: true } },
  "whale-80": {
    name: "whale-80",
    program: "spl-token",
    metaplex: { isMutable: false },
    holders: [
      [fixtureAddress("whale-80:whale"), (DEFAULT_SUPPLY * 80n) / 100n],
      [fixtureAddress("whale-80:w1"), (DEFAULT_SUPPLY * 5n) / 100n],
      [fixtureAddress("whale-80:w2"), (DEFAULT_SUPPLY * 1n) / 100n],
    ],
  },
  "missing-metadata": { name: "missing-metadata", program: "spl-token", metaplex: null },
  "usdc-like": {
    name: "usdc-like",
    program: "spl-token",
    mintAuthority: fixtureAddress("usdc-like:mint-auth"),
    freezeAuthority: fixtureAddress("usdc-like:freeze-auth"),
    metaplex: { isMutable: true, name: "USD Coin", symbol: "USDC" },
  },
  "incinerator-holders": {
    name: "incinerator-holders",
    program: "spl-token",
    metaplex: { isMutable: false },
    holders: [
      [INCINERATOR, (DEFAULT_SUPPLY * 60n) / 100n],
      [fixtureAddress("incinerator-holders:w0"), (DEFAULT_SUPPLY * 5n) / 100n],
      [fixtureAddress("incinerator-holders:w1"), (DEFAULT_SUPPLY * 3n) / 100n],
    ],
  },
  "t22-everything": {
    name: "t22-everything",
    program: "token-2022",
    extensions: (mint) => [
      { __kind: "MintCloseAuthority", closeAuthority: auth("t22-everything:close") },
      {
        __kind: "TransferHook",
        authority: auth("t22-everything:hook-auth"),
        programId: auth("t22-everything:hook-program"),
      },
      {
        __kind: "ConfidentialTransferMint",
        authority: auth("t22-everything:ct-auth"),
        autoApproveNewAccounts: true,
        auditorElgamalPubkey: null,
      },
      {
        __kind: "InterestBearingConfig",
        rateAuthority: auth("t22-everything:rate"),
        initializationTimestamp: 1_700_000_000n,
        preUpdateAverageRate: 500,
        lastUpdateTimestamp: 1_700_000_000n,
        currentRate: 500,
      },
      {
        __kind: "ScaledUiAmountConfig",
        authority: auth("t22-everything:scale"),
        multiplier: 1.5,
        newMultiplierEffectiveTimestamp: 0n,
        newMultiplier: 1.5,
      },
      { __kind: "MetadataPointer", authority: auth("t22-everything:md-auth"), metadataAddress: address(mint) },
      {
        __kind: "TokenMetadata",
        updateAuthority: auth("t22-everything:md-auth"),
        mint: address(mint),
        name: "Every\u0000thing\u0007 Token",
        symbol: "EVRY",
        uri: "https://example.invalid/everything.json",
        additionalMetadata: new Map([["k", "v"]]),
      },
    ],
  },
  "zero-supply": { name: "zero-supply", program: "spl-token", supply: 0n, metaplex: { isMutable: false }, holders: [] },
  /** USDC's mainnet mint address with USDC's shape: SPL Token, mint + freeze authority, mutable Metaplex metadata. */
  "usdc-mainnet-like": {
    name: "usdc-mainnet-like",
    mintAddress: USDC_MINT,
    program: "spl-token",
    mintAuthority: fixtureAddress("usdc-mainnet-like:mint-auth"),
    freezeAuthority: fixtureAddress("usdc-mainnet-like:freeze-auth"),
    metaplex: { isMutable: true, name: "USD Coin", symbol: "USDC" },
  },
  /**
   * PYUSD's mainnet mint with PYUSD's mainnet shape: Token-2022, mint + freeze authority,
   * permanent delegate, transfer hook with authority and NO program, transfer fee config 0 bps
   * with authorities, MetadataPointer + TokenMetadata, ConfidentialTransferMint.
   */
  "pyusd-mainnet-like": {
    name: "pyusd-mainnet-like",
    mintAddress: PYUSD_MINT,
    program: "token-2022",
    mintAuthority: fixtureAddress("pyusd:mint-auth"),
    freezeAuthority: fixtureAddress("pyusd:freeze-auth"),
    t22Metadata: { name: "PayPal USD", symbol: "PYUSD" },
    extensions: () => [
      { __kind: "MintCloseAuthority", closeAuthority: auth("pyusd:close") },
      { __kind: "PermanentDelegate", delegate: auth("pyusd:delegate") },
      {
        __kind: "TransferFeeConfig",
        transferFeeConfigAuthority: auth("pyusd:fee-auth"),
        withdrawWithheldAuthority: auth("pyusd:withdraw-auth"),
        withheldAmount: 0n,
        olderTransferFee: { epoch: 605n, maximumFee: 0n, transferFeeBasisPoints: 0 },
        newerTransferFee: { epoch: 605n, maximumFee: 0n, transferFeeBasisPoints: 0 },
      },
      { __kind: "TransferHook", authority: auth("pyusd:hook-auth"), programId: address(SYSTEM_PROGRAM) },
      {
        __kind: "ConfidentialTransferMint",
        authority: auth("pyusd:ct-auth"),
        autoApproveNewAccounts: false,
        auditorElgamalPubkey: null,
      },
    ],
  },
  /** Not USDC's mint, but copies USDC's metadata name and symbol (and shape). */
  "usdc-impersonator": {
    name: "usdc-impersonator",
    program: "spl-token",
    mintAuthority: fixtureAddress("usdc-impersonator:mint-auth"),
    freezeAuthority: fixtureAddress("usdc-impersonator:freeze-auth"),
    metaplex: { isMutable: true, name: "USD Coin", symbol: "USDC" },
  },
  /** Token-2022 with a 10% fee (bps 1000) and revoked authorities: sellable with a measured 10% tax. */
  "transfer-fee-10": {
    name: "transfer-fee-10",
    program: "token-2022",
    metaplex: { isMutable: false },
    extensions: () => [
      {
        __kind: "TransferFeeConfig",
        transferFeeConfigAuthority: address(SYSTEM_PROGRAM),
        withdrawWithheldAuthority: address(SYSTEM_PROGRAM),
        withheldAmount: 0n,
        olderTransferFee: { epoch: 0n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 1000 },
        newerTransferFee: { epoch: 0n, maximumFee: 18_446_744_073_709_551_615n, transferFeeBasisPoints: 1000 },
      },
    ],
  },
  /** Clean Token-2022 mint (no extensions): sellable, no tax. */
  "t22-clean": { name: "t22-clean", program: "token-2022", metaplex: { isMutable: false } },
};

export const SCENARIO_NAMES = Object.keys(FIXTURE_SPECS);

/** A system account (not a mint) fixture. */
export function notAMintFixture(): Fixture {
  const addr = fixtureAddress("not-a-mint");
  return {
    name: "not-a-mint",
    mint: addr,
    accounts: new Map([[addr, { owner: SYSTEM_PROGRAM, data: new Uint8Array(0), lamports: 5_000_000_000n }]]),
    largest: [],
  };
}

export async function buildAllFixtures(): Promise<Record<string, Fixture>> {
  const out: Record<string, Fixture> = {};
  for (const name of SCENARIO_NAMES) out[name] = await buildFixture(FIXTURE_SPECS[name]);
  out["not-a-mint"] = notAMintFixture();
  return out;
}

/** An in-memory ChainReader over fixtures (no HTTP), for check-level tests. */
export function fixtureReader(
  fixtures: Fixture[],
  slot = 123,
): import("../../lib/engine/types").ChainReader & { calls: string[] } {
  const accounts = new Map<string, FixtureAccount>();
  const largest = new Map<string, LargestAccount[]>();
  for (const f of fixtures) {
    for (const [k, v] of f.accounts) accounts.set(k, v);
    largest.set(f.mint, f.largest);
  }
  const calls: string[] = [];
  return {
    name: "fixtures",
    kind: "rpc",
    calls,
    requestCount: () => calls.length,
    async getMultipleAccounts(addrs) {
      calls.push("getMultipleAccounts");
      return {
        slot,
        accounts: addrs.map((a) => {
          const x = accounts.get(a);
          return x ? { address: a, owner: x.owner, lamports: x.lamports, executable: false, data: x.data } : null;
        }),
      };
    },
    async getTokenLargestAccounts(mint) {
      calls.push("getTokenLargestAccounts");
      const l = largest.get(mint);
      // Like the real reader: a plain domain error (lib/chains/errors.ts), never an HTTP one.
      const { InvalidTokenInput } = await import("../../lib/chains/errors");
      const a = accounts.get(mint);
      if (!l || !a || (a.owner !== TOKEN_PROGRAM && a.owner !== TOKEN_2022_PROGRAM))
        throw new InvalidTokenInput("Invalid param: not a Token mint");
      return { slot, accounts: l };
    },
  };
}
