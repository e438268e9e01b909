import { useSiteDates } from '../../settings/use-site-dates.ts';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { officeKeys, type PersonalData, type PersonalDataChange } from '@bf/api-client/office';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { loadPhoneRules } from '../../auth/load-phone-rules.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useSessionServices } from '../../session/use-session.ts';
import { isNotVerified, isPendingVerification, isVerificationAvailable, missingProfileFields } from '../../user-config/user-config-rules.ts';

/** The editable personal data fields, in the form's order. */
export type PersonalField =
  | 'name'
  | 'surname'
  | 'middleName'
  | 'birthdayDate'
  | 'birthdayPlace'
  | 'country'
  | 'region'
  | 'city'
  | 'registrationAddress'
  | 'passportSeries'
  | 'passportNumber'
  | 'passportIssueDate'
  | 'passportType'
  | 'passportIssuedBy'
  | 'inn'
  | 'pinCode';
const FIELDS: readonly PersonalField[] = [
  'name',
  'surname',
  'middleName',
  'birthdayDate',
  'birthdayPlace',
  'country',
  'region',
  'city',
  'registrationAddress',
  'passportSeries',
  'passportNumber',
  'passportIssueDate',
  'passportType',
  'passportIssuedBy',
  'inn',
  'pinCode',
];

/** Passport types (UCFG-032 "type"): 1 national passport, 2 international passport, 3 ID card, 4 residence permit. */
export const PASSPORT_TYPES = [1, 2, 3, 4] as const;

/** The user config's name of each field the required-fields rule checks (UCFG-029). */
const RULE_NAME: Partial<Record<PersonalField, string>> = {
  birthdayDate: 'date_birthday',
  name: 'name',
  surname: 'surname',
  passportNumber: 'passport',
  passportIssueDate: 'passport_date',
  registrationAddress: 'registration_address',
};

/** The format each field must have when given (the reference API checks the same). */
const FORMAT: Partial<Record<PersonalField, RegExp>> = {
  birthdayDate: /^(19|20)\d{2}-\d{2}-\d{2}$/,
  passportIssueDate: /^(19|20)\d{2}-\d{2}-\d{2}$/,
  passportNumber: /^[0-9A-Za-z]{4,16}$/,
  passportSeries: /^[0-9A-Za-z]{1,8}$/,
  inn: /^\d{10,12}$/,
  country: /^[a-z]{2}$/,
  passportType: /^\d{1,2}$/,
  // UCFG-032: the player's PIN code, 4 to 6 digits. Never read back: the field starts empty and a typed code replaces it.
  pinCode: /^\d{4,6}$/,
};

export type PersonalDraft = Record<PersonalField, string>;

export interface PersonalDataField {
  id: PersonalField;
  label: string;
  type: 'text' | 'date' | 'password' | 'select';
  /** A select's choices (country, passport type); the first is "not given" (''). */
  options?: { value: string; label: string }[];
  /** The on-screen keyboard to offer: digits for the PIN code. */
  inputMode?: 'numeric';
  value: string;
  isRequired: boolean;
  error?: string;
  onText(text: string): void;
}

/** The personal data section of office/account. */
export interface PersonalDataModel {
  title: string;
  status: 'loading' | 'ready';
  loadingText: string;
  /** What the player cannot change here: login, contacts, registration date, account number. */
  facts: { id: string; label: string; value: string }[];
  /** The required-fields rule (UCFG-029): which required fields are still empty, or that the profile is complete. */
  required: { text: string; isComplete: boolean };
  fields: PersonalDataField[];
  submit: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
  message: { text: string; tone: 'info' | 'error' } | null;
  /** Where to verify the account, while it is not verified and the site offers verification (UCFG-031). */
  verifyLink: { label: string; href: string } | null;
}

/** The user config's verification fields the section reads. */
export type VerificationConfig = Pick<UserConfig, 'user_status_id' | 'verification_status' | 'verification_types'>;

