/**
 * Authorities held by a program in a known role: PDAs derived with each program's PUBLISHED seeds
 * (derived here, not transcribed, so a wrong seed or pool address shows up as a mismatch in
 * tests/unit/solana/authority-holders.test.ts against the authority addresses shown on the mints).
 * Each entry says what the program does with the authority (its risk) and where that is documented.
 *
 * Instances (a pool's state address) are transcribed from the operators' documentation or taken from
 * Sanctum's maintained LST list (npm `sanctum-lst-list`); a stake pool that is in neither cannot be
 * recognised from its mint alone (the withdraw authority is
 * derived from the pool's address, which the mint does not name): its authority is reported as a
 * PDA of an unknown program.
 */
import { addressToBytes } from "./address";
import LST_POOLS from "./lst-pools.json";
import { once } from "./once";
import { findProgramAddress } from "./pda";

export const SPL_STAKE_POOL_PROGRAM_ID = "SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy";
/** Sanctum's deployments of the SPL stake-pool program (same instructions and seeds). */
export const SANCTUM_SPL_PROGRAM_ID = "SP12tWFxD9oJsVWNavTTBZvMbA6gkAmxtVgxdqvyvhY";
export const SANCTUM_SPL_MULTI_PROGRAM_ID = "SPMBzsVUuoHA4Jm6KunbsotaahvVikZs1JyTW6iJvbn";
export const MARINADE_PROGRAM_ID = "MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD";
export const SANCTUM_S_CONTROLLER_PROGRAM_ID = "5ocnV1qiCgaQR8Jb8xWnVbApfaygJ8tNoZfgPwsgx9kx";
export const WORMHOLE_TOKEN_BRIDGE_PROGRAM_ID = "wormDTUJ6AWPNvk59vGQbDvGJmqbDTdgWgAqcLBCgUb";

export interface KnownProgramAuthority {
  address: string;
  program: string;
  programName: string;
  /** The role the PDA plays, e.g. "stake pool withdraw authority". */
  role: string;
  /** What the program lets the authority do (the risk is the program's). */
  risk: string;
  /** Where the seeds and the instance are documented. */
  source: string;
}

interface Derivation {
  program: string;
  programName: string;
  role: string;
  seeds: () => Array<string | Uint8Array>;
  risk: string;
  source: string;
}

const STAKE_POOL_RISK =
  "The SPL stake pool program mints pool tokens only against SOL or stake deposited into the pool, at the pool's exchange rate; nobody can mint at will. The residual risk is the stake-pool program's (upgrade authority) and the pool manager's fee settings.";
const STAKE_POOL_SOURCE =
  'solana-program-library stake-pool/program/src/lib.rs find_withdraw_authority_program_address: seeds [stake_pool, b"withdraw"]';

function stakePool(name: string, pool: string, poolSource: string, program = SPL_STAKE_POOL_PROGRAM_ID): Derivation {
  return {
    program,
    programName: `${program === SPL_STAKE_POOL_PROGRAM_ID ? "SPL Stake Pool" : "Sanctum SPL Stake Pool"} (${name})`,
    role: "stake pool withdraw authority (mints pool tokens against deposits)",
    seeds: () => [addressToBytes(pool), "withdraw"],
    risk: STAKE_POOL_RISK,
    source: `${STAKE_POOL_SOURCE}; pool ${pool} (${poolSource})`,
  };
}

/** The stake-pool program of each pool kind in Sanctum's LST list (Spl, SanctumSpl, SanctumSplMulti). */
const POOL_PROGRAMS: Record<string, string> = {
  Spl: SPL_STAKE_POOL_PROGRAM_ID,
  SanctumSpl: SANCTUM_SPL_PROGRAM_ID,
  SanctumSplMulti: SANCTUM_SPL_MULTI_PROGRAM_ID,
};

/**
 * Every SPL-family stake pool of Sanctum's maintained LST list (npm `sanctum-lst-list`, vendored as
 * lst-pools.json by scripts/vendor-lst-pools.ts: symbol, mint, pool kind, pool address), so an LST that
 * is not on the trust list is still recognised by its mint authority.
 */
