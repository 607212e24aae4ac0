import { z } from "zod";
import { CLIENT_REF_MAX, TOKEN_ADDRESS_MAX } from "@/lib/api/limits";
import {
  CHAIN_ALIASES,
  CHAIN_NAMES,
  type ChainName,
  resolveChain,
  unsupportedChainMessage,
  validateTokenAddress,
} from "@/lib/chains/supported";
import { type Chain, ENGINE_CHAINS } from "@/lib/engine/types";

/**
 * The HTTP contract as zod schemas: requests are validated with them at the boundary, and
 * the OpenAPI document (lib/api/openapi.ts) is generated from them.
 */

// ---------- requests ----------

const chainAliasText = CHAIN_NAMES.map((c) => `${c} (${CHAIN_ALIASES[c].join(", ")})`).join("; ");

/** A chain name or alias, case-insensitive; the output is the canonical name (lib/chains/supported.ts). */
export const ChainSchema = z
  .string()
  .max(40, "chain is at most 40 characters")
  .transform((c, ctx): ChainName => {
    const chain = resolveChain(c);
    if (chain) return chain;
    ctx.addIssue({ code: "custom", message: unsupportedChainMessage(c) });
    return z.NEVER;
  })
  .describe(
    `Chain of the token, case-insensitive, normalised to its canonical name in responses. Supported (accepted names): ${chainAliasText}. Defaults to solana when omitted.`,
  );
const chainSchema = ChainSchema;

const addressSchema = z
  .string()
  .trim()
  .min(1, "token address is empty")
  .max(TOKEN_ADDRESS_MAX, "token address is too long")
  .describe(
    "Solana: base58, 32 bytes. Ethereum, Base, BNB Chain: 0x + 40 hex digits; mixed case must be a valid EIP-55 checksum. Returned in canonical form (EVM: checksummed).",
  );

/**
 * The address fields of a request checked against its chain, and replaced by their canonical form (EVM: EIP-55
 * checksummed, so every spelling of one token shares cache entries, watchlist entries and webhook payloads).
 */
function canonicalTokenFields<T extends { chain: ChainName; tokenAddress?: string; mint?: string }>(
  v: T,
  ctx: z.RefinementCtx,
): T {
  const out = { ...v };
  for (const field of ["tokenAddress", "mint"] as const) {
    const raw = v[field];
    if (raw === undefined) continue;
    const check = validateTokenAddress(v.chain, raw);
    if (check.ok) out[field] = check.address;
    else ctx.addIssue({ code: "custom", path: [field], message: check.message });
  }
  if (out.tokenAddress && out.mint && out.tokenAddress !== out.mint)
    ctx.addIssue({ code: "custom", path: ["mint"], message: "tokenAddress and mint disagree; send one of them" });
  return out;
}

export const ResponseModeSchema = z
  .enum(["platform", "full"])
  .describe("`platform` selects the compact platform JSON; `full` (the default) the full payload.");

export const ScanRequestSchema = z
  .object({
    tokenAddress: addressSchema.optional().describe("Address of the token (mint) to analyse."),
    mint: addressSchema.optional().describe("Legacy name of tokenAddress; still accepted."),
    chain: chainSchema.default("solana"),
    liquidityUsd: z
      .number()
      .finite()
      .min(0)
      .max(1e15)
      .optional()
      .describe("Caller-supplied liquidity in USD; overrides unknown market data and is labelled `caller`."),
    topHolderPct: z
      .number()
      .finite()
      .min(0)
      .max(100)
      .optional()
      .describe(
        "Caller-supplied top-holder share of supply, 0..100; overrides the on-chain figure and is labelled `caller`.",
      ),
    responseMode: ResponseModeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.tokenAddress && !v.mint)
      ctx.addIssue({ code: "custom", path: ["tokenAddress"], message: "tokenAddress (or legacy mint) is required" });
  })
  .transform(canonicalTokenFields)
  .describe("Scan request. Unknown fields are ignored.");
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

