import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setBorderRadius } from '../../app/store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks.ts';

export const MIN_RADIUS = 0;
export const MAX_RADIUS = 24;

export function RadiusSlider() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const radius = useAppSelector((state) => state.customizer.borderRadius);
  const titleId = useId();
  return (
    <Stack spacing={1.25}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('layout.customizer.radius')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Slider
          value={radius}
          min={MIN_RADIUS}
          max={MAX_RADIUS}
          step={1}
          valueLabelDisplay="auto"
          onChange={(_, value) => dispatch(setBorderRadius(Array.isArray(value) ? (value[0] ?? radius) : value))}
          aria-labelledby={titleId}
        />
        <Typography sx={{ minWidth: 44, fontVariantNumeric: 'tabular-nums' }} aria-hidden="true">
          {radius}px
        </Typography>
      </Stack>
    </Stack>
  );
}
