import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NamedEntity } from '../store/auth-slice.ts';

interface ContextPickerProps {
  icon: ReactNode;
  /** Accessible name of the button, e.g. "Enterprise: Acme". */
  label: string;
  placeholder: string;
  current: NamedEntity | null;
  options: NamedEntity[];
  emptyText: string;
  manageText: string;
  manageHref: string;
  onSelect: (entity: NamedEntity) => void;
}

/** One of the top bar's context pickers (enterprise, workspace). */
export function ContextPicker(props: ContextPickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={props.icon}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{
          maxWidth: 220,
          borderColor: 'divider',
          color: 'text.primary',
          fontWeight: 500,
          '& .MuiButton-startIcon': { color: 'primary.main' },
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        {/* dir="auto": a Latin name in an Arabic page is cut at its own end, not its start */}
        <span className="label" dir="auto">
          {props.current?.name ?? props.placeholder}
        </span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        {props.options.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{props.emptyText}</ListItemText>
          </MenuItem>
        )}
        {props.options.map((option) => (
          <MenuItem
            key={option.id}
            selected={option.id === props.current?.id}
            onClick={() => {
              props.onSelect(option);
              close();
            }}
          >
            <ListItemIcon>{option.id === props.current?.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={props.manageHref} onClick={close}>
          <ListItemText slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 600 } } }}>
            {props.manageText}
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