export const SandboxRequestSchema = z
  .object({
    tokenAddress: addressSchema
      .optional()
      .describe("Overrides the default sandbox token. See the sandbox catalogue on /docs#sandbox."),
    mint: addressSchema.optional().describe("Legacy name of tokenAddress."),
    chain: chainSchema.default("solana"),
    liquidityUsd: z.number().finite().min(0).max(1e15).optional(),
    topHolderPct: z.number().finite().min(0).max(100).optional(),
    responseMode: ResponseModeSchema.optional(),
  })
  .transform(canonicalTokenFields)
  .describe("Sandbox request; the body may be omitted entirely.");

export const BatchItemSchema = z.object({
  tokenAddress: z.string().max(200).optional(),
  mint: z.string().max(200).optional(),
  chain: z
    .string()
    .max(40)
    .optional()
    .describe(
      "Chain of this item (name or alias, as for the batch); defaults to the batch's chain. Items of one batch may be on different chains.",
    ),
});

export const BatchRequestSchema = z
  .object({
    chain: chainSchema.default("solana").describe("Default chain of the items (name or alias, case-insensitive)."),
    clientRef: z.string().max(CLIENT_REF_MAX, `clientRef is at most ${CLIENT_REF_MAX} characters`).optional(),
    items: z
      .array(BatchItemSchema)
      .min(1, "items must contain at least one item")
      .max(1000, "items has too many entries"),
  })
  .describe("Batch request. Items are validated one by one: a bad item fails alone, not the batch.");

// ---------- responses ----------

const severity = z.enum(["info", "low", "medium", "high", "critical"]);
const findingStatus = z.enum(["fail", "pass", "unknown", "not_applicable"]);
const riskLevel = z.enum(["low", "medium", "high", "critical"]);
const evidenceValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const FindingSchema = z.object({
  id: z.string().describe("Stable id, e.g. MINT_AUTHORITY_ACTIVE."),
  severity: severity.describe(
    "The severity this outcome is rated at: on a failing finding the applied severity (magnitude and trust context; it sets the penalty and the risk-level floor); on any other status the catalogue severity.",
  ),
  catalogueSeverity: severity.optional().describe("The check's catalogue severity, whatever the outcome."),
  status: findingStatus,
  penalty: z
    .number()
    .optional()
    .describe("Points this finding subtracted from the score (0 for pass / not_applicable)."),
  title: z.string(),
  detail: z.string(),
  evidence: z.record(z.string(), evidenceValue),
});

const evmSimulationSchema = z.object({
  status: z.enum(["completed", "inconclusive", "not_run"]),
  reason: z.string(),
  honeypot: z.boolean().nullable().describe("The buy delivered tokens but the sell reverted."),
  buyTaxPct: z.number().nullable(),
  sellTaxPct: z.number().nullable(),
  transferTaxPct: z.number().nullable(),
  buyGas: z.string().nullable(),
  sellGas: z.string().nullable(),
  transferGas: z.string().nullable(),
  buyReason: z.string().nullable(),
  sellReason: z
    .string()
    .nullable()
    .describe("The revert reason of a blocked sell (the token's own message when it gives one)."),
  transferReason: z.string().nullable(),
  gasAnomalies: z.array(z.string()),
  externalCalls: z
    .array(z.string())
    .describe("Outside contracts the simulated buy, transfer or sell called (other code than the token's)."),
});

const adminKindSchema = z.enum(["burn", "eoa", "multisig", "timelock", "contract"]).nullable();

const evmPrivilegesSchema = z
  .object({
    status: z.enum(["completed", "partial", "not_run"]),
    reason: z.string(),
    candidates: z.array(z.object({ address: z.string(), roles: z.array(z.string()) })),
    selectorsProbed: z.number().int(),
    selectorsSkipped: z.number().int(),
    attempted: z.number().int(),
    total: z.number().int(),
    effects: z.array(
      z.object({
        kind: z.enum(["mint", "drain", "freeze", "limit", "tax"]),
        scope: z.enum(["targeted", "global"]).nullable(),
        selector: z.string(),
        hint: z
          .string()
          .nullable()
          .describe("The known signature of the selector, when the table knows it (a hint only)."),
        caller: z.string(),
        callerRoles: z.array(z.string()),
        pattern: z.string(),
        measure: z.string(),
        before: z.string(),
        after: z.string(),
      }),
    ),
    undecided: z.array(z.string()),
  })
  .describe(
    "The privilege prober: calls of the token's functions as each privileged candidate, and their measured effects.",
  );

