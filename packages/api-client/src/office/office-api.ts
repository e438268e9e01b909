import type { HttpClient, Schema } from '../http/http-client.ts';
import { couponResponseSchema, type PlacedCouponView } from '../coupon/coupon-schemas.ts';
import { webApiPath } from '../http/api-paths.ts';
import { idsParam } from './office-keys.ts';

export { officeKeys } from './office-keys.ts';
import {
  accountsResponseSchema,
  betHistoryResponseSchema,
  bonusPopupInformationSchema,
  currencyChangeResponseSchema,
  ledgerResponseSchema,
  officeCurrenciesResponseSchema,
  officeSettingsResponseSchema,
  okResponseSchema,
  paymentMethodsResponseSchema,
  paymentResponseSchema,
  paymentsResponseSchema,
  paymentStepSchema,
  personalDataResponseSchema,
  phoneCodeSentSchema,
  securityResponseSchema,
  twoStepResponseSchema,
  type Account,
  type BetHistoryPage,
  type BonusPopupInformation,
  type CurrencyChangeResponse,
  type LedgerResponse,
  type OfficeCurrency,
  type OfficeSettings,
  type Payment,
  type PaymentDirection,
  type PaymentMethods,
  type PaymentOutcome,
  type PaymentsPage,
  type PaymentStep,
  type PersonalData,
  type SecurityState,
} from './office-schemas.ts';
import {
  bonusesResponseSchema,
  cashbackClaimResponseSchema,
  cashbackResponseSchema,
  ideaResponseSchema,
  playerBonusResponseSchema,
  promoApplyResponseSchema,
  promotionsResponseSchema,
  referralsResponseSchema,
  rewardsResponseSchema,
  type BonusesResponse,
  type Cashback,
  type CashbackKind,
  type IdeaBody,
  type PlayerBonus,
  type PromoApplyResult,
  type Promotion,
  type Referrals,
  type Rewards,
} from './rewards-schemas.ts';

/** The office calls sit under `/web-api/officeapi/v1` (docs/decisions.md CALL-029, CALL-035 to CALL-038). */
export const OFFICE_BASE_PATH = webApiPath('/officeapi/v1');

export interface BetHistoryFilter {
  /** Inclusive days, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  /** Coupon status ids: -2 open, 0 lost, 1 won. */
  status?: readonly number[];
  /** Coupon types: 1 express, 2 system, 3 chain, 4 blocks, 9 singles. */
  typeId?: readonly number[];
  limit?: number;
  beforeId?: number;
  lang?: string;
}

export interface PaymentsFilter {
  accountId?: number;
  direction?: PaymentDirection;
  limit?: number;
  beforeId?: number;
}

export interface NewPaymentBody {
  accountId: number;
  /** Whole minor units (cents). */
  amountMinor: number;
  method: string;
  /** The language of the onpay page the provider returns to. */
  lang?: string;
}

/** Editable personal data fields. */
/** A personal data change; `pinCode` sets (4 to 6 digits) or, null, removes the PIN code, and needs a solved captcha (UCFG-032). */
export type PersonalDataChange = Partial<Omit<PersonalData, 'login' | 'email' | 'phone' | 'registrationDate' | 'mainId' | 'activeId' | 'hasPinCode'> & { pinCode: string | null }>;

export interface OfficeCallOptions {
  signal?: AbortSignal;
}

/**
 * The office service: every call needs the signed-in player (bearer token, refreshed on 401) and is never cached.
 * Answers are checked against the schemas the reference API answers with.
 */
