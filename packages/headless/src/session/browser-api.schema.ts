// The schema of the session check in browser-api.ts; loaded with the call, so zod is not in the first-load JS.
import * as z from 'zod/mini';

/** `{ user_id }`: the signed-in player's id, or null (spec: S2 §7 "user-session check"). */
export const sessionCheckSchema = z.object({ user_id: z.nullable(z.union([z.int(), z.string()])) });
