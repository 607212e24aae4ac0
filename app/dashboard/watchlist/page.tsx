import { PlanGate } from "@/components/dashboard/plan-gate";
import { WatchlistConsole } from "@/components/dashboard/watchlist-console";
import { requirePageAccount } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";
export const metadata = { title: "Watchlist · Token Risk API" };

export default async function WatchlistPage() {
  const account = await requirePageAccount("/dashboard/watchlist");
  return (
    <PlanGate
      title="Watchlist"
      lede="Tokens you keep an eye on: each is re-scanned regularly, and you see its latest score and when its risk last changed."
      feature="The watchlist"
      needs="pro"
      current={account.tier}
      upsell={
        <p>
          Watched tokens are re-scanned on a schedule, which the Free plan does not include. Its API answers 403{" "}
          <code>INSUFFICIENT_TIER</code> on Free.
        </p>
      }
    >
      <WatchlistConsole webhooks={account.tier === "enterprise"} />
    </PlanGate>
  );
}
