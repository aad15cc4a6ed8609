import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RankedBars, type RankedItem } from './ranked-bars.tsx';

const TOP = 10;

interface RankedCardProps {
  title: string;
  /** the heading's level in its page */
  heading: 'h2' | 'h3';
  /** ranked, largest first; the first ten are shown */
  items: RankedItem[];
  /** what the card says when the period has no rows */
  emptyText: string;
  /** under the list: a credit for the data */
  footer?: ReactNode;
}

/** One report tile: the top values of one dimension, with bars. */
export function RankedCard({ title, heading, items, emptyText, footer }: RankedCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component={heading} sx={{ mb: 2 }}>
          {title}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <RankedBars label={title} items={items.slice(0, TOP)} />
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
