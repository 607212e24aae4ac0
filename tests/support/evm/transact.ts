/**
 * Test support: transactions on the local node (auto-mining) from its unlocked dev accounts, for the fixture
 * (deploy.ts) and the launcher (launch.ts). A plain eth_sendTransaction (the node fills nonce and gas, as it does for
 * viem's wallet client with a JSON-RPC account, which also asks eth_chainId before every transaction); the
 * transaction is mined when the call returns, so its receipt is read at once (waited for only if it is not there).
 */
import { type Abi, type Address, encodeDeployData, getAddress, type Hex, type PublicClient, toHex } from "viem";

export function nodeTransactions(pub: PublicClient) {
  const wait = async (hash: Hex) => {
    const receipt = await pub
      .getTransactionReceipt({ hash })
      .catch(() => pub.waitForTransactionReceipt({ hash, pollingInterval: 10 }));
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const transact = async (tx: { from: Address; to?: Address; data: Hex; value?: bigint }) =>
    wait(
      (await pub.request({
        method: "eth_sendTransaction",
        params: [{ from: tx.from, to: tx.to, data: tx.data, value: toHex(tx.value ?? 0n) }],
      } as never)) as Hex,
    );
  /** Deploys `bytecode` (with or without 0x) with constructor `args`; returns the new contract's address. */
  const deployCode = async (from: Address, abi: Abi, bytecode: string, args: unknown[] = []) => {
    const data = encodeDeployData({
      abi,
      bytecode: (bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`) as Hex,
      args,
    });
    return getAddress((await transact({ from, data })).contractAddress!);
  };
  return { wait, transact, deployCode };
}
