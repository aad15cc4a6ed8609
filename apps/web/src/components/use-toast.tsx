import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

type Severity = 'success' | 'error' | 'info';

/** A page's snackbar: `show(text)` after a save; render `toast` once in the page. */
export function useToast() {
  const [message, setMessage] = useState<{ text: string; severity: Severity; key: number } | null>(null);
  const show = useCallback((text: string, severity: Severity = 'success') => {
    setMessage({ text, severity, key: Date.now() });
  }, []);
  const close = () => setMessage(null);
  const toast = (
    <Snackbar
      key={message?.key}
      open={message !== null}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={message?.severity ?? 'success'} variant="filled" onClose={close} sx={{ width: '100%' }}>
        {message?.text}
      </Alert>
    </Snackbar>
  );
  return { toast, show };
}
