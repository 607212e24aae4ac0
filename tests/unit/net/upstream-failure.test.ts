import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { describeUpstreamFailure, HttpClientError, httpTransport } from "@/lib/net/http-client";
import { freePort } from "../../support/free-port";

/** A failed upstream exchange says how it failed, in words a user can act on (never the URL). */
async function failure(url: string, timeoutMs = 2000): Promise<HttpClientError> {
  try {
    await httpTransport(url, { method: "POST", body: "{}", timeoutMs });
  } catch (err) {
    return err as HttpClientError;
  }
  throw new Error("expected a failure");
}

describe("upstream failure classification", () => {
  it("connection refused", async () => {
    const port = await freePort();
    const err = await failure(`http://127.0.0.1:${port}/rpc?api-key=secret`);
    expect(err).toBeInstanceOf(HttpClientError);
    expect(err.message).toBe("connection refused (ECONNREFUSED)");
    expect(describeUpstreamFailure(new ApiError("UPSTREAM_UNAVAILABLE", "x", { cause: err }))).toBe(
      "connection refused (ECONNREFUSED)",
    );
    expect(err.message).not.toContain("secret");
  });

  it("DNS: a host that does not resolve", async () => {
    const err = await failure("http://no-such-host.invalid/");
    expect(err.message).toMatch(/^DNS lookup failed/);
  });

  it("timeout", async () => {
    const server = createServer(() => {}); // never answers
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const err = await failure(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, 300);
      expect(err.kind).toBe("timeout");
      expect(describeUpstreamFailure(err)).toBe("timed out after 300 ms");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
