import { type SiteListQuery, siteKinds, siteSorts, siteStatuses } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSelect } from '../../../components/filter-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';

export interface SiteFilters {
  search: string;
  kind: string;
  status: string;
  sort: (typeof siteSorts)[number];
}

export const noSiteFilters: SiteFilters = { search: '', kind: '', status: '', sort: 'created_desc' };

/** What the filters with a closed list of values may be set to from an address. */
export const siteFilterValues = { kind: siteKinds, status: siteStatuses, sort: siteSorts };

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
    <FilterBar>
      <SearchField
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        setPage={setPage}
        label={t('analytics.filters.search')}
      />
      <FilterSelect
        label={t('analytics.filters.kind')}
        value={value.kind}
        onChange={(kind) => set({ kind })}
        options={siteKinds}
        optionLabel={(k) => t(`analytics.kinds.${k}`)}
        allLabel={t('analytics.filters.all')}
        minWidth={160}
      />
      <FilterSelect
        label={t('analytics.filters.status')}
        value={value.status}
        onChange={(status) => set({ status })}
        options={siteStatuses}
        optionLabel={(s) => t(`analytics.status.${s}`)}
        allLabel={t('analytics.filters.all')}
        minWidth={220}
      />
      <FilterSelect
        label={t('analytics.filters.sort')}
        value={value.sort}
        onChange={(sort) => set({ sort: sort as SiteFilters['sort'] })}
        options={siteSorts}
        optionLabel={(s) => t(`analytics.sorts.${s}`)}
        minWidth={200}
      />
    </FilterBar>
  );
}

/** The list query of the filters, without the empty ones. */
export const queryOfSiteFilters = (f: SiteFilters): SiteListQuery => ({
  search: f.search.trim() || undefined,
  kind: (f.kind || undefined) as SiteListQuery['kind'],
  status: (f.status || undefined) as SiteListQuery['status'],
  sort: f.sort,
});
