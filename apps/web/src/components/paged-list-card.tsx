import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { DataState } from './data-state.tsx';
import { errorKey } from './form/error-key.ts';
import { PaginationBar } from './pagination-bar.tsx';

/** What the card reads of a paginated list query (an RTK Query result). */
export interface PagedQuery {
  data?: { total: number };
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PagedListCardProps {
  query: PagedQuery;
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
export function PagedListCard({ query, waiting, page, pageSize, onPageChange, toolbar, ...empty }: PagedListCardProps) {
  const total = query.data?.total ?? 0;
  return (
    <Card>
      <CardContent>
        {toolbar}
        <DataState
          isLoading={Boolean(waiting) || query.isLoading || query.isUninitialized}
          isError={query.isError}
          errorKey={errorKey(query.error)}
          onRetry={query.refetch}
          isEmpty={total === 0}
          emptyTitle={empty.emptyTitle}
          emptyText={empty.emptyText}
          emptyAction={empty.emptyAction}
        >
          {empty.children}
          <PaginationBar page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
        </DataState>
      </CardContent>
    </Card>
  );
}
