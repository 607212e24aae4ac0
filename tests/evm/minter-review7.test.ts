/**
 * The minter probe's "bound by its rules" is the ABSENCE of an effect, so a minter whose every probed call fails for a
 * reason only the probe meets must not pass as bound (review of 2026-11-27, contracts/test-tokens/MinterReview7.sol).
 * Each desk is the only issuer of its own DeskIssuedToken7 (ControlTokens7.sol), whose owner renounces after
 * appointing it; launched with the LP burnt and the supply spread. Expectations written before the engine ran:
 *   walletOnly  anyone's wallet issues any amount (`tx.origin == msg.sender`): not bound, MINTABLE high;
 *   codeless    anyone without code issues any amount (`msg.sender.code.length == 0`): not bound, MINTABLE high;
 *   priced      anyone paying a gas price issues any amount: not bound, MINTABLE high;
 *   voucher     vouchers of one fixed signer issue any amount: not bound, MINTABLE high;
 *   hush        its live owner issues any amount, others' calls return quietly: not bound, MINTABLE high;
 *   metered     its live owner issues up to 1,000 tokens a call, as often as it likes: not bound, MINTABLE high;
 *   inert       a desk with no CALL in its code can never reach the token: bound, MINTABLE at most medium;
 *   roleLate    the same inert desk granted the issuing role of a role-based token late, scanned with a log budget
 *               that reads only that grant (not the constructor's grant of the admin role to the deployer, who keeps
 *               it): who may reassign the desk's role is unknown, not nobody: not bound, MINTABLE high;
 *   slotZero    (not a desk) a token with no owner() whose keeper sits in storage slot 0, compared with msg.sender,
 *               minting to itself at will (solc >= 0.8.20 pushes slot 0 with PUSH0): the keeper is found and probed:
 *               MINTABLE fails high, measured as the keeper's.
 */
import { type Address, getAddress, zeroAddress } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEAD_ADDRESS } from "@/lib/chains/evm/address";
import type { EngineResult } from "@/lib/engine/types";
import { SUPPLY, testTokenArtifacts } from "../support/evm/deploy";
import { daysLater, launcher, scanEach } from "../support/evm/launch";

const fx = inject("evm");
const DESKS = {
  walletOnly: "WalletOnlyDesk7",
  codeless: "CodelessDesk7",
  priced: "PricedDesk7",
  voucher: "VoucherDesk7",
  hush: "HushDesk7",
  metered: "MeteredDesk7",
  inert: "InertDesk7",
} as const;
type Key = keyof typeof DESKS;
const KEYS = Object.keys(DESKS) as Key[];
const results = {} as Record<Key | "roleLate" | "slotZero", EngineResult>;
const requests = {} as Record<Key, number>;
const desks = {} as Record<Key | "roleLate", Address>;
/** The voucher signer: a key that never signs here. */
const SIGNER: Address = "0x5160000000000000000000000000000000005160";
/** The slot-0 keeper: a key that never signs here. */
const KEEPER: Address = "0x0000000000000000000000000000000000c0ffee";

beforeAll(async () => {
  const chain = await launcher(fx);
  const t = testTokenArtifacts().DeskIssuedToken7;
  const tokens = {} as Record<Key, Address>;
  for (const key of KEYS) {
    tokens[key] = await chain.deploy(t, [`Review ${key}`, "RVW", SUPPLY]);
    desks[key] = await chain.deploy(
      DESKS[key],
      key === "inert" ? [] : key === "voucher" ? [tokens[key], SIGNER] : [tokens[key]],
    );
    await chain.send(tokens[key], t.abi, "appointDesk", [desks[key]]);
    await chain.launch({ address: tokens[key], abi: t.abi }, { renounce: true });
  }
  const later = await daysLater(fx, 30);
  const scans = await scanEach(fx, KEYS, tokens, { later });
  for (const key of KEYS) {
    results[key] = scans[key].result;
    requests[key] = scans[key].requests;
  }
  // The issuing role granted late, after the launch; the constructor's grant of the admin role to the deployer is
  // older than the log budget reaches (3 blocks).
  const g = testTokenArtifacts().GrantedIssuerToken7;
  const roleToken = await chain.deploy(g, ["Review roleLate", "RVW", SUPPLY, DEAD_ADDRESS, zeroAddress]);
  await chain.launch({ address: roleToken, abi: g.abi });
  desks.roleLate = await chain.deploy("InertDesk7");
  await chain.send(roleToken, g.abi, "grantRole", [await chain.read(roleToken, g.abi, "ISSUER"), desks.roleLate]);
  const late = await scanEach(
    fx,
    ["roleLate"],
    { roleLate: roleToken },
    {
      later,
      scan: { read: { logs: { rangeBlocks: 3, maxRanges: 1, rangesPerBatch: 1 } } },
    },
  );
  results.roleLate = late.roleLate.result;
  const z = testTokenArtifacts().SlotZeroKeeperToken7;
  const slotZero = await chain.deploy(z, ["Review slotZero", "RVZ", SUPPLY, KEEPER]);
  await chain.launch({ address: slotZero, abi: z.abi });
  results.slotZero = (await scanEach(fx, ["slotZero"], { slotZero }, { later })).slotZero.result;
}, 180_000);

const finding = (r: EngineResult, id: string) => r.findings.find((f) => f.id === id);
const roles = (key: Key | "roleLate") =>
  results[key].evm!.privileges.candidates.find((c) => c.address === desks[key])?.roles.join(", ") ?? "";

describe("a minter whose every probed call fails for a reason only the probe meets is not bound", () => {
  for (const key of ["walletOnly", "codeless", "priced", "voucher", "hush", "metered"] as const)
    it(`${key}: not bound by its rules, MINTABLE high`, () => {
      expect(roles(key), key).not.toContain("bound by its own rules");
      const mint = finding(results[key], "MINTABLE");
      expect(mint?.status, key).toBe("fail");
      expect(mint?.severity, key).toBe("high");
      expect(["high", "critical"], key).toContain(results[key].riskLevel);
    });

  it("inert: a desk that can send no message is bound (it never reaches the token): MINTABLE at most medium", () => {
    expect(roles("inert")).toContain("bound by its own rules");
    expect(finding(results.inert, "MINTABLE")?.severity).toBe("medium");
  });

  it("roleLate: a bound desk holding a role whose earlier role events were not read is not bound: MINTABLE high", () => {
    expect(roles("roleLate")).toContain("role events were not all read");
    expect(finding(results.roleLate, "MINTABLE")?.severity).toBe("high");
  });

  it("slotZero: a keeper kept in storage slot 0 (PUSH0) is found and probed: MINTABLE high, the keeper's", () => {
    const mint = finding(results.slotZero, "MINTABLE");
    expect(mint?.status).toBe("fail");
    expect(mint?.severity).toBe("high");
    expect(mint?.detail).toContain(getAddress(KEEPER));
  });

  it("round trips unchanged: 3 HTTP requests with LP burnt", () => {
    for (const key of KEYS) expect(requests[key], key).toBe(3);
  });
});
