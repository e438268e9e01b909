// Bring-a-friend page models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { officeBringFriendModel, type OfficeBringFriendInput } from './use-office-bring-friend-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
void noop;
const base: OfficeBringFriendInput = { t, lng: 'en', data: undefined, isError: false, formatDate: () => 'March 1, 2026' };
const data: NonNullable<OfficeBringFriendInput['data']> = { code: 'FRIEND-2S', rewardMinor: 20_000, iso: 'RUB', friends: [] };

export const loading = officeBringFriendModel(base);
export const noFriends = officeBringFriendModel({ ...base, data });
export const withFriends = officeBringFriendModel({
  ...base,
  data: { ...data, friends: [{ login: 'an*****', joinedAt: '2026-03-01T10:00:00.000Z', hasDeposit: true }, { login: 'bo***', joinedAt: '2026-02-20T10:00:00.000Z', hasDeposit: false }] },
});
