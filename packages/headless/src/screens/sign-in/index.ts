// The sign-in screen: page and modal (spec: S2 §3, §4).
export { useSignInScreen, useSignInModalScreen, signInFormModel } from './use-sign-in-screen.ts';
export type { SignInModel, SignInModalModel } from './use-sign-in-screen.ts';
