/**
 * A tiny sBPF program generator (TEST SUPPORT ONLY): emits a minimal SBPF v0 ELF shared object
 * that the agave loader in LiteSVM accepts (`addProgram`), so tests can deploy real programs
 * (e.g. transfer hooks) without a Solana toolchain.
 *
 * Layout (what solana-sbpf's lenient ELF parser requires for v0):
 *   ELF64 little-endian, ET_DYN, EM_BPF (247), e_flags 0 (SBPF v0), no program headers;
 *   sections: [0] SHT_NULL, [1] .text (PROGBITS, ALLOC|EXECINSTR, sh_addr == sh_offset),
 *   [2] .shstrtab; e_entry = the first .text instruction. No relocations, no data sections.
 *
 * Instructions are the classic 8-byte eBPF encoding: opcode, dst|src<<4, i16 offset, i32 imm.
 */

const EHDR_SIZE = 64;
const SHDR_SIZE = 64;
const PHDR_SIZE = 56;
const ET_DYN = 3;
const EM_BPF = 247;
const SHT_PROGBITS = 1;
const SHT_STRTAB = 3;
const SHF_ALLOC = 0x2;
const SHF_EXECINSTR = 0x4;

export type Insn = Uint8Array;

function insn(opcode: number, dst: number, src: number, off: number, imm: number): Insn {
  const b = new Uint8Array(8);
  const dv = new DataView(b.buffer);
  b[0] = opcode;
  b[1] = (dst & 0xf) | ((src & 0xf) << 4);
  dv.setInt16(2, off, true);
  dv.setInt32(4, imm, true);
  return b;
}

/** mov64 dst, imm */
export const mov64Imm = (dst: number, imm: number): Insn => insn(0xb7, dst, 0, 0, imm);
/** ldxdw dst, [src + off] */
export const ldxdw = (dst: number, src: number, off: number): Insn => insn(0x79, dst, src, off, 0);
/** jeq dst, imm, +off */
export const jeqImm = (dst: number, imm: number, off: number): Insn => insn(0x15, dst, 0, off, imm);
/** exit (return r0) */
export const exit = (): Insn => insn(0x95, 0, 0, 0, 0);

/** Builds the ELF for a list of instructions (the entrypoint is the first one). */
export function sbpfElf(code: Insn[]): Uint8Array {
  if (code.length === 0) throw new Error("a program needs at least one instruction");
  const text = new Uint8Array(code.length * 8);
  code.forEach((c, i) => text.set(c, i * 8));
  const shstrtab = new TextEncoder().encode("\0.text\0.shstrtab\0");
  const textOff = EHDR_SIZE;
  const shstrOff = textOff + text.length;
  const shOff = Math.ceil((shstrOff + shstrtab.length) / 8) * 8;
  const out = new Uint8Array(shOff + 3 * SHDR_SIZE);
  const dv = new DataView(out.buffer);
  out.set([0x7f, 0x45, 0x4c, 0x46, 2 /* 64-bit */, 1 /* LE */, 1 /* EV_CURRENT */, 0 /* SYSV ABI */], 0);
  dv.setUint16(16, ET_DYN, true);
  dv.setUint16(18, EM_BPF, true);
  dv.setUint32(20, 1, true); // e_version
  dv.setBigUint64(24, BigInt(textOff), true); // e_entry
  dv.setBigUint64(32, 0n, true); // e_phoff (no program headers)
  dv.setBigUint64(40, BigInt(shOff), true); // e_shoff
  dv.setUint32(48, 0, true); // e_flags: SBPF v0
  dv.setUint16(52, EHDR_SIZE, true);
  dv.setUint16(54, PHDR_SIZE, true);
  dv.setUint16(56, 0, true); // e_phnum
  dv.setUint16(58, SHDR_SIZE, true);
  dv.setUint16(60, 3, true); // e_shnum
  dv.setUint16(62, 2, true); // e_shstrndx
  out.set(text, textOff);
  out.set(shstrtab, shstrOff);
  const section = (
    i: number,
    name: number,
    type: number,
    flags: number,
    addr: number,
    offset: number,
    size: number,
    align: number,
  ) => {
    const b = shOff + i * SHDR_SIZE;
    dv.setUint32(b, name, true);
    dv.setUint32(b + 4, type, true);
    dv.setBigUint64(b + 8, BigInt(flags), true);
    dv.setBigUint64(b + 16, BigInt(addr), true);
    dv.setBigUint64(b + 24, BigInt(offset), true);
    dv.setBigUint64(b + 32, BigInt(size), true);
    dv.setBigUint64(b + 48, BigInt(align), true);
  };
  section(1, 1, SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, textOff, textOff, text.length, 8);
  section(2, 7, SHT_STRTAB, 0, 0, shstrOff, shstrtab.length, 1);
  return out;
}

/** A program that returns `code` for every instruction: 0 accepts, non-zero fails with Custom(code). */
export function returnProgram(code: number): Uint8Array {
  return sbpfElf([mov64Imm(0, code), exit()]);
}

/**
 * A program that succeeds only when it was invoked with exactly `accounts` accounts (the first
 * u64 of the serialized input at r1), else fails with Custom(`rejectCode`). As a transfer hook,
 * `accounts` = 5 (source, mint, destination, authority, validation) + the resolved extras.
 */
export function acceptIfAccountCount(accounts: number, rejectCode: number): Uint8Array {
  return sbpfElf([ldxdw(2, 1, 0), mov64Imm(0, 0), jeqImm(2, accounts, 1), mov64Imm(0, rejectCode), exit()]);
}
