import { describe, expect, it } from 'vitest';
import { hasPaymentConsultant, storePaymentConsultant } from './payment-consultant.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};

describe('payment consultant query key (CONST-007)', () => {
  it('stores payment_consultant when the query carries it with the value 1', () => {
    const storage = memory();
    expect(storePaymentConsultant('?amount=500&payment_consultant=1', storage)).toBe(true);
    expect(storage.items.get('payment_consultant')).toBe('1');
    expect(hasPaymentConsultant(storage)).toBe(true);
  });

  it('ignores other values, its absence and blocked storage', () => {
    for (const search of ['', '?payment_consultant=0', '?payment_consultant=true', '?payment_consultant=', '?consultant=1']) {
      const storage = memory();
      expect(storePaymentConsultant(search, storage)).toBe(false);
      expect(storage.items.size).toBe(0);
      expect(hasPaymentConsultant(storage)).toBe(false);
    }
    const blocked = { getItem: () => null, setItem: () => { throw new Error('blocked'); } };
    expect(storePaymentConsultant('?payment_consultant=1', blocked)).toBe(false);
    expect(storePaymentConsultant('?payment_consultant=1', null)).toBe(false);
  });
});