const EvmFactsSchema = z.object({
  chainId: z.number().int(),
  blockNumber: z.string(),
  code: z.object({ present: z.boolean(), size: z.number().int() }),
  proxy: z.object({
    kind: z.enum(["none", "eip1967", "eip1967_beacon", "eip1167", "zeppelinos", "eip1822", "eip2535"]),
    implementation: z.string().nullable(),
    admin: z.string().nullable(),
    adminIsContract: z.boolean().nullable(),
    beacon: z.string().nullable(),
    adminKind: adminKindSchema,
    adminOwner: z
      .object({
        address: z.string(),
        kind: adminKindSchema,
        threshold: z.number().int().nullable(),
        minDelay: z.number().int().nullable(),
      })
      .nullable(),
  }),
  ownership: z.object({
    owner: z.string().nullable(),
    pendingOwner: z.string().nullable(),
    renounced: z.boolean().nullable(),
    ownerIsContract: z.boolean().nullable(),
  }),
  capabilities: z.array(z.object({ capability: z.string(), signature: z.string(), selector: z.string() })),
  selfdestruct: z.boolean(),
  delegatecall: z.boolean(),
  deployer: z.object({
    address: z.string().nullable(),
    source: z.enum(["creation_transaction", "first_mint_transaction", "unknown"]),
    transactionHash: z.string().nullable(),
    reason: z.string(),
  }),
  pairs: z.array(
    z.object({
      dex: z.string(),
      pair: z.string(),
      router: z.string(),
      quote: z.string(),
      reserveToken: z.string(),
      reserveNative: z.string(),
      lpTotalSupply: z.string(),
      burntPct: z.number(),
      lockedPct: z.number(),
      lockedIn: z.array(z.object({ locker: z.string(), pct: z.number(), unlocksAt: z.string().nullable() })),
      topLpHolder: z.object({ address: z.string(), pct: z.number(), isContract: z.boolean().nullable() }).nullable(),
    }),
  ),
  lockersVersion: z.string(),
  simulation: evmSimulationSchema,
  privileges: evmPrivilegesSchema,
  holderCount: z.number().int().nullable(),
});

