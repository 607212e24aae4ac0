/**
 * Who holds each authority, fees in force, and impersonation through disguise, on byte-exact
 * accounts (official codecs: @solana-program/token(-2022) mint / multisig encoders, @solana/sysvars
 * Clock, the Token-2022 TokenMetadata extension codec), scanned through the engine with a snapshot
 * reader that counts its calls: the extra accounts (authority accounts, a metadata pointer target,
 * the Clock) ride in round trips the scan already makes.
 */
import { address } from "@solana/kit";
import { getMultisigEncoder } from "@solana-program/token";
import type { ExtensionArgs } from "@solana-program/token-2022";
import { describe, expect, it } from "vitest";
import { CLOCK_SYSVAR_ID } from "@/lib/chains/solana/clock";
import { encodeTokenMetadataAccount } from "@/lib/chains/solana/external-metadata";
import { INCINERATOR, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@/lib/chains/solana/well-known";
import { buildToken, clockAccount, lamportsFor, sandboxAddress, type TokenSpec } from "@/lib/engine/sandbox-snapshot";
import { scanToken } from "@/lib/engine/scan-token";
import type { ChainReader, EngineResult, Finding, LargestAccount, RawAccount } from "@/lib/engine/types";
import { DEFAULT_TRUST_LIST } from "@/lib/trust";

const NONE = "11111111111111111111111111111111";
const JITO_WITHDRAW_AUTHORITY = "6iQKfEyhr3bZMotVkW6beNZz5CPAkiwvgV2CTje9pVSS";
const USDC_MINT_AUTHORITY = "BJE5MMbqXjVwjAF7oxwPYXnTXDyspzZyt4vwenNw5ruG";
const USDC_FREEZE_AUTHORITY = "7dGbd2QZcCKcTndnHcTL8q7SMVXAkp688NTQYwrRCrar";

const a = (label: string) => sandboxAddress(`identity-test:${label}`);

function spec(name: string, o: Partial<TokenSpec> = {}): TokenSpec {
  return {
    mint: a(name),
    program: "spl-token",
    decimals: 6,
    supply: 1_000_000_000_000n,
    mintAuthority: null,
    freezeAuthority: null,
    metadata: {
      kind: "metaplex",
      name: `Identity ${name}`,
      symbol: "IDTST",
      uri: "https://x.invalid/t.json",
      mutable: false,
      updateAuthority: a(`${name}:ua`),
    },
    holders: Array.from({ length: 12 }, (_, i) => ({ owner: a(`${name}:holder:${i}`), bps: 500 - i * 10 })),
    ...o,
  };
}

interface Counting extends ChainReader {
  gma: string[][];
}

async function scan(
  s: TokenSpec,
  extra: Array<[string, RawAccount]> = [],
  opts: { clock?: boolean; excludedHolders?: ReadonlyMap<string, string> } = {},
): Promise<{ r: EngineResult; reader: Counting }> {
  const built = await buildToken(s, `identity-test:${s.mint}`);
  const accounts = new Map(built.accounts);
  if (opts.clock === false) accounts.delete(CLOCK_SYSVAR_ID);
  for (const [k, v] of extra) accounts.set(k, v);
  const largest = new Map<string, LargestAccount[]>([[built.mint, built.largest]]);
  let requests = 0;
  const reader: Counting = {
    name: "identity-snapshot",
    kind: "snapshot",
    gma: [],
    requestCount: () => requests,
    async getMultipleAccounts(addrs) {
      requests++;
      reader.gma.push(addrs);
      return { slot: 1, accounts: addrs.map((x) => accounts.get(x) ?? null) };
    },
    async getTokenLargestAccounts(mint) {
      requests++;
      return { slot: 1, accounts: largest.get(mint) ?? [] };
    },
  };
  const r = await scanToken({ chain: "solana", tokenAddress: s.mint }, reader, {
    mode: "sandbox",
    trust: DEFAULT_TRUST_LIST,
    now: () => Date.UTC(2025, 5, 1),
    excludedHolders: opts.excludedHolders,
  });
  return { r, reader };
}
const f = (r: EngineResult, id: string) => r.findings.find((x) => x.id === id) as Finding;

function multisigAccount(addr: string, m: number, signers: string[]): RawAccount {
  const padded = [...signers, ...Array(11 - signers.length).fill(NONE)].map((s) => address(s));
  const data = new Uint8Array(
    getMultisigEncoder().encode({ m, n: signers.length, isInitialized: true, signers: padded }),
  );
  return { address: addr, owner: TOKEN_PROGRAM_ID, lamports: lamportsFor(data.length), executable: false, data };
}

describe("who holds each authority", () => {
  it("a stake pool's withdraw authority (derived from the SPL stake-pool seeds) holds the mint: low, program and source shown", async () => {
    const { r } = await scan(spec("lst", { mintAuthority: JITO_WITHDRAW_AUTHORITY }));
    const m = f(r, "MINT_AUTHORITY_ACTIVE");
    expect(m).toMatchObject({ status: "fail", severity: "low" });
    expect(m.evidence).toMatchObject({
      authorityHolder: "known_program",
      authorityProgram: "SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy",
    });
    expect(String(m.evidence.authoritySource)).toMatch(/withdraw/);
    expect(r.riskLevel).not.toMatch(/high|critical/);
  });

  it("the incinerator as mint and freeze authority is revoked in effect", async () => {
    const { r } = await scan(spec("burnt", { mintAuthority: INCINERATOR, freezeAuthority: INCINERATOR }));
    expect(f(r, "MINT_AUTHORITY_ACTIVE")).toMatchObject({ status: "pass" });
    expect(f(r, "FREEZE_AUTHORITY_ACTIVE")).toMatchObject({ status: "pass" });
    expect(f(r, "MINT_AUTHORITY_ACTIVE").detail).toMatch(/incinerator/);
  });

  it("an SPL Token multisig (read in round trip 2) is still a live authority, shown 2 of 3", async () => {
    const ms = a("multisig");
    const { r, reader } = await scan(spec("ms", { mintAuthority: ms }), [
      [ms, multisigAccount(ms, 2, [a("s1"), a("s2"), a("s3")])],
    ]);
    const m = f(r, "MINT_AUTHORITY_ACTIVE");
    expect(m).toMatchObject({ status: "fail", severity: "high" });
    expect(m.evidence).toMatchObject({ authorityHolder: "multisig", multisigM: 2, multisigN: 3 });
    expect(m.detail).toMatch(/2 of 3/);
    // Round trip 1: mint, metadata PDA, curve PDA, Clock; round trip 2: holders AND the authority account.
    expect(reader.gma.length).toBe(2);
    expect(reader.gma[0]).toContain(CLOCK_SYSVAR_ID);
    expect(reader.gma[1]).toContain(ms);
    expect(r.sources[0].requests).toBe(3);
  });

  it("a PDA of an unknown program is a live authority controlled by that program's upgrader", async () => {
    const [pda] = (await import("@/lib/chains/solana/pda")).findProgramAddress(a("some-program"), ["authority"]);
    const { r } = await scan(spec("pda", { freezeAuthority: pda }));
    expect(f(r, "FREEZE_AUTHORITY_ACTIVE")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "FREEZE_AUTHORITY_ACTIVE").evidence.authorityHolder).toBe("program_pda");
    expect(f(r, "FREEZE_AUTHORITY_ACTIVE").detail).toMatch(/upgrade/);
  });

  it("a listed issuer's keys on a new mint: issuer-controlled with the key match as evidence; a stranger mixing its own key is not", async () => {
    const issuers = await scan(
      spec("circle-new", { mintAuthority: USDC_MINT_AUTHORITY, freezeAuthority: USDC_FREEZE_AUTHORITY }),
    );
    expect(issuers.r.trust).toMatchObject({ status: "issuer_authority", issuer: "Circle" });
    const fa = f(issuers.r, "FREEZE_AUTHORITY_ACTIVE");
    expect(fa).toMatchObject({ status: "fail", severity: "low" });
    expect(fa.evidence).toMatchObject({
      issuerControlled: true,
      issuerRecognisedBy: "authority_keys",
      issuerKeyOf: "Circle",
    });
    expect(issuers.r.riskLevel).not.toMatch(/high|critical/);

    const stranger = await scan(spec("stranger", { mintAuthority: USDC_MINT_AUTHORITY, freezeAuthority: a("mine") }));
    expect(stranger.r.trust.status).toBe("not_listed");
    expect(f(stranger.r, "FREEZE_AUTHORITY_ACTIVE")).toMatchObject({ status: "fail", severity: "high" });
    expect(stranger.r.riskLevel).toBe("high");
  });
});

