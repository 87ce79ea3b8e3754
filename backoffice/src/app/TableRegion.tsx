/**
 * A back-office table: a scrollable region named `label` (reachable by keyboard to scroll it),
 * marked busy while its rows reload, with one header row of `columns`; the rows are its
 * children.
 */
import type { ReactNode } from 'react';

export interface TableRegionProps {
  readonly label: string;
  readonly columns: readonly string[];
  readonly busy?: boolean;
  readonly children: ReactNode;
}

export function TableRegion({ label, columns, busy, children }: TableRegionProps) {
  return (
    <div className="bo-table" role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
