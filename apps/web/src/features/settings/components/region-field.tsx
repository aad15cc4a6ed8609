import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type WidgetRegion, widgetRegions } from '@osm5/shared/schemas/profile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setRegion } from '../../../app/store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';

const SAME = 'same';

/** A region's name in the reader's language ("Allemand (Allemagne)"); the tag itself when the browser has none. */
function regionName(names: Intl.DisplayNames, region: WidgetRegion): string {
  try {
    return names.of(region) ?? region;
  } catch {
    return region;
  }
}

/**
 * The region whose formats and widget texts (pagination, rating,
 * autocomplete…) to show; the interface language stays one of the four.
 */
export function RegionField({ sx }: { sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const region = useAppSelector((state) => state.customizer.region ?? null);
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return widgetRegions
      .map((value) => ({ value, label: regionName(names, value) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);

  return (
    <TextField
      select
      fullWidth
      sx={sx}
      label={t('settings.theme.region')}
      helperText={t('settings.theme.regionHelp')}
      value={region ?? SAME}
      onChange={(event) =>
        dispatch(setRegion(event.target.value === SAME ? null : (event.target.value as WidgetRegion)))
      }
    >
      <MenuItem value={SAME}>{t('settings.theme.regionSame')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} lang={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
