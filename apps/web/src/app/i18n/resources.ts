import arAreas from '../../locales/ar/areas.json';
import arAuth from '../../locales/ar/auth.json';
import arCommon from '../../locales/ar/common.json';
import arErrors from '../../locales/ar/errors.json';
import arLayout from '../../locales/ar/layout.json';
import arStatus from '../../locales/ar/status.json';
import enAreas from '../../locales/en/areas.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enLayout from '../../locales/en/layout.json';
import enStatus from '../../locales/en/status.json';
import frAreas from '../../locales/fr/areas.json';
import frAuth from '../../locales/fr/auth.json';
import frCommon from '../../locales/fr/common.json';
import frErrors from '../../locales/fr/errors.json';
import frLayout from '../../locales/fr/layout.json';
import frStatus from '../../locales/fr/status.json';
import zhAreas from '../../locales/zh/areas.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhErrors from '../../locales/zh/errors.json';
import zhLayout from '../../locales/zh/layout.json';
import zhStatus from '../../locales/zh/status.json';

/**
 * All four languages are bundled: together they weigh a few kilobytes gzipped,
 * far less than the round trip a lazy backend would add before first paint.
 * Each file becomes a top-level key, so `t('auth.signIn')` reads auth.json.
 */
export const resources = {
  en: {
    translation: {
      common: enCommon,
      layout: enLayout,
      auth: enAuth,
      status: enStatus,
      areas: enAreas,
      errors: enErrors,
    },
  },
  fr: {
    translation: {
      common: frCommon,
      layout: frLayout,
      auth: frAuth,
      status: frStatus,
      areas: frAreas,
      errors: frErrors,
    },
  },
  ar: {
    translation: {
      common: arCommon,
      layout: arLayout,
      auth: arAuth,
      status: arStatus,
      areas: arAreas,
      errors: arErrors,
    },
  },
  zh: {
    translation: {
      common: zhCommon,
      layout: zhLayout,
      auth: zhAuth,
      status: zhStatus,
      areas: zhAreas,
      errors: zhErrors,
    },
  },
} as const;
