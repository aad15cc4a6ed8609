import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROFILE_SOCIALS_MAX, type SocialNetwork, socialNetworks } from '@osm5/shared/schemas/profile-pages';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import { rowKey, type SocialRow } from '../profiles/profile-form.ts';

interface ProfileSocialsFieldProps {
  rows: SocialRow[];
  onChange: (rows: SocialRow[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** Social icons under the buttons: a network and its address (an e-mail address for e-mail). */
export function ProfileSocialsField({ rows, onChange, errors, disabled }: ProfileSocialsFieldProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<SocialRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h3">
        {t('linkTools.profiles.socials')}
      </Typography>
      {errors.socials && <Typography color="error">{t(errors.socials)}</Typography>}
      {rows.map((row, index) => {
        const urlError = errors[`socials.${index}.url`];
        const networkError = errors[`socials.${index}.network`];
        return (
          <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              select
              size="small"
              label={t('linkTools.profiles.network')}
              value={row.network}
              disabled={disabled}
              onChange={(e) => update(index, { network: e.target.value as SocialNetwork })}
              error={!!networkError}
              helperText={networkError ? t(networkError) : undefined}
              sx={{ minWidth: 160 }}
            >
              {socialNetworks.map((n) => (
                <MenuItem key={n} value={n}>
                  {t(`linkTools.profiles.networks.${n}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              fullWidth
              label={t(row.network === 'email' ? 'linkTools.profiles.emailAddress' : 'linkTools.profiles.socialUrl')}
              value={row.url}
              disabled={disabled}
              onChange={(e) => update(index, { url: e.target.value })}
              error={!!urlError}
              helperText={urlError ? t(urlError) : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: row.network === 'email' ? 'email' : 'url' } }}
            />
            <IconButton
              aria-label={t('linkTools.profiles.removeSocial', { n: index + 1 })}
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              sx={{ alignSelf: 'flex-start' }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={disabled || rows.length >= PROFILE_SOCIALS_MAX}
        onClick={() => onChange([...rows, { key: rowKey(), network: 'website', url: '' }])}
      >
        {t('linkTools.profiles.addSocial')}
      </Button>
    </Stack>
  );
}
