/**
 * Pool, position and curve accounts of Meteora (DAMM v1, DAMM v2, DLMM, DBC), Raydium (CLMM, LaunchLab)
 * and Orca (Whirlpool), encoded with each protocol's OWN coder from its published SDK (devDependencies):
 *  - Anchor `BorshAccountsCoder` over the IDL shipped in @meteora-ag/cp-amm-sdk@1.5.0 (DAMM v2),
 *    @meteora-ag/dlmm@1.9.14 (DLMM), @meteora-ag/dynamic-bonding-curve-sdk@1.5.12 (DBC, and the DAMM v1
 *    IDL it embeds), @orca-so/whirlpools-sdk@0.22.0 (Whirlpool), @pump-fun/pump-swap-sdk@1.20.0 (PumpSwap
 *    pool, and the pump.fun bonding curve its IDL also carries);
 *  - the buffer-layout structs of @raydium-io/raydium-sdk-v2@0.2.73-alpha (`PoolInfoLayout`,
 *    `PersonalPositionLayout`, `LaunchpadPool`), which leave the 8-byte Anchor discriminator to the caller.
 * Each encoder starts from the coder's decoding of an all-zero account and sets the given fields, so
 * every other field is what the coder writes for zero. The SDKs are CommonJS (the DLMM ESM build does
 * not load under Node's ESM resolver), hence createRequire.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: untyped CommonJS SDK handles
type Any = any;
const anchor: Any = require("@coral-xyz/anchor");
const web3: Any = require("@solana/web3.js");
const BN: Any = require("bn.js");
export const cpAmmSdk: Any = require("@meteora-ag/cp-amm-sdk");
export const dlmmSdk: Any = require("@meteora-ag/dlmm");
export const dbcSdk: Any = require("@meteora-ag/dynamic-bonding-curve-sdk");
export const orcaSdk: Any = require("@orca-so/whirlpools-sdk");
export const raydiumSdk: Any = require("@raydium-io/raydium-sdk-v2");
export const pumpSwapSdk: Any = require("@pump-fun/pump-swap-sdk");

const connection = new web3.Connection("http://127.0.0.1:9");
const coders = {
  dammV2: new anchor.Program(cpAmmSdk.CpAmmIdl, { connection }).coder.accounts,
  dlmm: new anchor.Program(dlmmSdk.IDL, { connection }).coder.accounts,
  dbc: new anchor.Program(dbcSdk.DynamicBondingCurveIdl, { connection }).coder.accounts,
  dammV1: dbcSdk.createDammV1Program(connection).coder.accounts,
  orca: new anchor.Program(orcaSdk.WHIRLPOOL_IDL, { connection }).coder.accounts,
  pump: pumpSwapSdk.getPumpAmmProgram(connection).coder.accounts,
};

const pk = (a: string) => new web3.PublicKey(a);
const bn = (v: bigint | number) => new BN(v.toString());

/** Values: strings are addresses, bigints/numbers become BN, booleans stay; nested objects merge. */
type Fields = { [k: string]: string | bigint | number | boolean | Any[] | Fields };
function apply(target: Any, fields: Fields): Any {
  for (const [k, v] of Object.entries(fields)) {
    if (!(k in target)) throw new Error(`no field ${k} in the SDK's account type`);
    if (Array.isArray(v)) target[k] = v;
    else if (typeof v === "string") target[k] = pk(v);
    else if (typeof v === "bigint") target[k] = bn(v);
    else if (typeof v === "number") target[k] = BN.isBN(target[k]) ? bn(v) : v;
    else if (typeof v === "boolean") target[k] = typeof target[k] === "number" ? Number(v) : v;
    else apply(target[k], v);
  }
  return target;
}

function anchorEncode(coder: Any, name: string, size: number, fields: Fields): Uint8Array {
  const zero = Buffer.alloc(size + 64);
  coder.accountDiscriminator(name).copy(zero);
  const value = apply(coder.decode(name, zero), fields);
  // What BorshAccountsCoder.encode does (discriminator + the IDL layout's bytes), synchronously and
  // without its fixed 1000-byte scratch buffer, which DLMM positions (8120 bytes) overrun.
  const out = Buffer.alloc(size);
  const len = coder.accountLayouts.get(name).layout.encode(value, out);
  return new Uint8Array(Buffer.concat([coder.accountDiscriminator(name), out.subarray(0, len)]));
}

/** The Anchor discriminator sha256("account:<Name>")[..8]. */
const disc = (name: string) => createHash("sha256").update(`account:${name}`).digest().subarray(0, 8);

function layoutEncode(layout: Any, discName: string, fields: Fields): Uint8Array {
  const buf = Buffer.alloc(layout.span);
  const value = apply(layout.decode(buf), fields);
  layout.encode(value, buf);
  disc(discName).copy(buf);
  return new Uint8Array(buf);
}

export const encodeDammV2Pool = (f: Fields) => anchorEncode(coders.dammV2, "pool", 1112, f);
export const encodeDammV2Position = (f: Fields) => anchorEncode(coders.dammV2, "position", 408, f);
export const encodeDammV1Pool = (f: Fields) => anchorEncode(coders.dammV1, "pool", 944, f);
export const encodeLbPair = (f: Fields) => anchorEncode(coders.dlmm, "lbPair", 904, f);
export const encodeDlmmPosition = (f: Fields) => anchorEncode(coders.dlmm, "positionV2", 8120, f);
export const encodeDbcPool = (f: Fields) => anchorEncode(coders.dbc, "virtualPool", 424, f);
export const encodeDbcConfig = (f: Fields) => anchorEncode(coders.dbc, "poolConfig", 1048, f);
export const encodeWhirlpool = (f: Fields) => anchorEncode(coders.orca, "whirlpool", 653, f);
export const encodeOrcaPosition = (f: Fields) => anchorEncode(coders.orca, "position", 216, f);
export const encodePumpSwapPool = (f: Fields) => anchorEncode(coders.pump, "pool", 300, f);
export const encodePumpBondingCurve = (f: Fields) => anchorEncode(coders.pump, "bondingCurve", 150, f);
export const encodeOrcaLockConfig = (f: Fields) => anchorEncode(coders.orca, "lockConfig", 200, f);
export const encodeRaydiumClmmLock = (f: Fields) =>
  layoutEncode(raydiumSdk.LockClPositionLayoutV2, "LockedClmmPositionState", f);
export const encodeClmmPool = (f: Fields) => layoutEncode(raydiumSdk.PoolInfoLayout, "PoolState", f);
export const encodeClmmPosition = (f: Fields) =>
  layoutEncode(raydiumSdk.PersonalPositionLayout, "PersonalPositionState", f);
export const encodeLaunchLabPool = (f: Fields) => layoutEncode(raydiumSdk.LaunchpadPool, "PoolState", f);

/** DLMM liquidity shares: `perBin` in each of the first `bins` of the position's 70. */
export function dlmmShares(perBin: bigint, bins: number): Any[] {
  return Array.from({ length: 70 }, (_, i) => bn(i < bins ? perBin : 0n));
}
export { bn };
