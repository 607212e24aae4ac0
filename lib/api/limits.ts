/**
 * Limits of the HTTP contract, written once: the zod schemas, the OpenAPI document, the route
 * handlers and the dashboard (client components may import this module) all read them here.
 */
/** `clientRef` / `X-Service-Client-Ref` (spec, Limits). */
export const CLIENT_REF_MAX = 80;
/** A token address as accepted on input (longer is refused before any base58 work). */
export const TOKEN_ADDRESS_MAX = 64;
/** An API key's name in the key console. */
export const KEY_NAME_MAX = 80;
export { WEBHOOK_DESCRIPTION_MAX } from "@/lib/webhooks/limits";
