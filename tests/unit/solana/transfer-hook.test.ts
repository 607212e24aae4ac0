/**
 * Transfer-hook extra-account resolution (lib/chains/solana/transfer-hook.ts) cross-checked
 * against the OFFICIAL resolver: @solana/spl-token's `addExtraAccountMetasForExecute` (web3.js
 * v1 Connection) and ours read the SAME accounts from the same real local JSON-RPC server;
 * validation data is encoded with spl-token's ExtraAccountMetaAccountDataLayout.
 */
import { createHash } from "node:crypto";
import {
  addExtraAccountMetasForExecute,
  createTransferCheckedInstruction,
  type ExtraAccountMeta as OfficialMeta,
  TOKEN_2022_PROGRAM_ID,
} from "@solana/spl-token";
import { Connection, PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRpcReader } from "@/lib/chains/solana/rpc-reader";
import {
  AccountDataLoader,
  decodeExtraAccountMetaList,
  EXECUTE_DISCRIMINATOR,
  executeInstructionData,
  type FetchAccountData,
  findExtraAccountMetasAddress,
  type HookResolution,
  resolveTransferHookAccounts,
} from "@/lib/chains/solana/transfer-hook";
import {
  buildHookFixture,
  type HookFixture,
  meta,
  officialValidationAddress,
  type SeedSpec,
  validationAccountData,
} from "../../support/hook-program/hook-fixtures";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { type FixtureAccount, fixtureAddress, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM } from "../../support/solana-fixtures";

let rpc: LocalRpc;
let connection: Connection;
const AMOUNT = 123_456_789n;

beforeAll(async () => {
  rpc = await startLocalRpc({ fixtures: [] });
  connection = new Connection(rpc.url, "confirmed");
});
afterAll(() => rpc.close());
beforeEach(() => rpc.resetStats());

/** A config account holding a pubkey at offset 8 and some bytes at 40.. (read by AccountData seeds / pubkey data). */
const CONFIG_POINTEE = fixtureAddress("hook-unit:config-pointee");
function configAccount(): FixtureAccount {
  const data = new Uint8Array(64);
  data.set([9, 9, 9, 9, 9, 9, 9, 9]);
  data.set(new PublicKey(CONFIG_POINTEE).toBytes(), 8);
  data.set([1, 2, 3, 4, 5, 6, 7, 8], 40);
  return { owner: SYSTEM_PROGRAM, data, lamports: 1_000_000n };
}

let counter = 0;
/** A hook mint + validation account in the local RPC; returns the Execute accounts to resolve. */
async function scenario(
  metas: ((f: { mint: string; config: string; hook: string }) => OfficialMeta[]) | null,
  rawValidation?: Uint8Array,
) {
  const name = `hook-unit-${counter++}`;
  const config = fixtureAddress(`${name}:config`);
  const hookProgram = fixtureAddress(`${name}:hook-program`);
  const f: HookFixture = await buildHookFixture({
    name,
    program: null,
    metas: metas ? (mint) => metas({ mint, config, hook: hookProgram }) : null,
    accounts: () => [[config, configAccount()]],
  });
  if (rawValidation)
    f.accounts.set(f.validationAccount, { owner: f.hookProgram, data: rawValidation, lamports: 1_000_000n });
  rpc.addScenario(f);
  const [source, destination] = f.largest.map((l) => l.address);
  const ownerOf = (ta: string) => new PublicKey(f.accounts.get(ta)!.data.subarray(32, 64)).toBase58();
  return { f, mint: f.mint, hookProgram: f.hookProgram, source, destination, authority: ownerOf(source), config };
}

type Sc = Awaited<ReturnType<typeof scenario>>;

/** The official resolver: what spl-token appends to TransferChecked (after its 4 accounts). */
async function official(s: Sc) {
  const ix = createTransferCheckedInstruction(
    new PublicKey(s.source),
    new PublicKey(s.mint),
    new PublicKey(s.destination),
    new PublicKey(s.authority),
    AMOUNT,
    6,
    [],
    TOKEN_2022_PROGRAM_ID,
  );
  await addExtraAccountMetasForExecute(
    connection,
    ix,
    new PublicKey(s.hookProgram),
    new PublicKey(s.source),
    new PublicKey(s.mint),
    new PublicKey(s.destination),
    new PublicKey(s.authority),
    AMOUNT,
  );
  return ix.keys
    .slice(4)
    .map((k) => ({ address: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable }));
}

