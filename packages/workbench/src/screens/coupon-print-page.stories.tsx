import type { Meta, StoryObj } from '@storybook/react-vite';
import { accumulator, failed, loading, notFound, settledSystem, signIn, singles } from '@bf/headless/screens/coupon-print/fixtures';
import { CouponPrintView } from '@bf/screens/coupon-print-page';

const meta = {
  title: 'Screens/Coupon print',
  component: CouponPrintView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CouponPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accumulator: Story = { args: { model: accumulator } };
export const SettledSystem: Story = { args: { model: settledSystem } };
export const Singles: Story = { args: { model: singles } };
export const Loading: Story = { args: { model: loading } };
export const SignIn: Story = { args: { model: signIn } };
export const NotFound: Story = { args: { model: notFound } };
export const Failed: Story = { args: { model: failed } };
