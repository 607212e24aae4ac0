/**
 * Jupiter-compatible swap API client (Jupiter v6 swap API, as documented):
 *   GET  {base}/quote?inputMint&outputMint&amount&slippageBps  -> quoteResponse (JSON object)
 *   POST {base}/swap {quoteResponse, userPublicKey, wrapAndUnwrapSol, dynamicComputeUnitLimit}
 *        -> { swapTransaction: base64 VersionedTransaction, lastValidBlockHeight }
 * Errors are returned, never thrown.
 */
import { HttpClientError, type HttpTransport, httpTransport } from "../net/http-client";

export const WSOL_MINT = "So11111111111111111111111111111111111111112";

export interface SwapApiOptions {
  baseUrl: string;
  timeoutMs?: number;
  transport?: HttpTransport;
  slippageBps?: number;
}

export type SwapBuild =
  | {
      ok: true;
      swapTransaction: string;
      quote: { inAmount: string | null; outAmount: string | null };
      requests: number;
    }
  | { ok: false; errorClass: "no_route" | "swap_api_error"; reason: string; requests: number };

export interface SwapApi {
  readonly name: string;
  buildSell(input: { inputMint: string; amount: bigint; userPublicKey: string }): Promise<SwapBuild>;
}

export function createJupiterClient(options: SwapApiOptions): SwapApi {
  const base = options.baseUrl.replace(/\/+$/, "");
  const transport = options.transport ?? httpTransport;
  const timeoutMs = options.timeoutMs ?? 4000;
  const slippageBps = options.slippageBps ?? 5000;
  async function getJson(
    url: string,
    init?: { method: "POST"; headers: Record<string, string>; body: string },
  ): Promise<{ status: number; body: unknown }> {
    const res = await transport(url, { ...init, timeoutMs });
    let body: unknown = null;
    try {
      body = JSON.parse(res.text);
    } catch {
      body = null;
    }
    return { status: res.status, body };
  }
  return {
    name: "jupiter",
    async buildSell({ inputMint, amount, userPublicKey }) {
      let requests = 0;
      try {
        requests++;
        const q = await getJson(
          `${base}/quote?inputMint=${inputMint}&outputMint=${WSOL_MINT}&amount=${amount}&slippageBps=${slippageBps}&swapMode=ExactIn`,
        );
        const qb = q.body as Record<string, unknown> | null;
        if (
          q.status !== 200 ||
          !qb ||
          typeof qb !== "object" ||
          Array.isArray(qb) ||
          typeof qb.outAmount !== "string"
        ) {
          const msg = qb && typeof qb.error === "string" ? qb.error.slice(0, 160) : `HTTP ${q.status}`;
          const noRoute =
            /route|COULD_NOT_FIND|NO_ROUTES/i.test(msg) || (qb && qb.errorCode === "COULD_NOT_FIND_ANY_ROUTE");
          return {
            ok: false,
            errorClass: noRoute ? "no_route" : "swap_api_error",
            reason: `quote failed: ${msg}`,
            requests,
          };
        }
        requests++;
        const s = await getJson(`${base}/swap`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            quoteResponse: qb,
            userPublicKey,
            wrapAndUnwrapSol: true,
            dynamicComputeUnitLimit: true,
          }),
        });
        const sb = s.body as Record<string, unknown> | null;
        if (s.status !== 200 || !sb || typeof sb.swapTransaction !== "string") {
          const msg = sb && typeof sb.error === "string" ? sb.error.slice(0, 160) : `HTTP ${s.status}`;
          return { ok: false, errorClass: "swap_api_error", reason: `swap build failed: ${msg}`, requests };
        }
        return {
          ok: true,
          swapTransaction: sb.swapTransaction,
          quote: { inAmount: typeof qb.inAmount === "string" ? qb.inAmount : null, outAmount: qb.outAmount as string },
          requests,
        };
      } catch (err) {
        const timedOut = err instanceof HttpClientError && err.kind === "timeout";
        return {
          ok: false,
          errorClass: "swap_api_error",
          reason: timedOut ? `swap API timed out after ${timeoutMs} ms` : "swap API unreachable",
          requests,
        };
      }
    },
  };
}
