import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { openingOf, userQrModel } from '@bf/headless/screens/user-qr';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
const token = 'Ab_-'.repeat(10) + 'xyz';

describe('the page a QR sign-in code opens (ACCT-024 auth_qr)', () => {
  it('signs in with a well-formed code and refuses a malformed one without a call', () => {
    expect(token).toHaveLength(43);
    expect(openingOf(`?token=${token}`)).toEqual({ state: { phase: 'signing-in' }, token });
    expect(openingOf('?token=short')).toEqual({ state: { phase: 'refused', refusal: 'invalid' } });
    expect(openingOf('')).toEqual({ state: { phase: 'no-link' } });
  });

  it('after signing in, leads to the account first and home second', () => {
    const done = userQrModel({ t, lng: 'de', state: { phase: 'done' } });
    expect([done.text, done.tone, done.primary, done.secondary]).toEqual([
      'You are signed in on this device.',
      'success',
      { label: 'Go to my account', href: '/de/office/account' },
      { label: 'To the home page', href: '/de' },
    ]);
    expect(userQrModel({ t, lng: 'en', state: { phase: 'signing-in' } })).toMatchObject({ text: 'Signing you in…', isBusy: true });
  });

  it('says why a code was refused: used, expired (after 120 s), unknown', () => {
    const refused = (refusal: 'used' | 'expired' | 'invalid') => userQrModel({ t, lng: 'en', state: { phase: 'refused', refusal } });
    expect(refused('used')).toMatchObject({ tone: 'error', text: 'This code was already used. Ask for a new code on the signed-in device.' });
    expect(refused('expired').text).toBe('This code has expired. Ask for a new code on the signed-in device.');
    expect(refused('invalid').text).toBe('This code is not valid. Ask for a new code on the signed-in device.');
    expect(userQrModel({ t, lng: 'en', state: { phase: 'failed' } }).text).toBe('Signing in did not work. Open the link again.');
  });
});
