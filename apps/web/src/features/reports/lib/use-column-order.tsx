import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';

export interface ColumnOrder<K extends string> {
  sort: K;
  direction: 'asc' | 'desc';
}

/**
 * A table's order by one of its columns, for a table the server sorts: a click
 * on a column's label sorts by it, most first, and again the other way. Gives
 * the order to ask, each head cell's `sortDirection` and its sort button.
 */
export function useColumnOrder<K extends string>(initial: ColumnOrder<K>) {
  const [order, setOrder] = useState(initial);
  const sortDirection = (key: K): 'asc' | 'desc' | false => (order.sort === key ? order.direction : false);
  const sortLabel = (key: K, label: string) => (
    <TableSortLabel
      active={order.sort === key}
      direction={order.sort === key ? order.direction : 'desc'}
      onClick={() =>
        setOrder({ sort: key, direction: order.sort === key && order.direction === 'desc' ? 'asc' : 'desc' })
      }
    >
      {label}
    </TableSortLabel>
  );
  return { order, sortDirection, sortLabel };
}
