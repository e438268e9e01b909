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

/** A stake field's props; `Field` is the numeric field model the kit's draft hook reads (headless's NumericFieldModel). */
export interface StakeFieldProps<Field> {
  /** The stake as the screen model hands it out: its text, `onText`, currency, step, error and hint. */
  field: Field;
  /** `sm` is the stake inside a selection row. */
  size?: 'md' | 'sm';
  /** The label stays for screen readers only (a stake inside a selection row). */
  hideLabel?: boolean;
}
