import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type Referrals } from '@bf/api-client/office';
import { balanceText } from '../../accounts/accounts-rules.ts';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useSessionServices } from '../../session/use-session.ts';

export interface FriendRow {
  id: string;
  login: string;
  joined: string;
  deposit: string;
  hasDeposit: boolean;
}

/** office/bringfriend: the player's referral code, where friends enter it, and the friends who did. */
export interface OfficeBringFriendModel {
  title: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string;
  intro: string;
  code: { label: string; value: string };
  /** Where a signed-in friend enters the code (the promotion page). */
  link: { label: string; href: string };
  friendsTitle: string;
  emptyText: string;
  friends: FriendRow[];
}

export interface OfficeBringFriendInput {
  t: TFunction;
  lng: string;
  data: Referrals | undefined;
  isError: boolean;
  formatDate(iso: string): string;
}

export function officeBringFriendModel({ t, lng, data, isError, formatDate }: OfficeBringFriendInput): OfficeBringFriendModel {
  return {
    title: t('friend_title'),
    status: data ? 'ready' : isError ? 'error' : 'loading',
    statusText: isError ? t('friend_error') : t('friend_loading'),
    intro: data ? t('friend_intro', { amount: balanceText({ moneyMinor: data.rewardMinor, iso: data.iso }, { lng, hidden: false }) }) : '',
    code: { label: t('friend_code'), value: data?.code ?? '' },
    link: { label: t('friend_link'), href: routeHref('office-promotion', lng) },
    friendsTitle: t('friend_list_title', { count: data?.friends.length ?? 0 }),
    emptyText: t('friend_empty'),
    friends: (data?.friends ?? []).map((friend, index) => ({
      id: `${index}-${friend.login}`,
      login: friend.login,
      joined: formatDate(friend.joinedAt),
      deposit: friend.hasDeposit ? t('friend_deposited') : t('friend_no_deposit'),
      hasDeposit: friend.hasDeposit,
    })),
  };
}

/** Bring a friend (account menu section bring_friend) over the reference API's referrals call. */
export function useOfficeBringFriendScreen(): OfficeBringFriendModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const dates = useDateFormatter('date');
  const { api } = useSessionServices();
  const referrals = useSWR(officeKeys.referrals(), () => api.office.getReferrals());
  return officeBringFriendModel({ t, lng, data: referrals.data, isError: Boolean(referrals.error), formatDate: (iso) => dates.format(new Date(iso)) });
}
