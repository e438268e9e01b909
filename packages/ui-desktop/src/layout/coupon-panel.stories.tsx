import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponPanel } from './coupon-panel.tsx';

const meta = {
  title: 'Layout/CouponPanel',
  component: CouponPanel,
  args: { title: 'Bet slip', emptyText: 'Pick odds to add them to your bet slip.' },
  decorators: [(Story) => <div className="w-80"><Story /></div>],
} satisfies Meta<typeof CouponPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
