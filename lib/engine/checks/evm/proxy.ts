import { oneKeyRole } from "../../../chains/evm/governance";
import { byAnyone } from "../../../chains/evm/prober";
import { registryAuthority, type UpgradeCaller, upgradeAuthorityByCalls } from "../../../chains/evm/proxy";
import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import {
  capabilitySignatures,
  governanceOf,
  governanceText,
  NO_CODE_TEXT,
  ownerText,
  upgradeGovernance,
} from "./common";

export const upgradeableProxy = defineCheck<EvmCheckFacts>({
  id: "UPGRADEABLE_PROXY",
  title: "Upgradeable proxy",
  severity: "medium",
  description:
    "EIP-1967 proxy slots (implementation / admin / beacon), the pre-EIP-1967 zeppelinOS slots (USDC's layout), the EIP-1822 PROXIABLE slot and UUPS upgrade functions: the code behind the token can be replaced. The admin is followed to its owner (a ProxyAdmin's owner()); a multisig or timelock is recognised by its code (an official Safe, a documented timelock), never by its answers. Admin, or the admin contract's owner, an EOA (or a UUPS owner EOA): high; recognised governance: low (OWNER_PRIVILEGES tells it once, medium); another contract, a beacon, or an admin that cannot be read: medium; admin (or its owner) a burn address (0x0, 0x…dEaD): nobody can upgrade, pass. A beacon proxy is judged by its beacon's owner() the same way (burnt: pass; EOA: high). EIP-1167 clones are immutable: pass. An EIP-2535 diamond (recognised by behaviour: it delegates its ERC-20 functions by selector; its facets are listed through the loupe and read) is upgradeable by whoever can cut: medium only when the code shows the cut gated by owner() alone and the owner is recognised governance; anything else (one key, another contract, a renounced owner, a cut whose callers cannot be read) high. A proxy that reads its implementation from another contract on every call (a registry; found by substitution: that contract made to answer a stand-in, the token runs the stand-in's code) is judged by who was measured able to change that answer (the registry's functions called by a stranger and by its owner(), the token's code read after each): recognised governance alone medium; a contract not recognised as governance, or a burnt owner with a stranger refused, medium; anyone, one key, or nobody shown high.",
  failsAs: [
    {
      severity: "high",
      when: "a proxy whose admin is an EOA or a contract owned by one EOA (ProxyAdmin), a beacon proxy whose beacon's owner is an EOA, a UUPS implementation whose live owner is an EOA, a diamond whose cut is not verified as recognised governance's alone, or a proxy whose implementation registry a stranger or one key was measured changing (or nobody was shown to control)",
    },
    {
      severity: "medium",
      when: "a proxy whose admin is a contract not recognised as governance (a contract that only claims to be a multisig or timelock included), a beacon proxy, an admin of unknown type, a diamond whose cut only recognised governance can make, or a proxy whose implementation registry only recognised governance (or a contract not recognised as governance) was measured changing",
    },
    {
      severity: "low",
      when: "only recognised governance (an official Safe of 2+ signatures, a documented timelock of a day or more) can upgrade: told once, with its other powers, by OWNER_PRIVILEGES",
    },
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
    // A contract the governance read recognised as a Safe one key operates alone (governance.ts: threshold 1, a module
    // one key steers, or signers among the token's insiders reaching its threshold), found among the probed
    // candidates' roles: it stands where an EOA stands. Null: not a probed candidate, or not such a Safe.
    const oneKeySafe = (address: string | null | undefined): string | null => {
      const pr = ctx.evm.privileges;
      if (!address || pr.status === "not_run") return null;
      return oneKeyRole(pr.candidates.find((c) => c.address.toLowerCase() === address.toLowerCase())?.roles);
    };
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
    if (p.kind === "eip1967_beacon") {
      // The beacon decides the code: its owner is who can upgrade (followed like a proxy admin).
      const bo = p.beaconOwner ?? null;
      const evBeacon = { ...ev, beaconOwner: bo?.address ?? null, beaconOwnerKind: bo?.kind ?? null };
      const head = `Beacon proxy: the beacon ${p.beacon} decides the implementation (now ${p.implementation})`;
      if (bo?.kind === "burn")
        return emit(
          "pass",
          `${head}, and its owner is the burn address ${bo.address}: nobody can point it at new code.`,
          evBeacon,
          undefined,
          "Upgrade renounced (beacon owner burnt)",
        );
      if (bo?.kind === "eoa")
        return emit(
          "fail",
          `${head}, and its owner ${bo.address} is an externally-owned account: one key can replace the token's code.`,
          evBeacon,
          "high",
          "Upgradeable by an EOA (through its beacon)",
        );
      const governance = upgradeGovernance(ctx);
      if (governance)
        return emit(
          "fail",
          `${head}; only governance can change it: ${governance} (told once in OWNER_PRIVILEGES).`,
          { ...evBeacon, governed: true },
          "low",
          "Upgradeable by governance",
        );
      // The beacon's code is not OpenZeppelin's (lib/chains/evm/proxy.ts): its owner() answer is only a claim.
      const claim = p.upgradeAuthority?.recognised === false ? p.upgradeAuthority.text : null;
      return emit(
        "fail",
        `${head} and can change it; ${
          claim && bo
            ? `its owner() answers ${bo.address}, but the beacon is not recognised by code (${claim})`
            : bo
              ? `its owner ${bo.address} is a contract not recognised as governance`
              : "the beacon's owner could not be read"
        }.`,
        { ...evBeacon, upgradeAuthority: p.upgradeAuthority?.text ?? null },
        "medium",
        "Upgradeable (beacon)",
      );
    }
    if (p.kind === "eip2535" && p.registrySource) {
      // Session 15: the token runs whatever code another contract (a registry) names, asked on every call (found by
      // substitution, lib/chains/evm/proxy.ts readRegistrySources); whoever can change that answer upgrades the token.
      // Measured (tryRegistryChanges): the registry's own functions called by a stranger and by its owner(), the
      // token's answer read after each. Governance that alone changed it: medium (told here, not by OWNER_PRIVILEGES,
      // which does not see the registry); anyone, one key, a contract not recognised as governance, or nobody shown
      // (another controller may hold it): high, as an unverified diamond cut is.
      const r = p.registrySource;
      const auth = registryAuthority(r);
      const evRegistry = {
        ...ev,
        proxyKind: "registry",
        registry: r.registry,
        registryOwner: r.owner,
        registryOwnerKind: r.ownerKind,
        registryStranger: r.stranger,
        registryByOwner: r.byOwner,
        registryFunctionsTried: r.tried,
        upgradeAuthority: auth.kind,
        decidedBy:
          "registry substitution and change calls (a stranger's and its owner()'s, the token's answer read after each)",
      };
      const head = "Proxy whose implementation is read from another contract";
      if (auth.kind === "governance")
        return emit(
          "fail",
          `${head}: ${auth.text}.`,
          { ...evRegistry, governed: true },
          "medium",
          "Upgradeable by governance (implementation registry)",
        );
      if (auth.kind === "burnt")
        return emit(
          "fail",
          `${head}: ${auth.text}.`,
          evRegistry,
          "medium",
          "Upgradeable (implementation registry, owner burnt)",
        );
      if (auth.kind === "contract" && r.owner && oneKeySafe(r.owner) === null)
        return emit(
          "fail",
          `${head}: ${auth.text}.`,
          evRegistry,
          "medium",
          "Upgradeable by a contract (implementation registry)",
        );
      return emit(
        "fail",
        `${head}: ${auth.text}${auth.kind === "one_key" ? ": one key can replace the token's code" : auth.kind === "anyone" ? ": anyone can replace the token's code" : ""}.`,
        evRegistry,
        "high",
        auth.kind === "one_key"
          ? "Upgradeable by one key (implementation registry, measured)"
          : auth.kind === "anyone"
            ? "Upgradeable by anyone (implementation registry, measured)"
            : "Upgradeable (implementation registry, authority not shown)",
      );
    }
    if (p.kind === "eip2535") {
      // An EIP-2535 diamond (recognised by behaviour, lib/chains/evm/proxy.ts recogniseDiamond): whoever can cut
      // (rewrite the selector table) replaces the token's code. Only recognised governance that the code shows is the
      // sole cutter relaxes it; anything else (one key, an unrecognised contract, a renounced owner() beside a cut the
      // code does not show gated by it) stays high: the table can be rewritten by someone not verified.
      const cut = p.diamondCut ?? null;
      const owner = o.effectiveOwner;
      const governance = owner && o.renounced === false ? governanceOf(ctx, owner) : null;
      const evDiamond = { ...ev, cutByOwner: cut?.byOwner ?? null, cutAuthority: cut?.text ?? null };
      const head =
        "EIP-2535 diamond: the token's ERC-20 functions run in facets it delegates to by selector, and a cut can add or replace any of them";
      // The cut's caller checks read owner() alone; that says nothing of a second, unguarded writer of the selector
      // table (review10: an open `reroute(sel, facet)` or one gated on a password argument, in the diamond's code or a
      // facet). Governance relaxes the verdict only when the privilege prober, run over the diamond's and its facets'
      // functions, completed and found none a stranger could call, no hidden caller and no control taken (a password on
      // an argument: proxy.ts refuses a diamond whose code compares a hashed value).
      const pr = ctx.evm.privileges;
      const open =
        pr.status !== "completed"
          ? `the privilege probe of its functions ${pr.status === "not_run" ? "did not run" : "did not complete"}`
          : pr.callable.some(byAnyone)
            ? `a stranger could call ${[...new Set(pr.callable.filter(byAnyone).map((c) => c.selector))].slice(0, 3).join(", ")}`
            : pr.identityGated?.length || pr.callersHidden
              ? "some of its functions refused every caller the probe has behind a check it cannot pass (their callers are hidden)"
              : pr.takeovers?.length
                ? "a probed call took control"
                : null;
      if (cut?.byOwner && owner && governance && !open)
        return emit(
          "fail",
          `${head}; ${cut.text}, and only governance can cut: ${governanceText(ctx, [owner])}.`,
          { ...evDiamond, governed: true },
          "medium",
          "Upgradeable by governance (diamond)",
        );
      return emit(
        "fail",
        `${head}; ${
          !cut?.byOwner
            ? `who can cut is not verified (${cut?.text ?? "its caller checks could not be read"})`
            : governance && owner && open
              ? `${cut.text} (${governanceText(ctx, [owner])}), but no other writer of its selector table is excluded: ${open}`
              : o.renounced === true
                ? `its owner() is renounced, but the facet table stays writable code behind the token (${cut.text})`
                : o.ownerIsContract === false
                  ? `${cut.text}, an externally-owned account: one key can replace the token's code`
                  : `${cut.text}, a contract not recognised as governance`
        }.`,
        evDiamond,
        "high",
        "Upgradeable diamond",
      );
    }
    if (p.kind === "eip1967" || p.kind === "zeppelinos" || p.kind === "eip1822") {
      const layout =
        p.kind === "eip1967"
          ? "EIP-1967 proxy"
          : p.kind === "eip1822"
            ? "EIP-1822 (PROXIABLE) proxy"
            : "Proxy with zeppelinOS (pre-EIP-1967) slots";
      const ao = p.adminOwner;
      const evAdmin = {
        ...ev,
        adminKind: p.adminKind,
        adminOwner: ao?.address ?? null,
        adminOwnerKind: ao?.kind ?? null,
        adminThreshold: p.adminThreshold ?? ao?.threshold ?? null,
        adminMinDelay: p.adminMinDelay ?? ao?.minDelay ?? null,
        upgradeAuthority: p.upgradeAuthority?.text ?? null,
      };
      // Who the implementation's own upgrade function lets through, by behaviour (reader.ts: each privileged
      // candidate's no-op upgrade by eth_call, a stranger's refused): whatever the slot, role or name behind the
      // check. One key that passes can replace the code, whatever the admin slot or owner() say (a burnt admin slot
      // or a renounced owner() beside an upgrader role is no renounce).
      const byCalls = upgradeAuthorityByCalls(p.upgradeCallers, p.upgradeStranger, p.upgradeUntried ?? 0);
      const who = (cs: UpgradeCaller[]) =>
        cs
          .slice(0, 3)
          .map((c) => `${c.address} (${c.roles.slice(0, 2).join(", ")})`)
          .join("; ");
      const evCalls = (cs: UpgradeCaller[]) => ({
        ...evAdmin,
        upgradePassedBy: cs.map((c) => c.address).join(", "),
        decidedBy: "upgrade calls (a no-op upgrade tried by each privileged candidate; a stranger's refused)",
      });
      if (byCalls?.kind === "keys" && byCalls.keys.length) {
        const direct = byCalls.keys.filter((c) => c.outcome === "passed");
        const granters = byCalls.keys.filter((c) => c.outcome !== "passed");
        return emit(
          "fail",
          direct.length
            ? `${layout} (implementation ${p.implementation}): its upgrade function accepts an upgrade from ${who(direct)}, an externally-owned account (a stranger's is refused): one key can replace the token's code.`
            : `${layout} (implementation ${p.implementation}): its upgrade function accepts an upgrade from ${who(byCalls.contracts)}, a contract that is not governance (a stranger's is refused), and ${granters[0].address} ${granters[0].roles[0]}: one key can replace the token's code.`,
          evCalls(byCalls.keys),
          "high",
          "Upgradeable by one key (measured)",
        );
      }
      // Governance passed, but privileged candidates were left untried: one of them may be the key that upgrades
      // (a Safe holding the role beside a key the junk grants pushed out). Not shown governed: high.
      if (byCalls?.kind === "untried")
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}): its upgrade function accepts an upgrade from ${who(byCalls.governed)}, recognised governance, but ${byCalls.untried} other privileged candidate(s) were not tried (a stranger's is refused): that only governance can upgrade is not shown.`,
          evCalls(byCalls.governed),
          "high",
          "Upgradeable; upgraders not all tried",
        );
      // A contract that passed the upgrade and is a Safe one key operates alone: one key (measured).
      const oneKeyPassed =
        byCalls?.kind === "keys" ? byCalls.contracts.filter((c) => oneKeySafe(c.address) !== null) : [];
      if (oneKeyPassed.length)
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}): its upgrade function accepts an upgrade from ${who(oneKeyPassed)}, a Safe that one key operates alone (${oneKeySafe(oneKeyPassed[0].address)}; a stranger's is refused): one key can replace the token's code.`,
          { ...evCalls(oneKeyPassed), upgradeKeyedBy: "a Safe operated by one key" },
          "high",
          "Upgradeable by one key (measured, through a Safe)",
        );
      const adminOneKey =
        !!p.admin && (p.adminKind === "eoa" || p.adminIsContract === false || p.adminOwner?.kind === "eoa");
      if (byCalls?.kind === "keys" && !adminOneKey)
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}): its upgrade function accepts an upgrade from ${who(byCalls.contracts)}, a contract not recognised as governance (a stranger's is refused).`,
          evCalls(byCalls.contracts),
          "medium",
          "Upgradeable by a contract (measured)",
        );
      const governedByCalls =
        byCalls?.kind === "governed"
          ? `its upgrade function accepts an upgrade only from recognised governance among the privileged candidates: ${governanceText(
              ctx,
              byCalls.governed.map((c) => c.address),
            )} (a stranger's and every other candidate's are refused)`
          : null;
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
      // The admin contract's owner is a Safe recognised by code that one key operates alone (threshold 1, a module
      // one key steers, insiders reaching its threshold): one key, as an EOA owner is. The same governance reading
      // as the token owner's (governance.ts recogniseGovernance / withInsiders).
      const aoOneKey = p.admin && ao && ao.kind !== "burn" ? oneKeySafe(ao.address) : null;
      if (p.admin && ao && aoOneKey)
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}) whose admin ${p.admin} is a contract owned by ${ao.address}, ${aoOneKey}: one key operates it alone and can replace the token's code through it.`,
          { ...evAdmin, adminOwnerKind: "one-key Safe", adminOwnerOneKey: aoOneKey },
          "high",
          "Upgradeable by one key (through its admin contract's Safe)",
        );
      // Recognised governance (an official Safe, a documented timelock: governance.ts) as the admin or the admin's
      // owner: low here, told once with its other powers by OWNER_PRIVILEGES (medium).
      const governance = upgradeGovernance(ctx);
      if (p.admin && governance)
        return emit(
          "fail",
          `${layout} (implementation ${p.implementation}); only governance can upgrade it: ${governance} (told once in OWNER_PRIVILEGES).`,
          { ...evAdmin, governed: true },
          "low",
          "Upgradeable by governance",
        );
      if (p.admin) {
        const who =
          p.adminKind === "multisig"
            ? `a multisig (threshold ${p.adminThreshold})`
            : p.adminKind === "timelock"
              ? `a timelock (minimum delay ${p.adminMinDelay} s)`
              : ao && p.upgradeAuthority?.role === "admin" && p.upgradeAuthority.recognised === false
                ? `a contract whose owner() answers ${ao.address}, but which is not recognised by code (${p.upgradeAuthority.text})`
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
      // Only where the owner's reading gives no answer of its own (a live EOA owner stays high; an owner recognised as
      // governance stays low, told once by OWNER_PRIVILEGES).
      if (governedByCalls && !(o.renounced === false && o.ownerIsContract === false) && !upgradeGovernance(ctx))
        return emit(
          "fail",
          `UUPS proxy (implementation ${p.implementation}); ${governedByCalls}.`,
          { ...evCalls(byCalls?.kind === "governed" ? byCalls.governed : []), governed: true },
          "medium",
          "Upgradeable by governance (measured)",
        );
      if (o.renounced === true)
        return emit(
          "pass",
          `${layout} without an admin (UUPS) and ${ownerText(ctx)}: no one can upgrade through onlyOwner.`,
          ev,
          undefined,
          "Upgrade renounced",
        );
      const uupsGovernance = upgradeGovernance(ctx);
      if (uupsGovernance)
        return emit(
          "fail",
          `UUPS proxy (implementation ${p.implementation}); only governance can upgrade it: ${uupsGovernance} (told once in OWNER_PRIVILEGES).`,
          { ...ev, governed: true },
          "low",
          "Upgradeable by governance",
        );
      if (o.renounced === false && o.ownerIsContract === false)
        return emit(
          "fail",
          `UUPS proxy (implementation ${p.implementation}) and ${ownerText(ctx)}: the owner can replace the token's code.`,
          ev,
          "high",
          "Upgradeable by an EOA",
        );
      const ownerOneKey = o.renounced === false ? oneKeySafe(o.effectiveOwner) : null;
      if (ownerOneKey)
        return emit(
          "fail",
          `UUPS proxy (implementation ${p.implementation}) whose owner ${o.effectiveOwner} is a Safe that one key operates alone (${ownerOneKey}): one key can replace the token's code.`,
          { ...ev, ownerOneKey },
          "high",
          "Upgradeable by one key (through a Safe)",
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
