import { verifyWebhook, type WebhookHeaders } from "@token-risk/client";

/**
 * Receiver-side verification in the app's tests: the client package's `verifyWebhook` (packages/client, the one
 * verifier this repository ships; the server only signs), in the shape the tests use. Resolves `true` or rejects
 * with its WebhookVerificationError.
 */
export async function verifyDelivery(input: {
  secret: string;
  headers: WebhookHeaders;
  body: string | Uint8Array;
  nowSeconds?: number;
  toleranceSeconds?: number;
  allowServiceSignatureOnly?: boolean;
}): Promise<true> {
  const { secret, headers, body, ...options } = input;
  await verifyWebhook(body, headers, secret, options);
  return true;
}
