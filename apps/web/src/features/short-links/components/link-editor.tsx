import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Link, LinkBodyParsed } from '@osm5/shared/schemas/links';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
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

/** One editor for every kind: the kind's targeting, the common fields, and the live visitor preview. */
export function LinkEditor(props: LinkEditorProps) {
  const { t } = useTranslation();
  const ws = { orgId: props.orgId, workspaceId: props.workspaceId };
  const domains = useListLinkDomainsQuery(ws);
  const shortDomain = useGetLinkShortDomainQuery(ws);
  const templates = useListUtmTemplatesQuery(ws);
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const isNew = !props.saved;
  const shown = { ...props.serverErrors, ...errors };

  const revalidate = (next: LinkFormValues) => {
    // once a save was tried, problems clear (or appear) as the user types
    if (!submitted) return;
    const result = validateLink(next, { isNew });
    setErrors(result.ok ? {} : result.errors);
  };
  const set = (patch: Partial<LinkFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    revalidate(next);
  };
  const setRules = (patch: Partial<RulesForm>) => set({ rules: { ...values.rules, ...patch } });
  const section: SectionProps = { values, errors: shown, set, setRules };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateLink(values, { isNew });
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
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
        alignItems: 'start',
      }}
    >
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={t('links.editor.formLabel')}>
        {props.formError && <Alert severity="error">{t(props.formError)}</Alert>}
        {problems.length > 0 && (
          <Alert severity="error" role="alert">
            {t('links.editor.problems', { n: problems.length })}
            <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
              {problems.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Section
          id="section-rules"
          title={t(`links.kinds.${values.kind}.name`)}
          lead={t(`links.kinds.${values.kind}.text`)}
        >
          <RulesSection {...section} isNew={isNew} />
        </Section>
        <Section id="section-address" title={t('links.editor.address')} lead={t('links.editor.addressLead')}>
          <AddressFields
            {...section}
            domains={domains.data ?? []}
            shortDomain={shortDomain.data?.hostname}
            savedDomain={props.saved?.domain}
          />
        </Section>
        <Section id="section-details" title={t('links.editor.details')}>
          <DetailFields {...section} />
        </Section>
        <Section id="section-expiry" title={t('links.editor.expiry')} lead={t('links.editor.expiryLead')}>
          <ExpiryFields {...section} />
        </Section>
        <Section id="section-utm" title={t('links.editor.utm')} lead={t('links.editor.utmLead')}>
          <UtmFields {...section} templates={templates.data ?? []} />
        </Section>
        <Section id="section-social" title={t('links.editor.social')} lead={t('links.editor.socialLead')}>
          <SocialFields {...section} />
        </Section>
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {isNew ? t('links.editor.create') : t('links.editor.save')}
          </Button>
          <Button onClick={props.onCancel} disabled={props.busy}>
            {t('ui.cancel')}
          </Button>
        </Stack>
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
