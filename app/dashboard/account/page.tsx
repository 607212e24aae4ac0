import { AccountSecurity } from "@/components/auth/account-security";
import { PageHead } from "@/components/dashboard/dashboard-shell";
import { requirePageAccount } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";
export const metadata = { title: "Account and security · Token Risk API" };

export default async function AccountPage() {
  const account = await requirePageAccount("/dashboard/account");
  return (
    <>
      <PageHead
        title="Account and security"
        lede={
          <>
            {account.email ?? account.id} · email {account.emailVerified === false ? "not confirmed yet" : "confirmed"}
          </>
        }
      />
      <div style={{ padding: "0 24px 24px" }}>
        <AccountSecurity hasPassword={Boolean(account.passwordHash)} />
      </div>
    </>
  );
}
