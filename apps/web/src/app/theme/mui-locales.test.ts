import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { widgetRegions } from '@osm5/shared/schemas/profile';
import { describe, expect, it } from 'vitest';
import { effectiveRegion, loadMuiLocale, packNameOf } from './mui-locales.ts';

const packDir = resolve(import.meta.dirname, '../../../../../node_modules/@mui/material/locale');

describe('MUI widget locale packs', () => {
  it('has a pack for every region a user can choose', () => {
    const missing = widgetRegions.filter((r) => !existsSync(resolve(packDir, `${packNameOf(r)}.mjs`)));
    expect(missing).toEqual([]);
  });

  it('follows the interface language until a region is chosen', () => {
    expect(effectiveRegion('fr', null)).toBe('fr-FR');
    expect(effectiveRegion('ar', undefined)).toBe('ar-EG');
    expect(effectiveRegion('en', 'de-DE')).toBe('de-DE');
  });

  it('loads a pack by itself, and none for English', async () => {
    expect(await loadMuiLocale('en-US')).toBeUndefined();
    const german = await loadMuiLocale('de-DE');
    expect(german?.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Zeilen pro Seite:');
    const chinese = await loadMuiLocale('zh-TW');
    expect(chinese?.components?.MuiRating?.defaultProps?.emptyLabelText).toBeTruthy();
  });
});
