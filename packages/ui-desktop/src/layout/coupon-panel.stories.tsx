import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponPanel } from './coupon-panel.tsx';

const meta = {
  title: 'Layout/CouponPanel',
  component: CouponPanel,
  args: { title: 'Bet slip', heading: 'Your bet slip is empty', text: 'Click on the odds to add selections to your bet slip.' },
  decorators: [(Story) => <div className="w-80"><Story /></div>],
} satisfies Meta<typeof CouponPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
