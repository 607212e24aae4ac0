import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import {
  componentSchemas,
  curlExample,
  fieldRows,
  groupByTag,
  type Json,
  mediaViews,
  operations,
  responseViews,
  sampleOf,
  securityOf,
} from "@/lib/docs/openapi-view";

/** A small OpenAPI 3.1 document using the features the renderer must handle, none of them from this service. */
const petstore: Json = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  security: [{ bearer: [] }],
  tags: [{ name: "pets", description: "Pets." }, { name: "unused" }],
  paths: {
    "/pets/{petId}": {
      parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }],
      get: {
        tags: ["pets"],
        operationId: "getPet",
        responses: {
          "200": {
            description: "A pet.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
          "404": { $ref: "#/components/responses/NotFound" },
        },
      },
      put: {
        tags: ["pets"],
        parameters: [{ name: "dryRun", in: "query", required: true, schema: { type: "boolean" } }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Pet" },
              examples: { rex: { summary: "Rex", value: { name: "Rex" } } },
            },
          },
        },
        responses: { "204": { description: "Saved." } },
      },
    },
    "/api/v2/health": { get: { security: [], responses: { "200": { description: "ok" } } } },
  },
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer" },
      key: { type: "apiKey", in: "header", name: "X-Key" },
    },
    responses: {
      NotFound: {
        description: "Not found.",
        content: {
          "application/json": {
            schema: { type: "object", properties: { error: { type: "string" } }, required: ["error"] },
          },
        },
      },
    },
    schemas: {
      Pet: {
        allOf: [{ $ref: "#/components/schemas/Named" }],
        type: "object",
        properties: {
          owner: { anyOf: [{ $ref: "#/components/schemas/Owner" }, { type: "null" }], description: "Who owns it." },
          tags: {
            type: "array",
            items: { type: "object", properties: { label: { type: "string", maxLength: 20 } }, required: ["label"] },
          },
          age: { type: "integer", minimum: 0, maximum: 9007199254740991 },
        },
      },
      Named: { type: "object", properties: { name: { type: "string", description: "Its name." } }, required: ["name"] },
      Owner: {
        type: "object",
        properties: {
          email: { type: "string", format: "email" },
          pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
        },
        required: ["email"],
      },
    },
  },
};

describe("OpenAPI view (generic)", () => {
  const ops = operations(petstore);

  it("lists every operation with path-level parameters merged and groups by declared tag, then by path", () => {
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual([
      "get /pets/{petId}",
      "put /pets/{petId}",
      "get /api/v2/health",
    ]);
    expect(ops[1].parameters.map((p) => p.name)).toEqual(["petId", "dryRun"]);
    expect(ops[0].id).toBe("op-getpet");
    expect(groupByTag(petstore, ops).map((g) => [g.name, g.operations.length])).toEqual([
      ["pets", 2],
      ["health", 1],
    ]);
  });

  it("flattens schemas: allOf merged, nullable refs expanded, arrays of objects, recursion stopped, safe-integer bounds hidden", () => {
    const rows = fieldRows(petstore, { $ref: "#/components/schemas/Pet" });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName.name).toMatchObject({ type: "string", required: true, description: "Its name." });
    expect(byName.owner).toMatchObject({ type: "Owner | null", required: false, description: "Who owns it." });
    expect(byName["owner.email"]).toMatchObject({ required: true, constraints: ["format email"] });
    expect(byName["tags[].label"].constraints).toEqual(["max length 20"]);
    expect(byName.age.constraints).toEqual(["≥ 0"]);
    expect(rows.map((r) => r.name)).toContain("owner.pets");
    expect(rows.some((r) => r.name.startsWith("owner.pets[]."))).toBe(false); // Pet inside Pet: not expanded again
  });

  it("uses the document's examples, else builds one; resolves response refs", () => {
    const put = mediaViews(petstore, (ops[1].op.requestBody as Json).content);
    expect(put[0]).toMatchObject({ exampleIsGenerated: false, examples: [["Rex", { name: "Rex" }]] });
    expect(sampleOf(petstore, { $ref: "#/components/schemas/Owner" })).toEqual({ email: "<email>" });
    const r404 = responseViews(petstore, ops[0].op).find((r) => r.status === "404")!;
    expect(r404.description).toBe("Not found.");
    expect(r404.media[0].rows.map((r) => r.name)).toEqual(["error"]);
    const either = mediaViews(petstore, {
      "application/json": {
        schema: { oneOf: [{ $ref: "#/components/schemas/Owner" }, { $ref: "#/components/schemas/Named" }] },
      },
    })[0];
    expect(either.variants.map((v) => [v.label, v.rows.map((r) => r.name)])).toEqual([
      ["Owner", ["email", "pets", "pets[].owner", "pets[].tags", "pets[].tags[].label", "pets[].age", "pets[].name"]],
      ["Named", ["name"]],
    ]);
  });

  it("lists the named schemas once, with their fields; a response naming one carries its name", () => {
    expect(componentSchemas(petstore).map((c) => [c.name, c.view.rows.length > 0])).toEqual([
      ["Pet", true],
      ["Named", true],
      ["Owner", true],
    ]);
    expect(responseViews(petstore, ops[0].op)[0].media[0].ref).toBe("Pet");
  });

  it("reads security: document default, per-operation override to none", () => {
    expect(securityOf(petstore, ops[0].op)).toEqual([["bearer"]]);
    expect(securityOf(petstore, ops[2].op)).toEqual([]);
    expect(curlExample(petstore, ops[1])).toBe(
      `curl -s -X PUT "$BASE_URL/pets/<petId>?dryRun=<dryRun>" \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -H "Content-Type: application/json" -d '{"name":"Rex"}'`,
    );
  });
});

describe("OpenAPI view over this service's document", () => {
  const doc = buildOpenApiDocument() as Json;
  const ops = operations(doc);

  it("shows every path and method of the document, each with its responses", () => {
    const inDoc = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
      Object.keys(item as Json)
        .filter(
          (k) => k !== "parameters" && !k.startsWith("x-") && k !== "summary" && k !== "description" && k !== "servers",
        )
        .map((m) => `${m} ${p}`),
    );
    expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual(inDoc.sort());
    for (const o of ops) expect(responseViews(doc, o.op).length, `${o.method} ${o.path}`).toBeGreaterThan(0);
  });

  it("every JSON request body flattens into documented fields", () => {
    for (const o of ops) {
      const media = mediaViews(doc, ((o.op.requestBody as Json | undefined)?.content as Json | undefined) ?? {});
      for (const m of media) expect(m.rows.length, `${o.method} ${o.path} ${m.mediaType}`).toBeGreaterThan(0);
    }
  });
});
