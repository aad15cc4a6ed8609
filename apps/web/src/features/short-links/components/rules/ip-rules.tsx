import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../components/form/field-errors.ts';
import type { SectionProps } from '../editor-types.ts';
import { UrlField } from './url-field.tsx';

const entriesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/** The first bad entry of a list, quoted, so the user sees which line to fix. */
const listError = (errors: FieldErrors, t: TFunction, list: 'allow' | 'block', text: string, help: string) => {
  const bad = Object.entries(errors).find(([path]) => path.startsWith(`rules.${list}.`));
  const whole = errors[`rules.${list}`];
  if (bad) {
    const entry = entriesOf(text)[Number(bad[0].split('.')[2])] ?? '';
    return { error: true, helperText: t('links.editor.badEntry', { entry, message: t(bad[1]) }) };
  }
  if (whole) return { error: true, helperText: t(whole) };
  return { error: false, helperText: help };
};

/** ip_based: allow and block lists (IPv4, IPv6, CIDR), the destination and an optional URL for the blocked. */
export function IpRules({ values, errors, setRules }: SectionProps) {
  const { t } = useTranslation();
  const r = values.rules;
  return (
    <Stack spacing={2}>
      <UrlField
        label={t('links.editor.destination')}
        value={r.url}
        onChange={(url) => setRules({ url })}
        errors={errors}
        path="rules.url"
        required
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={t('links.editor.allowList')}
          value={r.allow}
          onChange={(e) => setRules({ allow: e.target.value })}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          {...listError(errors, t, 'allow', r.allow, t('links.editor.allowHelp'))}
        />
        <TextField
          label={t('links.editor.blockList')}
          value={r.block}
          onChange={(e) => setRules({ block: e.target.value })}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          {...listError(errors, t, 'block', r.block, t('links.editor.blockHelp'))}
        />
      </Stack>
      <UrlField
        label={t('links.editor.blockedUrl')}
        value={r.blockedUrl}
        onChange={(blockedUrl) => setRules({ blockedUrl })}
        errors={errors}
        path="rules.blockedUrl"
        help={t('links.editor.blockedUrlHelp')}
      />
    </Stack>
  );
}
