import { CouponEmpty } from '../coupon/coupon-empty.tsx';

/**
 * The slip's place while its code loads: the empty slip's heading and words, and room for the code loader and the
 * one-click switch below them (56 + 12 + 33 px), so the column does not grow when the slip arrives.
 */
export function CouponPanel({ title, heading, text }: { title: string; heading: string; text: string }) {
  return (
    <section aria-label={title} className="sticky top-[4.25rem] rounded-lg border border-line bg-surface">
      <div className="border-b border-line px-3 py-2">
        <h2 className="text-sm font-bold">{title}</h2>
      </div>
      <CouponEmpty title={heading} text={text}>
        <div aria-hidden="true" className="h-[101px]" />
      </CouponEmpty>
    </section>
  );
}
