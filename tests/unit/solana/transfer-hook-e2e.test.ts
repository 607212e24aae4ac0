/**
 * Transfer-hook sell simulation end to end: a Token-2022 mint whose TransferHook names a REAL
 * sBPF program (tests/support/sbpf-elf.ts) deployed in LiteSVM, its validation account in the
 * fixture store, scanned through the real local JSON-RPC server (simulateTransaction runs the
 * real Token-2022 program, which resolves the extra accounts on-chain and CPIs into the hook).
 */

import { PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resolveTransferHookAccounts } from "@/lib/chains/solana/transfer-hook";
import { buildTransferProbe, findProbeDestination } from "@/lib/chains/solana/transfer-probe";
import { createRpcReader, createSellSimulator, SimulationQueue, scanToken } from "@/lib/engine";
import type { EngineResult } from "@/lib/engine/types";
import { buildHookFixture, type HookFixture, meta } from "../../support/hook-program/hook-fixtures";
import { type LocalRpc, startLocalRpc } from "../../support/local-rpc-server";
import { acceptIfAccountCount, returnProgram } from "../../support/sbpf-elf";
import { fixtureAddress } from "../../support/solana-fixtures";

let rpc: LocalRpc;
const fx: Record<string, HookFixture> = {};

const twoExtras = (name: string) => () => [
  meta.literal(fixtureAddress(`${name}:config`)),
  meta.pda([{ literal: "counter" }, { accountKey: 1 }], { writable: true }),
];

beforeAll(async () => {
  const specs = [
    // Accepts only when invoked with 5 Execute accounts + the 2 resolved extras.
    { name: "hook-accept", program: acceptIfAccountCount(7, 77), metas: twoExtras("hook-accept") },
    // Same list, but the program expects 6 accounts: fails with 55 when the 2 extras do arrive.
    { name: "hook-count-6", program: acceptIfAccountCount(6, 55), metas: twoExtras("hook-count-6") },
    // A hook that rejects every transfer.
    { name: "hook-reject", program: returnProgram(0x1771), metas: twoExtras("hook-reject") },
    // A deployed hook without its validation account.
    { name: "hook-no-validation", program: returnProgram(0), metas: null },
    // Seeds that need account data: source owner (account data), the probe's new ATA owner
    // (account data of the destination), the amount (instruction data), pubkey data.
    {
      name: "hook-account-data",
      program: acceptIfAccountCount(9, 88),
      metas: () => [
        meta.pda([{ literal: "src" }, { accountData: { accountIndex: 0, dataIndex: 32, length: 32 } }]),
        meta.pda([{ literal: "dst" }, { accountData: { accountIndex: 2, dataIndex: 32, length: 32 } }], {
          writable: true,
        }),
        meta.pda([{ instructionData: { index: 8, length: 8 } }]),
        meta.pubkeyFromAccountData(0, 32),
      ],
    },
  ];
  for (const s of specs)
    fx[s.name] = await buildHookFixture({ name: s.name, program: s.program, metas: s.metas as never });
  rpc = await startLocalRpc({ fixtures: Object.values(fx) });
});
afterAll(() => rpc.close());
beforeEach(() => rpc.resetStats());

const scan = (name: string): Promise<EngineResult> =>
  scanToken({ chain: "solana", tokenAddress: fx[name].mint }, createRpcReader({ url: rpc.url }), {
    mode: "live",
    simulator: createSellSimulator({ queue: new SimulationQueue(), budgetMs: 20_000 }),
  });
const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id)!;

describe("sell simulation of Token-2022 transfer-hook mints on LiteSVM", () => {
  it("a hook that accepts (and receives exactly the resolved extras) -> sellable, one extra read", async () => {
    const r = await scan("hook-accept");
    expect(r.simulation).toMatchObject({
      status: "sellable",
      methods: ["transfer"],
      taxPct: 0,
      errorClass: null,
      attempts: 1,
    });
    expect(r.simulation.reason).toContain(`transfer hook ${fx["hook-accept"].hookProgram} ran`);
    expect(finding(r, "SELL_SIMULATION").status).toBe("pass");
    // Base scan: 2 getMultipleAccounts + getTokenLargestAccounts; the hook adds ONE read
    // (the validation account), then the simulation.
    expect(rpc.stats().calls).toEqual({ getMultipleAccounts: 3, getTokenLargestAccounts: 1, simulateTransaction: 1 });
  });

  it("the hook really receives the extras: a program expecting one account fewer rejects", async () => {
    const r = await scan("hook-count-6");
    expect(r.simulation).toMatchObject({ status: "blocked", errorClass: "hook_rejected", blame: "token" });
    expect(r.simulation.reason).toContain("error 55");
  });

  it("a hook that rejects the transfer -> blocked / hook_rejected", async () => {
    const r = await scan("hook-reject");
    expect(r.simulation).toMatchObject({
      status: "blocked",
      errorClass: "hook_rejected",
      blame: "token",
      methods: ["transfer"],
      attempts: 1,
    });
    expect(r.simulation.reason).toContain(fx["hook-reject"].hookProgram);
    expect(r.simulation.reason).toContain(`error ${0x1771}`);
    expect(finding(r, "SELL_SIMULATION").status).toBe("fail");
  });

  it("a missing validation account -> inconclusive / hook_accounts_unresolved, nothing simulated", async () => {
    const r = await scan("hook-no-validation");
    expect(r.simulation).toMatchObject({
      status: "inconclusive",
      errorClass: "hook_accounts_unresolved",
      blame: "probe",
      methods: [],
      attempts: 0,
    });
    expect(r.simulation.reason).toContain(fx["hook-no-validation"].validationAccount);
    expect(r.simulation.reason).toMatch(/does not exist/);
    expect(finding(r, "SELL_SIMULATION").status).toBe("unknown");
    expect(rpc.stats().calls).toEqual({ getMultipleAccounts: 3, getTokenLargestAccounts: 1 });
  });

  it("seeds reading account data (source owner, the probe's new ATA, amount, pubkey data) -> sellable, one more batched read", async () => {
    const r = await scan("hook-account-data");
    expect(r.simulation).toMatchObject({ status: "sellable", methods: ["transfer"], taxPct: 0 });
    // validation account, then the source token account (one batch)
    expect(rpc.stats().calls).toEqual({ getMultipleAccounts: 4, getTokenLargestAccounts: 1, simulateTransaction: 1 });
  });
});

