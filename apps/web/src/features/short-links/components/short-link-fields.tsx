import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { linkStatuses } from '@osm5/shared/schemas/links';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error.ts';
import type { LinkDomain } from '../api/list-link-domains.ts';
import type { SectionProps } from './editor-types.ts';

interface ShortLinkFieldsProps extends SectionProps {
  domains: LinkDomain[];
  /** the saved link's own domain, offered even when it is not a custom one */
  savedDomain?: string;
  /** the product's short domain, always offered (a custom default domain does not hide it) */
  shortDomain?: string;
}

/** Slug and domain: the address to share. */
export function AddressFields({ values, errors, set, domains, savedDomain, shortDomain }: ShortLinkFieldsProps) {
  const { t } = useTranslation();
  const hosts = [
    ...new Set([
      ...(savedDomain ? [savedDomain] : []),
      ...(shortDomain ? [shortDomain] : []),
      ...domains.filter((d) => d.verified).map((d) => d.hostname),
    ]),
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={t('links.editor.domain')}
        value={values.domain}
        onChange={(e) => set({ domain: e.target.value })}
        sx={{ flex: 1 }}
        {...fieldError(errors, t, 'domain')}
      >
        {!savedDomain && <MenuItem value="">{t('links.editor.defaultDomain')}</MenuItem>}
        {hosts.map((host) => (
          <MenuItem key={host} value={host} dir="ltr">
            {host}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('links.editor.slug')}
        value={values.slug}
        onChange={(e) => set({ slug: e.target.value })}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'off', spellCheck: false } }}
        {...fieldError(errors, t, 'slug', t('links.editor.slugHelp'))}
      />
    </Stack>
  );
}

/** Title, notes, tags, status and the time zone rules are read in. */
export function DetailFields({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('links.editor.title')}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        {...fieldError(errors, t, 'title')}
      />
      <TextField
        label={t('links.editor.notes')}
        value={values.notes}
        onChange={(e) => set({ notes: e.target.value })}
        multiline
        minRows={2}
        {...fieldError(errors, t, 'notes')}
      />
      <Autocomplete
        multiple
        freeSolo
        autoSelect
        options={[]}
        value={values.tags}
        onChange={(_, tags) => set({ tags: [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))] })}
        renderValue={(tags, getItemProps) =>
          tags.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={tag} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('links.editor.tags')}
            {...fieldError(errors, t, 'tags', t('links.editor.tagsHelp'))}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('links.editor.status')}
          value={values.status}
          onChange={(e) => set({ status: e.target.value as SectionProps['values']['status'] })}
          sx={{ flex: 1 }}
        >
          {linkStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`links.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={zones}
          value={values.timeZone}
          onChange={(_, zone) => set({ timeZone: zone ?? 'UTC' })}
          disableClearable
          sx={{ flex: 2 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('links.editor.timeZone')}
              {...fieldError(errors, t, 'timeZone', t('links.editor.timeZoneHelp'))}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
