/** A cookie to store for a referral parameter (spec: S2 §7 "Referral cookies"). */
export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  path: '/';
}

const DAY = 86_400;
/** Default lifetime of a referral cookie: 86400 s, path / (S2 §7). */
export const REFERRAL_DEFAULT_MAX_AGE = DAY;
const MAX_VALUE_LENGTH = 256;

// Referral values come from ads and partner links: keep them short and printable.
function clean(value: string | null): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_VALUE_LENGTH);
  return trimmed || undefined;
}

const cookie = (name: string, value: string, maxAgeSeconds = REFERRAL_DEFAULT_MAX_AGE): ReferralCookie => ({ name, value, maxAgeSeconds, path: '/' });

/**
 * The referral cookies a landing URL's query asks for (spec: S2 §7):
 * ref → refererid (60 d); bf → referral_values bf_id (1 d); btag/tag/qtag → referral_values reflinkid (60 d) with
 * the tag, partner id (affid) and promo code (bwpromocode), plus reflinkid (1 h) and postback_watcher (30 d with
 * pb, holding all params; else 4 s); click_id + utm_source + aip → ref_partner_id (30 d); affid with a tag →
 * ref_partner_id (60 d); subid → subid (60 d). A tag wins over bf for referral_values (docs/decisions.md).
 */
export function referralCookiesFromQuery(query: URLSearchParams): ReferralCookie[] {
  const cookies: ReferralCookie[] = [];
  const ref = clean(query.get('ref'));
  if (ref) cookies.push(cookie('refererid', ref, 60 * DAY));

  const tag = clean(query.get('btag')) ?? clean(query.get('tag')) ?? clean(query.get('qtag'));
  const affid = clean(query.get('affid'));
  const bf = clean(query.get('bf'));
  if (tag) {
    const values: Record<string, string> = { type: 'reflinkid', name: 'tag', value: tag };
    if (affid) values.partnerId = affid;
    const promoCode = clean(query.get('bwpromocode'));
    if (promoCode) values.promoCode = promoCode;
    cookies.push(cookie('referral_values', JSON.stringify(values), 60 * DAY));
    cookies.push(cookie('reflinkid', tag, 3600));
    if (affid) cookies.push(cookie('ref_partner_id', affid, 60 * DAY));
    const hasPostback = query.has('pb');
    const all = Object.fromEntries([...query.entries()].slice(0, 50).map(([k, v]) => [k.slice(0, 64), clean(v) ?? '']));
    cookies.push(cookie('postback_watcher', JSON.stringify(all).slice(0, 3000), hasPostback ? 30 * DAY : 4));
  } else if (bf) {
    cookies.push(cookie('referral_values', JSON.stringify({ type: 'bf_id', value: bf }), DAY));
  }

  const clickId = clean(query.get('click_id'));
  const utmSource = clean(query.get('utm_source'));
  const aip = clean(query.get('aip'));
  if (clickId && utmSource && aip && !cookies.some((c) => c.name === 'ref_partner_id')) {
    cookies.push(cookie('ref_partner_id', aip, 30 * DAY));
  }

  const subid = clean(query.get('subid'));
  if (subid) cookies.push(cookie('subid', subid, 60 * DAY));
  return cookies;
}

/** Saves the cookies with `write`; a failure is logged, never thrown (S2 §8: 'fail save referral tags'). */
export function saveReferralCookies(cookies: ReferralCookie[], write: (cookie: ReferralCookie) => void, log: (message: string, error: unknown) => void = console.error): void {
  try {
    cookies.forEach(write);
  } catch (error) {
    log('fail save referral tags', error);
  }
}