export const FullScanResponseSchema = z
  .object({
    scanId: z.string(),
    mode: z.enum(["live", "sandbox"]),
    chain: z.enum(ENGINE_CHAINS as readonly [Chain, ...Chain[]]),
    tokenAddress: z.string(),
    safetyScore: z.number().int().min(0).max(100).describe("0..100, higher is safer."),
    riskLevel,
    verdict: z.string(),
    findings: z.array(FindingSchema),
    scoreBreakdown: z.array(z.object({ findingId: z.string(), status: findingStatus, severity, penalty: z.number() })),
    coverage: z.object({
      checked: z.number().int(),
      unknown: z.number().int(),
      ratio: z.number(),
      missing: z.array(z.string()),
    }),
    token: z.object({
      program: z
        .enum(["spl-token", "token-2022", "erc20"])
        .describe("`erc20` on EVM chains (programId: the address whose code was analysed)."),
      programId: z.string(),
      supply: z.string().describe("Base units, decimal string."),
      decimals: z.number().int(),
      mintAuthority: z.string().nullable(),
      freezeAuthority: z.string().nullable(),
      extensions: z.array(z.object({ name: z.string(), fields: z.record(z.string(), evidenceValue) })),
    }),
    metadata: z.object({
      source: z.enum(["metaplex", "token-2022", "erc20", "none", "unknown"]),
      name: z.string().nullable(),
      symbol: z.string().nullable(),
      uri: z.string().nullable(),
      mutable: z.boolean().nullable(),
      updateAuthority: z.string().nullable(),
      address: z.string().nullable(),
    }),
    holders: z.object({
      status: z.enum(["ok", "unknown"]),
      top: z.array(
        z.object({
          rank: z.number().int(),
          tokenAccount: z.string(),
          owner: z.string().nullable(),
          amount: z.string(),
          pct: z.number(),
          label: z.string().nullable(),
          excluded: z.boolean(),
        }),
      ),
      top1Pct: z.number().nullable(),
      top10Pct: z.number().nullable(),
      excludedPct: z.number().nullable(),
      top1PctRaw: z
        .number()
        .nullable()
        .describe(
          "Largest holder including labelled (excluded) accounts such as burn addresses, pool vaults and bonding curves.",
        ),
      top10PctRaw: z.number().nullable().describe("Top 10 including labelled (excluded) accounts."),
      owners: z.number().int().nullable().describe("Distinct owners among the non-excluded largest accounts read."),
      clusters: z
        .array(z.object({ owners: z.array(z.string()), pct: z.number() }))
        .describe(
          "Owners with near-identical balances (a supply split over fresh wallets), counted as one holder in top1Pct and top10Pct.",
        ),
    }),
    liquidity: z.object({ usd: z.number().nullable(), source: z.enum(["caller", "market", "unknown"]) }),
    topHolderPct: z.object({ value: z.number().nullable(), source: z.enum(["caller", "onchain", "unknown"]) }),
    simulation: z.object({
      status: z.enum(["not_run", "sellable", "blocked", "inconclusive"]),
      reason: z.string(),
      methods: z.array(z.enum(["transfer", "swap"])).describe("Simulation methods that ran."),
      taxPct: z.number().nullable().describe("Measured effective sell tax, percent."),
      errorClass: z.string().nullable(),
      blame: z
        .enum(["token", "probe", "unknown"])
        .nullable()
        .describe("token: the token blocks the sell; probe: our set-up failed (inconclusive)."),
      holderTokenAccount: z.string().nullable(),
      attempts: z.number().int(),
    }),
    trust: z.object({
      status: z
        .enum(["listed", "issuer_authority", "not_listed"])
        .describe(
          "listed: a shipped well-known mint; issuer_authority: unlisted, but every live authority is a key a listed issuer uses on its listed mint.",
        ),
      listVersion: z.string(),
      issuer: z.string().nullable(),
      name: z.string().nullable(),
      symbol: z.string().nullable(),
      category: z.string().nullable(),
      impersonates: z
        .string()
        .nullable()
        .describe("Mint of the well-known token whose name/symbol this unlisted mint copies."),
    }),
    market: z.object({
      status: z.enum(["ok", "unknown", "disabled"]),
      source: z.string(),
      reason: z.string(),
      pools: z.array(
        z.object({
          pairAddress: z.string(),
          dexId: z.string(),
          url: z.string().nullable(),
          labels: z.array(z.string()),
          quoteSymbol: z.string().nullable(),
          quoteAddress: z.string().nullable(),
          liquidityUsd: z.number().nullable(),
          volume24hUsd: z.number().nullable(),
          buys24h: z.number().nullable(),
          sells24h: z.number().nullable(),
          pairCreatedAt: z.string().nullable(),
          lp: z.object({
            status: z.enum(["ok", "unknown", "not_applicable", "unproven"]),
            kind: z.enum([
              "raydium-amm-v4",
              "raydium-cpmm",
              "uniswap-v2",
              "concentrated",
              "meteora-damm-v1",
              "meteora-damm-v2",
              "meteora-dlmm",
              "raydium-clmm",
              "orca-whirlpool",
              "pumpswap",
              "other",
            ]),
            lpMint: z.string().nullable(),
            lpReserve: z.string().nullable(),
            lpSupply: z.string().nullable(),
            burnedPct: z.number().nullable(),
            lockedPct: z.number().nullable(),
            unlockedPct: z.number().nullable(),
            pullablePct: z
              .number()
              .nullable()
              .optional()
              .describe(
                "Solana: share of the pool's liquidity one party can withdraw now (the owner with the most unlocked LP, or the largest unlocked position / DLMM owner).",
              ),
            pullableBy: z
              .object({
                kind: z.enum(["wallet", "position-nft", "token-account"]),
                address: z.string(),
                role: z.enum(["deployer", "pool_creator", "top_holder", "other", "unknown"]),
              })
              .nullable()
              .optional()
              .describe(
                "Who can withdraw pullablePct: an LP holder / DLMM owner / identified position NFT holder wallet, a position NFT mint whose holder was not identified, or an LP token account whose owner could not be read.",
              ),
            positions: z
              .number()
              .int()
              .nullable()
              .optional()
              .describe("Positions read (DAMM v2, DLMM, CLMM, Whirlpool)."),
            parties: z
              .number()
              .int()
              .nullable()
              .optional()
              .describe(
                "Parties holding withdrawable liquidity: fungible LP (AMM v4, CPMM, PumpSwap, DAMM v1), owners among the LP mint's 20 largest accounts; position venues, position owners (DLMM) or identified NFT holders, each position whose holder is not identified counting as one party.",
              ),
            partyBasis: z
              .enum(["owner", "token-account"])
              .nullable()
              .optional()
              .describe(
                "How LP was grouped into parties: by token account owner, or (owners unread) each LP token account as its own party.",
              ),
            largestParties: z
              .array(
                z.object({
                  kind: z.enum(["wallet", "position-nft", "token-account"]),
                  address: z.string(),
                  role: z.enum(["deployer", "pool_creator", "top_holder", "other", "unknown"]),
                  pct: z.number(),
                }),
              )
              .nullable()
              .optional()
              .describe(
                "Solana pools: the largest parties (up to 5) that can withdraw liquidity, largest first: a wallet (LP holder, DLMM owner, or the identified holder of position NFTs, its positions added up) or a position NFT whose holder was not identified (role other when looked up and held by none of the deployer, its authorities, the creators or the top holders; unknown when not looked up), with its share of the pool's liquidity.",
              ),
            reason: z.string(),
          }),
        }),
      ),
      liquidityUsd: z.number().nullable(),
      volume24hUsd: z.number().nullable(),
      buys24h: z.number().nullable(),
      sells24h: z.number().nullable(),
      priceUsd: z.number().nullable(),
      priceChange24hPct: z.number().nullable().describe("24 h price change of the deepest pair, percent."),
      pairCreatedAt: z.string().nullable(),
      pairAgeHours: z.number().nullable(),
    }),
    launchpad: z.object({
      platform: z.enum(["pump.fun", "raydium-launchlab", "meteora-dbc"]).nullable(),
      status: z.enum(["none", "bonding", "complete", "migrated", "unknown"]),
      bondingCurve: z.string().nullable(),
      progressPct: z.number().nullable(),
      complete: z.boolean().nullable(),
      virtualTokenReserves: z.string().nullable(),
      virtualSolReserves: z.string().nullable(),
      realTokenReserves: z.string().nullable(),
      realSolReserves: z.string().nullable(),
      tokenTotalSupply: z.string().nullable(),
      creator: z.string().nullable(),
    }),
    creator: z.object({
      address: z.string().nullable(),
      source: z.enum(["launchpad", "first_transaction", "creation_transaction", "unknown"]),
      holdingPct: z.number().nullable(),
      reason: z.string(),
    }),
    age: z.object({
      createdAt: z.string().nullable(),
      ageHours: z.number().nullable(),
      source: z.enum(["mint_signatures", "pair_created", "first_mint_block", "unknown"]),
      complete: z.boolean(),
      signaturesRead: z.number().int(),
    }),
    sources: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(["rpc", "snapshot", "caller", "market", "swap-api"]),
        latencyMs: z.number(),
        slot: z.number().nullable(),
        requests: z.number().int(),
      }),
    ),
    slot: z.number().nullable(),
    evm: EvmFactsSchema.optional().describe(
      "EVM chains only: the contract facts behind the EVM checks (proxy, ownership, privileged functions, deployer, V2 pairs and LP locks, the buy/sell simulation).",
    ),
    scannedAt: z.string().describe("ISO 8601 UTC; for a cache hit, when the cached scan ran."),
    durationMs: z.number(),
    engineVersion: z.string(),
    cache: z
      .object({ hit: z.boolean(), ageMs: z.number().int().min(0) })
      .describe("Whether this result came from the short-lived scan cache (SCAN_CACHE_TTL_SECONDS), and its age."),
  })
  .describe("Full (institutional) payload, the UI-compatible default.");
