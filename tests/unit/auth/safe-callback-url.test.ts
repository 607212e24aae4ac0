import { describe, expect, it } from "vitest";
import { safeAbsoluteCallbackUrl, safeCallbackUrl } from "@/lib/auth/safe-callback-url";

const ORIGIN = "http://127.0.0.1:3000";

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths, queries and fragments", () => {
    expect(safeCallbackUrl("/dashboard/keys", ORIGIN)).toBe("/dashboard/keys");
    expect(safeCallbackUrl("/dashboard/batch?x=1#r", ORIGIN)).toBe("/dashboard/batch?x=1#r");
    expect(safeCallbackUrl(`${ORIGIN}/dashboard/webhooks`, ORIGIN)).toBe("/dashboard/webhooks");
  });

  it("refuses every value that leaves the origin, as a browser would resolve it", () => {
    for (const evil of [
      "/\\evil.example/x", // what /%5Cevil.example/x becomes after the query is decoded
      "/%5Cevil.example/x",
      "/\t/evil.example/x", // /%09/… — browsers drop the tab: //evil.example/x
      "/%09/evil.example/x",
      "/\n/evil.example",
      "//evil.example/x",
      "///evil.example/x",
      "https://evil.example/x",
      "http://127.0.0.1:3001/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "http://user:pw@127.0.0.1:3000/x",
      "/%E0%A4%A",
      "",
    ]) {
      expect(safeCallbackUrl(evil, ORIGIN), JSON.stringify(evil)).toBe("/dashboard");
    }
    expect(safeCallbackUrl(undefined, ORIGIN)).toBe("/dashboard");
    expect(safeCallbackUrl(["/x"], ORIGIN)).toBe("/dashboard");
  });

  it("gives next-auth absolute URLs on the same origin", () => {
    expect(safeAbsoluteCallbackUrl("/dashboard/keys", ORIGIN)).toBe(`${ORIGIN}/dashboard/keys`);
    expect(safeAbsoluteCallbackUrl("/signin?signedOut=1", ORIGIN)).toBe(`${ORIGIN}/signin?signedOut=1`);
    expect(safeAbsoluteCallbackUrl("https://evil.example/", ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(safeAbsoluteCallbackUrl("/\\evil.example", ORIGIN)).toBe(`${ORIGIN}/dashboard`);
  });
});
