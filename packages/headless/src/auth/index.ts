// Sign-in and registration (spec: S2 §2–§5, S1 §4): form state, rules and the hooks both apps render.
export { useLoginForm } from './use-login-form.ts';
export type { LoginFormOptions } from './use-login-form.ts';
export { useAuthModal, useAuthModalHost } from './use-auth-modal.ts';
export { AuthModalBoundary } from './auth-modal-boundary.tsx';
export type { AuthModalState, AuthLink, LinkClick } from './use-auth-modal.ts';
export { loginOpening, registrationOpening, isRegistrationWidgetVisible, isPlainClick, createAuthModalStore, openLoginModal, openRegistrationModal, closeAuthModal } from './auth-modal.ts';
export type { AuthModalId, AuthOpening, AuthModalStore, RegistrationOpeningInput } from './auth-modal.ts';
export { useRegistrationWidget, useRightColumn } from './use-registration-widget.ts';
export type { RegistrationWidgetState, RightColumnState } from './use-registration-widget.ts';
export type { LoginFormState, LoginTab, LoginValues, LoginField, SmsStepState, SocialButton } from './use-login-form.ts';
export { useRegistrationForm, createRegistrationModel, selectRegistrationType, registrationSucceeded } from './use-registration-form.ts';
export type { RegistrationFormOptions, RegistrationFormState, RegistrationModel, RegistrationTypeOption, RegistrationValueField } from './use-registration-form.ts';
export { useForgotPassword, isForgotPasswordOpen, withoutForgotPasswordFlag, FORGOT_PASSWORD_PARAM } from './use-forgot-password.ts';
export type { ForgotPasswordState } from './use-forgot-password.ts';
export { useUserAction, activationType, USER_ACTIONS } from './use-user-action.ts';
export { useConfirmTerms, confirmTermsHref } from './use-confirm-terms.ts';
export { useRegistrationReminder, canShowReminder, reminderNextAllowedAt, readReminderNextAt, REMINDER_NEXT_AT_KEY } from './registration-reminder.ts';
export type { RegistrationReminderState, RegistrationReminderConfig } from './registration-reminder.ts';
export type { ConfirmTermsState, ConfirmTermsPhase, ConfirmTermsRuleLink } from './use-confirm-terms.ts';
export type { UserAction, UserActionState, UserActionLink } from './use-user-action.ts';
export { usePhoneField, usePhoneProblemText } from './use-phone-field.ts';
export type { PhoneFieldState, PhoneFieldOptions, PhoneCountryPickerState } from './use-phone-field.ts';
export {
  AUTH_FORMS,
  TWO_STEP_RESPONSE,
  createAuthFormStore,
  createAuthFormModel,
} from './auth-form-store.ts';
export { selectForm, submitStarted, fieldsInvalid, answerReceived, submitFailed, cancelTwoStep, smsSent, smsPhoneChanged } from './auth-form-steps.ts';
export type { AuthFormId, AuthFormDefaults, AuthFormModel, AuthFormStore, AuthField, AuthFormMessage, AuthAnswer } from './auth-form-store.ts';
export { normalizeCountryCode, normalizePhoneCode, filterPhoneCountries, phoneDigits, DEFAULT_PHONE_COUNTRY } from './phone-codes.ts';
export type { PhoneCountry, PhoneMask } from './phone-codes.ts';
export { loadPhoneRules } from './load-phone-rules.ts';
export type { PhoneRules, PhoneProblem } from './phone-rules.ts';
export {
  REGISTRATION_TYPES,
  REGISTRATION_BONUS,
  BONUS_CHOICES,
  SAVE_CREDENTIALS,
  isRegistrationAvailable,
  isOldEnough,
  isRealDate,
  validateRegistration,
  validateCredentialsEmail,
} from './registration-rules.ts';
export type { RegistrationType, RegistrationBonus, SaveCredentialsOption, RegistrationField, RegistrationValues, RegistrationRuleContext } from './registration-rules.ts';
export { SOCIAL_NETWORKS, SOCIAL_NETWORK_NAMES, DEFAULT_SOCIAL_PROVIDERS, enabledSocialProviders, canUseSocialCredential, demoSocialToken, isSocialNetwork } from './social-providers.ts';
export type { SocialNetwork } from './social-providers.ts';
export { credentialsLines, credentialsFileName, credentialsMailto } from './credentials-export.ts';
export type { Credentials, CredentialsTexts } from './credentials-export.ts';
export { smsResendSecondsLeft, SMS_RESEND_DELAY_MS, ONE_TIME_CODE } from './sms-countdown.ts';
export { authErrorMessage, authErrorKey, KNOWN_AUTH_ERRORS } from './auth-errors.ts';
export { createRegistrationApi, REGISTER_PATH, registrationResponseSchema } from './registration-call.ts';
export type { RegistrationBody, RegistrationResponse, RegistrationApi } from './registration-call.ts';
export { demoSocialId, DEMO_SOCIAL_ID_KEY } from './demo-social.ts';
