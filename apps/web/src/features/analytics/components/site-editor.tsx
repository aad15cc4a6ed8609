import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SiteBodyParsed } from '@osm5/shared/schemas/analytics-sites';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import { RegionalFields } from '../../../components/form/regional-fields.tsx';
import { validateSite } from '../lib/site-body.ts';
import type { SiteFormValues } from '../lib/site-form.ts';
import { MobileAppFields } from './mobile-app-fields.tsx';
import { WebFilterFields, WebIdentityFields, WebUptimeFields, WebUrlFields } from './web-site-fields.tsx';

export interface SiteSectionProps {
  values: SiteFormValues;
  errors: FieldErrors;
  set: (patch: Partial<SiteFormValues>) => void;
}

interface SiteEditorProps {
  initial: SiteFormValues;
  isNew: boolean;
  busy: boolean;
  serverErrors: FieldErrors;
  /** a failure of the whole form (not one field) */
  formError?: string;
  onSubmit: (body: SiteBodyParsed) => void;
  onCancel: () => void;
}

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {lead && (
          <Typography variant="body2" color="text.secondary">
            {lead}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

/**
 * The site or app form, checked by the shared schema of its kind (the one the
 * API uses): problems show under their fields and in a list at the top.
 */
export function SiteEditor(props: SiteEditorProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const shown = { ...props.serverErrors, ...errors };
  const web = values.kind === 'web';

  const set = (patch: Partial<SiteFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // once a save was tried, problems clear (or appear) as the user types
    if (submitted) {
      const result = validateSite(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const section: SiteSectionProps = { values, errors: shown, set };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateSite(values);
    if (!result.ok) {
      setErrors(result.errors);
      // the first invalid field, so keyboard and screen-reader users land on it
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    props.onSubmit(result.data);
  };

  const problems = [...new Set(Object.values(shown))];

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={submit}
      aria-label={t(web ? 'analytics.editor.formLabelWeb' : 'analytics.editor.formLabelMobile')}
      sx={{ maxWidth: 960 }}
    >
      {props.formError && <Alert severity="error">{t(props.formError)}</Alert>}
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {t('analytics.editor.problems', { n: problems.length })}
          <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
            {problems.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Section
        id="site-identity"
        title={t(web ? 'analytics.editor.identityWeb' : 'analytics.editor.identityMobile')}
        lead={t(web ? 'analytics.editor.identityWebLead' : 'analytics.editor.identityMobileLead')}
      >
        {web ? <WebIdentityFields {...section} /> : <MobileAppFields {...section} />}
      </Section>
      <Section id="site-regional" title={t('analytics.editor.regional')} lead={t('analytics.editor.regionalLead')}>
        <RegionalFields values={values} onChange={set} errors={shown} row />
      </Section>
      {web && (
        <>
          <Section id="site-filters" title={t('analytics.editor.filters')} lead={t('analytics.editor.filtersLead')}>
            <WebFilterFields {...section} />
          </Section>
          <Section id="site-urls" title={t('analytics.editor.urls')} lead={t('analytics.editor.urlsLead')}>
            <WebUrlFields {...section} />
          </Section>
          <Section id="site-uptime" title={t('analytics.editor.uptime')} lead={t('analytics.editor.uptimeLead')}>
            <WebUptimeFields {...section} />
          </Section>
        </>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button
          type="submit"
          variant="contained"
          disabled={props.busy}
          startIcon={props.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(
            props.isNew
              ? web
                ? 'analytics.editor.createWeb'
                : 'analytics.editor.createMobile'
              : 'analytics.editor.save',
          )}
        </Button>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t('ui.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
