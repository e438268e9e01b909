// The schemas of block.ts; loaded with its calls, so zod is not in the first-load JS.
import * as z from 'zod/mini';

export const blockRequestSchema = z.lazy(() => z.object({ auth: z.boolean(), url: z.string().check(z.minLength(1)) }));
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** `{ displayTypeId, templateTypeId }`; display type 1 takes the blocking reason from the template type (S2 §4). */
export const blockSchema = z.lazy(() => z.object({
  displayTypeId: z.int(),
  templateTypeId: z._default(z.nullable(z.int()), null),
}));
export type Block = z.infer<typeof blockSchema>;
