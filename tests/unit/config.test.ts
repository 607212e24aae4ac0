import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { DEV_SESSION_SECRET, loadEdgeConfig } from "@/lib/config-edge";

// Every environment variable is read and validated once, here: a bad value stops the server at start with the variable's name.
describe("lib/config.ts: the settings other modules used to read themselves", () => {
  it("RPC breaker, watchlist interval, SLA text, cron secret, scheduler, store, GitHub: defaults and values", () => {
    const d = loadConfig({});
    expect(d).toMatchObject({
      rpcBreaker: { threshold: 5, openMs: 2000 },
      watchlistIntervalMs: 900_000,
      cronSecret: null,
      schedulerEnabled: true,
      store: null,
      github: null,
      nextAuthOrigin: null,
    });
    expect(d.slaTarget).toMatch(/99\.9%/);
    const c = loadConfig({
      RPC_BREAKER_THRESHOLD: "3",
      RPC_BREAKER_OPEN_MS: "500",
      WATCHLIST_INTERVAL_MS: "60000",
      SLA_TARGET_TEXT: "best effort",
      CRON_SECRET: "  s3cret  ",
      VERCEL: "1",
      KV_REST_API_URL: "https://kv.example",
      KV_REST_API_TOKEN: "t",
      GITHUB_ID: "id",
      GITHUB_SECRET: "secret",
      NEXTAUTH_URL: "https://app.example/base",
    });
    expect(c).toMatchObject({
      rpcBreaker: { threshold: 3, openMs: 500 },
      watchlistIntervalMs: 60_000,
      slaTarget: "best effort",
      cronSecret: "s3cret",
      schedulerEnabled: false,
      store: { url: "https://kv.example", token: "t", timeoutMs: 2000 },
      github: { clientId: "id", clientSecret: "secret" },
      nextAuthOrigin: "https://app.example",
    });
    expect(loadConfig({ GITHUB_ID: "id" }).github).toBeNull();
  });

  it("refuses invalid values, naming the variable", () => {
    expect(() => loadConfig({ RPC_BREAKER_THRESHOLD: "0" })).toThrow(/RPC_BREAKER_THRESHOLD/);
    expect(() => loadConfig({ RPC_BREAKER_OPEN_MS: "soon" })).toThrow(/RPC_BREAKER_OPEN_MS/);
    expect(() => loadConfig({ WATCHLIST_INTERVAL_MS: "-5" })).toThrow(/WATCHLIST_INTERVAL_MS/);
    expect(() => loadConfig({ WEBHOOK_TIMEOUT_MS: "999999" })).toThrow(
      /WEBHOOK_TIMEOUT_MS: must be an integer in 100\.\.120000/,
    );
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE_MS: "a,b" })).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
  });

  it("webhook settings: the lease outlasts an attempt; loopback is refused on the production deployment", () => {
    const w = loadConfig({
      WEBHOOK_TIMEOUT_MS: "100000",
      WEBHOOK_LEASE_MS: "1000",
      WEBHOOK_ALLOW_LOOPBACK: "1",
    }).webhooks;
    expect(w).toMatchObject({ timeoutMs: 100_000, leaseMs: 105_000, allowLoopback: true, loopbackRequested: true });
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "1", VERCEL_ENV: "production" }).webhooks).toMatchObject({
      allowLoopback: false,
      loopbackRequested: true,
    });
  });
});

describe("lib/config-edge.ts: what the edge middleware needs", () => {
  it("a production server needs NEXTAUTH_SECRET; development falls back to the public dev secret", () => {
    expect(() => loadEdgeConfig({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => loadEdgeConfig({ NODE_ENV: "production", NEXTAUTH_SECRET: "   " })).toThrow(/NEXTAUTH_SECRET/);
    expect(loadEdgeConfig({ NODE_ENV: "production", NEXTAUTH_SECRET: " s " })).toEqual({
      development: false,
      sessionSecret: "s",
    });
    expect(loadEdgeConfig({ NODE_ENV: "development" })).toEqual({
      development: true,
      sessionSecret: DEV_SESSION_SECRET,
    });
  });
});

describe("EVM_NETWORKS (issue 25)", () => {
  const net = (extra: Record<string, unknown>) =>
    JSON.stringify({
      ethereum: {
        chainId: 31337,
        wrappedNative: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        v2Dexes: [],
        ...extra,
      },
    });
  it("a locker entry may name its reader (uncx-v2, pinklock-v2, null) and a network its quotes; other readers are refused", () => {
    const c = loadConfig({
      EVM_NETWORKS: net({
        lockers: [
          { name: "A", address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", lockReader: "pinklock-v2" },
          { name: "B", address: "0x5FbDB2315678afecb367f032d93F642f64180aa3" },
        ],
        quotes: ["0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"],
      }),
    });
    expect(c.evm.ethereum.network?.lockers.map((l) => l.lockReader)).toEqual(["pinklock-v2", undefined]);
    expect(c.evm.ethereum.network?.quotes).toEqual(["0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"]);
    expect(() =>
      loadConfig({
        EVM_NETWORKS: net({
          lockers: [{ name: "A", address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", lockReader: "by-name" }],
        }),
      }),
    ).toThrow(/EVM_NETWORKS/);
  });
});
