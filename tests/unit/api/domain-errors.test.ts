import { describe, expect, it } from "vitest";
import { InvalidTokenInput, isChainError, UpstreamUnavailable } from "@/lib/chains/errors";
import { ApiError, fromDomainError } from "@/lib/errors";

// The engine and the chain readers throw plain domain errors; this one mapping gives callers the envelope.
describe("fromDomainError", () => {
  it("UpstreamUnavailable -> 503 UPSTREAM_UNAVAILABLE with its retry hint as Retry-After", () => {
    const e = fromDomainError(new UpstreamUnavailable("Solana RPC answered HTTP 502", { retryAfterSeconds: 7 }))!;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.toEnvelope("req_1")).toEqual({
      error: "Solana RPC answered HTTP 502",
      code: 503,
      reason: "UPSTREAM_UNAVAILABLE",
      requestId: "req_1",
    });
    expect(e.retryAfter).toBe(7);
    expect(fromDomainError(new UpstreamUnavailable("down"))!.retryAfter).toBe(5);
  });

  it("InvalidTokenInput -> 400 INVALID_INPUT, no Retry-After", () => {
    const e = fromDomainError(new InvalidTokenInput("address is not a token mint: no account exists at this address"))!;
    expect(e.toEnvelope()).toEqual({
      error: "address is not a token mint: no account exists at this address",
      code: 400,
      reason: "INVALID_INPUT",
    });
    expect(e.retryAfter).toBeUndefined();
  });

  it("passes an ApiError through and leaves anything else alone (the wrapper answers 500 INTERNAL for it)", () => {
    const api = new ApiError("QUOTA_EXCEEDED", "quota");
    expect(fromDomainError(api)).toBe(api);
    expect(fromDomainError(new Error("boom"))).toBeNull();
    expect(fromDomainError("boom")).toBeNull();
  });

  it("recognises a domain error from another bundle copy of the module by its brand, not instanceof", () => {
    const copy = Object.assign(new Error("rpc down"), {
      [Symbol.for("token-risk-api.UpstreamUnavailable")]: true,
      retryAfterSeconds: 2,
    });
    expect(isChainError(copy)).toBe(true);
    expect(fromDomainError(copy)?.status).toBe(503);
  });
});
