import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CouponProvider, loadCouponEngine, useCoupon } from '@bf/headless/coupon';

// The server loads the coupon's engine before its first render (loadAllPreloadable); so does this test.
beforeAll(() => loadCouponEngine());

function AmountProbe() {
  const coupon = useCoupon();
  return <output>{`${coupon.amount}|${coupon.bets.length}|${coupon.possibleWin}`}</output>;
}

describe('useCoupon on the server', () => {
  it('renders the empty coupon without touching the browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <CouponProvider initial={{ account: { iso: 'EUR', money: 0, isBonus: false } }}>
        <AmountProbe />
      </CouponProvider>,
    );
    expect(html).toContain('5|0|0');
  });
});
