// The overlays of sign-in over any page: inactivity notice, forgot password, captcha, registration reminder.
export { useAuthOverlaysScreen } from './use-auth-overlays-screen.ts';
export type { AuthOverlaysModel, CaptchaModel, ReminderModel, InactivityNoticeModel, DialogModel } from './use-auth-overlays-screen.ts';
export type { ForgotPasswordModel } from '../forgot-password/use-forgot-password-screen.ts';
