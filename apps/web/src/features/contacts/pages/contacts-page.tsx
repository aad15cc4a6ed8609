import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { type Contact, type ContactView, contactViews } from '@osm5/shared/schemas/contacts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncedContacts } from '../../../app/store/use-synced-contacts.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { StarToggle } from '../../../components/star-toggle.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useMoveContactMutation, useRemoveContactMutation } from '../api/bin-contact.ts';
import { CONTACTS_PAGE_SIZE } from '../api/contacts-tags.ts';
import { exportUrl } from '../api/import-contacts.ts';
import { useListContactsQuery } from '../api/list-contacts.ts';
import { useUpdateContactMutation } from '../api/save-contact.ts';
import { ContactDialog } from '../components/contact-dialog.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';

const fullName = (c: Contact) => [c.firstname, c.lastname].filter(Boolean).join(' ');
const initials = (c: Contact) => `${c.firstname[0] ?? ''}${c.lastname?.[0] ?? ''}`.toUpperCase();

/**
 * /settings/contacts: my address book. Search, views (all, starred,
 * frequently contacted, bin), add and edit, star, bin and restore, remove for
 * good, import vCard or CSV, export both. Kept on the server and copied to
 * the local store (see useSyncedContacts).
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const { toast, show } = useToast();
  const [view, setView] = useState<ContactView>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Contact | 'new'>();
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<Contact>();
  const query = useListContactsQuery({ view, q, page });
  const [update] = useUpdateContactMutation();
  const [move] = useMoveContactMutation();
  const [remove, removal] = useRemoveContactMutation();
  useSyncedContacts();

  const moved = async (c: Contact, to: 'delete' | 'restore') => {
    const result = await move({ id: c.id, to });
    show(
      'error' in result
        ? t('contacts.failed')
        : t(to === 'delete' ? 'contacts.binned' : 'contacts.restored', { name: fullName(c) }),
      'error' in result ? 'error' : 'success',
    );
  };

  return (
    <>
      <PageHeader
        title={t('contacts.title')}
        subtitle={t('contacts.lead')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('contacts.add')}
            </Button>
            <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
              {t('contacts.import.open')}
            </Button>
            <Button startIcon={<DownloadIcon />} href={exportUrl('vcard')} download="contacts.vcf">
              {t('contacts.exportVcard')}
            </Button>
            <Button startIcon={<DownloadIcon />} href={exportUrl('csv')} download="contacts.csv">
              {t('contacts.exportCsv')}
            </Button>
          </Stack>
        }
      />
      <PagedListCard
        query={query}
        page={page}
        pageSize={CONTACTS_PAGE_SIZE}
        onPageChange={setPage}
        emptyTitle={t(q ? 'contacts.empty.search' : `contacts.empty.${view}`)}
        emptyText={t(q ? 'contacts.empty.searchText' : `contacts.emptyText.${view}`)}
        toolbar={
          <Stack spacing={2} sx={{ mb: 1 }}>
            <Tabs
              value={view}
              onChange={(_, next: ContactView) => {
                setView(next);
                setPage(1);
              }}
              variant="scrollable"
              aria-label={t('contacts.views.label')}
            >
              {contactViews.map((v) => (
                <Tab key={v} value={v} label={t(`contacts.views.${v}`)} />
              ))}
            </Tabs>
            <SearchField value={q} onChange={setQ} setPage={setPage} label={t('contacts.search')} />
          </Stack>
        }
      >
        <List disablePadding>
          {query.data?.items.map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  {c.deleted ? (
                    <>
                      <Tooltip title={t('contacts.restore')}>
                        <IconButton
                          aria-label={t('contacts.restoreNamed', { name: fullName(c) })}
                          onClick={() => moved(c, 'restore')}
                        >
                          <RestoreIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('contacts.removeForGood')}>
                        <IconButton
                          aria-label={t('contacts.removeNamed', { name: fullName(c) })}
                          onClick={() => setRemoving(c)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </>
                  ) : (
                    <>
                      <StarToggle
                        starred={c.starred}
                        label={t(c.starred ? 'contacts.unstarNamed' : 'contacts.starNamed', { name: fullName(c) })}
                        onToggle={() => update({ id: c.id, body: { starred: !c.starred } })}
                      />
                      <Tooltip title={t('contacts.edit')}>
                        <IconButton
                          aria-label={t('contacts.editNamed', { name: fullName(c) })}
                          onClick={() => setEditing(c)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('contacts.bin')}>
                        <IconButton
                          aria-label={t('contacts.binNamed', { name: fullName(c) })}
                          onClick={() => moved(c, 'delete')}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </Stack>
              }
            >
              <ListItemAvatar>
                <Avatar src={c.image ?? undefined} alt="">
                  {initials(c)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={fullName(c)}
                secondary={[c.email, c.phone, [c.company, c.department].filter(Boolean).join(' · ')]
                  .filter(Boolean)
                  .join(' — ')}
                sx={{ pr: 16 }}
              />
            </ListItem>
          ))}
        </List>
      </PagedListCard>
      {editing && (
        <ContactDialog
          contact={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            show(t(editing === 'new' ? 'contacts.added' : 'contacts.saved', { name: fullName(saved) }));
          }}
        />
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {removing && (
        <ConfirmDialog
          open
          title={t('contacts.removeTitle', { name: fullName(removing) })}
          text={t('contacts.removeText')}
          danger
          confirmLabel={t('contacts.removeForGood')}
          busy={removal.isLoading}
          onClose={() => setRemoving(undefined)}
          onConfirm={async () => {
            const result = await remove(removing.id);
            setRemoving(undefined);
            show(
              'error' in result ? t('contacts.failed') : t('contacts.removed'),
              'error' in result ? 'error' : 'success',
            );
          }}
        />
      )}
      {toast}
    </>
  );
}