/** Our resolver through the engine's real RPC reader (HTTP); counts fetch calls. */
async function ours(s: Sc, loader?: AccountDataLoader) {
  const reader = createRpcReader({ url: rpc.url });
  let fetches = 0;
  const fetch: FetchAccountData = async (addrs) => {
    fetches++;
    return (await reader.getMultipleAccounts(addrs)).accounts.map((a) => (a ? a.data : null));
  };
  const res = await resolveTransferHookAccounts(
    {
      hookProgram: s.hookProgram,
      mint: s.mint,
      source: s.source,
      destination: s.destination,
      authority: s.authority,
      amount: AMOUNT,
    },
    loader ?? fetch,
  );
  return { res, fetches, http: reader.requestCount() };
}

const asMetas = (r: HookResolution) => {
  if (!r.ok) throw new Error(`unresolved: ${r.reason}`);
  return r.accounts.map((a) => ({ address: a.address, isSigner: (a.role & 2) !== 0, isWritable: (a.role & 1) !== 0 }));
};

async function crossCheck(
  metas: (f: { mint: string; config: string; hook: string }) => OfficialMeta[],
  expectedReads: number,
) {
  const s = await scenario(metas);
  const ref = await official(s);
  rpc.resetStats();
  const { res, fetches, http } = await ours(s);
  const got = asMetas(res);
  expect(got).toEqual(ref);
  expect(res.ok && res.reads).toBe(expectedReads);
  expect(fetches).toBe(expectedReads);
  expect(http).toBe(expectedReads);
  expect(rpc.stats().calls).toEqual({ getMultipleAccounts: expectedReads });
  // The tail is always: hook program (readonly), validation account (readonly).
  expect(got.slice(-2)).toEqual([
    { address: s.hookProgram, isSigner: false, isWritable: false },
    { address: s.f.validationAccount, isSigner: false, isWritable: false },
  ]);
  return { s, got };
}

describe("constants and PDA", () => {
  it("the Execute discriminator is sha256('spl-transfer-hook-interface:execute')[..8]", () => {
    const h = createHash("sha256").update("spl-transfer-hook-interface:execute").digest();
    expect([...EXECUTE_DISCRIMINATOR]).toEqual([...h.subarray(0, 8)]);
    const data = executeInstructionData(AMOUNT);
    expect([...data.subarray(0, 8)]).toEqual([...h.subarray(0, 8)]);
    expect(Buffer.from(data).readBigUInt64LE(8)).toBe(AMOUNT);
  });

  it("the validation account matches spl-token's getExtraAccountMetaAddress", async () => {
    for (let i = 0; i < 5; i++) {
      const mint = fixtureAddress(`pda-mint-${i}`);
      const hook = fixtureAddress(`pda-hook-${i}`);
      expect(await findExtraAccountMetasAddress(mint, hook)).toBe(officialValidationAddress(mint, hook));
    }
  });
});

