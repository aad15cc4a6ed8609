import type { ReactNode } from 'react';
import { DataState } from './data-state.tsx';
import { errorKey } from './form/error-key.ts';

/** What the states read of a query (an RTK Query result). */
export interface QueryStatus {
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryStateProps {
  query: QueryStatus;
  /** still waiting for what the query needs (the workspace); a skipped query counts as loading too */
  waiting?: boolean;
  isEmpty?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** DataState fed by one query: loading, its failure with a retry, empty, or the children. */
export function QueryState({ query, waiting, ...rest }: QueryStateProps) {
  return (
    <DataState
      isLoading={Boolean(waiting) || query.isLoading || query.isUninitialized}
      isError={query.isError}
      errorKey={errorKey(query.error)}
      onRetry={query.refetch}
      {...rest}
    />
  );
}
