import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';

export interface ColumnOrder<K extends string> {
  sort: K;
  direction: 'asc' | 'desc';
}

/**
 * A table's order by one of its figure columns, for a table the server sorts:
 * a click on a column's label sorts by it, most first, and again the other
 * way. Gives the order to ask and each sortable column's head cell.
 */
export function useColumnOrder<K extends string>(initial: ColumnOrder<K>) {
  const [order, setOrder] = useState(initial);
  const headCell = (key: K, label: string) => {
    const active = order.sort === key;
    return (
      <TableCell key={key} align="right" sortDirection={active ? order.direction : false}>
        <TableSortLabel
          active={active}
          direction={active ? order.direction : 'desc'}
          onClick={() => setOrder({ sort: key, direction: active && order.direction === 'desc' ? 'asc' : 'desc' })}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  return { order, headCell };
}
