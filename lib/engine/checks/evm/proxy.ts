import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import { capabilitySignatures, NO_CODE_TEXT, ownerText } from "./common";

export const upgradeableProxy = defineCheck<EvmCheckFacts>({
  id: "UPGRADEABLE_PROXY",
  title: "Upgradeable proxy",
  severity: "medium",
  description:
    "EIP-1967 proxy slots (implementation / admin / beacon), the pre-EIP-1967 zeppelinOS slots (USDC's layout) and UUPS upgrade functions: the code behind the token can be replaced. The admin is followed to its owner (a ProxyAdmin's owner(); Safe multisig by getThreshold(), timelock by getMinDelay()). Admin, or the admin contract's owner, an EOA (or a UUPS owner EOA): high; a multisig, a timelock, another contract, a beacon, or an admin that cannot be read: medium; admin (or its owner) a burn address (0x0, 0x…dEaD): nobody can upgrade, pass. EIP-1167 clones are immutable: pass.",
  failsAs: [
    {
      severity: "high",
      when: "a proxy whose admin is an EOA or a contract owned by one EOA (ProxyAdmin), or a UUPS implementation whose live owner is an EOA",
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
    if (p.kind === "eip1967" || p.kind === "zeppelinos") {
      const layout = p.kind === "eip1967" ? "EIP-1967 proxy" : "Proxy with zeppelinOS (pre-EIP-1967) slots";
      const ao = p.adminOwner;
      const evAdmin = {
        ...ev,
        adminKind: p.adminKind,
        adminOwner: ao?.address ?? null,
        adminOwnerKind: ao?.kind ?? null,
        adminThreshold: p.adminThreshold ?? ao?.threshold ?? null,
        adminMinDelay: p.adminMinDelay ?? ao?.minDelay ?? null,
      };
      if (p.admin && p.adminKind === "burn")
        return emit(
          "pass",
          `${layout} (implementation ${p.implementation}) whose admin is the burn address ${p.admin}: nobody can upgrade it.`,
          evAdmin,
          undefined,
          "Upgrade renounced (burnt admin)",
        );
      if (p.admin && ao && ao.kind === "burn")
        return emit(
          "pass",
          `${layout} whose admin contract ${p.admin} is owned by the burn address ${ao.address}: nobody can upgrade it.`,
          evAdmin,
          undefined,
          "Upgrade renounced (admin owner burnt)",
        );
      if (p.admin && (p.adminKind === "eoa" || p.adminIsContract === false))
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}) whose admin ${p.admin} is an externally-owned account: one key can replace the token's code.`,
          evAdmin,
          "high",
          "Upgradeable by an EOA",
        );
      if (p.admin && ao && ao.kind === "eoa")
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}) whose admin ${p.admin} is a contract owned by the externally-owned account ${ao.address}: one key can replace the token's code through it.`,
          evAdmin,
          "high",
          "Upgradeable by an EOA (through its admin contract)",
        );
      if (p.admin) {
        const who =
          p.adminKind === "multisig"
            ? `a multisig (threshold ${p.adminThreshold})`
            : p.adminKind === "timelock"
              ? `a timelock (minimum delay ${p.adminMinDelay} s)`
              : ao
                ? `a contract owned by ${ao.address} (${ao.kind === "multisig" ? `a multisig, threshold ${ao.threshold}` : ao.kind === "timelock" ? `a timelock, minimum delay ${ao.minDelay} s` : (ao.kind ?? "type unknown")})`
                : p.adminIsContract
                  ? "a contract (ProxyAdmin, multisig or timelock)"
                  : "of unknown type";
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}) whose admin ${p.admin} is ${who}.`,
          evAdmin,
          "medium",
          "Upgradeable proxy",
        );
      }
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
