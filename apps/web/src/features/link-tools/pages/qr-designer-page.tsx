import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { linkBodySchema, type QrStyleInput } from '@osm5/shared/schemas/links';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetLinkQuery } from '../../short-links/api/get-link.ts';
import { useSaveLinkMutation } from '../../short-links/api/save-link.ts';
import { linkBodyOf } from '../../short-links/lib/link-body.ts';
import { valuesOfLink } from '../../short-links/lib/link-form.ts';
import { readAsDataUrl, useGetQrLogoQuery, useUploadQrLogoMutation } from '../api/qr-logos-api.ts';
import { ColourField } from '../components/colour-field.tsx';
import { useToolsWorkspace } from '../components/use-tools-workspace.ts';
import { qrColoursReadable, qrFileName, saveBlob, svgBlob, svgToPng } from '../qr/qr-download.ts';
import type { ErrorCorrection } from '../qr/qr-matrix.ts';
import type { CornerStyle, DotStyle } from '../qr/qr-shapes.ts';
import { defaultQrDesign, effectiveErrorCorrection, type QrDesign, qrTarget, renderQrSvg } from '../qr/qr-svg.ts';

const LOGO_MAX_BYTES = 512 * 1024;
const dotStyles: DotStyle[] = ['square', 'rounded', 'dots'];
const cornerStyles: CornerStyle[] = ['square', 'rounded', 'dot'];
const levels: ErrorCorrection[] = ['L', 'M', 'Q', 'H'];

const designOf = (style: QrStyleInput | null | undefined): QrDesign => ({
  ...defaultQrDesign,
  ...Object.fromEntries(Object.entries(style ?? {}).filter(([k, v]) => v !== undefined && k !== 'logoFileId')),
});

/** The logo of the design: a new file not uploaded yet, or the saved one. */
interface Logo {
  dataUrl: string;
  file: File | null;
  fileId: string | null;
}

