import useSWR from 'swr';
import { isIntArray, isRecord } from '../env/guards.ts';
import { createBffApi, bffKeys, type BffApi, type ConfigGroupsResponse } from '@bf/api-client/bff';
import type { CouponConfig } from '../coupon/use-coupon.ts';
import { useFeedSeed } from '../ssr/feed-seed.tsx';

/** The config group that holds the coupon's flags (spec: S2 §7; CALL-024). */
export const COUPON_CONFIG_GROUP = 'd.betting';

const flag = (value: unknown): boolean => (typeof value === 'boolean' ? value : false);
const ids = (value: unknown): number[] => (isIntArray(value) ? [...value] : []);

/**
 * The coupon flags from a config-groups answer: a missing or broken flag is off, a broken list empty, everything off
 * when the group is missing (spec: site-routes §3 "Site config flags"). Guards, not a schema: the config-groups
 * answer is already checked by its zod schema where it enters (bff/index.ts), and this runs in the first load.
 */
export function couponConfigFrom(groups: Readonly<Record<string, unknown>> | undefined): CouponConfig {
  const group = groups?.[COUPON_CONFIG_GROUP];
  const value = isRecord(group) ? group : {};
  return {
    show_one_click: flag(value.show_one_click),
    showVipBet: flag(value.showVipBet),
    isAvailableCouponBonusBet: flag(value.isAvailableCouponBonusBet),
    couponTypesWithMinAmount: ids(value.couponTypesWithMinAmount),
    couponTypesWithMaxAmount: ids(value.couponTypesWithMaxAmount),
  };
}

/** Config calls made for the coupon try twice: the coupon works (with its features off) while the config is away. */
const COUPON_CONFIG_RETRY = { tries: 2, delayMs: 1000 };

/**
 * The coupon's site-config flags, once per render root (SWR). The server renders the page with them (its feed seed,
 * `@bf/headless/ssr`), and the browser adopts that answer without asking again; without a seed (the server's call
 * failed or was slow) they are undefined until the browser's own call answers, the coupon showing its optional
 * features off until then.
 */
export function useCouponConfig(bff: Pick<BffApi, 'getConfigGroups'> | null, lang: string): CouponConfig | undefined {
  const key = bff ? bffKeys.configGroups([COUPON_CONFIG_GROUP], lang) : null;
  const seeded = useFeedSeed(key)?.answer as ConfigGroupsResponse | undefined;
  const { data } = useSWR(key, () => bff!.getConfigGroups([COUPON_CONFIG_GROUP], lang), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    ...(seeded === undefined ? {} : { fallbackData: seeded, revalidateOnMount: false }),
  });
  return data ? couponConfigFrom(data) : undefined;
}

/** The BFF service over an HTTP client, with the coupon's short retry. */
export const couponBffApi = (http: Parameters<typeof createBffApi>[0]): BffApi => createBffApi(http, COUPON_CONFIG_RETRY);
