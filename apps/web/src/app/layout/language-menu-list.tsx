import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '../store/customizer-slice.ts';

interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  names: Record<Language, string>;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The open language menu: its own chunk, fetched on first open, so the sign-in page does not pay for Menu. */
export function LanguageMenuList({ id, anchor, current, names, onChoose, onClose }: LanguageMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} lang={language} selected={language === current} onClick={() => onChoose(language)}>
          <ListItemIcon>{language === current && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{names[language]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
