import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One headline number with its label. */
export function KpiCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card sx={{ flex: '1 1 180px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
