import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/form/field-error.ts';
import type { SectionProps } from '../editor-types.ts';
import { UrlField } from './url-field.tsx';

/** app_download: the two stores, the web fallback and an optional app scheme tried first. */
export function AppRules({ values, errors, setRules }: SectionProps) {
  const { t } = useTranslation();
  const r = values.rules;
  return (
    <Stack spacing={2}>
      <UrlField
        label={t('links.editor.iosUrl')}
        value={r.iosUrl}
        onChange={(iosUrl) => setRules({ iosUrl })}
        errors={errors}
        path="rules.iosUrl"
        required
      />
      <UrlField
        label={t('links.editor.androidUrl')}
        value={r.androidUrl}
        onChange={(androidUrl) => setRules({ androidUrl })}
        errors={errors}
        path="rules.androidUrl"
        required
      />
      <UrlField
        label={t('links.editor.fallbackUrl')}
        value={r.fallbackUrl}
        onChange={(fallbackUrl) => setRules({ fallbackUrl })}
        errors={errors}
        path="rules.fallbackUrl"
        help={t('links.editor.fallbackHelp')}
        required
      />
      <TextField
        label={t('links.editor.deepLink')}
        value={r.deepLink}
        onChange={(e) => setRules({ deepLink: e.target.value })}
        placeholder="myapp://open"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        {...fieldError(errors, t, 'rules.deepLink', t('links.editor.deepLinkHelp'))}
      />
    </Stack>
  );
}
