import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../../app/session/sign-out.ts';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { StatusLayout } from '../../../components/status-layout.tsx';

/** Signed in, but no organisation: only an invitation (or support) can change that. */
export function EnterpriseEmptyPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leave = async () => {
    await dispatch(signOut());
    navigate('/auth/login', { replace: true });
  };
  return (
    <StatusLayout
      icon={<BusinessIcon />}
      title={t('status.enterpriseEmpty.title')}
      description={t('status.enterpriseEmpty.description')}
      actions={
        <Button variant="contained" size="large" onClick={leave}>
          {t('status.enterpriseEmpty.signOut')}
        </Button>
      }
      backHref="/d/apps"
      backLabel={t('common.backToDashboard')}
    />
  );
}
