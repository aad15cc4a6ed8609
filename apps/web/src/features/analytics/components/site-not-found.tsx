import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isHttpError } from '../../../lib/http.ts';
import { analyticsHome } from '../lib/site-paths.ts';

/** A site the workspace does not hold: missing, deleted, another tenant's, or not an id at all. */
export const isSiteMissing = (error: unknown) =>
  isHttpError(error) && (error.statusCode === 404 || error.statusCode === 400 || error.code === 'NOT_FOUND');

/** The spec's "not found" state of a site, with the way back to the module. */
export function SiteNotFound({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="site-not-found">
      <Box aria-hidden="true" sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }}>
        <SearchOffIcon />
      </Box>
      <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
        {t('analytics.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
        {t('analytics.notFound.text')}
      </Typography>
      <Button component={RouterLink} to={analyticsHome(workspaceId)} variant="contained" sx={{ mt: 3 }}>
        {t('analytics.notFound.back')}
      </Button>
    </Box>
  );
}
