/**
 * Webhook repository port: endpoints, the delivery outbox with leased claims, and a per-endpoint
 * attempt log. Implemented by lib/store/memory/webhook-repo.ts and lib/store/upstash/webhook-repo.ts;
 * both pass tests/contract/webhook-repo-contract.ts.
 *
 * Every compound operation is ONE method so an adapter can make it atomic (one Lua script in
 * Redis, one synchronous block in memory): the per-account cap on insert, claiming a due delivery
 * under a lease, completing an attempt only while holding the lease, and the failure streak that
 * disables an endpoint. Times are epoch milliseconds unless the field name says ISO.
 */

export interface WebhookEndpointRecord {
  id: string;
  accountId: string;
  url: string;
  description: string;
  /** Subscribed event types (validated by lib/webhooks; the repo stores them as given). */
  events: string[];
  enabled: boolean;
  /** `whsec_...` shared HMAC secret: needed to sign, so stored; never logged, never listed. */
  secret: string;
  createdAt: string;
  updatedAt: string;
  /** Why the service (or the owner) disabled the endpoint; null while enabled. */
  disabledReason: string | null;
  disabledAt: string | null;
  /** Failed delivery attempts since the last success. */
  consecutiveFailures: number;
  /** Epoch ms of the first failure of the current streak; null when the last attempt succeeded. */
  failingSince: number | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
}

export type EndpointPatch = Partial<
  Pick<
    WebhookEndpointRecord,
    | "url"
    | "description"
    | "events"
    | "enabled"
    | "secret"
    | "updatedAt"
    | "disabledReason"
    | "disabledAt"
    | "consecutiveFailures"
    | "failingSince"
  >
>;

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookDeliveryRecord {
  id: string;
  endpointId: string;
  accountId: string;
  eventId: string;
  eventType: string;
  /** The JSON body exactly as sent on every attempt (stable event id and content). */
  payload: string;
  status: DeliveryStatus;
  /** Attempts made so far. */
  attempts: number;
  /** Epoch ms of the next attempt while pending; null once final. */
  nextAttemptAt: number | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** HTTP status of the last attempt (0: no response). */
  lastStatus: number | null;
  lastError: string | null;
  /** Delivery this one re-sends (manual resend), if any. */
  resendOf: string | null;
}

/** What a worker holds after a claim: the record plus the lease token that lets it complete it. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryRecord;
  lease: string;
  /** Epoch ms when the lease lapses and the delivery is claimable again. */
  leaseUntil: number;
}

export interface DeliveryCompletion {
  status: DeliveryStatus;
  attempts: number;
  /** Required (epoch ms) when status is pending; ignored otherwise. */
  nextAttemptAt: number | null;
  lastAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
}

/** One row of an endpoint's delivery log. */
export interface WebhookAttemptRecord {
  /** null for a test send (not part of the outbox). */
  deliveryId: string | null;
  eventId: string;
  eventType: string;
  /** 1-based attempt number of that delivery (1 for test sends). */
  attempt: number;
  attemptedAt: string;
  /** HTTP status, 0 when no response was received. */
  status: number;
  ok: boolean;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string;
  test: boolean;
}

export interface EndpointOutcome {
  ok: boolean;
  /** Epoch ms of the attempt. */
  at: number;
  /** Disable when the streak reaches this many failed attempts ... */
  disableAfterFailures: number;
  /** ... and has lasted at least this long (ms). */
  disableAfterMs: number;
  /** Disable at once, whatever the streak (e.g. the receiver answered 410 Gone). */
  disableNow?: boolean;
  /** Stored as disabledReason when this outcome disables the endpoint. */
  reason: string;
}

export interface WebhookRepo {
  /** Inserts when the account has fewer than `maxPerAccount` endpoints (atomic); false otherwise. */
  insertEndpoint(endpoint: WebhookEndpointRecord, maxPerAccount: number): Promise<boolean>;
  getEndpoint(id: string): Promise<WebhookEndpointRecord | null>;
  /** Oldest first. */
  listEndpoints(accountId: string): Promise<WebhookEndpointRecord[]>;
  updateEndpoint(id: string, patch: EndpointPatch): Promise<WebhookEndpointRecord | null>;
  /** Removes the endpoint and its attempt log; its pending deliveries are dropped by the worker. */
  deleteEndpoint(id: string): Promise<boolean>;
  /**
   * Applies one attempt's outcome to the endpoint's failure streak atomically: success resets it;
   * failure extends it and disables the endpoint (enabled=false, disabledReason, disabledAt) when
   * the thresholds are met or `disableNow`. Null when the endpoint no longer exists.
   */
  recordOutcome(endpointId: string, outcome: EndpointOutcome): Promise<WebhookEndpointRecord | null>;

  /** Writes the deliveries to the outbox, all or none, each due at its `nextAttemptAt`. */
  enqueue(deliveries: WebhookDeliveryRecord[]): Promise<void>;
  getDelivery(id: string): Promise<WebhookDeliveryRecord | null>;
  /**
   * Claims up to `limit` deliveries due at `now` (oldest due first): each claimed delivery is
   * leased to `lease` until `now + leaseMs` and is not handed out again before then. Two
   * concurrent callers never receive the same delivery while its lease is live.
   */
  claimDue(now: number, leaseMs: number, limit: number, lease: string): Promise<ClaimedDelivery[]>;
  /** Same as claimDue for specific ids (the first attempt right after emission). */
  claimByIds(ids: string[], now: number, leaseMs: number, lease: string): Promise<ClaimedDelivery[]>;
  /**
   * Records an attempt's result, only while `lease` is still the delivery's lease (false
   * otherwise: another worker took it over). Pending: rescheduled at nextAttemptAt; final:
   * leaves the due set and the record expires after `retainSeconds`.
   */
  complete(id: string, lease: string, completion: DeliveryCompletion, retainSeconds: number): Promise<boolean>;

  /** Prepends to the endpoint's log, keeping the newest `keep`. */
  appendAttempt(endpointId: string, attempt: WebhookAttemptRecord, keep: number): Promise<void>;
  /** Newest first. */
  listAttempts(endpointId: string, limit: number): Promise<WebhookAttemptRecord[]>;
  /** Outbox deliveries due at or before `now`, leased ones whose lease lapsed included (monitoring). */
  countDue(now: number): Promise<number>;
}
