import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PHONE_COUNTRY, filterPhoneCountries, loadPhoneRules, normalizeCountryCode, normalizePhoneCode, phoneDigits } from '@bf/headless/auth';

describe('phone codes (AUTH-032, AUTH-033)', () => {
  it('lower-cases the country code', () => {
    expect(normalizeCountryCode('RU')).toBe('ru');
    expect(normalizeCountryCode(' Kz ')).toBe('kz');
  });

  it.each([
    ['7', '+7'],
    ['+7', '+7'],
    [' +44 ', '+44'],
    ['00994', '+994'],
    [380, '+380'],
    ['', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizePhoneCode(input)).toBe(expected);
  });

  it('always gives one leading + and digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const code = normalizePhoneCode(input);
        expect(code === '' || /^\+\d+$/.test(code)).toBe(true);
      }),
    );
  });

  it('keeps only digits of what was typed', () => {
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('79123456789');
  });
});

describe('phone rules (AUTH-029 to AUTH-031)', () => {
  it('lists countries with lower-case codes and + calling codes, named in the language', async () => {
    const rules = await loadPhoneRules();
    const countries = rules.phoneCountries('de');
    const germany = countries.find((c) => c.id === 'de');
    expect(germany).toEqual({ id: 'de', name: 'Deutschland', country_code: 'de', tel_code: '+49' });
    expect(countries.every((c) => /^[a-z]{2}$/.test(c.country_code) && /^\+\d+$/.test(c.tel_code))).toBe(true);
    expect(countries.length).toBeGreaterThan(200);
  });

  it('searches by name, ISO code or calling code, and finds nothing for nonsense (the "not found" case)', async () => {
    const countries = (await loadPhoneRules()).phoneCountries('en');
    expect(filterPhoneCountries(countries, 'germ').map((c) => c.id)).toEqual(['de']);
    expect(filterPhoneCountries(countries, 'RU').map((c) => c.id)).toContain('ru');
    expect(filterPhoneCountries(countries, '+7').map((c) => c.id).sort()).toEqual(['kz', 'ru']);
    expect(filterPhoneCountries(countries, 'côte').map((c) => c.id)).toEqual(['ci']);
    expect(filterPhoneCountries(countries, 'zzzz')).toEqual([]);
    expect(filterPhoneCountries(countries, '  ')).toHaveLength(countries.length);
  });

  it('gives each country a mask with the national length bounds', async () => {
    const rules = await loadPhoneRules();
    expect(rules.phoneMask('ru')).toEqual({ CountryId: 'ru', Mask: '000 000-00-00', Min: 10, Max: 14 });
    expect(rules.phoneMask('us')).toMatchObject({ Mask: '(000) 000-0000', Min: 10, Max: 10 });
  });

  it('formats as typed and checks the length and validity', async () => {
    const rules = await loadPhoneRules();
    expect(rules.formatNational('9123456789', 'ru')).toBe('912 345-67-89');
    expect(rules.checkPhone('', 'ru', false)).toBe('required');
    expect(rules.checkPhone('912345', 'ru', false)).toBe('too_short');
    expect(rules.checkPhone('912345678901234567', 'ru', false)).toBe('too_long');
    expect(rules.checkPhone('9123456789', 'ru', true)).toBeUndefined();
    // Sign-in takes a possible number (the demo players'); registration needs a valid one.
    expect(rules.checkPhone('0000000001', 'ru', false)).toBeUndefined();
    expect(rules.checkPhone('0000000001', 'ru', true)).toBe('invalid');
    expect(rules.toE164('9123456789', 'RU')).toBe('+79123456789');
    expect(rules.phoneCodeOf('RU')).toBe(DEFAULT_PHONE_COUNTRY.tel_code);
  });
});
