import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defaultThemePreferences, type ThemePreferences } from '@osm5/shared/schemas/profile';
import { useTranslation } from 'react-i18next';
import {
  setBorderRadius,
  setCardShadow,
  setCollapse,
  setDarkMode,
  setHorizontal,
  setLayout,
  setTheme,
} from '../../../app/store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { CustomizerControls } from '../../../components/customizer/customizer-controls.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useSaveThemePreferencesMutation } from '../api/preferences.ts';
import { RegionField } from '../components/region-field.tsx';
import { SettingsCard } from '../components/settings-card.tsx';

/** /settings/theme: the customizer as a page; changes apply at once, "Save" keeps them on the account. */
export function ThemePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const c = useAppSelector((state) => state.customizer);
  const [save, state] = useSaveThemePreferencesMutation();
  const { toast, show } = useToast();
  const preferences: ThemePreferences = {
    activeDir: c.activeDir,
    activeMode: c.activeMode,
    activeTheme: c.activeTheme,
    isLayout: c.isLayout,
    isCollapse: c.isCollapse,
    isHorizontal: c.isHorizontal,
    isCardShadow: c.isCardShadow,
    isLanguage: c.isLanguage,
    region: c.region ?? null,
    borderRadius: c.borderRadius,
  };

  return (
    <>
      <PageHeader title={t('settings.theme.title')} subtitle={t('settings.theme.lead')} />
      <SettingsCard>
        <CustomizerControls sx={{ maxWidth: 520 }} />
        <RegionField sx={{ mt: 3, maxWidth: 520 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('settings.theme.hint')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            disabled={state.isLoading}
            onClick={async () => {
              const result = await save(preferences);
              show(
                result.error ? t(errorKey(result.error)) : t('settings.theme.saved'),
                result.error ? 'error' : 'success',
              );
            }}
          >
            {t('ui.save')}
          </Button>
          <Button
            onClick={() => {
              // language and direction stay: they are the reader's, not the look's
              const d = defaultThemePreferences;
              dispatch(setTheme(d.activeTheme));
              dispatch(setDarkMode(d.activeMode));
              dispatch(setLayout(d.isLayout));
              dispatch(setHorizontal(d.isHorizontal));
              dispatch(setCollapse(d.isCollapse));
              dispatch(setCardShadow(d.isCardShadow));
              dispatch(setBorderRadius(d.borderRadius));
            }}
          >
            {t('settings.theme.reset')}
          </Button>
        </Stack>
      </SettingsCard>
      {toast}
    </>
  );
}
