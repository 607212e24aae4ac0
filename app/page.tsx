export default function Home() {
  return (
    <main>
      <h1>Token risk, before you touch the token.</h1>
      <p className="muted">
        One call returns a 0–100 safety score (higher is safer), a risk level and every finding behind it, read from the chain
        itself: authorities, Token-2022 extensions, metadata and holder concentration. Data that cannot be read is reported as
        unknown, never as safe.
      </p>
      <pre>{`curl -s http://localhost:3000/api/v1/scan \\
  -H 'Authorization: Bearer <API_KEY>' \\
  -d '{"tokenAddress":"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v","chain":"solana"}'`}</pre>
      <p>
        Read the <a href="/docs">API reference</a> or the machine-readable <a href="/api/openapi.json">OpenAPI document</a>.
      </p>
    </main>
  );
}
