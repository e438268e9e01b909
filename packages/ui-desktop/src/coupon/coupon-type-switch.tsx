import { useRovingFocus } from '@bf/headless/interactions';
import { SegmentedCouponTypes as Segmented, type SegmentedCouponTypesProps } from '@bf/ui-core/coupon/coupon-type-switch';

export type { SegmentedCouponTypesProps };

/** The coupon types as drawn once in @bf/ui-core, at this platform's height. */
export function SegmentedCouponTypes<T extends string>(props: SegmentedCouponTypesProps<T>) {
  const roving = useRovingFocus<HTMLDivElement>({
    keys: props.options.filter((option) => !option.isDisabled).map((option) => option.value),
    current: props.value,
    onMove: (key) => props.onChange(key as T),
  });
  return <Segmented {...props} roving={roving} optionClassName="h-8 text-xs" />;
}
