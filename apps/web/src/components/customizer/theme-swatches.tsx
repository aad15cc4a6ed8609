import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setTheme, THEME_NAMES } from '../../app/store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks.ts';
import { palettes } from '../../app/theme/palettes.ts';

export function ThemeSwatches() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { activeTheme, activeMode } = useAppSelector((state) => state.customizer);
  const titleId = useId();

  return (
    <Stack spacing={1.25}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('layout.customizer.themeColour')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={titleId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
      >
        {THEME_NAMES.map((name) => {
          const colours = palettes[name][activeMode];
          const selected = name === activeTheme;
          const label = t(`layout.customizer.themes.${name}`);
          return (
            <Tooltip key={name} title={label}>
              <ButtonBase
                aria-label={label}
                aria-pressed={selected}
                data-theme-name={name}
                onClick={() => dispatch(setTheme(name))}
                sx={{
                  height: 56,
                  borderRadius: 1,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'primary.light' : 'transparent',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 30,
                    height: 30,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    color: colours.contrastText,
                    background: `linear-gradient(135deg, ${colours.primary} 50%, ${colours.secondary} 50%)`,
                  }}
                >
                  {selected && <CheckIcon sx={{ fontSize: 18 }} />}
                </Box>
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
    </Stack>
  );
}
