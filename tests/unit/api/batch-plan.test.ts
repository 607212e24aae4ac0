import { describe, expect, it } from "vitest";
import { planBatch } from "@/lib/api/routes/scan";
import { ScanRequestSchema } from "@/lib/api/schemas";

const MINT = "So11111111111111111111111111111111111111112";

describe("planBatch validates each item with the scan request schema (no second set of rules)", () => {
  const items = [
    { tokenAddress: MINT },
    { mint: ` ${MINT} ` },
    { tokenAddress: MINT, chain: " SOLANA " },
    {},
    { tokenAddress: "not-base58-0OIl" },
    { tokenAddress: MINT, mint: "11111111111111111111111111111111" },
    { tokenAddress: MINT, chain: "dogechain" },
    { tokenAddress: "x".repeat(100) },
  ];
  const plans = planBatch({ chain: "solana", clientRef: null, items });

  it("plans valid items for scanning and refuses the others alone", () => {
    expect(plans.map((p) => (p.input ? "scan" : p.error?.reason))).toEqual([
      "scan",
      "scan",
      "scan",
      "INVALID_INPUT",
      "INVALID_INPUT",
      "INVALID_INPUT",
      "INVALID_INPUT",
      "INVALID_INPUT",
    ]);
    expect(plans[1]).toMatchObject({ address: MINT, input: { chain: "solana", tokenAddress: MINT } });
  });

  it("gives each refused item the schema's own message", () => {
    items.forEach((item, i) => {
      const parsed = ScanRequestSchema.safeParse({ ...item, chain: "chain" in item ? item.chain : "solana" });
      expect(plans[i].error?.message ?? null).toBe(parsed.success ? null : parsed.error.issues[0].message);
    });
  });
});