function fee(older: number, newer: number, newerEpoch: bigint): ExtensionArgs {
  return {
    __kind: "TransferFeeConfig",
    transferFeeConfigAuthority: address(NONE),
    withdrawWithheldAuthority: address(NONE),
    withheldAmount: 0n,
    olderTransferFee: { epoch: 0n, maximumFee: 10n ** 18n, transferFeeBasisPoints: older },
    newerTransferFee: { epoch: newerEpoch, maximumFee: 10n ** 18n, transferFeeBasisPoints: newer },
  };
}
const t22 = (name: string, ext: ExtensionArgs[]) =>
  spec(name, {
    program: "token-2022",
    extensions: ext,
    metadata: {
      kind: "token-2022",
      name: `Identity ${name}`,
      symbol: "IDTST",
      uri: "https://x.invalid",
      updateAuthority: null,
    },
  });

describe("the transfer fee in force at the current epoch (Clock sysvar read with the mint)", () => {
  const now = clockAccount().data;
  const epoch = new DataView(now.buffer, now.byteOffset).getBigUint64(16, true);

  it("a 30% fee scheduled for a later epoch on top of 1% now: the trap is scored (critical)", async () => {
    const { r } = await scan(t22("raise", [fee(100, 3000, epoch + 2n)]));
    const tf = f(r, "TRANSFER_FEE");
    expect(tf).toMatchObject({ status: "fail", severity: "critical", title: "Transfer fee rises to 30%" });
    expect(tf.evidence).toMatchObject({ feeInForceBps: 100, scheduledFeeBps: 3000, currentEpoch: epoch.toString() });
  });

  it("an expired 30% fee with 0% in force is history: pass", async () => {
    const { r } = await scan(t22("expired", [fee(3000, 0, epoch - 5n)]));
    expect(f(r, "TRANSFER_FEE")).toMatchObject({ status: "pass" });
    expect(f(r, "TRANSFER_FEE").detail).toMatch(/history/);
  });

  it("without the Clock the higher fee is scored", async () => {
    const { r } = await scan(t22("noclock", [fee(3000, 0, 5n)]), [], { clock: false });
    expect(f(r, "TRANSFER_FEE")).toMatchObject({ status: "fail", severity: "critical" });
    expect(f(r, "TRANSFER_FEE").evidence.currentEpoch).toBeNull();
  });
});

