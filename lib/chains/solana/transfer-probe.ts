/**
 * Builds the sell-probe transaction: CreateAssociatedTokenIdempotent (probe owner's ATA,
 * paid by the holder) + TransferChecked (holder token account -> probe ATA, signed by the
 * holder), with the official @solana-program/token-2022 instruction builders (TransferChecked
 * has the same layout in SPL Token; the program address is set per mint). The transaction is
 * never signed: it is only simulated with `sigVerify: false, replaceRecentBlockhash: true`.
 */
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from "@solana-program/token-2022";
import { addressToBytes } from "./address";
import { findProgramAddress } from "./pda";
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "./well-known";

export interface TransferProbeInput {
  mint: string;
  program: "spl-token" | "token-2022";
  decimals: number;
  sourceTokenAccount: string;
  sourceOwner: string;
  probeOwner: string;
  amount: bigint;
  /**
   * Extra accounts appended to TransferChecked, in order (resolved transfer-hook accounts,
   * lib/chains/solana/transfer-hook.ts). Roles are @solana/kit AccountRole numbers:
   * 0 readonly, 1 writable, 2 readonly signer, 3 writable signer.
   */
  extraAccounts?: Array<{ address: string; role: 0 | 1 | 2 | 3 }>;
}

export interface TransferProbe {
  txBase64: string;
  destination: string;
}

/** Placeholder blockhash: the RPC replaces it (`replaceRecentBlockhash: true`). */
const PLACEHOLDER_BLOCKHASH = blockhash("11111111111111111111111111111111");

/**
 * The probe owner's associated token account (the transfer's destination, created by the probe):
 * PDA of the associated-token program with seeds [owner, token program, mint].
 */
export async function findProbeDestination(
  i: Pick<TransferProbeInput, "mint" | "program" | "probeOwner">,
): Promise<string> {
  const tokenProgram = i.program === "spl-token" ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
  const [ata] = findProgramAddress(ASSOCIATED_TOKEN_PROGRAM_ID, [
    addressToBytes(i.probeOwner),
    addressToBytes(tokenProgram),
    addressToBytes(i.mint),
  ]);
  return ata;
}

export async function buildTransferProbe(i: TransferProbeInput): Promise<TransferProbe> {
  const tokenProgram = address(i.program === "spl-token" ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID);
  const mint = address(i.mint);
  const owner = address(i.probeOwner);
  const holder = createNoopSigner(address(i.sourceOwner));
  const ata = address(await findProbeDestination(i));
  const createAta = getCreateAssociatedTokenIdempotentInstruction({ payer: holder, ata, owner, mint, tokenProgram });
  const transfer = getTransferCheckedInstruction(
    {
      source: address(i.sourceTokenAccount),
      mint,
      destination: ata,
      authority: holder,
      amount: i.amount,
      decimals: i.decimals,
    },
    { programAddress: tokenProgram },
  );
  const transferIx: Instruction = i.extraAccounts?.length
    ? {
        ...transfer,
        accounts: [
          ...transfer.accounts,
          ...i.extraAccounts.map((a) => ({ address: address(a.address) as Address, role: a.role })),
        ],
      }
    : transfer;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(holder.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash: PLACEHOLDER_BLOCKHASH, lastValidBlockHeight: 0n }, m),
    (m) => appendTransactionMessageInstructions([createAta, transferIx], m),
  );
  return { txBase64: getBase64EncodedWireTransaction(compileTransaction(message)), destination: ata };
}
