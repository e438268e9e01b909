import { useCouponPrintScreen, type CouponPrintModel } from '@bf/headless/screens/coupon-print';
import { ButtonLink, Notice } from '@kit/components';
import { CouponPrintSheet } from '@kit/coupon';

/** The print page over its model: a notice (sign in, loading, not found, failed) or the coupon's sheet. */
export function CouponPrintView({ model }: { model: CouponPrintModel }) {
  if (model.kind === 'sheet') return <CouponPrintSheet {...model.sheet} />;
  const { notice } = model;
  return (
    <Notice tone={notice.tone} title={notice.title} action={notice.action && <ButtonLink href={notice.action.href}>{notice.action.label}</ButtonLink>}>
      <h1 className="sr-only">{model.pageTitle}</h1>
      {notice.isStatus ? <span role="status">{notice.text}</span> : notice.text}
    </Notice>
  );
}

/** `print-coupon/{couponId}` (empty layout): the stored coupon, for its owner, ready to print. */
export function CouponPrintScreen() {
  return <CouponPrintView model={useCouponPrintScreen()} />;
}
