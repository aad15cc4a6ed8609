import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { deviceTypes, osFamilies } from '@osm5/shared/links/rule-condition';
import { knownNetworks } from '@osm5/shared/links/traffic-source';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../../components/region-names.ts';
import { newPair, type PairKind, type PairRow, pairField } from '../../lib/link-form.ts';
import type { SectionProps } from '../editor-types.ts';
import { RowsFooter } from './rows-footer.tsx';
import { SuggestField } from './suggest-field.tsx';
import { UrlField } from './url-field.tsx';

export const commonLanguages = [
  'en',
  'fr',
  'ar',
  'zh',
  'es',
  'de',
  'pt',
  'pt-BR',
  'it',
  'ja',
  'ko',
  'ru',
  'hi',
  'tr',
  'nl',
];
export const commonBrowsers = ['chrome', 'safari', 'firefox', 'edge', 'opera', 'samsung browser', 'brave'];

/** Messages about the row's value (not its URL): shown on the value field. */
const keyMessages = new Set([
  'validation.invalid_language',
  'validation.language_required',
  'validation.invalid_device',
  'validation.invalid_os',
  'validation.browser_required',
  'validation.source_required',
  'links.editor.duplicateRow',
]);

/** language, device, browser, OS and source links: value → URL rows and a default. */
export function PairRules({ values, errors, setRules }: SectionProps) {
  const { t, i18n } = useTranslation();
  const kind = values.kind as PairKind;
  const field = pairField[kind];
  const rows = values.rules.pairs;
  const setRow = (index: number, row: PairRow) => setRules({ pairs: rows.map((r, i) => (i === index ? row : r)) });

  const rowErrors = (row: PairRow, index: number) => {
    if (kind === 'source_based') {
      return { match: errors[`rules.sources.${index}.source`], url: errors[`rules.sources.${index}.url`] };
    }
    const message = errors[`rules.${field}.${row.match.trim()}`];
    return message && keyMessages.has(message) ? { match: message } : { url: message };
  };

  const matchField = (row: PairRow, index: number, error: string | undefined) => {
    const label = t(`links.editor.match.${kind}`);
    const common = {
      label,
      error: Boolean(error),
      helperText: error ? t(error) : undefined,
      required: true,
      sx: { flex: 1, minWidth: 180 },
    };
    const onChange = (match: string) => setRow(index, { ...row, match });
    if (kind === 'device_based' || kind === 'os_based') {
      const options = kind === 'device_based' ? deviceTypes : osFamilies;
      return (
        <TextField select value={row.match} onChange={(e) => onChange(e.target.value)} {...common}>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(kind === 'device_based' ? `links.devices.${o}` : `links.osFamilies.${o}`)}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    const options =
      kind === 'language_based' ? commonLanguages : kind === 'browser_based' ? commonBrowsers : knownNetworks;
    const optionLabel =
      kind === 'language_based'
        ? (o: string) => `${o} · ${languageName(o, i18n.language)}`
        : kind === 'source_based'
          ? (o: string) => t(`links.networks.${o}`, { defaultValue: o })
          : undefined;
    return (
      <SuggestField
        {...common}
        value={row.match}
        onChange={onChange}
        options={options}
        optionLabel={optionLabel}
        helperText={error ? t(error) : kind === 'source_based' ? t('links.editor.sourceHelp') : undefined}
      />
    );
  };

  return (
    <Stack spacing={2}>
      {errors[`rules.${field}`] && <Alert severity="error">{t(errors[`rules.${field}`] ?? '')}</Alert>}
      {rows.map((row, index) => {
        const e = rowErrors(row, index);
        return (
          <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {matchField(row, index, e.match)}
            <UrlField
              label={t('links.editor.destination')}
              value={row.url}
              onChange={(url) => setRow(index, { ...row, url })}
              errors={e.url ? { url: e.url } : {}}
              path="url"
              sx={{ flex: 2 }}
              required
            />
            <IconButton
              aria-label={t('links.editor.removeRow', { n: index + 1 })}
              onClick={() => setRules({ pairs: rows.filter((_, i) => i !== index) })}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <RowsFooter
        addLabel={t('links.editor.addRow')}
        onAdd={() => setRules({ pairs: [...rows, newPair()] })}
        defaultUrl={values.rules.defaultUrl}
        onDefaultUrl={(defaultUrl) => setRules({ defaultUrl })}
        errors={errors}
      />
    </Stack>
  );
}
