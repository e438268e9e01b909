// The forgot-password modal (spec: S2 §2, §4 password recovery flow).
export { useForgotPasswordScreen } from './use-forgot-password-screen.ts';
export type { ForgotPasswordModel } from './use-forgot-password-screen.ts';
