import CropSquareIcon from '@mui/icons-material/CropSquare';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import ViewAgendaIcon from '@mui/icons-material/ViewAgendaOutlined';
import ViewCompactIcon from '@mui/icons-material/ViewCompactOutlined';
import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import WidthFullIcon from '@mui/icons-material/WidthFullOutlined';
import WidthNormalIcon from '@mui/icons-material/WidthNormalOutlined';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  setCardShadow,
  setCollapse,
  setDarkMode,
  setDir,
  setHorizontal,
  setLayout,
} from '../../app/store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks.ts';
import { OptionGroup } from './option-group.tsx';
import { RadiusSlider } from './radius-slider.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';

/** Every display preference of spec §3; each change applies and is persisted at once. Used by the drawer and /settings/theme. */
export function CustomizerControls({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const c = useAppSelector((state) => state.customizer);
  const k = (key: string) => t(`layout.customizer.${key}`);

  return (
    <Stack spacing={3.5} sx={sx}>
      <ThemeSwatches />
      <OptionGroup
        title={k('mode')}
        value={c.activeMode}
        onChange={(value) => dispatch(setDarkMode(value))}
        options={[
          { value: 'light', label: k('light'), icon: <LightModeIcon fontSize="small" /> },
          { value: 'dark', label: k('dark'), icon: <DarkModeIcon fontSize="small" /> },
        ]}
      />
      <OptionGroup
        title={k('direction')}
        value={c.activeDir}
        onChange={(value) => dispatch(setDir(value))}
        options={[
          { value: 'ltr', label: k('ltr'), icon: <FormatTextdirectionLToRIcon fontSize="small" /> },
          { value: 'rtl', label: k('rtl'), icon: <FormatTextdirectionRToLIcon fontSize="small" /> },
        ]}
      />
      <OptionGroup
        title={k('layout')}
        value={c.isLayout}
        onChange={(value) => dispatch(setLayout(value))}
        options={[
          { value: 'boxed', label: k('boxed'), icon: <WidthNormalIcon fontSize="small" /> },
          { value: 'full', label: k('full'), icon: <WidthFullIcon fontSize="small" /> },
        ]}
      />
      <OptionGroup
        title={k('navigation')}
        value={c.isHorizontal ? 'horizontal' : 'vertical'}
        onChange={(value) => dispatch(setHorizontal(value === 'horizontal'))}
        options={[
          { value: 'vertical', label: k('vertical'), icon: <ViewSidebarIcon fontSize="small" /> },
          { value: 'horizontal', label: k('horizontal'), icon: <ViewAgendaIcon fontSize="small" /> },
        ]}
      />
      <OptionGroup
        title={k('sidebar')}
        value={c.isCollapse ? 'collapsed' : 'full'}
        onChange={(value) => dispatch(setCollapse(value === 'collapsed'))}
        options={[
          { value: 'full', label: k('sidebarFull'), icon: <ViewQuiltIcon fontSize="small" /> },
          { value: 'collapsed', label: k('sidebarMini'), icon: <ViewCompactIcon fontSize="small" /> },
        ]}
      />
      <OptionGroup
        title={k('card')}
        value={c.isCardShadow ? 'shadow' : 'border'}
        onChange={(value) => dispatch(setCardShadow(value === 'shadow'))}
        options={[
          { value: 'border', label: k('cardBorder'), icon: <CropSquareIcon fontSize="small" /> },
          { value: 'shadow', label: k('cardShadow'), icon: <WebAssetIcon fontSize="small" /> },
        ]}
      />
      <RadiusSlider />
    </Stack>
  );
}
