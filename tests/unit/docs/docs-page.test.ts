import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "@/app/docs/_parts/ui";
import DocsPage from "@/app/docs/page";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { FINDING_CATALOGUES, SANDBOX_CATALOGUES } from "@/lib/docs/catalogues";
import { type Json, operations, slug } from "@/lib/docs/openapi-view";
import { errorRows, limitRows } from "@/lib/docs/reference";
import { SCORING_TABLE } from "@/lib/engine";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/catalogue";

/**
 * /docs is rendered from the code: each section's table has one row per item of the list it is built from (error
 * reasons, limits, checks, sandbox tokens, events, operations), so a new reason, check or route appears by itself.
 * Rendered on the server exactly as Next renders the page (a server component, no client code).
 */
const html = renderToStaticMarkup(createElement(DocsPage));
const count = (re: RegExp) => (html.match(re) ?? []).length;
const section = (id: string) => {
  const start = html.indexOf(`<section id="${id}"`);
  expect(start, id).toBeGreaterThanOrEqual(0);
  return html.slice(start);
};

describe("/docs sections rendered from the code", () => {
  it("one row per error reason, each with its anchor, status and meaning", () => {
    const rows = errorRows();
    expect(count(/<tr id="error-/g)).toBe(rows.length);
    for (const e of rows)
      expect(html).toContain(`<tr id="error-${e.reason}"><td><code>${e.reason}</code></td><td>${e.status}</td>`);
  });

  it("one anchored row per check of each catalogue, one per sandbox token, limit and risk band", () => {
    for (const cat of FINDING_CATALOGUES)
      for (const c of cat.checks) expect(html, c.id).toContain(`<tr id="${slug(cat.label)}-${c.id}">`);
    for (const cat of SANDBOX_CATALOGUES)
      for (const t of cat.entries) expect(html, t.scenario).toContain(`<td><code>${t.address}</code></td>`);
    const limits = section("limits");
    const limitTable = limits.slice(0, limits.indexOf("</table>"));
    expect(limitTable.split("<tr>").length - 2).toBe(limitRows().length); // less the split's head and the heading row
    for (const b of SCORING_TABLE.riskBands) expect(html).toContain(`<td>&gt;= ${b.min}</td><td>${b.level}</td>`);
  });

  it("one section per operation of the OpenAPI document, one row per webhook event", () => {
    const ops = operations(buildOpenApiDocument() as Json);
    expect(count(/<section class="endpoint"/g)).toBe(ops.length);
    for (const o of ops) expect(html).toContain(`data-method="${o.method.toUpperCase()}" data-path="${o.path}"`);
    for (const e of WEBHOOK_EVENTS) expect(section("webhooks")).toContain(`<code>${e.type}</code>`);
  });

  it("the table of contents and the sections agree, in order", () => {
    const nav = html.slice(
      html.indexOf('aria-label="On this page"'),
      html.indexOf("</nav>", html.indexOf("On this page")),
    );
    const ids = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toContain("errors");
    const positions = ids.map((id) => html.indexOf(`<section id="${id}"`));
    expect(positions.filter((p) => p < 0)).toEqual([]);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("DataTable", () => {
  it("renders a heading per column and a cell per column for each row, with the row's anchor", () => {
    const out = renderToStaticMarkup(
      createElement(DataTable<{ n: number; s: string }>, {
        columns: [
          { head: "Number", cell: (r) => r.n * 2 },
          { head: "Name", cell: (r) => r.s.toUpperCase() },
        ],
        rows: [
          { n: 1, s: "a" },
          { n: 2, s: "b" },
        ],
        rowKey: (r) => r.s,
        rowId: (r) => `row-${r.s}`,
        label: "Example",
      }),
    );
    expect(out).toBe(
      '<div class="table-wrap" role="region" aria-label="Example" tabindex="0"><table><thead><tr><th>Number</th><th>Name</th></tr></thead>' +
        '<tbody><tr id="row-a"><td>2</td><td>A</td></tr><tr id="row-b"><td>4</td><td>B</td></tr></tbody></table></div>',
    );
  });
});
