import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { Link } from '@osm5/shared/schemas/links';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataState } from '../../../components/data-state.tsx';
import { useGetReportLinkQuery } from '../api/get-report-link.ts';
import { useGetReportSiteQuery } from '../api/get-report-site.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';

type Row = [label: string, value: ReactNode];

/**
 * settings/overview: what decides how the item is measured, read at a
 * glance (hosts, exclusions, time zone, currency, monitor; for a link its
 * kind, address, limits), with the way to change it.
 */
export function ItemSettingsPage() {
  const ctx = useReportContext();
  return ctx && <ItemSettings ctx={ctx} />;
}

function ItemSettings({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const args = ctx.ws;
  const link = useGetReportLinkQuery(args && ctx.type === 'surl' ? { ...args, linkId: ctx.id } : skipToken);
  const site = useGetReportSiteQuery(args && ctx.type === 'analytics' ? { ...args, siteId: ctx.id } : skipToken);
  const item = ctx.type === 'surl' ? link : site;
  const editHref =
    ctx.type === 'surl'
      ? `/d/sbox/${ctx.sBoxID}/edit/surl/${ctx.id}`
      : `/d/sbox/${ctx.sBoxID}/edit/analytics/${ctx.id}`;
  const sections = link.data ? linkSections(link.data) : site.data ? siteSections(site.data) : [];
  return (
    <ReportLayout
      ctx={ctx}
      controls="none"
      actions={
        <Button component={RouterLink} to={editHref} variant="contained" startIcon={<EditIcon />}>
          {t('reports.settings.edit')}
        </Button>
      }
    >
      <DataState
        isLoading={item.isLoading || item.isUninitialized}
        isError={item.isError}
        errorKey="reports.settings.failed"
        onRetry={item.refetch}
      >
        <Stack spacing={3}>
          {sections.map(([title, rows]) => (
            <Card key={title}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {title}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
                    columnGap: 3,
                    rowGap: 1.5,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                  }}
                >
                  {rows.map(([label, value]) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </DataState>
    </ReportLayout>
  );

  function list(values: string[]): ReactNode {
    if (values.length === 0) return t('reports.settings.none');
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {values.map((v) => (
          <Chip key={v} label={v} size="small" />
        ))}
      </Stack>
    );
  }

  function when(iso: string | null): string {
    if (!iso) return t('reports.settings.never');
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  }

  function yesNo(value: boolean): string {
    return value ? t('reports.settings.yes') : t('reports.settings.no');
  }

  function siteSections(s: Site): [string, Row[]][] {
    const identity: Row[] =
      s.kind === 'web'
        ? [
            [t('analytics.editor.domain'), s.domain ?? ''],
            [t('analytics.editor.allowedHosts'), list(s.allowedHosts)],
          ]
        : [
            [t('analytics.editor.platform'), s.platform ?? ''],
            [t('analytics.editor.bundleId'), s.bundleId ?? ''],
          ];
    const monitor: Row[] = s.uptime?.enabled
      ? [
          [t('analytics.editor.uptimeEnabled'), t('reports.settings.every', { n: s.uptime.intervalMinutes })],
          [t('analytics.editor.uptimeUrl'), s.uptime.url || s.domain || ''],
        ]
      : [[t('analytics.editor.uptimeEnabled'), t('reports.settings.off')]];
    return [
      [
        t('reports.settings.tracking'),
        [
          [t('reports.settings.status'), t(`analytics.status.${s.status}`)],
          ...identity,
          [t('reports.settings.firstEvent'), when(s.firstEventAt)],
        ],
      ],
      [
        t('analytics.editor.regional'),
        [
          [t('reports.settings.timeZone'), s.subTimeZone || s.timeZone],
          [t('reports.settings.currency'), s.currency],
        ],
      ],
      [
        t('analytics.editor.filters'),
        [
          [t('analytics.editor.excludedIps'), list(s.excludedIps)],
          [t('analytics.editor.excludedPaths'), list(s.excludedPaths)],
          [t('analytics.editor.respectDnt'), yesNo(s.respectDnt)],
          [t('analytics.editor.trackQueryStrings'), yesNo(s.trackQueryStrings)],
          [t('analytics.editor.siteSearchParams'), list(s.siteSearchParams)],
        ],
      ],
      [t('analytics.editor.uptime'), monitor],
      [t('reports.settings.record'), record(s)],
    ];
  }

  function linkSections(l: Link): [string, Row[]][] {
    return [
      [
        t('reports.settings.link'),
        [
          [t('reports.settings.shortUrl'), l.shortUrl],
          [t('reports.settings.kind'), t(`links.kinds.${l.kind}.name`)],
          [t('reports.settings.status'), t(`links.status.${l.status}`)],
          [t('reports.settings.password'), yesNo(l.hasPassword)],
          [t('reports.settings.tags'), list(l.tags)],
        ],
      ],
      [
        t('reports.settings.limits'),
        [
          [t('reports.settings.expiresAt'), l.expiresAt ? when(l.expiresAt) : t('reports.settings.none')],
          [t('reports.settings.maxClicks'), l.maxClicks === null ? t('reports.settings.none') : String(l.maxClicks)],
          [t('reports.settings.timeZone'), l.timeZone],
          [
            t('reports.settings.utm'),
            list(
              Object.entries(l.utm ?? {})
                .filter(([, v]) => Boolean(v))
                .map(([k, v]) => `utm_${k}=${v}`),
            ),
          ],
        ],
      ],
      [t('reports.settings.record'), record(l)],
    ];
  }

  function record(x: Pick<Site, 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'>): Row[] {
    return [
      [t('reports.settings.created'), `${when(x.createdAt)} · ${x.createdBy?.name ?? ''}`],
      [t('reports.settings.updated'), `${when(x.updatedAt)} · ${x.updatedBy?.name ?? ''}`],
    ];
  }
}
