import { describe, expect, it } from "vitest";
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookRepo,
} from "@/lib/store/webhook-repo";

/**
 * The behavioural contract of WebhookRepo, run against every adapter. `makeRepo` returns a fresh,
 * empty repository (or one in a fresh namespace). Times are passed explicitly, so the suite
 * needs no fake clock.
 */
export function webhookRepoContract(name: string, makeRepo: () => Promise<WebhookRepo>) {
  const uid = () => Math.random().toString(36).slice(2, 10);
  const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
  const endpoint = (over: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord => ({
    id: `whep_${uid()}`,
    accountId: `acct_${uid()}`,
    url: "https://hooks.example.com/in",
    description: "",
    events: ["scan.completed"],
    enabled: true,
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    createdAt: new Date(T0).toISOString(),
    updatedAt: new Date(T0).toISOString(),
    disabledReason: null,
    disabledAt: null,
    consecutiveFailures: 0,
    failingSince: null,
    lastSuccessAt: null,
    lastFailureAt: null,
    ...over,
  });
  const delivery = (over: Partial<WebhookDeliveryRecord> = {}): WebhookDeliveryRecord => ({
    id: `whdl_${uid()}`,
    endpointId: `whep_${uid()}`,
    accountId: `acct_${uid()}`,
    eventId: `evt_${uid()}`,
    eventType: "scan.completed",
    payload: JSON.stringify({ id: "evt_x", type: "scan.completed", data: { a: 1 } }),
    status: "pending",
    attempts: 0,
    nextAttemptAt: T0,
    createdAt: new Date(T0).toISOString(),
    lastAttemptAt: null,
    lastStatus: null,
    lastError: null,
    resendOf: null,
    ...over,
  });
  const attempt = (n: number): WebhookAttemptRecord => ({
    deliveryId: `whdl_${n}`,
    eventId: `evt_${n}`,
    eventType: "scan.completed",
    attempt: 1,
    attemptedAt: new Date(T0 + n).toISOString(),
    status: 500,
    ok: false,
    latencyMs: n,
    error: null,
    responseExcerpt: "nope",
    test: false,
  });
  const outcome = (ok: boolean, at: number, over: Partial<Parameters<WebhookRepo["recordOutcome"]>[1]> = {}) => ({
    ok,
    at,
    disableAfterFailures: 3,
    disableAfterMs: 0,
    reason: "3 consecutive failed attempts",
    ...over,
  });

  describe(`WebhookRepo contract: ${name}`, () => {
    it("inserts, reads, lists, updates and deletes endpoints", async () => {
      const r = await makeRepo();
      const a = endpoint({ createdAt: new Date(T0).toISOString(), description: "first" });
      const b = endpoint({
        accountId: a.accountId,
        createdAt: new Date(T0 + 1000).toISOString(),
        events: ["scan.completed", "risk.changed"],
      });
      expect(await r.insertEndpoint(a, 10)).toBe(true);
      expect(await r.insertEndpoint(b, 10)).toBe(true);
      expect(await r.insertEndpoint(a, 10)).toBe(false);
      expect(await r.getEndpoint(a.id)).toEqual(a);
      expect((await r.listEndpoints(a.accountId)).map((e) => e.id)).toEqual([a.id, b.id]);
      expect(await r.listEndpoints(`acct_${uid()}`)).toEqual([]);
      expect(await r.getEndpoint("whep_missing")).toBeNull();

      const updated = await r.updateEndpoint(b.id, {
        enabled: false,
        disabledReason: "owner",
        events: ["risk.changed"],
        description: "",
      });
      expect(updated).toMatchObject({
        enabled: false,
        disabledReason: "owner",
        events: ["risk.changed"],
        description: "",
      });
      expect(await r.updateEndpoint(b.id, { enabled: true, disabledReason: null })).toMatchObject({
        enabled: true,
        disabledReason: null,
      });
      expect(await r.updateEndpoint("whep_missing", { enabled: false })).toBeNull();

      await r.appendAttempt(a.id, attempt(1), 50);
      expect(await r.deleteEndpoint(a.id)).toBe(true);
      expect(await r.deleteEndpoint(a.id)).toBe(false);
      expect(await r.getEndpoint(a.id)).toBeNull();
      expect(await r.listAttempts(a.id, 50)).toEqual([]);
      expect((await r.listEndpoints(a.accountId)).map((e) => e.id)).toEqual([b.id]);
    });

    it("enforces the per-account cap atomically, also under concurrent inserts", async () => {
      const r = await makeRepo();
      const accountId = `acct_${uid()}`;
      const results = await Promise.all(Array.from({ length: 8 }, () => r.insertEndpoint(endpoint({ accountId }), 3)));
      expect(results.filter(Boolean)).toHaveLength(3);
      expect(await r.listEndpoints(accountId)).toHaveLength(3);
      // Another account is not affected; deleting frees a slot.
      expect(await r.insertEndpoint(endpoint(), 3)).toBe(true);
      const [first] = await r.listEndpoints(accountId);
      await r.deleteEndpoint(first.id);
      expect(await r.insertEndpoint(endpoint({ accountId }), 3)).toBe(true);
    });

    it("tracks the failure streak, disables at the threshold and resets on success", async () => {
      const r = await makeRepo();
      const e = endpoint();
      await r.insertEndpoint(e, 10);
      expect(await r.recordOutcome(e.id, outcome(false, T0))).toMatchObject({
        consecutiveFailures: 1,
        failingSince: T0,
        enabled: true,
      });
      expect(await r.recordOutcome(e.id, outcome(true, T0 + 1))).toMatchObject({
        consecutiveFailures: 0,
        failingSince: null,
        enabled: true,
      });
      expect((await r.getEndpoint(e.id))?.lastSuccessAt).toBe(new Date(T0 + 1).toISOString());
      await r.recordOutcome(e.id, outcome(false, T0 + 10));
      await r.recordOutcome(e.id, outcome(false, T0 + 20));
      const third = await r.recordOutcome(e.id, outcome(false, T0 + 30));
      expect(third).toMatchObject({
        consecutiveFailures: 3,
        failingSince: T0 + 10,
        enabled: false,
        disabledReason: "3 consecutive failed attempts",
      });
      expect(third?.disabledAt).toBe(new Date(T0 + 30).toISOString());
      expect(third?.lastFailureAt).toBe(new Date(T0 + 30).toISOString());
      expect(await r.recordOutcome("whep_missing", outcome(false, T0))).toBeNull();
    });

    it("requires the streak to last disableAfterMs, and disables at once on disableNow", async () => {
      const r = await makeRepo();
      const e = endpoint();
      await r.insertEndpoint(e, 10);
      for (let i = 0; i < 5; i++) await r.recordOutcome(e.id, outcome(false, T0 + i, { disableAfterMs: 60_000 }));
      expect(await r.getEndpoint(e.id)).toMatchObject({ enabled: true, consecutiveFailures: 5 });
      expect(await r.recordOutcome(e.id, outcome(false, T0 + 60_000, { disableAfterMs: 60_000 }))).toMatchObject({
        enabled: false,
      });

      const g = endpoint();
      await r.insertEndpoint(g, 10);
      const gone = await r.recordOutcome(g.id, outcome(false, T0, { disableNow: true, reason: "410 Gone" }));
      expect(gone).toMatchObject({ enabled: false, disabledReason: "410 Gone", consecutiveFailures: 1 });
      // A disabled endpoint keeps its first reason.
      expect(await r.recordOutcome(g.id, outcome(false, T0 + 1, { disableNow: true, reason: "other" }))).toMatchObject({
        disabledReason: "410 Gone",
      });
    });

    it("enqueues deliveries and claims only due ones, oldest first, up to the limit", async () => {
      const r = await makeRepo();
      const d1 = delivery({ nextAttemptAt: T0 - 2000 });
      const d2 = delivery({ nextAttemptAt: T0 - 1000 });
      const d3 = delivery({ nextAttemptAt: T0 + 60_000 });
      await r.enqueue([d1, d2, d3]);
      expect(await r.getDelivery(d1.id)).toEqual(d1);
      expect(await r.countDue(T0)).toBe(2);
      const first = await r.claimDue(T0, 120_000, 1, "lease-a");
      expect(first.map((c) => c.delivery.id)).toEqual([d1.id]);
      expect(first[0]).toMatchObject({ lease: "lease-a", leaseUntil: T0 + 120_000 });
      expect(first[0].delivery).toEqual(d1);
      const rest = await r.claimDue(T0, 120_000, 10, "lease-b");
      expect(rest.map((c) => c.delivery.id)).toEqual([d2.id]);
      expect(await r.claimDue(T0, 30_000, 10, "lease-c")).toEqual([]);
      expect(await r.countDue(T0)).toBe(0);
      expect((await r.claimDue(T0 + 60_000, 30_000, 10, "lease-d")).map((c) => c.delivery.id)).toEqual([d3.id]);
    });

    it("never hands one delivery to two concurrent workers while the lease is live", async () => {
      const r = await makeRepo();
      const ds = Array.from({ length: 12 }, (_, i) => delivery({ nextAttemptAt: T0 - 100 + i }));
      await r.enqueue(ds);
      const workers = await Promise.all(
        Array.from({ length: 4 }, (_, w) =>
          Promise.all([
            r.claimDue(T0, 60_000, 12, `w${w}-1`),
            r.claimByIds(
              ds.map((d) => d.id),
              T0,
              60_000,
              `w${w}-2`,
            ),
          ]),
        ),
      );
      const claimed = workers.flat(2).map((c) => c.delivery.id);
      expect(claimed).toHaveLength(12);
      expect(new Set(claimed).size).toBe(12);
      // Still leased a little later: nobody gets them.
      expect(await r.claimDue(T0 + 59_000, 60_000, 12, "late")).toEqual([]);
      expect(
        await r.claimByIds(
          ds.map((d) => d.id),
          T0 + 59_000,
          60_000,
          "late",
        ),
      ).toEqual([]);
    });

    it("makes a delivery claimable again once its lease lapses, and only the lease holder completes it", async () => {
      const r = await makeRepo();
      const d = delivery();
      await r.enqueue([d]);
      const [a] = await r.claimDue(T0, 10_000, 5, "lease-a");
      expect(a.delivery.id).toBe(d.id);
      expect(await r.claimDue(T0 + 9_999, 10_000, 5, "lease-b")).toEqual([]);
      const [b] = await r.claimDue(T0 + 10_000, 10_000, 5, "lease-b");
      expect(b?.delivery.id).toBe(d.id);
      const done = {
        status: "delivered" as const,
        attempts: 1,
        nextAttemptAt: null,
        lastAttemptAt: new Date(T0).toISOString(),
        lastStatus: 200,
        lastError: null,
      };
      // The first worker lost its lease: its late completion is refused.
      expect(await r.complete(d.id, "lease-a", done, 3600)).toBe(false);
      expect(await r.complete(d.id, "lease-b", done, 3600)).toBe(true);
      expect(await r.complete(d.id, "lease-b", done, 3600)).toBe(false);
      expect(await r.getDelivery(d.id)).toMatchObject({
        status: "delivered",
        attempts: 1,
        nextAttemptAt: null,
        lastStatus: 200,
      });
      expect(await r.claimDue(T0 + 1e9, 10_000, 5, "lease-c")).toEqual([]);
    });

    it("reschedules a pending delivery and finalises a failed one", async () => {
      const r = await makeRepo();
      const d = delivery();
      await r.enqueue([d]);
      const [c] = await r.claimByIds([d.id], T0, 30_000, "l1");
      expect(
        await r.complete(
          d.id,
          "l1",
          {
            status: "pending",
            attempts: 1,
            nextAttemptAt: T0 + 5_000,
            lastAttemptAt: new Date(T0).toISOString(),
            lastStatus: 500,
            lastError: "HTTP 500",
          },
          3600,
        ),
      ).toBe(true);
      expect(c.delivery.attempts).toBe(0);
      expect(await r.getDelivery(d.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        nextAttemptAt: T0 + 5_000,
        lastStatus: 500,
        lastError: "HTTP 500",
      });
      expect(await r.claimDue(T0 + 4_999, 30_000, 5, "l2")).toEqual([]);
      const [again] = await r.claimDue(T0 + 5_000, 30_000, 5, "l2");
      expect(again.delivery.attempts).toBe(1);
      await r.complete(
        d.id,
        "l2",
        {
          status: "failed",
          attempts: 2,
          nextAttemptAt: null,
          lastAttemptAt: new Date(T0).toISOString(),
          lastStatus: 0,
          lastError: "ECONNREFUSED",
        },
        3600,
      );
      expect(await r.getDelivery(d.id)).toMatchObject({
        status: "failed",
        attempts: 2,
        nextAttemptAt: null,
        lastStatus: 0,
      });
      expect(await r.countDue(T0 + 1e9)).toBe(0);
    });

    it("keeps the newest attempts, newest first", async () => {
      const r = await makeRepo();
      const id = `whep_${uid()}`;
      for (let i = 1; i <= 7; i++) await r.appendAttempt(id, attempt(i), 5);
      const rows = await r.listAttempts(id, 50);
      expect(rows.map((x) => x.latencyMs)).toEqual([7, 6, 5, 4, 3]);
      expect(rows[0]).toEqual(attempt(7));
      expect(await r.listAttempts(id, 2)).toHaveLength(2);
      expect(await r.listAttempts(`whep_${uid()}`, 50)).toEqual([]);
    });
  });
}