describe("impersonation that survives disguise", () => {
  const named = (name: string, n: string, s: string) =>
    spec(name, {
      metadata: {
        kind: "metaplex",
        name: n,
        symbol: s,
        uri: "https://x.invalid",
        mutable: false,
        updateAuthority: a(`${name}:ua`),
      },
    });

  it.each([
    ["cyrillic", "USD Coin", "UЅDС"],
    ["greek", "Jupiter", "JUΡ"],
    ["fullwidth", "ＵＳＤ Ｃｏｉｎ", "ＵＳＤＣ"],
    ["zero-width", "USD\u200b Coin", "U\u200bSDC"],
  ])("%s look-alikes of a listed token are high", async (label, n, s) => {
    const { r } = await scan(named(label, n, s));
    const imp = f(r, "IMPERSONATION");
    expect(imp).toMatchObject({ status: "fail", severity: "high" });
    expect(r.riskLevel).toMatch(/high|critical/);
  });

  it("a registry token copied by name and symbol (not on the curated list) is high; a ticker alone is a collision", async () => {
    const popcat = await scan(named("popcat", "POPCAT", "POPCAT"));
    expect(f(popcat.r, "IMPERSONATION")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(popcat.r, "IMPERSONATION").evidence.matchedList).toBe("registry");
    const ticker = await scan(named("honey", "Sandbox Honeypot Test", "HONEY"));
    expect(f(ticker.r, "IMPERSONATION").status).toBe("pass");
    expect(f(ticker.r, "IMPERSONATION").evidence.symbolSharedWith).toBeTruthy();
  });

  it("a MetadataPointer to an external account: read in round trip 2, its name is compared, and the pointer is a finding", async () => {
    const target = a("pointer-target");
    const s = spec("pointer", {
      program: "token-2022",
      extensions: [{ __kind: "MetadataPointer", authority: address(a("deployer")), metadataAddress: address(target) }],
      metadata: { kind: "none" },
    });
    const data = encodeTokenMetadataAccount({
      mint: s.mint,
      updateAuthority: a("deployer"),
      name: "USD Coin",
      symbol: "USDC",
      uri: "",
    });
    const acct: RawAccount = {
      address: target,
      owner: a("deployer-program"),
      lamports: lamportsFor(data.length),
      executable: false,
      data,
    };
    const { r, reader } = await scan(s, [[target, acct]]);
    expect(reader.gma.length).toBe(2);
    expect(reader.gma[1]).toContain(target);
    expect(f(r, "IMPERSONATION")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "IMPERSONATION").evidence.matchedSource).toBe("pointer");
    expect(f(r, "METADATA_POINTER_EXTERNAL")).toMatchObject({ status: "fail", severity: "medium" });
    expect(f(r, "METADATA_POINTER_EXTERNAL").evidence).toMatchObject({ pointerStatus: "read", pointerSymbol: "USDC" });
    // What wallets show is the pointed metadata: it is the scan's metadata, and its update authority is live.
    expect(r.metadata).toMatchObject({ source: "token-2022", name: "USD Coin", symbol: "USDC", address: target });
    expect(f(r, "METADATA_MUTABLE").status).toBe("fail");
  });

  it("a MetadataPointer to the deployer's second mint, whose TokenMetadata declares that other mint: read, compared, a borrowed identity (high)", async () => {
    const deployer = a("borrow-deployer");
    const second = await buildToken(
      spec("second-mint", {
        program: "token-2022",
        supply: 0n,
        mintAuthority: deployer,
        holders: [],
        metadata: { kind: "token-2022", name: "USD Coin", symbol: "USDC", uri: "", updateAuthority: deployer },
      }),
      "identity-test:second-mint",
    );
    const target = second.mint;
    const s = spec("borrow", {
      program: "token-2022",
      extensions: [{ __kind: "MetadataPointer", authority: address(deployer), metadataAddress: address(target) }],
      metadata: { kind: "none" },
    });
    const { r, reader } = await scan(s, [[target, second.accounts.get(target) as RawAccount]]);
    expect(reader.gma.length).toBe(2);
    expect(reader.gma[1]).toContain(target);
    const ptr = f(r, "METADATA_POINTER_EXTERNAL");
    expect(ptr).toMatchObject({ status: "fail", severity: "high", title: "Borrowed token identity" });
    expect(ptr.evidence).toMatchObject({
      pointerStatus: "read",
      pointerSymbol: "USDC",
      pointerDeclaredMint: target,
      pointerControlledBy: deployer,
    });
    expect(f(r, "IMPERSONATION")).toMatchObject({ status: "fail", severity: "high" });
    expect(f(r, "IMPERSONATION").evidence.matchedSource).toBe("pointer");
    expect(r.metadata).toMatchObject({ name: "USD Coin", symbol: "USDC", address: target });
    expect(r.riskLevel).toMatch(/high|critical/);
  });

  it("the real USDC mint is not an impersonation of itself", async () => {
    const { r } = await scan(named("usdc", "USD Coin", "USDC"));
    expect(f(r, "IMPERSONATION").status).toBe("fail");
    const real = await scan({
      ...named("usdc-real", "USD Coin", "USDC"),
      mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    });
    expect(f(real.r, "IMPERSONATION").status).toBe("pass");
  });
});

