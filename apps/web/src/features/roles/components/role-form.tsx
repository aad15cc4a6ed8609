import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Privilege } from '@osm5/shared/auth/privileges';
import { type RoleBody, roleBodySchema } from '@osm5/shared/schemas/roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { privilegeGroups, toggleGroup } from './privilege-groups.ts';

export interface RoleFormValues {
  name: string;
  description: string;
  tags: string[];
  privileges: Privilege[];
  scope: 'organization' | 'workspace';
}

interface RoleFormProps {
  initial: RoleFormValues;
  /** a custom role can hold only privileges its creator has */
  held: ReadonlySet<Privilege>;
  submitLabel: string;
  busy: boolean;
  serverErrors: FieldErrors;
  onSubmit: (body: RoleBody) => void;
  onCancel: () => void;
}

/** Name ('Role cannot be empty.', 4–30), description, tags, scope and privileges grouped by resource. */
export function RoleForm(props: RoleFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...props.serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(roleBodySchema, values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    props.onSubmit(result.data);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <TextField
          label={t('roles.form.name')}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          required
          error={Boolean(shown.name)}
          helperText={shown.name ? t(shown.name) : t('roles.form.nameHelp')}
        />
        <TextField
          label={t('roles.form.description')}
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          multiline
          minRows={2}
          error={Boolean(shown.description)}
          helperText={shown.description ? t(shown.description) : undefined}
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
            <TextField {...params} label={t('roles.form.tags')} helperText={t('teams.form.tagsHelp')} />
          )}
        />
        <TextField
          select
          label={t('roles.form.scope')}
          value={values.scope}
          onChange={(e) =>
            setValues({ ...values, scope: e.target.value === 'workspace' ? 'workspace' : 'organization' })
          }
          helperText={shown.scope ? t(shown.scope) : t(`roles.scope.${values.scope}Help`)}
          error={Boolean(shown.scope)}
        >
          <MenuItem value="organization">{t('roles.scope.organization')}</MenuItem>
          <MenuItem value="workspace">{t('roles.scope.workspace')}</MenuItem>
        </TextField>
      </Stack>
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('roles.form.privileges')}
        </Typography>
        {shown.privileges && <FormHelperText error>{t(shown.privileges)}</FormHelperText>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {privilegeGroups().map(([resource, group]) => {
            const allowed = group.filter((p) => props.held.has(p));
            const checked = allowed.filter((p) => values.privileges.includes(p));
            return (
              <Paper
                key={resource}
                variant="outlined"
                sx={{ p: 2 }}
                role="group"
                aria-label={t(`roles.resources.${resource}`)}
              >
                <FormControlLabel
                  label={<Typography sx={{ fontWeight: 600 }}>{t(`roles.resources.${resource}`)}</Typography>}
                  control={
                    <Checkbox
                      checked={allowed.length > 0 && checked.length === allowed.length}
                      indeterminate={checked.length > 0 && checked.length < allowed.length}
                      disabled={allowed.length === 0}
                      onChange={(e) =>
                        setValues({ ...values, privileges: toggleGroup(values.privileges, allowed, e.target.checked) })
                      }
                    />
                  }
                />
                <FormGroup sx={{ ps: 3, paddingInlineStart: 3 }}>
                  {group.map((privilege) => (
                    <FormControlLabel
                      key={privilege}
                      label={t(`roles.privileges.${privilege.replace(':', '_')}`)}
                      control={
                        <Checkbox
                          size="small"
                          checked={values.privileges.includes(privilege)}
                          disabled={!props.held.has(privilege)}
                          onChange={(e) =>
                            setValues({
                              ...values,
                              privileges: e.target.checked
                                ? [...values.privileges, privilege]
                                : values.privileges.filter((p) => p !== privilege),
                            })
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Paper>
            );
          })}
        </Box>
      </Box>
      <FormActions submitLabel={props.submitLabel} busy={props.busy} onCancel={props.onCancel} />
    </Stack>
  );
}
