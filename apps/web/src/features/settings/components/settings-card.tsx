import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/** The one card a settings form sits in. */
export function SettingsCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>{children}</CardContent>
    </Card>
  );
}
