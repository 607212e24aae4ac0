import { PlanGate } from "@/components/dashboard/plan-gate";
import { WebhooksConsole } from "@/components/dashboard/webhooks-console";
import { requirePageAccount } from "@/lib/auth/page-session";
import { getRuntime } from "@/lib/runtime";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";
import { webhookConfig } from "@/lib/webhooks/config";

export const dynamic = "force-dynamic";
export const metadata = { title: "Webhooks · Token Risk API" };

export default async function WebhooksPage() {
  const account = await requirePageAccount("/dashboard/webhooks");
  const enterprise = account.tier === "enterprise";
  return (
    <PlanGate
      title="Webhooks"
      lede="Have scan results and risk changes pushed to your systems: signed HTTPS POSTs, retried with back-off, with a delivery log you can resend from."
      feature="Webhook delivery"
      needs="enterprise"
      current={account.tier}
      upsell={
        <>
          <p>
            Webhook endpoints are part of the Enterprise plan: the service keeps an outbox, retries failed deliveries
            for up to a day and signs every request. From your plan the webhook API answers 403{" "}
            <code>INSUFFICIENT_TIER</code>.
          </p>
          <p>
            Until then, the <a href="/dashboard/watchlist">watchlist</a> shows when a watched token&apos;s risk changes.
          </p>
        </>
      }
    >
      {enterprise ? (
        <WebhooksConsole
          allowLoopbackHttp={webhookConfig(await getRuntime()).allowLoopback}
          initialEvents={WEBHOOK_EVENTS.map((e) => ({
            type: e.type,
            status: e.status,
            description: e.description,
            payloadExample: e.payloadExample,
          }))}
        />
      ) : null}
    </PlanGate>
  );
}
