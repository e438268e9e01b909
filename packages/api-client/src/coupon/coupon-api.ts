import type { HttpClient } from '../http/http-client.ts';
import { ApiError, type ApiErrorDetail } from '../http/api-error.ts';
import {
  COUPON_PLAIN_ERROR_CODES,
  couponErrorMetaSchemas,
  couponHistorySchema,
  couponResponseSchema,
  loadedCouponSchema,
  savedCouponSchema,
  type CouponError,
  type CouponHistory,
  type CouponPlaceBody,
  type CouponPlainErrorCode,
  type LoadedCouponView,
  type SavedCouponView,
  type PlacedCouponView,
} from './coupon-schemas.ts';
import { webApiPath } from '../http/api-paths.ts';

/** The coupon calls sit under the API base path next to the other user calls (docs/decisions.md CALL-001). */
export const COUPON_BASE_PATH = webApiPath('/api/web/coupon/v1');
/** Sent with every placement; retries of the same coupon carry the same key, so the server places it once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The server's mark on an answer that repeats an earlier placement with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** SWR keys of the coupon calls, built next to the calls. */
export const couponKeys = {
  coupon: (couponId: number | string, lang: string) => ['web-api', 'coupon', 'coupon', String(couponId), lang] as const,
  load: (code: string, lang: string) => ['web-api', 'coupon', 'load', code.trim().toUpperCase(), lang] as const,
  history: (lang: string, limit = 20, beforeId?: number) => ['web-api', 'coupon', 'history', lang, limit, beforeId ?? null] as const,
};

export interface PlaceCouponOptions {
  /** Same for every retry of this coupon (a UUID or a hash of it): 1–128 letters, digits or `_ . : -`. */
  idempotencyKey: string;
  lang?: string;
  signal?: AbortSignal;
}

const isCode = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** One JSON-API error item read as a coupon error; an unknown code, or a known one without its facts, is `unknown`. */
export function toCouponError(item: ApiErrorDetail): CouponError {
  const { code, detail } = item;
  if (typeof code === 'string' && code in couponErrorMetaSchemas) {
    const schema = couponErrorMetaSchemas[code as keyof typeof couponErrorMetaSchemas];
    const meta = schema.safeParse(item.meta);
    if (meta.success) return { code, detail, ...meta.data } as CouponError;
    return { code: 'unknown', rawCode: code, detail };
  }
  if (isCode<CouponPlainErrorCode>(COUPON_PLAIN_ERROR_CODES, code)) return { code, detail };
  return { code: 'unknown', rawCode: code, detail };
}

/** The coupon errors a failed call carries (empty for a network failure or an error without JSON-API items). */
export function couponErrorsOf(error: unknown): CouponError[] {
  return error instanceof ApiError ? error.details.map(toCouponError) : [];
}

/** The coupon service (CALL-001): place, save and load by code, the stored coupon and the history. */
export function createCouponApi(http: HttpClient) {
  return {
    /**
     * `POST place?lang` with the `Idempotency-Key` header and the bearer token. Resolves with the stored coupon (a
     * replay of the same key answers the coupon it made); rejects with an ApiError whose details are the reasons,
     * read with {@link couponErrorsOf}.
     */
    async place(body: CouponPlaceBody, { idempotencyKey, lang, signal }: PlaceCouponOptions): Promise<PlacedCouponView> {
      const { coupon } = await http.request({
        method: 'POST',
        path: `${COUPON_BASE_PATH}/place`,
        query: { lang },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        schema: couponResponseSchema,
        auth: true,
        cache: 'no-store',
        signal,
      });
      return coupon;
    },
    /**
     * `POST save`: saves the coupon without placing it (a quick coupon) and resolves with its shareable code, for
     * anyone; `load/{code}` reads it back.
     */
    save(body: CouponPlaceBody, { signal }: { signal?: AbortSignal } = {}): Promise<SavedCouponView> {
      return http.request({ method: 'POST', path: `${COUPON_BASE_PATH}/save`, body, schema: savedCouponSchema, cache: 'no-store', signal });
    },
    /** `GET load/{code}?lang`: a shared coupon with today's prices, for anyone. */
    loadByCode(code: string, { lang, signal }: { lang?: string; signal?: AbortSignal } = {}): Promise<LoadedCouponView> {
      return http.request({ path: `${COUPON_BASE_PATH}/load/${encodeURIComponent(code.trim())}`, query: { lang }, schema: loadedCouponSchema, cache: 'no-store', signal });
    },
    /** `GET {couponId}?lang`: the stored coupon, for its owner only (someone else's answers 404). */
    async getCoupon(couponId: number | string, { lang, signal }: { lang?: string; signal?: AbortSignal } = {}): Promise<PlacedCouponView> {
      const { coupon } = await http.request({
        path: `${COUPON_BASE_PATH}/${encodeURIComponent(String(couponId))}`,
        query: { lang },
        schema: couponResponseSchema,
        auth: true,
        cache: 'no-store',
        signal,
      });
      return coupon;
    },
    /** `GET history?lang&limit&beforeId`: the player's coupons, newest first. */
    history({ lang, limit, beforeId, signal }: { lang?: string; limit?: number; beforeId?: number; signal?: AbortSignal } = {}): Promise<CouponHistory> {
      return http.request({ path: `${COUPON_BASE_PATH}/history`, query: { lang, limit, beforeId }, schema: couponHistorySchema, auth: true, cache: 'no-store', signal });
    },
  };
}
export type CouponApi = ReturnType<typeof createCouponApi>;
