import { proxy } from 'valtio/vanilla';

/** The sign-in forms (spec: S2 §3 "Auth form state"; AUTH-012). */
export const AUTH_FORMS = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type AuthFormId = (typeof AUTH_FORMS)[number];

/** What each form remembers the player typed (spec: S2 §3 `defaults`; AUTH-013). */
export interface AuthFormDefaults {
  login: string;
  phone: string;
  phoneBySms: string;
  passwordLogin: string;
  passwordPhone: string;
  remember: boolean;
}

/** Fields of the sign-in forms that can carry an error. */
export type AuthField = 'login' | 'passwordLogin' | 'phone' | 'passwordPhone' | 'phoneBySms' | 'smsCode' | 'twoStepCode';

/** An error for the whole form: a code the UI translates, and the server's own text as a fallback. */
export interface AuthFormMessage {
  code: string;
  detail?: string;
}

/** The auth form state (AUTH-012, AUTH-013) plus what the SMS and two-step steps need. */
export interface AuthFormModel {
  currentForm: AuthFormId;
  loading: boolean;
  message: AuthFormMessage | null;
  responseType: string | number | null;
  defaults: AuthFormDefaults;
  /** Error codes per field, shown under the fields. */
  fieldErrors: Partial<Record<AuthField, string>>;
  /** The SMS code and the two-step code being typed. */
  smsCode: string;
  twoStepCode: string;
  /** The ticket of the password step, sent with the two-step code. */
  twoStepToken: string | null;
  /** The form the two-step step came from, to go back to. */
  twoStepFrom: AuthFormId | null;
  /** When the last SMS code was sent (epoch ms), or null. */
  smsSentAt: number | null;
  /** The phone (E.164) the SMS went to. */
  smsPhone: string | null;
  /** Set once sign-in succeeded: the page is on its way elsewhere. */
  isSignedIn: boolean;
}

/** The shape of an auth answer the store reads (`{ success, responseType, message, data }`, CALL-009). */
export interface AuthAnswer {
  success: boolean;
  responseType: string | number | null;
  message: string | null;
  data?: Record<string, unknown>;
}

/** responseType of the password step when a two-step code must follow (the reference API's `two_step`). */
export const TWO_STEP_RESPONSE = 'two_step';

export const EMPTY_DEFAULTS: AuthFormDefaults = Object.freeze({ login: '', phone: '', phoneBySms: '', passwordLogin: '', passwordPhone: '', remember: false });

export function createAuthFormModel(defaults: Partial<AuthFormDefaults> = {}): AuthFormModel {
  return {
    currentForm: 'login_password',
    loading: false,
    message: null,
    responseType: null,
    defaults: { ...EMPTY_DEFAULTS, ...defaults },
    fieldErrors: {},
    smsCode: '',
    twoStepCode: '',
    twoStepToken: null,
    twoStepFrom: null,
    smsSentAt: null,
    smsPhone: null,
    isSignedIn: false,
  };
}

export interface AuthFormStore {
  readonly state: AuthFormModel;
}

/** One store per render root (STYLE: a fresh store per request). */
export function createAuthFormStore(defaults: Partial<AuthFormDefaults> = {}): AuthFormStore {
  return { state: proxy(createAuthFormModel(defaults)) };
}
