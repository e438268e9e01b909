import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { officeBringFriendModel } from '@bf/headless/screens/office-bring-friend';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
void vi;
describe('bring a friend', () => {
  it('shows the code, where friends enter it, and each friend with their deposit state', () => {
    const model = officeBringFriendModel({
      t,
      lng: 'en',
      isError: false,
      formatDate: () => 'March 1, 2026',
      data: { code: 'FRIEND-2S', rewardMinor: 20_000, iso: 'RUB', friends: [{ login: 'an*****', joinedAt: '2026-03-01T10:00:00.000Z', hasDeposit: true }] },
    });
    expect(model.code.value).toBe('FRIEND-2S');
    expect(model.intro).toBe('Give a friend your code. When they enter it under Promotions, you both get RUB\u00a0200.00 on your bonus accounts.');
    expect(model.link.href).toBe('/en/office/promotion');
    expect(model.friendsTitle).toBe('Invited friends (1)');
    expect(model.friends.map((friend) => [friend.login, friend.joined, friend.deposit])).toEqual([['an*****', 'March 1, 2026', 'Has deposited']]);
  });
});
