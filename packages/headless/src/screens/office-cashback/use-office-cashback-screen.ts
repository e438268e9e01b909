import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type Cashback, type CashbackKind } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { balanceText } from '../../accounts/accounts-rules.ts';
import { useOptionalOfficeServices } from '../../accounts/use-accounts.tsx';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { useSessionServices } from '../../session/use-session.ts';
import { useCurrentRoute } from '../../shell/use-shell.ts';

/** One level of the programme: what it takes and what it returns; the player's own level is marked. */
export interface CashbackLevelRow {
  id: number;
  label: string;
  threshold: string;
  percent: string;
  isCurrent: boolean;
}

/** office/casino/vipcashback and office/casino/premiumcashback: level, what can be claimed, the claim. */
export interface OfficeCashbackModel {
  title: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string;
  /** "Level 2 · 7%". */
  level: string;
  facts: { id: string; label: string; value: string }[];
  /** What a claim pays now, as text. */
  amount: string;
  levelsTitle: string;
  levels: CashbackLevelRow[];
  claim: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
  message: { text: string; tone: 'info' | 'error' } | null;
}

export interface OfficeCashbackInput {
  t: TFunction;
  lng: string;
  kind: CashbackKind;
  data: Cashback | undefined;
  isError: boolean;
  isBusy: boolean;
  message: OfficeCashbackModel['message'];
  formatDate(iso: string): string;
  actions: { claim(): void };
}

const money = (minor: number, iso: string, lng: string) => balanceText({ moneyMinor: minor, iso }, { lng, hidden: false });

/** The page's model from the cashback call (pure). */
export function officeCashbackModel({ t, lng, kind, data, isError, isBusy, message, formatDate, actions }: OfficeCashbackInput): OfficeCashbackModel {
  const iso = data?.iso ?? 'RUB';
  return {
    title: t(`cashback_title_${kind}`),
    status: data ? 'ready' : isError ? 'error' : 'loading',
    statusText: isError ? t('cashback_error') : t('cashback_loading'),
    level: data ? t('cashback_level', { level: data.level, percent: data.percent }) : '',
    facts: data
      ? [
          { id: 'stakes', label: t('cashback_stakes'), value: money(data.stakesMinor, iso, lng) },
          { id: 'loss', label: t('cashback_loss'), value: money(data.lossMinor, iso, lng) },
          { id: 'last', label: t('cashback_last_claim'), value: data.lastClaimAt ? formatDate(data.lastClaimAt) : t('cashback_never') },
        ]
      : [],
    amount: data ? t('cashback_amount', { amount: money(data.amountMinor, iso, lng) }) : '',
    levelsTitle: t('cashback_levels'),
    levels: (data?.levels ?? []).map((level) => ({
      id: level.level,
      label: t('cashback_level_name', { level: level.level }),
      threshold: level.minStakesMinor === 0 ? t('cashback_from_start') : t('cashback_from', { amount: money(level.minStakesMinor, iso, lng) }),
      percent: `${level.percent}%`,
      isCurrent: level.level === data?.level,
    })),
    claim: { label: isBusy ? t('cashback_claiming') : t('cashback_claim'), isBusy, isDisabled: isBusy || !data || data.amountMinor <= 0, onPress: actions.claim },
    message,
  };
}

/**
 * VIP and premium cashback (spec S2 §3 "cashback mode"): the level from the last 30 days' stakes and a percent of
 * the net losses since the last claim, claimed into the main account through the reference API.
 */
export function useOfficeCashbackScreen(options: { kind?: CashbackKind } = {}): OfficeCashbackModel {
  const route = useCurrentRoute();
  const kind = options.kind ?? (route?.id === 'office-premium-cashback' ? 'premium' : 'vip');
  const { t, i18n } = useTranslation('office');
  const dates = useDateFormatter('dateTime');
  const lng = i18n.language || 'en';
  const { api } = useSessionServices();
  const accounts = useOptionalOfficeServices();
  const cashback = useSWR(officeKeys.cashback(kind), () => api.office.getCashback(kind));
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState<OfficeCashbackModel['message']>(null);
  return officeCashbackModel({
    t,
    lng,
    kind,
    data: cashback.data,
    isError: Boolean(cashback.error),
    isBusy,
    message,
    formatDate: (iso) => dates.format(new Date(iso)),
    actions: {
      claim: () => {
        if (isBusy) return;
        setBusy(true);
        setMessage(null);
        api.office.claimCashback(kind).then(
          (answer) => {
            setBusy(false);
            setMessage({ text: t('cashback_claimed', { amount: money(answer.claimedMinor, answer.cashback.iso, lng) }), tone: 'info' });
            void cashback.mutate(answer.cashback, { revalidate: false });
            void accounts?.store.refresh();
          },
          (error: unknown) => {
            setBusy(false);
            const code = error instanceof ApiError ? String(error.details[0]?.code ?? '') : '';
            setMessage({ text: t(code === 'nothing_to_claim' || code === 'already_claimed' ? `cashback_error_${code}` : 'cashback_error_failed'), tone: 'error' });
            void cashback.mutate();
          },
        );
      },
    },
  });
}
