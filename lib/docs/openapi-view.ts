/**
 * A generic reader over an OpenAPI 3.1 document for the /docs page: operations grouped by tag,
 * parameters, request and response bodies flattened into field rows, security requirements, and
 * examples (the document's own, else one built from the schema). Nothing here knows a route name:
 * whatever the document describes is what the page shows. Plain TypeScript, no React.
 */

export type Json = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;

const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** An anchor-safe id: lower case, runs of other characters to one hyphen. */
export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Follows a local `$ref` (JSON pointer into the document); other nodes are returned as they are. */
export function deref(doc: Json, node: unknown, seen = new Set<string>()): Json {
  if (!isObj(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/") || seen.has(ref)) return node;
  seen.add(ref);
  let cur: unknown = doc;
  for (const part of ref.slice(2).split("/")) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    cur = isObj(cur) ? cur[key] : undefined;
  }
  // Sibling keywords next to $ref (3.1 allows e.g. a description) override the target's.
  const { $ref: _ignored, ...siblings } = node;
  return { ...deref(doc, cur, seen), ...siblings };
}

/** The name of a `$ref` target (`#/components/schemas/FullScan` -> `FullScan`). */
export const refName = (node: unknown) =>
  isObj(node) && typeof node.$ref === "string" ? node.$ref.slice(node.$ref.lastIndexOf("/") + 1) : undefined;

export interface Operation {
  method: string;
  path: string;
  id: string;
  op: Json;
  tags: string[];
  parameters: Json[];
}

/** Every operation of the document, in document order, with path-level parameters merged in. */
export function operations(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, itemRaw] of Object.entries((doc.paths as Json) ?? {})) {
    const item = deref(doc, itemRaw);
    const shared = Array.isArray(item.parameters) ? (item.parameters as unknown[]).map((p) => deref(doc, p)) : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const own = Array.isArray(op.parameters) ? (op.parameters as unknown[]).map((p) => deref(doc, p)) : [];
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const tags = Array.isArray(op.tags) && op.tags.length ? (op.tags as string[]) : [fallbackTag(path)];
      const id = typeof op.operationId === "string" ? slug(op.operationId) : slug(`${method} ${path}`);
      out.push({ method, path, id: `op-${id}`, op, tags, parameters });
    }
  }
  return out;
}

/** A group name for untagged operations: the first path segment after /api and a version segment. */
function fallbackTag(path: string): string {
  const parts = path.split("/").filter((p) => p && p !== "api" && !/^v\d+$/.test(p));
  return parts[0] ?? "other";
}

export interface TagGroup {
  name: string;
  id: string;
  description?: string;
  operations: Operation[];
}

/** Operations by tag: the document's tag order first, then tags in order of first use. An operation with several tags appears under its first. */
export function groupByTag(doc: Json, ops: Operation[]): TagGroup[] {
  const declared = Array.isArray(doc.tags) ? (doc.tags as Json[]) : [];
  const groups = new Map<string, TagGroup>();
  for (const t of declared) {
    if (typeof t.name === "string")
      groups.set(t.name, {
        name: t.name,
        id: `tag-${slug(t.name)}`,
        description: t.description as string | undefined,
        operations: [],
      });
  }
  for (const o of ops) {
    const name = o.tags[0];
    const group = groups.get(name) ?? { name, id: `tag-${slug(name)}`, operations: [] };
    groups.set(name, group);
    group.operations.push(o);
  }
  return [...groups.values()].filter((g) => g.operations.length);
}

/** Security alternatives of an operation: [] means no authentication; each alternative lists scheme names (all required together). */
export function securityOf(doc: Json, op: Json): string[][] {
  const reqs = (Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []) as Json[];
  return reqs.map((r) => Object.keys(r)).filter((alt, _i, all) => alt.length > 0 || all.length === 1);
}

