import type { OutgoingMail } from "@/lib/mail/mailer";

/**
 * To the owner of an address someone tried to sign up with (issue 24): sign-up answers a new and an
 * existing address alike, so the owner, not the caller, learns that the address has an account.
 */
export function signupNoticeMail(to: string, signInUrl: string | null): OutgoingMail {
  return {
    to,
    subject: "Sign-up attempt: this address already has an account",
    text: [
      "Someone (maybe you) tried to create a Token Risk API account with this email address.",
      "",
      "This address already has an account, so nothing was created or changed.",
      ...(signInUrl ? ["", `Sign in here: ${signInUrl}`] : []),
      "",
      "If it was not you, you can ignore this message; your password still works and your sessions are unaffected.",
      "",
    ].join("\n"),
  };
}
