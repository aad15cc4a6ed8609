import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The loading screen while OSM5GPT "sets up" (spec: loading screens for the
 * conversation and the dashboard layout): the assistant's mark, what it is
 * doing and an indeterminate bar, announced to screen readers.
 */
export function SettingUp({ title, text }: { title: string; text: string }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="ai-setting-up"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: 3, maxWidth: 560, mx: 'auto', my: 4 }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.light',
          color: 'primary.main',
          '& svg': { fontSize: 32 },
        }}
      >
        <AutoAwesomeIcon />
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {text}
      </Typography>
      <LinearProgress />
    </Paper>
  );
}
