import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { CouponSlipView } from './coupon-slip.tsx';

const { emptySlip, fillingSlip, systemSlip, singlesSlip, problemsSlip, placingSlip, placedSlip, oneClickToastSlip } = couponSlipFixtures;

const meta = {
  title: 'Screens/CouponSlip',
  component: CouponSlipView,
  args: { model: fillingSlip },
  // The right column's width.
  decorators: [(Story) => <div className="w-80"><Story /></div>],
} satisfies Meta<typeof CouponSlipView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { model: emptySlip } };
/** An express of three. */
export const Filling: Story = {};
export const System: Story = { args: { model: systemSlip } };
export const Singles: Story = { args: { model: singlesSlip } };
/** The placement stopped: what to check, and the actions that move on. */
export const Problems: Story = { args: { model: problemsSlip } };
export const Placing: Story = { args: { model: placingSlip } };
export const Placed: Story = { args: { model: placedSlip } };
export const OneClickToast: Story = { args: { model: oneClickToastSlip } };
