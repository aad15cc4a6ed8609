import AddLinkIcon from '@mui/icons-material/AddLinkOutlined';
import SaveIcon from '@mui/icons-material/BookmarkAddOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { utmTemplateBodySchema } from '@osm5/shared/schemas/links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataState } from '../../../components/data-state.tsx';
import { validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useSaveUtmTemplateMutation } from '../api/utm-templates-api.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { nameProblem } from '../components/name-problem.ts';
import { useToolsWorkspace } from '../components/use-tools-workspace.ts';
import { UtmTemplatesCard } from '../components/utm-templates-card.tsx';
import {
  composeUtmUrl,
  emptyUtm,
  type UtmValues,
  utmFields,
  utmFromUrl,
  utmParamsOf,
  utmValuesOf,
} from '../utm/compose-utm.ts';

/** /d/sbox/{sBoxID}/surl/utm: compose a campaign URL, copy it, shorten it, keep its tags as a workspace template. */
export function UtmBuilderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ws = useToolsWorkspace();
  const wsArgs = { orgId: ws.orgId ?? '', workspaceId: ws.workspaceId ?? '' };
  const { toast, show } = useToast();
  const [website, setWebsite] = useState('');
  const [touched, setTouched] = useState(false);
  const [values, setValues] = useState<UtmValues>(emptyUtm);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveTemplate, saving] = useSaveUtmTemplateMutation();
  const [localProblem, setLocalProblem] = useState<string | undefined>();

  const composed = composeUtmUrl(website, values);
  const url = 'url' in composed ? composed.url : '';
  const websiteError = touched && 'error' in composed ? composed.error : undefined;
  const hasParams = utmFields.some((f) => values[f].trim());
  const serverProblem = nameProblem(saving.error);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      show(t('linkTools.utm.copied'));
    } catch {
      show(t('linkTools.utm.copyFailed'), 'error');
    }
  };

  return (
    <>
      <PageHeader
        title={t('linkTools.utm.title')}
        subtitle={t('linkTools.utm.lead')}
        back={{ href: `/d/sbox/${ws.routeId}/surl`, label: t('linkTools.backToLinks') }}
      />
      <DataState isLoading={ws.loading} isError={false} rows={6}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <CardContent>
                <Stack
                  spacing={2}
                  component="form"
                  noValidate
                  onSubmit={(e: React.FormEvent) => {
                    e.preventDefault();
                    setTouched(true);
                  }}
                >
                  <Typography variant="h5" component="h2">
                    {t('linkTools.utm.builder')}
                  </Typography>
                  <TextField
                    label={t('linkTools.utm.website')}
                    placeholder="https://example.com/page"
                    required
                    value={website}
                    onChange={(e) => {
                      setWebsite(e.target.value);
                      const found = utmFromUrl(e.target.value);
                      if (Object.keys(found).length) setValues((v) => ({ ...v, ...found }));
                    }}
                    onBlur={() => setTouched(true)}
                    error={!!websiteError}
                    helperText={websiteError ? t(websiteError) : t('linkTools.utm.websiteHelp')}
                    slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
                  />
                  <Grid container spacing={2}>
                    {utmFields.map((field) => (
                      <Grid key={field} size={{ xs: 12, sm: field === 'content' ? 12 : 6 }}>
                        <TextField
                          fullWidth
                          label={t(`linkTools.utm.fields.${field}`)}
                          helperText={t(`linkTools.utm.hints.${field}`)}
                          value={values[field]}
                          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                          slotProps={{ htmlInput: { maxLength: 200 } }}
                        />
                      </Grid>
                    ))}
                  </Grid>
                </Stack>
              </CardContent>
            </Card>
            <Card sx={{ mt: 3 }}>
              <CardContent>
                <Stack spacing={2}>
                  <Typography variant="h5" component="h2">
                    {t('linkTools.utm.result')}
                  </Typography>
                  {url ? (
                    <TextField
                      value={url}
                      label={t('linkTools.utm.campaignUrl')}
                      multiline
                      slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'utm-result' } }}
                    />
                  ) : (
                    <Alert severity="info">{t('linkTools.utm.resultEmpty')}</Alert>
                  )}
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={!url} onClick={copy}>
                      {t('linkTools.utm.copy')}
                    </Button>
                    {ws.canWrite && (
                      <Button
                        variant="contained"
                        startIcon={<AddLinkIcon />}
                        disabled={!url}
                        onClick={() => navigate(`/d/sbox/${ws.routeId}/new/simple?url=${encodeURIComponent(url)}`)}
                      >
                        {t('linkTools.utm.createLink')}
                      </Button>
                    )}
                    {ws.canWrite && (
                      <Button
                        variant="outlined"
                        startIcon={<SaveIcon />}
                        disabled={!hasParams}
                        onClick={() => {
                          saving.reset();
                          setLocalProblem(undefined);
                          setSaveOpen(true);
                        }}
                      >
                        {t('linkTools.utm.saveTemplate')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <UtmTemplatesCard
              ws={wsArgs}
              canWrite={ws.canWrite}
              notify={show}
              onApply={(params) => {
                setValues(utmValuesOf(params));
                show(t('linkTools.utm.applied'));
              }}
            />
          </Grid>
        </Grid>
      </DataState>
      <NameDialog
        open={saveOpen}
        title={t('linkTools.utm.saveTemplate')}
        initialName={values.campaign}
        busy={saving.isLoading}
        fieldError={localProblem ? t(localProblem) : serverProblem.field ? t(serverProblem.field) : undefined}
        formError={serverProblem.form ? t(serverProblem.form) : undefined}
        onClose={() => setSaveOpen(false)}
        onSubmit={async (name) => {
          const checked = validate(utmTemplateBodySchema, { name, params: utmParamsOf(values) });
          if (!checked.ok) {
            setLocalProblem(checked.errors.name ?? Object.values(checked.errors)[0]);
            return;
          }
          setLocalProblem(undefined);
          const result = await saveTemplate({ ...wsArgs, ...checked.data });
          if (!result.error) {
            setSaveOpen(false);
            show(t('linkTools.utm.templateSaved'));
          }
        }}
      />
      {toast}
    </>
  );
}
