import { ScanBox } from "@/components/report/scan-box";

export const metadata = { title: "Page not found · Token Risk API" };

/** The styled 404 (inside the root layout, so with the site header). */
export default function NotFound() {
  return (
    <main className="not-found" data-testid="not-found">
      <p className="code-404" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="muted">
        The address may be mistyped, or the page has moved. These are the places most people look for:
      </p>
      <ul className="nf-links">
        <li>
          <a href="/">Home</a>: what the API does
        </li>
        <li>
          <a href="/token">Token reports</a>: open a token&apos;s risk report
        </li>
        <li>
          <a href="/docs">API docs</a>: every endpoint and error
        </li>
        <li>
          <a href="/dashboard">Dashboard</a>: keys, usage, batch, watchlist
        </li>
        <li>
          <a href="/status">Status</a>: is the service up
        </li>
      </ul>
      <ScanBox id="nf-scan" />
    </main>
  );
}
