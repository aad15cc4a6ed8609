import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Report tiles in one, two or three columns as the screen widens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
      {children}
    </Box>
  );
}
