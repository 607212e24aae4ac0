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
 *   deskBound      a token issued and retired only by a stored collateral desk (no owner, immutable code): the desk
 *                  issues only against native sent with the call and retires only its caller's own tokens. Its own
 *                  functions, called as a stranger, make the token issue nothing: bound by its rules, MINTABLE and
 *                  BALANCE_DRAIN at most medium, the desk and what was measured as evidence;
 *   deskKeeper     the desk is the deployer's `dispense(to, amount)`: its owner (one key) makes the token issue any
 *                  amount: MINTABLE high, the path deployer → desk.dispense → token named;
 *   deskTuned      a schedule anyone may tick once a period, whose step its owner sets without bound: not bound (its owner
 *                  changes its rules): MINTABLE high;
 *   deskRelay      the desk relays any call for its owner (`execute(target, data)`): not bound: MINTABLE high;
 *   deskOpen       the desk's `claimShare()` issues 1e27 to whoever calls: anyone: MINTABLE high;
 *   deskGuild      the desk has no owner() but a keeper list (a mapping) holding the deployer, whose `issueFor(to,
 *                  amount)` issues any amount: the token's deployer (one key) makes it issue: MINTABLE high.
 *   deskCleared    (minterfix7) the desk has no owner() and no event, only a private clearance list (a mapping) set at
 *                  deployment to a fresh wallet the probe never calls as; `allot(to, amount)` issues any amount for a
 *                  cleared caller and refuses everyone the probe tries: a hidden list of controllers, not bound:
 *                  MINTABLE high, the reason in the desk's roles;
 *   deskUncleared  the same desk with the list left empty and no way to add: its code and chain state cannot tell it
 *                  from deskCleared (the list cannot be read), so it is not bound either: MINTABLE high;
 *   deskVetted     the same shape with the list read behind a view the gate calls (`require(holds(tier, msg.sender))`,
 *                  as AccessControl's hasRole): a hidden list all the same: not bound, MINTABLE high.
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
const KEYS = [
  "adminKept",
  "adminGoverned",
  "stewardKept",
  "deskBound",
  "deskKeeper",
  "deskTuned",
  "deskRelay",
  "deskOpen",
  "deskGuild",
  "deskCleared",
  "deskUncleared",
  "deskVetted",
] as const;
const DESKS = {
  deskBound: "CollateralDesk7",
  deskKeeper: "KeeperDesk7",
  deskTuned: "TunedDesk7",
  deskRelay: "RelayDesk7",
  deskOpen: "OpenDesk7",
  deskGuild: "GuildDesk7",
  deskCleared: "ClearanceDesk7",
  deskUncleared: "ClearanceDesk7",
  deskVetted: "VettedDesk7",
} as const;
type DeskKey = keyof typeof DESKS;
const desks = {} as Record<DeskKey, Address>;
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
  const cleared = getAddress(keccak256(toHex("minterfix7:cleared")).slice(0, 42));
  const proposer = getAddress(keccak256(toHex("control7:proposer")).slice(0, 42));
  const art = testTokenArtifacts();
  const token = art.GrantedIssuerToken7;
  timelock = await chain.deploy(TIMELOCK, [2n * 86_400n, [proposer], [proposer], zeroAddress]);
  const tokens = {} as Record<Key, Address>;
  for (const key of Object.keys(DESKS) as DeskKey[]) {
    const t = art.DeskIssuedToken7;
    tokens[key] = await chain.deploy(t, [`Desk ${key}`, "DSK", SUPPLY]);
    const name = DESKS[key];
    desks[key] = await chain.deploy(
      name,
      name === "RelayDesk7"
        ? []
        : name === "TunedDesk7"
          ? [tokens[key], steward]
          : name === "ClearanceDesk7" || name === "VettedDesk7"
            ? [tokens[key], key === "deskUncleared" ? zeroAddress : cleared]
            : [tokens[key]],
    );
    await chain.send(tokens[key], t.abi, "appointDesk", [desks[key]]);
    await chain.launch({ address: tokens[key], abi: t.abi }, { ...spreadOver(WALLETS), renounce: true });
  }
  for (const key of ["adminKept", "adminGoverned", "stewardKept"] as const) {
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
}, 180_000);

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

