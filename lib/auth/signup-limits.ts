import type { AccountSettings } from "@/lib/config";
import { ApiError } from "@/lib/errors";
import { networkOf } from "@/lib/net/client-ip";
import type { Store } from "@/lib/store/types";

/**
 * Sign-up admission, three sliding windows checked in order (a refused request uses up nothing
 * further down):
 * 1. per client address (lib/net/client-ip.ts): SIGNUP_PER_CLIENT_PER_HOUR, default 5;
 * 2. per network, the /24 of an IPv4 or the /64 of an IPv6 address: SIGNUP_PER_NETWORK_PER_HOUR, default 20;
 * 3. a global ceiling, SIGNUP_GLOBAL_PER_MINUTE, default 30: a burst from many addresses slows
 *    sign-up for a minute (429 with Retry-After and a plain message) and touches nothing else —
 *    sign-in, sessions and the API keep working.
 */
const HOUR_MS = 3_600_000;

function limited(message: string, resetAt: number, now: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new ApiError("RATE_LIMITED", `${message} Retry in ${retryAfter} s.`, { retryAfter });
}

export async function admitSignUp(
  store: Store,
  client: string | null,
  settings: AccountSettings,
  now: number,
): Promise<void> {
  const perClient = await store.hitRateLimit(
    `signup:client:${client ?? "unknown"}`,
    settings.signupPerClientPerHour,
    HOUR_MS,
  );
  if (!perClient.allowed) throw limited("Too many sign-ups from this address.", perClient.resetAt, now);
  if (client) {
    const perNet = await store.hitRateLimit(
      `signup:net:${networkOf(client)}`,
      settings.signupPerNetworkPerHour,
      HOUR_MS,
    );
    if (!perNet.allowed) throw limited("Too many sign-ups from this network.", perNet.resetAt, now);
  }
  const global = await store.hitRateLimit("signup:global", settings.signupGlobalPerMinute, 60_000);
  if (!global.allowed)
    throw limited("Sign-ups are busy right now; existing accounts are not affected.", global.resetAt, now);
}
