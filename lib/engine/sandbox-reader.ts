/**
 * ChainReader over the built-in sandbox snapshot. Same interface as the RPC reader, so
 * scanToken runs the exact same code path. No network, no randomness, no clock.
 *
 * Catalogue tokens come from SANDBOX_SCENARIOS. Any other valid address gets a
 * deterministic SYNTHETIC token derived from sha256 of that address (program, decimals,
 * supply, authorities, fee, metadata, holders). Synthetic accounts (metadata PDA, holder
 * token accounts) are registered in the reader when their mint is first requested, so use a
 * fresh reader per scan (it is cheap) for byte-identical results.
 */
import { address } from "@solana/kit";
import type { ExtensionArgs } from "@solana-program/token-2022";
import { InvalidTokenInput } from "../chains/errors";
import { isValidSolanaAddress } from "../chains/solana/address";
import { selectProgramAccounts } from "../chains/solana/program-accounts";
import { INCINERATOR } from "../chains/solana/well-known";
import { SANDBOX_SCENARIOS } from "./sandbox-catalogue";
import {
  type BuiltToken,
  buildToken,
  type HolderSpec,
  type MetadataSpec,
  SANDBOX_SLOT,
  SANDBOX_SNAPSHOT_VERSION,
  sandboxAddress,
  sha256,
  type TokenSpec,
} from "./sandbox-snapshot";
import type { ChainReader, LargestAccount, RawAccount } from "./types";

export interface SandboxSnapshot {
  version: string;
  slot: number;
  accounts: Map<string, RawAccount>;
  largest: Map<string, LargestAccount[]>;
}

let snapshotPromise: Promise<SandboxSnapshot> | null = null;

/** The built-in snapshot (built once per process, deterministically). */
export function getSandboxSnapshot(): Promise<SandboxSnapshot> {
  if (!snapshotPromise) {
    snapshotPromise = (async () => {
      const accounts = new Map<string, RawAccount>();
      const largest = new Map<string, LargestAccount[]>();
      for (const s of SANDBOX_SCENARIOS) {
        const built = await buildToken(s.spec, s.scenario);
        for (const [k, v] of built.accounts) accounts.set(k, v);
        largest.set(built.mint, built.largest);
        for (const [k, v] of built.extraLargest) largest.set(k, v);
      }
      return { version: SANDBOX_SNAPSHOT_VERSION, slot: SANDBOX_SLOT, accounts, largest };
    })();
  }
  return snapshotPromise;
}

const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;

/** Deterministic synthetic token spec for any address (hash of the address bytes). */
export function syntheticSpec(mint: string): TokenSpec {
  const h = sha256(`synthetic:${mint}`);
  const h2 = sha256(`synthetic-holders:${mint}`);
  const label = (s: string) => sandboxAddress(`synthetic:${mint}:${s}`);
  const program = h[0] % 4 === 0 ? "token-2022" : "spl-token";
  const decimals = [0, 2, 6, 6, 8, 9, 9, 9][h[1] % 8];
  const whole = 1_000_000n + (BigInt(u32(h, 2)) % 999_000_000n);
  const supply = whole * 10n ** BigInt(decimals);
  const mintAuthority = h[6] < 80 ? label("mint-authority") : null;
  const freezeAuthority = h[7] < 60 ? label("freeze-authority") : null;
  const extensions: ExtensionArgs[] = [];
  if (program === "token-2022" && h[8] % 3 === 0) {
    const bps = (h[9] % 11) * 50;
    const fee = { epoch: 600n, maximumFee: 10n ** BigInt(decimals + 6), transferFeeBasisPoints: bps };
    extensions.push({
      __kind: "TransferFeeConfig",
      transferFeeConfigAuthority: address(h[10] & 1 ? label("fee-authority") : "11111111111111111111111111111111"),
      withdrawWithheldAuthority: address(label("withdraw-authority")),
      withheldAmount: 0n,
      olderTransferFee: fee,
      newerTransferFee: fee,
    });
  }
  const name = `Synthetic ${mint.slice(0, 4)}`;
  const symbol = `SYN${mint.slice(0, 3).toUpperCase()}`;
  const uri = `https://sandbox.invalid/synthetic/${mint}.json`;
  const mdKind = h[11] % 5;
  const metadata: MetadataSpec =
    mdKind === 0
      ? { kind: "none" }
      : program === "token-2022"
        ? { kind: "token-2022", name, symbol, uri, updateAuthority: h[12] & 1 ? label("update-authority") : null }
        : {
            kind: "metaplex",
            name,
            symbol,
            uri,
            mutable: (h[12] & 1) === 1,
            updateAuthority: label("update-authority"),
          };
  // Holders: 5..20 accounts sharing 20%..94% of supply, weights from a second hash.
  const n = 5 + (h[13] % 16);
  const sharedBps = 2000 + (h[14] % 75) * 100;
  const weights = Array.from({ length: n }, (_, i) => 1 + h2[i] + (i === 0 ? h2[31] * 4 : 0));
  const total = weights.reduce((s, w) => s + w, 0);
  const burnIndex = h[15] % 6 === 0 ? n - 1 : -1;
  const holders: HolderSpec[] = weights.map((w, i) => ({
    owner: i === burnIndex ? INCINERATOR : label(`wallet:${i}`),
    bps: Math.max(1, Math.floor((sharedBps * w) / total)),
  }));
  return { mint, program, decimals, supply, mintAuthority, freezeAuthority, extensions, metadata, holders };
}

