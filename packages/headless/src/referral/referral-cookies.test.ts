import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { referralCookiesFromQuery, saveReferralCookies, REFERRAL_DEFAULT_MAX_AGE } from '@bf/headless/referral';

const DAY = 86_400;
const byName = (query: string) => Object.fromEntries(referralCookiesFromQuery(new URLSearchParams(query)).map((c) => [c.name, c]));

describe('referral cookies', () => {
  it('stores ref as refererid for 60 days', () => {
    expect(byName('ref=abc').refererid).toEqual({ name: 'refererid', value: 'abc', maxAgeSeconds: 60 * DAY, path: '/' });
  });

  it('stores bf as referral_values of type bf_id for 1 day', () => {
    const c = byName('bf=77').referral_values!;
    expect(JSON.parse(c.value)).toEqual({ type: 'bf_id', value: '77' });
    expect(c.maxAgeSeconds).toBe(DAY);
  });

  it.each(['btag', 'tag', 'qtag'])('stores %s as referral_values reflinkid for 60 days with partner id and promo code', (name) => {
    const cookies = byName(`${name}=T1&affid=P9&bwpromocode=WIN`);
    expect(JSON.parse(cookies.referral_values!.value)).toEqual({ type: 'reflinkid', name: 'tag', value: 'T1', partnerId: 'P9', promoCode: 'WIN' });
    expect(cookies.referral_values!.maxAgeSeconds).toBe(60 * DAY);
    expect(cookies.reflinkid).toMatchObject({ value: 'T1', maxAgeSeconds: 3600 });
    expect(cookies.ref_partner_id).toMatchObject({ value: 'P9', maxAgeSeconds: 60 * DAY });
  });

  it('keeps a postback watcher for 30 days holding all params when pb is present, else 4 s', () => {
    const withPb = byName('tag=T&pb=1&x=y').postback_watcher!;
    expect(withPb.maxAgeSeconds).toBe(30 * DAY);
    expect(JSON.parse(withPb.value)).toEqual({ tag: 'T', pb: '1', x: 'y' });
    expect(byName('tag=T').postback_watcher!.maxAgeSeconds).toBe(4);
    expect(byName('ref=1').postback_watcher).toBeUndefined();
  });

  it('stores click_id with utm_source and aip as ref_partner_id for 30 days, and only with all three', () => {
    expect(byName('click_id=c&utm_source=s&aip=A').ref_partner_id).toMatchObject({ value: 'A', maxAgeSeconds: 30 * DAY });
    expect(byName('click_id=c&aip=A').ref_partner_id).toBeUndefined();
  });

  it('does not give affid a partner cookie without a tag', () => {
    expect(byName('affid=P').ref_partner_id).toBeUndefined();
  });

  it('stores subid for 60 days', () => {
    expect(byName('subid=s1').subid).toMatchObject({ value: 's1', maxAgeSeconds: 60 * DAY });
  });

  it('uses path / and 86400 s as defaults', () => {
    expect(REFERRAL_DEFAULT_MAX_AGE).toBe(86_400);
    expect(referralCookiesFromQuery(new URLSearchParams('ref=1&subid=2&tag=3')).every((c) => c.path === '/')).toBe(true);
  });

  it('logs a save failure instead of throwing', () => {
    const log = vi.fn();
    saveReferralCookies(byName('ref=1') ? [byName('ref=1').refererid!] : [], () => { throw new Error('quota'); }, log);
    expect(log).toHaveBeenCalledWith('fail save referral tags', expect.any(Error));
  });

  it('only ever writes known cookie names with bounded, control-free values and positive lifetimes (property)', () => {
    const known = new Set(['refererid', 'referral_values', 'reflinkid', 'postback_watcher', 'ref_partner_id', 'subid']);
    const key = fc.constantFrom('ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'bwpromocode', 'click_id', 'utm_source', 'aip', 'pb', 'subid', 'other');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 400 })), { maxLength: 14 }), (pairs) => {
        const query = new URLSearchParams(pairs);
        for (const c of referralCookiesFromQuery(query)) {
          expect(known.has(c.name)).toBe(true);
          expect(c.value.length).toBeGreaterThan(0);
          expect(c.value.length).toBeLessThanOrEqual(3000);
          expect(/[\u0000-\u001f]/.test(c.value)).toBe(false);
          expect(c.maxAgeSeconds).toBeGreaterThan(0);
        }
      }),
    );
  });
});
