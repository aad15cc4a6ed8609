import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/**
 * A layout's <main>: the skip link's target, and the address its content belongs to as
 * `data-location`. The router renders a new address in a transition, after the address bar has
 * changed: tools driving the app through its router (the e2e journeys) wait for this attribute
 * before they read the page. Only this element follows the address, not the layout around it:
 * a search typed in a list changes the address at every key.
 */
export function MainContent({ sx, children }: { sx: SxProps<Theme>; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} data-location={`${pathname}${search}`} sx={sx}>
      {children}
    </Box>
  );
}
