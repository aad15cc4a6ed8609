import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { signOut as endSession } from '../session/sign-out.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function ProfileMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // the page a bug report or a suggestion is about: offered to the form, sent only with consent
  const location = useLocation();
  const from = { from: `${location.pathname}${location.search}` };
  const userInfo = useAppSelector((state) => state.auth.profile?.userInfo);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = userInfo?.name ?? t('layout.profile.guest');
  const email = userInfo?.email ?? t('layout.profile.notSignedIn');

  const signOut = async () => {
    setAnchor(null);
    await dispatch(endSession());
    navigate('/auth/login', { replace: true });
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('layout.profile.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        {/* The initials are decoration drawn by CSS: the button's name is its label, and a name that does
            not contain the visible text fails WCAG 2.5.3 (axe: label-content-name-mismatch). */}
        <Avatar
          aria-hidden="true"
          data-initials={userInfo?.name ? initialsOf(userInfo.name) : undefined}
          sx={{
            width: 38,
            height: 38,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.95rem',
            '&[data-initials]::after': { content: 'attr(data-initials)' },
          }}
        >
          {/* an empty element, not nothing: without children Avatar draws its own fallback icon */}
          {userInfo?.name ? <span /> : <PersonIcon />}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/settings/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.profile.myProfile')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/settings/report_bug" state={from} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <BugReportIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.profile.reportBug')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/settings/suggest" state={from} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <LightbulbIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.profile.suggest')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
          </ListItemIcon>
          {t('layout.profile.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
