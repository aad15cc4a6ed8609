import LanguageIcon from '@mui/icons-material/LanguageOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SiteKind } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';

/** A globe for a web site, a phone for a mobile app; named for screen readers unless the text beside it says so. */
export function KindIcon({ kind, decorative, ...props }: { kind: SiteKind; decorative?: boolean } & SvgIconProps) {
  const { t } = useTranslation();
  const Icon = kind === 'web' ? LanguageIcon : PhoneIphoneIcon;
  return decorative ? <Icon aria-hidden {...props} /> : <Icon titleAccess={t(`analytics.kinds.${kind}`)} {...props} />;
}
