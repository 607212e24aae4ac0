/**
 * Static analysis of EVM runtime bytecode: the function selectors a contract dispatches on (PUSH4 immediates of a
 * proper opcode walk, so PUSH data is never read as opcodes), the SELFDESTRUCT and DELEGATECALL opcodes, EIP-1167
 * minimal-proxy clones, and the privileged capabilities these imply.
 *
 * Selector detection is a heuristic over well-known function names (table below, versioned with the code): a
 * contract can hide a capability behind an unusual name, so "not detected" is never "absent"; the buy/sell
 * simulation is the behavioural check. A selector in the table means the contract exposes that function.
 */
import { type Address, getAddress, type Hex, toFunctionSelector } from "viem";

export type Capability =
  | "mint"
  | "blacklist"
  | "whitelist"
  | "pause"
  | "fee_setter"
  | "max_tx_wallet"
  | "trading_switch"
  | "ownership"
  | "upgrade";

/** Function signatures per capability (Solidity canonical form). Version: 2026-11-23. */
export const CAPABILITY_SIGNATURES: Readonly<Record<Capability, readonly string[]>> = {
  mint: [
    "mint(address,uint256)",
    "mint(uint256)",
    "mintTo(address,uint256)",
    "issue(uint256)",
    "_mint(address,uint256)",
  ],
  blacklist: [
    "setBlacklist(address,bool)",
    "blacklist(address)",
    "blacklist(address,bool)",
    "blacklistAddress(address,bool)",
    "addToBlacklist(address)",
    "addBlacklist(address)",
    "setBots(address[],bool)",
    "addBots(address[])",
    "setBot(address,bool)",
    "blockAccount(address)",
    "addBlackList(address)",
  ],
  whitelist: [
    "setWhitelist(address,bool)",
    "addToWhitelist(address)",
    "whitelist(address,bool)",
    "excludeFromFees(address,bool)",
    "setIsFeeExempt(address,bool)",
  ],
  pause: ["pause()", "unpause()", "setPaused(bool)"],
  fee_setter: [
    "setFees(uint256,uint256,uint256)",
    "setFees(uint256,uint256)",
    "setFee(uint256)",
    "setFee(uint256,uint256)",
    "setTaxes(uint256,uint256)",
    "setTax(uint256)",
    "setBuyFee(uint256)",
    "setSellFee(uint256)",
    "setBuyTax(uint256)",
    "setSellTax(uint256)",
    "updateFees(uint256,uint256)",
    "updateBuyFees(uint256,uint256,uint256)",
    "updateSellFees(uint256,uint256,uint256)",
    "setTaxFeePercent(uint256)",
  ],
  max_tx_wallet: [
    "setMaxTxAmount(uint256)",
    "setMaxTxPercent(uint256)",
    "setMaxWalletSize(uint256)",
    "setMaxWallet(uint256)",
    "setMaxWalletAmount(uint256)",
    "updateMaxTxnAmount(uint256)",
    "updateMaxWalletAmount(uint256)",
    "removeLimits()",
  ],
  trading_switch: [
    "enableTrading()",
    "openTrading()",
    "setTradingEnabled(bool)",
    "setTrading(bool)",
    "startTrading()",
    "tradingStatus(bool)",
  ],
  ownership: [
    "owner()",
    "getOwner()",
    "transferOwnership(address)",
    "renounceOwnership()",
    "pendingOwner()",
    "acceptOwnership()",
  ],
  upgrade: ["upgradeTo(address)", "upgradeToAndCall(address,bytes)", "changeAdmin(address)"],
};

const SELECTOR_TO_SIGNATURE = new Map<string, { capability: Capability; signature: string }>();
for (const [capability, signatures] of Object.entries(CAPABILITY_SIGNATURES) as [Capability, readonly string[]][]) {
  for (const signature of signatures)
    SELECTOR_TO_SIGNATURE.set(toFunctionSelector(`function ${signature}`), { capability, signature });
}

const OP_PUSH1 = 0x60;
const OP_PUSH4 = 0x63;
const OP_PUSH32 = 0x7f;
const OP_DELEGATECALL = 0xf4;
const OP_SELFDESTRUCT = 0xff;

export function hexToBytes(hex: string): Uint8Array {
  const body = hex.startsWith("0x") ? hex.slice(2) : hex;
  return Uint8Array.from(Buffer.from(body.length % 2 ? `0${body}` : body, "hex"));
}

/**
 * The code without the Solidity/Vyper CBOR metadata trailer (its length is the last two bytes, and it starts with a
 * CBOR map header 0xa1..0xa5). Code without a recognisable trailer is returned as is.
 */
export function stripMetadata(code: Uint8Array): Uint8Array {
  if (code.length < 4) return code;
  const len = (code[code.length - 2] << 8) | code[code.length - 1];
  const start = code.length - 2 - len;
  if (len > 0 && start >= 0 && code[start] >= 0xa1 && code[start] <= 0xa5) return code.subarray(0, start);
  return code;
}

export interface BytecodeScan {
  /** 4-byte PUSH4 immediates (0x-prefixed, lowercase), in order of first appearance. */
  selectors: string[];
  selfdestruct: boolean;
  delegatecall: boolean;
}

/** Walks the opcodes (skipping PUSH data) of the code before its metadata trailer. */
export function scanBytecode(hex: string): BytecodeScan {
  const code = stripMetadata(hexToBytes(hex));
  const selectors = new Set<string>();
  let selfdestruct = false;
  let delegatecall = false;
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    if (op >= OP_PUSH1 && op <= OP_PUSH32) {
      const size = op - OP_PUSH1 + 1;
      if (op === OP_PUSH4 && pc + 4 < code.length + 1) {
        selectors.add(`0x${Buffer.from(code.subarray(pc + 1, pc + 5)).toString("hex")}`);
      }
      pc += size;
    } else if (op === OP_SELFDESTRUCT) selfdestruct = true;
    else if (op === OP_DELEGATECALL) delegatecall = true;
  }
  return { selectors: [...selectors], selfdestruct, delegatecall };
}

export interface CapabilityFinding {
  capability: Capability;
  signature: string;
  selector: string;
}

/** Known privileged functions found among the selectors. */
export function detectCapabilities(selectors: readonly string[]): CapabilityFinding[] {
  const found: CapabilityFinding[] = [];
  for (const selector of selectors) {
    const hit = SELECTOR_TO_SIGNATURE.get(selector.toLowerCase());
    if (hit) found.push({ ...hit, selector: selector.toLowerCase() });
  }
  return found.sort((a, b) => a.capability.localeCompare(b.capability) || a.signature.localeCompare(b.signature));
}

const EIP1167_PREFIX = "363d3d373d3d3d363d73";
const EIP1167_SUFFIX = "5af43d82803e903d91602b57fd5bf3";

/** The implementation address of an EIP-1167 minimal proxy (clone), or null. */
export function eip1167Implementation(hex: Hex | string): Address | null {
  const body = hex.toLowerCase().replace(/^0x/, "");
  if (body.length !== (10 + 20 + 15) * 2) return null;
  if (!body.startsWith(EIP1167_PREFIX) || !body.endsWith(EIP1167_SUFFIX)) return null;
  return getAddress(`0x${body.slice(EIP1167_PREFIX.length, EIP1167_PREFIX.length + 40)}`);
}
