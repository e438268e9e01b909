// The schema of secure-data.ts; loaded with its call, so zod is not in the first-load JS.
import * as z from 'zod/mini';

/** `ggru` (the player's geo region) and the grant value (spec: S2 §3 "Secure data"). */
export const secureDataSchema = z.object({
  ggru: z.string().check(z.minLength(1), z.maxLength(64)),
  grant: z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[\w.~-]+$/)),
});
export type SecureData = z.infer<typeof secureDataSchema>;
