import type { Redis } from "@upstash/redis";
import type { WebhookRepo } from "../webhook-repo";

/** Upstash adapter of WebhookRepo (placeholder; its owner fills it in). Use guard() from ./guard for every call. */
export class UpstashWebhookRepo implements WebhookRepo {
  constructor(protected readonly redis: Redis) {}
}
