import type { MemberListItem } from '@osm5/shared/schemas/members';
import type { PendingAction } from './member-action-dialogs.tsx';

/** Which actions a row offers: members are disabled/enabled/deleted/re-roled, invitations re-sent or withdrawn. */
export const rowActions = (row: Pick<MemberListItem, 'kind' | 'status'>): PendingAction['action'][] => {
  if (row.kind === 'invitation') return ['resend', 'cancel'];
  return [row.status === 'disabled' ? 'enable' : 'disable', 'role', 'delete'];
};
