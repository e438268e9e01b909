import type { HttpClient } from '../http/http-client.ts';
import { CAPTCHA_HEADER } from '../http/request-hooks.ts';
import { webApiPath } from '../http/api-paths.ts';
import type { AuthResponse, LoginBody, LoginPhoneBody, TokenBody, SocialBody, SmsCodeBody, TwoStepBody, SocialTwoStepBody, SendSmsBody, DisconnectBody, RightsBody, OauthBody } from './auth.schema.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./auth.schema.ts');
export type { AuthResponse, LoginBody, LoginPhoneBody, TokenBody, SocialBody, SmsCodeBody, TwoStepBody, SocialTwoStepBody, SendSmsBody, DisconnectBody, RightsBody, OauthBody } from './auth.schema.ts';

/** All auth calls are `POST /web-api/auth/v1/{action}` (docs/decisions.md CALL-009). */
export const AUTH_BASE_PATH = webApiPath('/auth/v1');

export const AUTH_ACTIONS = ['login', 'login-phone', 'token', 'social', 'sms-code', 'two-step', 'social-two-step', 'send-sms', 'disconnect', 'rights', 'oauth'] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];

// Bodies use the login parameter names of spec S2 §3 "Login parameters" (AUTH-011). `component_data` is the
// spec's "component-data field"; the captcha travels in the captcha header, not in the body.

/** Per-call options: the captcha answer, if the user already solved one, and an abort signal. */
export interface AuthCallOptions {
  captcha?: string;
  signal?: AbortSignal;
}

/** SWR (mutation) keys of the auth calls, built next to the calls. */
export const authKeys = {
  action: (action: AuthAction) => ['web-api', 'auth', action] as const,
};

/** The auth service: every call is `POST /web-api/auth/v1/{action}` with a JSON body (docs/decisions.md CALL-009). */
export function createAuthApi(http: HttpClient) {
  const post = (action: AuthAction, body: object, { captcha, signal }: AuthCallOptions = {}): Promise<AuthResponse> =>
    http.request({ method: 'POST', path: `${AUTH_BASE_PATH}/${action}`, body, schema: () => schemas().then((m) => m.authResponseSchema), headers: captcha ? { [CAPTCHA_HEADER]: captcha } : {}, signal });
  return {
    /** Login by e-mail or login and password. */
    login: (body: LoginBody, options?: AuthCallOptions) => post('login', body, options),
    /** Login by phone and password. */
    loginPhone: (body: LoginPhoneBody, options?: AuthCallOptions) => post('login-phone', body, options),
    /** Login by a one-time token. */
    loginByToken: (body: TokenBody, options?: AuthCallOptions) => post('token', body, options),
    /** Login with a social network. */
    social: (body: SocialBody, options?: AuthCallOptions) => post('social', body, options),
    /** Login with an SMS code. */
    smsCode: (body: SmsCodeBody, options?: AuthCallOptions) => post('sms-code', body, options),
    /** Second step of a two-step login. */
    twoStep: (body: TwoStepBody, options?: AuthCallOptions) => post('two-step', body, options),
    /** Second step of a two-step social login. */
    socialTwoStep: (body: SocialTwoStepBody, options?: AuthCallOptions) => post('social-two-step', body, options),
    /** Send an SMS code to a phone. */
    sendSms: (body: SendSmsBody, options?: AuthCallOptions) => post('send-sms', body, options),
    /** Sign out on the server. */
    disconnect: (body: DisconnectBody = {}, options?: AuthCallOptions) => post('disconnect', body, options),
    /** The user's rights. */
    rights: (body: RightsBody = {}, options?: AuthCallOptions) => post('rights', body, options),
    /** Finish an OAuth sign-in. */
    oauth: (body: OauthBody, options?: AuthCallOptions) => post('oauth', body, options),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
