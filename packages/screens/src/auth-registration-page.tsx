import { useRegistrationScreen, type RegistrationModel, type RegistrationType } from '@bf/headless/screens/registration';
import { AuthPage, CredentialsPanel } from '@kit/auth';
import { AuthForm, AuthNotice } from './parts/auth-form.tsx';

/** Registration over its model: the form, the new credentials once registered, or "registration is off". */
export function RegistrationView({ model }: { model: RegistrationModel }) {
  const { unavailable, credentials } = model;
  return <AuthPage>{unavailable ? <AuthNotice notice={unavailable} /> : credentials ? <CredentialsPanel {...credentials} /> : <AuthForm form={model.form} />}</AuthPage>;
}

/** Registration (`/{lng}/registration`): one click, phone, e-mail or a social network, and the bonus choice. */
export function RegistrationScreen({ initialType = 'fast_reg' }: { initialType?: RegistrationType }) {
  return <RegistrationView model={useRegistrationScreen({ initialType })} />;
}

/** `/{lng}/registration/socialregistration`: registration opens on the social networks. */
export function SocialRegistrationScreen() {
  return <RegistrationScreen initialType="soc_reg" />;
}
