/**
 * @token-risk/client: the typed client of the Token Risk API. Web APIs only (fetch, Web Crypto, streams): runs on
 * Node >= 20, in browsers and in edge runtimes. The CLI (bin `token-risk`, src/cli.ts) is the only Node-only file
 * and is not imported here.
 */
export { CHAIN_ALIASES, CHAINS, type Chain, type ChainName, canonicalChain } from "./chains.js";
export {
  type BatchItem,
  type BatchLine,
  type BatchOptions,
  type BatchResponse,
  type BatchStreamError,
  type BatchStreamItem,
  type BatchStreamSummary,
  type CallOptions,
  type ClientOptions,
  createClient,
  type ErrorEnvelope,
  type FullScan,
  NDJSON_MEDIA_TYPE,
  PLATFORM_MEDIA_TYPE,
  type PlatformScan,
  type RetryOptions,
  type RiskLevel,
  type SandboxOptions,
  type ScanOptions,
  type TokenRiskClient,
  UNBILLED_REFUSALS,
  type Usage,
  type WatchEntry,
  type Watchlist,
  type WatchlistRemoved,
} from "./client.js";
export { type ClientErrorReason, type ErrorDetail, isTokenRiskError, TokenRiskError } from "./errors.js";
export type { components, paths, webhooks } from "./generated/openapi.js";
export {
  DEV_SIGNING_SALT,
  deriveSigningKey,
  type SignedRequestHeaders,
  type SignRequestInput,
  signRequest,
  signWithKey,
} from "./signing.js";
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from "./webhooks.js";

/** Risk levels from the least to the most severe. */
export const RISK_LEVELS = ["low", "medium", "high", "critical"] as const;