describe("a minter contract is probed with its real code", () => {
  const desk = (key: DeskKey) => rolesOf(key, desks[key]);
  it("deskBound: a collateral desk nobody can make issue without collateral: bound by its rules, at most medium", () => {
    const r = results.deskBound;
    expect(desk("deskBound")).toContain("bound by its own rules");
    const mint = finding(r, "MINTABLE");
    expect(mint?.status).toBe("fail");
    expect(mint?.severity).toBe("medium");
    expect(mint?.detail).toContain(desks.deskBound);
    expect(mint?.detail).toContain("Held by a contract bound by its own rules");
    // Not a hidden key behind the renounce: control outside owner(), medium.
    expect(finding(r, "HIDDEN_OWNER")?.severity).toBe("medium");
    const drain = finding(r, "BALANCE_DRAIN");
    expect(["pass", "fail"]).toContain(drain?.status);
    if (drain?.status === "fail") expect(drain.severity).toBe("medium");
  });

  it("deskKeeper: its owner's dispense(to, amount) makes the token issue: one key, MINTABLE high", () => {
    expect(desk("deskKeeper")).toContain("one key makes it act on the token");
    expect(desk("deskKeeper")).toContain(`its owner ${deployer} (one key)`);
    expect(finding(results.deskKeeper, "MINTABLE")?.severity).toBe("high");
  });

  it("deskTuned: its owner sets the step of a public schedule: not bound, MINTABLE high", () => {
    expect(desk("deskTuned")).toContain("can change the contract's rules");
    expect(desk("deskTuned")).not.toContain("bound by its own rules");
    expect(finding(results.deskTuned, "MINTABLE")?.severity).toBe("high");
  });

  it("deskRelay: its owner makes it call anything: not bound, MINTABLE high", () => {
    expect(desk("deskRelay")).not.toContain("bound by its own rules");
    expect(finding(results.deskRelay, "MINTABLE")?.severity).toBe("high");
  });

  it("deskOpen: anyone's claimShare() makes the token issue: MINTABLE high, the stranger's path named", () => {
    expect(desk("deskOpen")).toContain("anyone can make it act on the token: a stranger");
    expect(finding(results.deskOpen, "MINTABLE")?.severity).toBe("high");
  });

  it("deskGuild: a keeper list holding the deployer (no owner()): the deployer's key makes it issue: MINTABLE high", () => {
    expect(desk("deskGuild")).toContain(`the token's key ${deployer} (one key)`);
    expect(finding(results.deskGuild, "MINTABLE")?.severity).toBe("high");
  });

  // Session 18 (holder20): a hidden list whose members were not found, with no reachable caller shown to mint through
  // it, is a caution (MINTABLE medium: the party is not shown), no longer a measured key's power; with owner()
  // renounced it is a hidden controller all the same (HIDDEN_OWNER high), so the level stays high.
  it("deskCleared: a private clearance list holding a fresh wallet, allot refused to everyone tried: members unknown, MINTABLE medium, HIDDEN_OWNER high", () => {
    expect(desk("deskCleared")).toContain("a hidden list of controllers");
    expect(desk("deskCleared")).not.toContain("bound by its own rules");
    expect(finding(results.deskCleared, "MINTABLE")?.severity).toBe("medium");
    expect(finding(results.deskCleared, "HIDDEN_OWNER")?.severity).toBe("high");
    expect(["high", "critical"]).toContain(results.deskCleared.riskLevel);
  });

  it("deskUncleared: the same list left empty cannot be told apart by code or chain: the same reading", () => {
    expect(desk("deskUncleared")).toContain("a hidden list of controllers");
    expect(finding(results.deskUncleared, "MINTABLE")?.severity).toBe("medium");
    expect(finding(results.deskUncleared, "HIDDEN_OWNER")?.severity).toBe("high");
  });

  it("deskVetted: the list read behind a view the gate calls: a hidden list all the same", () => {
    expect(desk("deskVetted")).toContain("a hidden list of controllers");
    expect(finding(results.deskVetted, "MINTABLE")?.severity).toBe("medium");
    expect(finding(results.deskVetted, "HIDDEN_OWNER")?.severity).toBe("high");
  });
});
