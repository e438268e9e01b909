// The schemas of user-config.ts; loaded with its calls, so zod is not in the first-load JS.
import * as z from 'zod/mini';

const text = z.lazy(() => z.nullish(z.string()));
const count = z.lazy(() => z.nullish(z.number()));
const flag = z.lazy(() => z.optional(z.boolean()));
/** Sport-id lists are kept ascending (UCFG-002). */
const sportIds = z.lazy(() => z.optional(z.array(z.int()).check(z.overwrite((ids) => [...ids].sort((a, b) => a - b)))));

/** user_data (UCFG-008). */
export const userDataSchema = z.lazy(() => z.looseObject({
  date_birthday: text,
  document_type_id: z.nullish(z.int()),
  inn: text,
  name: text,
  passport: text,
  passport_date: text,
  passport_end_date: text,
  registration_address: text,
  surname: text,
}));

/** protection_methods (UCFG-010). */
export const protectionMethodsSchema = z.lazy(() => z.looseObject({
  is_changed_password: flag,
  enable_two_factor_auth: flag,
  enable_phone_binding: flag,
  enable_security_question: flag,
  enable_email_auth: flag,
}));

/** Recharge-notification flags (UCFG-011): show, text id (default 0), button flag. The spec names none of them. */
export const rechargeNotificationSchema = z.lazy(() => z.looseObject({
  show: flag,
  text_id: z._default(z.int(), 0),
  show_button: flag,
}));

/** Device flags (spec: S2 §3). */
export const deviceFlagsSchema = z.lazy(() => z.looseObject({ mobile: flag, tablet: flag, desktop: flag, ios: flag, android: flag, windows: flag, mac: flag }));

/**
 * The user config (spec: S2 §3 "User config"; UCFG-001). Permissive: every known field is typed when present,
 * absent ones stay undefined, and unknown fields pass through untouched.
 */
export const userConfigSchema = z.lazy(() => z.looseObject({
  disallow_line_sport: sportIds,
  disallow_live_sport: sportIds,
  phone_number: text,
  phone_code: text,
  user_email: text,
  user_name: text,
  user_country_code: text,
  user_country_id: z.nullish(z.int()),
  activation_type: z.optional(z.literal([0, 1, 2, 3])),
  user_ref_id: z.nullish(z.union([z.int(), z.string()])),
  user_msg_count: count,
  isRequiredTransfer: flag,
  is_active_secure_question: flag,
  /** Defaults to true (UCFG-007). */
  user_hide_balance: z._default(z.boolean(), true),
  changed_pass_day_count: count,
  user_data: z.nullish(userDataSchema),
  /** A number or null (UCFG-009). */
  protection_level: z._default(z.nullable(z.number()), null),
  protection_methods: z.nullish(protectionMethodsSchema),
  should_sync_protection_methods: flag,
  is_need_identification: flag,
  ban_level: z.optional(z.int()),
  ban_version: z.nullish(z.union([z.int(), z.string()])),
  user_status_id: z.nullish(z.int()),
  internal_verification_status: z.nullish(z.int()),
  verification_status: z.nullish(z.int()),
  verification_types: z.optional(z.array(z.union([z.int(), z.string()]))),
  isCCLine: flag,
  isCClive: flag,
  isDataAfterRegistration: flag,
  verification_status_group_code: z.nullish(z.union([z.int(), z.string()])),
  requested_additional_document: count,
  has_deposit: flag,
  is_identification_bonus: flag,
  show_verification_modal_on_deposit_page: flag,
  remaining_days_to_activate: count,
  recharge_notification: z._default(rechargeNotificationSchema, () => ({ text_id: 0 })),
  isBlocked: flag,
  /** SEO content: style and content strings. */
  seo: z.optional(z.looseObject({ style: text, content: text })),
  device: z.optional(deviceFlagsSchema),
}));
export type UserConfig = z.infer<typeof userConfigSchema>;

/** The wire answer: `{ result, error }` (docs/decisions.md CALL-034). */
export const userConfigResponseSchema = z.lazy(() => z.object({
  /** An empty object counts as no result (UCFG-015), before defaults could make it look filled. */
  result: z.pipe(
    z.transform((value: unknown) => (typeof value === 'object' && value !== null && Object.keys(value).length === 0 ? null : value)),
    z.nullish(userConfigSchema),
  ),
  error: z.nullish(z.string()),
}));
export type UserConfigResponse = z.infer<typeof userConfigResponseSchema>;
