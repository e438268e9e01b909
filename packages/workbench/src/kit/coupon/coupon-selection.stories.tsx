import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponSlipFixtures } from '@bf/headless/screens/coupon-slip';
import { CouponSelection, CouponSelectionList } from '@kit/coupon/coupon-selection.tsx';

const { fillingSlip, problemsSlip, singlesSlip, systemSlip } = couponSlipFixtures;
const [first, rising, live] = fillingSlip.selections;

const meta = {
  title: 'Coupon/CouponSelection',
  component: CouponSelection,
  args: first!,
  decorators: [(Story) => <div className="max-w-sm rounded-lg border border-line bg-surface"><CouponSelectionList label="Selections"><Story /></CouponSelectionList></div>],
} satisfies Meta<typeof CouponSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const OddsWentUp: Story = { args: rising! };
export const Live: Story = { args: live! };
/** A new price waits for the player: the old one struck through. */
export const PendingOdds: Story = { args: problemsSlip.selections[0]! };
export const Locked: Story = { args: problemsSlip.selections[1]! };
export const SingleWithStake: Story = { args: singlesSlip.selections[0]! };
export const SystemBanker: Story = { args: systemSlip.selections[0]! };
export const ChainOrder: Story = { args: { ...first!, order: { upLabel: 'Move earlier in the chain', downLabel: 'Move later in the chain', onDown: () => undefined } } };
export const Block: Story = {
  args: { ...first!, block: { label: 'Block for Arsenal – Chelsea, Match result: 1', text: 'Block', value: 1, options: [1, 2, 3].map((value) => ({ value, label: String(value) })), onChange: () => undefined } },
};
