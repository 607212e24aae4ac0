import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import type { FullConfig } from "@playwright/test";
import { startNextServer } from "../support/next-server";
import { writeSeedFile } from "../support/seed";
import { buildAllFixtures } from "../support/solana-fixtures";
import { startLocalEvmProcess } from "./local-evm-process";
import { startLocalRpcProcess } from "./local-rpc-process";
import { startRpcProxy } from "./rpc-proxy";
import { type E2EServerInfo, INFO_FILE, infoFile } from "./server-info";

/** Handles shared with global-teardown (same runner process). */
export const HANDLES = Symbol.for("token-risk-api.e2e.handles");
type Handles = { stops: (() => Promise<void>)[]; serverOutputs: (() => string)[] };

function log(msg: string) {
  process.stdout.write(`[e2e-setup] ${msg}\n`);
}

/** `next build` only when no build exists (CI's integration run builds first). */
function ensureBuild(root: string) {
  if (existsSync(join(root, ".next", "BUILD_ID"))) return log("reusing the existing .next build");
  log("no .next/BUILD_ID: running next build (takes a few minutes)…");
  const started = Date.now();
  const res = spawnSync(process.execPath, [join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(`next build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  log(`next build done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Starts the local HTTPS webhook receiver (tests/support/https-receiver.ts, self-signed cert) when
 * it exists, plus a loopback HTTP side door so specs (other processes) can read what it received:
 * GET <inspect>/deliveries, POST <inspect>/clear, POST <inspect>/mode {"mode": "ok"|"fail"|...}.
 */
async function startReceiver(
  root: string,
): Promise<{ url: string; inspect: string; certPath: string; stop: () => Promise<void> } | null> {
  if (!existsSync(join(root, "tests", "support", "https-receiver.ts"))) return null;
  // Loaded by path (Playwright's require hook transpiles it): the receiver is optional, so
  // typechecking this file must not depend on it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(join(root, "tests", "support", "https-receiver.ts")) as {
    startHttpsReceiver?: () => Promise<ReceiverLike>;
  };
  if (typeof mod.startHttpsReceiver !== "function") {
    log("tests/support/https-receiver.ts has no startHttpsReceiver export: webhook delivery specs will be skipped");
    return null;
  }
  const rx = await mod.startHttpsReceiver();
  const side = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "GET" && req.url === "/deliveries") return send(200, rx.deliveries);
      if (req.method === "POST" && req.url === "/clear") return (rx.clear(), send(200, { ok: true }));
      if (req.method === "POST" && req.url === "/mode") {
        const { mode, ...opts } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
        rx.setMode(mode, opts);
        return send(200, { ok: true });
      }
      send(404, { error: "not found" });
    });
  });
  await new Promise<void>((r) => side.listen(0, "127.0.0.1", r));
  const inspect = `http://127.0.0.1:${(side.address() as AddressInfo).port}`;
  return {
    url: rx.url(""),
    inspect,
    certPath: rx.certPath,
    stop: async () => {
      side.closeAllConnections?.();
      await new Promise<void>((r) => side.close(() => r()));
      await rx.close();
    },
  };
}

interface ReceiverLike {
  certPath: string;
  deliveries: unknown[];
  url(path?: string): string;
  setMode(mode: string, options?: Record<string, unknown>): void;
  clear(): void;
  close(): Promise<void>;
}

