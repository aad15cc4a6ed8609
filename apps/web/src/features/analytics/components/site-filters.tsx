import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type SiteListQuery, siteKinds, siteSorts, siteStatuses } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';

export interface SiteFilters {
  search: string;
  kind: string;
  status: string;
  sort: (typeof siteSorts)[number];
}

export const noSiteFilters: SiteFilters = { search: '', kind: '', status: '', sort: 'created_desc' };

interface SiteFiltersBarProps {
  value: SiteFilters;
  onChange: (value: SiteFilters) => void;
  setPage: (page: number) => void;
}

/** Search, kind and status filters, and the sort; every change starts again on page 1. */
export function SiteFiltersBar({ value, onChange, setPage }: SiteFiltersBarProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SiteFilters>) => {
    onChange({ ...value, ...patch });
    setPage(1);
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <SearchField
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        setPage={setPage}
        label={t('analytics.filters.search')}
      />
      <TextField
        select
        size="small"
        label={t('analytics.filters.kind')}
        value={value.kind}
        onChange={(e) => set({ kind: e.target.value })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('analytics.filters.all')}</MenuItem>
        {siteKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`analytics.kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('analytics.filters.status')}
        value={value.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t('analytics.filters.all')}</MenuItem>
        {siteStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`analytics.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('analytics.filters.sort')}
        value={value.sort}
        onChange={(e) => set({ sort: e.target.value as SiteFilters['sort'] })}
        sx={{ minWidth: 200 }}
      >
        {siteSorts.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`analytics.sorts.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The list query of the filters, without the empty ones. */
export const queryOfSiteFilters = (f: SiteFilters): SiteListQuery => ({
  search: f.search.trim() || undefined,
  kind: (f.kind || undefined) as SiteListQuery['kind'],
  status: (f.status || undefined) as SiteListQuery['status'],
  sort: f.sort,
});
