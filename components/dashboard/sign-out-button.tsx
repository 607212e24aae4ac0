"use client";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { IconSignOut } from "@/components/ui/icons";

/** A real sign-out: next-auth POSTs /api/auth/signout with its CSRF token, then we land on /signin. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="secondary signout"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await signOut({ callbackUrl: "/signin?signedOut=1" });
        } catch {
          setBusy(false);
        }
      }}
    >
      <IconSignOut />
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
