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

// ---- Transitions: plain functions over the model, so each rule is tested without React. ----

/** Switches form: the message, errors and a pending two-step ticket are dropped; what was typed stays. */
export function selectForm(model: AuthFormModel, form: AuthFormId): void {
  if (model.loading || model.currentForm === form) return;
  model.currentForm = form;
  model.message = null;
  model.fieldErrors = {};
  model.responseType = null;
  if (form !== 'login_password_two_step_code') {
    model.twoStepToken = null;
    model.twoStepFrom = null;
    model.twoStepCode = '';
  }
}

/** A submit starts: busy, no message. */
export function submitStarted(model: AuthFormModel): void {
  model.loading = true;
  model.message = null;
}

/** Field errors found before sending: nothing is sent. */
export function fieldsInvalid(model: AuthFormModel, errors: Partial<Record<AuthField, string>>): void {
  model.fieldErrors = errors;
  model.loading = false;
}

/**
 * The server answered. Success signs in; `two_step` opens the code form with the ticket; anything else
 * is a refusal shown as the form's message.
 */
export function answerReceived(model: AuthFormModel, answer: AuthAnswer): 'signed-in' | 'two-step' | 'refused' {
  model.loading = false;
  model.responseType = answer.responseType;
  if (answer.success) {
    model.isSignedIn = true;
    model.message = null;
    return 'signed-in';
  }
  const ticket = answer.data?.twoStepToken;
  if (answer.responseType === TWO_STEP_RESPONSE && typeof ticket === 'string') {
    model.twoStepFrom = model.currentForm === 'login_password_two_step_code' ? model.twoStepFrom : model.currentForm;
    model.currentForm = 'login_password_two_step_code';
    model.twoStepToken = ticket;
    model.twoStepCode = '';
    model.fieldErrors = {};
    model.message = null;
    return 'two-step';
  }
  model.message = { code: 'refused', detail: answer.message ?? undefined };
  return 'refused';
}

/** The call failed: the error's code (or 'network') becomes the message; a captcha left unsolved says so. */
export function submitFailed(model: AuthFormModel, message: AuthFormMessage, responseType: string | number | null = null): void {
  model.loading = false;
  model.message = message;
  model.responseType = responseType;
  // A spent or expired two-step ticket sends the player back to the password form (reference API: two_step_expired).
  if (model.currentForm === 'login_password_two_step_code' && message.code === 'two_step_expired') {
    model.currentForm = model.twoStepFrom ?? 'login_password';
    model.twoStepToken = null;
    model.twoStepFrom = null;
  }
}

/** Back from the two-step code to the password form. */
export function cancelTwoStep(model: AuthFormModel): void {
  if (model.currentForm !== 'login_password_two_step_code') return;
  model.currentForm = model.twoStepFrom ?? 'login_password';
  model.twoStepToken = null;
  model.twoStepFrom = null;
  model.twoStepCode = '';
  model.message = null;
  model.fieldErrors = {};
}

/** An SMS code was sent to `phone` at `nowMs`. */
export function smsSent(model: AuthFormModel, phone: string, nowMs: number): void {
  model.loading = false;
  model.smsSentAt = nowMs;
  model.smsPhone = phone;
  model.smsCode = '';
  model.message = null;
  model.fieldErrors = {};
}

/** The SMS number was changed: a code sent to the old one no longer applies. */
export function smsPhoneChanged(model: AuthFormModel): void {
  model.smsSentAt = null;
  model.smsPhone = null;
  model.smsCode = '';
}

/** A Valtio store of the auth form: the proxy and its transitions. */
export interface AuthFormStore {
  readonly state: AuthFormModel;
}

/** One store per render root (STYLE: a fresh store per request). */
export function createAuthFormStore(defaults: Partial<AuthFormDefaults> = {}): AuthFormStore {
  return { state: proxy(createAuthFormModel(defaults)) };
}
