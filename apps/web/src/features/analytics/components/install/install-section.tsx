import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled step of the install page. */
export function InstallSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h5" component="h3">
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {lead}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
