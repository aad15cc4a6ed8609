import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { type OrgRole, orgRoles } from '@osm5/shared/auth/privileges';
import type { RoleView } from '@osm5/shared/schemas/roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A system role (`ORG_EDITOR`) or a custom one (`custom:<uuid>`) in one select. */
export const roleValue = (role: OrgRole, customRoleId: string | null | undefined) =>
  customRoleId ? `custom:${customRoleId}` : role;

/** A custom organisation role is carried as ORG_USER plus its id; its privileges replace the system role's. */
export const parseRoleValue = (value: string): { role: OrgRole; customRoleId: string | null } =>
  value.startsWith('custom:')
    ? { role: 'ORG_USER', customRoleId: value.slice('custom:'.length) }
    : { role: (orgRoles as readonly string[]).includes(value) ? (value as OrgRole) : 'ORG_USER', customRoleId: null };

interface RoleSelectProps {
  value: string;
  onChange: (value: string) => void;
  customRoles: RoleView[];
  /** owners only: only an owner makes an owner */
  allowOwner: boolean;
  label: string;
  error?: string;
}

export function RoleSelect(props: RoleSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const custom = props.customRoles.filter((r) => r.scope === 'organization');
  return (
    <FormControl fullWidth error={Boolean(props.error)}>
      <InputLabel id={id}>{props.label}</InputLabel>
      <Select labelId={id} label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <ListSubheader>{t('roles.list.system')}</ListSubheader>
        {orgRoles
          .filter((role) => props.allowOwner || role !== 'ORG_OWNER')
          .map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.system.${role}`)}
            </MenuItem>
          ))}
        {custom.length > 0 && <ListSubheader>{t('roles.list.custom')}</ListSubheader>}
        {custom.map((role) => (
          <MenuItem key={role.id} value={`custom:${role.id}`}>
            {role.name}
          </MenuItem>
        ))}
      </Select>
      {props.error && <FormHelperText>{t(props.error)}</FormHelperText>}
    </FormControl>
  );
}
