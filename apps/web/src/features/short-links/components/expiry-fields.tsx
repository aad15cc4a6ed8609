import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error.ts';
import type { SectionProps } from './editor-types.ts';
import { UrlField } from './rules/url-field.tsx';

/** Expiry by date and/or by clicks, and where expired visitors go. */
export function ExpiryFields({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('links.editor.expiresAt')}
          type="datetime-local"
          value={values.expiresAt}
          onChange={(e) => set({ expiresAt: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
          {...fieldError(errors, t, 'expiresAt')}
        />
        <TextField
          label={t('links.editor.maxClicks')}
          type="number"
          value={values.maxClicks}
          onChange={(e) => set({ maxClicks: e.target.value })}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={{ flex: 1 }}
          {...fieldError(errors, t, 'maxClicks')}
        />
      </Stack>
      <UrlField
        label={t('links.editor.expiredUrl')}
        value={values.expiredUrl}
        onChange={(expiredUrl) => set({ expiredUrl })}
        errors={errors}
        path="expiredUrl"
        help={t('links.editor.expiredUrlHelp')}
      />
    </Stack>
  );
}
