// Builders of plain auth models for fixtures, stories and tests: English text from the shipped messages, actions
// that do nothing, and fake form states standing in for the headless form hooks.
import auth from '../../i18n/locales/en/auth.json';
import routes from '../../i18n/locales/en/routes.json';
import type { LoginFormState } from '../../auth/use-login-form.ts';
import type { RegistrationFormState } from '../../auth/use-registration-form.ts';
import type { PhoneFieldState } from '../../auth/use-phone-field.ts';
import { DEFAULT_PHONE_COUNTRY } from '../../auth/phone-codes.ts';
import type { Translate } from './auth-form-model.ts';

const NAMESPACES: Record<string, unknown> = { auth, routes };

/** The English `auth` t(): `routes:` keys read the routes namespace; `{{name}}` takes its value. */
export const englishAuth: Translate = (key, options = {}) => {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['auth', key];
  let text: unknown = NAMESPACES[ns];
  for (const part of path.split('.')) text = (text as Record<string, unknown> | undefined)?.[part];
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

const none = () => undefined;
const resolved = async () => undefined;

/** A phone field state of Russia (+7) showing `display`. */
export function fakePhone(display = ''): PhoneFieldState {
  return {
    country: DEFAULT_PHONE_COUNTRY,
    display,
    placeholder: '000 000-00-00',
    setInput: none,
    picker: { isOpen: false, open: none, close: none, search: '', setSearch: none, countries: [DEFAULT_PHONE_COUNTRY], isNotFound: false, notFoundText: '', select: none, isReady: true },
    check: resolved,
    e164: resolved,
  };
}

/** A sign-in form state: the login tab, empty, registration open; `overrides` change any part. */
export function fakeLoginForm(overrides: Partial<LoginFormState> = {}): LoginFormState {
  return {
    currentForm: 'login_password',
    tab: 'login',
    tabs: [
      { value: 'login', label: 'Login' },
      { value: 'phone', label: 'Phone' },
      { value: 'sms', label: 'SMS code' },
    ],
    selectTab: none,
    isTwoStep: false,
    loading: false,
    message: undefined,
    responseType: null,
    values: { login: '', passwordLogin: '', phone: '', passwordPhone: '', phoneBySms: '', remember: false, smsCode: '', twoStepCode: '' },
    errors: {},
    setValue: none,
    setRemember: none,
    phone: fakePhone(),
    smsPhone: fakePhone(),
    sms: { isSent: false, sentTo: '', secondsLeft: 0, send: resolved, resend: resolved, changePhone: none },
    submit: resolved,
    cancelTwoStep: none,
    social: {
      providers: [
        { id: 'google', label: 'Google' },
        { id: 'telegram', label: 'Telegram' },
      ],
      signIn: resolved,
    },
    forgotPasswordHref: '/en/user/forgotpassword',
    registrationHref: '/en/registration',
    ...overrides,
  };
}

/** A registration form state: one click, empty, RUB and USD, 18+; `overrides` change any part. */
export function fakeRegistrationForm(overrides: Partial<RegistrationFormState> = {}): RegistrationFormState {
  return {
    isAvailable: true,
    type: 'fast_reg',
    types: [
      { value: 'fast_reg', label: 'One click' },
      { value: 'phone_reg', label: 'Phone' },
      { value: 'full_reg', label: 'E-mail' },
      { value: 'soc_reg', label: 'Social' },
    ],
    selectType: none,
    step: 'form',
    loading: false,
    message: undefined,
    values: { currency: 'RUB', bonus: 0, promoCode: '', terms: false, email: '', password: '', birthDate: '', name: '', surname: '', login: '', phone: '', smsCode: '' },
    errors: {},
    setValue: none,
    setTerms: none,
    bonusOptions: [
      { value: 0, label: 'No bonus' },
      { value: 1, label: 'Sports' },
      { value: 2, label: 'Casino' },
    ],
    setBonus: none,
    currencies: [
      { value: 'RUB', label: 'RUB · Russian Ruble' },
      { value: 'USD', label: 'USD · US Dollar' },
    ],
    minimumAge: 18,
    phone: fakePhone(),
    sms: { isSent: false, sentTo: '', secondsLeft: 0, resend: resolved, changePhone: none },
    submit: resolved,
    social: {
      providers: [
        { id: 'google', label: 'Google' },
        { id: 'telegram', label: 'Telegram' },
      ],
      register: resolved,
    },
    credentials: null,
    saved: [],
    saveToFile: none,
    saveToPicture: resolved,
    credentialsEmail: '',
    setCredentialsEmail: none,
    sendByEmail: none,
    finish: resolved,
    loginHref: '/en/user/login',
    termsHref: '/en/rules/general',
    ...overrides,
  };
}
