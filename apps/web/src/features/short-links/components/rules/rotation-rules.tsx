import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROTATION_MAX } from '@osm5/shared/links/link-rules';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/form/field-error.ts';
import { type DestinationRow, newDestination } from '../../lib/link-form.ts';
import type { SectionProps } from '../editor-types.ts';
import { UrlField } from './url-field.tsx';

/** Each destination's share of visitors, from the weights as typed (unreadable weights count 0). */
export const sharesOf = (rows: DestinationRow[]): number[] => {
  const weights = rows.map((r) => Math.max(0, Number(r.weight) || 0));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total === 0 ? 0 : (w / total) * 100));
};

/** rlsurl: 2 to 10 weighted destinations, the split in %, an end date and the winner kept after it. */
export function RotationRules({ values, errors, setRules }: SectionProps) {
  const { t, i18n } = useTranslation();
  const rows = values.rules.destinations;
  const shares = sharesOf(rows);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const setRow = (index: number, row: DestinationRow) =>
    setRules({ destinations: rows.map((r, i) => (i === index ? row : r)) });
  const urls = rows.map((r) => r.url.trim()).filter(Boolean);
  return (
    <Stack spacing={2}>
      {errors['rules.destinations'] && <Alert severity="error">{t(errors['rules.destinations'] ?? '')}</Alert>}
      {rows.map((row, index) => {
        const at = `rules.destinations.${index}`;
        return (
          <Stack key={row.key} spacing={0.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <UrlField
                label={t('links.editor.destinationN', { n: index + 1 })}
                value={row.url}
                onChange={(url) => setRow(index, { ...row, url })}
                errors={errors}
                path={`${at}.url`}
                sx={{ flex: 3 }}
                required
              />
              <TextField
                label={t('links.editor.weight')}
                value={row.weight}
                onChange={(e) => setRow(index, { ...row, weight: e.target.value })}
                type="number"
                slotProps={{ htmlInput: { min: 1, max: 100 } }}
                sx={{ flex: 1, minWidth: 100 }}
                {...fieldError(errors, t, `${at}.weight`)}
              />
              <IconButton
                aria-label={t('links.editor.removeRow', { n: index + 1 })}
                onClick={() => setRules({ destinations: rows.filter((_, i) => i !== index) })}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LinearProgress
                variant="determinate"
                value={shares[index] ?? 0}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
                aria-label={t('links.editor.share', { n: index + 1 })}
              />
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 56, textAlign: 'end' }}>
                {percent.format((shares[index] ?? 0) / 100)}
              </Typography>
            </Stack>
          </Stack>
        );
      })}
      <div>
        <Button
          startIcon={<AddIcon />}
          disabled={rows.length >= ROTATION_MAX}
          onClick={() => setRules({ destinations: [...rows, newDestination('', '10')] })}
        >
          {t('links.editor.addDestination')}
        </Button>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('links.editor.endsAt')}
          type="datetime-local"
          value={values.rules.endsAt}
          onChange={(e) => setRules({ endsAt: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
          {...fieldError(errors, t, 'rules.endsAt', t('links.editor.endsAtHelp'))}
        />
        <TextField
          select
          label={t('links.editor.winner')}
          value={urls.includes(values.rules.winner) ? values.rules.winner : ''}
          onChange={(e) => setRules({ winner: e.target.value })}
          sx={{ flex: 2 }}
          {...fieldError(errors, t, 'rules.winner', t('links.editor.winnerHelp'))}
        >
          <MenuItem value="">{t('links.editor.noWinner')}</MenuItem>
          {urls.map((url) => (
            <MenuItem key={url} value={url} dir="ltr">
              {url}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <UrlField
        label={t('links.editor.defaultUrlOptional')}
        value={values.rules.defaultUrl}
        onChange={(defaultUrl) => setRules({ defaultUrl })}
        errors={errors}
        path="rules.defaultUrl"
        help={t('links.editor.rotationDefaultHelp')}
      />
    </Stack>
  );
}
