import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface AreaCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
}

export function AreaCard({ icon, title, description, to }: AreaCardProps) {
  return (
    <Card sx={{ height: '100%', transition: 'transform 150ms', '&:hover': { transform: 'translateY(-2px)' } }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.light',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
          <Typography variant="h5" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {description}
          </Typography>
          <ArrowForwardIcon
            aria-hidden="true"
            fontSize="small"
            sx={{ color: 'primary.main', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
