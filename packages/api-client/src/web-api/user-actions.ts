// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';

/**
 * The user action calls (spec S2 §2 user action pages, §4 password recovery). The spec names no paths; these are
 * the reference API's (docs/decisions.md "User action pages").
 */
export const PASSWORD_RECOVERY_PATH = webApiPath('/auth/v1/password/recovery');
export const PASSWORD_RESET_PATH = webApiPath('/auth/v1/password/reset');
export const USER_ACTION_PATH = webApiPath('/auth/v1/user-action');
export const USER_ACTION_CHECK_PATH = webApiPath('/auth/v1/user-action/check');
export const USER_ACTION_SEND_PATH = webApiPath('/auth/v1/user-action/send');
/** The demo mailbox: what the reference API "sent" (it has no mail or SMS gateway); 404 where it is off. */
export const DEMO_MAILBOX_PATH = webApiPath('/demo/mailbox');

/** The actions a link carries out; the password reset has its own call. */
export type LinkAction = 'account-verify' | 'activate' | 'activate-fast' | 'stop-newsletter';
export type ActivationChannel = 'email' | 'phone';

export const recoverySentSchema = z.object({ sent: z.boolean() });
export const linkCheckSchema = z.looseObject({ valid: z.boolean(), login: z.string(), expiresAt: z.string() });
export type LinkCheck = z.infer<typeof linkCheckSchema>;
/** The player's state after an action: the page reports what changed. */
export const actionStateSchema = z.looseObject({
  action: z.string(),
  login: z.string(),
  emailConfirmed: z.boolean(),
  phoneConfirmed: z.boolean(),
  newsletter: z.boolean(),
});
export type ActionState = z.infer<typeof actionStateSchema>;
export const linkSentSchema = z.looseObject({ sent: z.boolean(), to: z.string(), channel: z.enum(['email', 'sms']) });
export const mailboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.looseObject({ demo: z.boolean(), messages: z.array(mailboxMessageSchema) });

/** Why a link does not work, from the API's error code: used, expired, or not a link at all. */
export type LinkRefusal = 'used' | 'expired' | 'invalid';
export function linkRefusalOf(code: string | number | undefined): LinkRefusal {
  return code === 'token_used' ? 'used' : code === 'token_expired' ? 'expired' : 'invalid';
}

/** The user action service over the site's HTTP client. Link calls are not retried on 401: they need no session. */
export function createUserActionsApi(http: HttpClient) {
  return {
    /** Asks for a reset link for a login, e-mail or phone; the answer is the same whether the account exists or not. */
    async recoverPassword(login: string, lng: string, signal?: AbortSignal): Promise<void> {
      await http.request({ method: 'POST', path: PASSWORD_RECOVERY_PATH, body: { login, lng }, schema: recoverySentSchema, intercept: false, signal });
    },
    /** Whether a link still works, without using it up. */
    checkLink(action: LinkAction | 'password-reset', token: string, type?: ActivationChannel, signal?: AbortSignal): Promise<LinkCheck> {
      return http.request({ path: USER_ACTION_CHECK_PATH, query: { action, token, type }, schema: linkCheckSchema, cache: 'no-store', intercept: false, signal });
    },
    /** Sets the new password through a reset link (used up by it). */
    resetPassword(token: string, password: string, signal?: AbortSignal): Promise<ActionState> {
      return http.request({ method: 'POST', path: PASSWORD_RESET_PATH, body: { token, password }, schema: actionStateSchema, intercept: false, signal });
    },
    /** Carries out a verification, activation or newsletter-stop link (used up by it). */
    runLink(action: LinkAction, token: string, type?: ActivationChannel, signal?: AbortSignal): Promise<ActionState> {
      return http.request({ method: 'POST', path: USER_ACTION_PATH, body: { action, token, ...(type ? { type } : {}) }, schema: actionStateSchema, intercept: false, signal });
    },
    /** A signed-in player asks for a link (activation by e-mail or SMS, verification, the newsletter with its stop link). */
    sendLink(action: LinkAction, lng: string, type?: ActivationChannel, signal?: AbortSignal) {
      return http.request({ method: 'POST', path: USER_ACTION_SEND_PATH, body: { action, lng, ...(type ? { type } : {}) }, schema: linkSentSchema, auth: true, signal });
    },
    /** The demo mailbox's messages, newest first, to one address or all. */
    mailbox(to?: string, signal?: AbortSignal): Promise<MailboxMessage[]> {
      return http.request({ path: DEMO_MAILBOX_PATH, query: { to: to || undefined }, schema: mailboxSchema, cache: 'no-store', intercept: false, signal }).then((answer) => answer.messages);
    },
  };
}
export type UserActionsApi = ReturnType<typeof createUserActionsApi>;
