import { useSignInModalScreen, type SignInModalModel } from '@bf/headless/screens/sign-in';
import { useRegistrationModalScreen, type RegistrationModalModel } from '@bf/headless/screens/registration';
import { AuthDialog, CredentialsPanel } from '@kit/auth';
import { AuthForm } from './parts/auth-form.tsx';

/** Sign-in over the page (AUTH-001) over its model. */
export function SignInModalView({ model }: { model: SignInModalModel }) {
  return (
    <AuthDialog isOpen title={model.form.title} onClose={model.onClose} closeLabel={model.closeLabel}>
      <AuthForm form={model.form} isEmbedded />
    </AuthDialog>
  );
}

/** Registration over the page (AUTH-001) over its model: the new credentials show in it. */
export function RegistrationModalView({ model }: { model: RegistrationModalModel }) {
  return (
    <AuthDialog isOpen title={model.title} onClose={model.onClose} closeLabel={model.closeLabel}>
      {model.credentials ? <CredentialsPanel {...model.credentials} isEmbedded /> : <AuthForm form={model.form} isEmbedded />}
    </AuthDialog>
  );
}

const SignInModal = () => <SignInModalView model={useSignInModalScreen()} />;
const RegistrationModal = () => <RegistrationModalView model={useRegistrationModalScreen()} />;

/** The open sign-in or registration modal; its code loads only when one opens. */
export function AuthModalScreen({ open }: { open: 'login' | 'registration' }) {
  return open === 'login' ? <SignInModal /> : <RegistrationModal />;
}