function sanctumListPools(): Derivation[] {
  const out: Derivation[] = [];
  for (const [symbol, , kind, pool] of LST_POOLS.pools as Array<[string, string, string, string]>) {
    const program = POOL_PROGRAMS[kind];
    if (program) out.push(stakePool(symbol, pool, LST_POOLS.source, program));
  }
  return out;
}

const DERIVATIONS: readonly Derivation[] = [
  stakePool("Jito", "Jito4APyf642JPZPx3hGc6WWJ8zPKtRbRs4P815Awbb", "Jito docs, JitoSOL stake pool"),
  stakePool("BlazeStake", "stk9ApL5HeVAwPLr3TLhDXdZS8ptVu7zp6ov8HFDuMi", "BlazeStake docs, bSOL stake pool"),
  stakePool(
    "jupSOL",
    "8VpRhuxa7sUUepdY3kQiTmX9rS5vx4WgaXiAnXq4KCtr",
    "Jupiter's jupSOL pool, a Sanctum multi-validator pool (public Sanctum client examples)",
    SANCTUM_SPL_MULTI_PROGRAM_ID,
  ),
  ...sanctumListPools(),
  {
    program: MARINADE_PROGRAM_ID,
    programName: "Marinade liquid staking",
    role: "mSOL mint authority",
    seeds: () => [addressToBytes("8szGkuLTAux9XMgZ2vtY39jVSowEcpBfFfD8hXSEqdGC"), "st_mint"],
    risk: "The Marinade program mints mSOL only against SOL deposited (at the pool price); the residual risk is the program's upgrade authority (Marinade multisig/DAO).",
    source:
      'marinade-finance/liquid-staking-program programs/marinade-finance/src/state/mod.rs MSOL_MINT_AUTHORITY_SEED b"st_mint" with the main state 8szGkuLTAux9XMgZ2vtY39jVSowEcpBfFfD8hXSEqdGC (Marinade docs)',
  },
  {
    program: SANCTUM_S_CONTROLLER_PROGRAM_ID,
    programName: "Sanctum Infinity (S controller)",
    role: "pool state (mints INF LP tokens against LSTs added to the pool)",
    seeds: () => ["state"],
    risk: "The S controller mints INF only against liquid-staking tokens added to the Infinity pool, at their SOL value; the residual risk is the program's upgrade authority and the pool admin's fee and LST-list settings.",
    source:
      'igneous-labs/S docs/s-controller-program/accounts.md: PoolState singleton at PDA ["state"]; program id from npm sanctum-lst-list (INF pool programId)',
  },
  {
    program: WORMHOLE_TOKEN_BRIDGE_PROGRAM_ID,
    programName: "Wormhole Token Bridge",
    role: "wrapped-asset mint signer",
    seeds: () => ["mint_signer"],
    risk: "The Wormhole token bridge mints wrapped assets only against tokens locked on the source chain (verified by guardian signatures); the residual risk is the bridge's (guardian set, program upgrades).",
    source:
      'wormhole-foundation/wormhole solana/modules/token_bridge/program/src/accounts.rs MintSigner seeds [b"mint_signer"]',
  },
];

const derived = once(() => {
  const map = new Map<string, KnownProgramAuthority>();
  for (const d of DERIVATIONS) {
    const [address] = findProgramAddress(d.program, d.seeds());
    const { seeds: _s, ...rest } = d;
    // The first derivation of an address wins (the hand-checked instances come before the list's).
    if (!map.has(address)) map.set(address, { address, ...rest });
  }
  return map;
});

/** The known program role of an authority address, or null. */
export function knownProgramAuthority(address: string): KnownProgramAuthority | null {
  return derived().get(address) ?? null;
}

/** Every known program authority (docs and tests). */
export function knownProgramAuthorities(): KnownProgramAuthority[] {
  return [...derived().values()];
}
