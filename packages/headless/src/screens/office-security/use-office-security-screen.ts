import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type SecurityState } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { newPasswordRule } from '../../auth/registration-rules.ts';
import { useSessionServices } from '../../session/use-session.ts';
import { hasContactFields, isEmailActivationNeeded, isPhoneActivationNeeded, protectionBand, type ProtectionBand } from '../../user-config/user-config-rules.ts';

/** A text input of the page. */
export interface SecurityField {
  id: string;
  label: string;
  type: 'password' | 'tel' | 'text';
  autoComplete: string;
  value: string;
  error?: string;
  onText(text: string): void;
}

export interface SecurityButton {
  label: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

export type SecurityMessage = { text: string; tone: 'info' | 'error' } | null;

/** The office security page (office/security). */
export interface OfficeSecurityModel {
  title: string;
  status: 'loading' | 'ready';
  loadingText: string;
  /**
   * The protection-level meter: the level out of 100 (it may go past), the value a meter shows (capped at 100), the
   * steps of ten it fills, its band and the band's words.
   */
  meter: { label: string; level: number; max: 100; value: number; filledSteps: number; band: ProtectionBand; text: string };
  /** How the account is protected, one row per method. */
  methods: { id: string; label: string; value: string; isOn: boolean }[];
  password: { title: string; hint: string; fields: SecurityField[]; submit: SecurityButton; message: SecurityMessage };
  twoStep: { title: string; status: string; isOn: boolean; password: SecurityField; submit: SecurityButton; message: SecurityMessage };
  phone: { title: string; bound: string | null; /** The bound phone needs activating (UCFG-020): what to do about it. */ activation: string | null; number: SecurityField; code: SecurityField | null; send: SecurityButton; bind: SecurityButton | null; message: SecurityMessage };
  email: { title: string; text: string; isConfirmed: boolean };
  /** Contact fields filled: a phone and an e-mail both given (UCFG-030). */
  contacts: { id: 'contacts'; label: string; value: string; isOn: boolean };
  /** The player's own account block (UCFG-012): its state and the button that toggles it. */
  block: { title: string; text: string; status: string; isBlocked: boolean; toggle: SecurityButton; message: SecurityMessage };
}

export interface PasswordDraft {
  old: string;
  next: string;
  repeat: string;
}

/** Error keys (office namespace, `security_error_…`) of a password change draft, by field; empty when it can be sent. */
export function passwordChangeErrors(draft: PasswordDraft): Partial<Record<keyof PasswordDraft, string>> {
  const errors: Partial<Record<keyof PasswordDraft, string>> = {};
  if (!draft.old) errors.old = 'required';
  const rule = newPasswordRule.safeParse(draft.next);
  if (!draft.next) errors.next = 'required';
  else if (!rule.success) errors.next = rule.error.issues[0]?.message ?? 'passwordShort';
  else if (draft.next === draft.old) errors.next = 'same';
  if (!errors.next && draft.repeat !== draft.next) errors.repeat = 'mismatch';
  return errors;
}

/** The first error code of a failed call, or 'failed'. */
export const callErrorCode = (error: unknown): string => (error instanceof ApiError ? String(error.details[0]?.code ?? 'failed') : 'failed');

const KNOWN_CALL_ERRORS = new Set(['invalid_password', 'same_password', 'phone_taken', 'invalid_phone', 'invalid_sms_code', 'sms_code_expired']);

export interface OfficeSecurityState {
  password: PasswordDraft & { isSubmitted: boolean; isBusy: boolean; message: SecurityMessage };
  twoStep: { password: string; isBusy: boolean; message: SecurityMessage; error?: string };
  phone: { number: string; code: string; sentTo: string | null; isBusy: boolean; message: SecurityMessage; error?: string };
  block: { isBusy: boolean; message: SecurityMessage };
}

export const initialSecurityState = (): OfficeSecurityState => ({
  password: { old: '', next: '', repeat: '', isSubmitted: false, isBusy: false, message: null },
  twoStep: { password: '', isBusy: false, message: null },
  phone: { number: '', code: '', sentTo: null, isBusy: false, message: null },
  block: { isBusy: false, message: null },
});

export interface OfficeSecurityInput {
  t: TFunction;
  security: SecurityState | undefined;
  email: string | null | undefined;
  state: OfficeSecurityState;
  actions: {
    setPassword(field: keyof PasswordDraft, text: string): void;
    changePassword(): void;
    setTwoStepPassword(text: string): void;
    toggleTwoStep(): void;
    setPhone(text: string): void;
    setPhoneCode(text: string): void;
    sendPhoneCode(): void;
    bindPhone(): void;
    toggleBlock(): void;
  };
}

/** The meter of a protection level: capped at 100, in ten steps (levels come in tens). */
function meterOf(level: number, band: ProtectionBand, label: string, text: string): OfficeSecurityModel['meter'] {
  const value = Math.min(level, 100);
  return { label, level, max: 100, value, filledSteps: Math.round(value / 10), band, text };
}

/** The security page's model (pure: tests and fixtures use it directly). */
export function officeSecurityModel({ t, security, email, state, actions }: OfficeSecurityInput): OfficeSecurityModel {
  const level = security?.protection_level ?? null;
  const band = protectionBand(level);
  const methods = security?.protection_methods;
  const onOff = (isOn: boolean) => t(isOn ? 'security_on' : 'security_off');
  const errors = state.password.isSubmitted ? passwordChangeErrors(state.password) : {};
  const errorText = (code: string | undefined) => (code ? t(`security_error_${code}`) : undefined);
  const passwordField = (id: keyof PasswordDraft, autoComplete: string): SecurityField => ({
    id: `password-${id}`,
    label: t(`security_password_${id}`),
    type: 'password',
    autoComplete,
    value: state.password[id],
    error: errorText(errors[id]),
    onText: (text) => actions.setPassword(id, text),
  });
  const twoStepOn = methods?.enable_two_factor_auth ?? false;
  const boundPhone = security?.phone ?? null;
  const codeSent = state.phone.sentTo !== null;
  // UCFG-020, UCFG-021: a contact the activation type does not include needs activating.
  const phoneNeedsActivation = Boolean(security && boundPhone && isPhoneActivationNeeded({ phone_number: boundPhone, activation_type: security.activation_type }));
  const emailNeedsActivation = Boolean(security && email && isEmailActivationNeeded({ user_email: email, activation_type: security.activation_type }));
  const isBlocked = security?.is_blocked ?? false;
  return {
    title: t('security_title'),
    status: security ? 'ready' : 'loading',
    loadingText: t('security_loading'),
    meter: meterOf(level ?? 0, band, t('security_level_title'), t(`security_band_${band}`, { level: level ?? 0 })),
    methods: methods && security
      ? [
          { id: 'password', label: t('security_method_password'), value: onOff(methods.is_changed_password), isOn: methods.is_changed_password },
          { id: 'email', label: t('security_method_email'), value: onOff(methods.enable_email_auth), isOn: methods.enable_email_auth },
          { id: 'phone', label: t('security_method_phone'), value: onOff(methods.enable_phone_binding), isOn: methods.enable_phone_binding },
          { id: 'two-step', label: t('security_method_two_step'), value: onOff(methods.enable_two_factor_auth), isOn: methods.enable_two_factor_auth },
          // activation_type (UCFG-003 to UCFG-006): 0 none, 1 e-mail, 2 e-mail and phone, 3 phone.
          { id: 'activation', label: t('security_activation'), value: t(`security_activation_${security.activation_type}`), isOn: security.activation_type !== 0 },
        ]
      : [],
    password: {
      title: t('security_password_title'),
      hint: t('security_password_hint'),
      fields: [passwordField('old', 'current-password'), passwordField('next', 'new-password'), passwordField('repeat', 'new-password')],
      submit: { label: t(state.password.isBusy ? 'security_password_busy' : 'security_password_submit'), isBusy: state.password.isBusy, isDisabled: state.password.isBusy, onPress: actions.changePassword },
      message: state.password.message,
    },
    twoStep: {
      title: t('security_two_step_title'),
      status: t(twoStepOn ? 'security_two_step_on' : 'security_two_step_off'),
      isOn: twoStepOn,
      password: { id: 'two-step-password', label: t('security_two_step_password'), type: 'password', autoComplete: 'current-password', value: state.twoStep.password, error: errorText(state.twoStep.error), onText: actions.setTwoStepPassword },
      submit: {
        label: t(twoStepOn ? 'security_two_step_disable' : 'security_two_step_enable'),
        isBusy: state.twoStep.isBusy,
        isDisabled: !security || state.twoStep.isBusy,
        onPress: actions.toggleTwoStep,
      },
      message: state.twoStep.message,
    },
    phone: {
      title: t('security_phone_title'),
      bound: boundPhone ? t('security_phone_bound', { phone: boundPhone }) : null,
      activation: phoneNeedsActivation ? t('security_phone_activation', { phone: boundPhone }) : null,
      number: { id: 'phone-number', label: t('security_phone_number'), type: 'tel', autoComplete: 'tel', value: state.phone.number, error: codeSent ? undefined : errorText(state.phone.error), onText: actions.setPhone },
      code: codeSent
        ? { id: 'phone-code', label: t('security_phone_code'), type: 'text', autoComplete: 'one-time-code', value: state.phone.code, error: errorText(state.phone.error), onText: actions.setPhoneCode }
        : null,
      send: { label: t('security_phone_send'), isBusy: state.phone.isBusy && !codeSent, isDisabled: state.phone.isBusy || state.phone.number.trim() === '', onPress: actions.sendPhoneCode },
      bind: codeSent ? { label: t('security_phone_bind'), isBusy: state.phone.isBusy, isDisabled: state.phone.isBusy || state.phone.code.trim() === '', onPress: actions.bindPhone } : null,
      message: state.phone.message,
    },
    email: {
      title: t('security_email_title'),
      text: email ? t(methods?.enable_email_auth && !emailNeedsActivation ? 'security_email_confirmed' : 'security_email_unconfirmed', { email }) : t('security_email_missing'),
      isConfirmed: Boolean(email && methods?.enable_email_auth && !emailNeedsActivation),
    },
    contacts: (() => {
      const isFilled = hasContactFields({ phone_number: boundPhone ?? '', user_email: email ?? '' });
      return { id: 'contacts' as const, label: t('security_contacts'), value: t(isFilled ? 'security_contacts_filled' : 'security_contacts_missing'), isOn: isFilled };
    })(),
    block: {
      title: t('security_block_title'),
      text: t('security_block_text'),
      status: t(isBlocked ? 'security_block_on' : 'security_block_off'),
      isBlocked,
      toggle: { label: t(isBlocked ? 'security_block_disable' : 'security_block_enable'), isBusy: state.block.isBusy, isDisabled: !security || state.block.isBusy, onPress: actions.toggleBlock },
      message: state.block.message,
    },
  };
}

/**
 * The office security page (spec: S2 §3, §4 protection level and methods; UCFG-009, UCFG-010, UCFG-017 to UCFG-026):
 * password change with the sign-up password rule, two-step sign-in on or off (confirmed with the password; turning it
 * on shows the code to sign in with), phone binding with an SMS code, the e-mail's status and the protection meter.
 */
export function useOfficeSecurityScreen(): OfficeSecurityModel {
  const { t } = useTranslation('office');
  const { api, userConfigStore } = useSessionServices();
  const security = useSWR(officeKeys.security(), () => api.office.getSecurity());
  const personal = useSWR(officeKeys.personalData(), () => api.office.getPersonalData());
  const [state, setState] = useState(initialSecurityState);
  const update = <K extends keyof OfficeSecurityState>(part: K, change: Partial<OfficeSecurityState[K]>) => setState((current) => ({ ...current, [part]: { ...current[part], ...change } }));
  const failure = (error: unknown) => {
    const code = callErrorCode(error);
    return KNOWN_CALL_ERRORS.has(code) ? code : 'failed';
  };
  const refresh = (next?: SecurityState) => void security.mutate(next, { revalidate: next === undefined });

  return officeSecurityModel({
    t,
    security: security.data,
    email: personal.data?.email,
    state,
    actions: {
      setPassword: (field, text) => update('password', { [field]: text, message: null }),
      changePassword: () => {
        const draft = state.password;
        update('password', { isSubmitted: true, message: null });
        if (draft.isBusy || Object.keys(passwordChangeErrors(draft)).length > 0) return;
        update('password', { isBusy: true });
        api.office.changePassword(draft.old, draft.next).then(
          () => {
            setState((current) => ({ ...current, password: { ...initialSecurityState().password, message: { text: t('security_password_done'), tone: 'info' } } }));
            refresh();
          },
          (error: unknown) => {
            const code = failure(error);
            update('password', { isBusy: false, message: { text: t(`security_error_${code === 'same_password' ? 'same' : code}`), tone: 'error' } });
          },
        );
      },
      setTwoStepPassword: (text) => update('twoStep', { password: text, error: undefined, message: null }),
      toggleTwoStep: () => {
        const enable = !(security.data?.protection_methods.enable_two_factor_auth ?? false);
        if (!state.twoStep.password) return update('twoStep', { error: 'required' });
        update('twoStep', { isBusy: true, error: undefined, message: null });
        api.office.setTwoStep(enable, state.twoStep.password).then(
          (answer) => {
            refresh(answer.security);
            update('twoStep', { isBusy: false, password: '', message: answer.code ? { text: t('security_two_step_code', { code: answer.code }), tone: 'info' } : { text: t('security_two_step_off'), tone: 'info' } });
          },
          (error: unknown) => {
            const code = failure(error);
            update('twoStep', code === 'invalid_password' ? { isBusy: false, error: 'wrong_password' } : { isBusy: false, message: { text: t(`security_error_${code}`), tone: 'error' } });
          },
        );
      },
      setPhone: (text) => update('phone', { number: text, sentTo: null, code: '', error: undefined, message: null }),
      setPhoneCode: (text) => update('phone', { code: text, error: undefined }),
      sendPhoneCode: () => {
        update('phone', { isBusy: true, error: undefined, message: null });
        api.office.sendPhoneCode(state.phone.number.trim()).then(
          () => update('phone', { isBusy: false, sentTo: state.phone.number.trim(), message: { text: t('security_phone_sent', { phone: state.phone.number.trim() }), tone: 'info' } }),
          (error: unknown) => update('phone', { isBusy: false, error: failure(error) }),
        );
      },
      toggleBlock: () => {
        if (!security.data || state.block.isBusy) return;
        const block = !security.data.is_blocked;
        update('block', { isBusy: true, message: null });
        api.office.setBlocked(block).then(
          (next) => {
            refresh(next);
            // spec S2 §3, §4: block/unblock toggles the user config's isBlocked for every reader (UCFG-012).
            userConfigStore.setBlocked(next.is_blocked);
            update('block', { isBusy: false, message: { text: t(next.is_blocked ? 'security_block_done_on' : 'security_block_done_off'), tone: 'info' } });
          },
          (error: unknown) => update('block', { isBusy: false, message: { text: t(`security_error_${failure(error)}`), tone: 'error' } }),
        );
      },
      bindPhone: () => {
        update('phone', { isBusy: true, error: undefined });
        api.office.bindPhone(state.phone.number.trim(), state.phone.code.trim()).then(
          (next) => {
            refresh(next);
            // spec S2 §4 phone binding: the user config's activation type, phone-binding protection and number (UCFG-017 to UCFG-019).
            userConfigStore.bindPhone({ phone_number: state.phone.number.trim() });
            setState((current) => ({ ...current, phone: { ...initialSecurityState().phone, message: { text: t('security_phone_done'), tone: 'info' } } }));
          },
          (error: unknown) => update('phone', { isBusy: false, error: failure(error) }),
        );
      },
    },
  });
}
