import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { QuickAmounts, StakeField } from '@kit/coupon/stake-field.tsx';

const { fillingSlip, problemsSlip, singlesSlip } = couponSlipFixtures;

const meta = {
  title: 'Coupon/StakeField',
  component: StakeField,
  args: { field: fillingSlip.stake },
  decorators: [(Story) => <div className="max-w-xs"><Story /></div>],
} satisfies Meta<typeof StakeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coupon's stake with its step buttons and limits; type "abc" to see a draft that does not parse. */
export const Stake: Story = {};
/** The stake is below the minimum. */
export const WithError: Story = { args: { field: problemsSlip.stake } };
/** A single's own stake inside its selection row: small, its label for screen readers only. */
export const InRow: Story = { args: { field: singlesSlip.selections[0]!.stake!, size: 'sm', hideLabel: true } };
export const Quick: Story = { render: () => <QuickAmounts {...fillingSlip.quickAmounts} /> };
