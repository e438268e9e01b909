import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages, SHIPPED_LANGUAGES } from '../../i18n/load-messages.ts';
import { clockText, officeQrModel, secondsLeft, type OfficeQrState } from '@bf/headless/screens/office-qr';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const issuedAt = Date.parse('2026-03-01T10:00:00.000Z');
const ready: OfficeQrState = {
  phase: 'ready',
  url: `https://example.com/en/user/qr?token=${'a'.repeat(43)}`,
  drawing: { size: 33, path: 'M4 4h7v1h-7z' },
  expiresAt: issuedAt + 120 * 1000,
  lifetime: 120,
};
const model = (state: OfficeQrState, now = issuedAt, renew = vi.fn()) => officeQrModel({ t, state, now, renew });

describe('QR sign-in panel (ACCT-024 auth_qr)', () => {
  it('shows the code of the absolute link with its name, and a countdown from 2:00 (120 s)', () => {
    const shown = model(ready);
    expect([shown.title, shown.panelTitle]).toEqual(['Sign in with a QR code', 'Scan to sign in']);
    expect(shown.qr).toEqual({ label: 'QR code to sign in on another device', size: 33, path: 'M4 4h7v1h-7z' });
    expect(shown.link?.href).toBe(ready.url);
    expect(shown.countdown).toEqual({ text: 'The code works for 2:00 more', secondsLeft: 120, total: 120 });
    expect(shown.message).toBeNull();
  });

  it('counts down each second, rounding up, and at 120 s the code is gone and a new one is offered', () => {
    expect(model(ready, issuedAt + 15_000).countdown?.text).toBe('The code works for 1:45 more');
    expect(model(ready, issuedAt + 119_001).countdown?.secondsLeft).toBe(1);
    const expired = model(ready, issuedAt + 120_000);
    expect(expired.phase).toBe('expired');
    expect([expired.qr, expired.link, expired.countdown]).toEqual([null, null, null]);
    expect(expired.message).toEqual({ text: 'This code has expired. Get a new one to sign in on another device.', tone: 'info' });
    expect(expired.renew.label).toBe('Get a new code');
  });

  it('asks again on "Get a new code", busy while loading, and says when the code could not be had', () => {
    const renew = vi.fn();
    model(ready, issuedAt, renew).renew.onPress();
    expect(renew).toHaveBeenCalledOnce();
    expect(model({ phase: 'loading' }).renew.isBusy).toBe(true);
    expect(model({ phase: 'failed' }).message).toEqual({ text: 'The code could not be loaded. Try again.', tone: 'error' });
  });

  it('writes the clock as m:ss', () => {
    expect([clockText(120), clockText(61), clockText(9), clockText(0)]).toEqual(['2:00', '1:01', '0:09', '0:00']);
    expect(secondsLeft(issuedAt + 120_000, issuedAt + 130_000)).toBe(0);
  });

  it('is translated in every shipped language', async () => {
    expect(SHIPPED_LANGUAGES).toHaveLength(11);
    const english = (await loadMessages('en')).office;
    const keys = Object.keys(english).filter((key) => key.startsWith('qr_'));
    expect(keys.length).toBe(20);
    for (const lng of SHIPPED_LANGUAGES) {
      const messages = await loadMessages(lng);
      for (const key of keys) expect(messages.office[key], `${lng} ${key}`).toEqual(expect.any(String));
      expect(messages.routes['office-qr'], lng).toEqual(expect.any(String));
      if (lng !== 'en') expect(messages.office.qr_title, lng).not.toBe(english.qr_title);
    }
  });
});
