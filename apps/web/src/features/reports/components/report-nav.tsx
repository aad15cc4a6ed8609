import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReportAppType } from '@osm5/shared/analytics/report-catalogue';
import { reportKey } from '@osm5/shared/analytics/report-catalogue';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { reportNav, reportPath } from '../lib/report-nav.ts';

export interface ReportNavProps {
  sBoxID: string;
  type: ReportAppType;
  id: string;
  current: string;
  /** the shared settings' query string, kept from report to report */
  search: string;
}

/** The reports of an item, by group: plain links, so Tab and Enter move between them. */
export function ReportNav({ sBoxID, type, id, current, search }: ReportNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reports.layout.navigation')}>
      <List dense disablePadding sx={{ '& ul': { p: 0 } }}>
        {reportNav(type).map(({ group, entries }) => (
          <li key={group}>
            <ul>
              <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
                {t(`reports.groups.${group}`)}
              </ListSubheader>
              {entries.map((e) => (
                <li key={e.route}>
                  <ListItemButton
                    component={RouterLink}
                    to={{ pathname: reportPath(sBoxID, type, id, e.route), search }}
                    selected={e.route === current}
                    aria-current={e.route === current ? 'page' : undefined}
                    sx={{ borderRadius: 1, py: 0.25 }}
                  >
                    <ListItemText primary={t(`reports.${reportKey(e.route)}.title`)} />
                  </ListItemButton>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </nav>
  );
}
