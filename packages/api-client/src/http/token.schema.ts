// Loaded with the token call (see LazySchema in http-client.ts), so zod is not in the first-load JS.
import * as z from 'zod/mini';

/** The token call's answer: `{ data: { token } }` (spec: S2 §7). */
export const tokenResponseSchema = z.object({ data: z.object({ token: z.string().check(z.minLength(1)) }) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
