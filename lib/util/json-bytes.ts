/**
 * JSON objects assembled from parts serialised once, as UTF-8 bytes. A cached scan or a memoised
 * sandbox result is ~17 kB of JSON: copying its bytes into each response is cheaper than
 * concatenating the text and encoding all of it again (which `new Response(text)` does).
 */
const encoder = new TextEncoder();

/** The members of a JSON object's text, UTF-8 encoded: '{"a":1,"b":2}' -> '"a":1,"b":2'. */
export function jsonMembers(objectJson: string): Uint8Array {
  return encoder.encode(objectJson.slice(1, -1));
}

/**
 * '{' + the non-empty parts joined by ',' + '}': each part is object members, as text
 * ('"a":1') or as bytes from jsonMembers. Keys must be distinct across parts.
 */
export function joinJsonMembers(parts: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  let size = 2;
  let count = 0;
  for (const p of parts) {
    const n = typeof p === "string" ? Buffer.byteLength(p, "utf8") : p.byteLength;
    if (n === 0) continue;
    size += n + (count++ > 0 ? 1 : 0);
  }
  const out = Buffer.allocUnsafeSlow(size);
  let at = 0;
  out[at++] = 0x7b; // {
  let first = true;
  for (const p of parts) {
    if (p.length === 0) continue;
    if (!first) out[at++] = 0x2c; // ,
    first = false;
    if (typeof p === "string") at += out.write(p, at, "utf8");
    else {
      out.set(p, at);
      at += p.byteLength;
    }
  }
  out[at] = 0x7d; // }
  return out;
}

/** Members text of a small object, e.g. {cache} -> '"cache":{...}'. */
export const membersOf = (o: object) => JSON.stringify(o).slice(1, -1);
