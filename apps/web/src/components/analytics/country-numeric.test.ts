import { describe, expect, it } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import { countryCodes } from '../region-names.ts';
import { alpha2ByNumeric } from './country-numeric.ts';

describe('world-atlas ids to ISO alpha-2', () => {
  it('maps the numeric ids of the map to the codes the events carry', () => {
    expect(alpha2ByNumeric['250']).toBe('FR');
    expect(alpha2ByNumeric['826']).toBe('GB');
    expect(alpha2ByNumeric['392']).toBe('JP');
    expect(alpha2ByNumeric['840']).toBe('US');
    expect(alpha2ByNumeric['076']).toBe('BR');
  });

  it('names every country the map draws with an id, each once, with a code Intl knows', () => {
    const geometries = (countries110m as unknown as { objects: { countries: { geometries: { id?: string }[] } } })
      .objects.countries.geometries;
    const ids = geometries.map((g) => g.id).filter((id): id is string => id !== undefined);
    expect(ids.length).toBeGreaterThan(170);
    for (const id of ids) expect(alpha2ByNumeric[id], id).toMatch(/^[A-Z]{2}$/);
    const codes = Object.values(alpha2ByNumeric);
    expect(new Set(codes).size).toBe(codes.length);
    const known = new Set(countryCodes());
    for (const code of codes) expect(known.has(code), code).toBe(true);
  });
});
