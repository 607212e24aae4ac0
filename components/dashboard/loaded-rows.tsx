import type { ReactNode } from "react";

/**
 * The body rows of a table whose rows are loaded: "Loading…" until they arrive (`rows` null), `empty` when there are
 * none, else one or more rows per item from `children`.
 */
export function LoadedRows<T>({
  rows,
  columns,
  empty,
  children,
}: {
  rows: readonly T[] | null;
  /** How many columns the table has (the loading and empty rows span them all). */
  columns: number;
  empty: ReactNode;
  children: (row: T, index: number) => ReactNode;
}) {
  if (rows === null || rows.length === 0)
    return (
      <tr>
        <td colSpan={columns} className="empty">
          {rows === null ? "Loading…" : empty}
        </td>
      </tr>
    );
  return rows.map(children);
}
