import { ApiError } from "@/lib/errors";
import type { AccountRecord } from "@/lib/store/types";

/** 403 EMAIL_UNVERIFIED until a self-service account has used its verification link. */
export function assertEmailVerified(account: Pick<AccountRecord, "emailVerified">) {
  if (account.emailVerified === false)
    throw new ApiError(
      "EMAIL_UNVERIFIED",
      "Confirm your email address first: open the link we mailed you, or ask for a new one from the dashboard.",
    );
}
