import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type BonusesResponse } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { balanceText } from '../../accounts/accounts-rules.ts';
import { useOptionalOfficeServices } from '../../accounts/use-accounts.tsx';
import { routeHref } from '../../routes/route-links.ts';
import { useSessionServices } from '../../session/use-session.ts';
import { useCurrentRoute } from '../../shell/use-shell.ts';

export type BonusesSection = 'deposit' | 'wager';

/** A button of the page. */
export interface BonusButton {
  label: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** A deposit bonus on offer: its terms as lines, what it gives now (or why not), and the opt-in. */
export interface BonusOfferRow {
  id: string;
  title: string;
  terms: string[];
  /** "You get 1,000.00 RUB" or "Deposit at least 500.00 RUB first". */
  value: string;
  isAvailable: boolean;
  optIn: BonusButton;
}

/** A bonus the player took, with its wagering progress (ten steps) and, while active, the cancel. */
export interface WagerRow {
  id: number;
  title: string;
  status: string;
  isActive: boolean;
  progress: { label: string; value: number; max: number; filledSteps: number; text: string };
  cancel: BonusButton | null;
}

/** office/bonuses/deposit and office/bonuses/wager: the offers, or the wagering of the bonuses taken. */
export interface OfficeBonusesModel {
  title: string;
  section: BonusesSection;
  tabs: { id: BonusesSection; label: string; href: string; isCurrent: boolean }[];
  status: 'loading' | 'error' | 'ready';
  statusText: string;
  offers: BonusOfferRow[];
  wagers: WagerRow[];
  /** Shown when the section has no rows. */
  emptyText: string;
  message: { text: string; tone: 'info' | 'error' } | null;
}

export interface OfficeBonusesInput {
  t: TFunction;
  lng: string;
  section: BonusesSection;
  data: BonusesResponse | undefined;
  isError: boolean;
  /** The offer or bonus an action is running for. */
  busyId: string | null;
  message: OfficeBonusesModel['message'];
  actions: { optIn(offerId: string): void; cancel(bonusId: number): void };
}

const money = (minor: number, iso: string, lng: string) => balanceText({ moneyMinor: minor, iso }, { lng, hidden: false });

/** The page's model from the bonuses call (pure: tests and fixtures use it directly). */
export function officeBonusesModel({ t, lng, section, data, isError, busyId, message, actions }: OfficeBonusesInput): OfficeBonusesModel {
  const active = data?.bonuses.find((bonus) => bonus.status === 'active');
  const offerTitle = (id: string) => t(`bonuses_offer_${id}`, { defaultValue: id });
  return {
    title: t('bonuses_title'),
    section,
    tabs: (['deposit', 'wager'] as const).map((id) => ({ id, label: t(`bonuses_tab_${id}`), href: routeHref(`office-bonuses-${id}`, lng), isCurrent: id === section })),
    status: data ? 'ready' : isError ? 'error' : 'loading',
    statusText: isError ? t('bonuses_error') : t('bonuses_loading'),
    offers: (data?.offers ?? []).map((offer) => {
      const isAvailable = offer.bonusMinor !== null && !active;
      return {
        id: offer.id,
        title: offerTitle(offer.id),
        terms: [
          t('bonuses_terms_percent', { percent: offer.percent, max: money(offer.maxBonusMinor, offer.iso, lng) }),
          t('bonuses_terms_min', { min: money(offer.minDepositMinor, offer.iso, lng) }),
          t('bonuses_terms_wager', { times: offer.wagerMultiplier }),
        ],
        value:
          offer.bonusMinor === null
            ? t('bonuses_need_deposit', { min: money(offer.minDepositMinor, offer.iso, lng) })
            : active
              ? t('bonuses_one_at_a_time')
              : t('bonuses_you_get', { amount: money(offer.bonusMinor, offer.iso, lng) }),
        isAvailable,
        optIn: { label: t('bonuses_opt_in'), isBusy: busyId === offer.id, isDisabled: !isAvailable || busyId !== null, onPress: () => actions.optIn(offer.id) },
      };
    }),
    wagers: (data?.bonuses ?? []).map((bonus) => {
      const max = bonus.wagerRequiredMinor;
      const value = Math.min(bonus.wageredMinor, max);
      const isActive = bonus.status === 'active';
      return {
        id: bonus.id,
        title: t('bonuses_wager_title', { name: offerTitle(bonus.offerId), amount: money(bonus.bonusMinor, bonus.iso, lng) }),
        status: t(`bonuses_status_${bonus.status}`),
        isActive,
        progress: {
          label: t('bonuses_progress'),
          value,
          max,
          // Whole steps of ten, rounded down: a step fills only when its tenth is wagered.
          filledSteps: max > 0 ? Math.floor((value * 10) / max) : 0,
          text: t('bonuses_progress_text', { done: money(value, bonus.iso, lng), total: money(max, bonus.iso, lng) }),
        },
        cancel: isActive ? { label: t('bonuses_cancel'), isBusy: busyId === String(bonus.id), isDisabled: busyId !== null, onPress: () => actions.cancel(bonus.id) } : null,
      };
    }),
    emptyText: section === 'deposit' ? t('bonuses_no_offers') : t('bonuses_no_wager'),
    message,
  };
}

const errorCode = (error: unknown) => (error instanceof ApiError ? String(error.details[0]?.code ?? 'failed') : 'failed');
const KNOWN_ERRORS = new Set(['no_qualifying_deposit', 'bonus_active', 'bonus_not_active', 'offer_not_found']);

/**
 * Deposit bonuses (office/bonuses/deposit) and their wagering (office/bonuses/wager) over the reference API's bonus
 * calls (the section comes from the route): opting in credits the bonus account (type 4, ACCT-003, ACCT-006); cancelling forfeits what is left.
 */
export function useOfficeBonusesScreen(options: { section?: BonusesSection } = {}): OfficeBonusesModel {
  const route = useCurrentRoute();
  const section = options.section ?? (route?.id === 'office-bonuses-wager' ? 'wager' : 'deposit');
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const { api } = useSessionServices();
  const accounts = useOptionalOfficeServices();
  const bonuses = useSWR(officeKeys.bonuses(), () => api.office.getBonuses());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<OfficeBonusesModel['message']>(null);
  const run = (id: string, call: () => Promise<unknown>, done: string) => {
    if (busyId !== null) return;
    setBusyId(id);
    setMessage(null);
    call().then(
      () => {
        setBusyId(null);
        setMessage({ text: done, tone: 'info' });
        void bonuses.mutate();
        // The balances in the header follow the credit or forfeit.
        void accounts?.store.refresh();
      },
      (error: unknown) => {
        setBusyId(null);
        const code = errorCode(error);
        setMessage({ text: t(`bonuses_error_${KNOWN_ERRORS.has(code) ? code : 'failed'}`), tone: 'error' });
        void bonuses.mutate();
      },
    );
  };
  return officeBonusesModel({
    t,
    lng,
    section,
    data: bonuses.data,
    isError: Boolean(bonuses.error),
    busyId,
    message,
    actions: {
      optIn: (offerId) => run(offerId, () => api.office.optInBonus(offerId), t('bonuses_opted_in')),
      cancel: (bonusId) => run(String(bonusId), () => api.office.cancelBonus(bonusId), t('bonuses_cancelled')),
    },
  });
}
