import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import { capabilitySignatures, NO_CODE_TEXT, ownerText } from "./common";

export const upgradeableProxy = defineCheck<EvmCheckFacts>({
  id: "UPGRADEABLE_PROXY",
  title: "Upgradeable proxy",
  severity: "medium",
  description:
    "EIP-1967 proxy slots (implementation / admin / beacon) and UUPS upgrade functions: the code behind the token can be replaced. Admin (or UUPS owner) an EOA: high; admin a contract (ProxyAdmin, multisig, timelock), a beacon, or an admin that cannot be read: medium. EIP-1167 clones are immutable: pass.",
  failsAs: [
    {
      severity: "high",
      when: "an EIP-1967 proxy whose admin is an EOA, or a UUPS implementation whose live owner is an EOA",
    },
    { severity: "medium", when: "a proxy whose admin is a contract, a beacon proxy, or an admin of unknown type" },
  ],
  issuer: {
    cap: "low",
    note: "issuers upgrade their token contracts through governed admins (e.g. USDC's FiatTokenProxy).",
  },
  floorReasoning:
    "High with an EOA admin: one key can swap in a contract that blocks sells or mints, with no delay; the level is at least high. A contract admin is often a timelock or multisig: medium.",
  run(ctx, emit) {
    if (!ctx.evm.code.present) return emit("unknown", NO_CODE_TEXT, { proxyKind: null }, undefined, "Proxy unknown");
    const p = ctx.evm.proxy;
    const o = ctx.evm.ownership;
    const upgrade = capabilitySignatures(ctx, "upgrade");
    const ev = {
      proxyKind: p.kind,
      implementation: p.implementation,
      admin: p.admin,
      adminIsContract: p.adminIsContract,
      beacon: p.beacon,
      upgradeFunctions: upgrade.join(", ") || null,
      owner: o.effectiveOwner,
    };
    if (p.kind === "eip1167")
      return emit(
        "pass",
        `EIP-1167 minimal proxy (clone) of ${p.implementation}: the implementation is fixed.`,
        ev,
        undefined,
        "Immutable clone",
      );
    if (p.kind === "eip1967_beacon")
      return emit(
        "fail",
        `Beacon proxy: the beacon ${p.beacon} decides the implementation (now ${p.implementation}) and can change it.`,
        ev,
        "medium",
        "Upgradeable (beacon)",
      );
    if (p.kind === "eip1967") {
      if (p.admin && p.adminIsContract === false)
        return emit(
          "fail",
          `EIP-1967 proxy (implementation ${p.implementation}) whose admin ${p.admin} is an externally-owned account: one key can replace the token's code.`,
          ev,
          "high",
          "Upgradeable by an EOA",
        );
      if (p.admin)
        return emit(
          "fail",
          `EIP-1967 proxy (implementation ${p.implementation}) whose admin ${p.admin} is ${p.adminIsContract ? "a contract (ProxyAdmin, multisig or timelock)" : "of unknown type"}.`,
          ev,
          "medium",
          "Upgradeable proxy",
        );
      // UUPS: the implementation carries the upgrade function, gated by its owner.
      if (o.renounced === true)
        return emit(
          "pass",
          `EIP-1967 proxy without an admin (UUPS) and ${ownerText(ctx)}: no one can upgrade through onlyOwner.`,
          ev,
          undefined,
          "Upgrade renounced",
        );
      if (o.renounced === false && o.ownerIsContract === false)
        return emit(
          "fail",
          `UUPS proxy (implementation ${p.implementation}) and ${ownerText(ctx)}: the owner can replace the token's code.`,
          ev,
          "high",
          "Upgradeable by an EOA",
        );
      return emit(
        "fail",
        `UUPS proxy (implementation ${p.implementation}); ${ownerText(ctx)}.`,
        ev,
        "medium",
        "Upgradeable proxy",
      );
    }
    if (upgrade.length > 0 && o.renounced !== true)
      return emit(
        "fail",
        `Not behind a proxy, but exposes ${upgrade.join(", ")} and ${ownerText(ctx)}.`,
        ev,
        "medium",
        "Upgrade functions",
      );
    return emit("pass", "Not a proxy: the token's code cannot be replaced.", ev, undefined, "Not upgradeable");
  },
  phrase: (f) =>
    f.severity === "high" || f.severity === "critical"
      ? "one key can upgrade the contract"
      : "the contract is upgradeable",
});
