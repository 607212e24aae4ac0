import type {
  ClaimedDelivery,
  DeliveryCompletion,
  EndpointOutcome,
  EndpointPatch,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookRepo,
} from "../webhook-repo";

/**
 * Embedded adapter of WebhookRepo. Every method body runs synchronously (no await before it
 * returns), so each compound operation is atomic in Node's single thread, like the Lua scripts
 * of the Upstash adapter. The outbox is a map of due times; a claim moves the due time forward
 * to the lease end (the same scheme as the Redis ZSET), so a lapsed lease is simply due again.
 */
export class MemoryWebhookRepo implements WebhookRepo {
  private endpoints = new Map<string, WebhookEndpointRecord>();
  private deliveries = new Map<
    string,
    { record: WebhookDeliveryRecord; lease: string | null; expiresAt: number | null }
  >();
  /** Pending deliveries: id -> due (epoch ms). */
  private due = new Map<string, number>();
  private logs = new Map<string, WebhookAttemptRecord[]>();

  constructor(protected readonly now: () => number = Date.now) {}

  async insertEndpoint(endpoint: WebhookEndpointRecord, maxPerAccount: number): Promise<boolean> {
    if (this.endpoints.has(endpoint.id)) return false;
    let count = 0;
    for (const e of this.endpoints.values()) if (e.accountId === endpoint.accountId) count++;
    if (count >= maxPerAccount) return false;
    this.endpoints.set(endpoint.id, clone(endpoint));
    return true;
  }

  async getEndpoint(id: string): Promise<WebhookEndpointRecord | null> {
    const e = this.endpoints.get(id);
    return e ? clone(e) : null;
  }

  /** Endpoints registered by the account (synchronous: the store's admission reads it). */
  countEndpoints(accountId: string): number {
    let n = 0;
    for (const e of this.endpoints.values()) if (e.accountId === accountId) n++;
    return n;
  }

  async listEndpoints(accountId: string): Promise<WebhookEndpointRecord[]> {
    return [...this.endpoints.values()]
      .filter((e) => e.accountId === accountId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(clone);
  }

  async updateEndpoint(id: string, patch: EndpointPatch): Promise<WebhookEndpointRecord | null> {
    const e = this.endpoints.get(id);
    if (!e) return null;
    const next = { ...e, ...definedOnly(patch) };
    this.endpoints.set(id, next);
    return clone(next);
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    this.logs.delete(id);
    return this.endpoints.delete(id);
  }

  async recordOutcome(endpointId: string, o: EndpointOutcome): Promise<WebhookEndpointRecord | null> {
    const e = this.endpoints.get(endpointId);
    if (!e) return null;
    const iso = new Date(o.at).toISOString();
    if (o.ok) {
      e.consecutiveFailures = 0;
      e.failingSince = null;
      e.lastSuccessAt = iso;
    } else {
      e.consecutiveFailures += 1;
      if (e.failingSince === null) e.failingSince = o.at;
      e.lastFailureAt = iso;
      const streak = e.consecutiveFailures >= o.disableAfterFailures && o.at - e.failingSince >= o.disableAfterMs;
      if (e.enabled && (o.disableNow || streak)) {
        e.enabled = false;
        e.disabledReason = o.reason;
        e.disabledAt = iso;
        e.updatedAt = iso;
      }
    }
    return clone(e);
  }

  async enqueue(deliveries: WebhookDeliveryRecord[]): Promise<void> {
    for (const d of deliveries) {
      this.deliveries.set(d.id, { record: clone(d), lease: null, expiresAt: null });
      if (d.status === "pending") this.due.set(d.id, d.nextAttemptAt ?? this.now());
    }
  }

  async getDelivery(id: string): Promise<WebhookDeliveryRecord | null> {
    const d = this.live(id);
    return d ? clone(d.record) : null;
  }

  async claimDue(now: number, leaseMs: number, limit: number, lease: string): Promise<ClaimedDelivery[]> {
    const ids = [...this.due.entries()]
      .filter(([, at]) => at <= now)
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, Math.max(0, limit))
      .map(([id]) => id);
    return this.claim(ids, now, leaseMs, lease);
  }

  async claimByIds(ids: string[], now: number, leaseMs: number, lease: string): Promise<ClaimedDelivery[]> {
    return this.claim(ids, now, leaseMs, lease);
  }

  private claim(ids: string[], now: number, leaseMs: number, lease: string): ClaimedDelivery[] {
    const out: ClaimedDelivery[] = [];
    const leaseUntil = now + leaseMs;
    for (const id of ids) {
      const at = this.due.get(id);
      if (at === undefined || at > now) continue;
      const d = this.live(id);
      if (!d) {
        this.due.delete(id);
        continue;
      }
      this.due.set(id, leaseUntil);
      d.lease = lease;
      out.push({ delivery: clone(d.record), lease, leaseUntil });
    }
    return out;
  }

  async complete(id: string, lease: string, c: DeliveryCompletion, retainSeconds: number): Promise<boolean> {
    const d = this.live(id);
    if (!d || d.lease !== lease) return false;
    d.record = {
      ...d.record,
      status: c.status,
      attempts: c.attempts,
      nextAttemptAt: c.status === "pending" ? c.nextAttemptAt : null,
      lastAttemptAt: c.lastAttemptAt,
      lastStatus: c.lastStatus,
      lastError: c.lastError,
    };
    d.lease = null;
    if (c.status === "pending") {
      this.due.set(id, c.nextAttemptAt ?? this.now());
    } else {
      this.due.delete(id);
      d.expiresAt = this.now() + retainSeconds * 1000;
    }
    return true;
  }

  async appendAttempt(endpointId: string, attempt: WebhookAttemptRecord, keep: number): Promise<void> {
    const list = this.logs.get(endpointId) ?? [];
    list.unshift(clone(attempt));
    list.length = Math.min(list.length, Math.max(0, keep));
    this.logs.set(endpointId, list);
  }

  async listAttempts(endpointId: string, limit: number): Promise<WebhookAttemptRecord[]> {
    return (this.logs.get(endpointId) ?? []).slice(0, Math.max(0, limit)).map(clone);
  }

  async countDue(now: number): Promise<number> {
    let n = 0;
    for (const at of this.due.values()) if (at <= now) n++;
    return n;
  }

  private live(id: string) {
    const d = this.deliveries.get(id);
    if (!d) return null;
    if (d.expiresAt !== null && d.expiresAt <= this.now()) {
      this.deliveries.delete(id);
      return null;
    }
    return d;
  }
}

function clone<T>(v: T): T {
  return structuredClone(v);
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
