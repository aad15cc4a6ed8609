import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop on every page: jumps past the navigation, visible only while focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        top: 12,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        transition: 'transform 150ms',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('common.skipToContent')}
    </Box>
  );
}