export interface SandboxReader extends ChainReader {
  /** Reader calls (round trips) made so far; the sandbox makes no HTTP requests. */
  callCount(): number;
}

export function createSandboxReader(): SandboxReader {
  const synthetic = new Map<string, RawAccount>();
  const syntheticLargest = new Map<string, LargestAccount[]>();
  const pending = new Map<string, Promise<BuiltToken>>();
  let calls = 0;

  function synthesize(mint: string): Promise<BuiltToken> {
    let p = pending.get(mint);
    if (!p) {
      p = buildToken(syntheticSpec(mint), `synthetic:${mint}`).then((built) => {
        for (const [k, v] of built.accounts) if (!synthetic.has(k)) synthetic.set(k, v);
        syntheticLargest.set(mint, built.largest);
        return built;
      });
      pending.set(mint, p);
    }
    return p;
  }

  const copy = (a: RawAccount): RawAccount => ({ ...a, data: new Uint8Array(a.data) });

  return {
    name: `sandbox-snapshot@${SANDBOX_SNAPSHOT_VERSION}`,
    kind: "snapshot",
    requestCount: () => 0,
    callCount: () => calls,
    async getMultipleAccounts(addresses) {
      calls++;
      const snap = await getSandboxSnapshot();
      const out: (RawAccount | null)[] = [];
      for (let i = 0; i < addresses.length; i++) {
        const a = addresses[i];
        let acct = snap.accounts.get(a) ?? synthetic.get(a) ?? null;
        if (!acct && i === 0 && isValidSolanaAddress(a)) {
          await synthesize(a);
          acct = synthetic.get(a) ?? null;
        }
        out.push(acct ? copy(acct) : null);
      }
      return { slot: SANDBOX_SLOT, accounts: out };
    },
    async getProgramAccounts(programId, filters, dataSlice) {
      calls++;
      const snap = await getSandboxSnapshot();
      const all = [...snap.accounts.values(), ...synthetic.values()].map((a) => [a.address, a] as const);
      return selectProgramAccounts(all, programId, filters, dataSlice).map(([, a]) => a);
    },
    async getTokenLargestAccounts(mint) {
      calls++;
      const snap = await getSandboxSnapshot();
      const fixed = snap.largest.get(mint) ?? syntheticLargest.get(mint);
      if (fixed) return { slot: SANDBOX_SLOT, accounts: fixed.map((l) => ({ ...l })) };
      const known = snap.accounts.get(mint) ?? synthetic.get(mint);
      if (known || !isValidSolanaAddress(mint)) {
        throw new InvalidTokenInput("getTokenLargestAccounts: Invalid param: not a Token mint");
      }
      const built = await synthesize(mint);
      return { slot: SANDBOX_SLOT, accounts: built.largest.map((l) => ({ ...l })) };
    },
  };
}
