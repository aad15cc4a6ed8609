import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { timeZoneRegions } from '@osm5/shared/schemas/profile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './field-errors.ts';

export interface RegionalValues {
  currency: string;
  /** a region (`Europe`) */
  timeZone: string;
  /** one zone of the region (`Europe/Paris`) */
  subTimeZone: string;
}

interface RegionalFieldsProps {
  values: RegionalValues;
  /** choosing another region clears the zone, which must be one of it */
  onChange: (patch: Partial<RegionalValues>) => void;
  errors: FieldErrors;
  disabled?: boolean;
  /** side by side on wide screens (a form with other sections) instead of stacked */
  row?: boolean;
}

/**
 * Currency, time-zone region and the zone inside it: all three required
 * (spec §5). The account defaults and every analytics site ask the same way.
 */
export function RegionalFields({ values, onChange, errors, disabled, row }: RegionalFieldsProps) {
  const { t, i18n } = useTranslation();
  const regions = useMemo(() => timeZoneRegions(), []);
  const currencies = useMemo(() => Intl.supportedValuesOf('currency'), []);
  const currencyName = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'currency' }), [i18n.language]);
  const zones = regions.get(values.timeZone) ?? [];
  const message = (path: keyof RegionalValues) => (errors[path] ? t(errors[path]) : undefined);

  return (
    <Stack direction={row ? { xs: 'column', md: 'row' } : 'column'} spacing={row ? 2 : 3}>
      <Autocomplete
        options={currencies}
        value={values.currency || null}
        disabled={disabled}
        getOptionLabel={(code) => `${code} · ${currencyName.of(code) ?? code}`}
        onChange={(_, code) => onChange({ currency: code ?? '' })}
        sx={{ flex: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('ui.regional.currency')}
            required
            error={Boolean(errors.currency)}
            helperText={message('currency')}
          />
        )}
      />
      <TextField
        select
        label={t('ui.regional.timeZone')}
        value={values.timeZone}
        disabled={disabled}
        required
        onChange={(e) => onChange({ timeZone: e.target.value, subTimeZone: '' })}
        error={Boolean(errors.timeZone)}
        helperText={message('timeZone')}
        sx={{ flex: 1 }}
      >
        {[...regions.keys()].map((region) => (
          <MenuItem key={region} value={region}>
            {region}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={zones}
        value={values.subTimeZone || null}
        disabled={disabled}
        onChange={(_, zone) => onChange({ subTimeZone: zone ?? '' })}
        getOptionLabel={(zone) => zone.replace(/_/g, ' ')}
        noOptionsText={t('ui.regional.noZones')}
        sx={{ flex: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('ui.regional.subTimeZone')}
            required
            error={Boolean(errors.subTimeZone)}
            // a disabled field's helper text is below 4.5:1, so read-only forms show none
            helperText={
              message('subTimeZone') ??
              (disabled ? undefined : t(values.timeZone ? 'ui.regional.subTimeZoneHelp' : 'ui.regional.noZones'))
            }
          />
        )}
      />
    </Stack>
  );
}
