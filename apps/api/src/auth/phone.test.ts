import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPhone } from './phone.ts';

describe('readPhone', () => {
  it('writes a valid number in E.164 with its calling code and lower-case country', () => {
    expect(readPhone('+7 (916) 123-45-67', undefined, true)).toEqual({ e164: '+79161234567', callingCode: '+7', nationalNumber: '9161234567', country: 'ru' });
    expect(readPhone('9161234567', 'RU', true)?.e164).toBe('+79161234567');
    expect(readPhone('9161234567', 'ru', true)?.e164).toBe('+79161234567');
    expect(readPhone('15123456789', '+49', true)?.e164).toBe('+4915123456789');
    expect(readPhone('15123456789', '49', true)?.country).toBe('de');
  });

  it('asks registration for a valid number and sign-in only for a possible one', () => {
    expect(readPhone('+70000000001', undefined, true)).toBeNull();
    expect(readPhone('+70000000001', undefined, false)?.e164).toBe('+70000000001');
  });

  it('refuses text, short or long numbers, national digits without a country, and unknown countries', () => {
    for (const [number, country] of [['call me', 'ru'], ['12', 'ru'], ['9161234567', undefined], ['9161234567', 'zz'], ['9161234567', 'russia'], ['+7916123456789012', undefined]] as const) {
      expect(readPhone(number, country, false), `${number} ${country}`).toBeNull();
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), fc.boolean(), (number, country, strict) => {
        const phone = readPhone(number, country, strict);
        if (phone) expect(phone.e164).toMatch(/^\+\d{4,16}$/);
      }),
      { numRuns: 500 },
    );
  });
});
