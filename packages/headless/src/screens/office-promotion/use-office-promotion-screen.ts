import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type Promotion } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { balanceText } from '../../accounts/accounts-rules.ts';
import { useOptionalOfficeServices } from '../../accounts/use-accounts.tsx';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { useSessionServices } from '../../session/use-session.ts';

/** What a promo code looks like once trimmed and upper-cased: 3 to 32 letters, digits or -. */
const CODE = /^[A-Z0-9-]{3,32}$/;

/** The typed code, cleaned as the API cleans it, or the reason it cannot be sent. */
export function promoCodeDraft(text: string): { code: string } | { error: 'empty' | 'format' } {
  const code = text.trim().toUpperCase();
  if (code === '') return { error: 'empty' };
  return CODE.test(code) ? { code } : { error: 'format' };
}

export interface PromotionRow {
  code: string;
  reward: string;
  ends: string;
  status: string;
  isRedeemed: boolean;
  /** Puts the code in the field; null once redeemed. */
  use: { label: string; onPress(): void } | null;
}

/** office/promotion: the promo code form and the promotions on offer. */
export interface OfficePromotionModel {
  title: string;
  form: {
    title: string;
    field: { label: string; value: string; error?: string; onText(text: string): void };
    submit: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
    message: { text: string; tone: 'success' | 'error' } | null;
  };
  listTitle: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string;
  emptyText: string;
  promotions: PromotionRow[];
}

export interface OfficePromotionInput {
  t: TFunction;
  lng: string;
  promotions: readonly Promotion[] | undefined;
  isError: boolean;
  draft: { text: string; isSubmitted: boolean; isBusy: boolean; message: OfficePromotionModel['form']['message'] };
  formatDate(iso: string): string;
  actions: { setText(text: string): void; submit(): void };
}

const money = (minor: number, iso: string, lng: string) => balanceText({ moneyMinor: minor, iso }, { lng, hidden: false });

export function officePromotionModel({ t, lng, promotions, isError, draft, formatDate, actions }: OfficePromotionInput): OfficePromotionModel {
  const checked = promoCodeDraft(draft.text);
  const error = draft.isSubmitted && 'error' in checked ? t(`promotion_code_${checked.error}`) : undefined;
  return {
    title: t('promotion_title'),
    form: {
      title: t('promotion_form_title'),
      field: { label: t('promotion_code_label'), value: draft.text, ...(error ? { error } : {}), onText: actions.setText },
      submit: { label: draft.isBusy ? t('promotion_applying') : t('promotion_apply'), isBusy: draft.isBusy, isDisabled: draft.isBusy, onPress: actions.submit },
      message: draft.message,
    },
    listTitle: t('promotion_list_title'),
    status: promotions ? 'ready' : isError ? 'error' : 'loading',
    statusText: isError ? t('promotion_error') : t('promotion_loading'),
    emptyText: t('promotion_empty'),
    promotions: (promotions ?? []).map((promo) => ({
      code: promo.code,
      reward: t('promotion_reward', { amount: money(promo.rewardMinor, promo.iso, lng) }),
      ends: t('promotion_ends', { date: formatDate(promo.endsAt) }),
      status: promo.isRedeemed ? t('promotion_redeemed') : t('promotion_available'),
      isRedeemed: promo.isRedeemed,
      use: promo.isRedeemed ? null : { label: t('promotion_use'), onPress: () => actions.setText(promo.code) },
    })),
  };
}

const KNOWN = new Set(['promo_not_found', 'promo_already_used', 'own_referral_code', 'already_referred']);

/**
 * office/promotion (account menu section promo_check): a promo code, a promotion's or a friend's referral code,
 * applied through the reference API, which credits the bonus account; and the promotions on offer.
 */
export function useOfficePromotionScreen(): OfficePromotionModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const dates = useDateFormatter('date', 'UTC');
  const { api } = useSessionServices();
  const accounts = useOptionalOfficeServices();
  const promotions = useSWR(officeKeys.promotions(), () => api.office.getPromotions());
  const [draft, setDraft] = useState<OfficePromotionInput['draft']>({ text: '', isSubmitted: false, isBusy: false, message: null });
  return officePromotionModel({
    t,
    lng,
    promotions: promotions.data,
    isError: Boolean(promotions.error),
    draft,
    formatDate: (iso) => dates.format(new Date(iso)),
    actions: {
      setText: (text) => setDraft((current) => ({ ...current, text, isSubmitted: false, message: null })),
      submit: () => {
        const checked = promoCodeDraft(draft.text);
        if (draft.isBusy) return;
        if ('error' in checked) return setDraft((current) => ({ ...current, isSubmitted: true, message: null }));
        setDraft((current) => ({ ...current, isSubmitted: true, isBusy: true, message: null }));
        api.office.applyPromoCode(checked.code).then(
          (answer) => {
            const text = t(answer.kind === 'referral' ? 'promotion_applied_referral' : 'promotion_applied', { code: answer.code, amount: money(answer.rewardMinor, answer.iso, lng) });
            setDraft({ text: '', isSubmitted: false, isBusy: false, message: { text, tone: 'success' } });
            void promotions.mutate();
            void accounts?.store.refresh();
          },
          (error: unknown) => {
            const code = error instanceof ApiError ? String(error.details[0]?.code ?? '') : '';
            setDraft((current) => ({ ...current, isBusy: false, message: { text: t(`promotion_error_${KNOWN.has(code) ? code : 'failed'}`), tone: 'error' } }));
          },
        );
      },
    },
  });
}
