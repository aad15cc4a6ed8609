import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ChoiceCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children?: ReactNode;
}

/** One option of a step of "new conversation" (an application, a tier), chosen by click, Enter or Space. */
export function ChoiceCard({ icon, title, text, selected, disabled, onSelect, children }: ChoiceCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <CardActionArea
        onClick={onSelect}
        disabled={disabled}
        aria-pressed={selected}
        // only the option itself fades when it cannot be chosen: what it says below (an upgrade prompt) stays legible
        sx={{ height: children ? 'auto' : '100%', alignItems: 'flex-start', opacity: disabled ? 0.6 : 1 }}
      >
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 32 } }}>
              {icon}
            </Stack>
            <div>
              <Typography variant="h6" component="h3">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
      {children && <CardContent sx={{ pt: 0 }}>{children}</CardContent>}
    </Card>
  );
}
