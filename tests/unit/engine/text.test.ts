import { describe, expect, it } from "vitest";
import { sanitizeText } from "@/lib/engine/text";

describe("sanitizeText", () => {
  it("strips NULs, control and bidi characters, trims, caps, empties to null", () => {
    expect(sanitizeText("USD Coin\0\0\0\0", 64)).toBe("USD Coin");
    expect(sanitizeText("a\u0007b\u202Ec\u200Bd\n", 64)).toBe("abcd");
    expect(sanitizeText("\0\0\0", 64)).toBeNull();
    expect(sanitizeText(null, 64)).toBeNull();
    expect(sanitizeText("x".repeat(100), 10)).toBe("x".repeat(10));
    expect(sanitizeText("🚀".repeat(5), 3)).toBe("🚀🚀🚀");
    expect(sanitizeText("<script>alert(1)</script>", 64)).toBe("<script>alert(1)</script>"); // plain text; never rendered as HTML
  });
});
