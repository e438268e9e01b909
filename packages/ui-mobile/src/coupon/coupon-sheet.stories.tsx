import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { PlaceBetButton } from './coupon-results.tsx';
import { CouponSummary } from './coupon-controls.tsx';
import { BetSlipButton, CouponNotice, CouponSection, CouponSheet, CouponSheetFooter, CouponToast, SavedCouponNotice } from './coupon-sheet.tsx';

const { fillingSlip, oneClickToastSlip } = couponSlipFixtures;

const meta = {
  title: 'Coupon/CouponSheet',
  component: CouponSheet,
  args: {
    isOpen: true,
    title: fillingSlip.title,
    count: fillingSlip.count,
    countLabel: fillingSlip.countLabel,
    closeLabel: fillingSlip.sheet.closeLabel,
    onClose: () => undefined,
    children: (
      <CouponSection>
        <CouponNotice>{fillingSlip.empty.text}</CouponNotice>
      </CouponSection>
    ),
    footer: (
      <CouponSheetFooter>
        <CouponSummary rows={fillingSlip.summary.filter((row) => row.isHeadline)} />
        <PlaceBetButton {...fillingSlip.place!} />
      </CouponSheetFooter>
    ),
  },
} satisfies Meta<typeof CouponSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet with its footer: what the coupon pays and "Place bet". */
export const Open: Story = {};
/** The floating button that opens the sheet, above the bottom navigation. */
export const SlipButton: Story = { render: () => <BetSlipButton label="Bet slip (3)" count={3} onPress={() => undefined} /> };
export const SlipButtonReminder: Story = { render: () => <BetSlipButton label="Bet slip (3)" count={3} isAttention onPress={() => undefined} /> };
export const SaveFailed: Story = { render: () => <SavedCouponNotice saved={null} failedText="The coupon could not be saved. Please try again." /> };
export const OneClickToast: Story = { render: () => <CouponToast {...oneClickToastSlip.toast} /> };
