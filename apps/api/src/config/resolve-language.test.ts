import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveConfigLanguage } from './resolve-language.ts';

const AVAILABLE = ['en', 'ru', 'de', 'it'];

describe('resolveConfigLanguage', () => {
  it('always answers an available language or the default', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (requested) => {
        expect([...AVAILABLE, 'en']).toContain(resolveConfigLanguage(requested, AVAILABLE, 'en'));
      }),
    );
  });

  it('keeps an available language, whatever its case or region', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AVAILABLE), fc.constantFrom('', '-GB', '_BR', '-Latn-AZ'), fc.boolean(), (code, region, upper) => {
        const tag = (upper ? code.toUpperCase() : code) + region;
        expect(resolveConfigLanguage(tag, AVAILABLE, 'ru')).toBe(code);
      }),
    );
  });

  it('falls back to the default for an unknown or absent language', () => {
    expect(resolveConfigLanguage(undefined, AVAILABLE, 'ru')).toBe('ru');
    expect(resolveConfigLanguage('xx', AVAILABLE, 'ru')).toBe('ru');
    expect(resolveConfigLanguage('', AVAILABLE, 'ru')).toBe('ru');
  });
});
