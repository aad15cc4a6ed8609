import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/form/field-error.ts';
import { type LocationRow, newLocation } from '../../lib/link-form.ts';
import type { SectionProps } from '../editor-types.ts';
import { CountryField } from './country-field.tsx';
import { RowsFooter } from './rows-footer.tsx';
import { UrlField } from './url-field.tsx';

/** location_based: country, optionally region and city, → URL; the most specific match wins. */
export function LocationRules({ values, errors, setRules }: SectionProps) {
  const { t } = useTranslation();
  const rows = values.rules.locations;
  const setRow = (index: number, row: LocationRow) =>
    setRules({ locations: rows.map((r, i) => (i === index ? row : r)) });
  return (
    <Stack spacing={2}>
      {errors['rules.locations'] && <Alert severity="error">{t(errors['rules.locations'] ?? '')}</Alert>}
      {rows.map((row, index) => {
        const at = `rules.locations.${index}`;
        return (
          <Paper key={row.key} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <CountryField
                  label={t('links.editor.country')}
                  value={row.country}
                  onChange={(country) => setRow(index, { ...row, country })}
                  error={errors[`${at}.country`]}
                  required
                  sx={{ flex: 2, minWidth: 220 }}
                />
                <TextField
                  label={t('links.editor.region')}
                  value={row.region}
                  onChange={(e) => setRow(index, { ...row, region: e.target.value })}
                  sx={{ flex: 1 }}
                  {...fieldError(errors, t, `${at}.region`)}
                />
                <TextField
                  label={t('links.editor.city')}
                  value={row.city}
                  onChange={(e) => setRow(index, { ...row, city: e.target.value })}
                  sx={{ flex: 1 }}
                  {...fieldError(errors, t, `${at}.city`)}
                />
                <IconButton
                  aria-label={t('links.editor.removeRow', { n: index + 1 })}
                  onClick={() => setRules({ locations: rows.filter((_, i) => i !== index) })}
                  sx={{ mt: 1 }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <UrlField
                label={t('links.editor.destination')}
                value={row.url}
                onChange={(url) => setRow(index, { ...row, url })}
                errors={errors}
                path={`${at}.url`}
                required
              />
            </Stack>
          </Paper>
        );
      })}
      <RowsFooter
        addLabel={t('links.editor.addLocation')}
        onAdd={() => setRules({ locations: [...rows, newLocation()] })}
        defaultUrl={values.rules.defaultUrl}
        onDefaultUrl={(defaultUrl) => setRules({ defaultUrl })}
        errors={errors}
      />
    </Stack>
  );
}