describe("resolution matches @solana/spl-token addExtraAccountMetasForExecute", () => {
  it("literal pubkeys keep their roles (readonly, writable, signer, writable signer); one read", async () => {
    const { got } = await crossCheck(
      () => [
        meta.literal(fixtureAddress("lit:a")),
        meta.literal(fixtureAddress("lit:b"), { writable: true }),
        meta.literal(fixtureAddress("lit:c"), { signer: true }),
        meta.literal(fixtureAddress("lit:d"), { signer: true, writable: true }),
      ],
      1,
    );
    expect(got.slice(0, 4).map((m) => [m.isSigner, m.isWritable])).toEqual([
      [false, false],
      [false, true],
      [true, false],
      [true, true],
    ]);
  });

  it("PDAs of the hook program from literal / instruction-data / account-key seeds; one read", async () => {
    await crossCheck(
      () => [
        meta.pda([{ literal: "counter" }], { writable: true }),
        meta.pda([{ literal: "amount" }, { instructionData: { index: 8, length: 8 } }]),
        meta.pda([{ instructionData: { index: 0, length: 8 } }]),
        meta.pda([{ accountKey: 0 }]),
        meta.pda([{ literal: "owner" }, { accountKey: 3 }, { accountKey: 1 }], { writable: true }),
        meta.pda([{ accountKey: 4 }]),
        meta.pda([{ accountKey: 5 }, { literal: new Uint8Array([0xff, 0, 1]) }]), // key of the first extra
        meta.pda([]), // no seeds at all
      ],
      1,
    );
  });

  it("AccountData seeds read source, mint and a previously resolved extra in ONE batched read", async () => {
    await crossCheck(
      ({ config }) => [
        meta.literal(config),
        meta.pda([{ literal: "src-owner" }, { accountData: { accountIndex: 0, dataIndex: 32, length: 32 } }]),
        meta.pda([{ accountData: { accountIndex: 1, dataIndex: 0, length: 4 } }], { writable: true }),
        meta.pda([{ accountData: { accountIndex: 5, dataIndex: 40, length: 8 } }, { accountKey: 2 }]),
      ],
      2,
    );
  });

  it("an external PDA (owned by the program at an account index)", async () => {
    await crossCheck(
      () => [
        meta.literal(fixtureAddress("ext:program")),
        meta.externalPda(5, [{ literal: "ext" }, { accountKey: 1 }], { writable: true }),
        meta.externalPda(1, [{ accountKey: 0 }]), // PDA "of" the mint
      ],
      1,
    );
  });

  it("pubkey data read from account data (config account, source owner)", async () => {
    const { got } = await crossCheck(
      ({ config }) => [
        meta.literal(config),
        meta.pubkeyFromAccountData(5, 8, { writable: true }),
        meta.pubkeyFromAccountData(0, 32), // = the authority (source owner)
      ],
      2,
    );
    expect(got[1].address).toBe(CONFIG_POINTEE);
  });

  it("chained data dependencies: each wave of account data is one batched read", async () => {
    // extra 5 = pubkey at source[32..64] (the owner wallet); extra 6 = PDA seeded by extra 5's data:
    // the owner wallet's data is only known after extra 5 is resolved -> a third read.
    const s = await scenario(({ config }) => [
      meta.pubkeyFromAccountData(0, 32),
      meta.literal(config),
      meta.pda([{ accountData: { accountIndex: 6, dataIndex: 0, length: 8 } }]),
      meta.pubkeyFromAccountData(6, 8),
      meta.pda([{ accountData: { accountIndex: 8, dataIndex: 0, length: 0 } }, { literal: "x" }]),
    ]);
    // Make the pointee exist so index 8's data can be read.
    rpc.setAccount(CONFIG_POINTEE, { owner: SYSTEM_PROGRAM, data: new Uint8Array(8), lamports: 1n });
    const ref = await official(s);
    rpc.resetStats();
    const { res } = await ours(s);
    expect(asMetas(res)).toEqual(ref);
    expect(res.reads).toBe(3); // validation; source+config (one batch); pointee
    expect(rpc.stats().calls).toEqual({ getMultipleAccounts: 3 });
  });

  it("de-escalation: a meta naming an Execute account (readonly there) is not escalated; repeats keep earned roles", async () => {
    const { s, got } = await crossCheck(
      ({ config }) => [
        meta.pubkeyFromAccountData(0, 0, { writable: true }), // = the mint (readonly in Execute)
        meta.literal(config, { writable: true, signer: true }),
        meta.literal(config, { writable: true, signer: true }), // already writable+signer: kept
        meta.pda([{ accountKey: 0 }], { writable: true }),
      ],
      2,
    );
    expect(got[0]).toEqual({ address: s.mint, isSigner: false, isWritable: false });
    expect(got[2]).toEqual({ address: s.config, isSigner: true, isWritable: true });
  });

  it("a validation account with spare capacity (count < slots) resolves only `count` metas", async () => {
    const metas = [meta.literal(fixtureAddress("cap:a")), meta.pda([{ literal: "cap" }])];
    const s = await scenario(null, validationAccountData(metas, { capacity: 5 }));
    const ref = await official(s);
    const { res } = await ours(s);
    expect(asMetas(res)).toEqual(ref);
    expect(asMetas(res)).toHaveLength(4);
  });

  it("a shared loader reads the validation account once across holders", async () => {
    const s = await scenario(() => [meta.literal(fixtureAddress("shared:a")), meta.pda([{ accountKey: 0 }])]);
    const reader = createRpcReader({ url: rpc.url });
    const loader = new AccountDataLoader(async (a) =>
      (await reader.getMultipleAccounts(a)).accounts.map((x) => (x ? x.data : null)),
    );
    const first = await ours(s, loader);
    const second = await ours({ ...s, source: s.destination }, loader);
    expect(first.res.reads).toBe(1);
    expect(second.res.reads).toBe(0);
    expect(loader.reads()).toBe(1);
    expect(asMetas(second.res)).toEqual(await official({ ...s, source: s.destination }));
  });
});