/** A short type label: `string`, `integer | null`, `FullScan`, `Finding[]`, `"low" | "high"`. */
export function typeLabel(doc: Json, schema: unknown): string {
  if (!isObj(schema)) return "any";
  const name = refName(schema);
  if (name) return name;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  for (const k of ["oneOf", "anyOf"] as const)
    if (Array.isArray(schema[k])) return (schema[k] as unknown[]).map((s) => typeLabel(doc, s)).join(" | ");
  if (Array.isArray(schema.allOf)) return (schema.allOf as unknown[]).map((s) => typeLabel(doc, s)).join(" & ");
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];
  const label = types.map((t) =>
    t === "array"
      ? `${typeLabel(doc, schema.items)}[]`
      : t === "object" && isObj(schema.additionalProperties)
        ? `map of ${typeLabel(doc, schema.additionalProperties)}`
        : t,
  );
  return label.length ? label.join(" | ") : "any";
}

/** Validation keywords worth showing next to a field. */
export function constraints(schema: Json): string[] {
  const out: string[] = [];
  const s = schema;
  // zod's int() writes the safe-integer range as bounds: not worth showing.
  const bound = (v: unknown) => v !== undefined && !(typeof v === "number" && Math.abs(v) >= Number.MAX_SAFE_INTEGER);
  if (typeof s.format === "string") out.push(`format ${s.format}`);
  if (bound(s.minimum)) out.push(`≥ ${s.minimum}`);
  if (bound(s.exclusiveMinimum)) out.push(`> ${s.exclusiveMinimum}`);
  if (bound(s.maximum)) out.push(`≤ ${s.maximum}`);
  if (bound(s.exclusiveMaximum)) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minItems !== undefined) out.push(`min items ${s.minItems}`);
  if (s.maxItems !== undefined) out.push(`max items ${s.maxItems}`);
  if (typeof s.pattern === "string" && s.pattern.length <= 60) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out;
}

export interface FieldRow {
  /** Dotted path: `token.supply`, `findings[].id`. */
  name: string;
  type: string;
  required: boolean;
  description: string;
  constraints: string[];
}

/** The non-null variant of `X | null` (anyOf/oneOf/type list), so nullable objects still expand. */
function nonNull(doc: Json, schema: Json): { schema: Json; nullable: boolean } {
  for (const k of ["anyOf", "oneOf"] as const) {
    const alts = schema[k];
    if (Array.isArray(alts)) {
      const rest = (alts as unknown[]).filter((a) => !(isObj(a) && a.type === "null"));
      if (rest.length === 1 && rest.length < alts.length)
        return {
          schema: { ...deref(doc, rest[0]), description: schema.description ?? deref(doc, rest[0]).description },
          nullable: true,
        };
    }
  }
  return { schema, nullable: false };
}

/** The `$ref` node of a schema, or of its single non-null alternative (`X | null`), so recursion through nullable references is seen. */
function refNode(raw: unknown): Json | undefined {
  if (!isObj(raw)) return undefined;
  if (typeof raw.$ref === "string") return raw;
  for (const k of ["anyOf", "oneOf"] as const) {
    const alts = raw[k];
    if (Array.isArray(alts)) {
      const rest = alts.filter((a) => !(isObj(a) && a.type === "null"));
      if (rest.length === 1 && isObj(rest[0]) && typeof rest[0].$ref === "string") return rest[0];
    }
  }
  return undefined;
}

/** Properties of an object schema, allOf members merged. */
function objectParts(doc: Json, schema: Json): { props: Record<string, unknown>; required: Set<string> } {
  const props: Record<string, unknown> = {};
  const required = new Set<string>();
  const add = (s: Json) => {
    Object.assign(props, (s.properties as Json) ?? {});
    for (const r of (s.required as string[]) ?? []) required.add(r);
    for (const part of (s.allOf as unknown[]) ?? []) add(deref(doc, part));
  };
  add(schema);
  return { props, required };
}

/**
 * A schema flattened into rows, one per field, nested objects and arrays of objects expanded with
 * dotted names up to `maxDepth` levels. A schema that is not an object gives one row named `(body)`.
 */
