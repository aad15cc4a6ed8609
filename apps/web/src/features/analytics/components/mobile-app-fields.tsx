import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type MobilePlatform, mobilePlatforms } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error.ts';
import type { SiteSectionProps } from './site-editor.tsx';

/** Name, platform and the bundle id (iOS) or package name (Android) the app is published under. */
export function MobileAppFields({ values, errors, set }: SiteSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextField
        label={t('analytics.editor.appName')}
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        {...fieldError(errors, t, 'name', t('analytics.editor.nameHelp'))}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('analytics.editor.platform')}
          value={values.platform}
          onChange={(e) => set({ platform: e.target.value as MobilePlatform })}
          required
          sx={{ flex: 1 }}
          {...fieldError(errors, t, 'platform')}
        >
          {mobilePlatforms.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`analytics.platforms.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('analytics.editor.bundleId')}
          value={values.bundleId}
          onChange={(e) => set({ bundleId: e.target.value })}
          required
          placeholder="com.example.app"
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'off', spellCheck: false } }}
          {...fieldError(errors, t, 'bundleId', t('analytics.editor.bundleIdHelp'))}
        />
      </Stack>
    </Stack>
  );
}
