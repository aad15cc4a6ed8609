import MoreVertIcon from '@mui/icons-material/MoreVertOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export interface RowMenuItem {
  key: string;
  label: string;
  /** a small icon (`fontSize="small"`) */
  icon: ReactNode;
  /** a page to open; otherwise the item calls `onSelect` */
  to?: string;
  onSelect?: () => void;
  /** destructive (delete): in the error colour */
  danger?: boolean;
  /** a line above the item */
  divided?: boolean;
}

interface RowMenuProps {
  /** the button's accessible name, naming the row ("More actions for …") */
  label: string;
  /** `false` leaves an item out (an action the user may not take) */
  items: (RowMenuItem | false)[];
}

/** The "more" button of a table row and its menu; choosing an item closes the menu first. */
export function RowMenu({ label, items }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const shown = items.filter((item): item is RowMenuItem => item !== false);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {shown.flatMap((item) => [
          // the menu takes no fragments: a divider is an item of its own
          ...(item.divided ? [<Divider key={`${item.key}-divider`} />] : []),
          item.to ? (
            <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={close}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem
              key={item.key}
              onClick={() => {
                close();
                item.onSelect?.();
              }}
              sx={item.danger ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ),
        ])}
      </Menu>
    </>
  );
}
