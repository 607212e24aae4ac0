import { redirect } from "next/navigation";
import { EvmSandboxList, PlanUnlocks, SandboxList } from "@/components/report/plan-unlocks";
import { ScanBox } from "@/components/report/scan-box";
import { validateTokenAddress } from "@/lib/chains/supported";
import { reportChain, reportPath, sessionAccount } from "./load-report";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Token report · Token Risk API",
  description:
    "Open a token's risk report (Solana, Ethereum, Base, BNB Chain): score, findings, holders, pools and sell simulation.",
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : (v ?? "")).trim();

/**
 * `/token?address=…&chain=…` (the scan box's GET form): redirects to the report, or explains what is wrong. An
 * empty chain means "detect": 0x addresses open on Ethereum, others on Solana.
 */
export default async function TokenIndex({
  searchParams,
}: {
  searchParams: Promise<{ address?: string | string[]; chain?: string | string[] }>;
}) {
  const query = await searchParams;
  const address = first(query.address);
  const chainParam = first(query.chain) || null;
  const chain = reportChain(address, chainParam);
  const check = address && chain ? validateTokenAddress(chain, address) : null;
  if (chain && check?.ok) redirect(reportPath(chain, check.address));
  const account = await sessionAccount();
  return (
    <main>
      <h1>Token report</h1>
      {address ? (
        <p className="notice bad" role="alert" data-testid="scan-box-error">
          <strong>{address.length > 60 ? `${address.slice(0, 60)}…` : address}</strong> is not a token address
          {chain ? ` on ${chain}: ${check && !check.ok ? check.message : ""}` : `: unknown chain '${chainParam}'`}.
          Check it and try again.
        </p>
      ) : (
        <p className="muted">Paste a token address to read its report.</p>
      )}
      <ScanBox defaultValue={address} defaultChain={chainParam ?? ""} />
      <h2 style={{ marginTop: 24 }}>Sandbox scenarios</h2>
      <p className="muted small">
        Deterministic reports of built-in tokens, one per risk; open to everyone and free of quota.
      </p>
      <SandboxList />
      <h3 style={{ marginTop: 16 }}>EVM (Ethereum, Base, BNB Chain)</h3>
      <EvmSandboxList />
      <h2 style={{ marginTop: 24 }}>What a plan unlocks</h2>
      <PlanUnlocks signedIn={account !== null} />
    </main>
  );
}
