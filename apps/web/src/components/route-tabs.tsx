import type { SxProps, Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

export interface RouteTab<T extends string> {
  value: T;
  label: string;
  to: string;
}

interface RouteTabsProps<T extends string> {
  /** the accessible name of the tab list */
  label: string;
  tabs: RouteTab<T>[];
  current: T;
  sx?: SxProps<Theme>;
}

/** A module's pages as tabs, each tab a link to its own route. */
export function RouteTabs<T extends string>({ label, tabs, current, sx = { mb: 2 } }: RouteTabsProps<T>) {
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile sx={sx} aria-label={label}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
