import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setSBoxs, setTenents } from '../store/auth-slice.ts';
import { setEnterprise, setSBox } from '../store/context-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { useGetTenantsQuery } from '../tenancy/tenancy-api.ts';
import { ContextPicker } from './context-picker.tsx';

/**
 * The top bar's place for the working context: which enterprise, which workspace.
 * It keeps the session's `tenents`/`sBoxs` in step with /api/me/tenants and
 * fills an empty context with the first organisation and its default workspace.
 */
export function ContextPickers() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { enterprise, sBox } = useAppSelector((state) => state.context);
  const { tenents, sBoxs } = useAppSelector((state) => state.auth);
  const { data, isFetching } = useGetTenantsQuery(enterprise?.id);

  useEffect(() => {
    if (!data) return;
    dispatch(setTenents(data.tenents.map(({ id, name }) => ({ id, name }))));
    dispatch(setSBoxs(data.sBoxs.map(({ id, name }) => ({ id, name }))));
    const org = data.tenents.find((tenant) => tenant.id === data.orgId);
    if (org && (enterprise?.id !== org.id || enterprise.name !== org.name)) {
      dispatch(setEnterprise({ id: org.id, name: org.name }));
    }
    const current = data.sBoxs.find((workspace) => workspace.id === sBox?.id);
    const fallback = data.sBoxs.find((workspace) => workspace.isDefault) ?? data.sBoxs[0];
    // a workspace just opened may be newer than this list: wait for the refetch before replacing it
    if (!current && fallback && (!sBox || !isFetching)) dispatch(setSBox({ id: fallback.id, name: fallback.name }));
    else if (current && current.name !== sBox?.name) dispatch(setSBox({ id: current.id, name: current.name }));
  }, [data, isFetching, enterprise, sBox, dispatch]);

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
