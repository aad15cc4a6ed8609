import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SiteListItem } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StarToggle } from '../../../components/star-toggle.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { WorkspaceArgs } from '../api/sites-api.ts';
import { sitePaths } from '../lib/site-paths.ts';
import type { SiteRights } from '../lib/site-status.ts';
import { KindIcon } from './kind-icon.tsx';
import { SiteRowActions } from './site-row-actions.tsx';
import { SiteSparkline } from './site-sparkline.tsx';
import { SiteStatusChip } from './site-status-chip.tsx';
import { useSiteActions } from './use-site-actions.tsx';

interface SitesTableProps {
  ws: WorkspaceArgs;
  sites: SiteListItem[];
  rights: SiteRights;
  /** the page's snackbar */
  notify: (text: string, severity?: 'success' | 'error') => void;
}

/** Sites and apps with today's visitors, a 14-day sparkline, a star and each one's menu. */
export function SitesTable({ ws, sites, rights, notify }: SitesTableProps) {
  const { t, i18n } = useTranslation();
  const actions = useSiteActions(ws, { notify });
  const numbers = new Intl.NumberFormat(i18n.language);

  return (
    <>
      <TableContainer>
        <Table aria-label={t('analytics.list.title')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('analytics.list.star')}
                </Box>
              </TableCell>
              <TableCell>{t('analytics.list.site')}</TableCell>
              <TableCell>{t('analytics.list.status')}</TableCell>
              <TableCell align="right">{t('analytics.list.visitorsToday')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('analytics.list.trend')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('analytics.list.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sites.map((site) => (
              <TableRow key={site.id} hover data-testid={`site-row-${site.id}`}>
                <TableCell padding="checkbox">
                  <StarToggle
                    starred={site.starred}
                    label={t(site.starred ? 'analytics.list.unstarNamed' : 'analytics.list.starNamed', {
                      name: site.name,
                    })}
                    onToggle={() => actions.toggleStar(site)}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 420, minWidth: 200 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <KindIcon kind={site.kind} color="action" />
                    <Box sx={{ minWidth: 0 }}>
                      <MuiLink
                        component={RouterLink}
                        to={sitePaths(ws.workspaceId, site.id).view}
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        <bdi>{site.name}</bdi>
                      </MuiLink>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        <bdi dir="ltr">{site.kind === 'web' ? site.domain : site.bundleId}</bdi>
                        {site.kind === 'mobile' && site.platform && ` · ${t(`analytics.platforms.${site.platform}`)}`}
                      </Typography>
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell>
                  <SiteStatusChip status={site.status} />
                </TableCell>
                <TableCell align="right" data-testid="visitors-today">
                  {numbers.format(site.visitorsToday)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <SiteSparkline data={site.sparkline} />
                </TableCell>
                <TableCell align="right">
                  <SiteRowActions
                    site={site}
                    workspaceId={ws.workspaceId}
                    rights={rights}
                    onStatus={(action) => actions.changeStatus(site, action)}
                    onDelete={() => actions.askDelete(site)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {actions.dialog}
    </>
  );
}
