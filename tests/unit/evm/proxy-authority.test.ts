/**
 * Upgrade authorities recognised by code before their owner() is believed (lib/chains/evm/proxy.ts), over
 * OpenZeppelin's UpgradeableBeacon and ProxyAdmin compiled from the pinned `@openzeppelin/contracts` sources, and the
 * slot comparisons a proxy's own code makes (lib/chains/evm/bytecode.ts).
 */

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Address, getAddress, type Hex, keccak256, pad, toHex } from "viem";
import { describe, expect, it } from "vitest";
import { analyseCode } from "@/lib/chains/evm/bytecode";
import { type AuthorityRaw, recogniseUpgradeAuthority, trustedOwnerKind } from "@/lib/chains/evm/proxy";
import { SOLC_SETTINGS } from "../../../contracts/compile";
import { testTokenArtifacts } from "../../support/evm/deploy";

const require = createRequire(import.meta.url);

function runtimeOf(paths: string[]): Record<string, Hex> {
  const solc = require("solc") as { compile(input: string, opts: unknown): string };
  const root = require.resolve("@openzeppelin/contracts/package.json").replace(/package\.json$/, "");
  const read = (p: string) => readFileSync(`${root}${p.replace(/^@openzeppelin\/contracts\//, "")}`, "utf8");
  const input = {
    language: "Solidity",
    sources: Object.fromEntries(paths.map((p) => [p, { content: read(p) }])),
    settings: SOLC_SETTINGS,
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: (p: string) => ({ contents: read(p) }) })) as {
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>;
  };
  const result: Record<string, Hex> = {};
  for (const file of Object.values(out.contracts))
    for (const [name, c] of Object.entries(file)) result[name] = `0x${c.evm.deployedBytecode.object}`;
  return result;
}

const oz = runtimeOf([
  "@openzeppelin/contracts/proxy/beacon/UpgradeableBeacon.sol",
  "@openzeppelin/contracts/proxy/transparent/ProxyAdmin.sol",
]);
const OWNER: Address = getAddress(keccak256(toHex("authority:owner")).slice(0, 42));
const raw = (code: Hex, over: Partial<AuthorityRaw> = {}): AuthorityRaw => ({
  code,
  slot0: pad(OWNER),
  owner: OWNER,
  strangerUpgrades: ["reverted"],
  ...over,
});

describe("OpenZeppelin's beacon and ProxyAdmin are recognised by code", () => {
  it("UpgradeableBeacon and ProxyAdmin (v5): recognised; their owner() believed", () => {
    expect(recogniseUpgradeAuthority("beacon", raw(oz.UpgradeableBeacon))).toMatchObject({ recognised: true });
    expect(
      recogniseUpgradeAuthority("admin", raw(oz.ProxyAdmin, { strangerUpgrades: ["reverted", "reverted"] })),
    ).toMatchObject({ recognised: true, as: "OpenZeppelin ProxyAdmin (v5)" });
  });
  it("the @openzeppelin/upgrades (2019-2020) ProxyAdmin (isOwner() added): recognised, and not as a beacon", () => {
    const legacy = testTokenArtifacts().LegacyProxyAdmin.deployedBytecode;
    expect(
      recogniseUpgradeAuthority("admin", raw(legacy, { strangerUpgrades: ["reverted", "reverted"] })),
    ).toMatchObject({ recognised: true, as: "OpenZeppelin Upgrades ProxyAdmin (2019-2020)" });
    expect(
      recogniseUpgradeAuthority("admin", raw(legacy, { strangerUpgrades: ["reverted", "executed"] })),
    ).toMatchObject({ recognised: false });
    expect(recogniseUpgradeAuthority("beacon", raw(legacy))).toMatchObject({ recognised: false });
  });
  it("a stranger's upgrade that went through, or an owner() that is not slot 0: not recognised", () => {
    expect(
      recogniseUpgradeAuthority("beacon", raw(oz.UpgradeableBeacon, { strangerUpgrades: ["executed"] })),
    ).toMatchObject({ recognised: false });
    expect(
      recogniseUpgradeAuthority(
        "beacon",
        raw(oz.UpgradeableBeacon, { owner: "0x0000000000000000000000000000000000000000" }),
      ),
    ).toMatchObject({ recognised: false });
  });
  it("other code (a beacon with other functions, a ProxyAdmin asked as a beacon): not recognised", () => {
    const art = testTokenArtifacts();
    expect(recogniseUpgradeAuthority("beacon", raw(art.DevBeacon.deployedBytecode))).toMatchObject({
      recognised: false,
    });
    expect(recogniseUpgradeAuthority("beacon", raw(oz.ProxyAdmin))).toMatchObject({ recognised: false });
  });
  it("an unrecognised authority: a burnt or governance owner is not believed, an EOA owner is", () => {
    const no = { recognised: false as const, why: "x" };
    expect(trustedOwnerKind(no, "burn")).toBeNull();
    expect(trustedOwnerKind(no, "multisig")).toBe("contract");
    expect(trustedOwnerKind(no, "eoa")).toBe("eoa");
    expect(trustedOwnerKind({ recognised: true, as: "x" }, "burn")).toBe("burn");
  });
});

describe("a proxy's own code: the slots it compares with CALLER", () => {
  it('PUSH slot DUP1 SLOAD … CALLER EQ (a keeper at keccak256("sidedoor.keeper")) is found', () => {
    const code = testTokenArtifacts().SideDoorProxy.deployedBytecode;
    const slots = analyseCode(code).callerSlots.map((c) => c.slot);
    expect(slots).toContain(keccak256(toHex("sidedoor.keeper")));
  });
});
