import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error.ts';
import type { SectionProps } from './editor-types.ts';
import { UrlField } from './rules/url-field.tsx';

/** What crawlers (chat apps, social networks) show for the link. */
export function SocialFields({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  const social = values.social;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('links.editor.socialTitle')}
        value={social.title}
        onChange={(e) => set({ social: { ...social, title: e.target.value } })}
        {...fieldError(errors, t, 'socialPreview.title')}
      />
      <TextField
        label={t('links.editor.socialDescription')}
        value={social.description}
        onChange={(e) => set({ social: { ...social, description: e.target.value } })}
        multiline
        minRows={2}
        {...fieldError(errors, t, 'socialPreview.description')}
      />
      <UrlField
        label={t('links.editor.socialImage')}
        value={social.image}
        onChange={(image) => set({ social: { ...social, image } })}
        errors={errors}
        path="socialPreview.image"
      />
    </Stack>
  );
}
