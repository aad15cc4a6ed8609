import ComputerIcon from '@mui/icons-material/ComputerOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { type SessionView, useListSessionsQuery } from '../api/list-sessions.ts';
import { useRevokeOtherSessionsMutation } from '../api/revoke-other-sessions.ts';
import { useRevokeSessionMutation } from '../api/revoke-session.ts';
import { describeDevice } from '../lib/describe-device.ts';
import { SectionCard } from './section-card.tsx';
import { useFormatDate } from './use-format-date.ts';

type Pending = { kind: 'one'; session: SessionView } | { kind: 'others' } | null;

export function SessionsCard({ notify }: { notify: (text: string, severity?: 'success' | 'error') => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const sessions = useListSessionsQuery();
  const [revokeOne, one] = useRevokeSessionMutation();
  const [revokeOthers, others] = useRevokeOtherSessionsMutation();
  const [pending, setPending] = useState<Pending>(null);
  const items = sessions.data?.data.items ?? [];
  const hasOthers = items.some((s) => !s.current);

  const deviceName = (session: SessionView) => {
    const { browser, os } = describeDevice(session.userAgent);
    if (browser && os) return t('security.sessions.deviceOn', { browser, os });
    return browser ?? os ?? t('security.sessions.unknownDevice');
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'one') {
        await revokeOne(pending.session.id).unwrap();
        notify(t('security.sessions.revoked'));
      } else {
        const { data } = await revokeOthers().unwrap();
        notify(t('security.sessions.revokedOthers', { count: data.revoked }));
      }
    } catch (error) {
      notify(t(errorMessageKey(isHttpError(error) ? error : null)), 'error');
    }
    setPending(null);
  };

  return (
    <SectionCard
      title={t('security.sessions.title')}
      description={t('security.sessions.description')}
      action={
        <Button variant="outlined" color="error" disabled={!hasOthers} onClick={() => setPending({ kind: 'others' })}>
          {t('security.sessions.revokeOthers')}
        </Button>
      }
    >
      <DataState
        isLoading={sessions.isLoading}
        isError={sessions.isError}
        errorKey={errorMessageKey(sessions.error && 'statusCode' in sessions.error ? sessions.error : null)}
        onRetry={sessions.refetch}
        isEmpty={items.length === 0}
        emptyTitle={t('security.sessions.empty')}
        rows={2}
      >
        <List disablePadding aria-label={t('security.sessions.title')}>
          {items.map((session) => (
            <ListItem
              key={session.id}
              divider
              sx={{ px: 0, gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              secondaryAction={undefined}
            >
              <ListItemIcon sx={{ minWidth: 0 }}>
                <ComputerIcon color={session.current ? 'primary' : 'action'} />
              </ListItemIcon>
              <ListItemText
                primary={deviceName(session)}
                secondary={t('security.sessions.details', {
                  ip: session.ip ?? t('security.sessions.unknownIp'),
                  lastSeen: formatDate(session.lastSeenAt),
                  created: formatDate(session.createdAt),
                })}
              />
              {session.current ? (
                <Chip color="primary" size="small" label={t('security.sessions.current')} />
              ) : (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setPending({ kind: 'one', session })}
                  aria-label={t('security.sessions.revokeNamed', { device: deviceName(session) })}
                >
                  {t('security.sessions.revoke')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </DataState>
      <ConfirmDialog
        open={pending !== null}
        danger
        busy={one.isLoading || others.isLoading}
        title={
          pending?.kind === 'others' ? t('security.sessions.confirmOthersTitle') : t('security.sessions.confirmTitle')
        }
        text={
          pending?.kind === 'one'
            ? t('security.sessions.confirmText', { device: deviceName(pending.session) })
            : t('security.sessions.confirmOthersText')
        }
        confirmLabel={pending?.kind === 'others' ? t('security.sessions.revokeOthers') : t('security.sessions.revoke')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </SectionCard>
  );
}
