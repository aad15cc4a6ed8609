import type { MemberListItem } from '@osm5/shared/schemas/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { useChangeMemberRoleMutation } from '../api/change-member-role.ts';
import { useInvitationActionMutation } from '../api/invitation-action.ts';
import { useListCustomRoleChoicesQuery } from '../api/list-custom-roles.ts';
import { useMemberActionMutation } from '../api/member-action.ts';
import { parseRoleValue, RoleSelect, roleValue } from './role-select.tsx';

export interface PendingAction {
  action: 'disable' | 'enable' | 'delete' | 'role' | 'resend' | 'cancel';
  row: Pick<MemberListItem, 'id' | 'userId' | 'name' | 'email' | 'role' | 'customRoleId'>;
}

interface Props {
  orgId: string;
  pending: PendingAction | null;
  allowOwner: boolean;
  canReadRoles: boolean;
  onClose: () => void;
  onDone?: (action: PendingAction['action']) => void;
}

/** The confirmation dialog of each member action, with the role picker for a role change. */
export function MemberActionDialogs({ orgId, pending, allowOwner, canReadRoles, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [memberAction, memberState] = useMemberActionMutation();
  const [invitationAction, invitationState] = useInvitationActionMutation();
  const [changeRole, roleState] = useChangeMemberRoleMutation();
  const roles = useListCustomRoleChoicesQuery(orgId, { skip: !canReadRoles || pending?.action !== 'role' });
  const [role, setRole] = useState<string | null>(null);
  const { toast, show } = useToast();
  const busy = memberState.isLoading || invitationState.isLoading || roleState.isLoading;
  const name = pending ? (pending.row.name ?? pending.row.email) : '';
  const chosenRole = role ?? (pending ? roleValue(pending.row.role, pending.row.customRoleId) : '');

  const confirm = async () => {
    if (!pending) return;
    const { action, row } = pending;
    let result: { error?: unknown };
    if (action === 'resend' || action === 'cancel') {
      result = await invitationAction({ orgId, invitationId: row.id, action });
    } else if (action === 'role') {
      result = await changeRole({ orgId, userId: row.userId ?? row.id, body: parseRoleValue(chosenRole) });
    } else {
      result = await memberAction({ orgId, userId: row.userId ?? row.id, action });
    }
    setRole(null);
    onClose();
    if (result.error) show(t(errorKey(result.error)), 'error');
    else {
      show(t(`members.actions.${action}.done`, { name }));
      onDone?.(action);
    }
  };

  return (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`members.actions.${pending.action}.title`) : ''}
        text={pending ? t(`members.actions.${pending.action}.text`, { name }) : ''}
        confirmLabel={pending ? t(`members.actions.${pending.action}.confirm`) : ''}
        danger={pending?.action === 'delete' || pending?.action === 'disable' || pending?.action === 'cancel'}
        busy={busy}
        onConfirm={confirm}
        onClose={() => {
          setRole(null);
          onClose();
        }}
      >
        {pending?.action === 'role' && (
          <div style={{ marginTop: 16 }}>
            <RoleSelect
              label={t('members.fields.role')}
              value={chosenRole}
              onChange={setRole}
              customRoles={roles.data ?? []}
              allowOwner={allowOwner}
            />
          </div>
        )}
      </ConfirmDialog>
      {toast}
    </>
  );
}
