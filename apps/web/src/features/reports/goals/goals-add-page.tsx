import AddIcon from '@mui/icons-material/Add';
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
import { MAX_GOALS_PER_SITE, type SiteGoal } from '@osm5/shared/schemas/analytics-goals';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../components/analytics/format-value.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { useGetReportSiteQuery } from '../api/get-report-site.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { describeGoal, failureKey } from './goal-describe.ts';
import { GoalForm } from './goal-form.tsx';
import { useDeleteGoalMutation, useListGoalsQuery, useSaveGoalMutation } from './goals-api.ts';
import { useCanWriteAnalytics } from './use-can-write.ts';

/** goals/add: the site's goals, a form to add or change one, and their deletion after a confirmation. */
export function GoalsAddPage() {
  const ctx = useReportContext();
  return ctx && <GoalsAdd ctx={ctx} />;
}

function GoalsAdd({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const args = ctx.ws && { ...ctx.ws, siteId: ctx.id };
  const canWrite = useCanWriteAnalytics(ctx.ws?.workspaceId);
  const goals = useListGoalsQuery(args ?? skipToken);
  const site = useGetReportSiteQuery(args ?? skipToken);
  const [save, saving] = useSaveGoalMutation();
  const [remove, removing] = useDeleteGoalMutation();
  const { toast, show } = useToast();
  // undefined: no form; null: a new goal; a goal: editing it
  const [editing, setEditing] = useState<SiteGoal | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SiteGoal | undefined>();
  const list = goals.data ?? [];
  const full = list.length >= MAX_GOALS_PER_SITE;
  const currency = site.data?.currency;
  const showForm = canWrite && (editing !== undefined || (goals.isSuccess && list.length === 0));

  const addButton = canWrite && !showForm && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} disabled={full}>
      {t('reports.goals.add')}
    </Button>
  );

  return (
    <ReportLayout ctx={ctx} controls="none" actions={addButton}>
      {toast}
      {showForm && args && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t(editing ? 'reports.goals.editTitle' : 'reports.goals.newTitle')}
            </Typography>
            <GoalForm
              key={editing?.id ?? 'new'}
              goal={editing ?? undefined}
              currency={currency}
              busy={saving.isLoading}
              serverErrors={serverFieldErrors(saving.error as HttpError | undefined)}
              formError={
                saving.isError && Object.keys(serverFieldErrors(saving.error as HttpError)).length === 0
                  ? failureKey(saving.error)
                  : undefined
              }
              onCancel={() => {
                saving.reset();
                setEditing(undefined);
              }}
              onSubmit={async (body) => {
                const result = await save({ ...args, goalId: editing?.id, body });
                if (result.data) {
                  show(t(editing ? 'reports.goals.saved' : 'reports.goals.created', { name: result.data.name }));
                  setEditing(undefined);
                }
              }}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('reports.goals.listTitle', { n: list.length, max: MAX_GOALS_PER_SITE })}
          </Typography>
          <DataState
            isLoading={goals.isLoading || !args}
            isError={goals.isError}
            errorKey={errorMessageKey(goals.error as HttpError)}
            onRetry={goals.refetch}
            isEmpty={list.length === 0}
            emptyTitle={t('reports.goals.emptyTitle')}
            emptyText={t(canWrite ? 'reports.goals.emptyText' : 'reports.goals.emptyReadOnly')}
          >
            <List aria-label={t('reports.goals.listLabel')}>
              {list.map((goal) => (
                <ListItem
                  key={goal.id}
                  divider
                  secondaryAction={
                    canWrite && (
                      <Stack direction="row" spacing={0.5}>
                        <Tooltip title={t('reports.goals.edit')}>
                          <IconButton
                            aria-label={t('reports.goals.editNamed', { name: goal.name })}
                            onClick={() => setEditing(goal)}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('reports.goals.delete')}>
                          <IconButton
                            aria-label={t('reports.goals.deleteNamed', { name: goal.name })}
                            onClick={() => setDeleting(goal)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    )
                  }
                >
                  <ListItemText
                    primary={goal.name}
                    secondary={[
                      describeGoal(goal, t, currency, i18n.language),
                      goal.value === null
                        ? null
                        : t('reports.goals.worth', { value: formatAmount(goal.value, currency, i18n.language) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
            {full && (
              <Typography variant="body2" color="text.secondary">
                {t('validation.goal_limit')}
              </Typography>
            )}
          </DataState>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('reports.goals.deleteTitle')}
        text={t('reports.goals.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('reports.goals.delete')}
        danger
        busy={removing.isLoading}
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (!deleting || !args) return;
          const result = await remove({ ...args, goalId: deleting.id });
          if ('error' in result) show(t(failureKey(result.error)), 'error');
          else show(t('reports.goals.deleted', { name: deleting.name }));
          setDeleting(undefined);
        }}
      />
    </ReportLayout>
  );
}
