import { VERIFY_TTL_SECONDS } from "@/lib/auth/verification";
import type { OutgoingMail } from "@/lib/mail/mailer";

export function verificationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: "Confirm your email for Token Risk API",
    text: [
      "Welcome to Token Risk API.",
      "",
      "Confirm your email address to create API keys and use your plan:",
      "",
      link,
      "",
      `The link works once and expires in ${VERIFY_TTL_SECONDS / 3600} hours. If you did not sign up, ignore this message.`,
      "",
    ].join("\n"),
  };
}
