import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { type NotificationPreferences, notificationKeys } from '@osm5/shared/schemas/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../api/preferences.ts';
import { SettingsCard } from '../components/settings-card.tsx';

function NotificationsForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [save, state] = useSaveNotificationPreferencesMutation();
  const { toast, show } = useToast();
  return (
    <SettingsCard>
      <List disablePadding sx={{ maxWidth: 720 }}>
        {notificationKeys.map((key) => (
          <ListItem key={key} divider disableGutters>
            <ListItemText
              id={`notification-${key}`}
              primary={t(`settings.notifications.${key}.title`)}
              secondary={t(`settings.notifications.${key}.text`)}
            />
            <FormControlLabel
              sx={{ m: 0 }}
              label=""
              control={
                <Switch
                  checked={values[key]}
                  onChange={(e) => setValues({ ...values, [key]: e.target.checked })}
                  slotProps={{ input: { 'aria-labelledby': `notification-${key}` } }}
                />
              }
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="contained"
        sx={{ mt: 3 }}
        disabled={state.isLoading}
        onClick={async () => {
          const result = await save(values);
          show(result.error ? t(errorKey(result.error)) : t('ui.saved'), result.error ? 'error' : 'success');
        }}
      >
        {t('ui.save')}
      </Button>
      {toast}
    </SettingsCard>
  );
}

/** /settings/notifications: which e-mails I get. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useGetNotificationPreferencesQuery();
  return (
    <>
      <PageHeader title={t('settings.notifications.title')} subtitle={t('settings.notifications.lead')} />
      <DataState
        isLoading={query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {query.data && <NotificationsForm initial={query.data} />}
      </DataState>
    </>
  );
}
