import { issueVerificationToken, verificationLink } from "@/lib/auth/verification";
import { sendMail } from "@/lib/mail/mailer";
import { verificationMail } from "@/lib/mail/verification-mail";
import type { Runtime } from "@/lib/runtime";
import type { AccountRecord } from "@/lib/store/types";

export interface VerificationSent {
  /** true: accepted by the SMTP server. */
  sent: boolean;
  /** Development without SMTP_URL only: the link, also written to the server log. */
  devLink?: string;
}

/**
 * Mails a fresh verification link. The link's origin is NEXTAUTH_URL (required in production
 * with sign-up on), never the request's Host header, except in development without NEXTAUTH_URL.
 */
export async function sendVerification(
  runtime: Runtime,
  account: AccountRecord,
  req: Request,
): Promise<VerificationSent> {
  const { accounts, production } = runtime.config;
  const origin = accounts.publicOrigin ?? (production ? null : new URL(req.url).origin);
  if (!origin || !account.email) return { sent: false };
  const link = verificationLink(origin, issueVerificationToken(account, runtime.now()));
  const r = await sendMail(accounts, runtime.log, verificationMail(account.email, link));
  return r.sent ? { sent: true } : { sent: false, devLink: link };
}