/** The draft of stored data: every field as text. */
export const draftOf = (data: PersonalData | undefined): PersonalDraft =>
  Object.fromEntries(FIELDS.map((field) => [field, field === 'pinCode' ? '' : String((data?.[field] as string | number | null | undefined) ?? '')])) as PersonalDraft;

/** The fields whose text breaks their format (empty is fine: it clears the field). */
export function personalDataErrors(draft: PersonalDraft): PersonalField[] {
  return FIELDS.filter((field) => {
    const value = draft[field].trim();
    const format = FORMAT[field];
    return value !== '' && format !== undefined && !format.test(value);
  });
}

/** The required fields still empty, by the user config's rule (UCFG-029), in the form's order. */
export function missingRequired(draft: PersonalDraft): PersonalField[] {
  const userData = Object.fromEntries(FIELDS.filter((field) => RULE_NAME[field]).map((field) => [RULE_NAME[field]!, draft[field].trim() || null]));
  const missing = new Set(missingProfileFields({ user_data: userData }));
  return FIELDS.filter((field) => RULE_NAME[field] !== undefined && missing.has(RULE_NAME[field]!));
}

/** The change to send: fields that differ from the stored data, empty ones as null. */
export function personalChange(draft: PersonalDraft, stored: PersonalData | undefined): PersonalDataChange {
  const before = draftOf(stored);
  const change: Record<string, string | number | null> = {};
  for (const field of FIELDS) {
    const text = draft[field].trim();
    // The passport type goes as its number.
    if (text !== before[field].trim()) change[field] = text === '' ? null : field === 'passportType' ? Number(text) : text;
  }
  return change as PersonalDataChange;
}

export interface PersonalDataInput {
  t: TFunction;
  stored: PersonalData | undefined;
  draft: PersonalDraft;
  isSubmitted: boolean;
  isBusy: boolean;
  message: PersonalDataModel['message'];
  registeredText: string;
  /** The player's verification from the user config; undefined until it is loaded. */
  verification?: VerificationConfig;
  /** The verification page's address. */
  verificationHref?: string;
  /** The countries to choose from, named in the page's language (loaded with the phone rules); the stored one until then. */
  countries?: readonly { value: string; label: string }[];
  actions: { setField(field: PersonalField, text: string): void; save(): void };
}

/** The personal data section's model (pure: tests and fixtures use it directly). */
export function personalDataModel({ t, stored, draft, isSubmitted, isBusy, message, registeredText, verification, verificationHref, countries, actions }: PersonalDataInput): PersonalDataModel {
  const none = { value: '', label: t('personal_choose') };
  const storedCountry = stored?.country ? [{ value: stored.country, label: stored.country.toUpperCase() }] : [];
  const options: Partial<Record<PersonalField, { value: string; label: string }[]>> = {
    country: [none, ...(countries ?? storedCountry)],
    passportType: [none, ...PASSPORT_TYPES.map((type) => ({ value: String(type), label: t(`personal_passportType_${type}`) }))],
  };
  const errors = new Set(isSubmitted ? personalDataErrors(draft) : []);
  // What the rule sees is what was saved: a field typed but not yet saved does not complete the profile.
  const missing = missingRequired(draftOf(stored));
  const label = (field: PersonalField) => t(`personal_${field}`);
  const notGiven = t('personal_not_given');
  // spec S2 §4, §5: pending review if user_status_id is 1 (UCFG-027), not verified if verification_status is 1 (UCFG-028).
  const verificationState = !verification ? null : isPendingVerification(verification) ? 'pending' : isNotVerified(verification) ? 'none' : 'done';
  return {
    title: t('personal_title'),
    status: stored ? 'ready' : 'loading',
    loadingText: t('accounts_loading'),
    facts: stored
      ? [
          { id: 'login', label: t('personal_login'), value: stored.login },
          { id: 'email', label: t('personal_email'), value: stored.email ?? notGiven },
          { id: 'phone', label: t('personal_phone'), value: stored.phone ?? notGiven },
          { id: 'registered', label: t('personal_registered'), value: registeredText },
          { id: 'account', label: t('personal_account'), value: String(stored.mainId) },
          { id: 'pinCode', label: t('personal_pinCode_state'), value: t(stored.hasPinCode ? 'personal_pinCode_set' : 'personal_pinCode_none') },
          ...(verificationState ? [{ id: 'verification', label: t('personal_verification'), value: t(`personal_verification_${verificationState}`) }] : []),
        ]
      : [],
    required: missing.length === 0 ? { text: t('personal_complete'), isComplete: true } : { text: t('personal_missing', { fields: missing.map(label).join(', ') }), isComplete: false },
    fields: FIELDS.map((field) => ({
      id: field,
      label: RULE_NAME[field] ? t('personal_required', { label: label(field) }) : label(field),
      type: options[field] ? 'select' : field === 'pinCode' ? 'password' : FORMAT[field] && field.endsWith('Date') ? 'date' : 'text',
      ...(options[field] ? { options: options[field] } : {}),
      ...(field === 'pinCode' ? { inputMode: 'numeric' as const } : {}),
      value: draft[field],
      isRequired: RULE_NAME[field] !== undefined,
      error: errors.has(field) ? t('personal_error_format') : undefined,
      onText: (text: string) => actions.setField(field, text),
    })),
    submit: { label: t(isBusy ? 'personal_saving' : 'personal_save'), isBusy, isDisabled: !stored || isBusy, onPress: actions.save },
    message,
    // Verification is available when the user config offers verification types (UCFG-031).
    verifyLink: verification && verificationState === 'none' && verificationHref && isVerificationAvailable(verification) ? { label: t('personal_verification_link'), href: verificationHref } : null,
  };
}

