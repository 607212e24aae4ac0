/**
 * Callees fixed in the token's code (contracts/test-tokens/CalleeTokens9.sol) through the engine's entry point on the
 * local EVM, each launched like the fixture's tokens (a WETH pair with liquidity, the supply spread, the LP burnt).
 * Every call target of the token's code is traced to a constant (bytecode.ts traceCallTargets); a callee that cannot
 * change its answer, or a DELEGATECALL module with no outside reach run only with data the token builds, is the
 * token's own code (simulate.ts ownCodeOf). Expectations written before the engine ran:
 *   tableLevy     control: every transfer asks a pure levy table (0.5 %) the constructor created (an immutable):
 *                 EXTERNAL_CALL_IN_TRANSFER low with the table as evidence; the token not high.
 *   postedModule  control: transfers DELEGATECALL a posting module whose address is an immutable, no setter, no
 *                 owner: HIDDEN_OWNER passes naming the module, EXTERNAL_CALL_IN_TRANSFER low; the token not high.
 * Hostile variants (what a scammer writes next), each asserted to stay high:
 *   registryLevy  the levy table asks a registry its keeper rewrites (a flagged payer pays everything).
 *   gatedLevy     the levy table is a gate its admins (a mapping, AccessControl-style) can close.
 *   clockLevy     the levy table answers by block.timestamp (99 % after a date a year away).
 *   storedLevy    the pure table, its address kept in storage the deployer can repoint.
 *   forwarding    the posting module token with a fallback forwarding any calldata to the module (anyone reaches
 *                 postCarry: moves anyone's tokens).
 *   pickedSelector the posting module token with an entry that runs any module function its caller names (a
 *                 selector from calldata, no calldata copied).
 *   relayModule   a fixed module that itself delegates on to an address in the token's storage the deployer sets;
 *   hashedPayer   (review9 finding 2) the control's token with a module that credits a payer whose hash is a fixed
 *                 value: an identity gate on an argument the token passes, with no CALLER in the module.
 * Every scan stays at 3 HTTP requests (burnt LP).
 */
import type { Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");

const SAFE = ["tableLevy", "postedModule"] as const;
const CALL_HOSTILE = ["registryLevy", "gatedLevy", "clockLevy", "storedLevy"] as const;
const MODULE_HOSTILE = ["forwarding", "pickedSelector", "relayModule", "hashedPayer"] as const;
const KEYS = [...SAFE, ...CALL_HOSTILE, ...MODULE_HOSTILE] as const;
type Key = (typeof KEYS)[number];
const tokens = {} as Record<Key, Address>;
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;

beforeAll(async () => {
  const chain = await launcher(fx);
  const launch = async (key: Key, name: string, args: unknown[]) => {
    tokens[key] = (await chain.launch(await chain.deployToken(name, [`${key} Nine`, "CN9", SUPPLY, ...args]))).address;
  };
  const head = await chain.pub.getBlock({ blockTag: "latest" });
  await launch("tableLevy", "TableLevyToken9", []);
  await launch("registryLevy", "RegistryLevyToken9", [await chain.deploy("FlagRegistry9")]);
  await launch("gatedLevy", "GatedLevyToken9", []);
  await launch("clockLevy", "ClockLevyToken9", [head.timestamp + 365n * 86_400n]);
  await launch("storedLevy", "StoredLevyToken9", [await chain.deploy("LevyTable9")]);
  const module = await chain.deploy("PostingModule9");
  await launch("postedModule", "ModulePostedToken9", [module]);
  await launch("forwarding", "ForwardingModuleToken9", [module]);
  await launch("pickedSelector", "SelectorModuleToken9", [module]);
  await launch("relayModule", "RelayModuleToken9", [await chain.deploy("RelayModule9"), module]);
  await launch("hashedPayer", "ModulePostedToken9", [await chain.deploy("HashedPayerModule9")]);
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 240_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);

describe("a called contract fixed in the token's code", () => {
  it("tableLevy: a pure levy table the constructor created is the token's own code (low, with the callee)", () => {
    const r = results.tableLevy;
    const f = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("low");
    expect(f?.evidence.fixedCode).toBe(true);
    expect(String(f?.evidence.pureCallees)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(finding(r, "HONEYPOT")?.status).toBe("pass");
    expect(r.riskLevel).not.toMatch(/high|critical/);
  });

  for (const key of CALL_HOSTILE)
    it(`${key}: a callee that can change its answer (or whose address can change) stays high`, () => {
      const f = finding(results[key], "EXTERNAL_CALL_IN_TRANSFER");
      expect(f?.status).toBe("fail");
      expect(f?.severity).toBe("high");
      expect(f?.evidence.fixedCode).toBeUndefined();
      expect(["high", "critical"]).toContain(results[key].riskLevel);
    });
});

describe("a DELEGATECALL module fixed in the token's code", () => {
  it("postedModule: an immutable module with no outside reach, run with data the token builds, is no hidden owner", () => {
    const r = results.postedModule;
    const h = finding(r, "HIDDEN_OWNER");
    expect(h?.status).toBe("pass");
    expect(String(h?.evidence.fixedModules)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const f = finding(r, "EXTERNAL_CALL_IN_TRANSFER");
    expect(f?.status).toBe("fail");
    expect(f?.severity).toBe("low");
    expect(f?.evidence.fixedModules).toBe(h?.evidence.fixedModules);
    expect(r.riskLevel).not.toMatch(/high|critical/);
  });

  for (const key of MODULE_HOSTILE)
    it(`${key}: the DELEGATECALL stays a hidden owner (high)`, () => {
      const h = finding(results[key], "HIDDEN_OWNER");
      expect(h?.status).toBe("fail");
      expect(h?.severity).toBe("high");
      expect(h?.evidence.fixedModules ?? null).toBeNull();
      expect(["high", "critical"]).toContain(results[key].riskLevel);
    });
});

describe("round trips", () => {
  it("the tracing rides in the scan's rounds (3 HTTP requests, burnt LP)", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
