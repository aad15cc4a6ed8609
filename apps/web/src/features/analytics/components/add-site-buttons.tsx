import LanguageIcon from '@mui/icons-material/LanguageOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newSitePath } from '../lib/site-paths.ts';

/** "Add a website" and "Add a mobile app": above the module's pages and in its empty state. */
export function AddSiteButtons({ workspaceId, centered }: { workspaceId: string; centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: centered ? 'center' : undefined }}>
      <Button
        component={RouterLink}
        to={newSitePath(workspaceId, 'web')}
        variant="contained"
        startIcon={<LanguageIcon />}
      >
        {t('analytics.add.web')}
      </Button>
      <Button
        component={RouterLink}
        to={newSitePath(workspaceId, 'mobile')}
        variant="outlined"
        startIcon={<PhoneIphoneIcon />}
      >
        {t('analytics.add.mobile')}
      </Button>
    </Stack>
  );
}
