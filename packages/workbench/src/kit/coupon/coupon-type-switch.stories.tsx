import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { SegmentedCouponTypes } from '@kit/coupon/coupon-type-switch.tsx';

const { fillingSlip, systemSlip } = couponSlipFixtures;

const meta = {
  title: 'Coupon/SegmentedCouponTypes',
  component: SegmentedCouponTypes,
  args: fillingSlip.type,
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof SegmentedCouponTypes<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Express: Story = {};
export const System: Story = { args: systemSlip.type };
/** With two selections a system cannot be chosen: the choice stays visible, disabled. */
export const SystemUnavailable: Story = { args: { ...fillingSlip.type, options: fillingSlip.type.options.map((option) => ({ ...option, isDisabled: option.value === 'system' })) } };
