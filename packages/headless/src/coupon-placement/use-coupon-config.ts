// zod/mini: the same checks at a fraction of the bundle size, since this runs in the browser.
import * as z from 'zod/mini';
import useSWR from 'swr';
import { createBffApi, bffKeys, type BffApi } from '@bf/api-client/bff';
import type { CouponConfig } from '../coupon/use-coupon.ts';

/** The config group that holds the coupon's flags (spec: S2 §7; CALL-024). */
export const COUPON_CONFIG_GROUP = 'd.betting';

/** The coupon's flags in the `d.betting` group; a missing or broken flag is off (spec: site-routes §3 "Site config flags"). */
export const couponConfigSchema = z.object({
  show_one_click: z.catch(z.boolean(), false),
  showVipBet: z.catch(z.boolean(), false),
  isAvailableCouponBonusBet: z.catch(z.boolean(), false),
  couponTypesWithMinAmount: z.catch(z.array(z.int()), () => []),
  couponTypesWithMaxAmount: z.catch(z.array(z.int()), () => []),
});

/** The coupon flags from a config-groups answer; everything off when the group is missing. */
export function couponConfigFrom(groups: Readonly<Record<string, unknown>> | undefined): CouponConfig {
  const group = groups?.[COUPON_CONFIG_GROUP];
  return couponConfigSchema.parse(typeof group === 'object' && group !== null ? group : {});
}

/** Config calls made for the coupon try twice: the coupon works (with its features off) while the config is away. */
const COUPON_CONFIG_RETRY = { tries: 2, delayMs: 1000 };

/**
 * The coupon's site-config flags, loaded once per render root in the browser (SWR); undefined until they arrive,
 * so the server render and hydration both show the coupon with its optional features off.
 */
export function useCouponConfig(bff: Pick<BffApi, 'getConfigGroups'> | null, lang: string): CouponConfig | undefined {
  const { data } = useSWR(
    bff ? bffKeys.configGroups([COUPON_CONFIG_GROUP], lang) : null,
    () => bff!.getConfigGroups([COUPON_CONFIG_GROUP], lang),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  return data ? couponConfigFrom(data) : undefined;
}

/** The BFF service over an HTTP client, with the coupon's short retry. */
export const couponBffApi = (http: Parameters<typeof createBffApi>[0]): BffApi => createBffApi(http, COUPON_CONFIG_RETRY);
