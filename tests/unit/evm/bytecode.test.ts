import { readFileSync } from "node:fs";
import { encodeAbiParameters, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { TEST_TOKENS_ARTIFACT } from "@/contracts/paths";
import {
  analyseCode,
  detectCapabilities,
  eip1167Implementation,
  hexToBytes,
  scanBytecode,
  stripMetadata,
} from "@/lib/chains/evm/bytecode";
import { decodeAddressSlot } from "@/lib/chains/evm/proxy";

const artifacts = (
  JSON.parse(readFileSync(TEST_TOKENS_ARTIFACT, "utf8")) as { contracts: Record<string, { deployedBytecode: Hex }> }
).contracts;
const caps = (name: string) =>
  new Set(detectCapabilities(scanBytecode(artifacts[name].deployedBytecode).selectors).map((c) => c.capability));

describe("selector detection (compiled test tokens)", () => {
  it("finds each token's privileged functions and nothing it does not have", () => {
    expect(caps("CleanToken")).toEqual(new Set(["ownership"]));
    expect(caps("MintableToken")).toEqual(new Set(["ownership", "mint"]));
    expect(caps("BlacklistToken")).toEqual(new Set(["ownership", "blacklist"]));
    expect(caps("PausableToken")).toEqual(new Set(["ownership", "pause"]));
    expect(caps("FeeToken")).toEqual(new Set(["ownership", "fee_setter", "max_tx_wallet"]));
    expect(caps("TokenProxy")).toEqual(new Set(["upgrade"]));
    expect(caps("Bytes32MetaToken")).toEqual(new Set());
  });

  it("names the matched signature and selector", () => {
    const mint = detectCapabilities(scanBytecode(artifacts.MintableToken.deployedBytecode).selectors).find(
      (c) => c.capability === "mint",
    );
    expect(mint).toEqual({ capability: "mint", signature: "mint(address,uint256)", selector: "0x40c10f19" });
  });

  it("sees DELEGATECALL in the proxy, not in plain tokens; no SELFDESTRUCT in either", () => {
    expect(scanBytecode(artifacts.TokenProxy.deployedBytecode).delegatecall).toBe(true);
    expect(scanBytecode(artifacts.CleanToken.deployedBytecode).delegatecall).toBe(false);
    expect(scanBytecode(artifacts.TokenProxy.deployedBytecode).selfdestruct).toBe(false);
  });
});

describe("opcode walk", () => {
  it("never reads PUSH data as opcodes or selectors", () => {
    // PUSH2 0xff63 (data contains SELFDESTRUCT and PUSH4 bytes), then PUSH4 0x40c10f19 (mint), then STOP.
    const scan = scanBytecode("0x61ff636340c10f1900");
    expect(scan.selfdestruct).toBe(false);
    expect(scan.selectors).toEqual(["0x40c10f19"]);
    expect(scanBytecode("0x6000ff").selfdestruct).toBe(true); // PUSH1 0 SELFDESTRUCT
    expect(scanBytecode("0x5af4").delegatecall).toBe(true); // GAS DELEGATECALL
  });

  it("ignores the CBOR metadata trailer (its hash bytes are not code)", () => {
    // code: STOP; trailer: a1 65 "bzzr0" 58 20 <32 bytes with ff> ; length 0x0029
    const trailer = `a165627a7a72305820${"ff".repeat(32)}0029`;
    const code = hexToBytes(`0x00${trailer}`);
    expect(stripMetadata(code).length).toBe(1);
    expect(scanBytecode(`0x00${trailer}`).selfdestruct).toBe(false);
  });
});

describe("EIP-1167 clones", () => {
  const impl = "0x0E801D84Fa97b50751Dbf25036d067dCf18858bF";
  it("decodes the implementation of a minimal proxy", () => {
    expect(
      eip1167Implementation(`0x363d3d373d3d3d363d73${impl.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`),
    ).toBe(impl);
  });
  it("rejects anything else (wrong suffix, extra bytes, normal code)", () => {
    expect(eip1167Implementation(`0x363d3d373d3d3d363d73${impl.slice(2)}5af43d82803e903d91602b57fd5bf4`)).toBeNull();
    expect(eip1167Implementation(`0x363d3d373d3d3d363d73${impl.slice(2)}5af43d82803e903d91602b57fd5bf300`)).toBeNull();
    expect(eip1167Implementation(artifacts.CleanToken.deployedBytecode)).toBeNull();
  });
});

describe("EIP-1967 slot decoding", () => {
  it("empty, address (checksummed), and malformed (upper bytes set) slots", () => {
    expect(decodeAddressSlot("0x")).toEqual({ kind: "empty" });
    expect(decodeAddressSlot(`0x${"0".repeat(64)}`)).toEqual({ kind: "empty" });
    const word = encodeAbiParameters([{ type: "address" }], ["0x70997970c51812dc3a010c7d01b50e0d17dc79c8"]);
    expect(decodeAddressSlot(word)).toEqual({ kind: "address", address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" });
    const junk = `0x01${"0".repeat(22)}70997970c51812dc3a010c7d01b50e0d17dc79c8` as Hex;
    expect(decodeAddressSlot(junk).kind).toBe("malformed");
  });
  it("accepts short (unpadded) slot values some nodes return", () => {
    expect(decodeAddressSlot("0x70997970c51812dc3a010c7d01b50e0d17dc79c8")).toEqual({
      kind: "address",
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    });
  });
});

describe("address constants", () => {
  // PUSH20 <20 bytes> POP: a revert message cut into words is pushed the same way as an address.
  const push20 = (hex20: string) => `0x73${hex20}50`;
  it("twenty printable ASCII bytes (a piece of a revert string) are no address; a real address stays", () => {
    const text = Buffer.from("insufficient-balance").toString("hex");
    expect(analyseCode(push20(text)).addressConstants).toEqual([]);
    expect(analyseCode(push20("f39fd6e51aad88f6f4ce6ab8827279cfffb92266")).addressConstants).toEqual([
      "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    ]);
  });
});
