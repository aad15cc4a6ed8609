import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataStateProps {
  isLoading: boolean;
  isError: boolean;
  /** the i18n key of the failure, from errorMessageKey */
  errorKey?: string;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  /** skeleton rows while loading */
  rows?: number;
  children: ReactNode;
}

/** Loading (skeletons), failure (with retry), empty, or the content: every data view's four states. */
export function DataState(props: DataStateProps) {
  const { t } = useTranslation();
  if (props.isLoading) {
    return (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('common.loading')} sx={{ py: 1 }}>
        {Array.from({ length: props.rows ?? 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  if (props.isError) {
    return (
      <Alert
        severity="error"
        icon={<ErrorOutlineIcon />}
        action={
          props.onRetry && (
            <Button color="inherit" size="small" onClick={props.onRetry}>
              {t('common.retry')}
            </Button>
          )
        }
      >
        {t(props.errorKey ?? 'errors.FALLBACK')}
      </Alert>
    );
  }
  if (props.isEmpty) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <Box aria-hidden="true" sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>
          <InboxIcon />
        </Box>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {props.emptyTitle ?? t('ui.empty.title')}
        </Typography>
        {props.emptyText && (
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
            {props.emptyText}
          </Typography>
        )}
        {props.emptyAction && <Box sx={{ mt: 2 }}>{props.emptyAction}</Box>}
      </Box>
    );
  }
  return <>{props.children}</>;
}