export type FullScanResponse = z.infer<typeof FullScanResponseSchema>;

export const PlatformScanResponseSchema = z
  .object({
    token_address: z.string(),
    chain: z.string().describe("Canonical chain name: solana, ethereum, base or bsc."),
    mode: z.enum(["live", "sandbox"]),
    safety_score: z.number().int().min(0).max(100),
    risk_level: riskLevel,
    flags: z.array(z.string()).describe("Ids of the findings that failed."),
    unknown: z.array(z.string()).describe("Ids of the findings whose data could not be read (never counted as safe)."),
    liquidity_usd: z.number().nullable(),
    liquidity_source: z.enum(["caller", "market", "unknown"]).describe("Where liquidity_usd comes from."),
    top_holder_pct: z.number().nullable(),
    sell_simulation: z.enum(["not_run", "sellable", "blocked", "inconclusive"]),
    trusted_issuer: z.string().nullable().describe("Issuer of a listed well-known mint; null otherwise."),
    scan_id: z.string(),
    scanned_at: z.string(),
    engine_version: z.string(),
    cache_hit: z.boolean(),
    cache_age_ms: z.number().int().min(0),
  })
  .describe("Compact platform JSON (snake_case), stable for integrators.");
export type PlatformScanResponse = z.infer<typeof PlatformScanResponseSchema>;

