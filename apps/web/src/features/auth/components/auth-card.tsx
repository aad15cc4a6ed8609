import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title.ts';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The card every public auth page sits in: one heading, a lead, the form, a footer line. */
export function AuthCard({ title, subtitle, icon, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Card component="section" aria-labelledby="auth-title" sx={{ width: '100%', maxWidth: 480 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        {icon && (
          <Box
            aria-hidden="true"
            sx={{
              mb: 3,
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
            {icon}
          </Box>
        )}
        <Typography id="auth-title" variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && <Box sx={{ mt: 4, textAlign: 'center' }}>{footer}</Box>}
      </CardContent>
    </Card>
  );
}
