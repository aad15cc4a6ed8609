import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** "Question? Link" under an auth card. */
export function FooterLink({ lead, to, label }: { lead?: string; to: string; label: string }) {
  return (
    <>
      {lead && (
        <Typography component="span" color="text.secondary">
          {lead}{' '}
        </Typography>
      )}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </>
  );
}
