import { useTranslation } from '@bf/headless/i18n';
import { useAuthModal, useLoginForm, useRegistrationForm, type AuthModalId } from '@bf/headless/auth';
import { AuthDialog } from '@bf/ui-desktop/auth';
import { LoginForm } from './auth-login-form.tsx';
import { RegistrationForm } from './auth-registration-form.tsx';

/** Sign-in over the page (AUTH-001): after it the modal closes and the player stays, or goes on to the wanted route. */
function LoginModal() {
  const { t } = useTranslation('auth');
  const auth = useAuthModal();
  const form = useLoginForm({ afterSignIn: auth.afterSignIn });
  const title = t('routes:login');
  return (
    <AuthDialog isOpen title={form.isTwoStep ? t('twoStep.title') : title} onClose={auth.close} closeLabel={t('common.close')}>
      <LoginForm form={form} title={title} isEmbedded registrationLink={auth.registrationLink} />
    </AuthDialog>
  );
}

/** Registration over the page (AUTH-001): the new credentials show in it, and "Continue" closes it. */
function RegistrationModal() {
  const { t } = useTranslation('auth');
  const auth = useAuthModal();
  const form = useRegistrationForm({ onFinish: auth.close });
  const title = t('routes:registration');
  return (
    <AuthDialog isOpen title={form.step === 'done' ? t('credentials.title') : title} onClose={auth.close} closeLabel={t('common.close')}>
      <RegistrationForm form={form} title={title} isEmbedded loginLink={auth.loginLink} />
    </AuthDialog>
  );
}

/** The open sign-in or registration modal; its code loads only when one opens. */
export function AuthModal({ open }: { open: AuthModalId }) {
  return open === 'login' ? <LoginModal /> : <RegistrationModal />;
}
