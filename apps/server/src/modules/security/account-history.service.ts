import type { Database } from '../../db/client.ts';
import { findAccountEvents } from './account-history.repository.ts';

/** /settings/account_history: sign-ins, failures, password and two-factor changes of the signed-in user. */
export async function accountHistory(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number; action?: string },
) {
  const { rows, total } = await findAccountEvents(db, userId, {
    action: query.action,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
