import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { linkKinds } from '@osm5/shared/links/link-rules';
import { type LinkListQuery, linkSorts, linkStatuses } from '@osm5/shared/schemas/links';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';

export type LinkFilters = Required<Pick<LinkListQuery, 'sort'>> & {
  search: string;
  kind: string;
  tag: string;
  status: string;
  domain: string;
};

export const noFilters: LinkFilters = { search: '', kind: '', tag: '', status: '', domain: '', sort: 'created_desc' };

interface LinkFiltersBarProps {
  value: LinkFilters;
  onChange: (value: LinkFilters) => void;
  setPage: (page: number) => void;
  domains: string[];
}

/** Search, kind, tag, status and domain filters, and the sort; every change starts again on page 1. */
export function LinkFiltersBar({ value, onChange, setPage, domains }: LinkFiltersBarProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<LinkFilters>) => {
    onChange({ ...value, ...patch });
    setPage(1);
  };
  const select = (key: 'kind' | 'status' | 'domain', options: readonly string[], label: (o: string) => string) => (
    <TextField
      select
      size="small"
      label={t(`links.filters.${key}`)}
      value={value[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('links.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {label(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <SearchField
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        setPage={setPage}
        label={t('links.filters.search')}
      />
      {select('kind', linkKinds, (k) => t(`links.kinds.${k}.name`))}
      <TextField
        size="small"
        label={t('links.filters.tag')}
        value={value.tag}
        onChange={(e) => set({ tag: e.target.value })}
        sx={{ minWidth: 140 }}
      />
      {select('status', linkStatuses, (s) => t(`links.status.${s}`))}
      {domains.length > 0 && select('domain', domains, (d) => d)}
      <TextField
        select
        size="small"
        label={t('links.filters.sort')}
        value={value.sort}
        onChange={(e) => set({ sort: e.target.value as LinkFilters['sort'] })}
        sx={{ minWidth: 200 }}
      >
        {linkSorts.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`links.sorts.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The list query of the filters, without the empty ones. */
export const queryOfFilters = (f: LinkFilters): LinkListQuery => ({
  search: f.search.trim() || undefined,
  kind: (f.kind || undefined) as LinkListQuery['kind'],
  tag: f.tag.trim() || undefined,
  status: (f.status || undefined) as LinkListQuery['status'],
  domain: f.domain || undefined,
  sort: f.sort,
});
