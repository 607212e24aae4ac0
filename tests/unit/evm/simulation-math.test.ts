import { encodeErrorResult, type Hex, parseAbi } from "viem";
import { describe, expect, it } from "vitest";
import {
  decodeRevertReason,
  interpretSimulation,
  type RawSimulation,
  sellTaxBps,
  taxBps,
} from "@/lib/chains/evm/simulate";

const base: RawSimulation = {
  buyOk: true,
  buyError: "0x",
  buyExpected: 1_000_000n,
  buyReceived: 1_000_000n,
  buyGas: 150_000n,
  transferOk: true,
  transferError: "0x",
  transferSent: 100_000n,
  transferReceived: 100_000n,
  transferGas: 30_000n,
  sellOk: true,
  sellError: "0x",
  sellTokenError: "0x",
  sellAmount: 900_000n,
  sellPairReceived: 900_000n,
  sellExpected: 10n ** 16n,
  sellReceived: 10n ** 16n,
  sellGas: 70_000n,
};

const errorString = (reason: string) =>
  encodeErrorResult({ abi: parseAbi(["error Error(string)"]), errorName: "Error", args: [reason] });

describe("tax arithmetic", () => {
  it("basis points of the expected amount, rounded to the nearest bps", () => {
    expect(taxBps(1_000_000n, 950_000n)).toBe(500);
    // a token that floors its 5 % fee delivers one unit more: still 500 bps, not 499
    expect(taxBps(999_999n, 950_000n)).toBe(500);
    expect(taxBps(1_000_000n, 10_000n)).toBe(9_900);
    expect(taxBps(1_000_000n, 0n)).toBe(10_000);
  });
  it("no tax when the full amount (or more) arrives; null when nothing was expected", () => {
    expect(taxBps(1_000n, 1_000n)).toBe(0);
    expect(taxBps(1_000n, 1_200n)).toBe(0);
    expect(taxBps(0n, 0n)).toBeNull();
  });
  it("sell tax is the larger of the token-side and ETH-side loss", () => {
    expect(sellTaxBps({ sellAmount: 1_000n, sellPairReceived: 900n, sellExpected: 100n, sellReceived: 91n })).toBe(
      1_000,
    );
    expect(sellTaxBps({ sellAmount: 1_000n, sellPairReceived: 1_000n, sellExpected: 100n, sellReceived: 80n })).toBe(
      2_000,
    );
    expect(sellTaxBps({ sellAmount: 1_000n, sellPairReceived: 1_000n, sellExpected: 0n, sellReceived: 0n })).toBe(0);
  });
});

describe("simulation interpretation", () => {
  it("a clean trade: no taxes, not a honeypot, no anomalies", () => {
    const r = interpretSimulation(base);
    expect(r.status).toBe("completed");
    if (r.status !== "completed") return;
    expect([r.honeypot, r.buy.taxBps, r.transfer.taxBps, r.sell.taxBps, r.gasAnomalies]).toEqual([false, 0, 0, 0, []]);
  });

  it("sell blocked: honeypot with the token's own reason (preferred over the router's)", () => {
    const r = interpretSimulation({
      ...base,
      sellOk: false,
      sellError: errorString("TransferHelper: TRANSFER_FROM_FAILED"),
      sellTokenError: errorString("sells are disabled"),
      sellReceived: 0n,
      sellPairReceived: 0n,
    });
    expect(r.status === "completed" && [r.honeypot, r.sell.ok, r.sell.reason, r.sell.taxBps]).toEqual([
      true,
      false,
      "sells are disabled",
      null,
    ]);
  });

  it("buy refused to the simulator but delivered to a plain wallet: walletBuy ok with the wallet's buy tax; a buy that worked needs no wallet buy", () => {
    const r = interpretSimulation({
      ...base,
      buyOk: false,
      buyError: errorString("UniswapV2: TRANSFER_FAILED"),
      buyReceived: 0n,
      transferOk: false,
      sellOk: false,
      walletBuyOk: true,
      walletBuyReceived: (base.buyExpected * 98n) / 100n,
    });
    expect(r.status === "completed" && [r.buy.ok, r.walletBuy]).toEqual([
      false,
      { ok: true, taxBps: 200, reason: null },
    ]);
    const clean = interpretSimulation(base);
    expect(clean.status === "completed" && clean.walletBuy).toBeNull();
  });

  it("trading with the quote: a balance override that did not fund the simulator is inconclusive, never 'buys blocked'", () => {
    const r = interpretSimulation({ ...base, buyOk: false, fundingFailed: true });
    expect(r.status).toBe("inconclusive");
    expect(r.status === "inconclusive" && r.reason).toContain("balance override did not fund");
  });

  it("buy blocked: not a honeypot (nothing can be bought), the reason is reported and the later steps say why they did not run", () => {
    const r = interpretSimulation({
      ...base,
      buyOk: false,
      buyError: errorString("UniswapV2: TRANSFER_FAILED"),
      buyReceived: 0n,
      transferOk: false,
      sellOk: false,
    });
    expect(r.status === "completed" && [r.honeypot, r.buy.ok, r.buy.reason, r.sell.reason]).toEqual([
      false,
      false,
      "UniswapV2: TRANSFER_FAILED",
      "not attempted: the buy failed",
    ]);
  });

  it("gas anomalies above the configured thresholds", () => {
    const r = interpretSimulation({ ...base, sellGas: 2_500_000n, transferGas: 600_000n });
    expect(r.status === "completed" && r.gasAnomalies).toEqual([
      "sell used 2500000 gas (> 1000000)",
      "transfer used 600000 gas (> 500000)",
    ]);
  });
});

describe("revert reasons", () => {
  it("Error(string), Panic(uint256), custom errors and empty data", () => {
    expect(decodeRevertReason(errorString("nope"))).toBe("nope");
    const panic = encodeErrorResult({ abi: parseAbi(["error Panic(uint256)"]), errorName: "Panic", args: [0x11n] });
    expect(decodeRevertReason(panic)).toBe("panic 0x11");
    expect(decodeRevertReason("0xdeadbeef00" as Hex)).toBe("custom error 0xdeadbeef");
    expect(decodeRevertReason("0x")).toBeNull();
  });
});
