/**
 * In-process micro-benchmark of the Solana codecs (base58, on-curve check, PDA derivation):
 * µs per call, median of several rounds. `npx tsx --tsconfig tsconfig.json scripts/bench-codecs.ts`.
 * Figures are recorded in docs/benchmarks.md; nothing is asserted.
 */
import { randomBytes } from "node:crypto";
import { addressToBytes } from "@/lib/chains/solana/address";
import { decodeBase58, encodeBase58 } from "@/lib/chains/solana/base58";
import { findProgramAddress, isOnCurve } from "@/lib/chains/solana/pda";
import { METADATA_PROGRAM_ID } from "@/lib/chains/solana/well-known";

const N = 2000;
const inputs = Array.from({ length: N }, () => new Uint8Array(randomBytes(32)));
const strings = inputs.map(encodeBase58);
const metadataProgram = addressToBytes(METADATA_PROGRAM_ID);

function bench(name: string, fn: (i: number) => unknown, reps = 5): void {
  for (let i = 0; i < N; i++) fn(i); // warm-up
  const rounds: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t = performance.now();
    for (let i = 0; i < N; i++) fn(i);
    rounds.push(((performance.now() - t) * 1000) / N);
  }
  rounds.sort((a, b) => a - b);
  console.log(`${name.padEnd(34)} ${rounds[Math.floor(reps / 2)].toFixed(2).padStart(8)} µs/call`);
}

bench("base58 encode (32 bytes)", (i) => encodeBase58(inputs[i]));
bench("base58 decode (address)", (i) => decodeBase58(strings[i]));
bench("isOnCurve (random 32 bytes)", (i) => isOnCurve(inputs[i]));
bench(
  "findProgramAddress (metadata PDA)",
  (i) => findProgramAddress(METADATA_PROGRAM_ID, ["metadata", metadataProgram, inputs[i]]),
  3,
);
