import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type Rewards } from '@bf/api-client/office';
import { balanceText } from '../../accounts/accounts-rules.ts';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useSessionServices } from '../../session/use-session.ts';

export interface RewardRow {
  id: number;
  kind: string;
  amount: string;
  date: string;
}

/** office/rewards: everything the player was credited by bonuses, promo codes, cashback and referrals. */
export interface OfficeRewardsModel {
  title: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string;
  total: { label: string; value: string };
  emptyText: string;
  rows: RewardRow[];
  /** Where more rewards come from. */
  links: { id: string; label: string; href: string }[];
}

export interface OfficeRewardsInput {
  t: TFunction;
  lng: string;
  data: Rewards | undefined;
  isError: boolean;
  formatDate(iso: string): string;
}

const money = (minor: number, iso: string, lng: string) => balanceText({ moneyMinor: minor, iso }, { lng, hidden: false });

export function officeRewardsModel({ t, lng, data, isError, formatDate }: OfficeRewardsInput): OfficeRewardsModel {
  return {
    title: t('rewards_title'),
    status: data ? 'ready' : isError ? 'error' : 'loading',
    statusText: isError ? t('rewards_error') : t('rewards_loading'),
    total: { label: t('rewards_total'), value: data ? money(data.totalMinor, data.iso, lng) : '' },
    emptyText: t('rewards_empty'),
    rows: (data?.rewards ?? []).map((reward) => ({ id: reward.id, kind: t(`rewards_kind_${reward.kind}`), amount: money(reward.amountMinor, reward.iso, lng), date: formatDate(reward.createdAt) })),
    links: [
      { id: 'bonuses', label: t('bonuses_title'), href: routeHref('office-bonuses-deposit', lng) },
      { id: 'promotion', label: t('promotion_title'), href: routeHref('office-promotion', lng) },
      { id: 'friend', label: t('friend_title'), href: routeHref('office-bring-friend', lng) },
    ],
  };
}

/** Rewards over the reference API's rewards call (every credit is a ledger entry of kind `reward`). */
export function useOfficeRewardsScreen(): OfficeRewardsModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const dates = useDateFormatter('dateTime');
  const { api } = useSessionServices();
  const rewards = useSWR(officeKeys.rewards(), () => api.office.getRewards());
  return officeRewardsModel({ t, lng, data: rewards.data, isError: Boolean(rewards.error), formatDate: (iso) => dates.format(new Date(iso)) });
}
