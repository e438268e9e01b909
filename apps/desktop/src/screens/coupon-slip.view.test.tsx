import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { CouponSlipView } from './coupon-slip.tsx';

// The view is pure: each fixture renders without a provider, and shows what its state says.
const text = (model: (typeof couponSlipFixtures)[keyof typeof couponSlipFixtures]) => renderToStaticMarkup(<CouponSlipView model={model} />).replace(/<[^>]+>/g, ' ');

describe('desktop CouponSlipView', () => {
  it('renders an express of three with what it pays and "Place bet"', () => {
    const shown = text(couponSlipFixtures.fillingSlip);
    for (const words of ['Arsenal – Chelsea', 'Total odds', '9.00', 'Potential returns', '₽900', 'Place bet', 'Save and share']) expect(shown).toContain(words);
  });

  it('renders the empty slip with the load form, and no place button', () => {
    const shown = text(couponSlipFixtures.emptySlip);
    expect(shown).toContain('Your bet slip is empty');
    expect(shown).toContain('Load a coupon by code');
    expect(shown).not.toContain('Place bet');
  });

  it('renders the problems with their actions, the placed coupon and the toast', () => {
    expect(text(couponSlipFixtures.problemsSlip)).toContain('Accept changes');
    expect(text(couponSlipFixtures.placedSlip)).toContain('AB23CD45');
    expect(text(couponSlipFixtures.placingSlip)).toContain('Placing your bet…');
    expect(text(couponSlipFixtures.oneClickToastSlip)).toContain('One-click bet placed: Arsenal – Chelsea, 1 at 2.00, stake ₽100. Coupon number 18.');
  });
});
