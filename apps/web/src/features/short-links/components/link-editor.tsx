import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Link, LinkBodyParsed } from '@osm5/shared/schemas/links';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormProblems } from '../../../components/form/form-problems.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { useValidatedForm } from '../../../components/form/use-validated-form.ts';
import { useGetLinkShortDomainQuery } from '../api/get-short-domain.ts';
import { useListLinkDomainsQuery } from '../api/list-link-domains.ts';
import { useListUtmTemplatesQuery } from '../api/list-utm-templates.ts';
import { validateLink } from '../lib/link-body.ts';
import type { LinkFormValues, RulesForm } from '../lib/link-form.ts';
import type { SectionProps } from './editor-types.ts';
import { ExpiryFields } from './expiry-fields.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { RulesSection } from './rules/rules-section.tsx';
import { AddressFields, DetailFields } from './short-link-fields.tsx';
import { SocialFields } from './social-fields.tsx';
import { UtmFields } from './utm-fields.tsx';

interface LinkEditorProps {
  orgId: string;
  workspaceId: string;
  initial: LinkFormValues;
  /** the link being edited; absent when creating */
  saved?: Link;
  busy: boolean;
  serverErrors: FieldErrors;
  /** a failure of the whole form (not one field) */
  formError?: string;
  onSubmit: (body: LinkBodyParsed) => void;
  onCancel: () => void;
}

/** One editor for every kind: the kind's targeting, the common fields, and the live visitor preview. */
export function LinkEditor(props: LinkEditorProps) {
  const { t } = useTranslation();
  const ws = { orgId: props.orgId, workspaceId: props.workspaceId };
  const domains = useListLinkDomainsQuery(ws);
  const shortDomain = useGetLinkShortDomainQuery(ws);
  const templates = useListUtmTemplatesQuery(ws);
  const isNew = !props.saved;
  const { values, set, errors, submit } = useValidatedForm({
    initial: props.initial,
    validate: (v: LinkFormValues) => validateLink(v, { isNew }),
    serverErrors: props.serverErrors,
    onValid: props.onSubmit,
  });
  const setRules = (patch: Partial<RulesForm>) => set({ rules: { ...values.rules, ...patch } });
  const section: SectionProps = { values, errors, set, setRules };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
        alignItems: 'start',
      }}
    >
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={t('links.editor.formLabel')}>
        <FormProblems formError={props.formError} errors={errors} summaryKey="links.editor.problems" />
        <FormSection
          id="section-rules"
          title={t(`links.kinds.${values.kind}.name`)}
          lead={t(`links.kinds.${values.kind}.text`)}
        >
          <RulesSection {...section} isNew={isNew} />
        </FormSection>
        <FormSection id="section-address" title={t('links.editor.address')} lead={t('links.editor.addressLead')}>
          <AddressFields
            {...section}
            domains={domains.data ?? []}
            shortDomain={shortDomain.data?.hostname}
            savedDomain={props.saved?.domain}
          />
        </FormSection>
        <FormSection id="section-details" title={t('links.editor.details')}>
          <DetailFields {...section} />
        </FormSection>
        <FormSection id="section-expiry" title={t('links.editor.expiry')} lead={t('links.editor.expiryLead')}>
          <ExpiryFields {...section} />
        </FormSection>
        <FormSection id="section-utm" title={t('links.editor.utm')} lead={t('links.editor.utmLead')}>
          <UtmFields {...section} templates={templates.data ?? []} />
        </FormSection>
        <FormSection id="section-social" title={t('links.editor.social')} lead={t('links.editor.socialLead')}>
          <SocialFields {...section} />
        </FormSection>
        <FormActions
          submitLabel={isNew ? t('links.editor.create') : t('links.editor.save')}
          busy={props.busy}
          onCancel={props.onCancel}
        />
      </Stack>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
        <PreviewPanel
          values={values}
          saved={props.saved ? { id: props.saved.id, clicks: props.saved.clicks } : undefined}
        />
      </Box>
    </Box>
  );
}
