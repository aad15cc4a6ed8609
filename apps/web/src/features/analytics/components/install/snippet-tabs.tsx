import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';

export interface SnippetTab {
  key: string;
  label: string;
  content: ReactNode;
}

/** One tab per platform, each with its panel; arrow keys move between tabs. */
export function SnippetTabs({ tabs, label }: { tabs: SnippetTab[]; label: string }) {
  const id = useId();
  const [current, setCurrent] = useState(tabs[0]?.key ?? '');
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_, v) => setCurrent(v)}
        variant="scrollable"
        aria-label={label}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      {tabs.map((tab) => (
        <Box
          key={tab.key}
          role="tabpanel"
          hidden={tab.key !== current}
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
        >
          {tab.key === current && tab.content}
        </Box>
      ))}
    </Box>
  );
}