export function createOfficeApi(http: HttpClient) {
  const path = (rest: `/${string}`) => `${OFFICE_BASE_PATH}${rest}`;
  const get = <T>(rest: `/${string}`, schema: Schema<T>, query: Record<string, string | number | undefined> = {}, options: OfficeCallOptions = {}) =>
    http.request({ path: path(rest), schema, query, auth: true, cache: 'no-store', signal: options.signal });
  const send = <T>(method: 'POST' | 'PATCH' | 'DELETE', rest: `/${string}`, schema: Schema<T>, body?: unknown, extra: { query?: Record<string, string | number>; headers?: Record<string, string>; signal?: AbortSignal } = {}) =>
    http.request({ method, path: path(rest), schema, body, auth: true, cache: 'no-store', query: extra.query, headers: extra.headers, signal: extra.signal });

  return {
    /** CALL-035: the accounts, the active one flagged. */
    getAccounts: async (options?: OfficeCallOptions): Promise<Account[]> => (await get('/accounts', accountsResponseSchema, {}, options)).accounts,
    /** CALL-036: makes the account active; answers the accounts. */
    setActiveAccount: async (accountId: number, options?: OfficeCallOptions): Promise<Account[]> =>
      (await send('POST', '/accounts/active', accountsResponseSchema, undefined, { query: { id: accountId }, signal: options?.signal })).accounts,
    /** The operator's currencies and which the player holds. */
    getCurrencies: async (options?: OfficeCallOptions): Promise<OfficeCurrency[]> => (await get('/currencies', officeCurrenciesResponseSchema, {}, options)).currencies,
    /** CALL-037: opens a currency account; `data.message` says so. */
    addCurrency: (currencyId: number, options?: OfficeCallOptions): Promise<CurrencyChangeResponse> => send('POST', '/currencies', currencyChangeResponseSchema, { currencyId }, options),
    /** CALL-038: removes an empty currency account. */
    removeCurrency: (currencyId: number, options?: OfficeCallOptions): Promise<CurrencyChangeResponse> => send('DELETE', `/currencies/${currencyId}`, currencyChangeResponseSchema, undefined, options),
    /** An account's ledger entries, newest first, with its balance and the ledger's sum. */
    getLedger: (accountId: number, page: { limit?: number; beforeId?: number } = {}, options?: OfficeCallOptions): Promise<LedgerResponse> =>
      get('/ledger', ledgerResponseSchema, { accountId, limit: page.limit, beforeId: page.beforeId }, options),
    /** CALL-029: the first-deposit bonus popup's information. */
    getBonusPopupInformation: async (options?: OfficeCallOptions): Promise<BonusPopupInformation> => (await get('/bonus-popup-information', bonusPopupInformationSchema, {}, options)).bonusPopupInformation,
    /** Payment methods for the account and direction, amounts in minor units. */
    getPaymentMethods: (accountId: number, direction: PaymentDirection = 'deposit', options?: OfficeCallOptions): Promise<PaymentMethods> =>
      get('/payments/methods', paymentMethodsResponseSchema, { accountId, direction }, options),
    /** Starts a deposit: the payment and the provider's page to open. The key makes a retry answer the same payment. */
    startDeposit: (body: NewPaymentBody, idempotencyKey: string, options?: OfficeCallOptions): Promise<PaymentStep> =>
      send('POST', '/payments/deposit', paymentStepSchema, body, { headers: { 'Idempotency-Key': idempotencyKey }, signal: options?.signal }),
    /** Starts a withdrawal; its amount is reserved at once. */
    startWithdrawal: (body: NewPaymentBody, idempotencyKey: string, options?: OfficeCallOptions): Promise<PaymentStep> =>
      send('POST', '/payments/withdrawal', paymentStepSchema, body, { headers: { 'Idempotency-Key': idempotencyKey }, signal: options?.signal }),
    /** The simulated provider's answer (what its page's buttons send): the payment and the onpay page to go to. */
    decidePayment: (paymentId: number, outcome: PaymentOutcome, options?: OfficeCallOptions): Promise<PaymentStep> =>
      send('POST', `/payment-sim/${paymentId}`, paymentStepSchema, { outcome }, options),
    /** One payment (the onpay pages read its status). */
    getPayment: async (paymentId: number, options?: OfficeCallOptions): Promise<Payment> => (await get(`/payments/${paymentId}`, paymentResponseSchema, {}, options)).payment,
    /** Payment history (historypay), newest first. */
    getPayments: (filter: PaymentsFilter = {}, options?: OfficeCallOptions): Promise<PaymentsPage> =>
      get('/payments', paymentsResponseSchema, { accountId: filter.accountId, direction: filter.direction, limit: filter.limit, beforeId: filter.beforeId }, options),
    /** Bet history: coupons placed through the coupon, filtered by date, status and type. */
    getBets: (filter: BetHistoryFilter = {}, options?: OfficeCallOptions): Promise<BetHistoryPage> =>
      get(
        '/bets',
        betHistoryResponseSchema,
        { lang: filter.lang, dateFrom: filter.dateFrom, dateTo: filter.dateTo, status: idsParam(filter.status), typeId: idsParam(filter.typeId), limit: filter.limit, beforeId: filter.beforeId },
        options,
      ),
    /** One coupon of the history (its detail). */
    getBet: async (couponId: number, lang?: string, options?: OfficeCallOptions): Promise<PlacedCouponView> => (await get(`/bets/${couponId}`, couponResponseSchema, { lang }, options)).coupon,
    getSettings: async (options?: OfficeCallOptions): Promise<OfficeSettings> => (await get('/settings', officeSettingsResponseSchema, {}, options)).settings,
    /** Changes some settings; answers all of them. */
    updateSettings: async (change: Partial<OfficeSettings>, options?: OfficeCallOptions): Promise<OfficeSettings> => (await send('PATCH', '/settings', officeSettingsResponseSchema, change, options)).settings,
    getPersonalData: async (options?: OfficeCallOptions): Promise<PersonalData> => (await get('/personal-data', personalDataResponseSchema, {}, options)).personalData,
    updatePersonalData: async (change: PersonalDataChange, options?: OfficeCallOptions): Promise<PersonalData> =>
      (await send('PATCH', '/personal-data', personalDataResponseSchema, change, options)).personalData,
    getSecurity: async (options?: OfficeCallOptions): Promise<SecurityState> => (await get('/security', securityResponseSchema, {}, options)).security,
    /** Changes the password after checking the current one. */
    changePassword: async (oldPassword: string, newPassword: string, options?: OfficeCallOptions): Promise<void> => void (await send('POST', '/security/password', okResponseSchema, { oldPassword, newPassword }, options)),
    /** Two-step sign-in on or off; on answers the code to sign in with. */
    setTwoStep: (enabled: boolean, password: string, options?: OfficeCallOptions) => send('POST', '/security/two-step', twoStepResponseSchema, { enabled, password }, options),
    /** Blocks or unblocks the player's own account (UCFG-012); answers the security state with `is_blocked`. */
    setBlocked: async (isBlocked: boolean, options?: OfficeCallOptions): Promise<SecurityState> => (await send('POST', '/security/block', securityResponseSchema, { is_blocked: isBlocked }, options)).security,
    /** Sends the phone binding code by SMS. */
    sendPhoneCode: (phoneNumber: string, countryCode?: string, options?: OfficeCallOptions) =>
      send('POST', '/security/phone/code', phoneCodeSentSchema, { phone_number: phoneNumber, ...(countryCode ? { country_code: countryCode } : {}) }, options),
    /** Binds the phone with its SMS code; answers the security state (activation type updated). */
    bindPhone: async (phoneNumber: string, code: string, countryCode?: string, options?: OfficeCallOptions): Promise<SecurityState> =>
      (await send('POST', '/security/phone', securityResponseSchema, { phone_number: phoneNumber, code, ...(countryCode ? { country_code: countryCode } : {}) }, options)).security,
    /** Deposit bonuses on offer and the player's bonuses with their wagering progress. */
    getBonuses: (options?: OfficeCallOptions): Promise<BonusesResponse> => get('/bonuses', bonusesResponseSchema, {}, options),
    /** Opts in to a deposit bonus: credited to the bonus account, wagering starts. */
    optInBonus: async (offerId: string, options?: OfficeCallOptions): Promise<PlayerBonus> => (await send('POST', '/bonuses', playerBonusResponseSchema, { offerId }, options)).bonus,
    /** Cancels the active bonus; what is left of it is forfeited. */
    cancelBonus: async (bonusId: number, options?: OfficeCallOptions): Promise<PlayerBonus> => (await send('POST', `/bonuses/${bonusId}/cancel`, playerBonusResponseSchema, undefined, options)).bonus,
    /** A cashback programme's level and what can be claimed. */
    getCashback: async (kind: CashbackKind, options?: OfficeCallOptions): Promise<Cashback> => (await get(`/cashback/${kind}`, cashbackResponseSchema, {}, options)).cashback,
    /** Claims the cashback into the main account. */
    claimCashback: (kind: CashbackKind, options?: OfficeCallOptions) => send('POST', `/cashback/${kind}/claim`, cashbackClaimResponseSchema, undefined, options),
    getPromotions: async (options?: OfficeCallOptions): Promise<Promotion[]> => (await get('/promotions', promotionsResponseSchema, {}, options)).promotions,
    /** Applies a promo code (a promotion's or a friend's referral code). */
    applyPromoCode: (code: string, options?: OfficeCallOptions): Promise<PromoApplyResult> => send('POST', '/promo-codes', promoApplyResponseSchema, { code }, options),
    getReferrals: (options?: OfficeCallOptions): Promise<Referrals> => get('/referrals', referralsResponseSchema, {}, options),
    getRewards: (options?: OfficeCallOptions): Promise<Rewards> => get('/rewards', rewardsResponseSchema, {}, options),
    /** Sends an idea (the form's body, checked by the same schema in the API). */
    shareIdea: (idea: IdeaBody, options?: OfficeCallOptions) => send('POST', '/ideas', ideaResponseSchema, idea, options),
  };
}
export type OfficeApi = ReturnType<typeof createOfficeApi>;