export function fieldRows(doc: Json, schemaIn: unknown, maxDepth = 3): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (raw: unknown, prefix: string, depth: number, refs: Set<string>) => {
    const name = refName(raw);
    if (name) {
      if (refs.has(name)) return; // recursive type
      refs = new Set(refs).add(name);
    }
    const { schema } = nonNull(doc, deref(doc, raw));
    const { props, required } = objectParts(doc, schema);
    for (const [key, pRaw] of Object.entries(props)) {
      const p = deref(doc, pRaw);
      const { schema: inner, nullable } = nonNull(doc, p);
      const full = prefix ? `${prefix}.${key}` : key;
      let type = typeLabel(doc, isObj(pRaw) && pRaw.$ref ? pRaw : p);
      if (nullable && !type.includes("null")) type += " | null";
      rows.push({
        name: full,
        type,
        required: required.has(key),
        description: String(p.description ?? inner.description ?? ""),
        constraints: constraints(inner),
      });
      if (depth >= maxDepth) continue;
      const innerProps = objectParts(doc, inner).props;
      if (Object.keys(innerProps).length) walk(refNode(pRaw) ?? inner, full, depth + 1, refs);
      else if (inner.type === "array" || (Array.isArray(inner.type) && inner.type.includes("array"))) {
        const items = deref(doc, inner.items);
        if (Object.keys(objectParts(doc, nonNull(doc, items).schema).props).length)
          walk(inner.items, `${full}[]`, depth + 1, refs);
      }
    }
  };
  const root = nonNull(doc, deref(doc, schemaIn)).schema;
  if (!Object.keys(objectParts(doc, root).props).length) {
    return [
      {
        name: "(body)",
        type: typeLabel(doc, schemaIn),
        required: true,
        description: String(root.description ?? ""),
        constraints: constraints(root),
      },
    ];
  }
  walk(schemaIn, "", 1, new Set());
  return rows;
}

/**
 * A sample value for a schema: its own example, default, const or first enum value, else one built
 * from the type (a string the schema says nothing more about becomes a `<fieldName>` placeholder).
 */
export function sampleOf(doc: Json, schemaIn: unknown, depth = 0, name = "value"): unknown {
  const s = deref(doc, schemaIn);
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (depth > 6) return null;
  for (const k of ["oneOf", "anyOf"] as const) {
    if (Array.isArray(s[k])) {
      const first = (s[k] as unknown[]).find((a) => !(isObj(a) && a.type === "null")) ?? (s[k] as unknown[])[0];
      return sampleOf(doc, first, depth + 1, name);
    }
  }
  const { props, required } = objectParts(doc, s);
  if (Object.keys(props).length) {
    const out: Json = {};
    // Required fields; when none is required (e.g. one of two alternatives), the first field.
    const keys = Object.keys(props).filter((k) => required.has(k));
    for (const k of keys.length ? keys : Object.keys(props).slice(0, 1)) out[k] = sampleOf(doc, props[k], depth + 1, k);
    return out;
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== "null") : (s.type as string | undefined);
  switch (type) {
    case "array":
      return [sampleOf(doc, s.items, depth + 1, name)];
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 0;
    case "boolean":
      return true;
    case "string":
      return s.format === "date-time"
        ? "2026-11-01T12:00:00.000Z"
        : s.format === "uri"
          ? "https://example.com/"
          : `<${name}>`;
    case "object":
      return {};
    default:
      return null;
  }
}

export interface MediaView {
  mediaType: string;
  schema: unknown;
  /** The component name when the schema is a plain `$ref` (shown once in the schemas section). */
  ref?: string;
  rows: FieldRow[];
  /** When the schema is one of several object types (oneOf/anyOf): each alternative's rows instead of `rows`. */
  variants: Array<{ label: string; rows: FieldRow[] }>;
  /** Examples as [label, value]; built from the schema when the document gives none. */
  examples: Array<[string, unknown]>;
  exampleIsGenerated: boolean;
}

