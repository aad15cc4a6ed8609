import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface UpgradePromptProps {
  /** the limit or feature the plan lacks (a PLAN_LIMIT field): names what the upgrade brings */
  field?: string | null;
  /** an enterprise-only place: the prompt offers the Enterprise plan */
  enterprise?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Shown where a feature is beyond the organisation's plan (a PLAN_LIMIT
 * answer, or a page the plan does not include): what is missing and a way to
 * the plans page.
 */
export function UpgradePrompt({ field, enterprise, sx }: UpgradePromptProps) {
  const { t } = useTranslation();
  const what = field ? t(`billing.upgrade.fields.${field}`, { defaultValue: t('billing.upgrade.fields.other') }) : null;
  return (
    <Alert
      severity="info"
      icon={<WorkspacePremiumIcon />}
      sx={sx}
      data-testid="upgrade-prompt"
      action={
        <Button component={RouterLink} to="/settings/plans" color="inherit" size="small" variant="outlined">
          {enterprise ? t('billing.upgrade.enterpriseAction') : t('billing.upgrade.action')}
        </Button>
      }
    >
      <AlertTitle>{enterprise ? t('billing.upgrade.enterpriseTitle') : t('billing.upgrade.title')}</AlertTitle>
      {enterprise
        ? t('billing.upgrade.enterpriseText')
        : what
          ? t('billing.upgrade.text', { what })
          : t('billing.upgrade.generic')}
    </Alert>
  );
}
