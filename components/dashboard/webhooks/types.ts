import type {
  WebhookAttempt,
  WebhookEndpoint,
  WebhookEventInfoView,
  WebhookTestResult,
} from "@/lib/api/routes/dashboard-webhooks";

/** Shapes of the dashboard webhook API, from its route definitions (lib/api/routes/dashboard-webhooks.ts). Type-only imports: no server code reaches the browser. */
export type Endpoint = WebhookEndpoint;
export type EventInfo = WebhookEventInfoView;
export type Attempt = WebhookAttempt;
export type TestOutcome = WebhookTestResult;

export function statusOf(ep: Endpoint): { label: string; cls: string } {
  if (!ep.enabled) return { label: "Disabled", cls: "bad" };
  if (ep.consecutiveFailures > 0) return { label: `Failing (${ep.consecutiveFailures} in a row)`, cls: "warn" };
  if (ep.lastSuccessAt) return { label: "Healthy", cls: "ok" };
  return { label: "Active, no delivery yet", cls: "neutral" };
}
