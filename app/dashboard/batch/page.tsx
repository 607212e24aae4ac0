import { BatchConsole } from "@/components/dashboard/batch-console";
import { PageHead } from "@/components/dashboard/dashboard-shell";
import { TIER_LABEL, tierAtLeast } from "@/components/dashboard/tiers";
import { UpgradeNotice } from "@/components/dashboard/upgrade-notice";
import { requirePageAccount } from "@/lib/auth/page-session";
import { usageSummary } from "@/lib/limits/metering";
import { tierLimits } from "@/lib/limits/tiers";
import { getRuntime } from "@/lib/runtime";

export const dynamic = "force-dynamic";
export const metadata = { title: "Batch console · Token Risk API" };

/** `?chunk=N` lowers the chunk size (demos, tests); it is honoured only up to the tier maximum. */
function chunkSizeFrom(param: string | string[] | undefined, max: number): number {
  const n = Number(Array.isArray(param) ? param[0] : param);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : max;
}

export default async function BatchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const account = await requirePageAccount("/dashboard/batch");
  const lede =
    "Scan many tokens at once: paste addresses or upload a file, check every line, then run them in chunks with live progress.";
  const runtime = await getRuntime();
  if (!tierAtLeast(account.tier, "pro")) {
    const free = tierLimits(account.tier, runtime.config.limits);
    return (
      <>
        <PageHead title="Batch console" lede={lede} />
        <UpgradeNotice feature="The batch console" needs="pro" current={account.tier} limits={runtime.config.limits}>
          <p>
            The dashboard batch console runs batches with your browser session, which the API accepts from Pro and
            Enterprise accounts only. From a {TIER_LABEL[account.tier]} session, <code>POST /api/v1/scan/batch</code> is
            refused with <strong>403</strong> <code>INSUFFICIENT_TIER</code>.
          </p>
          <p>
            On your current plan you can still batch from code: call the endpoint with an{" "}
            <a href="/dashboard/keys">API key</a>, up to {free.maxBatchItems} items per request within your{" "}
            {free.dailyQuota} scans a day.
          </p>
        </UpgradeNotice>
      </>
    );
  }
  const { maxBatchItems } = tierLimits(account.tier, runtime.config.limits);
  const sp = await searchParams;
  const chunkSize = chunkSizeFrom(sp.chunk, maxBatchItems);
  const usage = await usageSummary(runtime.store, account.id, account.tier, runtime.now(), runtime.config.limits);
  return (
    <>
      <PageHead title="Batch console" lede={lede} />
      <BatchConsole
        maxBatch={maxBatchItems}
        chunkSize={chunkSize}
        remaining={usage.remaining}
        quota={usage.limit}
        tierLabel={TIER_LABEL[account.tier]}
      />
    </>
  );
}
