import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { domainBodySchema } from '@osm5/shared/schemas/links';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validate } from '../../../components/form/field-errors.ts';
import { useAddDomainMutation } from '../api/domains-api.ts';
import { serverMessage } from '../api/server-message.ts';

interface AddDomainFormProps {
  orgId: string;
  workspaceId: string;
  onAdded: (hostname: string) => void;
}

/** One field: the host name to claim, checked with the API's own schema before it is sent. */
export function AddDomainForm({ orgId, workspaceId, onAdded }: AddDomainFormProps) {
  const { t } = useTranslation();
  const [hostname, setHostname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, state] = useAddDomainMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(domainBodySchema, { hostname });
    if (!checked.ok) {
      setError(t(checked.errors.hostname ?? 'validation.invalid_hostname'));
      return;
    }
    try {
      const domain = await add({ orgId, workspaceId, hostname: checked.data.hostname }).unwrap();
      setHostname('');
      setError(null);
      onAdded(domain.hostname);
    } catch (failure) {
      setError(serverMessage(t, failure));
    }
  };

  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} noValidate>
      <TextField
        label={t('domains.add.label')}
        placeholder="go.example.com"
        value={hostname}
        onChange={(e) => {
          setHostname(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? t('domains.add.help')}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
        sx={{ flex: 1 }}
        size="small"
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        disabled={state.isLoading}
        sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
      >
        {t('domains.add.submit')}
      </Button>
    </Stack>
  );
}
