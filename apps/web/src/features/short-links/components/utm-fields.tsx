import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error.ts';
import type { UtmTemplate } from '../api/list-utm-templates.ts';
import { utmKeys } from '../lib/link-form.ts';
import type { SectionProps } from './editor-types.ts';

/** UTM parameters appended to every destination, typed or taken from a workspace template. */
export function UtmFields({ values, errors, set, templates }: SectionProps & { templates: UtmTemplate[] }) {
  const { t } = useTranslation();
  const apply = (id: string) => {
    const template = templates.find((tpl) => tpl.id === id);
    if (!template) return;
    set({ utm: { ...values.utm, ...Object.fromEntries(utmKeys.map((k) => [k, template.params[k] ?? ''])) } });
  };
  return (
    <Stack spacing={2}>
      {templates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('links.editor.noTemplates')}
        </Typography>
      ) : (
        <TextField
          select
          label={t('links.editor.utmTemplate')}
          value=""
          onChange={(e) => apply(e.target.value)}
          helperText={t('links.editor.utmTemplateHelp')}
        >
          {templates.map((tpl) => (
            <MenuItem key={tpl.id} value={tpl.id}>
              {tpl.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {utmKeys.map((key) => (
          <TextField
            key={key}
            label={t(`links.utm.${key}`)}
            value={values.utm[key]}
            onChange={(e) => set({ utm: { ...values.utm, [key]: e.target.value } })}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            {...fieldError(errors, t, `utm.${key}`)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
