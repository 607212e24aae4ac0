/**
 * A small HTTP client for integration tests: real fetch against the real server, with a cookie
 * jar (for next-auth sessions) and JSON helpers. Every response of the API it (or any raw fetch in
 * an integration test) receives is checked against the documented response schemas:
 * tests/support/validate-responses.setup.ts and response-contract.ts.
 */
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
    const res = await fetch(this.base + path, { ...init, body, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** The Cookie header this client sends (to replay an old session cookie from another client). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  hasCookie(prefix: string) {
    return [...this.cookies.keys()].some((k) => k.startsWith(prefix));
  }

  /** Signs in through next-auth's credentials provider, as the browser form does. */
  async signIn(email: string, password: string): Promise<boolean> {
    const { csrfToken } = await (await this.fetch("/api/auth/csrf")).json();
    const form = new URLSearchParams({
      csrfToken,
      email,
      password,
      json: "true",
      callbackUrl: this.base + "/dashboard",
    });
    await this.fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: this.base },
      body: form.toString(),
    });
    return this.hasCookie("next-auth.session-token");
  }

  async signOut(): Promise<void> {
    const { csrfToken } = await (await this.fetch("/api/auth/csrf")).json();
    await this.fetch("/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: this.base },
      body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
    });
  }
}

/** Asserts the spec's error envelope and returns it. */
export async function envelope(
  res: Response,
): Promise<{ error: string; code: number; reason: string; requestId?: string }> {
  const body = await res.json();
  if (typeof body?.error !== "string" || body.code !== res.status || typeof body.reason !== "string") {
    throw new Error(`not an error envelope for ${res.status}: ${JSON.stringify(body)}`);
  }
  return body;
}
