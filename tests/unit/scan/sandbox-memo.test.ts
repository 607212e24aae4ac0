import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { SANDBOX_SCENARIOS } from "@/lib/engine/sandbox-catalogue";
import { CACHE_MISS, scanSandbox, serveFresh, serveStored, toStoredScan } from "@/lib/scan/scan-service";
import { joinJsonMembers, jsonMembers, membersOf } from "@/lib/util/json-bytes";
import { LruMap } from "@/lib/util/lru-map";

const config = loadConfig({});
/** Everything except the per-response fields. */
const engineFields = (r: Record<string, unknown>) => {
  const { scanId: _s, scannedAt: _t, durationMs: _d, ...rest } = r;
  return rest;
};

const utf8 = (b: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(b);

describe("sandbox results are memoised per input without changing them", () => {
  it("a memoised result equals a fresh engine run, for every catalogue scenario", async () => {
    for (const s of SANDBOX_SCENARIOS) {
      const first = (await scanSandbox({ tokenAddress: s.spec.mint }, { config })).full;
      const again = (await scanSandbox({ tokenAddress: s.spec.mint }, { config })).full;
      const fresh = (await scanSandbox({ tokenAddress: s.spec.mint }, { config, fresh: true })).full;
      expect(engineFields(again)).toEqual(engineFields(first));
      expect(engineFields(fresh)).toEqual(engineFields(first));
      expect(again.scanId).not.toBe(first.scanId);
    }
  });

  it("caller-supplied figures are part of the key", async () => {
    const low = (await scanSandbox({ liquidityUsd: 10 }, { config })).full;
    const high = (await scanSandbox({ liquidityUsd: 5_000_000 }, { config })).full;
    expect(low.liquidity.usd).toBe(10);
    expect(high.liquidity.usd).toBe(5_000_000);
    expect((await scanSandbox({ liquidityUsd: 10 }, { config })).full.liquidity.usd).toBe(10);
  });

  it("a shared result cannot be changed by a caller", async () => {
    const r = (await scanSandbox({}, { config })).full;
    expect(() => {
      (r.findings[0] as { severity: string }).severity = "none";
    }).toThrow(TypeError);
    expect((await scanSandbox({}, { config })).full.findings[0].severity).not.toBe("none");
  });

  it("the response bytes, assembled from parts serialised once, are exactly JSON.stringify of the payload in UTF-8", async () => {
    for (const s of SANDBOX_SCENARIOS) {
      for (const fresh of [false, true]) {
        const { full, body } = await scanSandbox({ tokenAddress: s.spec.mint }, { config, fresh });
        expect(utf8(body())).toBe(JSON.stringify(full));
        expect(Buffer.compare(body(), Buffer.from(JSON.stringify(full), "utf8"))).toBe(0);
      }
    }
    const synthetic = await scanSandbox(
      { tokenAddress: "So11111111111111111111111111111111111111112", topHolderPct: 40 },
      { config },
    );
    expect(utf8(synthetic.body())).toBe(JSON.stringify(synthetic.full));
  });

  it("a stored scan served as a miss or a hit gives the payload with that cache field, byte for byte", async () => {
    const { full } = await scanSandbox({}, { config });
    const stored = toStoredScan(full);
    expect(JSON.parse(stored.json)).not.toHaveProperty("cache");
    const miss = serveStored(stored, CACHE_MISS);
    expect(utf8(miss.body())).toBe(JSON.stringify(full));
    const hit = serveStored(stored, { hit: true, ageMs: 1234 });
    expect(hit.full.cache).toEqual({ hit: true, ageMs: 1234 });
    expect(utf8(hit.body())).toBe(JSON.stringify({ ...full, cache: { hit: true, ageMs: 1234 } }));
    // The encoded members are kept with the entry; later hits reuse them with their own cache field.
    const again = serveStored(stored, { hit: true, ageMs: 99 });
    expect(utf8(again.body())).toBe(JSON.stringify({ ...full, cache: { hit: true, ageMs: 99 } }));
    expect(utf8(hit.body())).toBe(JSON.stringify({ ...full, cache: { hit: true, ageMs: 1234 } }));
    expect(hit.full.scanId).toBe(full.scanId);
    expect(utf8(serveFresh(full).body())).toBe(JSON.stringify(full));
  });

  it("joinJsonMembers joins object members (text or UTF-8 bytes) in order, skips empty ones, and keeps non-ASCII text intact", () => {
    const join = (...parts: (string | Uint8Array)[]) => utf8(joinJsonMembers(parts));
    expect(join(jsonMembers('{"a":1}'), "", membersOf({ b: { c: [1, "}"] } }), jsonMembers('{"d":"x"}'))).toBe(
      '{"a":1,"b":{"c":[1,"}"]},"d":"x"}',
    );
    expect(join(jsonMembers("{}"), "")).toBe("{}");
    const text = { q: 'he said "}" — déjà vu, 🚀', n: null };
    expect(JSON.parse(join(jsonMembers(JSON.stringify(text)), membersOf({ z: "ü" })))).toEqual({ ...text, z: "ü" });
    expect(join(membersOf({ e: "é" }), jsonMembers('{"f":"€"}'))).toBe(JSON.stringify({ e: "é", f: "€" }));
  });

  it("an invalid address is an error every time (errors are not memoised)", async () => {
    await expect(scanSandbox({ tokenAddress: "not-an-address" }, { config })).rejects.toMatchObject({
      reason: "INVALID_INPUT",
    });
    await expect(scanSandbox({ tokenAddress: "not-an-address" }, { config })).rejects.toMatchObject({
      reason: "INVALID_INPUT",
    });
  });
});

describe("LruMap", () => {
  it("evicts the least recently used entry", () => {
    const m = new LruMap<string, number>(2);
    m.set("a", 1);
    m.set("b", 2);
    expect(m.get("a")).toBe(1); // a is now the most recent
    m.set("c", 3);
    expect(m.get("b")).toBeUndefined();
    expect(m.get("a")).toBe(1);
    expect(m.get("c")).toBe(3);
    expect(m.size).toBe(2);
  });
});
