import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CustomizerControls } from '../../../components/customizer/customizer-controls.tsx';

interface CustomizerDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Every display preference of spec §3 in one panel; each change is persisted as it happens. */
export function CustomizerDrawer({ open, onClose }: CustomizerDrawerProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`layout.customizer.${key}`);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } }, 'aria-labelledby': 'customizer-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id="customizer-title" variant="h4" component="h2">
          {k('title')}
        </Typography>
        <IconButton aria-label={k('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <CustomizerControls sx={{ p: 3, overflowY: 'auto' }} />
    </Drawer>
  );
}
