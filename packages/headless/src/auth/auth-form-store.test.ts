import { describe, expect, it } from 'vitest';
import { AUTH_FORMS, answerReceived, cancelTwoStep, createAuthFormModel, createAuthFormStore, fieldsInvalid, selectForm, smsPhoneChanged, smsSent, submitFailed, submitStarted } from '@bf/headless/auth';

describe('auth form state (AUTH-012, AUTH-013)', () => {
  it('has the four forms and the spec fields', () => {
    expect(AUTH_FORMS).toEqual(['login_password', 'phone_password', 'sms', 'login_password_two_step_code']);
    const model = createAuthFormModel();
    expect(model).toMatchObject({ currentForm: 'login_password', loading: false, message: null, responseType: null });
    expect(Object.keys(model.defaults).sort()).toEqual(['login', 'passwordLogin', 'passwordPhone', 'phone', 'phoneBySms', 'remember']);
    expect(createAuthFormStore({ remember: true }).state.defaults.remember).toBe(true);
  });

  it('switching form drops the message and errors but keeps what was typed', () => {
    const model = createAuthFormModel({ login: 'demo' });
    submitFailed(model, { code: 'invalid_credentials' });
    fieldsInvalid(model, { passwordLogin: 'passwordRequired' });
    selectForm(model, 'sms');
    expect(model).toMatchObject({ currentForm: 'sms', message: null, fieldErrors: {} });
    expect(model.defaults.login).toBe('demo');
  });

  it('does not switch while a call is in flight', () => {
    const model = createAuthFormModel();
    submitStarted(model);
    selectForm(model, 'phone_password');
    expect(model.currentForm).toBe('login_password');
  });

  it('a success signs in; a refusal becomes the message', () => {
    const model = createAuthFormModel();
    submitStarted(model);
    expect(answerReceived(model, { success: false, responseType: 'error', message: 'Nope' })).toBe('refused');
    expect(model).toMatchObject({ loading: false, message: { code: 'refused', detail: 'Nope' }, responseType: 'error' });
    submitStarted(model);
    expect(answerReceived(model, { success: true, responseType: 'success', message: 'Signed in' })).toBe('signed-in');
    expect(model).toMatchObject({ loading: false, isSignedIn: true, message: null });
  });

  it('responseType two_step opens the code form with the ticket, and back returns to the password form', () => {
    const model = createAuthFormModel();
    selectForm(model, 'phone_password');
    submitStarted(model);
    expect(answerReceived(model, { success: false, responseType: 'two_step', message: 'Enter the code', data: { twoStepToken: 'ticket' } })).toBe('two-step');
    expect(model).toMatchObject({ currentForm: 'login_password_two_step_code', twoStepToken: 'ticket', twoStepFrom: 'phone_password', message: null });
    cancelTwoStep(model);
    expect(model).toMatchObject({ currentForm: 'phone_password', twoStepToken: null });
  });

  it('an expired two-step ticket goes back to the password form with the message', () => {
    const model = createAuthFormModel();
    answerReceived(model, { success: false, responseType: 'two_step', message: null, data: { twoStepToken: 't' } });
    submitFailed(model, { code: 'two_step_expired' });
    expect(model).toMatchObject({ currentForm: 'login_password', twoStepToken: null, message: { code: 'two_step_expired' } });
  });

  it('a wrong two-step code keeps the code form', () => {
    const model = createAuthFormModel();
    answerReceived(model, { success: false, responseType: 'two_step', message: null, data: { twoStepToken: 't' } });
    submitFailed(model, { code: 'invalid_two_step_code' });
    expect(model.currentForm).toBe('login_password_two_step_code');
  });

  it('remembers when and where the SMS went; a new number drops the code', () => {
    const model = createAuthFormModel();
    selectForm(model, 'sms');
    submitStarted(model);
    smsSent(model, '+79123456789', 1_000);
    expect(model).toMatchObject({ loading: false, smsSentAt: 1_000, smsPhone: '+79123456789' });
    model.smsCode = '123';
    smsPhoneChanged(model);
    expect(model).toMatchObject({ smsSentAt: null, smsPhone: null, smsCode: '' });
  });
});