describe("Token-2022 checks the list on-chain (a wrong list never reaches the hook)", () => {
  async function probeWith(
    name: string,
    mutate: (
      accounts: Array<{ address: string; role: 0 | 1 | 2 | 3 }>,
    ) => Array<{ address: string; role: 0 | 1 | 2 | 3 }>,
  ) {
    const f = fx[name];
    const source = f.largest[0].address;
    const owner = new PublicKey(f.accounts.get(source)!.data.subarray(32, 64)).toBase58();
    const probeOwner = fixtureAddress(`${name}:probe-owner`);
    const amount = 1_000_000n;
    const destination = await findProbeDestination({ mint: f.mint, program: "token-2022", probeOwner });
    const reader = createRpcReader({ url: rpc.url });
    const pending = new Uint8Array(64);
    pending.set(new PublicKey(f.mint).toBytes(), 0);
    pending.set(new PublicKey(probeOwner).toBytes(), 32);
    const res = await resolveTransferHookAccounts(
      { hookProgram: f.hookProgram, mint: f.mint, source, destination, authority: owner, amount },
      async (a) => (await reader.getMultipleAccounts(a)).accounts.map((x) => (x ? x.data : null)),
      {
        pending: new Map([[destination, pending]]),
      },
    );
    if (!res.ok) throw new Error(res.reason);
    const tx = await buildTransferProbe({
      mint: f.mint,
      program: "token-2022",
      decimals: 6,
      sourceTokenAccount: source,
      sourceOwner: owner,
      probeOwner,
      amount,
      extraAccounts: mutate(res.accounts),
    });
    return { f, sim: await reader.simulateTransaction!(tx.txBase64, { accounts: [tx.destination] }) };
  }
  const hookInvoked = (logs: string[], hook: string) => logs.some((l) => l.startsWith(`Program ${hook} invoke [2]`));

  it("the resolved list: Token-2022 invokes the hook, which succeeds", async () => {
    const { f, sim } = await probeWith("hook-account-data", (a) => a);
    expect(sim.err).toBeNull();
    expect(hookInvoked(sim.logs, f.hookProgram)).toBe(true);
    expect(sim.logs).toContain(`Program ${f.hookProgram} success`);
  });

  it.each<
    [string, (a: Array<{ address: string; role: 0 | 1 | 2 | 3 }>) => Array<{ address: string; role: 0 | 1 | 2 | 3 }>]
  >([
    ["without the extras", (a) => a.slice(-2)],
    [
      "with one extra replaced by a wrong PDA",
      (a) => [{ address: fixtureAddress("wrong-pda"), role: 0 }, ...a.slice(1)],
    ],
  ])("%s: Token-2022 rejects before the hook runs", async (_n, mutate) => {
    const { f, sim } = await probeWith("hook-account-data", mutate);
    expect(sim.err).not.toBeNull();
    expect(hookInvoked(sim.logs, f.hookProgram)).toBe(false);
    expect(sim.logs.some((l) => l.startsWith(`Program ${"TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"} failed`))).toBe(
      true,
    );
  });

  it("without the validation account, Token-2022 calls the hook WITHOUT its extras (it fails): a guessed list would blame the token", async () => {
    const { f, sim } = await probeWith("hook-account-data", (a) => a.slice(0, -1));
    expect(hookInvoked(sim.logs, f.hookProgram)).toBe(true);
    // acceptIfAccountCount(9, 88): the hook did not get the 5 + 4 accounts.
    expect(sim.err).toEqual({ InstructionError: [1, { Custom: 88 }] });
  });

  it("a writable extra passed readonly: the CPI is refused (roles matter)", async () => {
    const { f, sim } = await probeWith("hook-account-data", (a) => a.map((x) => ({ ...x, role: 0 })));
    expect(sim.err).not.toBeNull();
    expect(sim.logs.join("\n")).toMatch(/writable privilege escalated|PrivilegeEscalation|privilege/i);
    expect(hookInvoked(sim.logs, f.hookProgram)).toBe(false);
  });
});
