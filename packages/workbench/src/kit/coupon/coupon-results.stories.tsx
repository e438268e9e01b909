import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { ConfirmDialog, CouponEmpty, CouponProblems, CouponSuccess, PlaceBetButton } from '@kit/coupon/coupon-results.tsx';

const { emptySlip, fillingSlip, placingSlip, placedSlip, problemsSlip } = couponSlipFixtures;

const meta = {
  title: 'Coupon/CouponResults',
  component: PlaceBetButton,
  args: fillingSlip.place!,
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof PlaceBetButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Place: Story = {};
export const Placing: Story = { args: placingSlip.place! };
/** Held back, with why. */
export const Waiting: Story = { args: problemsSlip.place! };
export const SignIn: Story = { args: { ...fillingSlip.place!, label: 'Log in to place a bet' } };
export const Problems: Story = { render: () => <CouponProblems {...problemsSlip.problems!} /> };
export const Placed: Story = { render: () => <CouponSuccess {...placedSlip.placed!} /> };
export const Empty: Story = { render: () => <CouponEmpty {...emptySlip.empty} /> };
export const OneClickWarning: Story = { render: () => <ConfirmDialog {...fillingSlip.oneClickWarning} isOpen /> };
