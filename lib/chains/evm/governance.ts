/**
 * Governance among the privileged candidates: whether a caller the privilege prober found is governance (a multisig
 * needing at least two signatures, a timelock with a delay of a day or more) rather than one key. Read in the
 * prober's round (round 3), no extra round trip.
 */
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  toHex,
} from "viem";
import { PROBER_ABI, PROBER_RUNTIME_BYTECODE } from "./prober-bytecode";

const label = (l: string): Address => getAddress(`0x${keccak256(toHex(`token-risk-api/evm/${l}`)).slice(-40)}`);
/** The fresh addresses the governance read runs at (code by state override) and from. */
const READER_ADDRESS = label("governance-reader");
const READER_CALLER = label("governance-caller");

export type CandidateGovernance =
  | { kind: "multisig"; threshold: number; delaySeconds: null }
  | { kind: "timelock"; threshold: null; delaySeconds: number };

/**
 * Who the candidates are, read in the prober's round by ONE more eth_call (no extra round trip): the prober's
 * `controlOf` asks each candidate with code for getThreshold() (Safe), getMinDelay() (OpenZeppelin
 * TimelockController) and delay() (Compound Timelock). RPC errors give null (no governance known: one key).
 */
export async function readCandidateControl(
  client: PublicClient,
  candidates: readonly Address[],
): Promise<(readonly (bigint | null)[])[] | null> {
  if (candidates.length === 0) return [];
  try {
    const result = (await client.request({
      method: "eth_call",
      params: [
        {
          from: READER_CALLER,
          to: READER_ADDRESS,
          data: encodeFunctionData({ abi: PROBER_ABI, functionName: "controlOf", args: [[...candidates]] }),
        },
        "latest",
        { [READER_ADDRESS]: { code: PROBER_RUNTIME_BYTECODE } },
      ],
    } as never)) as Hex;
    const rows = decodeFunctionResult({
      abi: PROBER_ABI,
      functionName: "controlOf",
      data: result,
    }) as readonly (readonly bigint[])[];
    return rows.map((r) => r.map((x) => (x === 0n ? null : x)));
  } catch {
    return null;
  }
}
/** A timelock's delay must leave holders at least this long to leave (seconds) for it to count as governance. */
export const GOVERNANCE_MIN_DELAY = 86_400;

/** Governance from a candidate's answers to getThreshold(), getMinDelay(), delay() (null: no code / no answer). */
export function candidateGovernance([threshold, minDelay, delay]: readonly (
  | bigint
  | null
)[]): CandidateGovernance | null {
  if (threshold !== null && threshold >= 2n && threshold < 1_000n)
    return { kind: "multisig", threshold: Number(threshold), delaySeconds: null };
  const d = minDelay ?? delay;
  if (d !== null && d >= BigInt(GOVERNANCE_MIN_DELAY) && d < 10n ** 12n)
    return { kind: "timelock", threshold: null, delaySeconds: Number(d) };
  return null;
}
