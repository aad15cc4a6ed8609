import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import links from '../../../locales/en/links.json';
import { reasonText } from './outcome-text.ts';

describe('reasonText', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({ lng: 'en', interpolation: { escapeValue: false }, resources: { en: { translation: { links } } } }),
  );

  it('words every reason evaluateLink gives', () => {
    const t = i18n.t.bind(i18n);
    expect(reasonText(t, 'language:fr')).toBe('Matched the language fr.');
    expect(reasonText(t, 'location:FR/IDF')).toBe('Matched the location FR/IDF.');
    expect(reasonText(t, 'rule:0')).toBe('Rule 1 matched.');
    expect(reasonText(t, 'rotation:1')).toBe('Destination 2 of the rotation.');
    expect(reasonText(t, 'rotation:winner')).toBe('The test has ended: the winner.');
    expect(reasonText(t, 'ip:not_allowed')).toBe('The address is not on the allow list.');
    expect(reasonText(t, 'app:android')).toBe('An Android device: Google Play.');
    expect(reasonText(t, 'default')).toBe('No row matched: the default URL.');
    expect(reasonText(t, 'source:news.example.com')).toBe('Matched the source news.example.com.');
  });
});
