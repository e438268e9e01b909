import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/payment-result/fixtures';
import { PaymentResultView } from '@bf/screens/payment-result-page';

const meta = { title: 'Screens/Office/Payment result', component: PaymentResultView, args: { model: fixtures.success } } satisfies Meta<typeof PaymentResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Failed: Story = { args: { model: fixtures.failed } };
export const Pending: Story = { args: { model: fixtures.pending } };
export const Cancelled: Story = { args: { model: fixtures.cancelled } };
export const Loading: Story = { args: { model: fixtures.loading } };
