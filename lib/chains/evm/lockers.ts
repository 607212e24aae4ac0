/**
 * Known liquidity lockers, per chain: LP tokens held by these contracts count as "locked" (not as a holder).
 * Versioned: bump LOCKERS_VERSION with any change so results can say which list they used. Each entry names its
 * public source below (UNCX / Unicrypt liquidity lockers, Team Finance lock, PinkSale PinkLock);
 * a locker missing here makes its LP count as "held by a contract", never as locked (unknown is never safe).
 * Unlock dates are read where the locker exposes them (lock-dates.ts): an entry's `lockReader` names the interface;
 * without one the interface is DETECTED by probing the read functions of every known interface (UNCX V2's
 * getNumLocksForToken, PinkLock V2's totalLockCountForToken) in the pair round, never guessed from the name. A locker
 * that answers neither (Team Finance) has unreadable locks: its LP is unknown, not locked.
 */
import type { Address } from "viem";
import type { EvmChainName } from "./chains";

export const LOCKERS_VERSION = "2026-11-23.2";

export interface KnownLocker {
  name: string;
  address: Address;
  /** How to read its locks; omitted: detected by probing the read functions (`LOCK_READERS`); null: not readable. */
  lockReader?: LockReader | null;
}

/** Lock-reading interfaces the reader knows (lock-dates.ts). */
export type LockReader = "uncx-v2" | "pinklock-v2";

/** Max locks read per locker and LP token (the earliest unlock among them is reported). */
export const MAX_LOCKS_READ = 10;

/** The read interfaces probed, in order, when an entry names none. */
export const LOCK_READERS: readonly LockReader[] = ["uncx-v2", "pinklock-v2"];

/**
 * The interfaces to try for a locker: its named reader (none when null), else every known interface (detection by
 * probing; the first whose count function answers is the locker's). Never derived from the name.
 */
export function lockReadersToProbe(locker: KnownLocker): readonly LockReader[] {
  if (locker.lockReader === null) return [];
  if (locker.lockReader !== undefined) return [locker.lockReader];
  return LOCK_READERS;
}

// Sources (checked 2026-11-23):
//  [uncx]  github.com/uncx-network/liquidity-locker-univ2-contracts README ("V1.0 UniV2 Lockers", "Latest deployments").
//  [llama] github.com/DefiLlama/DefiLlama-Adapters projects/unicrypt/config.js, projects/team-finance/config.js,
//          projects/pinksale/index.js (the contracts whose balances those adapters count as locked).
// No locker of Team Finance or PinkSale publishes its addresses in its own docs; [llama] is the best public record.
export const KNOWN_LOCKERS: Readonly<Record<EvmChainName, readonly KnownLocker[]>> = {
  ethereum: [
    // [uncx] V1.0 "Uniswap V2"; [llama] unicrypt uniswapv2.
    { name: "UNCX (Unicrypt) Uniswap V2 locker", address: "0x663A5C229c09b049E36dCc11a9B0d4a8Eb9db214" },
    // [uncx] Latest deployments (April 2024), ETH lockerV2.
    { name: "UNCX Uniswap V2 locker V2", address: "0x59d7D55DdC58494FbBbca29904f108ece82Ac7FB" },
    // [uncx] V1.0 "Sushiswap V1"; [llama] unicrypt sushiswap.
    { name: "UNCX SushiSwap locker", address: "0xED9180976c2a4742C7A57354FD39d8BEc6cbd8AB" },
    // [llama] team-finance ethereum (current V3 lock contract, then the two older ones).
    { name: "Team Finance lock", address: "0xE2fE530C047f2d85298b07D9333C05737f1435fB" },
    { name: "Team Finance lock (old)", address: "0xDBF72370021baBAfbCeb05aB10f99Ad275c6220A" },
    { name: "Team Finance lock (old)", address: "0xC77aab3c6D7dAb46248F3CC3033C856171878BD5" },
    // [llama] pinksale ethereum vaults (older, then newer).
    { name: "PinkLock", address: "0x33d4cC8716Beb13F814F538Ad3b2de3b036f5e2A" },
    { name: "PinkLock V2", address: "0x71B5759d73262FBb223956913ecF4ecC51057641" },
  ],
  base: [
    // [uncx] Latest deployments (April 2024), Base lockerV2 for Uniswap V2.
    { name: "UNCX Uniswap V2 locker V2", address: "0xc4E637D37113192F4F1F060DaEbD7758De7F4131" },
    // [llama] team-finance base.
    { name: "Team Finance lock", address: "0x4F0Fd563BE89ec8C3e7D595bf3639128C0a7C33A" },
    // No PinkLock or BaseSwap-specific locker found in a public record; not listed (their LP counts as held by a contract).
  ],
  bsc: [
    // [uncx] V1.0 "Pancakeswap V2"; [llama] unicrypt pancakeswapv2.
    { name: "UNCX (Unicrypt) PancakeSwap V2 locker", address: "0xC765bddB93b0D1c1A88282BA0fa6B2d00E3e0c83" },
    // [uncx] Latest deployments (April 2024), BSC lockerV2 for Uniswap V2.
    { name: "UNCX Uniswap V2 locker V2", address: "0x7229247bD5cf29FA9B0764Aa1568732be024084b" },
    // [llama] pinksale bsc vaults (older, then newer).
    { name: "PinkLock", address: "0x7ee058420e5937496F5a2096f04caA7721cF70cc" },
    { name: "PinkLock V2", address: "0x407993575c91ce7643a4d4cCACc9A98c36eE1BBE" },
    // [llama] team-finance bsc.
    { name: "Team Finance lock", address: "0x0C89C0407775dd89b12918B9c0aa42Bf96518820" },
    { name: "Team Finance lock", address: "0x7536592bb74b5d62eB82e8b93b17eed4eed9A85c" },
  ],
};
