import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandLogoProps {
  /** The mini sidebar shows only the mark. */
  compact?: boolean;
}

/** The OSM5 mark: a link loop drawn in the active theme colour, plus the wordmark. */
export function BrandLogo({ compact = false }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 34, height: 34, flexShrink: 0, color: 'primary.main' }}
      >
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M9 20.5a7 7 0 1 1 7 4.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="22.5" cy="10" r="2.5" fill="#fff" />
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.35rem', letterSpacing: '-0.02em' }}>
          OSM5
        </Typography>
      )}
    </Box>
  );
}
