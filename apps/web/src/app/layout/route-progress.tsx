import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Lazy chunks take a moment on slow links; a thin bar says the click was heard. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.appBar + 2, height: 3 }}
    />
  );
}
