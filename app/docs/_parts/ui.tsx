import type { ReactNode } from "react";
import type { FieldRow, MediaView } from "@/lib/docs/openapi-view";
import { slug, typeLabel } from "@/lib/docs/openapi-view";

/** The building blocks of /docs: every table on the page is a `DataTable` over rows that come from the code. */

export const json = (v: unknown) => JSON.stringify(v, null, 2);

/** Text with `backticked` spans as code (the descriptions in the schemas and check modules use that markdown). */
export function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
        i % 2 ? <code key={i}>{part}</code> : part,
      )}
    </>
  );
}

/** A column of a DataTable: its heading and what a row shows in it. */
export interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
}

/** A value as code (the cell most columns show). */
export const code = (value: ReactNode) => <code>{value}</code>;

/**
 * A table of rows, one cell per column. A labelled table is a focusable region (it scrolls sideways on narrow
 * screens); an unlabelled one is plain. `rowId` gives a row an anchor (`#error-…`, `#scheme-…`, a check id).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowId,
  rowAttrs,
  label,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  rowId?: (row: T) => string;
  rowAttrs?: (row: T) => Record<`data-${string}`, string>;
  label?: string;
}) {
  return (
    <div className="table-wrap" {...(label ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.head}>{c.head}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} id={rowId?.(row)} {...rowAttrs?.(row)}>
              {columns.map((c) => (
                <td key={c.head}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A label and a value shown as code, with the data attributes the tests read the value by. */
export type ValueRow = [label: ReactNode, value: string, attrs?: Record<`data-${string}`, string>];

/** A worked example: each step's label and its value. */
export function ValuesTable({ head, label, rows }: { head: [string, string]; label: string; rows: ValueRow[] }) {
  return (
    <DataTable<ValueRow>
      label={label}
      rows={rows}
      rowKey={(_, i) => String(i)}
      columns={[
        { head: head[0], cell: ([name]) => name },
        { head: head[1], cell: ([, value, attrs]) => <code {...attrs}>{value}</code> },
      ]}
    />
  );
}

const FIELD_COLUMNS: Column<FieldRow>[] = [
  { head: "Field", cell: (r) => code(r.name) },
  { head: "Type", cell: (r) => code(r.type) },
  { head: "Required", cell: (r) => (r.required ? "yes" : "no") },
  {
    head: "Meaning",
    cell: (r) => (
      <>
        <Inline text={r.description} />
        {r.constraints.length ? <span className="muted"> {r.constraints.join(", ")}.</span> : null}
      </>
    ),
  },
];

/** The fields of a schema, one row per (dotted) field. */
export function Fields({ rows }: { rows: FieldRow[] }) {
  if (!rows.length) return <p className="muted">No fields.</p>;
  return <DataTable columns={FIELD_COLUMNS} rows={rows} rowKey={(r) => r.name} />;
}

/** Examples, each under its label. */
function Examples({ m }: { m: MediaView }) {
  return m.examples.map(([label, value]) => (
    <div key={label}>
      <p className="muted small">{m.exampleIsGenerated ? "Example (built from the schema)" : label}</p>
      <pre>
        <code>{json(value)}</code>
      </pre>
    </div>
  ));
}

/** A body. Named schemas in responses link to the schemas section instead of repeating their fields. */
export function Media({ m, open, expand = true }: { m: MediaView; open?: boolean; expand?: boolean }) {
  if (!expand && m.ref) {
    const own = m.exampleIsGenerated ? [] : m.examples;
    return (
      <div>
        <code>{m.mediaType}</code> ·{" "}
        <a href={`#schema-${slug(m.ref)}`}>
          <code>{m.ref}</code>
        </a>
        {own.map(([label, value]) => (
          <details key={label}>
            <summary>{label}</summary>
            <pre>
              <code>{json(value)}</code>
            </pre>
          </details>
        ))}
      </div>
    );
  }
  return (
    <details open={open}>
      <summary>
        <code>{m.mediaType}</code>
        {m.schema ? (
          <>
            {" "}
            · <code>{typeLabel({}, m.schema)}</code>
          </>
        ) : null}
        {m.variants.length
          ? ` (one of ${m.variants.length})`
          : ` (${m.rows.length} field${m.rows.length === 1 ? "" : "s"})`}
      </summary>
      {m.variants.length ? (
        m.variants.map((v) => (
          <div key={v.label}>
            <p className="muted small">
              One of: <code>{v.label}</code>
            </p>
            <Fields rows={v.rows} />
          </div>
        ))
      ) : (
        <Fields rows={m.rows} />
      )}
      <Examples m={m} />
    </details>
  );
}

/** A list of links, comma-separated (`a, b, c`). */
export function LinkList<T>({
  items,
  href,
  label,
}: {
  items: readonly T[];
  href: (t: T) => string;
  label: (t: T) => ReactNode;
}) {
  return items.map((t, i) => (
    <span key={href(t)}>
      {i ? ", " : ""}
      <a href={href(t)}>{label(t)}</a>
    </span>
  ));
}

/** A section of the page with its heading (h2 for a top-level section, h3 inside one). */
export function Section({
  id,
  title,
  level = 2,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={id} aria-labelledby={`${id}-h`}>
      <Heading id={`${id}-h`}>{title}</Heading>
      {children}
    </section>
  );
}
