/**
 * Base58 (Bitcoin alphabet, the one Solana addresses use) without BigInt.
 *
 * Why: @solana/kit's base58 codec (@solana/codecs-strings `getBigIntFromBaseX` /
 * `getBaseXFromBigInt`) goes through a BigInt per address, about 5-10 µs each; a live scan
 * spent ~1.1 ms of CPU in it. This is the classic carry algorithm (as in the base-x package)
 * on byte buffers, with the same results as kit: each leading zero byte <-> one leading '1',
 * the rest is the big-endian number in base 58, and the empty input maps to the empty output.
 * tests/unit/solana/fast-codecs.test.ts checks it against kit's codec.
 */
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const ONE = 49; // "1".charCodeAt(0), the digit 0

/** Char code (< 128) -> digit value, -1 for characters outside the alphabet. */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

export function encodeBase58(bytes: Uint8Array): string {
  const n = bytes.length;
  let zeros = 0;
  while (zeros < n && bytes[zeros] === 0) zeros++;
  // Base-58 digits, most significant first; log(256) / log(58) < 1.38 digits per byte.
  const size = (((n - zeros) * 138) / 100 + 1) | 0;
  const digits = new Uint8Array(size);
  let used = 0; // digits in use, at the end of `digits`
  for (let i = zeros; i < n; i++) {
    // digits = digits * 256 + byte
    let carry = bytes[i];
    let k = 0;
    for (let j = size - 1; (carry !== 0 || k < used) && j >= 0; j--, k++) {
      carry += 256 * digits[j];
      digits[j] = carry % 58;
      carry = (carry / 58) | 0;
    }
    used = k;
  }
  let j = size - used;
  while (j < size && digits[j] === 0) j++;
  let out = "1".repeat(zeros);
  for (; j < size; j++) out += ALPHABET[digits[j]];
  return out;
}

/** Null when `s` has a character outside the alphabet. */
export function decodeBase58(s: string): Uint8Array | null {
  const n = s.length;
  let ones = 0;
  while (ones < n && s.charCodeAt(ones) === ONE) ones++;
  // Bytes, most significant first; log(58) / log(256) < 0.733 bytes per digit.
  const size = (((n - ones) * 733) / 1000 + 1) | 0;
  const b256 = new Uint8Array(size);
  let used = 0;
  for (let i = ones; i < n; i++) {
    const c = s.charCodeAt(i);
    let carry = c < 128 ? DIGIT[c] : -1;
    if (carry < 0) return null;
    // b256 = b256 * 58 + digit
    let k = 0;
    for (let j = size - 1; (carry !== 0 || k < used) && j >= 0; j--, k++) {
      carry += 58 * b256[j];
      b256[j] = carry & 0xff;
      carry >>>= 8;
    }
    used = k;
  }
  let j = size - used;
  while (j < size && b256[j] === 0) j++;
  const out = new Uint8Array(ones + size - j);
  out.set(b256.subarray(j), ones);
  return out;
}
