import AttachFileIcon from '@mui/icons-material/AttachFileOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TITLE_MAX,
  type FeedbackArea,
  type FeedbackKind,
  type FeedbackSeverity,
  feedbackAreas,
  feedbackAttachmentTypes,
  feedbackCreateSchema,
  feedbackSeverities,
} from '@osm5/shared/schemas/feedback';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { FormProblems } from '../../../components/form/form-problems.tsx';
import { useValidatedForm } from '../../../components/form/use-validated-form.ts';
import { useAttachToFeedbackMutation } from '../api/attach-to-feedback.ts';
import { useCreateFeedbackMutation } from '../api/create-feedback.ts';

interface Values {
  title: string;
  description: string;
  area: FeedbackArea | '';
  severity: FeedbackSeverity | '';
  shareContext: boolean;
}

const blank: Values = { title: '', description: '', area: '', severity: '', shareContext: false };

/** The file's problem before it is sent (the server checks the bytes again), or undefined. */
function fileProblem(file: File): string | undefined {
  if (file.size > FEEDBACK_ATTACHMENT_MAX_BYTES) return 'validation.feedback_attachment_size';
  if (!(feedbackAttachmentTypes as readonly string[]).includes(file.type)) return 'validation.feedback_attachment_type';
  return undefined;
}

/**
 * A bug report or a suggestion: title, area, severity (bugs), description,
 * up to three files, and — only if the user ticks it — the page they came
 * from and their browser. The report is saved first, then each file is sent
 * with its progress shown; a file that fails leaves the saved report intact.
 */
export function FeedbackForm({
  kind,
  fromPage,
  onSent,
}: {
  kind: FeedbackKind;
  /** the page the user came from, shared only with consent */
  fromPage: string | undefined;
  onSent: (id: string, failedFiles: number) => void;
}) {
  const { t } = useTranslation();
  const [create, created] = useCreateFeedbackMutation();
  const [attach] = useAttachToFeedbackMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [uploading, setUploading] = useState<{ done: number; total: number }>();
  const input = useRef<HTMLInputElement>(null);

  const form = useValidatedForm({
    initial: blank,
    validate: (v: Values) =>
      validate(feedbackCreateSchema, {
        kind,
        title: v.title,
        description: v.description,
        area: v.area || undefined,
        severity: kind === 'bug' ? v.severity || undefined : undefined,
        shareContext: v.shareContext,
        page: v.shareContext ? fromPage : undefined,
      }),
    serverErrors: serverFieldErrors(created.error as never),
    onValid: async (body) => {
      const result = await create(body);
      if (!('data' in result) || !result.data) return;
      let failed = 0;
      setUploading({ done: 0, total: files.length });
      for (const [i, file] of files.entries()) {
        const sent = await attach({ id: result.data.id, file });
        if ('error' in sent) failed++;
        setUploading({ done: i + 1, total: files.length });
      }
      setUploading(undefined);
      // the page remounts the form (a fresh, untouched one) for the next report
      onSent(result.data.id, failed);
    },
  });
  const { values, set, errors } = form;
  const busy = created.isLoading || uploading !== undefined;
  const formError = created.isError && !errors.title && !errors.description ? errorKey(created.error) : undefined;

  const addFiles = (picked: FileList | null) => {
    setFileError(undefined);
    const next = [...files];
    for (const file of picked ?? []) {
      const problem = fileProblem(file);
      if (problem) {
        setFileError(problem);
        continue;
      }
      if (next.length >= FEEDBACK_ATTACHMENTS_MAX) {
        setFileError('validation.feedback_attachments_count');
        break;
      }
      next.push(file);
    }
    setFiles(next);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack component="form" noValidate onSubmit={form.submit} spacing={2.5}>
      <FormProblems formError={formError} errors={errors} summaryKey="feedback.form.problems" />
      <TextField
        label={t('feedback.form.title')}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        required
        fullWidth
        error={Boolean(errors.title)}
        helperText={errors.title ? t(errors.title) : t(`feedback.form.titleHelp.${kind}`)}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_TITLE_MAX, 'aria-invalid': Boolean(errors.title) } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('feedback.form.area')}
          value={values.area}
          onChange={(e) => set({ area: e.target.value as FeedbackArea })}
          required
          fullWidth
          error={Boolean(errors.area)}
          helperText={errors.area ? t(errors.area) : ' '}
        >
          {feedbackAreas.map((area) => (
            <MenuItem key={area} value={area}>
              {t(`feedback.areas.${area}`)}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'bug' && (
          <TextField
            select
            label={t('feedback.form.severity')}
            value={values.severity}
            onChange={(e) => set({ severity: e.target.value as FeedbackSeverity })}
            required
            fullWidth
            error={Boolean(errors.severity)}
            helperText={errors.severity ? t(errors.severity) : ' '}
          >
            {feedbackSeverities.map((severity) => (
              <MenuItem key={severity} value={severity}>
                {t(`feedback.severities.${severity}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <TextField
        label={t('feedback.form.description')}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        required
        fullWidth
        multiline
        minRows={5}
        error={Boolean(errors.description)}
        helperText={errors.description ? t(errors.description) : t(`feedback.form.descriptionHelp.${kind}`)}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT_MAX, 'aria-invalid': Boolean(errors.description) } }}
      />
      <div>
        <input
          ref={input}
          id={`feedback-files-${kind}`}
          type="file"
          hidden
          multiple
          accept={feedbackAttachmentTypes.join(',')}
          onChange={(e) => addFiles(e.target.files)}
        />
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={busy || files.length >= FEEDBACK_ATTACHMENTS_MAX}
          onClick={() => input.current?.click()}
        >
          {t('feedback.form.attach')}
        </Button>
        <FormHelperText error={Boolean(fileError)}>
          {fileError ? t(fileError) : t('feedback.form.attachHelp')}
        </FormHelperText>
        {files.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {files.map((file) => (
              <Chip
                key={`${file.name}-${file.size}-${file.lastModified}`}
                label={file.name}
                onDelete={busy ? undefined : () => setFiles(files.filter((f) => f !== file))}
                deleteIcon={<CloseIcon aria-label={t('feedback.form.removeFile', { name: file.name })} />}
              />
            ))}
          </Stack>
        )}
      </div>
      <div>
        <FormControlLabel
          control={<Checkbox checked={values.shareContext} onChange={(e) => set({ shareContext: e.target.checked })} />}
          label={t('feedback.form.shareContext')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {t('feedback.form.shareContextHelp', {
            page: fromPage ?? t('feedback.form.noPage'),
            browser: navigator.userAgent,
          })}
        </Typography>
      </div>
      {uploading && (
        <Alert severity="info" icon={<CircularProgress size={18} />}>
          {t('feedback.form.uploading', { done: uploading.done, total: uploading.total })}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(`feedback.form.submit.${kind}`)}
        </Button>
      </div>
    </Stack>
  );
}
