import { createTransport, type Transporter } from "nodemailer";
import type { AccountSettings } from "@/lib/config";
import type { Logger } from "@/lib/observability/logger";

/**
 * Outgoing mail over SMTP (nodemailer, `SMTP_URL`, from `MAIL_FROM`). Without SMTP_URL, which
 * lib/config.ts allows only outside production (or with sign-up off), nothing is sent: the
 * message is written to the server log instead, so `npm run dev` works with nothing configured.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface SendResult {
  /** true: accepted by the SMTP server; false: logged only (development without SMTP_URL). */
  sent: boolean;
}

const SLOT = Symbol.for("token-risk-api.mail-transport");
const g = globalThis as unknown as Record<symbol, { url: string; transport: Transporter } | undefined>;

function transport(url: string): Transporter {
  const cached = g[SLOT];
  if (cached?.url === url) return cached.transport;
  const t = createTransport(url, { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  g[SLOT] = { url, transport: t };
  return t;
}

export async function sendMail(
  settings: Pick<AccountSettings, "smtpUrl" | "mailFrom">,
  log: Logger,
  mail: OutgoingMail,
): Promise<SendResult> {
  if (!settings.smtpUrl) {
    log.warn("mail not sent (no SMTP_URL, development): message follows", {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return { sent: false };
  }
  await transport(settings.smtpUrl).sendMail({
    from: settings.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
  });
  return { sent: true };
}
