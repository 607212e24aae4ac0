/**
 * A REAL local HTTP server shaped like Jupiter's v6 swap API:
 *   GET  /quote?inputMint&outputMint&amount&slippageBps -> quoteResponse, or 400 {error, errorCode}
 *   POST /swap {quoteResponse, userPublicKey, ...}      -> {swapTransaction (base64), lastValidBlockHeight}
 * The "swap" transaction it serializes is a real one for the simulation: the user sends the
 * input amount to the pool's ATA (CreateAssociatedTokenIdempotent + TransferChecked), built
 * with the same official builders, so it is executed by the real token programs on LiteSVM.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buildTransferProbe } from "../../lib/chains/solana/transfer-probe";
import { type Fixture, fixtureAddress } from "./solana-fixtures";

export interface JupiterServer {
  url: string;
  requests: string[];
  /** Mints with no route (400 COULD_NOT_FIND_ANY_ROUTE). */
  noRoute: Set<string>;
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const c: Buffer[] = [];
    req.on("data", (d: Buffer) => c.push(d));
    req.on("end", () => resolve(Buffer.concat(c).toString("utf8")));
  });
}

export async function startJupiterServer(
  fixtures: Record<string, Fixture>,
  tokenInfo: (mint: string) => {
    program: "spl-token" | "token-2022";
    decimals: number;
    holderAccountOf: (owner: string) => string | null;
  } | null,
): Promise<JupiterServer> {
  const requests: string[] = [];
  const noRoute = new Set<string>();
  void fixtures;
  const server = createServer(async (req, res) => {
    requests.push(`${req.method} ${(req.url ?? "").split("?")[0]}`);
    const send = (status: number, b: unknown) => {
      const s = JSON.stringify(b);
      res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(s) });
      res.end(s);
    };
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "GET" && url.pathname === "/quote") {
      const inputMint = url.searchParams.get("inputMint") ?? "";
      const amount = url.searchParams.get("amount") ?? "0";
      if (noRoute.has(inputMint) || !tokenInfo(inputMint))
        return send(400, { error: "Could not find any route", errorCode: "COULD_NOT_FIND_ANY_ROUTE" });
      return send(200, {
        inputMint,
        inAmount: amount,
        outputMint: url.searchParams.get("outputMint"),
        outAmount: "1000",
        otherAmountThreshold: "500",
        swapMode: "ExactIn",
        slippageBps: Number(url.searchParams.get("slippageBps") ?? 50),
        priceImpactPct: "0.01",
        routePlan: [
          {
            swapInfo: {
              ammKey: fixtureAddress("jup:amm"),
              label: "Local",
              inputMint,
              outputMint: url.searchParams.get("outputMint"),
              inAmount: amount,
              outAmount: "1000",
              feeAmount: "0",
              feeMint: inputMint,
            },
            percent: 100,
          },
        ],
        contextSlot: 250_000_000,
        timeTaken: 0.001,
      });
    }
    if (req.method === "POST" && url.pathname === "/swap") {
      let parsed: { quoteResponse?: { inputMint?: string; inAmount?: string }; userPublicKey?: string };
      try {
        parsed = JSON.parse(await body(req));
      } catch {
        return send(400, { error: "invalid body" });
      }
      const mint = parsed.quoteResponse?.inputMint ?? "";
      const info = tokenInfo(mint);
      const user = parsed.userPublicKey ?? "";
      const source = info?.holderAccountOf(user) ?? null;
      if (!info || !source) return send(400, { error: "user has no token account for the input mint" });
      const tx = await buildTransferProbe({
        mint,
        program: info.program,
        decimals: info.decimals,
        sourceTokenAccount: source,
        sourceOwner: user,
        probeOwner: fixtureAddress("jup:pool-authority"),
        amount: BigInt(parsed.quoteResponse?.inAmount ?? "0"),
      });
      return send(200, {
        swapTransaction: tx.txBase64,
        lastValidBlockHeight: 249_999_000,
        prioritizationFeeLamports: 0,
      });
    }
    send(404, { error: "not found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    noRoute,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}
