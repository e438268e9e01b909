import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { bonusPopupModel, shouldAskBonusPopup } from '@bf/headless/screens/bonus-popup';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

describe('first-deposit bonus popup (ACCT-022)', () => {
  it('is asked for only when signed in, the user config is loaded, there is no deposit and it was not closed', () => {
    const all = { isSignedIn: true, userConfig: { has_deposit: false }, isClosedThisSession: false };
    expect(shouldAskBonusPopup(all)).toBe(true);
    expect(shouldAskBonusPopup({ ...all, isSignedIn: false })).toBe(false);
    expect(shouldAskBonusPopup({ ...all, userConfig: undefined })).toBe(false);
    expect(shouldAskBonusPopup({ ...all, userConfig: { has_deposit: true } })).toBe(false);
    expect(shouldAskBonusPopup({ ...all, isClosedThisSession: true })).toBe(false);
  });

  it('states the offer from the popup information and closes from either button', () => {
    const close = vi.fn();
    const model = bonusPopupModel({ t, lng: 'en', info: { isAvailable: true, percent: 100, maxBonus: '10000.00', maxBonusMinor: 1_000_000, iso: 'RUB' }, isOpen: true, close });
    expect(model.isOpen).toBe(true);
    expect(model.text).toBe('Make your first deposit and get 100% on top, up to RUB\u00a010,000.00.');
    expect(model.deposit.href).toBe('/en/office/recharge');
    model.deposit.onPress();
    model.close.onPress();
    expect(close).toHaveBeenCalledTimes(2);
    // Without the information nothing opens.
    expect(bonusPopupModel({ t, lng: 'en', info: null, isOpen: true, close }).isOpen).toBe(false);
  });
});