export default async function globalSetup(config: FullConfig) {
  const root = process.cwd();
  mkdirSync(dirname(INFO_FILE), { recursive: true });
  const handles: Handles = { stops: [], serverOutputs: [] };
  (globalThis as Record<symbol, unknown>)[HANDLES] = handles;
  const started = Date.now();

  const fixtures = await buildAllFixtures();
  const mints = Object.fromEntries(Object.entries(fixtures).map(([name, f]) => [name, f.mint]));

  if (process.env.E2E_BASE_URL) {
    // An already running server (e.g. `npm run dev` with a local RPC): test it as it is.
    const info: E2EServerInfo = {
      baseURL: process.env.E2E_BASE_URL.replace(/\/$/, ""),
      mints,
      keys: null,
      receiver: null,
      rpcControl: null,
    };
    for (let i = 0; i < Math.max(1, config.workers); i++) writeFileSync(infoFile(i), JSON.stringify(info, null, 2));
    log(`using E2E_BASE_URL=${info.baseURL}`);
    return;
  }

  ensureBuild(root);
  // Same fixtures as buildAllFixtures() above (the CLI serves all of them). Read-only: every stack shares it.
  const rpc = await startLocalRpcProcess(root);
  handles.stops.push(rpc.stop);
  // One server stack per worker (playwright.config.ts): a spec takes the RPC offline, sets the webhook receiver's
  // mode or signs an account out everywhere, which must not reach a spec running at the same time in another worker.
  const stacks = Math.max(1, config.workers);
  const stacksUp = await Promise.all(Array.from({ length: stacks }, () => startStack(root, rpc.url, mints, handles)));
  handles.serverOutputs = stacksUp.map((s) => s.output);
  const infos = stacksUp.map((s) => s.info);
  infos.forEach((info, i) => writeFileSync(infoFile(i), JSON.stringify(info, null, 2)));
  process.env.E2E_INFO_FILE = INFO_FILE;
  for (const info of infos)
    log(
      `server ${info.baseURL} (rpc ${rpc.url}${info.receiver ? `, webhook receiver ${info.receiver.url}` : ""}) ready in ${Math.round((Date.now() - started) / 1000)} s`,
    );
}

/** One worker's servers: the RPC proxy (its own modes), a local EVM, a seed, a webhook receiver and `next start`. */
async function startStack(
  root: string,
  rpcUrl: string,
  mints: Record<string, string>,
  handles: Handles,
): Promise<{ info: E2EServerInfo; output: () => string }> {
  // Specs slow the RPC down or take it offline through this proxy (tests/e2e/rpc-proxy.ts).
  const proxy = await startRpcProxy(rpcUrl);
  handles.stops.push(proxy.stop);
  // The local EVM stands in for the `ethereum` RPC (EVM report pages, tests/e2e/evm-report.spec.ts).
  const evm = await startLocalEvmProcess(root);
  handles.stops.push(evm.stop);
  const seed = writeSeedFile();
  const receiver = await startReceiver(root).catch((err) => {
    log(`webhook receiver did not start (${(err as Error).message}); webhook delivery specs will be skipped`);
    return null;
  });
  if (receiver) handles.stops.push(receiver.stop);

  const server = await startNextServer({
    SEED_FILE: seed.path,
    SOLANA_RPC_URL: proxy.url,
    // 15 s (production default 8 s; no spec asserts a timeout: the outage specs take the RPC down through the proxy,
    // which answers 503 at once): an EVM scan's third round carries the buy/sell simulation, the sell sequence, the
    // privilege probe and the minter probe in one JSON-RPC batch; on the local Hardhat node under CI load it took over
    // 5 s once the probe grew (session 8: "RPC timed out after 5000 ms"), and two workers now share the two cores
    // (a loaded machine: "Ethereum RPC timed out after 8000 ms"). 15 s is the specs' own expect timeout.
    RPC_TIMEOUT_MS: "15000",
    RATE_LIMIT_FREE_PER_SEC: "1000",
    RATE_LIMIT_PRO_PER_SEC: "1000",
    RATE_LIMIT_ENTERPRISE_PER_SEC: "1000",
    ETHEREUM_RPC_URL: evm.fixture.url,
    EVM_NETWORKS: JSON.stringify({
      ethereum: {
        chainId: evm.fixture.chainId,
        wrappedNative: evm.fixture.weth,
        v2Dexes: [{ name: "Uniswap V2 (local)", factory: evm.fixture.factory, router: evm.fixture.router }],
        lockers: [{ name: "Test locker", address: evm.fixture.locker }],
      },
    }),
    ...(receiver ? { WEBHOOK_ALLOW_LOOPBACK: "1", NODE_EXTRA_CA_CERTS: receiver.certPath } : {}),
  });
  handles.stops.unshift(() => server.stop());

  const info: E2EServerInfo = {
    baseURL: server.url,
    mints,
    keys: seed.keys,
    receiver: receiver ? { url: receiver.url, inspect: receiver.inspect } : null,
    mail: server.mail ? { inspect: server.mail.inspect } : null,
    rpcControl: proxy.control,
    evm: {
      chainId: evm.fixture.chainId,
      tokens: Object.fromEntries(Object.entries(evm.fixture.tokens).map(([k, t]) => [k, t.address])),
      proxyAdmin: evm.fixture.proxyAdmin,
    },
  };
  return { info, output: server.output };
}
