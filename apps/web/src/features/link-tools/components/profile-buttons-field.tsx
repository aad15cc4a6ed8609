import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROFILE_BUTTONS_MAX } from '@osm5/shared/schemas/profile-pages';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import type { WorkspaceArgs } from '../../short-links/api/links-api.ts';
import { type ButtonRow, moveRow, rowKey } from '../profiles/profile-form.ts';
import { LinkPicker } from './link-picker.tsx';

interface ProfileButtonsFieldProps {
  ws: WorkspaceArgs;
  rows: ButtonRow[];
  onChange: (rows: ButtonRow[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** The page's buttons, in order: each a short link of the workspace and a label; moved with up/down. */
export function ProfileButtonsField({ ws, rows, onChange, errors, disabled }: ProfileButtonsFieldProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<ButtonRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h3">
        {t('linkTools.profiles.buttons')}
      </Typography>
      {errors.buttons && <Typography color="error">{t(errors.buttons)}</Typography>}
      {rows.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {t('linkTools.profiles.noButtons')}
        </Typography>
      )}
      {rows.map((row, index) => {
        const position = { n: index + 1 };
        return (
          <Paper key={row.key} variant="outlined" sx={{ p: 1.5 }} data-testid="profile-button-row">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  size="small"
                  label={t('linkTools.profiles.buttonLabel')}
                  value={row.label}
                  disabled={disabled}
                  onChange={(e) => update(index, { label: e.target.value })}
                  error={!!err(`buttons.${index}.label`)}
                  helperText={err(`buttons.${index}.label`)}
                  slotProps={{ htmlInput: { maxLength: 80, dir: 'auto' } }}
                />
                <LinkPicker
                  ws={ws}
                  label={t('linkTools.profiles.buttonLink')}
                  value={row.linkId ? { id: row.linkId, title: row.linkTitle, shortUrl: row.shortUrl ?? '' } : null}
                  error={
                    err(`buttons.${index}.linkId`) ??
                    (row.linkId && row.shortUrl === null ? t('validation.profile_link_unknown') : undefined)
                  }
                  onChange={(link) =>
                    update(index, {
                      linkId: link?.id ?? '',
                      shortUrl: link?.shortUrl ?? null,
                      linkTitle: link?.title ?? '',
                      label: row.label || link?.title || '',
                    })
                  }
                />
              </Stack>
              <Stack direction="row">
                <IconButton
                  aria-label={t('linkTools.profiles.moveUp', position)}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveRow(rows, index, index - 1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('linkTools.profiles.moveDown', position)}
                  disabled={disabled || index === rows.length - 1}
                  onClick={() => onChange(moveRow(rows, index, index + 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('linkTools.profiles.removeButton', position)}
                  disabled={disabled}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={disabled || rows.length >= PROFILE_BUTTONS_MAX}
        onClick={() => onChange([...rows, { key: rowKey(), linkId: '', label: '', shortUrl: null, linkTitle: '' }])}
      >
        {t('linkTools.profiles.addButton')}
      </Button>
    </Stack>
  );
}
