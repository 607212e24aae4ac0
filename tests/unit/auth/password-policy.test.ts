import { describe, expect, it } from "vitest";
import { checkPassword } from "@/lib/auth/password-policy";

describe("password policy", () => {
  it("refuses the passwords the issue found accepted, with a reason", () => {
    for (const p of ["1234567890", "aaaaaaaaaa", "          ", "password123", "qwertyuiop", "short"]) {
      const r = checkPassword(p);
      expect(r.ok, p).toBe(false);
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(10);
    }
    expect(checkPassword("          ")).toMatchObject({ ok: false, reason: expect.stringMatching(/spaces/) });
    expect(checkPassword("short")).toMatchObject({ ok: false, reason: expect.stringMatching(/10 characters/) });
  });

  it("refuses a password built from the account's own email", () => {
    expect(checkPassword("jane.doe1990", ["jane.doe1990@example.com"]).ok).toBe(false);
  });

  it("refuses long repetitions", () => {
    expect(checkPassword("x".repeat(30) + "Qz!8").ok).toBe(false);
  });

  it("accepts passphrases and strong passwords", () => {
    for (const p of [
      "correct horse battery staple",
      "new-secret-passphrase-42",
      "Tr0ub4dor&3x",
      "Zebra-Lantern-Quartz-Ocean-71",
    ])
      expect(checkPassword(p).ok, p).toBe(true);
  });
});
