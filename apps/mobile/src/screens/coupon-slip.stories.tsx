import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { CouponSlipView } from './coupon-slip.tsx';

const { emptySlip, fillingSlip, systemSlip, singlesSlip, problemsSlip, placingSlip, placedSlip, oneClickToastSlip } = couponSlipFixtures;

const meta = {
  title: 'Screens/CouponSlip',
  component: CouponSlipView,
  args: { model: fillingSlip, hasBottomNavigation: true },
} satisfies Meta<typeof CouponSlipView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { model: emptySlip } };
/** An express of three, the sheet open. */
export const Filling: Story = {};
export const System: Story = { args: { model: systemSlip } };
export const Singles: Story = { args: { model: singlesSlip } };
/** On a phone what stopped the placement comes first, above the selections. */
export const Problems: Story = { args: { model: problemsSlip } };
export const Placing: Story = { args: { model: placingSlip } };
export const Placed: Story = { args: { model: placedSlip } };
/** The sheet closed: the floating button and the one-click toast. */
export const OneClickToast: Story = { args: { model: oneClickToastSlip } };
