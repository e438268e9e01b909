import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { routeHref } from '../routes/route-links.ts';
import { useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { ANALYTICS_EVENT, FLOW_EVENT } from '../analytics/analytics-events.ts';
import { openDocument } from '../env/browser-session.ts';
import { drawTextPicture, saveFile } from '../env/browser-files.ts';
import { currentPageUrl } from '../env/browser-session.ts';
import type { AuthFormMessage } from './auth-form-store.ts';
import { authErrorMessage } from './auth-errors.ts';
import { useAuthMessageText, useFieldErrorText } from './use-auth-text.ts';
import { usePhoneField, usePhoneProblemText, type PhoneFieldState } from './use-phone-field.ts';
import type { PhoneProblem } from './phone-rules.ts';
import { useSmsCountdown } from './use-sms-countdown.ts';
import {
  BONUS_CHOICES,
  REGISTRATION_TYPES,
  SAVE_CREDENTIALS,
  validateCredentialsEmail,
  validateRegistration,
  type RegistrationBonus,
  type RegistrationField,
  type RegistrationType,
  type RegistrationValues,
  type SaveCredentialsOption,
} from './registration-rules.ts';
import type { RegistrationBody, RegistrationResponse } from './registration-call.ts';
import { SOCIAL_NETWORKS, SOCIAL_NETWORK_NAMES, canUseSocialCredential, demoSocialToken, type SocialNetwork } from './social-providers.ts';
import { demoSocialId } from './demo-social.ts';
import { credentialsFileName, credentialsLines, credentialsMailto, type Credentials } from './credentials-export.ts';
import { defaultCurrency as defaultCurrencyOf } from '../accounts/accounts-rules.ts';

/** The API's refusals of a registration's SMS code (wrong, or its time up). */
const SMS_CODE_REFUSALS = new Set(['invalid_sms_code', 'sms_code_expired']);

/** The registration form as a Valtio store: what was typed, the step, and the outcome. */
export interface RegistrationModel {
  type: RegistrationType;
  /** `form` until registered; then `done`, which shows the new login (and password, when the server made it). */
  step: 'form' | 'done';
  values: RegistrationValues;
  fieldErrors: Partial<Record<RegistrationField, string>>;
  loading: boolean;
  message: AuthFormMessage | null;
  smsSentAt: number | null;
  smsPhone: string | null;
  credentials: { login: string; password: string | null } | null;
  /** Save options already used (0 file, 1 picture, 2 e-mail). */
  saved: SaveCredentialsOption[];
  credentialsEmail: string;
  /** The player did something: leaving now counts as leaving without completing (ANLT-022). */
  isTouched: boolean;
}

export function createRegistrationModel(type: RegistrationType, currency: string): RegistrationModel {
  return {
    type,
    step: 'form',
    values: { currency, bonus: 0, promoCode: '', terms: false, email: '', password: '', birthDate: '', name: '', surname: '', login: '', phone: '', smsCode: '' },
    fieldErrors: {},
    loading: false,
    message: null,
    smsSentAt: null,
    smsPhone: null,
    credentials: null,
    saved: [],
    credentialsEmail: '',
    isTouched: false,
  };
}

/** Switches registration type: errors and a pending SMS code are dropped; what was typed stays. */
export function selectRegistrationType(model: RegistrationModel, type: RegistrationType): void {
  if (model.loading || model.step !== 'form' || model.type === type) return;
  model.type = type;
  model.fieldErrors = {};
  model.message = null;
  model.isTouched = true;
}

/** The server registered the player: the done step with the login, and the password when the server made it. */
export function registrationSucceeded(model: RegistrationModel, answer: RegistrationResponse): void {
  model.loading = false;
  model.step = 'done';
  model.message = null;
  model.credentials = { login: answer.data?.login ?? '', password: answer.data?.password ?? null };
  model.values.password = '';
}

export type RegistrationValueField = Exclude<keyof RegistrationValues, 'bonus' | 'terms'>;

export interface RegistrationTypeOption {
  value: RegistrationType;
  label: string;
}

export interface RegistrationFormState {
  /** False on VIP domains and where registration is off (AUTH-004, AUTH-005): the page says so. */
  isAvailable: boolean;
  type: RegistrationType;
  types: RegistrationTypeOption[];
  selectType(type: RegistrationType): void;
  step: 'form' | 'done';
  loading: boolean;
  message: string | undefined;
  values: RegistrationValues;
  errors: Partial<Record<RegistrationField, string>>;
  setValue(field: RegistrationValueField, value: string): void;
  setTerms(accepted: boolean): void;
  bonusOptions: { value: RegistrationBonus; label: string }[];
  setBonus(bonus: RegistrationBonus): void;
  currencies: { value: string; label: string }[];
  minimumAge: number;
  phone: PhoneFieldState;
  sms: { isSent: boolean; sentTo: string; secondsLeft: number; resend(): Promise<void>; changePhone(): void };
  /** Registers (fast, e-mail), or sends the SMS code and then registers (phone). */
  submit(): Promise<void>;
  social: { providers: { id: SocialNetwork; label: string }[]; register(provider: SocialNetwork): Promise<void> };
  /** The done step: the new login, and the password when the server made it (shown once). */
  credentials: { login: string; password: string | null } | null;
  saved: SaveCredentialsOption[];
  saveToFile(): void;
  saveToPicture(): Promise<void>;
  credentialsEmail: string;
  setCredentialsEmail(email: string): void;
  sendByEmail(): void;
  /** Leaves the done step for the return URL, the previous route or home. */
  finish(): Promise<void>;
  loginHref: string;
  /** The general terms the player accepts, linked from the terms checkbox. */
  termsHref: string;
}

const isBonus = (value: unknown): value is RegistrationBonus => (BONUS_CHOICES as readonly unknown[]).includes(value);

/**
 * Registration (spec: S2 §3, §4; AUTH-017 to AUTH-027, AUTH-040): one click, phone, e-mail and social
 * networks, the bonus choice, and saving the new credentials to a file, a picture or by e-mail. Every step
 * goes through analytics (ANLT-022 to ANLT-024).
 */
export interface RegistrationFormOptions {
  initialType?: RegistrationType;
  /** The form is in the registration modal: leaving the done step runs this (it closes the modal) instead of navigating. */
  onFinish?: () => void;
}

export function useRegistrationForm({ initialType = 'fast_reg', onFinish }: RegistrationFormOptions = {}): RegistrationFormState {
  const { api, analytics, completeSignIn, continueAfterRegistration, storage } = useSessionServices();
  const shell = useShell();
  const { t } = useTranslation('auth');
  const messageText = useAuthMessageText();
  const fieldText = useFieldErrorText();
  const phoneProblemText = usePhoneProblemText();
  const { lng, companyName } = shell;
  const { currencies, minimumAge, socialProviders } = shell.auth;
  // ACCT-016: the site's default currency, RUB when the site names none; else the first the site offers.
  const defaultCurrency = defaultCurrencyOf([], shell.auth.defaultCurrency);
  const [state] = useState(() => proxy(createRegistrationModel(initialType, currencies.some((c) => c.iso === defaultCurrency) ? defaultCurrency : (currencies[0]?.iso ?? defaultCurrency))));
  const snap = useSnapshot(state, { sync: true });
  const secondsLeft = useSmsCountdown(snap.smsSentAt);
  const phone = usePhoneField({
    digits: snap.values.phone,
    onDigitsChange: (digits) => {
      state.values.phone = digits;
      state.smsSentAt = null;
      state.smsPhone = null;
    },
    strict: true,
  });

  // The page call (ANLT-022); leaving with a touched, unfinished form is tracked as leaving without completing.
  const leave = useRef(state);
  useEffect(() => {
    const model = leave.current;
    analytics.track(FLOW_EVENT.registrationPage, { type: model.type });
    return () => {
      if (model.isTouched && model.step !== 'done') analytics.track(FLOW_EVENT.registrationLeave, { type: model.type });
    };
  }, [analytics]);

  const track = useCallback(
    (code: Parameters<typeof analytics.track>[0], payload: Record<string, unknown> = {}) => {
      // spec: S2 §5, unknown registration types, social ids and bonus ids are logged, not tracked (ANLT-027).
      if ('type' in payload && !analytics.checkValue('registration type', payload.type, REGISTRATION_TYPES)) return;
      if ('provider' in payload && !analytics.checkValue('social id', payload.provider, SOCIAL_NETWORKS)) return;
      if ('bonus' in payload && !analytics.checkValue('bonus id', payload.bonus, BONUS_CHOICES)) return;
      analytics.track(code, payload);
    },
    [analytics],
  );

  const fail = useCallback(
    (error: unknown) => {
      const message = authErrorMessage(error);
      state.loading = false;
      state.message = message;
      track(FLOW_EVENT.registrationError, { type: state.type, code: message.code });
    },
    [state, track],
  );

  const register = useCallback(
    async (body: RegistrationBody) => {
      state.loading = true;
      state.message = null;
      try {
        const answer = await api.registration.register(body);
        if (!answer.success) {
          state.loading = false;
          state.message = { code: 'refused', detail: answer.message ?? undefined };
          track(FLOW_EVENT.registrationError, { type: body.type, code: String(answer.responseType ?? 'refused') });
          return;
        }
        registrationSucceeded(state, answer);
        // spec: S2 §4, the SMS code approved (the API accepted it with the registration) and the e-mail approval sent
        // (an address given at registration gets its verification link) (ANLT-022).
        if (body.type === 'phone_reg') track(ANALYTICS_EVENT.smsCorrectCode, { flow: 'registration' });
        if ('email' in body && body.email) track(FLOW_EVENT.registrationEmailSent, { type: body.type });
        // spec: S2 §4, registration done: the event, and the attempt counter reset (ANLT-010, ANLT-024).
        track(ANALYTICS_EVENT.successfulRegistration, { type: body.type, bonus: body.bonus });
        analytics.resetRegistrationAttempts();
        // Signed in at once; the page stays to show the new credentials (AUTH-008: not on registration pages).
        await completeSignIn({ token: answer.data?.token, navigate: false });
      } catch (error) {
        // spec: S2 §4, the SMS code refused (wrong or expired) is the flow's SMS error step (ANLT-022).
        const code = authErrorMessage(error).code;
        if (body.type === 'phone_reg' && SMS_CODE_REFUSALS.has(code)) track(FLOW_EVENT.registrationSmsError, { code });
        fail(error);
      }
    },
    [state, api, track, analytics, completeSignIn, fail],
  );

  const sendCode = useCallback(
    async (isResend: boolean) => {
      const problem = await phone.check();
      if (problem) {
        state.fieldErrors = { phone: problem };
        track(FLOW_EVENT.registrationError, { type: 'phone_reg', fields: ['phone'] });
        return;
      }
      if (isResend) track(ANALYTICS_EVENT.smsNotReceived, { flow: 'registration' });
      state.loading = true;
      state.message = null;
      try {
        // The reference API's send-sms takes `purpose: register` for a new number.
        const body = { phone_number: state.values.phone, country_code: phone.country.country_code, purpose: 'register', lng };
        await api.auth.sendSms(body);
        state.loading = false;
        state.smsSentAt = Date.now();
        state.smsPhone = (await phone.e164()) ?? state.values.phone;
        state.values.smsCode = '';
        track(ANALYTICS_EVENT.smsSent, { flow: 'registration' });
      } catch (error) {
        const message = authErrorMessage(error);
        state.loading = false;
        state.message = message;
        // spec: S2 §8, SMS code events carry client or server errors (ANLT-029).
        track(ANALYTICS_EVENT.smsFailed, { flow: 'registration', stage: 'send', error: message.code });
      }
    },
    [state, phone, api, lng, track],
  );

  const submit = useCallback(async () => {
    if (state.loading || state.step !== 'form') return;
    state.isTouched = true;
    const type = state.type;
    // spec: S2 §4, every click is an attempt, stamped and kept 24 h (ANLT-004, ANLT-023).
    const attempt = analytics.countRegistrationAttempt();
    track(ANALYTICS_EVENT.registrationClick, { type, attempt: attempt.count });
    track(FLOW_EVENT.registrationForm, { type });
    const isSmsSent = state.smsSentAt !== null;
    const errors = validateRegistration(type, state.values, { currencies: currencies.map((c) => c.iso), minimumAge, now: new Date(), isSmsSent });
    state.fieldErrors = errors;
    if (Object.keys(errors).length) {
      // spec: S2 §8, user-error events carry the personal-data field names (ANLT-028).
      track(FLOW_EVENT.registrationError, { type, fields: Object.keys(errors) });
      return;
    }
    const common = { currency: state.values.currency, bonus: state.values.bonus, ...(state.values.promoCode.trim() ? { promo_code: state.values.promoCode.trim() } : {}) };
    if (type === 'fast_reg') return register({ type, ...common });
    if (type === 'full_reg') {
      const v = state.values;
      return register({
        type,
        ...common,
        email: v.email.trim(),
        password: v.password,
        birth_date: v.birthDate,
        ...(v.login.trim() ? { login: v.login.trim() } : {}),
        ...(v.name.trim() ? { name: v.name.trim() } : {}),
        ...(v.surname.trim() ? { surname: v.surname.trim() } : {}),
      });
    }
    if (type === 'phone_reg') {
      if (!isSmsSent) return sendCode(false);
      return register({ type, ...common, phone_number: state.values.phone, country_code: phone.country.country_code, code: state.values.smsCode.trim() });
    }
  }, [state, analytics, track, currencies, minimumAge, register, sendCode, phone]);

  const registerWithSocial = useCallback(
    async (provider: SocialNetwork) => {
      if (state.loading || !canUseSocialCredential(provider, socialProviders, shell.isSignedIn)) return;
      state.isTouched = true;
      track(ANALYTICS_EVENT.registrationClick, { type: 'soc_reg', attempt: analytics.countRegistrationAttempt().count });
      const errors = validateRegistration('soc_reg', state.values, { currencies: currencies.map((c) => c.iso), minimumAge, now: new Date() });
      state.fieldErrors = errors;
      if (Object.keys(errors).length) {
        track(FLOW_EVENT.registrationError, { type: 'soc_reg', fields: Object.keys(errors) });
        return;
      }
      track(FLOW_EVENT.registrationSocial, { provider });
      const promo = state.values.promoCode.trim();
      await register({ type: 'soc_reg', currency: state.values.currency, bonus: state.values.bonus, ...(promo ? { promo_code: promo } : {}), provider, token: demoSocialToken(provider, demoSocialId(storage)) });
    },
    [state, socialProviders, shell.isSignedIn, track, analytics, currencies, minimumAge, register, storage],
  );

  const credentialsForExport = (): Credentials | undefined => {
    const c = state.credentials;
    return c && c.password ? { login: c.login, password: c.password } : undefined;
  };
  const exportLines = (credentials: Credentials) =>
    credentialsLines(credentials, {
      title: t('credentials.fileTitle', { site: companyName || t('credentials.siteFallback') }),
      loginLabel: t('credentials.login'),
      passwordLabel: t('credentials.password'),
      site: currentPageUrl()?.origin ?? '',
    });
  const markSaved = (option: SaveCredentialsOption) => {
    if (!state.saved.includes(option)) state.saved.push(option);
    track(FLOW_EVENT.registrationCredentialsSaved, { option });
  };

  const { phone: phoneProblem, ...otherErrors } = snap.fieldErrors;
  const errors: Partial<Record<RegistrationField, string>> = {
    ...fieldText(otherErrors, { age: minimumAge }),
    phone: phoneProblemText(phoneProblem as PhoneProblem | undefined, phone.country),
  };

  const types = useMemo(
    () => [
      { value: 'fast_reg' as const, label: t('registration.typeFast') },
      { value: 'phone_reg' as const, label: t('registration.typePhone') },
      { value: 'full_reg' as const, label: t('registration.typeEmail') },
      { value: 'soc_reg' as const, label: t('registration.typeSocial') },
    ],
    [t],
  );

  return {
    isAvailable: shell.isRegistrationAvailable,
    type: snap.type,
    types,
    selectType: (type) => {
      if (state.type === type) return;
      selectRegistrationType(state, type);
      track(FLOW_EVENT.registrationType, { type });
    },
    step: snap.step,
    loading: snap.loading,
    message: messageText(snap.message, { age: minimumAge }),
    values: snap.values,
    errors,
    setValue: (field, value) => {
      state.isTouched = true;
      if (field === 'phone') phone.setInput(value);
      else if (field === 'smsCode') state.values.smsCode = value.replace(/\D/g, '').slice(0, 6);
      else state.values[field] = value;
      if (state.fieldErrors[field]) delete state.fieldErrors[field];
    },
    setTerms: (accepted) => {
      state.isTouched = true;
      state.values.terms = accepted;
      if (accepted) delete state.fieldErrors.terms;
    },
    bonusOptions: [
      { value: 0, label: t('registration.bonusDecline') },
      { value: 1, label: t('registration.bonusSports') },
      { value: 2, label: t('registration.bonusCasino') },
    ],
    setBonus: (bonus) => {
      if (!isBonus(bonus)) return;
      state.isTouched = true;
      state.values.bonus = bonus;
      track(FLOW_EVENT.registrationBonus, { bonus });
    },
    currencies: currencies.map((c) => ({ value: c.iso, label: `${c.iso} · ${c.name}` })),
    minimumAge,
    phone,
    sms: {
      isSent: snap.smsSentAt !== null,
      sentTo: snap.smsPhone ?? '',
      secondsLeft,
      resend: () => sendCode(true),
      changePhone: () => {
        state.smsSentAt = null;
        state.smsPhone = null;
        state.values.smsCode = '';
      },
    },
    submit,
    social: {
      providers: socialProviders.filter((p): p is SocialNetwork => p in SOCIAL_NETWORK_NAMES).map((id) => ({ id, label: SOCIAL_NETWORK_NAMES[id] })),
      register: registerWithSocial,
    },
    credentials: snap.credentials,
    saved: snap.saved as SaveCredentialsOption[],
    saveToFile: () => {
      const credentials = credentialsForExport();
      if (!credentials) return;
      saveFile(credentialsFileName(companyName || 'account', 'txt'), new Blob([`${exportLines(credentials).join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
      markSaved(SAVE_CREDENTIALS.file);
    },
    saveToPicture: async () => {
      const credentials = credentialsForExport();
      if (!credentials) return;
      const picture = await drawTextPicture(exportLines(credentials));
      if (!picture) {
        state.message = { code: 'pictureUnavailable' };
        return;
      }
      saveFile(credentialsFileName(companyName || 'account', 'png'), picture);
      markSaved(SAVE_CREDENTIALS.picture);
    },
    credentialsEmail: snap.credentialsEmail,
    setCredentialsEmail: (email) => {
      state.credentialsEmail = email;
      delete state.fieldErrors.credentialsEmail;
    },
    sendByEmail: () => {
      const credentials = credentialsForExport();
      if (!credentials) return;
      const problem = validateCredentialsEmail(state.credentialsEmail);
      if (problem) {
        state.fieldErrors = { ...state.fieldErrors, credentialsEmail: problem };
        return;
      }
      // No mail service in the reference API: the player's own e-mail program sends it (docs/decisions.md).
      openDocument(credentialsMailto(state.credentialsEmail, t('credentials.fileTitle', { site: companyName || t('credentials.siteFallback') }), exportLines(credentials)));
      markSaved(SAVE_CREDENTIALS.email);
    },
    finish: onFinish ? async () => onFinish() : continueAfterRegistration,
    loginHref: routeHref('login', lng),
    termsHref: routeHref('rules', lng, { ruleGroup: 'general' }),
  };
}
