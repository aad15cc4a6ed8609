import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ActivityList } from '../../../components/activity-list.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useListAuditActorChoicesQuery } from '../api/list-actor-choices.ts';
import { useListAuditQuery } from '../api/list-audit.ts';
import { endOfDay, startOfDay } from './date-range.ts';

/** Families of actions the log can be filtered by (`member.` matches every member action). */
const families = [
  'member.',
  'invitation.',
  'workspace.',
  'team.',
  'role.',
  'organization.',
  'profile.',
  'auth.',
  'webhook.',
  'goal.',
  'kpi_target.',
  'ad_cost.',
  'uptime_monitor.',
] as const;

/** /settings/ulog: who did what in the organisation, filtered by actor, action and dates. */
export function OrganisationLogPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const [page, setPage] = useState(1);
  const [actorId, setActorId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actors = useListAuditActorChoicesQuery(current.orgId ?? '', { skip: !current.orgId });
  const query = useListAuditQuery(
    {
      orgId: current.orgId ?? '',
      page,
      actorId: actorId || undefined,
      action: action || undefined,
      from: startOfDay(from),
      to: endOfDay(to),
    },
    { skip: !current.orgId },
  );
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };

  return (
    <RequirePrivilege privilege="audit:read">
      <PageHeader title={t('audit.title')} subtitle={t('audit.lead')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              size="small"
              label={t('audit.actor')}
              value={actorId}
              onChange={filter(setActorId)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('audit.anyone')}</MenuItem>
              {(actors.data ?? []).map((m) => (
                <MenuItem key={m.id} value={m.userId ?? m.id}>
                  {m.name ?? m.email}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('audit.action')}
              value={action}
              onChange={filter(setAction)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('audit.anyAction')}</MenuItem>
              {families.map((family) => (
                <MenuItem key={family} value={family}>
                  {t(`audit.families.${family.slice(0, -1)}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label={t('audit.from')}
              value={from}
              onChange={filter(setFrom)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('audit.to')}
              value={to}
              onChange={filter(setTo)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={t('audit.empty')}
          >
            <ActivityList entries={query.data?.items ?? []} />
            <PaginationBar page={page} pageSize={20} total={query.data?.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
    </RequirePrivilege>
  );
}
