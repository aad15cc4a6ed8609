import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/form/field-error.ts';
import type { SectionProps } from '../editor-types.ts';
import { UrlField } from './url-field.tsx';

/** simple and password_protected: one destination, and the password with show/hide. */
export function DestinationRules({ values, errors, set, setRules, isNew }: SectionProps & { isNew: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={2}>
      <UrlField
        label={t('links.editor.destination')}
        value={values.rules.url}
        onChange={(url) => setRules({ url })}
        errors={errors}
        path="rules.url"
        required
      />
      {values.kind === 'password_protected' && (
        <TextField
          label={t('links.editor.password')}
          value={values.password}
          onChange={(e) => set({ password: e.target.value })}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required={isNew}
          {...fieldError(
            errors,
            t,
            'password',
            isNew ? t('links.editor.passwordHelp') : t('links.editor.passwordKeep'),
          )}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShown(!shown)}
                    aria-label={shown ? t('links.editor.hidePassword') : t('links.editor.showPassword')}
                    edge="end"
                  >
                    {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    </Stack>
  );
}
