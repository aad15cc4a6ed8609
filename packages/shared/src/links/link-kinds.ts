/**
 * The kinds of short link (the `new/{type}` and `edit/{type}` routes), alone in
 * this file so that the web app's entry chunk can name them without pulling in
 * the rule schemas.
 */
export const linkKinds = [
  'simple',
  'password_protected',
  'app_download',
  'language_based',
  'location_based',
  'device_based',
  'browser_based',
  'source_based',
  'os_based',
  'ip_based',
  'rule_based',
  'rlsurl',
] as const;
export type LinkKind = (typeof linkKinds)[number];
