import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors";

/**
 * Password hashing with scrypt (memory-hard), async so the event loop is not blocked.
 *
 * Encoding: `scrypt$N$r$p$<salt base64>$<hash base64>` — N = 2^15, r = 8, p = 1, 16-byte random
 * salt, 32-byte key. Parameters are stored with each hash so they can be raised later;
 * `verifyPassword` accepts only bounded parameters, so a tampered record cannot make it allocate
 * unbounded memory or CPU. Passwords are NFC-normalized (so composed and decomposed forms of the
 * same text match) and limited to 1024 characters before any hashing.
 */

export const PASSWORD_MAX_LENGTH = 1024;
const N = 2 ** 15;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds accepted when verifying stored hashes. */
const MIN_LOG_N = 14;
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEM_BYTES = 256 * 1024 * 1024;

function maxmemFor(n: number, r: number, p: number): number {
  // scrypt needs about 128 * N * r bytes (plus 128 * r * p); leave headroom over Node's check.
  return 128 * n * r + 128 * r * p + 1024 * 1024;
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function normalize(password: string): string {
  return password.normalize("NFC");
}

export async function hashPassword(password: string): Promise<string> {
  if (typeof password !== "string" || password.length === 0) {
    throw new ApiError("INVALID_INPUT", "Password must be a non-empty string.");
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new ApiError("INVALID_INPUT", `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(normalize(password), salt, KEY_BYTES, { N, r: R, p: P, maxmem: maxmemFor(N, R, P) });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;
const INT = /^[1-9][0-9]{0,9}$/;

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(encoded: string): Parsed | null {
  if (typeof encoded !== "string" || encoded.length > 512) return null;
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, ns, rs, ps, saltB64, hashB64] = parts;
  if (!INT.test(ns) || !INT.test(rs) || !INT.test(ps) || !B64.test(saltB64) || !B64.test(hashB64)) return null;
  const n = Number(ns);
  const r = Number(rs);
  const p = Number(ps);
  const logN = Math.log2(n);
  if (!Number.isInteger(logN) || logN < MIN_LOG_N || logN > MAX_LOG_N) return null;
  if (r > MAX_R || p > MAX_P || maxmemFor(n, r, p) > MAX_MEM_BYTES) return null;
  const salt = Buffer.from(saltB64, "base64");
  const hash = Buffer.from(hashB64, "base64");
  if (salt.length < 16 || salt.length > 64 || hash.length < 16 || hash.length > 64) return null;
  return { n, r, p, salt, hash };
}

/** Constant-time check of `password` against an encoded hash. Never throws: false on any problem. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    if (typeof password !== "string" || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) return false;
    const parsed = parse(encoded);
    if (!parsed) return false;
    const { n, r, p, salt, hash } = parsed;
    const key = await scryptAsync(normalize(password), salt, hash.length, { N: n, r, p, maxmem: maxmemFor(n, r, p) });
    return timingSafeEqual(key, hash);
  } catch {
    return false;
  }
}

/** True when a stored hash uses weaker parameters than the current ones (rehash on next login). */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  return (
    !parsed ||
    parsed.n < N ||
    parsed.r < R ||
    parsed.p < P ||
    parsed.hash.length < KEY_BYTES ||
    parsed.salt.length < SALT_BYTES
  );
}
