// The schemas of google-one-tap.ts; loaded with its calls, so zod is not in the first-load JS.
import * as z from 'zod/mini';

export const googleClientIdSchema = z.lazy(() => z.object({ clientId: z.string().check(z.minLength(1)) }));
export type GoogleClientId = z.infer<typeof googleClientIdSchema>;

/**
 * Where the browser may be sent: a same-site path (`/…`, not `//…`) or an absolute http(s) URL. Anything else
 * (`javascript:`, `data:`) is refused, because the browser navigates to it unseen.
 */
export const redirectUrlSchema = z.lazy(() => z.string().check(
  z.refine((url) => (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || /^https?:\/\/[^/\s]/i.test(url), 'must be a same-site path or an http(s) URL'),
));

/** `POST …` → `{ redirectUrl }`. */
export const googleOneTapResultSchema = z.lazy(() => z.object({ redirectUrl: redirectUrlSchema }));
export type GoogleOneTapResult = z.infer<typeof googleOneTapResultSchema>;
