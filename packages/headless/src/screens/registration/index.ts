// The registration screen: page and modal, every registration type and its SMS step (spec: S2 §3, §4).
export { useRegistrationScreen, useRegistrationModalScreen, registrationFormModel, credentialsModel } from './use-registration-screen.ts';
export type { RegistrationModel, RegistrationModalModel, CredentialsModel } from './use-registration-screen.ts';
export type { RegistrationType } from '../../auth/registration-rules.ts';