/** A `content` map (request body or response) as views per media type. */
export function mediaViews(doc: Json, content: unknown): MediaView[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([mediaType, mRaw]) => {
    const m = deref(doc, mRaw);
    const examples: Array<[string, unknown]> = [];
    if (m.example !== undefined) examples.push(["example", m.example]);
    if (isObj(m.examples))
      for (const [k, e] of Object.entries(m.examples))
        examples.push([String(deref(doc, e).summary ?? k), deref(doc, e).value]);
    const generated = examples.length === 0 && m.schema !== undefined;
    if (generated) examples.push(["example", sampleOf(doc, m.schema)]);
    const root = deref(doc, m.schema);
    const alts =
      ((root.oneOf ?? root.anyOf) as unknown[] | undefined)?.filter((a) => !(isObj(a) && a.type === "null")) ?? [];
    const variants = alts.length > 1 ? alts.map((a) => ({ label: typeLabel(doc, a), rows: fieldRows(doc, a) })) : [];
    const rows = m.schema === undefined || variants.length ? [] : fieldRows(doc, m.schema);
    return {
      mediaType,
      schema: m.schema,
      ref: refName(m.schema),
      rows,
      variants,
      examples,
      exampleIsGenerated: generated,
    };
  });
}

export interface ResponseView {
  status: string;
  description: string;
  media: MediaView[];
  headers: Array<{ name: string; description: string }>;
}

export function responseViews(doc: Json, op: Json): ResponseView[] {
  return Object.entries((op.responses as Json) ?? {}).map(([status, rRaw]) => {
    const r = deref(doc, rRaw);
    const headers = Object.entries((r.headers as Json) ?? {}).map(([name, h]) => ({
      name,
      description: String(deref(doc, h).description ?? ""),
    }));
    return { status, description: String(r.description ?? ""), media: mediaViews(doc, r.content), headers };
  });
}

/** A curl command for an operation: path parameters as placeholders, the auth header of its first security alternative, the example body. */
export function curlExample(doc: Json, o: Operation): string {
  const schemes = ((doc.components as Json)?.securitySchemes as Json) ?? {};
  const lines = [
    `curl -s -X ${o.method.toUpperCase()} "$BASE_URL${o.path.replace(/\{([^}]+)\}/g, (_, n) => `<${n}>`)}${queryPart(o)}"`,
  ];
  const alt = securityOf(doc, o.op)[0] ?? [];
  for (const name of alt) {
    const s = deref(doc, schemes[name]);
    if (s.type === "http" && String(s.scheme).toLowerCase() === "bearer")
      lines.push(`-H "Authorization: Bearer $API_KEY"`);
    else if (s.type === "apiKey" && s.in === "header") lines.push(`-H "${s.name}: $API_KEY"`);
    else if (s.type === "apiKey" && s.in === "cookie") lines.push(`-b "${s.name}=<session cookie>"`);
  }
  const body = deref(doc, o.op.requestBody);
  const json = mediaViews(doc, body.content).find((m) => m.mediaType.includes("json"));
  if (json?.examples.length)
    lines.push(`-H "Content-Type: ${json.mediaType}" -d '${JSON.stringify(json.examples[0][1])}'`);
  return lines.join(" \\\n  ");
}

function queryPart(o: Operation): string {
  const req = o.parameters.filter((p) => p.in === "query" && p.required);
  return req.length ? "?" + req.map((p) => `${p.name}=<${p.name}>`).join("&") : "";
}

/** The named schemas of `components.schemas`, each as a media-like view (fields, alternatives, an example). */
export function componentSchemas(doc: Json): Array<{ name: string; view: MediaView }> {
  const schemas = ((doc.components as Json)?.schemas as Json) ?? {};
  return Object.keys(schemas).map((name) => {
    const [view] = mediaViews(doc, {
      "application/json": { schema: { $ref: `#/components/schemas/${name.replace(/~/g, "~0").replace(/\//g, "~1")}` } },
    });
    return { name, view: { ...view, ref: undefined } };
  });
}
