import { describe, expect, it } from "vitest";
import { MemoryWebhookRepo } from "@/lib/store/memory/webhook-repo";
import { webhookRepoContract } from "../../contract/webhook-repo-contract";

webhookRepoContract("memory", async () => new MemoryWebhookRepo());

describe("MemoryWebhookRepo retention", () => {
  it("forgets a final delivery after its retention, with the injected clock", async () => {
    let now = 1_000_000;
    const r = new MemoryWebhookRepo(() => now);
    const d = {
      id: "whdl_1",
      endpointId: "whep_1",
      accountId: "acct_1",
      eventId: "evt_1",
      eventType: "scan.completed",
      payload: "{}",
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: new Date(now).toISOString(),
      lastAttemptAt: null,
      lastStatus: null,
      lastError: null,
      resendOf: null,
    };
    await r.enqueue([d]);
    await r.claimDue(now, 1000, 1, "l");
    await r.complete(
      "whdl_1",
      "l",
      {
        status: "delivered",
        attempts: 1,
        nextAttemptAt: null,
        lastAttemptAt: new Date(now).toISOString(),
        lastStatus: 200,
        lastError: null,
      },
      60,
    );
    now += 59_000;
    expect(await r.getDelivery("whdl_1")).not.toBeNull();
    now += 1_000;
    expect(await r.getDelivery("whdl_1")).toBeNull();
  });
});
