import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, loadProject, parseSources, runtimeClosure, type SourceFile } from "../support/import-graph";

/**
 * The allowed import directions (issue 18), enforced over every .ts/.tsx file of app/,
 * components/, lib/, middleware.ts and instrumentation.ts. Higher layers may import lower ones,
 * never the reverse:
 *
 *   ui (app pages, components)   routes (app/api)   boot (instrumentation, lib/startup)   edge (middleware)
 *                 \                   |                     /                                  |
 *                  `-------------> api (lib/api: the HTTP wrapper, schemas, OpenAPI)      edge-safe modules only
 *                                     |
 *          services (lib/scan, auth, webhooks, watchlist, limits, status, cron, mail, client, lib/runtime)
 *                                     |                                     \
 *                               engine (lib/engine)                   config (lib/config*)  errors (lib/errors)
 *                                     |                                     |
 *                   sources (lib/chains, lib/market, lib/trust)       store (lib/store)   |
 *                                     |                                     |
 *                        kernel (lib/util, lib/net, lib/observability, lib/http)
 *                                     |
 *                settings (lib/settings: plain settings data, types and defaults; imports nothing)
 *
 * - The engine and the sources are plain libraries: no Next, no React, no HTTP error (lib/errors),
 *   no configuration module, no store; they throw domain errors (lib/chains/errors.ts) that the
 *   API layer maps to the envelope, and they receive their settings as parameters.
 * - lib/errors (the envelope's ApiError) may import only the domain errors it maps.
 * - Configuration is the ground floor: lib/config parses the environment into plain typed data and imports no
 *   domain module, only lib/settings (the settings types, defaults and parsers the domain modules share). It is
 *   imported by services and above, never by the engine, the sources, the store or the kernel.
 * - The store is infrastructure: kernel and lib/errors only (a store outage is an ApiError 503).
 * - No import cycles, type-only imports included.
 * - The edge middleware reaches only the modules listed in EDGE_MODULES (no Node built-ins).
 * - Only lib/config.ts and lib/config-edge.ts read process.env (the exceptions are listed below, with why).
 * - One session gate (issue 24): only lib/auth/sessions.ts decodes or encodes a session token
 *   (`next-auth/jwt`, `jose`) or calls next-auth's `getServerSession`; pages and API routes ask it.
 * - One JSON-RPC transport: only lib/chains/jsonrpc writes JSON-RPC envelopes and sends them over HTTP (Solana's
 *   reader and the EVM transport use it); it imports the kernel and the domain errors, nothing of a chain.
 */
type Layer =
  | "ui"
  | "routes"
  | "boot"
  | "edge"
  | "api"
  | "services"
  | "config"
  | "errors"
  | "engine"
  | "sources"
  | "store"
  | "kernel"
  | "settings";

