import TextField from '@mui/material/TextField';
import { linkKinds } from '@osm5/shared/links/link-rules';
import { type LinkListQuery, linkSorts, linkStatuses } from '@osm5/shared/schemas/links';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSelect } from '../../../components/filter-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';

export type LinkFilters = Required<Pick<LinkListQuery, 'sort'>> & {
  search: string;
  kind: string;
  tag: string;
  status: string;
  domain: string;
};

export const noFilters: LinkFilters = { search: '', kind: '', tag: '', status: '', domain: '', sort: 'created_desc' };

/** What the filters with a closed list of values may be set to from an address. */
export const linkFilterValues = { kind: linkKinds, status: linkStatuses, sort: linkSorts };

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
    <FilterSelect
      label={t(`links.filters.${key}`)}
      value={value[key]}
      onChange={(chosen) => set({ [key]: chosen })}
      options={options}
      optionLabel={label}
      allLabel={t('links.filters.all')}
      minWidth={160}
    />
  );
  return (
    <FilterBar>
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
      <FilterSelect
        label={t('links.filters.sort')}
        value={value.sort}
        onChange={(sort) => set({ sort: sort as LinkFilters['sort'] })}
        options={linkSorts}
        optionLabel={(s) => t(`links.sorts.${s}`)}
        minWidth={200}
      />
    </FilterBar>
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