/** /d/sbox/{sBoxID}/surl/{linkId}/qr: style a link's QR code, preview it live, download SVG or PNG, keep the style on the link. */
export function QrDesignerPage() {
  const { t } = useTranslation();
  const { linkId = '' } = useParams();
  const ws = useToolsWorkspace();
  const args = { orgId: ws.orgId ?? '', workspaceId: ws.workspaceId ?? '', linkId };
  const link = useGetLinkQuery(args, { skip: !ws.orgId || !ws.workspaceId });
  const [save, saving] = useSaveLinkMutation();
  const { toast, show } = useToast();
  const [upload, uploading] = useUploadQrLogoMutation();
  const [edited, setEdited] = useState<QrDesign | null>(null);
  /** undefined: the saved logo (if any); null: removed; otherwise a chosen one */
  const [chosenLogo, setChosenLogo] = useState<Logo | null | undefined>(undefined);
  const [logoDirty, setLogoDirty] = useState(false);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const savedLogoId = link.data?.qrStyle?.logoFileId;
  const savedLogo = useGetQrLogoQuery(
    { orgId: args.orgId, workspaceId: args.workspaceId, fileId: savedLogoId ?? '' },
    { skip: !savedLogoId || !args.orgId || !args.workspaceId },
  );
  const currentLogo: Logo | null =
    chosenLogo !== undefined
      ? chosenLogo
      : savedLogoId && savedLogo.data
        ? { dataUrl: savedLogo.data, file: null, fileId: savedLogoId }
        : null;
  const logo = currentLogo?.dataUrl ?? null;
  const design = edited ?? designOf(link.data?.qrStyle);
  const dirty = edited !== null || logoDirty;
  const set = (patch: Partial<QrDesign>) => setEdited({ ...design, ...patch });

  const target = link.data ? qrTarget(link.data.shortUrl) : '';
  const sizeValid = Number.isInteger(design.size) && design.size >= 128 && design.size <= 2048;
  const marginValid = Number.isInteger(design.margin) && design.margin >= 0 && design.margin <= 16;
  const drawable = {
    ...design,
    size: sizeValid ? design.size : defaultQrDesign.size,
    margin: marginValid ? design.margin : defaultQrDesign.margin,
  };
  const drawableKey = JSON.stringify(drawable);
  const svg = useMemo(
    () => (target ? renderQrSvg(target, JSON.parse(drawableKey) as QrDesign, logo) : ''),
    [target, drawableKey, logo],
  );
  const preview = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : '';
  const readable = qrColoursReadable(design.foreground, design.background);

  const saveStyle = async () => {
    if (!link.data) return;
    let logoFileId = currentLogo?.fileId ?? undefined;
    if (currentLogo?.file) {
      const uploaded = await upload({ orgId: args.orgId, workspaceId: args.workspaceId, file: currentLogo.file });
      if (uploaded.error) {
        const e = uploaded.error as { message?: string };
        show(t(e.message?.startsWith('validation.') ? e.message : errorKey(uploaded.error)), 'error');
        return;
      }
      logoFileId = uploaded.data.fileId;
    }
    const qrStyle = {
      foreground: design.foreground,
      background: design.background,
      dotStyle: design.dotStyle,
      cornerStyle: design.cornerStyle,
      errorCorrection: effectiveErrorCorrection(design, !!currentLogo),
      size: design.size,
      margin: design.margin,
      ...(logoFileId ? { logoFileId } : {}),
    };
    const checked = validate(linkBodySchema(), linkBodyOf({ ...valuesOfLink(link.data), qrStyle }));
    if (!checked.ok) {
      show(t(Object.values(checked.errors)[0] ?? 'validation.invalid'), 'error');
      return;
    }
    const result = await save({ orgId: args.orgId, workspaceId: args.workspaceId, linkId, body: checked.data });
    if (result.error) show(t(errorKey(result.error)), 'error');
    else {
      setEdited(null);
      setLogoDirty(false);
      // the saved logo (now on the link) takes over from the chosen one
      setChosenLogo(logoFileId && currentLogo ? { ...currentLogo, file: null, fileId: logoFileId } : null);
      show(t('linkTools.qr.saved'));
    }
  };

  const downloadPng = async () => {
    try {
      saveBlob(await svgToPng(svg, design.size), qrFileName(link.data?.slug ?? '', 'png'));
    } catch {
      show(t('linkTools.qr.pngFailed'), 'error');
    }
  };

  const name = link.data ? link.data.title || link.data.slug : '';
  return (
    <>
      <PageHeader
        title={t('linkTools.qr.title')}
        subtitle={name ? t('linkTools.qr.lead', { name }) : undefined}
        back={{ href: `/d/sbox/${ws.routeId}/surl`, label: t('linkTools.backToLinks') }}
      />
      <DataState
        isLoading={ws.loading || link.isLoading}
        isError={link.isError}
        errorKey={errorKey(link.error)}
        onRetry={link.refetch}
        rows={6}
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <CardContent>
                <Stack spacing={3}>
                  <Typography variant="h5" component="h2">
                    {t('linkTools.qr.options')}
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <ColourField
                      label={t('linkTools.qr.foreground')}
                      value={design.foreground}
                      onChange={(foreground) => set({ foreground })}
                    />
                    <ColourField
                      label={t('linkTools.qr.background')}
                      value={design.background}
                      onChange={(background) => set({ background })}
                    />
                  </Stack>
                  {!readable && <Alert severity="warning">{t('linkTools.qr.lowContrast')}</Alert>}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormControl size="small" fullWidth>
                      <InputLabel id="qr-dot-style">{t('linkTools.qr.dotStyle')}</InputLabel>
                      <Select
                        labelId="qr-dot-style"
                        label={t('linkTools.qr.dotStyle')}
                        value={design.dotStyle}
                        onChange={(e) => set({ dotStyle: e.target.value as DotStyle })}
                      >
                        {dotStyles.map((s) => (
                          <MenuItem key={s} value={s}>
                            {t(`linkTools.qr.dots.${s}`)}
                          </MenuItem>
                        ))}
                      </Select>
                    </FormControl>
                    <FormControl size="small" fullWidth>
                      <InputLabel id="qr-corner-style">{t('linkTools.qr.cornerStyle')}</InputLabel>
                      <Select
                        labelId="qr-corner-style"
                        label={t('linkTools.qr.cornerStyle')}
                        value={design.cornerStyle}
                        onChange={(e) => set({ cornerStyle: e.target.value as CornerStyle })}
                      >
                        {cornerStyles.map((s) => (
                          <MenuItem key={s} value={s}>
                            {t(`linkTools.qr.corners.${s}`)}
                          </MenuItem>
                        ))}
                      </Select>
                    </FormControl>
                  </Stack>
                  <FormControl size="small" fullWidth>
                    <InputLabel id="qr-level">{t('linkTools.qr.errorCorrection')}</InputLabel>
                    <Select
                      labelId="qr-level"
                      label={t('linkTools.qr.errorCorrection')}
                      disabled={!!logo}
                      aria-describedby="qr-level-help"
                      value={effectiveErrorCorrection(design, !!logo)}
                      onChange={(e) => set({ errorCorrection: e.target.value as ErrorCorrection })}
                    >
                      {levels.map((l) => (
                        <MenuItem key={l} value={l}>
                          {t(`linkTools.qr.levels.${l}`)}
                        </MenuItem>
                      ))}
                    </Select>
                    <FormHelperText id="qr-level-help">
                      {logo ? t('linkTools.qr.levelForced') : t('linkTools.qr.levelHelp')}
                    </FormHelperText>
                  </FormControl>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField
                      type="number"
                      size="small"
                      fullWidth
                      label={t('linkTools.qr.size')}
                      value={Number.isNaN(design.size) ? '' : design.size}
                      onChange={(e) => set({ size: Number.parseInt(e.target.value, 10) })}
                      error={!sizeValid}
                      helperText={t(sizeValid ? 'linkTools.qr.sizeHelp' : 'linkTools.qr.sizeInvalid')}
                      slotProps={{ htmlInput: { min: 128, max: 2048, step: 64 } }}
                    />
                    <TextField
                      type="number"
                      size="small"
                      fullWidth
                      label={t('linkTools.qr.margin')}
                      value={Number.isNaN(design.margin) ? '' : design.margin}
                      onChange={(e) => set({ margin: Number.parseInt(e.target.value, 10) })}
                      error={!marginValid}
                      helperText={t(marginValid ? 'linkTools.qr.marginHelp' : 'linkTools.qr.marginInvalid')}
                      slotProps={{ htmlInput: { min: 0, max: 16 } }}
                    />
                  </Stack>
                  <Box>
                    <Typography variant="subtitle2" component="h3" gutterBottom>
                      {t('linkTools.qr.logo')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t('linkTools.qr.logoHelp')}
                    </Typography>
                    <Stack direction="row" spacing={1}>
                      <Button component="label" variant="outlined" startIcon={<ImageIcon />}>
                        {t('linkTools.qr.chooseLogo')}
                        <input
                          hidden
                          type="file"
                          accept="image/png,image/jpeg,image/svg+xml,image/webp"
                          onChange={async (e) => {
                            const file = e.target.files?.[0];
                            e.target.value = '';
                            if (!file) return;
                            if (!/^image\/(png|jpeg|svg\+xml|webp)$/.test(file.type) || file.size > LOGO_MAX_BYTES) {
                              setLogoProblem('linkTools.qr.logoInvalid');
                              return;
                            }
                            setLogoProblem(null);
                            setChosenLogo({ dataUrl: await readAsDataUrl(file), file, fileId: null });
                            setLogoDirty(true);
                          }}
                        />
                      </Button>
                      {logo && (
                        <Button
                          color="inherit"
                          onClick={() => {
                            setChosenLogo(null);
                            setLogoDirty(true);
                          }}
                        >
                          {t('linkTools.qr.removeLogo')}
                        </Button>
                      )}
                    </Stack>
                    {logoProblem && (
                      <Alert severity="error" sx={{ mt: 1 }}>
                        {t(logoProblem)}
                      </Alert>
                    )}
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <CardContent>
                <Stack spacing={2} sx={{ alignItems: 'center' }}>
                  <Typography variant="h5" component="h2" sx={{ alignSelf: 'flex-start' }}>
                    {t('linkTools.qr.preview')}
                  </Typography>
                  {preview && (
                    <Box
                      component="img"
                      src={preview}
                      alt={t('linkTools.qr.previewAlt', { url: target })}
                      data-testid="qr-preview"
                      sx={{ width: '100%', maxWidth: 320, aspectRatio: '1', border: 1, borderColor: 'divider' }}
                    />
                  )}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    dir="ltr"
                    sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}
                  >
                    {target}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
                    <Button
                      variant="outlined"
                      startIcon={<DownloadIcon />}
                      disabled={!svg || !sizeValid || !marginValid}
                      onClick={() => saveBlob(svgBlob(svg), qrFileName(link.data?.slug ?? '', 'svg'))}
                    >
                      {t('linkTools.qr.downloadSvg')}
                    </Button>
                    <Button
                      variant="outlined"
                      startIcon={<DownloadIcon />}
                      disabled={!svg || !sizeValid || !marginValid}
                      onClick={downloadPng}
                    >
                      {t('linkTools.qr.downloadPng')}
                    </Button>
                  </Stack>
                  {ws.canWrite && (
                    <Button
                      variant="contained"
                      startIcon={<SaveIcon />}
                      disabled={!dirty || saving.isLoading || uploading.isLoading || !sizeValid || !marginValid}
                      onClick={saveStyle}
                    >
                      {t('linkTools.qr.save')}
                    </Button>
                  )}
                  {ws.canWrite && (
                    <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                      {t('linkTools.qr.saveHelp')}
                    </Typography>
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </DataState>
      {toast}
    </>
  );
}