describe("Token-2022 owned accounts and programs", () => {
  it("TOKEN_2022 multisig accounts decode too", async () => {
    const ms = a("t22-ms");
    const acct = { ...multisigAccount(ms, 1, [a("k1"), a("k2")]), owner: TOKEN_2022_PROGRAM_ID };
    const { r } = await scan(t22("t22ms", [{ __kind: "PermanentDelegate", delegate: address(ms) }]), [[ms, acct]]);
    expect(f(r, "PERMANENT_DELEGATE").evidence).toMatchObject({
      authorityHolder: "multisig",
      multisigM: 1,
      multisigN: 2,
    });
  });
});

describe("holders as owners and clusters", () => {
  const spread = (name: string) =>
    Array.from({ length: 10 }, (_, i) => ({ owner: a(`${name}:w${i}`), bps: 300 - i * 17 }));

  it("one owner's three token accounts are one holder", async () => {
    const whale = a("multi-account-whale");
    const { r } = await scan(
      spec("multi", { holders: [...[0, 1, 2].map(() => ({ owner: whale, bps: 800 })), ...spread("multi")] }),
    );
    expect(r.holders.top1Pct).toBe(24);
    expect(f(r, "TOP_HOLDER_CONCENTRATION")).toMatchObject({ status: "fail", severity: "medium" });
    expect(f(r, "TOP_HOLDER_CONCENTRATION").evidence).toMatchObject({ holderKind: "owner", owner: whale });
    expect(r.holders.owners).toBe(11);
  });

  it("six fresh wallets with the same balance are one holder (a split supply)", async () => {
    const { r } = await scan(
      spec("bundle", {
        holders: [
          ...Array.from({ length: 6 }, (_, i) => ({ owner: a(`bundle:sybil${i}`), bps: 900 })),
          ...spread("bundle"),
        ],
      }),
    );
    expect(r.holders.clusters).toHaveLength(1);
    expect(r.holders.clusters[0].owners).toHaveLength(6);
    expect(r.holders.top1Pct).toBe(54);
    const top = f(r, "TOP_HOLDER_CONCENTRATION");
    expect(top).toMatchObject({ status: "fail", severity: "high" });
    expect(top.detail).toMatch(/cluster of 6 wallets/);
    expect(r.riskLevel).toMatch(/high|critical/);
  });

  it("ordinary spread balances are not a cluster; an owner passed as excluded (a pool vault) does not count", async () => {
    const vaultOwner = a("venue-vault-owner");
    const { r } = await scan(spec("vault", { holders: [{ owner: vaultOwner, bps: 6000 }, ...spread("vault")] }), [], {
      excludedHolders: new Map([[vaultOwner, "pool:test-venue"]]),
    });
    expect(r.holders.clusters).toEqual([]);
    expect(r.holders.top[0]).toMatchObject({ owner: vaultOwner, label: "pool:test-venue", excluded: true });
    expect(f(r, "TOP_HOLDER_CONCENTRATION").status).toBe("pass");
  });
});
