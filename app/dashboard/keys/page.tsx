import { PageHead } from "@/components/dashboard/dashboard-shell";
import { KeyConsole } from "@/components/dashboard/key-console";
import { listKeys, MAX_ACTIVE_KEYS } from "@/lib/auth/key-console";
import { requirePageAccount } from "@/lib/auth/page-session";
import { getRuntime } from "@/lib/runtime";

export const dynamic = "force-dynamic";
export const metadata = { title: "API keys · Token Risk API" };

export default async function KeysPage() {
  const account = await requirePageAccount("/dashboard/keys");
  const keys = await listKeys((await getRuntime()).store, account.id);
  return (
    <>
      <PageHead
        title="API keys"
        lede={
          <>
            Send a key as <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-API-Key</code>. A key is shown once,
            when it is created or rotated; we store only its hash.
          </>
        }
      />
      <KeyConsole initialKeys={keys} maxActive={MAX_ACTIVE_KEYS} />
    </>
  );
}
