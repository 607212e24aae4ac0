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
  decodeFunctionResult,
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
import { callFee, decodeRevertReason, fundCaller, type OverTaken, overTakenOf } from "./simulate";
import { SIMULATOR_ABI, SIMULATOR_RUNTIME_BYTECODE } from "./simulator-bytecode";

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
 * The sell of a REAL holder that bought from the pair (the latest buyer still holding): a small part of its own
 * balance, approved by the holder itself (`sellAsHolder`). Unlike the override-funded wallet, its tokens were bought
 * (earlier, not in this call), so a tag set on buy or a rule on how long ago it bought applies to it: its sell working
 * shows that a buyer's tokens can be sold later; its sell failing while the simulator's buy-then-sell works shows
 * that only a wallet that has just bought can sell. Its balance after the sell shows a sell that takes the rest.
 */
export interface HolderSell {
  holder: Address;
  ok: boolean;
  reason: string | null;
  /**
   * How the sell was run: "own" = the holder approved the router itself and sold (the simulator's code placed at its
   * address by state override, `sellAsHolder`), with its balance read before and after; absent: a router call with
   * an allowance written by state override (no balances read).
   */
  mode?: "own";
  /** Its balance before the sell, the amount sold, and its balance after (mode "own"). */
  held?: bigint;
  sold?: bigint;
  after?: bigint;
  /** The holder's own approve(router) went through (mode "own"). */
  approveOk?: boolean;
  /** The sell took more than it sold (the rest of the holder's wallet): simulate.ts overTakenOf. */
  overTaken?: OverTaken | null;
  /**
   * Session 15: the tokens that reached the pair in the holder's sell (the pair's balance after minus before), and the
   * sell tax that holder paid, basis points of what it sold (0 when the pair received as much or more): a tax measured
   * on a real bag, not on a test-size wallet (mode "own", a sell that went through).
   */
  received?: bigint;
  taxBps?: number | null;
}

/**
 * Session 15: whether the token treats senders WITHOUT code (every ordinary wallet) differently on sells. A real buyer
 * sends a small part of its own tokens straight to the pair (`transfer(pair, amount)`, `from` = the holder) twice in
 * the same batch: once as it is (no code override: a plain wallet), once with code placed at its address (the control,
 * the same call otherwise). The control passing and the plain call reverting measure a rule on the sender's code.
 */
export interface CodeSenderTest {
  holder: Address;
  amount: bigint;
  /** The transfer from the holder as it is (no code). */
  plainOk: boolean;
  plainReason: string | null;
  /** The same transfer with code at the holder's address. */
  codedOk: boolean;
  codedReason: string | null;
}

/**
 * Session 12: the largest other real holders' own sells (each as `sellAsHolder`, the same small amount): whether the
 * rules bind ordinary holders of a real bag (a flag set above a balance, a list of holders), not one wallet.
 */
/**
 * Session 14: `receivedHolderSells`: the largest holders that never received from a pair (bags that came by transfer:
 * presale, airdrop, team spread), each selling a small part of its own tokens the same way (`sellAsHolder`). Refused
 * while buyers sell: only bought tokens can be sold.
 */
type OtherSells = {
  otherHolderSells?: HolderSell[];
  codeSenderTests?: CodeSenderTest[];
  receivedHolderSells?: HolderSell[];
};
export type WalletSell =
  | ({
      status: "completed";
      ok: boolean;
      reason: string | null;
      layout: BalanceLayout;
      holderSell?: HolderSell | null;
    } & OtherSells)
  | ({ status: "not_run"; reason: string; holderSell?: HolderSell | null } & OtherSells);

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
    /** The pair sold into (the holder's sell asks the token for its reason with a direct transfer to it). */
    pair?: Address;
    path: Address[];
    amount: bigint;
    toQuote?: boolean;
    /** The head block's base fee: the sell pays a real gas price (simulate.ts `callFee`). */
    baseFee?: bigint | null;
    /** A real holder that bought from the pair and the amount of its own balance it sells. */
    holder?: { address: Address; amount: bigint } | null;
    /** The largest other real holders, each selling a small part of its own balance (same batch). */
    others?: readonly { address: Address; amount: bigint }[];
    /** Session 14: the largest holders that never received from a pair, each selling a small part (same batch). */
    received?: readonly { address: Address; amount: bigint }[];
  },
  layout: BalanceLayout | null,
): Promise<WalletSell> {
  const holders = [...(target.holder ? [target.holder] : []), ...(target.others ?? [])];
  const [wallet, holderSell, others, codeTests, received] = await Promise.all([
    layout
      ? sellOnce(client, target, layout, WALLET_SELLER, target.amount, true)
      : Promise.resolve({ status: "not_run" as const, reason: "the token's balance slot was not found by probing" }),
    target.holder ? sellAsHolder(client, target, target.holder.address, target.holder.amount) : Promise.resolve(null),
    Promise.all((target.others ?? []).map((h) => sellAsHolder(client, target, h.address, h.amount))),
    target.pair
      ? Promise.all(holders.map((h) => codeSenderTest(client, target, h.address, h.amount)))
      : Promise.resolve([] as (CodeSenderTest | null)[]),
    Promise.all((target.received ?? []).map((h) => sellAsHolder(client, target, h.address, h.amount))),
  ]);
  return {
    ...wallet,
    holderSell,
    otherHolderSells: others.filter((h): h is HolderSell => h !== null),
    codeSenderTests: codeTests.filter((t): t is CodeSenderTest => t !== null),
    receivedHolderSells: received.filter((h): h is HolderSell => h !== null),
  };
}

