import type { Site, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useDeleteSiteMutation } from '../api/delete-site.ts';
import { useSetSiteStatusMutation } from '../api/set-site-status.ts';
import type { WorkspaceArgs } from '../api/sites-api.ts';
import { useStarSiteMutation } from '../api/star-site.ts';

type SiteRef = Pick<Site, 'id' | 'name' | 'kind' | 'starred'>;

interface SiteActionsOptions {
  /** the page's snackbar */
  notify: (text: string, severity?: 'success' | 'error') => void;
  /** after a delete (the view page leaves for the list) */
  onDeleted?: () => void;
}

/**
 * Star, status changes and delete of a site, shared by the list and the view
 * page. Deleting asks first and says that the events go too; render `dialog` once.
 */
export function useSiteActions(ws: WorkspaceArgs, { notify, onDeleted }: SiteActionsOptions) {
  const { t } = useTranslation();
  const [star] = useStarSiteMutation();
  const [setStatus, statusState] = useSetSiteStatusMutation();
  const [remove, removing] = useDeleteSiteMutation();
  const [toDelete, setToDelete] = useState<SiteRef | null>(null);
  const fail = (error: unknown) => notify(t(errorKey(error)), 'error');

  const toggleStar = (site: SiteRef) =>
    star({ ...ws, siteId: site.id, starred: !site.starred })
      .unwrap()
      .catch(fail);

  const changeStatus = (site: SiteRef, action: SiteStatusAction) =>
    setStatus({ ...ws, siteId: site.id, action })
      .unwrap()
      .then(() => notify(t(`analytics.actions.done.${action}`, { name: site.name })))
      .catch(fail);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ ...ws, siteId: toDelete.id }).unwrap();
      notify(t('analytics.delete.done', { name: toDelete.name }));
      setToDelete(null);
      onDeleted?.();
    } catch (error) {
      fail(error);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={Boolean(toDelete)}
      title={t(toDelete?.kind === 'mobile' ? 'analytics.delete.titleApp' : 'analytics.delete.title')}
      text={t('analytics.delete.text', { name: toDelete?.name ?? '' })}
      confirmLabel={t('analytics.delete.confirm')}
      danger
      busy={removing.isLoading}
      onConfirm={confirmDelete}
      onClose={() => setToDelete(null)}
    />
  );

  return { toggleStar, changeStatus, askDelete: setToDelete, dialog, busy: statusState.isLoading };
}
