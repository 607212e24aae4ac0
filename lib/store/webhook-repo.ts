/** Webhook repository port (placeholder; its owner fills it in). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WebhookRepo {}
