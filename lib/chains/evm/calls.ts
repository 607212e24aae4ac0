/**
 * Raw `eth_call` helpers that tolerate non-standard tokens: a revert or an empty return is "absent" (the function
 * does not exist or refused), a transport failure is thrown (the caller turns it into `unknown`).
 * Calls made in the same tick share one JSON-RPC batch (see rpc.ts).
 */
import {
  type Address,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  HttpRequestError,
  hexToString,
  type PublicClient,
  parseAbi,
  TimeoutError,
} from "viem";

export const ERC20_ABI = parseAbi([
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address) view returns (uint256)",
  "function owner() view returns (address)",
  "function getOwner() view returns (address)",
  "function pendingOwner() view returns (address)",
  "function implementation() view returns (address)",
]);

export const V2_ABI = parseAbi([
  "function getPair(address,address) view returns (address)",
  "function getReserves() view returns (uint112,uint112,uint32)",
  "function token0() view returns (address)",
  "function token1() view returns (address)",
]);

export type CallOutcome = { kind: "ok"; data: Hex } | { kind: "absent" };

export function isTransportError(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof HttpRequestError || e instanceof TimeoutError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Did the node execute the call and see it revert? True only for an execution revert: JSON-RPC code 3 (geth's
 * "execution reverted"), revert data in the error, or a message saying the execution reverted (geth's "execution
 * reverted", Hardhat's "VM Exception while processing transaction: ..."). Any other JSON-RPC error (rate
 * limit, unsupported state override, missing block, internal error) is no verdict: the caller reads it as unknown.
 */
export function isExecutionRevert(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 6 && e && typeof e === "object"; i++) {
    const x = e as { code?: unknown; data?: unknown; details?: unknown; message?: unknown };
    if (x.code === 3) return true;
    if (hasRevertData(x.data)) return true;
    for (const text of [x.details, x.message]) {
      if (typeof text === "string" && EXECUTION_REVERT_TEXT.test(text)) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** geth/erigon "execution reverted"; Hardhat "reverted with reason string", "Transaction reverted without a reason
 * string", "VM Exception while processing transaction: ..." (Hardhat's prefix for a failure inside the EVM). */
const EXECUTION_REVERT_TEXT = /revert|VM Exception while processing transaction/i;

/** Revert data: a non-empty hex string (an error selector and arguments), or Hardhat's `{ data: "0x..." }`. */
function hasRevertData(data: unknown): boolean {
  if (typeof data === "string") return /^0x[0-9a-f]{8,}$/i.test(data);
  if (data && typeof data === "object") return hasRevertData((data as { data?: unknown }).data);
  return false;
}

/** A call's verdict from its error: "reverted" for an execution revert, null (unknown) for anything else. */
export const revertedOrUnknown = (err: unknown): "reverted" | null => (isExecutionRevert(err) ? "reverted" : null);

export async function rawCall(
  client: PublicClient,
  to: Address,
  data: Hex,
  blockTag: "latest" | Hex = "latest",
  /** Probing calls expected to revert (interface detection) are not retried: a revert is their answer. */
  options: { retry?: boolean } = {},
): Promise<CallOutcome> {
  try {
    const out = (await client.request(
      { method: "eth_call", params: [{ to, data }, blockTag] } as never,
      options.retry === false ? { retryCount: 0 } : undefined,
    )) as Hex;
    return out && out !== "0x" ? { kind: "ok", data: out } : { kind: "absent" };
  } catch (err) {
    if (isTransportError(err)) throw err;
    return { kind: "absent" };
  }
}

export function callData(
  functionName:
    | "name"
    | "symbol"
    | "decimals"
    | "totalSupply"
    | "owner"
    | "getOwner"
    | "pendingOwner"
    | "implementation",
): Hex {
  return encodeFunctionData({ abi: ERC20_ABI, functionName });
}

export function balanceOfData(holder: Address): Hex {
  return encodeFunctionData({ abi: ERC20_ABI, functionName: "balanceOf", args: [holder] });
}

/** A string that may come back ABI-encoded (`string`) or as a right-padded `bytes32` (MKR, SAI and others). */
export function decodeStringOrBytes32(out: CallOutcome): string | null {
  if (out.kind !== "ok") return null;
  const hex = out.data;
  if (hex.length === 66) {
    const text = hexToString(hex, { size: 32 }).replace(/\0+$/, "");
    return sanitize(text);
  }
  try {
    const [text] = decodeAbiParameters([{ type: "string" }], hex);
    return sanitize(text);
  } catch {
    return null;
  }
}

function sanitize(text: string): string | null {
  // Control characters are dropped (names are shown in UIs and logs); empty means absent.
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.length ? clean.slice(0, 200) : null;
}

export function decodeUint(out: CallOutcome): bigint | null {
  if (out.kind !== "ok" || out.data.length < 66) return null;
  return BigInt(out.data.slice(0, 66));
}

export function decodeAddress(out: CallOutcome): Address | null {
  if (out.kind !== "ok" || out.data.length < 66) return null;
  const word = out.data.slice(2, 66);
  if (!/^0{24}/.test(word)) return null;
  return decodeAbiParameters([{ type: "address" }], `0x${word}`)[0];
}

export function encodeGetPair(a: Address, b: Address): Hex {
  return encodeFunctionData({ abi: V2_ABI, functionName: "getPair", args: [a, b] });
}
