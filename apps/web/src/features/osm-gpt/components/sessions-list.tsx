import AddIcon from '@mui/icons-material/Add';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { isHttpError } from '../../../lib/http.ts';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import type { AiSessionSummary } from '../api/ai-types.ts';
import { useDeleteAiSessionMutation } from '../api/delete-session.ts';
import { SESSIONS_PAGE_SIZE, useListAiSessionsQuery } from '../api/list-sessions.ts';

interface SessionsListProps {
  ws: WorkspaceArgs;
  sBoxID: string;
  app?: AiApp;
  newHref: string;
  pageSize?: number;
}

/**
 * The saved (Pro) conversations, newest first, searched by title and a page
 * at a time; each opens, or is deleted after confirmation ('session deleted',
 * or 'Failed to delete session' when the server refuses, 'Error deleting
 * session' when it cannot be reached).
 */
export function SessionsList({ ws, sBoxID, app, newHref, pageSize = SESSIONS_PAGE_SIZE }: SessionsListProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<AiSessionSummary | null>(null);
  const { toast, show } = useToast();
  const list = useListAiSessionsQuery({ ...ws, page, pageSize, app, search });
  const [remove, removeState] = useDeleteAiSessionMutation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const confirm = async () => {
    if (!deleting) return;
    const result = await remove({ ...ws, sessionId: deleting.id });
    setDeleting(null);
    if (!('error' in result)) {
      show(t('ai.sessions.deleted'));
      if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
      return;
    }
    const answered = isHttpError(result.error) && typeof result.error.code === 'string';
    show(answered ? t('ai.sessions.deleteFailed') : t('ai.sessions.deleteError'), 'error');
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <SearchField value={search} onChange={setSearch} setPage={setPage} label={t('ai.sessions.search')} />
      </Stack>
      <DataState
        isLoading={list.isLoading}
        isError={list.isError}
        errorKey={errorKey(list.error)}
        onRetry={list.refetch}
        isEmpty={list.data?.total === 0}
        emptyTitle={search.trim() ? t('ai.sessions.noMatch') : t('ai.sessions.emptyTitle')}
        emptyText={search.trim() ? undefined : t('ai.sessions.emptyText')}
        emptyAction={
          search.trim() ? undefined : (
            <Button component={RouterLink} to={newHref} variant="contained" startIcon={<AddIcon />}>
              {t('ai.home.start')}
            </Button>
          )
        }
      >
        <List aria-label={t('ai.sessions.title')} data-testid="ai-sessions">
          {list.data?.items.map((s) => (
            <ListItem
              key={s.id}
              disablePadding
              divider
              secondaryAction={
                <Tooltip title={t('ai.sessions.delete')}>
                  <IconButton
                    edge="end"
                    aria-label={t('ai.sessions.deleteNamed', { title: s.title })}
                    onClick={() => setDeleting(s)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemButton component={RouterLink} to={`/d/${sBoxID}/app_osm_ai/${s.id}/view`} sx={{ pe: 8 }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <ChatIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={s.title}
                  secondary={
                    <>
                      <bdi>{s.itemName}</bdi> ·{' '}
                      {t('ai.sessions.messages', { number: s.messageCount, count: s.messageCount })} ·{' '}
                      {when.format(new Date(s.updatedAt))}
                    </>
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', fontWeight: 500 } } }}
                />
                <Chip size="small" label={t(`ai.apps.${s.app}`)} variant="outlined" sx={{ ms: 1 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <PaginationBar page={page} pageSize={pageSize} total={list.data?.total ?? 0} onChange={setPage} />
      </DataState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('ai.sessions.deleteTitle')}
        text={t('ai.sessions.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('ai.sessions.delete')}
        danger
        busy={removeState.isLoading}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
      {toast}
    </>
  );
}
