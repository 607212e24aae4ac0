import { redirect } from "next/navigation";
import { ScanBox } from "@/components/report/scan-box";
import { PlanUnlocks, SandboxList } from "@/components/report/plan-unlocks";
import { isValidSolanaAddress } from "@/lib/engine";
import { sessionAccount } from "./load-report";

export const dynamic = "force-dynamic";
export const metadata = { title: "Token report · Token Risk API", description: "Open a Solana token's risk report: score, findings, holders, pools and sell simulation." };

/** `/token?address=…` (the scan box's GET form): redirects to the report, or explains what is wrong. */
export default async function TokenIndex({ searchParams }: { searchParams: Promise<{ address?: string | string[] }> }) {
  const raw = (await searchParams).address;
  const address = (Array.isArray(raw) ? raw[0] : raw ?? "").trim();
  if (address && isValidSolanaAddress(address)) redirect(`/token/${address}`);
  const account = await sessionAccount();
  return (
    <main>
      <h1>Token report</h1>
      {address ? (
        <p className="notice bad" role="alert" data-testid="scan-box-error">
          <strong>{address.length > 60 ? `${address.slice(0, 60)}…` : address}</strong> is not a Solana token address (base58, 32 bytes). Check it and try again.
        </p>
      ) : (
        <p className="muted">Paste a token address to read its report.</p>
      )}
      <ScanBox defaultValue={address} />
      <h2 style={{ marginTop: 24 }}>Sandbox scenarios</h2>
      <p className="muted small">Deterministic reports of built-in tokens, one per risk; open to everyone and free of quota.</p>
      <SandboxList />
      <h2 style={{ marginTop: 24 }}>What a plan unlocks</h2>
      <PlanUnlocks signedIn={account !== null} />
    </main>
  );
}
