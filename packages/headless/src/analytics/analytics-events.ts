/** Analytics event codes of the spec (S2 §7 "Analytics event codes"; ANLT-004 to ANLT-014). */
export const ANALYTICS_EVENT = {
  registrationClick: 1000,
  smsSent: 1247,
  smsFailed: 1253,
  smsCorrectCode: 1252,
  smsNotReceived: 1004,
  successfulBet: 10000,
  successfulRegistration: 1255,
  paymentStatus: 10001,
  paymentsPage: 10002,
  captchaSuccess: 10190,
  captchaFailed: 10191,
} as const;
export type AnalyticsEventCode = (typeof ANALYTICS_EVENT)[keyof typeof ANALYTICS_EVENT];

/**
 * Flow steps the spec names without a numeric code (S2 §4: login, registration and password-recovery
 * flows; ANLT-017 to ANLT-026). They travel as string codes through the same `track`.
 */
export const FLOW_EVENT = {
  loginPage: 'login.page',
  loginAttempt: 'login.attempt',
  loginSuccess: 'login.success',
  loginError: 'login.error',
  loginFieldError: 'login.field_error',
  registrationPage: 'registration.page',
  registrationType: 'registration.type',
  registrationForm: 'registration.form',
  registrationSmsError: 'registration.sms_error',
  registrationEmailSent: 'registration.email_sent',
  registrationEmailDone: 'registration.email_done',
  registrationSocial: 'registration.social',
  registrationBonus: 'registration.bonus',
  registrationCredentialsSaved: 'registration.credentials_saved',
  registrationError: 'registration.error',
  registrationLeave: 'registration.leave',
  recoveryCall: 'password_recovery.call',
  recoveryUnknownUser: 'password_recovery.unknown_user',
  recoveryCodeSent: 'password_recovery.code_sent',
  recoveryCodeEntered: 'password_recovery.code_entered',
  recoveryResend: 'password_recovery.resend',
  recoveryApprove: 'password_recovery.approve',
  recoveryWrongCode: 'password_recovery.wrong_code',
  recoverySaved: 'password_recovery.saved',
  recoveryFieldsError: 'password_recovery.fields_error',
  recoverySuccess: 'password_recovery.success',
  recoveryExit: 'password_recovery.exit',
  recoveryCancel: 'password_recovery.cancel',
} as const;
export type FlowEventCode = (typeof FLOW_EVENT)[keyof typeof FLOW_EVENT];

/** A page the player opened (the tag manager's page view; tracked on every route change). */
export const PAGE_EVENT = 'page';

/** Every code the site tracks: the spec's numbers, the flow steps, the page view and the web-vitals report. */
export const KNOWN_EVENT_CODES: ReadonlySet<string | number> = new Set<string | number>([
  ...Object.values(ANALYTICS_EVENT),
  ...Object.values(FLOW_EVENT),
  PAGE_EVENT,
  'web_vitals',
]);

/** Which login fields an error concerns (spec: S2 §4; ANLT-021). */
export type LoginFieldErrorClass = 'login' | 'pass' | 'both' | 'unknown';

/** Classes login field errors as login, pass, both or unknown (ANLT-021). */
export function classifyLoginFieldError(fields: readonly string[]): LoginFieldErrorClass {
  const login = fields.some((f) => f === 'login' || f === 'phone' || f === 'phoneBySms');
  const pass = fields.some((f) => f === 'password' || f === 'passwordLogin' || f === 'passwordPhone');
  if (login && pass) return 'both';
  if (login) return 'login';
  if (pass) return 'pass';
  return 'unknown';
}

/** Analytics starts 10000 ms after load, at once on registration pages (spec: S2 §7; ANLT-015). */
export const ANALYTICS_START_DELAY_MS = 10_000;

/** The start delay of analytics for the route the page loaded on. */
export function analyticsStartDelayMs(routeId: string | undefined): number {
  return routeId === 'registration' || routeId === 'registration-type' ? 0 : ANALYTICS_START_DELAY_MS;
}
