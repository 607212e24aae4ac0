import { createHash } from "node:crypto";
import type { Store } from "@/lib/store/types";

/**
 * Sign-in throttling (credentials). Every attempt takes one slot, atomically, before the password
 * is checked: at most PER_CLIENT attempts per account and client, and PER_ACCOUNT per account
 * from all clients, within a 15-minute window that starts at the first attempt. A successful
 * sign-in clears both counters. Refused attempts get the same generic error as a wrong password
 * and still run one scrypt verification, so neither the answer nor its timing says "throttled".
 * Keys hash the email (no addresses in key names); unknown emails are throttled the same way.
 */
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
export const SIGNIN_MAX_PER_CLIENT = 5;
export const SIGNIN_MAX_PER_ACCOUNT = 20;

const emailKey = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);
const accountKey = (email: string) => `signin-fail:acct:${emailKey(email)}`;
const pairKey = (email: string, client: string) => `signin-fail:pair:${emailKey(email)}:${client}`;

/** Takes an attempt slot; false when the account+client or the account is over its limit. */
export async function admitSignInAttempt(store: Store, email: string, client: string): Promise<boolean> {
  const pair = await store.consumeQuota(pairKey(email, client), 1, SIGNIN_MAX_PER_CLIENT, SIGNIN_WINDOW_SECONDS);
  if (!pair.allowed) return false;
  const overall = await store.consumeQuota(accountKey(email), 1, SIGNIN_MAX_PER_ACCOUNT, SIGNIN_WINDOW_SECONDS);
  return overall.allowed;
}

export async function clearSignInFailures(store: Store, email: string, client: string): Promise<void> {
  await Promise.all([store.resetCounter(pairKey(email, client)), store.resetCounter(accountKey(email))]);
}
