import type { ReactNode } from "react";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { requirePageAccount } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const account = await requirePageAccount("/dashboard");
  return (
    <DashboardShell email={account.email ?? account.id} tier={account.tier}>
      {account.emailVerified === false ? <VerifyEmailBanner /> : null}
      {children}
    </DashboardShell>
  );
}
