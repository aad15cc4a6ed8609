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
import {
  type ApiKeyOptions,
  type ApiKeyScope,
  apiKeyExpiryPresets,
  apiKeyScopeGroups,
  type CreatedApiKey,
} from '@osm5/shared/schemas/api-keys';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { useCreateApiKeyMutation } from '../api/create-api-key.ts';
import { scopeKey } from './scope-key.ts';

const ORG = 'org';
const DAY_MS = 24 * 60 * 60 * 1000;
type Expiry = (typeof apiKeyExpiryPresets)[number];
const expiryValue = (e: Expiry) => (e === null ? 'never' : String(e));

interface CreateApiKeyDialogProps {
  open: boolean;
  orgId: string;
  options: ApiKeyOptions;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * Name, where the key works (the organisation or one workspace, among the
 * places the user may make keys), scopes grouped by area and limited to what
 * the user holds there, expiry; then the secret, once.
 */
export function CreateApiKeyDialog({ open, orgId, options, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const places = [
    ...(options.organization.canCreate
      ? [{ id: ORG, label: t('apiKeys.organisationWide'), ...options.organization }]
      : []),
    ...options.workspaces.filter((w) => w.canCreate).map((w) => ({ ...w, label: w.name })),
  ];
  const [name, setName] = useState('');
  const [place, setPlace] = useState(places[0]?.id ?? ORG);
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState<Expiry>(90);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [create, state] = useCreateApiKeyMutation();

  const allowed = places.find((p) => p.id === place)?.scopes ?? [];
  const nameMissing = name.trim() === '';
  const scopesMissing = scopes.length === 0;

  const reset = () => {
    setName('');
    setPlace(places[0]?.id ?? ORG);
    setScopes([]);
    setExpiry(90);
    setTouched(false);
    setCreated(null);
    state.reset();
  };
  const close = () => {
    if (state.isLoading) return;
    reset();
    onClose();
  };
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing || scopesMissing) return;
    const result = await create({
      orgId,
      body: {
        name: name.trim(),
        workspaceId: place === ORG ? null : place,
        scopes,
        expiresAt: expiry === null ? null : new Date(Date.now() + expiry * DAY_MS).toISOString(),
      },
    });
    if ('data' in result && result.data) {
      setCreated(result.data);
      onCreated();
    }
  };

  return (
    <Dialog open={open} onClose={created ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{created ? t('apiKeys.secret.title') : t('apiKeys.form.title')}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <SecretReveal
              secret={created.secret}
              texts="apiKeys"
              usage="Authorization: Bearer osm5_…"
              testId="api-key-secret"
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              {t('apiKeys.secret.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              {state.isError && <Alert severity="error">{t(errorKey(state.error))}</Alert>}
              <TextField
                label={t('apiKeys.form.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: 60 } }}
                error={touched && nameMissing}
                helperText={touched && nameMissing ? t('validation.name_required') : t('apiKeys.form.nameHelp')}
              />
              <TextField
                select
                label={t('apiKeys.form.place')}
                value={place}
                onChange={(e) => {
                  const next = e.target.value;
                  const nextAllowed = places.find((p) => p.id === next)?.scopes ?? [];
                  setPlace(next);
                  setScopes((current) => current.filter((s) => nextAllowed.includes(s)));
                }}
                helperText={t('apiKeys.form.placeHelp')}
              >
                {places.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.label}
                  </MenuItem>
                ))}
              </TextField>
              <FormControl component="fieldset" error={touched && scopesMissing}>
                <FormLabel component="legend">{t('apiKeys.form.scopes')}</FormLabel>
                {allowed.length === 0 && <FormHelperText>{t('apiKeys.form.noScopes')}</FormHelperText>}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ mt: 1 }}>
                  {Object.entries(apiKeyScopeGroups).map(([group, list]) => {
                    const shown = list.filter((s) => allowed.includes(s));
                    if (shown.length === 0) return null;
                    return (
                      <FormControl key={group} component="fieldset">
                        <FormLabel component="legend" sx={{ fontSize: '0.85rem' }}>
                          {t(`apiKeys.scopeGroups.${group}`)}
                        </FormLabel>
                        <FormGroup>
                          {shown.map((scope) => (
                            <FormControlLabel
                              key={scope}
                              control={
                                <Checkbox
                                  checked={scopes.includes(scope)}
                                  onChange={(e) => toggle(scope, e.target.checked)}
                                />
                              }
                              label={t(`apiKeys.scopes.${scopeKey(scope)}`)}
                            />
                          ))}
                        </FormGroup>
                      </FormControl>
                    );
                  })}
                </Stack>
                <FormHelperText>
                  {touched && scopesMissing ? t('apiKeys.form.scopesRequired') : t('apiKeys.form.scopesHelp')}
                </FormHelperText>
              </FormControl>
              <TextField
                select
                label={t('apiKeys.form.expiry')}
                value={expiryValue(expiry)}
                onChange={(e) => setExpiry(apiKeyExpiryPresets.find((p) => expiryValue(p) === e.target.value) ?? null)}
              >
                {apiKeyExpiryPresets.map((p) => (
                  <MenuItem key={expiryValue(p)} value={expiryValue(p)}>
                    {t(`apiKeys.form.expiry_${expiryValue(p)}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={state.isLoading}>
              {t('ui.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={state.isLoading || places.length === 0}
              startIcon={state.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('apiKeys.form.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
