import Stack from '@mui/material/Stack';
import type { SiteBodyParsed } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormProblems } from '../../../components/form/form-problems.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { RegionalFields } from '../../../components/form/regional-fields.tsx';
import { useValidatedForm } from '../../../components/form/use-validated-form.ts';
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

/**
 * The site or app form, checked by the shared schema of its kind (the one the
 * API uses): problems show under their fields and in a list at the top.
 */
export function SiteEditor(props: SiteEditorProps) {
  const { t } = useTranslation();
  const { values, set, errors, submit } = useValidatedForm({
    initial: props.initial,
    validate: validateSite,
    serverErrors: props.serverErrors,
    onValid: props.onSubmit,
  });
  const web = values.kind === 'web';
  const section: SiteSectionProps = { values, errors, set };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={submit}
      aria-label={t(web ? 'analytics.editor.formLabelWeb' : 'analytics.editor.formLabelMobile')}
      sx={{ maxWidth: 960 }}
    >
      <FormProblems formError={props.formError} errors={errors} summaryKey="analytics.editor.problems" />
      <FormSection
        id="site-identity"
        title={t(web ? 'analytics.editor.identityWeb' : 'analytics.editor.identityMobile')}
        lead={t(web ? 'analytics.editor.identityWebLead' : 'analytics.editor.identityMobileLead')}
      >
        {web ? <WebIdentityFields {...section} /> : <MobileAppFields {...section} />}
      </FormSection>
      <FormSection id="site-regional" title={t('analytics.editor.regional')} lead={t('analytics.editor.regionalLead')}>
        <RegionalFields values={values} onChange={set} errors={errors} row />
      </FormSection>
      {web && (
        <>
          <FormSection id="site-filters" title={t('analytics.editor.filters')} lead={t('analytics.editor.filtersLead')}>
            <WebFilterFields {...section} />
          </FormSection>
          <FormSection id="site-urls" title={t('analytics.editor.urls')} lead={t('analytics.editor.urlsLead')}>
            <WebUrlFields {...section} />
          </FormSection>
          <FormSection id="site-uptime" title={t('analytics.editor.uptime')} lead={t('analytics.editor.uptimeLead')}>
            <WebUptimeFields {...section} />
          </FormSection>
        </>
      )}
      <FormActions
        submitLabel={t(
          props.isNew
            ? web
              ? 'analytics.editor.createWeb'
              : 'analytics.editor.createMobile'
            : 'analytics.editor.save',
        )}
        busy={props.busy}
        showProgress
        onCancel={props.onCancel}
      />
    </Stack>
  );
}
