// The schema of session.ts; loaded with its call, so zod is not in the first-load JS.
import * as z from 'zod/mini';

/** The session answer is not parsed as JSON: any text body (or none) is a live session. */
export const sessionResponseSchema = z.string();
