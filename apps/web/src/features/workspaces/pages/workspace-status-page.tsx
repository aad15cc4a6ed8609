import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusLayout } from '../../../components/status-layout.tsx';

const keys = { '404': 'notFound', '401': 'unauthorized', '500': 'serverError' } as const;

/** The in-workspace 404, 401 and 500 pages: they lead back to the workspace, not out of it. */
export function WorkspaceStatusPage({ code }: { code: keyof typeof keys }) {
  const { t } = useTranslation();
  const { sBoxID } = useParams();
  return (
    <StatusLayout
      code={code}
      icon={<ErrorIcon />}
      title={t(`workspaces.status.${keys[code]}.title`)}
      description={t(`workspaces.status.${keys[code]}.description`)}
      backHref={`/d/sbox/${sBoxID}/dashboard`}
      backLabel={t('workspaces.status.back')}
    />
  );
}

export const WorkspaceNotFoundPage = () => <WorkspaceStatusPage code="404" />;
export const WorkspaceUnauthorizedPage = () => <WorkspaceStatusPage code="401" />;
export const WorkspaceServerErrorPage = () => <WorkspaceStatusPage code="500" />;