const LAYERS: [RegExp, Layer][] = [
  [/^middleware\.ts$/, "edge"],
  [/^(instrumentation\.ts|lib\/startup\.ts)$/, "boot"],
  [/^app\/api\//, "routes"],
  [/^(app|components)\//, "ui"],
  [/^lib\/(api|docs)\//, "api"],
  [/^lib\/config(-edge)?(\.ts$|\/)/, "config"],
  [/^lib\/errors\.ts$/, "errors"],
  [/^lib\/engine\//, "engine"],
  [/^lib\/(chains|market|trust)\//, "sources"],
  [/^lib\/store\//, "store"],
  [/^lib\/(util|net|observability|http)\//, "kernel"],
  [/^lib\/settings\//, "settings"],
  [/^lib\/(scan|auth|webhooks|watchlist|limits|status|cron|mail|client)\/|^lib\/runtime\.ts$/, "services"],
];

const BELOW_SERVICES: Layer[] = ["engine", "sources", "kernel", "store", "config", "errors", "settings"];
const MAY_IMPORT: Record<Layer, Layer[]> = {
  settings: [],
  kernel: ["settings"],
  sources: ["kernel", "settings"],
  engine: ["sources", "kernel", "settings"],
  store: ["kernel", "errors", "settings"],
  errors: ["sources"],
  config: ["settings"],
  services: BELOW_SERVICES,
  api: ["services", ...BELOW_SERVICES],
  routes: ["api", "services", ...BELOW_SERVICES],
  ui: ["api", "services", ...BELOW_SERVICES],
  boot: ["api", "services", ...BELOW_SERVICES],
  edge: [],
};

/** Packages a plain library must not import. */
const FRAMEWORK = /^(next|next-auth|react|react-dom)(\/|$)/;
const PLAIN: Layer[] = ["engine", "sources", "kernel", "store", "errors", "config", "settings"];

/** What the edge middleware may reach (runtime imports, transitively). */
const EDGE_MODULES = new Set(["middleware.ts", "lib/http/csp.ts", "lib/config-edge.ts"]);

/**
 * Known leaks owned by another change, each with its reason. The test fails when one disappears
 * (remove it here then), so the list cannot go stale.
 */
const KNOWN_LEAKS: { from: string; to: string; why: string }[] = [];

/** Files that may read process.env besides lib/config.ts and lib/config-edge.ts, and why. */
const ENV_READERS: Record<string, string> = {
  "instrumentation.ts": "NEXT_RUNTIME is Next's own switch between the Node and edge bundles, not configuration",
  "lib/startup.ts":
    "NODE_ENV decides whether a configuration that failed to load is fatal (there is no config then); AUTH_TRUST_HOST is written for next-auth, which reads it itself",
};

const JSONRPC_DIR = "lib/chains/jsonrpc/";
/** A JSON-RPC 2.0 envelope written in source (`jsonrpc: "2.0"`). */
const JSONRPC_ENVELOPE = /\bjsonrpc["']?\s*:\s*["']2\.0["']/;

/** "One JSON-RPC transport": the envelope, the HTTP exchange for it and its resilience live in lib/chains/jsonrpc. */
function jsonRpcViolations(files: SourceFile[], textOf: (path: string) => string): string[] {
  const out: string[] = [];
  for (const f of files) {
    const inside = f.path.startsWith(JSONRPC_DIR);
    if (!inside && JSONRPC_ENVELOPE.test(textOf(f.path)))
      out.push(`${f.path}: writes a JSON-RPC envelope; use the one JSON-RPC transport (${JSONRPC_DIR})`);
    for (const i of f.imports) {
      if (i.to === null) continue;
      if (
        inside &&
        !i.to.startsWith(JSONRPC_DIR) &&
        !/^lib\/(util|net|settings)\/|^lib\/chains\/errors\.ts$/.test(i.to)
      )
        out.push(
          `${f.path} -> ${i.to}: the JSON-RPC transport imports only the kernel, settings and lib/chains/errors`,
        );
      const chainSide = f.path.startsWith("lib/chains/") || f.path === "lib/scan/evm-transport.ts";
      if (!inside && chainSide && i.to === "lib/net/http-client.ts" && !i.typeOnly)
        out.push(`${f.path} -> ${i.to}: JSON-RPC goes through ${JSONRPC_DIR}, not its own HTTP exchange`);
    }
  }
  return out;
}

function layerOf(file: string): Layer | null {
  return LAYERS.find(([re]) => re.test(file))?.[1] ?? null;
}

function violations(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const from = layerOf(f.path);
    if (!from) {
      out.push(`${f.path}: in no layer (add its folder to LAYERS)`);
      continue;
    }
    for (const i of f.imports) {
      if (i.to === null) {
        if (PLAIN.includes(from) && FRAMEWORK.test(i.specifier))
          out.push(`${f.path} -> ${i.specifier}: ${from} is a plain library (no Next, no React)`);
        if (from === "edge" || EDGE_MODULES.has(f.path))
          if (i.specifier.startsWith("node:"))
            out.push(`${f.path} -> ${i.specifier}: the edge runtime has no Node built-ins`);
        continue;
      }
      if (!/\.tsx?$/.test(i.to)) continue; // JSON and other assets
      const to = layerOf(i.to);
      if (!to || to === from || MAY_IMPORT[from].includes(to)) continue;
      if (KNOWN_LEAKS.some((k) => k.from === f.path && k.to === i.to)) continue;
      if (from === "edge" && EDGE_MODULES.has(i.to)) continue;
      out.push(`${f.path} -> ${i.to}: ${from} may not import ${to}`);
    }
  }
  const byPath = new Map(files.map((f) => [f.path, f]));
  if (byPath.has("middleware.ts")) {
    for (const reached of runtimeClosure(files, "middleware.ts"))
      if (!EDGE_MODULES.has(reached)) out.push(`middleware.ts reaches ${reached}: not an edge module (EDGE_MODULES)`);
  }
  for (const f of files) {
    if (f.envReads.length === 0 || /^lib\/config(-edge)?\.ts$/.test(f.path) || ENV_READERS[f.path]) continue;
    out.push(`${f.path}:${f.envReads.join(",")} reads process.env: read it in lib/config.ts and pass the setting in`);
  }
  return out;
}

const project = loadProject(process.cwd(), ["app", "components", "lib", "middleware.ts", "instrumentation.ts"]);

/** The one module that may read a session token itself (lib/auth/sessions.ts: checkSession). */
const SESSION_GATE = "lib/auth/sessions.ts";
const TOKEN_CODECS = new Set(["next-auth/jwt", "jose"]);

/** Files other than the session gate that decode session tokens or call getServerSession. */
function sessionBypasses(files: SourceFile[], text: (path: string) => string): string[] {
  const out: string[] = [];
  for (const f of files) {
    if (f.path === SESSION_GATE) continue;
    for (const i of f.imports)
      if (!i.typeOnly && TOKEN_CODECS.has(i.specifier))
        out.push(`${f.path} -> ${i.specifier}: only ${SESSION_GATE} decodes session tokens`);
    if (/\bgetServerSession\b/.test(text(f.path)))
      out.push(`${f.path}: getServerSession outside ${SESSION_GATE} (use the one session gate)`);
  }
  return out;
}
const projectText = (rel: string) => readFileSync(path.join(process.cwd(), rel), "utf8");

describe("architecture: import directions", () => {
  it("parses the whole project", () => {
    expect(project.length).toBeGreaterThan(200);
    expect(project.find((f) => f.path === "lib/engine/scan-token.ts")?.imports.length).toBeGreaterThan(5);
  });

  it("every import goes downwards (or is a listed known leak)", () => {
    expect(violations(project)).toEqual([]);
  });

  it("one session gate: no getServerSession and no own JWT decoding outside lib/auth/sessions.ts", () => {
    expect(sessionBypasses(project, projectText)).toEqual([]);
    expect(project.find((f) => f.path === SESSION_GATE)?.imports.some((i) => i.specifier === "next-auth/jwt")).toBe(
      true,
    );
  });

  it("one JSON-RPC transport (lib/chains/jsonrpc), used by the Solana reader and the EVM transport", () => {
    expect(jsonRpcViolations(project, (path) => readFileSync(path, "utf8"))).toEqual([]);
    const users = (target: string) =>
      project.filter((f) => f.imports.some((i) => i.to?.startsWith(target) && !i.typeOnly)).map((f) => f.path);
    expect(users(JSONRPC_DIR)).toEqual(
      expect.arrayContaining(["lib/chains/solana/rpc-reader.ts", "lib/scan/evm-transport.ts"]),
    );
  });

  it("each route file loads its own route module only (not the whole registry)", () => {
    const routeFiles = project.filter((f) => /^app\/api\/.*route\.ts$/.test(f.path));
    expect(routeFiles.length).toBeGreaterThan(20);
    const wrong = routeFiles.flatMap((f) => {
      const modules = f.imports.filter(
        (i) => i.to?.startsWith("lib/api/routes/") && i.to !== "lib/api/routes/handlers.ts",
      );
      return modules.length === 1 && modules[0].to !== "lib/api/routes/registry.ts"
        ? []
        : [`${f.path} -> ${modules.map((i) => i.to).join(", ") || "no route module"}`];
    });
    expect(wrong).toEqual([]);
  });

  it("has no import cycles, type-only imports included", () => {
    expect(findCycles(project)).toEqual([]);
  });

  it("the known leaks and env exceptions still exist (remove them here once fixed)", () => {
    for (const k of KNOWN_LEAKS)
      expect(
        project.find((f) => f.path === k.from)?.imports.some((i) => i.to === k.to),
        `${k.from} -> ${k.to}`,
      ).toBe(true);
    for (const file of Object.keys(ENV_READERS))
      expect(project.find((f) => f.path === file)?.envReads.length, file).toBeGreaterThan(0);
  });
});

describe("architecture: the checker catches what it should", () => {
  // Only what the bad file adds counts (the real project is checked above).
  const baseline = new Set(violations(project));
  const added = (files: SourceFile[]) => violations(files).filter((v) => !baseline.has(v));
  // A copy of the project with one bad file added: the checker must report it.
  const withFile = (path: string, text: string) => {
    const real = new Set(project.map((f) => f.path));
    const extra = parseSources(new Map([[path, text]]), (rel) => real.has(rel) || rel === path);
    return [...project.filter((f) => f.path !== path), ...extra];
  };

  it("an engine module importing the HTTP layer, Next or lib/errors", () => {
    const bad = withFile(
      "lib/engine/bad.ts",
      'import { withApi } from "@/lib/api/handler";\nimport { NextResponse } from "next/server";\nimport { ApiError } from "../errors";\n',
    );
    expect(added(bad)).toEqual([
      "lib/engine/bad.ts -> lib/api/handler.ts: engine may not import api",
      "lib/engine/bad.ts -> next/server: engine is a plain library (no Next, no React)",
      "lib/engine/bad.ts -> lib/errors.ts: engine may not import errors",
    ]);
  });

  it("a chain adapter importing engine types (type-only imports count), the store importing a service", () => {
    expect(
      added(withFile("lib/chains/solana/bad.ts", 'import type { EngineResult } from "@/lib/engine/types";\n')),
    ).toEqual(["lib/chains/solana/bad.ts -> lib/engine/types.ts: sources may not import engine"]);
    expect(added(withFile("lib/store/bad.ts", 'export { scanLive } from "@/lib/scan/scan-service";\n'))).toEqual([
      "lib/store/bad.ts -> lib/scan/scan-service.ts: store may not import services",
    ]);
  });

  it("a service importing the HTTP schema module; an environment read outside lib/config.ts", () => {
    expect(
      added(
        withFile(
          "lib/scan/bad.ts",
          'import type { FullScanResponse } from "@/lib/api/schemas";\nexport const x = process.env.X;\n',
        ),
      ),
    ).toEqual([
      "lib/scan/bad.ts -> lib/api/schemas.ts: services may not import api",
      "lib/scan/bad.ts:2 reads process.env: read it in lib/config.ts and pass the setting in",
    ]);
  });

  it("a page decoding the session itself (getServerSession, next-auth/jwt)", () => {
    const text = 'import { getServerSession } from "next-auth";\nimport { decode } from "next-auth/jwt";\n';
    const bad = withFile("app/token/bad.ts", text);
    const read = (rel: string) => (rel === "app/token/bad.ts" ? text : projectText(rel));
    expect(sessionBypasses(bad, read)).toEqual([
      "app/token/bad.ts -> next-auth/jwt: only lib/auth/sessions.ts decodes session tokens",
      "app/token/bad.ts: getServerSession outside lib/auth/sessions.ts (use the one session gate)",
    ]);
  });

  it("configuration importing a domain module (a service, a source, the store or the kernel)", () => {
    const bad = withFile(
      "lib/config.ts",
      'import type { WebhookRetry } from "@/lib/webhooks/config";\nimport { httpTransport } from "@/lib/net/http-client";\nimport type { Store } from "@/lib/store/types";\nimport type { EvmChainInfo } from "@/lib/chains/evm/chains";\n',
    );
    expect(added(bad)).toEqual([
      "lib/config.ts -> lib/webhooks/config.ts: config may not import services",
      "lib/config.ts -> lib/net/http-client.ts: config may not import kernel",
      "lib/config.ts -> lib/store/types.ts: config may not import store",
      "lib/config.ts -> lib/chains/evm/chains.ts: config may not import sources",
    ]);
    expect(added(withFile("lib/settings/bad.ts", 'import type { Tier } from "@/lib/store/types";\n'))).toEqual([
      "lib/settings/bad.ts -> lib/store/types.ts: settings may not import store",
    ]);
  });

  it("a second JSON-RPC transport: an envelope and an HTTP exchange outside lib/chains/jsonrpc", () => {
    const text =
      'import { httpTransport } from "@/lib/net/http-client";\nexport const ping = (url: string) =>\n  httpTransport(url, { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getSlot" }), timeoutMs: 1 });\n';
    const files = withFile("lib/chains/evm/bad.ts", text);
    const textOf = (path: string) => (path === "lib/chains/evm/bad.ts" ? text : readFileSync(path, "utf8"));
    expect(jsonRpcViolations(files, textOf).filter((v) => v.startsWith("lib/chains/evm/bad.ts"))).toEqual([
      "lib/chains/evm/bad.ts: writes a JSON-RPC envelope; use the one JSON-RPC transport (lib/chains/jsonrpc/)",
      "lib/chains/evm/bad.ts -> lib/net/http-client.ts: JSON-RPC goes through lib/chains/jsonrpc/, not its own HTTP exchange",
    ]);
    const solanaInTransport = withFile(
      "lib/chains/jsonrpc/bad.ts",
      'export { MINT_BASE_SIZE } from "../solana/mint-decoder";\n',
    );
    expect(
      jsonRpcViolations(solanaInTransport, (path) => (path.endsWith("bad.ts") ? "" : readFileSync(path, "utf8"))),
    ).toEqual([
      "lib/chains/jsonrpc/bad.ts -> lib/chains/solana/mint-decoder.ts: the JSON-RPC transport imports only the kernel, settings and lib/chains/errors",
    ]);
  });

  it("an import cycle, and the middleware reaching a Node-only module", () => {
    const pair = new Map([
      ["lib/util/bad.ts", 'import { b } from "./bad-b";\nexport const a = 1;\n'],
      ["lib/util/bad-b.ts", 'import type { a } from "./bad";\nexport const b = 2;\n'],
    ]);
    expect(findCycles([...project, ...parseSources(pair, (rel) => pair.has(rel))])).toEqual([
      ["lib/util/bad-b.ts", "lib/util/bad.ts"],
    ]);
    const edge = withFile(
      "middleware.ts",
      'import { getRuntime } from "@/lib/runtime";\nexport const x = getRuntime;\n',
    );
    expect(added(edge)).toContain("middleware.ts -> lib/runtime.ts: edge may not import services");
    expect(added(edge)).toContain("middleware.ts reaches lib/store/create-store.ts: not an edge module (EDGE_MODULES)");
  });
});
