import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The Content-Security-Policy in a real browser (issue 16 §8): every page is served with the
 * strict, nonce-based policy of middleware.ts, and loading it (scripts, hydration, the client
 * requests it makes) causes ZERO CSP violations: no `securitypolicyviolation` event and no
 * "Content Security Policy" console error. A control shows the listener works and the policy
 * bites: injected markup (an inline event handler) does not run and is reported.
 *
 * Adding a page: add a line to PAGES (`signedIn` for pages behind the dashboard sign-in).
 */
const PAGES: { path: string; signedIn?: boolean; status?: number; note?: string }[] = [
  { path: "/" },
  { path: "/docs" },
  { path: "/status" },
  { path: "/signin" },
  { path: "/signup" },
  { path: "/this-page-does-not-exist", status: 404, note: "Next's not-found page" },
  { path: "/dashboard", signedIn: true },
  { path: "/dashboard/keys", signedIn: true },
  { path: "/dashboard/batch", signedIn: true },
  { path: "/dashboard/watchlist", signedIn: true },
  { path: "/dashboard/webhooks", signedIn: true },
];

/** next-auth's own HTML pages under /api/auth (policy from next.config.mjs, no scripts there). */
const AUTH_PAGES = ["/api/auth/error?error=AccessDenied", "/api/auth/signout"];

type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Records CSP violations from the first byte of every document the page loads. */
async function watchViolations(page: Page) {
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content.Security.Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    window.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
  };
}

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map((d) => [d[0], d.slice(1)]),
  );
}

test.describe("Content-Security-Policy on every page", () => {
  for (const p of PAGES) {
    test(`${p.path}${p.note ? ` (${p.note})` : ""}: strict nonce policy, zero violations`, async ({ page, signIn }) => {
      const watch = await watchViolations(page);
      if (p.signedIn) await signIn("enterprise");
      const res = await page.goto(p.path, { waitUntil: "networkidle" });
      expect(res, p.path).not.toBeNull();
      expect(res!.status(), p.path).toBe(p.status ?? 200);
      expect(new URL(page.url()).pathname).toBe(p.path);

      const csp = directives(res!.headers()["content-security-policy"]);
      const script = csp.get("script-src") ?? [];
      const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, `script-src ${script.join(" ")}`).toBeTruthy();
      expect(script).toContain("'strict-dynamic'");
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);

      // Next put the nonce on every script it rendered, and its inline bootstrap scripts ran.
      const scripts = await page.evaluate(() => [...document.scripts].map((s) => ({ src: s.src, nonce: s.nonce })));
      expect(scripts.length).toBeGreaterThan(0);
      for (const s of scripts) expect(s.nonce, `script ${s.src || "(inline)"} without the nonce`).toBe(nonce);
      expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(
        true,
      );

      // Let late client work (effects, polling, lazy chunks) happen before counting.
      await page.waitForTimeout(500);
      expect(await watch.violations(), p.path).toEqual([]);
      expect(watch.consoleErrors, p.path).toEqual([]);
    });
  }

  for (const path of AUTH_PAGES) {
    test(`${path} (next-auth's own page): locked-down policy, zero violations`, async ({ page }) => {
      const watch = await watchViolations(page);
      const res = await page.goto(path, { waitUntil: "networkidle" });
      const csp = directives(res!.headers()["content-security-policy"]);
      expect(csp.get("default-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      await page.waitForTimeout(300);
      expect(await watch.violations(), path).toEqual([]);
      expect(watch.consoleErrors, path).toEqual([]);
    });
  }

  test("control: injected markup cannot run script (an inline event handler) and is reported", async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const ran = await page.evaluate(async () => {
      // The usual shape of an HTML injection: an event-handler attribute.
      const div = document.createElement("div");
      div.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = 1">';
      document.body.appendChild(div);
      await new Promise((r) => setTimeout(r, 1_000));
      return (window as unknown as { __injected?: number }).__injected ?? 0;
    });
    expect(ran).toBe(0);
    expect((await watch.violations()).map((x) => x.directive)).toContain("script-src-attr");
  });
});
