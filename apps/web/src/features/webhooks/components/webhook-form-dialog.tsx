import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import {
  type CreatedWebhook,
  type SubscribableWebhookEvent,
  type WebhookEndpoint,
  webhookCreateSchema,
  webhookEventTypes,
} from '@osm5/shared/schemas/webhooks';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { useCreateWebhookMutation } from '../api/create-webhook.ts';
import { useUpdateWebhookMutation } from '../api/update-webhook.ts';
import { eventKey } from './event-key.ts';
import { SIGNATURE_USAGE } from './signature-usage.ts';

const ALL = 'all';

interface WebhookFormDialogProps {
  orgId: string;
  workspaces: VisibleWorkspace[];
  /** absent: a new endpoint */
  editing?: WebhookEndpoint;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

/**
 * Name, address, whose events (every workspace or one) and which; checked
 * with the API's own schema. A new endpoint's secret is shown once after.
 */
export function WebhookFormDialog({ orgId, workspaces, editing, onClose, onSaved }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [place, setPlace] = useState(editing?.workspace?.id ?? ALL);
  const [events, setEvents] = useState<SubscribableWebhookEvent[]>(editing?.events ?? ['link.created']);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [create, createState] = useCreateWebhookMutation();
  const [update, updateState] = useUpdateWebhookMutation();
  const state = editing ? updateState : createState;

  const body = { name, url: url.trim(), workspaceId: place === ALL ? null : place, events };
  const parsed = webhookCreateSchema.safeParse(body);
  const issue = (field: string) =>
    touched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;

  const toggle = (event: SubscribableWebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    if (editing) {
      const result = await update({
        orgId,
        webhookId: editing.id,
        body: { name: body.name, url: body.url, events },
      });
      if ('data' in result) onSaved(false);
      return;
    }
    const result = await create({ orgId, body });
    if ('data' in result && result.data) {
      setCreated(result.data);
      onSaved(true);
    }
  };

  const field = (key: string) => {
    const message = issue(key);
    return message ? { error: true, helperText: t(message) } : {};
  };

  return (
    <Dialog open onClose={created ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {created ? t('webhooks.secret.title') : editing ? t('webhooks.form.editTitle') : t('webhooks.form.title')}
      </DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <SecretReveal secret={created.secret} texts="webhooks" usage={SIGNATURE_USAGE} testId="webhook-secret" />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {t('webhooks.secret.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              {state.isError && <Alert severity="error">{t(errorKey(state.error))}</Alert>}
              <TextField
                label={t('webhooks.form.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: 60 } }}
                helperText={t('webhooks.form.nameHelp')}
                {...field('name')}
              />
              <TextField
                label={t('webhooks.form.url')}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                required
                type="url"
                placeholder="https://example.com/osm5-webhooks"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
                helperText={t('webhooks.form.urlHelp')}
                {...field('url')}
              />
              <TextField
                select
                label={t('webhooks.form.place')}
                value={place}
                onChange={(e) => setPlace(e.target.value)}
                disabled={!!editing}
                helperText={t('webhooks.form.placeHelp')}
              >
                <MenuItem value={ALL}>{t('webhooks.allWorkspaces')}</MenuItem>
                {workspaces.map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {w.name}
                  </MenuItem>
                ))}
              </TextField>
              <FormControl component="fieldset" error={!!issue('events')}>
                <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
                <FormGroup>
                  {webhookEventTypes.map((event) => (
                    <FormControlLabel
                      key={event}
                      control={
                        <Checkbox checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
                      }
                      label={t(`webhooks.events.${eventKey(event)}`)}
                    />
                  ))}
                </FormGroup>
                <FormHelperText>
                  {issue('events') ? t(issue('events') ?? '') : t('webhooks.form.eventsHelp')}
                </FormHelperText>
              </FormControl>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={state.isLoading}>
              {t('ui.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={state.isLoading}
              startIcon={state.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {editing ? t('webhooks.form.save') : t('webhooks.form.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
