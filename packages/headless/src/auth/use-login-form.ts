import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { routeHref } from '../routes/route-links.ts';
import { useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { ANALYTICS_EVENT, FLOW_EVENT, classifyLoginFieldError } from '../analytics/analytics-events.ts';
import { answerReceived, cancelTwoStep, fieldsInvalid, selectForm, smsPhoneChanged, smsSent, submitFailed, submitStarted } from './auth-form-steps.ts';
import type { AuthAnswer, AuthField, AuthFormDefaults, AuthFormId } from './auth-form-store.ts';
import { authErrorMessage } from './auth-errors.ts';
import { useAuthMessageText, useFieldErrorText } from './use-auth-text.ts';
import { usePhoneField, usePhoneProblemText, type PhoneFieldState } from './use-phone-field.ts';
import type { PhoneProblem } from './phone-rules.ts';
import { useSmsCountdown } from './use-sms-countdown.ts';
import { ONE_TIME_CODE } from './sms-countdown.ts';
import { SOCIAL_NETWORK_NAMES, canUseSocialCredential, demoSocialToken, type SocialNetwork } from './social-providers.ts';
import { demoSocialId } from './demo-social.ts';

/** The tabs of the sign-in page: login + password, phone + password, SMS code. */
export type LoginTab = 'login' | 'phone' | 'sms';

const FORM_OF_TAB: Record<LoginTab, AuthFormId> = { login: 'login_password', phone: 'phone_password', sms: 'sms' };
const TAB_OF_FORM: Record<AuthFormId, LoginTab> = { login_password: 'login', phone_password: 'phone', sms: 'sms', login_password_two_step_code: 'login' };

/** The values the sign-in forms hold. */
export interface LoginValues extends AuthFormDefaults {
  smsCode: string;
  twoStepCode: string;
}
export type LoginField = keyof Omit<LoginValues, 'remember'>;

/** The SMS step of the SMS tab. */
export interface SmsStepState {
  /** A code was sent: the code field shows. */
  isSent: boolean;
  /** The number the code went to, formatted. */
  sentTo: string;
  /** Seconds before "send again" works; 0 = now. */
  secondsLeft: number;
  send(): Promise<void>;
  /** Sends a new code; counts as "SMS not received" (analytics 1004). */
  resend(): Promise<void>;
  /** Back to the number: the code sent no longer applies. */
  changePhone(): void;
}

export interface SocialButton {
  id: SocialNetwork;
  label: string;
}

/** The sign-in page's state and actions (spec: S2 §3 "Auth form state", §4 login flow). */
export interface LoginFormState {
  currentForm: AuthFormId;
  tab: LoginTab;
  tabs: { value: LoginTab; label: string }[];
  selectTab(tab: LoginTab): void;
  isTwoStep: boolean;
  loading: boolean;
  /** A translated message for the whole form (wrong password, too many attempts…). */
  message: string | undefined;
  responseType: string | number | null;
  values: LoginValues;
  /** Translated errors per field. */
  errors: Partial<Record<AuthField, string>>;
  setValue(field: LoginField, value: string): void;
  setRemember(remember: boolean): void;
  /** Phone field of the phone + password tab. */
  phone: PhoneFieldState;
  /** Phone field of the SMS tab. */
  smsPhone: PhoneFieldState;
  sms: SmsStepState;
  submit(): Promise<void>;
  cancelTwoStep(): void;
  /** Social networks switched on in the site config. */
  social: { providers: SocialButton[]; signIn(provider: SocialNetwork): Promise<void> };
  /** `/user/forgotpassword`: home with the forgot-password modal. */
  forgotPasswordHref: string;
  /** The registration page, or undefined where registration is off. */
  registrationHref: string | undefined;
}

export interface LoginFormOptions {
  /**
   * The form is in the sign-in modal: after signing in the page stays and this runs (it closes the modal and goes on
   * to the remembered route); without it the return URL rules lead on (AUTH-008).
   */
  afterSignIn?: () => Promise<void>;
}

/**
 * Every sign-in form: login + password, phone + password, SMS code (send, resend with a countdown, wrong
 * code), the two-step code, remember me and the social networks; success goes to the return URL (AUTH-008).
 */
export function useLoginForm({ afterSignIn }: LoginFormOptions = {}): LoginFormState {
  const services = useSessionServices();
  const { authForm, api, analytics, completeSignIn, storage } = services;
  const state = authForm.state;
  const snap = useSnapshot(state, { sync: true });
  const shell = useShell();
  const { t } = useTranslation('auth');
  const messageText = useAuthMessageText();
  const fieldText = useFieldErrorText();
  const phoneProblemText = usePhoneProblemText();

  // The page opened: the login flow's page call (ANLT-017); a message of an earlier visit is stale.
  useEffect(() => {
    analytics.track(FLOW_EVENT.loginPage, { form: state.currentForm });
    if (!state.loading) {
      state.message = null;
      state.fieldErrors = {};
    }
  }, [analytics, state]);

  const setDefault = useCallback(<K extends keyof AuthFormDefaults>(key: K, value: AuthFormDefaults[K]) => void (state.defaults[key] = value), [state]);
  const phone = usePhoneField({ digits: snap.defaults.phone, onDigitsChange: (digits) => setDefault('phone', digits), strict: false });
  const smsPhone = usePhoneField({
    digits: snap.defaults.phoneBySms,
    onDigitsChange: (digits) => {
      if (state.smsSentAt !== null) smsPhoneChanged(state);
      setDefault('phoneBySms', digits);
    },
    strict: false,
  });
  const secondsLeft = useSmsCountdown(snap.smsSentAt);

  const lng = shell.lng;
  const remember = () => state.defaults.remember;

  /** Sends a sign-in call and applies the answer. */
  const run = useCallback(
    async (form: AuthFormId, call: () => Promise<AuthAnswer>) => {
      submitStarted(state);
      try {
        const answer = await call();
        const outcome = answerReceived(state, answer);
        if (outcome === 'signed-in') {
          // spec: S2 §4, success resets the attempt counter (ANLT-019).
          analytics.resetLoginAttempts();
          analytics.track(FLOW_EVENT.loginSuccess, { form });
          if (form === 'sms') analytics.track(ANALYTICS_EVENT.smsCorrectCode, { flow: 'login' });
          state.defaults.passwordLogin = '';
          state.defaults.passwordPhone = '';
          state.smsSentAt = null;
          const token = answer.data?.token;
          // Busy until the next page shows: the form must not be sent twice.
          state.loading = true;
          try {
            await completeSignIn({ token: typeof token === 'string' ? token : undefined, navigate: !afterSignIn });
            await afterSignIn?.();
          } finally {
            state.loading = false;
          }
        } else if (outcome === 'refused') {
          analytics.track(FLOW_EVENT.loginError, { form, code: String(answer.responseType ?? 'refused') });
        }
      } catch (error) {
        const message = authErrorMessage(error);
        submitFailed(state, message);
        // spec: S2 §4, errors are recorded with their code (ANLT-020); SMS code errors too (ANLT-029).
        analytics.track(FLOW_EVENT.loginError, { form, code: message.code });
        if (form === 'sms') analytics.track(ANALYTICS_EVENT.smsFailed, { flow: 'login', stage: 'verify', error: message.code });
      }
    },
    [state, analytics, completeSignIn, afterSignIn],
  );

  const invalid = useCallback(
    (errors: Partial<Record<AuthField, string>>) => {
      fieldsInvalid(state, errors);
      analytics.track(FLOW_EVENT.loginFieldError, { class: classifyLoginFieldError(Object.keys(errors)), fields: Object.keys(errors) });
    },
    [state, analytics],
  );

  const sendSms = useCallback(
    async (isResend: boolean) => {
      if (state.loading) return;
      const problem = await smsPhone.check();
      if (problem) return invalid({ phoneBySms: problem });
      const e164 = (await smsPhone.e164()) ?? '';
      if (isResend) analytics.track(ANALYTICS_EVENT.smsNotReceived, { flow: 'login' });
      submitStarted(state);
      state.fieldErrors = {};
      try {
        await api.auth.sendSms({ phone_number: state.defaults.phoneBySms, country_code: smsPhone.country.country_code, lng });
        smsSent(state, e164, Date.now());
        analytics.track(ANALYTICS_EVENT.smsSent, { flow: 'login' });
      } catch (error) {
        const message = authErrorMessage(error);
        submitFailed(state, message);
        analytics.track(ANALYTICS_EVENT.smsFailed, { flow: 'login', stage: 'send', error: message.code });
      }
    },
    [state, smsPhone, api, analytics, lng, invalid],
  );

  const submit = useCallback(async () => {
    if (state.loading) return;
    const form = state.currentForm;
    // spec: S2 §4, every click counts as an attempt (ANLT-018).
    analytics.track(FLOW_EVENT.loginAttempt, { form, attempt: analytics.countLoginAttempt() });
    const d = state.defaults;
    if (form === 'login_password') {
      const errors: Partial<Record<AuthField, string>> = {};
      if (!d.login.trim()) errors.login = 'loginRequired';
      if (!d.passwordLogin) errors.passwordLogin = 'passwordRequired';
      if (Object.keys(errors).length) return invalid(errors);
      return run(form, () => api.auth.login({ login: d.login.trim(), password: d.passwordLogin, save: remember(), lng }));
    }
    if (form === 'phone_password') {
      const problem = await phone.check();
      const errors: Partial<Record<AuthField, string>> = {};
      if (problem) errors.phone = problem;
      if (!d.passwordPhone) errors.passwordPhone = 'passwordRequired';
      if (Object.keys(errors).length) return invalid(errors);
      return run(form, () => api.auth.loginPhone({ phone_number: d.phone, country_code: phone.country.country_code, password: d.passwordPhone, save: remember(), lng }));
    }
    if (form === 'sms') {
      if (state.smsSentAt === null) return sendSms(false);
      const code = state.smsCode.trim();
      if (!ONE_TIME_CODE.test(code)) return invalid({ smsCode: 'codeInvalid' });
      return run(form, () => api.auth.smsCode({ phone_number: d.phoneBySms, country_code: smsPhone.country.country_code, 'sms-code': code, save: remember(), lng }));
    }
    const code = state.twoStepCode.trim();
    if (!ONE_TIME_CODE.test(code)) return invalid({ twoStepCode: 'codeInvalid' });
    return run(form, () => api.auth.twoStep({ code, token: state.twoStepToken ?? undefined, save: remember(), lng }));
  }, [state, analytics, api, phone, smsPhone, run, invalid, sendSms, lng]);

  const signInWithSocial = useCallback(
    async (provider: SocialNetwork) => {
      // spec: S2 §5, a social credential is used only for an enabled network and a visitor (AUTH-016).
      if (state.loading || !canUseSocialCredential(provider, shell.auth.socialProviders, shell.isSignedIn)) return;
      analytics.track(FLOW_EVENT.loginAttempt, { form: 'social', provider, attempt: analytics.countLoginAttempt() });
      const token = demoSocialToken(provider, demoSocialId(storage));
      await run(state.currentForm, () => api.auth.social({ provider, token, save: remember(), lng }));
    },
    [state, shell, analytics, storage, run, api, lng],
  );

  // Phone problems (required, too short, too long, invalid) name the country; the others are plain keys.
  const { phone: phoneProblem, phoneBySms: smsPhoneProblem, ...otherErrors } = snap.fieldErrors;
  const fieldErrors: Partial<Record<AuthField, string>> = {
    ...fieldText(otherErrors),
    phone: phoneProblemText(phoneProblem as PhoneProblem | undefined, phone.country),
    phoneBySms: phoneProblemText(smsPhoneProblem as PhoneProblem | undefined, smsPhone.country),
  };

  const tabs = useMemo(
    () => [
      { value: 'login' as const, label: t('login.tabLogin') },
      { value: 'phone' as const, label: t('login.tabPhone') },
      { value: 'sms' as const, label: t('login.tabSms') },
    ],
    [t],
  );

  return {
    currentForm: snap.currentForm,
    tab: TAB_OF_FORM[snap.currentForm],
    tabs,
    selectTab: (tab) => selectForm(state, FORM_OF_TAB[tab]),
    isTwoStep: snap.currentForm === 'login_password_two_step_code',
    loading: snap.loading,
    message: messageText(snap.message),
    responseType: snap.responseType,
    values: { ...snap.defaults, smsCode: snap.smsCode, twoStepCode: snap.twoStepCode },
    errors: fieldErrors,
    setValue: (field, value) => {
      if (field === 'smsCode' || field === 'twoStepCode') state[field] = value.replace(/\D/g, '').slice(0, 6);
      else if (field === 'phone') phone.setInput(value);
      else if (field === 'phoneBySms') smsPhone.setInput(value);
      else state.defaults[field] = value;
      if (state.fieldErrors[field]) delete state.fieldErrors[field];
    },
    setRemember: (value) => setDefault('remember', value),
    phone,
    smsPhone,
    sms: {
      isSent: snap.smsSentAt !== null,
      sentTo: snap.smsPhone ?? '',
      secondsLeft,
      send: () => sendSms(false),
      resend: () => sendSms(true),
      changePhone: () => smsPhoneChanged(state),
    },
    submit,
    cancelTwoStep: () => cancelTwoStep(state),
    social: {
      providers: shell.auth.socialProviders.filter((p): p is SocialNetwork => p in SOCIAL_NETWORK_NAMES).map((id) => ({ id, label: SOCIAL_NETWORK_NAMES[id] })),
      signIn: signInWithSocial,
    },
    forgotPasswordHref: routeHref('forgot-password', lng),
    registrationHref: shell.isRegistrationAvailable ? routeHref('registration', lng) : undefined,
  };
}
