import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { setEnterprise, setSBox } from '../store/context-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { ContextPicker } from './context-picker.tsx';

/** The top bar's place for the working context: which enterprise, which workspace. */
export function ContextPickers() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { enterprise, sBox } = useAppSelector((state) => state.context);
  const { tenents, sBoxs } = useAppSelector((state) => state.auth);

  return (
    <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
      <ContextPicker
        icon={<BusinessIcon />}
        label={t('layout.context.enterpriseLabel', { name: enterprise?.name ?? t('layout.context.noEnterprise') })}
        placeholder={t('layout.context.noEnterprise')}
        current={enterprise}
        options={tenents}
        emptyText={t('layout.context.noEnterprises')}
        manageText={t('layout.context.manageEnterprises')}
        manageHref="/d/enterprise"
        onSelect={(entity) => dispatch(setEnterprise(entity))}
      />
      <ContextPicker
        icon={<WorkspacesIcon />}
        label={t('layout.context.workspaceLabel', { name: sBox?.name ?? t('layout.context.noWorkspace') })}
        placeholder={t('layout.context.noWorkspace')}
        current={sBox}
        options={sBoxs}
        emptyText={t('layout.context.noWorkspaces')}
        manageText={t('layout.context.manageWorkspaces')}
        manageHref="/d/sba/mysboxs"
        onSelect={(entity) => dispatch(setSBox(entity))}
      />
    </Stack>
  );
}
