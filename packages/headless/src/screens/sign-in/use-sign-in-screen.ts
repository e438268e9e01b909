import { useTranslation } from 'react-i18next';
import { useLoginForm, type LoginFormState } from '../../auth/use-login-form.ts';
import { useAuthModal, type AuthLink } from '../../auth/use-auth-modal.ts';
import type { SocialNetwork } from '../../auth/social-providers.ts';
import { useSession } from '../../session/session-provider.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useRouteLink } from '../../shell/use-route-link.ts';
import { passwordFieldModel, phoneFieldModel, smsCodeStepModel, socialModel, type AuthFormModel, type FieldModel, type NoticeModel, type Translate } from '../auth-form/auth-form-model.ts';

/** The sign-in page (`/{lng}/user/login`): the form, or a notice when the player is signed in already. */
export interface SignInModel {
  /** Signed in already (and not by this form): "go to your account" instead of the form. */
  signedIn?: NoticeModel;
  form: AuthFormModel;
}

/** Sign-in over the page (AUTH-001): the form, and how the dialog closes; the dialog's title is `form.title`. */
export interface SignInModalModel {
  form: AuthFormModel;
  closeLabel: string;
  onClose(): void;
}

/** The submit button's label: busy, the two-step code, "send code" before an SMS was sent, else "log in". */
function submitLabel(form: LoginFormState, t: Translate): string {
  if (form.loading) return t('login.submitting');
  if (form.isTwoStep) return t('twoStep.submit');
  if (form.tab === 'sms' && !form.sms.isSent) return t('sms.send');
  return t('login.submit');
}

function credentialFields(form: LoginFormState, t: Translate): FieldModel[] {
  const label = t('login.phoneLabel');
  if (form.tab === 'sms') {
    const step = smsCodeStepModel({ ...form.sms, code: form.values.smsCode, error: form.errors.smsCode, isBusy: form.loading, onCode: (code) => form.setValue('smsCode', code) }, t);
    const phone = phoneFieldModel(form.smsPhone, { id: 'phoneBySms', label, error: form.errors.phoneBySms }, t);
    return step ? [phone, step] : [phone];
  }
  if (form.tab === 'phone') {
    return [
      phoneFieldModel(form.phone, { id: 'phone', label, error: form.errors.phone }, t),
      passwordFieldModel({ id: 'passwordPhone', label: t('login.passwordLabel'), autoComplete: 'current-password', value: form.values.passwordPhone, error: form.errors.passwordPhone, onText: (text) => form.setValue('passwordPhone', text) }, t),
    ];
  }
  return [
    { kind: 'text', id: 'login', label: t('login.loginLabel'), autoComplete: 'username', value: form.values.login, error: form.errors.login, onText: (text) => form.setValue('login', text) },
    passwordFieldModel({ id: 'passwordLogin', label: t('login.passwordLabel'), autoComplete: 'current-password', value: form.values.passwordLogin, error: form.errors.passwordLogin, onText: (text) => form.setValue('passwordLogin', text) }, t),
  ];
}

/**
 * The sign-in form as a model: login, phone or SMS code (with its SMS step), the two-step code, remember me, the
 * social networks, "forgot password" and the way to registration (`registrationLink` opens its modal).
 */
export function signInFormModel(form: LoginFormState, title: string, t: Translate, registrationLink?: AuthLink): AuthFormModel {
  const base = {
    isBusy: form.loading,
    onSubmit: form.submit,
    message: form.message,
    submit: { label: submitLabel(form, t), isBusy: form.loading, isDisabled: form.loading },
    footer: form.registrationHref ? { text: t('login.noAccount'), link: { label: t('login.register'), href: form.registrationHref, onClick: registrationLink?.onClick } } : undefined,
  };
  if (form.isTwoStep) {
    return {
      ...base,
      title: t('twoStep.title'),
      intro: t('twoStep.text'),
      fields: [{ kind: 'text', id: 'twoStepCode', label: t('twoStep.codeLabel'), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, autoFocus: true, value: form.values.twoStepCode, error: form.errors.twoStepCode, onText: (text) => form.setValue('twoStepCode', text) }],
      checks: [],
      back: { label: t('twoStep.back'), onPress: form.cancelTwoStep },
    };
  }
  return {
    ...base,
    title,
    tabs: { id: 'sign-in-method', label: t('login.methods'), value: form.tab, options: form.tabs, onChange: (tab) => form.selectTab(tab as LoginFormState['tab']) },
    fields: credentialFields(form, t),
    checks: [{ id: 'remember', label: t('login.remember'), checked: form.values.remember, onChange: form.setRemember }],
    forgot: { label: t('login.forgot'), href: form.forgotPasswordHref },
    social: socialModel(t('login.social'), form.social.providers, (provider) => t('login.socialButton', { provider }), form.loading, (id) => void form.social.signIn(id as SocialNetwork)),
  };
}

/** The sign-in page's model (spec: S2 §3, §4 login flow). */
export function useSignInScreen(): SignInModel {
  const title = usePageTitle();
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useLoginForm();
  const link = useRouteLink();
  return {
    signedIn: session.isSignedIn && !form.loading ? { title: t('login.alreadyTitle'), text: t('login.alreadyText'), action: { label: t('login.toAccount'), href: link('office-account') } } : undefined,
    form: signInFormModel(form, title, t),
  };
}

/** The sign-in modal's model: after signing in the modal closes and the player stays, or goes on to the wanted route. */
export function useSignInModalScreen(): SignInModalModel {
  const { t } = useTranslation('auth');
  const auth = useAuthModal();
  const form = useLoginForm({ afterSignIn: auth.afterSignIn });
  return { form: signInFormModel(form, t('routes:login'), t, auth.registrationLink), closeLabel: t('common.close'), onClose: auth.close };
}