/**
 * The eth_calls a sellAsWallet batch holds (reader.ts counts its round against the batch size): the wallet, each
 * buyer's sell and (with a pair) its two direct transfers, each received bag's sell.
 */
export function walletSellCalls(withPair: boolean, holders: number, received = 0): number {
  return 1 + holders + (withPair ? 2 * holders : 0) + received;
}

const TRANSFER_ABI = parseAbi(["function transfer(address,uint256) returns (bool)"]);

/**
 * A real holder's direct transfer of `amount` to the pair, without and with code at its address (two eth_calls in the
 * batch): CodeSenderTest. Null when either call did not give the token's answer (a transport error).
 */
async function codeSenderTest(
  client: PublicClient,
  target: { token: Address; pair?: Address; amount: bigint; baseFee?: bigint | null },
  holder: Address,
  amount: bigint,
): Promise<CodeSenderTest | null> {
  const sent = amount < target.amount ? amount : target.amount;
  if (sent <= 0n || !target.pair) return null;
  const data = encodeFunctionData({ abi: TRANSFER_ABI, functionName: "transfer", args: [target.pair, sent] });
  const once = async (withCode: boolean): Promise<{ ok: boolean; reason: string | null } | null> => {
    try {
      const ret = (await client.request(
        {
          method: "eth_call",
          params: [
            {
              from: holder,
              to: target.token,
              data,
              gas: toHex(WALLET_SELL_GAS),
              ...callFee(target.baseFee).fields,
            },
            "latest",
            fundCaller(
              withCode ? { [holder]: { code: SIMULATOR_RUNTIME_BYTECODE } } : {},
              holder,
              WALLET_SELL_GAS,
              target.baseFee,
            ),
          ],
        } as never,
        { retryCount: 0 },
      )) as Hex;
      // A token that answers false instead of reverting refused the transfer too.
      if (ret.length >= 66 && BigInt(ret.slice(0, 66)) === 0n) return { ok: false, reason: "transfer returned false" };
      return { ok: true, reason: null };
    } catch (err) {
      return isExecutionRevert(err) ? { ok: false, reason: shortMessage(err) } : null;
    }
  };
  const [plain, coded] = await Promise.all([once(false), once(true)]);
  if (!plain || !coded) return null;
  return {
    holder,
    amount: sent,
    plainOk: plain.ok,
    plainReason: plain.reason,
    codedOk: coded.ok,
    codedReason: coded.reason,
  };
}

/**
 * The real holder's own sell (one eth_call, in the same batch as the wallet sell): the simulator's code is placed at
 * the holder's address (its token balance untouched) and `sellAsHolder` is called from it, so the token sees the
 * holder approving the router itself and selling tokens it already held. It sells at most `amount` and at most the
 * wallet sell's amount (a small part: max-sell limits do not apply), and its balance is read before and after.
 * Null when the call did not run (a transport error): never a failed sell.
 */
async function sellAsHolder(
  client: PublicClient,
  target: {
    token: Address;
    router: Address;
    pair?: Address;
    path: Address[];
    amount: bigint;
    toQuote?: boolean;
    baseFee?: bigint | null;
  },
  holder: Address,
  amount: bigint,
): Promise<HolderSell | null> {
  const sold = amount < target.amount ? amount : target.amount;
  if (sold <= 0n) return null;
  const data = encodeFunctionData({
    abi: SIMULATOR_ABI,
    functionName: "sellAsHolder",
    args: [
      target.router,
      target.token,
      target.pair ?? "0x0000000000000000000000000000000000000000",
      target.path,
      target.toQuote === true,
      sold,
    ],
  });
  try {
    const ret = (await client.request(
      {
        method: "eth_call",
        params: [
          { from: holder, to: holder, data, gas: toHex(WALLET_SELL_GAS), ...callFee(target.baseFee).fields },
          "latest",
          fundCaller({ [holder]: { code: SIMULATOR_RUNTIME_BYTECODE } }, holder, WALLET_SELL_GAS, target.baseFee),
        ],
      } as never,
      { retryCount: 0 },
    )) as Hex;
    const h = decodeFunctionResult({ abi: SIMULATOR_ABI, functionName: "sellAsHolder", data: ret }) as unknown as {
      approveOk: boolean;
      sellOk: boolean;
      held: bigint;
      sold: bigint;
      afterSell: bigint;
      sellError: Hex;
      tokenError: Hex;
      pairReceived: bigint;
    };
    if (h.held === 0n) return null;
    return {
      holder,
      mode: "own",
      ok: h.sellOk,
      reason: h.sellOk
        ? null
        : !h.approveOk
          ? "the holder's own approve(router) was refused"
          : (decodeRevertReason(h.tokenError) ?? decodeRevertReason(h.sellError) ?? "sell reverted without a reason"),
      held: h.held,
      sold: h.sold,
      after: h.afterSell,
      approveOk: h.approveOk,
      overTaken: h.sellOk ? overTakenOf("holder-sell", h.held, h.sold, h.afterSell) : null,
      ...(h.sellOk && h.sold > 0n
        ? {
            received: h.pairReceived,
            taxBps: h.pairReceived >= h.sold ? 0 : Number(((h.sold - h.pairReceived) * 10_000n) / h.sold),
          }
        : {}),
    };
  } catch {
    // The sell's reverts are caught inside the call: a call that fails is the node's (or out of gas), not the token's answer.
    return null;
  }
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
