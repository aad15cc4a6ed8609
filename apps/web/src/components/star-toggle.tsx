import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorderOutlined';
import IconButton from '@mui/material/IconButton';

interface StarToggleProps {
  starred: boolean;
  /** names the row and the action ("Star …" or "Unstar …") */
  label: string;
  onToggle: () => void;
}

/** A row's star: a pressed button when starred. */
export function StarToggle({ starred, label, onToggle }: StarToggleProps) {
  return (
    <IconButton onClick={onToggle} aria-pressed={starred} aria-label={label}>
      {starred ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
    </IconButton>
  );
}
