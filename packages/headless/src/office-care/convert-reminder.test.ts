import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { ConvertReminder } from '@bf/api-client/office-care';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { convertReminderModel } from './convert-reminder.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const answer = (notice: ConvertReminder['notice'], iso = 'RUB', moneyMinor = 0): ConvertReminder => ({
  notice,
  convertAccount: { status: notice === 'additional' ? 2 : notice === 'main' ? 1 : 0, isReminded: true, account: notice ? { id: 7, iso, money: '0.00', moneyMinor } : null, requestedAt: null },
});

describe('convert-account reminder (ACCT-020, ACCT-021)', () => {
  it('shows the main or the additional notice, with the way to the page', () => {
    const onDismiss = vi.fn();
    const main = convertReminderModel(t, 'en', answer('main'), onDismiss);
    expect(main).toMatchObject({ kind: 'main', title: 'Convert your RUB account', text: "Your main account can be converted to the site's current currency.", link: { label: 'See how', href: '/en/office/convert-account' }, dismissLabel: 'Later' });
    main?.onDismiss();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(convertReminderModel(t, 'de', answer('additional', 'EUR'), onDismiss)).toMatchObject({ kind: 'additional', link: { href: '/de/office/convert-account' } });
  });

  it('titles an empty HRK account with action2 and a funded one with the common action', () => {
    expect(convertReminderModel(t, 'en', answer('main', 'HRK', 0), vi.fn())?.title).toBe('Switch your HRK account');
    expect(convertReminderModel(t, 'en', answer('main', 'HRK', 1), vi.fn())?.title).toBe('Convert your HRK account');
  });

  it('shows nothing when the API names no notice (status 0, or reminded already) or has not answered', () => {
    expect(convertReminderModel(t, 'en', answer(null), vi.fn())).toBeNull();
    expect(convertReminderModel(t, 'en', null, vi.fn())).toBeNull();
  });
});
