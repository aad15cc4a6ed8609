import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks.ts';
import { SESSION_EXPIRED_PATH } from './session-end-handler.ts';

/** /d/* and /settings/* need a signed-in profile; the way back is kept in ?next=. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector((state) => state.auth.profile !== null);
  const error = useAppSelector((state) => state.auth.error);
  const location = useLocation();
  if (signedIn) return children;
  if (error === 'INVALID_TOKEN' || error === 'TOKEN_INVALID') return <Navigate to={SESSION_EXPIRED_PATH} replace />;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/auth/login?next=${next}`} replace />;
}
