import type { ReactNode } from 'react';

/** The coupon print screen model's sheet (`@bf/headless/screens/coupon-print`), plus an optional footer. */
export interface CouponPrintSheetProps {
  title: string;
  facts: { id: string; label: string; value: string }[];
  columns: { event: string; pick: string; odds: string; status: string };
  bets: { key: string; event: string; meta: string; pick: string; odds: string; status: string }[];
  print: { label: string; onPress(): void };
  footer?: ReactNode;
}
