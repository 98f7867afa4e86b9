// A table of one page of records with its loading, empty and error states in place of the rows, so
// the header and the page around it stay put while the data comes and goes.
import type { ReactNode } from 'react';
import { Empty, Failed, Loading } from './states.tsx';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Monospace: ids, addresses, references. */
  mono?: boolean;
  /** Long text (reasons, details) wraps; other cells keep to one line. */
  wrap?: boolean;
  width?: string;
};

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  onRowClick?: (row: T) => void;
  selectedKey?: string | number | null;
  label: string;
};

export function DataTable<T>({ columns, rows, rowKey, isLoading, error, onRetry, emptyText, onRowClick, selectedKey, label }: Props<T>) {
  const state = (content: ReactNode) => (
    <tr className="table-state">
      <td colSpan={columns.length}>{content}</td>
    </tr>
  );
  let body: ReactNode;
  if (error && !rows) body = state(<Failed error={error} onRetry={onRetry} />);
  else if (!rows) body = state(isLoading ? <Loading /> : null);
  else if (rows.length === 0) body = state(<Empty text={emptyText} />);
  else {
    body = rows.map((row) => {
      const key = rowKey(row);
      const open = onRowClick ? () => onRowClick(row) : undefined;
      return (
        <tr
          key={key}
          className={`${open ? 'clickable' : ''} ${selectedKey === key ? 'selected' : ''}`}
          onClick={open}
          onKeyDown={open ? (event) => (event.key === 'Enter' ? open() : undefined) : undefined}
          tabIndex={open ? 0 : undefined}
        >
          {columns.map((column) => (
            <td
              key={column.key}
              className={`${column.align === 'right' ? 'num' : ''} ${column.mono ? 'mono' : ''} ${column.wrap ? 'wrap' : ''}`}
            >
              {column.render(row)}
            </td>
          ))}
        </tr>
      );
    });
  }
  return (
    <div className={`table-wrap ${isLoading && rows ? 'refreshing' : ''}`}>
      <table className="table" aria-label={label} aria-busy={isLoading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                className={column.align === 'right' ? 'num' : ''}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      {error && rows ? <Failed error={error} onRetry={onRetry} /> : null}
    </div>
  );
}