export const ErrorEnvelopeSchema = z
  .object({
    error: z.string().describe("Human-readable message."),
    code: z.number().int().describe("HTTP status code."),
    reason: z.string().describe("Machine-readable reason, e.g. INVALID_INPUT."),
    requestId: z.string().optional(),
    details: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
          reason: z.string().optional().describe("A finer reason for this field, e.g. why a webhook URL was refused."),
        }),
      )
      .optional(),
  })
  .describe("Error envelope used by every error response.");

const itemError = z.object({ error: z.string(), code: z.number().int(), reason: z.string() });
export const BatchItemChainSchema = z
  .enum(CHAIN_NAMES as unknown as [ChainName, ...ChainName[]])
  .nullable()
  .describe(
    "The item's chain, canonical (the item's own or the batch's); null when the chain it named is not supported. token_address is canonical (EVM: checksummed) once the address is valid.",
  );

export const BatchResponseSchema = z
  .object({
    client_ref: z.string().nullable(),
    chain: z.string().describe("The batch's default chain, canonical."),
    summary: z.object({
      requested: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      charged: z
        .number()
        .int()
        .describe(
          "Quota units charged for this batch: one per analysed item (status ok); invalid and failed items cost nothing.",
        ),
    }),
    items: z.array(
      z.discriminatedUnion("status", [
        z.object({
          index: z.number().int(),
          token_address: z.string().nullable(),
          chain: BatchItemChainSchema,
          status: z.literal("ok"),
          result: PlatformScanResponseSchema,
        }),
        z.object({
          index: z.number().int(),
          token_address: z.string().nullable(),
          chain: BatchItemChainSchema,
          status: z.literal("error"),
          error: itemError,
        }),
      ]),
    ),
    completed_at: z.string(),
  })
  .describe("Batch result: one entry per requested item, in request order.");
export type BatchResponse = z.infer<typeof BatchResponseSchema>;
