import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { methodsNotAllowed, withApi } from "@/lib/api/handler";
import { ApiError, REASON_STATUS } from "@/lib/errors";

beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
  process.env.DEMO_ACCOUNT = "0";
});

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("withApi", () => {
  const echo = withApi({ route: "/api/x", auth: "none" }, async (ctx) => ctx.body(z.object({ n: z.number() })));

  it("returns the handler's data as JSON with a request id", async () => {
    const res = await echo(post(JSON.stringify({ n: 1 })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ n: 1 });
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("keeps a well-formed incoming X-Request-Id and replaces a hostile one", async () => {
    const kept = await echo(post("{}", { "x-request-id": "abc12345-trace" }));
    expect(kept.headers.get("x-request-id")).toBe("abc12345-trace");
    const replaced = await echo(post("{}", { "x-request-id": "<script>" }));
    expect(replaced.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("turns bad JSON and schema failures into INVALID_INPUT with details", async () => {
    const bad = await echo(post("{nope"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, reason: "INVALID_INPUT" });
    const wrong = await echo(post(JSON.stringify({ n: "x" })));
    const body = await wrong.json();
    expect(body.reason).toBe("INVALID_INPUT");
    expect(body.details[0].path).toBe("n");
  });

  it("refuses bodies over the limit with 413 before parsing", async () => {
    const big = await echo(post("x".repeat(70 * 1024)));
    expect(big.status).toBe(413);
    expect((await big.json()).reason).toBe("PAYLOAD_TOO_LARGE");
  });

  it("hides unexpected errors behind INTERNAL 500 without leaking the message", async () => {
    const boom = withApi({ route: "/api/boom", auth: "none" }, async () => {
      throw new Error("secret internals: db password hunter2");
    });
    const res = await boom(post("{}"));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ code: 500, reason: "INTERNAL" });
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });

  it("sends Retry-After with ApiErrors that carry one", async () => {
    const down = withApi({ route: "/api/down", auth: "none" }, async () => {
      throw new ApiError("UPSTREAM_UNAVAILABLE", "rpc down", { retryAfter: 5 });
    });
    const res = await down(post("{}"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
  });

  it("answers unsupported methods with 405 and Allow", async () => {
    const { GET } = methodsNotAllowed("/api/x", ["POST"]);
    const res = await GET(new Request("http://localhost/api/x"));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).reason).toBe("METHOD_NOT_ALLOWED");
  });

  it("maps every reason to its status in one table", () => {
    for (const [reason, status] of Object.entries(REASON_STATUS)) {
      expect(new ApiError(reason as keyof typeof REASON_STATUS, "m").status).toBe(status);
    }
  });
});

describe("isApiError", () => {
  it("recognises ApiErrors from another copy of the module (Next bundles it more than once)", async () => {
    const { isApiError } = await import("@/lib/errors");
    const foreign = Object.assign(new Error("x"), {
      [Symbol.for("token-risk-api.ApiError")]: true,
      reason: "UPSTREAM_UNAVAILABLE",
      status: 503,
    });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error("plain"))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
