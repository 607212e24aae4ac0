import type { ReactNode } from "react";
import { getRuntime } from "@/lib/runtime";
import { PageHead } from "./dashboard-shell";
import { type Tier, tierAtLeast } from "./tiers";
import { UpgradeNotice } from "./upgrade-notice";

/**
 * A dashboard page for a feature some plans do not include (server component): the page head, then the feature
 * (`children`) when the account's plan has it, else the upgrade notice with `upsell` and the server's limits.
 */
export async function PlanGate({
  title,
  lede,
  feature,
  needs,
  current,
  upsell,
  children,
}: {
  title: string;
  lede: string;
  feature: string;
  needs: Tier;
  current: Tier;
  upsell: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHead title={title} lede={lede} />
      {tierAtLeast(current, needs) ? (
        children
      ) : (
        <UpgradeNotice feature={feature} needs={needs} current={current} limits={(await getRuntime()).config.limits}>
          {upsell}
        </UpgradeNotice>
      )}
    </>
  );
}
