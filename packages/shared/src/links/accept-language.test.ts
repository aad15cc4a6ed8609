import { describe, expect, it } from 'vitest';
import { negotiateLanguage, parseAcceptLanguage } from './accept-language.ts';

describe('parseAcceptLanguage', () => {
  it('orders by q-value, keeps header order on ties and drops q=0', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.8, es;q=0, it')).toEqual([
      { tag: 'fr-ca', q: 1 },
      { tag: 'it', q: 1 },
      { tag: 'en', q: 0.8 },
      { tag: 'de', q: 0.5 },
    ]);
  });

  it('survives empty and malformed headers', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(' , ;q=1')).toEqual([]);
    expect(parseAcceptLanguage('en;q=abc')).toEqual([]);
  });
});

describe('negotiateLanguage', () => {
  const available = ['en', 'fr-FR', 'pt-BR', 'pt'];

  it('prefers an exact tag, case-insensitively', () => {
    expect(negotiateLanguage('PT-br', available)).toBe('pt-BR');
  });

  it('falls back to the primary subtag both ways', () => {
    expect(negotiateLanguage('pt-PT', available)).toBe('pt');
    expect(negotiateLanguage('fr-CA', available)).toBe('fr-FR');
    expect(negotiateLanguage('fr', available)).toBe('fr-FR');
  });

  it('honours q-values over header order', () => {
    expect(negotiateLanguage('en;q=0.3, fr-CA;q=0.9', available)).toBe('fr-FR');
  });

  it('skips languages not on offer to reach a lower preference', () => {
    expect(negotiateLanguage('ja, de;q=0.9, en;q=0.1', available)).toBe('en');
  });

  it('returns nothing for no match, a wildcard or q=0', () => {
    expect(negotiateLanguage('ja, de', available)).toBeUndefined();
    expect(negotiateLanguage('*', available)).toBeUndefined();
    expect(negotiateLanguage('en;q=0', available)).toBeUndefined();
  });
});
