import { z } from 'zod';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const authEnvSchema = z.object({
  /** HS256 key for session tokens and captcha challenges; at least 32 characters. Unset: a random key per process. */
  API_TOKEN_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'Use at least 32 characters').optional()),
  /** Google One Tap client id; unset, `GET /social-api/oauth/google-one-tap/clientId` answers 404. */
  GOOGLE_ONE_TAP_CLIENT_ID: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /** `1`: the client address is the first `X-Forwarded-For` entry (set it only behind a proxy that overwrites it). */
  API_TRUST_PROXY: z.preprocess(blankAsUnset, z.enum(['0', '1']).default('0')),
  /** `1`/`0`: the demo mailbox (`GET /web-api/demo/mailbox`) on or off; unset, on unless NODE_ENV is production. */
  API_DEMO_MAILBOX: z.preprocess(blankAsUnset, z.enum(['0', '1']).optional()),
  NODE_ENV: z.string().optional(),
});

/** What the auth routes read from the environment (see README). */
export interface AuthEnv {
  tokenSecret?: string;
  googleOneTapClientId?: string;
  trustProxy: boolean;
  /** Development only: SMS codes are written to the log, as no SMS gateway exists. */
  logSmsCodes: boolean;
  /** The demo mailbox where the "sent" user action links are read (docs/decisions.md "User action pages"). */
  demoMailbox: boolean;
}

/** Reads and checks the auth variables; a bad value stops startup with its name. */
export function readAuthEnv(env: Record<string, string | undefined> = process.env): AuthEnv {
  const parsed = authEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad API environment: ${z.prettifyError(parsed.error)}`);
  const { API_TOKEN_SECRET, GOOGLE_ONE_TAP_CLIENT_ID, API_TRUST_PROXY, API_DEMO_MAILBOX, NODE_ENV } = parsed.data;
  return {
    tokenSecret: API_TOKEN_SECRET,
    googleOneTapClientId: GOOGLE_ONE_TAP_CLIENT_ID,
    trustProxy: API_TRUST_PROXY === '1',
    logSmsCodes: NODE_ENV !== 'production' && NODE_ENV !== 'test',
    demoMailbox: API_DEMO_MAILBOX === undefined ? NODE_ENV !== 'production' : API_DEMO_MAILBOX === '1',
  };
}
