import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { KeyConsole } from "@/components/dashboard/key-console";
import { requirePageAccount } from "@/lib/auth/page-session";
import { listKeys } from "@/lib/auth/key-console";
import { getRuntime } from "@/lib/runtime";

export const dynamic = "force-dynamic";
export const metadata = { title: "API keys · Token Risk API" };

export default async function KeysPage() {
  const account = await requirePageAccount("/dashboard/keys");
  const keys = await listKeys((await getRuntime()).store, account.id);
  return (
    <div className="dash">
      <DashboardNav tier={account.tier} current="/dashboard/keys" />
      <main style={{ padding: 0 }}>
        <h1>API keys</h1>
        <p className="muted">Send a key as <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-API-Key</code>. A key is shown once, when it is created.</p>
        <KeyConsole initialKeys={keys} />
      </main>
    </div>
  );
}
