import type { ReactNode } from "react";
import { shortAddress } from "@/components/ui/risk";
import type { FullScanResponse } from "@/lib/api/schemas";
import { CHAIN_LABELS, type ChainName, explorerUrl } from "@/lib/chains/supported";

/**
 * The EVM facts of a report (Ethereum, Base, BNB Chain): the contract (owner, proxy, privileged functions), the
 * buy/sell simulation (taxes, honeypot) and the V2 pairs' LP (burnt, locked). Server-rendered, no JavaScript.
 * Every address links to the chain's explorer. Missing facts read "unknown", never a reassuring default.
 */
type EvmFacts = NonNullable<FullScanResponse["evm"]>;

const pct = (v: number | null | undefined, digits = 1) =>
  v === null || v === undefined ? "unknown" : `${v.toFixed(digits)}%`;
const yesNo = (v: boolean | null | undefined, yes = "yes", no = "no") =>
  v === null || v === undefined ? "unknown" : v ? yes : no;

export function ExplorerLink({
  chain,
  kind = "address",
  address,
  children,
}: {
  chain: ChainName;
  kind?: "token" | "address";
  address: string;
  children?: ReactNode;
}) {
  return (
    <a
      className="addr"
      href={explorerUrl(chain, kind, address)}
      title={address}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      {children ?? shortAddress(address)}
    </a>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

const PROXY_LABEL: Record<EvmFacts["proxy"]["kind"], string> = {
  none: "not a proxy",
  eip1967: "EIP-1967 proxy (upgradeable)",
  eip1967_beacon: "EIP-1967 beacon proxy (upgradeable)",
  eip1167: "EIP-1167 clone (fixed implementation)",
  zeppelinos: "zeppelinOS-slot proxy (upgradeable, pre-EIP-1967)",
  eip1822: "EIP-1822 proxy (upgradeable through its logic, PROXIABLE slot)",
  eip2535: "EIP-2535 diamond (facets replaceable by a cut)",
};

/** Contract facts: replaces the Solana "Authorities and program" card on EVM reports. */
export function EvmContractFacts({
  chain,
  evm,
  token,
}: {
  chain: ChainName;
  evm: EvmFacts;
  token: FullScanResponse["token"];
}) {
  const o = evm.ownership;
  const owner =
    o.owner === null ? (
      "no owner() function found"
    ) : o.renounced ? (
      `renounced (${shortAddress(o.owner)})`
    ) : (
      <ExplorerLink chain={chain} address={o.owner} />
    );
  return (
    <>
      <dl className="detail-grid">
        <Row label="Chain">
          {CHAIN_LABELS[chain]} (chain id {evm.chainId})
        </Row>
        <Row label="Standard">ERC-20 · {token.decimals} decimals</Row>
        <Row label="Total supply (base units)">
          <span className="mono">{token.supply}</span>
        </Row>
        <Row label="Owner" testId="evm-owner">
          {owner}
          {o.ownerIsContract ? " (contract)" : ""}
        </Row>
        {o.pendingOwner ? (
          <Row label="Pending owner (2-step)">
            <ExplorerLink chain={chain} address={o.pendingOwner} />
          </Row>
        ) : null}
        <Row label="Proxy" testId="evm-proxy">
          {PROXY_LABEL[evm.proxy.kind]}
        </Row>
        {evm.proxy.implementation ? (
          <Row label="Implementation">
            <ExplorerLink chain={chain} address={evm.proxy.implementation} />
          </Row>
        ) : null}
        {evm.proxy.admin ? (
          <Row label="Proxy admin">
            <ExplorerLink chain={chain} address={evm.proxy.admin} />{" "}
            {evm.proxy.adminIsContract === false ? (
              <span className="badge high">EOA: one key can upgrade</span>
            ) : evm.proxy.adminIsContract ? (
              "(contract)"
            ) : (
              ""
            )}
          </Row>
        ) : null}
        <Row label="Deployer">
          {evm.deployer.address ? (
            <ExplorerLink chain={chain} address={evm.deployer.address} />
          ) : (
            <span className="muted">unknown</span>
          )}
        </Row>
        <Row label="Code">
          {evm.code.present ? `${evm.code.size.toLocaleString("en-US")} bytes` : "none (not a contract)"}
        </Row>
      </dl>
      <h3>Privileged functions found in the bytecode</h3>
      {evm.capabilities.length === 0 && !evm.selfdestruct && !evm.delegatecall ? (
        <p className="muted small">
          None of the known signatures. A renamed function is not detected: not found never means absent.
        </p>
      ) : (
        <ul className="ext-list" data-testid="evm-capabilities">
          {evm.capabilities.map((c) => (
            <li key={`${c.capability}:${c.selector}`} className="chip" title={`${c.signature} (${c.selector})`}>
              {c.capability.replaceAll("_", " ")} <span className="muted mono small">{c.signature}</span>
            </li>
          ))}
          {evm.selfdestruct ? <li className="chip">SELFDESTRUCT opcode</li> : null}
          {evm.delegatecall ? <li className="chip">DELEGATECALL opcode</li> : null}
        </ul>
      )}
    </>
  );
}

/** The buy/sell simulation: replaces the Solana sell-simulation lines on EVM reports. */
export function EvmSimulationFacts({ evm }: { evm: EvmFacts }) {
  const s = evm.simulation;
  return (
    <dl className="detail-grid">
      <Row label="Buy/sell simulation" testId="evm-simulation">
        {s.status.replace("_", " ")}
      </Row>
      <Row label="Honeypot (sell blocked)" testId="evm-honeypot">
        {yesNo(s.honeypot, "YES: the sell reverted", "no")}
      </Row>
      <Row label="Buy tax" testId="evm-buy-tax">
        {pct(s.buyTaxPct, 2)}
      </Row>
      <Row label="Sell tax" testId="evm-sell-tax">
        {pct(s.sellTaxPct, 2)}
      </Row>
      <Row label="Transfer tax">{pct(s.transferTaxPct, 2)}</Row>
      <Row label="Gas (buy / sell)">
        {s.buyGas ?? "unknown"} / {s.sellGas ?? "unknown"}
      </Row>
      {s.sellReason ? (
        <Row label="Sell revert reason">
          <span className="mono">{s.sellReason}</span>
        </Row>
      ) : null}
      {s.buyReason ? (
        <Row label="Buy revert reason">
          <span className="mono">{s.buyReason}</span>
        </Row>
      ) : null}
      {s.gasAnomalies.length ? <Row label="Gas anomalies">{s.gasAnomalies.join("; ")}</Row> : null}
    </dl>
  );
}

/** V2 pairs and their LP: burnt, locked (per locker, with unlock dates), the largest other LP holder. */
export function EvmLiquidityFacts({ chain, evm }: { chain: ChainName; evm: EvmFacts }) {
  if (evm.pairs.length === 0)
    return (
      <p className="muted small" data-testid="evm-pairs">
        No Uniswap V2-style pair with the wrapped native token found on the known DEXes (concentrated-liquidity pools
        are not applicable).
      </p>
    );
  return (
    <div className="table-wrap" data-testid="evm-pairs">
      <table>
        <thead>
          <tr>
            <th scope="col">DEX pair</th>
            <th scope="col" className="num">
              LP burnt
            </th>
            <th scope="col" className="num">
              LP locked
            </th>
            <th scope="col">Largest other LP holder</th>
          </tr>
        </thead>
        <tbody>
          {evm.pairs.map((p) => (
            <tr key={p.pair}>
              <td>
                {p.dex} <ExplorerLink chain={chain} address={p.pair} />
              </td>
              <td className="num">{pct(p.burntPct)}</td>
              <td className="num">
                {pct(p.lockedPct)}
                {p.lockedIn.map((l) => (
                  <span key={l.locker} className="small muted" style={{ display: "block" }}>
                    {l.locker}: {pct(l.pct)}
                    {l.unlocksAt ? ` until ${l.unlocksAt.slice(0, 10)}` : ""}
                  </span>
                ))}
              </td>
              <td>
                {p.topLpHolder ? (
                  <>
                    <ExplorerLink chain={chain} address={p.topLpHolder.address} /> {pct(p.topLpHolder.pct)}
                    {p.topLpHolder.isContract === false ? " (EOA)" : ""}
                  </>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">Known lockers: list {evm.lockersVersion}.</p>
    </div>
  );
}
