import { useSignInScreen, type SignInModel } from '@bf/headless/screens/sign-in';
import { AuthPage } from '@kit/auth';
import { AuthForm, AuthNotice } from './parts/auth-form.tsx';

/** Sign-in (`/{lng}/user/login`) over its model: the form, or "signed in already". */
export function SignInView({ model }: { model: SignInModel }) {
  return <AuthPage>{model.signedIn ? <AuthNotice notice={model.signedIn} /> : <AuthForm form={model.form} />}</AuthPage>;
}

/** Sign-in (`/{lng}/user/login`): login, phone or SMS code, the two-step code, remember me, social networks. */
export function SignInScreen() {
  return <SignInView model={useSignInScreen()} />;
}
