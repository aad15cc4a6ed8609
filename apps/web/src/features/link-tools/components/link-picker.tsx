import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Link } from '@osm5/shared/schemas/links';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceArgs } from '../../short-links/api/links-api.ts';
import { useListLinksQuery } from '../../short-links/api/list-links.ts';

export interface PickedLink {
  id: string;
  title: string;
  shortUrl: string;
}

interface LinkPickerProps {
  ws: WorkspaceArgs;
  value: PickedLink | null;
  onChange: (link: PickedLink | null) => void;
  label: string;
  error?: string | undefined;
}

/** Searches the workspace's links (GET /links?search=) as the user types. */
export function LinkPicker({ ws, value, onChange, label, error }: LinkPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useListLinksQuery(
    { ...ws, page: 1, pageSize: 10, search: search || undefined, sort: 'updated_desc' },
    { skip: !ws.orgId || !ws.workspaceId },
  );
  const options: PickedLink[] = (query.data?.items ?? []).map((l: Link) => ({
    id: l.id,
    title: l.title,
    shortUrl: l.shortUrl,
  }));
  return (
    <Autocomplete
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (o.title ? `${o.title} — ${o.shortUrl}` : o.shortUrl)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={query.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={query.isError ? t('linkTools.profiles.linksFailed') : t('linkTools.profiles.noLinks')}
      onInputChange={(_, v, reason) => {
        if (reason === 'input') setInput(v);
      }}
      onChange={(_, v) => onChange(v)}
      renderInput={(params) => <TextField {...params} size="small" label={label} error={!!error} helperText={error} />}
    />
  );
}
