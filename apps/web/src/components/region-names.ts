/** Regions the browser can name: every ISO 3166-1 alpha-2 code, read from Intl rather than a copied table. */
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Codes Intl names that are not countries a geo database returns.
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

let cached: string[] | undefined;
export const countryCodes = (): string[] => {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      if (!notCountries.has(code) && names.of(code)) codes.push(code);
    }
  }
  cached = codes;
  return codes;
};

/** "France" for FR in the interface language; the code itself when unknown. */
export const regionName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** "français" for fr; the tag itself when unknown. */
export const languageName = (tag: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};
