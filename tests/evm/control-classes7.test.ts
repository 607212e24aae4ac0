/**
 * Who controls a role (issue 25, session 7), end to end on the local node (contracts/test-tokens/ControlTokens7.sol;
 * OpenZeppelin's TimelockController from the npm build artifacts of the pinned `@openzeppelin/contracts`).
 * Expectations written before the engine ran on these tokens:
 *   adminKept      the issuing role is held by a 2-day TimelockController, but the deployer's wallet keeps role 0 (the
 *                  admin of every role) and can grant itself the issuing role and issue at once: one key, MINTABLE high,
 *                  the wallet named as holding the admin role;
 *   adminGoverned  the same token after the deployer handed role 0 to the timelock and renounced it: only governance
 *                  can issue or grant: MINTABLE low (told once in OWNER_PRIVILEGES);
 *   stewardKept    role 0 handed to the timelock, but the issuing role's admin was changed (RoleAdminChanged) to a
 *                  steward role held by one wallet: that wallet can grant itself the issuing role: MINTABLE high.
 * Round trips unchanged: 3 HTTP requests with LP burnt.
 */

import { createRequire } from "node:module";
import { type Abi, type Address, getAddress, type Hex, keccak256, parseEther, toHex, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EngineResult } from "@/lib/engine/types";
import { testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach, spreadOver } from "../support/evm/launch";

const require = createRequire(import.meta.url);
const TIMELOCK = require("@openzeppelin/contracts/build/contracts/TimelockController.json") as {
  abi: Abi;
  bytecode: Hex;
};

const fx = inject("evm");
const SUPPLY = parseEther("1000000000");
const KEYS = ["adminKept", "adminGoverned", "stewardKept"] as const;
type Key = (typeof KEYS)[number];
const results = {} as Record<Key, EngineResult>;
const requests = {} as Record<Key, number>;
let timelock: Address;
let deployer: Address;
let steward: Address;
const WALLETS = Array.from({ length: 25 }, (_, i) =>
  getAddress(`0x${(0xc0a7e0700 + i).toString(16).padStart(40, "0")}`),
);

beforeAll(async () => {
  const chain = await launcher(fx);
  deployer = chain.deployer;
  steward = getAddress(keccak256(toHex("control7:steward")).slice(0, 42));
  const proposer = getAddress(keccak256(toHex("control7:proposer")).slice(0, 42));
  const art = testTokenArtifacts();
  const token = art.GrantedIssuerToken7;
  timelock = await chain.deploy(TIMELOCK, [2n * 86_400n, [proposer], [proposer], zeroAddress]);
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    tokens[key] = await chain.deploy(token, [
      `Granted ${key}`,
      "GRT",
      SUPPLY,
      timelock,
      key === "stewardKept" ? steward : zeroAddress,
    ]);
    await chain.launch({ address: tokens[key], abi: token.abi }, spreadOver(WALLETS));
    if (key !== "adminKept") {
      await chain.send(tokens[key], token.abi, "grantRole", [`0x${"00".repeat(32)}`, timelock]);
      await chain.send(tokens[key], token.abi, "renounceRole", [`0x${"00".repeat(32)}`, deployer]);
    }
  }
  const scans = await scanEach(fx, KEYS, tokens, { later: await daysLater(fx, 30) });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
}, 120_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const rolesOf = (key: Key, who: Address) =>
  results[key].evm!.privileges.candidates.find((c) => c.address === who)?.roles.join(", ") ?? "";

describe("a power held through a role is governed only when the role's admin is governance too", () => {
  it("adminKept: a timelock holds the issuing role, the deployer's wallet keeps role 0: one key, MINTABLE high", () => {
    const mint = finding(results.adminKept, "MINTABLE");
    expect(mint?.status).toBe("fail");
    expect(mint?.severity).toBe("high");
    const roles = rolesOf("adminKept", timelock);
    expect(roles).toContain("timelock");
    expect(roles).toContain(`${deployer} holds the admin role (DEFAULT_ADMIN_ROLE)`);
    expect(roles).toContain("can grant it to itself");
    expect(finding(results.adminKept, "OWNER_PRIVILEGES")?.title).not.toBe("Governance controls the token");
  });

  it("adminGoverned: role 0 handed to the timelock and renounced by the deployer: governance, MINTABLE low", () => {
    const mint = finding(results.adminGoverned, "MINTABLE");
    expect(mint?.status).toBe("fail");
    expect(mint?.severity).toBe("low");
    expect(rolesOf("adminGoverned", timelock)).not.toContain("can grant it to itself");
  });

  it("stewardKept: the issuing role's admin moved (RoleAdminChanged) to a steward role one wallet holds: MINTABLE high", () => {
    const mint = finding(results.stewardKept, "MINTABLE");
    expect(mint?.severity).toBe("high");
    const stewardRole = keccak256(toHex("token-risk-api/control7/ISSUER_STEWARD"));
    expect(rolesOf("stewardKept", timelock)).toContain(
      `${steward} holds the admin role (role ${stewardRole.slice(0, 10)}…)`,
    );
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
