import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportFormat, ImportMapping } from '@osm5/shared/links/import-formats';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportPreview } from '@osm5/shared/schemas/link-imports';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { AccessDenied } from '../../../components/access-denied.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { serverMessage } from '../../link-domains/api/server-message.ts';
import { usePreviewImportMutation, useStartImportMutation } from '../api/imports-api.ts';
import { ImportReport } from '../components/import-report.tsx';
import { MappingEditor } from '../components/mapping-editor.tsx';
import { PastImports } from '../components/past-imports.tsx';
import { PreviewTable } from '../components/preview-table.tsx';
import { templateCsv } from '../lib/template-csv.ts';

/** /settings/bulk_import: upload a CSV, map its columns, preview, import with progress, and past imports. */
export function BulkImportPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const writable = useMemo(
    () => current.workspaces.filter((w) => workspacePrivileges(current, w.id).has('links:write')),
    [current],
  );
  if (current.isLoading || current.isError) {
    return (
      <DataState isLoading={current.isLoading} isError={current.isError} onRetry={current.refetch}>
        {null}
      </DataState>
    );
  }
  if (!current.orgId || writable.length === 0) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('bulkImport.title')} subtitle={t('bulkImport.lead')} />
      <BulkImport orgId={current.orgId} workspaces={writable} />
    </>
  );
}

interface BulkImportProps {
  orgId: string;
  workspaces: { id: string; name: string; isDefault: boolean }[];
}

function BulkImport({ orgId, workspaces }: BulkImportProps) {
  const { t, i18n } = useTranslation();
  const workspaceLabel = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [workspaceId, setWorkspaceId] = useState((workspaces.find((w) => w.isDefault) ?? workspaces[0])?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [format, setFormat] = useState<ImportFormat>('template');
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | undefined>();
  const [runPreview, previewing] = usePreviewImportMutation();
  const [start, starting] = useStartImportMutation();
  const nf = new Intl.NumberFormat(i18n.language);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };

  const check = async (chosen: File, options?: { format: ImportFormat; mapping: ImportMapping }) => {
    setProblem(null);
    try {
      const result = await runPreview({ orgId, workspaceId, file: chosen, ...options }).unwrap();
      setPreview(result);
      setFormat(result.format);
      setMapping(result.mapping);
    } catch (failure) {
      setPreview(null);
      setProblem(serverMessage(t, failure));
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setImportId(undefined);
    setFile(chosen);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setPreview(null);
      setProblem(t('bulkImport.errors.too_large'));
      return;
    }
    void check(chosen);
  };

  const onImport = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const run = await start({ orgId, workspaceId, file, format, mapping }).unwrap();
      setImportId(run.id);
      reset();
    } catch (failure) {
      setProblem(serverMessage(t, failure));
    }
  };

  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'osm5-links-template.csv';
    a.click();
    URL.revokeObjectURL(url);
  };

  const destinationMissing = mapping.destination === undefined;

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('bulkImport.upload.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('bulkImport.upload.text', {
                rows: nf.format(IMPORT_MAX_ROWS),
                size: nf.format(IMPORT_MAX_BYTES / 1024 / 1024),
              })}
            </Typography>
            {workspaces.length > 1 && (
              <FormControl size="small" sx={{ maxWidth: 360 }}>
                <InputLabel id={workspaceLabel}>{t('bulkImport.upload.workspace')}</InputLabel>
                <Select
                  labelId={workspaceLabel}
                  label={t('bulkImport.upload.workspace')}
                  value={workspaceId}
                  onChange={(e) => {
                    setWorkspaceId(e.target.value);
                    setImportId(undefined);
                    reset();
                  }}
                >
                  {workspaces.map((w) => (
                    <MenuItem key={w.id} value={w.id}>
                      {w.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
                {t('bulkImport.upload.choose')}
              </Button>
              <Box
                component="input"
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                onChange={onFile}
                tabIndex={-1}
                aria-hidden="true"
                sx={visuallyHidden}
              />
              <Button startIcon={<DownloadIcon />} onClick={downloadTemplate}>
                {t('bulkImport.upload.template')}
              </Button>
              {file && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('bulkImport.upload.formats')}
            </Typography>
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        </CardContent>
      </Card>

      {(previewing.isLoading || preview) && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('bulkImport.mapping.title')}
              </Typography>
              {preview && (
                <MappingEditor
                  headers={preview.headers}
                  format={format}
                  mapping={mapping}
                  disabled={previewing.isLoading || starting.isLoading}
                  onChange={(nextFormat, nextMapping) => {
                    setFormat(nextFormat);
                    setMapping(nextMapping);
                    if (file) void check(file, { format: nextFormat, mapping: nextMapping });
                  }}
                />
              )}
              <Typography variant="h6" component="h2">
                {t('bulkImport.preview.title')}
              </Typography>
              <DataState isLoading={previewing.isLoading && !preview} isError={false}>
                {preview && <PreviewTable preview={preview} />}
              </DataState>
              {destinationMissing && <Alert severity="warning">{t('bulkImport.errors.destination_unmapped')}</Alert>}
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  onClick={onImport}
                  disabled={!preview || destinationMissing || previewing.isLoading || starting.isLoading}
                >
                  {t('bulkImport.preview.import', {
                    count: preview?.total ?? 0,
                    total: nf.format(preview?.total ?? 0),
                  })}
                </Button>
                <Button onClick={reset} disabled={starting.isLoading}>
                  {t('bulkImport.preview.cancel')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}

      {importId && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('bulkImport.report.title')}
            </Typography>
            <ImportReport key={importId} orgId={orgId} workspaceId={workspaceId} importId={importId} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('bulkImport.history.title')}
          </Typography>
          <PastImports orgId={orgId} workspaceId={workspaceId} selectedId={importId} onSelect={setImportId} />
        </CardContent>
      </Card>
    </Stack>
  );
}
