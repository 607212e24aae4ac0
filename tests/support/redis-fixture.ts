import { afterAll, beforeAll } from "vitest";
import { type RedisServerHandle, startRedisServer } from "./redis-server";
import { startUpstashBridge, type UpstashBridge } from "./upstash-bridge";

/**
 * Starts a real redis-server and the Upstash REST bridge in front of it for the calling test
 * file (beforeAll/afterAll). Read the fields inside tests, after beforeAll has run.
 */
export function useRedisBridge(token = "test-bridge-token", options: { persist?: boolean } = {}) {
  const ctx = {
    token,
    redis: undefined as unknown as RedisServerHandle,
    bridge: undefined as unknown as UpstashBridge,
    get url() {
      return ctx.bridge.url;
    },
  };
  beforeAll(async () => {
    ctx.redis = await startRedisServer({ persist: options.persist });
    ctx.bridge = await startUpstashBridge({ redisUrl: ctx.redis.url, token });
  });
  afterAll(async () => {
    await ctx.bridge?.close();
    await ctx.redis?.stop();
  });
  return ctx;
}