/**
 * Personal data on office/account (spec: S2 §3 "Personal data fields"; UCFG-029, UCFG-032): the stored data, the
 * fields to fill, the required-fields rule, and saving through the personal-data call.
 */
export function usePersonalDataSection(): PersonalDataModel {
  const { t, i18n } = useTranslation('office');
  const { api, state } = useSessionServices();
  const { userConfig } = useSnapshot(state);
  const remote = useSWR(officeKeys.personalData(), () => api.office.getPersonalData());
  const [edited, setEdited] = useState<Partial<PersonalDraft>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState<PersonalDataModel['message']>(null);
  const draft = { ...draftOf(remote.data), ...edited };
  // The site-wide language and zone (CFG-019).
  const dates = useSiteDates();
  const registeredText = remote.data ? dates.date(remote.data.registrationDate) : '';
  // The country list comes with the phone rules (their own chunk), named in the page's language.
  const lng = i18n.language || 'en';
  const [countries, setCountries] = useState<{ value: string; label: string }[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadPhoneRules().then(
      (rules) => live && setCountries(rules.phoneCountries(lng).map((country) => ({ value: country.id, label: country.name }))),
      (error: unknown) => console.warn('country list failed', error instanceof Error ? error.message : error),
    );
    return () => {
      live = false;
    };
  }, [lng]);
  return personalDataModel({
    t,
    stored: remote.data,
    draft,
    isSubmitted,
    isBusy,
    message,
    registeredText,
    verification: userConfig as VerificationConfig | undefined,
    verificationHref: routeHref('office-verification', lng),
    countries,
    actions: {
      setField: (field, text) => {
        setEdited((current) => ({ ...current, [field]: text }));
        setMessage(null);
      },
      save: () => {
        setSubmitted(true);
        if (isBusy || personalDataErrors(draft).length > 0) return;
        const change = personalChange(draft, remote.data);
        if (Object.keys(change).length === 0) return setMessage({ text: t('personal_saved'), tone: 'info' });
        setBusy(true);
        api.office.updatePersonalData(change).then(
          (saved) => {
            void remote.mutate(saved, { revalidate: false });
            setEdited({});
            setBusy(false);
            setMessage({ text: t('personal_saved'), tone: 'info' });
          },
          () => {
            setBusy(false);
            setMessage({ text: t('personal_error_failed'), tone: 'error' });
          },
        );
      },
    },
  });
}
