/**
 * Program derived addresses, synchronously, with the same results as @solana/kit's
 * `getProgramDerivedAddress` (checked against it by tests/unit/solana/fast-codecs.test.ts).
 *
 * Why: kit derives a PDA with one async WebCrypto SHA-256 per bump tried plus an on-curve check
 * (`compressedPointBytesAreOnCurve`) doing ~255 generic BigInt `%` reductions, and base58 through
 * BigInt; a live scan spent ~1 ms of CPU there. Here: node:crypto SHA-256, the on-curve check with
 * reductions specialised to p = 2^255 - 19, and lib/chains/solana/base58.ts.
 *
 * Rules (kit's, which are the runtime's): the bump goes from 255 down to 1 and is appended as one
 * more seed; at most 16 seeds counting the bump (so 15 from the caller), each at most 32 bytes,
 * strings are UTF-8; address = sha256(seeds || bump || program || "ProgramDerivedAddress"),
 * skipped while it is a point on the ed25519 curve.
 */
import { createHash } from "node:crypto";
import { addressToBytes } from "./address";
import { encodeBase58 } from "./base58";

const MAX_SEEDS = 16;
const MAX_SEED_LENGTH = 32;
const PDA_MARKER = new TextEncoder().encode("ProgramDerivedAddress");
const utf8 = new TextEncoder();

/** Returns [address, bump]. Throws on too many / too long seeds, a bad program address, or no viable bump. */
export function findProgramAddress(programAddress: string, seeds: ReadonlyArray<Uint8Array | string>): readonly [string, number] {
  if (seeds.length + 1 > MAX_SEEDS) throw new Error(`too many PDA seeds: ${seeds.length} (at most ${MAX_SEEDS - 1} plus the bump)`);
  const parts = seeds.map((seed, i) => {
    const bytes = typeof seed === "string" ? utf8.encode(seed) : seed;
    if (bytes.byteLength > MAX_SEED_LENGTH) throw new Error(`PDA seed ${i} is ${bytes.byteLength} bytes (at most ${MAX_SEED_LENGTH})`);
    return bytes;
  });
  const program = addressToBytes(programAddress);
  const seedLength = parts.reduce((n, p) => n + p.byteLength, 0);
  const buf = new Uint8Array(seedLength + 1 + program.length + PDA_MARKER.length);
  let at = 0;
  for (const p of parts) {
    buf.set(p, at);
    at += p.byteLength;
  }
  const bumpAt = at;
  buf.set(program, bumpAt + 1);
  buf.set(PDA_MARKER, bumpAt + 1 + program.length);
  for (let bump = 255; bump > 0; bump--) {
    buf[bumpAt] = bump;
    const hash = createHash("sha256").update(buf).digest();
    if (!isOnCurve(hash)) return [encodeBase58(hash), bump] as const;
  }
  throw new Error("no viable PDA bump seed");
}

// --- ed25519 on-curve check (kit's vendored noble `pointIsOnCurve` / `uvRatio`) -------------

const P = (1n << 255n) - 19n;
const MASK255 = (1n << 255n) - 1n;
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;
/** sqrt(-1) mod p. */
const RM1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752n;
const LOW63 = (1n << 63n) - 1n;

/** x mod p for 0 <= x < 2^510: 2^255 = 19 (mod p), so fold the high part twice, then one subtract. */
function red(x: bigint): bigint {
  x = (x & MASK255) + 19n * (x >> 255n);
  x = (x & MASK255) + 19n * (x >> 255n);
  return x >= P ? x - P : x;
}

const neg = (a: bigint): bigint => (a === 0n ? 0n : P - a);

function pow2k(x: bigint, k: number): bigint {
  for (let i = 0; i < k; i++) x = red(x * x);
  return x;
}

/** x^((p-5)/8) = x^(2^252 - 3), noble's addition chain. */
function pow_2_252_3(x: bigint): bigint {
  const x2 = red(x * x);
  const b2 = red(x2 * x);
  const b4 = red(pow2k(b2, 2) * b2);
  const b5 = red(pow2k(b4, 1) * x);
  const b10 = red(pow2k(b5, 5) * b5);
  const b20 = red(pow2k(b10, 10) * b10);
  const b40 = red(pow2k(b20, 20) * b20);
  const b80 = red(pow2k(b40, 40) * b40);
  const b160 = red(pow2k(b80, 80) * b80);
  const b240 = red(pow2k(b160, 80) * b80);
  const b250 = red(pow2k(b240, 10) * b10);
  return red(pow2k(b250, 2) * x);
}

/** sqrt(u / v) or null when there is none (u, v reduced). */
function uvRatio(u: bigint, v: bigint): bigint | null {
  const v3 = red(red(v * v) * v);
  const v7 = red(red(v3 * v3) * v);
  const x = red(red(u * v3) * pow_2_252_3(red(u * v7)));
  const vx2 = red(red(x * x) * v);
  const useRoot1 = vx2 === u;
  const useRoot2 = vx2 === neg(u);
  if (!useRoot1 && !useRoot2) return null;
  // noble then negates odd roots, which does not change whether x is 0 (all the caller needs).
  return useRoot2 ? red(x * RM1) : x;
}

/**
 * True when the 32 bytes are a compressed ed25519 point (y little-endian with the x sign in the
 * top bit), like kit's `compressedPointBytesAreOnCurve`; false for any other length.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.byteLength !== 32) return false;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, 32);
  const y =
    ((dv.getBigUint64(24, true) & LOW63) << 192n) | (dv.getBigUint64(16, true) << 128n) | (dv.getBigUint64(8, true) << 64n) | dv.getBigUint64(0, true);
  const y2 = red(y * y);
  const u = y2 === 0n ? P - 1n : y2 - 1n;
  const v = red(D * y2 + 1n);
  const x = uvRatio(u, v);
  if (x === null) return false;
  return !(x === 0n && (bytes[31] & 0x80) !== 0);
}
