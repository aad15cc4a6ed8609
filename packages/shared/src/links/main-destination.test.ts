import { describe, expect, it } from 'vitest';
import { mainDestination } from './main-destination.ts';

describe('mainDestination', () => {
  it('is the only URL of simple kinds', () => {
    expect(mainDestination('simple', { url: 'https://a.example' })).toBe('https://a.example');
    expect(mainDestination('password_protected', { url: 'https://p.example' })).toBe('https://p.example');
    expect(mainDestination('ip_based', { url: 'https://ip.example', allow: ['10.0.0.1'], block: [] })).toBe(
      'https://ip.example',
    );
  });

  it('is the fallback of targeted kinds', () => {
    expect(
      mainDestination('app_download', { iosUrl: 'https://i', androidUrl: 'https://a', fallbackUrl: 'https://f' }),
    ).toBe('https://f');
    expect(mainDestination('language_based', { languages: { fr: 'https://fr' }, defaultUrl: 'https://d' })).toBe(
      'https://d',
    );
    expect(mainDestination('rule_based', { rules: [], defaultUrl: 'https://r' })).toBe('https://r');
  });

  it('is the winner, else the default, else the first destination of a rotation', () => {
    const destinations = [
      { url: 'https://one', weight: 1 },
      { url: 'https://two', weight: 1 },
    ];
    expect(mainDestination('rlsurl', { destinations, winner: 'https://two', defaultUrl: 'https://d' })).toBe(
      'https://two',
    );
    expect(mainDestination('rlsurl', { destinations, defaultUrl: 'https://d' })).toBe('https://d');
    expect(mainDestination('rlsurl', { destinations })).toBe('https://one');
    expect(mainDestination('rlsurl', {})).toBe('');
  });
});
