/**
 * The EVM chains' RPC at the service (lib/scan/evm-transport.ts): the EVM reader (viem) over the Solana reader's
 * JSON-RPC core, against the REAL local node. Same facts and the same round trips as viem's own batching HTTP
 * transport; the Solana RPC's fallbacks, retry and circuit breaker; a dead RPC is one EvmReadError naming the
 * chain's setting, never a partial result, and never the URL.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { EvmReadError, readEvmToken } from "@/lib/chains/evm/reader";
import { createEvmRpc } from "@/lib/chains/evm/rpc";
import { type BreakerSettings, DEFAULT_BREAKER, resetRpcBreakers } from "@/lib/chains/jsonrpc";
import { loadConfig } from "@/lib/config";
import { isApiError } from "@/lib/errors";
import { scanEvmLive } from "@/lib/scan/evm-scan";
import { createEvmClient } from "@/lib/scan/evm-transport";
import { type CountingRpc, startCountingRpc } from "../support/evm/counting-rpc";
import { localNetwork } from "../support/evm/deploy";

const fx = inject("evm");
const network = localNetwork(fx);
let primary: CountingRpc;
let fallback: CountingRpc;

beforeAll(async () => {
  primary = await startCountingRpc(fx.url);
  fallback = await startCountingRpc(fx.url);
});
afterAll(async () => {
  await primary?.close();
  await fallback?.close();
});

const client = (url: string, fallbackUrls: string[] = [], breaker?: BreakerSettings) =>
  createEvmClient({ url, fallbackUrls, timeoutMs: 5000, label: "Ethereum RPC", setting: "ETHEREUM_RPC_URL", breaker });
/**
 * The production breaker (5 failures open it) held open for a minute: the fallback test checks that an open circuit
 * sends nothing to the primary, which the default 2 s window let a slow machine outlast (a half-open trial then
 * reached the primary: 11 requests, not 10, in the fresh-clone CI of bb8e55b).
 */
const HELD_OPEN: BreakerSettings = { ...DEFAULT_BREAKER, openMs: 60_000 };

describe("EVM transport over the shared JSON-RPC core", () => {
  it("reads the same facts as viem's batching HTTP transport, in no more round trips", async () => {
    for (const key of ["clean", "fee", "honeypot", "mintable"] as const) {
      const token = fx.tokens[key].address;
      const viemRpc = createEvmRpc({ url: fx.url });
      const expected = await readEvmToken(viemRpc.client, network, token);
      primary.reset();
      const ours = client(primary.url);
      const facts = await readEvmToken(ours.client, network, token);
      // The block may have moved on only if something mined in between; nothing does here.
      expect(facts, key).toEqual(expected);
      // Calls of one tick share a request (setImmediate), which gathers at least what viem's `wait: 0` does.
      expect(primary.httpRequests(), key).toBeLessThanOrEqual(viemRpc.counter.httpRequests);
      expect(primary.httpRequests(), key).toBeLessThanOrEqual(5);
      expect(ours.requestCount(), key).toBe(primary.httpRequests());
      expect(primary.calls(), key).toBeLessThanOrEqual(viemRpc.counter.calls);
    }
  });

  it("falls back to the next URL when the primary answers 503, and opens the primary's circuit", async () => {
    resetRpcBreakers();
    primary.reset();
    fallback.reset();
    primary.down(true);
    try {
      const ours = client(primary.url, [fallback.url], HELD_OPEN);
      const facts = await readEvmToken(ours.client, network, fx.tokens.clean.address);
      expect(facts.metadata.symbol).toBe("CLEAN");
      expect(fallback.httpRequests()).toBeGreaterThan(0);
      // Each round trip on the primary is one try and one retry (a failure for the breaker) until 5 failures open
      // its circuit; from then on the primary gets no request at all and the fallback serves at once.
      expect(primary.httpRequests() % 2).toBe(0);
      for (let i = 0; i < 3 && primary.httpRequests() < 10; i++)
        await readEvmToken(client(primary.url, [fallback.url], HELD_OPEN).client, network, fx.tokens.clean.address);
      const opened = primary.httpRequests();
      expect(opened).toBe(10);
      const served = await readEvmToken(
        client(primary.url, [fallback.url], HELD_OPEN).client,
        network,
        fx.tokens.fee.address,
      );
      expect(served.metadata.symbol).toBe("FEE");
      expect(primary.httpRequests()).toBe(opened);
    } finally {
      primary.down(false);
      resetRpcBreakers();
    }
  });

  it("a dead RPC fails the whole read with the chain's setting in the message and no URL", async () => {
    resetRpcBreakers();
    const dead = client("http://127.0.0.1:1/secret-key-path");
    const err = await readEvmToken(dead.client, network, fx.tokens.clean.address).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EvmReadError);
    const text = `${(err as Error).message}`;
    expect(text).toContain("Ethereum RPC is unreachable");
    expect(text).toContain("ETHEREUM_RPC_URL");
    expect(text).not.toContain("Solana");
    expect(text).not.toContain("secret-key-path");
    resetRpcBreakers();
  });

  it("the RPC's chain id is checked in the first batch: a URL serving another chain is 503 naming the setting; the right one costs no extra round trip", async () => {
    resetRpcBreakers();
    const network = (chainId: number) => ({
      chainId,
      wrappedNative: fx.weth,
      v2Dexes: [{ name: "Uniswap V2 (local)", factory: fx.factory, router: fx.router }],
      lockers: [],
    });
    const config = (chainId: number) =>
      loadConfig({
        ETHEREUM_RPC_URL: primary.url,
        EVM_NETWORKS: JSON.stringify({ ethereum: network(chainId) }),
        MARKET_DATA: "off",
      });
    primary.reset();
    const wrong = await scanEvmLive(
      { chain: "ethereum", tokenAddress: fx.tokens.clean.address },
      { config: config(1) },
    ).catch((e: unknown) => e);
    expect(isApiError(wrong) && wrong.reason).toBe("UPSTREAM_UNAVAILABLE");
    expect((wrong as Error).message).toContain(
      `Ethereum RPC serves chain id ${fx.chainId}, not 1: check ETHEREUM_RPC_URL`,
    );
    primary.reset();
    const right = await scanEvmLive(
      { chain: "ethereum", tokenAddress: fx.tokens.clean.address },
      { config: config(fx.chainId) },
    );
    expect(right).toMatchObject({
      chain: "ethereum",
      tokenAddress: fx.tokens.clean.address,
      evm: { chainId: fx.chainId },
    });
    expect(primary.byMethod().eth_chainId).toBe(1);
    expect(primary.httpRequests()).toBe(3);
    expect(right.sources.find((x) => x.kind === "rpc")?.requests).toBe(3);
  });
});
