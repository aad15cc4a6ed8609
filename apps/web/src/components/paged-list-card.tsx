import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { PaginationBar } from './pagination-bar.tsx';
import { QueryState, type QueryStatus } from './query-state.tsx';

interface PagedListCardProps {
  /** a paginated list query */
  query: QueryStatus & { data?: { total: number } };
  /** still waiting for what the query needs (the workspace) */
  waiting?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** above the list and its states: the filters */
  toolbar?: ReactNode;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** One page of a server-paginated list in a card: its loading, failure and empty states, and the page bar. */
export function PagedListCard({
  query,
  page,
  pageSize,
  onPageChange,
  toolbar,
  children,
  ...state
}: PagedListCardProps) {
  const total = query.data?.total ?? 0;
  return (
    <Card>
      <CardContent>
        {toolbar}
        <QueryState query={query} isEmpty={total === 0} {...state}>
          {children}
          <PaginationBar page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
        </QueryState>
      </CardContent>
    </Card>
  );
}
