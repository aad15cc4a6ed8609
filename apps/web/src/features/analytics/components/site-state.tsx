import type { ReactNode } from 'react';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { SiteNotFound } from './site-not-found.tsx';
import type { SiteParam } from './use-site-param.ts';

/** A site page's body: not found, loading or failed, or (once the site is there) the children. */
export function SiteState({
  param,
  workspaceId,
  children,
}: {
  param: SiteParam;
  workspaceId: string;
  children: ReactNode;
}) {
  if (param.missing) return <SiteNotFound workspaceId={workspaceId} />;
  return (
    <DataState
      isLoading={param.loading}
      isError={param.query.isError}
      errorKey={errorKey(param.query.error)}
      onRetry={param.query.refetch}
    >
      {children}
    </DataState>
  );
}
