// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
// The office calls' answers (docs/decisions.md CALL-035 to CALL-038, "Ledger", "Payment simulator"); the reference
// API answers with these very types, so client and server cannot drift.
import * as z from 'zod/mini';
import { placedCouponSchema } from '../coupon/coupon-schemas.ts';

/** Money on the wire: an exact decimal string with two places ("1000.50"), never a float. */
export const decimalMoney = z.string().check(z.regex(/^-?\d{1,16}\.\d{2}$/));
/** Minor units (cents): the amount every calculation uses. */
export const minorUnits = z.int();

/** Account types: 0 main, 4 bonus, 9 currency (spec: S2 §3 "Account"; ACCT-002 to ACCT-004). */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** The bonus of a bonus account (ACCT-006). */
export const accountBonusSchema = z.object({ idBonus: z.int(), money: decimalMoney });

/** One account (ACCT-001): the spec's fields, the balance as a decimal and in minor units, and whether it is frozen. */
export const accountSchema = z.object({
  id: z.int(),
  type: z.literal([0, 4, 9]),
  iso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  symbol: z.string(),
  currencyId: z.int(),
  money: decimalMoney,
  moneyMinor: minorUnits,
  points: z.int(),
  label: z.nullable(z.string()),
  isActive: z.boolean(),
  isPointsTypeBalance: z.boolean(),
  isFrozen: z.boolean(),
  bonus: z.nullable(accountBonusSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** CALL-035 / CALL-036: `{ accounts }`, the active one flagged. */
export const accountsResponseSchema = z.object({ accounts: z.array(accountSchema) });
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

/** CALL-037 / CALL-038: `{ success, data: { message } }`. */
export const currencyChangeResponseSchema = z.object({ success: z.boolean(), data: z.object({ message: z.string() }) });
export type CurrencyChangeResponse = z.infer<typeof currencyChangeResponseSchema>;

/** A currency the player may hold, and whether an open account in it exists already. */
export const officeCurrencySchema = z.object({ id: z.int(), iso: z.string(), symbol: z.string(), name: z.string(), isAdded: z.boolean() });
export const officeCurrenciesResponseSchema = z.object({ currencies: z.array(officeCurrencySchema) });
export type OfficeCurrency = z.infer<typeof officeCurrencySchema>;

/** CALL-029: the first-deposit bonus popup's information. */
export const bonusPopupInformationSchema = z.object({
  bonusPopupInformation: z.object({
    isAvailable: z.boolean(),
    /** Percent of the first deposit credited to the bonus account. */
    percent: z.int(),
    maxBonus: decimalMoney,
    maxBonusMinor: minorUnits,
    iso: z.string(),
  }),
});
export type BonusPopupInformation = z.infer<typeof bonusPopupInformationSchema>['bonusPopupInformation'];

/** One ledger entry: what moved the balance, by how much (minor units) and the balance after it. */
export const LEDGER_KINDS = ['opening', 'bet_stake', 'bet_win', 'deposit', 'withdrawal_hold', 'withdrawal_release', 'bonus', 'reward', 'bonus_forfeit', 'bonus_release', 'bonus_payout'] as const;
export const ledgerEntrySchema = z.object({
  id: z.int(),
  accountId: z.int(),
  kind: z.enum(LEDGER_KINDS),
  amountMinor: minorUnits,
  balanceAfterMinor: minorUnits,
  couponId: z.nullable(z.int()),
  paymentId: z.nullable(z.int()),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerResponseSchema = z.object({ entries: z.array(ledgerEntrySchema), balanceMinor: minorUnits, ledgerSumMinor: minorUnits });
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** Payment outcomes of the simulated provider, and the payment statuses (`created` before the provider answered). */
export const PAYMENT_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export const PAYMENT_STATUSES = ['created', 'pending', 'success', 'fail', 'cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentDirection = 'deposit' | 'withdrawal';

export const paymentSchema = z.object({
  id: z.int(),
  direction: z.enum(['deposit', 'withdrawal']),
  accountId: z.int(),
  accountType: z.literal([0, 4, 9]),
  iso: z.string(),
  method: z.string(),
  amount: decimalMoney,
  amountMinor: minorUnits,
  status: z.enum(PAYMENT_STATUSES),
  /** When a pending payment settles by itself. */
  settleAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A started payment: where the browser goes next (the provider's page, or the result page once decided). */
export const paymentStepSchema = z.object({ payment: paymentSchema, redirectUrl: z.string().check(z.regex(/^\/[^/\\]/)) });
export type PaymentStep = z.infer<typeof paymentStepSchema>;
export const paymentResponseSchema = z.object({ payment: paymentSchema });
export const paymentsResponseSchema = z.object({ payments: z.array(paymentSchema), nextBeforeId: z.nullable(z.int()) });
export type PaymentsPage = z.infer<typeof paymentsResponseSchema>;

/** A payment method and its amounts in the account's currency. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  minMinor: minorUnits,
  maxMinor: minorUnits,
  /** Quick amounts shown as buttons. */
  presetsMinor: z.array(minorUnits),
  /** The provider has taken this method out of service for now (SHELL-017: the bills method's modal). */
  outOfService: z.optional(z.boolean()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({ iso: z.string(), methods: z.array(paymentMethodSchema) });
export type PaymentMethods = z.infer<typeof paymentMethodsResponseSchema>;

/** Bet history: the player's coupons, newest first, and where the next page starts. */
export const betHistoryResponseSchema = z.object({ coupons: z.array(placedCouponSchema), nextBeforeId: z.nullable(z.int()) });
export type BetHistoryPage = z.infer<typeof betHistoryResponseSchema>;

/** Mailing and notification settings and the other office settings (spec: S2 §3; UCFG-033 to UCFG-035). */
export const officeSettingsSchema = z.object({
  enable_mail_news: z.boolean(),
  enable_mail_deposit: z.boolean(),
  enable_mail_bets: z.boolean(),
  enable_sms_news: z.boolean(),
  /** 0 none, 1 sports, 2 casino. */
  bonus_type: z.literal([0, 1, 2]),
  first_deposit_bonus_type: z.literal([0, 1, 2]),
  /** 1: points from bets; otherwise percent on balance (UCFG-035). */
  cashback_mode: z.literal([0, 1]),
  user_hide_balance: z.boolean(),
  /** Display settings kept for the player (spec: S2 §3 global settings); older answers may lack them. */
  coef_view_id: z.optional(z.literal([0, 1, 2, 4, 5, 6, 14, 15, 16])),
  /** Hours from UTC the player chose; null: the browser's own zone. */
  time_zone: z.optional(z.nullable(z.number().check(z.gte(-12), z.lte(14)))),
  is_12h: z.optional(z.boolean()),
  /** 0 light, 1 dark; null: follow the system. */
  app_theme: z.optional(z.nullable(z.literal([0, 1]))),
  /** 0 European, 1 Asian. */
  app_view_type: z.optional(z.literal([0, 1])),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;
export const officeSettingsResponseSchema = z.object({ settings: officeSettingsSchema });

/** Personal data (spec: S2 §3 "Personal data fields"; UCFG-032). Text fields are null when not given. */
export const personalDataSchema = z.object({
  login: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  registrationDate: z.string(),
  mainId: z.int(),
  activeId: z.nullable(z.int()),
  name: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  middleName: z.nullable(z.string()),
  birthdayDate: z.nullable(z.string()),
  birthdayPlace: z.nullable(z.string()),
  country: z.nullable(z.string()),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  registrationAddress: z.nullable(z.string()),
  passportNumber: z.nullable(z.string()),
  passportSeries: z.nullable(z.string()),
  passportIssueDate: z.nullable(z.string()),
  passportType: z.nullable(z.int()),
  passportIssuedBy: z.nullable(z.string()),
  inn: z.nullable(z.string()),
  /** A PIN code is set (UCFG-032); the code itself never leaves the API. */
  hasPinCode: z.boolean(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
export const personalDataResponseSchema = z.object({ personalData: personalDataSchema });

/** Security state: the protection methods as the user config names them (UCFG-010) and the level. */
export const securityStateSchema = z.object({
  protection_level: z.int(),
  protection_methods: z.object({
    is_changed_password: z.boolean(),
    enable_two_factor_auth: z.boolean(),
    enable_phone_binding: z.boolean(),
    enable_security_question: z.boolean(),
    enable_email_auth: z.boolean(),
  }),
  activation_type: z.literal([0, 1, 2, 3]),
  phone: z.nullable(z.string()),
  /** The player's own account block (UCFG-012). */
  is_blocked: z.boolean(),
});
export type SecurityState = z.infer<typeof securityStateSchema>;
/** Turning two-step on answers the code the player signs in with (the demo has no authenticator app). */
export const twoStepResponseSchema = z.object({ security: securityStateSchema, code: z.optional(z.string()) });
export const securityResponseSchema = z.object({ security: securityStateSchema });
export const phoneCodeSentSchema = z.object({ success: z.literal(true), expiresIn: z.int() });

/** `{ success: true }` of a change that answers nothing else (the password). */
export const okResponseSchema = z.object({ success: z.literal(true) });
