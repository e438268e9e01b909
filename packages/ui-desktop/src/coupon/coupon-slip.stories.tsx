import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { CouponNotice, CouponSection, CouponSlip, CouponToast, SavedCouponNotice } from './coupon-slip.tsx';

const { fillingSlip, oneClickToastSlip } = couponSlipFixtures;

const meta = {
  title: 'Coupon/CouponSlip',
  component: CouponSlip,
  args: {
    title: fillingSlip.title,
    count: fillingSlip.count,
    countLabel: fillingSlip.countLabel,
    children: (
      <CouponSection>
        <CouponNotice>{fillingSlip.empty.text}</CouponNotice>
      </CouponSection>
    ),
  },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof CouponSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slip's frame: title, count badge and a section. */
export const Frame: Story = {};
export const Reminder: Story = {
  render: () => <CouponNotice tone="warning">Your bet slip still holds 3 selection(s). Place your bet before the odds change.</CouponNotice>,
};
export const SavedCoupon: Story = {
  render: () => (
    <SavedCouponNotice
      failedText={null}
      saved={{
        text: 'Coupon saved. Anyone can load these selections with the code QK23CD45.',
        link: { label: 'Open the link', href: '/en?coupon=QK23CD45' },
        copy: { label: 'Copy', onPress: () => undefined },
        copyLink: { label: 'Copy link', onPress: () => undefined },
        copiedText: 'Code copied.',
      }}
    />
  ),
};
export const SaveFailed: Story = { render: () => <SavedCouponNotice saved={null} failedText="The coupon could not be saved. Please try again." /> };
export const OneClickToast: Story = { render: () => <CouponToast {...oneClickToastSlip.toast} /> };
