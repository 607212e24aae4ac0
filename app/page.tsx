import { ScanBox } from "@/components/report/scan-box";
import { SANDBOX_SCENARIOS } from "@/lib/engine";

const EXAMPLES = ["clean", "whale-80", "permanent-delegate", "pumpfun-bonding"];

export default function Home() {
  const examples = SANDBOX_SCENARIOS.filter((s) => EXAMPLES.includes(s.scenario));
  return (
    <main>
      <h1>Token risk, before you touch the token.</h1>
      <p className="muted">
        One call returns a 0–100 safety score (higher is safer), a risk level and every finding behind it, read from the
        chain itself: authorities, Token-2022 extensions, metadata and holder concentration. Data that cannot be read is
        reported as unknown, never as safe.
      </p>
      <ScanBox id="home-scan" />
      <p className="small muted">
        Try a sandbox report:{" "}
        {examples.map((s, i) => (
          <span key={s.scenario}>
            {i ? " · " : ""}
            <a href={`/token/${s.spec.mint}`}>{s.scenario}</a>
          </span>
        ))}{" "}
        · <a href="/token">all scenarios</a>
      </p>
      <h2 style={{ marginTop: 24 }}>From your code</h2>
      <pre>{`curl -s http://localhost:3000/api/v1/scan \\
  -H 'Authorization: Bearer <API_KEY>' \\
  -d '{"tokenAddress":"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v","chain":"solana"}'`}</pre>
      <p>
        Read the <a href="/docs">API reference</a> or the machine-readable{" "}
        <a href="/api/openapi.json">OpenAPI document</a>.
      </p>
    </main>
  );
}
