import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { workspaceRoles } from '@osm5/shared/auth/privileges';
import { type TeamBody, teamBodySchema } from '@osm5/shared/schemas/teams';
import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { useListTeamMemberChoicesQuery } from '../api/list-member-choices.ts';

export interface TeamMemberRow {
  key: number;
  userId: string;
  label: string;
  role: string;
}

export interface TeamFormValues {
  name: string;
  description: string;
  tags: string[];
  members: TeamMemberRow[];
  workspaceIds: string[];
}

/** The request body of the form's values: empty choices stay empty so the shared schema names them. */
export const teamBodyOf = (values: TeamFormValues): Record<string, unknown> => ({
  name: values.name,
  description: values.description,
  tags: values.tags,
  members: values.members.map((m) => ({
    userId: m.userId === '' ? undefined : m.userId,
    role: m.role === '' ? undefined : m.role,
  })),
  workspaceIds: values.workspaceIds,
});

interface MemberPickerProps {
  orgId: string;
  row: TeamMemberRow;
  index: number;
  error?: string;
  onChange: (row: TeamMemberRow) => void;
}

function MemberPicker({ orgId, row, index, error, onChange }: MemberPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useListTeamMemberChoicesQuery({ orgId, search });
  const options = (choices.data ?? []).map((m) => ({
    id: m.userId ?? m.id,
    label: m.name ? `${m.name} · ${m.email}` : m.email,
  }));
  const value = row.userId ? { id: row.userId, label: row.label } : null;
  return (
    <Autocomplete
      sx={{ flex: 2, minWidth: 220 }}
      options={options}
      value={value}
      loading={choices.isFetching}
      // the server already searched by name and e-mail
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, option) => onChange({ ...row, userId: option?.id ?? '', label: option?.label ?? '' })}
      noOptionsText={t('teams.form.noMembers')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('teams.form.member', { n: index + 1 })}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
        />
      )}
    />
  );
}

interface TeamFormProps {
  orgId: string;
  workspaces: VisibleWorkspace[];
  initial: TeamFormValues;
  submitLabel: string;
  busy: boolean;
  /** a failure of the whole form, e.g. MEMBER_IS_OWNER_OR_ADMIN */
  formError?: string;
  serverErrors: FieldErrors;
  onSubmit: (body: TeamBody) => void;
  onCancel: () => void;
}

let nextKey = 1;
export const newMemberRow = (): TeamMemberRow => ({ key: nextKey++, userId: '', label: '', role: '' });

/** Name, description, tags, members each with a role, and the workspaces the roles apply in. */
export function TeamForm(props: TeamFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...props.serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(teamBodySchema, teamBodyOf(values));
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    props.onSubmit(result.data);
  };

  const setRow = (index: number, row: TeamMemberRow) =>
    setValues({ ...values, members: values.members.map((r, i) => (i === index ? row : r)) });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      {props.formError && <Alert severity="error">{t(props.formError)}</Alert>}
      <TextField
        label={t('teams.form.name')}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        required
        error={Boolean(shown.name)}
        helperText={shown.name ? t(shown.name) : t('teams.form.nameHelp')}
        sx={{ maxWidth: 560 }}
      />
      <TextField
        label={t('teams.form.description')}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.target.value })}
        multiline
        minRows={2}
        error={Boolean(shown.description)}
        helperText={shown.description ? t(shown.description) : undefined}
        sx={{ maxWidth: 560 }}
      />
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={values.tags}
        onChange={(_, tags) => setValues({ ...values, tags: tags.map((tag) => tag.trim()).filter(Boolean) })}
        renderValue={(tags, getItemProps) =>
          tags.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={tag} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={t('teams.form.tags')} helperText={t('teams.form.tagsHelp')} />
        )}
        sx={{ maxWidth: 560 }}
      />
      <Autocomplete
        multiple
        options={props.workspaces.map((w) => w.id)}
        getOptionLabel={(id) => props.workspaces.find((w) => w.id === id)?.name ?? id}
        value={values.workspaceIds}
        onChange={(_, ids) => setValues({ ...values, workspaceIds: ids })}
        renderInput={(params) => (
          <TextField {...params} label={t('teams.form.workspaces')} helperText={t('teams.form.workspacesHelp')} />
        )}
        sx={{ maxWidth: 560 }}
      />
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {t('teams.form.members')}
        </Typography>
        {shown.members && <Alert severity="error">{t(shown.members)}</Alert>}
        {values.members.map((row, index) => (
          <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <MemberPicker
              orgId={props.orgId}
              row={row}
              index={index}
              error={shown[`members.${index}.userId`]}
              onChange={(next) => setRow(index, next)}
            />
            <TextField
              select
              label={t('teams.form.role')}
              value={row.role}
              onChange={(e) => setRow(index, { ...row, role: e.target.value })}
              error={Boolean(shown[`members.${index}.role`])}
              helperText={shown[`members.${index}.role`] ? t(shown[`members.${index}.role`] ?? '') : undefined}
              sx={{ flex: 1, minWidth: 180 }}
            >
              {workspaceRoles.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`roles.system.${role}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={t('teams.form.removeMember', { n: index + 1 })}
              onClick={() => setValues({ ...values, members: values.members.filter((_, i) => i !== index) })}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setValues({ ...values, members: [...values.members, newMemberRow()] })}
          >
            {t('teams.form.addMember')}
          </Button>
        </div>
      </Stack>
      <FormActions submitLabel={props.submitLabel} busy={props.busy} onCancel={props.onCancel} />
    </Stack>
  );
}
