// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';

/** QR sign-in (ACCT-024 auth_qr). The spec names no paths; these are the reference API's (docs/decisions.md "QR sign-in"). */
export const QR_LINK_PATH = webApiPath('/auth/v1/qr/link');
export const QR_LOGIN_PATH = webApiPath('/auth/v1/qr/login');

/** A code as the API issues it (32 random bytes, base64url); anything else is refused without a call. */
export const QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const qrLinkSchema = z.looseObject({
  token: z.string().check(z.regex(QR_TOKEN_PATTERN)),
  /** The site path that opens the code: `/{lng}/user/qr?token=…`. */
  link: z.string().check(z.startsWith('/')),
  expiresAt: z.string(),
  lifetimeSeconds: z.int().check(z.positive()),
});
export type QrLink = z.infer<typeof qrLinkSchema>;
export const qrSignInSchema = z.looseObject({ success: z.boolean(), data: z.optional(z.looseObject({ token: z.optional(z.string()) })) });
export type QrSignIn = z.infer<typeof qrSignInSchema>;

/** Why a code does not sign in: used, expired, or not a code at all. */
export type QrRefusal = 'used' | 'expired' | 'invalid';
export function qrRefusalOf(code: string | number | undefined): QrRefusal {
  return code === 'token_used' ? 'used' : code === 'token_expired' ? 'expired' : 'invalid';
}

/** The QR sign-in calls over the site's HTTP client. */
export function createQrSignInApi(http: HttpClient) {
  return {
    /** A signed-in player asks for a new code; the player's earlier code stops working. */
    requestLink(lng: string, signal?: AbortSignal): Promise<QrLink> {
      return http.request({ method: 'POST', path: QR_LINK_PATH, body: { lng }, schema: qrLinkSchema, auth: true, cache: 'no-store', signal });
    },
    /** Signs this device in with a code (used up by it); the answer carries the session token, as the login call's does. */
    signIn(token: string, signal?: AbortSignal): Promise<QrSignIn> {
      return http.request({ method: 'POST', path: QR_LOGIN_PATH, body: { token }, schema: qrSignInSchema, intercept: false, signal });
    },
  };
}
export type QrSignInApi = ReturnType<typeof createQrSignInApi>;
