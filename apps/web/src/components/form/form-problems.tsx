import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './field-errors.ts';

interface FormProblemsProps {
  /** the i18n key of a failure of the whole form (not one field) */
  formError?: string;
  errors: FieldErrors;
  /** the i18n key of the list's heading, given the count `n` */
  summaryKey: string;
}

/** At the top of a form: a failure of the whole form, and every field problem once, in one alert. */
export function FormProblems({ formError, errors, summaryKey }: FormProblemsProps) {
  const { t } = useTranslation();
  const problems = [...new Set(Object.values(errors))];
  return (
    <>
      {formError && <Alert severity="error">{t(formError)}</Alert>}
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {t(summaryKey, { n: problems.length })}
          <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
            {problems.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
