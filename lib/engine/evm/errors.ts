/**
 * Domain errors of the EVM engine (plain classes, no HTTP): the API layer maps them to its envelope.
 *  - EvmInputError: the caller's input cannot be scanned (bad address, unsupported chain, not an ERC-20) -> a 4xx,
 *    never billed;
 *  - EvmReadError (lib/chains/evm/reader.ts): the RPC failed as a whole (down, timeout) -> upstream unavailable.
 */
export { EvmReadError } from "../../chains/evm/reader";

export type EvmInputProblem =
  | "format"
  | "checksum"
  | "zero"
  | "unsupported_chain"
  | "not_a_token"
  | "unknown_sandbox_token";

export class EvmInputError extends Error {
  constructor(
    readonly problem: EvmInputProblem,
    message: string,
  ) {
    super(message);
    this.name = "EvmInputError";
  }
}

export const isEvmInputError = (e: unknown): e is EvmInputError =>
  e instanceof Error && e.name === "EvmInputError" && "problem" in e;
