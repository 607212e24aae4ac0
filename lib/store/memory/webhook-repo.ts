import type { WebhookRepo } from "../webhook-repo";

/** Embedded adapter of WebhookRepo (placeholder; its owner fills it in). */
export class MemoryWebhookRepo implements WebhookRepo {
  constructor(protected readonly now: () => number = Date.now) {}
}
