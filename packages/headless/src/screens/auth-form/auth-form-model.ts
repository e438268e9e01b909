import type { LinkClick } from '../../auth/use-auth-modal.ts';
import type { PhoneFieldState } from '../../auth/use-phone-field.ts';

/** The `auth` namespace's t(). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A button: its label and what pressing it does. */
export interface ActionModel {
  label: string;
  onPress(): void;
  isDisabled?: boolean;
}

/** A link that works without JavaScript; a plain click may do something else (open a modal). */
export interface LinkModel {
  label: string;
  href: string;
  onClick?(event: LinkClick): void;
}

/** A notice in place of a form: signed in already, registration off. */
export interface NoticeModel {
  title: string;
  text: string;
  action: LinkModel;
}

/** A text input: what it shows and says, and `onText` for what was typed (the model parses it). */
export interface TextFieldModel {
  kind: 'text';
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'date';
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
  autoFocus?: boolean;
  onText(text: string): void;
}

/** A password input with its show/hide toggle. */
export interface PasswordFieldModel extends Omit<TextFieldModel, 'kind' | 'type'> {
  kind: 'password';
  showLabel: string;
  hideLabel: string;
}

/** The country picker of a phone field (AUTH-031). */
export interface CountryPickerModel {
  isOpen: boolean;
  title: string;
  closeLabel: string;
  searchLabel: string;
  search: string;
  onSearchChange(search: string): void;
  countries: { id: string; name: string; telCode: string }[];
  selectedId: string;
  onSelect(id: string): void;
  onClose(): void;
  notFoundText: string;
  isLoading: boolean;
  loadingText: string;
}

/** A phone number with its country button; the button opens `picker`. */
export interface PhoneFieldModel {
  kind: 'phone';
  id: string;
  label: string;
  value: string;
  error?: string;
  placeholder: string;
  onValueChange(text: string): void;
  countryCode: string;
  phoneCode: string;
  countryButtonLabel: string;
  onCountryClick(): void;
  picker: CountryPickerModel;
}

/** A native select. */
export interface SelectFieldModel {
  kind: 'select';
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onText(value: string): void;
}

/** Mutually exclusive choices (the bonus). */
export interface ChoiceFieldModel {
  kind: 'choice';
  id: string;
  legend: string;
  value: number;
  options: { value: number; label: string }[];
  onChange(value: number): void;
}

/** The SMS-code step, the same for SMS sign-in and phone registration: shown once a code was sent. */
export interface SmsCodeStepModel {
  kind: 'sms-code';
  id: string;
  /** "We sent a code to +7 …". */
  sentText: string;
  code: TextFieldModel;
  /** "Send again", counting down while it may not. */
  resend: ActionModel;
  changePhone: ActionModel;
}

/** Fields side by side in one row (first name, surname). */
export interface FieldRowModel {
  kind: 'row';
  id: string;
  fields: FieldModel[];
}

export type FieldModel = TextFieldModel | PasswordFieldModel | PhoneFieldModel | SelectFieldModel | ChoiceFieldModel | SmsCodeStepModel | FieldRowModel;

/** A checkbox under the fields (remember me, the terms); `error` set (even empty) keeps an error line under it. */
export interface CheckboxModel {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
  hasErrorLine?: boolean;
  /** Words of the label that open a document (the terms) in a new tab, so the form keeps what was typed. */
  link?: LabelLink;
}

/** A label cut around its linked words: `before`, the link's `text`, `after`; the note says it opens a new tab. */
export interface LabelLink {
  before: string;
  text: string;
  after: string;
  href: string;
  newTabNote: string;
}

/**
 * A checkbox label whose translation marks linked words with brackets ("accept the [terms and conditions]"): the
 * plain label, and the link cut out of it. Without brackets, no link.
 */
export function linkedLabel(sentence: string, href: string, newTabNote: string): { label: string; link?: LabelLink } {
  const match = /^([^[\]]*)\[([^[\]]+)\]([^[\]]*)$/.exec(sentence);
  if (!match) return { label: sentence };
  const [, before = '', text = '', after = ''] = match;
  return { label: `${before}${text}${after}`, link: { before, text, after, href, newTabNote } };
}

