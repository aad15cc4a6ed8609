import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormSectionProps {
  /** the heading's id, which names the section */
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** One titled card of a long form. */
export function FormSection({ id, title, lead, children }: FormSectionProps) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {lead && (
          <Typography variant="body2" color="text.secondary">
            {lead}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
