/**
 * Review fix 4, item 6: a JSON-RPC error is a verdict ("reverted") only when the node executed the call and saw it
 * revert. A provider error (rate limit, unsupported state override, internal error) is unknown (null), never read as
 * "the stranger's upgrade reverted" or "the never-queued execution was refused". Real viem client over real HTTP
 * against a local JSON-RPC server speaking the wire format of geth and Hardhat errors.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revertedOrUnknown } from "@/lib/chains/evm/calls";

type RpcErrorBody = { code: number; message: string; data?: unknown };
let answer: RpcErrorBody = { code: 3, message: "execution reverted" };
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const parsed = JSON.parse(body) as { id: number; method: string } | Array<{ id: number; method: string }>;
      const one = (r: { id: number; method: string }) =>
        r.method === "eth_getCode"
          ? { jsonrpc: "2.0", id: r.id, result: "0x" }
          : { jsonrpc: "2.0", id: r.id, error: answer };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const client = () => createPublicClient({ transport: http(url, { retryCount: 0 }) });
const TO = "0x1111111111111111111111111111111111111111";

async function verdictOf(body: RpcErrorBody) {
  answer = body;
  return client()
    .request({ method: "eth_call", params: [{ to: TO, data: "0x" }, "latest"] } as never, { retryCount: 0 })
    .then(() => "executed" as const, revertedOrUnknown);
}

describe("an eth_call error is a revert only when the execution reverted", () => {
  it("geth's execution revert (code 3 with revert data, or the message) is reverted", async () => {
    expect(await verdictOf({ code: 3, message: "execution reverted", data: "0x08c379a0" })).toBe("reverted");
    expect(await verdictOf({ code: -32000, message: "execution reverted" })).toBe("reverted");
  });
  it("Hardhat's revert (-32603 with a VM exception or reverted message) is reverted", async () => {
    expect(
      await verdictOf({
        code: -32603,
        message: "Error: VM Exception while processing transaction: reverted with reason string 'no'",
        data: { message: "reverted", data: "0x08c379a0" },
      }),
    ).toBe("reverted");
    expect(await verdictOf({ code: -32603, message: "Transaction reverted without a reason string" })).toBe("reverted");
  });
  it("provider errors are unknown (null), not reverted", async () => {
    expect(await verdictOf({ code: -32005, message: "daily request count exceeded, request rate limited" })).toBe(null);
    expect(await verdictOf({ code: -32602, message: "invalid argument 2: state override not supported" })).toBe(null);
    expect(await verdictOf({ code: -32000, message: "header not found" })).toBe(null);
    expect(await verdictOf({ code: -32601, message: "the method eth_call does not exist/is not available" })).toBe(
      null,
    );
  });
});
