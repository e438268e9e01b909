import { OPERATOR_REF_ID } from '../config/site-config-store.ts';
import type { UserConfig } from './auth-schemas.ts';
import { readPhone } from './phone.ts';
import type { AccountRow, UserRow } from './users.ts';

/** ISO 3166-1 numeric ids of the countries the demo operator serves; others answer null. */
const COUNTRY_IDS: Record<string, number> = {
  ru: 643, ua: 804, kz: 398, az: 31, de: 276, es: 724, pt: 620, br: 76, tr: 792, fr: 250, it: 380, us: 840, gb: 826,
};

/** Device flags from the User-Agent: enough for the config's mobile/tablet/desktop and OS switches. */
export function deviceFlags(userAgent: string): UserConfig['device'] {
  const ua = userAgent.slice(0, 512);
  const ios = /iPhone|iPad|iPod/i.test(ua);
  const android = /Android/i.test(ua);
  const tablet = /iPad|Tablet/i.test(ua) || (android && !/Mobile/i.test(ua));
  const mobile = !tablet && (/Mobi|iPhone|iPod/i.test(ua) || android);
  return {
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios,
    android,
    windows: /Windows/i.test(ua),
    mac: /Macintosh|Mac OS X/i.test(ua) && !ios,
  };
}

/**
 * spec §3 "User config" for `user`. Activation type: 0 none, 1 e-mail, 2 e-mail and phone, 3 phone.
 * The reference API has no KYC, messages or per-sport exclusions, so those fields carry their neutral
 * values; protection level sums the methods in use (spec §4: ≤30 bad, 31–69 normal, 70–99 good).
 */
export function buildUserConfig(user: UserRow, accounts: AccountRow[], userAgent: string, now: Date): UserConfig {
  const phone = user.phone ? readPhone(user.phone, undefined, false) : null;
  const hasEmail = user.email !== null;
  const hasPhone = user.phone !== null;
  const twoStep = user.two_step_code_hash !== null;
  const country = (phone?.country ?? user.country).toLowerCase();
  const dataMissing = !user.birth_date || !user.first_name || !user.last_name;
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: phone?.nationalNumber ?? '',
    phone_code: phone?.callingCode ?? '',
    user_email: user.email ?? '',
    user_name: user.first_name ?? user.login,
    user_country_code: country,
    user_country_id: COUNTRY_IDS[country] ?? null,
    activation_type: hasEmail && hasPhone ? 2 : hasEmail ? 1 : hasPhone ? 3 : 0,
    user_ref_id: OPERATOR_REF_ID,
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: false,
    user_hide_balance: true,
    changed_pass_day_count: Math.max(0, Math.floor((now.getTime() - new Date(user.created_at).getTime()) / 86_400_000)),
    user_data: {
      date_birthday: user.birth_date,
      document_type_id: null,
      inn: null,
      name: user.first_name,
      passport: null,
      passport_date: null,
      passport_end_date: null,
      registration_address: null,
      surname: user.last_name,
    },
    protection_level: 30 + (hasEmail ? 10 : 0) + (hasPhone ? 20 : 0) + (twoStep ? 40 : 0),
    protection_methods: {
      is_changed_password: false,
      enable_two_factor_auth: twoStep,
      enable_phone_binding: hasPhone,
      enable_security_question: false,
      enable_email_auth: hasEmail,
    },
    should_sync_protection_methods: false,
    is_need_identification: false,
    ban_level: user.ban_level,
    ban_version: 1,
    user_status_id: 0,
    internal_verification_status: 0,
    verification_status: 0,
    verification_types: [],
    isCCLine: false,
    isCClive: false,
    // Quick registrations skip personal data; the guard asks for it before money leaves (GUARD-020 step 4).
    isDataAfterRegistration: user.reg_type !== 'full_reg' && dataMissing,
    verification_status_group_code: null,
    requested_additional_document: 0,
    has_deposit: accounts.some((account) => account.type === 0 && Number(account.money) > 0),
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    recharge_notification: { show: false, text_id: 0, show_button: false },
    isBlocked: false,
    seo: { style: '', content: '' },
    device: deviceFlags(userAgent),
    bonus_type: user.bonus === 1 || user.bonus === 2 ? user.bonus : 0,
    currency: user.currency,
  };
}
