import { useCallback, useState } from 'react';
import { snapshot } from 'valtio/vanilla';
import { withoutBonusBet } from '../coupon/bonus-bet.ts';
import { useCouponPlacementContext } from './placement-context.tsx';
import { toPlaceBody } from './placement-wire.ts';
import { couponLinkHref, couponLinkUrl } from './use-load-coupon.ts';

/** What saving the coupon ended with. */
export type SaveCouponResult = 'saved' | 'empty' | 'failed';

export interface SaveCouponState {
  /** Saves the coupon as it is (type, stakes, bankers, blocks) without placing it; `code` then holds its code. */
  save(): Promise<SaveCouponResult>;
  isSaving: boolean;
  /** The code of the last save, until the coupon is saved again. */
  code: string | null;
  /** A link that opens the site with the saved coupon in the slip: the path, and the full address to copy. */
  linkHref: string | null;
  linkUrl: string | null;
  result: SaveCouponResult | null;
  /** Forgets the last save (the slip was emptied or placed). */
  reset(): void;
}

/**
 * Saves the coupon under a shareable code (`POST save`), for anyone, signed in or not: a quick coupon. Loading the
 * code (`useLoadCoupon`) puts the same selections, type and stakes into a coupon, priced as the feed is then.
 * @example const { save, code } = useSaveCoupon(); await save(); // code: '28MKLER3'
 */
export function useSaveCoupon(): SaveCouponState {
  const { store, api, userId, coefViewId, refId, lng } = useCouponPlacementContext();
  const [isSaving, setSaving] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [result, setResult] = useState<SaveCouponResult | null>(null);

  const save = useCallback(async (): Promise<SaveCouponResult> => {
    const bets = snapshot(store.state).bets;
    if (withoutBonusBet(bets).length === 0) {
      setResult('empty');
      return 'empty';
    }
    setSaving(true);
    try {
      const submission = store.toSubmission(Number(userId) || 0, null, { coefViewId, refId });
      const saved = await api.save(toPlaceBody(submission, store.state.bets));
      setCode(saved.code);
      setResult('saved');
      return 'saved';
    } catch {
      setResult('failed');
      return 'failed';
    } finally {
      setSaving(false);
    }
  }, [store, api, userId, coefViewId, refId]);

  const reset = useCallback(() => {
    setCode(null);
    setResult(null);
  }, []);

  return { save, isSaving, code, result, reset, linkHref: code ? couponLinkHref(lng, code) : null, linkUrl: code ? couponLinkUrl(lng, code) : null };
}
