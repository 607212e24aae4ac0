/**
 * The local EVM supports what the EVM reader needs from a production RPC: `eth_call` with the state-override set
 * (third parameter) and JSON-RPC batches. If a Hardhat upgrade dropped either, this fails first.
 */
import { describe, expect, inject, it } from "vitest";

const fx = inject("evm");
const post = async (body: unknown) =>
  (await (
    await fetch(fx.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  ).json()) as unknown;

// Runtime code: SELFBALANCE PUSH0 MSTORE PUSH1 0x20 PUSH0 RETURN (returns its own balance).
const RETURN_OWN_BALANCE = "0x475f5260205ff3";
const FRESH = "0x1111111111111111111111111111111111111111";

describe("local EVM (Hardhat Network)", () => {
  it("eth_call honours code and balance overrides at an address that has neither", async () => {
    const call = (overrides?: unknown) =>
      post({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_call",
        params: [{ to: FRESH, data: "0x" }, "latest", ...(overrides ? [overrides] : [])],
      });
    expect(await call()).toMatchObject({ result: "0x" });
    expect(await call({ [FRESH]: { code: RETURN_OWN_BALANCE, balance: "0x1234" } })).toMatchObject({
      result: `0x${"1234".padStart(64, "0")}`,
    });
  });

  it("answers JSON-RPC batches in one HTTP request", async () => {
    const out = (await post([
      { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: 2, method: "eth_getCode", params: [fx.router, "latest"] },
    ])) as { id: number; result: string }[];
    expect(out.map((r) => r.id).sort()).toEqual([1, 2]);
    expect(out.find((r) => r.id === 1)?.result).toBe("0x7a69");
    expect(out.find((r) => r.id === 2)?.result.length).toBeGreaterThan(1_000);
  });
});
