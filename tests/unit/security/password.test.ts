import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, verifyPassword } from "@/lib/auth/password";
import { ApiError } from "@/lib/errors";

describe("password hashing (scrypt)", () => {
  it("encodes as scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, 16-byte salt, 32-byte key", async () => {
    const encoded = await hashPassword("correct horse battery staple");
    const parts = encoded.split("$");
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(parts[4], "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5], "base64")).toHaveLength(32);
    expect(needsRehash(encoded)).toBe(false);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const encoded = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", encoded)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", encoded)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", encoded)).toBe(false);
    expect(await verifyPassword("", encoded)).toBe(false);
  });

  it("uses a fresh salt per hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(await verifyPassword("same", a)).toBe(true);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("treats composed and decomposed Unicode forms alike (NFC)", async () => {
    const encoded = await hashPassword("caf\u00e9");
    expect(await verifyPassword("cafe\u0301", encoded)).toBe(true);
  });

  it("returns false (never throws) on malformed encodings", async () => {
    const good = await hashPassword("pw");
    const [, n, r, p, salt, hash] = good.split("$");
    const malformed: unknown[] = [
      "",
      "garbage",
      "scrypt$",
      `bcrypt$${n}$${r}$${p}$${salt}$${hash}`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${n}$${r}$${p}$${salt}$${hash}$extra`,
      `scrypt$${n}$${r}$${p}$!!!$${hash}`,
      `scrypt$${n}$${r}$${p}$${salt}$not base64`,
      `scrypt$12345$${r}$${p}$${salt}$${hash}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${hash}`, // N too large (DoS guard)
      `scrypt$${n}$1000$${p}$${salt}$${hash}`, // r too large
      `scrypt$${n}$${r}$0$${salt}$${hash}`,
      `scrypt$-1$${r}$${p}$${salt}$${hash}`,
      `scrypt$${n}$${r}$${p}$AAAA$${hash}`, // salt too short
      `scrypt$${n}$${r}$${p}$${salt}$AAAA`, // hash too short
      null,
      undefined,
      42,
    ];
    for (const m of malformed) {
      await expect(verifyPassword("pw", m as string)).resolves.toBe(false);
    }
    await expect(verifyPassword(undefined as unknown as string, good)).resolves.toBe(false);
  });

  it("detects a flipped hash byte", async () => {
    const good = await hashPassword("pw");
    const parts = good.split("$");
    const bytes = Buffer.from(parts[5], "base64");
    bytes[0] ^= 1;
    parts[5] = bytes.toString("base64");
    expect(await verifyPassword("pw", parts.join("$"))).toBe(false);
  });

  it("rejects over-long passwords before hashing", async () => {
    const long = "a".repeat(PASSWORD_MAX_LENGTH + 1);
    const started = performance.now();
    await expect(hashPassword(long)).rejects.toBeInstanceOf(ApiError);
    await expect(hashPassword(long)).rejects.toMatchObject({ reason: "INVALID_INPUT" });
    await expect(hashPassword("")).rejects.toMatchObject({ reason: "INVALID_INPUT" });
    const good = await hashPassword("a".repeat(PASSWORD_MAX_LENGTH));
    expect(await verifyPassword("a".repeat(PASSWORD_MAX_LENGTH), good)).toBe(true);
    expect(await verifyPassword(long, good)).toBe(false);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("flags weaker stored parameters for rehash", () => {
    const weak = `scrypt$16384$8$1$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(32).toString("base64")}`;
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
  });
});
