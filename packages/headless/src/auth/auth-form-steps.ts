import { TWO_STEP_RESPONSE, type AuthAnswer, type AuthField, type AuthFormId, type AuthFormMessage, type AuthFormModel } from './auth-form-store.ts';

// The sign-in form's steps, apart from its model: the session makes the model at start, the form (loaded when the
// player opens it) runs the steps.

// Transitions: plain functions over the model, so each rule is tested without React.

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
