import { PageHead } from "@/components/dashboard/dashboard-shell";
import { tierAtLeast } from "@/components/dashboard/tiers";
import { UpgradeNotice } from "@/components/dashboard/upgrade-notice";
import { WatchlistConsole } from "@/components/dashboard/watchlist-console";
import { requirePageAccount } from "@/lib/auth/page-session";
import { getRuntime } from "@/lib/runtime";

export const dynamic = "force-dynamic";
export const metadata = { title: "Watchlist · Token Risk API" };

export default async function WatchlistPage() {
  const account = await requirePageAccount("/dashboard/watchlist");
  const lede =
    "Tokens you keep an eye on: each is re-scanned regularly, and you see its latest score and when its risk last changed.";
  if (!tierAtLeast(account.tier, "pro")) {
    return (
      <>
        <PageHead title="Watchlist" lede={lede} />
        <UpgradeNotice
          feature="The watchlist"
          needs="pro"
          current={account.tier}
          limits={(await getRuntime()).config.limits}
        >
          <p>
            Watched tokens are re-scanned on a schedule, which the Free plan does not include. Its API answers 403{" "}
            <code>INSUFFICIENT_TIER</code> on Free.
          </p>
        </UpgradeNotice>
      </>
    );
  }
  return (
    <>
      <PageHead title="Watchlist" lede={lede} />
      <WatchlistConsole webhooks={account.tier === "enterprise"} />
    </>
  );
}
