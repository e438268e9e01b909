// The schemas of redirect-light.ts; loaded with its calls, so zod is not in the first-load JS.
import * as z from 'zod/mini';

export const redirectLightRequestSchema = z.lazy(() => z.object({ url: z.string().check(z.minLength(1)) }));
export type RedirectLightRequest = z.infer<typeof redirectLightRequestSchema>;

/** `{ redirect, code, url, reasons, breadcrumbs }`; a redirect must name where to. */
export const redirectLightSchema = z
  .object({
    redirect: z.boolean(),
    code: z.nullish(z.int()),
    url: z.nullish(z.string()),
    reasons: z._default(z.array(z.union([z.string(), z.int()])), () => []),
    breadcrumbs: z._default(z.array(z.string()), () => []),
  })
  .check(z.refine((answer) => !answer.redirect || !!answer.url, { message: 'a redirect needs a url', path: ['url'] }));
export type RedirectLight = z.infer<typeof redirectLightSchema>;