describe("decoding (spl-type-length-value / PodSlice rules)", () => {
  const two = [
    meta.literal(fixtureAddress("dec:a"), { writable: true }),
    meta.pda([{ literal: "d" }, { accountKey: 2 }]),
  ];

  it("decodes the official encoding field by field", () => {
    const out = decodeExtraAccountMetaList(validationAccountData(two));
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({
      discriminator: 0,
      addressConfig: new PublicKey(fixtureAddress("dec:a")).toBytes(),
      isSigner: false,
      isWritable: true,
    });
    expect(out[1].discriminator).toBe(1);
    expect([...out[1].addressConfig.subarray(0, 6)]).toEqual([1, 1, 100, 3, 2, 0]);
  });

  it("finds the Execute entry after another TLV entry and ignores a zero tail", () => {
    const exec = validationAccountData(two);
    const other = new Uint8Array(8 + 4 + 3);
    other.set([1, 2, 3, 4, 5, 6, 7, 8, 3, 0, 0, 0, 0xaa, 0xbb, 0xcc]);
    const data = new Uint8Array(other.length + exec.length + 20);
    data.set(other, 0);
    data.set(exec, other.length);
    expect(decodeExtraAccountMetaList(data)).toEqual(decodeExtraAccountMetaList(exec));
  });

  it.each<[string, () => Uint8Array, RegExp]>([
    ["empty data", () => new Uint8Array(0), /no Execute/],
    [
      "another instruction's list only",
      () => validationAccountData(two, { discriminator: Buffer.alloc(8, 7) }),
      /no Execute/,
    ],
    ["a truncated entry", () => validationAccountData(two).subarray(0, 40), /runs past the end/],
    [
      "a count larger than the slots",
      () => {
        const d = validationAccountData(two);
        d[12] = 3;
        return d;
      },
      /counts 3 metas but holds 2/,
    ],
    [
      "slots not a multiple of 35 bytes",
      () => {
        const d = validationAccountData(two);
        const longer = new Uint8Array(d.length + 1);
        longer.set(d);
        longer[8] += 1; // TLV length + 1
        return longer;
      },
      /not a whole number/,
    ],
    [
      "non-zero trailing garbage",
      () => {
        const d = validationAccountData(two);
        const longer = new Uint8Array(d.length + 3);
        longer.set(d);
        longer[d.length] = 1;
        return longer;
      },
      /trailing bytes/,
    ],
  ])("rejects %s with a clear reason", (_name, data, re) => {
    expect(() => decodeExtraAccountMetaList(data())).toThrow(re);
  });
});

