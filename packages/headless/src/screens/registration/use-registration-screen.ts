import { useTranslation } from 'react-i18next';
import { useRegistrationForm, type RegistrationFormState } from '../../auth/use-registration-form.ts';
import { useAuthModal, type AuthLink } from '../../auth/use-auth-modal.ts';
import type { RegistrationBonus, RegistrationType } from '../../auth/registration-rules.ts';
import type { SocialNetwork } from '../../auth/social-providers.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useRouteLink } from '../../shell/use-route-link.ts';
import { linkedLabel, passwordFieldModel, phoneFieldModel, smsCodeStepModel, socialModel, type AuthFormModel, type FieldModel, type NoticeModel, type Translate } from '../auth-form/auth-form-model.ts';

/** The done step of registration: the new login (and password, shown once) and the ways to save them. */
export interface CredentialsModel {
  title: string;
  text: string;
  loginLabel: string;
  login: string;
  passwordLabel: string;
  /** Shown once; null when the player chose the password. */
  password: string | null;
  saveTitle: string;
  fileLabel: string;
  pictureLabel: string;
  emailFieldLabel: string;
  emailButtonLabel: string;
  email: string;
  onEmailChange(email: string): void;
  emailError?: string;
  onSaveFile(): void;
  onSavePicture(): void;
  onSendEmail(): void;
  /** The save options already used, e.g. "Saved to a file." */
  savedText: string;
  message?: string;
  continueLabel: string;
  onContinue(): void;
}

/** Registration (`/{lng}/registration`): the form, its done step, or a notice where registration is off. */
export interface RegistrationModel {
  /** Registration is off here (AUTH-004, AUTH-005): this notice instead of the form. */
  unavailable?: NoticeModel;
  form: AuthFormModel;
  /** Registered: the new credentials instead of the form. */
  credentials?: CredentialsModel;
}

/** Registration over the page (AUTH-001): the dialog's title is the done step's or the form's. */
export interface RegistrationModalModel {
  title: string;
  form: AuthFormModel;
  credentials?: CredentialsModel;
  closeLabel: string;
  onClose(): void;
}

const INTRO: Record<RegistrationType, string> = {
  fast_reg: 'registration.fastText',
  phone_reg: 'registration.phoneText',
  full_reg: 'registration.emailText',
  soc_reg: 'registration.socialText',
};
const SAVED_KEYS = ['credentials.savedFile', 'credentials.savedPicture', 'credentials.savedEmail'] as const;

function submitLabel(form: RegistrationFormState, t: Translate): string {
  if (form.loading) return t('registration.submitting');
  if (form.type === 'phone_reg' && !form.sms.isSent) return t('registration.sendCode');
  return t('registration.submit');
}

/** The fields of the chosen registration type: e-mail's details, or the phone and its SMS step. */
function typeFields(form: RegistrationFormState, t: Translate): FieldModel[] {
  const { values, errors, setValue } = form;
  if (form.type === 'full_reg') {
    const optional = t('registration.optional');
    return [
      { kind: 'text', id: 'email', label: t('registration.email'), type: 'email', autoComplete: 'email', value: values.email, error: errors.email, onText: (text) => setValue('email', text) },
      passwordFieldModel({ id: 'password', label: t('registration.password'), hint: t('registration.passwordHint'), autoComplete: 'new-password', value: values.password, error: errors.password, onText: (text) => setValue('password', text) }, t),
      { kind: 'text', id: 'birthDate', label: t('registration.birthDate'), type: 'date', autoComplete: 'bday', value: values.birthDate, error: errors.birthDate, onText: (text) => setValue('birthDate', text) },
      {
        kind: 'row',
        id: 'names',
        fields: [
          { kind: 'text', id: 'name', label: t('registration.name'), autoComplete: 'given-name', hint: optional, value: values.name, error: errors.name, onText: (text) => setValue('name', text) },
          { kind: 'text', id: 'surname', label: t('registration.surname'), autoComplete: 'family-name', hint: optional, value: values.surname, error: errors.surname, onText: (text) => setValue('surname', text) },
        ],
      },
      { kind: 'text', id: 'login', label: t('registration.login'), autoComplete: 'username', hint: t('registration.loginHint'), value: values.login, error: errors.login, onText: (text) => setValue('login', text) },
    ];
  }
  if (form.type === 'phone_reg') {
    const phone = phoneFieldModel(form.phone, { id: 'phone', label: t('registration.phone'), error: errors.phone }, t);
    const step = smsCodeStepModel({ ...form.sms, code: values.smsCode, error: errors.smsCode, isBusy: form.loading, onCode: (code) => setValue('smsCode', code) }, t);
    return step ? [phone, step] : [phone];
  }
  return [];
}

