import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Utm } from '@osm5/shared/schemas/links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import type { WorkspaceArgs } from '../../short-links/api/links-api.ts';
import type { UtmTemplate } from '../../short-links/api/list-utm-templates.ts';
import {
  UTM_TEMPLATES_PAGE_SIZE,
  useDeleteUtmTemplateMutation,
  useListUtmTemplatePageQuery,
  useSaveUtmTemplateMutation,
} from '../api/utm-templates-api.ts';
import { utmFields } from '../utm/compose-utm.ts';
import { NameDialog } from './name-dialog.tsx';
import { nameProblem } from './name-problem.ts';

interface UtmTemplatesCardProps {
  ws: WorkspaceArgs;
  canWrite: boolean;
  onApply: (params: Utm) => void;
  notify: (text: string, severity?: 'success' | 'error') => void;
}

const summary = (params: Utm) =>
  utmFields
    .filter((f) => params[f])
    .map((f) => `${f}=${params[f]}`)
    .join(' · ');

/** The workspace's UTM templates: apply one to the builder, rename or delete it. */
export function UtmTemplatesCard({ ws, canWrite, onApply, notify }: UtmTemplatesCardProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListUtmTemplatePageQuery({ ...ws, page, search }, { skip: !ws.orgId || !ws.workspaceId });
  const [rename, renaming] = useSaveUtmTemplateMutation();
  const [remove, removing] = useDeleteUtmTemplateMutation();
  const [renamed, setRenamed] = useState<UtmTemplate | null>(null);
  const [deleting, setDeleting] = useState<UtmTemplate | null>(null);
  const problem = nameProblem(renaming.error);

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('linkTools.utm.templates')}
        </Typography>
        <SearchField value={search} onChange={setSearch} setPage={setPage} sx={{ mb: 1, width: '100%' }} />
        <DataState
          isLoading={query.isLoading}
          isError={query.isError}
          errorKey={errorKey(query.error)}
          onRetry={query.refetch}
          isEmpty={query.data?.total === 0}
          emptyTitle={t(search ? 'linkTools.utm.noMatch' : 'linkTools.utm.noTemplates')}
          emptyText={search ? undefined : t('linkTools.utm.noTemplatesText')}
          rows={3}
        >
          <List aria-label={t('linkTools.utm.templates')}>
            {query.data?.items.map((template) => (
              <ListItem key={template.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={template.name}
                  secondary={summary(template.params)}
                  slotProps={{ secondary: { dir: 'ltr', sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ minWidth: 160 }}
                />
                <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Button
                    size="small"
                    onClick={() => onApply(template.params)}
                    aria-label={t('linkTools.utm.applyNamed', { name: template.name })}
                  >
                    {t('linkTools.utm.apply')}
                  </Button>
                  {canWrite && (
                    <>
                      <Tooltip title={t('linkTools.utm.rename')}>
                        <IconButton
                          aria-label={t('linkTools.utm.renameNamed', { name: template.name })}
                          onClick={() => {
                            renaming.reset();
                            setRenamed(template);
                          }}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('ui.delete')}>
                        <IconButton
                          aria-label={t('linkTools.utm.deleteNamed', { name: template.name })}
                          onClick={() => setDeleting(template)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </Stack>
              </ListItem>
            ))}
          </List>
          <PaginationBar
            page={page}
            pageSize={UTM_TEMPLATES_PAGE_SIZE}
            total={query.data?.total ?? 0}
            onChange={setPage}
          />
        </DataState>
      </CardContent>
      <NameDialog
        open={!!renamed}
        title={t('linkTools.utm.renameTitle')}
        initialName={renamed?.name ?? ''}
        busy={renaming.isLoading}
        fieldError={problem.field ? t(problem.field) : undefined}
        formError={problem.form ? t(problem.form) : undefined}
        onClose={() => setRenamed(null)}
        onSubmit={async (name) => {
          if (!renamed) return;
          const result = await rename({ ...ws, templateId: renamed.id, name, params: renamed.params });
          if (!result.error) {
            setRenamed(null);
            notify(t('linkTools.utm.renamed'));
          }
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        danger
        busy={removing.isLoading}
        title={t('linkTools.utm.deleteTitle')}
        text={t('linkTools.utm.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('ui.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove({ ...ws, templateId: deleting.id });
          setDeleting(null);
          if (result.error) notify(t(errorKey(result.error)), 'error');
          else notify(t('linkTools.utm.deleted'));
        }}
      />
    </Card>
  );
}