describe("failures become reasons, never crashes (the official resolver fails too)", () => {
  it("a missing validation account", async () => {
    const s = await scenario(null);
    const { res } = await ours(s);
    expect(res).toMatchObject({ ok: false, code: "validation_account_missing", reads: 1 });
    expect(!res.ok && res.reason).toContain(s.f.validationAccount);
    // spl-token silently appends nothing (Token-2022 then rejects the transfer): no list to compare.
    expect(await official(s)).toEqual([]);
  });

  it("malformed validation data", async () => {
    const s = await scenario(null, new Uint8Array([105, 37, 101, 197, 75, 251, 102, 26, 200, 0, 0, 0, 1]));
    const { res } = await ours(s);
    expect(res).toMatchObject({ ok: false, code: "malformed_validation_data" });
    await expect(official(s)).rejects.toThrow();
  });

  const seedCfg = (bytes: number[]) => {
    const c = new Uint8Array(32);
    c.set(bytes);
    return c;
  };
  it.each<[string, (f: { config: string }) => OfficialMeta[], string]>([
    ["an unknown seed type", () => [meta.raw(1, seedCfg([9, 1, 2]))], "unsupported_config"],
    ["a literal seed longer than the config", () => [meta.raw(1, seedCfg([1, 40]))], "unsupported_config"],
    ["an unknown meta type", () => [meta.raw(3, new Uint8Array(32))], "unsupported_config"],
    [
      "an account-key seed pointing past the resolved accounts",
      () => [meta.pda([{ accountKey: 9 } as SeedSpec])],
      "account_not_found",
    ],
    ["an external PDA of an unresolved index", () => [meta.externalPda(7, [{ literal: "x" }])], "account_not_found"],
    [
      "instruction data past the 16 bytes",
      () => [meta.pda([{ instructionData: { index: 10, length: 8 } }])],
      "data_out_of_range",
    ],
    ["a pubkey from instruction data (16 bytes only)", () => [meta.pubkeyFromInstructionData(0)], "data_out_of_range"],
    [
      "account data past the account's end",
      ({ config }) => [
        meta.literal(config),
        meta.pda([{ accountData: { accountIndex: 5, dataIndex: 60, length: 8 } }]),
      ],
      "data_out_of_range",
    ],
    [
      "account data of an account that does not exist",
      () => [meta.literal(fixtureAddress("nowhere")), meta.pubkeyFromAccountData(5, 0)],
      "account_data_missing",
    ],
    [
      "a seed longer than 32 bytes (PDA rules)",
      () => [meta.pda([{ accountData: { accountIndex: 0, dataIndex: 0, length: 40 } }])],
      "pda_derivation_failed",
    ],
  ])("%s", async (_n, metas, code) => {
    const s = await scenario(metas);
    const { res } = await ours(s);
    expect(res).toMatchObject({ ok: false, code });
    expect(!res.ok && res.reason.length).toBeGreaterThan(10);
    await expect(official(s)).rejects.toThrow();
  });

  it("an RPC failure while reading is a reason too", async () => {
    const s = await scenario(() => [meta.literal(fixtureAddress("x"))]);
    rpc.setMode("down");
    try {
      const { res } = await ours(s);
      expect(res).toMatchObject({ ok: false, code: "fetch_failed" });
    } finally {
      rpc.setMode("ok");
    }
  });
});

describe("the probe's not-yet-created destination", () => {
  it("mint/owner bytes of a pending account resolve; reading past them is refused with a reason", async () => {
    const s = await scenario(() => [meta.pda([{ accountData: { accountIndex: 2, dataIndex: 32, length: 32 } }])]);
    const probeAta = fixtureAddress("probe-ata-not-created");
    const probeOwner = fixtureAddress("probe-owner");
    const pending = new Uint8Array(64);
    pending.set(new PublicKey(s.mint).toBytes(), 0);
    pending.set(new PublicKey(probeOwner).toBytes(), 32);
    const ix = {
      hookProgram: s.hookProgram,
      mint: s.mint,
      source: s.source,
      destination: probeAta,
      authority: s.authority,
      amount: AMOUNT,
    };
    const reader = createRpcReader({ url: rpc.url });
    const fetch: FetchAccountData = async (a) =>
      (await reader.getMultipleAccounts(a)).accounts.map((x) => (x ? x.data : null));
    const ok = await resolveTransferHookAccounts(ix, fetch, { pending: new Map([[probeAta, pending]]) });
    const [expected] = PublicKey.findProgramAddressSync(
      [new PublicKey(probeOwner).toBuffer()],
      new PublicKey(s.hookProgram),
    );
    expect(ok.ok && ok.extras[0].address).toBe(expected.toBase58());
    expect(ok.reads).toBe(1);

    const without = await resolveTransferHookAccounts(ix, fetch);
    expect(without).toMatchObject({ ok: false, code: "account_data_missing" });

    const s2 = await scenario(() => [meta.pda([{ accountData: { accountIndex: 2, dataIndex: 64, length: 8 } }])]);
    const past = await resolveTransferHookAccounts({ ...ix, hookProgram: s2.hookProgram, mint: s2.mint }, fetch, {
      pending: new Map([[probeAta, pending]]),
    });
    expect(past).toMatchObject({ ok: false, code: "data_out_of_range" });
    expect(!past.ok && past.reason).toMatch(/created by this transfer/);
  });
});

describe("sanity: the test mints are real Token-2022 hook mints", () => {
  it("owner and TransferHook program", async () => {
    const s = await scenario(() => []);
    expect(s.f.accounts.get(s.mint)!.owner).toBe(TOKEN_2022_PROGRAM);
    const { res } = await ours(s);
    expect(asMetas(res)).toEqual(await official(s));
    expect(res.ok && res.extras).toEqual([]);
  });
});
