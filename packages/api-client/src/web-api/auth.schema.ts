// The schemas of auth.ts; loaded with its calls, so zod is not in the first-load JS.
import * as z from 'zod/mini';

const common = { lng: z.optional(z.string()), component_data: z.optional(z.string()) };
const remember = { save: z.optional(z.boolean()) };
const phone = { phone_number: z.string().check(z.minLength(1)), country_code: z.string().check(z.minLength(1)) };

/** Login by e-mail or login. */
export const loginBodySchema = z.lazy(() => z.object({ login: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)), ...remember, ...common }));
/** Login by phone (phone_number, country_code). */
export const loginPhoneBodySchema = z.lazy(() => z.object({ ...phone, password: z.string().check(z.minLength(1)), ...remember, ...common }));
/** Login by a one-time token, optionally signed. */
export const tokenBodySchema = z.lazy(() => z.object({ token: z.string().check(z.minLength(1)), sign: z.optional(z.string()), ...remember, ...common }));
/** Login with a social network's token; `method_id` (spec) or `provider` (e.g. 'google') names the network. */
export const socialBodySchema = z.lazy(() => z.object({ method_id: z.optional(z.int()), provider: z.optional(z.string()), token: z.string().check(z.minLength(1)), sign: z.optional(z.string()), ...remember, ...common }));
/** Login by the code of an SMS. */
export const smsCodeBodySchema = z.lazy(() => z.object({ ...phone, 'sms-code': z.string().check(z.minLength(1)), ...remember, ...common }));
/** The second step of a two-step login; `token` is the ticket the login answer gave in `data`. */
export const twoStepBodySchema = z.lazy(() => z.object({ code: z.string().check(z.minLength(1)), token: z.optional(z.string()), method_id: z.optional(z.int()), ...remember, ...common }));
/** The second step of a two-step social login. */
export const socialTwoStepBodySchema = z.lazy(() => z.object({ code: z.string().check(z.minLength(1)), method_id: z.int(), token: z.optional(z.string()), sign: z.optional(z.string()), ...common }));
/** Ask for an SMS code. */
export const sendSmsBodySchema = z.lazy(() => z.object({ ...phone, ...common }));
/** Sign out. */
export const disconnectBodySchema = z.lazy(() => z.object({ ...common }));
/** The signed-in user's rights. */
export const rightsBodySchema = z.lazy(() => z.object({ token: z.optional(z.string()), ...common }));
/** Finish an OAuth sign-in with the provider's code. */
export const oauthBodySchema = z.lazy(() => z.object({ code: z.string().check(z.minLength(1)), method_id: z.int(), sign: z.optional(z.string()), ...common }));

/** Every auth answer: `{ success, responseType, message }`; responseType picks the next form (docs/decisions.md CALL-009). */
export const authResponseSchema = z.lazy(() => z.object({
  success: z.boolean(),
  responseType: z._default(z.nullable(z.union([z.string(), z.int()])), null),
  message: z._default(z.nullable(z.string()), null),
  /** Extra data of some answers, such as the two-step ticket. */
  data: z.optional(z.record(z.string(), z.unknown())),
}));
export type AuthResponse = z.infer<typeof authResponseSchema>;

export type LoginBody = z.input<typeof loginBodySchema>;
export type LoginPhoneBody = z.input<typeof loginPhoneBodySchema>;
export type TokenBody = z.input<typeof tokenBodySchema>;
export type SocialBody = z.input<typeof socialBodySchema>;
export type SmsCodeBody = z.input<typeof smsCodeBodySchema>;
export type TwoStepBody = z.input<typeof twoStepBodySchema>;
export type SocialTwoStepBody = z.input<typeof socialTwoStepBodySchema>;
export type SendSmsBody = z.input<typeof sendSmsBodySchema>;
export type DisconnectBody = z.input<typeof disconnectBodySchema>;
export type RightsBody = z.input<typeof rightsBodySchema>;
export type OauthBody = z.input<typeof oauthBodySchema>;
