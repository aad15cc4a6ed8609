import { normalize } from './text.ts';

/**
 * Country names in en, fr, ar, zh → ISO 3166 codes, generated once from
 * Intl.DisplayNames (Node ships full ICU), plus the short names people use.
 */
const aliases: [string, string][] = [
  ['usa', 'US'],
  ['u.s.', 'US'],
  ['america', 'US'],
  ['the states', 'US'],
  ['united states', 'US'],
  ['uk', 'GB'],
  ['britain', 'GB'],
  ['great britain', 'GB'],
  ['england', 'GB'],
  ['angleterre', 'GB'],
  ['royaume uni', 'GB'],
  ['etats unis', 'US'],
  ['amerique', 'US'],
  ['امريكا', 'US'],
  ['الولايات المتحده', 'US'],
  ['بريطانيا', 'GB'],
  ['الامارات', 'AE'],
  ['السعوديه', 'SA'],
  ['美国', 'US'],
  ['英国', 'GB'],
  ['韩国', 'KR'],
  ['south korea', 'KR'],
  ['coree du sud', 'KR'],
  ['holland', 'NL'],
  ['russia', 'RU'],
  ['czech republic', 'CZ'],
  ['ivory coast', 'CI'],
  ['中国大陆', 'CN'],
];

/** English names that are everyday words too: read only after "from/in". */
export const ambiguousCountryWords = new Set([
  'chad',
  'turkey',
  'jersey',
  'guinea',
  'georgia',
  'jordan',
  'china',
  'togo',
  'mali',
  'niger',
  'oman',
  'peru',
  'cuba',
]);

let table: [string, string][] | undefined;

/** [normalised name, ISO code] for every country in the four languages. */
export function countryNames(): [string, string][] {
  if (table) return table;
  const seen = new Map<string, string>();
  const skip = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ', 'AQ']);
  for (const lang of ['en', 'fr', 'ar', 'zh']) {
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        // deprecated codes (DD, YU, SU…) alias a current one: keep only the current code
        if (skip.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const name = names.of(code);
        if (!name || name === code) continue;
        const n = normalize(name).replace(/[-‑]/g, ' ');
        if (n.length >= 2 && !seen.has(n)) seen.set(n, code);
        // "Corée du Sud" / "Congo (RDC)": also the name without its parenthesis
        const plain = n.replace(/\s*\(.*\)\s*/g, '').trim();
        if (plain.length >= 2 && !seen.has(plain)) seen.set(plain, code);
      }
    }
  }
  for (const [name, code] of aliases) seen.set(normalize(name), code);
  table = [...seen.entries()];
  return table;
}
