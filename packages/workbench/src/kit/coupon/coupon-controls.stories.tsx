import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { CouponSelect, CouponSummary, CouponSwitch, CouponTextField } from '@kit/coupon/coupon-controls.tsx';

const { fillingSlip, singlesSlip, systemSlip, oneClickToastSlip } = couponSlipFixtures;

const meta = {
  title: 'Coupon/CouponControls',
  component: CouponSummary,
  args: { rows: fillingSlip.summary },
  decorators: [(Story) => <div className="flex max-w-xs flex-col gap-3"><Story /></div>],
} satisfies Meta<typeof CouponSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Total odds and the headline: what the coupon pays. */
export const Summary: Story = {};
export const SinglesSummary: Story = { args: { rows: singlesSlip.summary } };
export const SystemSize: Story = { render: () => <CouponSelect {...systemSlip.system!} /> };
export const Policy: Story = { render: () => <CouponSelect {...fillingSlip.policy} /> };
/** One-click on: the policy is locked to "accept any change". */
export const PolicyLocked: Story = { render: () => <CouponSelect {...oneClickToastSlip.policy} /> };
export const Switch: Story = { render: () => <CouponSwitch {...fillingSlip.oneClick!.switch} /> };
export const SwitchOn: Story = { render: () => <CouponSwitch {...oneClickToastSlip.oneClick!.switch} /> };
export const PromoCode: Story = { render: () => <CouponTextField {...fillingSlip.promo!} /> };
export const CodeWithError: Story = { render: () => <CouponTextField {...fillingSlip.loadByCode.field} value="AB" error="A coupon code has 4 to 16 letters or digits." /> };
