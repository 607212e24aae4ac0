/**
 * The sell as an ORDINARY WALLET: the buy/sell simulator is a contract, and some tokens treat contracts differently
 * (code-size or tx.origin checks: anti-bot rules). To tell such a restriction from a honeypot, a plain keyless
 * address (no code) is given a token balance and a router allowance through a state override of the token's
 * storage, then sells through the router in its own `eth_call` (`from` = that address, so msg.sender == tx.origin),
 * in the simulation's round.
 *
 * The balance mapping's slot is found by PROBING in the pair round: the storage word at
 * keccak256(pair . i) (Solidity mappings, i = 0..11), keccak256(i . pair) (Vyper) and OpenZeppelin v5's
 * namespaced ERC20 storage must equal the pair's balanceOf. The allowance mapping is taken as the next slot
 * (Solidity's usual `_balances` then `_allowances` layout); a wrong guess makes the wallet's sell revert, which
 * is the conservative outcome (the honeypot verdict stands).
 */
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  toHex,
} from "viem";
import { isExecutionRevert } from "./calls";
import { shortMessage } from "./holders";
import { callFee, fundCaller } from "./simulate";

export const WALLET_SELLER: Address = getAddress(
  `0x${keccak256(toHex("token-risk-api/evm/wallet-seller")).slice(-40)}`,
);

/** OpenZeppelin v5 ERC20Upgradeable: keccak256(abi.encode(uint256(keccak256("openzeppelin.storage.ERC20")) - 1)) & ~0xff. */
const OZ5_ERC20_STORAGE: Hex = "0x52c63247e1f47db19d5ce0460030c497f067ca4cebf71ba98eeadabe20bace00";

const word = (v: bigint) => toHex(v, { size: 32 });
const addrWord = (a: Address) => encodeAbiParameters([{ type: "address" }], [a]);

export type BalanceLayout = { kind: "solidity"; base: bigint } | { kind: "vyper"; base: bigint } | { kind: "oz5" };

/** The storage slot of `holder`'s balance under a layout. */
export function balanceSlot(layout: BalanceLayout, holder: Address): Hex {
  if (layout.kind === "vyper") return keccak256(concat([word(layout.base), addrWord(holder)]));
  const base = layout.kind === "oz5" ? OZ5_ERC20_STORAGE : word(layout.base);
  return keccak256(concat([addrWord(holder), base]));
}

/** The allowance slot (`_allowances` right after `_balances`): keccak(spender . keccak(owner . base + 1)). */
export function allowanceSlot(layout: BalanceLayout, owner: Address, spender: Address): Hex {
  const base = layout.kind === "oz5" ? BigInt(OZ5_ERC20_STORAGE) + 1n : layout.base + 1n;
  const inner =
    layout.kind === "vyper"
      ? keccak256(concat([word(base), addrWord(owner)]))
      : keccak256(concat([addrWord(owner), word(base)]));
  return layout.kind === "vyper"
    ? keccak256(concat([inner, addrWord(spender)]))
    : keccak256(concat([addrWord(spender), inner]));
}

/** The layouts probed (in the pair round, against a pair's balance). */
export const PROBED_LAYOUTS: readonly BalanceLayout[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ kind: "solidity" as const, base: BigInt(i) })),
  ...Array.from({ length: 4 }, (_, i) => ({ kind: "vyper" as const, base: BigInt(i) })),
  { kind: "oz5" as const },
];

const WALLET_SELL_GAS = 3_000_000n;

/**
 * The sell of a REAL holder that bought from the pair (the latest buyer still holding): part of its own balance, with
 * only its router allowance set by state override. Unlike the override-funded wallet, its tokens were bought, so a
 * tag set on buy (bought tokens locked) would stop it: its sell working shows that a buyer's tokens can be sold.
 */
export interface HolderSell {
  holder: Address;
  ok: boolean;
  reason: string | null;
}

export type WalletSell =
  | { status: "completed"; ok: boolean; reason: string | null; layout: BalanceLayout; holderSell?: HolderSell | null }
  | { status: "not_run"; reason: string };

const ROUTER_ABI = parseAbi([
  "function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)",
  "function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)",
]);

/**
 * Sells `amount` of the token as a plain wallet through the router (one eth_call with a storage override); with
 * `holder`, also as that real buyer (its own tokens, a second eth_call in the same batch: HolderSell).
 */
export async function sellAsWallet(
  client: PublicClient,
  target: {
    token: Address;
    router: Address;
    path: Address[];
    amount: bigint;
    toQuote?: boolean;
    /** The head block's base fee: the sell pays a real gas price (simulate.ts `callFee`). */
    baseFee?: bigint | null;
    /** A real holder that bought from the pair and the amount of its own balance it sells. */
    holder?: { address: Address; amount: bigint } | null;
  },
  layout: BalanceLayout | null,
): Promise<WalletSell> {
  if (!layout) return { status: "not_run", reason: "the token's balance slot was not found by probing" };
  const [wallet, holderSell] = await Promise.all([
    sellOnce(client, target, layout, WALLET_SELLER, target.amount, true),
    target.holder
      ? sellOnce(client, target, layout, target.holder.address, target.holder.amount, false)
      : Promise.resolve(null),
  ]);
  if (wallet.status !== "completed") return wallet;
  return {
    ...wallet,
    holderSell:
      holderSell?.status === "completed" && target.holder
        ? { holder: target.holder.address, ok: holderSell.ok, reason: holderSell.reason }
        : null,
  };
}

async function sellOnce(
  client: PublicClient,
  target: { token: Address; router: Address; path: Address[]; toQuote?: boolean; baseFee?: bigint | null },
  layout: BalanceLayout,
  seller: Address,
  amount: bigint,
  funded: boolean,
): Promise<WalletSell> {
  // Into the quote token itself (a pair traded with its quote, simulate.ts `quoteFunding`), else into native.
  const data = encodeFunctionData({
    abi: ROUTER_ABI,
    functionName: target.toQuote
      ? "swapExactTokensForTokensSupportingFeeOnTransferTokens"
      : "swapExactTokensForETHSupportingFeeOnTransferTokens",
    args: [amount, 0n, target.path, seller, 2n ** 40n],
  });
  try {
    await client.request(
      {
        method: "eth_call",
        params: [
          {
            from: seller,
            to: target.router,
            data,
            gas: toHex(WALLET_SELL_GAS),
            ...callFee(target.baseFee).fields,
          },
          "latest",
          fundCaller(
            {
              [target.token]: {
                stateDiff: {
                  ...(funded ? { [balanceSlot(layout, seller)]: word(amount) } : {}),
                  [allowanceSlot(layout, seller, target.router)]: word(2n ** 256n - 1n),
                },
              },
            },
            seller,
            WALLET_SELL_GAS,
            target.baseFee,
          ),
        ],
      } as never,
      // A revert is the answer (the wallet cannot sell): not retried, so no extra round trip.
      { retryCount: 0 },
    );
    return { status: "completed", ok: true, reason: null, layout };
  } catch (err) {
    // Only an execution revert is the token's answer (the wallet cannot sell). A transport error, a rate limit or a
    // node refusing the priced call (e.g. a fee cap under the base fee) says nothing about the token: not run.
    if (!isExecutionRevert(err))
      return {
        status: "not_run",
        reason: `the wallet sell eth_call failed without an execution revert: ${shortMessage(err)}`,
      };
    return { status: "completed", ok: false, reason: shortMessage(err), layout };
  }
}
