/**
 * What the reader does when the RPC cannot give everything: a provider without state overrides (simulation
 * inconclusive, the rest still read), and a log budget too small for the history (holders unknown with the reason).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { scanHolders } from "@/lib/chains/evm/holders";
import { EvmReadError, readEvmToken } from "@/lib/chains/evm/reader";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { localNetwork } from "../support/evm/deploy";
import { startNoOverrideRpc } from "../support/evm/no-override-rpc";
import { freePort } from "../support/free-port";

const fx = inject("evm");
const network = localNetwork(fx);

describe("RPC without state-override support", () => {
  let front: Awaited<ReturnType<typeof startNoOverrideRpc>>;
  beforeAll(async () => {
    front = await startNoOverrideRpc(fx.url);
  });
  afterAll(async () => {
    await front.close();
  });

  it("the honeypot's simulation is inconclusive with the provider's reason (never clean); other facts still read", async () => {
    const rpc = createEvmRpc({ url: front.url });
    const f = await readEvmToken(rpc.client, network, fx.tokens.honeypot.address);
    expect(f.simulation).toEqual({
      status: "inconclusive",
      reason: expect.stringContaining("too many arguments, want at most 2"),
    });
    // The nine eth_calls with state overrides (the simulation, its volume call (session 14), its two trade calls
    // (session 16), the privilege probe, the sell as an ordinary wallet, the public-mint probe and the two outside-
    // account sells (session 17)) are refused: the probe is not run. No governance read is sent: the only candidate,
    // the deployer, is an EOA.
    expect(front.rejected()).toBe(9);
    expect(f.privileges).toEqual({
      status: "not_run",
      reason: expect.stringContaining("too many arguments, want at most 2"),
    });
    expect(f.ownership.owner).toBe(fx.deployer);
    expect(f.holders.status).toBe("known");
  });
});

describe("holders with a bounded log budget", () => {
  it("a budget that cannot reach the mint gives unknown with the reason, not a partial list", async () => {
    const rpc = createEvmRpc({ url: fx.url });
    const latest = await rpc.client.getBlockNumber();
    const scan = await scanHolders(rpc.client, fx.tokens.clean.address, 10n ** 27n, latest, {
      rangeBlocks: 3,
      maxRanges: 2,
      rangesPerBatch: 2,
    });
    expect(scan.status).toBe("unknown");
    expect(scan.status === "unknown" && scan.reason).toMatch(
      /history longer than the log budget: 2 eth_getLogs ranges of 3 blocks/,
    );
    expect(rpc.counter.byMethod.eth_getLogs).toBe(2);
    expect(rpc.counter.httpRequests).toBe(2); // blockNumber + one batch of 2 ranges
  });

  it("small ranges with enough budget walk back to the mint and agree with the one-range scan", async () => {
    const rpc = createEvmRpc({ url: fx.url });
    const latest = await rpc.client.getBlockNumber();
    const small = await scanHolders(rpc.client, fx.tokens.clean.address, 10n ** 27n, latest, {
      // The chain's length depends on which EVM test files ran before this one on the shared node (the fixture alone
      // is ~620 blocks, `clean` minted near its start): ranges of a 40th of the chain, several batches, whatever ran.
      rangeBlocks: Number(latest / 40n) + 1,
      maxRanges: 100,
      rangesPerBatch: 8,
    });
    const whole = await scanHolders(rpc.client, fx.tokens.clean.address, 10n ** 27n, latest, {
      rangeBlocks: 100_000,
      maxRanges: 1,
      rangesPerBatch: 1,
    });
    expect(small.status).toBe("known");
    expect(whole.status).toBe("known");
    if (small.status !== "known" || whole.status !== "known") return;
    expect(small.reconstruction.balances).toEqual(whole.reconstruction.balances);
    expect(small.ranges).toBeGreaterThan(1);
    expect(small.ranges).toBeLessThan(100); // stopped once complete, not at the floor
  });

  it("a wrong totalSupply (balances that do not follow the logs) is unknown with that reason", async () => {
    const rpc = createEvmRpc({ url: fx.url });
    const latest = await rpc.client.getBlockNumber();
    const scan = await scanHolders(rpc.client, fx.tokens.clean.address, 2n * 10n ** 27n, latest, {
      // Ranges of a quarter of the chain (its length depends on the EVM test files that ran before on the shared
      // node): the whole history fits the budget, so only the supply mismatch can make it unknown.
      rangeBlocks: Number(latest / 4n) + 1,
      maxRanges: 5,
      rangesPerBatch: 5,
    });
    expect(scan.status === "unknown" && scan.reason).toMatch(/do not add up to totalSupply/);
  });
});

describe("RPC down", () => {
  it("a refused connection is an EvmReadError (one typed failure), not a half-read token", async () => {
    const rpc = createEvmRpc({ url: `http://127.0.0.1:${await freePort()}`, retryCount: 0, timeoutMs: 2_000 });
    await expect(readEvmToken(rpc.client, network, fx.tokens.clean.address)).rejects.toBeInstanceOf(EvmReadError);
    expect(rpc.counter.httpRequests).toBe(1);
  });
});