/** Tabs or cards choosing a way in (login / phone / SMS; one click / phone / e-mail / social). */
export interface MethodTabsModel {
  id: 'sign-in-method' | 'registration-type';
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

/** A row of social network buttons. */
export interface SocialModel {
  title: string;
  isBusy: boolean;
  buttons: { id: string; label: string; ariaLabel: string; onPress(): void }[];
}

/**
 * A sign-in or registration form, in the order it shows: method tabs, intro, fields, checkboxes and the form's
 * message, the submit button, then "back" (two-step), "forgot password" and the social networks.
 */
export interface AuthFormModel {
  /** The heading (the page's, or the step's: two-step verification). */
  title: string;
  isBusy: boolean;
  /** Sends the form; resolves once its errors (if any) are on the model. */
  onSubmit(): Promise<void>;
  tabs?: MethodTabsModel;
  intro?: string;
  fields: FieldModel[];
  checks: CheckboxModel[];
  /** A message for the whole form (wrong password…). */
  message?: string;
  submit?: { label: string; isBusy: boolean; isDisabled: boolean };
  back?: ActionModel;
  forgot?: LinkModel;
  social?: SocialModel;
  /** "No account? Register" / "Have an account? Log in". */
  footer?: { text: string; link: LinkModel };
}

/** The phone field model over the headless phone field state. */
export function phoneFieldModel(phone: PhoneFieldState, field: { id: string; label: string; error: string | undefined }, t: Translate): PhoneFieldModel {
  const { picker, country } = phone;
  return {
    kind: 'phone',
    ...field,
    value: phone.display,
    placeholder: phone.placeholder,
    onValueChange: phone.setInput,
    countryCode: country.country_code,
    phoneCode: country.tel_code,
    countryButtonLabel: t('phone.countryButton', { country: country.name, code: country.tel_code }),
    onCountryClick: picker.open,
    picker: {
      isOpen: picker.isOpen,
      title: t('phone.pickerTitle'),
      closeLabel: t('common.close'),
      searchLabel: t('phone.search'),
      search: picker.search,
      onSearchChange: picker.setSearch,
      countries: picker.countries.map((c) => ({ id: c.id, name: c.name, telCode: c.tel_code })),
      selectedId: country.id,
      onSelect: picker.select,
      onClose: picker.close,
      notFoundText: picker.notFoundText,
      isLoading: !picker.isReady,
      loadingText: t('phone.loading'),
    },
  };
}

/** What the SMS step needs of a form. */
export interface SmsStepInput {
  isSent: boolean;
  sentTo: string;
  secondsLeft: number;
  resend(): Promise<void>;
  changePhone(): void;
  code: string;
  error: string | undefined;
  isBusy: boolean;
  onCode(code: string): void;
}

/** The SMS-code step once a code was sent, else undefined (the phone field alone shows). */
export function smsCodeStepModel(sms: SmsStepInput, t: Translate): SmsCodeStepModel | undefined {
  if (!sms.isSent) return undefined;
  return {
    kind: 'sms-code',
    id: 'smsCode',
    sentText: t('sms.sentTo', { phone: sms.sentTo }),
    code: { kind: 'text', id: 'smsCodeInput', label: t('sms.codeLabel'), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, value: sms.code, error: sms.error, onText: sms.onCode },
    resend: {
      label: sms.secondsLeft > 0 ? t('sms.resendIn', { seconds: sms.secondsLeft }) : t('sms.resend'),
      isDisabled: sms.secondsLeft > 0 || sms.isBusy,
      onPress: () => void sms.resend(),
    },
    changePhone: { label: t('sms.changePhone'), onPress: sms.changePhone },
  };
}

/** A password field with the show/hide labels. */
export function passwordFieldModel(field: Omit<PasswordFieldModel, 'kind' | 'showLabel' | 'hideLabel'>, t: Translate): PasswordFieldModel {
  return { kind: 'password', showLabel: t('password.show'), hideLabel: t('password.hide'), ...field };
}

/** The social network buttons: each named "Continue with …" in the page's language. */
export function socialModel(title: string, providers: { id: string; label: string }[], ariaLabel: (provider: string) => string, isBusy: boolean, onPress: (id: string) => void): SocialModel | undefined {
  if (!providers.length) return undefined;
  return { title, isBusy, buttons: providers.map((p) => ({ id: p.id, label: p.label, ariaLabel: ariaLabel(p.label), onPress: () => onPress(p.id) })) };
}
