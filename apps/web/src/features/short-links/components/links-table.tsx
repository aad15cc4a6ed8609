import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Link } from '@osm5/shared/schemas/links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { StarToggle } from '../../../components/star-toggle.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useDeleteLinkMutation } from '../api/delete-link.ts';
import type { WorkspaceArgs } from '../api/links-api.ts';
import { useSetLinkStatusMutation } from '../api/set-link-status.ts';
import { useStarLinkMutation } from '../api/star-link.ts';
import { kindIcons } from './kind-icons.ts';
import { LinkRowActions, linkPaths } from './link-row-actions.tsx';

interface LinksTableProps {
  ws: WorkspaceArgs;
  links: Link[];
  canWrite: boolean;
  /** the page's snackbar */
  notify: (text: string, severity?: 'success' | 'error') => void;
}

/** Links with their clicks, a star, copy, and each link's actions; deleting asks first. */
export function LinksTable({ ws, links, canWrite, notify }: LinksTableProps) {
  const { t, i18n } = useTranslation();
  const [star] = useStarLinkMutation();
  const [setStatus] = useSetLinkStatusMutation();
  const [remove, removing] = useDeleteLinkMutation();
  const [toDelete, setToDelete] = useState<Link | null>(null);
  const numbers = new Intl.NumberFormat(i18n.language);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const fail = (error: unknown) => notify(t(errorKey(error)), 'error');

  const copy = async (link: Link) => {
    try {
      await navigator.clipboard.writeText(link.shortUrl);
      notify(t('links.list.copied', { url: link.shortUrl }));
    } catch {
      notify(t('links.list.copyFailed'), 'error');
    }
  };
  const toggleStar = (link: Link) =>
    star({ ...ws, linkId: link.id, starred: !link.starred })
      .unwrap()
      .catch(fail);
  const toggleStatus = (link: Link) => {
    const status = link.status === 'active' ? 'inactive' : 'active';
    setStatus({ ...ws, linkId: link.id, status })
      .unwrap()
      .then(() => notify(t(`links.list.${status === 'active' ? 'activated' : 'deactivated'}`)))
      .catch(fail);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ ...ws, linkId: toDelete.id }).unwrap();
      notify(t('links.list.deleted'));
      setToDelete(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <TableContainer>
        <Table aria-label={t('links.list.title')} size="medium">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('links.list.star')}
                </Box>
              </TableCell>
              <TableCell>{t('links.list.link')}</TableCell>
              <TableCell>{t('links.list.kind')}</TableCell>
              <TableCell>{t('links.list.status')}</TableCell>
              <TableCell align="right">{t('links.list.clicks')}</TableCell>
              <TableCell>{t('links.list.created')}</TableCell>
              <TableCell align="right">{t('links.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((link) => {
              const KindIcon = kindIcons[link.kind];
              const name = link.title || link.slug;
              return (
                <TableRow key={link.id} hover data-testid={`link-row-${link.slug}`}>
                  <TableCell padding="checkbox">
                    <StarToggle
                      starred={link.starred}
                      label={t(link.starred ? 'links.list.unstarNamed' : 'links.list.starNamed', { name })}
                      onToggle={() => toggleStar(link)}
                    />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 420, minWidth: 200 }}>
                    <MuiLink
                      component={RouterLink}
                      to={linkPaths(ws.workspaceId, link).report}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      <bdi>{name}</bdi>
                    </MuiLink>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                        {link.shortUrl}
                      </Typography>
                      <Tooltip title={t('links.list.copy')}>
                        <IconButton
                          size="small"
                          onClick={() => copy(link)}
                          aria-label={t('links.list.copyNamed', { name })}
                        >
                          <ContentCopyIcon fontSize="inherit" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                    {link.tags.length > 0 && (
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                        {link.tags.map((tag) => (
                          <Chip key={tag} label={tag} size="small" variant="outlined" />
                        ))}
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <KindIcon fontSize="small" color="action" />
                      <span>{t(`links.kinds.${link.kind}.name`)}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`links.status.${link.status}`)}
                      color={link.status === 'active' ? 'success' : 'default'}
                      variant={link.status === 'active' ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                  <TableCell align="right">{numbers.format(link.clicks)}</TableCell>
                  <TableCell>{dates.format(new Date(link.createdAt))}</TableCell>
                  <TableCell align="right">
                    <LinkRowActions
                      link={link}
                      workspaceId={ws.workspaceId}
                      canWrite={canWrite}
                      onToggleStatus={() => toggleStatus(link)}
                      onDelete={() => setToDelete(link)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('links.delete.title')}
        text={t('links.delete.text', { name: toDelete ? toDelete.title || toDelete.shortUrl : '' })}
        confirmLabel={t('links.delete.confirm')}
        danger
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