/**
 * The registration form as a model: the type tabs, the type's fields (with the SMS step for phone), currency,
 * bonus, promo code and the terms; social networks instead of the submit button for social registration.
 */
export function registrationFormModel(form: RegistrationFormState, title: string, t: Translate, loginLink?: AuthLink): AuthFormModel {
  const { values, errors } = form;
  return {
    title,
    isBusy: form.loading,
    onSubmit: form.submit,
    tabs: { id: 'registration-type', label: t('registration.types'), value: form.type, options: form.types, onChange: (type) => form.selectType(type as RegistrationType) },
    intro: t(INTRO[form.type]),
    fields: [
      ...typeFields(form, t),
      { kind: 'select', id: 'currency', label: t('registration.currency'), value: values.currency, options: form.currencies, error: errors.currency, onText: (value) => form.setValue('currency', value) },
      { kind: 'choice', id: 'bonus', legend: t('registration.bonus'), value: values.bonus, options: form.bonusOptions, onChange: (bonus) => form.setBonus(bonus as RegistrationBonus) },
      { kind: 'text', id: 'promoCode', label: t('registration.promo'), hint: t('registration.optional'), autoComplete: 'off', value: values.promoCode, error: errors.promoCode, onText: (text) => form.setValue('promoCode', text) },
    ],
    // The terms are a link (issue 9): read in a new tab, the registration form keeps its entries.
    checks: [{ id: 'terms', ...linkedLabel(t('registration.terms', { age: form.minimumAge }), form.termsHref, t('registration.newTab')), checked: values.terms, error: errors.terms, hasErrorLine: true, onChange: form.setTerms }],
    message: form.message,
    submit: form.type === 'soc_reg' ? undefined : { label: submitLabel(form, t), isBusy: form.loading, isDisabled: form.loading },
    social: form.type === 'soc_reg' ? socialModel(t('registration.socialTitle'), form.social.providers, (provider) => t('registration.socialButton', { provider }), form.loading, (id) => void form.social.register(id as SocialNetwork)) : undefined,
    footer: { text: t('registration.haveAccount'), link: { label: t('registration.toLogin'), href: form.loginHref, onClick: loginLink?.onClick } },
  };
}

/** The done step's model, once registered. */
export function credentialsModel(form: RegistrationFormState, t: Translate): CredentialsModel | undefined {
  if (form.step !== 'done' || !form.credentials) return undefined;
  return {
    title: t('credentials.title'),
    text: form.credentials.password ? t('credentials.text') : t('credentials.textChosen'),
    loginLabel: t('credentials.login'),
    login: form.credentials.login,
    passwordLabel: t('credentials.password'),
    password: form.credentials.password,
    saveTitle: t('credentials.save'),
    fileLabel: t('credentials.file'),
    pictureLabel: t('credentials.picture'),
    emailFieldLabel: t('credentials.emailLabel'),
    emailButtonLabel: t('credentials.emailSend'),
    email: form.credentialsEmail,
    onEmailChange: form.setCredentialsEmail,
    emailError: form.errors.credentialsEmail,
    onSaveFile: form.saveToFile,
    onSavePicture: () => void form.saveToPicture(),
    onSendEmail: form.sendByEmail,
    savedText: form.saved.map((option) => t(SAVED_KEYS[option])).join(' '),
    message: form.message,
    continueLabel: t('credentials.continue'),
    onContinue: () => void form.finish(),
  };
}

/** The registration page's model (spec: S2 §3, §4; AUTH-017 to AUTH-027). */
export function useRegistrationScreen({ initialType = 'fast_reg' }: { initialType?: RegistrationType } = {}): RegistrationModel {
  const title = usePageTitle();
  const { t } = useTranslation('auth');
  const form = useRegistrationForm({ initialType });
  const link = useRouteLink();
  return {
    unavailable: form.isAvailable ? undefined : { title: t('registration.unavailableTitle'), text: t('registration.unavailableText'), action: { label: t('actions.toHome'), href: link('home') } },
    form: registrationFormModel(form, title, t),
    credentials: credentialsModel(form, t),
  };
}

/** The registration modal's model: the new credentials show in it, and "Continue" closes it. */
export function useRegistrationModalScreen(): RegistrationModalModel {
  const { t } = useTranslation('auth');
  const auth = useAuthModal();
  const form = useRegistrationForm({ onFinish: auth.close });
  const credentials = credentialsModel(form, t);
  return {
    title: credentials ? credentials.title : t('routes:registration'),
    form: registrationFormModel(form, t('routes:registration'), t, auth.loginLink),
    credentials,
    closeLabel: t('common.close'),
    onClose: auth.close,
  };
}
