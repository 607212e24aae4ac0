import { type Address, encodeAbiParameters, type Hex, pad } from "viem";
import { describe, expect, it } from "vitest";
import { decodeStringOrBytes32 } from "@/lib/chains/evm/calls";
import { decodeTransferLog, reconstructBalances, TRANSFER_TOPIC, type TransferLog } from "@/lib/chains/evm/holders";

const Z: Address = "0x0000000000000000000000000000000000000000";
const A: Address = "0x1111111111111111111111111111111111111111";
const B: Address = "0x2222222222222222222222222222222222222222";
const C: Address = "0x3333333333333333333333333333333333333333";
const t = (from: Address, to: Address, value: bigint, blockNumber = 1n): TransferLog => ({
  from,
  to,
  value,
  blockNumber,
});

describe("holder reconstruction from Transfer logs", () => {
  it("full history: balances, largest first, complete when they add up to totalSupply", () => {
    const rec = reconstructBalances([t(Z, A, 1_000n), t(A, B, 300n), t(A, C, 100n), t(C, B, 50n)], 1_000n);
    expect(rec.complete).toBe(true);
    expect(rec.balances).toEqual([
      { address: A, balance: 600n },
      { address: B, balance: 350n },
      { address: C, balance: 50n },
    ]);
  });

  it("a window that starts after the mint is incomplete (negative balance)", () => {
    const rec = reconstructBalances([t(A, B, 300n)], 1_000n);
    expect([rec.complete, rec.gap]).toEqual([false, "negative_balance"]);
  });

  it("logs that do not add up to totalSupply (missed mint, rebasing) are incomplete", () => {
    const rec = reconstructBalances([t(Z, A, 500n)], 1_000n);
    expect([rec.complete, rec.gap]).toEqual([false, "supply_mismatch"]);
  });

  it("burns reduce the supply; emptied holders drop out", () => {
    const rec = reconstructBalances([t(Z, A, 1_000n), t(A, Z, 400n), t(A, B, 600n)], 600n);
    expect(rec.complete).toBe(true);
    expect(rec.balances).toEqual([{ address: B, balance: 600n }]);
  });

  it("Uniswap V2 MINIMUM_LIQUIDITY minted to the zero address stays in the supply", () => {
    const rec = reconstructBalances([t(Z, Z, 1_000n), t(Z, A, 9_000n)], 10_000n);
    expect(rec.complete).toBe(true);
    expect(rec.balances).toEqual([{ address: A, balance: 9_000n }]);
  });
});

describe("Transfer log decoding", () => {
  const word = (a: Address) => pad(a, { size: 32 });
  it("standard (from, to indexed) and all-in-data variants; ERC-721 style is skipped", () => {
    const value = encodeAbiParameters([{ type: "uint256" }], [42n]);
    expect(decodeTransferLog({ topics: [TRANSFER_TOPIC, word(A), word(B)], data: value, blockNumber: "0x10" })).toEqual(
      t(A, B, 42n, 16n),
    );
    const allData = encodeAbiParameters([{ type: "address" }, { type: "address" }, { type: "uint256" }], [A, B, 7n]);
    expect(decodeTransferLog({ topics: [TRANSFER_TOPIC], data: allData, blockNumber: 3n })).toEqual(t(A, B, 7n, 3n));
    expect(
      decodeTransferLog({ topics: [TRANSFER_TOPIC, word(A), word(B), pad("0x01")], data: "0x", blockNumber: 1n }),
    ).toBeNull();
    expect(
      decodeTransferLog({
        topics: ["0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925"],
        data: value,
        blockNumber: 1n,
      }),
    ).toBeNull();
  });
  it("keeps the transaction hash (the deployer is the first mint's transaction sender)", () => {
    const value = encodeAbiParameters([{ type: "uint256" }], [42n]);
    const hash = `0x${"ab".repeat(32)}` as const;
    expect(
      decodeTransferLog({
        topics: [TRANSFER_TOPIC, word(A), word(B)],
        data: value,
        blockNumber: "0x10",
        transactionHash: hash,
      }),
    ).toEqual({ ...t(A, B, 42n, 16n), transactionHash: hash });
  });
});

describe("ERC-20 metadata strings", () => {
  it("ABI string and bytes32 returns both decode; empty and garbage are null", () => {
    const str = encodeAbiParameters([{ type: "string" }], ["Wrapped Ether"]);
    expect(decodeStringOrBytes32({ kind: "ok", data: str })).toBe("Wrapped Ether");
    const b32 = `0x${Buffer.from("MKR").toString("hex").padEnd(64, "0")}` as Hex;
    expect(decodeStringOrBytes32({ kind: "ok", data: b32 })).toBe("MKR");
    expect(decodeStringOrBytes32({ kind: "ok", data: `0x${"0".repeat(64)}` })).toBeNull();
    expect(decodeStringOrBytes32({ kind: "absent" })).toBeNull();
    expect(decodeStringOrBytes32({ kind: "ok", data: "0x1234" })).toBeNull();
  });
});
