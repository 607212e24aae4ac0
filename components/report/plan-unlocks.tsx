import { SANDBOX_SCENARIOS } from "@/lib/engine";
import { EVM_SANDBOX_CATALOGUE } from "@/lib/engine/evm";

/** What each plan unlocks on the report page, and the sandbox reports anyone can open. */
export function PlanUnlocks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <div className="table-wrap" style={{ marginBottom: 18 }}>
        <table className="plans" data-testid="plan-unlocks">
          <thead>
            <tr>
              <th scope="col">Report</th>
              <th scope="col">Visitor / Free</th>
              <th scope="col">Pro</th>
              <th scope="col">Enterprise</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Sandbox scenario reports</td>
              <td className="yes">Yes</td>
              <td className="yes">Yes</td>
              <td className="yes">Yes</td>
            </tr>
            <tr>
              <td>Live report of any token (1 scan each)</td>
              <td className="no">No</td>
              <td className="yes">Yes</td>
              <td className="yes">Yes</td>
            </tr>
            <tr>
              <td>Batch console, watchlist</td>
              <td className="no">No</td>
              <td className="yes">Yes</td>
              <td className="yes">Yes</td>
            </tr>
            <tr>
              <td>Webhooks</td>
              <td className="no">No</td>
              <td className="no">No</td>
              <td className="yes">Yes</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="small muted">
        {signedIn ? (
          "Free plans can scan any token through the API with a key (10 scans a day)."
        ) : (
          <>
            Sign in with a Pro or Enterprise account to open live reports. <a href="/signin">Sign in</a> ·{" "}
            <a href="/signup">Create an account</a>
          </>
        )}
      </p>
    </>
  );
}

export function SandboxList() {
  return (
    <ul className="scenario-list" data-testid="sandbox-list">
      {SANDBOX_SCENARIOS.map((s) => (
        <li key={s.scenario}>
          <a href={`/token/${s.spec.mint}`}>{s.scenario}</a>
          <span className="muted small"> {s.description}</span>
        </li>
      ))}
    </ul>
  );
}

/** The EVM sandbox scenarios (the same addresses on every EVM chain), opened on Ethereum. */
export function EvmSandboxList() {
  return (
    <ul className="scenario-list" data-testid="evm-sandbox-list">
      {EVM_SANDBOX_CATALOGUE.map((s) => (
        <li key={s.scenario}>
          <a href={`/token/${s.address}?chain=ethereum`}>{s.scenario}</a>
          <span className="muted small"> {s.description}</span>
        </li>
      ))}
    </ul>
  );
}
