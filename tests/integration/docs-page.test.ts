import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyRequestSignature } from "@/lib/auth/request-signing";
import { CHECK_CATALOGUE, SANDBOX_CATALOGUE, SCORING_TABLE } from "@/lib/engine";
import { scoringGroups } from "@/lib/engine/scoring";
import { REASON_STATUS } from "@/lib/errors";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";
import { type NextServer, startNextServer } from "../support/next-server";
import { verifyDelivery } from "../support/verify-webhook";

/**
 * /docs on the production server: every operation of the served OpenAPI document, the generated
 * sections, worked examples that verify with the production verifiers, and every `/docs#anchor`
 * the site and the docs link to.
 */
let server: NextServer;
let html: string;
let openapi: { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  server = await startNextServer({});
  const res = await fetch(server.url + "/docs");
  expect(res.status).toBe(200);
  html = await res.text();
  openapi = await (await fetch(server.url + "/api/openapi.json")).json();
});
afterAll(async () => {
  await server?.stop();
});

const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** Text of the element carrying `attr="value"` (a leaf element). */
const textOf = (attr: string, value: string) => {
  const m = new RegExp(`${attr}="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([^<]*)<`).exec(html);
  expect(m, `${attr}=${value}`).not.toBeNull();
  return decode(m![1]);
};
const ids = () => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

describe("/docs", () => {
  it("has every section, reachable from its table of contents", () => {
    for (const id of [
      "endpoints",
      "authentication",
      "request-signing",
      "webhooks",
      "errors",
      "limits",
      "scoring",
      "findings",
      "sandbox",
    ]) {
      expect(ids().has(id), id).toBe(true);
      expect(html).toContain(`href="#${id}"`);
    }
    expect(ids().has("batch-stream")).toBe(true); // linked from docs/api.md
    const present = ids();
    const inPage = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.filter((id) => !present.has(id))).toEqual([]);
    const all = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]); // anchors are unique
  });

  it("documents every operation of the served OpenAPI document", () => {
    const methods = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];
    const ops = Object.entries(openapi.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .filter((m) => methods.includes(m))
        .map((m) => [m.toUpperCase(), p]),
    );
    expect(ops.length).toBeGreaterThan(0);
    for (const [m, p] of ops) expect(html, `${m} ${p}`).toContain(`data-method="${m}" data-path="${p}"`);
  });

  it("every /docs#anchor linked from the site, the README and docs/ exists on the page", () => {
    const files = execSync("git ls-files app components lib README.md docs", { encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(tsx?|md)$/.test(f));
    const anchors = new Set<string>();
    for (const f of files)
      for (const m of readFileSync(f, "utf8").matchAll(/\/docs#([A-Za-z0-9_-]+)/g)) anchors.add(m[1]);
    expect(anchors.has("request-signing")).toBe(true); // the key console's link
    const present = ids();
    expect([...anchors].filter((a) => !present.has(a))).toEqual([]);
  });

  it("shows a request-signing worked example that the server's verifier accepts", () => {
    const v = (k: string) => textOf("data-signing", k);
    const input = {
      apiKey: v("apiKey"),
      salt: v("salt"),
      timestampHeader: v("timestamp"),
      body: Buffer.from(v("body")),
      nowSeconds: Number(v("timestamp")),
    };
    expect(verifyRequestSignature({ ...input, signatureHeader: v("signatureHex") }).signatureDigest).toBe(
      v("signatureHex"),
    );
    expect(verifyRequestSignature({ ...input, signatureHeader: v("signatureBase64") }).signatureDigest).toBe(
      v("signatureHex"),
    );
  });

  it("shows every webhook event and a signed delivery that verifies", async () => {
    for (const e of WEBHOOK_EVENTS) expect(html, e.type).toContain(`<code>${e.type}</code>`);
    const headers: Record<string, string> = {};
    for (const h of [
      "X-Service-Event",
      "X-Service-Timestamp",
      "X-Service-Signature",
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ])
      headers[h] = textOf("data-webhook-header", h);
    const body = textOf("data-webhook", "body");
    expect(
      await verifyDelivery({
        secret: textOf("data-webhook", "secret"),
        headers,
        body,
        nowSeconds: Number(headers["webhook-timestamp"]),
      }),
    ).toBe(true);
  });

  it("lists every error reason with its status and a meaning", () => {
    for (const [reason, status] of Object.entries(REASON_STATUS)) {
      const row = new RegExp(`id="error-${reason}"[^>]*>(.*?)</tr>`).exec(html);
      expect(row, reason).not.toBeNull();
      const cells = [...row![1].matchAll(/<td>(.*?)<\/td>/g)].map((c) => decode(c[1].replace(/<[^>]+>/g, "")));
      expect(cells[0]).toBe(reason);
      expect(cells[1]).toBe(String(status));
      expect(cells[2].length, `${reason} meaning`).toBeGreaterThan(20);
    }
  });

  it("renders the findings catalogue, scoring floors, limits and sandbox tokens from the code", () => {
    for (const c of CHECK_CATALOGUE) expect(html, c.id).toContain(`<code>${c.id}</code>`);
    const text = decode(html.replace(/<[^>]+>/g, ""));
    for (const o of SCORING_TABLE.overrides) expect(text).toContain(o.replace(/`/g, ""));
    // The correlation groups (one fact, one penalty): each with its checks and why they are one fact.
    for (const g of scoringGroups()) {
      expect(text, g.id).toContain(g.why);
      for (const id of g.checks) expect(text, `${g.id} ${id}`).toContain(id);
    }
    for (const t of SANDBOX_CATALOGUE) expect(html, t.scenario).toContain(t.address);
    expect(decode(html)).toMatch(
      /<td>Scans per day \(reset 00:00 UTC\)<\/td><td>10<\/td><td>1,000<\/td><td>100,000<\/td>/,
    );
  });
});
