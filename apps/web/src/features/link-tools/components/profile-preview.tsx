import Box from '@mui/material/Box';
import {
  type ProfilePageLanguage,
  profilePageLanguages,
  renderProfilePage,
} from '@osm5/shared/links/profile-page-html';
import { profileButtonHref } from '@osm5/shared/schemas/profile-pages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFormValues } from '../profiles/profile-form.ts';

interface ProfilePreviewProps {
  values: ProfileFormValues;
  avatarSrc: string | null;
}

const hrefOf = (shortUrl: string | null) => {
  try {
    return shortUrl ? profileButtonHref(shortUrl) : '#';
  } catch {
    return '#';
  }
};

/**
 * The public page exactly as /p/{handle} renders it (the same shared renderer),
 * in a phone-sized, script-less sandboxed frame.
 */
export function ProfilePreview({ values, avatarSrc }: ProfilePreviewProps) {
  const { t, i18n } = useTranslation();
  const lang = (profilePageLanguages as readonly string[]).includes(i18n.language.slice(0, 2))
    ? (i18n.language.slice(0, 2) as ProfilePageLanguage)
    : 'en';
  const html = useMemo(
    () =>
      renderProfilePage({
        lang,
        handle: values.handle.trim().toLowerCase() || 'handle',
        title: values.title.trim(),
        bio: values.bio.trim(),
        avatarSrc,
        theme: values.theme,
        buttons: values.buttons
          .filter((b) => b.label.trim())
          .map((b) => ({ label: b.label.trim(), href: hrefOf(b.shortUrl) })),
        socials: values.socials.filter((s) => s.url.trim()).map((s) => ({ network: s.network, url: s.url.trim() })),
      }),
    [values, avatarSrc, lang],
  );
  return (
    <Box
      sx={{
        mx: 'auto',
        width: 320,
        maxWidth: '100%',
        height: 620,
        borderRadius: '36px',
        border: 10,
        borderColor: 'grey.900',
        overflow: 'hidden',
        boxShadow: 6,
        bgcolor: 'grey.900',
      }}
    >
      <Box
        component="iframe"
        title={t('linkTools.profiles.previewTitle')}
        sandbox=""
        srcDoc={html}
        data-testid="profile-preview"
        sx={{
          width: '100%',
          height: '100%',
          border: 0,
          display: 'block',
          borderRadius: '26px',
          bgcolor: 'common.white',
        }}
      />
    </Box>
  );
}
